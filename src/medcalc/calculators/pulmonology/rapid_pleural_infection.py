"""RAPID score for pleural infection: Renal (urea), Age, Purulence of fluid, Infection source,
Dietary factors (albumin); 0-7, predicts 3-month mortality (Rahman et al., Chest 2014)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Category, Choice, Output,
                          Reference, Version, banded, criterion, from_category, points_total)
from medcalc.core.common import age, albumin, urea

RAHMAN_2014 = Reference(
    "Rahman NM, Kahan BC, Miller RF, Gleeson FV, Nunn AJ, Maskell NA. A clinical score (RAPID) "
    "to identify those at risk for poor outcome at presentation in patients with pleural "
    "infection. Chest. 2014;145(4):848-855.", doi="10.1378/chest.13-1558")
MDCALC = Reference("MDCalc. RAPID Score for Pleural Infection.")

SOURCE = Category(
    name="infection_source", description="Setting in which the infection was acquired",
    choices=(Choice("community", "Community-acquired", 0, aliases=("community",)),
             Choice("hospital", "Hospital-acquired", 1, aliases=("hospital", "nosocomial"))))

FEATURES = [
    urea(description="Serum urea (bands < 5, 5-8, > 8 mmol/L); or BUN in mg/dL under 'bun'"),
    age(),
    Boolean(name="purulent", description="Pleural fluid frankly purulent (pus)"),
    SOURCE,
    albumin(),
]
ITEMS = (
    banded("renal", "Urea", "urea", (
        Band("lt5", "< 5 mmol/L", 0, lt=5), Band("5to8", "5-8 mmol/L", 1, ge=5, le=8),
        Band("gt8", "> 8 mmol/L", 2, gt=8))),
    banded("age_points", "Age", "age", (
        Band("lt50", "< 50 years", 0, lt=50), Band("50to70", "50-70 years", 1, ge=50, le=70),
        Band("gt70", "> 70 years", 2, gt=70))),
    criterion("purulence", "Purulence of pleural fluid: non-purulent", "purulent",
              points=0, no_points=1, aliases=("Purulence",),
              yes_aliases=("purulent",), no_aliases=("non-purulent",)),
    from_category(SOURCE, "Infection source"),
    banded("dietary", "Albumin", "albumin", (
        Band("ge2.7", ">= 27 g/L", 0, ge=2.7), Band("lt2.7", "< 27 g/L", 1, lt=2.7))),
)


def interpret(score):
    if score <= 2:
        return f"RAPID {score} (0-2): low risk (3-month mortality about 1-3%)"
    if score <= 4:
        return f"RAPID {score} (3-4): medium risk (3-month mortality about 9-12%)"
    return f"RAPID {score} (5-7): high risk (3-month mortality about 31-48%)"


CALCULATOR = Calculator(
    id="rapid_pleural_infection",
    name="RAPID Score for Pleural Infection",
    aliases=["RAPID score", "RAPID pleural infection score"],
    specialty="pulmonology",
    description=("3-month mortality risk in pleural infection (0-7): urea, age, non-purulent "
                 "fluid, hospital-acquired infection, albumin < 27 g/L; 0-2 low, 3-4 medium, "
                 "5-7 high."),
    keywords=["pleural infection", "empyema", "parapneumonic effusion", "mortality",
              "mortality in empyema", "pleural infection prognosis",
              "three-month death risk pleural infection", "empyema outcome prediction",
              "parapneumonic effusion prognosis", "surgical referral pleural infection"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("rahman_2014", dt.date(2014, 4, 1), RAHMAN_2014, points_total(ITEMS),
                      notes="Urea < 5 / 5-8 / > 8 mmol/L 0/1/2; age < 50 / 50-70 / > 70 0/1/2; "
                            "non-purulent 1; hospital-acquired 1; albumin < 27 g/L 1.")],
    output=Output(kind="integer", unit="points", range=(0, 7)),
    interpret=interpret,
    references=[RAHMAN_2014, MDCALC],
    notes=("Points and risk groups as in Rahman 2014 (derived in MIST1, validated in MIST2); "
           "the mortality ranges in the interpretation are those reported for the groups "
           "across the two cohorts (approximate). Purulence: frank pus scores 0, non-purulent "
           "fluid 1. Urea may be given as BUN (mg/dL)."),
)
