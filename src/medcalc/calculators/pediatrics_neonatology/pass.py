"""Pediatric Asthma Severity Score (PASS): wheezing, work of breathing and prolonged expiration,
0-2 each (Gorelick et al. 2004)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, from_category, points_total
from medcalc.formulas.pediatrics_w4 import scored_category

GORELICK_2004 = Reference(
    "Gorelick MH, Stevens MW, Schultz TR, Scribano PV. Performance of a novel clinical score, "
    "the Pediatric Asthma Severity Score (PASS), in the evaluation of acute asthma. Acad Emerg "
    "Med. 2004;11(1):10-18.", doi="10.1197/j.aem.2003.07.015")
MDCALC = Reference("MDCalc. Pediatric Asthma Severity Score (PASS) for Asthma Exacerbation "
                   "Severity.", url="https://www.mdcalc.com/pediatric-asthma-severity-score-pass-asthma-exacerbation-severity")

WHEEZING = scored_category("wheezing", ("Wheezing",), "Wheezing", (
    ("none_mild", 0, "None or mild (0)", ("None or mild",)),
    ("moderate", 1, "Moderate (1)", ("Moderate",)),
    ("severe_absent", 2, "Severe, or absent because of poor air movement (2)",
     ("Severe wheezing or absent due to poor air movement", "Severe")),
))
WORK = scored_category("work_of_breathing", ("Work of breathing (accessory muscles, "
                       "retractions)", "Work of breathing"), "Work of breathing (accessory "
                       "muscle use, retractions)", (
    ("normal_mild", 0, "Normal or mildly increased (0)", ("Normal or mildly diminished",
                                                         "Normal or mildly increased",
                                                         "None or mild")),
    ("moderate", 1, "Moderate (1)", ("Moderate",)),
    ("severe", 2, "Severe (2)", ("Severe",)),
))
EXPIRATION = scored_category("prolonged_expiration", ("Prolongation of expiration (E:I ratio)",
                             "Prolongation of expiration"), "Prolongation of expiration", (
    ("normal_mild", 0, "Normal or mildly prolonged (0)", ("Normal or mildly prolonged",)),
    ("moderate", 1, "Moderately prolonged (1)", ("Moderately prolonged", "Moderate")),
    ("severe", 2, "Severely prolonged (2)", ("Severely prolonged", "Severe")),
))
CATEGORIES = (WHEEZING, WORK, EXPIRATION)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def interpret(score):
    return (f"PASS {score}/6: higher scores mean a more severe exacerbation and a higher "
            "likelihood of admission (AUC 0.82 for hospitalisation in Gorelick 2004; the source "
            "sets no cut-off)")


CALCULATOR = Calculator(
    id="pass",
    name="Pediatric Asthma Severity Score (PASS) for Asthma Exacerbation Severity",
    aliases=["PASS", "Pediatric Asthma Severity Score", "PASS asthma score"],
    specialty="pediatrics_neonatology",
    description="Severity of an acute asthma exacerbation in children 1-18 years (0-6): "
                "wheezing, work of breathing and prolongation of expiration, 0-2 each.",
    keywords=["asthma", "exacerbation", "children", "PASS", "emergency department",
              "child asthma attack severity", "pediatric asthma exacerbation grading",
              "wheezing and work of breathing child", "acute asthma severity in kids",
              "asthma attack emergency child", "child asthma response to treatment"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("gorelick_2004", dt.date(2004, 1, 1), GORELICK_2004, points_total(ITEMS),
                      notes="Three findings, 0-2 each; total 0-6.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[GORELICK_2004, MDCALC],
    notes="Gorelick 2004 reports discrimination for admission but no cut-off; MDCalc's "
          "outpatient/admission wording is MDCalc's and is not reproduced. Item descriptors "
          "condensed.",
)
