"""Estimated due date from an ultrasound examination's gestational age (ACOG Committee Opinion
700, 2017): EDD = ultrasound date + (280 days - gestational age at the scan)."""

import datetime as dt

from medcalc.core import Calculator, Count, Date, Derivation, GestationalAge, Implausible
from medcalc.core import Output, Reference, Version
from medcalc.core.vector import add_days, any_true, days_between
from medcalc.formulas.obstetrics import ACOG_700, NAEGELE_DAYS

MDCALC = Reference("MDCalc. Due Date by Ultrasound.")
FIRST_TRIMESTER_END_DAYS = 13 * 7 + 6  # 13 weeks 6 days (ACOG CO 700)
MAX_GA_DAYS = 45 * 7


def _ga_from_weeks_days(ultrasound_ga_weeks, ultrasound_ga_days):
    return ultrasound_ga_weeks * 7 + ultrasound_ga_days


GA_FROM_WEEKS_DAYS = Derivation(
    "ultrasound_gestational_age",
    (Count(name="ultrasound_ga_weeks", range=(0, 45),
           labels=("Gestational age by ultrasound, weeks", "GA weeks"),
           description="Gestational age at the ultrasound: completed weeks"),
     Count(name="ultrasound_ga_days", range=(0, 6),
           labels=("Gestational age by ultrasound, days", "GA days"),
           description="Gestational age at the ultrasound: days beyond the completed weeks "
                       "(0-6)")),
    _ga_from_weeks_days,
    "weeks x 7 + days, when the gestational age at the scan is given as weeks and days")


def compute(ultrasound_date, ultrasound_gestational_age, current_date):
    ga = ultrasound_gestational_age
    edd = add_days(ultrasound_date, NAEGELE_DAYS - ga)
    out = {"value": edd, "gestational_age_at_ultrasound_days": ga,
           "end_of_first_trimester": add_days(ultrasound_date, FIRST_TRIMESTER_END_DAYS - ga)}
    if current_date is not None:
        total = days_between(ultrasound_date, current_date) + ga
        if any_true(total < 0):
            raise Implausible("current_date is before the start of the pregnancy implied by the "
                              "ultrasound", ("current_date", "ultrasound_date"))
        if any_true(total > MAX_GA_DAYS):
            raise Implausible("current gestational age beyond 45 weeks: a date is wrong or the "
                              "scan does not date this pregnancy",
                              ("current_date", "ultrasound_date"))
        out["current_gestational_age_days"] = total
        out["current_gestational_age_weeks"] = total // 7
        out["current_gestational_age_extra_days"] = total % 7
    return out


def interpret(value, breakdown):
    b = breakdown or {}
    text = f"estimated due date {value.isoformat()}" if hasattr(value, "isoformat") else None
    if text and "current_gestational_age_days" in b:
        text += (f"; current gestational age {b['current_gestational_age_weeks']} weeks "
                 f"{b['current_gestational_age_extra_days']} days")
    return text


CALCULATOR = Calculator(
    id="due_date_ultrasound",
    name="Due Date by Ultrasound",
    aliases=["EDD by ultrasound", "Ultrasound due date", "Estimated due date from ultrasound",
             "Sonographic dating"],
    specialty="obstetrics_gynecology",
    description=("Estimated due date from the gestational age measured at an ultrasound scan "
                 "and the scan date (and, given a current date, the current gestational age)."),
    keywords=["due date", "EDD", "ultrasound dating", "crown-rump length", "gestational age",
              "pregnancy dating", "sonogram", "due date from scan",
              "estimated delivery date ultrasound", "gestational age from ultrasound",
              "pregnancy dating by scan", "how far along pregnancy ultrasound",
              "expected birth date from sonogram"],
    features=[
        Date(name="ultrasound_date", labels=("Ultrasound Date?", "Ultrasound Date",
                                             "Date of ultrasound"),
             description="Date of the ultrasound examination"),
        GestationalAge(name="ultrasound_gestational_age", unit="d", units=("d", "week"),
                 range=(35.0, 300.0),
                 labels=("Gestational Age by Ultrasound?", "Gestational Age by Ultrasound",
                         "Gestational age at ultrasound"),
                 description="Gestational age measured at the ultrasound (days, weeks, or "
                             "weeks and days as '23 weeks 1 day' / '23+1'; or give "
                             "ultrasound_ga_weeks and ultrasound_ga_days)"),
        Date(name="current_date", required=False, default=None,
             labels=("Current Date?", "Current Date"),
             description="Optional: the date on which the current gestational age is wanted "
                         "(never read from the clock)"),
    ],
    derived=[GA_FROM_WEEKS_DAYS],
    versions=[Version("acog_2017", dt.date(2017, 5, 1), ACOG_700, compute,
                      notes="EDD = ultrasound date + 280 days - gestational age at the scan; "
                            "current GA = GA at scan + days since the scan.")],
    output=Output(kind="date"),
    interpret=interpret,
    references=[ACOG_700, MDCALC],
    vectorized=False,
    notes=("Dates the pregnancy from one scan, as MDCalc does. ACOG CO 700 also says when an "
           "ultrasound should replace the LMP-based due date (differences of more than 5-7 "
           "days in the first trimester, 7-21 days later, by gestational age); that redating "
           "decision needs the LMP and is not made here. The end of the first trimester is "
           "taken as 13 weeks 6 days (ACOG's first trimester runs to 13 6/7 weeks); MDCalc shows the "
           "date at 12 weeks 0 days (June 8, 2025 for an LMP-equivalent of March 16, 2025). The gestational age at the scan is read as days, weeks, "
           "weeks-and-days text ('23 weeks 1 day', '23+1'), or as ultrasound_ga_weeks plus "
           "ultrasound_ga_days."),
)
