"""Koivuranta score for postoperative nausea and vomiting: five risk factors, 0-5 (Koivuranta et
al., Anaesthesia 1997)."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Output, Quantity, Reference, Version, criterion,
                          points_total)
from medcalc.core.common import sex

KOIVURANTA_1997 = Reference(
    "Koivuranta M, Läärä E, Snåre L, Alahuhta S. A survey of postoperative nausea and "
    "vomiting. Anaesthesia. 1997;52(5):443-449.",
    doi="10.1111/j.1365-2044.1997.117-az0113.x")
MDCALC = Reference("MDCalc. Koivuranta Score for Postoperative Nausea and Vomiting.")

ITEMS = (
    criterion("female", "Female gender", "sex", choices=("female",),
              aliases=("Female sex", "Female")),
    criterion("history_ponv", "History of PONV", aliases=("Previous PONV",)),
    criterion("long_surgery", "Duration of surgery > 60 minutes", "surgery_duration", gt=60,
              aliases=("Duration of surgery >60 minutes", "Surgery > 60 min")),
    criterion("non_smoker", "Non-smoker", aliases=("Nonsmoker",)),
    criterion("history_motion_sickness", "History of motion sickness",
              aliases=("Motion sickness",)),
)
RISK = {0: 17, 1: 18, 2: 42, 3: 54, 4: 74, 5: 87}


def interpret(score):
    return f"Koivuranta {score}: estimated PONV risk about {RISK[score]}%"


CALCULATOR = Calculator(
    id="koivuranta_ponv",
    name="Koivuranta Score for Postoperative Nausea and Vomiting",
    aliases=["Koivuranta score", "Koivuranta PONV score"],
    specialty="surgery_anesthesiology",
    description=("PONV risk from five factors: female sex, history of PONV, surgery > 60 min, "
                 "non-smoking, history of motion sickness (0-5)."),
    keywords=["postoperative nausea and vomiting", "PONV", "antiemetic prophylaxis", "anesthesia",
              "five factor nausea vomiting risk", "PONV with surgery duration over 60 minutes",
              "postoperative vomiting prediction", "antiemetic prophylaxis decision",
              "nausea after surgery likelihood", "motion sickness and prior PONV risk"],
    features=[
        sex(),
        Boolean(name="history_ponv", description="History of postoperative nausea and vomiting"),
        Quantity(
            name="surgery_duration", unit="min", units=("min", "h"), range=(1.0, 2880.0),
            description="Duration of surgery (criterion: > 60 min)"),
        Boolean(name="non_smoker", description="Non-smoker"),
        Boolean(name="history_motion_sickness", description="History of motion sickness"),
    ],
    items=list(ITEMS),
    versions=[Version("koivuranta_1997", dt.date(1997, 5, 1), KOIVURANTA_1997,
                      points_total(ITEMS), notes="One point per risk factor; 0-5.")],
    output=Output(kind="integer", unit="points", range=(0, 5)),
    interpret=interpret,
    references=[KOIVURANTA_1997, MDCALC],
    notes=("Five risk factors as in Koivuranta 1997; the incidences for 0-5 factors (about "
           "17, 18, 42, 54, 74, 87%) are those of the derivation survey as reported with the "
           "score. The duration criterion may be answered yes/no or by the duration in "
           "minutes."),
)
