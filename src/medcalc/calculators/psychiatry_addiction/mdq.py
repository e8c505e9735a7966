"""Mood Disorder Questionnaire (MDQ; Hirschfeld et al. 2000): positive screen for bipolar
spectrum disorder when >= 7 of 13 lifetime manic symptoms, several at the same time, caused
moderate or serious problems."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Count, Output, Reference, Version
from medcalc.core.vector import where
from medcalc.formulas.psychiatry_w3 import rating

HIRSCHFELD_2000 = Reference(
    "Hirschfeld RM, Williams JB, Spitzer RL, et al. Development and validation of a screening "
    "instrument for bipolar spectrum disorder: the Mood Disorder Questionnaire. Am J "
    "Psychiatry. 2000;157(11):1873-1875.", doi="10.1176/appi.ajp.157.11.1873")
MDCALC_MDQ = Reference("MDCalc (mdcalc.com): Mood Disorder Questionnaire (MDQ).")

SYMPTOMS = Count(name="symptoms_yes", range=(0, 13),
                 labels=("Number of 'yes' answers to question 1", "Question 1 yes count"),
                 description="Number of the 13 lifetime manic/hypomanic symptom questions "
                             "answered yes (question 1)")
SAME_PERIOD = Boolean(name="same_period", absent=False,
                      labels=("Several of these happened during the same period of time",
                              "Question 2"),
                      description="Question 2: several of the symptoms answered yes happened "
                                  "during the same period of time")
PROBLEM, PROBLEM_ITEM = rating("problem_level", "How much of a problem the symptoms caused", (
    ("no_problem", "No problem", 0), ("minor", "Minor problem", 1),
    ("moderate", "Moderate problem", 2), ("serious", "Serious problem", 3)),
    aliases=("Question 3", "Problem level"),
    description="Question 3: how much of a problem the symptoms caused (work, family, money, "
                "legal trouble, fights)", absent=False)


def mdq(symptoms_yes, same_period, problem_level):
    positive = (symptoms_yes >= 7) & same_period & (problem_level >= 2)
    return {"value": where(positive, "positive", "negative"), "symptoms_yes": symptoms_yes,
            "symptom_criterion_7_of_13": symptoms_yes >= 7, "same_period": same_period,
            "moderate_or_serious_problem": problem_level >= 2}


def interpret(result):
    if result == "positive":
        return ("MDQ positive: >= 7 of 13 symptoms, co-occurring, with moderate or serious "
                "problems; evaluate for bipolar spectrum disorder")
    return "MDQ negative screen"


CALCULATOR = Calculator(
    id="mdq",
    name="Mood Disorder Questionnaire (MDQ)",
    aliases=["MDQ", "Mood Disorder Questionnaire"],
    specialty="psychiatry_addiction",
    description=("Screen for bipolar spectrum disorder: positive when >= 7 of 13 lifetime "
                 "manic symptoms, several in the same period, caused a moderate or serious "
                 "problem."),
    keywords=["bipolar disorder", "mania", "hypomania", "screening", "self-report",
              "screen for bipolar disorder", "lifetime manic symptoms questionnaire",
              "bipolar screening in depressed patient", "history of mania or hypomania",
              "mood swings self report", "rule out bipolar before antidepressant"],
    features=[SYMPTOMS, SAME_PERIOD, PROBLEM],
    items=[PROBLEM_ITEM],
    versions=[Version("hirschfeld_2000", dt.date(2000, 11, 1), HIRSCHFELD_2000, mdq,
                      notes="Positive: question 1 >= 7 yes AND question 2 yes AND question 3 "
                            "moderate or serious problem.")],
    output=Output(kind="category", description="positive or negative screen"),
    interpret=interpret,
    references=[HIRSCHFELD_2000, MDCALC_MDQ],
    notes=(
        "Screening rule of Hirschfeld 2000 (sensitivity 0.73, specificity 0.90 in a psychiatric "
        "outpatient sample). The 13 symptom questions are not reproduced: give the number "
        "answered yes. Licence: the MDQ is freely available for clinical use (copyright R. M. "
        "A. Hirschfeld); wording not reproduced here. The symptom count and the problem level "
        "are never imputed; under missing='absent' question 2 unanswered counts as no."),
)
