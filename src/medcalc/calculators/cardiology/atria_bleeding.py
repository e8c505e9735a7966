"""ATRIA bleeding risk score (Fang et al., J Am Coll Cardiol 2011): warfarin-associated
haemorrhage in atrial fibrillation."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Condition, Derivation, Output, Quantity, Reference,
                          Version, criterion, either, points_total)
from medcalc.core.common import FEMALE, age, hemoglobin, sex
from medcalc.core.vector import where

FANG_2011 = Reference(
    "Fang MC, Go AS, Chang Y, Borowsky LH, Pomernacki NK, Udaltsova N, Singer DE. A new risk "
    "scheme to predict warfarin-associated hemorrhage: the ATRIA (Anticoagulation and Risk "
    "Factors in Atrial Fibrillation) study. J Am Coll Cardiol. 2011;58(4):395-401.",
    doi="10.1016/j.jacc.2011.03.031")
MDCALC = Reference("MDCalc. ATRIA Bleeding Risk Score.")


def _anemia(hemoglobin, sex):
    return where(sex == FEMALE, hemoglobin < 12.0, hemoglobin < 13.0)


ANEMIA_FROM_HB = Derivation("anemia", (hemoglobin(), sex()), _anemia,
                            "from haemoglobin and sex: < 13 g/dL in men, < 12 g/dL in women")

ANEMIA = criterion("anemia", "Anemia (hemoglobin < 13 g/dL in men, < 12 g/dL in women)",
                   points=3, aliases=("Anemia (Hemoglobin <13 g/dL male, <12 g/dL female)",
                                      "Anemia (Hemoglobin <13 g/dL male)",
                                      "Anemia (Hemoglobin <12 g/dL female)", "Anemia"))
RENAL = either("severe_renal_disease",
               "Severe renal disease (eGFR < 30 mL/min/1.73 m² or dialysis-dependent)",
               (Condition("egfr", lt=30), Condition("dialysis")), points=3,
               aliases=("Severe Renal Disease (GFR <30 mL/min or dialysis-dependent)",
                        "Severe renal disease"))
AGE = criterion("age", "Age >= 75 years", ge=75, points=2, aliases=("Age ≥ 75 years", "Age"))
HEMORRHAGE = criterion("prior_hemorrhage", "Any prior hemorrhage diagnosis",
                       aliases=("Any Prior Hemorrhage Diagnosis", "Prior hemorrhage"))
HYPERTENSION = criterion("hypertension", "Diagnosed hypertension",
                         aliases=("Hypertension History", "Hypertension"))
ITEMS = (ANEMIA, RENAL, AGE, HEMORRHAGE, HYPERTENSION)


def interpret(score):
    if score <= 3:
        return ("low risk (0-3 points; 0.76% annual risk of major hemorrhage on warfarin in "
                "ATRIA)")
    if score == 4:
        return "intermediate risk (4 points)"
    return "high risk (5-10 points)"


CALCULATOR = Calculator(
    id="atria_bleeding",
    name="ATRIA Bleeding Risk Score",
    aliases=["ATRIA Bleeding", "ATRIA hemorrhage score", "ATRIA bleeding risk"],
    specialty="cardiology",
    description="Risk of warfarin-associated major haemorrhage in atrial fibrillation (0-10 "
                "points: anaemia 3, severe renal disease 3, age >= 75 2, prior haemorrhage 1, "
                "hypertension 1).",
    keywords=["atrial fibrillation", "warfarin", "anticoagulation", "bleeding risk", "hemorrhage",
              "warfarin bleeding risk in AF", "major hemorrhage on warfarin",
              "anemia and kidney disease bleeding risk", "bleeding on vitamin K antagonist",
              "anticoagulant hemorrhage prediction", "safe to anticoagulate atrial fibrillation"],
    features=[
        Boolean(name="anemia", description="Anaemia: haemoglobin < 13 g/dL (men) or < 12 g/dL "
                "(women); derived from hemoglobin and sex when not given"),
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(1.0, 200.0),
                 description="Estimated GFR (criterion: < 30)"),
        Boolean(name="dialysis", description="Dialysis-dependent"),
        age(),
        Boolean(name="prior_hemorrhage", description="Any prior haemorrhage diagnosis"),
        Boolean(name="hypertension", description="Diagnosed hypertension"),
    ],
    derived=[ANEMIA_FROM_HB],
    items=list(ITEMS),
    versions=[Version("fang_2011", dt.date(2011, 7, 19), FANG_2011, points_total(ITEMS),
                      notes="Anaemia 3, severe renal disease (eGFR < 30 or dialysis) 3, age >= "
                            "75 2, any prior haemorrhage 1, diagnosed hypertension 1; low 0-3, "
                            "intermediate 4, high 5-10.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 10)),
    interpret=interpret,
    references=[FANG_2011, MDCALC],
    notes="Points and risk groups as in Fang 2011 and MDCalc. Anaemia may be answered yes/no or "
          "derived from haemoglobin and sex (< 13 g/dL men, < 12 g/dL women). Severe renal "
          "disease is met by eGFR < 30 or dialysis; with some of those given it is decided from "
          "them. Derived in warfarin-treated patients with atrial fibrillation (ATRIA cohort).",
)
