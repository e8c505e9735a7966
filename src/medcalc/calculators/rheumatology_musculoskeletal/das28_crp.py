"""DAS28-CRP: Disease Activity Score in 28 joints with C-reactive protein."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.obs_rheum_w4 import (
    DAS_WEBSITE,
    PREVOO_1995,
    crp,
    das28_activity,
    das28_crp,
    global_health,
    swollen_joints,
    tender_joints,
)

INOUE_2007 = Reference(
    "Inoue E, Yamanaka H, Hara M, Tomatsu T, Kamatani N. Comparison of Disease Activity Score "
    "(DAS)28-erythrocyte sedimentation rate and DAS28-C-reactive protein threshold values. Ann "
    "Rheum Dis. 2007;66(3):407-409.", doi="10.1136/ard.2006.054205")
MDCALC = Reference("MDCalc. Disease Activity Score-28 for Rheumatoid Arthritis with CRP "
                   "(DAS28-CRP).")


def compute(tender_joint_count, swollen_joint_count, crp, global_health):
    return das28_crp(tender_joint_count, swollen_joint_count, crp, global_health)


CALCULATOR = Calculator(
    id="das28_crp",
    name="Disease Activity Score-28 for Rheumatoid Arthritis with CRP (DAS28-CRP)",
    aliases=["DAS28-CRP", "DAS 28 CRP", "DAS28 with CRP"],
    specialty="rheumatology_musculoskeletal",
    description=("Rheumatoid arthritis disease activity from 28-joint tender and swollen counts, "
                 "C-reactive protein and the patient's global health (VAS)."),
    keywords=["rheumatoid arthritis", "disease activity", "DAS28", "CRP", "remission",
              "treat to target", "rheumatoid arthritis activity with CRP",
              "28 joint count with C-reactive protein", "RA remission below 2.6",
              "EULAR response in RA", "RA disease activity for biologic escalation",
              "moderate versus high RA activity"],
    features=[tender_joints(), swollen_joints(),
              crp(description="C-reactive protein, mg/L (mg/dL converted)"), global_health()],
    versions=[Version("das28_crp_4v", dt.date(1995, 1, 1), DAS_WEBSITE, compute,
                      notes="DAS28-CRP = 0.56*sqrt(TJC28) + 0.28*sqrt(SJC28) + "
                            "0.36*ln(CRP mg/L + 1) + 0.014*GH(mm) + 0.96.")],
    output=Output(kind="number", unit="points", decimals=2, range=(0.96, 10.0)),
    interpret=das28_activity,
    references=[DAS_WEBSITE, PREVOO_1995, INOUE_2007, MDCALC],
    notes=("The CRP form of DAS28 as published by the DAS developers (Nijmegen, DAS-score.nl), "
           "derived from Prevoo 1995's DAS28: CRP in mg/L. The global health VAS is taken in "
           "cm (0-10, MDCalc's form) and multiplied by 10 for the mm coefficient. Activity "
           "bands are the DAS28 (ESR) cut-points 2.6 / 3.2 / 5.1, as on MDCalc; Inoue 2007 "
           "showed DAS28-CRP runs lower than DAS28-ESR and proposed lower CRP-specific "
           "cut-points (remission < 2.3, low <= 2.7, high > 4.1), which are not applied here."),
)
