"""Bleeding risk model for elderly warfarin recipients (Shireman et al., Chest 2006)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import age, sex
from medcalc.formulas.hematology_w3 import yes_no

SHIREMAN_2006 = Reference(
    "Shireman TI, Mahnken JD, Howard PA, Kresowik TF, Hou Q, Ellerbeck EF. Development of a "
    "contemporary bleeding risk model for elderly warfarin recipients. Chest. "
    "2006;130(5):1390-1396 (8 weighted predictors, score 0-4.17; low <= 1.07, moderate "
    "> 1.07 to < 2.19, high >= 2.19; 90-day major bleeding 0.9%, 2.0%, 5.4%).",
    doi="10.1378/chest.130.5.1390")
MDCALC = Reference("MDCalc. Warfarin Bleeding Risk - Elderly.")

FEATURES, YES_NO = yes_no((
    ("remote_bleed", "Remote bleeding event", 0.58,
     "a bleeding event more than 30 days before the index admission", ("Remote Bleeding Event",)),
    ("recent_bleed", "Recent bleeding event", 0.62,
     "a bleeding event during the index hospitalisation (within 30 days)",
     ("Recent Bleeding Event",)),
    ("alcohol_drug_abuse", "Alcohol or drug abuse", 0.71,
     "documented alcohol or drug abuse (not moderate drinking)", ("Alcohol or Drug Abuse",)),
    ("diabetes", "Diabetes", 0.27, "diabetes mellitus", ()),
    ("anemia", "Anemia (hematocrit < 30%)", 0.86, "hematocrit below 30%",
     ("Anemia (Hct <30%)", "Anaemia")),
    ("antiplatelet", "Concurrent antiplatelet drug use", 0.32,
     "aspirin, clopidogrel or another antiplatelet drug with warfarin",
     ("Concurrent Antiplatelet Drug Use",)),
))
ITEMS = (
    criterion("age_70", "Age >= 70 years", "age", points=0.49, ge=70, aliases=("Age ≥70",)),
    criterion("female", "Female sex", "sex", points=0.32, choices=("female",)),
    *YES_NO,
)
shireman = points_total(ITEMS)


def interpret(score):
    score = round(score, 6)  # sums of two-decimal weights carry float noise (2.1899999...)
    if score <= 1.07:
        return "low risk (score <= 1.07): 90-day major bleeding with warfarin about 0.9%"
    if score < 2.19:
        return "moderate risk (score 1.08-2.18): 90-day major bleeding with warfarin about 2.0%"
    return "high risk (score >= 2.19): 90-day major bleeding with warfarin about 5.4%"


CALCULATOR = Calculator(
    id="warfarin_bleeding_risk_elderly",
    name="Warfarin Bleeding Risk - Elderly",
    aliases=["Shireman bleeding risk", "Bleeding risk model for elderly warfarin recipients",
             "Warfarin bleeding risk elderly"],
    specialty="hematology",
    description="Risk of major bleeding within 90 days of starting warfarin in patients aged "
                "65 or older (weighted score 0-4.17: low, moderate or high risk).",
    keywords=["warfarin", "bleeding risk", "elderly", "atrial fibrillation", "anticoagulation",
              "bleeding risk starting warfarin elderly", "older patient on warfarin bleeding",
              "90 day major bleeding on warfarin", "anticoagulation in elderly bleeding",
              "warfarin safety in older adults", "bleeding risk starting anticoagulant age 65"],
    features=[age(description="Age (criterion: >= 70 years)", labels=("Age",)),
              sex(labels=("Gender", "Sex")), *FEATURES],
    items=list(ITEMS),
    versions=[Version("shireman_2006", dt.date(2006, 11, 1), SHIREMAN_2006, shireman,
                      notes="Age >= 70 0.49; female 0.32; remote bleed 0.58; recent bleed 0.62; "
                            "alcohol/drug abuse 0.71; diabetes 0.27; Hct < 30% 0.86; "
                            "antiplatelet 0.32.")],
    output=Output(unit="points", decimals=2, range=(0, 4.17)),
    interpret=interpret,
    references=[SHIREMAN_2006, MDCALC],
    notes="Derived in Medicare patients aged 65 or older with atrial fibrillation discharged "
          "on warfarin. The output is the weighted score; the 90-day major-bleeding rate of the "
          "risk group (MDCalc's headline: 0.9%, 2.0% or 5.4%) is in the interpretation. The "
          "abstract's boundaries are low <= 1.07, moderate > 1.07 to < 2.19, high >= 2.19.",
)
