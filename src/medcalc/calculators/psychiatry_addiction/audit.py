"""AUDIT (Alcohol Use Disorders Identification Test; WHO, Babor et al. 2001): ten questions,
total 0-40, with the WHO risk zones."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.psychiatry_w3 import rating

BABOR_2001 = Reference(
    "Babor TF, Higgins-Biddle JC, Saunders JB, Monteiro MG. AUDIT: The Alcohol Use Disorders "
    "Identification Test. Guidelines for Use in Primary Care, 2nd edition. Geneva: World Health "
    "Organization; 2001 (WHO/MSD/MSB/01.6a).")
SAUNDERS_1993 = Reference(
    "Saunders JB, Aasland OG, Babor TF, de la Fuente JR, Grant M. Development of the Alcohol Use "
    "Disorders Identification Test (AUDIT): WHO collaborative project on early detection of "
    "persons with harmful alcohol consumption - II. Addiction. 1993;88(6):791-804.",
    doi="10.1111/j.1360-0443.1993.tb02093.x")
MDCALC_AUDIT = Reference("MDCalc (mdcalc.com): AUDIT (Alcohol Use Disorders Identification Test).")

FREQUENCY = (("never", "Never", 0), ("less_than_monthly", "Less than monthly", 1),
             ("monthly", "Monthly", 2), ("weekly", "Weekly", 3),
             ("daily", "Daily or almost daily", 4, ("daily",)))
INJURY = (("no", "No", 0), ("yes_not_last_year", "Yes, but not in the last year", 2,
                            ("yes but not in the last year",)),
          ("yes_last_year", "Yes, during the last year", 4, ("yes during the last year",)))
_Q = [
    ("drinking_frequency", "How often a drink containing alcohol is taken", (
        ("never", "Never", 0), ("monthly_or_less", "Monthly or less", 1),
        ("2_4_per_month", "2-4 times a month", 2, ("2 to 4 times a month",)),
        ("2_3_per_week", "2-3 times a week", 3, ("2 to 3 times a week",)),
        ("4_plus_per_week", "4 or more times a week", 4, ("4+ times a week",)))),
    ("drinks_per_day", "Standard drinks on a typical drinking day", (
        ("1_2", "1 or 2", 0), ("3_4", "3 or 4", 1), ("5_6", "5 or 6", 2),
        ("7_9", "7, 8 or 9", 3, ("7 to 9", "7-9")), ("10_plus", "10 or more", 4, ("10+",)))),
    ("six_or_more", "How often six or more drinks on one occasion", FREQUENCY),
    ("unable_to_stop", "How often unable to stop drinking once started (last year)", FREQUENCY),
    ("failed_expectations", "How often failed to do what was expected because of drinking "
     "(last year)", FREQUENCY),
    ("morning_drink", "How often needed a first drink in the morning (last year)", FREQUENCY),
    ("guilt", "How often guilt or remorse after drinking (last year)", FREQUENCY),
    ("blackout", "How often unable to remember the night before because of drinking (last "
     "year)", FREQUENCY),
    ("injury", "Self or someone else injured because of the drinking", INJURY),
    ("others_concerned", "A relative, friend or health worker concerned or suggested cutting "
     "down", INJURY),
]
FEATURES, ITEMS = [], []
for number, (name, label, anchors) in enumerate(_Q, start=1):
    feature, item = rating(name, f"{number}. {label}", anchors, aliases=(label,),
                           description=f"AUDIT question {number}: {label.lower()}")
    FEATURES.append(feature)
    ITEMS.append(item)

audit = points_total(ITEMS)


def interpret(score):
    if score <= 7:
        return f"AUDIT {score}: zone I (0-7), low-risk drinking: alcohol education"
    if score <= 15:
        return f"AUDIT {score}: zone II (8-15), hazardous drinking: simple advice"
    if score <= 19:
        return (f"AUDIT {score}: zone III (16-19), harmful drinking: simple advice, brief "
                "counselling and continued monitoring")
    return (f"AUDIT {score}: zone IV (20-40), possible alcohol dependence: refer to a specialist "
            "for diagnostic evaluation and treatment")


CALCULATOR = Calculator(
    id="audit",
    name="Alcohol Use Disorders Identification Test (AUDIT)",
    aliases=["AUDIT Alcohol Use Screen", "AUDIT", "Alcohol Use Disorders Identification Test"],
    specialty="psychiatry_addiction",
    description=("WHO screening questionnaire for hazardous and harmful drinking and possible "
                 "dependence: ten questions, total 0-40, four risk zones."),
    keywords=["alcohol", "alcohol use disorder", "hazardous drinking", "harmful drinking",
              "alcohol dependence", "screening", "brief intervention",
              "screen for problem drinking", "how harmful is the drinking pattern",
              "alcohol misuse questionnaire", "identify risky alcohol use",
              "possible alcohol dependence screen", "ten question drinking screen",
              "need for brief alcohol counseling", "WHO drinking questionnaire"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("who_2001", dt.date(2001, 1, 1), BABOR_2001, audit,
                      notes="Questions 1-8 score 0-4, questions 9-10 score 0, 2 or 4; total "
                            "0-40; zones 0-7, 8-15, 16-19, 20-40.")],
    output=Output(kind="integer", unit="points", range=(0, 40)),
    interpret=interpret,
    references=[BABOR_2001, SAUNDERS_1993, MDCALC_AUDIT],
    notes=(
        "Scoring and risk zones from the WHO AUDIT manual, 2nd edition (Babor 2001): 8 or more "
        "indicates hazardous or harmful drinking; the manual notes that a lower cut-off (e.g. "
        "7) may suit women and people over 65, and that zone cut-offs should be interpreted "
        "with clinical judgement. Licence: the AUDIT is published by WHO and may be used freely; "
        "question wording here is paraphrased. Under missing='absent' an unanswered question "
        "scores 0 (listed as imputed)."),
)
