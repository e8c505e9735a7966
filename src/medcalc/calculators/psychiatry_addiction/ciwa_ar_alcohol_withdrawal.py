"""CIWA-Ar: Clinical Institute Withdrawal Assessment for Alcohol, revised (Sullivan et al.
1989): ten signs and symptoms, nine rated 0-7 and orientation 0-4, total 0-67."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.psychiatry_w3 import rating

SULLIVAN_1989 = Reference(
    "Sullivan JT, Sykora K, Schneiderman J, Naranjo CA, Sellers EM. Assessment of alcohol "
    "withdrawal: the revised clinical institute withdrawal assessment for alcohol scale "
    "(CIWA-Ar). Br J Addict. 1989;84(11):1353-1357.",
    doi="10.1111/j.1360-0443.1989.tb00737.x", url="https://pubmed.ncbi.nlm.nih.gov/2597811/")
MAYO_SMITH_1997 = Reference(
    "Mayo-Smith MF. Pharmacological management of alcohol withdrawal. A meta-analysis and "
    "evidence-based practice guideline. JAMA. 1997;278(2):144-151.",
    doi="10.1001/jama.1997.03550020076042")
MDCALC_CIWA = Reference("MDCalc (mdcalc.com): CIWA-Ar for Alcohol Withdrawal.")


def _between(points):
    return (f"level_{points}", f"Level {points} (between the described anchors)", points)


def _scale(name, label, anchors, description, aliases=()):
    return rating(name, label, anchors, aliases=(label, *aliases), description=description)


NAUSEA = _scale("nausea_vomiting", "Nausea/vomiting", (
    ("none", "No nausea and no vomiting", 0, ("no nausea and no vomiting", "none")),
    ("mild_nausea", "Mild nausea without vomiting", 1, ("mild nausea with no vomiting",)),
    _between(2), _between(3),
    ("intermittent_nausea_dry_heaves", "Intermittent nausea with dry heaves", 4),
    _between(5), _between(6),
    ("constant_nausea_vomiting", "Constant nausea, frequent dry heaves and vomiting", 7)),
    "Nausea and vomiting (0 none, 1 mild nausea, 4 intermittent nausea with dry heaves, 7 "
    "constant nausea with frequent dry heaves and vomiting)", ("Nausea and vomiting",))
TREMOR = _scale("tremor", "Tremor", (
    ("none", "No tremor", 0),
    ("felt_not_visible", "Not visible, but can be felt fingertip to fingertip", 1,
     ("not visible but can be felt", "tremor not visible but can be felt")),
    _between(2), _between(3),
    ("moderate_arms_extended", "Moderate, with arms extended", 4,
     ("Moderate, with patient's arms extended", "moderate with arms extended")),
    _between(5), _between(6),
    ("severe_arms_not_extended", "Severe, even with arms not extended", 7)),
    "Tremor with arms extended and fingers spread (0 none, 1 felt but not visible, 4 moderate "
    "with arms extended, 7 severe even with arms not extended)", ("Tremor (arms extended)",))
SWEATS = _scale("paroxysmal_sweats", "Paroxysmal sweats", (
    ("none", "No sweat visible", 0),
    ("barely_perceptible", "Barely perceptible sweating, palms moist", 1),
    _between(2), _between(3),
    ("beads_on_forehead", "Beads of sweat obvious on forehead", 4),
    _between(5), _between(6),
    ("drenching", "Drenching sweats", 7)),
    "Paroxysmal sweats (0 none, 1 palms moist, 4 beads of sweat on forehead, 7 drenching)",
    ("Sweats", "Sweating"))
ANXIETY = _scale("anxiety", "Anxiety", (
    ("none", "No anxiety, at ease", 0, ("no anxiety",)),
    ("mild", "Mildly anxious", 1),
    _between(2), _between(3),
    ("moderate", "Moderately anxious, or guarded so anxiety is inferred", 4,
     ("moderately anxious", "moderately anxious or guarded")),
    _between(5), _between(6),
    ("panic", "Equivalent to acute panic states", 7, ("acute panic", "panic"))),
    "Anxiety (0 at ease, 1 mildly anxious, 4 moderately anxious or guarded, 7 equivalent to "
    "acute panic)")
AGITATION = _scale("agitation", "Agitation", (
    ("normal", "Normal activity", 0),
    ("somewhat_more", "Somewhat more than normal activity", 1),
    _between(2), _between(3),
    ("moderately_fidgety", "Moderately fidgety and restless", 4),
    _between(5), _between(6),
    ("pacing_thrashing", "Paces back and forth or constantly thrashes about", 7)),
    "Agitation (0 normal activity, 1 somewhat increased, 4 moderately fidgety and restless, 7 "
    "pacing or thrashing)")

_PERCEPTUAL = ("mild", "moderate", "moderately severe hallucinations", "severe hallucinations",
               "extremely severe hallucinations", "continuous hallucinations")


def _perceptual(name, label, first, description, aliases=()):
    anchors = [("none", "Not present", 0, ("none",)), (first[0], first[1], 1, first[2])]
    for points, text in enumerate(_PERCEPTUAL, start=2):
        key = text.replace(" ", "_")
        anchors.append((key, text.capitalize(), points))
    return _scale(name, label, anchors, description, aliases)


TACTILE = _perceptual(
    "tactile_disturbances", "Tactile disturbances",
    ("very_mild", "Very mild itching, pins and needles, burning or numbness",
     ("Very mild itching/pins and needles", "very mild")),
    "Tactile disturbances: itching, pins and needles, burning, numbness, formication (0 none - "
    "7 continuous hallucinations)")
AUDITORY = _perceptual(
    "auditory_disturbances", "Auditory disturbances",
    ("very_mild", "Very mild harshness or ability to frighten",
     ("Very mild harshness, minimally frightening", "very mild")),
    "Auditory disturbances: harsh or frightening sounds, hearing things (0 none - 7 continuous "
    "hallucinations)")
VISUAL = _perceptual(
    "visual_disturbances", "Visual disturbances",
    ("very_mild", "Very mild sensitivity", ("Very mild sensitivity to light", "very mild")),
    "Visual disturbances: light too bright, colours different, seeing things (0 none - 7 "
    "continuous hallucinations)")
HEADACHE = _scale("headache_fullness_in_head", "Headache, fullness in head", (
    ("none", "Not present", 0, ("none",)), ("very_mild", "Very mild", 1), ("mild", "Mild", 2),
    ("moderate", "Moderate", 3), ("moderately_severe", "Moderately severe", 4),
    ("severe", "Severe", 5), ("very_severe", "Very severe", 6),
    ("extremely_severe", "Extremely severe", 7)),
    "Headache or fullness in the head, not dizziness (0 none - 7 extremely severe)",
    ("Headache", "Headache/fullness in head"))
ORIENTATION = _scale("orientation_clouding_of_sensorium",
                     "Orientation and clouding of sensorium", (
    ("oriented", "Oriented and can do serial additions", 0,
     ("Oriented, can do serial additions", "oriented")),
    ("cannot_serial_additions", "Cannot do serial additions or uncertain about date", 1),
    ("disoriented_date_le_2", "Disoriented for date by no more than 2 calendar days", 2),
    ("disoriented_date_gt_2", "Disoriented for date by more than 2 calendar days", 3),
    ("disoriented_place_person", "Disoriented for place and/or person", 4)),
    "Orientation and clouding of sensorium (0 oriented, can add serially - 4 disoriented for "
    "place or person)", ("Orientation/clouding of sensorium", "Orientation"))

PAIRS = (NAUSEA, TREMOR, SWEATS, ANXIETY, AGITATION, TACTILE, AUDITORY, VISUAL, HEADACHE,
         ORIENTATION)
FEATURES = [f for f, _ in PAIRS]
ITEMS = [i for _, i in PAIRS]
ciwa_ar = points_total(ITEMS)


def interpret(score):
    if score < 10:
        return (f"CIWA-Ar {score}: < 10, absent or minimal withdrawal; additional medication "
                "usually not needed")
    if score < 20:
        return f"CIWA-Ar {score}: 10-19, mild to moderate withdrawal"
    return (f"CIWA-Ar {score}: >= 20, severe withdrawal; frequently needs medication, consider "
            "closer (ICU-level) observation for seizures or delirium tremens")


CALCULATOR = Calculator(
    id="ciwa_ar_alcohol_withdrawal",
    name="CIWA-Ar for Alcohol Withdrawal",
    aliases=["CIWA-Ar Alcohol Withdrawal Severity", "CIWA-Ar", "CIWA", "ciwa_ar",
             "Clinical Institute Withdrawal Assessment for Alcohol revised"],
    specialty="psychiatry_addiction",
    description=("Severity of alcohol withdrawal: ten signs and symptoms (nine 0-7, orientation "
                 "0-4; total 0-67) guiding symptom-triggered treatment."),
    keywords=["alcohol withdrawal", "delirium tremens", "benzodiazepine", "symptom-triggered",
              "alcohol use disorder", "detoxification", "alcohol withdrawal severity",
              "how much benzodiazepine to give for withdrawal",
              "symptom triggered withdrawal dosing", "monitor alcohol detox",
              "shakes sweats and hallucinations after stopping alcohol",
              "need for withdrawal medication", "alcohol withdrawal monitoring scale"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("sullivan_1989", dt.date(1989, 11, 1), SULLIVAN_1989, ciwa_ar,
                      notes="Ten items summed (0-67). Br J Addict November 1989 issue.")],
    output=Output(kind="integer", unit="points", range=(0, 67)),
    interpret=interpret,
    references=[SULLIVAN_1989, MAYO_SMITH_1997, MDCALC_CIWA],
    notes=(
        "Items and anchors as in Sullivan 1989 (paraphrased); levels between the described "
        "anchors (2, 3, 5, 6) are answered by their points. Interpretation: < 10 usually needs "
        "no additional medication (Sullivan 1989's form); >= 20 often needs medication and "
        "closer observation (MDCalc); 10-19 between. Licence: the CIWA-Ar is not copyrighted "
        "and may be used freely (Sullivan 1989). Under missing='absent' an unrated item scores "
        "0 (listed as imputed)."),
)
