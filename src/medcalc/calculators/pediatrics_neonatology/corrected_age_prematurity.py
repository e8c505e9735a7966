"""Corrected age of a preterm infant: chronological age minus the weeks born before 40 weeks."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.formulas.pediatrics_w4 import GestationalAge

ENGLE_2004 = Reference(
    "Engle WA; American Academy of Pediatrics Committee on Fetus and Newborn. Age terminology "
    "during the perinatal period. Pediatrics. 2004;114(5):1362-1364 (corrected age = "
    "chronological age reduced by the number of weeks born before 40 weeks of gestation; used "
    "for children up to 3 years born preterm).", doi="10.1542/peds.2004-1915")
TERM_WEEKS = 40.0


def corrected_age(gestational_age, chronological_age):
    weeks_early = TERM_WEEKS - gestational_age
    corrected = chronological_age - weeks_early
    return {"value": corrected, "weeks_born_early": weeks_early,
            "corrected_age_months": corrected * 7.0 / 30.4375,
            "chronological_age_weeks": chronological_age}


def interpret(value):
    if value < 0:
        return ("negative corrected age: the infant has not yet reached 40 weeks postmenstrual "
                "age (use postmenstrual age instead)")
    return None


CALCULATOR = Calculator(
    id="corrected_age_prematurity",
    name="Corrected Age (Prematurity)",
    aliases=["Corrected age", "Adjusted age prematurity", "Corrected gestational age for preterm"],
    specialty="pediatrics_neonatology",
    description="Corrected (adjusted) age of a child born preterm: chronological age minus "
                "(40 weeks - gestational age at birth), in weeks (months in the breakdown).",
    keywords=["prematurity", "preterm", "corrected age", "adjusted age", "developmental milestones",
              "growth chart", "adjusted age for preterm infant", "age corrected for prematurity",
              "preterm baby developmental age", "age for milestones in preemies",
              "age to plot preterm growth", "premature baby adjusted age"],
    features=[
        GestationalAge(name="gestational_age", description="Gestational age at birth (weeks; "
                       "'32w4d' or '32+4' accepted)", unit="week", units=("week", "day"),
                       range=(20.0, 45.0), labels=("Gestational age at birth",
                                                    "Gestational age")),
        Quantity(name="chronological_age", description="Chronological (postnatal) age",
                 unit="week", units=("week", "day", "month", "year"), range=(0.0, 260.0),
                 labels=("Chronological age", "Age")),
    ],
    preconditions=[Precondition(lambda gestational_age: gestational_age < 37.0,
                                "corrected age is used for infants born preterm (< 37 weeks)")],
    versions=[Version("aap_2004", dt.date(2004, 11, 1), ENGLE_2004, corrected_age,
                      notes="Corrected age = chronological age - (40 - GA at birth) weeks.")],
    output=Output(kind="number", unit="week", decimals=1, description="Corrected age in weeks"),
    interpret=interpret,
    references=[ENGLE_2004],
    notes="AAP 2004 terminology. Output in weeks (the unit of the arithmetic); months in the "
          "breakdown at 30.4375 days per month. Before 40 weeks postmenstrual age the corrected "
          "age is negative and AAP recommends postmenstrual age instead. Correction is usually "
          "applied until about 2-3 years.",
)
