"""Urticaria Activity Score (UAS): daily wheal and itch scores, 0-3 each (EAACI/GA2LEN/EDF/WAO
guideline; Mlynek et al., Allergy 2008)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.general_w4 import questionnaire, scored_question

MLYNEK_2008 = Reference(
    "Mlynek A, Zalewska-Janowska A, Martus P, Staubach P, Zuberbier T, Maurer M. How to assess "
    "disease activity in patients with chronic urticaria? Allergy. 2008;63(6):777-780.")
GUIDELINE_2022 = Reference(
    "Zuberbier T, Abdul Latiff AH, Abuzakouk M, et al. The international EAACI/GA2LEN/EuroGuiDerm/"
    "APAAACI guideline for the definition, classification, diagnosis, and management of "
    "urticaria. Allergy. 2022;77(3):734-766.", doi="10.1111/all.15090")
MDCALC = Reference("MDCalc. Urticaria Activity Score (UAS).",
                   url="https://www.mdcalc.com/calc/10400/urticaria-activity-score-uas")

QUESTIONS = [
    scored_question("wheals", "Wheals", (
        ("none", "None", 0, ("No wheals",)),
        ("mild", "Mild: fewer than 20 wheals in 24 h", 1, ("Mild (<20 wheals/24 hrs)", "<20 wheals/24 h")),
        ("moderate", "Moderate: 20-50 wheals in 24 h", 2, ("Moderate (20-50 wheals/24 hrs)", "20-50 wheals/24 h")),
        ("intense", "Intense: more than 50 wheals in 24 h or large confluent areas", 3,
         ("Intense (>50 wheals/24 hrs or large confluent areas of wheals)", ">50 wheals/24 h")),
    ), labels=("Wheals", "Number of wheals in 24 h")),
    scored_question("pruritus", "Pruritus", (
        ("none", "None", 0, ("No itch",)),
        ("mild", "Mild: present but not annoying or troublesome", 1,
         ("Mild (present but not annoying or troublesome)",)),
        ("moderate", "Moderate: troublesome but not interfering with daily activity or sleep", 2,
         ("Moderate (troublesome but does not interfere with normal daily activity or sleep)",)),
        ("intense", "Intense: severe, interferes with daily activity or sleep", 3,
         ("Intense (severe, interferes with normal daily activity or sleep)", "Severe")),
    ), labels=("Pruritus", "Itch", "Itch intensity")),
]
FEATURES, ITEMS = questionnaire(QUESTIONS)


def interpret(score):
    return (f"daily UAS {score}/6; add seven consecutive daily scores for the UAS7 (0-42: 0 "
            "urticaria-free, 1-6 well controlled, 7-15 mild, 16-27 moderate, 28-42 severe "
            "activity)")


CALCULATOR = Calculator(
    id="urticaria_activity_score",
    name="Urticaria Activity Score (UAS)",
    aliases=["UAS", "Urticaria Activity Score", "daily urticaria activity score"],
    specialty="general_other",
    description="Daily activity of chronic spontaneous urticaria: wheals 0-3 plus itch 0-3 (0-6).",
    keywords=["chronic spontaneous urticaria", "hives", "wheals", "itch", "pruritus", "UAS7",
              "urticaria disease activity", "antihistamine response", "hives activity",
              "chronic hives severity", "wheal and itch severity", "urticaria control",
              "weekly hives activity", "hives treatment response"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("mlynek_2008", dt.date(2008, 6, 1), MLYNEK_2008, points_total(ITEMS),
                      notes="Wheals 0-3 (<20, 20-50, >50 per 24 h) + pruritus 0-3; 0-6 per day.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[MLYNEK_2008, GUIDELINE_2022, MDCALC],
    notes=("Daily score as defined by the EAACI/GA2LEN urticaria guideline and Mlynek 2008 "
           "(wheal bands <20, 20-50, >50 per 24 h or large confluent areas; itch none/mild/"
           "moderate/intense). The UAS7 bands in the interpretation are the guideline's (weekly "
           "sum of 7 daily scores); the daily score itself has no severity bands. Same as "
           "MDCalc. The UAS is free to use for clinical care; descriptors are in our own words."),
)
