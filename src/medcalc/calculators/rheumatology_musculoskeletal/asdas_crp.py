"""ASDAS-CRP: Ankylosing Spondylitis Disease Activity Score with C-reactive protein (Lukas et
al., Ann Rheum Dis 2009; van der Heijde et al., Ann Rheum Dis 2009)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.vector import log, maximum
from medcalc.formulas.obs_rheum_w4 import (
    LUKAS_2009,
    MACHADO_2011,
    VAN_DER_HEIJDE_2009,
    asdas_activity,
    asdas_patient_features,
)

MACHADO_2015 = Reference(
    "Machado P, Navarro-Compán V, Landewé R, van Gaalen FA, Roux C, van der Heijde D. "
    "Calculating the ankylosing spondylitis disease activity score if the conventional "
    "C-reactive protein level is below the limit of detection or if high-sensitivity "
    "C-reactive protein is used: an analysis in the DESIR cohort. Arthritis Rheumatol. "
    "2015;67(2):408-413 (use 2 mg/L when CRP < 2 mg/L).", doi="10.1002/art.38921")
MACHADO_2018 = Reference(
    "Machado PM, Landewé R, van der Heijde D. Ankylosing Spondylitis Disease Activity Score "
    "(ASDAS): 2018 update of the nomenclature for disease activity states. Ann Rheum Dis. "
    "2018;77(10):1539-1540 ('moderate' renamed 'low disease activity').",
    doi="10.1136/annrheumdis-2018-213184")
MDCALC = Reference("MDCalc. Ankylosing Spondylitis Disease Activity Score (ASDAS).")
CRP_FLOOR = 2.0  # mg/L: a CRP below 2 mg/L (or undetectable) is entered as 2 mg/L


def compute(back_pain, morning_stiffness, patient_global, peripheral_pain, crp):
    crp_used = maximum(crp, CRP_FLOOR)
    return {"value": (0.12 * back_pain + 0.06 * morning_stiffness + 0.11 * patient_global
                      + 0.07 * peripheral_pain + 0.58 * log(crp_used + 1.0)),
            "crp_used_mg_l": crp_used}


CALCULATOR = Calculator(
    id="asdas_crp",
    name="Ankylosing Spondylitis Disease Activity Score with CRP (ASDAS-CRP)",
    aliases=["ASDAS-CRP", "ASDAS CRP", "ASDAS"],
    specialty="rheumatology_musculoskeletal",
    description=("Disease activity in axial spondyloarthritis from back pain, morning "
                 "stiffness duration, patient global, peripheral pain/swelling (0-10 each) and "
                 "CRP (mg/L)."),
    keywords=["ankylosing spondylitis", "axial spondyloarthritis", "disease activity", "ASDAS",
              "CRP", "ASAS", "ankylosing spondylitis activity with CRP",
              "axial SpA disease activity composite", "inactive versus very high disease activity",
              "spondylitis activity for biologic decision",
              "composite activity score with C-reactive protein",
              "response to TNF inhibitor in spondylitis"],
    features=[*asdas_patient_features(),
              Quantity(name="crp", unit="mg/L", units=("mg/L", "mg/dL"), range=(0.0, 500.0),
                       labels=("C-reactive protein (CRP)", "CRP"),
                       description="C-reactive protein, mg/L (values below 2 mg/L are entered "
                                   "as 2 mg/L)")],
    versions=[Version("van_der_heijde_2009", dt.date(2009, 12, 1), VAN_DER_HEIJDE_2009, compute,
                      notes="0.12 x back pain + 0.06 x morning stiffness duration + 0.11 x "
                            "patient global + 0.07 x peripheral pain/swelling + 0.58 x "
                            "ln(CRP mg/L + 1).")],
    output=Output(kind="number", unit="points", decimals=1, range=(0.63, 8.2)),
    interpret=asdas_activity,
    references=[VAN_DER_HEIJDE_2009, LUKAS_2009, MACHADO_2011, MACHADO_2018, MACHADO_2015, MDCALC],
    notes=("Formula of van der Heijde 2009 (ASDAS-CRP, the preferred ASDAS). A CRP below 2 "
           "mg/L (including undetectable) is replaced by 2 mg/L, as ASAS recommends "
           "(Machado 2015); the CRP used is in the breakdown. Cut-offs of Machado 2011 with "
           "the 2018 names: < 1.3 inactive, 1.3 to < 2.1 low (formerly 'moderate'), 2.1-3.5 "
           "high, > 3.5 very high. Minimum 0.58 x ln 3 = 0.637."),
)
