"""PAS-II: Patient Activity Scale II for rheumatoid arthritis (Wolfe, Michaud & Pincus, J
Rheumatol 2005), with the HAQ-II (Wolfe et al., Arthritis Rheum 2004)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, from_category
from medcalc.formulas.obs_rheum_w4 import (haq_difficulty, pas_activity, pas_pain_and_global,
                                           patient_activity_scale)

WOLFE_2005 = Reference(
    "Wolfe F, Michaud K, Pincus T. A composite disease activity scale for clinical practice, "
    "observational studies, and clinical trials: the patient activity scale (PAS/PAS-II). J "
    "Rheumatol. 2005;32(12):2410-2415.")
WOLFE_2004 = Reference(
    "Wolfe F, Michaud K, Pincus T. Development and validation of the health assessment "
    "questionnaire II: a revised version of the health assessment questionnaire. Arthritis "
    "Rheum. 2004;50(10):3296-3305.", doi="10.1002/art.20549")
ANDERSON_2012 = Reference(
    "Anderson J, Caplan L, Yazdany J, et al. Rheumatoid arthritis disease activity measures: "
    "American College of Rheumatology recommendations for use in clinical practice. Arthritis "
    "Care Res. 2012;64(5):640-647 (PAS-II categories: remission 0-0.25, low 0.26-3.70, "
    "moderate 3.71-7.99, high 8.00-10.00).", doi="10.1002/acr.21649")
MDCALC = Reference("MDCalc. Patient Activity Scale II (PAS II) for RA.")

# HAQ-II activities (our wording; MDCalc's field labels as aliases).
ACTIVITIES = (
    ("haq_stand_from_chair", "Stand up from a straight chair",
     "Stand up from a straight chair (HAQ-II)"),
    ("haq_walk_outdoors", "Walk outdoors on flat ground", "Walk outdoors on flat ground (HAQ-II)"),
    ("haq_toilet", "Get on and off the toilet", "Get on and off the toilet (HAQ-II)"),
    ("haq_reach_overhead", "Reach and get down a 5-pound object from just above the head",
     "Reach and get down a 5-pound object from just above the head (HAQ-II)"),
    ("haq_open_car_doors", "Open car doors", "Open car doors (HAQ-II)"),
    ("haq_outside_work", "Do outside work (such as yard work)",
     "Do outside work (such as yard work) (HAQ-II)"),
    ("haq_wait_in_line", "Wait in a line for 15 minutes", "Wait in a line for 15 minutes (HAQ-II)"),
    ("haq_lift_heavy", "Lift heavy objects", "Lift heavy objects (HAQ-II)"),
    ("haq_move_heavy", "Move heavy objects", "Move heavy objects (HAQ-II)"),
    ("haq_stairs", "Go up 2 or more flights of stairs",
     "Go up 2 or more flights of stairs (HAQ-II)"),
)


HAQ_FEATURES = tuple(haq_difficulty(name, (form_label,), label, "HAQ-II")
                     for name, label, form_label in ACTIVITIES)
ITEMS = tuple(from_category(f, a[1], aliases=(a[2],)) for f, a in zip(HAQ_FEATURES, ACTIVITIES))
NAMES = tuple(f.name for f in HAQ_FEATURES)


def compute(pain, patient_global, **haq):
    haq_ii = sum(haq[n] for n in NAMES) / len(NAMES)
    return {"value": patient_activity_scale(haq_ii, pain, patient_global), "haq_ii": haq_ii,
            **{n: haq[n] for n in NAMES}}


compute.__parameters__ = ("pain", "patient_global", *NAMES)


def interpret(value):
    return pas_activity(value, "PAS-II")


CALCULATOR = Calculator(
    id="pas_ii",
    name="Patient Activity Scale II (PAS II) for RA",
    aliases=["PAS-II", "PAS II", "Patient Activity Scale II", "Patient Activity Scale-II"],
    specialty="rheumatology_musculoskeletal",
    description=("Patient-reported rheumatoid arthritis activity (0-10): the HAQ-II function "
                 "score (10 activities, 0-3 each, averaged) rescaled x 3.33, plus pain and "
                 "patient global assessment (0-10 each), divided by 3."),
    keywords=["rheumatoid arthritis", "disease activity", "patient reported outcome", "HAQ-II",
              "function", "pain", "patient reported RA activity",
              "rheumatoid activity from questionnaire", "RA activity without joint exam",
              "function pain and global in RA", "self reported rheumatoid arthritis activity",
              "remote RA disease activity monitoring"],
    features=[*HAQ_FEATURES, *pas_pain_and_global()],
    items=list(ITEMS),
    versions=[Version("wolfe_2005", dt.date(2005, 12, 1), WOLFE_2005, compute,
                      notes="PAS-II = (HAQ-II x 3.33 + pain VAS + patient global VAS) / 3; "
                            "HAQ-II = mean of 10 activities scored 0-3.")],
    output=Output(kind="number", unit="points", decimals=2, range=(0.0, 10.0)),
    interpret=interpret,
    references=[WOLFE_2005, WOLFE_2004, ANDERSON_2012, MDCALC],
    notes=("All 10 HAQ-II activities are required (no imputation of unanswered activities; the "
           "HAQ-II's own rule for partially completed forms is not applied). Activity wording "
           "is paraphrased; MDCalc's field labels are accepted as aliases. Categories from the "
           "ACR 2012 recommendations (Anderson 2012), as MDCalc. HAQ-II x 3.33 maps 0-3 to "
           "0-9.99, so the maximum is 9.997."),
)
