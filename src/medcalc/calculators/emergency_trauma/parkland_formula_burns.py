"""Parkland formula: crystalloid (lactated Ringer's) for the first 24 h after a burn, 4 mL x kg x
%TBSA, half in the first 8 h from the time of the burn (Baxter and Shires 1968)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import weight

BAXTER_1968 = Reference(
    "Baxter CR, Shires T. Physiological response to crystalloid resuscitation of severe burns. "
    "Ann N Y Acad Sci. 1968;150(3):874-894.", doi="10.1111/j.1749-6632.1968.tb14738.x")
MDCALC = Reference("MDCalc. Parkland Formula for Burns.")

ML_PER_KG_PER_PERCENT = 4.0


def parkland(weight, tbsa_burned):
    total = ML_PER_KG_PER_PERCENT * weight * tbsa_burned
    return {"value": total, "first_8h_ml": total / 2, "next_16h_ml": total / 2,
            "first_8h_rate_ml_h": total / 2 / 8, "next_16h_rate_ml_h": total / 2 / 16}


def interpret(value, breakdown):
    return (f"{value:.0f} mL lactated Ringer's over 24 h from the time of the burn: "
            f"{breakdown['first_8h_ml']:.0f} mL in the first 8 h "
            f"({breakdown['first_8h_rate_ml_h']:.0f} mL/h), then "
            f"{breakdown['next_16h_ml']:.0f} mL over the next 16 h "
            f"({breakdown['next_16h_rate_ml_h']:.0f} mL/h); titrate to urine output "
            "(0.5 mL/kg/h in adults)")


CALCULATOR = Calculator(
    id="parkland_formula_burns",
    name="Parkland Formula for Burns",
    aliases=["Parkland formula", "Baxter formula", "Parkland burn formula",
             "Burn fluid resuscitation"],
    specialty="emergency_trauma",
    description=("24-hour crystalloid requirement after a burn: 4 mL x weight (kg) x %TBSA "
                 "(partial- and full-thickness), half in the first 8 h from the burn, half "
                 "over the next 16 h."),
    keywords=["burns", "fluid resuscitation", "lactated Ringer's", "TBSA", "burn shock",
              "how much fluid after a burn", "burn resuscitation volume",
              "first 24 hour crystalloid for burns", "fluid in first 8 hours after burn",
              "IV fluid rate for burned patient", "burn shock prevention fluids"],
    features=[weight(range=(1.0, 300.0), labels=("Weight",)),
              Quantity(name="tbsa_burned", unit="%", units=("%",), range=(0.0, 100.0),
                       description="Total body surface area with partial- or full-thickness "
                                   "burns (superficial/first-degree burns excluded)",
                       labels=("% TBSA burned", "TBSA burned", "Total body surface area "
                               "burned", "%TBSA"))],
    versions=[Version("baxter_shires_1968", dt.date(1968, 8, 14), BAXTER_1968, parkland,
                      notes="4 mL/kg/%TBSA over 24 h; half in the first 8 h.")],
    output=Output(kind="number", unit="mL", decimals=0, range=(0.0, float("inf")),
                  description="Crystalloid volume for the first 24 h"),
    interpret=interpret,
    references=[BAXTER_1968, MDCALC],
    notes=("4 mL x kg x %TBSA of lactated Ringer's over the first 24 h, half in the first 8 h "
           "counted from the time of the burn (not of arrival), half over the next 16 h "
           "(Baxter and Shires 1968). Only partial- and full-thickness burns count toward "
           "%TBSA. Usually applied to adults with >= 20% TBSA (children: add maintenance "
           "fluid). The formula is a starting point: infusion is titrated to urine output; "
           "the ABA's 2 mL/kg/%TBSA starting rate (consensus formula) is not a variant here."),
)
