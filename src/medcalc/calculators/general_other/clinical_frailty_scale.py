"""Clinical Frailty Scale (CSHA CFS): 9-level global frailty judgement (Rockwood et al., CMAJ
2005; 9-point version 2007; wording revised in CFS version 2.0, Rockwood & Theou 2020)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Reference, Version

ROCKWOOD_2005 = Reference(
    "Rockwood K, Song X, MacKnight C, Bergman H, Hogan DB, McDowell I, Mitnitski A. A global "
    "clinical measure of fitness and frailty in elderly people. CMAJ. 2005;173(5):489-495.",
    doi="10.1503/cmaj.050051", url="https://pubmed.ncbi.nlm.nih.gov/16129869/")
ROCKWOOD_THEOU_2020 = Reference(
    "Rockwood K, Theou O. Using the Clinical Frailty Scale in allocating scarce health care "
    "resources. Can Geriatr J. 2020;23(3):210-215.", doi="10.5770/cgj.23.463")
MDCALC = Reference("MDCalc. CSHA Clinical Frailty Scale (CFS).",
                   url="https://www.mdcalc.com/calc/10287/csha-clinical-frailty-scale-cfs")

_LEVELS = (
    (1, "very_fit", "Very fit: robust, active and energetic, exercises regularly",
     ("Very fit", "Very Fit")),
    (2, "fit", "Fit (formerly 'well'): no active disease symptoms, less fit than level 1",
     ("Well", "Fit", "Well, without active disease")),
    (3, "managing_well", "Managing well: medical problems well controlled, not regularly active "
     "beyond walking", ("Managing well", "Well, with treated comorbid disease")),
    (4, "very_mild_frailty", "Living with very mild frailty (formerly 'vulnerable'): not "
     "dependent on others, but symptoms often limit activities",
     ("Vulnerable", "Apparently vulnerable", "Very mild frailty", "Living with very mild frailty")),
    (5, "mild_frailty", "Living with mild frailty: needs help with higher-order instrumental "
     "activities of daily living",
     ("Mildly frail", "Mild frailty", "Living with mild frailty",
      "With limited dependence on others for instrumental activities of daily living")),
    (6, "moderate_frailty", "Living with moderate frailty: needs help with all outside "
     "activities and housekeeping, and some help with bathing",
     ("Moderately frail", "Moderate frailty", "Living with moderate frailty",
      "Help is needed with both instrumental and non-instrumental activities of daily living")),
    (7, "severe_frailty", "Living with severe frailty: completely dependent for personal care, "
     "but stable", ("Severely frail", "Severe frailty", "Living with severe frailty",
                    "Completely dependent on others for the activities of daily living, or "
                    "terminally ill")),
    (8, "very_severe_frailty", "Living with very severe frailty: completely dependent and "
     "approaching the end of life", ("Very severely frail", "Very severe frailty",
                                     "Living with very severe frailty")),
    (9, "terminally_ill", "Terminally ill: life expectancy under about 6 months, not otherwise "
     "evidently frail", ("Terminally ill", "Terminally Ill")),
)
LEVEL = Category(
    name="cfs_level",
    labels=("Clinical Frailty Scale level (1=Very Fit to 9=Terminally Ill)", "Descriptor",
            "Clinical Frailty Scale", "CFS", "CFS level", "Frailty level"),
    description="The CFS level that best describes the person's state about two weeks before "
                "the current illness (clinical judgement, 1-9)",
    choices=tuple(Choice(key, label, n, aliases=(f"CFS {n}", f"Level {n}", *aliases))
                  for n, key, label, aliases in _LEVELS))
CTAS = Boolean(
    name="ctas_available", required=False, default=False,
    labels=("Canadian Triage Acuity Scale (CTAS) available?",
            "Canadian Triage Acuity Scale (5 level ED triage) available?"),
    description="MDCalc asks whether an emergency-department triage level (CTAS) is available; "
                "it does not change the CFS level and is accepted only so that MDCalc's form can "
                "be passed as is")

_NAMES = {n: key for n, key, _, _ in _LEVELS}


def cfs(cfs_level):
    return {"value": cfs_level}


def interpret(level):
    group = ("fit (1-3)" if level <= 3 else "very mild frailty / vulnerable (4)" if level == 4
             else "frail (5-8)" if level <= 8 else "terminally ill (9)")
    name = dict((n, label.split(":")[0]) for n, _, label, _ in _LEVELS)[int(level)]
    return f"CFS {level:g}: {name}; {group}"


CALCULATOR = Calculator(
    id="clinical_frailty_scale",
    name="CSHA Clinical Frailty Scale (CFS)",
    aliases=["Clinical Frailty Scale", "CFS (Clinical Frailty Scale)", "CFS", "Rockwood frailty scale",
             "CSHA Clinical Frailty Scale"],
    specialty="general_other",
    description=("Clinician's global judgement of frailty in older adults on a 9-level scale, "
                 "from very fit (1) to terminally ill (9)."),
    keywords=["frailty", "older adults", "geriatric", "Rockwood", "CSHA", "ICU triage",
              "baseline function", "dependence in activities of daily living",
              "how frail is the older patient", "frailty grading elderly",
              "baseline fitness before illness", "frailty for ICU triage",
              "fit versus frail elderly", "global frailty judgement",
              "functional status older adult"],
    features=[LEVEL, CTAS],
    versions=[Version("rockwood_2005_9_level", dt.date(2005, 8, 30), ROCKWOOD_2005, cfs,
                      notes="7 levels in the CSHA paper (2005), extended to 9 (very severely "
                            "frail, terminally ill) in 2007; level names as in CFS 2.0 (2020), "
                            "older names accepted.")],
    output=Output(kind="integer", unit="level", range=(1, 9)),
    interpret=interpret,
    references=[ROCKWOOD_2005, ROCKWOOD_THEOU_2020, MDCALC],
    notes=("The CFS is a clinical judgement: the value is the level chosen; the calculator only "
           "checks and names it. Level wording is condensed in our own words (the scale is "
           "copyright Dalhousie University, free for non-commercial clinical, educational and "
           "research use). Levels 5 and above are usually read as frail. MDCalc additionally "
           "shows 30- and 70-month outcome probabilities from the CSHA cohort per level; they "
           "are not reproduced here. MDCalc's 'CTAS available?' field is accepted and ignored."),
)
