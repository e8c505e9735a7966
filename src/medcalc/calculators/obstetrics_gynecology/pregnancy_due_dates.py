"""Estimated due date from the last menstrual period (Naegele's rule), adjusted for cycle length."""

import datetime as dt

from medcalc.core import Calculator, Output, Version
from medcalc.core.common import cycle_length, last_menstrual_period
from medcalc.formulas.obstetrics import (
    ACOG_651,
    ACOG_700,
    BERG_1991,
    conception_date,
    cycle_adjustment_days,
    due_date,
)


def naegele_cycle_adjusted(last_menstrual_period, cycle_length):
    return {
        "value": due_date(last_menstrual_period, cycle_length),
        "estimated_conception_date": conception_date(last_menstrual_period, cycle_length),
        "cycle_adjustment_days": cycle_adjustment_days(cycle_length),
    }


CALCULATOR = Calculator(
    id="pregnancy_due_dates",
    name="Pregnancy Due Dates Calculator",
    aliases=["Estimated Due Date", "Estimated Due Date (Naegele's Rule)", "预产期估算",
             "Naegele's rule", "Due Date by LMP", "EDD"],
    specialty="obstetrics_gynecology",
    description="Estimated due date by Naegele's rule (first day of the LMP + 280 days), "
                "adjusted by the difference between the cycle length and 28 days.",
    keywords=["due date", "estimated date of delivery", "EDD", "last menstrual period", "LMP",
              "pregnancy dating", "conception date", "Naegele"],
    features=[
        last_menstrual_period(),
        cycle_length(),
    ],
    versions=[
        Version("naegele_cycle_adjusted", dt.date(2017, 5, 1), ACOG_700, naegele_cycle_adjusted,
                notes="EDD = LMP + 280 days + (cycle length - 28 days); estimated conception = "
                      "LMP + 14 days + (cycle length - 28 days)."),
    ],
    output=Output(kind="date"),
    references=[ACOG_700, BERG_1991, ACOG_651],
    notes="LMP + 280 days (40 weeks) is ACOG CO 700's rule and assumes a regular 28-day cycle "
          "with ovulation on day 14. The cycle-length adjustment (modified Naegele rule) assumes "
          "a constant 14-day luteal phase (the Ogino-Knaus assumption, Berg 1991), so a cycle "
          "longer or shorter than 28 days moves ovulation, conception and the EDD by the "
          "difference; Berg found this may overcorrect. A non-integer adjustment is rounded to a "
          "whole day (half up). Plausible cycle length 20-45 days: ACOG CO 651 gives 21-45 days "
          "as the normal interval (adolescents; adults 21-35), widened by one day at the lower "
          "end; values outside are more likely another quantity (e.g. days of bleeding) or "
          "irregular cycles, for which LMP dating is unreliable. ACOG recommends confirming or "
          "revising the EDD by first-trimester ultrasound. The function never reads today's date. "
          "MedCalc-Bench labels for short cycles were computed with the wrong sign; this "
          "implementation follows the source.",
)
