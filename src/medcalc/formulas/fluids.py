"""Fluid intake/output arithmetic shared by the fluid-balance calculators.

Plain functions of canonical values (volumes in mL, weight in kg, time in hours) that work on
Python floats and numpy arrays alike.
"""

from __future__ import annotations

from typing import Any


def total_volume(*volumes_ml: Any) -> Any:
    """Sum of charted volumes (mL)."""
    total = 0.0
    for volume in volumes_ml:
        total = total + volume
    return total


def fluid_balance(intake_ml: Any, output_ml: Any) -> Any:
    """Net fluid balance (mL) = total intake - total output; positive means net gain."""
    return intake_ml - output_ml


def urine_output_rate(urine_output_ml: Any, weight_kg: Any, hours: Any) -> Any:
    """Urine output indexed to body weight and time, mL/kg/h."""
    return urine_output_ml / (weight_kg * hours)
