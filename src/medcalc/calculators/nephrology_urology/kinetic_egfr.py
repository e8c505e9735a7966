"""Kinetic estimated GFR (Chen 2013) while the plasma creatinine is changing."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Duration,
    Implausible,
    Output,
    Quantity,
    Reference,
    Variant,
    Version,
)
from medcalc.core.analytes import CREATININE
from medcalc.core.common import FEMALE, age, sex
from medcalc.core.vector import any_true, maximum, minimum
from medcalc.formulas.renal import mdrd_egfr

CHEN_2013 = Reference(
    "Chen S. Retooling the creatinine clearance equation to estimate kinetic GFR when the plasma "
    "creatinine is changing acutely. J Am Soc Nephrol. 2013;24(6):877-888 (KeGFR = SSPCr x "
    "CrCl / MeanPCr x (1 - 24 x ΔPCr / (Δtime (h) x MaxΔPCr/day))).",
    doi="10.1681/ASN.2012070653")

MDCALC_KEGFR = Reference(
    "MDCalc. Kinetic Estimated Glomerular Filtration Rate (keGFR). The recorded outputs in "
    "MedMCP-Calc dev tasks medmcp-calc_045_d83878ce (male 62 y, baseline 1.8, Cr 2.3 -> 3.0 "
    "mg/dL in 18 h: 9.9), medmcp-calc_117_5d931920 (male 62 y, 0.9, 1.6 -> 2.3 in 12 h: 2.6), "
    "medmcp-calc_094_92247846 (male 62 y, 2.0, 3.1 -> 2.7 in 24 h: 23.5) and "
    "medmcp-calc_116_93b69ce8 (male 58 y, 1.0, 2.6 -> 4.2 in 12 h: 0.0) all fit: baseline "
    "eGFR by the IDMS MDRD equation from the baseline creatinine, MaxΔPCr/day = 1.5 mg/dL/day, "
    "kinetic factor limited to 0-1.")

HOURS_PER_DAY = 24.0
STANDARD = "chen"
MDCALC = "mdcalc"
MDCALC_MAX_RISE_PER_DAY = 1.5  # mg/dL/day, fitted to MDCalc's recorded outputs (see MDCALC_KEGFR)


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


def kinetic_egfr_mdcalc(baseline_creatinine, age, sex, black_race, creatinine_1, creatinine_2,
                        hours_between):
    """MDCalc's form: the baseline eGFR from the baseline creatinine (IDMS MDRD), a fixed
    maximum rise of 1.5 mg/dL/day, and the kinetic factor kept within 0-1 (a rise faster than
    the maximum gives 0; a falling creatinine gives the steady-state term)."""
    baseline_egfr = mdrd_egfr(baseline_creatinine, age, sex == FEMALE, black_race)
    mean = (creatinine_1 + creatinine_2) / 2.0
    rise_per_day = HOURS_PER_DAY * (creatinine_2 - creatinine_1) / hours_between
    factor = maximum(minimum(1.0 - rise_per_day / MDCALC_MAX_RISE_PER_DAY, 1.0), 0.0)
    steady_state = baseline_creatinine * baseline_egfr / mean
    return {"value": steady_state * factor, "baseline_egfr": baseline_egfr,
            "mean_creatinine": mean, "creatinine_change_per_day": rise_per_day,
            "steady_state_term": steady_state, "kinetic_factor": factor}


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
              "changing kidney function", "GFR when creatinine not at steady state",
              "real-time kidney function during AKI", "kidney function while creatinine changing",
              "eGFR from two creatinine values", "renal function during recovery from AKI",
              "drug dosing with rising creatinine"],
    features=[
        _creatinine("baseline_creatinine",
                    "Baseline steady-state serum creatinine (SSPCr, before the acute change)",
                    labels=("Baseline creatinine",)),
        age(description="Age (MDCalc variant: for the baseline MDRD eGFR)"),
        sex(description="Sex (MDCalc variant: for the baseline MDRD eGFR)"),
        Boolean(name="black_race", labels=("Black race",),
                description="Black race (MDCalc variant: MDRD's x1.212)"),
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
                            "MaxΔPCr/day)).", variant=STANDARD),
              Version("mdcalc", dt.date(2013, 6, 1), MDCALC_KEGFR, kinetic_egfr_mdcalc,
                      notes="Chen's equation with the baseline eGFR by IDMS MDRD from the "
                            "baseline creatinine, age, sex and race, MaxΔPCr/day fixed at 1.5 "
                            "mg/dL/day and the kinetic factor limited to 0-1.",
                      variant=MDCALC)],
    variants=[
        Variant(STANDARD, "Chen 2013 as published: the baseline eGFR (or clearance) and the "
                "maximum daily creatinine rise are inputs; the default.", CHEN_2013),
        Variant(MDCALC, "MDCalc's keGFR form: baseline eGFR by IDMS MDRD (age, sex, race), "
                "maximum rise fixed at 1.5 mg/dL/day, kinetic factor limited to 0-1 (a rise "
                "faster than the maximum gives 0 instead of an error; a fall gives no more than "
                "the steady-state term, where Chen's equation gives more).", MDCALC_KEGFR),
    ],
    default_version="chen_2013",
    output=Output(unit="mL/min/1.73 m²", decimals=0,
                  description="Kinetic GFR, in the unit of the baseline eGFR"),
    references=[CHEN_2013, MDCALC_KEGFR],
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
