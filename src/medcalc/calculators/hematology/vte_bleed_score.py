"""VTE-BLEED: risk of major bleeding during anticoagulation for venous thromboembolism
(Klok et al., Eur Respir J 2016)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version, criterion, points_total
from medcalc.core.common import age
from medcalc.formulas.hematology_w3 import yes_no

KLOK_2016 = Reference(
    "Klok FA, Hösel V, Clemens A, et al. Prediction of bleeding events in patients with venous "
    "thromboembolism on stable anticoagulation treatment. Eur Respir J. 2016;48(5):1369-1376 "
    "(VTE-BLEED: active cancer 2, male with uncontrolled hypertension 1, anaemia 1.5, history "
    "of bleeding 1.5, age >= 60 years 1.5, renal dysfunction (CrCl 30-60 mL/min) 1.5; high "
    "risk at >= 2).", doi="10.1183/13993003.00280-2016")
MDCALC = Reference("MDCalc. VTE-BLEED Score.")

FEATURES, ITEMS = yes_no((
    ("active_cancer", "Active cancer", 2,
     "cancer diagnosed within 6 months before the VTE, recurrent or progressive, or needing "
     "anticancer treatment", ()),
    ("male_uncontrolled_hypertension", "Male patient with uncontrolled hypertension", 1,
     "a man whose systolic blood pressure is 140 mmHg or higher despite treatment (women score "
     "0 on this item)", ()),
    ("anemia", "Anemia", 1.5,
     "haemoglobin < 13 g/dL in men or < 12 g/dL in women", ("Anaemia",)),
    ("bleeding_history", "History of bleeding", 1.5,
     "a prior major or clinically relevant non-major bleed, rectal bleeding, frequent nose "
     "bleeding or haematuria", ("Prior bleeding",)),
))
AGE = criterion("age_60", "Age >= 60 years", "age", points=1.5, ge=60,
                aliases=("Age ≥60 years", "Age ≥ 60"))
RENAL = criterion("renal_dysfunction", "Renal dysfunction (creatinine clearance 30-60 mL/min)",
                  "creatinine_clearance", points=1.5, ge=30, le=60,
                  aliases=("Renal dysfunction", "Renal dysfunction (CrCl 30-60 mL/min)"))
ITEMS = (*ITEMS, AGE, RENAL)
vte_bleed = points_total(ITEMS)


def interpret(score):
    if score >= 2:
        return ("elevated bleeding risk (VTE-BLEED >= 2): higher risk of major bleeding on "
                "anticoagulation; weigh before extended treatment and correct modifiable factors")
    return "low bleeding risk (VTE-BLEED < 2)"


CALCULATOR = Calculator(
    id="vte_bleed_score",
    name="VTE-BLEED Score",
    aliases=["VTE-BLEED", "VTE BLEED score"],
    specialty="hematology",
    description="Major-bleeding risk during stable anticoagulation for VTE (0-9 points): "
                "elevated at 2 or more.",
    keywords=["venous thromboembolism", "bleeding risk", "anticoagulation", "extended treatment",
              "DVT", "pulmonary embolism", "bleeding risk on anticoagulation",
              "major bleeding during anticoagulant treatment", "anemia", "renal function",
              "prior bleeding", "bleeding risk on anticoagulation for VTE",
              "bleeding on extended anticoagulation", "continue anticoagulation after clot",
              "major bleeding on blood thinners", "safety of long term anticoagulation",
              "VTE treatment bleeding risk"],
    features=[*FEATURES,
              age(description="Age (criterion: >= 60 years)", labels=("Age, years",)),
              Quantity(name="creatinine_clearance", unit="mL/min", units=("mL/min", "mL/s"),
                       range=(1.0, 250.0),
                       description="Creatinine clearance (Cockcroft-Gault; criterion 30-60 "
                                   "mL/min)",
                       labels=("Creatinine clearance", "CrCl"))],
    items=list(ITEMS),
    versions=[Version("klok_2016", dt.date(2016, 11, 1), KLOK_2016, vte_bleed,
                      notes="Active cancer 2; male with uncontrolled hypertension 1; anaemia, "
                            "history of bleeding, age >= 60 and CrCl 30-60 mL/min 1.5 each; "
                            ">= 2 elevated risk.")],
    output=Output(unit="points", decimals=1, range=(0, 9)),
    interpret=interpret,
    references=[KLOK_2016, MDCALC],
    notes="Derived in the RE-COVER trials (dabigatran/warfarin) after 30 days of stable "
          "anticoagulation; patients with CrCl < 30 mL/min were excluded from those trials, so "
          "the renal item covers 30-60 mL/min only. Anaemia: Hb < 13 g/dL (men), < 12 g/dL "
          "(women). MDCalc's form matches the source's items and weights. MedMCP-Calc task 067 "
          "records an MDCalc total of 4 whose own field scores (1.5 + 1 + 1.5 + 1.5) sum to "
          "5.5: a recorded-answer error; the source gives 5.5.",
)
