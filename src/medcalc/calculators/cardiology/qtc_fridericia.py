"""QT interval corrected for heart rate by Fridericia's cube-root formula (1920)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import heart_rate
from medcalc.formulas.ecg import qt_interval, rr_interval_s
from medcalc.formulas.ecg import qtc_fridericia as fridericia

FRIDERICIA_1920 = Reference(
    "Fridericia LS. Die Systolendauer im Elektrokardiogramm bei normalen Menschen und bei "
    "Herzkranken. Acta Med Scand. 1920;53:469-486 (QT = 8.22 x cube root of RR, in 0.01 s); "
    "English translation: The duration of systole in an electrocardiogram in normal humans and "
    "in patients with heart disease. Ann Noninvasive Electrocardiol. 2003;8(4):343-351.",
    doi="10.1046/j.1542-474X.2003.08413.x")


def qtc_fridericia(qt_interval, heart_rate):
    rr = rr_interval_s(heart_rate)
    return {"value": fridericia(qt_interval, rr), "rr_interval_s": rr}


CALCULATOR = Calculator(
    id="qtc_fridericia",
    name="QTc (Fridericia) Correction Calculator",
    aliases=["QTc Fridericia Calculator", "Fridericia Formula (Corrected QT Interval)",
             "Fridericia QTc", "QTcF"],
    specialty="cardiology",
    description="QT interval corrected for heart rate by Fridericia's formula: QT divided by the "
                "cube root of the RR interval in seconds.",
    keywords=["QTc", "corrected QT", "QT prolongation", "long QT", "Fridericia", "ECG",
              "drug-induced QT prolongation", "QT corrected by cube root of RR",
              "QTc at high heart rate", "preferred QTc in drug trials", "cube root QT correction",
              "QTc for tachycardia", "QT monitoring on QT prolonging drugs"],
    features=[qt_interval(), heart_rate()],
    versions=[
        Version("fridericia_1920", dt.date(1920, 1, 1), FRIDERICIA_1920, qtc_fridericia,
                notes="QTc = QT / RR^(1/3), RR = 60 / heart rate in seconds; QTc in ms."),
    ],
    output=Output(unit="ms", decimals=0, description="Heart-rate-corrected QT interval",
                  range=(0, float("inf"))),
    references=[FRIDERICIA_1920],
    notes="RR is taken as 60 / heart rate (s), i.e. a regular rhythm is assumed. The source gives "
          "no threshold for a prolonged QTc, so no interpretation is attached. MedCalc-Bench "
          "(calculator 56) uses the same cube-root formula (its explanation text writes a square "
          "root, but the labels are cube-root values) and rounds RR to 3 decimals first.",
)
