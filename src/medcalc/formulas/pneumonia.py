"""Severity criteria of community-acquired pneumonia shared by CURB-65 and CRB-65.

Lim WS et al. Thorax 2003;58:377-382 derived CURB-65 (confusion, urea > 7 mmol/L, respiratory
rate >= 30/min, low blood pressure, age >= 65) and, from the same cohort, CRB-65 (the four
criteria that need no blood test). The four shared criteria are written here once; the urea
criterion belongs to CURB-65 alone.

Plain functions of canonical values (breaths/min, mmHg, years; confusion a boolean) that work on
Python scalars and numpy arrays alike. NaN (an unmentioned criterion under missing="absent")
makes every comparison False: criterion not met.
"""

from __future__ import annotations

from typing import Any

RESPIRATORY_RATE_THRESHOLD = 30.0  # breaths/min, criterion met at >= 30
SYSTOLIC_BP_THRESHOLD = 90.0  # mmHg, criterion met below 90
DIASTOLIC_BP_THRESHOLD = 60.0  # mmHg, criterion met at <= 60
AGE_THRESHOLD = 65.0  # years, criterion met at >= 65

CONFUSION_DEFINITION = (
    "New mental confusion: an Abbreviated Mental Test score of 8 or less, or new disorientation "
    "in person, place or time (Lim 2003); the criterion is new confusion, not unchanged "
    "long-standing cognitive impairment.")


def confusion_point(confusion: Any) -> Any:
    """1 when new confusion is present."""
    return confusion * 1


def respiratory_rate_point(respiratory_rate: Any) -> Any:
    """1 when the respiratory rate is >= 30 breaths/min."""
    return (respiratory_rate >= RESPIRATORY_RATE_THRESHOLD) * 1


def blood_pressure_point(systolic_bp: Any, diastolic_bp: Any) -> Any:
    """1 when the systolic pressure is < 90 mmHg or the diastolic pressure is <= 60 mmHg."""
    return ((systolic_bp < SYSTOLIC_BP_THRESHOLD) | (diastolic_bp <= DIASTOLIC_BP_THRESHOLD)) * 1


def age_point(age: Any) -> Any:
    """1 when the age is >= 65 years."""
    return (age >= AGE_THRESHOLD) * 1


def crb_65_points(confusion: Any, respiratory_rate: Any, systolic_bp: Any, diastolic_bp: Any,
                  age: Any) -> dict[str, Any]:
    """Points of the four criteria CRB-65 and CURB-65 share, by criterion."""
    return {
        "confusion": confusion_point(confusion),
        "respiratory_rate": respiratory_rate_point(respiratory_rate),
        "blood_pressure": blood_pressure_point(systolic_bp, diastolic_bp),
        "age": age_point(age),
    }
