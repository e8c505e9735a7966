"""TASH score (Trauma Associated Severe Hemorrhage): probability of massive transfusion after
major trauma (Yücel et al., J Trauma 2006)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Output, Reference, Version, banded,
                          criterion)
from medcalc.core.common import base_excess, heart_rate, hemoglobin, sex, trauma_systolic_bp
from medcalc.core.vector import maximum
from medcalc.core.vector import logistic

YUCEL_2006 = Reference(
    "Yücel N, Lefering R, Maegele M, Vorweg M, Tjardes T, Ruchholtz S, Neugebauer EA, "
    "Wappler F, Bouillon B, Rixen D; Polytrauma Study Group of the German Trauma Society. "
    "Trauma Associated Severe Hemorrhage (TASH)-Score: probability of mass transfusion as "
    "surrogate for life threatening hemorrhage after multiple trauma. J Trauma. "
    "2006;60(6):1228-1236.", doi="10.1097/01.ta.0000220386.84012.bf")
MDCALC = Reference("MDCalc. TASH Score (Trauma Associated Severe Hemorrhage).")

FEATURES = [
    hemoglobin(), base_excess(), trauma_systolic_bp(), heart_rate(),
    Boolean(name="fast_positive", description="Free intra-abdominal fluid on FAST"),
    Boolean(name="unstable_pelvic_fracture", description="Clinically unstable pelvic fracture "
                                                         "(AIS 5)"),
    Boolean(name="open_or_dislocated_femur_fracture",
            description="Open or dislocated femur fracture (AIS 3-4)"),
    sex(),
]
ITEMS = (
    banded("hemoglobin_points", "Hemoglobin", "hemoglobin", (
        Band("lt7", "< 7 g/dL", 8, lt=7), Band("7to9", "7 to < 9 g/dL", 6, ge=7, lt=9),
        Band("9to10", "9 to < 10 g/dL", 4, ge=9, lt=10),
        Band("10to11", "10 to < 11 g/dL", 3, ge=10, lt=11),
        Band("11to12", "11 to < 12 g/dL", 2, ge=11, lt=12), Band("ge12", ">= 12 g/dL", 0,
                                                                  ge=12))),
    banded("base_excess_points", "Base excess", "base_excess", (
        Band("lt-10", "< -10 mmol/L", 4, lt=-10), Band("-10to-6", "-10 to < -6 mmol/L", 3,
                                                        ge=-10, lt=-6),
        Band("-6to-2", "-6 to < -2 mmol/L", 1, ge=-6, lt=-2), Band("ge-2", ">= -2 mmol/L", 0,
                                                                    ge=-2))),
    banded("sbp_points", "Systolic blood pressure", "systolic_bp", (
        Band("lt100", "< 100 mmHg", 4, lt=100), Band("100to119", "100 to < 120 mmHg", 1,
                                                      ge=100, lt=120),
        Band("ge120", ">= 120 mmHg", 0, ge=120))),
    criterion("hr_gt_120", "Heart rate > 120 bpm", "heart_rate", gt=120, points=2),
    criterion("fast_positive", "Positive FAST (free intra-abdominal fluid)", points=3),
    criterion("unstable_pelvic_fracture", "Clinically unstable pelvic fracture", points=6),
    criterion("open_or_dislocated_femur_fracture", "Open or dislocated femur fracture",
              points=3),
    criterion("male", "Male sex", "sex", choices=("male",), points=1),
)


def tash(hemoglobin_points, base_excess_points, sbp_points, hr_gt_120, fast_positive,
         unstable_pelvic_fracture, open_or_dislocated_femur_fracture, male):
    # Yücel 2006 counts "long bone/pelvic fractures" as one variable (the score runs 0-28): the
    # worse of the two fractures scores (pelvis 6, femur 3), not their sum.
    fractures = maximum(unstable_pelvic_fracture, open_or_dislocated_femur_fracture)
    total = (hemoglobin_points + base_excess_points + sbp_points + hr_gt_120 + fast_positive
             + fractures + male)
    return {"value": total, "hemoglobin_points": hemoglobin_points,
            "base_excess_points": base_excess_points, "sbp_points": sbp_points,
            "hr_gt_120": hr_gt_120, "fast_positive": fast_positive,
            "fracture_points": fractures, "male": male,
            "massive_transfusion_probability": logistic(-4.9 + 0.3 * total)}


def interpret(score, breakdown):
    p = 100 * breakdown["massive_transfusion_probability"]
    return f"TASH {score}: probability of massive transfusion about {p:.0f}%"


CALCULATOR = Calculator(
    id="tash_score",
    name="TASH Score (Trauma Associated Severe Hemorrhage)",
    aliases=["TASH", "TASH score", "Trauma Associated Severe Hemorrhage score"],
    specialty="emergency_trauma",
    description=("Probability of massive transfusion after major trauma from haemoglobin, base "
                 "excess, SBP, heart rate, FAST, pelvic/femur fracture and sex (0-28); "
                 "p = 1/(1 + e^(4.9 - 0.3 x TASH))."),
    keywords=["massive transfusion", "trauma hemorrhage", "haemorrhage", "polytrauma",
              "damage control resuscitation", "need for massive transfusion in trauma",
              "probability of massive transfusion", "activate massive transfusion protocol",
              "severe bleeding after injury", "trauma bleeding prediction",
              "life threatening hemorrhage risk"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("yucel_2006", dt.date(2006, 6, 1), YUCEL_2006, tash,
                      notes="Weighted points 0-28; probability of massive transfusion "
                            "1/(1 + exp(4.9 - 0.3 x TASH)).")],
    output=Output(kind="integer", unit="points", range=(0, 28)),
    interpret=interpret,
    references=[YUCEL_2006, MDCALC],
    notes=("Points as in Yücel 2006: Hb < 7 8, < 9 6, < 10 4, < 11 3, < 12 2 g/dL; base excess "
           "< -10 4, < -6 3, < -2 1 mmol/L; SBP < 100 4, < 120 1 mmHg; HR > 120 2; positive "
           "FAST 3; long bone/pelvic fracture: clinically unstable pelvic fracture 6, open or "
           "dislocated femur fracture 3 (one variable: the worse counts, so the score runs "
           "0-28 as published; calculators that add both, e.g. listing them as separate "
           "items, can reach 31); male 1. Massive transfusion was defined as >= 10 units of "
           "red cells from emergency room to ICU admission."),
)
