"""Cryoprecipitate units to raise plasma fibrinogen to a target (plasma-volume method)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import weight
from medcalc.core.vector import floor

BLOOD_PROJECT = Reference(
    "The Blood Project. Transfusion medicine case study series, case 4: key takeaways "
    "(cryoprecipitate dose: TBV = 70 mL/kg x weight; PV = (1 - Hct) x TBV; units = desired "
    "fibrinogen increment (mg/dL) x PV (dL) / fibrinogen per unit).",
    url="https://www.thebloodproject.com/cases-archive/copy-transfusion-medicine-case-study-series-case-4/key-takeaways/")
AABB_THRESHOLDS = Reference(
    "AABB. How do I select evidence-based transfusion thresholds for platelets, plasma and "
    "cryoprecipitate? (fibrinogen increment formula; about 250 mg fibrinogen per unit, AABB "
    "minimum 150 mg).",
    url="https://www.aabb.org/docs/default-source/default-document-library/resources/how-do-i-select-evidence-based-transfusion-thresholds-for-platelets-plasma-and-cryoprecipitate.pdf")

BLOOD_VOLUME_ML_PER_KG = 70.0


def cryo_units(weight, hematocrit, fibrinogen, target_fibrinogen, fibrinogen_per_unit):
    plasma_volume_dl = BLOOD_VOLUME_ML_PER_KG * weight * (1.0 - hematocrit / 100.0) / 100.0
    fibrinogen_needed_mg = (target_fibrinogen - fibrinogen) * plasma_volume_dl
    units = fibrinogen_needed_mg / fibrinogen_per_unit
    return {"value": units, "plasma_volume_ml": plasma_volume_dl * 100.0,
            "fibrinogen_needed_mg": fibrinogen_needed_mg,
            "units_rounded_up": -floor(-units)}


def interpret(value):
    whole = int(-(-value // 1))
    return (f"about {value:.1f} units of cryoprecipitate: order {whole} units (round up to the "
            f"local pool size, commonly 5-unit pools); recheck fibrinogen after transfusion")


CALCULATOR = Calculator(
    id="cryoprecipitate_dosing",
    name="Cryoprecipitate Dosing for Fibrinogen Replacement",
    aliases=["Cryoprecipitate dose", "Cryo dosing", "Fibrinogen replacement cryoprecipitate"],
    specialty="hematology",
    description="Units of cryoprecipitate = (target - current fibrinogen, mg/dL) x plasma "
                "volume (dL) / fibrinogen per unit; plasma volume = 70 mL/kg x weight x "
                "(1 - Hct).",
    keywords=["cryoprecipitate", "fibrinogen", "hypofibrinogenemia", "DIC", "massive transfusion",
              "obstetric hemorrhage", "transfusion", "how many units of cryo",
              "raise fibrinogen to target", "low fibrinogen replacement",
              "fibrinogen replacement in bleeding", "cryo pooled units needed",
              "treat hypofibrinogenemia in hemorrhage",
              "fibrinogen dose for DIC or massive transfusion"],
    features=[
        weight(labels=("Weight", "Patient weight")),
        Quantity(name="hematocrit", unit="%", units=("%", "L/L"), range=(5.0, 70.0),
                 description="Haematocrit (converts blood volume to plasma volume)",
                 labels=("Hematocrit", "Hct")),
        Quantity(name="fibrinogen", unit="mg/dL", units=("mg/dL", "g/L"), range=(0.0, 1000.0),
                 description="Current (initial) fibrinogen",
                 labels=("Initial fibrinogen", "Current fibrinogen", "Fibrinogen level")),
        Quantity(name="target_fibrinogen", unit="mg/dL", units=("mg/dL", "g/L"),
                 range=(50.0, 1000.0), description="Goal fibrinogen",
                 labels=("Goal fibrinogen", "Desired fibrinogen", "Target fibrinogen")),
        Quantity(name="fibrinogen_per_unit", unit="mg", units=("mg", "g"), range=(100.0, 1000.0),
                 required=False, default=250.0,
                 description="Fibrinogen content of one unit (mg); 250 mg when not given",
                 labels=("Fibrinogen content per unit", "Fibrinogen per unit")),
    ],
    versions=[Version("plasma_volume_method", dt.date(2005, 1, 1), BLOOD_PROJECT, cryo_units,
                      notes="Units = (target - current fibrinogen) x PV (dL) / mg per unit; PV = "
                            "70 mL/kg x weight x (1 - Hct).")],
    preconditions=[Precondition(lambda fibrinogen, target_fibrinogen: target_fibrinogen > fibrinogen,
                                "the target fibrinogen must be above the current level")],
    output=Output(unit="units", decimals=1, range=(0, float("inf")),
                  description="Cryoprecipitate units (single-donor units), before rounding up"),
    interpret=interpret,
    references=[BLOOD_PROJECT, AABB_THRESHOLDS],
    notes="A teaching formula of transfusion medicine (AABB); it assumes full intravascular "
          "recovery and no ongoing consumption, so recheck fibrinogen. Blood volume 70 mL/kg "
          "(adult). Fibrinogen per unit varies (AABB minimum 150 mg, average about 250 mg; UK "
          "units 300-400 mg): give the blood bank's figure when known. The version date is "
          "nominal (a long-standing formula, no single dated source).",
)
