"""ECOG (Zubrod/WHO) performance status: grade 0-5 of a cancer patient's level of functioning
(Oken et al., Am J Clin Oncol 1982)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

OKEN_1982 = Reference(
    "Oken MM, Creech RH, Tormey DC, Horton J, Davis TE, McFadden ET, Carbone PP. Toxicity and "
    "response criteria of the Eastern Cooperative Oncology Group. Am J Clin Oncol. "
    "1982;5(6):649-655.", doi="10.1097/00000421-198212000-00014",
    url="https://pubmed.ncbi.nlm.nih.gov/7165009/")
MDCALC = Reference("MDCalc. Eastern Cooperative Oncology Group (ECOG) Performance Status.")

# Grade descriptions in our own words (ECOG-ACRIN publishes the scale for free use).
STATUS = Category(
    name="performance_status",
    description="The patient's level of functioning (ECOG grade)",
    labels=("patient_description", "Patient description", "ECOG performance status", "ECOG",
            "ECOG PS", "Zubrod score", "WHO performance status", "Performance status"),
    choices=(
        Choice("fully_active", "Fully active, no restriction of pre-illness activity", 0,
               aliases=("0", "ECOG 0", "grade 0", "Asymptomatic", "Fully active",
                        "Asymptomatic (Fully active, able to carry on all predisease "
                        "activities without restriction)")),
        Choice("restricted_strenuous", "Restricted only in strenuous activity; walks about and "
               "can do light or sedentary work", 1,
               aliases=("1", "ECOG 1", "grade 1", "Symptomatic but completely ambulatory",
                        "Restricted in strenuous activity, ambulatory and able to do light "
                        "work")),
        Choice("ambulatory_no_work", "Walks about and cares for self but cannot work; up and "
               "about more than half of waking hours", 2,
               aliases=("2", "ECOG 2", "grade 2", "Symptomatic, <50% in bed during the day",
                        "Symptomatic, <50% in bed during the day (Ambulatory and capable of "
                        "all self care but unable to carry out any work activities)")),
        Choice("limited_self_care", "Limited self-care; in bed or chair half of waking hours "
               "or more", 3,
               aliases=("3", "ECOG 3", "grade 3", "Symptomatic, >50% in bed, but not bedbound",
                        "Symptomatic, >50% in bed, but not bedbound (Capable of only limited "
                        "self-care, confined to bed or chair 50% or more of waking hours)")),
        Choice("bedbound", "Completely disabled; no self-care; confined to bed or chair", 4,
               aliases=("4", "ECOG 4", "grade 4", "Bedbound",
                        "Bedbound (Completely disabled. Cannot carry on any self-care. Totally "
                        "confined to bed or chair)")),
        Choice("dead", "Dead", 5, aliases=("5", "ECOG 5", "grade 5", "Death")),
    ),
)

MEANING = {
    0: "ECOG 0: fully active, able to carry on all pre-disease activity without restriction",
    1: "ECOG 1: restricted in physically strenuous activity, ambulatory and able to do light "
       "or sedentary work",
    2: "ECOG 2: ambulatory and capable of all self-care but unable to work; up and about more "
       "than 50% of waking hours",
    3: "ECOG 3: capable of only limited self-care; confined to bed or chair 50% or more of "
       "waking hours",
    4: "ECOG 4: completely disabled; no self-care; totally confined to bed or chair",
    5: "ECOG 5: dead",
}


def ecog(performance_status):
    return performance_status


def interpret(value):
    return MEANING.get(value)


CALCULATOR = Calculator(
    id="ecog_performance_status",
    name="Eastern Cooperative Oncology Group (ECOG) Performance Status",
    aliases=["ECOG Performance Status", "ECOG performance status", "ECOG score",
             "Zubrod score", "WHO performance status", "ECOG/Zubrod", "ECOG PS"],
    specialty="oncology",
    description="ECOG/Zubrod performance status grade 0-5 from the patient's level of daily "
                "functioning.",
    keywords=["performance status", "functional status", "oncology", "chemotherapy fitness",
              "Karnofsky", "Zubrod", "functional status in cancer",
              "how active is the cancer patient", "fit enough for chemotherapy",
              "daily activity level grade 0 to 5", "ambulatory and self care level",
              "bedbound versus fully active", "WHO performance grade"],
    features=[STATUS],
    versions=[Version("oken_1982", dt.date(1982, 12, 1), OKEN_1982, ecog,
                      notes="0 fully active; 1 restricted in strenuous activity; 2 ambulatory, "
                            "self-care, no work, up > 50% of waking hours; 3 limited self-care, "
                            "in bed or chair >= 50% of waking hours; 4 completely disabled; "
                            "5 dead.")],
    output=Output(kind="integer", unit="grade", range=(0, 5)),
    interpret=interpret,
    references=[OKEN_1982, MDCALC],
    notes="Grades as published by Oken 1982 (the scale ECOG-ACRIN makes freely available); "
          "descriptions are paraphrased. MDCalc's option texts ('Symptomatic but completely "
          "ambulatory', 'Bedbound', ...) and the bare grade (0-5, 'ECOG 2') are accepted. "
          "MDCalc and Oken agree on every grade.",
)
