"""Haemodynamic formulas shared by MAP, CPP, shock index, SOFA and APACHE II."""

from __future__ import annotations

from typing import Any

from medcalc.core.common import diastolic_bp, systolic_bp
from medcalc.core.derived import Derivation
from medcalc.core.na import Implausible
from medcalc.core.vector import any_true, where


def mean_arterial_pressure_estimate(systolic_bp: Any, diastolic_bp: Any) -> Any:
    """MAP (mmHg) estimated from cuff pressures: DBP + (SBP - DBP) / 3."""
    return diastolic_bp + (systolic_bp - diastolic_bp) / 3.0


def _map_from_cuff(systolic_bp: Any, diastolic_bp: Any) -> Any:
    if any_true(systolic_bp < diastolic_bp):
        raise Implausible("systolic_bp is below diastolic_bp (are they swapped?)",
                          ("systolic_bp", "diastolic_bp"))
    return mean_arterial_pressure_estimate(systolic_bp, diastolic_bp)


# MAP given directly, or estimated from the cuff pressures: declared once, used by every
# calculator that reads a MAP (`derived=[MAP_FROM_CUFF]`).
MAP_FROM_CUFF = Derivation(
    "mean_arterial_pressure", (systolic_bp(), diastolic_bp()), _map_from_cuff,
    "estimated from cuff pressures as DBP + (SBP - DBP)/3 when no measured MAP is given")


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
