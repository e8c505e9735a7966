"""Modified Glasgow Prognostic Score (mGPS): systemic inflammation and cancer survival
(McMillan DC, Cancer Treat Rev 2013; Proctor MJ et al., Br J Cancer 2011)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import albumin
from medcalc.core.vector import where

PROCTOR_2011 = Reference(
    "Proctor MJ, Morrison DS, Talwar D, Balmer SM, O'Reilly DS, Foulis AK, Horgan PG, McMillan "
    "DC. An inflammation-based prognostic score (mGPS) predicts cancer survival independent of "
    "tumour site: a Glasgow Inflammation Outcome Study. Br J Cancer. 2011;104(4):726-734.",
    doi="10.1038/sj.bjc.6606087", url="https://pubmed.ncbi.nlm.nih.gov/21266974/")
MCMILLAN_2013 = Reference(
    "McMillan DC. The systemic inflammation-based Glasgow Prognostic Score: a decade of "
    "experience in patients with cancer. Cancer Treat Rev. 2013;39(5):534-540 (Table 1: GPS and "
    "mGPS definitions).", doi="10.1016/j.ctrv.2012.08.003",
    url="https://pubmed.ncbi.nlm.nih.gov/22995477/")
MDCALC = Reference("MDCalc. Modified Glasgow Prognostic Score (mGPS) for Cancer Outcomes.",
                   url="https://www.mdcalc.com/calc/10398/modified-glasgow-prognostic-score-mgps-cancer-outcomes")

CRP_CUT = 10.0  # mg/L: a point only when CRP > 10
ALBUMIN_CUT = 3.5  # g/dL (35 g/L): the second point when albumin < 35 g/L with CRP > 10


def mgps(crp, albumin):
    raised = crp > CRP_CUT
    low_alb = albumin < ALBUMIN_CUT
    score = where(raised, where(low_alb, 2, 1), 0)
    return {"value": score, "crp_raised": raised, "hypoalbuminaemia": low_alb}


def interpret(score):
    return {0: "mGPS 0: no systemic inflammatory response (best prognosis)",
            1: "mGPS 1: raised CRP with albumin >= 35 g/L (intermediate prognosis)",
            2: "mGPS 2: raised CRP with albumin < 35 g/L (poor prognosis)"}.get(score)


CALCULATOR = Calculator(
    id="modified_glasgow_prognostic_score",
    name="Modified Glasgow Prognostic Score (mGPS) for Cancer Outcomes",
    aliases=["Modified Glasgow Prognostic Score (mGPS) for Cancer Outcomes", "mGPS",
             "modified Glasgow prognostic score", "Glasgow prognostic score modified"],
    specialty="oncology",
    description="Inflammation-based prognostic score in cancer (0-2) from C-reactive protein "
                "and albumin: 0 if CRP <= 10 mg/L; 1 if CRP > 10 mg/L and albumin >= 35 g/L; "
                "2 if CRP > 10 mg/L and albumin < 35 g/L.",
    keywords=["cancer prognosis", "systemic inflammation", "C-reactive protein", "CRP", "albumin",
              "Glasgow prognostic score", "GPS", "cachexia",
              "cancer prognosis from CRP and albumin", "systemic inflammation in cancer",
              "inflammation based survival in cancer", "cancer cachexia prognosis",
              "CRP and albumin prognostic grade", "survival in advanced cancer"],
    features=[
        Quantity(name="crp", unit="mg/L", units=("mg/L", "mg/dL"), range=(0.0, 1000.0),
                 description="Serum C-reactive protein (criterion: > 10 mg/L)",
                 labels=("CRP", "C-reactive protein", "CRP mg/L", "CRP_mg_L")),
        albumin(description="Serum albumin (criterion with raised CRP: < 35 g/L = 3.5 g/dL)",
                labels=("Albumin", "Albumin_g_dL", "Albumin g/dL")),
    ],
    versions=[Version("mcmillan_2013", dt.date(2011, 2, 15), PROCTOR_2011, mgps,
                      notes="mGPS as defined by Proctor 2011 and tabulated by McMillan 2013: "
                            "CRP <= 10 mg/L -> 0 (whatever the albumin); CRP > 10 mg/L and "
                            "albumin >= 35 g/L -> 1; CRP > 10 mg/L and albumin < 35 g/L -> 2.")],
    output=Output(kind="integer", unit="points", range=(0, 2)),
    interpret=interpret,
    references=[PROCTOR_2011, MCMILLAN_2013, MDCALC],
    notes="Differs from the original GPS (Forrest 2003), which also gives 1 point for "
          "hypoalbuminaemia alone; in the mGPS a low albumin counts only when CRP is raised. "
          "Thresholds are strict as published: CRP exactly 10 mg/L scores 0; albumin exactly "
          "35 g/L with raised CRP scores 1. MDCalc uses the same rule. The breakdown gives the "
          "two criteria.",
)
