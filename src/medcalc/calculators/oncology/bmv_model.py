"""Brain metastasis velocity (BMV; Farris et al., Int J Radiat Oncol Biol Phys 2017): new brain
metastases per year after upfront stereotactic radiosurgery, and its prognostic class."""

import datetime as dt

from medcalc.core import Calculator, Count, Duration, Output, Reference, Version
from medcalc.core.vector import where

FARRIS_2017 = Reference(
    "Farris M, McTyre ER, Cramer CK, et al. Brain metastasis velocity: a novel "
    "prognostic metric predictive of overall survival and freedom from whole-brain radiation "
    "therapy after distant brain failure following upfront radiosurgery alone. Int J Radiat "
    "Oncol Biol Phys. 2017;98(1):131-141.")
MDCALC = Reference("MDCalc. Brain Metastasis Velocity (BMV) Model.")

LOW_BELOW = 4.0     # BMV < 4: low
HIGH_ABOVE = 13.0   # BMV > 13: high; 4-13: intermediate


def bmv(new_metastases, time_since_srs):
    value = new_metastases / time_since_srs
    group = where(value < LOW_BELOW, "low", where(value > HIGH_ABOVE, "high", "intermediate"))
    return {"value": value, "group": group}


def interpret(value):
    if value < LOW_BELOW:
        return "low BMV (< 4/year): median overall survival 12.4 months in Farris 2017"
    if value <= HIGH_ABOVE:
        return "intermediate BMV (4-13/year): median overall survival 8.2 months in Farris 2017"
    return "high BMV (> 13/year): median overall survival 4.3 months in Farris 2017"


CALCULATOR = Calculator(
    id="bmv_model",
    name="Brain Metastasis Velocity (BMV) Model",
    aliases=["BMV", "Brain metastasis velocity"],
    specialty="oncology",
    description="Brain metastasis velocity = cumulative new brain metastases since upfront "
                "stereotactic radiosurgery / years since that radiosurgery, and its prognostic "
                "class (low < 4, intermediate 4-13, high > 13 per year).",
    keywords=["brain metastases", "stereotactic radiosurgery", "SRS", "distant brain failure",
              "whole brain radiotherapy", "radiation oncology",
              "rate of new brain metastases after radiosurgery",
              "brain metastases per year after SRS", "predict survival after distant brain failure",
              "whole brain radiation versus repeat radiosurgery",
              "speed of intracranial tumor spread", "prognosis after new brain lesions",
              "distant brain recurrence rate"],
    features=[
        Count(name="new_metastases", description="Cumulative number of new brain metastases "
                                                 "since the initial radiosurgery",
              range=(1, 500), labels=("Number of new brain metastases",
                                      "New brain metastases")),
        Duration(name="time_since_srs", description="Time from the initial radiosurgery to the "
                                                    "distant brain failure",
                 unit="year", units=("year", "month", "week", "day"), range=(0.01, 30.0),
                 labels=("Time since initial SRS", "Time interval",
                         "Time from initial SRS")),
    ],
    versions=[Version("farris_2017", dt.date(2017, 5, 1), FARRIS_2017, bmv,
                      notes="BMV = new brain metastases / years since initial SRS; < 4 low, "
                            "4-13 intermediate, > 13 high.")],
    output=Output(kind="number", unit="metastases/year", decimals=2,
                  range=(0.0, float("inf"))),
    interpret=interpret,
    references=[FARRIS_2017, MDCALC],
    notes="Farris 2017 (single-institution derivation; median OS from distant brain failure "
          "12.4, 8.2 and 4.3 months in the low, intermediate and high groups); MDCalc uses "
          "the same definition and cut-offs. The time may be given in months or days (converted to years). BMV is "
          "defined at the first distant brain failure after upfront SRS alone.",
)
