"""Shock Index, Pediatric Age-adjusted (SIPA) in blunt trauma (Acker et al. 2015)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import age, heart_rate, systolic_bp
from medcalc.core.vector import where

ACKER_2015 = Reference(
    "Acker SN, Ross JT, Partrick DA, Tong S, Bensard DD. Pediatric specific shock index "
    "accurately identifies severely injured children. J Pediatr Surg. 2015;50(2):331-334 "
    "(maximum normal shock index 1.22 at 4-6 years, 1.0 at 7-12 years, 0.9 at 13-16 years).",
    doi="10.1016/j.jpedsurg.2014.08.009")
MDCALC = Reference("MDCalc. Shock Index, Pediatric Age-Adjusted (SIPA).",
                   url="https://www.mdcalc.com/calc/10406/shock-index-pediatric-age-adjusted-sipa")


def cutoff(age):
    return where(age < 7.0, 1.22, where(age < 13.0, 1.0, 0.9))


def sipa(age, heart_rate, systolic_bp):
    limit = cutoff(age)
    value = heart_rate / systolic_bp
    return {"value": value, "maximum_normal_for_age": limit,
            "elevated": value > limit}


def interpret(value, breakdown):
    limit = breakdown["maximum_normal_for_age"]
    if value > limit:
        return (f"elevated: shock index above the age-adjusted maximum of {limit:g} "
                "(associated with severe injury, transfusion and ICU need in Acker 2015)")
    return f"not elevated: shock index at or below the age-adjusted maximum of {limit:g}"


CALCULATOR = Calculator(
    id="sipa",
    name="Shock Index, Pediatric Age-Adjusted (SIPA)",
    aliases=["SIPA", "Pediatric shock index", "Shock index pediatric age-adjusted"],
    specialty="pediatrics_neonatology",
    description="Heart rate / systolic blood pressure in injured children 4-16 years, against "
                "the age-adjusted maximum normal value (1.22 at 4-6, 1.0 at 7-12, 0.9 at "
                "13-16 years).",
    keywords=["shock index", "pediatric trauma", "blunt trauma", "hemorrhage", "SIPA",
              "pediatric shock index age adjusted", "injured child hemorrhage",
              "child heart rate over blood pressure", "occult shock injured child",
              "pediatric trauma bleeding risk", "need for transfusion injured child"],
    features=[
        age(description="Age in years (SIPA was derived at 4-16 years)", labels=("Age",)),
        heart_rate(description="Heart rate (the maximum in the first hour in the source)",
                   labels=("Maximum heart rate",)),
        systolic_bp(description="Systolic blood pressure (the minimum in the first hour in the "
                                "source)", labels=("Minimum systolic blood pressure",)),
    ],
    preconditions=[Precondition(lambda age: 4.0 <= age < 17.0,
                                "SIPA was defined for children aged 4 to 16 years")],
    versions=[Version("acker_2015", dt.date(2015, 2, 1), ACKER_2015, sipa,
                      notes="SI = HR/SBP; elevated when above 1.22 (4-6 y), 1.0 (7-12 y) or 0.9 "
                            "(13-16 y).")],
    output=Output(kind="number", decimals=2, range=(0.0, float("inf")),
                  description="Shock index (HR/SBP)"),
    interpret=interpret,
    references=[ACKER_2015, MDCALC],
    notes="Age bands as whole years: 4-6 (age < 7), 7-12 (age < 13), 13-16 (age < 17). MDCalc "
          "also shows a 'risk of blunt injury' percentage for some inputs; it is not in Acker "
          "2015 and is not reproduced here.",
)
