"""Postmenstrual age: gestational age at birth plus chronological age."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.formulas.pediatrics_w4 import GestationalAge

ENGLE_2004 = Reference(
    "Engle WA; American Academy of Pediatrics Committee on Fetus and Newborn. Age terminology "
    "during the perinatal period. Pediatrics. 2004;114(5):1362-1364 (postmenstrual age = "
    "gestational age + chronological age, in weeks; used during the perinatal period after "
    "birth).", doi="10.1542/peds.2004-1915")


def postmenstrual_age(gestational_age, chronological_age):
    pma = gestational_age + chronological_age
    whole = pma // 1
    return {"value": pma, "weeks": whole, "days": (pma - whole) * 7.0}


def interpret(value):
    if value < 37:
        return "postmenstrual age below 37 weeks (preterm equivalent)"
    if value < 42:
        return "postmenstrual age 37 to below 42 weeks (term equivalent)"
    return "postmenstrual age 42 weeks or more (beyond term equivalent)"


CALCULATOR = Calculator(
    id="postmenstrual_age",
    name="Postmenstrual Age Calculator",
    aliases=["Postmenstrual age", "PMA", "Post-menstrual age"],
    specialty="pediatrics_neonatology",
    description="Postmenstrual age in weeks: gestational age at birth plus chronological age "
                "(AAP 2004 age terminology).",
    keywords=["postmenstrual age", "PMA", "preterm", "NICU", "gestational age",
              "gestational plus chronological age", "preterm infant age in weeks",
              "NICU age in weeks", "age since last menstrual period preterm",
              "preemie age for care decisions", "postconceptional age preterm"],
    features=[
        GestationalAge(name="gestational_age", description="Gestational age at birth (weeks; "
                       "'28w3d' or '28+3' accepted)", unit="week", units=("week", "day"),
                       range=(20.0, 45.0), labels=("Gestational age at birth",
                                                    "Gestational age")),
        Quantity(name="chronological_age", description="Chronological (postnatal) age",
                 unit="week", units=("week", "day", "month"), range=(0.0, 104.0),
                 labels=("Chronological age", "Age")),
    ],
    versions=[Version("aap_2004", dt.date(2004, 11, 1), ENGLE_2004, postmenstrual_age,
                      notes="PMA (weeks) = GA at birth + chronological age.")],
    output=Output(kind="number", unit="week", decimals=1, range=(20.0, float("inf")),
                  description="Postmenstrual age in weeks (whole weeks and days in the "
                              "breakdown)"),
    interpret=interpret,
    references=[ENGLE_2004],
    notes="AAP 2004 terminology: postmenstrual age = gestational age + chronological age; "
          "'corrected gestational age' is discouraged. The 37/42-week wording is descriptive "
          "(term-equivalent range), not a rule of the source.",
)
