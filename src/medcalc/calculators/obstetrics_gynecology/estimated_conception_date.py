"""Estimated date of conception (ovulation) from the last menstrual period and cycle length."""

import datetime as dt

from medcalc.core import Calculator, Output, Version
from medcalc.core.common import cycle_length, last_menstrual_period
from medcalc.formulas.obstetrics import (
    ACOG_651,
    ACOG_700,
    BERG_1991,
    OVULATION_DAY_28,
    conception_date,
    cycle_adjustment_days,
)


def conception_from_lmp(last_menstrual_period, cycle_length):
    adjustment = cycle_adjustment_days(cycle_length)
    return {
        "value": conception_date(last_menstrual_period, cycle_length),
        "days_after_lmp": OVULATION_DAY_28 + adjustment,
        "cycle_adjustment_days": adjustment,
    }


CALCULATOR = Calculator(
    id="estimated_conception_date",
    name="Estimated Date of Conception",
    aliases=["Estimated of Conception", "受孕日估算", "Conception Date Calculator",
             "Estimated Conception Date", "Ovulation date from LMP"],
    specialty="obstetrics_gynecology",
    description="Estimated date of conception (ovulation) from the first day of the last "
                "menstrual period: LMP + (cycle length - 14) days.",
    keywords=["conception date", "date of conception", "ovulation", "last menstrual period", "LMP",
              "cycle length", "pregnancy dating", "fertilization date", "when did conception occur",
              "date of ovulation from last period", "fertilization date estimate",
              "when did pregnancy begin", "conception timing from cycle",
              "estimate date baby was conceived"],
    features=[
        last_menstrual_period(),
        cycle_length(),
    ],
    versions=[
        Version("lmp_cycle_adjusted", dt.date(2017, 5, 1), ACOG_700, conception_from_lmp,
                notes="Conception = LMP + 14 days + (cycle length - 28 days) = LMP + (cycle length "
                      "- 14) days."),
    ],
    output=Output(kind="date"),
    references=[ACOG_700, BERG_1991, ACOG_651],
    notes="Conception is taken as the day of ovulation, cycle length - 14 days after the first "
          "day of the LMP (a constant 14-day luteal phase, the Ogino-Knaus assumption discussed "
          "by Berg 1991); with a 28-day cycle that is LMP + 14 days. The same conventions as "
          "pregnancy_due_dates: a non-integer adjustment is rounded to a whole day (half up) and "
          "the plausible cycle length is 20-45 days (ACOG CO 651 gives 21-45 days as normal in "
          "adolescents, 21-35 in adults). The date is an estimate: ovulation varies from cycle "
          "to cycle, and an early ultrasound dates a pregnancy better (ACOG CO 700). "
          "MedCalc-Bench (calculator 68) adds 14 days regardless of cycle length, so its labels "
          "differ from this value whenever the cycle is not 28 days.",
)
