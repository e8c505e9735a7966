"""Haemodynamic formulas shared by MAP, CPP, shock index, SOFA and APACHE II."""

from __future__ import annotations

from typing import Any

from medcalc.core.vector import where


def mean_arterial_pressure_estimate(systolic_bp: Any, diastolic_bp: Any) -> Any:
    """MAP (mmHg) estimated from cuff pressures: DBP + (SBP - DBP) / 3."""
    return diastolic_bp + (systolic_bp - diastolic_bp) / 3.0


def measured_or_estimated_map(mean_arterial_pressure: Any, systolic_bp: Any, diastolic_bp: Any) -> Any:
    """A measured MAP when given (not NaN), else the cuff estimate."""
    return where(mean_arterial_pressure != mean_arterial_pressure,
                 mean_arterial_pressure_estimate(systolic_bp, diastolic_bp), mean_arterial_pressure)


def shock_index(heart_rate: Any, systolic_bp: Any) -> Any:
    """Shock index (Allgöwer & Burri 1967) = heart rate (beats/min) / systolic pressure (mmHg)."""
    return heart_rate / systolic_bp


def cerebral_perfusion_pressure(mean_arterial_pressure: Any, intracranial_pressure: Any) -> Any:
    """CPP (mmHg) = MAP - ICP."""
    return mean_arterial_pressure - intracranial_pressure
