"""TIMI risk score for ST-elevation myocardial infarction (Morrow et al., Circulation 2000):
30-day mortality in fibrinolysis-eligible STEMI."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Condition,
    Output,
    Reference,
    Version,
    banded,
    criterion,
    either,
    points_total,
)
from medcalc.core.common import age, heart_rate, systolic_bp, weight

MORROW_2000 = Reference(
    "Morrow DA, Antman EM, Charlesworth A, et al. TIMI risk score for ST-elevation myocardial "
    "infarction: a convenient, bedside, clinical score for risk assessment at presentation: an "
    "intravenous nPA for treatment of infarcting myocardium early II trial substudy. "
    "Circulation. 2000;102(17):2031-2037.",
    doi="10.1161/01.CIR.102.17.2031")

AGE = banded("age", "Age", "age", (
    Band("lt_65", "< 65 years", 0, lt=65, aliases=("<65", "< 65")),
    Band("65_74", "65-74 years", 2, ge=65, lt=75, aliases=("65-74",)),
    Band("ge_75", ">= 75 years", 3, ge=75, aliases=("≥75", ">=75", "≥ 75 years")),
), absent="lt_65")
HISTORY = criterion("diabetes_hypertension_angina", "Diabetes, hypertension or angina",
                    aliases=("Diabetes, Hypertension or Angina", "History of DM, HTN or angina",
                             "DM, HTN or angina"))
SBP = criterion("systolic_bp_below_100", "Systolic BP < 100 mmHg", "systolic_bp", lt=100,
                points=3, aliases=("Systolic BP < 100", "SBP < 100 mmHg"))
HR = criterion("heart_rate_above_100", "Heart rate > 100", "heart_rate", gt=100, points=2,
               aliases=("Heart rate > 100 bpm", "HR > 100"))
KILLIP = criterion("killip_ii_iv", "Killip class II-IV", points=2,
                   aliases=("Killip Class II-IV", "Killip II-IV"))
WEIGHT = either("weight_below_67", "Weight < 67 kg",
                (Condition("weight", lt=67),),
                aliases=("Weight < 67kg (147.7 lbs)", "Weight < 67 kg (147.7 lbs)",
                         "Weight <67 kg"), yes_aliases=("<67",), no_aliases=(">=67",))
ANTERIOR = criterion("anterior_ste_or_lbbb", "Anterior ST elevation or LBBB",
                     aliases=("Anterior ST Elevation or LBBB", "Anterior STE or LBBB"))
TIME = criterion("time_to_treatment_over_4h", "Time to treatment > 4 hours",
                 aliases=("Time to treatment > 4 hours", "Time to treatment >4 h"))
ITEMS = (AGE, HISTORY, SBP, HR, KILLIP, WEIGHT, ANTERIOR, TIME)

# Morrow 2000, 30-day all-cause mortality by score (InTIME II derivation cohort).
MORTALITY = {0: 0.8, 1: 1.6, 2: 2.2, 3: 4.4, 4: 7.3, 5: 12.4, 6: 16.1, 7: 23.4, 8: 26.8}


def interpret(score):
    pct = MORTALITY.get(int(score), 35.9)
    label = f"score {int(score)}" if score <= 8 else "score > 8"
    return f"{label}: 30-day mortality {pct}% in Morrow 2000"


CALCULATOR = Calculator(
    id="timi_risk_stemi",
    name="TIMI Risk Score for STEMI",
    aliases=["TIMI Risk Score for STEMI", "TIMI STEMI", "TIMI score STEMI",
             "TIMI risk score ST-elevation MI"],
    specialty="cardiology",
    description="30-day mortality risk in ST-elevation myocardial infarction (0-14 points).",
    keywords=["STEMI", "myocardial infarction", "mortality", "fibrinolysis", "TIMI",
              "acute coronary syndrome", "risk stratification", "30 day death after STEMI",
              "ST elevation MI prognosis", "mortality after fibrinolysis", "STEMI mortality score",
              "anterior STEMI with delayed treatment risk", "heart attack 30 day mortality"],
    features=[
        age(description="Age (65-74: 2, >= 75: 3 points)"),
        Boolean(name="diabetes_hypertension_angina",
                description="History of diabetes, hypertension or angina (1 point)"),
        systolic_bp(description="Systolic blood pressure (criterion: < 100 mmHg, 3 points)"),
        heart_rate(description="Heart rate (criterion: > 100/min, 2 points)"),
        Boolean(name="killip_ii_iv", description="Killip class II-IV (2 points)",
                definition="rales, S3 or raised jugular venous pressure (II), pulmonary oedema "
                           "(III) or cardiogenic shock (IV)"),
        weight(description="Weight (criterion: < 67 kg, 1 point)"),
        Boolean(name="anterior_ste_or_lbbb",
                description="Anterior ST elevation or left bundle branch block (1 point)"),
        Boolean(name="time_to_treatment_over_4h",
                description="Time from symptom onset to treatment > 4 hours (1 point)"),
    ],
    items=list(ITEMS),
    versions=[Version("morrow_2000", dt.date(2000, 10, 24), MORROW_2000, points_total(ITEMS),
                      notes="Age 65-74 2, >= 75 3; DM/HTN/angina 1; SBP < 100 3; HR > 100 2; "
                            "Killip II-IV 2; weight < 67 kg 1; anterior STE or LBBB 1; time to "
                            "treatment > 4 h 1.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 14)),
    interpret=interpret,
    references=[MORROW_2000],
    notes="Points and 30-day mortality by score as Morrow 2000 (0: 0.8%, 1: 1.6%, 2: 2.2%, 3: "
          "4.4%, 4: 7.3%, 5: 12.4%, 6: 16.1%, 7: 23.4%, 8: 26.8%, > 8: 35.9%). Derived in "
          "fibrinolysis-eligible STEMI (InTIME II). Each item may be answered by its "
          "measurement, its band or yes/no under MDCalc's field label. Under missing='absent' "
          "an unmentioned criterion counts as absent.",
)
