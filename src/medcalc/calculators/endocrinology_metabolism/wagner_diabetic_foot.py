"""Wagner classification of the diabetic foot (Wagner分级法): grade 0-5 from the deepest tissue
reached, deep infection and gangrene."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Category,
    Choice,
    Implausible,
    Output,
    Reference,
    Version,
)
from medcalc.core.vector import any_true
from medcalc.formulas.cmedcalc import first_true

WAGNER_1981 = Reference(
    "Wagner FW Jr. The dysvascular foot: a system for diagnosis and treatment. Foot Ankle. "
    "1981;2(2):64-122 (grade 0 pre-ulcerative foot, no open lesion; 1 superficial ulcer; 2 deep "
    "ulcer to tendon, capsule or bone; 3 deep ulcer with abscess, osteomyelitis or joint "
    "sepsis; 4 localized gangrene of the forefoot or heel; 5 gangrene of the whole foot).")

ULCER = Category(
    name="ulcer_depth",
    description="Deepest ulcer of the foot",
    labels=("溃疡", "溃疡深度"),
    choices=(
        Choice("none", "No open lesion (intact skin; callus, deformity allowed) (无开放性病变)",
               aliases=("no ulcer", "intact skin", "无溃疡", "皮肤完整", "无皮肤破损")),
        Choice("superficial", "Superficial ulcer, skin and subcutaneous tissue (表浅溃疡)",
               aliases=("superficial ulcer", "partial thickness", "full thickness skin",
                        "表浅溃疡", "浅表溃疡")),
        Choice("deep", "Deep ulcer reaching tendon, ligament, joint capsule, fascia or bone "
                       "(深部溃疡, 达肌腱/关节囊/骨)",
               aliases=("deep ulcer", "to tendon", "to bone", "深溃疡", "深部溃疡")),
    ),
)
DEEP_INFECTION = Boolean(
    name="deep_infection",
    description="Abscess, osteomyelitis or septic arthritis under the ulcer",
    definition="Deep abscess, osteomyelitis (imaging, probe-to-bone, biopsy) or joint sepsis; "
               "superficial cellulitis does not count.",
    labels=("脓肿", "骨髓炎", "深部感染"), absent=False, required=False, default=False)
GANGRENE = Category(
    name="gangrene",
    description="Gangrene",
    labels=("坏疽",),
    absent="none", required=False, default="none",
    choices=(
        Choice("none", "No gangrene (无坏疽)", aliases=("no", "absent", "无坏疽", "无")),
        Choice("localized", "Localized gangrene: toes, forefoot or heel (局限性坏疽)",
               aliases=("toe gangrene", "forefoot gangrene", "heel gangrene", "局部坏疽",
                        "足趾坏疽", "前足坏疽", "局限性坏疽")),
        Choice("whole_foot", "Gangrene of the whole foot (全足坏疽)",
               aliases=("extensive", "entire foot", "全足坏疽", "广泛坏疽")),
    ),
)


def wagner(ulcer_depth, deep_infection, gangrene):
    if any_true(deep_infection & (ulcer_depth == "none")):
        raise Implausible("deep infection (abscess, osteomyelitis) is graded with a deep ulcer; "
                          "no open lesion was given", ("ulcer_depth", "deep_infection"))
    grade = first_true(
        [gangrene == "whole_foot", gangrene == "localized", deep_infection,
         ulcer_depth == "deep", ulcer_depth == "superficial"],
        [5, 4, 3, 2, 1], 0)
    return {"value": grade,
            "grade_zh": first_true([grade == g for g in range(6)],
                                   [f"{g}级" for g in range(6)], "0级")}


def interpret(grade):
    return {0: "grade 0: at-risk foot, no open lesion",
            1: "grade 1: superficial ulcer",
            2: "grade 2: deep ulcer to tendon, capsule or bone, no abscess or osteomyelitis",
            3: "grade 3: deep ulcer with abscess, osteomyelitis or joint sepsis",
            4: "grade 4: localized gangrene (toes, forefoot or heel)",
            5: "grade 5: gangrene of the whole foot"}[grade]


CALCULATOR = Calculator(
    id="wagner_diabetic_foot",
    name="Wagner Classification of Diabetic Foot Ulcers",
    aliases=["Wagner分级法（糖尿病足）", "Wagner分级", "Wagner grade", "Wagner-Meggitt "
             "classification", "糖尿病足Wagner分级"],
    specialty="endocrinology_metabolism",
    description="Diabetic foot grade 0-5 from ulcer depth, deep infection and gangrene.",
    keywords=["diabetic foot", "foot ulcer", "osteomyelitis", "gangrene", "amputation", "糖尿病足",
              "足溃疡", "diabetic foot ulcer grade", "foot ulcer depth and gangrene",
              "amputation risk diabetic foot", "diabetic foot severity classification",
              "diabetic foot osteomyelitis grade", "foot wound staging diabetes"],
    features=[ULCER, DEEP_INFECTION, GANGRENE],
    versions=[Version("wagner_1981", dt.date(1981, 9, 1), WAGNER_1981, wagner,
                      notes="The highest grade whose finding is present: whole-foot gangrene "
                            "5, localized gangrene 4, deep infection 3, deep ulcer 2, "
                            "superficial ulcer 1, none 0.")],
    output=Output(kind="integer", unit="grade", description="Wagner grade 0-5 (grade_zh: "
                                                            "'3级')", range=(0, 5)),
    interpret=interpret,
    references=[WAGNER_1981],
    notes="Wagner's grades (often called Wagner-Meggitt after Meggitt 1976) rank lesions by the "
          "worst finding: gangrene (whole foot 5, localized 4) outranks infection, which "
          "outranks ulcer depth. Grade 0 is the intact but at-risk foot (neuropathy, deformity, "
          "callus). Deep infection without an open ulcer is not graded (NA). The scale does "
          "not grade ischaemia separately (see the University of Texas classification). Deep "
          "infection and gangrene default to absent when not given.",
)
