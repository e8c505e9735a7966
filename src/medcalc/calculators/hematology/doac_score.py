"""DOAC score: 1-year major-bleeding risk in atrial fibrillation on direct oral anticoagulants
(Aggarwal et al., Circulation 2023)."""

import datetime as dt

from medcalc.core import Band, Calculator, Output, Quantity, Reference, Version, banded, criterion, points_total
from medcalc.core.common import age
from medcalc.formulas.hematology_w3 import yes_no

AGGARWAL_2023 = Reference(
    "Aggarwal R, Ruff CT, Virdone S, et al. Development and validation of the DOAC score: a "
    "novel bleeding risk prediction tool for patients with atrial fibrillation on direct-acting "
    "oral anticoagulants. Circulation. 2023;148(12):936-946 (ten weighted items; risk "
    "categories very low 0-3, low 4-5, moderate 6-7, high 8-9, very high >= 10).",
    doi="10.1161/CIRCULATIONAHA.123.064556", url="https://pubmed.ncbi.nlm.nih.gov/37621213/")
MDCALC = Reference("MDCalc. Direct-Acting Oral Anticoagulants (DOAC) Score.")

AGE = banded("age_points", "Age, years", "age", (
    Band("lt65", "< 65", 0, lt=65),
    Band("65_69", "65-69", 2, ge=65, lt=70),
    Band("70_74", "70-74", 3, ge=70, lt=75),
    Band("75_79", "75-79", 4, ge=75, lt=80),
    Band("ge80", ">= 80", 5, ge=80),
), aliases=("Age",))
RENAL = banded("renal_points", "Creatinine clearance / eGFR (mL/min)", "creatinine_clearance", (
    Band("gt60", "> 60", 0, gt=60),
    Band("30_60", "30-60", 1, ge=30, le=60),
    Band("lt30", "< 30", 2, lt=30),
), aliases=("Creatinine clearance/estimated glomerular filtration rate (mL/min)",))
UNDERWEIGHT = criterion("underweight", "Underweight (BMI < 18.5 kg/m2)", "bmi", lt=18.5,
                        aliases=("Underweight (BMI <18.5 kg/m2)", "Underweight"))
FEATURES, YES_NO = yes_no((
    ("stroke_history", "Stroke/transient ischemic attack/embolism history", 1,
     "prior stroke, TIA or systemic embolism", ("Stroke/TIA/embolism history",)),
    ("diabetes", "Diabetes", 1, "diabetes mellitus", ()),
    ("hypertension", "Hypertension", 1, "treated or documented hypertension", ()),
    ("antiplatelet", "Antiplatelet use", 2, "concomitant aspirin or P2Y12 inhibitor",
     ("Antiplatelet",)),
    ("nsaid", "Nonsteroidal anti-inflammatory (NSAID) use", 1, "regular NSAID use",
     ("NSAID use",)),
    ("bleeding_history", "Bleeding history", 3, "a prior bleeding event", ()),
    ("liver_disease", "Liver disease", 2, "chronic liver disease", ()),
))
ITEMS = (AGE, RENAL, UNDERWEIGHT, *YES_NO)
doac = points_total(ITEMS)


def interpret(score):
    if score <= 3:
        return "very low 1-year major bleeding risk (DOAC score 0-3)"
    if score <= 5:
        return "low 1-year major bleeding risk (DOAC score 4-5)"
    if score <= 7:
        return "moderate 1-year major bleeding risk (DOAC score 6-7)"
    if score <= 9:
        return "high 1-year major bleeding risk (DOAC score 8-9)"
    return "very high 1-year major bleeding risk (DOAC score >= 10)"


CALCULATOR = Calculator(
    id="doac_score",
    name="Direct-Acting Oral Anticoagulants (DOAC) Score",
    aliases=["DOAC score", "DOAC bleeding score", "DOAC bleeding risk score"],
    specialty="hematology",
    description="1-year major-bleeding risk in atrial fibrillation on a direct oral "
                "anticoagulant (0-19 points, five risk categories).",
    keywords=["atrial fibrillation", "bleeding risk", "DOAC", "apixaban", "rivaroxaban",
              "dabigatran", "edoxaban", "anticoagulation",
              "bleeding risk on apixaban or rivaroxaban",
              "major bleeding on novel oral anticoagulant", "atrial fibrillation bleeding on DOAC",
              "annual major bleeding risk NOAC", "bleeding hazard with direct oral anticoagulant",
              "safety of DOAC in atrial fibrillation"],
    features=[age(description="Age (bands < 65, 65-69, 70-74, 75-79, >= 80)",
                  labels=("Age, years",)),
              Quantity(name="creatinine_clearance", unit="mL/min", units=("mL/min",),
                       range=(1.0, 250.0),
                       description="Creatinine clearance or eGFR (bands > 60, 30-60, < 30)",
                       labels=("Creatinine clearance", "eGFR", "CrCl")),
              Quantity(name="bmi", unit="kg/m²", units=("kg/m²",), range=(8.0, 90.0),
                       description="Body-mass index (criterion: < 18.5 kg/m²)",
                       labels=("BMI",)),
              *FEATURES],
    items=list(ITEMS),
    versions=[Version("aggarwal_2023", dt.date(2023, 9, 19), AGGARWAL_2023, doac,
                      notes="Age 65-69 2, 70-74 3, 75-79 4, >= 80 5; CrCl/eGFR 30-60 1, < 30 2; "
                            "BMI < 18.5 1; stroke/TIA/embolism 1; diabetes 1; hypertension 1; "
                            "antiplatelet 2; NSAID 1; bleeding history 3; liver disease 2.")],
    output=Output(kind="integer", unit="points", range=(0, 19)),
    interpret=interpret,
    references=[AGGARWAL_2023, MDCALC],
    notes="Item weights and categories as published (Circulation 2023) and on MDCalc's form; "
          "the renal bands are read as > 60, 30-60 (inclusive) and < 30 mL/min as MDCalc "
          "prints them. Each item may be answered by its band ('65-69', '30-60') or, for the "
          "yes/no items, yes/no.",
)
