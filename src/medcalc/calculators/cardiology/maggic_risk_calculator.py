"""MAGGIC risk score (Pocock et al., Eur Heart J 2013): 1- and 3-year mortality in heart
failure, from 13 routinely available variables."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Category,
    Choice,
    Output,
    Quantity,
    Reference,
    Version,
    banded,
    criterion,
    from_category,
)
from medcalc.core import analytes
from medcalc.core.common import age, sex, systolic_bp
from medcalc.core.vector import where
from medcalc.formulas.cardiology_w2b import table_lookup

POCOCK_2013 = Reference(
    "Pocock SJ, Ariti CA, McMurray JJV, et al. Predicting survival in heart failure: a risk "
    "score based on 39 372 patients from 30 studies. Eur Heart J. 2013;34(19):1404-1413 "
    "(Figure 2: integer score; Figure 3: 1- and 3-year probability of death by score).",
    doi="10.1093/eurheartj/ehs337")
HEARTFAILURERISK = Reference(
    "MAGGIC heart failure risk calculator (www.heartfailurerisk.org), whose score-to-"
    "probability table (scores 0-50) is reproduced identically by independent open "
    "implementations (e.g. the GANIMED MAGGICCalculator).")

# Age points by EF group (< 30, 30-39, >= 40) and age band (< 55, 55-59, ..., >= 80).
AGE_POINTS = ((0, 1, 2, 4, 6, 8, 10), (0, 2, 4, 6, 8, 10, 13), (0, 3, 5, 7, 9, 12, 15))
# SBP points by EF group and SBP band (< 110, 110-119, ..., >= 150).
SBP_POINTS = ((5, 4, 3, 2, 1, 0), (3, 2, 1, 1, 0, 0), (2, 1, 1, 0, 0, 0))
# Probability of death by integer score 0..50 (Figure 3).
RISK_1Y = (0.015, 0.016, 0.018, 0.02, 0.022, 0.024, 0.027, 0.029, 0.032, 0.036, 0.039, 0.043,
           0.048, 0.052, 0.058, 0.063, 0.07, 0.077, 0.084, 0.093, 0.102, 0.111, 0.122, 0.134,
           0.147, 0.16, 0.175, 0.191, 0.209, 0.227, 0.248, 0.269, 0.292, 0.316, 0.342, 0.369,
           0.398, 0.427, 0.458, 0.49, 0.523, 0.557, 0.591, 0.625, 0.659, 0.692, 0.725, 0.757,
           0.787, 0.816, 0.842)
RISK_3Y = (0.039, 0.043, 0.048, 0.052, 0.058, 0.063, 0.07, 0.077, 0.084, 0.092, 0.102, 0.111,
           0.122, 0.134, 0.146, 0.16, 0.175, 0.191, 0.209, 0.227, 0.247, 0.269, 0.292, 0.316,
           0.342, 0.369, 0.397, 0.427, 0.458, 0.49, 0.523, 0.556, 0.59, 0.625, 0.658, 0.692,
           0.725, 0.756, 0.787, 0.815, 0.842, 0.866, 0.889, 0.908, 0.926, 0.941, 0.953, 0.964,
           0.973, 0.98, 0.985)


def _band(key, label, value, lo=None, hi=None, aliases=()):
    return Band(key, label, value, ge=lo, lt=hi, aliases=aliases)


AGE_BAND = banded("age_band", "Age", "age", (
    _band("lt_55", "< 55", 0, hi=55, aliases=("<55",)),
    _band("55_59", "55-59", 1, 55, 60), _band("60_64", "60-64", 2, 60, 65),
    _band("65_69", "65-69", 3, 65, 70), _band("70_74", "70-74", 4, 70, 75),
    _band("75_79", "75-79", 5, 75, 80), _band("ge_80", ">= 80", 6, 80, aliases=("≥80",)),
))
SBP_BAND = banded("sbp_band", "Systolic blood pressure", "systolic_bp", (
    _band("lt_110", "< 110", 0, hi=110, aliases=("<110",)),
    _band("110_119", "110-119", 1, 110, 120), _band("120_129", "120-129", 2, 120, 130),
    _band("130_139", "130-139", 3, 130, 140), _band("140_149", "140-149", 4, 140, 150),
    _band("ge_150", ">= 150", 5, 150, aliases=("≥150",)),
), aliases=("Systolic BP", "SBP"))
BMI = banded("bmi_points", "BMI", "bmi", (
    _band("lt_15", "< 15", 6, hi=15, aliases=("<15",)), _band("15_19", "15-19", 5, 15, 20),
    _band("20_24", "20-24", 3, 20, 25), _band("25_29", "25-29", 2, 25, 30),
    _band("ge_30", ">= 30", 0, 30, aliases=("≥30",)),
), aliases=("BMI, kg/m²", "Body mass index"))
CREATININE = banded("creatinine_points", "Creatinine", "creatinine", (
    _band("lt_90", "< 90 µmol/L", 0, hi=90, aliases=("<90",)),
    _band("90_109", "90-109 µmol/L", 1, 90, 110, ("90-109",)),
    _band("110_129", "110-129 µmol/L", 2, 110, 130, ("110-129",)),
    _band("130_149", "130-149 µmol/L", 3, 130, 150, ("130-149",)),
    _band("150_169", "150-169 µmol/L", 4, 150, 170, ("150-169",)),
    _band("170_209", "170-209 µmol/L", 5, 170, 210, ("170-209",)),
    _band("210_249", "210-249 µmol/L", 6, 210, 250, ("210-249",)),
    _band("ge_250", ">= 250 µmol/L", 8, 250, aliases=("≥250",)),
), aliases=("Creatinine, µmol/L", "Serum creatinine"))
NYHA = Category(
    name="nyha_class", description="NYHA functional class", labels=("NYHA class", "NYHA"),
    choices=(Choice("i", "Class I", 0, aliases=("1", "nyha i", "I")),
             Choice("ii", "Class II", 2, aliases=("2", "nyha ii", "II")),
             Choice("iii", "Class III", 6, aliases=("3", "nyha iii", "III")),
             Choice("iv", "Class IV", 8, aliases=("4", "nyha iv", "IV"))))
NYHA_ITEM = from_category(NYHA, "NYHA class", ("NYHA Class", "New York Heart Association "
                                              "class"))
MALE = criterion("male", "Male", "sex", choices=("male",), aliases=("Male sex",),
                 yes_aliases=("Male",), no_aliases=("Female",))
SMOKER = criterion("current_smoker", "Current smoker", aliases=("Smoker",))
DIABETES = criterion("diabetes", "Diabetes", points=3, aliases=("Diabetic",))
COPD = criterion("copd", "COPD", points=2, aliases=("Diagnosis of COPD",))
HF_DURATION = criterion(
    "hf_18_months_or_more", "Heart failure first diagnosed >= 18 months ago", points=2,
    aliases=("Heart failure diagnosed ≥18 months ago",
             "First diagnosis of heart failure ≥18 months ago"),
    yes_aliases=("≥18 months", ">=18 months"), no_aliases=("<18 months", "within 18 months"),
    absent=None)
BETA_BLOCKER = criterion("beta_blocker", "Beta blocker", points=0, no_points=3,
                         aliases=("On beta blocker", "Beta-blocker"), absent=None)
ACEI = criterion("acei_arb", "ACEi/ARB", points=0, no_points=1,
                 aliases=("On ACEi/ARB", "ACE inhibitor or ARB", "ACEI/ARB"), absent=None)
ITEMS = (AGE_BAND, SBP_BAND, BMI, CREATININE, NYHA_ITEM, MALE, SMOKER, DIABETES, COPD,
         HF_DURATION, BETA_BLOCKER, ACEI)
SIMPLE = ("bmi_points", "creatinine_points", "nyha_class", "male", "current_smoker", "diabetes",
          "copd", "hf_18_months_or_more", "beta_blocker", "acei_arb")


def maggic(ejection_fraction, age_band, sbp_band, bmi_points, creatinine_points, nyha_class,
           male, current_smoker, diabetes, copd, hf_18_months_or_more, beta_blocker, acei_arb):
    ef = ejection_fraction
    ef_points = where(ef < 20, 7, where(ef < 25, 6, where(ef < 30, 5, where(
        ef < 35, 3, where(ef < 40, 2, 0)))))
    group = where(ef < 30, 0, where(ef < 40, 1, 2))
    age_points = table_lookup(AGE_POINTS, group, age_band)
    sbp_points = table_lookup(SBP_POINTS, group, sbp_band)
    simple = dict(bmi_points=bmi_points, creatinine_points=creatinine_points,
                  nyha_class=nyha_class, male=male, current_smoker=current_smoker,
                  diabetes=diabetes, copd=copd, hf_18_months_or_more=hf_18_months_or_more,
                  beta_blocker=beta_blocker, acei_arb=acei_arb)
    score = ef_points + age_points + sbp_points + sum(simple[n] for n in SIMPLE)
    capped = where(score > 50, 50, score)
    return {"value": score, "ejection_fraction_points": ef_points, "age_points": age_points,
            "systolic_bp_points": sbp_points, **simple,
            "mortality_1_year": table_lookup((RISK_1Y,), 0, capped),
            "mortality_3_year": table_lookup((RISK_3Y,), 0, capped)}


def interpret(score):
    s = int(score)
    if s > 50:
        return (f"MAGGIC score {s}: above the published table (0-50); at 50 the 1-year "
                f"mortality is {RISK_1Y[50]:.1%} and 3-year {RISK_3Y[50]:.1%}")
    return (f"MAGGIC score {s}: predicted mortality {RISK_1Y[s]:.1%} at 1 year and "
            f"{RISK_3Y[s]:.1%} at 3 years")


CALCULATOR = Calculator(
    id="maggic_risk_calculator",
    name="MAGGIC Risk Calculator for Heart Failure",
    aliases=["MAGGIC Risk Calculator for Heart Failure", "MAGGIC", "MAGGIC score",
             "MAGGIC heart failure risk score"],
    specialty="cardiology",
    description="Integer MAGGIC score and predicted 1- and 3-year mortality in heart failure "
                "(reduced or preserved ejection fraction).",
    keywords=["heart failure", "mortality", "prognosis", "HFrEF", "HFpEF", "ejection fraction",
              "MAGGIC", "survival", "heart failure survival estimate",
              "one and three year mortality heart failure", "prognosis in chronic heart failure",
              "life expectancy in heart failure", "HFrEF and HFpEF mortality prediction",
              "heart failure outpatient prognosis"],
    features=[
        Quantity(name="ejection_fraction", unit="%", units=("%",), range=(1.0, 95.0),
                 labels=("Ejection fraction", "EF", "LVEF", "Ejection fraction, %"),
                 description="Left ventricular ejection fraction"),
        age(description="Age (points depend on the EF group)"),
        systolic_bp(description="Systolic blood pressure (points depend on the EF group)"),
        Quantity(name="bmi", unit="kg/m2", units=("kg/m2",), range=(8.0, 150.0),
                 labels=("BMI", "Body mass index"), description="Body-mass index"),
        Quantity(name="creatinine", unit="µmol/L", units=("µmol/L", "mg/dL"),
                 analyte=analytes.CREATININE, range=(10.0, 3500.0),
                 labels=("Creatinine",), description="Serum creatinine (µmol/L, or mg/dL with "
                                                     "its unit)"),
        NYHA,
        sex(labels=("Sex", "Gender")),
        Boolean(name="current_smoker", description="Current smoker (1 point)"),
        Boolean(name="diabetes", description="Diabetes (3 points)"),
        Boolean(name="copd", description="Chronic obstructive pulmonary disease (2 points)"),
        Boolean(name="hf_18_months_or_more",
                description="Heart failure first diagnosed 18 months ago or more (2 points); "
                            "false if first diagnosed within the past 18 months"),
        Boolean(name="beta_blocker", description="Taking a beta blocker (not taking: 3 "
                                                 "points)"),
        Boolean(name="acei_arb", description="Taking an ACE inhibitor or ARB (not taking: 1 "
                                             "point)"),
    ],
    items=list(ITEMS),
    versions=[Version("pocock_2013", dt.date(2013, 5, 14), POCOCK_2013, maggic,
                      notes="Integer score of Figure 2 (EF; age and SBP points by EF group; "
                            "BMI; creatinine; NYHA; male; smoker; diabetes; COPD; HF >= 18 "
                            "months; no beta blocker; no ACEi/ARB) and Figure 3 mortality.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 57)),
    interpret=interpret,
    references=[POCOCK_2013, HEARTFAILURERISK],
    notes="Integer MAGGIC score (Pocock 2013 Figure 2): EF < 20 7, 20-24 6, 25-29 5, 30-34 3, "
          "35-39 2, >= 40 0; age and systolic pressure points by EF group (< 30, 30-39, >= 40); "
          "BMI < 15 6, 15-19 5, 20-24 3, 25-29 2, >= 30 0; creatinine (µmol/L) < 90 0, 90-109 "
          "1, 110-129 2, 130-149 3, 150-169 4, 170-209 5, 210-249 6, >= 250 8; NYHA I 0, II 2, "
          "III 6, IV 8; male 1; current smoker 1; diabetes 3; COPD 2; heart failure first "
          "diagnosed >= 18 months ago 2; not on beta blocker 3; not on ACEi/ARB 1. Bands of "
          "whole numbers in the source are read as ranges of the continuous value (age 59.5 "
          "is in 55-59). The 1- and 3-year mortality come from the score-to-probability "
          "table (scores 0-50); scores above 50 (possible, up to 57) are beyond the table and "
          "report the value at 50. Treatment items (beta blocker, ACEi/ARB) and the "
          "heart-failure duration are never imputed under missing='absent'. Creatinine is "
          "read in µmol/L (the source's unit); a bare number is µmol/L.",
)
