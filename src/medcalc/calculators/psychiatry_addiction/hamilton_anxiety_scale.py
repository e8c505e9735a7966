"""Hamilton Anxiety Rating Scale (HAM-A): 14 clinician-rated symptom groups, 0-4 each, total
0-56 (Hamilton 1959)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.psychiatry_w3 import SEVERITY_0_4, rating

HAMILTON_1959 = Reference(
    "Hamilton M. The assessment of anxiety states by rating. Br J Med Psychol. 1959;32(1):50-55.",
    doi="10.1111/j.2044-8341.1959.tb00467.x", url="https://pubmed.ncbi.nlm.nih.gov/13638508/")
MDCALC_HAMA = Reference("MDCalc (mdcalc.com): Hamilton Anxiety Scale (HAM-A).")

_Q = [
    ("anxious_mood", "Anxious mood", "worries, anticipation of the worst, irritability"),
    ("tension", "Tension", "feelings of tension, fatigability, startle, restlessness"),
    ("fears", "Fears", "of the dark, strangers, being left alone, animals, traffic, crowds"),
    ("insomnia", "Insomnia", "difficulty falling asleep, broken sleep, unrefreshing sleep, "
                             "dreams, nightmares"),
    ("intellectual", "Intellectual", "difficulty concentrating, poor memory"),
    ("depressed_mood", "Depressed mood", "loss of interest, lack of pleasure, early waking, "
                                         "diurnal swing"),
    ("somatic_muscular", "Somatic (muscular)", "muscle pains, aches, twitching, stiffness, "
                                               "grinding of teeth"),
    ("somatic_sensory", "Somatic (sensory)", "tinnitus, blurred vision, hot and cold flushes, "
                                             "weakness, pricking sensations"),
    ("cardiovascular", "Cardiovascular symptoms", "palpitations, chest pain, throbbing vessels, "
                                                  "faintness"),
    ("respiratory", "Respiratory symptoms", "chest pressure or constriction, choking, sighing, "
                                            "dyspnoea"),
    ("gastrointestinal", "Gastrointestinal symptoms", "swallowing difficulty, abdominal pain or "
                                                      "fullness, nausea, bowel changes, weight loss"),
    ("genitourinary", "Genitourinary symptoms", "urinary frequency or urgency, menstrual or "
                                                "sexual symptoms"),
    ("autonomic", "Autonomic symptoms", "dry mouth, flushing, pallor, sweating, giddiness, "
                                        "tension headache"),
    ("behavior_at_interview", "Behavior at interview", "fidgeting, restlessness, tremor, "
                                                       "furrowed brow, sighing, pallor"),
]
FEATURES, ITEMS = [], []
for number, (name, label, gloss) in enumerate(_Q, start=1):
    aliases = [f"{number}. {label}", label]
    if name == "intellectual":
        aliases.append("5. Intellectual (difficulty in concentration, poor memory)")
    if name == "behavior_at_interview":
        aliases += ["14. Behaviour at interview", "Behaviour at interview"]
    feature, item = rating(name, f"{number}. {label}", SEVERITY_0_4, aliases=tuple(aliases),
                           description=f"HAM-A item {number}, {label.lower()} ({gloss}): 0 not "
                                       "present - 4 very severe")
    FEATURES.append(feature)
    ITEMS.append(item)

hamilton_anxiety = points_total(ITEMS)


def interpret(score):
    if score <= 17:
        return f"HAM-A {score}: <= 17, mild anxiety severity"
    if score <= 24:
        return f"HAM-A {score}: 18-24, mild to moderate anxiety severity"
    return f"HAM-A {score}: >= 25, moderate to severe anxiety severity"


CALCULATOR = Calculator(
    id="hamilton_anxiety_scale",
    name="Hamilton Anxiety Scale",
    aliases=["HAM-A", "HAMA", "Hamilton Anxiety Rating Scale", "HARS",
             "Hamilton Anxiety Scale (HAM-A)"],
    specialty="psychiatry_addiction",
    description=("Clinician-rated severity of anxiety: 14 symptom groups rated 0-4 (total "
                 "0-56)."),
    keywords=["anxiety", "anxiety severity", "generalized anxiety disorder", "clinician-rated",
              "somatic anxiety", "psychic anxiety", "clinician rated anxiety severity",
              "anxiety severity interview", "psychic and somatic anxiety rating",
              "anxiety trial outcome measure", "how severe is the anxiety",
              "treatment response in anxiety disorders"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("hamilton_1959", dt.date(1959, 3, 1), HAMILTON_1959, hamilton_anxiety,
                      notes="14 items 0-4, summed (0-56).")],
    output=Output(kind="integer", unit="points", range=(0, 56)),
    interpret=interpret,
    references=[HAMILTON_1959, MDCALC_HAMA],
    notes=(
        "Items and 0-4 rating (not present, mild, moderate, severe, very severe) as in Hamilton "
        "1959; the symptom glosses are paraphrased. Hamilton 1959 defines no severity bands: "
        "the interpretation uses the bands MDCalc displays (<= 17 mild, 18-24 mild to "
        "moderate, 25-30 moderate to severe; here >= 25 moderate to severe, as MDCalc gives no "
        "band above 30). Licence: the HAM-A is in the public domain. Under missing='absent' an "
        "unrated item scores 0 (listed as imputed)."),
)
