"""Apfel simplified risk score for postoperative nausea and vomiting (PONV) after inhalational
anaesthesia: four risk factors, 0-4 (Apfel et al., Anesthesiology 1999)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import sex

APFEL_1999 = Reference(
    "Apfel CC, Läärä E, Koivuranta M, Greim CA, Roewer N. A simplified risk score for "
    "predicting postoperative nausea and vomiting: conclusions from cross-validations between "
    "two centers. Anesthesiology. 1999;91(3):693-700.",
    doi="10.1097/00000542-199909000-00022")
MDCALC = Reference("MDCalc. Apfel Score for Postoperative Nausea and Vomiting.")

ITEMS = (
    criterion("female", "Female gender", "sex", choices=("female",),
              aliases=("Female sex", "Female")),
    criterion("non_smoker", "Non-smoker", aliases=("Nonsmoker", "Non-smoker status")),
    criterion("history_ponv_motion_sickness", "History of PONV or motion sickness",
              aliases=("History of motion sickness or PONV",)),
    criterion("postoperative_opioids", "Use of postoperative opioids",
              aliases=("Postoperative opioids", "Postoperative opioid use")),
)
RISK = {0: 10, 1: 21, 2: 39, 3: 61, 4: 79}


def interpret(score):
    return f"Apfel {score}: estimated PONV risk about {RISK[score]}% in the first 24 h"


CALCULATOR = Calculator(
    id="apfel_score_ponv",
    name="Apfel Score for Postoperative Nausea and Vomiting",
    aliases=["Apfel score", "Apfel simplified risk score", "PONV risk score",
             "Apfel PONV score"],
    specialty="surgery_anesthesiology",
    description=("PONV risk in adults after inhalational general anaesthesia: one point each "
                 "for female sex, non-smoking, history of PONV or motion sickness, and "
                 "postoperative opioids (0-4; risk about 10, 21, 39, 61, 79%)."),
    keywords=["postoperative nausea and vomiting", "PONV", "antiemetic prophylaxis", "anesthesia",
              "anaesthesia", "who will vomit after surgery", "need for antiemetic prophylaxis",
              "nausea after general anaesthesia in adults",
              "simplified four factor PONV prediction", "female nonsmoker motion sickness opioids",
              "postoperative vomiting likelihood", "how many antiemetics to give preoperatively"],
    features=[
        sex(),
        Boolean(name="non_smoker", description="Non-smoker (not currently smoking)"),
        Boolean(name="history_ponv_motion_sickness",
                description="History of PONV or motion sickness"),
        Boolean(name="postoperative_opioids", description="Postoperative opioids planned"),
    ],
    items=list(ITEMS),
    versions=[Version("apfel_1999", dt.date(1999, 9, 1), APFEL_1999, points_total(ITEMS),
                      notes="One point per risk factor; 0-4.")],
    output=Output(kind="integer", unit="points", range=(0, 4)),
    interpret=interpret,
    references=[APFEL_1999, MDCALC],
    notes=("Risk factors and incidences (about 10, 21, 39, 61 and 79% for 0-4 factors) as in "
           "Apfel 1999's simplified score. Developed in adults under inhalational anaesthesia; "
           "for children use the POVOC score (not implemented)."),
)
