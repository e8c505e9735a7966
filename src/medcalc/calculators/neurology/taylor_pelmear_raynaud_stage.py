"""Taylor-Pelmear staging of vibration-induced white finger (Raynaud's phenomenon; Taylor -
Pelmear 分期): stage 0-4 from the extent and frequency of finger blanching and trophic change."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Reference, Version
from medcalc.formulas.cmedcalc import first_true, pick

TAYLOR_PELMEAR_1975 = Reference(
    "Taylor W, Pelmear PL, eds. Vibration White Finger in Industry. London: Academic Press; "
    "1975 (stages 0, 0T, 0N, 1-4: no blanching; intermittent tingling; intermittent numbness; "
    "blanching of one or more fingertips; blanching of one or more fingers, usually in winter; "
    "extensive blanching, frequent episodes summer and winter; extensive blanching with trophic "
    "changes).")
GEMNE_1987 = Reference(
    "Gemne G, Pyykkö I, Taylor W, Pelmear PL. The Stockholm Workshop scale for the "
    "classification of cold-induced Raynaud's phenomenon in the hand-arm vibration syndrome "
    "(revision of the Taylor-Pelmear scale). Scand J Work Environ Health. 1987;13(4):275-278.")

BLANCHING = Category(
    name="blanching",
    description="Extent of cold-induced finger blanching (white finger attacks)",
    labels=("发白范围", "雷诺现象"),
    choices=(
        Choice("none", "No blanching attacks (无雷诺现象)", aliases=("no", "absent",
                                                                     "无雷诺现象", "无")),
        Choice("fingertips", "Blanching of one or more fingertips (指尖发白)",
               aliases=("tips", "fingertip", "指尖", "远节指骨")),
        Choice("fingers", "Blanching of one or more fingers beyond the tips (一个或多个手指发白)",
               aliases=("one or more fingers", "finger", "手指发白", "末节和中节")),
        Choice("extensive", "Extensive blanching of most fingers (大部分手指广泛发白)",
               aliases=("most fingers", "all fingers", "广泛发白", "所有手指")),
    ),
)
FREQUENT = Boolean(name="frequent_all_year",
                   description="Frequent attacks in summer as well as winter (not only in cold "
                               "seasons)", labels=("频繁发作", "冬夏均发作"),
                   required=False, default=False, absent=False)
TROPHIC = Boolean(name="trophic_changes",
                  description="Trophic skin changes of the fingertips (e.g. ulceration, "
                              "atrophy, gangrene)", labels=("营养性改变", "指端溃疡", "坏疽"),
                  required=False, default=False, absent=False)
SYMPTOM = Category(
    name="sensory_symptoms", description="Intermittent tingling or numbness (stage 0T/0N when "
                                         "there is no blanching)",
    required=False, default="none", absent="none",
    choices=(Choice("none", "None (无)", aliases=("no", "无")),
             Choice("tingling", "Intermittent tingling (间歇性刺痛)", aliases=("刺痛",)),
             Choice("numbness", "Intermittent numbness (间歇性麻木)", aliases=("麻木",))),
)


def taylor_pelmear(blanching, frequent_all_year, trophic_changes, sensory_symptoms):
    any_blanching = blanching != "none"
    stage = first_true(
        [any_blanching & trophic_changes, any_blanching & ((blanching == "extensive")
                                                           | frequent_all_year),
         blanching == "fingers", blanching == "fingertips"],
        ["4", "3", "2", "1"],
        pick(sensory_symptoms, {"tingling": "0T", "numbness": "0N"}, "0"))
    number = pick(stage, {"0T": "0", "0N": "0"}, stage)
    return {"value": stage, "grade_zh": number + "级"}


CALCULATOR = Calculator(
    id="taylor_pelmear_raynaud_stage",
    name="Taylor-Pelmear Staging of Vibration White Finger (Raynaud's Phenomenon)",
    aliases=["Taylor - Pelmear 分期（雷诺现象）", "Taylor-Pelmear分期", "Taylor-Pelmear scale",
             "Taylor-Pelmear staging", "vibration white finger stage"],
    specialty="neurology",
    description="Stage 0-4 (0T, 0N) of cold-induced finger blanching: none, fingertips, "
                "fingers, extensive/frequent, with trophic changes.",
    keywords=["Raynaud's phenomenon", "vibration white finger", "hand-arm vibration syndrome",
              "occupational disease", "雷诺现象", "手臂振动病", "白指", "power tool related finger blanching",
              "hand arm vibration injury stage", "occupational Raynaud severity",
              "finger blanching from vibrating tools", "white fingers in cold stage",
              "vibration induced vasospasm grade"],
    features=[BLANCHING, FREQUENT, TROPHIC, SYMPTOM],
    versions=[Version("taylor_pelmear_1975", dt.date(1975, 1, 1), TAYLOR_PELMEAR_1975,
                      taylor_pelmear,
                      notes="0 none (0T tingling, 0N numbness); 1 fingertips; 2 fingers; 3 "
                            "extensive, frequent summer and winter; 4 as 3 with trophic "
                            "changes.")],
    output=Output(kind="category", description="Stage 0, 0T, 0N, 1, 2, 3 or 4 (grade_zh: "
                                               "'2级')"),
    references=[TAYLOR_PELMEAR_1975, GEMNE_1987],
    notes="Taylor and Pelmear's stages also describe interference with work and hobbies (none "
          "in stage 1, slight in 2, some in 3, change of occupation in 4); only the defining "
          "vascular findings are inputs. Trophic changes are graded with blanching present. "
          "The Stockholm Workshop scale (1987) replaced it in occupational medicine (separate "
          "vascular and sensorineural staging per hand). grade_zh gives the number with '级' "
          "(0T and 0N are 0级); CMedCalc-Bench's answers mix Arabic and Roman numerals.",
)
