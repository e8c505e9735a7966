"""Revised Cardiac Risk Index (Lee 1999): major cardiac complications of noncardiac surgery."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Output,
    Reference,
    Version,
    criterion,
    points_total,
)
from medcalc.core.common import creatinine

LEE_1999 = Reference(
    "Lee TH, Marcantonio ER, Mangione CM, et al. Derivation and prospective validation of a "
    "simple index for prediction of cardiac risk of major noncardiac surgery. Circulation. "
    "1999;100(10):1043-1049.",
    doi="10.1161/01.CIR.100.10.1043", url="https://pubmed.ncbi.nlm.nih.gov/10477528/")

CREATININE_THRESHOLD = 2.0  # mg/dL, strictly greater (Lee 1999: "> 2.0 mg/dL", ~177 µmol/L)

# Lee 1999, six independent predictors, 1 point each, labelled as Lee prints them (aliases:
# MDCalc's field labels as recorded in MedMCP-Calc, and MedCalc-Bench's keys).
HIGH_RISK_SURGERY = criterion(
    "high_risk_surgery", "High-risk type of surgery",
    aliases=("High-risk surgery (intraperitoneal, intrathoracic, suprainguinal vascular)",
             "High-risk surgery", "Elevated-risk surgery"))
ISCHEMIC_HEART_DISEASE = criterion(
    "ischemic_heart_disease", "History of ischemic heart disease",
    aliases=("Ischemic heart disease",))
HEART_FAILURE = criterion(
    "congestive_heart_failure", "History of congestive heart failure",
    aliases=("Congestive heart failure",
             "Congestive Heart Failure criteria for the Cardiac Risk Index rule"))
CEREBROVASCULAR = criterion(
    "cerebrovascular_disease", "History of cerebrovascular disease",
    aliases=("History of cerebrovascular disease (TIA/stroke)", "Cerebrovascular disease"))
INSULIN = criterion(
    "insulin_treatment", "Preoperative treatment with insulin",
    aliases=("Pre-operative treatment with insulin", "Insulin treatment"))
CREATININE = criterion(
    "creatinine_over_2", "Preoperative serum creatinine > 2.0 mg/dL", "creatinine",
    gt=CREATININE_THRESHOLD,
    aliases=("Pre-operative creatinine >2 mg/dL (176.8 µmol/L)", "Creatinine > 2 mg/dL",
             "Preoperative creatinine > 2 mg/dL"))
ITEMS = (HIGH_RISK_SURGERY, ISCHEMIC_HEART_DISEASE, HEART_FAILURE, CEREBROVASCULAR, INSULIN,
         CREATININE)
rcri = points_total(ITEMS)


def interpret(score):
    # Lee 1999 risk classes; major cardiac complication rates in the validation cohort (abstract).
    if score <= 0:
        return "class I (0 factors): major cardiac complications 0.4% in the validation cohort"
    if score == 1:
        return "class II (1 factor): major cardiac complications 0.9% in the validation cohort"
    if score == 2:
        return "class III (2 factors): major cardiac complications 7% in the validation cohort"
    return "class IV (>= 3 factors): major cardiac complications 11% in the validation cohort"


CALCULATOR = Calculator(
    id="rcri",
    name="Revised Cardiac Risk Index for Pre-Operative Risk",
    aliases=["Revised Cardiac Risk Index (RCRI)", "Revised Cardiac Risk Index (Pre-operative Risk)",
             "Revised Cardiac Risk Index for Pre-Operative Risk", "Lee index",
             "Lee Revised Cardiac Risk Index", "修订版心脏风险指数（术前风险评估）"],
    specialty="cardiology",
    description="Number of six independent predictors (0-6) of major cardiac complications "
                "after major noncardiac surgery, with Lee's risk classes I-IV.",
    keywords=["preoperative cardiac risk", "noncardiac surgery",
              "perioperative myocardial infarction", "surgical risk", "Lee index",
              "preoperative evaluation", "cardiac risk before noncardiac surgery",
              "perioperative cardiac complications", "need for preoperative stress testing",
              "major adverse cardiac event after surgery", "six factor surgical cardiac risk",
              "preoperative heart clearance", "is the patient cleared for surgery"],
    features=[
        Boolean(name="high_risk_surgery", description="High-risk type of surgery (1 point)",
                definition="intraperitoneal, intrathoracic, or suprainguinal vascular surgery"),
        Boolean(name="ischemic_heart_disease", description="History of ischemic heart disease "
                                                           "(1 point)",
                definition="history of myocardial infarction, positive exercise test, current "
                           "chest pain considered due to myocardial ischaemia, use of nitrate "
                           "therapy, or ECG with pathological Q waves; prior revascularization "
                           "counts only with one of these"),
        Boolean(name="congestive_heart_failure",
                description="History of congestive heart failure (1 point)",
                definition="history of heart failure, pulmonary oedema, or paroxysmal nocturnal "
                           "dyspnoea; bilateral rales or S3 gallop on examination; or pulmonary "
                           "vascular redistribution on chest radiograph"),
        Boolean(name="cerebrovascular_disease",
                description="History of cerebrovascular disease (1 point)",
                definition="history of transient ischaemic attack or stroke"),
        Boolean(name="insulin_treatment", description="Preoperative treatment with insulin "
                                                      "(1 point)",
                definition="diabetes treated with insulin before surgery"),
        creatinine(description="Preoperative serum creatinine (criterion: > 2.0 mg/dL, 1 point)"),
    ],
    items=list(ITEMS),
    versions=[
        Version("lee_1999", dt.date(1999, 9, 7), LEE_1999, rcri,
                notes="One point each: high-risk surgery, ischemic heart disease, congestive "
                      "heart failure, cerebrovascular disease, insulin treatment, creatinine "
                      "> 2.0 mg/dL; classes I (0), II (1), III (2), IV (>= 3)."),
    ],
    output=Output(kind="integer", unit="points", decimals=0),
    interpret=interpret,
    references=[LEE_1999],
    notes="Derived and validated in patients aged >= 50 undergoing elective major noncardiac "
          "surgery. Class complication rates quoted from the abstract's validation cohort (0.4%, "
          "0.9%, 7%, 11%; derivation cohort 0.5%, 1.3%, 4%, 9%). The creatinine criterion is "
          "strictly greater than 2.0 mg/dL (177 µmol/L). MedCalc-Bench has two keys for "
          "cerebrovascular disease ('History of cerebrovascular disease' and 'Cerebrovascular "
          "disease history'); they are one criterion. Declared as items: each predictor may be "
          "answered yes/no under its name or MDCalc's label; the creatinine criterion "
          "(creatinine_over_2) by the creatinine, its band ('>2', '<=2') or yes/no.",
)
