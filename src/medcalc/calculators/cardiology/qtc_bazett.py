"""QT interval corrected for heart rate by Bazett's formula (1920)."""

import datetime as dt

from medcalc.core import Calculator, Derivation, Output, Quantity, Reference, Version
from medcalc.core.common import heart_rate
from medcalc.formulas.ecg import qt_interval, rr_interval_s
from medcalc.formulas.ecg import qtc_bazett as bazett

BAZETT_1920 = Reference(
    "Bazett HC. An analysis of the time-relations of electrocardiograms. Heart. 1920;7:353-370 "
    "(QT = K x sqrt(RR)); reprinted in Ann Noninvasive Electrocardiol. 1997;2(2):177-194.",
    doi="10.1111/j.1542-474X.1997.tb00325.x")
SAGIE_1992 = Reference(
    "Sagie A, Larson MG, Goldberg RJ, Bengtson JR, Levy D. An improved method for adjusting the QT "
    "interval for heart rate (the Framingham Heart Study). Am J Cardiol. 1992;70(7):797-801 "
    "(Bazett's formula overcorrects at fast and undercorrects at slow heart rates).",
    doi="10.1016/0002-9149(92)90562-D")


def _qt_from_small_boxes(qt_small_boxes, paper_speed):
    return qt_small_boxes * 1000.0 / paper_speed  # one small box is 1 mm of paper


# MDCalc's form also takes the QT as a count of small (1 mm) ECG boxes with the paper speed.
QT_FROM_SMALL_BOXES = Derivation(
    "qt_interval",
    (Quantity(name="qt_small_boxes", unit="1", units=("1",), range=(1.0, 40.0),
              labels=("QT interval, small boxes",),
              description="QT interval as a count of small (1 mm) boxes on the ECG paper"),
     Quantity(name="paper_speed", unit="mm/s", units=("mm/s",), range=(10.0, 100.0),
              labels=("Paper speed", "Paper speed, mm/sec"),
              description="ECG paper speed (usually 25 mm/s: one small box = 40 ms)")),
    _qt_from_small_boxes,
    "small boxes x 1000 / paper speed (mm/s) ms, when no QT in ms is given")


def qtc_bazett(qt_interval, heart_rate):
    rr = rr_interval_s(heart_rate)
    return {"value": bazett(qt_interval, rr), "rr_interval_s": rr}


CALCULATOR = Calculator(
    id="qtc_bazett",
    name="Corrected QT Interval (QTc)",
    aliases=["QTc Bazett Calculator", "Bazett Formula (Corrected QT Interval)",
             "Bazett公式（校正QT间期公式）", "Bazett QTc", "QTcB"],
    specialty="cardiology",
    description="QT interval corrected for heart rate by Bazett's formula: QT divided by the "
                "square root of the RR interval in seconds.",
    keywords=["QTc", "corrected QT", "QT prolongation", "long QT", "Bazett", "ECG", "torsades",
              "standard heart rate corrected QT", "QT corrected by square root of RR",
              "most common QTc formula", "long QT on ECG", "correct QT for heart rate",
              "QTc for drug safety", "QT interval adjusted for heart rate"],
    features=[qt_interval(labels=("QT interval",)), heart_rate(labels=("Heart rate/pulse",))],
    derived=[QT_FROM_SMALL_BOXES],
    versions=[
        Version("bazett_1920", dt.date(1920, 1, 1), BAZETT_1920, qtc_bazett,
                notes="QTc = QT / sqrt(RR), RR = 60 / heart rate in seconds; QTc in ms."),
    ],
    output=Output(unit="ms", decimals=0, description="Heart-rate-corrected QT interval",
                  range=(0, float("inf"))),
    references=[BAZETT_1920, SAGIE_1992],
    notes="The QT may be given in ms or, as on MDCalc's form, as small (1 mm) ECG boxes with the "
          "paper speed: QT = boxes x 1000 / speed ms (40 ms per box at 25 mm/s). "
          "RR is taken as 60 / heart rate (s), i.e. a regular rhythm is assumed. Bazett's paper "
          "gives no threshold for a prolonged QTc, so no interpretation is attached (commonly "
          "quoted limits such as 450/460/500 ms come from later guidelines). The formula "
          "overcorrects at fast and undercorrects at slow heart rates (Sagie 1992). MedCalc-Bench "
          "rounds the RR interval to 3 decimals before dividing, which changes the label by up to "
          "about 0.1%.",
)
