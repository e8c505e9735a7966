"""Estimated due date from the last menstrual period (Naegele's rule), adjusted for cycle length:
LMP + 280 days (default) or Naegele's calendar rule (LMP + 7 days - 3 months + 1 year)."""

import datetime as dt

from medcalc.core import Calculator, Output, Variant, Version
from medcalc.core.common import cycle_length, last_menstrual_period
from medcalc.core.vector import days_between
from medcalc.formulas.obstetrics import (
    ACOG_651,
    ACOG_700,
    BERG_1991,
    NAEGELE_1812,
    conception_date,
    cycle_adjustment_days,
    due_date,
    due_date_naegele_calendar,
)

PLUS_280_DAYS = "lmp_plus_280_days"
CALENDAR = "naegele_calendar"


def naegele_cycle_adjusted(last_menstrual_period, cycle_length):
    edd = due_date(last_menstrual_period, cycle_length)
    return {
        "value": edd,
        "estimated_conception_date": conception_date(last_menstrual_period, cycle_length),
        "cycle_adjustment_days": cycle_adjustment_days(cycle_length),
        "days_after_lmp": days_between(last_menstrual_period, edd),
    }


def naegele_calendar_cycle_adjusted(last_menstrual_period, cycle_length):
    edd = due_date_naegele_calendar(last_menstrual_period, cycle_length)
    return {
        "value": edd,
        "estimated_conception_date": conception_date(last_menstrual_period, cycle_length),
        "cycle_adjustment_days": cycle_adjustment_days(cycle_length),
        "days_after_lmp": days_between(last_menstrual_period, edd),
    }


CALCULATOR = Calculator(
    id="pregnancy_due_dates",
    name="Pregnancy Due Dates Calculator",
    aliases=["Estimated Due Date", "Estimated Due Date (Naegele's Rule)", "预产期估算",
             "Naegele's rule", "Due Date by LMP", "EDD"],
    specialty="obstetrics_gynecology",
    description="Estimated due date from the first day of the LMP: + 280 days (default) or "
                "Naegele's calendar rule (+ 7 days - 3 months + 1 year), adjusted by the "
                "difference between the cycle length and 28 days.",
    keywords=["due date", "estimated date of delivery", "EDD", "last menstrual period", "LMP",
              "pregnancy dating", "conception date", "Naegele", "due date from last period",
              "expected delivery date", "when is the baby due", "Naegele due date",
              "pregnancy due date calculation", "estimated date of confinement"],
    features=[
        last_menstrual_period(),
        cycle_length(),
    ],
    versions=[
        Version("naegele_cycle_adjusted", dt.date(2017, 5, 1), ACOG_700, naegele_cycle_adjusted,
                variant=PLUS_280_DAYS,
                notes="EDD = LMP + 280 days + (cycle length - 28 days); estimated conception = "
                      "LMP + 14 days + (cycle length - 28 days)."),
        Version("naegele_calendar_cycle_adjusted", dt.date(1812, 1, 1), NAEGELE_1812,
                naegele_calendar_cycle_adjusted, variant=CALENDAR,
                notes="EDD = (LMP day + 7, month - 3, year + 1, normalised) + (cycle length - 28 "
                      "days); estimated conception as in the 280-day rule. Dated to the year of "
                      "Naegele's 1812 text (day and month not established)."),
    ],
    variants=[
        Variant(PLUS_280_DAYS, "EDD = first day of the LMP + 280 days (40 weeks) + (cycle "
                "length - 28): ACOG Committee Opinion 700, the default; MedCalc-Bench "
                "(calculator 13) counts days the same way.", ACOG_700),
        Variant(CALENDAR, "EDD = first day of the LMP + 7 days - 3 months + 1 year (Naegele's "
                "calendar rule) + (cycle length - 28): nine calendar months and seven days, 280 "
                "to 283 days depending on the months spanned; CMedCalc-Bench's formula for "
                "预产期估算.", NAEGELE_1812),
    ],
    default_version="naegele_cycle_adjusted",
    output=Output(kind="date"),
    references=[ACOG_700, BERG_1991, ACOG_651, NAEGELE_1812],
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
          "implementation follows the source. Variants (chosen only explicitly, never by "
          "date): 'lmp_plus_280_days' (default, ACOG CO 700) and 'naegele_calendar' "
          "(Naegele's rule as a calendar operation: day + 7, month - 3, year + 1). The "
          "calendar rule adds the days of the nine calendar months that start with the LMP's "
          "month, plus 7: 280 to 283 days, never earlier than the 280-day date. It equals LMP + "
          "280 days for an LMP in January, February, June or August-November when no 29 "
          "February falls in those nine months (one day later when one does); it is 1 day "
          "later for July and December (2 with a 29 February), 2 days for March and April and "
          "3 days for May (May to January hold 276 days in any year). The three fields "
          "are changed together and the date is then normalised, so a day beyond the end of the "
          "target month carries over (LMP 2014-05-31 -> 2015-03-10); calendar libraries that "
          "clamp a missing day to the month's end (2015-02-28 + 7 = 2015-03-07), or that add the "
          "7 days before shifting the month, can give a date up to 3 days earlier for an LMP "
          "in the last week of a month. The cycle-length adjustment and the conception date are "
          "the same in both variants.",
)
