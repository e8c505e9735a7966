"""SOFA: Sequential (Sepsis-related) Organ Failure Assessment, 0-4 points for each of six organ
systems (Vincent et al., Intensive Care Med 1996)."""

import datetime as dt
import math

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Count,
    Implausible,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.common import (
    bilirubin,
    creatinine,
    diastolic_bp,
    platelet_count,
    systolic_bp,
)
from medcalc.core.vector import any_true, maximum, snap, where
from medcalc.formulas.hemodynamics import measured_or_estimated_map
from medcalc.formulas.oxygenation import pao2_fio2_ratio

VINCENT_1996 = Reference(
    "Vincent JL, Moreno R, Takala J, Willatts S, De Mendonça A, Bruining H, Reinhart CK, Suter "
    "PM, Thijs LG. The SOFA (Sepsis-related Organ Failure Assessment) score to describe organ "
    "dysfunction/failure. On behalf of the Working Group on Sepsis-Related Problems of the "
    "European Society of Intensive Care Medicine. Intensive Care Med. 1996;22(7):707-710 "
    "(Table 1).", doi="10.1007/BF01709751", url="https://pubmed.ncbi.nlm.nih.gov/8844239/")




def _clean(x):
    return None if type(x) is float and x != x else x


def sofa(pao2, fio2, respiratory_support, platelet_count, bilirubin, systolic_bp, diastolic_bp,
         mean_arterial_pressure, hypotension, dopamine, dobutamine, epinephrine, norepinephrine,
         gcs, creatinine, urine_output):
    if any_true(systolic_bp < diastolic_bp):
        raise Implausible("systolic_bp is below diastolic_bp (are they swapped?)",
                          features=("systolic_bp", "diastolic_bp"))
    # Respiration: PaO2/FiO2 < 400: 1, < 300: 2, < 200 with respiratory support: 3,
    # < 100 with respiratory support: 4 (without support the score stays at 2).
    ratio = pao2_fio2_ratio(pao2, fio2)
    snapped_ratio = snap(ratio)
    platelet_count, bilirubin, creatinine, urine_output = (
        snap(platelet_count), snap(bilirubin), snap(creatinine), snap(urine_output))
    dopamine, dobutamine, epinephrine, norepinephrine = (
        snap(dopamine), snap(dobutamine), snap(epinephrine), snap(norepinephrine))
    respiration = maximum(maximum(1 * (snapped_ratio < 400.0), 2 * (snapped_ratio < 300.0)),
                          maximum(3 * ((snapped_ratio < 200.0) & respiratory_support),
                                  4 * ((snapped_ratio < 100.0) & respiratory_support)))
    # Coagulation: platelets (10^3/mm³) < 150: 1, < 100: 2, < 50: 3, < 20: 4.
    coagulation = ((platelet_count < 150.0) * 1 + (platelet_count < 100.0) * 1
                   + (platelet_count < 50.0) * 1 + (platelet_count < 20.0) * 1)
    # Liver: bilirubin (mg/dL) 1.2-1.9: 1, 2.0-5.9: 2, 6.0-11.9: 3, >= 12.0: 4.
    liver = ((bilirubin >= 1.2) * 1 + (bilirubin >= 2.0) * 1 + (bilirubin >= 6.0) * 1
             + (bilirubin >= 12.0) * 1)
    # Cardiovascular: MAP < 70: 1; dopamine <= 5 or dobutamine (any dose): 2; dopamine > 5 or
    # epinephrine <= 0.1 or norepinephrine <= 0.1: 3; dopamine > 15 or epinephrine > 0.1 or
    # norepinephrine > 0.1: 4 (µg/kg/min, given for at least 1 h).
    map_mmhg = measured_or_estimated_map(mean_arterial_pressure, systolic_bp, diastolic_bp)
    low_map = where(map_mmhg != map_mmhg, hypotension, snap(map_mmhg) < 70.0)
    cardiovascular = maximum(
        maximum(1 * low_map, 2 * (((dopamine > 0.0) & (dopamine <= 5.0)) | (dobutamine > 0.0))),
        maximum(3 * ((dopamine > 5.0) | (epinephrine > 0.0) | (norepinephrine > 0.0)),
                4 * ((dopamine > 15.0) | (epinephrine > 0.1) | (norepinephrine > 0.1))))
    # Central nervous system: GCS 13-14: 1, 10-12: 2, 6-9: 3, < 6: 4.
    cns = (gcs < 15) * 1 + (gcs < 13) * 1 + (gcs < 10) * 1 + (gcs < 6) * 1
    # Renal: creatinine (mg/dL) 1.2-1.9: 1, 2.0-3.4: 2, 3.5-4.9: 3, >= 5.0: 4; or urine output
    # < 500 mL/day: 3, < 200 mL/day: 4 (the worse of the two).
    renal = maximum((creatinine >= 1.2) * 1 + (creatinine >= 2.0) * 1 + (creatinine >= 3.5) * 1
                    + (creatinine >= 5.0) * 1,
                    maximum(3 * (urine_output < 500.0), 4 * (urine_output < 200.0)))
    points = {"respiration": respiration, "coagulation": coagulation, "liver": liver,
              "cardiovascular": cardiovascular, "central_nervous_system": cns, "renal": renal}
    return {
        "value": sum(points.values()),
        **points,
        "pao2_fio2_ratio": _clean(ratio),
        "mean_arterial_pressure_mmhg": _clean(map_mmhg),
    }


def _optional(name, **kw):
    return Quantity(name=name, required=False, **kw)


def _vasopressor(name, label, hi):
    return _optional(name, unit="µg/kg/min", units=("µg/kg/min", "mg/kg/min", "ng/kg/min"),
                     range=(0.0, hi), default=0.0,
                     description=(f"{label} dose, µg/kg/min, given for at least 1 hour (not "
                                  f"given: 0)"))


CALCULATOR = Calculator(
    id="sofa",
    name="Sequential Organ Failure Assessment (SOFA) Score",
    aliases=["SOFA Score (Sequential Organ Failure Assessment)", "序贯器官衰竭评估（SOFA）评分",
             "SOFA Score", "Sepsis-related Organ Failure Assessment"],
    specialty="critical_care",
    description=("Organ dysfunction in critically ill patients: 0-4 points for each of "
                 "respiration, coagulation, liver, cardiovascular, central nervous system and "
                 "renal function (0-24)."),
    keywords=["organ failure", "organ dysfunction", "sepsis", "ICU", "Sepsis-3",
              "multiple organ dysfunction", "critical care"],
    features=[
        Quantity(name="pao2", unit="mmHg", units=("mmHg", "kPa"), range=(10.0, 700.0),
                 absent=CRITERION_NOT_MET, description="Arterial partial pressure of oxygen"),
        Quantity(name="fio2", unit="1", units=("1", "%"), range=(0.21, 1.0), absent=0.21,
                 description=("Fraction of inspired oxygen as a fraction 0.21-1.0; a percentage "
                              "needs the unit '%' ([40, '%']). Not mentioned (missing='absent'): "
                              "room air, 0.21")),
        Boolean(name="respiratory_support",
                description="On respiratory support (needed for 3-4 respiration points)",
                definition=("invasive or non-invasive mechanical ventilation, including CPAP; "
                            "supplemental oxygen alone does not count")),
        platelet_count(absent=CRITERION_NOT_MET),
        bilirubin(range=(0.05, 80.0), absent=CRITERION_NOT_MET),
        systolic_bp(absent=CRITERION_NOT_MET,
                    description="Systolic blood pressure (for the mean arterial pressure)"),
        diastolic_bp(absent=CRITERION_NOT_MET,
                     description="Diastolic blood pressure (for the mean arterial pressure)"),
        _optional("mean_arterial_pressure", unit="mmHg", units=("mmHg", "kPa"),
                  range=(10.0, 250.0), default=math.nan,
                  description=("Measured mean arterial pressure; when given it is used instead "
                               "of DBP + (SBP - DBP)/3")),
        Boolean(name="hypotension", required=False, default=False,
                description=("Mean arterial pressure < 70 mmHg, asserted without blood pressure "
                             "values; used only when no blood pressure is given"),
                definition="MAP < 70 mmHg (not a systolic threshold)"),
        _vasopressor("dopamine", "Dopamine", 50.0),
        _vasopressor("dobutamine", "Dobutamine", 50.0),
        _vasopressor("epinephrine", "Epinephrine (adrenaline)", 10.0),
        _vasopressor("norepinephrine", "Norepinephrine (noradrenaline)", 10.0),
        Count(name="gcs", range=(3, 15), absent=15,
              description=("Glasgow Coma Scale total (3-15). Not mentioned (missing='absent'): "
                           "15")),
        creatinine(absent=CRITERION_NOT_MET),
        _optional("urine_output", unit="mL/d", units=("mL/d", "L/d", "mL/h"),
                  range=(0.0, 20000.0), default=math.nan,
                  description=("Urine output over 24 hours; if not given the renal score uses "
                               "creatinine alone")),
    ],
    versions=[Version("vincent_1996", dt.date(1996, 7, 1), VINCENT_1996, sofa,
                      notes=("Six organ systems, 0-4 points each; worst values of the day. "
                             "Vasopressor doses in µg/kg/min given for at least 1 hour."))],
    output=Output(kind="integer", unit="points"),
    references=[VINCENT_1996],
    notes=(
        "Points follow Vincent 1996 Table 1. Quantities are rounded to 1e-9 before threshold "
        "comparisons so that unit-conversion float noise (96.8 °F -> 35.99999999999881 °C) "
        "cannot flip a criterion. Respiration 3-4 points need respiratory support; "
        "without it a PaO2/FiO2 < 300 scores 2 however low. Bilirubin '> 12.0' and creatinine "
        "'> 5.0' are read as >= 12.0 and >= 5.0 mg/dL (the µmol/L columns, > 204 and > 440, "
        "include 12.0 and 5.0 mg/dL). µmol/L inputs are converted and scored on the mg/dL "
        "cut-offs; the table's µmol/L column is a rounded copy that disagrees at its own edges "
        "(bilirubin 20, 33 and 102 µmol/L, creatinine 171, 300 and 441 µmol/L score one point "
        "lower here than that column says). Cardiovascular: the worst of MAP < 70 mmHg (measured MAP "
        "if given, else DBP + (SBP - DBP)/3; the hypotension flag only when no pressure is "
        "given) and the vasopressor tiers; a dose of 0 is 'not given'. Renal: the worse of "
        "creatinine and 24-h urine output. FiO2 is a fraction; percentages need the unit '%'. "
        "Under missing='absent' an unmentioned organ scores 0 (GCS 15, FiO2 0.21). "
        "MedCalc-Bench (calculator 43) differs: it divides PaO2 by FiO2 in percent (so every "
        "ratio is < 100 and scores 4 with ventilation or 2 without); it scores 2 cardiovascular "
        "points to every patient without dopamine (dopamine 0 <= 5) and checks the vasopressor "
        "tiers from the lowest; it scores urine output only when creatinine is absent (and "
        "neither when both are given). Renal replacement therapy "
        "(CVVHD) is not a SOFA 1996 criterion."),
)
