"""Kinetic estimated GFR (Chen 2013) while the plasma creatinine is changing."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Duration,
    Implausible,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.analytes import CREATININE
from medcalc.core.vector import any_true

CHEN_2013 = Reference(
    "Chen S. Retooling the creatinine clearance equation to estimate kinetic GFR when the plasma "
    "creatinine is changing acutely. J Am Soc Nephrol. 2013;24(6):877-888 (KeGFR = SSPCr x "
    "CrCl / MeanPCr x (1 - 24 x ΔPCr / (Δtime (h) x MaxΔPCr/day))).",
    doi="10.1681/ASN.2012070653")

HOURS_PER_DAY = 24.0


def kinetic_egfr(baseline_creatinine, baseline_egfr, creatinine_1, creatinine_2, hours_between,
                 max_creatinine_rise_per_day):
    mean = (creatinine_1 + creatinine_2) / 2.0
    rise_per_day = HOURS_PER_DAY * (creatinine_2 - creatinine_1) / hours_between
    factor = 1.0 - rise_per_day / max_creatinine_rise_per_day
    if any_true(factor < 0):
        raise Implausible(f"the creatinine rose {rise_per_day:.2f} mg/dL per day, faster than the "
                          f"stated maximum rise of {max_creatinine_rise_per_day:g} mg/dL per day "
                          "(the rise with no GFR at all); the maximum is too low",
                          ("creatinine_1", "creatinine_2", "hours_between",
                           "max_creatinine_rise_per_day"))
    steady_state = baseline_creatinine * baseline_egfr / mean
    return {"value": steady_state * factor, "mean_creatinine": mean,
            "creatinine_change_per_day": rise_per_day, "steady_state_term": steady_state,
            "kinetic_factor": factor}


def _creatinine(name, description, labels=()):
    return Quantity(name=name, labels=labels, unit="mg/dL", analyte=CREATININE, units=("mg/dL", "µmol/L",
                                                                        "mmol/L"),
                    range=(0.1, 40.0), description=description)


CALCULATOR = Calculator(
    id="kinetic_egfr",
    name="Kinetic Estimated Glomerular Filtration Rate (keGFR)",
    aliases=["keGFR", "Kinetic eGFR", "kinetic GFR", "KeGFR (Chen)"],
    specialty="nephrology_urology",
    description="GFR estimated from two creatinine values while the creatinine is rising or "
                "falling (non-steady state), from the baseline creatinine and its eGFR and the "
                "maximum possible daily rise of creatinine (Chen 2013).",
    keywords=["acute kidney injury", "AKI", "non-steady state creatinine", "rising creatinine",
              "renal recovery", "creatinine kinetics", "drug dosing in AKI",
              "changing kidney function"],
    features=[
        _creatinine("baseline_creatinine",
                    "Baseline steady-state serum creatinine (SSPCr, before the acute change)"),
        Quantity(name="baseline_egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(1.0, 250.0),
                 description="eGFR at the baseline creatinine (mL/min/1.73 m²); a creatinine "
                             "clearance in mL/min may be given as a bare number, the keGFR is "
                             "then in mL/min"),
        _creatinine("creatinine_1", "First serum creatinine of the interval",
                    labels=("First recorded creatinine (Cr1)",)),
        _creatinine("creatinine_2", "Second (latest) serum creatinine of the interval",
                    labels=("Second recorded creatinine (Cr2)",)),
        Duration(name="hours_between", labels=("Time between both creatinine measurements", "Time between measurements"), unit="h", units=("h", "min", "day"), range=(0.5, 720.0),
                 description="Time between the two creatinine measurements"),
        Quantity(name="max_creatinine_rise_per_day", unit="mg/dL/d", analyte=CREATININE,
                 units=("mg/dL/d", "µmol/L/d"), range=(0.1, 10.0),
                 description="Maximum rise of plasma creatinine per day if the GFR were zero "
                             "(creatinine production / volume of distribution)"),
    ],
    versions=[Version("chen_2013", dt.date(2013, 6, 1), CHEN_2013, kinetic_egfr,
                      notes="KeGFR = SSPCr x eGFR / MeanPCr x (1 - 24 x ΔPCr / (Δt h x "
                            "MaxΔPCr/day)).")],
    output=Output(unit="mL/min/1.73 m²", decimals=0,
                  description="Kinetic GFR, in the unit of the baseline eGFR"),
    references=[CHEN_2013],
    notes="Chen 2013: KeGFR = SSPCr x CrCl / MeanPCr x (1 - 24 x ΔPCr / (Δtime x "
          "MaxΔPCr/day)), SSPCr the baseline steady-state creatinine, CrCl its clearance (an "
          "eGFR or creatinine clearance: the result has the same unit), MeanPCr the mean of the "
          "two creatinine values, ΔPCr = second - first, Δtime in hours and MaxΔPCr/day the "
          "rise of creatinine per day with no GFR at all (creatinine production divided by its "
          "volume of distribution). The maximum rise is an input: Chen derives it from the "
          "patient's creatinine generation; a value is not imputed here. A stable creatinine "
          "at baseline gives the baseline eGFR; a falling creatinine gives a keGFR above the "
          "steady-state term (recovery). A rise faster than the stated maximum would give a "
          "negative GFR and is reported as an input contradiction. Creatinine in µmol/L is "
          "converted with 1 mg/dL = 88.4 µmol/L; the maximum rise per day may be in µmol/L/d.",
)
