"""PAINAD: Pain Assessment in Advanced Dementia scale (Warden, Hurley & Volicer, JAMDA 2003)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.general_w4 import questionnaire, scored_question

WARDEN_2003 = Reference(
    "Warden V, Hurley AC, Volicer L. Development and psychometric evaluation of the Pain "
    "Assessment in Advanced Dementia (PAINAD) scale. J Am Med Dir Assoc. 2003;4(1):9-15.",
    doi="10.1097/01.JAM.0000043422.31640.F7", url="https://pubmed.ncbi.nlm.nih.gov/12807591/")
MDCALC = Reference("MDCalc. Pain Assessment in Advanced Dementia Scale (PAINAD).",
                   url="https://www.mdcalc.com/calc/10028/pain-assessment-advanced-dementia-scale-painad")

QUESTIONS = [
    scored_question("breathing", "Breathing (independent of vocalization)", (
        ("normal", "Normal", 0, ("Normal breathing",)),
        ("occasional_labored", "Occasionally laboured breathing or brief hyperventilation", 1,
         ("Occasional labored breathing or short periods of hyperventilation",)),
        ("noisy_labored", "Noisy laboured breathing, long hyperventilation or Cheyne-Stokes", 2,
         ("Noisy labored breathing, long period of hyperventilation, Cheyne-Stokes respirations",
          "Noisy labored breathing")),
    )),
    scored_question("negative_vocalization", "Negative vocalization", (
        ("none", "None", 0, ()),
        ("occasional_moan", "Occasional moaning or groaning, or quiet speech with a negative tone", 1,
         ("Occasional moan/groan or low-level speech with negative quality",)),
        ("repeated_calling", "Repeated troubled calling out, loud moaning or crying", 2,
         ("Repeated troubled calling out, loud moaning/groaning, crying",)),
    )),
    scored_question("facial_expression", "Facial expression", (
        ("smiling", "Smiling or inexpressive", 0, ("Smiling or inexpressive", "Smiling/inexpressive")),
        ("sad", "Sad, frightened or frowning", 1, ("Sad/frightened/frown", "Sad, frightened, frown")),
        ("grimacing", "Grimacing", 2, ("Facial grimacing",)),
    )),
    scored_question("body_language", "Body language", (
        ("relaxed", "Relaxed", 0, ()),
        ("tense", "Tense, distressed pacing or fidgeting", 1,
         ("Tense, distressed pacing/fidgeting", "Tense, distressed pacing, fidgeting")),
        ("rigid", "Rigid, fists clenched, knees pulled up, pulling or pushing away, striking out", 2,
         ("Rigid, fists clenched, knees pulled up, pulling/pushing away, striking out",)),
    )),
    scored_question("consolability", "Consolability", (
        ("no_need", "No need to console", 0, ()),
        ("distracted", "Distracted or reassured by voice or touch", 1,
         ("Distracted or reassured by voice/touch",)),
        ("unable", "Unable to console, distract or reassure", 2,
         ("Unable to console, distract, or reassure", "Unable to console, distract or reassure")),
    )),
]
FEATURES, ITEMS = questionnaire(QUESTIONS)


def interpret(score):
    if score == 0:
        return "PAINAD 0/10: no pain observed"
    if score <= 3:
        return f"PAINAD {score}/10: mild pain (1-3)"
    if score <= 6:
        return f"PAINAD {score}/10: moderate pain (4-6)"
    return f"PAINAD {score}/10: severe pain (7-10)"


CALCULATOR = Calculator(
    id="painad",
    name="Pain Assessment in Advanced Dementia Scale (PAINAD)",
    aliases=["PAINAD", "PAINAD scale", "Pain Assessment in Advanced Dementia"],
    specialty="general_other",
    description=("Observational pain scale for people with advanced dementia who cannot report "
                 "pain: breathing, negative vocalization, facial expression, body language and "
                 "consolability, 0-2 each (0-10)."),
    keywords=["dementia", "pain assessment", "non-verbal patient", "observational pain scale",
              "nursing home", "cognitive impairment", "grimacing", "moaning",
              "pain in nonverbal dementia patient", "observe pain in cognitive impairment",
              "pain behaviors in dementia", "cannot self-report pain",
              "pain scale for confused elderly", "nursing home pain observation"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("warden_2003", dt.date(2003, 1, 1), WARDEN_2003, points_total(ITEMS),
                      notes="Five behaviours scored 0-2; total 0-10.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[WARDEN_2003, MDCALC],
    notes=("Items and scoring as in Warden 2003 (descriptors in our own words; the tool is freely "
           "used for clinical care). Warden 2003 anchors only 0 (no pain) and 10 (severe pain); "
           "the bands 1-3 mild, 4-6 moderate, 7-10 severe are the conventional reading used by "
           "MDCalc and clinical guides, not cut-offs validated in the paper. Same total as MDCalc. "
           "No item is imputed under missing='absent'."),
)
