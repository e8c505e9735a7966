"""Rapid Shallow Breathing Index (RSBI, f/VT): respiratory rate divided by tidal volume in litres
during spontaneous breathing; < 105 predicts successful weaning (Yang and Tobin, NEJM 1991)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import respiratory_rate, tidal_volume

YANG_TOBIN_1991 = Reference(
    "Yang KL, Tobin MJ. A prospective study of indexes predicting the outcome of trials of "
    "weaning from mechanical ventilation. N Engl J Med. 1991;324(21):1445-1450.",
    doi="10.1056/NEJM199105233242101")
MDCALC = Reference("MDCalc. Rapid Shallow Breathing Index (RSBI).")

THRESHOLD = 105  # breaths/min/L


def rsbi(respiratory_rate, tidal_volume):
    return respiratory_rate / (tidal_volume / 1000.0)


def interpret(value):
    if value < THRESHOLD:
        return f"RSBI {value:.0f} (< 105): weaning likely to succeed"
    return f"RSBI {value:.0f} (>= 105): weaning likely to fail"


CALCULATOR = Calculator(
    id="rsbi",
    name="Rapid Shallow Breathing Index (RSBI)",
    aliases=["RSBI", "Tobin index", "f/VT", "Rapid shallow breathing index (f/Vt)"],
    specialty="critical_care",
    description=("Respiratory rate (breaths/min) divided by tidal volume (L) during a brief "
                 "spontaneous-breathing trial; < 105 predicts successful extubation/weaning."),
    keywords=["weaning", "extubation readiness", "spontaneous breathing trial",
              "mechanical ventilation", "liberation from ventilator",
              "ready to come off the ventilator", "predict successful extubation",
              "weaning readiness", "breathing rate over tidal volume",
              "spontaneous breathing trial success", "rapid shallow breathing on SBT"],
    features=[respiratory_rate(description="Spontaneous respiratory rate",
                               labels=("Respiratory rate", "Respiratory rate, breaths/min")),
              tidal_volume(description="Spontaneous tidal volume (mL, or L)",
                           labels=("Tidal volume", "Tidal volume, mL"))],
    versions=[Version("yang_tobin_1991", dt.date(1991, 5, 23), YANG_TOBIN_1991, rsbi,
                      notes="f/VT = RR / VT (L); threshold 105 breaths/min/L.")],
    output=Output(kind="number", unit="breaths/min/L", decimals=0, range=(0.0, float("inf"))),
    interpret=interpret,
    references=[YANG_TOBIN_1991, MDCALC],
    notes=("f/VT with VT in litres, measured during about 1 minute of unassisted spontaneous "
           "breathing (Yang and Tobin measured it on a T-piece, without pressure support); a "
           "value measured on pressure support or CPAP is lower. Threshold 105 as in the "
           "source: < 105 predicts weaning success."),
)
