"""QT interval corrected for heart rate by the Framingham linear formula (Sagie et al. 1992)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import heart_rate
from medcalc.formulas.ecg import qt_interval, rr_interval_s
from medcalc.formulas.ecg import qtc_framingham as framingham

SAGIE_1992 = Reference(
    "Sagie A, Larson MG, Goldberg RJ, Bengtson JR, Levy D. An improved method for adjusting the QT "
    "interval for heart rate (the Framingham Heart Study). Am J Cardiol. 1992;70(7):797-801 "
    "(QTlc = QT + 0.154 x (1 - RR), in seconds, for men and women).",
    doi="10.1016/0002-9149(92)90562-D")


def qtc_framingham(qt_interval, heart_rate):
    rr = rr_interval_s(heart_rate)
    return {"value": framingham(qt_interval, rr), "rr_interval_s": rr}


CALCULATOR = Calculator(
    id="qtc_framingham",
    name="QTc Framingham Calculator",
    aliases=["Framingham Formula (Corrected QT Interval)", "Framingham QTc",
             "QTc Sagie linear correction", "QTlc"],
    specialty="cardiology",
    description="QT interval corrected for heart rate by the Framingham linear formula: QT plus "
                "154 ms times (1 - RR interval in seconds).",
    keywords=["QTc", "corrected QT", "QT prolongation", "long QT", "Framingham", "Sagie",
              "linear QT correction", "ECG", "linear QT correction for heart rate",
              "QTc using RR linear formula", "QT plus 154 times 1 minus RR",
              "alternative QT correction formula", "QTc from Framingham Heart Study cohort",
              "population derived linear QTc"],
    features=[qt_interval(), heart_rate()],
    versions=[
        Version("sagie_1992", dt.date(1992, 9, 15), SAGIE_1992, qtc_framingham,
                notes="QTc = QT + 154 x (1 - RR), QT and QTc in ms, RR = 60 / heart rate in s."),
    ],
    output=Output(unit="ms", decimals=0, description="Heart-rate-corrected QT interval"),
    references=[SAGIE_1992],
    notes="Derived in 5,018 Framingham participants aged 28-62 without coronary disease (RR 0.5 "
          "to 1.47 s, heart rate 41-120/min); the paper gives limits of normal QT as a function "
          "of RR rather than one QTc threshold, so no interpretation is attached. RR is taken as "
          "60 / heart rate (a regular rhythm). MedCalc-Bench rounds RR to 3 decimals first.",
)
