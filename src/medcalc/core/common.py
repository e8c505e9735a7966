"""Features that many calculators share, declared once.

Each is a factory so a calculator can narrow the range or add a definition:
``age(range=(18, 120))``.
"""

from __future__ import annotations

from typing import Any

from . import analytes
from .features import Alternative, Category, Choice, Date, Duration, Quantity

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
