"""CKD-EPI creatinine-cystatin C equations: 2021 race-free (default) and 2012."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.core.common import FEMALE, age, creatinine, sex
from medcalc.core.vector import where
from medcalc.formulas.renal import (CYSTATIN_C_KNEE, KDIGO_2012, ckd_epi_adults,
                                    ckd_epi_spline, cystatin_c_feature)
from medcalc.formulas.renal import kdigo_gfr_category as kdigo_category

INKER_2012 = Reference(
    "Inker LA, Schmid CH, Tighiouart H, et al. Estimating glomerular filtration rate from serum "
    "creatinine and cystatin C. N Engl J Med. 2012;367(1):20-29.", doi="10.1056/NEJMoa1114248")
INKER_2021 = Reference(
    "Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to "
    "estimate GFR without race. N Engl J Med. 2021;385(19):1737-1749.",
    doi="10.1056/NEJMoa2102953")


def ckd_epi_cr_cys_2021(creatinine, cystatin_c, age, sex):
    female = sex == FEMALE
    return (135.0 * ckd_epi_spline(creatinine / where(female, 0.7, 0.9),
                                   where(female, -0.219, -0.144), -0.544)
            * ckd_epi_spline(cystatin_c / CYSTATIN_C_KNEE, -0.323, -0.778)
            * 0.9961 ** age * where(female, 0.963, 1.0))


def ckd_epi_cr_cys_2012(creatinine, cystatin_c, age, sex, black_race):
    female = sex == FEMALE
    return (135.0 * ckd_epi_spline(creatinine / where(female, 0.7, 0.9),
                                   where(female, -0.248, -0.207), -0.601)
            * ckd_epi_spline(cystatin_c / CYSTATIN_C_KNEE, -0.375, -0.711)
            * 0.995 ** age * where(female, 0.969, 1.0) * where(black_race, 1.08, 1.0))


CALCULATOR = Calculator(
    id="ckd_epi_cr_cys",
    name="CKD-EPI Creatinine-Cystatin C eGFR",
    aliases=["CKD-EPI creatinine-cystatin C equation", "eGFRcr-cys", "eGFR creatinine-cystatin C",
             "2021 CKD-EPI Creatinine-Cystatin C", "2012 CKD-EPI Creatinine-Cystatin C"],
    specialty="nephrology_urology",
    description="Estimated GFR from serum creatinine and cystatin C, age and sex (adults), in "
                "mL/min/1.73 m²; more accurate than either marker alone.",
    keywords=["kidney function", "renal function", "glomerular filtration", "cystatin C",
              "confirm a creatinine-based eGFR", "eGFR when muscle mass is unusual",
              "chronic kidney disease", "race-free eGFR", "kidney function for drug dosing"],
    features=[
        creatinine(description="Serum creatinine (IDMS-traceable)",
                   labels=("serum_creatinine", "Serum creatinine")),
        cystatin_c_feature(labels=("serum_cystatin_c", "Cystatin C", "Serum cystatin C")),
        age(),
        sex(),
        Boolean(name="black_race", description="Patient identifies as Black (2012 equation only)"),
    ],
    versions=[
        Version("2021", dt.date(2021, 9, 23), INKER_2021, ckd_epi_cr_cys_2021,
                notes="Race-free refit (NKF-ASN 2021): 135 x spline(Scr/k; -0.219 F, -0.144 M; "
                      "-0.544) x spline(Scys/0.8; -0.323; -0.778) x 0.9961^age x 0.963 if "
                      "female; k 0.7 F, 0.9 M."),
        Version("2012", dt.date(2012, 7, 5), INKER_2012, ckd_epi_cr_cys_2012,
                notes="135 x spline(Scr/k; -0.248 F, -0.207 M; -0.601) x spline(Scys/0.8; "
                      "-0.375; -0.711) x 0.995^age x 0.969 if female x 1.08 if Black."),
    ],
    default_version="2021",
    output=Output(unit="mL/min/1.73 m²", decimals=0, range=(0, float("inf"))),
    preconditions=[ckd_epi_adults()],
    interpret=kdigo_category,
    references=[INKER_2021, INKER_2012, KDIGO_2012],
    notes="Coefficients as published by Inker 2021 (Table 2) and Inker 2012; checked against the "
          "NIDDK/NKF equation pages and the independent CRAN package nephro "
          "(CKDEpi_RF.creat.cys, CKDEpi.creat.cys). Cystatin C must be standardized (mg/L).",
)
