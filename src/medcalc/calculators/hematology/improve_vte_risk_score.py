"""IMPROVE VTE risk score for hospitalised medical patients (Spyropoulos et al., Chest 2011)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import age
from medcalc.formulas.hematology_w3 import IMPROVE_VTE_SPEC, yes_no

SPYROPOULOS_2011 = Reference(
    "Spyropoulos AC, Anderson FA Jr, FitzGerald G, et al. Predictive and associative models to "
    "identify hospitalized medical patients at risk for VTE. Chest. 2011;140(3):706-714 "
    "(IMPROVE associative model: previous VTE 3, thrombophilia 2, lower-limb paralysis 2, "
    "cancer 2, immobilisation >= 7 days 1, ICU/CCU 1, age > 60 1).",
    doi="10.1378/chest.10-1944")
ROSENBERG_2014 = Reference(
    "Rosenberg D, Eichorn A, Alarcon M, McCullagh L, McGinn T, Spyropoulos AC. External "
    "validation of the risk assessment model of the International Medical Prevention Registry "
    "on Venous Thromboembolism (IMPROVE) for medical patients in a tertiary health system. "
    "J Am Heart Assoc. 2014;3(6):e001152 (0-1 low, 2-3 moderate, >= 4 high risk).",
    doi="10.1161/JAHA.114.001152")
MDCALC = Reference("MDCalc. IMPROVE Risk Score for Venous Thromboembolism (VTE).")

FEATURES, YES_NO = yes_no(IMPROVE_VTE_SPEC)
AGE_60 = criterion("age_over_60", "Age > 60 years", "age", gt=60, aliases=("Age >60 years",))
ITEMS = (*YES_NO, AGE_60)
improve = points_total(ITEMS)


def interpret(score):
    if score <= 1:
        return "low VTE risk (IMPROVE 0-1; 3-month VTE risk under 1%)"
    if score <= 3:
        return ("moderate VTE risk (IMPROVE 2-3): pharmacological prophylaxis suggested in the "
                "absence of high bleeding risk")
    return "high VTE risk (IMPROVE >= 4): pharmacological prophylaxis suggested"


CALCULATOR = Calculator(
    id="improve_vte_risk_score",
    name="IMPROVE Risk Score for Venous Thromboembolism (VTE)",
    aliases=["IMPROVE VTE score", "IMPROVE VTE risk score", "IMPROVE associative score"],
    specialty="hematology",
    description="Risk of VTE within 3 months in hospitalised medical patients (seven weighted "
                "factors, 0-12 points).",
    keywords=["venous thromboembolism", "thromboprophylaxis", "medical inpatients", "IMPROVE",
              "hospital-acquired VTE", "hospitalized patient VTE risk", "pharmacologic prophylaxis",
              "reduced mobility", "3 month clot risk in medical inpatients",
              "need for VTE prophylaxis medical ward", "hospital acquired blood clot risk",
              "DVT risk in acutely ill patients", "thromboprophylaxis indication nonsurgical",
              "clot risk with immobility and cancer"],
    features=[*FEATURES, age(description="Age (criterion: > 60 years)", labels=("Age, years",))],
    items=list(ITEMS),
    versions=[Version("spyropoulos_2011", dt.date(2011, 9, 1), SPYROPOULOS_2011, improve,
                      notes="Previous VTE 3; known thrombophilia 2; current lower-limb paralysis "
                            "2; current cancer 2; immobilised >= 7 days 1; ICU/CCU stay 1; age "
                            "> 60 1.")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[SPYROPOULOS_2011, ROSENBERG_2014, MDCALC],
    notes="Risk groups as externally validated (Rosenberg 2014). MDCalc also shows a per-score "
          "3-month VTE risk read from the derivation (1.0% at 2 points); the per-score table "
          "was not established here, so only the groups are given.",
)
