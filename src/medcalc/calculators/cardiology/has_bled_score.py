"""HAS-BLED score (Pisters 2010): 1-year risk of major bleeding in atrial fibrillation."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Count,
    Output,
    Reference,
    Version,
)
from medcalc.core.common import age

PISTERS_2010 = Reference(
    "Pisters R, Lane DA, Nieuwlaat R, de Vos CB, Crijns HJGM, Lip GYH. A novel user-friendly "
    "score (HAS-BLED) to assess 1-year risk of major bleeding in patients with atrial "
    "fibrillation: the Euro Heart Survey. Chest. 2010;138(5):1093-1100.",
    doi="10.1378/chest.10-0134", url="https://pubmed.ncbi.nlm.nih.gov/20299623/")
CAMM_2010 = Reference(
    "Camm AJ, Kirchhof P, Lip GYH, et al. Guidelines for the management of atrial fibrillation: "
    "the Task Force for the Management of Atrial Fibrillation of the European Society of "
    "Cardiology (ESC). Eur Heart J. 2010;31(19):2369-2429 (Table 10: HAS-BLED; a score >= 3 "
    "indicates high risk, calling for caution and regular review).",
    doi="10.1093/eurheartj/ehq278")

ALCOHOL_DRINKS_PER_WEEK = 8  # excess alcohol: >= 8 drinks (units) per week


def has_bled(hypertension, abnormal_renal_function, abnormal_liver_function, stroke,
             bleeding_history, labile_inr, age, antiplatelet_or_nsaid, alcohol_drinks_per_week,
             alcohol_excess):
    points = {
        "hypertension": hypertension * 1,
        "abnormal_renal_function": abnormal_renal_function * 1,
        "abnormal_liver_function": abnormal_liver_function * 1,
        "stroke": stroke * 1,
        "bleeding_history": bleeding_history * 1,
        "labile_inr": labile_inr * 1,
        "elderly": (age > 65) * 1,  # NaN (age not mentioned) -> not met
        "drugs": antiplatelet_or_nsaid * 1,
        # one criterion: a drink count >= 8/week or clinician-asserted alcohol excess
        "alcohol": ((alcohol_drinks_per_week >= ALCOHOL_DRINKS_PER_WEEK) | alcohol_excess) * 1,
    }
    return {"value": sum(points.values()), **points}


def interpret(score):
    # Pisters 2010 major bleeds per 100 patient-years: 0: 1.13, 1: 1.02, 2: 1.88, 3: 3.74,
    # 4: 8.70, 5: 12.50; a score >= 3 indicates high risk (Pisters 2010, ESC 2010).
    if score >= 3:
        return "high bleeding risk (>= 3): caution and regular review"
    return "not high bleeding risk (0-2)"


CALCULATOR = Calculator(
    id="has_bled_score",
    name="HAS-BLED Score for Major Bleeding Risk",
    aliases=["HAS-BLED Bleeding Risk (AF)", "HAS-BLED Score for Major Bleeding Risk", "HAS-BLED",
             "HASBLED", "大出血风险HAS-BLED评分"],
    specialty="cardiology",
    description="One-year risk of major bleeding in patients with atrial fibrillation (0-9 "
                "points); a score of 3 or more indicates high risk.",
    keywords=["atrial fibrillation", "bleeding risk", "anticoagulation", "warfarin", "major "
              "bleeding", "oral anticoagulant"],
    features=[
        Boolean(name="hypertension", description="Hypertension (1 point)",
                definition="uncontrolled hypertension, systolic blood pressure > 160 mmHg"),
        Boolean(name="abnormal_renal_function", description="Abnormal renal function (1 point)",
                definition="chronic dialysis, renal transplantation, or serum creatinine >= 200 "
                           "µmol/L (2.26 mg/dL)"),
        Boolean(name="abnormal_liver_function", description="Abnormal liver function (1 point)",
                definition="chronic hepatic disease (e.g. cirrhosis) or biochemical evidence of "
                           "significant hepatic derangement (bilirubin > 2x upper limit of normal "
                           "with AST/ALT/alkaline phosphatase > 3x upper limit of normal)"),
        Boolean(name="stroke", description="Stroke (1 point)",
                definition="history of stroke"),
        Boolean(name="bleeding_history",
                description="Bleeding history or predisposition (1 point)",
                definition="previous major bleeding, or a predisposition to bleeding such as "
                           "bleeding diathesis or anaemia"),
        Boolean(name="labile_inr", description="Labile INR (1 point)",
                definition="unstable or high INRs, or time in therapeutic range < 60% (patients "
                           "on a vitamin K antagonist)"),
        age(description="Age (criterion: elderly, > 65 years, 1 point)", absent=CRITERION_NOT_MET),
        Boolean(name="antiplatelet_or_nsaid",
                description="Drugs predisposing to bleeding (1 point)",
                definition="concomitant antiplatelet agents (e.g. aspirin, clopidogrel) or "
                           "non-steroidal anti-inflammatory drugs"),
        Count(name="alcohol_drinks_per_week",
              description="Alcoholic drinks (units) per week (criterion: >= 8, 1 point, one "
                          "criterion with alcohol_excess)",
              range=(0, 300), absent=CRITERION_NOT_MET),
        Boolean(name="alcohol_excess",
                description="Alcohol excess or abuse asserted without a drink count (1 point, "
                            "one criterion with alcohol_drinks_per_week)",
                definition="alcohol abuse / excess, i.e. 8 or more drinks per week"),
    ],
    versions=[
        Version("pisters_2010", dt.date(2010, 11, 1), PISTERS_2010, has_bled,
                notes="H 1, A (renal 1, liver 1), S 1, B 1, L 1, E (age > 65) 1, D (drugs 1, "
                      "alcohol 1); maximum 9."),
    ],
    output=Output(kind="integer", unit="points", decimals=0),
    interpret=interpret,
    references=[PISTERS_2010, CAMM_2010],
    notes="Pisters 2010 bleeds per 100 patient-years by score: 0: 1.13, 1: 1.02, 2: 1.88, "
          "3: 3.74, 4: 8.70, 5: 12.50 (too few patients above 5). Elderly is strictly > 65 "
          "years. Alcohol: the original table says 'alcohol abuse'; the operational threshold "
          ">= 8 drinks (units) per week is the one quoted by later reviews and MDCalc (and used "
          "by MedCalc-Bench); a drink count and a clinician-asserted 'alcohol excess' are one "
          "criterion and score once. Hypertension means uncontrolled hypertension (systolic "
          "> 160 mmHg), not merely a history of hypertension (MedCalc-Bench's key is "
          "'Hypertension history').",
)
