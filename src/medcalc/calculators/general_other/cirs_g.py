"""Cumulative Illness Rating Scale-Geriatric (CIRS-G): 14 organ systems rated 0-4 (Miller et al.,
Psychiatry Res 1992)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.general_w4 import questionnaire, scored_question

MILLER_1992 = Reference(
    "Miller MD, Paradis CF, Houck PR, Mazumdar S, Stack JA, Rifai AH, Mulsant B, Reynolds CF 3rd. "
    "Rating chronic medical illness burden in geropsychiatric practice and research: application "
    "of the Cumulative Illness Rating Scale. Psychiatry Res. 1992;41(3):237-248.",
    doi="10.1016/0165-1781(92)90005-N", url="https://pubmed.ncbi.nlm.nih.gov/1594710/")
LINN_1968 = Reference(
    "Linn BS, Linn MW, Gurel L. Cumulative illness rating scale. J Am Geriatr Soc. "
    "1968;16(5):622-626.", doi="10.1111/j.1532-5415.1968.tb02103.x")
MDCALC = Reference("MDCalc. Cumulative Illness Rating Scale-Geriatric (CIRS-G).",
                   url="https://www.mdcalc.com/calc/10088/cumulative-illness-rating-scale-geriatric-cirs-g")

_LEVELS = (
    ("none", "0: no problem in this system", 0, ("0 - No problem", "No problem", "None")),
    ("mild", "1: current mild problem or past significant problem", 1,
     ("Current mild problem or past significant problem",)),
    ("moderate", "2: moderate disability or morbidity, or needs first-line therapy", 2,
     ("Moderate disability or morbidity/requires first line therapy",)),
    ("severe", "3: severe or constant significant disability, or hard-to-control chronic "
     "problem", 3, ("Severe/constant significant disability/uncontrollable chronic problems",)),
    ("extremely_severe", "4: extremely severe, needs immediate treatment, end-organ failure or "
     "severe functional impairment", 4,
     ("Extremely severe/immediate treatment required/end organ failure/severe impairment in function",)),
)
_SYSTEMS = (
    ("heart", "Heart", ("Cardiac",)),
    ("vascular", "Vascular", ()),
    ("hematopoietic", "Hematopoietic", ("Haematopoietic", "Blood")),
    ("respiratory", "Respiratory", ()),
    ("eent", "Eyes, ears, nose, throat, and larynx", ("Eyes, ears, nose, throat and larynx", "EENT")),
    ("upper_gi", "Upper GI", ("Upper gastrointestinal",)),
    ("lower_gi", "Lower GI", ("Lower gastrointestinal",)),
    ("liver", "Liver, pancreas, and biliary", ("Liver, pancreas and biliary", "Liver")),
    ("renal", "Renal", ()),
    ("genitourinary", "Genitourinary", ()),
    ("musculoskeletal_skin", "Musculoskeletal and skin", ("Musculoskeletal/integument",
                                                         "Musculoskeletal")),
    ("neurologic", "Neurologic", ("Neurological",)),
    ("endocrine_breast", "Endocrine and breast", ("Endocrine/metabolic and breast",
                                                  "Endocrine")),
    ("psychiatric", "Psychiatric illness", ("Psychiatric",)),
)
QUESTIONS = [scored_question(name, label, _LEVELS, labels=(label, *aliases),
                             description=f"{label}: severity of the worst problem in this system (0-4)")
             for name, label, aliases in _SYSTEMS]
FEATURES, ITEMS = questionnaire(QUESTIONS)
NAMES = tuple(name for name, _, _ in _SYSTEMS)


def _extra(**points):
    # Counts commonly reported with the total (Miller 1992): systems rated 3 and rated 4.
    return {"systems_rated_3": sum((points[n] == 3) * 1 for n in NAMES),
            "systems_rated_4": sum((points[n] == 4) * 1 for n in NAMES)}


def interpret(score, breakdown):
    b = breakdown or {}
    return (f"CIRS-G total {score}/56 (higher means a heavier chronic illness burden; no "
            f"validated severity bands); systems rated 3: {b.get('systems_rated_3')}, rated 4: "
            f"{b.get('systems_rated_4')}")


CALCULATOR = Calculator(
    id="cirs_g",
    name="Cumulative Illness Rating Scale-Geriatric (CIRS-G)",
    aliases=["CIRS-G", "Cumulative Illness Rating Scale-Geriatric", "CIRS geriatric",
             "Cumulative Illness Rating Scale"],
    specialty="general_other",
    description=("Chronic illness burden in older adults: 14 organ systems each rated 0 (none) "
                 "to 4 (extremely severe); total 0-56."),
    keywords=["comorbidity", "multimorbidity", "illness burden", "geriatric", "older adults",
              "geriatric oncology", "chronic disease", "chronic illness burden elderly",
              "comorbidity rating by organ system", "geriatric multimorbidity severity",
              "older adult disease load", "organ system illness rating",
              "comorbidity in geriatric oncology"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("miller_1992", dt.date(1992, 3, 1), MILLER_1992, points_total(ITEMS, _extra),
                      notes="14 systems rated 0-4 (Linn 1968 scale adapted for geriatric use "
                            "with a rating manual); total 0-56.")],
    output=Output(kind="integer", unit="points", range=(0, 56)),
    interpret=interpret,
    references=[MILLER_1992, LINN_1968, MDCALC],
    notes=("Total score as in Miller 1992 and MDCalc (sum of the 14 system ratings, 0-56). The "
           "rating of each system is a clinical judgement guided by the CIRS-G manual (Miller & "
           "Towers 1991, freely distributed); level wording is ours. The breakdown adds the "
           "number of systems rated 3 and 4, often reported with the total; the severity index "
           "(total / systems endorsed) can be derived from the breakdown. No system is imputed "
           "under missing='absent'."),
)
