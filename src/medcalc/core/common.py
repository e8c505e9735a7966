"""Features that many calculators share, declared once.

Each is a factory so a calculator can narrow the range or add a definition:
``age(range=(18, 120))``.
"""

from __future__ import annotations

from typing import Any

from . import analytes
from .features import (
    Alternative,
    Boolean,
    Category,
    Choice,
    Count,
    Date,
    Duration,
    Quantity,
)

FEMALE = "female"
MALE = "male"


def sex(**kw: Any) -> Category:
    kw.setdefault("description", "Sex (biological, as used by the source equations)")
    return Category(name="sex", choices=(
        Choice(FEMALE, "Female", aliases=("f", "woman", "w")),
        Choice(MALE, "Male", aliases=("m", "man")),
    ), **kw)


def age(**kw: Any) -> Quantity:
    kw.setdefault("description", "Age")
    kw.setdefault("range", (0.0, 125.0))
    return Quantity(name="age", unit="year", units=("year", "month", "week", "day"), **kw)


def weight(**kw: Any) -> Quantity:
    kw.setdefault("description", "Body weight")
    kw.setdefault("range", (0.3, 650.0))
    return Quantity(name="weight", unit="kg", units=("kg", "g", "lb"), **kw)


def height(**kw: Any) -> Quantity:
    kw.setdefault("description", "Height (length in infants)")
    kw.setdefault("range", (20.0, 275.0))
    return Quantity(name="height", unit="cm", units=("cm", "m", "in", "ft"), **kw)


def creatinine(**kw: Any) -> Quantity:
    kw.setdefault("description", "Serum creatinine")
    kw.setdefault("range", (0.1, 40.0))
    return Quantity(name="creatinine", unit="mg/dL", analyte=analytes.CREATININE,
                    units=("mg/dL", "µmol/L", "mmol/L"), **kw)


def glucose(**kw: Any) -> Quantity:
    kw.setdefault("description", "Serum or plasma glucose")
    kw.setdefault("range", (5.0, 3000.0))
    return Quantity(name="glucose", unit="mg/dL", analyte=analytes.GLUCOSE,
                    units=("mg/dL", "mmol/L"), **kw)


def sodium(**kw: Any) -> Quantity:
    kw.setdefault("description", "Serum sodium")
    kw.setdefault("range", (90.0, 200.0))
    return Quantity(name="sodium", unit="mmol/L", analyte=analytes.SODIUM,
                    units=("mmol/L", "mEq/L"), **kw)


def albumin(**kw: Any) -> Quantity:
    kw.setdefault("description", "Serum albumin")
    kw.setdefault("range", (0.5, 7.0))
    return Quantity(name="albumin", unit="g/dL", analyte=analytes.ALBUMIN,
                    units=("g/dL", "g/L"), **kw)


def urea(**kw: Any) -> Quantity:
    """Urea in mmol/L; BUN (mg/dL of urea nitrogen) is accepted under the key `bun`."""
    kw.setdefault("description", "Serum urea (or BUN under the key 'bun')")
    kw.setdefault("range", (0.3, 150.0))
    return Quantity(name="urea", unit="mmol/L", analyte=analytes.UREA,
                    units=("mmol/L", "mg/dL"),
                    alternatives=(Alternative("bun", "mg/dL", analytes.UREA_NITROGEN,
                                              "Blood urea nitrogen (BUN); mg/dL of urea nitrogen, "
                                              "1 mmol/L urea = 2.8 mg/dL BUN"),), **kw)


def heart_rate(**kw: Any) -> Quantity:
    kw.setdefault("description", "Heart rate")
    kw.setdefault("range", (10.0, 300.0))
    return Quantity(name="heart_rate", unit="1/min", units=("beats/min", "1/min"), **kw)


def respiratory_rate(**kw: Any) -> Quantity:
    kw.setdefault("description", "Respiratory rate")
    kw.setdefault("range", (1.0, 80.0))
    return Quantity(name="respiratory_rate", unit="1/min", units=("breaths/min", "1/min"), **kw)


def systolic_bp(**kw: Any) -> Quantity:
    kw.setdefault("description", "Systolic blood pressure")
    kw.setdefault("range", (30.0, 300.0))
    return Quantity(name="systolic_bp", unit="mmHg", units=("mmHg", "kPa"), **kw)


def diastolic_bp(**kw: Any) -> Quantity:
    kw.setdefault("description", "Diastolic blood pressure")
    kw.setdefault("range", (10.0, 200.0))
    return Quantity(name="diastolic_bp", unit="mmHg", units=("mmHg", "kPa"), **kw)


def temperature(**kw: Any) -> Quantity:
    kw.setdefault("description", "Body temperature")
    kw.setdefault("range", (15.0, 46.0))
    return Quantity(name="temperature", unit="degC", units=("degC", "degF"), **kw)


def oxygen_saturation(**kw: Any) -> Quantity:
    """Oxygen saturation in percent only (unlike `spo2`, which also takes a fraction)."""
    kw.setdefault("description", "Peripheral oxygen saturation (SpO2)")
    kw.setdefault("range", (30.0, 100.0))
    return Quantity(name="oxygen_saturation", unit="%", units=("%",), **kw)


def hemoglobin(**kw: Any) -> Quantity:
    """Blood haemoglobin; canonical g/dL unless a calculator's formula is written in mmol/L."""
    kw.setdefault("description", "Blood haemoglobin concentration")
    unit = kw.pop("unit", "g/dL")
    kw.setdefault("range", (1.0, 25.0) if unit == "g/dL" else (0.6, 15.5))
    return Quantity(name="hemoglobin", unit=unit, analyte=analytes.HEMOGLOBIN,
                    units=("g/dL", "g/L", "mmol/L"), **kw)


def base_excess(**kw: Any) -> Quantity:
    """Actual base excess of blood, cBase(B); negative values are a base deficit."""
    kw.setdefault("description", "Base excess of blood, cBase(B) (negative = base deficit)")
    kw.setdefault("range", (-40.0, 40.0))
    # A monovalent base: mEq/L and mmol/L are the same number (bridged by bicarbonate's valence).
    return Quantity(name="base_excess", unit="mmol/L", analyte=analytes.BICARBONATE,
                    units=("mmol/L", "mEq/L"), **kw)


def chloride(**kw: Any) -> Quantity:
    kw.setdefault("description", "Serum chloride")
    kw.setdefault("range", (50.0, 160.0))
    return Quantity(name="chloride", unit="mmol/L", analyte=analytes.CHLORIDE,
                    units=("mmol/L", "mEq/L"), **kw)


def bicarbonate(**kw: Any) -> Quantity:
    kw.setdefault("description", "Serum bicarbonate (total CO2 on the chemistry panel)")
    kw.setdefault("range", (1.0, 70.0))
    return Quantity(name="bicarbonate", unit="mmol/L", analyte=analytes.BICARBONATE,
                    units=("mmol/L", "mEq/L"), **kw)


def last_menstrual_period(**kw: Any) -> Date:
    kw.setdefault("description", "First day of the last menstrual period (LMP)")
    return Date(name="last_menstrual_period", **kw)


def cycle_length(**kw: Any) -> Duration:
    """Usual menstrual cycle length; 28 days when not given (20-45 days plausible: ACOG CO 651
    gives 21-45 days as the normal range in adolescents)."""
    kw.setdefault("description", "Usual menstrual cycle length (first day of one period to the "
                                 "first day of the next); 28 days if not given")
    return Duration(name="cycle_length", unit="day", range=(20.0, 45.0), units=("day", "week"),
                    required=False, default=28.0, **kw)


# -- haematology and liver ---------------------------------------------------------------------

def hematocrit(**kw: Any) -> Quantity:
    kw.setdefault("description", "Hematocrit")
    kw.setdefault("range", (5.0, 80.0))
    return Quantity(name="hematocrit", unit="%", units=("%", "L/L"), **kw)


# Cell counts: canonical 10^9/L, the unit a clinician means by a bare number ("WBC 8"). The
# accepted spellings list the UCUM code (10*9/L, 10*3/uL) and lab forms; a bare per-µL number
# (8000) is outside the plausible range, so it is NA implausible with a hint, never read as 8000
# x 10^9/L.
CELL_COUNT_UNITS = ("10^9/L", "10*9/L", "x10^9/L", "K/µL", "10^3/µL", "10*3/uL", "/µL", "/mm³",
                    "cells/µL")


def white_blood_cell_count(**kw: Any) -> Quantity:
    """White cell count in 10^9/L; plausible 0.01-500 x 10^9/L (10-500,000 /µL): below it a
    count cannot be measured and is a per-litre count mislabelled (9440 /L), above it beyond the
    highest hyperleukocytosis reported."""
    kw.setdefault("description", "White blood cell count in 10^9/L (8 = 8 x 10^9/L = 8000 /µL)")
    kw.setdefault("range", (0.01, 500.0))
    return Quantity(name="white_blood_cell_count", unit="10^9/L", units=CELL_COUNT_UNITS, **kw)


def platelet_count(**kw: Any) -> Quantity:
    """Platelet count in 10^9/L; `units` may be overridden (the accepted spellings differ)."""
    kw.setdefault("description", "Platelet count (10^9/L = 10^3/mm³)")
    kw.setdefault("range", (0.0, 2000.0))
    kw.setdefault("units", CELL_COUNT_UNITS)
    return Quantity(name="platelet_count", unit="10^9/L", **kw)


def bilirubin(**kw: Any) -> Quantity:
    kw.setdefault("description", "Serum total bilirubin")
    kw.setdefault("range", (0.05, 60.0))
    return Quantity(name="bilirubin", unit="mg/dL", analyte=analytes.BILIRUBIN,
                    units=("mg/dL", "µmol/L"), **kw)


def inr(**kw: Any) -> Quantity:
    kw.setdefault("description", "International normalized ratio")
    kw.setdefault("range", (0.5, 20.0))
    return Quantity(name="inr", unit="1", units=("1",), **kw)


# -- blood gas and ventilator ------------------------------------------------------------------
# FiO2 is a fraction (canonical unit "1", 0.21-1.0); a percentage needs the unit '%'. Airway
# pressures are in cmH2O, volumes in mL.

PRESSURE_UNITS_CMH2O = ("cmH2O", "mbar", "hPa", "kPa", "mmHg")


def fio2(**kw: Any) -> Quantity:
    kw.setdefault("description", "Fraction of inspired oxygen as a fraction 0.21-1.0; a "
                                 "percentage needs the unit '%' ([40, '%'])")
    kw.setdefault("range", (0.21, 1.0))
    return Quantity(name="fio2", unit="1", units=("1", "%"), **kw)


def pao2(**kw: Any) -> Quantity:
    kw.setdefault("description", "Arterial partial pressure of oxygen")
    kw.setdefault("range", (10.0, 700.0))
    return Quantity(name="pao2", unit="mmHg", units=("mmHg", "kPa"), **kw)


def paco2(**kw: Any) -> Quantity:
    kw.setdefault("description", "Arterial partial pressure of carbon dioxide")
    kw.setdefault("range", (5.0, 200.0))
    return Quantity(name="paco2", unit="mmHg", units=("mmHg", "kPa"), **kw)


def spo2(**kw: Any) -> Quantity:
    kw.setdefault("description", "Oxygen saturation by pulse oximetry, in percent (95, or "
                                 "[0.95, '1'] as a fraction)")
    kw.setdefault("range", (20.0, 100.0))
    return Quantity(name="spo2", unit="%", units=("%", "1"), **kw)


def _airway_pressure(name: str, description: str, lo: float, hi: float, kw: dict) -> Quantity:
    kw.setdefault("description", description)
    kw.setdefault("range", (lo, hi))
    return Quantity(name=name, unit="cmH2O", units=PRESSURE_UNITS_CMH2O, **kw)


def peep(**kw: Any) -> Quantity:
    return _airway_pressure("peep", "Positive end-expiratory pressure (total PEEP, including "
                                    "intrinsic PEEP when measured)", 0.0, 40.0, kw)


def plateau_pressure(**kw: Any) -> Quantity:
    return _airway_pressure("plateau_pressure", "Plateau pressure, measured during an end-"
                                                "inspiratory hold in a passive patient",
                            1.0, 80.0, kw)


def peak_inspiratory_pressure(**kw: Any) -> Quantity:
    return _airway_pressure("peak_inspiratory_pressure", "Peak inspiratory (airway) pressure",
                            1.0, 120.0, kw)


def mean_airway_pressure(**kw: Any) -> Quantity:
    return _airway_pressure("mean_airway_pressure", "Mean airway pressure (Paw mean) from the "
                                                    "ventilator; not the mean arterial pressure",
                            1.0, 60.0, kw)


def tidal_volume(**kw: Any) -> Quantity:
    kw.setdefault("description", "Tidal volume")
    kw.setdefault("range", (10.0, 3000.0))
    return Quantity(name="tidal_volume", unit="mL", units=("mL", "L"), **kw)


def barometric_pressure(**kw: Any) -> Quantity:
    kw.setdefault("description", "Barometric (atmospheric) pressure; default 760 mmHg (sea "
                                 "level)")
    kw.setdefault("range", (150.0, 800.0))
    kw.setdefault("required", False)
    kw.setdefault("default", 760.0)
    kw.setdefault("labels", ("Atmospheric pressure", "Barometric pressure"))  # MDCalc's wording
    return Quantity(name="barometric_pressure", unit="mmHg", units=("mmHg", "kPa"), **kw)


# -- acid-base and urine chemistry --------------------------------------------------------------

def ph(**kw: Any) -> Quantity:
    kw.setdefault("description", "Arterial blood pH")
    kw.setdefault("range", (6.5, 8.0))
    return Quantity(name="ph", unit="1", units=("1",), **kw)


def arterial_ph(**kw: Any) -> Quantity:
    kw.setdefault("description", "Arterial pH")
    kw.setdefault("range", (6.5, 8.0))
    return Quantity(name="arterial_ph", unit="1", units=("1",), **kw)


def potassium(**kw: Any) -> Quantity:
    kw.setdefault("description", "Serum (plasma) potassium")
    kw.setdefault("range", (1.0, 12.0))
    return Quantity(name="potassium", unit="mmol/L", analyte=analytes.POTASSIUM,
                    units=("mmol/L", "mEq/L"), **kw)


def urine_sodium(**kw: Any) -> Quantity:
    kw.setdefault("description", "Urine sodium (spot sample)")
    kw.setdefault("range", (1.0, 400.0))
    return Quantity(name="urine_sodium", unit="mmol/L", analyte=analytes.SODIUM,
                    units=("mmol/L", "mEq/L"), **kw)


def urine_creatinine(**kw: Any) -> Quantity:
    kw.setdefault("description", "Urine creatinine (spot sample)")
    kw.setdefault("range", (2.0, 1000.0))
    return Quantity(name="urine_creatinine", unit="mg/dL", analyte=analytes.CREATININE,
                    units=("mg/dL", "µmol/L", "mmol/L"), **kw)


def urine_potassium(**kw: Any) -> Quantity:
    kw.setdefault("description", "Urine potassium (spot sample)")
    kw.setdefault("range", (1.0, 300.0))
    return Quantity(name="urine_potassium", unit="mmol/L", analyte=analytes.POTASSIUM,
                    units=("mmol/L", "mEq/L"), **kw)


def urine_chloride(**kw: Any) -> Quantity:
    kw.setdefault("description", "Urine chloride (spot sample)")
    kw.setdefault("range", (1.0, 400.0))
    return Quantity(name="urine_chloride", unit="mmol/L", analyte=analytes.CHLORIDE,
                    units=("mmol/L", "mEq/L"), **kw)


# The unit layer (pint) has no osmole: osmolality is accepted as a bare number or with the exact
# unit string 'mOsm/kg'.
def serum_osmolality(**kw: Any) -> Quantity:
    kw.setdefault("description", "Measured serum (plasma) osmolality")
    kw.setdefault("range", (200.0, 450.0))
    return Quantity(name="serum_osmolality", unit="mOsm/kg", units=("mOsm/kg",), **kw)


def urine_osmolality(**kw: Any) -> Quantity:
    kw.setdefault("description", "Measured urine osmolality (spot sample)")
    kw.setdefault("range", (30.0, 1500.0))
    return Quantity(name="urine_osmolality", unit="mOsm/kg", units=("mOsm/kg",), **kw)


def gcs(**kw: Any) -> Count:
    """Glasgow Coma Scale total (3-15), as scores that take the total use it."""
    kw.setdefault("description", "Glasgow Coma Scale total score (3-15)")
    return Count(name="gcs", range=(3, 15), **kw)


def trauma_systolic_bp(**kw: Any) -> Quantity:
    """Systolic BP for the trauma scores: 0 (no palpable pressure) is a valid value."""
    kw.setdefault("description", "Systolic blood pressure on first assessment (0 when none "
                                 "measurable)")
    return systolic_bp(range=(0.0, 300.0), **kw)


def trauma_respiratory_rate(**kw: Any) -> Quantity:
    """Respiratory rate for the trauma scores: 0 (apnoea) is a valid value."""
    kw.setdefault("description", "Respiratory rate on first assessment, spontaneous breaths per "
                                 "minute (0 when apnoeic)")
    return respiratory_rate(range=(0.0, 80.0), **kw)


# -- venous thromboembolism history (Wells PE/DVT, PERC) -----------------------------------------

def previous_pe(**kw: Any) -> Boolean:
    kw.setdefault("description", "Previous pulmonary embolism")
    kw.setdefault("definition", "an objectively diagnosed pulmonary embolism in the past")
    return Boolean(name="previous_pe", **kw)


def previous_dvt(**kw: Any) -> Boolean:
    kw.setdefault("description", "Previous deep vein thrombosis")
    kw.setdefault("definition", "an objectively diagnosed deep vein thrombosis in the past")
    return Boolean(name="previous_dvt", **kw)


# -- derived features ---------------------------------------------------------------------------
# A derived feature may be given directly or computed from its sources (`core.derived`); the
# derivations themselves live with their formulas (formulas.hemodynamics.MAP_FROM_CUFF).

def mean_arterial_pressure(**kw: Any) -> Quantity:
    """Mean arterial pressure: measured (arterial line, automated cuff), or estimated from the
    systolic and diastolic pressures when a calculator declares the MAP_FROM_CUFF derivation."""
    kw.setdefault("description", "Mean arterial pressure (measured); when not given it is "
                                 "estimated from systolic_bp and diastolic_bp as DBP + (SBP - DBP)/3")
    kw.setdefault("range", (10.0, 250.0))
    return Quantity(name="mean_arterial_pressure", unit="mmHg", units=("mmHg", "kPa"), **kw)
