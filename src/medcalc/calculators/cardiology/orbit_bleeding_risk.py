"""ORBIT bleeding risk score (O'Brien et al., Eur Heart J 2015): major bleeding risk in patients
with atrial fibrillation on oral anticoagulation."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Output,
    Quantity,
    Reference,
    Version,
    criterion,
    points_total,
)
from medcalc.core.common import age, sex

OBRIEN_2015 = Reference(
    "O'Brien EC, Simon DN, Thomas LE, et al. The ORBIT bleeding score: a simple bedside score "
    "to assess bleeding risk in atrial fibrillation. Eur Heart J. 2015;36(46):3258-3264.",
    doi="10.1093/eurheartj/ehv476")

# O'Brien 2015: Older age (>= 75 years) 1; Reduced haemoglobin (< 13 g/dL men, < 12 g/dL women),
# haematocrit (< 40% men, < 36% women) or history of anaemia 2; Bleeding history 2;
# Insufficient kidney function (eGFR < 60 mL/min/1.73 m²) 1; Treatment with antiplatelets 1.
OLDER_AGE = 75.0
EGFR_BELOW = 60.0

ANEMIA = criterion(
    "reduced_hemoglobin",
    "Reduced haemoglobin/haematocrit or history of anaemia (Hb < 13 g/dL or Hct < 40% in men; "
    "Hb < 12 g/dL or Hct < 36% in women)", points=2,
    aliases=("Hemoglobin <13 g/dL or hematocrit <40%", "Hemoglobin <12 g/dL or hematocrit <36%",
             "Reduced hemoglobin", "Anemia", "Reduced Hb/Hct/history of anemia"))
OLDER = criterion("older_age", "Older age (>= 75 years)", "age", ge=OLDER_AGE,
                  aliases=("Age >74 years", "Age >74", "Age ≥75 years", "Older age"))
BLEEDING = criterion(
    "bleeding_history", "Bleeding history", points=2,
    aliases=("Bleeding history (GI bleed, intracranial bleed, or hemorrhagic stroke)",
             "Prior bleeding", "History of bleeding"))
RENAL = criterion("insufficient_kidney_function",
                  "Insufficient kidney function (eGFR < 60 mL/min/1.73 m²)", "egfr", lt=EGFR_BELOW,
                  aliases=("GFR <60 mL/min/1.73 m2", "GFR <60 mL/min/1.73 m²", "GFR <60",
                           "eGFR <60 mL/min/1.73 m²", "Insufficient kidney function"))
ANTIPLATELET = criterion("antiplatelet", "Treatment with antiplatelet agents",
                         aliases=("Treatment with antiplatelet agents", "Antiplatelet treatment",
                                  "Antiplatelet therapy"))
ITEMS = (ANEMIA, OLDER, BLEEDING, RENAL, ANTIPLATELET)


def interpret(score):
    # O'Brien 2015 (ORBIT-AF derivation): major bleeds per 100 patient-years by group.
    if score <= 2:
        return "low risk (0-2): 2.4 major bleeds per 100 patient-years"
    if score == 3:
        return "medium risk (3): 4.7 major bleeds per 100 patient-years"
    return "high risk (4-7): 8.1 major bleeds per 100 patient-years"


CALCULATOR = Calculator(
    id="orbit_bleeding_risk",
    name="ORBIT Bleeding Risk Score for Atrial Fibrillation",
    aliases=["ORBIT Bleeding Risk Score for Atrial Fibrillation", "ORBIT Bleeding Risk Score",
             "ORBIT score", "ORBIT-AF bleeding score"],
    specialty="cardiology",
    description="Major bleeding risk in anticoagulated atrial fibrillation (0-7 points: older "
                "age, reduced haemoglobin, bleeding history, insufficient kidney function, "
                "antiplatelet treatment).",
    keywords=["atrial fibrillation", "bleeding risk", "anticoagulation", "major bleeding",
              "ORBIT-AF", "oral anticoagulant", "warfarin", "DOAC", "bleeding risk on DOAC in AF",
              "major bleeding anticoagulated atrial fibrillation",
              "anticoagulant bleeding prediction simple",
              "hemoglobin age kidney antiplatelet bleeding", "bleeding on oral anticoagulant",
              "atrial fibrillation hemorrhage risk"],
    features=[
        Boolean(name="reduced_hemoglobin",
                description="Reduced haemoglobin or haematocrit, or a history of anaemia (2 "
                            "points)",
                definition="haemoglobin < 13 g/dL (men) or < 12 g/dL (women), haematocrit < 40% "
                           "(men) or < 36% (women), or a history of anaemia"),
        age(description="Age (criterion: >= 75 years)"),
        Boolean(name="bleeding_history", description="Bleeding history (2 points)",
                definition="any prior bleeding: gastrointestinal, intracranial or haemorrhagic "
                           "stroke (MDCalc's wording)"),
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(1.0, 200.0), labels=("eGFR", "GFR"),
                 description="Estimated glomerular filtration rate (criterion: < 60)"),
        Boolean(name="antiplatelet", description="Treatment with antiplatelet agents (1 point)",
                definition="current aspirin, P2Y12 inhibitor or other antiplatelet treatment"),
        sex(required=False, labels=("Sex",),
            description="Sex (selects the haemoglobin/haematocrit thresholds of the "
                        "reduced-haemoglobin criterion; not scored itself)"),
    ],
    items=list(ITEMS),
    versions=[Version("obrien_2015", dt.date(2015, 12, 7), OBRIEN_2015, points_total(ITEMS),
                      notes="Older age >= 75 1; reduced Hb/Hct or anaemia history 2; bleeding "
                            "history 2; eGFR < 60 1; antiplatelet treatment 1.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 7)),
    interpret=interpret,
    references=[OBRIEN_2015],
    notes="Points and risk groups as O'Brien 2015 (major bleeds per 100 patient-years: low 0-2 "
          "2.4, medium 3 4.7, high 4-7 8.1). MDCalc labels the age item 'Age >74 years'; with "
          "age in whole years this is the source's >= 75 (a fractional age between 74 and 75 "
          "scores here only from 75). The haemoglobin criterion is sex-specific (Hb < 13 / Hct "
          "< 40% men, Hb < 12 / Hct < 36% women): it is answered yes/no (MDCalc shows the "
          "sex-specific label after its 'Sex' field, which is accepted here and not scored). "
          "An unmentioned criterion counts as absent under missing='absent'.",
)
