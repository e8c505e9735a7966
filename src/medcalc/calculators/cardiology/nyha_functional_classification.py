"""New York Heart Association (NYHA) functional classification of heart failure, from the
patient's limitation of physical activity."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category
from medcalc.core.vector import where

NYHA_1994 = Reference(
    "The Criteria Committee of the New York Heart Association. Nomenclature and Criteria for "
    "Diagnosis of Diseases of the Heart and Great Vessels. 9th ed. Boston, MA: Little, Brown & "
    "Co; 1994:253-256 (functional capacity classes I-IV).")
AHA_1994 = Reference(
    "The Criteria Committee of the New York Heart Association. 1994 revisions to classification "
    "of functional capacity and objective assessment of patients with diseases of the heart. "
    "Circulation. 1994;90(1):644-645.",
    doi="10.1161/01.CIR.90.1.644")

LIMITATION = Category(
    name="physical_activity_limitation",
    description="Limitation of physical activity by heart-failure symptoms (fatigue, "
                "palpitation, dyspnoea or anginal pain)",
    definition="none: ordinary physical activity causes no undue symptoms; slight: comfortable "
               "at rest, ordinary activity causes symptoms; marked: comfortable at rest, less "
               "than ordinary activity causes symptoms; at rest: unable to carry on any physical "
               "activity without discomfort, symptoms at rest",
    labels=("Limitation of physical activity", "Functional limitation", "Symptoms",
            "体力活动受限程度"),
    choices=(
        Choice("none", "No limitation of physical activity", 1,
               aliases=("no limitation", "ordinary activity causes no symptoms", "class i",
                        "nyha i", "体力活动不受限", "日常活动不引起症状")),
        Choice("slight", "Slight limitation: comfortable at rest, ordinary activity causes "
                         "symptoms", 2,
               aliases=("slight limitation", "slight limitation of physical activity",
                        "ordinary activity causes symptoms", "class ii", "nyha ii",
                        "体力活动轻度受限", "轻度受限")),
        Choice("marked", "Marked limitation: comfortable at rest, less than ordinary activity "
                         "causes symptoms", 3,
               aliases=("marked limitation", "marked limitation of physical activity",
                        "less than ordinary activity causes symptoms", "class iii", "nyha iii",
                        "体力活动明显受限", "明显受限")),
        Choice("at_rest", "Unable to carry on any physical activity without discomfort; "
                          "symptoms at rest", 4,
               aliases=("symptoms at rest", "unable to carry on any physical activity",
                        "severe limitation", "class iv", "nyha iv", "静息时也有症状",
                        "不能从事任何体力活动", "休息时有症状")),
    ),
)
LIMITATION_ITEM = from_category(LIMITATION, "Limitation of physical activity",
                                ("NYHA class", "Functional class"))

CLASSES = {1: "Class I", 2: "Class II", 3: "Class III", 4: "Class IV"}
GRADE_ZH = {1: "Ⅰ级", 2: "Ⅱ级", 3: "Ⅲ级", 4: "Ⅳ级"}


def nyha(physical_activity_limitation):
    n = physical_activity_limitation
    value = where(n == 1, "Class I", where(n == 2, "Class II",
                                           where(n == 3, "Class III", "Class IV")))
    grade = where(n == 1, "Ⅰ级", where(n == 2, "Ⅱ级", where(n == 3, "Ⅲ级", "Ⅳ级")))
    return {"value": value, "grade_zh": grade, "class_number": n}


DESCRIPTION = {
    "Class I": "no limitation of physical activity",
    "Class II": "slight limitation of physical activity",
    "Class III": "marked limitation of physical activity",
    "Class IV": "symptoms at rest; any physical activity causes discomfort",
}


def interpret(value):
    return f"NYHA {value}: {DESCRIPTION[value]}"


CALCULATOR = Calculator(
    id="nyha_functional_classification",
    name="New York Heart Association (NYHA) Functional Classification for Heart Failure",
    aliases=["New York Heart Association (NYHA) Functional Classification for Heart Failure",
             "NYHA Functional Classification", "NYHA Functional Classification (Chronic Heart "
             "Failure)", "NYHA class", "NYHA心功能分级（慢性心衰）"],
    specialty="cardiology",
    description="NYHA functional class I-IV of heart failure from how much physical activity "
                "is limited by symptoms.",
    keywords=["heart failure", "NYHA", "functional capacity", "dyspnea", "fatigue",
              "exercise tolerance", "chronic heart failure", "heart failure symptom class",
              "how limited by breathlessness", "symptoms with ordinary activity",
              "dyspnea at rest heart failure class", "functional class I to IV",
              "heart failure symptom severity", "exercise limitation in heart failure"],
    features=[LIMITATION],
    items=[LIMITATION_ITEM],
    versions=[Version("nyha_1994", dt.date(1994, 1, 1), NYHA_1994, nyha,
                      notes="I no limitation; II slight; III marked; IV symptoms at rest.")],
    output=Output(kind="category", description="Class I, Class II, Class III or Class IV"),
    interpret=interpret,
    references=[NYHA_1994, AHA_1994],
    notes="Functional capacity classes of the NYHA Criteria Committee (9th edition, 1994; the "
          "1994 revision added the separate objective assessment A-D, not computed here). The "
          "input is the limitation of physical activity by fatigue, palpitation, dyspnoea or "
          "anginal pain: none (I), slight (II), marked (III), symptoms at rest (IV). The "
          "breakdown gives the Chinese grade spelling (grade_zh, e.g. Ⅱ级) as CMedCalc-Bench "
          "writes it.",
)
