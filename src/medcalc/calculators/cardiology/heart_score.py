"""HEART score (History, ECG, Age, Risk factors, Troponin): 6-week MACE risk in ED chest pain."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.core.common import age
from medcalc.core.vector import where
from medcalc.formulas.cardiology_w2b import (
    HEART_AGE_ITEM,
    HEART_ECG,
    HEART_ECG_ITEM,
    HEART_HISTORY,
    HEART_HISTORY_ITEM,
    HEART_TROPONIN,
    HEART_TROPONIN_ITEM,
)

SIX_2008 = Reference(
    "Six AJ, Backus BE, Kelder JC. Chest pain in the emergency room: value of the HEART score. "
    "Neth Heart J. 2008;16(6):191-196.",
    doi="10.1007/BF03086144", url="https://pubmed.ncbi.nlm.nih.gov/18665203/")
BACKUS_2013 = Reference(
    "Backus BE, Six AJ, Kelder JC, et al. A prospective validation of the HEART score for chest "
    "pain patients at the emergency department. Int J Cardiol. 2013;168(3):2153-2158 (MACE "
    "within 6 weeks: 1.7% at 0-3, 16.6% at 4-6, 50.1% at 7-10).",
    doi="10.1016/j.ijcard.2013.01.255", url="https://pubmed.ncbi.nlm.nih.gov/23465250/")

# History, ECG and Troponin (Six 2008; MDCalc's option texts as aliases) and the four banded
# items are declared once, in formulas.cardiology_w2b, shared with the HEART Pathway.
HISTORY, ECG, TROPONIN = HEART_HISTORY, HEART_ECG, HEART_TROPONIN

RISK_FACTORS = ("hypertension", "hypercholesterolemia", "diabetes", "obesity", "smoking",
                "family_history_cad")


# Four of the five HEART elements as items (labels as Six 2008 prints them; aliases: MDCalc's
# field labels). Age bands as MDCalc reads the 2008 table: < 45: 0, 45-64: 1, >= 65: 2.
HISTORY_ITEM, ECG_ITEM, AGE_ITEM, TROPONIN_ITEM = (HEART_HISTORY_ITEM, HEART_ECG_ITEM,
                                                   HEART_AGE_ITEM, HEART_TROPONIN_ITEM)
ITEMS = (HISTORY_ITEM, ECG_ITEM, AGE_ITEM, TROPONIN_ITEM)


def heart_score(history, ecg, age, troponin, hypertension, hypercholesterolemia, diabetes,
                obesity, smoking, family_history_cad, atherosclerotic_disease,
                stroke_or_tia_history):
    # history, ecg, age, troponin: the points of each item's band (0-2).
    n_risk_factors = (hypertension * 1 + hypercholesterolemia * 1 + diabetes * 1 + obesity * 1
                      + smoking * 1 + family_history_cad * 1)
    # Known atherosclerotic disease (prior MI, PCI/CABG, stroke/TIA, PAD) scores 2 on its own.
    known_atherosclerosis = atherosclerotic_disease | stroke_or_tia_history
    risk_points = where(known_atherosclerosis | (n_risk_factors >= 3), 2,
                        where(n_risk_factors >= 1, 1, 0))
    return {
        "value": history + ecg + age + risk_points + troponin,
        "history": history,
        "ecg": ecg,
        "age": age,
        "risk_factors": risk_points,
        "troponin": troponin,
        "risk_factor_count": n_risk_factors,
    }


def interpret(score):
    # Backus 2013 (6-week MACE): low 0-3 (1.7%), moderate 4-6 (16.6%), high 7-10 (50.1%).
    if score <= 3:
        return "low risk (0-3): 6-week MACE 1.7% in Backus 2013"
    if score <= 6:
        return "moderate risk (4-6): 6-week MACE 16.6% in Backus 2013"
    return "high risk (7-10): 6-week MACE 50.1% in Backus 2013"


CALCULATOR = Calculator(
    id="heart_score",
    name="HEART Score for Major Cardiac Events",
    aliases=["HEART Score (ED Chest Pain)", "HEART Score for Major Cardiac Events", "HEART score",
             "HEART chest pain score", "主要心脏事件HEART评分"],
    specialty="cardiology",
    description="Risk of major adverse cardiac events within 6 weeks in emergency-department "
                "chest pain (0-10 points from History, ECG, Age, Risk factors, Troponin).",
    keywords=["chest pain", "acute coronary syndrome", "ACS", "MACE", "emergency department",
              "troponin", "risk stratification", "early discharge",
              "chest pain major cardiac event risk", "six week MACE in chest pain",
              "history ECG age risk factors troponin", "who can go home with chest pain",
              "emergency chest pain risk stratification", "low risk chest pain discharge",
              "ACS risk in undifferentiated chest pain"],
    features=[
        HISTORY,
        ECG,
        age(description="Age (< 45: 0, 45-64: 1, >= 65: 2 points)"),
        TROPONIN,
        Boolean(name="hypertension", description="Hypertension (risk factor)",
                definition="diagnosed and/or treated hypertension"),
        Boolean(name="hypercholesterolemia", description="Hypercholesterolemia (risk factor)",
                definition="diagnosed hypercholesterolaemia or treatment with lipid-lowering "
                           "drugs"),
        Boolean(name="diabetes", description="Diabetes mellitus (risk factor)",
                definition="diagnosed diabetes mellitus, treated or not"),
        Boolean(name="obesity", description="Obesity (risk factor)",
                definition="body-mass index > 30 kg/m²"),
        Boolean(name="smoking", description="Smoking (risk factor)",
                definition="current cigarette smoker, or stopped within the last 3 months"),
        Boolean(name="family_history_cad",
                description="Family history of cardiovascular disease (risk factor)",
                definition="parent or sibling with cardiovascular disease before age 65"),
        Boolean(name="atherosclerotic_disease",
                description="Known atherosclerotic disease (2 risk-factor points on its own)",
                definition="prior myocardial infarction, PCI or CABG, stroke or TIA, or "
                           "peripheral arterial disease"),
        Boolean(name="stroke_or_tia_history",
                description="Prior stroke or transient ischemic attack (a form of known "
                            "atherosclerotic disease: 2 risk-factor points on its own)",
                definition="prior ischaemic stroke or TIA; counted together with "
                           "atherosclerotic_disease (either one scores)"),
    ],
    items=list(ITEMS),
    versions=[
        Version("six_2008", dt.date(2008, 6, 1), SIX_2008, heart_score,
                notes="History, ECG, Age, Risk factors, Troponin, 0-2 points each; risk factors: "
                      "none 0, 1-2 1, >= 3 or known atherosclerotic disease 2."),
    ],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 10)),
    interpret=interpret,
    references=[SIX_2008, BACKUS_2013],
    notes="Age bands follow MDCalc (< 45: 0, 45-64: 1, >= 65: 2). "
          "The 2008 table prints overlapping bands (<= 45, 45-65, >= 65); the HEART-Impact trial "
          "reproduction (Poldervaart 2017) scores 45 as 0 and 46-64 as 1, so a 45-year-old "
          "differs by one point between readings. Troponin bands are chosen by the user (the "
          "benchmark's and MDCalc's '1-3x' and '> 3x normal limit'); sources differ on exactly "
          "3x. Risk factors: hypertension, hypercholesterolaemia, diabetes, obesity (BMI > 30), "
          "smoking, family history; >= 3 of them, or known atherosclerotic disease (prior MI, "
          "PCI/CABG, stroke/TIA, PAD), give 2 points. MedCalc-Bench's 'Transient Ischemic "
          "Attacks History' maps to stroke_or_tia_history, which counts as atherosclerotic "
          "disease. History, ECG and troponin not mentioned count as the 0-point choice under "
          "missing='absent'. Interpretation: Backus 2013 validation (n=2440). Declared as items: "
          "history, ECG, age and troponin may be answered by their band (age '45-64', '≥65') "
          "under their name or MDCalc's label ('EKG', 'Initial troponin'); the risk-factor "
          "element is counted from the seven yes/no risk factors (a band answer such as '1-2 "
          "risk factors' is not accepted: the engine has no item over a count of criteria).",
)
