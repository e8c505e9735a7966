"""QT interval corrected for heart rate by Rautaharju's QTcMod formula (2014), with the
age- and sex-specific limits for a prolonged QTc from the same paper."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import FEMALE, age, heart_rate, sex
from medcalc.core.vector import any_true, where
from medcalc.formulas.ecg import qt_interval, rr_interval_s
from medcalc.formulas.ecg import qtc_rautaharju as rautaharju

RAUTAHARJU_2014 = Reference(
    "Rautaharju PM, Mason JW, Akiyama T. New age- and sex-specific criteria for QT prolongation "
    "based on rate correction formulas that minimize bias at the upper normal limits. Int J "
    "Cardiol. 2014;174(3):535-540 (QTcMod = QT x (120 + HR) / 180; prolonged QTc: age < 40 men "
    "430, women 440 ms; 40-69 men 440, women 450 ms; >= 70 men 455, women 460 ms; 57,595 persons "
    "aged 5-89).", doi="10.1016/j.ijcard.2014.04.133")
RAUTAHARJU_2009 = Reference(
    "Rautaharju PM, Surawicz B, Gettes LS. AHA/ACCF/HRS recommendations for the standardization "
    "and interpretation of the electrocardiogram, part IV: the ST segment, T and U waves, and the "
    "QT interval. J Am Coll Cardiol. 2009;53(11):982-991 (prolonged QTc thresholds stated as "
    "'450 ms or longer' in men and '460 ms or longer' in women: inclusive).",
    doi="10.1016/j.jacc.2008.12.014")

STUDY_AGE_RANGE = (5.0, 89.0)


def qtc_rautaharju(qt_interval, heart_rate, age, sex):
    value = rautaharju(qt_interval, heart_rate)
    out = {"value": value, "rr_interval_s": rr_interval_s(heart_rate)}
    if age is None or sex is None:
        return out
    female = sex == FEMALE
    limit = where(age < 40.0, where(female, 440.0, 430.0),
                  where(age < 70.0, where(female, 450.0, 440.0), where(female, 460.0, 455.0)))
    out["upper_normal_limit_ms"] = limit
    out["prolonged"] = value >= limit
    lo, hi = STUDY_AGE_RANGE
    if any_true((age < lo) | (age > hi)):
        out["warnings"] = [f"the limits for a prolonged QTc were derived in persons aged "
                           f"{lo:g}-{hi:g} years"]
    return out


CALCULATOR = Calculator(
    id="qtc_rautaharju",
    name="QTc Rautaharju Calculator",
    aliases=["Rautaharju Formula (Corrected QT Interval)", "Rautaharju QTc", "QTcMod",
             "QTc Rautaharju"],
    specialty="cardiology",
    description="QT interval corrected for heart rate by Rautaharju's formula QT x (120 + HR) / "
                "180, with age- and sex-specific limits for a prolonged QTc when age and sex are "
                "given.",
    keywords=["QTc", "corrected QT", "QT prolongation", "long QT", "Rautaharju", "QTcMod", "ECG",
              "age and sex specific QTc", "QT correction with sex based limits",
              "QTc upper limit by age and sex", "QT times 120 plus heart rate",
              "corrected QT with demographic cutoffs",
              "prolonged QTc threshold for women and elderly"],
    features=[
        qt_interval(), heart_rate(),
        age(required=False, description="Age; optional, for the age- and sex-specific limit of a "
                                        "prolonged QTc"),
        sex(required=False, description="Sex; optional, for the age- and sex-specific limit of a "
                                        "prolonged QTc"),
    ],
    versions=[
        Version("rautaharju_2014", dt.date(2014, 7, 1), RAUTAHARJU_2014, qtc_rautaharju,
                notes="QTc = QT x (120 + heart rate) / 180, QT and QTc in ms. With age and sex: "
                      "prolonged when QTc >= 430/440 ms (men/women, age < 40), 440/450 ms "
                      "(40-69), 455/460 ms (>= 70)."),
    ],
    output=Output(unit="ms", decimals=0, description="Heart-rate-corrected QT interval",
                  range=(0, float("inf"))),
    references=[RAUTAHARJU_2014, RAUTAHARJU_2009],
    notes="When age and sex are both given the breakdown reports the paper's upper normal limit "
          "(upper_normal_limit_ms) and whether the QTc is prolonged (QTc at or above the limit; "
          "the paper's abstract lists the limits without the comparison, and the inclusive "
          "reading follows the AHA/ACCF/HRS 2009 statement of the same first author). Age bands: "
          "< 40, 40 to < 70, >= 70 years. The limits come from 57,595 persons aged 5-89 years; "
          "outside that range a warning is added. MedCalc-Bench (calculator 59) uses the same "
          "formula and does not give age or sex.",
)
