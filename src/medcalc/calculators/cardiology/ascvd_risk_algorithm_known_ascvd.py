"""Statin-benefit groups of the 2018 AHA/ACC cholesterol guideline, including patients with known
clinical ASCVD; primary prevention uses the 2013 Pooled Cohort Equations (`ascvd_2013`)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Quantity, Reference, Version, criterion
from medcalc.core import analytes
from medcalc.core.vector import where
from medcalc.formulas.cardiology_w2a import GOFF_2014, GRUNDY_2019, pce_features, pooled_cohort

MDCALC = Reference("MDCalc. ASCVD (Atherosclerotic Cardiovascular Disease) Risk Algorithm "
                   "including Known ASCVD from AHA/ACC.")

ASCVD = criterion("clinical_ascvd", "Clinical ASCVD",
                  aliases=("Known ASCVD", "History of clinical ASCVD"))
VERY_HIGH = criterion("very_high_risk", "Very high risk ASCVD (multiple major ASCVD events, or "
                      "one major event and multiple high-risk conditions)",
                      aliases=("Very high-risk ASCVD",))
LDL_190 = criterion("ldl_ge_190", "LDL-C >= 190 mg/dL", "ldl_cholesterol", ge=190,
                    aliases=("LDL-C ≥190 mg/dL", "LDL >= 190"))
LDL_70 = criterion("ldl_ge_70", "LDL-C >= 70 mg/dL", "ldl_cholesterol", ge=70,
                   aliases=("LDL-C ≥70 mg/dL", "LDL >= 70"))
DIABETES = criterion("diabetes_item", "Diabetes mellitus", "diabetes",
                     aliases=("Diabetes",))
ITEMS = (ASCVD, VERY_HIGH, LDL_190, LDL_70, DIABETES)

TEXT = {
    "secondary_very_high_risk": "clinical ASCVD at very high risk: high-intensity or maximally "
        "tolerated statin; if LDL-C stays >= 70 mg/dL add ezetimibe, then consider a PCSK9 "
        "inhibitor",
    "secondary": "clinical ASCVD, age <= 75: high-intensity statin to lower LDL-C by >= 50% "
        "(moderate intensity if high intensity is not tolerated)",
    "secondary_over_75": "clinical ASCVD, age > 75: moderate- or high-intensity statin is "
        "reasonable after a clinician-patient risk discussion",
    "ldl_190": "LDL-C >= 190 mg/dL (age 20-75): high-intensity statin without risk calculation",
    "diabetes": "diabetes, age 40-75: moderate-intensity statin (high intensity reasonable with "
        "multiple risk factors or age 50-75)",
    "primary_high": "primary prevention, 10-year ASCVD risk >= 20%: high-intensity statin "
        "(LDL-C reduction >= 50%)",
    "primary_intermediate": "primary prevention, risk 7.5% to < 20%: moderate-intensity statin "
        "after a risk discussion (risk enhancers, coronary calcium if uncertain)",
    "primary_borderline": "primary prevention, risk 5% to < 7.5%: risk discussion; "
        "moderate-intensity statin if risk enhancers are present",
    "primary_low": "primary prevention, risk < 5%: emphasize lifestyle",
    "outside_groups": "outside the guideline's statin-benefit groups (age < 40 or > 75 without "
        "ASCVD, LDL-C < 70 mg/dL, or not diabetic at 40-75 with LDL-C < 190): lifestyle and "
        "individual risk discussion",
}


def algorithm(clinical_ascvd, very_high_risk, ldl_ge_190, ldl_ge_70, diabetes_item, age, sex,
              race, total_cholesterol, hdl_cholesterol, systolic_bp, bp_treated, smoker,
              diabetes):
    risk = pooled_cohort(age, sex, race, total_cholesterol, hdl_cholesterol, systolic_bp,
                         bp_treated, smoker, diabetes)
    in_40_75 = (age >= 40) & (age <= 75)
    primary = where(risk >= 20, "primary_high", where(risk >= 7.5, "primary_intermediate", where(
        risk >= 5, "primary_borderline", "primary_low")))
    group = where(
        clinical_ascvd == 1,
        where(very_high_risk == 1, "secondary_very_high_risk",
              where(age > 75, "secondary_over_75", "secondary")),
        where((ldl_ge_190 == 1) & (age >= 20) & (age <= 75), "ldl_190",
              where((diabetes_item == 1) & in_40_75, "diabetes",
                    where(in_40_75 & (ldl_ge_70 == 1), primary, "outside_groups"))))
    return {"value": group, "pce_10_year_risk_percent": risk}


def interpret(value):
    return TEXT.get(value)


CALCULATOR = Calculator(
    id="ascvd_risk_algorithm_known_ascvd",
    name="ASCVD (Atherosclerotic Cardiovascular Disease) Risk Algorithm including Known ASCVD "
         "from AHA/ACC",
    aliases=["ASCVD Risk Algorithm including Known ASCVD", "AHA/ACC statin benefit groups",
             "2018 cholesterol guideline statin algorithm"],
    specialty="cardiology",
    description="Statin-benefit group of the 2018 AHA/ACC cholesterol guideline: clinical ASCVD "
                "(very high risk or not), LDL-C >= 190 mg/dL, diabetes at 40-75, or primary "
                "prevention by 10-year ASCVD risk (Pooled Cohort Equations).",
    keywords=["statin", "cholesterol guideline", "ASCVD", "secondary prevention",
              "primary prevention", "LDL cholesterol", "which statin intensity to prescribe",
              "statin eligibility group", "high intensity statin indication",
              "very high risk ASCVD secondary prevention", "severe hypercholesterolemia LDL 190",
              "cholesterol treatment category", "2018 guideline statin benefit group",
              "who benefits from a statin"],
    features=[
        Boolean(name="clinical_ascvd", description="Clinical ASCVD",
                definition="acute coronary syndrome, history of MI, stable or unstable angina, "
                           "coronary or other arterial revascularization, stroke, TIA, or "
                           "peripheral artery disease including aortic aneurysm, of "
                           "atherosclerotic origin"),
        Boolean(name="very_high_risk", description="Very high-risk ASCVD",
                definition="history of multiple major ASCVD events, or one major event and "
                           "multiple high-risk conditions (2018 AHA/ACC guideline)"),
        Quantity(name="ldl_cholesterol", description="LDL cholesterol", unit="mg/dL",
                 units=("mg/dL", "mmol/L"), analyte=analytes.CHOLESTEROL, range=(5.0, 1000.0),
                 labels=("LDL cholesterol", "LDL-C")),
        *pce_features(),
    ],
    items=list(ITEMS),
    versions=[Version("aha_acc_2018", dt.date(2018, 11, 10), GRUNDY_2019, algorithm,
                      notes="Clinical ASCVD -> very high risk / <= 75 / > 75; else LDL-C >= 190 "
                            "(20-75); else diabetes (40-75); else age 40-75 with LDL-C >= 70: "
                            "PCE risk < 5 / 5-7.4 / 7.5-19.9 / >= 20%.")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[GRUNDY_2019, GOFF_2014, MDCALC],
    notes="Groups and recommendations summarised from the 2018 AHA/ACC multisociety cholesterol "
          "guideline (Grundy 2019, figures 1-2). The 10-year risk is ascvd_2013's Pooled Cohort "
          "Equations (in the breakdown; it decides only the primary-prevention groups). Under "
          "missing='strict' every input is required, including the risk-equation inputs for a "
          "patient with clinical ASCVD, because the groups are computed together; give them or "
          "use missing='absent' (unanswered yes/no questions then count as no). LDL-C may be "
          "given as a value or answered by the criteria 'LDL-C >= 190' / 'LDL-C >= 70'.",
)
