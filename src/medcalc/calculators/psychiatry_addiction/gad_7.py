"""GAD-7: seven anxiety symptoms rated by frequency over the last 2 weeks, 0-3 each, total 0-21
(Spitzer, Kroenke, Williams & Löwe 2006)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.psychiatry_w3 import FREQUENCY_2W, rating, severity

SPITZER_2006 = Reference(
    "Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized "
    "anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097.",
    doi="10.1001/archinte.166.10.1092", url="https://pubmed.ncbi.nlm.nih.gov/16717171/")
PHQ_SCREENERS = Reference(
    "Patient Health Questionnaire (PHQ) Screeners (GAD-7), developed with an educational grant "
    "from Pfizer Inc.: no permission required to reproduce, translate, display or distribute.",
    url="https://www.phqscreeners.com/")
MDCALC_GAD7 = Reference("MDCalc (mdcalc.com): GAD-7 (General Anxiety Disorder-7).")

_Q = [
    ("nervous", "Feeling nervous, anxious or on edge",
     ("Feeling nervous, anxious, or on edge",)),
    ("uncontrolled_worry", "Unable to stop or control worrying",
     ("Not being able to stop or control worrying",)),
    ("excessive_worry", "Worrying too much about different things",
     ("Worrying too much about different things",)),
    ("trouble_relaxing", "Trouble relaxing", ()),
    ("restless", "So restless it is hard to sit still",
     ("Being so restless that it's hard to sit still", "Being so restless that it is hard to "
      "sit still")),
    ("irritable", "Easily annoyed or irritable", ("Becoming easily annoyed or irritable",)),
    ("afraid", "Afraid that something awful might happen",
     ("Feeling afraid as if something awful might happen",)),
]
FEATURES, ITEMS = [], []
for number, (name, label, aliases) in enumerate(_Q, start=1):
    feature, item = rating(name, f"{number}. {label}", FREQUENCY_2W, aliases=aliases,
                           description=f"GAD-7 item {number}: {label.lower()}, over the last 2 "
                                       "weeks (0 not at all - 3 nearly every day)")
    FEATURES.append(feature)
    ITEMS.append(item)

DIFFICULTY, _ = rating(
    "functional_difficulty", "Difficulty these problems cause (not scored)",
    (("not_difficult", "Not difficult at all", 0), ("somewhat_difficult", "Somewhat difficult", 1),
     ("very_difficult", "Very difficult", 2), ("extremely_difficult", "Extremely difficult", 3)),
    labels=("If you checked off any problems, how difficult have these made it for you to do "
            "your work, take care of things at home, or get along with other people?",
            "Functional difficulty"),
    description="Optional question: how difficult the problems have made work, home or social "
                "life; reported, never added to the score", required=False, absent=False)

gad_7 = points_total(ITEMS)

SEVERITY = ((4, "minimal anxiety (0-4)"), (9, "mild anxiety (5-9)"),
            (14, "moderate anxiety (10-14)"), (21, "severe anxiety (15-21)"))


def interpret(score):
    text = f"GAD-7 {score}: {severity(score, SEVERITY)}"
    if score >= 10:
        text += "; >= 10: further evaluation for generalized anxiety disorder recommended"
    return text


CALCULATOR = Calculator(
    id="gad_7",
    name="GAD-7 (General Anxiety Disorder-7)",
    aliases=["GAD-7 Anxiety Severity", "GAD7", "Generalized Anxiety Disorder 7-item scale",
             "GAD-7"],
    specialty="psychiatry_addiction",
    description=("Anxiety screening and severity: seven symptoms rated by frequency over the "
                 "last 2 weeks (0-3 each, total 0-21; 5, 10, 15 mark mild, moderate, severe)."),
    keywords=["generalized anxiety disorder", "anxiety", "anxiety screening", "panic", "worry",
              "primary care mental health", "screen for generalized anxiety",
              "how anxious is the patient", "anxiety severity questionnaire",
              "excessive worry screening", "anxiety in primary care",
              "self report anxiety symptoms 2 weeks", "monitor anxiety treatment response"],
    features=[*FEATURES, DIFFICULTY],
    items=ITEMS,
    versions=[Version("spitzer_2006", dt.date(2006, 5, 22), SPITZER_2006, gad_7,
                      notes="Seven items 0-3, summed (0-21). Arch Intern Med issue of 22 May "
                            "2006.")],
    output=Output(kind="integer", unit="points", range=(0, 21)),
    interpret=interpret,
    references=[SPITZER_2006, PHQ_SCREENERS, MDCALC_GAD7],
    notes=(
        "Severity cut-points 5, 10 and 15 (mild, moderate, severe) and the >= 10 threshold for "
        "further evaluation are Spitzer 2006's; MDCalc shows the same bands. The optional "
        "difficulty question is accepted and never scored. Licence: free to use without "
        "permission (PHQ screeners, Pfizer educational grant); item wording paraphrased, "
        "MDCalc's item texts accepted as labels. Under missing='absent' an unanswered item "
        "scores 0 (listed as imputed)."),
)
