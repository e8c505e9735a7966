"""Severe Community-Acquired Pneumonia (SCAP) score: two major and six minor weighted criteria;
>= 10 identifies severe CAP (España et al., AJRCCM 2006)."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Condition, Output, Quantity, Reference, Version,
                          criterion, either, points_total)
from medcalc.core.common import age, arterial_ph, pao2, respiratory_rate, systolic_bp, urea

ESPANA_2006 = Reference(
    "España PP, Capelastegui A, Gorordo I, Esteban C, Oribe M, Ortega M, Bilbao A, Quintana JM. "
    "Development and validation of a clinical prediction rule for severe community-acquired "
    "pneumonia. Am J Respir Crit Care Med. 2006;174(11):1249-1256.",
    doi="10.1164/rccm.200602-177OC")
MDCALC = Reference("MDCalc. Severe Community-Acquired Pneumonia (SCAP) Score.")

FEATURES = [
    arterial_ph(description="Arterial pH (major criterion: < 7.30)"),
    systolic_bp(description="Systolic blood pressure (major criterion: < 90 mmHg)"),
    respiratory_rate(description="Respiratory rate (criterion: > 30/min)"),
    urea(description="Urea; or BUN in mg/dL under 'bun' (criterion: BUN > 30 mg/dL)"),
    Boolean(name="altered_mental_status", description="Altered mental status (confusion)"),
    pao2(description="PaO2 (criterion: < 54 mmHg)"),
    Quantity(name="pao2_fio2_ratio", unit="mmHg", units=("mmHg",), range=(10.0, 700.0),
             description="PaO2/FiO2 ratio (criterion: < 250)"),
    age(description="Age (criterion: >= 80 years)"),
    Boolean(name="multilobar_infiltrates", description="Multilobar or bilateral infiltrates on "
                                                       "chest X-ray"),
]
BUN_30_AS_UREA = 30 / 2.80134  # mmol/L urea equivalent of BUN 30 mg/dL
ITEMS = (
    criterion("ph_lt_7_30", "Arterial pH < 7.30", "arterial_ph", lt=7.30, points=13,
              aliases=("pH <7.30",)),
    criterion("sbp_lt_90", "Systolic BP < 90 mmHg", "systolic_bp", lt=90, points=11,
              aliases=("Systolic BP <90 mmHg",)),
    criterion("rr_gt_30", "Respiratory rate > 30", "respiratory_rate", gt=30, points=9,
              aliases=("Respiratory rate >30",)),
    criterion("bun_gt_30", "BUN > 30 mg/dL", "urea", gt=BUN_30_AS_UREA, points=5,
              aliases=("BUN >30 mg/dL",)),
    criterion("altered_mental_status", "Altered mental status", points=5),
    either("hypoxemia", "PaO2 < 54 mmHg or PaO2/FiO2 < 250",
           (Condition("pao2", lt=54), Condition("pao2_fio2_ratio", lt=250)), points=6,
           aliases=("PaO2 <54 mmHg or PaO2/FiO2 <250",)),
    criterion("age_ge_80", "Age >= 80 years", "age", ge=80, points=5, aliases=("Age ≥80",)),
    criterion("multilobar_infiltrates", "Multilobar/bilateral infiltrates on chest X-ray",
              points=5, aliases=("Multilobar or bilateral infiltrates",)),
)


def interpret(score):
    if score >= 10:
        return (f"SCAP {score} (>= 10): severe community-acquired pneumonia predicted (ICU "
                "admission, mechanical ventilation or septic shock)")
    return f"SCAP {score} (< 10): low risk of severe community-acquired pneumonia"


CALCULATOR = Calculator(
    id="scap",
    name="Severe Community-Acquired Pneumonia (SCAP) Score",
    aliases=["SCAP score", "SCAP", "Severe CAP score", "España score"],
    specialty="pulmonology",
    description=("Weighted criteria for severe CAP: pH < 7.30 (13), SBP < 90 (11), RR > 30 (9), "
                 "BUN > 30 mg/dL (5), altered mental status (5), PaO2 < 54 or P/F < 250 (6), "
                 "age >= 80 (5), multilobar/bilateral infiltrates (5); >= 10 severe."),
    keywords=["community-acquired pneumonia", "severe pneumonia", "ICU admission", "CAP",
              "severe pneumonia ICU need", "community pneumonia ICU admission",
              "severe community pneumonia prediction", "pneumonia needing intensive care",
              "pneumonia organ dysfunction", "who needs ICU for pneumonia"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("espana_2006", dt.date(2006, 12, 1), ESPANA_2006, points_total(ITEMS),
                      notes="Major: pH < 7.30, SBP < 90; minor: RR > 30, BUN > 30, altered "
                            "mental status, PaO2 < 54 or P/F < 250, age >= 80, multilobar "
                            "infiltrates.")],
    output=Output(kind="integer", unit="points", range=(0, 59)),
    interpret=interpret,
    references=[ESPANA_2006, MDCALC],
    notes=("Weights as in España 2006. A total >= 10 predicts severe CAP (the finer risk "
           "classes of the paper are not reproduced here). BUN > 30 mg/dL is "
           "checked on the urea feature (urea > 10.71 mmol/L; BUN converts by 2.801)."),
)
