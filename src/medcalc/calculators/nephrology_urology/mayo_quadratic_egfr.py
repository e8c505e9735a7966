"""Mayo Clinic quadratic eGFR equation (Rule et al., Ann Intern Med 2004)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import FEMALE, age, creatinine, sex
from medcalc.core.vector import exp, maximum, where
from medcalc.formulas.renal import KDIGO_2012
from medcalc.formulas.renal import kdigo_gfr_category

RULE_2004 = Reference(
    "Rule AD, Larson TS, Bergstralh EJ, Slezak JM, Jacobsen SJ, Cosio FG. Using serum "
    "creatinine to estimate glomerular filtration rate: accuracy in good health and in chronic "
    "kidney disease. Ann Intern Med. 2004;141(12):929-937.",
    doi="10.7326/0003-4819-141-12-200412210-00009")
MDCALC = Reference("MDCalc. Mayo Quadratic eGFR.")

CREATININE_FLOOR = 0.8  # mg/dL: values below are set to 0.8 (Rule 2004)


def mayo_quadratic(creatinine, age, sex):
    scr = maximum(creatinine, CREATININE_FLOOR)
    return exp(1.911 + 5.249 / scr - 2.114 / scr ** 2 - 0.00686 * age
               - where(sex == FEMALE, 0.205, 0.0))


CALCULATOR = Calculator(
    id="mayo_quadratic_egfr",
    name="Mayo Quadratic eGFR",
    aliases=["Mayo Clinic quadratic equation", "quadratic GFR equation", "Rule equation eGFR",
             "Mayo quadratic GFR", "梅奥二次方程eGFR"],
    specialty="nephrology_urology",
    description=("Estimated GFR (mL/min/1.73 m²) from serum creatinine, age and sex with the "
                 "Mayo Clinic quadratic equation, derived in both healthy people and CKD."),
    keywords=["kidney function", "glomerular filtration", "creatinine", "kidney donor",
              "chronic kidney disease", "eGFR in people with near normal kidneys",
              "kidney function in healthy adults", "GFR estimate for potential kidney donors",
              "alternative eGFR equation", "less underestimation of GFR in healthy",
              "quadratic creatinine equation"],
    features=[
        creatinine(description="Serum creatinine (values below 0.8 mg/dL are set to 0.8)",
                   labels=("Creatinine", "Serum creatinine")),
        age(description="Age", labels=("Age",)),
        sex(labels=("Gender", "Sex")),
    ],
    versions=[Version("rule_2004", dt.date(2004, 12, 21), RULE_2004, mayo_quadratic,
                      notes="exp(1.911 + 5.249/SCr - 2.114/SCr^2 - 0.00686 x age - 0.205 if "
                            "female); SCr < 0.8 mg/dL set to 0.8.")],
    output=Output(unit="mL/min/1.73 m²", decimals=1, range=(0, float("inf"))),
    preconditions=[Precondition(lambda age: age >= 18,
                                "the Mayo quadratic equation was derived in adults (age >= 18)")],
    interpret=kdigo_gfr_category,
    references=[RULE_2004, MDCALC, KDIGO_2012],
    notes=("Creatinine in mg/dL (the 2004 assays were not IDMS-standardised). Rule 2004 sets "
           "creatinine below 0.8 mg/dL to 0.8 (the quadratic term would otherwise turn "
           "down at low creatinine); MDCalc applies the same floor. KDIGO GFR category as interpretation."),
)
