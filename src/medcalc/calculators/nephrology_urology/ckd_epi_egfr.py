"""CKD-EPI creatinine equations: 2021 race-free (default) and 2009."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.core.common import FEMALE, age, creatinine, sex
from medcalc.core.vector import where
from medcalc.formulas.renal import KDIGO_2012, ckd_epi_adults, ckd_epi_spline
from medcalc.formulas.renal import kdigo_gfr_category as kdigo_category

LEVEY_2009 = Reference(
    "Levey AS, Stevens LA, Schmid CH, et al. A new equation to estimate glomerular filtration "
    "rate. Ann Intern Med. 2009;150(9):604-612.", doi="10.7326/0003-4819-150-9-200905050-00006")
INKER_2021 = Reference(
    "Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to "
    "estimate GFR without race. N Engl J Med. 2021;385(19):1737-1749.",
    doi="10.1056/NEJMoa2102953")


def _ckd_epi(creatinine, age, female, a, kappa_f, kappa_m, alpha_f, alpha_m, beta, age_base, sex_f):
    kappa = where(female, kappa_f, kappa_m)
    alpha = where(female, alpha_f, alpha_m)
    return (a * ckd_epi_spline(creatinine / kappa, alpha, beta) * age_base ** age
            * where(female, sex_f, 1.0))


def ckd_epi_2021(creatinine, age, sex):
    return _ckd_epi(creatinine, age, sex == FEMALE, 142.0, 0.7, 0.9, -0.241, -0.302, -1.200,
                    0.9938, 1.012)


def ckd_epi_2009(creatinine, age, sex, black_race):
    egfr = _ckd_epi(creatinine, age, sex == FEMALE, 141.0, 0.7, 0.9, -0.329, -0.411, -1.209,
                    0.993, 1.018)
    return egfr * where(black_race, 1.159, 1.0)


CALCULATOR = Calculator(
    id="ckd_epi_egfr",
    name="CKD-EPI Equations for Glomerular Filtration Rate (GFR)",
    aliases=["CKD-EPI 2021 - Estimated Glomerular Filtration Rate", "eGFR (CKD-EPI 2021)",
             "CKD-EPI Equations for Glomerular Filtration Rate", "CKD-EPI eGFR Equation", "eGFR",
             "CKD-EPI肾小球滤过率估算公式"],
    specialty="nephrology_urology",
    description="Estimated GFR from serum creatinine, age and sex (adults), in mL/min/1.73 m².",
    keywords=["kidney function", "renal function", "glomerular filtration",
              "chronic kidney disease", "standard estimated GFR for adults",
              "kidney function from creatinine", "stage chronic kidney disease", "race-free eGFR",
              "how well are the kidneys filtering", "lab reported eGFR",
              "kidney function for drug dosing", "adult renal function estimate",
              "renal function in adults"],
    features=[
        creatinine(description="Serum creatinine (IDMS-traceable)"),
        age(),
        sex(),
        Boolean(name="black_race", description="Patient identifies as Black (2009 equation only)"),
    ],
    versions=[
        Version("2021", dt.date(2021, 9, 23), INKER_2021, ckd_epi_2021,
                notes="Race-free refit; recommended by NKF-ASN 2021."),
        Version("2009", dt.date(2009, 5, 5), LEVEY_2009, ckd_epi_2009,
                notes="Includes a race coefficient (x1.159 if Black)."),
    ],
    default_version="2021",
    output=Output(unit="mL/min/1.73 m²", decimals=0, range=(0, float("inf"))),
    preconditions=[ckd_epi_adults()],
    interpret=kdigo_category,
    references=[INKER_2021, LEVEY_2009, KDIGO_2012],
)
