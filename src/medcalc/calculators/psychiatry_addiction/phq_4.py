"""PHQ-4: the two core anxiety (GAD-2) and two core depression (PHQ-2) questions, 0-3 each,
total 0-12 (Kroenke, Spitzer, Williams & Löwe 2009)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.psychiatry_w3 import FREQUENCY_2W, rating, severity

KROENKE_2009 = Reference(
    "Kroenke K, Spitzer RL, Williams JBW, Löwe B. An ultra-brief screening scale for anxiety "
    "and depression: the PHQ-4. Psychosomatics. 2009;50(6):613-621.",
    doi="10.1176/appi.psy.50.6.613")
LOWE_2010 = Reference(
    "Löwe B, Wahl I, Rose M, et al. A 4-item measure of depression and anxiety: validation and "
    "standardization of the Patient Health Questionnaire-4 (PHQ-4) in the general population. J "
    "Affect Disord. 2010;122(1-2):86-95.")
MDCALC_PHQ4 = Reference("MDCalc (mdcalc.com): Patient Health Questionnaire-4 (PHQ-4).")

_BOTHERED = "Over the last 2 weeks, how often have you been bothered by "
_Q = [
    ("nervous", "Feeling nervous, anxious or on edge (GAD-2)",
     (_BOTHERED + "feeling nervous, anxious or on edge?", "Feeling nervous, anxious or on edge")),
    ("uncontrolled_worry", "Unable to stop or control worrying (GAD-2)",
     (_BOTHERED + "not being able to stop or control worrying?",
      "Not being able to stop or control worrying")),
    ("interest", "Little interest or pleasure in doing things (PHQ-2)",
     (_BOTHERED + "little interest or pleasure in doing things?",
      "Little interest or pleasure in doing things")),
    ("depressed_mood", "Feeling down, depressed or hopeless (PHQ-2)",
     (_BOTHERED + "feeling down, depressed, or hopeless?",
      "Feeling down, depressed, or hopeless")),
]
FEATURES, ITEMS = [], []
for number, (name, label, aliases) in enumerate(_Q, start=1):
    feature, item = rating(name, f"{number}. {label}", FREQUENCY_2W, aliases=aliases,
                           description=f"PHQ-4 item {number}: {label}, over the last 2 weeks (0 "
                                       "not at all - 3 nearly every day)")
    FEATURES.append(feature)
    ITEMS.append(item)


def phq_4(nervous, uncontrolled_worry, interest, depressed_mood):
    anxiety = nervous + uncontrolled_worry
    depression = interest + depressed_mood
    return {"value": anxiety + depression, "anxiety_subscale_gad2": anxiety,
            "depression_subscale_phq2": depression, "nervous": nervous,
            "uncontrolled_worry": uncontrolled_worry, "interest": interest,
            "depressed_mood": depressed_mood}


SEVERITY = ((2, "normal (0-2)"), (5, "mild psychological distress (3-5)"),
            (8, "moderate psychological distress (6-8)"),
            (12, "severe psychological distress (9-12)"))


def interpret(score, breakdown=None):
    text = f"PHQ-4 {score}: {severity(score, SEVERITY)}"
    if breakdown:
        flags = []
        if breakdown.get("anxiety_subscale_gad2", 0) >= 3:
            flags.append("anxiety subscale >= 3: anxiety likely")
        if breakdown.get("depression_subscale_phq2", 0) >= 3:
            flags.append("depression subscale >= 3: depression likely")
        if flags:
            text += "; " + "; ".join(flags)
    return text


CALCULATOR = Calculator(
    id="phq_4",
    name="Patient Health Questionnaire-4 (PHQ-4)",
    aliases=["PHQ-4", "PHQ4", "Patient Health Questionnaire 4"],
    specialty="psychiatry_addiction",
    description=("Ultra-brief screen for anxiety and depression: GAD-2 and PHQ-2 questions, 0-3 "
                 "each (0-12), with subscale scores >= 3 flagging likely anxiety or depression."),
    keywords=["anxiety", "depression", "screening", "psychological distress", "GAD-2", "PHQ-2",
              "very brief anxiety and depression screen", "four item mental health screen",
              "quick psychological distress screen", "combined anxiety depression screen",
              "two question depression and anxiety", "ultra brief mood screen"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("kroenke_2009", dt.date(2009, 11, 1), KROENKE_2009, phq_4,
                      notes="Four items 0-3, summed (0-12); subscales items 1-2 (anxiety) and "
                            "3-4 (depression), each >= 3 positive.")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[KROENKE_2009, LOWE_2010, MDCALC_PHQ4],
    notes=(
        "Total bands normal 0-2, mild 3-5, moderate 6-8, severe 9-12 and subscale cut-off >= 3 "
        "as in Kroenke 2009. MDCalc reports the total and 'depression/anxiety likely' from the "
        "same subscale cut-offs. Licence: PHQ screeners are free to use without permission; "
        "wording paraphrased. Under missing='absent' an unanswered item scores 0."),
)
