"""Weight-based plasma (FFP) dose: volume = dose (mL/kg) x weight, and units of plasma."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import weight

BCSH_2004 = Reference(
    "O'Shaughnessy DF, Atterbury C, Bolton Maggs P, et al. Guidelines for the use of "
    "fresh-frozen plasma, cryoprecipitate and cryosupernatant. Br J Haematol. "
    "2004;126(1):11-28 (FFP dose 10-15 mL/kg).", doi="10.1111/j.1365-2141.2004.04972.x")
MDCALC = Reference("MDCalc. Plasma Dosage.")


def plasma_dose(weight, dose_per_kg, unit_volume):
    volume = weight * dose_per_kg
    return {"value": volume, "units": volume / unit_volume}


def interpret(value, breakdown):
    units = breakdown.get("units", 0.0)
    return (f"plasma volume {value:.0f} mL = {units:.1f} units; order {int(-(-units // 1))} "
            f"units (rounded up)")


CALCULATOR = Calculator(
    id="plasma_dosage",
    name="Plasma Dosage",
    aliases=["FFP dose", "Fresh frozen plasma dose", "Plasma dose calculator"],
    specialty="hematology",
    description="Plasma (FFP) volume for a weight-based dose (usually 10-15 mL/kg) and the "
                "number of units it represents.",
    keywords=["fresh frozen plasma", "FFP", "plasma transfusion", "coagulopathy", "transfusion",
              "how much FFP to give", "plasma volume by weight", "number of plasma units",
              "fresh frozen plasma transfusion dose", "plasma for coagulopathy", "mL per kg plasma"],
    features=[
        weight(labels=("Weight", "Patient weight")),
        Quantity(name="dose_per_kg", unit="mL/kg", units=("mL/kg",), range=(1.0, 40.0),
                 required=False, default=10.0,
                 description="Plasma dose in mL/kg (10-15 mL/kg usual; 10 when not given)",
                 labels=("Desired plasma dosage", "Plasma dosage", "Dose")),
        Quantity(name="unit_volume", unit="mL", units=("mL", "L"), range=(50.0, 800.0),
                 required=False, default=200.0,
                 description="Volume of one plasma unit (about 200-300 mL; 200 when not given)",
                 labels=("Unit volume", "Volume per unit", "Plasma unit volume")),
    ],
    versions=[Version("bcsh_2004", dt.date(2004, 7, 1), BCSH_2004, plasma_dose,
                      notes="Volume (mL) = weight (kg) x dose (mL/kg); units = volume / unit "
                            "volume.")],
    output=Output(unit="mL", decimals=0, range=(0, float("inf")),
                  description="Plasma volume to transfuse"),
    interpret=interpret,
    references=[BCSH_2004, MDCALC],
    notes="The guideline dose of FFP is 10-15 mL/kg (BCSH 2004); lower doses barely raise "
          "factor levels. Defaults (10 mL/kg, 200 mL per unit) are those of open "
          "re-implementations of MDCalc's form; MDCalc's own defaults were not verified. "
          "Plasma corrects a mildly raised INR (< 1.7) poorly.",
)
