"""Framingham risk score for hard coronary heart disease (NCEP ATP III 10-year risk equations)."""

import datetime as dt
import math

import medcalc.core.analytes as analytes
from medcalc.core import (
    Boolean,
    Calculator,
    Implausible,
    Output,
    Precondition,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.common import FEMALE, age, sex, systolic_bp
from medcalc.core.vector import exp, minimum, where

ATP_III_2002 = Reference(
    "National Cholesterol Education Program (NCEP) Expert Panel on Detection, Evaluation, and "
    "Treatment of High Blood Cholesterol in Adults (Adult Treatment Panel III). Third Report of "
    "the NCEP Expert Panel (ATP III) final report. Circulation. 2002;106(25):3143-3421 "
    "(10-year risk of hard CHD, myocardial infarction or coronary death, from Framingham data; "
    "ages 20-79 without CHD or diabetes).",
    doi="10.1161/circ.106.25.3143", url="https://pubmed.ncbi.nlm.nih.gov/12485966/")
MDCALC_FRS = Reference(
    "MDCalc. Framingham Risk Score for Hard Coronary Heart Disease: the Cox equations behind "
    "the ATP III risk estimator (coefficients, constants 172.300168 / 146.5933061 and baseline "
    "survival 0.9402 / 0.98767; age in the age x smoker term capped at 70 for men, 78 for "
    "women).",
    url="https://www.mdcalc.com/calc/38/framingham-risk-score-hard-coronary-heart-disease")

# Sex-specific coefficients of the ATP III hard-CHD Cox model (as published by MDCalc for the
# NHLBI ATP III risk estimator). L = sum(beta * x) - constant; risk = 1 - S0 ** exp(L).
MEN = {
    "ln_age": 52.00961, "ln_total_cholesterol": 20.014077, "ln_hdl": -0.905964,
    "ln_sbp": 1.305784, "bp_treated": 0.241549, "smoker": 12.096316,
    "ln_age_x_ln_total_cholesterol": -4.605038, "ln_age_x_smoker": -2.84367,
    "ln_age_squared": -2.93323, "constant": 172.300168, "baseline_survival": 0.9402,
    "smoker_age_cap": 70.0,
}
WOMEN = {
    "ln_age": 31.764001, "ln_total_cholesterol": 22.465206, "ln_hdl": -1.187731,
    "ln_sbp": 2.552905, "bp_treated": 0.420251, "smoker": 13.07543,
    "ln_age_x_ln_total_cholesterol": -5.060998, "ln_age_x_smoker": -2.996945,
    "ln_age_squared": 0.0, "constant": 146.5933061, "baseline_survival": 0.98767,
    "smoker_age_cap": 78.0,
}


def _log(x):
    if type(x) is float or type(x) is int:
        return math.log(x)
    import numpy as np

    return np.log(x)


def framingham_hard_chd(age, sex, smoker, total_cholesterol, hdl_cholesterol, systolic_bp,
                        bp_treated):
    above = hdl_cholesterol > total_cholesterol
    if above if type(above) is bool else bool(above.any()):
        raise Implausible("hdl_cholesterol is above total_cholesterol (HDL is part of total "
                          "cholesterol; are they swapped?)",
                          features=("hdl_cholesterol", "total_cholesterol"))
    female = sex == FEMALE

    def coef(name):
        return where(female, WOMEN[name], MEN[name])

    ln_age = _log(age)
    ln_tc = _log(total_cholesterol)
    ln_age_smoke = _log(minimum(age, coef("smoker_age_cap")))
    smoke = smoker * 1
    treated = bp_treated * 1
    linear = (coef("ln_age") * ln_age
              + coef("ln_total_cholesterol") * ln_tc
              + coef("ln_hdl") * _log(hdl_cholesterol)
              + coef("ln_sbp") * _log(systolic_bp)
              + coef("bp_treated") * treated
              + coef("smoker") * smoke
              + coef("ln_age_x_ln_total_cholesterol") * ln_age * ln_tc
              + coef("ln_age_x_smoker") * ln_age_smoke * smoke
              + coef("ln_age_squared") * ln_age * ln_age
              - coef("constant"))
    risk = 1.0 - coef("baseline_survival") ** exp(linear)
    return {"value": 100.0 * risk, "linear_predictor": linear}


def interpret(risk_percent):
    # ATP III risk categories for people without CHD or a CHD risk equivalent.
    if risk_percent < 10:
        return "< 10% 10-year risk of hard CHD"
    if risk_percent <= 20:
        return "10-20% 10-year risk of hard CHD"
    return "> 20% 10-year risk of hard CHD (CHD risk equivalent in ATP III)"


def _cholesterol(name, description, range_):
    return Quantity(name=name, unit="mg/dL", range=range_, analyte=analytes.CHOLESTEROL,
                    units=("mg/dL", "mmol/L"), description=description)


CALCULATOR = Calculator(
    id="framingham_risk_score",
    name="Framingham Risk Score for Hard Coronary Heart Disease",
    aliases=["Framingham Coronary Heart Disease Risk Score", "Framingham Risk Score",
             "Framingham Risk Score for Hard Coronary Heart Disease", "ATP III risk estimator",
             "Framingham hard CHD risk", "弗明翰冠心病风险评分"],
    specialty="cardiology",
    description="10-year risk (%) of hard coronary heart disease (myocardial infarction or "
                "coronary death) in adults 20-79 without CHD or diabetes, from the NCEP ATP III "
                "Framingham equations.",
    keywords=["coronary heart disease risk", "cardiovascular risk", "10-year risk", "ATP III",
              "cholesterol", "primary prevention", "statin", "myocardial infarction risk",
              "10 year heart attack risk", "hard coronary event risk",
              "ATP III coronary risk estimate", "risk of MI or coronary death",
              "coronary heart disease primary prevention", "cholesterol treatment risk estimate",
              "classic Framingham coronary risk"],
    features=[
        age(description="Age (20-79 years)"),
        sex(),
        Boolean(name="smoker", description="Current smoker",
                definition="any cigarette smoking in the past month"),
        _cholesterol("total_cholesterol", "Total cholesterol", (50.0, 1000.0)),
        _cholesterol("hdl_cholesterol", "HDL cholesterol", (5.0, 200.0)),
        systolic_bp(description="Systolic blood pressure"),
        Boolean(name="bp_treated", description="Blood pressure treated with medication",
                definition="currently taking antihypertensive medication"),
    ],
    versions=[
        Version("atp_iii", dt.date(2002, 12, 17), ATP_III_2002, framingham_hard_chd,
                notes="Sex-specific Cox equations: ln(age), ln(total cholesterol), ln(HDL), "
                      "ln(SBP), BP treatment, smoker, ln(age) x ln(total cholesterol), ln(age) "
                      "x smoker (age capped at 70 for men, 78 for women), ln(age)^2 (men)."),
    ],
    output=Output(kind="number", unit="%", decimals=1, range=(0, 100)),
    preconditions=[Precondition(lambda age: (age >= 20) & (age <= 79),
                                "the ATP III Framingham risk estimate covers ages 20-79")],
    interpret=interpret,
    references=[ATP_III_2002, MDCALC_FRS],
    notes="The ATP III report (executive summary JAMA 2001-05-16; full report Circulation 2002) "
          "prints Framingham point tables; the continuous equations here are those of the ATP "
          "III risk estimator as published on MDCalc (coefficients checked against several "
          "independent implementations). Point tables and equations differ by up to a few "
          "percentage points. Cholesterol is canonical in mg/dL; mmol/L converts with the "
          "cholesterol molar mass (1 mmol/L = 38.67 mg/dL). MedCalc-Bench's labels for this "
          "calculator are wrong (it fed mmol/L values into the mg/dL equation, giving ~0% for "
          "every row). Not for people with CHD, diabetes or other CHD risk equivalents (not "
          "inputs here). Ages 20-79 as in ATP III (some implementations accept only 30-79).",
)
