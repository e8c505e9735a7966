"""AIMS65 (Saltzman et al., Gastrointest Endosc 2011): in-hospital mortality in upper GI
bleeding; one point each for albumin < 3.0 g/dL, INR > 1.5, altered mental status, systolic BP
<= 90 mmHg and age >= 65."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import age, albumin, inr, systolic_bp

SALTZMAN_2011 = Reference(
    "Saltzman JR, Tabak YP, Hyett BH, Sun X, Travis AC, Johannes RS. A simple risk score "
    "accurately predicts in-hospital mortality, length of stay, and cost in acute upper GI "
    "bleeding. Gastrointest Endosc. 2011;74(6):1215-1224.", doi="10.1016/j.gie.2011.06.024",
    url="https://pubmed.ncbi.nlm.nih.gov/21907980/")
MDCALC = Reference("MDCalc. AIMS65 Score for Upper GI Bleeding Mortality.")

ITEMS = (
    criterion("albumin_lt_3", "Albumin < 3.0 g/dL", "albumin", lt=3.0,
              aliases=("Albumin <3.0 g/dL", "Albumin")),
    criterion("inr_gt_1_5", "INR > 1.5", "inr", gt=1.5, aliases=("INR >1.5", "INR")),
    criterion("altered_mental_status", "Altered mental status", "altered_mental_status",
              aliases=("Altered mental status",)),
    criterion("sbp_le_90", "Systolic BP <= 90 mmHg", "systolic_bp", le=90.0,
              aliases=("Systolic blood pressure ≤90 mmHg", "Systolic BP")),
    criterion("age_ge_65", "Age >= 65 years", "age", ge=65.0, aliases=("Age ≥65 years", "Age")),
)
aims = points_total(ITEMS)
MORTALITY = {0: "0.3%", 1: "1.2%", 2: "5.3%", 3: "10.3%", 4: "16.5%", 5: "24.5%"}


def interpret(score):
    return (f"AIMS65 {score}: in-hospital mortality {MORTALITY.get(int(score), '?')} in the "
            "derivation cohort (Saltzman 2011); >= 2 is high risk")


CALCULATOR = Calculator(
    id="aims65",
    name="AIMS65 Score for Upper GI Bleeding Mortality",
    aliases=["AIMS65", "AIMS 65", "AIMS65 score"],
    specialty="gastroenterology_hepatology",
    description="In-hospital mortality in acute upper GI bleeding (0-5): albumin < 3.0 g/dL, "
                "INR > 1.5, altered mental status, SBP <= 90 mmHg, age >= 65.",
    keywords=["upper GI bleeding", "UGIB", "mortality", "risk stratification",
              "death risk in upper GI bleed", "in-hospital mortality from GI hemorrhage",
              "upper gastrointestinal bleeding prognosis", "bleeding ulcer mortality prediction",
              "variceal or ulcer bleed outcome", "low albumin high INR GI bleed"],
    features=[
        albumin(description="Serum albumin (criterion: < 3.0 g/dL)"),
        inr(description="INR (criterion: > 1.5)"),
        Boolean(name="altered_mental_status", description="Altered mental status",
                definition="GCS < 14, disorientation, lethargy, stupor or coma"),
        systolic_bp(description="Systolic BP (criterion: <= 90 mmHg)"),
        age(description="Age (criterion: >= 65 years)"),
    ],
    items=list(ITEMS),
    versions=[Version("saltzman_2011", dt.date(2011, 12, 1), SALTZMAN_2011, aims,
                      notes="One point each: albumin < 3.0 g/dL; INR > 1.5; altered mental "
                            "status; SBP <= 90 mmHg; age >= 65.")],
    output=Output(kind="integer", unit="points", range=(0, 5)),
    interpret=interpret,
    references=[SALTZMAN_2011, MDCALC],
    notes="Criteria and mortality by score (derivation cohort: 0.3, 1.2, 5.3, 10.3, 16.5, 24.5%) "
          "as Saltzman 2011; MDCalc uses the same thresholds.",
)
