"""Pregnancy dating from the last menstrual period (shared by due date and conception date).

Two conventions for the due date are in use side by side: ACOG's count of 280 days from the first
day of the LMP, and Naegele's calendar rule (add 7 to the day, subtract 3 from the month, add 1
to the year). The calendar rule counts nine calendar months, so it lands 0 to 3 days after the
280-day date depending on the lengths of the months it spans.
"""

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
NAEGELE_1812 = Reference(
    "Naegele FC. Erfahrungen und Abhandlungen aus dem Gebiethe der Krankheiten des weiblichen "
    "Geschlechtes. Mannheim; 1812 (due date: from the first day of the last menses count back "
    "three months and add seven days, after Boerhaave), the rule as restated in obstetric "
    "teaching: first day of the LMP + 7 days - 3 months + 1 year.")
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


NAEGELE_MONTHS = 9  # + 1 year - 3 months
NAEGELE_EXTRA_DAYS = 7


def naegele_calendar_date(last_menstrual_period: Any) -> Any:
    """Naegele's calendar rule for a 28-day cycle: the LMP's day + 7, month - 3, year + 1, the
    three fields changed together and the date then normalised (a day past the end of the
    target month carries into the next month: 2014-05-31 -> '2015-02-38' -> 2015-03-10).

    Equivalently: the first day of the month nine months after the LMP's month, plus the LMP's
    day of the month - 1 + 7 days; i.e. LMP + (days in the nine calendar months starting with
    the LMP's month) + 7. Works on a datetime.date or a numpy datetime64 array."""
    import datetime as _dt

    if isinstance(last_menstrual_period, _dt.date):
        lmp = last_menstrual_period
        months = lmp.year * 12 + (lmp.month - 1) + NAEGELE_MONTHS
        target_month = _dt.date(months // 12, months % 12 + 1, 1)
        return target_month + _dt.timedelta(days=lmp.day - 1 + NAEGELE_EXTRA_DAYS)
    import numpy as np

    lmp = np.asarray(last_menstrual_period, dtype="datetime64[D]")
    month = lmp.astype("datetime64[M]")
    day_offset = lmp - month.astype("datetime64[D]")
    target_month = (month + np.timedelta64(NAEGELE_MONTHS, "M")).astype("datetime64[D]")
    return target_month + day_offset + np.timedelta64(NAEGELE_EXTRA_DAYS, "D")


def due_date_naegele_calendar(last_menstrual_period: Any, cycle_length: Any) -> Any:
    """Estimated due date by Naegele's calendar rule (LMP + 7 days - 3 months + 1 year), moved
    by (cycle length - 28) days as in the 280-day rule."""
    return add_days(naegele_calendar_date(last_menstrual_period),
                    cycle_adjustment_days(cycle_length))


def _cervix_declarations():
    from medcalc.core import Band, Category, Choice, Quantity, banded

    dilation = Quantity(name="dilation", unit="cm", units=("cm", "mm"), range=(0.0, 10.0),
                        labels=("Dilation", "Cervical dilation", "Dilatation"),
                        description="Cervical dilation, cm (0 = closed)")
    station_cm = Quantity(name="station", unit="1", range=(-5.0, 5.0),
                          labels=("Station", "Fetal station"),
                          description="Station of the presenting part, -3 to +3 (cm relative "
                                      "to the ischial spines)")

    station = banded("station", "Station", bands=(
        Band("-3", "-3", 0, le=-3, aliases=("-3 cm",)),
        Band("-2", "-2", 1, gt=-3, le=-2, aliases=("-2 cm",)),
        Band("-1,0", "-1, 0", 2, gt=-2, le=0,
             aliases=("-1 or 0", "-1/0", "-1 or 0 cm", "-1/0 cm")),
        Band("+1,+2", "+1, +2", 3, gt=0,
             aliases=("+1 or +2", "+1/+2", ">=+1", "+1 or +2 cm", "+1/+2 cm")),
    ), aliases=("Fetal station", "Station of presenting part"))
    consistency = Category(
        name="consistency", labels=("Consistency", "Cervical consistency"),
        description="Consistency of the cervix",
        choices=(Choice("firm", "Firm", 0),
                 Choice("medium", "Medium", 1, aliases=("Moderately firm", "Intermediate",
                                                        "Moderate", "Average")),
                 Choice("soft", "Soft", 2)))
    return dilation, station_cm, station, consistency


# The cervical dilation and station inputs, the station item (Bishop 1964: -3 / -2 / -1, 0 /
# +1, +2 -> 0-3 points) and the cervical consistency (firm / medium / soft -> 0-2), shared by the
# Bishop score and Calder's modification.
(CERVICAL_DILATION_INPUT, CERVICAL_STATION_INPUT, CERVICAL_STATION,
 CERVICAL_CONSISTENCY) = _cervix_declarations()
