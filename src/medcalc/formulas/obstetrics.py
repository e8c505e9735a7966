"""Pregnancy dating from the last menstrual period (shared by due date and conception date)."""

from __future__ import annotations

from typing import Any

from medcalc.core.vector import add_days, floor

NAEGELE_DAYS = 280  # ACOG Committee Opinion 700: EDD = first day of the LMP + 280 days
OVULATION_DAY_28 = 14  # ovulation 14 days after the LMP in a 28-day cycle (Berg 1991)


def cycle_adjustment_days(cycle_length: Any) -> Any:
    """Whole days by which a cycle differs from 28 days (half a day rounds up)."""
    return floor(cycle_length - 28.0 + 0.5)


def conception_date(last_menstrual_period: Any, cycle_length: Any) -> Any:
    """Estimated conception (ovulation): LMP + 14 days + (cycle length - 28)."""
    return add_days(last_menstrual_period, OVULATION_DAY_28 + cycle_adjustment_days(cycle_length))


def due_date(last_menstrual_period: Any, cycle_length: Any) -> Any:
    """Estimated due date: LMP + 280 days + (cycle length - 28)."""
    return add_days(last_menstrual_period, NAEGELE_DAYS + cycle_adjustment_days(cycle_length))
