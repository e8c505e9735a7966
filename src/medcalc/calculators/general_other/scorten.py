"""SCORTEN: severity-of-illness score for toxic epidermal necrolysis (Bastuji-Garin et al., J Invest
Dermatol 2000)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Quantity, Reference, Version, criterion, points_total
from medcalc.core.common import age, bicarbonate, glucose, heart_rate, urea

BASTUJI_GARIN_2000 = Reference(
    "Bastuji-Garin S, Fouchard N, Bertocchi M, Roujeau JC, Revuz J, Wolkenstein P. SCORTEN: a "
    "severity-of-illness score for toxic epidermal necrolysis. J Invest Dermatol. "
    "2000;115(2):149-153.", doi="10.1046/j.1523-1747.2000.00061.x",
    url="https://pubmed.ncbi.nlm.nih.gov/10951229/")
MDCALC = Reference("MDCalc. SCORTEN.", url="https://www.mdcalc.com/calc/10237/scorten")

GLUCOSE_MG_DL = 14 * 18.0156  # > 14 mmol/L (252 mg/dL), glucose 180.156 g/mol

ITEMS = (
    criterion("age_criterion", "Age >= 40 years", "age", ge=40, aliases=("Age ≥40 years",)),
    criterion("malignancy", "Associated cancer or haematological malignancy",
              aliases=("Cancer/hematologic malignancy", "Malignancy")),
    criterion("heart_rate_criterion", "Heart rate >= 120/min", "heart_rate", ge=120,
              aliases=("Heart rate ≥120",)),
    criterion("detachment_criterion", "Epidermal detachment > 10% of body surface area at day 1",
              "bsa_detached", gt=10, aliases=("BSA detached >10%",)),
    criterion("urea_criterion", "Serum urea > 10 mmol/L", "urea", gt=10,
              aliases=("Serum BUN >28 mg/dL (>10 mmol/L)", "BUN >28 mg/dL")),
    criterion("bicarbonate_criterion", "Serum bicarbonate < 20 mmol/L", "bicarbonate", lt=20,
              aliases=("Serum bicarbonate <20 mmol/L",)),
    criterion("glucose_criterion", "Serum glucose > 14 mmol/L", "glucose", gt=GLUCOSE_MG_DL,
              aliases=("Serum glucose >252 mg/dL (>14 mmol/L)",)),
)
score = points_total(ITEMS)

# Mortality by score in the derivation cohort (Bastuji-Garin 2000).
MORTALITY = {0: "3.2%", 1: "3.2%", 2: "12.1%", 3: "35.3%", 4: "58.3%"}


def interpret(value):
    mortality = MORTALITY.get(int(value), "90.0%")
    group = "0-1" if value <= 1 else str(int(value)) if value <= 4 else ">= 5"
    return f"SCORTEN {value}: predicted mortality {mortality} (score {group}, Bastuji-Garin 2000)"


CALCULATOR = Calculator(
    id="scorten",
    name="Severity-of-Illness Score for Toxic Epidermal Necrolysis (SCORTEN)",
    aliases=["SCORTEN", "SCORTEN score", "TEN severity score", "SJS/TEN mortality score"],
    specialty="general_other",
    description=("Mortality risk in toxic epidermal necrolysis / Stevens-Johnson syndrome from "
                 "seven criteria on admission (one point each), 0-7."),
    keywords=["toxic epidermal necrolysis", "TEN", "Stevens-Johnson syndrome", "SJS",
              "epidermal detachment", "burn unit", "drug reaction mortality",
              "mortality in Stevens-Johnson", "TEN death risk", "skin detachment mortality",
              "severe drug rash prognosis", "epidermal necrolysis prognosis",
              "burn unit transfer TEN"],
    features=[
        age(labels=("Age, years", "Age"), description="Age (criterion: >= 40 years)"),
        Boolean(name="malignancy", labels=("Cancer/hematologic malignancy",),
                description="Associated cancer or haematological malignancy"),
        heart_rate(labels=("Heart rate, per min", "Heart rate"),
                   description="Heart rate (criterion: >= 120/min)"),
        Quantity(name="bsa_detached", labels=("BSA detached", "Body surface area detached"),
                 unit="%", units=("%",), range=(0.0, 100.0),
                 description="Body surface area with epidermal detachment at day 1, % "
                             "(criterion: > 10%)"),
        urea(labels=("Serum urea level",),
             description="Serum urea (criterion: > 10 mmol/L = BUN > 28 mg/dL); give BUN under "
                         "'bun'"),
        bicarbonate(labels=("Serum bicarbonate level", "Serum bicarbonate"),
                    description="Serum bicarbonate (criterion: < 20 mmol/L)"),
        glucose(labels=("Serum glucose level", "Serum glucose"),
                description="Serum glucose (criterion: > 14 mmol/L = 252 mg/dL)"),
    ],
    items=list(ITEMS),
    versions=[Version("bastuji_garin_2000", dt.date(2000, 8, 1), BASTUJI_GARIN_2000, score,
                      notes="One point each: age >= 40; malignancy; HR >= 120; detachment > 10% "
                            "BSA; urea > 10 mmol/L; bicarbonate < 20 mmol/L; glucose > 14 mmol/L.")],
    output=Output(kind="integer", unit="points", range=(0, 7)),
    interpret=interpret,
    references=[BASTUJI_GARIN_2000, MDCALC],
    notes=("Criteria and mortality (0-1: 3.2%, 2: 12.1%, 3: 35.3%, 4: 58.3%, >= 5: 90%) as in "
           "Bastuji-Garin 2000, to be scored within 24 h of admission. Urea is serum urea in "
           "mmol/L; a value in mg/dL under 'urea' is read as urea mass (6.006 mg/dL per mmol/L), "
           "while US 'BUN' in mg/dL must be given under 'bun' (28 mg/dL BUN = 10 mmol/L). "
           "MDCalc's page also shows a 'Re-SCORTEN' mortality estimate with RDW and haemoglobin "
           "fields (e.g. ~4.3% at 1 point); that recalibration is not implemented here and those "
           "fields are not read. With missing='absent', an unmentioned criterion counts as not "
           "met (MDCalc convention) and is listed as imputed."),
)
