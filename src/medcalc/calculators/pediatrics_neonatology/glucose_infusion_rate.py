"""Glucose infusion rate (GIR, mg/kg/min) of a dextrose infusion."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import weight
from medcalc.formulas.pediatrics_w4 import DextroseConcentration

HAY_GIR = Reference(
    "Gomella TL, Eyal FG, Bany-Mohammed F. Gomella's Neonatology: Management, Procedures, "
    "On-Call Problems, Diseases, and Drugs. 8th ed. McGraw-Hill; 2020 (glucose infusion rate "
    "(mg/kg/min) = % dextrose x rate (mL/h) / (6 x weight (kg)); usual starting GIR in neonates "
    "4-6 mg/kg/min).")
MDCALC = Reference("MDCalc. Glucose Infusion Rate (GIR).",
                   url="https://www.mdcalc.com/calc/10164/glucose-infusion-rate-gir")


def gir(dextrose_concentration, infusion_rate, weight):
    # g/dL x mL/h = g/100 mL x mL/h -> x 1000 mg/g / 100 -> mg/h; / 60 min/h; / kg
    mg_per_min = dextrose_concentration * infusion_rate * 10.0 / 60.0
    return {"value": mg_per_min / weight, "glucose_mg_per_min": mg_per_min,
            "glucose_g_per_day": mg_per_min * 1440.0 / 1000.0}


def interpret(value):
    if value < 4:
        return "below 4 mg/kg/min: less than the usual neonatal glucose requirement (4-8)"
    if value <= 8:
        return "4-8 mg/kg/min: within the usual range of neonatal glucose requirements"
    if value <= 12:
        return ("above 8 mg/kg/min: high GIR (persistent need > 8-10 mg/kg/min suggests "
                "hyperinsulinism in a neonate)")
    return "above 12 mg/kg/min: very high GIR (exceeds maximal hepatic oxidation capacity)"


CALCULATOR = Calculator(
    id="glucose_infusion_rate",
    name="Glucose Infusion Rate (GIR)",
    aliases=["GIR", "Glucose infusion rate", "Dextrose infusion rate mg/kg/min"],
    specialty="pediatrics_neonatology",
    description="Glucose delivered by a dextrose infusion, in mg/kg/min, from the dextrose "
                "concentration (g/dL = %), the infusion rate (mL/h) and the body weight.",
    keywords=["GIR", "dextrose", "D10", "glucose delivery", "neonatal hypoglycemia",
              "parenteral nutrition", "mg/kg/min", "dextrose per kilogram per minute",
              "carbohydrate delivery", "dextrose intensity", "hyperglycemia on dextrose",
              "glucose delivery in mg/kg/min", "dextrose infusion dose",
              "how much glucose a baby receives", "neonatal dextrose requirement",
              "glucose load from IV fluids", "parenteral nutrition glucose rate"],
    features=[
        DextroseConcentration(name="dextrose_concentration", description="Dextrose "
                 "concentration (D10 = 10 "
                 "g/dL = 10%)", unit="g/dL", units=("g/dL", "g/L"), range=(0.0, 70.0),
                 labels=("Dextrose concentration", "Dextrose concentration (g/dL)")),
        Quantity(name="infusion_rate", description="Infusion rate", unit="mL/h",
                 units=("mL/h", "mL/min", "L/h"), range=(0.0, 2000.0),
                 labels=("Infusion rate", "Infusion rate (mL/hr)")),
        weight(labels=("Weight", "Weight (lbs)", "Weight (kg)")),
    ],
    versions=[Version("standard", dt.date(1980, 1, 1), HAY_GIR, gir,
                      notes="GIR (mg/kg/min) = dextrose (g/dL) x rate (mL/h) x 10 / 60 / weight "
                            "(kg) = % x mL/h / (6 x kg); unit arithmetic, no fitted constant.")],
    output=Output(kind="number", unit="mg/kg/min", decimals=1, range=(0.0, float("inf"))),
    interpret=interpret,
    references=[HAY_GIR, MDCALC],
    notes="Pure unit arithmetic (1 g/dL = 10 mg/mL), as MDCalc computes it. The interpretation "
          "bands are the usual neonatal teaching ranges (4-8 mg/kg/min requirement; > 8-10 "
          "sustained suggests hyperinsulinism), descriptive, not part of the formula. The "
          "'(D5)' after a concentration is read as a note.",
)
