"""Tisdale risk score (Tisdale et al., Circ Cardiovasc Qual Outcomes 2013): risk of QTc
prolongation in hospitalised (cardiac care unit) patients."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Count,
    Duration,
    Output,
    Reference,
    Version,
    banded,
    criterion,
    points_total,
)
from medcalc.core.common import age, potassium, sex

TISDALE_2013 = Reference(
    "Tisdale JE, Jaynes HA, Kingery JR, et al. Development and validation of a risk score to "
    "predict QT interval prolongation in hospitalized patients. Circ Cardiovasc Qual Outcomes. "
    "2013;6(4):479-487 (correction: 2013;6(6):e57).",
    doi="10.1161/CIRCOUTCOMES.113.000152")

AGE = criterion("age_68_or_older", "Age >= 68 years", "age", ge=68,
                aliases=("Age ≥68 years", "Age ≥68"))
FEMALE = criterion("female", "Female sex", "sex", choices=("female",),
                   aliases=("Sex", "Female"), yes_aliases=("Female",), no_aliases=("Male",))
LOOP = criterion("loop_diuretic", "Loop diuretic",
                 aliases=("Patient on loop diuretic", "Loop diuretic use"))
POTASSIUM = criterion("low_potassium", "Serum K+ <= 3.5 mEq/L", "potassium", le=3.5, points=2,
                      aliases=("Potassium ≤3.5 mEq/L (mmol/L)", "Potassium ≤3.5 mEq/L",
                               "K ≤3.5"))
QTC = criterion("admission_qtc_450", "Admission QTc >= 450 ms", "admission_qtc", ge=450,
                points=2, aliases=("Admission QTc ≥450 msec", "Admission QTc ≥450 ms"))
MI = criterion("acute_mi", "Acute myocardial infarction", points=2,
               aliases=("Being admitted for acute myocardial infarction", "Acute MI"))
SEPSIS = criterion("sepsis", "Sepsis", points=3, aliases=("Being admitted for sepsis",))
HF = criterion("heart_failure", "Heart failure", points=3,
               aliases=("Being admitted for heart failure", "Heart failure (LV dysfunction)"))
# One QTc-prolonging drug 3 points; >= 2 drugs a further 3 (maximum score 21 in the source).
DRUGS = banded("qtc_drugs", "QTc-prolonging drugs", "qtc_prolonging_drug_count", (
    Band("none", "None", 0, lt=1, aliases=("0", "no QTc-prolonging drugs")),
    Band("one", "1 QTc-prolonging drug", 3, ge=1, lt=2, aliases=("1", "one")),
    Band("two_or_more", ">= 2 QTc-prolonging drugs", 6, ge=2,
         aliases=("≥2 QTc-prolonging drugs", ">=2", "≥2", "2 or more")),
), aliases=("Number of QTc-prolonging drugs given", "Number of QTc-prolonging drugs"),
    absent="none")
ITEMS = (AGE, FEMALE, LOOP, POTASSIUM, QTC, MI, SEPSIS, HF, DRUGS)


def interpret(score):
    if score <= 6:
        return "low risk of QTc prolongation (0-6)"
    if score <= 10:
        return "moderate risk of QTc prolongation (7-10)"
    return "high risk of QTc prolongation (11-21)"


CALCULATOR = Calculator(
    id="tisdale_risk_qt_prolongation",
    name="Tisdale Risk Score for QT Prolongation",
    aliases=["Tisdale Risk Score for QT Prolongation", "Tisdale score", "Tisdale QT risk score",
             "QTc prolongation risk score"],
    specialty="cardiology",
    description="Risk of QTc prolongation (> 500 ms or an increase > 60 ms) in hospitalised "
                "patients, 0-21 points.",
    keywords=["QT prolongation", "QTc", "torsades de pointes", "drug-induced long QT",
              "hospitalized patients", "pharmacy", "hypokalemia", "loop diuretic",
              "risk of QT prolongation in hospital", "who will develop long QT",
              "drug induced QT prolongation risk", "torsades risk in inpatients",
              "QTc monitoring need", "safe to start QT prolonging drug"],
    features=[
        age(description="Age (criterion: >= 68 years, 1 point)"),
        sex(description="Sex (female: 1 point)"),
        Boolean(name="loop_diuretic", description="Receiving a loop diuretic (1 point)"),
        potassium(description="Serum potassium closest to the ECG (criterion: <= 3.5 mEq/L, "
                              "2 points)"),
        Duration(name="admission_qtc", unit="ms", units=("ms", "s"), range=(250.0, 750.0),
                 labels=("Admission QTc",),
                 description="QTc on admission (criterion: >= 450 ms, 2 points)"),
        Boolean(name="acute_mi", description="Admitted with acute myocardial infarction "
                                             "(2 points)"),
        Boolean(name="sepsis", description="Sepsis (3 points)"),
        Boolean(name="heart_failure", description="Heart failure / left ventricular dysfunction "
                                                  "(3 points)"),
        Count(name="qtc_prolonging_drug_count", range=(0, 20),
              labels=("Number of QTc-prolonging drugs",),
              description="Number of QTc-prolonging drugs given (1: 3 points; >= 2: 6 points)"),
    ],
    items=list(ITEMS),
    versions=[Version("tisdale_2013", dt.date(2013, 7, 1), TISDALE_2013, points_total(ITEMS),
                      notes="Age >= 68 1; female 1; loop diuretic 1; K <= 3.5 2; admission QTc "
                            ">= 450 2; acute MI 2; sepsis 3; heart failure 3; one QTc-prolonging "
                            "drug 3, >= 2 drugs 3 more.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 21)),
    interpret=interpret,
    references=[TISDALE_2013],
    notes="Points as the Tisdale 2013 score table: age >= 68, female sex, loop diuretic 1 each; "
          "serum K+ <= 3.5 mEq/L, admission QTc >= 450 ms, acute MI 2 each; sepsis, heart "
          "failure 3 each; one QTc-prolonging drug 3 and >= 2 drugs a further 3 (so >= 2 drugs "
          "score 6; maximum 21, as the paper states). The abstract words the thresholds as age "
          "> 68, K+ < 3.5 and QTc > 450; the score table's >= / <= are used here, as MDCalc "
          "does. Risk: 0-6 low, 7-10 moderate, 11-21 high. Derived in cardiac care unit "
          "patients; QTc prolongation defined as QTc > 500 ms or an increase > 60 ms.",
)
