"""Systemic vascular resistance (SVR) from mean arterial pressure, central venous pressure and
cardiac output: 80 x (MAP - CVP) / CO dyn·s·cm⁻⁵."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    Implausible,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.common import mean_arterial_pressure
from medcalc.core.vector import any_true
from medcalc.formulas.hemodynamics import MAP_FROM_CUFF

MARINO_2014 = Reference(
    "Marino PL. Marino's The ICU Book. 4th ed. Philadelphia: Wolters Kluwer/Lippincott Williams "
    "& Wilkins; 2014 (haemodynamic parameters: SVR = (MAP - CVP) / CO x 80 dyn·s·cm⁻⁵; the "
    "factor 80 converts mmHg·min/L (Wood units) to dyn·s·cm⁻⁵).")
MDCALC_SVR = Reference(
    "MDCalc. Systemic Vascular Resistance: SVR = 80 x (MAP - CVP) / CO; units dyn·s·cm⁻⁵ or "
    "Wood units.")

# 1 Wood unit = 1 mmHg·min/L = 79.99 dyn·s·cm⁻⁵, 80 by convention.
WOOD_UNIT_IN_DYN_S_CM5 = 80.0
NORMAL_LOW, NORMAL_HIGH = 800.0, 1200.0  # dyn·s·cm⁻⁵, typical adult reference range

UNITS = Category(
    name="units",
    description="Unit the caller wants the result in (MDCalc's 'Units' field). The value is "
                "always dyn·s·cm⁻⁵; Wood units are in the breakdown (svr_wood_units)",
    required=False, default="dynes",
    labels=("Units",),
    choices=(
        Choice("dynes", "dyn·s·cm⁻⁵", aliases=("dynes·sec·cm^-5", "dynes.sec.cm^-5",
                                                "dyn.s.cm-5", "dyn·s/cm5", "dynes", "dyn s cm-5",
                                                "dynes·sec·cm⁻⁵")),
        Choice("wood", "Wood units", aliases=("Wood Units", "WU", "wood unit",
                                              "mmHg·min/L")),
    ))


def svr(mean_arterial_pressure, central_venous_pressure, cardiac_output, units):
    gradient = mean_arterial_pressure - central_venous_pressure
    if any_true(gradient < 0):
        raise Implausible("central venous pressure exceeds mean arterial pressure (are they "
                          "swapped?)", ("mean_arterial_pressure", "central_venous_pressure"))
    wood = gradient / cardiac_output
    out = {"value": wood * WOOD_UNIT_IN_DYN_S_CM5, "svr_wood_units": wood,
           "pressure_gradient": gradient}
    if units == "wood":
        out["warnings"] = ("the value is in dyn·s·cm⁻⁵; the Wood-unit result is "
                           "breakdown['svr_wood_units']",)
    return out


def interpret(value):
    if value < NORMAL_LOW:
        return "below the typical adult range (800-1200 dyn·s·cm⁻⁵)"
    if value > NORMAL_HIGH:
        return "above the typical adult range (800-1200 dyn·s·cm⁻⁵)"
    return "within the typical adult range (800-1200 dyn·s·cm⁻⁵)"


CALCULATOR = Calculator(
    id="systemic_vascular_resistance",
    name="Systemic Vascular Resistance",
    aliases=["Systemic Vascular Resistance", "SVR", "Systemic vascular resistance (SVR)",
             "体循环阻力"],
    specialty="cardiology",
    description="Systemic vascular resistance = 80 x (mean arterial pressure - central venous "
                "pressure) / cardiac output, in dyn·s·cm⁻⁵ (Wood units in the breakdown).",
    keywords=["SVR", "afterload", "vasoplegia", "shock", "hemodynamics", "Swan-Ganz",
              "pulmonary artery catheter", "dyn·s·cm-5", "Wood units", "vascular tone",
              "peripheral vascular resistance", "afterload calculation",
              "vasodilatory versus cardiogenic shock", "vasoplegia assessment",
              "resistance from MAP CVP and cardiac output", "vascular tone in shock",
              "vasopressor versus vasodilator decision"],
    features=[
        mean_arterial_pressure(labels=("Mean Arterial Pressure", "MAP", "平均动脉压",
                                       "average_arterial_pressure")),
        Quantity(name="central_venous_pressure", unit="mmHg", units=("mmHg", "kPa", "cmH2O"),
                 range=(-10.0, 50.0),
                 labels=("Central Venous Pressure", "CVP", "平均中心静脉压",
                         "中心静脉压",
                         "average_central_venous_pressure", "mean_central_venous_pressure"),
                 description="Central venous (right atrial) pressure"),
        Quantity(name="cardiac_output", unit="L/min", units=("L/min", "mL/min"),
                 range=(0.5, 25.0), labels=("Cardiac Output", "CO", "心输出量"),
                 description="Cardiac output (thermodilution, Fick or other method)"),
        UNITS,
    ],
    derived=[MAP_FROM_CUFF],
    versions=[Version("standard", dt.date(2014, 1, 1), MARINO_2014, svr,
                      notes="SVR = 80 x (MAP - CVP) / CO (dyn·s·cm⁻⁵).")],
    output=Output(unit="dyn·s·cm⁻⁵", decimals=0, range=(0.0, float("inf")),
                  description="Systemic vascular resistance in dyn·s·cm⁻⁵"),
    interpret=interpret,
    references=[MARINO_2014, MDCALC_SVR],
    notes="A physiological definition (Ohm's law for the systemic circulation) with no single "
          "original paper; cited from a critical-care textbook and MDCalc, which agree: SVR = "
          "80 x (MAP - CVP) / CO. The factor 80 is the rounded conversion of Wood units "
          "(mmHg·min/L, 1 WU = 79.99 dyn·s·cm⁻⁵). MAP may be given measured or is estimated "
          "from systolic and diastolic pressure as DBP + (SBP - DBP)/3. MDCalc's 'Units' choice "
          "is accepted; the value stays in dyn·s·cm⁻⁵ and the Wood-unit value is in the "
          "breakdown (a warning says so when Wood units were asked for). A CVP above the MAP "
          "is NA implausible. Interpretation: the typical adult range 800-1200 dyn·s·cm⁻⁵ "
          "(reference ranges vary between sources, some 900-1400); it is descriptive, not a "
          "diagnostic threshold.",
)
