"""Ganzoni equation: total iron deficit for parenteral iron repletion (Ganzoni, Schweiz Med
Wochenschr 1970)."""

import datetime as dt
import math

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core import analytes
from medcalc.core.common import hemoglobin, weight
from medcalc.core.na import NotApplicable
from medcalc.core.vector import any_true, where

GANZONI_1970 = Reference(
    "Ganzoni AM. Intravenöse Eisen-Dextran-Therapie und Gesamteisenbedarf [Intravenous "
    "iron-dextran: therapeutic and experimental possibilities]. Schweiz Med Wochenschr. "
    "1970;100(7):301-303 (total iron deficit (mg) = weight (kg) x (target Hb - actual Hb) "
    "(g/dL) x 2.4 + iron stores (mg)).")
MDCALC = Reference("MDCalc. Ganzoni Equation for Iron Deficiency Anemia.")

IRON_PER_G_HB_FACTOR = 2.4  # mg iron per kg per g/dL of Hb: 0.0034 x 0.07 x 10000


def deficit(weight, target_hemoglobin, hemoglobin, iron_stores):
    stores = where(iron_stores == iron_stores,  # NaN (not given) -> the label rule
                   iron_stores, where(weight >= 35, 500.0, 15.0 * weight))
    hb_iron = weight * (target_hemoglobin - hemoglobin) * IRON_PER_G_HB_FACTOR
    if any_true(hb_iron + stores < 0):
        raise NotApplicable("the actual haemoglobin is above the target by more than the iron "
                            "stores make up: there is no iron deficit to replace",
                            ("target_hemoglobin", "hemoglobin", "iron_stores"))
    return {"value": hb_iron + stores, "hemoglobin_iron": hb_iron, "iron_stores": stores}


def interpret(value):
    return (f"total iron deficit about {value:.0f} mg (parenteral iron dose; give in divided "
            f"doses per the product's maximum single dose)")


CALCULATOR = Calculator(
    id="ganzoni_equation_iron_deficiency",
    name="Ganzoni Equation for Iron Deficiency Anemia",
    aliases=["Ganzoni formula", "Ganzoni equation", "Total iron deficit", "Iron deficit "
             "(Ganzoni)"],
    specialty="hematology",
    description="Total body iron deficit (mg) = weight x (target - actual Hb) x 2.4 + iron "
                "stores, for dosing parenteral iron.",
    keywords=["iron deficiency anemia", "IV iron", "iron sucrose", "ferric carboxymaltose",
              "iron dextran", "iron dose", "anemia", "iron needed to reach target hemoglobin",
              "how much IV iron to give", "iron dose to correct anemia", "iron replacement amount",
              "parenteral iron dosing", "replete iron stores", "iron infusion total dose"],
    features=[
        weight(labels=("Weight",)),
        Quantity(name="target_hemoglobin", unit="g/dL", analyte=analytes.HEMOGLOBIN,
                 units=("g/dL", "g/L", "mmol/L"), range=(8.0, 16.0),
                 description="Target haemoglobin (Ganzoni used 15 g/dL; labels use 13-15)",
                 labels=("Target hemoglobin", "Target Hb")),
        hemoglobin(description="Actual (current) haemoglobin",
                   labels=("Actual hemoglobin", "Actual Hb", "Current hemoglobin")),
        Quantity(name="iron_stores", unit="mg", units=("mg", "g"), range=(0.0, 1500.0),
                 required=False, default=math.nan,
                 description="Iron stores to replenish (mg); when not given 500 mg at a weight "
                             ">= 35 kg, 15 mg/kg below",
                 labels=("Iron stores", "Depot iron")),
    ],
    versions=[Version("ganzoni_1970", dt.date(1970, 2, 14), GANZONI_1970, deficit,
                      notes="Deficit = weight (kg) x (target - actual Hb, g/dL) x 2.4 + stores "
                            "(mg); 2.4 = 0.34% iron in Hb x 7% blood volume per kg x 10.")],
    output=Output(unit="mg", decimals=0, range=(0, float("inf")),
                  description="Total iron deficit"),
    interpret=interpret,
    references=[GANZONI_1970, MDCALC],
    notes="MDCalc asks the iron stores (default 500 mg). When not given here: 500 mg at "
          "weight >= 35 kg and 15 mg/kg below, as parenteral iron labels (iron sucrose, iron "
          "dextran) state the Ganzoni rule. A target below the actual Hb reduces the deficit to "
          "less than the stores (the arithmetic is kept; the dose is the clinician's); a total "
          "below zero (no deficit at all) is NA not applicable.",
)
