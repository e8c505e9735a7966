"""Pregnancy dating from the last menstrual period (shared by due date and conception date)."""

from __future__ import annotations

from typing import Any

from medcalc.core.vector import add_days, floor
from medcalc.core.versions import Reference

ACOG_700 = Reference(
    "American College of Obstetricians and Gynecologists. Committee Opinion No. 700: Methods for "
    "Estimating the Due Date. Obstet Gynecol. 2017;129(5):e150-e154 (EDD = first day of the LMP "
    "+ 280 days; gestational age from the LMP in weeks and days).",
    doi="10.1097/AOG.0000000000002046")
BERG_1991 = Reference(
    "Berg AT. Menstrual cycle length and the calculation of gestational age. Am J Epidemiol. "
    "1991;133(6):585-589 (Ogino-Knaus adjustment: post-ovulatory phase a constant 14 days, so "
    "ovulation falls cycle length - 14 days after the LMP).")
ACOG_651 = Reference(
    "American College of Obstetricians and Gynecologists. Committee Opinion No. 651: Menstruation "
    "in Girls and Adolescents: Using the Menstrual Cycle as a Vital Sign. Obstet Gynecol. "
    "2015;126(6):e143-e146 (normal cycle interval 21-45 days in adolescents).",
    doi="10.1097/AOG.0000000000001215")

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
