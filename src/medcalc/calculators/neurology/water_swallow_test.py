"""Kubota water swallowing test (洼田饮水试验): grade 1-5 from how a seated patient drinks 30 mL
of room-temperature water: in one swallow or more, with or without choking."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Quantity, Reference, Version
from medcalc.core.vector import where
from medcalc.formulas.cmedcalc import first_true

KUBOTA_1982 = Reference(
    "窪田俊夫, 三島博信, 花田実, 南波明子, 小島重子. 脳血管障害における麻痺性嚥下障害 - スクリーニング"
    "テストとその臨床応用について. 総合リハビリテーション. 1982;10(2):271-276. [Kubota T, Mishima H, "
    "Hanada M, Namba A, Kojima S. Paralytic dysphagia in cerebrovascular disorder - screening "
    "test and its clinical application. Sogo Rehabilitation. 1982;10:271-276.] (30 mL water "
    "drinking test, profiles 1-5.)")

SWALLOWS = Category(
    name="swallows",
    description="How the 30 mL of water was drunk",
    labels=("饮水方式", "饮水次数"),
    choices=(
        Choice("one", "In one swallow (一次喝完)", aliases=("once", "single swallow", "一次",
                                                           "一次喝完", "一次饮完", "一次性咽下")),
        Choice("two_or_more", "In two or more swallows (分两次以上喝完)",
               aliases=("several", "two or more", "分次", "分两次以上", "分多口", "分数次")),
        Choice("unable", "Could not finish: frequent choking, or unable to drink (不能全部喝完)",
               aliases=("cannot finish", "unable", "不能喝完", "无法完成", "频繁呛咳不能喝完")),
    ),
)
CHOKING = Boolean(name="choking", description="Choking or coughing while drinking",
                  labels=("呛咳", "有呛咳"), required=False, default=False, absent=False)
SECONDS = Quantity(name="time_seconds", unit="s", units=("s", "min"), range=(0.0, 600.0),
                   required=False, default=None,
                   description="Time to drink the 30 mL (optional: grade 1 within 5 s is normal, "
                               "over 5 s suspicious)", labels=("饮水时间",))


def water_swallow(swallows, choking, time_seconds):
    grade = first_true(
        [swallows == "unable", (swallows == "two_or_more") & choking,
         (swallows == "one") & choking, swallows == "two_or_more"],
        [5, 4, 3, 2], 1)
    slow = False if time_seconds is None else where(time_seconds != time_seconds, False,
                                                    time_seconds > 5.0)
    reading = first_true([grade >= 3, (grade == 2) | slow], ["abnormal", "suspicious"],
                         "normal")
    return {"value": grade,
            "grade_zh": first_true([grade == g for g in range(1, 6)],
                                   [f"{g}级" for g in range(1, 6)], "1级"),
            "reading": reading}


def interpret(grade):
    return {1: "grade 1: drinks 30 mL in one swallow without choking (normal if within 5 s)",
            2: "grade 2: two or more swallows without choking (suspicious)",
            3: "grade 3: one swallow with choking (abnormal)",
            4: "grade 4: two or more swallows with choking (abnormal)",
            5: "grade 5: frequent choking, cannot finish the 30 mL (abnormal)"}[grade]


CALCULATOR = Calculator(
    id="water_swallow_test",
    name="Kubota Water Swallowing Test (30 mL)",
    aliases=["吞咽功能障碍饮水试验（洼田饮水试验）", "洼田饮水试验", "饮水试验", "Kubota water "
             "swallowing test", "Kubota drinking test", "30 mL water swallow test"],
    specialty="neurology",
    description="Dysphagia screening grade 1-5 from drinking 30 mL of water: one or more "
                "swallows, with or without choking.",
    keywords=["dysphagia", "swallowing", "aspiration", "stroke", "吞咽障碍", "呛咳",
              "bedside swallowing test", "dysphagia screen with water", "aspiration risk screening",
              "safe to eat after stroke", "swallowing difficulty screen",
              "choking when drinking water"],
    features=[SWALLOWS, CHOKING, SECONDS],
    versions=[Version("kubota_1982", dt.date(1982, 2, 1), KUBOTA_1982, water_swallow,
                      notes="1 one swallow without choking; 2 two or more swallows without "
                            "choking; 3 one swallow with choking; 4 two or more swallows with "
                            "choking; 5 frequent choking, cannot finish. Month not established.")],
    output=Output(kind="integer", unit="grade", description="Kubota grade 1-5 (grade_zh: '1级')",
                  range=(1, 5)),
    interpret=interpret,
    references=[KUBOTA_1982],
    notes="Seated patient drinks 30 mL of room-temperature water as usual. Reading in common "
          "use (Chinese rehabilitation texts): normal = grade 1 within 5 s; suspicious = grade "
          "1 taking over 5 s, or grade 2; abnormal = grades 3-5 (breakdown 'reading'). A "
          "patient who cannot take part (e.g. coma) cannot be graded by the test itself; "
          "CMedCalc-Bench scores such patients 5.",
)
