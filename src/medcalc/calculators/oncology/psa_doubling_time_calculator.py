"""PSA doubling time (PSADT) from two PSA values: log-linear (exponential) growth
(Schmid HP, McNeal JE, Stamey TA, Cancer 1993; Pound CR et al., JAMA 1999)."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Date,
    Derivation,
    Duration,
    Output,
    Precondition,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.vector import days_between, log

SCHMID_1993 = Reference(
    "Schmid HP, McNeal JE, Stamey TA. Observations on the doubling time of prostate cancer. The "
    "use of serial prostate-specific antigen in patients with untreated disease as a measure of "
    "increasing cancer volume. Cancer. 1993;71(6):2031-2040.",
    doi="10.1002/1097-0142(19930315)71:6<2031::aid-cncr2820710618>3.0.co;2-q",
    url="https://pubmed.ncbi.nlm.nih.gov/7680277/")
POUND_1999 = Reference(
    "Pound CR, Partin AW, Eisenberger MA, Chan DW, Pearson JD, Walsh PC. Natural history of "
    "progression after PSA elevation following radical prostatectomy. JAMA. "
    "1999;281(17):1591-1597 (PSADT < 10 months predicts shorter metastasis-free survival).",
    doi="10.1001/jama.281.17.1591", url="https://pubmed.ncbi.nlm.nih.gov/10235151/")
MDCALC = Reference("MDCalc. PSA Doubling Time (PSADT) Calculator.",
                   url="https://www.mdcalc.com/calc/10344/psa-doubling-time-psadt-calculator")

DAYS_PER_MONTH = 30.4375  # mean Gregorian month (365.25 / 12)
LN2 = 0.6931471805599453


def psadt(psa_initial, psa_final, interval):
    value = LN2 * interval / (log(psa_final) - log(psa_initial))
    return {"value": value, "psa_velocity_per_year": (psa_final - psa_initial) / interval * 12.0,
            "log_slope_per_month": (log(psa_final) - log(psa_initial)) / interval}


INTERVAL = Derivation(
    "interval",
    (Date(name="date_initial", description="Date of the first PSA value",
          labels=("Date of first PSA", "First PSA date")),
     Date(name="date_final", description="Date of the later PSA value",
          labels=("Date of second PSA", "Second PSA date"))),
    lambda date_initial, date_final: days_between(date_initial, date_final) / DAYS_PER_MONTH,
    "months between the two PSA dates (days / 30.4375)")


def interpret(months):
    if months < 3:
        return (f"PSADT {months:.1f} months (< 3 months): very rapid PSA rise, associated with "
                "high risk of metastasis and prostate-cancer death")
    if months < 10:
        return (f"PSADT {months:.1f} months (< 10 months): rapid PSA rise; after radical "
                "prostatectomy associated with shorter metastasis-free survival (Pound 1999)")
    return f"PSADT {months:.1f} months (>= 10 months): slower PSA rise"


CALCULATOR = Calculator(
    id="psa_doubling_time_calculator",
    name="PSA Doubling Time (PSADT) Calculator",
    aliases=["PSA Doubling Time (PSADT) Calculator", "PSA doubling time", "PSADT",
             "prostate-specific antigen doubling time"],
    specialty="oncology",
    description="Time for PSA to double, assuming exponential growth between two PSA values: "
                "PSADT = ln 2 x interval / (ln PSA2 - ln PSA1), in months.",
    keywords=["prostate cancer", "PSA", "biochemical recurrence", "PSA kinetics",
              "radical prostatectomy", "PSA velocity", "time for PSA to double",
              "how fast PSA is rising", "PSA rise after prostatectomy",
              "biochemical recurrence prognosis", "prostate cancer recurrence aggressiveness",
              "PSA kinetics over time"],
    features=[
        Quantity(name="psa_initial", unit="ng/mL", units=("ng/mL", "µg/L"), range=(0.001, 10000.0),
                 description="Earlier PSA value", labels=("First PSA", "PSA 1", "Initial PSA")),
        Quantity(name="psa_final", unit="ng/mL", units=("ng/mL", "µg/L"), range=(0.001, 10000.0),
                 description="Later PSA value", labels=("Second PSA", "PSA 2", "Final PSA")),
        Duration(name="interval", unit="month", units=("month", "day", "week", "year"),
                 range=(0.01, 600.0),
                 description="Time between the two PSA values (or give the two dates)",
                 labels=("Time between PSA values", "Interval")),
    ],
    derived=[INTERVAL],
    preconditions=[Precondition(lambda psa_initial, psa_final: psa_final > psa_initial,
                                "PSA doubling time needs a rising PSA (later value above the "
                                "earlier one); a stable or falling PSA has no doubling time")],
    versions=[Version("log_linear", dt.date(1993, 3, 15), SCHMID_1993, psadt,
                      notes="Two-point log-linear estimate: PSADT = ln 2 x (t2 - t1) / (ln PSA2 - "
                            "ln PSA1). With more than two values the MSKCC method fits a "
                            "least-squares line to ln PSA against time; with two values the two "
                            "agree.")],
    output=Output(kind="number", unit="month", decimals=1, range=(0.0, float("inf")),
                  description="PSA doubling time in months"),
    interpret=interpret,
    references=[SCHMID_1993, POUND_1999, MDCALC],
    notes="Two PSA values only: MDCalc and the MSKCC nomogram accept a series and regress ln PSA "
          "on time, which equals this formula for two points; for a series, use the first and "
          "last values only as an approximation. The interval may be given directly (months, "
          "weeks, days, years) or as the two dates (days / 30.4375 per month). A stable or "
          "falling PSA is outside the formula's domain (NA not_applicable). Thresholds in the "
          "interpretation (3 and 10 months) are the commonly used risk cut-offs after radical "
          "prostatectomy (Pound 1999; Freedland 2005).",
)
