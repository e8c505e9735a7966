"""2013 ACC/AHA Pooled Cohort Equations: 10-year risk of a first hard ASCVD event."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.formulas.cardiology_w2a import GOFF_2014, GRUNDY_2019, pce_features, pooled_cohort

MDCALC = Reference("MDCalc. ASCVD (Atherosclerotic Cardiovascular Disease) 2013 Risk Calculator "
                   "from AHA/ACC.")


def interpret(value):
    if value < 5:
        return "low risk (< 5% 10-year ASCVD risk)"
    if value < 7.5:
        return "borderline risk (5% to < 7.5%)"
    if value < 20:
        return "intermediate risk (7.5% to < 20%)"
    return "high risk (>= 20%)"


CALCULATOR = Calculator(
    id="ascvd_2013",
    name="ASCVD (Atherosclerotic Cardiovascular Disease) 2013 Risk Calculator from AHA/ACC",
    aliases=["ASCVD Pooled Cohort Equations", "Pooled Cohort Equations", "ASCVD risk calculator",
             "ASCVD 2013", "PCE 10-year ASCVD risk"],
    specialty="cardiology",
    description="10-year risk (%) of a first hard ASCVD event (coronary death, nonfatal MI, fatal "
                "or nonfatal stroke) in adults 40-79 without ASCVD, by the 2013 Pooled Cohort "
                "Equations.",
    keywords=["cardiovascular risk", "10-year risk", "primary prevention", "statin", "cholesterol",
              "pooled cohort equations", "ASCVD", "10-year heart attack and stroke risk",
              "should this patient start a statin",
              "primary prevention cardiovascular risk estimate", "pooled cohort 10-year risk",
              "first cardiovascular event probability", "risk of coronary death or stroke",
              "AHA ACC cardiovascular risk estimate"],
    features=pce_features(),
    versions=[Version("goff_2013", dt.date(2013, 11, 12), GOFF_2014, pooled_cohort,
                      notes="Sex- and race-specific Cox equations (Goff 2014 Table A); risk = 1 - "
                            "S10 ^ exp(sum - mean).")],
    preconditions=[
        Precondition(lambda age: (age >= 40) & (age <= 79),
                     "the Pooled Cohort Equations are for ages 40-79"),
        Precondition(lambda total_cholesterol: (total_cholesterol >= 130)
                     & (total_cholesterol <= 320),
                     "the Pooled Cohort Equations were derived for total cholesterol 130-320 "
                     "mg/dL"),
        Precondition(lambda hdl_cholesterol: (hdl_cholesterol >= 20) & (hdl_cholesterol <= 100),
                     "the Pooled Cohort Equations were derived for HDL cholesterol 20-100 mg/dL"),
        Precondition(lambda systolic_bp: (systolic_bp >= 90) & (systolic_bp <= 200),
                     "the Pooled Cohort Equations were derived for systolic BP 90-200 mmHg"),
    ],
    output=Output(kind="number", unit="%", decimals=1, range=(0, 100)),
    interpret=interpret,
    references=[GOFF_2014, GRUNDY_2019, MDCALC],
    notes="Coefficients from Goff 2014 Table A; the four published worked examples (55-year-old, "
          "TC 213, HDL 50, SBP 120 untreated, non-smoker, no diabetes: 2.1% white woman, 3.0% "
          "African American woman, 5.3% white man, 6.1% African American man) are reference "
          "cases. Other races use the white equations, as Goff 2014 recommends (the risk may "
          "be over- or under-estimated). Inputs outside age 40-79, TC 130-320, HDL 20-100 or "
          "SBP 90-200 are NA not_applicable (the AHA/ACC estimator's limits; domain='warn' "
          "computes anyway). Risk categories from the 2018 AHA/ACC cholesterol guideline. For "
          "people without clinical ASCVD.",
)
