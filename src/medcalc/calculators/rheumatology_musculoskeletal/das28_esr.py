"""DAS28-ESR: Disease Activity Score in 28 joints with the ESR (Prevoo et al., Arthritis Rheum
1995)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.obs_rheum_w4 import (
    DAS_WEBSITE,
    PREVOO_1995,
    das28_activity,
    das28_esr,
    esr,
    global_health,
    swollen_joints,
    tender_joints,
)

MDCALC = Reference("MDCalc. Disease Activity Score-28 for Rheumatoid Arthritis with ESR "
                   "(DAS28-ESR).")


def compute(tender_joint_count, swollen_joint_count, esr, global_health):
    return das28_esr(tender_joint_count, swollen_joint_count, esr, global_health)


CALCULATOR = Calculator(
    id="das28_esr",
    name="Disease Activity Score-28 for Rheumatoid Arthritis with ESR (DAS28-ESR)",
    aliases=["DAS28-ESR", "DAS28 (Rheumatoid Arthritis Disease Activity)", "DAS28",
             "DAS 28 ESR", "Disease Activity Score 28"],
    specialty="rheumatology_musculoskeletal",
    description=("Rheumatoid arthritis disease activity from 28-joint tender and swollen counts, "
                 "the ESR and the patient's global health (VAS)."),
    keywords=["rheumatoid arthritis", "disease activity", "DAS28", "ESR", "EULAR response",
              "remission", "treat to target", "rheumatoid arthritis activity with ESR",
              "28 joint count with sedimentation rate", "classic RA disease activity score",
              "EULAR response criteria in RA", "RA remission threshold 2.6",
              "is rheumatoid arthritis controlled"],
    features=[tender_joints(), swollen_joints(),
              esr(description="Erythrocyte sedimentation rate (Westergren), mm/h"),
              global_health()],
    versions=[Version("prevoo_1995", dt.date(1995, 1, 1), PREVOO_1995, compute,
                      notes="DAS28 = 0.56*sqrt(TJC28) + 0.28*sqrt(SJC28) + 0.70*ln(ESR) + "
                            "0.014*GH, GH on the 0-100 mm VAS (here given in cm x 10).")],
    output=Output(kind="number", unit="points", decimals=2, range=(0.0, 10.0)),
    interpret=das28_activity,
    references=[PREVOO_1995, DAS_WEBSITE, MDCALC],
    notes=("Formula of Prevoo 1995 (DAS28 with the 4-variable set). The global health VAS is "
           "taken in cm (0-10, as MDCalc's form asks) and multiplied by 10 for the source's "
           "0-100 mm coefficient 0.014. ESR must be >= 1 mm/h (ln). Activity bands are EULAR's: "
           "remission < 2.6, low <= 3.2, moderate <= 5.1, high > 5.1; MDCalc uses the same. "
           "The value can in principle exceed the usual 0-9.4 span only with extreme ESR; the "
           "declared output range 0-10 covers ESR up to 200 mm/h."),
)
