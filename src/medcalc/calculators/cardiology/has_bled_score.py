"""HAS-BLED score (Pisters 2010): 1-year risk of major bleeding in atrial fibrillation."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Count,
    Output,
    Reference,
    Version,
    criterion,
    either,
    points_total,
)
from medcalc.core.common import age, creatinine, systolic_bp

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

SYSTOLIC_BP_ABOVE = 160.0  # mmHg, strictly greater (Pisters 2010: "systolic blood pressure > 160")
# Serum creatinine >= 200 µmol/L (Pisters 2010). Compared in mg/dL as >= 2.2624 (200 / 88.4 =
# 2.26244, cut at the 4th decimal) so that 200 µmol/L, once converted, meets it; MDCalc prints
# "Cr > 2.26 mg/dL" (199.8 µmol/L): the two differ only between 2.261 and 2.2623 mg/dL.
RENAL_CREATININE_MG_DL = 2.2624
ELDERLY_AGE_ABOVE = 65.0  # years, strictly greater
ALCOHOL_DRINKS_PER_WEEK = 8  # excess alcohol: >= 8 drinks (units) per week

# Pisters 2010, Table: nine criteria, 1 point each. "A" (abnormal renal and liver function) and
# "D" (drugs or alcohol) are two criteria each, "1 point each" -- not either-or. Within a
# criterion the source's definition is either-or where it names a measurement: hypertension is
# uncontrolled hypertension or a systolic pressure > 160 mmHg; abnormal renal function is chronic
# dialysis, renal transplantation or a creatinine >= 200 µmol/L; alcohol is >= 8 drinks/week or
# asserted alcohol excess. Aliases: MDCalc's field labels (as recorded in MedMCP-Calc).
HYPERTENSION = either(
    "hypertension", "Hypertension (uncontrolled, systolic blood pressure > 160 mmHg)",
    (Condition("hypertension"), Condition("systolic_bp", gt=SYSTOLIC_BP_ABOVE)),
    aliases=("Hypertension (Uncontrolled, >160 mmHg systolic)", "Uncontrolled hypertension",
             "H: hypertension"))
RENAL = either(
    "abnormal_renal_function",
    "Abnormal renal function (chronic dialysis, renal transplantation or creatinine >= 200 "
    "µmol/L)",
    (Condition("abnormal_renal_function"), Condition("creatinine", ge=RENAL_CREATININE_MG_DL)),
    aliases=("Renal disease (Dialysis, transplant, Cr >2.26 mg/dL)",
             "Renal disease (dialysis, transplant, or Cr >2.26 mg/dL)", "Renal disease",
             "Abnormal renal function"))
LIVER = criterion(
    "abnormal_liver_function", "Abnormal liver function (cirrhosis, or bilirubin > 2x ULN with "
    "AST/ALT/ALP > 3x ULN)",
    aliases=("Liver disease (Cirrhosis or bilirubin >2x normal with AST/ALT/AP >3x normal)",
             "Liver disease", "Abnormal liver function"))
STROKE = criterion("stroke", "Stroke", aliases=("Stroke history", "Prior stroke"))
BLEEDING = criterion(
    "bleeding_history", "Bleeding history or predisposition",
    aliases=("Prior major bleeding or predisposition to bleeding", "Bleeding"))
LABILE_INR = criterion("labile_inr", "Labile INR (time in therapeutic range < 60%)",
                       aliases=("Labile INR (TTR <60%)", "Labile INR", "Labile INRs"))
ELDERLY = criterion("elderly", "Elderly (age > 65 years)", "age", gt=ELDERLY_AGE_ABOVE,
                    aliases=("Age >65", "Age > 65 years", "Elderly"))
DRUGS = criterion(
    "drugs", "Drugs predisposing to bleeding (antiplatelet agents, NSAIDs)",
    "antiplatelet_or_nsaid",
    aliases=("Medication usage predisposing to bleeding (Aspirin, clopidogrel, NSAIDs)",
             "Medication usage predisposing to bleeding (ASA, clopidogrel, NSAIDs)",
             "Medication usage predisposing to bleeding", "Drugs"))
ALCOHOL = either(
    "alcohol", "Alcohol (>= 8 drinks per week, or alcohol excess)",
    (Condition("alcohol_drinks_per_week", ge=ALCOHOL_DRINKS_PER_WEEK),
     Condition("alcohol_excess")),
    aliases=("Alcohol use (≥8 drinks/week)", "Alcohol use ≥8 drinks/week", "Alcohol use",
             "Alcohol"))
ITEMS = (HYPERTENSION, RENAL, LIVER, STROKE, BLEEDING, LABILE_INR, ELDERLY, DRUGS, ALCOHOL)
has_bled = points_total(ITEMS)


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
    keywords=["atrial fibrillation", "bleeding risk", "anticoagulation", "warfarin",
              "major bleeding", "oral anticoagulant", "bleeding risk on anticoagulation",
              "major bleeding on blood thinners in AF", "labile INR and bleeding risk",
              "modifiable bleeding risk factors", "one year bleeding risk atrial fibrillation",
              "high bleeding risk on warfarin", "anticoagulant bleeding risk review"],
    features=[
        Boolean(name="hypertension", description="Uncontrolled hypertension asserted (1 point, "
                                                 "one criterion with systolic_bp > 160 mmHg)",
                definition="uncontrolled hypertension, systolic blood pressure > 160 mmHg; a "
                           "history of treated, controlled hypertension does not count"),
        systolic_bp(description="Systolic blood pressure (hypertension criterion: > 160 mmHg; "
                                "one criterion with hypertension)"),
        Boolean(name="abnormal_renal_function",
                description="Abnormal renal function asserted (1 point, one criterion with "
                            "creatinine >= 200 µmol/L)",
                definition="chronic dialysis, renal transplantation, or serum creatinine >= 200 "
                           "µmol/L (2.26 mg/dL)"),
        creatinine(description="Serum creatinine (renal criterion: >= 200 µmol/L, 2.26 mg/dL; "
                               "one criterion with abnormal_renal_function)"),
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
        age(description="Age (criterion: elderly, > 65 years, 1 point)"),
        Boolean(name="antiplatelet_or_nsaid",
                description="Drugs predisposing to bleeding (1 point)",
                definition="concomitant antiplatelet agents (e.g. aspirin, clopidogrel) or "
                           "non-steroidal anti-inflammatory drugs"),
        Count(name="alcohol_drinks_per_week",
              description="Alcoholic drinks (units) per week (criterion: >= 8, 1 point, one "
                          "criterion with alcohol_excess)",
              range=(0, 300)),
        Boolean(name="alcohol_excess",
                description="Alcohol excess or abuse asserted without a drink count (1 point, "
                            "one criterion with alcohol_drinks_per_week)",
                definition="alcohol abuse / excess, i.e. 8 or more drinks per week"),
    ],
    items=list(ITEMS),
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
          "'Hypertension history'). Declared as items: each criterion may be answered yes/no "
          "(under its name or MDCalc's label) or by its measurement; hypertension is met by the "
          "assertion or a systolic pressure > 160 mmHg, abnormal renal function by the "
          "assertion (dialysis, transplant) or a creatinine >= 200 µmol/L (compared as >= "
          "2.2624 mg/dL; MDCalc's label says > 2.26 mg/dL, which differs only between 2.261 "
          "and 2.2623 mg/dL), alcohol by >= 8 drinks/week or the assertion. Such an either-or "
          "criterion is decided from the sources given (a creatinine of 1.4 mg/dL alone answers "
          "'no' to the renal criterion) and is missing only when none is given. Renal and liver "
          "(A) and drugs and alcohol (D) are two criteria each, 1 point each (Pisters 2010), "
          "not either-or.",
)
