"""Gestational age from the first day of the last menstrual period, in completed weeks and days."""

import datetime as dt

from medcalc.core import Calculator, Date, Derivation, Implausible, Output, Reference, Version
from medcalc.core.common import last_menstrual_period
from medcalc.core.vector import any_true, days_between
from medcalc.formulas.obstetrics import ACOG_700, due_date

ACOG_146 = Reference(
    "American College of Obstetricians and Gynecologists. Practice Bulletin No. 146: Management "
    "of late-term and postterm pregnancies. Obstet Gynecol. 2014;124(2 Pt 1):390-396 (postterm "
    ">= 42 0/7 weeks; induction recommended by 42 6/7 weeks).")

MAX_DAYS = 45 * 7  # 45 weeks 0 days
PREGNANCY_DAYS = 280  # Naegele: the due date is LMP + 280 days (ACOG CO 700)


def _lmp_from_due_date(due_date):
    return due_date - dt.timedelta(days=PREGNANCY_DAYS)


# MDCalc's form asks the due date: the LMP it implies is 280 days before.
LMP_FROM_DUE_DATE = Derivation(
    "last_menstrual_period",
    (Date(name="due_date", labels=("Due Date",),
          description="Estimated due date (the LMP is taken as 280 days before it)"),),
    _lmp_from_due_date,
    "280 days before the estimated due date, when no LMP is given (Naegele; ACOG CO 700)")


def gestational_age_by_lmp(last_menstrual_period, current_date):
    total = days_between(last_menstrual_period, current_date)
    if any_true(total < 0):
        raise Implausible("current_date is before last_menstrual_period",
                          ("last_menstrual_period", "current_date"))
    if any_true(total > MAX_DAYS):
        raise Implausible("gestational age beyond 45 weeks 0 days: a pregnancy is post-term from "
                          "42 0/7 weeks and induction is recommended by 42 6/7 weeks (ACOG), so "
                          "this LMP is unlikely to date the current pregnancy, or a date is wrong",
                          ("last_menstrual_period", "current_date"))
    return {"value": (total // 7, total % 7),
            "total_days": total,
            "estimated_due_date": due_date(last_menstrual_period, 28.0)}


CALCULATOR = Calculator(
    id="gestational_age",
    name="Gestational Age",
    aliases=["Estimated Gestational Age", "估计孕周", "Gestational age by LMP", "Pregnancy weeks"],
    specialty="obstetrics_gynecology",
    description="Gestational age on a given date from the first day of the last menstrual "
                "period, in completed weeks and days.",
    keywords=["gestational age", "weeks pregnant", "pregnancy dating", "last menstrual period",
              "LMP", "menstrual age", "how many weeks pregnant", "pregnancy weeks from last period",
              "weeks and days of pregnancy", "how far along is the pregnancy",
              "menstrual dating of pregnancy", "current pregnancy week"],
    features=[
        last_menstrual_period(),
        Date(name="current_date",
             description="The date on which gestational age is wanted (e.g. today or the visit "
                         "date); must be given, it is never read from the clock"),
    ],
    versions=[
        Version("acog_2017", dt.date(2017, 5, 1), ACOG_700, gestational_age_by_lmp,
                notes="Gestational age = current date - LMP, as (completed weeks, days 0-6)."),
    ],
    derived=[LMP_FROM_DUE_DATE],
    output=Output(kind="weeks_days", unit=None),
    references=[ACOG_700, ACOG_146],
    notes="Menstrual (LMP-based) gestational age assumes a regular 28-day cycle; ACOG recommends "
          "confirming it by first-trimester ultrasound. Gestational age beyond 45 weeks is "
          "returned as implausible: pregnancies are post-term from 42 0/7 weeks and induction is "
          "recommended by 42 6/7 weeks (ACOG PB 146), so an interval that long means the LMP does "
          "not date this pregnancy or a date is wrong. MedCalc-Bench answers are the pair "
          "(weeks, days). MDCalc's form asks the due date instead: without an LMP, the LMP is "
          "taken as 280 days before a given due_date (Naegele).",
)
