"""SDAI: Simplified Disease Activity Index for rheumatoid arthritis (Smolen et al.,
Rheumatology 2003)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.obs_rheum_w4 import (
    ALETAHA_SMOLEN_2005_CER,
    SMOLEN_2003,
    crp,
    evaluator_global,
    patient_global,
    swollen_joints,
    tender_joints,
)

MDCALC = Reference("MDCalc. Simple Disease Activity Index (SDAI) for Rheumatoid Arthritis.")


def compute(tender_joint_count, swollen_joint_count, patient_global, evaluator_global, crp):
    return {"value": (tender_joint_count + swollen_joint_count + patient_global
                      + evaluator_global + crp / 10.0),
            "crp_mg_dl": crp / 10.0}


def interpret(value):
    if value <= 3.3:
        return "remission (SDAI <= 3.3)"
    if value <= 11:
        return "low disease activity (SDAI > 3.3 to 11)"
    if value <= 26:
        return "moderate disease activity (SDAI > 11 to 26)"
    return "high disease activity (SDAI > 26)"


CALCULATOR = Calculator(
    id="sdai",
    name="Simple Disease Activity Index (SDAI) for Rheumatoid Arthritis",
    aliases=["SDAI", "Simplified Disease Activity Index", "SDAI for RA"],
    specialty="rheumatology_musculoskeletal",
    description=("Rheumatoid arthritis disease activity: 28-joint tender and swollen counts, "
                 "patient and evaluator global assessments (0-10) and CRP in mg/dL."),
    keywords=["rheumatoid arthritis", "disease activity", "SDAI", "CRP", "remission",
              "RA activity with CRP and joint counts", "simplified rheumatoid activity index",
              "RA remission under 3.3", "rheumatoid arthritis treat to target",
              "joint counts plus globals plus CRP", "stringent RA remission definition"],
    features=[tender_joints(), swollen_joints(), patient_global(), evaluator_global(),
              crp(description="C-reactive protein (bare numbers in mg/L; the index adds it in "
                              "mg/dL, i.e. mg/L / 10)")],
    versions=[Version("smolen_2003", dt.date(2003, 2, 1), SMOLEN_2003, compute,
                      notes="SDAI = TJC28 + SJC28 + patient global (0-10) + evaluator global "
                            "(0-10) + CRP (mg/dL).")],
    output=Output(kind="number", unit="points", decimals=1, range=(0.0, 126.0)),
    interpret=interpret,
    references=[SMOLEN_2003, ALETAHA_SMOLEN_2005_CER, MDCALC],
    notes=("Smolen 2003: the sum of the two joint counts, the two global assessments (10 cm "
           "VAS, in cm) and CRP in mg/dL. CRP is read in mg/L (a bare number) or any mass "
           "concentration and added in mg/dL. Activity cut-points (Aletaha & Smolen 2005): "
           "remission <= 3.3, low <= 11, moderate <= 26, high > 26, as on MDCalc. The output "
           "range's upper end assumes CRP <= 500 mg/L."),
)
