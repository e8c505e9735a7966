"""CKD-EPI cystatin C equation (2012)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import FEMALE, age, sex
from medcalc.core.vector import where
from medcalc.formulas.renal import (CYSTATIN_C_KNEE, KDIGO_2012, ckd_epi_adults,
                                    ckd_epi_spline, cystatin_c_feature)
from medcalc.formulas.renal import kdigo_gfr_category as kdigo_category

INKER_2012 = Reference(
    "Inker LA, Schmid CH, Tighiouart H, et al. Estimating glomerular filtration rate from serum "
    "creatinine and cystatin C. N Engl J Med. 2012;367(1):20-29.", doi="10.1056/NEJMoa1114248")
NKF = Reference("National Kidney Foundation. CKD-EPI Cystatin C Equation (2012).",
                url="https://www.kidney.org/content/ckd-epi-cystatin-c-equation-2012")


def ckd_epi_cys_2012(cystatin_c, age, sex):
    return (133.0 * ckd_epi_spline(cystatin_c / CYSTATIN_C_KNEE, -0.499, -1.328) * 0.996 ** age
            * where(sex == FEMALE, 0.932, 1.0))


CALCULATOR = Calculator(
    id="ckd_epi_cys",
    name="CKD-EPI Cystatin C eGFR",
    aliases=["CKD-EPI cystatin C equation", "eGFRcys", "eGFR cystatin C",
             "2012 CKD-EPI Cystatin C"],
    specialty="nephrology_urology",
    description="Estimated GFR from serum cystatin C, age and sex (adults), in mL/min/1.73 m²; "
                "no race term, little affected by muscle mass.",
    keywords=["kidney function", "renal function", "glomerular filtration", "cystatin C",
              "eGFR without creatinine", "confirm chronic kidney disease",
              "eGFR when muscle mass is unusual"],
    features=[
        cystatin_c_feature(labels=("serum_cystatin_c", "Cystatin C", "Serum cystatin C")),
        age(),
        sex(),
    ],
    versions=[
        Version("2012", dt.date(2012, 7, 5), INKER_2012, ckd_epi_cys_2012,
                notes="133 x spline(Scys/0.8; -0.499; -1.328) x 0.996^age x 0.932 if female."),
    ],
    default_version="2012",
    output=Output(unit="mL/min/1.73 m²", decimals=0, range=(0, float("inf"))),
    preconditions=[ckd_epi_adults()],
    interpret=kdigo_category,
    references=[INKER_2012, NKF, KDIGO_2012],
    notes="The 2021 CKD-EPI update kept this equation (it has no race term). Coefficients checked "
          "against the NKF equation page and the CRAN package nephro (CKDEpi.cys).",
)
