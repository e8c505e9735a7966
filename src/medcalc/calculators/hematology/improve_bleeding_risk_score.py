"""IMPROVE bleeding risk score for hospitalised medical patients (Decousus et al., Chest 2011)."""

import datetime as dt

from medcalc.core import Band, Calculator, Output, Quantity, Reference, Version, banded, criterion, points_total
from medcalc.core.common import age, inr, platelet_count, sex
from medcalc.formulas.hematology_w3 import yes_no

DECOUSUS_2011 = Reference(
    "Decousus H, Tapson VF, Bergmann JF, et al. Factors at admission associated with bleeding "
    "risk in medical patients: findings from the IMPROVE investigators. Chest. "
    "2011;139(1):69-79 (weighted score; >= 7 points high bleeding risk).",
    doi="10.1378/chest.09-3081")
MDCALC = Reference("MDCalc. IMPROVE Bleeding Risk Score.")

FEATURES, YES_NO = yes_no((
    ("active_gastroduodenal_ulcer", "Active gastroduodenal ulcer", 4.5,
     "an active gastric or duodenal ulcer", ()),
    ("bleeding_3_months", "Bleeding in 3 months before admission", 4,
     "a bleeding event in the 3 months before admission", ("Prior bleeding",)),
    ("icu_ccu", "ICU/CCU", 2.5, "admission to an intensive or coronary care unit",
     ("ICU/CCU stay",)),
    ("central_venous_catheter", "Central venous catheter", 2, "a central venous catheter in "
     "place", ()),
    ("rheumatic_disease", "Rheumatic disease", 2, "a rheumatic disease", ()),
    ("current_cancer", "Current cancer", 2, "active cancer", ()),
))
ITEMS = (
    YES_NO[0], YES_NO[1],
    criterion("thrombocytopenia", "Platelet count < 50 x 10^9/L", "platelet_count", points=4,
              lt=50, aliases=("Platelet count <50",)),
    banded("age_points", "Age, years", "age", (
        Band("lt40", "< 40", 0, lt=40),
        Band("40_84", "40-84", 1.5, ge=40, lt=85),
        Band("ge85", ">= 85", 3.5, ge=85))),
    criterion("hepatic_failure", "Hepatic failure (INR > 1.5)", "inr", points=2.5, gt=1.5,
              aliases=("Evidence of hepatic failure (INR >1.5)", "Hepatic failure")),
    banded("renal_points", "Renal function (GFR), mL/min/m2", "egfr", (
        Band("ge60", ">= 60", 0, ge=60),
        Band("30_59", "30-59", 1, ge=30, lt=60),
        Band("lt30", "< 30", 2.5, lt=30)), aliases=("Renal function (GFR)",)),
    YES_NO[2], YES_NO[3], YES_NO[4], YES_NO[5],
    criterion("male", "Male sex", "sex", choices=("male",)),
)
improve_bleed = points_total(ITEMS)


def interpret(score):
    if score >= 7:
        return ("high bleeding risk (IMPROVE bleeding score >= 7): in-hospital major bleeding "
                "about 4%; prefer mechanical prophylaxis or weigh anticoagulation carefully")
    return "no increased bleeding risk (IMPROVE bleeding score < 7)"


CALCULATOR = Calculator(
    id="improve_bleeding_risk_score",
    name="IMPROVE Bleeding Risk Score",
    aliases=["IMPROVE bleeding score", "IMPROVE bleeding risk"],
    specialty="hematology",
    description="Bleeding risk of hospitalised medical patients at admission (11 weighted "
                "factors, 0-30.5 points): high at 7 or more.",
    keywords=["bleeding risk", "thromboprophylaxis", "medical inpatients", "IMPROVE",
              "hospitalized patient bleeding risk", "bleeding risk at admission",
              "pharmacologic versus mechanical prophylaxis", "platelet count",
              "bleeding risk of medical inpatients", "safe to give heparin prophylaxis",
              "mechanical versus drug prophylaxis",
              "admission bleeding risk before anticoagulant prophylaxis",
              "in hospital major bleeding risk",
              "bleeding risk when considering thromboprophylaxis"],
    features=[*FEATURES,
              platelet_count(labels=("Platelet count", "Platelet count, cells/L")),
              age(description="Age (bands < 40, 40-84, >= 85)", labels=("Age",)),
              inr(labels=("INR",)),
              Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                       range=(1.0, 200.0), description="Glomerular filtration rate "
                       "(bands >= 60, 30-59, < 30 mL/min/1.73 m²)", labels=("GFR", "eGFR")),
              sex(labels=("Gender", "Sex"))],
    items=list(ITEMS),
    versions=[Version("decousus_2011", dt.date(2011, 1, 1), DECOUSUS_2011, improve_bleed,
                      notes="Active gastroduodenal ulcer 4.5; bleeding in 3 months 4; platelets "
                            "< 50 4; age >= 85 3.5, 40-84 1.5; INR > 1.5 2.5; GFR < 30 2.5, "
                            "30-59 1; ICU/CCU 2.5; central venous catheter 2; rheumatic disease "
                            "2; current cancer 2; male 1.")],
    output=Output(unit="points", decimals=1, range=(0, 30.5)),
    interpret=interpret,
    references=[DECOUSUS_2011, MDCALC],
    notes="Weights as in Decousus 2011 and MDCalc's form. The bleeding figure for >= 7 points "
          "is the derivation's in-hospital major bleeding of about 4% (vs about 0.4% below 7).",
)
