"""BISAP (Bedside Index for Severity in Acute Pancreatitis; Wu et al., Gut 2008): one point each
for BUN > 25 mg/dL, impaired mental status, SIRS, age > 60 and pleural effusion, within 24 h."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Derivation, Output, Reference, Version, criterion,
                          points_total)
from medcalc.core.common import (age, heart_rate, respiratory_rate, temperature, urea,
                                 white_blood_cell_count)
from medcalc.core.vector import where

BUN_PER_UREA = 2.80134  # mg/dL BUN per mmol/L urea (2 N x 14.0067)

WU_2008 = Reference(
    "Wu BU, Johannes RS, Sun X, Tabak Y, Conwell DL, Banks PA. The early prediction of mortality "
    "in acute pancreatitis: a large population-based study. Gut. 2008;57(12):1698-1703.",
    doi="10.1136/gut.2008.152702", url="https://pubmed.ncbi.nlm.nih.gov/18519429/")
SINGH_2009 = Reference(
    "Singh VK, Wu BU, Bollen TL, et al. A prospective evaluation of the bedside index for "
    "severity in acute pancreatitis score in assessing mortality and intermediate markers of "
    "severity in acute pancreatitis. Am J Gastroenterol. 2009;104(4):966-971.",
    doi="10.1038/ajg.2009.28")
MDCALC = Reference("MDCalc. BISAP Score for Pancreatitis Mortality.",
                   url="https://www.mdcalc.com/calc/77/bisap-score-pancreatitis-mortality")

SIRS_DEFINITION = ("two or more of: temperature < 36 or > 38 °C; respiratory rate > 20/min or "
                   "PaCO2 < 32 mmHg; heart rate > 90/min; WBC < 4 or > 12 x10^9/L or > 10% bands")



def _sirs_from_vitals(temperature, heart_rate, respiratory_rate, white_blood_cell_count):
    """Two or more of the four SIRS criteria met by the values given (Bone 1992). PaCO2 < 32
    mmHg and > 10% bands can also meet a criterion: when they decide it, answer sirs directly."""
    met = (where((temperature > 38.0) | (temperature < 36.0), 1, 0) + where(heart_rate > 90.0, 1, 0)
           + where(respiratory_rate > 20.0, 1, 0)
           + where((white_blood_cell_count > 12.0) | (white_blood_cell_count < 4.0), 1, 0))
    return met >= 2


SIRS_FROM_VITALS = Derivation(
    "sirs",
    (temperature(description="Temperature (SIRS criterion: > 38 or < 36 °C)"),
     heart_rate(description="Heart rate (SIRS criterion: > 90/min)"),
     respiratory_rate(description="Respiratory rate (SIRS criterion: > 20/min)"),
     white_blood_cell_count(description="WBC (SIRS criterion: > 12 or < 4 x10^9/L)",
                            labels=("WBC",))),
    _sirs_from_vitals,
    "two or more of temperature > 38 or < 36 °C, heart rate > 90, respiratory rate > 20, WBC > 12 "
    "or < 4 x10^9/L")

ITEMS = (
    criterion("bun_gt_25", "BUN > 25 mg/dL (urea 8.9 mmol/L)", "urea", gt=25.0 / BUN_PER_UREA,
              aliases=("BUN > 25 mg/dL",), yes_aliases=(">25", ">25 mg/dL"),
              no_aliases=("<=25", "<=25 mg/dL")),
    criterion("impaired_mental_status", "Impaired mental status (GCS < 15)",
              "impaired_mental_status",
              aliases=("impaired_mental_status", "Impaired mental status",
                       "Impaired mental status (Glasgow Coma Scale Score <15)")),
    criterion("sirs", "SIRS (>= 2 criteria)", "sirs",
              aliases=("SIRS_criteria_met_≥2", "SIRS criteria met >=2", "SIRS",
                       "Systemic inflammatory response syndrome (SIRS)")),
    criterion("age_gt_60", "Age > 60 years", "age", gt=60.0, aliases=("age", "Age >60 years")),
    criterion("pleural_effusion", "Pleural effusion on imaging", "pleural_effusion",
              aliases=("pleural_effusion_present", "Pleural effusion", "Pleural effusion present")),
)
bisap = points_total(ITEMS)


def interpret(score):
    if score <= 2:
        return (f"BISAP {score}: lower risk of in-hospital mortality (< 2% for 0-2 in Wu 2008)")
    return (f"BISAP {score}: high risk (>= 3): markedly increased in-hospital mortality and "
            "risk of organ failure and pancreatic necrosis")


CALCULATOR = Calculator(
    id="bisap_score",
    name="BISAP Score for Pancreatitis Mortality",
    aliases=["BISAP", "Bedside Index for Severity in Acute Pancreatitis", "BISAP score"],
    specialty="gastroenterology_hepatology",
    description="In-hospital mortality risk in acute pancreatitis from data of the first 24 h "
                "(0-5): BUN > 25 mg/dL, impaired mental status, SIRS, age > 60, pleural effusion.",
    keywords=["acute pancreatitis", "pancreatitis mortality", "severity", "SIRS",
              "mortality risk in acute pancreatitis", "early pancreatitis severity at bedside",
              "severe pancreatitis prediction first day", "pancreatitis prognosis within 24 hours",
              "acute pancreatitis death risk", "pancreatitis severity without lab panel"],
    features=[
        urea(description="Serum urea in mmol/L, or BUN in mg/dL under the key 'bun' "
                         "(criterion: BUN > 25 mg/dL = urea > 8.92 mmol/L)"),
        Boolean(name="impaired_mental_status", description="Impaired mental status",
                definition="disorientation, obtundation, stupor or coma (GCS < 15)",
                labels=("impaired_mental_status",)),
        Boolean(name="sirs", description="SIRS present (2 or more SIRS criteria)",
                definition=SIRS_DEFINITION, labels=("SIRS_criteria_met_≥2",)),
        age(description="Age (criterion: > 60 years)"),
        Boolean(name="pleural_effusion", description="Pleural effusion on imaging",
                definition="pleural effusion on chest radiograph or CT",
                labels=("pleural_effusion_present",)),
    ],
    items=list(ITEMS),
    derived=[SIRS_FROM_VITALS],
    versions=[Version("wu_2008", dt.date(2008, 12, 1), WU_2008, bisap,
                      notes="One point each, worst values in the first 24 h: BUN > 25 mg/dL; "
                            "impaired mental status; SIRS; age > 60; pleural effusion.")],
    output=Output(kind="integer", unit="points", range=(0, 5)),
    interpret=interpret,
    references=[WU_2008, SINGH_2009, MDCALC],
    notes="Criteria and thresholds as Wu 2008 (BUN > 25 mg/dL, age > 60 years); MDCalc uses the "
          "same. BUN is given under 'bun' (mg/dL) or as urea (mmol/L; 1 mmol/L = 2.801 mg/dL "
          "BUN). SIRS is answered as one yes/no (two or more SIRS criteria), or derived from "
          "temperature, heart rate, respiratory rate and WBC when it is not answered (PaCO2 < "
          "32 mmHg and > 10% bands are not read: answer sirs when they decide it). A score >= 3 "
          "marks high risk (Wu 2008; Singh 2009: organ failure and necrosis).",
)
