"""PHQ-9 (Patient Health Questionnaire-9): nine DSM-IV depression criteria rated by frequency
over the last 2 weeks, 0-3 each, total 0-27 (Kroenke, Spitzer & Williams 2001)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.psychiatry_w3 import FREQUENCY_2W, rating, severity

KROENKE_2001 = Reference(
    "Kroenke K, Spitzer RL, Williams JB. The PHQ-9: validity of a brief depression severity "
    "measure. J Gen Intern Med. 2001;16(9):606-613.",
    doi="10.1046/j.1525-1497.2001.016009606.x", url="https://pubmed.ncbi.nlm.nih.gov/11556941/")
PHQ_SCREENERS = Reference(
    "Patient Health Questionnaire (PHQ) Screeners, developed by Drs Spitzer, Williams, Kroenke "
    "and colleagues with an educational grant from Pfizer Inc.: no permission required to "
    "reproduce, translate, display or distribute.", url="https://www.phqscreeners.com/")
MDCALC_PHQ9 = Reference("MDCalc (mdcalc.com): PHQ-9 (Patient Health Questionnaire-9).")

_Q = [
    ("interest", "Little interest or pleasure in doing things",
     ("Little interest or pleasure in doing things?", "anhedonia")),
    ("depressed_mood", "Feeling down, depressed or hopeless",
     ("Feeling down, depressed, or hopeless?", "Feeling down, depressed, or hopeless")),
    ("sleep", "Trouble falling or staying asleep, or sleeping too much",
     ("Trouble falling or staying asleep, or sleeping too much?",)),
    ("energy", "Feeling tired or having little energy",
     ("Feeling tired or having little energy?",)),
    ("appetite", "Poor appetite or overeating", ("Poor appetite or overeating?",)),
    ("self_worth", "Feeling bad about oneself, or a failure",
     ("Feeling bad about yourself - or that you are a failure or have let yourself or your "
      "family down?", "Feeling bad about yourself")),
    ("concentration", "Trouble concentrating",
     ("Trouble concentrating on things, such as reading the newspaper or watching "
      "television?", "Trouble concentrating on things")),
    ("psychomotor", "Psychomotor slowing or restlessness noticeable to others",
     ("Moving or speaking so slowly that other people could have noticed? Or so fidgety or "
      "restless that you have been moving a lot more than usual?",
      "Moving or speaking so slowly that other people could have noticed")),
    ("suicidal_thoughts", "Thoughts of being better off dead or of self-harm",
     ("Thoughts that you would be better off dead, or thoughts of hurting yourself in some "
      "way?", "Thoughts that you would be better off dead")),
]
FEATURES, ITEMS = [], []
for number, (name, label, aliases) in enumerate(_Q, start=1):
    feature, item = rating(name, f"{number}. {label}", FREQUENCY_2W, aliases=aliases,
                           description=f"PHQ-9 item {number}: {label.lower()}, over the last 2 "
                                       "weeks (0 not at all - 3 nearly every day)")
    FEATURES.append(feature)
    ITEMS.append(item)

DIFFICULTY, DIFFICULTY_ITEM = rating(
    "functional_difficulty", "Difficulty these problems cause (not scored)",
    (("not_difficult", "Not difficult at all", 0), ("somewhat_difficult", "Somewhat difficult", 1),
     ("very_difficult", "Very difficult", 2), ("extremely_difficult", "Extremely difficult", 3)),
    labels=("If you checked any problems, how difficult have these made it for you to do your "
            "work, take care of things at home, or get along with other people?",
            "Functional difficulty"),
    description="Optional tenth question: how difficult the problems have made work, home or "
                "social life; reported, never added to the score", required=False,
    absent=False)

_total = points_total(ITEMS)


def phq_9(interest, depressed_mood, sleep, energy, appetite, self_worth, concentration,
          psychomotor, suicidal_thoughts):
    return _total(interest=interest, depressed_mood=depressed_mood, sleep=sleep, energy=energy,
                  appetite=appetite, self_worth=self_worth, concentration=concentration,
                  psychomotor=psychomotor, suicidal_thoughts=suicidal_thoughts)


phq_9.__name__ = "phq_9"

SEVERITY = ((4, "minimal or no depression (0-4)"), (9, "mild depression (5-9)"),
            (14, "moderate depression (10-14)"), (19, "moderately severe depression (15-19)"),
            (27, "severe depression (20-27)"))


def interpret(score, breakdown=None):
    text = f"PHQ-9 {score}: {severity(score, SEVERITY)}"
    if breakdown and (breakdown.get("suicidal_thoughts") or 0) > 0:
        text += ("; item 9 positive (thoughts of death or self-harm): assess suicide risk "
                 "directly")
    return text


CALCULATOR = Calculator(
    id="phq_9",
    name="PHQ-9 (Patient Health Questionnaire-9)",
    aliases=["PHQ-9 Depression Severity", "PHQ9", "Patient Health Questionnaire-9",
             "Patient Health Questionnaire 9", "PHQ-9"],
    specialty="psychiatry_addiction",
    description=("Depression screening and severity: nine symptoms rated by frequency over the "
                 "last 2 weeks (0-3 each, total 0-27; 5, 10, 15, 20 mark mild, moderate, "
                 "moderately severe, severe)."),
    keywords=["depression", "major depressive disorder", "depression screening",
              "depression severity", "suicidal ideation", "PHQ", "primary care mental health",
              "nine item mood questionnaire", "how depressed is the patient",
              "depression severity questionnaire", "monitor depression treatment",
              "suicidal thoughts screen", "low mood and loss of interest",
              "self report depression 2 weeks"],
    features=[*FEATURES, DIFFICULTY],
    items=ITEMS,
    versions=[Version("kroenke_2001", dt.date(2001, 9, 1), KROENKE_2001, phq_9,
                      notes="Nine items 0-3, summed (0-27). J Gen Intern Med September 2001 "
                            "issue (day not established).")],
    output=Output(kind="integer", unit="points", range=(0, 27)),
    interpret=interpret,
    references=[KROENKE_2001, PHQ_SCREENERS, MDCALC_PHQ9],
    notes=(
        "Severity bands (minimal 0-4, mild 5-9, moderate 10-14, moderately severe 15-19, severe "
        "20-27) as in Kroenke 2001; MDCalc uses the same bands. Any answer above 0 on item 9 "
        "adds a suicide-risk prompt to the interpretation (as MDCalc warns). The optional "
        "difficulty question is accepted and never scored. Licence: the PHQ screeners are free "
        "to reproduce and use without permission (Pfizer educational grant; phqscreeners.com); "
        "item wording here is paraphrased, MDCalc's question texts are accepted as input "
        "labels. Under missing='absent' an unanswered item scores 0 and is listed as imputed; "
        "with missing='strict' it makes the score NA."),
)
