"""ASDAS-ESR: Ankylosing Spondylitis Disease Activity Score with the ESR (van der Heijde et al.,
Ann Rheum Dis 2009)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.formulas.obs_rheum_w4 import (
    LUKAS_2009,
    MACHADO_2011,
    VAN_DER_HEIJDE_2009,
    asdas_activity,
    asdas_patient_features,
)

MDCALC = Reference("MDCalc. Ankylosing Spondylitis Disease Activity Score (ASDAS).")


def compute(back_pain, morning_stiffness, patient_global, peripheral_pain, esr):
    return (0.08 * back_pain + 0.07 * morning_stiffness + 0.11 * patient_global
            + 0.09 * peripheral_pain + 0.29 * esr ** 0.5)


CALCULATOR = Calculator(
    id="asdas_esr",
    name="Ankylosing Spondylitis Disease Activity Score with ESR (ASDAS-ESR)",
    aliases=["ASDAS-ESR", "ASDAS ESR"],
    specialty="rheumatology_musculoskeletal",
    description=("Disease activity in axial spondyloarthritis from back pain, morning "
                 "stiffness duration, patient global, peripheral pain/swelling (0-10 each) and "
                 "the ESR (mm/h)."),
    keywords=["ankylosing spondylitis", "axial spondyloarthritis", "disease activity", "ASDAS",
              "ESR", "ASAS", "ankylosing spondylitis activity with ESR",
              "axial SpA activity using sedimentation rate",
              "composite spondylitis activity without CRP", "spondyloarthritis activity state",
              "disease activity with erythrocyte sedimentation rate",
              "axial spondylitis activity when CRP unavailable"],
    features=[*asdas_patient_features(),
              Quantity(name="esr", unit="mm/h", units=("mm/h", "mm/hr"), range=(0.0, 200.0),
                       labels=("Erythrocyte Sedimentation Rate (ESR)", "ESR"),
                       description="Erythrocyte sedimentation rate, mm/h")],
    versions=[Version("van_der_heijde_2009", dt.date(2009, 12, 1), VAN_DER_HEIJDE_2009, compute,
                      notes="0.08 x back pain + 0.07 x morning stiffness duration + 0.11 x "
                            "patient global + 0.09 x peripheral pain/swelling + 0.29 x "
                            "sqrt(ESR mm/h).")],
    output=Output(kind="number", unit="points", decimals=1, range=(0.0, 7.6)),
    interpret=asdas_activity,
    references=[VAN_DER_HEIJDE_2009, LUKAS_2009, MACHADO_2011, MDCALC],
    notes=("Formula of van der Heijde 2009 (ASDAS-ESR, the alternative when CRP is not "
           "available; ASAS prefers ASDAS-CRP). Cut-offs of Machado 2011 (defined for both "
           "forms): < 1.3 inactive, 1.3 to < 2.1 low (2018 name; formerly moderate), 2.1-3.5 high, > 3.5 very high."),
)
