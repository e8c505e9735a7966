"""McMahon score: risk of renal replacement therapy or death in rhabdomyolysis (McMahon et al.,
JAMA Intern Med 2013)."""

import datetime as dt

from medcalc.core import (
    Band,
    Category,
    Choice,
    Calculator,
    Output,
    Quantity,
    Reference,
    Version,
    analytes,
    banded,
    criterion,
    points_total,
)
from medcalc.core.common import FEMALE, age, bicarbonate, creatinine, sex

MCMAHON_2013 = Reference(
    "McMahon GM, Zeng X, Waikar SS. A risk prediction score for kidney failure or mortality in "
    "rhabdomyolysis. JAMA Intern Med. 2013;173(19):1821-1828.",
    doi="10.1001/jamainternmed.2013.9774")
MDCALC = Reference("MDCalc. McMahon Score for Rhabdomyolysis.")

ITEMS = (
    banded("age", "Age, years", bands=(
        Band("le_50", "<= 50", 0, le=50, aliases=("≤50",)),
        Band("51_70", "51-70", 1.5, gt=50, le=70),
        Band("71_80", "71-80", 2.5, gt=70, le=80),
        Band("gt_80", "> 80", 3, gt=80, aliases=(">80",)),
    ), aliases=("Age",)),
    criterion("female", "Female sex", "sex", choices=(FEMALE,), points=1, aliases=("Sex",),
              yes_aliases=("Female",), no_aliases=("Male",)),
    banded("initial_creatinine", "Initial creatinine, mg/dL", "creatinine", bands=(
        Band("lt_1.4", "< 1.4", 0, lt=1.4, aliases=("<1.4 mg/dL (<123 µmol/L)",)),
        Band("1.4_2.2", "1.4-2.2", 1.5, ge=1.4, le=2.2,
             aliases=("1.4-2.2 mg/dL (123-194 µmol/L)",)),
        Band("gt_2.2", "> 2.2", 3, gt=2.2, aliases=(">2.2 mg/dL (>194 µmol/L)",)),
    ), aliases=("Initial creatinine",)),
    criterion("initial_calcium", "Initial calcium < 7.5 mg/dL", "calcium", lt=7.5, points=2,
              aliases=("Initial calcium",)),
    criterion("initial_ck", "Initial CPK > 40,000 U/L", "creatine_kinase", gt=40000, points=2,
              aliases=("Initial CPK", "Initial CK")),
    criterion("origin", "Origin not seizures, syncope, exercise, statins or myositis",
              "cause", choices=("other",), points=3,
              aliases=("Origin not seizures, syncope, exercise, statins, or myositis",
                       "Origin of rhabdomyolysis")),
    banded("initial_phosphate", "Initial phosphate, mg/dL", "phosphate", bands=(
        Band("lt_4.0", "< 4.0", 0, lt=4.0, aliases=("<4.0 mg/dL (<1.3 mmol/L)",)),
        Band("4.0_5.4", "4.0-5.4", 1.5, ge=4.0, le=5.4,
             aliases=("4.0-5.4 mg/dL (1.3-1.7 mmol/L)",)),
        Band("gt_5.4", "> 5.4", 3, gt=5.4, aliases=(">5.4 mg/dL (>1.7 mmol/L)",)),
    ), aliases=("Initial phosphate",)),
    criterion("initial_bicarbonate", "Initial bicarbonate < 19 mEq/L", "bicarbonate", lt=19,
              points=2, aliases=("Initial bicarbonate",)),
)
mcmahon = points_total(ITEMS)

LOW_RISK_BELOW = 6


def interpret(score):
    if score < LOW_RISK_BELOW:
        return ("score < 6: low risk of renal replacement therapy or in-hospital death; renal "
                "protective therapy (high-volume fluids) probably not needed")
    return ("score >= 6: not low risk of renal replacement therapy or in-hospital death; "
            "consider renal protective therapy (risk about 52% or more at scores >= 10 on "
            "MDCalc's summary of McMahon 2013)")


CALCULATOR = Calculator(
    id="mcmahon_score",
    name="McMahon Score for Rhabdomyolysis",
    aliases=["McMahon score", "Rhabdomyolysis risk score", "McMahon rhabdomyolysis score",
             "横纹肌溶解McMahon评分"],
    specialty="nephrology_urology",
    description=("Risk of renal replacement therapy or in-hospital death in rhabdomyolysis (CK "
                 "> 5000 U/L) from age, sex, admission creatinine, calcium, CK, phosphate, "
                 "bicarbonate and cause; 0-19 points, < 6 low risk."),
    keywords=["rhabdomyolysis", "creatine kinase", "CK", "CPK", "acute kidney injury", "dialysis",
              "crush injury", "renal replacement therapy", "will rhabdomyolysis need dialysis",
              "kidney failure risk from muscle breakdown", "death or dialysis in rhabdo",
              "high CK prognosis", "muscle injury kidney outcome",
              "risk of renal failure after crush injury"],
    features=[
        age(labels=("Age",)),
        sex(labels=("Sex",)),
        creatinine(description="Initial (admission) serum creatinine",
                   labels=("Initial creatinine", "Initial_creatinine")),
        Quantity(name="calcium", unit="mg/dL", analyte=analytes.CALCIUM,
                 units=("mg/dL", "mmol/L", "mEq/L"), range=(2.0, 20.0),
                 description="Initial serum calcium (total)", labels=("Initial calcium",)),
        Quantity(name="creatine_kinase", unit="U/L", units=("U/L",), range=(0.0, 2_000_000.0),
                 description="Initial creatine kinase (CPK)",
                 labels=("Initial CPK", "Initial CK", "CK", "CPK")),
        Category(name="cause", description="Cause of the rhabdomyolysis", choices=(
            Choice("listed", "Seizures, syncope, exercise, statins or myositis",
                   aliases=("seizures", "seizure", "syncope", "exercise", "exertional",
                            "statins", "statin", "myositis")),
            Choice("other", "Other cause (e.g. trauma, crush, compartment syndrome, sepsis, "
                            "drugs or toxins other than statins)",
                   aliases=("other", "trauma", "crush injury", "compartment syndrome",
                            "sepsis")),
        )),
        Quantity(name="phosphate", unit="mg/dL", analyte=analytes.PHOSPHATE_AS_P,
                 units=("mg/dL", "mmol/L"), range=(0.3, 30.0),
                 description="Initial serum phosphate (as phosphorus)",
                 labels=("Initial phosphate",)),
        bicarbonate(description="Initial serum bicarbonate", labels=("Initial bicarbonate",)),
    ],
    items=list(ITEMS),
    versions=[Version("mcmahon_2013", dt.date(2013, 10, 28), MCMAHON_2013, mcmahon,
                      notes="Age <=50 0, 51-70 1.5, 71-80 2.5, >80 3; female 1; creatinine "
                            "<1.4 0, 1.4-2.2 1.5, >2.2 3; calcium <7.5 2; CK >40,000 2; cause "
                            "other than seizures/syncope/exercise/statins/myositis 3; phosphate "
                            "<4.0 0, 4.0-5.4 1.5, >5.4 3; bicarbonate <19 2.")],
    output=Output(unit="points", decimals=1, range=(0, 19)),
    interpret=interpret,
    references=[MCMAHON_2013, MDCALC],
    notes=("Derived in 2,371 patients with CK > 5000 U/L within 3 days of admission; the "
           "outcome is renal replacement therapy or in-hospital death. The abstract reports a "
           "risk of 2.3% for scores < 5 and 61.2% for scores > 10; the < 6 'low risk' cut-off "
           "(sensitivity 86%) is the one MDCalc shows and is used for the interpretation. Age "
           "bands are read on the age in years as given (50.5 falls in 51-70). The cause item "
           "reads the category 'cause' (one of the listed causes, or other), or is answered "
           "yes/no under MDCalc's label 'Origin not seizures, syncope, exercise, statins, or "
           "myositis' (yes = 3 points). Under missing='absent' an unanswered cause counts as a "
           "listed cause (0 points), as MDCalc's default 'No'."),
)
