"""Mean arterial pressure estimated from cuff systolic and diastolic pressure."""

import datetime as dt

from medcalc.core import Calculator, Implausible, Output, Reference, Version
from medcalc.core.common import diastolic_bp, systolic_bp
from medcalc.core.vector import any_true
from medcalc.formulas.hemodynamics import mean_arterial_pressure_estimate

MEANEY_2000 = Reference(
    "Meaney E, Alva F, Moguel R, Meaney A, Alva J, Webel R. Formula and nomogram for the "
    "sphygmomanometric calculation of the mean arterial pressure. Heart. 2000;84(1):64 (states the "
    "standard empiric formula MAP = DP + (SP - DP)/3 and its limits).",
    doi="10.1136/heart.84.1.64")
MDCALC_MAP = Reference("MDCalc. Mean Arterial Pressure (MAP): MAP = 1/3 x SBP + 2/3 x DBP "
                       "(the same formula written differently).")


def mean_arterial_pressure(systolic_bp, diastolic_bp):
    pulse_pressure = systolic_bp - diastolic_bp
    if any_true(pulse_pressure < 0):
        raise Implausible("systolic_bp is below diastolic_bp (systolic pressure cannot be lower "
                          "than diastolic; are they swapped?)",
                          features=("systolic_bp", "diastolic_bp"))
    return {"value": mean_arterial_pressure_estimate(systolic_bp, diastolic_bp),
            "pulse_pressure": pulse_pressure}


CALCULATOR = Calculator(
    id="mean_arterial_pressure",
    name="Mean Arterial Pressure (MAP)",
    aliases=["Mean Arterial Pressure", "平均动脉压"],
    specialty="cardiology",
    description="Mean arterial pressure estimated as diastolic pressure plus one third of the "
                "pulse pressure.",
    keywords=["average perfusion pressure", "average blood pressure", "perfusion pressure adequate",
              "MAP", "blood pressure", "perfusion pressure", "hypotension", "shock", "hemodynamics",
              "pulse pressure", "MAP target in septic shock", "norepinephrine titration",
              "average arterial pressure", "organ perfusion pressure", "MAP goal 65 in sepsis",
              "diastolic plus one third pulse pressure", "vasopressor target pressure",
              "mean blood pressure from cuff readings"],
    features=[systolic_bp(), diastolic_bp()],
    versions=[
        Version("dbp_plus_third_pp", dt.date(2000, 7, 1), MEANEY_2000, mean_arterial_pressure,
                notes="MAP = DBP + (SBP - DBP)/3, identical to (SBP + 2 x DBP)/3."),
    ],
    output=Output(unit="mmHg", decimals=1, range=(0, float("inf"))),
    references=[MEANEY_2000, MDCALC_MAP],
    notes="An empiric rule for cuff pressures with no single original paper; Meaney et al. (2000) "
          "state it as the standard formula and show it underestimates catheter-measured mean "
          "pressure (they propose DBP + 0.412 x pulse pressure, not implemented here). A systolic "
          "pressure below the diastolic one is NA implausible. No interpretation categories: "
          "targets such as MAP >= 65 mmHg in septic shock are treatment goals, not bands of this "
          "formula.",
)
