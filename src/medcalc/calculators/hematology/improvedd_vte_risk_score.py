"""IMPROVEDD: the IMPROVE VTE score plus 2 points for a D-dimer >= 2 x the upper limit of normal
(Gibson et al., TH Open 2017)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import age
from medcalc.formulas.hematology_w3 import IMPROVE_VTE_SPEC, yes_no

GIBSON_2017 = Reference(
    "Gibson CM, Spyropoulos AC, Cohen AT, et al. The IMPROVEDD VTE risk score: incorporation "
    "of D-dimer into the IMPROVE score to improve venous thromboembolism risk stratification. "
    "TH Open. 2017;1(1):e56-e65 (D-dimer >= 2 x ULN adds 2 points; score >= 2 at risk; "
    "predicted VTE risk by score through 42 and 77 days).",
    doi="10.1055/s-0037-1603929", url="https://pubmed.ncbi.nlm.nih.gov/31249911/")
MDCALC = Reference("MDCalc. IMPROVEDD Risk Score for Venous Thromboembolism (VTE).")

FEATURES, YES_NO = yes_no((*IMPROVE_VTE_SPEC,
                           ("d_dimer_2x_uln", "D-dimer >= 2 x upper limit of normal", 2,
                            "D-dimer at least twice the laboratory's upper limit of normal",
                            ("D-dimer ≥2x ULN", "D-dimer ≥ 2x ULN", "D-dimer >= 2x ULN"))))
AGE_60 = criterion("age_over_60", "Age > 60 years", "age", gt=60, aliases=("Age >60 years",))
ITEMS = (*YES_NO[:-1], AGE_60, YES_NO[-1])
improvedd = points_total(ITEMS)

# Predicted VTE risk (%) through 42 and 77 days by score (Gibson 2017; 5-10 pooled).
RISK = {0: (0.4, 0.5), 1: (0.6, 0.7), 2: (0.8, 1.0), 3: (1.2, 1.4), 4: (1.6, 1.9), 5: (2.2, 2.7)}


def interpret(score):
    d42, d77 = RISK[min(int(score), 5)]
    group = ("at increased VTE risk (IMPROVEDD >= 2)" if score >= 2
             else "low VTE risk (IMPROVEDD 0-1)")
    return f"{group}; predicted VTE risk {d42}% through 42 days and {d77}% through 77 days"


CALCULATOR = Calculator(
    id="improvedd_vte_risk_score",
    name="IMPROVEDD Risk Score for Venous Thromboembolism (VTE)",
    aliases=["IMPROVEDD", "IMPROVE-DD", "IMPROVEDD VTE score"],
    specialty="hematology",
    description="IMPROVE VTE score with D-dimer (0-14 points): VTE risk of hospitalised medical "
                "patients; increased at 2 or more.",
    keywords=["venous thromboembolism", "D-dimer", "thromboprophylaxis", "extended prophylaxis",
              "medical inpatients", "clot risk in medical inpatients with D-dimer",
              "extended thromboprophylaxis after discharge", "D-dimer enhanced VTE risk",
              "post discharge clot prevention",
              "hospitalized medical patient VTE risk with D-dimer",
              "need for extended anticoagulant prophylaxis"],
    features=[*FEATURES, age(description="Age (criterion: > 60 years)", labels=("Age, years",))],
    items=list(ITEMS),
    versions=[Version("gibson_2017", dt.date(2017, 6, 28), GIBSON_2017, improvedd,
                      notes="IMPROVE items plus D-dimer >= 2 x ULN 2 points.")],
    output=Output(kind="integer", unit="points", range=(0, 14)),
    interpret=interpret,
    references=[GIBSON_2017, MDCALC],
    notes="Derived in APEX (hospitalised medical patients on thromboprophylaxis). Per-score "
          "risks are the derivation's predicted 42- and 77-day VTE risks (scores 5-10 pooled), "
          "as MDCalc shows them.",
)
