"""AHA PREVENT equations, base model (Khan et al., Circulation 2024): 10-year risk of total
cardiovascular disease, ASCVD and heart failure."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Output,
    Precondition,
    Quantity,
    Reference,
    Version,
    criterion,
)
from medcalc.core import analytes
from medcalc.core.common import FEMALE, age, sex, systolic_bp
from medcalc.core.vector import any_true, maximum, minimum, where
from medcalc.core.na import Implausible
from medcalc.core.vector import exp

KHAN_2024 = Reference(
    "Khan SS, Matsushita K, Sang Y, et al. Development and validation of the American Heart "
    "Association's PREVENT equations. Circulation. 2024;149(6):430-449 (base model "
    "coefficients: Supplemental Table S12A and its companion tables).",
    doi="10.1161/CIRCULATIONAHA.123.067626", url="https://pubmed.ncbi.nlm.nih.gov/37947085/")
IMPLEMENTATIONS = Reference(
    "Open implementations of the PREVENT base equations (the preventr R package and others), "
    "whose coefficients agree with each other; used to check the transcription of the "
    "supplemental tables.")

# 10-year equations. Term order: constant, age, age², nonHDL, HDL, sbpMin, sbpMax, diabetes,
# smoker, egfrMin,
# egfrMax, bpMeds, statin, bpMeds×sbpMax, statin×nonHDL, age×nonHDL, age×HDL, age×sbpMax,
# age×diabetes, age×smoker, age×egfrMin, bmiMin, bmiMax, age×bmiMax.
COEF = {
    "female": {
        "cvd10": (-3.307728, 0.7939329, 0, 0.0305239, -0.1606857, -0.2394003, 0.3600781,
                  0.8667604, 0.5360739, 0.6045917, 0.0433769, 0.3151672, -0.1477655,
                  -0.0663612, 0.1197879, -0.0819715, 0.0306769, -0.0946348, -0.27057,
                  -0.078715, -0.1637806, 0, 0, 0),
        "ascvd10": (-3.819975, 0.719883, 0, 0.1176967, -0.151185, -0.0835358, 0.3592852,
                    0.8348585, 0.4831078, 0.4864619, 0.0397779, 0.2265309, -0.0592374,
                    -0.0395762, 0.0844423, -0.0567839, 0.0325692, -0.1035985, -0.2417542,
                    -0.0791142, -0.1671492, 0, 0, 0),
        "hf10": (-4.310409, 0.8998235, 0, 0, 0, -0.4559771, 0.3576505, 1.038346, 0.583916,
                 0.7451638, 0.0557087, 0.3534442, 0, -0.0981511, 0, 0, 0, -0.0946663,
                 -0.3581041, -0.1159453, -0.1884289, -0.0072294, 0.2997706, -0.003878),
    },
    "male": {
        "cvd10": (-3.031168, 0.7688528, 0, 0.0736174, -0.0954431, -0.4347345, 0.3362658,
                  0.7692857, 0.4386871, 0.5378979, 0.0164827, 0.288879, -0.1337349,
                  -0.0475924, 0.150273, -0.0517874, 0.0191169, -0.1049477, -0.2251948,
                  -0.0895067, -0.1543702, 0, 0, 0),
        "ascvd10": (-3.500655, 0.7099847, 0, 0.1658663, -0.1144285, -0.2837212, 0.3239977,
                    0.7189597, 0.3956973, 0.3690075, 0.0203619, 0.2036522, -0.0865581,
                    -0.0322916, 0.114563, -0.0300005, 0.0232747, -0.0927024, -0.2018525,
                    -0.0970527, -0.1217081, 0, 0, 0),
        "hf10": (-3.946391, 0.8972642, 0, 0, 0, -0.6811466, 0.3634461, 0.923776, 0.5023736,
                 0.6926917, 0.0251827, 0.2980922, 0, -0.0497731, 0, 0, 0, -0.1289201,
                 -0.3040924, -0.1401688, -0.1797778, -0.0485841, 0.3726929, 0.0068126),
    },
}
MG_DL_TO_MMOL_L = 0.02586  # cholesterol, as the PREVENT equations state it


def _cholesterol(name, description, range_, labels):
    return Quantity(name=name, unit="mg/dL", range=range_, analyte=analytes.CHOLESTEROL,
                    units=("mg/dL", "mmol/L"), description=description, labels=labels)


SMOKING = criterion("smoking", "Current smoking", points=True, no_points=False,
                    aliases=("Current smoker", "Smoker"), yes_aliases=("Current",),
                    no_aliases=("Former", "Never", "Non-smoker"))


def _risk(model, female, terms):
    x = 0.0
    for i, t in enumerate(terms):
        x = x + where(female, COEF["female"][model][i], COEF["male"][model][i]) * t
    return 100.0 * exp(x) / (1.0 + exp(x))


def prevent(sex, age, total_cholesterol, hdl_cholesterol, systolic_bp, bp_treatment, statin,
            diabetes, smoking, egfr, bmi):
    if any_true(hdl_cholesterol >= total_cholesterol):
        raise Implausible("hdl_cholesterol is not below total_cholesterol (HDL is part of "
                          "total cholesterol; are they swapped?)",
                          features=("hdl_cholesterol", "total_cholesterol"))
    female = sex == FEMALE
    a = (age - 55.0) / 10.0
    non_hdl = MG_DL_TO_MMOL_L * (total_cholesterol - hdl_cholesterol) - 3.5
    hdl = (MG_DL_TO_MMOL_L * hdl_cholesterol - 1.3) / 0.3
    sbp_min = (minimum(systolic_bp, 110.0) - 110.0) / 20.0
    sbp_max = (maximum(systolic_bp, 110.0) - 130.0) / 20.0
    egfr_min = (minimum(egfr, 60.0) - 60.0) / -15.0
    egfr_max = (maximum(egfr, 60.0) - 90.0) / -15.0
    bmi_min = (minimum(bmi, 30.0) - 25.0) / 5.0
    bmi_max = (maximum(bmi, 30.0) - 30.0) / 5.0
    dm, smk, bp, st = diabetes * 1, smoking * 1, bp_treatment * 1, statin * 1
    terms = (1.0, a, a * a, non_hdl, hdl, sbp_min, sbp_max, dm, smk, egfr_min, egfr_max, bp,
             st, bp * sbp_max, st * non_hdl, a * non_hdl, a * hdl, a * sbp_max, a * dm,
             a * smk, a * egfr_min, bmi_min, bmi_max, a * bmi_max)
    return {"value": _risk("cvd10", female, terms),
            "ascvd_10_year": _risk("ascvd10", female, terms),
            "heart_failure_10_year": _risk("hf10", female, terms)}


def interpret(risk):
    # Khan 2024 / AHA: 10-year total CVD risk categories.
    if risk < 5:
        return "low (< 5% 10-year total CVD risk)"
    if risk < 7.5:
        return "borderline (5 to < 7.5%)"
    if risk < 20:
        return "intermediate (7.5 to < 20%)"
    return "high (>= 20%)"


CALCULATOR = Calculator(
    id="prevent",
    name="Predicting Risk of Cardiovascular Disease EVENTs (PREVENT)",
    aliases=["Predicting Risk of Cardiovascular Disease EVENTs (PREVENT)", "PREVENT",
             "AHA PREVENT", "PREVENT equations", "PREVENT calculator"],
    specialty="cardiology",
    description="AHA PREVENT base model: 10-year risk (%) of total cardiovascular disease "
                "(ASCVD or heart failure) in adults 30-79 without CVD; 10-year ASCVD and heart "
                "failure risks in the breakdown.",
    keywords=["cardiovascular risk", "ASCVD", "heart failure risk", "10-year risk",
              "primary prevention", "statin", "eGFR", "AHA", "PREVENT",
              "cardiovascular-kidney-metabolic", "newer cardiovascular risk equation",
              "10 year risk including heart failure", "cardiovascular risk with kidney function",
              "risk estimate from age 30", "race free cardiovascular risk",
              "total CVD risk for statin decision", "cardiovascular kidney metabolic risk"],
    features=[
        sex(labels=("Sex",)),
        age(description="Age (30-79 years)", labels=("Age",)),
        _cholesterol("total_cholesterol", "Total cholesterol", (40.0, 1000.0),
                     ("Total cholesterol",)),
        _cholesterol("hdl_cholesterol", "HDL cholesterol", (5.0, 200.0), ("HDL cholesterol",)),
        systolic_bp(labels=("SBP", "Systolic BP")),
        Boolean(name="bp_treatment", description="On antihypertensive medication",
                labels=("On BP meds", "Antihypertensive medication",
                        "On hypertension medication")),
        Boolean(name="statin", description="On a statin", labels=("On statin", "Statin")),
        Boolean(name="diabetes", description="Diabetes", labels=("Diabetes",)),
        Boolean(name="smoking", description="Current smoking",
                definition="any cigarette use in the past 30 days"),
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(1.0, 200.0), labels=("eGFR",),
                 description="Estimated GFR (CKD-EPI 2021 race-free in the source)"),
        Quantity(name="bmi", unit="kg/m2", units=("kg/m2",), range=(8.0, 150.0),
                 labels=("BMI", "Body mass index"),
                 description="Body-mass index (used by the heart-failure equations)"),
    ],
    items=[SMOKING],
    preconditions=[Precondition(lambda age: (age >= 30) & (age <= 79),
                                "the PREVENT equations apply to ages 30-79 years (Khan 2024)")],
    versions=[Version("khan_2024_base", dt.date(2023, 11, 10), KHAN_2024, prevent,
                      notes="Base model (no UACR, HbA1c or SDI): logistic equations, "
                            "sex-specific; age per 10 years centred at 55; non-HDL and HDL "
                            "in mmol/L (mg/dL x 0.02586); SBP and eGFR splines at 110 mmHg "
                            "and 60 mL/min/1.73 m²; BMI spline at 30 (heart failure).")],
    output=Output(unit="%", decimals=1, range=(0.0, 100.0),
                  description="10-year total CVD risk, percent"),
    interpret=interpret,
    references=[KHAN_2024, IMPLEMENTATIONS],
    notes="Base PREVENT model (Khan 2024): sex-specific logistic equations; 10-year total "
          "CVD is the headline value, 10-year ASCVD and heart failure are in the breakdown; "
          "the 30-year equations (defined for ages 30-59 only) are not implemented. The "
          "optional add-ons (urine albumin-creatinine ratio, HbA1c, social deprivation index) "
          "are not implemented. "
          "Cholesterol is converted with the equations' own factor 0.02586 mmol/L per mg/dL. "
          "Ages outside 30-79 are not applicable; the AHA calculator also limits total "
          "cholesterol to 130-320 mg/dL, HDL 20-100, SBP 90-200, eGFR 15-140 and BMI "
          "18.5-39.9, which are not enforced here. Risk categories (low < 5%, borderline "
          "5-7.4%, intermediate 7.5-19.9%, high >= 20%) follow the conventional ACC/AHA "
          "bands applied to the 10-year estimate.",
)
