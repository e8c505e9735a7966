"""CURB-65: severity of community-acquired pneumonia (Lim et al., Thorax 2003)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import age, diastolic_bp, respiratory_rate, systolic_bp, urea
from medcalc.formulas.pneumonia import (
    AGE,
    BLOOD_PRESSURE,
    CONFUSION,
    CONFUSION_DEFINITION,
    RESPIRATORY_RATE,
)

LIM_2003 = Reference(
    "Lim WS, van der Eerden MM, Laing R, Boersma WG, Karalus N, Town GI, Lewis SA, Macfarlane JT. "
    "Defining community acquired pneumonia severity on presentation to hospital: an "
    "international derivation and validation study. Thorax. 2003;58(5):377-382.",
    doi="10.1136/thorax.58.5.377", url="https://pubmed.ncbi.nlm.nih.gov/12728155/")

UREA_THRESHOLD = 7.0  # mmol/L, strictly greater (= BUN > 19.6 mg/dL)

# Lim 2003's five criteria, one point each; urea is CURB-65's own, the other four are CRB-65's
# (medcalc.formulas.pneumonia).
UREA = criterion("urea", "Urea > 7 mmol/L", gt=UREA_THRESHOLD,
                 aliases=("BUN >19 mg/dL (>7 mmol/L urea)", "Urea > 7 mmol/l", "BUN > 19 mg/dL"))
ITEMS = (CONFUSION, UREA, RESPIRATORY_RATE, BLOOD_PRESSURE, AGE)
curb_65 = points_total(ITEMS)


def risk_group(score):
    if score <= 1:
        return ("low risk (CURB-65 0-1; 30-day mortality 1.5% in Lim 2003): likely suitable for "
                "home treatment")
    if score == 2:
        return ("moderate risk (CURB-65 2; 30-day mortality 9.2% in Lim 2003): consider "
                "hospital-supervised treatment (short inpatient stay or closely supervised "
                "outpatient care)")
    return ("high risk (CURB-65 3-5; 30-day mortality 22% in Lim 2003): severe pneumonia, "
            "manage in hospital; assess for ICU admission, especially at 4-5")


CALCULATOR = Calculator(
    id="curb_65",
    name="CURB-65 Score for Pneumonia Severity",
    aliases=["CURB-65 Pneumonia Severity", "CURB-65", "CURB65 score", "肺炎严重程度CURB-65评分"],
    specialty="pulmonology",
    description=("Severity of community-acquired pneumonia in adults (0-5 points: confusion, "
                 "urea, respiratory rate, blood pressure, age >= 65) and the matching 30-day "
                 "mortality group."),
    keywords=["community-acquired pneumonia", "CAP", "pneumonia severity", "pneumonia mortality",
              "admission decision", "outpatient treatment", "BTS",
              "pneumonia severity and admission", "community pneumonia mortality",
              "outpatient versus inpatient pneumonia", "hospitalize pneumonia decision",
              "30-day mortality pneumonia", "pneumonia severity with urea"],
    features=[
        Boolean(name="confusion", description="Confusion at presentation",
                definition=CONFUSION_DEFINITION),
        urea(description="Serum urea (criterion: > 7 mmol/L); or BUN in mg/dL under the key "
                         "'bun'"),
        respiratory_rate(description="Respiratory rate (criterion: >= 30 breaths/min)"),
        systolic_bp(description="Systolic blood pressure (criterion: < 90 mmHg)"),
        diastolic_bp(description="Diastolic blood pressure (criterion: <= 60 mmHg)"),
        age(description="Age (criterion: >= 65 years)"),
    ],
    items=list(ITEMS),
    versions=[Version("lim_2003", dt.date(2003, 5, 1), LIM_2003, curb_65,
                      notes="Thorax May 2003 issue (day not established). One point each: confusion; urea > 7 mmol/L; respiratory rate "
                            ">= 30/min; SBP < 90 or DBP <= 60 mmHg; age >= 65 years.")],
    output=Output(kind="integer", unit="points"),
    interpret=risk_group,
    references=[LIM_2003],
    notes=(
        "Urea criterion follows the primary source: urea > 7 mmol/L. MDCalc (and MedCalc-Bench, "
        "calculator 45) uses BUN > 19 mg/dL, i.e. 6.8 mmol/L; here a BUN given under 'bun' is "
        "converted (1 mmol/L urea = 2.801 mg/dL BUN), so the point needs BUN > 19.61 mg/dL. The "
        "two rules disagree only for BUN above 19 and up to 19.6 mg/dL, which scores 1 point "
        "on MDCalc and 0 here. Blood-pressure point if SBP < 90 or DBP <= 60 mmHg. With "
        "missing='absent', an unmentioned criterion counts as not met (MDCalc/MedCalc-Bench "
        "convention) and is listed as imputed. Each criterion may be answered by its "
        "measurement, its band ('>= 65', 'Age ≥65') or yes/no; the blood-pressure criterion is "
        "met when either pressure meets it (decided from the pressure given when only one is). Mortality figures in the interpretation are the "
        "30-day mortality of the three management groups in Lim 2003; by "
        "score the abstract reports 0: 0.7%, 1: 3.2%, 2: 13%, 3: 17%, 4: 41.5%, 5: 57%. "
        "Developed in adults admitted to hospital with community-acquired pneumonia."),
)
