"""Weight-based liquid medication dosing: single dose (mg) and volume (mL) from a mg/kg/day
order, the dosing interval and the liquid's concentration."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Quantity, Reference, Version
from medcalc.core.common import weight

DOSAGE_TEXT = Reference(
    "Standard weight-based dose arithmetic: daily dose = mg/kg/day x weight; single dose = daily "
    "dose / doses per day; volume = single dose / concentration (mg/mL). E.g. Boyer MJ. Math "
    "for Nurses. 9th ed. Wolters Kluwer; 2019 (pediatric dosage chapter).")
MDCALC = Reference("MDCalc. Weight-Based Liquid Medication Dosing.",
                   url="https://www.mdcalc.com/calc/10370/weight-based-liquid-medication-dosing")

DOSE = Quantity(name="dose_per_kg_per_day", unit="mg/kg/d", units=("mg/kg/d", "mcg/kg/d", "g/kg/d"),
                range=(0.0001, 1000.0), labels=("Dosage (per day)", "Dosage", "Daily dose per kg"),
                description="Ordered dose per kg of body weight per day")
FREQUENCY = Category(
    name="frequency", labels=("Frequency of dose", "Frequency", "Dosing interval"),
    description="Dosing interval (doses per day)",
    choices=(Choice("q24h", "Every 24 hours", 1, aliases=("once daily", "daily", "q24h", "QD", "OD")),
             Choice("q12h", "Every 12 hours", 2, aliases=("twice daily", "q12h", "BID", "BD")),
             Choice("q8h", "Every 8 hours", 3, aliases=("three times daily", "q8h", "TID", "TDS")),
             Choice("q6h", "Every 6 hours", 4, aliases=("four times daily", "q6h", "QID", "QDS")),
             Choice("q4h", "Every 4 hours", 6, aliases=("q4h", "six times daily"))))
AMOUNT = Quantity(name="liquid_amount", unit="mg", units=("mg", "g", "mcg"), range=(0.001, 100000.0),
                  labels=("Liquid Formulation - Medication amount", "Medication amount"),
                  description="Amount of drug in the stated volume of the liquid (e.g. 250 mg in 5 mL)")
PER_VOLUME = Quantity(name="liquid_volume", unit="mL", units=("mL", "L"), range=(0.01, 1000.0),
                      labels=("Liquid Formulation - Per volume", "Per volume"),
                      description="Volume containing that amount (e.g. 5 mL)")


def liquid_dose(weight, dose_per_kg_per_day, frequency, liquid_amount, liquid_volume):
    daily = dose_per_kg_per_day * weight
    single = daily / frequency
    return {"value": single, "daily_dose_mg": daily,
            "volume_per_dose_ml": single * liquid_volume / liquid_amount,
            "concentration_mg_per_ml": liquid_amount / liquid_volume}


def interpret(value, breakdown):
    b = breakdown or {}
    return (f"{value:.1f} mg per dose ({b.get('volume_per_dose_ml', 0):.2f} mL of the liquid); "
            f"total {b.get('daily_dose_mg', 0):.1f} mg/day. Check against the drug's maximum "
            "single and daily doses (adult dose caps)")


CALCULATOR = Calculator(
    id="weight_liquid_medication_dosing",
    name="Weight-based liquid medication dosing",
    aliases=["Weight-Based Liquid Medication Dosing", "Liquid medication dose by weight",
             "mg/kg/day to mL per dose", "Pediatric liquid dose calculator"],
    specialty="general_other",
    description=("Single dose (mg), daily dose and liquid volume per dose (mL) from weight, a "
                 "mg/kg/day order, the dosing interval and the liquid's concentration."),
    keywords=["pediatric dosing", "oral suspension", "mg/kg/day", "syrup volume", "mL per dose",
              "liquid formulation", "dose calculation", "antibiotic suspension",
              "how many mL per dose", "pediatric syrup dose by weight",
              "liquid medicine volume child", "mg per kg to mL", "suspension dose calculation",
              "child antibiotic liquid dose"],
    features=[weight(labels=("Patient Weight", "Weight")), DOSE, FREQUENCY, AMOUNT, PER_VOLUME],
    versions=[Version("standard", dt.date(1950, 1, 1), DOSAGE_TEXT, liquid_dose,
                      notes="single dose = mg/kg/day x kg / doses per day; volume = dose x "
                            "volume / amount.")],
    output=Output(kind="number", unit="mg", decimals=1, range=(0, float("inf"))),
    interpret=interpret,
    references=[DOSAGE_TEXT, MDCALC],
    notes=("Plain dose arithmetic as MDCalc does it (MDCalc's headline is the amount per single "
           "dose). The calculator is drug-independent, so it applies no maximum dose: weight-based "
           "doses in heavier children and adults often exceed the drug's adult maximum, and the "
           "interpretation says to check it. The breakdown gives the daily dose (mg), the volume "
           "per dose (mL) and the concentration (mg/mL)."),
)
