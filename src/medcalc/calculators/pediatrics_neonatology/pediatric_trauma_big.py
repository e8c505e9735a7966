"""BIG score for mortality in pediatric trauma (Borgman et al. 2011)."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Quantity, Reference, Version
from medcalc.core.analytes import BICARBONATE
from medcalc.core.common import inr

BORGMAN_2011 = Reference(
    "Borgman MA, Maegele M, Wade CE, Blackbourne LH, Spinella PC. Pediatric trauma BIG score: "
    "predicting mortality in children after military and civilian trauma. Pediatrics. "
    "2011;127(4):e892-e897 (BIG = base deficit + 2.5 x INR + (15 - GCS); >= 16 predicted "
    "mortality).", doi="10.1542/peds.2010-2439")


def big(base_deficit, inr, gcs):
    return {"value": base_deficit + 2.5 * inr + (15 - gcs), "base_deficit": base_deficit,
            "inr_term": 2.5 * inr, "gcs_term": 15 - gcs}


def interpret(value):
    if value >= 16:
        return ("BIG >= 16: high risk of death (the derivation cut-off; mortality rises "
                "steeply with the score)")
    return "BIG < 16: below the cut-off for high mortality risk"


CALCULATOR = Calculator(
    id="pediatric_trauma_big",
    name="Pediatric Trauma BIG Score",
    aliases=["BIG score", "Pediatric BIG score", "Base deficit INR GCS score"],
    specialty="pediatrics_neonatology",
    description="Mortality risk in injured children from base deficit, INR and GCS at "
                "admission: BD + 2.5 x INR + (15 - GCS).",
    keywords=["pediatric trauma", "mortality", "base deficit", "INR", "GCS", "BIG",
              "mortality in injured children", "pediatric trauma death risk",
              "base deficit INR GCS prognosis", "child trauma survival",
              "severely injured child mortality", "pediatric trauma lab prognosis"],
    features=[
        Quantity(name="base_deficit", description="Base deficit (a base excess of -8 is a "
                 "deficit of 8)", unit="mmol/L", analyte=BICARBONATE, units=("mmol/L", "mEq/L"),
                 range=(-30.0, 40.0),
                 labels=("Base deficit",)),
        inr(labels=("INR",)),
        Count(name="gcs", description="Glasgow Coma Scale (3-15)", range=(3, 15),
              labels=("Glasgow Coma Scale", "GCS")),
    ],
    versions=[Version("borgman_2011", dt.date(2011, 4, 1), BORGMAN_2011, big,
                      notes="BIG = BD + 2.5 x INR + (15 - GCS).")],
    output=Output(kind="number", decimals=1, description="BIG score"),
    interpret=interpret,
    references=[BORGMAN_2011],
    notes="Base deficit entered as a positive number for a deficit (= -base excess). Derived "
          "in children < 18 years at a military hospital and validated in a civilian cohort; "
          "16 was the cut-off maximising accuracy for mortality.",
)
