"""Pediatric ins and outs: a fluid volume per kg and per kg per hour."""

import datetime as dt

from medcalc.core import Calculator, Duration, Output, Quantity, Reference, Version
from medcalc.core.common import weight

MDCALC = Reference("MDCalc. Pediatric Ins and Outs (volume per weight and volume per weight per "
                   "hour).", url="https://www.mdcalc.com/")
KDIGO_PRIFLE = Reference(
    "Akcan-Arikan A, Zappitelli M, Loftis LL, Washburn KK, Jefferson LS, Goldstein SL. Modified "
    "RIFLE criteria in critically ill children with acute kidney injury. Kidney Int. "
    "2007;71(10):1028-1035 (pRIFLE urine output < 0.5 mL/kg/h for 8 h: risk).",
    doi="10.1038/sj.ki.5002231")


def ins_outs(volume, period, weight):
    per_kg = volume / weight
    return {"value": per_kg / period, "ml_per_kg": per_kg}


CALCULATOR = Calculator(
    id="pediatric_ins_outs",
    name="Pediatric Ins and Outs",
    aliases=["Pediatric ins and outs", "Urine output mL/kg/h", "Volume per weight per hour"],
    specialty="pediatrics_neonatology",
    description="A measured fluid volume (intake, urine or other output) expressed per kg of "
                "body weight and per kg per hour over the collection period.",
    keywords=["urine output", "fluid balance", "mL/kg/h", "oliguria", "intake and output",
              "pediatric", "urine output per kilogram per hour", "fluid intake per kg",
              "is urine output adequate", "oliguria in child", "fluid balance per body weight",
              "output mL/kg/hour"],
    features=[
        weight(labels=("Weight",)),
        Quantity(name="volume", description="Volume over the period (intake or output)",
                 unit="mL", units=("mL", "L"), range=(0.0, 50000.0),
                 labels=("Volume to be calculated", "Volume")),
        Duration(name="period", description="Period of time over which the volume was "
                 "collected", unit="h", units=("h", "min", "day"), range=(0.01, 240.0),
                 labels=("Period of time", "Time")),
    ],
    versions=[Version("standard", dt.date(2000, 1, 1), MDCALC, ins_outs,
                      notes="mL/kg = volume / weight; mL/kg/h = volume / weight / hours.")],
    output=Output(kind="number", unit="mL/kg/h", decimals=1, range=(0.0, float("inf")),
                  description="Volume per kg per hour (breakdown: mL/kg)"),
    references=[MDCALC, KDIGO_PRIFLE],
    notes="Unit arithmetic as MDCalc's calculator (headline: mL/kg/h; mL/kg in the breakdown). "
          "No interpretation is attached because the volume may be an intake or an output; for "
          "urine, pRIFLE (Akcan-Arikan 2007) reads < 0.5 mL/kg/h for 8 h as risk of AKI.",
)
