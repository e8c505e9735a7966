"""QT interval corrected for heart rate by the Hodges linear formula (1983)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import heart_rate
from medcalc.formulas.ecg import qt_interval, rr_interval_s
from medcalc.formulas.ecg import qtc_hodges as hodges

HODGES_1983 = Reference(
    "Hodges M, Salerno D, Erlien D. Bazett's QT correction reviewed: evidence that a linear QT "
    "correction for heart rate is better. J Am Coll Cardiol. 1983;1(2):694 (abstract; "
    "QTc = QT + 1.75 x (heart rate - 60), QT in ms).")
LUO_2004 = Reference(
    "Luo S, Michler K, Johnston P, Macfarlane PW. A comparison of commonly used QT correction "
    "formulae: the effect of heart rate on the QTc of normal ECGs. J Electrocardiol. "
    "2004;37 Suppl:81-90 (states the Hodges formula; upper normal limit 457 ms in 10,303 normal "
    "ECGs).")


def qtc_hodges(qt_interval, heart_rate):
    return {"value": hodges(qt_interval, heart_rate), "rr_interval_s": rr_interval_s(heart_rate)}


CALCULATOR = Calculator(
    id="qtc_hodges",
    name="QTc Hodges Calculator",
    aliases=["Hodges Formula (Corrected QT Interval)", "Hodges QTc", "QTcH"],
    specialty="cardiology",
    description="QT interval corrected for heart rate by the Hodges linear formula: QT plus "
                "1.75 ms per beat/min of heart rate above 60.",
    keywords=["QTc", "corrected QT", "QT prolongation", "long QT", "Hodges", "linear QT correction",
              "ECG", "heart rate linear QT correction", "QT correction by heart rate in bpm",
              "QTc adding 1.75 ms per beat", "alternative corrected QT",
              "QT adjustment using heart rate", "QTc from heart rate not RR"],
    features=[qt_interval(), heart_rate()],
    versions=[
        Version("hodges_1983", dt.date(1983, 2, 1), HODGES_1983, qtc_hodges,
                notes="QTc = QT + 1.75 x (heart rate - 60), QT and QTc in ms."),
    ],
    output=Output(unit="ms", decimals=0, description="Heart-rate-corrected QT interval"),
    references=[HODGES_1983, LUO_2004],
    notes="The source is a conference abstract; the formula is as restated by Luo et al. 2004. "
          "It defines no threshold for a prolonged QTc, so no interpretation is attached. "
          "MedCalc-Bench computes 60 / RR with RR first rounded to 3 decimals instead of using "
          "the heart rate directly, which moves its label by up to about 0.1 ms per 0.001 s of "
          "rounding (e.g. HR 130, QT 330: label 452.273 vs 452.5 ms).",
)
