"""SCORE2-OP (SCORE2-OP working group, Eur Heart J 2021): 10-year risk of fatal and non-fatal
cardiovascular disease in apparently healthy people aged 70 and over in Europe."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Implausible, Output, Precondition, Reference, Version
from medcalc.core.common import FEMALE, age, sex, systolic_bp
from medcalc.core.vector import any_true, where
from medcalc.formulas.cardiology_w2b import (
    SCORE2_RISK_REGION as RISK_REGION,
    SCORE2_SMOKING as SMOKING,
    cholesterol_mmol as _cholesterol,
    score2_recalibrated,
)

SCORE2_OP_2021 = Reference(
    "SCORE2-OP working group and ESC Cardiovascular risk collaboration. SCORE2-OP risk "
    "prediction algorithms: estimating incident cardiovascular event risk in older persons in "
    "four geographical risk regions. Eur Heart J. 2021;42(25):2455-2467 (supplementary methods: "
    "coefficients, baseline survival, mean linear predictor and region scales).",
    doi="10.1093/eurheartj/ehab312")
ESC_2021 = Reference(
    "Visseren FLJ, Mach F, Smulders YM, et al. 2021 ESC Guidelines on cardiovascular disease "
    "prevention in clinical practice. Eur Heart J. 2021;42(34):3227-3337 (risk categories at "
    "age >= 70: < 7.5% low-to-moderate, 7.5 to < 15% high, >= 15% very high).",
    doi="10.1093/eurheartj/ehab484")
KAPTOGE_STATA = Reference(
    "Kaptoge S, Pennells L, Hageman S. score2oprisk: Stata program for the SCORE2-OP risk score "
    "with region recalibration (Cardiovascular Epidemiology Unit, University of Cambridge; "
    "2020-2022), giving the published rounded coefficients and unrounded ones.")

# Published (rounded) coefficients, (men, women).
COEF = {
    "age": (0.0634, 0.0789), "diabetes": (0.4245, 0.6010), "diabetes_age": (-0.0174, -0.0107),
    "smoking": (0.3524, 0.4921), "smoking_age": (-0.0247, -0.0255), "sbp": (0.0094, 0.0102),
    "sbp_age": (-0.0005, -0.0004), "tchol": (0.0850, 0.0605), "tchol_age": (0.0073, -0.0009),
    "hdl": (-0.3564, -0.3040), "hdl_age": (0.0091, 0.0154),
}
MEAN_LP = (0.0929, 0.2288)
BASELINE_SURVIVAL = (0.7576, 0.8082)
REGION_SCALES = {
    "low": ((-0.34, 1.19), (-0.52, 1.01)),
    "moderate": ((0.01, 1.25), (-0.10, 1.10)),
    "high": ((0.08, 1.15), (0.38, 1.09)),
    "very_high": ((0.05, 0.70), (0.38, 0.69)),
}


def score2_op(sex, age, smoking, systolic_bp, diabetes, total_cholesterol, hdl_cholesterol,
              risk_region):
    if any_true(hdl_cholesterol > total_cholesterol):
        raise Implausible("hdl_cholesterol is above total_cholesterol (HDL is part of total "
                          "cholesterol; are they swapped?)",
                          features=("hdl_cholesterol", "total_cholesterol"))
    female = sex == FEMALE

    def c(name):
        men, women = COEF[name]
        return where(female, women, men)

    smk = smoking * 1
    dm = diabetes * 1
    cage = age - 73.0
    csbp = systolic_bp - 150.0
    ctchol = total_cholesterol - 6.0
    chdl = hdl_cholesterol - 1.4
    x = (c("age") * cage + c("diabetes") * dm + c("diabetes_age") * dm * cage
         + c("smoking") * smk + c("smoking_age") * smk * cage + c("sbp") * csbp
         + c("sbp_age") * csbp * cage + c("tchol") * ctchol + c("tchol_age") * ctchol * cage
         + c("hdl") * chdl + c("hdl_age") * chdl * cage
         - where(female, MEAN_LP[1], MEAN_LP[0]))
    return score2_recalibrated(x, female, BASELINE_SURVIVAL, REGION_SCALES, risk_region)


def interpret(risk):
    if risk < 7.5:
        return "low-to-moderate risk (< 7.5% at age >= 70; ESC 2021)"
    if risk < 15:
        return "high risk (7.5 to < 15% at age >= 70; ESC 2021)"
    return "very high risk (>= 15% at age >= 70; ESC 2021)"


CALCULATOR = Calculator(
    id="score2_op",
    name="Systematic Coronary Risk Evaluation 2-Older Persons (SCORE2-OP)",
    aliases=["Systematic Coronary Risk Evaluation 2-Older Persons (SCORE2-OP)", "SCORE2-OP",
             "SCORE2 OP", "SCORE2 older persons"],
    specialty="cardiology",
    description="10-year risk (%) of fatal and non-fatal cardiovascular disease in people aged "
                "70 and over without established ASCVD, recalibrated to the ESC risk region.",
    keywords=["cardiovascular risk", "older adults", "elderly", "10-year risk", "ESC", "SCORE2",
              "primary prevention", "risk region", "cardiovascular risk over age 70",
              "European CVD risk in elderly", "heart attack and stroke risk over 70",
              "ESC risk for older persons", "primary prevention in the elderly",
              "statin decision in people over 70"],
    features=[
        sex(labels=("Sex",)),
        age(description="Age (70 years and over; derived to 89)", labels=("Age",)),
        Boolean(name="smoking", description="Current smoker",
                definition="current smoking (former smokers count as non-smokers)"),
        systolic_bp(labels=("SBP", "Systolic BP")),
        Boolean(name="diabetes", description="History of diabetes", labels=("Diabetes",)),
        _cholesterol("total_cholesterol", "Total cholesterol", (1.0, 25.0),
                     ("Total cholesterol",)),
        _cholesterol("hdl_cholesterol", "HDL cholesterol", (0.1, 5.0), ("HDL cholesterol",)),
        RISK_REGION,
    ],
    items=[SMOKING],
    preconditions=[Precondition(lambda age: age >= 70,
                                "SCORE2-OP applies from age 70 (use SCORE2 below 70)")],
    versions=[Version("score2_op_2021", dt.date(2021, 6, 13), SCORE2_OP_2021, score2_op,
                      notes="Sex-specific competing-risk Cox model (CONOR), published rounded "
                            "coefficients; cage = age - 73, csbp = SBP - 150, ctchol = TC - 6, "
                            "chdl = HDL - 1.4; x minus the mean linear predictor (0.0929 men, "
                            "0.2288 women); baseline survival 0.7576 / 0.8082; region scales.")],
    output=Output(unit="%", decimals=1, range=(0.0, 100.0),
                  description="Calibrated 10-year risk of CVD, percent"),
    interpret=interpret,
    references=[SCORE2_OP_2021, ESC_2021, KAPTOGE_STATA],
    notes="Published rounded coefficients and region scales (2 decimals) of SCORE2-OP, as in "
          "the paper and the ESC calculator; the authors' Stata program also carries unrounded "
          "ones (differences in the second decimal of the risk). Ages below 70 are not "
          "applicable (SCORE2 covers 40-69); the model was derived and validated up to 89, and "
          "older ages are computed without a warning. Risk categories of the 2021 ESC "
          "prevention guideline at age >= 70: < 7.5% low-to-moderate, 7.5 to < 15% high, >= "
          "15% very high. Not for people with established ASCVD, diabetes with target-organ "
          "damage, or severe CKD.",
)
