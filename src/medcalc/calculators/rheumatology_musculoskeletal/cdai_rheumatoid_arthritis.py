"""CDAI: Clinical Disease Activity Index for rheumatoid arthritis (Aletaha et al., Arthritis Res
Ther 2005)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.obs_rheum_w4 import (
    ALETAHA_2005,
    ALETAHA_SMOLEN_2005_CER,
    evaluator_global,
    patient_global,
    swollen_joints,
    tender_joints,
)

MDCALC = Reference("MDCalc. Clinical Disease Activity Index (CDAI) for Rheumatoid Arthritis.")


def compute(tender_joint_count, swollen_joint_count, patient_global, evaluator_global):
    return tender_joint_count + swollen_joint_count + patient_global + evaluator_global


def interpret(value):
    if value <= 2.8:
        return "remission (CDAI <= 2.8)"
    if value <= 10:
        return "low disease activity (CDAI > 2.8 to 10)"
    if value <= 22:
        return "moderate disease activity (CDAI > 10 to 22)"
    return "high disease activity (CDAI > 22)"


CALCULATOR = Calculator(
    id="cdai_rheumatoid_arthritis",
    name="Clinical Disease Activity Index (CDAI) for Rheumatoid Arthritis",
    aliases=["CDAI", "CDAI for RA", "Clinical Disease Activity Index"],
    specialty="rheumatology_musculoskeletal",
    description=("Rheumatoid arthritis disease activity without a laboratory value: 28-joint "
                 "tender and swollen counts plus patient and evaluator global assessments "
                 "(0-76)."),
    keywords=["rheumatoid arthritis", "disease activity", "CDAI", "remission", "treat to target",
              "RA activity without lab tests", "joint count only disease activity",
              "rheumatoid activity at the office visit", "RA remission without CRP or ESR",
              "tender and swollen joint sum", "disease activity when labs unavailable",
              "rheumatoid arthritis treat to target monitoring"],
    features=[tender_joints(), swollen_joints(), patient_global(), evaluator_global()],
    versions=[Version("aletaha_2005", dt.date(2005, 4, 1), ALETAHA_2005, compute,
                      notes="CDAI = TJC28 + SJC28 + patient global (0-10) + evaluator global "
                            "(0-10).")],
    output=Output(kind="number", unit="points", decimals=1, range=(0.0, 76.0)),
    interpret=interpret,
    references=[ALETAHA_2005, ALETAHA_SMOLEN_2005_CER, MDCALC],
    notes=("Simple sum (Aletaha 2005). Activity cut-points from Aletaha & Smolen 2005 (Clin Exp "
           "Rheumatol): remission <= 2.8, low <= 10, moderate <= 22, high > 22; MDCalc uses the "
           "same. One MedMCP-Calc dev answer records 27.5 for TJC 8, SJC 6, patient 6, "
           "clinician 5.5, whose sum is 25.5 (the same task's SDAI, 26.7, is consistent with "
           "CDAI 25.5 + CRP 1.2 mg/dL): the recorded answer is wrong; both are 'high'."),
)
