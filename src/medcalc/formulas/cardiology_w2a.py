"""Shared pieces of the wave-2 cardiology calculators (part A): aortic regurgitation grading,
the 2013 Pooled Cohort Equations, the CHA2DS2-VA items."""

from __future__ import annotations

import math
from typing import Any

from medcalc.core.common import FEMALE
from medcalc.core.vector import exp, log, where
from medcalc.core.versions import Reference

ZOGHBI_2017 = Reference(
    "Zoghbi WA, Adams D, Bonow RO, et al. Recommendations for noninvasive evaluation of native "
    "valvular regurgitation: a report from the American Society of Echocardiography developed in "
    "collaboration with the Society for Cardiovascular Magnetic Resonance. J Am Soc "
    "Echocardiogr. 2017;30(4):303-371 (aortic regurgitation: quantitative parameters).",
    doi="10.1016/j.echo.2017.01.007")

# ASE 2017, aortic regurgitation: mild / moderate / severe.
AR_RVOL_ML = (30.0, 60.0)       # < 30 mild, 30-59 moderate, >= 60 severe
AR_RF_PERCENT = (30.0, 50.0)    # < 30 mild, 30-49 moderate, >= 50 severe
AR_EROA_CM2 = (0.10, 0.30)      # < 0.10 mild, 0.10-0.29 moderate, >= 0.30 severe


def ar_grade(value: float, cuts: tuple[float, float]) -> str:
    """ASE 2017 aortic-regurgitation grade of one quantitative parameter (scalar)."""
    low, high = cuts
    if value < low:
        return "mild"
    if value < high:
        return "moderate"
    return "severe"


def circle_area(diameter: Any) -> Any:
    """Area (cm²) of a circular orifice of the given diameter (cm)."""
    return math.pi * (diameter / 2.0) ** 2


# -- 2013 ACC/AHA Pooled Cohort Equations (ascvd_2013, ascvd_risk_algorithm_known_ascvd) ------

GOFF_2014 = Reference(
    "Goff DC Jr, Lloyd-Jones DM, Bennett G, et al. 2013 ACC/AHA guideline on the assessment of "
    "cardiovascular risk: a report of the American College of Cardiology/American Heart "
    "Association Task Force on Practice Guidelines. Circulation. 2014;129(25 Suppl 2):S49-S73 "
    "(Pooled Cohort Equations: Table A and the worked example of the appendix).",
    doi="10.1161/01.cir.0000437741.48606.98")
GRUNDY_2019 = Reference(
    "Grundy SM, Stone NJ, Bailey AL, et al. 2018 AHA/ACC/.../PCNA Guideline on the Management of "
    "Blood Cholesterol. Circulation. 2019;139(25):e1082-e1143 (risk categories: low < 5%, "
    "borderline 5-7.4%, intermediate 7.5-19.9%, high >= 20%).",
    doi="10.1161/CIR.0000000000000625")
WHITE, AFRICAN_AMERICAN = "white_or_other", "african_american"

# Goff 2014 Table A: coefficients of ln age, ln age^2, ln TC, ln age x ln TC, ln HDL,
# ln age x ln HDL, ln treated SBP, ln age x ln treated SBP, ln untreated SBP,
# ln age x ln untreated SBP, smoker, ln age x smoker, diabetes; baseline survival; mean.
_COEF = {
    ("female", WHITE): (-29.799, 4.884, 13.540, -3.114, -13.578, 3.149, 2.019, 0.0, 1.957, 0.0,
                        7.574, -1.665, 0.661, 0.9665, -29.18),
    ("female", AFRICAN_AMERICAN): (17.114, 0.0, 0.940, 0.0, -18.920, 4.475, 29.291, -6.432,
                                   27.820, -6.087, 0.691, 0.0, 0.874, 0.9533, 86.61),
    ("male", WHITE): (12.344, 0.0, 11.853, -2.664, -7.990, 1.769, 1.797, 0.0, 1.764, 0.0, 7.837,
                      -1.795, 0.658, 0.9144, 61.18),
    ("male", AFRICAN_AMERICAN): (2.469, 0.0, 0.302, 0.0, -0.307, 0.0, 1.916, 0.0, 1.809, 0.0,
                                 0.549, 0.0, 0.645, 0.8954, 19.54),
}


def _risk(c, la, ltc, lhdl, lsbp, treated, smoker, diabetes):
    s = (c[0] * la + c[1] * la * la + c[2] * ltc + c[3] * la * ltc + c[4] * lhdl
         + c[5] * la * lhdl
         + treated * (c[6] * lsbp + c[7] * la * lsbp)
         + (1 - treated) * (c[8] * lsbp + c[9] * la * lsbp)
         + c[10] * smoker + c[11] * la * smoker + c[12] * diabetes)
    return 1.0 - c[13] ** exp(s - c[14])


def pooled_cohort(age, sex, race, total_cholesterol, hdl_cholesterol, systolic_bp, bp_treated,
                  smoker, diabetes):
    la, ltc, lhdl, lsbp = log(age), log(total_cholesterol), log(hdl_cholesterol), log(systolic_bp)
    treated, smk, dm = 1.0 * bp_treated, 1.0 * smoker, 1.0 * diabetes
    female, black = sex == FEMALE, race == AFRICAN_AMERICAN
    r = {k: _risk(c, la, ltc, lhdl, lsbp, treated, smk, dm) for k, c in _COEF.items()}
    risk = where(female, where(black, r[("female", AFRICAN_AMERICAN)], r[("female", WHITE)]),
                 where(black, r[("male", AFRICAN_AMERICAN)], r[("male", WHITE)]))
    return 100.0 * risk


def _chol(name, description, lo, hi, labels):
    from medcalc.core import Quantity, analytes

    return Quantity(name=name, description=description, unit="mg/dL", units=("mg/dL", "mmol/L"),
                    analyte=analytes.CHOLESTEROL, range=(lo, hi), labels=labels)


def pce_features() -> list:
    """The inputs of the Pooled Cohort Equations (with MDCalc's field labels)."""
    from medcalc.core import Boolean, Category, Choice
    from medcalc.core.common import age, sex, systolic_bp

    return [
        age(labels=("Age",)),
        sex(labels=("Sex",)),
        Category(name="race", description="Race for the equations: African American, or white "
                 "(also used for other races)", labels=("Race",), choices=(
                     Choice(WHITE, "White or other", aliases=("White", "Other", "Caucasian")),
                     Choice(AFRICAN_AMERICAN, "African American",
                            aliases=("Black", "African-American")))),
        _chol("total_cholesterol", "Total cholesterol", 50.0, 1000.0,
              ("Total cholesterol", "Total Cholesterol")),
        _chol("hdl_cholesterol", "HDL cholesterol", 5.0, 200.0,
              ("HDL cholesterol", "HDL Cholesterol")),
        systolic_bp(labels=("Systolic BP", "Systolic blood pressure")),
        Boolean(name="bp_treated", description="Treated for high blood pressure",
                labels=("Treatment for hypertension", "On hypertension treatment")),
        Boolean(name="smoker", description="Current smoker", labels=("Smoker",)),
        Boolean(name="diabetes", description="Diabetes", labels=("Diabetes",)),
    ]


# -- CHA2DS2-VA (2024 ESC) items, as cha2ds2_vasc declares them for its 'cha2ds2_va' variant ----

ESC_2024 = Reference(
    "Van Gelder IC, Rienstra M, Bunting KV, et al. 2024 ESC Guidelines for the management of "
    "atrial fibrillation developed in collaboration with the European Association for "
    "Cardio-Thoracic Surgery (EACTS). Eur Heart J. 2024;45(36):3314-3414 (CHA2DS2-VA score: "
    "the sex category is dropped).", doi="10.1093/eurheartj/ehae176")
LIP_2010 = Reference(
    "Lip GYH, Nieuwlaat R, Pisters R, Lane DA, Crijns HJGM. Refining clinical risk stratification "
    "for predicting stroke and thromboembolism in atrial fibrillation using a novel risk "
    "factor-based approach: the Euro Heart Survey on Atrial Fibrillation. Chest. "
    "2010;137(2):263-272.", doi="10.1378/chest.09-1584")


def cha2ds2_va_items() -> tuple:
    """The six CHA2DS2-VA items (labels as Lip 2010 prints them; MDCalc's labels as aliases)."""
    from medcalc.core import Band, banded, criterion

    age_item = banded("age", "Age", bands=(
        Band("lt_65", "< 65", 0, lt=65, aliases=("Age < 65", "under 65", "younger than 65")),
        Band("65_to_74", "65-74", 1, ge=65, lt=75, aliases=("Age 65-74", "65 to 74")),
        Band("ge_75", ">= 75", 2, ge=75, aliases=("Age >= 75", "75 or older")),
    ), absent="lt_65")
    return (
        criterion("congestive_heart_failure", "Congestive heart failure or LV dysfunction",
                  aliases=("CHF history", "Chronic heart failure", "Congestive heart failure")),
        criterion("hypertension", "Hypertension", aliases=("Hypertension history",)),
        age_item,
        criterion("diabetes", "Diabetes mellitus", aliases=("Diabetes history",)),
        criterion("stroke_tia_thromboembolism", "Stroke, TIA or thromboembolism", points=2,
                  aliases=("Stroke/TIA/thromboembolism history",
                           "Prior stroke, TIA, or arterial thromboembolism",
                           "Prior stroke, TIA or thromboembolism")),
        criterion("vascular_disease",
                  "Vascular disease (prior MI, peripheral artery disease or aortic plaque)",
                  aliases=("Vascular disease history (prior MI, peripheral artery disease, or "
                           "aortic plaque)", "Vascular disease history", "Vascular disease")),
    )


def cha2ds2_va_features() -> list:
    from medcalc.core import Boolean
    from medcalc.core.common import age

    return [
        age(description="Age (< 65: 0, 65-74: 1, >= 75: 2 points)"),
        Boolean(name="congestive_heart_failure",
                description="Congestive heart failure or left ventricular dysfunction",
                definition="clinical heart failure (signs/symptoms) or objective evidence of "
                           "moderate-to-severe LV systolic dysfunction / reduced LVEF"),
        Boolean(name="hypertension", description="Hypertension",
                definition="history of hypertension or current antihypertensive treatment"),
        Boolean(name="diabetes", description="Diabetes mellitus",
                definition="diagnosed diabetes mellitus (type 1 or 2), treated or not"),
        Boolean(name="stroke_tia_thromboembolism",
                description="Prior stroke, TIA or thromboembolism (2 points)",
                definition="prior ischaemic stroke, transient ischaemic attack, or systemic "
                           "(arterial) thromboembolism"),
        Boolean(name="vascular_disease", description="Vascular disease",
                definition="prior myocardial infarction, peripheral artery disease or aortic "
                           "plaque; not venous thrombosis"),
    ]
