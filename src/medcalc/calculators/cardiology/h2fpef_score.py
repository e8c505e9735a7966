"""H2FPEF score (Reddy et al., Circulation 2018): probability of heart failure with preserved
ejection fraction in unexplained dyspnoea."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Count,
    Output,
    Quantity,
    Reference,
    Version,
    criterion,
    points_total,
)
from medcalc.core.common import age

REDDY_2018 = Reference(
    "Reddy YNV, Carter RE, Obokata M, Redfield MM, Borlaug BA. A simple, evidence-based approach "
    "to help guide diagnosis of heart failure with preserved ejection fraction. Circulation. "
    "2018;138(9):861-870.",
    doi="10.1161/CIRCULATIONAHA.118.034646")

HEAVY = criterion("obesity", "Heavy: BMI > 30 kg/m²", "bmi", gt=30, points=2,
                  aliases=("Obesity (BMI >30 kg/m²)", "BMI >30", "Heavy"))
HYPERTENSIVE = criterion("hypertension", "Hypertensive: >= 2 antihypertensive medicines",
                         "antihypertensive_count", ge=2,
                         aliases=("Hypertension (≥2 antihypertensive medicines)",
                                  "2 or more antihypertensive medicines", "Hypertensive"))
AF = criterion("atrial_fibrillation", "Atrial fibrillation (paroxysmal or persistent)", points=3,
               aliases=("Atrial fibrillation", "Paroxysmal or persistent AF", "AF"))
PH = criterion("pulmonary_hypertension",
               "Pulmonary hypertension: PA systolic pressure > 35 mmHg on echo",
               "pa_systolic_pressure", gt=35,
               aliases=("Pulmonary hypertension (PASP >35 mmHg)", "PASP >35 mmHg"))
ELDER = criterion("elder", "Elder: age > 60 years", "age", gt=60,
                  aliases=("Age >60 years", "Age >60", "Elder"))
FILLING = criterion("filling_pressure", "Filling pressure: E/e' > 9", "e_e_prime_ratio", gt=9,
                    aliases=("E/e' >9", "Filling pressure (E/e' >9)", "Elevated filling "
                                                                         "pressures"))
ITEMS = (HEAVY, HYPERTENSIVE, AF, PH, ELDER, FILLING)


def interpret(score):
    if score <= 1:
        return "0-1: low probability of HFpEF (HFpEF unlikely)"
    if score <= 5:
        return "2-5: intermediate probability of HFpEF; further testing (e.g. exercise " \
               "haemodynamics or stress echo) may be needed"
    return "6-9: high probability of HFpEF (HFpEF likely)"


CALCULATOR = Calculator(
    id="h2fpef_score",
    name="H2FPEF Score for Heart Failure with Preserved Ejection Fraction",
    aliases=["H2FPEF Score for Heart Failure with Preserved Ejection Fraction", "H2FPEF",
             "H2FPEF score", "HFpEF probability score"],
    specialty="cardiology",
    description="Probability of HFpEF in euvolaemic patients with unexplained dyspnoea and "
                "preserved ejection fraction (0-9 points).",
    keywords=["HFpEF", "heart failure with preserved ejection fraction", "dyspnea",
              "diastolic dysfunction", "E/e'", "atrial fibrillation", "obesity",
              "probability of diastolic heart failure", "unexplained dyspnea with normal EF",
              "is breathlessness due to HFpEF",
              "heart failure with normal ejection fraction likelihood",
              "obesity AF and E/e ratio score", "need for invasive exercise hemodynamics"],
    features=[
        Quantity(name="bmi", unit="kg/m2", units=("kg/m2",), range=(8.0, 150.0),
                 labels=("BMI", "Body mass index"),
                 description="Body-mass index (criterion: > 30 kg/m², 2 points)"),
        Count(name="antihypertensive_count", range=(0, 12),
              labels=("Number of antihypertensive medicines",),
              description="Number of antihypertensive medicines (criterion: >= 2, 1 point)"),
        Boolean(name="atrial_fibrillation",
                description="Paroxysmal or persistent atrial fibrillation (3 points)"),
        Quantity(name="pa_systolic_pressure", unit="mmHg", units=("mmHg",), range=(5.0, 150.0),
                 labels=("PASP", "Pulmonary artery systolic pressure"),
                 description="Echo-estimated pulmonary artery systolic pressure (criterion: > 35 "
                             "mmHg, 1 point)"),
        age(description="Age (criterion: > 60 years, 1 point)"),
        Quantity(name="e_e_prime_ratio", unit="1", units=("1",), range=(1.0, 60.0),
                 labels=("E/e'", "E/e' ratio"),
                 description="Doppler mitral E / annular e' ratio (criterion: > 9, 1 point)"),
    ],
    items=list(ITEMS),
    versions=[Version("reddy_2018", dt.date(2018, 8, 28), REDDY_2018, points_total(ITEMS),
                      notes="BMI > 30 2; >= 2 antihypertensives 1; AF 3; PASP > 35 1; age > 60 "
                            "1; E/e' > 9 1.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 9)),
    interpret=interpret,
    references=[REDDY_2018],
    notes="The points form of H2FPEF (Reddy 2018): Heavy (BMI > 30) 2, Hypertensive (>= 2 "
          "antihypertensive medicines) 1, atrial Fibrillation (paroxysmal or persistent) 3, "
          "Pulmonary hypertension (echo PASP > 35 mmHg) 1, Elder (age > 60) 1, Filling "
          "pressure (E/e' > 9) 1. Scores 0-1 low and 6-9 high probability of HFpEF; 2-5 "
          "intermediate, where further testing is suggested. The continuous H2FPEF model of the "
          "same paper (a probability from a logistic equation) is not implemented. Each "
          "criterion may be answered by its measurement or yes/no.",
)
