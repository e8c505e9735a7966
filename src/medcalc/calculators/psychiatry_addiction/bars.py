"""Barnes Akathisia Rating Scale (BARS; Barnes 1989): objective restlessness, subjective
awareness and distress (0-3 each, 0-9) and a global clinical assessment (0-5)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.psychiatry_w3 import rating

BARNES_1989 = Reference(
    "Barnes TR. A rating scale for drug-induced akathisia. Br J Psychiatry. "
    "1989;154:672-676.", doi="10.1192/bjp.154.5.672")
MDCALC_BARS = Reference("MDCalc (mdcalc.com): Barnes Akathisia Rating Scale (BARS).")

OBJECTIVE, OBJECTIVE_ITEM = rating("objective", "Objective restlessness", (
    ("normal", "Normal, occasional fidgety movements", 0, ("normal",)),
    ("characteristic_lt_half", "Characteristic restless movements for less than half of the "
     "observation", 1),
    ("characteristic_ge_half", "Restless phenomena for at least half of the observation", 2),
    ("constant", "Constantly restless, unable to stay seated or standing still", 3,
     ("constant",))),
    aliases=("Objective", "Objective rating"),
    description="Observed restless movements, seated and standing (0-3)")
AWARENESS, AWARENESS_ITEM = rating("subjective_awareness", "Subjective awareness of "
                                   "restlessness", (
    ("absent", "Absence of inner restlessness", 0, ("absent", "none")),
    ("non_specific", "Non-specific sense of inner restlessness", 1),
    ("aware", "Aware of an inability to keep the legs still or a desire to move", 2),
    ("intense", "Intense compulsion to move most of the time", 3)),
    aliases=("Subjective awareness", "Awareness of restlessness"),
    description="Patient's awareness of restlessness (0-3)")
DISTRESS, DISTRESS_ITEM = rating("subjective_distress", "Subjective distress related to "
                                 "restlessness", (
    ("no_distress", "No distress", 0, ("none",)),
    ("mild", "Mild", 1), ("moderate", "Moderate", 2), ("severe", "Severe", 3)),
    aliases=("Subjective distress", "Distress related to restlessness"),
    description="Distress from the restlessness (0-3)")
GLOBAL, GLOBAL_ITEM = rating("global_assessment", "Global clinical assessment of akathisia", (
    ("absent", "Absent", 0), ("questionable", "Questionable", 1), ("mild", "Mild akathisia", 2,
                                                                     ("mild",)),
    ("moderate", "Moderate akathisia", 3, ("moderate",)),
    ("marked", "Marked akathisia", 4, ("marked",)),
    ("severe", "Severe akathisia", 5, ("severe",))),
    aliases=("Global clinical assessment", "Global assessment"),
    description="Clinician's global rating of akathisia, Barnes's definitions (0 absent - 5 "
                "severe)", required=False, absent=False)


def bars(objective, subjective_awareness, subjective_distress):
    return {"value": objective + subjective_awareness + subjective_distress,
            "objective": objective, "subjective_awareness": subjective_awareness,
            "subjective_distress": subjective_distress}


GLOBAL_TEXT = ("absent", "questionable", "mild akathisia", "moderate akathisia",
               "marked akathisia", "severe akathisia")


def interpret(total):
    return (f"BARS items 1-3 total {total} (0-9); rate akathisia severity with the global "
            "clinical assessment (0-5)")


CALCULATOR = Calculator(
    id="bars",
    name="Barnes Akathisia Rating Scale (BARS)",
    aliases=["Barnes Akathisia Rating Scale", "Barnes Akathisia Scale", "BARS akathisia",
             "BAS"],
    specialty="psychiatry_addiction",
    description=("Drug-induced akathisia: objective restlessness, subjective awareness and "
                 "distress (0-3 each, total 0-9) plus a global clinical assessment (0-5)."),
    keywords=["akathisia", "antipsychotic", "extrapyramidal", "restlessness", "neuroleptic",
              "rate drug induced akathisia", "antipsychotic induced inner restlessness",
              "cannot sit still on antipsychotics", "subjective and objective restlessness rating",
              "akathisia severity on neuroleptics", "pacing and fidgeting on antipsychotics",
              "motor restlessness side effect"],
    features=[OBJECTIVE, AWARENESS, DISTRESS, GLOBAL],
    items=[OBJECTIVE_ITEM, AWARENESS_ITEM, DISTRESS_ITEM],
    versions=[Version("barnes_1989", dt.date(1989, 5, 1), BARNES_1989, bars,
                      notes="Objective + subjective awareness + subjective distress (0-9); the "
                            "global clinical assessment (0-5) is a separate rating.")],
    output=Output(kind="integer", unit="points", range=(0, 9)),
    interpret=interpret,
    references=[BARNES_1989, MDCALC_BARS],
    notes=(
        "Barnes 1989 rates three items 0-3 (objective; subjective awareness; subjective "
        "distress) and a global clinical assessment 0-5 (absent, questionable, mild, moderate, "
        "marked, severe) defined by the pattern of the items, not by their sum. The value is the "
        "sum of the three items (0-9), as trials report it; the global rating, when given, is "
        "accepted as an optional input and its level should be read from Barnes's definitions. "
        "Anchor wording paraphrased. Licence: published scale, widely reproduced; no "
        "restriction on computing the score found. Under missing='absent' an unrated item "
        "scores 0. Not to be confused with the Behavioral Activity Rating Scale (also 'BARS': "
        "behavioral_activity_rating_scale)."),
)
