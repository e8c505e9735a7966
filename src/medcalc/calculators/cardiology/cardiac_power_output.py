"""Cardiac power output (Fincke et al., J Am Coll Cardiol 2004): CPO = MAP x CO / 451."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import mean_arterial_pressure
from medcalc.formulas.hemodynamics import MAP_FROM_CUFF

FINCKE_2004 = Reference(
    "Fincke R, Hochman JS, Lowe AM, Menon V, Slater JN, Webb JG, LeJemtel TH, Cotter G; SHOCK "
    "Investigators. Cardiac power is the strongest hemodynamic correlate of mortality in "
    "cardiogenic shock: a report from the SHOCK trial registry. J Am Coll Cardiol. "
    "2004;44(2):340-348.", doi="10.1016/j.jacc.2004.03.060")
MDCALC = Reference("MDCalc. Cardiac Power Output (CPO).")

# 451: the conversion constant of the source (mmHg x L/min -> watts).
WATTS_DIVISOR = 451.0
CPO_SHOCK_THRESHOLD_W = 0.53


def cardiac_power_output(mean_arterial_pressure, cardiac_output):
    return mean_arterial_pressure * cardiac_output / WATTS_DIVISOR


def interpret(value):
    if value <= CPO_SHOCK_THRESHOLD_W:
        return ("CPO <= 0.53 W: in cardiogenic shock (SHOCK registry, Fincke 2004) the threshold "
                "associated with higher in-hospital mortality")
    return "CPO > 0.53 W (normal resting cardiac power is about 1 W)"


CALCULATOR = Calculator(
    id="cardiac_power_output",
    name="Cardiac Power Output (CPO)",
    aliases=["Cardiac Power Output", "CPO", "cardiac power"],
    specialty="cardiology",
    description="Cardiac power output in watts from mean arterial pressure and cardiac output "
                "(MAP x CO / 451).",
    keywords=["cardiogenic shock", "hemodynamics", "cardiac output", "right heart catheterization",
              "pulmonary artery catheter", "pumping power of the heart",
              "cardiogenic shock severity", "MAP times cardiac output", "cardiac power in watts",
              "mortality predictor in cardiogenic shock", "heart pump function in shock",
              "need for mechanical circulatory support"],
    features=[
        mean_arterial_pressure(labels=("Mean arterial pressure", "MAP")),
        Quantity(name="cardiac_output", description="Cardiac output", unit="L/min",
                 units=("L/min", "mL/min"), range=(0.3, 20.0), labels=("Cardiac output", "CO")),
    ],
    derived=[MAP_FROM_CUFF],
    versions=[Version("fincke_2004", dt.date(2004, 7, 21), FINCKE_2004, cardiac_power_output,
                      notes="CPO (W) = MAP (mmHg) x CO (L/min) / 451.")],
    output=Output(kind="number", unit="W", decimals=2, range=(0, float("inf"))),
    interpret=interpret,
    references=[FINCKE_2004, MDCALC],
    notes="CPO = MAP x CO / 451 (Fincke 2004; the same formula as MDCalc). MAP may be given "
          "directly or estimated from systolic and diastolic pressures as DBP + (SBP - DBP)/3. "
          "The interpretation names the SHOCK-registry threshold (CPO <= 0.53 W) reported by "
          "Fincke 2004; it is a prognostic marker in cardiogenic shock, not a diagnostic cut-off.",
)
