"""Pediatric Asthma Score (PAS): respiratory rate for age, oxygen, auscultation, retractions and
dyspnoea, 1-3 points each (Qureshi et al. 1998; Kelly et al. 2000)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version, from_category
from medcalc.core.common import age, respiratory_rate
from medcalc.core.vector import where
from medcalc.formulas.pediatrics_w4 import scored_category

QURESHI_1998 = Reference(
    "Qureshi F, Pestian J, Davis P, Zaritsky A. Effect of nebulized ipratropium on the "
    "hospitalization rates of children with asthma. N Engl J Med. 1998;339(15):1030-1035 "
    "(Table 1: the asthma score, 5-15 points; 5-7 mild, 8-11 moderate, 12-15 severe).",
    doi="10.1056/NEJM199810083391503")
KELLY_2000 = Reference(
    "Kelly CS, Andersen CL, Pestian JP, et al. Improved outcomes for hospitalized asthmatic "
    "children using a clinical pathway. Ann Allergy Asthma Immunol. 2000;84(5):509-516.",
    doi="10.1016/S1081-1206(10)62514-8")
MDCALC = Reference("MDCalc. Pediatric Asthma Score (PAS).", url="https://www.mdcalc.com/")

OXYGEN = scored_category("oxygen_requirement", ("Oxygen requirements", "Oxygen saturation"),
                         "Oxygen saturation and supplemental oxygen", (
    ("gt95_room_air", 1, "> 95% on room air (1)", (">95% on room air", ">95% with room air")),
    ("90_95_room_air", 2, "90-95% on room air (2)", ("90-95% on room air",
                                                     "90-95% with room air")),
    ("lt90_or_oxygen", 3, "< 90% on room air or on supplemental oxygen (3)",
     ("<90% on room air or on any O2", "<90% on room air or supplemental oxygen",
      "<90% on room air", "on supplemental oxygen", "on any O2")),
))
AUSCULTATION = scored_category("auscultation", ("Auscultation",), "Auscultation", (
    ("normal_end_expiratory", 1, "Normal breathing or end-expiratory wheeze (1)",
     ("Normal breathing or end-expiratory wheezing", "End-expiratory wheeze",
      "Normal or end expiratory wheeze", "normal")),
    ("expiratory", 2, "Expiratory wheezing (2)", ("Expiratory wheezing", "Expiratory wheeze")),
    ("inspiratory_expiratory_diminished", 3, "Inspiratory and expiratory wheezing or "
     "diminished breath sounds (3)", ("Inspiratory and expiratory wheezing to diminished breath "
                                      "sounds", "Inspiratory and expiratory wheezing",
                                      "Diminished breath sounds")),
))
RETRACTIONS = scored_category("retractions", ("Retractions",), "Retractions", (
    ("none_intercostal", 1, "None or intercostal (1)", ("None or intercostal", "None",
                                                        "Intercostal")),
    ("intercostal_substernal", 2, "Intercostal and substernal (2)",
     ("Intercostal and substernal",)),
    ("intercostal_substernal_supraclavicular", 3, "Intercostal, substernal and supraclavicular "
     "(3)", ("Intercostal, substernal, and supraclavicular",
             "Intercostal, substernal and supraclavicular")),
))
DYSPNEA = scored_category("dyspnea", ("Dyspnea", "Dyspnoea"), "Dyspnoea (speech)", (
    ("sentences", 1, "Speaks in sentences, coos and babbles (1)",
     ("Speaks in sentences (coos and babbles)", "Speaks in sentences",
      "Speaks in sentences or coos and babbles")),
    ("partial_sentences", 2, "Speaks in partial sentences, short cry (2)",
     ("Speaks partial sentences (short cry)", "Speaks in partial sentences",
      "Speaks in partial sentences or utters short cries")),
    ("single_words", 3, "Speaks in single words or short phrases, grunting (3)",
     ("Speaks single words/short phrases (grunting)", "Speaks in single words",
      "Speaks in single words or short phrases or grunts")),
))
CATEGORIES = (OXYGEN, AUSCULTATION, RETRACTIONS, DYSPNEA)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def rr_points(age, respiratory_rate):
    """1-3 points by the Qureshi age bands: (upper limit for 1 point, lower limit for 3)."""
    one_max = where(age < 4, 34, where(age < 6, 30, where(age < 13, 26, 23)))
    three_min = where(age < 4, 40, where(age < 6, 36, where(age < 13, 31, 28)))
    return where(respiratory_rate >= three_min, 3, where(respiratory_rate > one_max, 2, 1))


def pas(age, respiratory_rate, oxygen_requirement, auscultation, retractions, dyspnea):
    rr = rr_points(age, respiratory_rate)
    total = rr + oxygen_requirement + auscultation + retractions + dyspnea
    return {"value": total, "respiratory_rate_points": rr,
            "oxygen_requirement": oxygen_requirement, "auscultation": auscultation,
            "retractions": retractions, "dyspnea": dyspnea}


def interpret(score):
    if score <= 7:
        return "5-7: mild exacerbation"
    if score <= 11:
        return "8-11: moderate exacerbation"
    return "12-15: severe exacerbation"


CALCULATOR = Calculator(
    id="pediatric_asthma_pas",
    name="Pediatric Asthma Score (PAS)",
    aliases=["Pediatric Asthma Score", "Qureshi asthma score", "PAS (pediatric asthma)"],
    specialty="pediatrics_neonatology",
    description="Severity of an acute asthma exacerbation in children 2 years and older "
                "(5-15): respiratory rate for age, oxygen saturation, auscultation, retractions "
                "and dyspnoea, 1-3 points each.",
    keywords=["asthma", "exacerbation", "children", "PAS", "clinical pathway", "wheeze",
              "child asthma exacerbation severity", "pediatric asthma pathway score",
              "asthma attack grading in children", "respiratory distress in asthmatic child",
              "acute asthma kids severity", "weaning bronchodilator in child asthma"],
    features=[age(description="Age in years (selects the respiratory-rate bands)",
                  labels=("Age (years)",)),
              respiratory_rate(labels=("Respiratory rate (breaths/min)",)),
              *CATEGORIES],
    items=list(ITEMS),
    preconditions=[Precondition(lambda age: age >= 2.0,
                                "the respiratory-rate bands start at 2 years")],
    versions=[Version("qureshi_1998", dt.date(1998, 10, 8), QURESHI_1998, pas,
                      notes="RR 2-3 y <= 34/35-39/>= 40, 4-5 y <= 30/31-35/>= 36, 6-12 y "
                            "<= 26/27-30/>= 31, > 12 y <= 23/24-27/>= 28 -> 1/2/3; other items "
                            "1-3; 5-7 mild, 8-11 moderate, 12-15 severe.")],
    output=Output(kind="integer", unit="points", range=(5, 15)),
    interpret=interpret,
    references=[QURESHI_1998, KELLY_2000, MDCALC],
    notes="Score table of Qureshi 1998 (NEJM, Table 1), used by the Cincinnati pathway (Kelly "
          "2000) and MDCalc. Respiratory-rate bands on integer rates: 1 point up to the "
          "band's upper limit, 3 points from the severe limit, 2 between. Oxygen: Qureshi "
          "scores 90-95% on room air or >= 90% on oxygen as 2 and < 90% on air or oxygen as "
          "3; MDCalc's options are '> 95% RA', '90-95% RA', '< 90% RA or on any O2', followed "
          "here.",
)
