"""HEART Pathway (Mahler et al., Circ Cardiovasc Qual Outcomes 2015): HEART score plus serial
troponins to identify emergency-department chest pain patients for early discharge."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category
from medcalc.core.common import age
from medcalc.core.vector import where

from medcalc.formulas.cardiology_w2b import (
    HEART_AGE_ITEM as AGE_ITEM,
    HEART_ECG as ECG,
    HEART_ECG_ITEM as ECG_ITEM,
    HEART_HISTORY as HISTORY,
    HEART_HISTORY_ITEM as HISTORY_ITEM,
    HEART_SIX_2008 as SIX_2008,
    HEART_TROPONIN as TROPONIN,
    HEART_TROPONIN_ITEM as TROPONIN_ITEM,
)

MAHLER_2015 = Reference(
    "Mahler SA, Riley RF, Hiestand BC, et al. The HEART Pathway randomized trial: identifying "
    "emergency department patients with acute chest pain for early discharge. Circ Cardiovasc "
    "Qual Outcomes. 2015;8(2):195-203.",
    doi="10.1161/CIRCOUTCOMES.114.001384")

RISK_FACTORS = Category(
    name="risk_factors",
    description="HEART risk factors: hypertension, hypercholesterolaemia, diabetes, obesity "
                "(BMI > 30), current or recent (< 3 months) smoking, family history of CAD",
    definition="none; 1-2 risk factors; >= 3 risk factors or a history of atherosclerotic "
               "disease (prior MI, PCI/CABG, stroke/TIA, peripheral arterial disease)",
    choices=(
        Choice("none", "No known risk factors", 0, aliases=("no risk factors", "0 risk factors",
                                                            "none known")),
        Choice("one_or_two", "1-2 risk factors", 1, aliases=("1-2", "1 to 2 risk factors",
                                                             "one or two risk factors")),
        Choice("three_or_more", ">= 3 risk factors or history of atherosclerotic disease", 2,
               aliases=("≥3 risk factors or history of atherosclerotic disease",
                        ">=3 risk factors", "≥3 risk factors", "3 or more risk factors",
                        "history of atherosclerotic disease", ">=3")),
    ),
    absent=0,
)
RISK_ITEM = from_category(RISK_FACTORS, "Risk factors", ("Risk Factors",), absent="none")
ITEMS = (HISTORY_ITEM, ECG_ITEM, AGE_ITEM, RISK_ITEM, TROPONIN_ITEM)

LOW, HIGH = "low risk", "high risk"


def heart_pathway(history, ecg, age, risk_factors, troponin):
    score = history + ecg + age + risk_factors + troponin
    return {"value": score, "history": history, "ecg": ecg, "age": age,
            "risk_factors": risk_factors, "troponin": troponin,
            "risk_group": where(score <= 3, LOW, HIGH)}


def interpret(score):
    if score <= 3:
        return ("low risk (HEART 0-3): candidate for early discharge without stress testing or "
                "angiography if troponins at 0 and 3 hours are negative")
    return "high risk (HEART >= 4): admit for observation or further testing"


CALCULATOR = Calculator(
    id="heart_pathway",
    name="HEART Pathway for Early Discharge in Acute Chest Pain",
    aliases=["HEART Pathway for Early Discharge in Acute Chest Pain", "HEART Pathway",
             "HEART pathway early discharge"],
    specialty="cardiology",
    description="HEART score (0-10) used as the HEART Pathway: 0-3 with negative troponins at 0 "
                "and 3 hours identifies chest pain patients for early discharge; >= 4 is high "
                "risk.",
    keywords=["chest pain", "acute coronary syndrome", "MACE", "early discharge", "troponin",
              "emergency department", "HEART score", "serial troponin",
              "chest pain early discharge with serial troponin", "0 and 3 hour troponin pathway",
              "discharge chest pain without stress test", "low risk chest pain pathway",
              "avoid stress testing low risk chest pain", "HEART score plus serial troponins"],
    features=[
        HISTORY, ECG, age(description="Age (< 45: 0, 45-64: 1, >= 65: 2 points)"),
        RISK_FACTORS, TROPONIN,
    ],
    items=list(ITEMS),
    versions=[Version("mahler_2015", dt.date(2015, 3, 1), MAHLER_2015, heart_pathway,
                      notes="HEART score (Six 2008 items, 0-2 each); low risk 0-3 -> early "
                            "discharge when 0- and 3-hour troponins are negative; >= 4 high "
                            "risk.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 10)),
    interpret=interpret,
    references=[MAHLER_2015, SIX_2008],
    notes="The HEART Pathway is the HEART score (History, ECG, Age, Risk factors, Troponin, 0-2 "
          "each; items as in heart_score, age bands < 45 / 45-64 / >= 65) with a threshold: 0-3 "
          "low risk, eligible for early discharge when serial troponins (0 and 3 hours) are "
          "negative; >= 4 high risk. Patients with ST elevation or another identified cause "
          "were excluded from the trial. The serial troponins are a condition stated in the "
          "interpretation, not an input. Risk factors are answered as MDCalc's bands (none, "
          "1-2, >= 3 or known atherosclerotic disease); the heart_score calculator counts them "
          "from the individual risk factors instead. MDCalc also prints MACE ranges per group "
          "(e.g. 12-65% for high risk, from the HEART score's validation groups); not repeated "
          "here.",
)
