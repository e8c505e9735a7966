"""MRC dyspnoea scale (grades 1-5, Fletcher 1959) and the modified MRC scale (grades 0-4).

The breathlessness level (`DYSPNEA_GRADE`) and its mMRC grade are declared once in
`medcalc.formulas.dyspnea`, shared with the BODE index.
"""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Variant, Version
from medcalc.formulas.dyspnea import (
    DYSPNEA_GRADE,
    mmrc_grade,
)

FLETCHER_1959 = Reference(
    "Fletcher CM, Elmes PC, Fairbairn AS, Wood CH. The significance of respiratory symptoms and "
    "the diagnosis of chronic bronchitis in a working population. Br Med J. "
    "1959;2(5147):257-266.",
    doi="10.1136/bmj.2.5147.257")
MRC_UKRI = Reference(
    "Medical Research Council (UKRI). MRC Dyspnoea Scale: grades 1-5 and permission to reuse "
    "('permission is granted from the MRC to use the MRC Dyspnoea Scale for any purpose, "
    "including research and commercial purposes', MRC Open Access Policy).",
    url="https://www.ukri.org/councils/mrc/facilities-and-resources/find-an-mrc-facility-or-"
        "resource/mrc-dyspnoea-scale/")
MAHLER_1988 = Reference(
    "Mahler DA, Wells CK. Evaluation of clinical methods for rating dyspnea. Chest. "
    "1988;93(3):580-586 (modified MRC scale, grades 0-4).",
    doi="10.1378/chest.93.3.580")
BESTALL_1999 = Reference(
    "Bestall JC, Paul EA, Garrod R, Garnham R, Jones PW, Wedzicha JA. Usefulness of the Medical "
    "Research Council (MRC) dyspnoea scale as a measure of disability in patients with chronic "
    "obstructive pulmonary disease. Thorax. 1999;54(7):581-586.",
    doi="10.1136/thx.54.7.581")
GOLD = Reference(
    "Global Initiative for Chronic Obstructive Lung Disease (GOLD). Global Strategy for the "
    "Prevention, Diagnosis and Management of COPD (modified MRC dyspnoea scale 0-4; mMRC >= 2 "
    "counts as 'more breathless' in the ABE assessment).",
    url="https://goldcopd.org/")

# Breathlessness levels, from least to most limiting. Keys are version-neutral; the grade is
# mMRC 0-4 or MRC 1-5 (= mMRC + 1) depending on the version. Bare numbers are not accepted:
# "2" would be grade 3 on one scale and grade 2 on the other.
def mrc_1959(dyspnea_grade):
    mmrc = mmrc_grade(dyspnea_grade)
    return {"value": mmrc + 1, "mrc_grade": mmrc + 1, "mmrc_grade": mmrc}


def mmrc_1988(dyspnea_grade):
    mmrc = mmrc_grade(dyspnea_grade)
    return {"value": mmrc, "mrc_grade": mmrc + 1, "mmrc_grade": mmrc}


# The level each grade describes (mMRC 0-4 = MRC 1-5), paraphrased as in DYSPNEA_GRADE.
_LEVEL_TEXT = (
    "breathless only with strenuous exercise",
    "short of breath when hurrying on the level or walking up a slight hill",
    "walks slower than people of the same age on the level, or stops for breath at own pace",
    "stops for breath after about 100 m or a few minutes on the level",
    "too breathless to leave the house, or breathless when dressing or undressing",
)


def interpret(grade, version):
    """The level the grade describes, numbered on the scale that ran, with the other scale's
    number and GOLD's symptom cut point (mMRC >= 2)."""
    mmrc = int(grade) if version == "mmrc_1988" else int(grade) - 1
    numbers = (f"mMRC grade {mmrc} (MRC {mmrc + 1})" if version == "mmrc_1988"
               else f"MRC grade {mmrc + 1} (mMRC {mmrc})")
    gold = ("GOLD: more symptoms (mMRC >= 2)" if mmrc >= 2
            else "GOLD: fewer symptoms (mMRC 0-1)")
    return f"{numbers}: {_LEVEL_TEXT[mmrc]}; {gold}"


# Two numberings of the same five levels, both in use today (MRC 1-5: MRC/UKRI, NICE, pulmonary
# rehabilitation referral; mMRC 0-4: GOLD, BODE): parallel conventions, not editions. A date never
# switches between them; variant='mmrc' (or version='mmrc_1988') does.
MRC = Variant("mrc", "MRC dyspnoea scale, grades 1-5 (Fletcher 1959; MRC/UKRI wording)",
              FLETCHER_1959)
MMRC = Variant("mmrc", "Modified MRC scale, grades 0-4 (= MRC grade - 1; Mahler 1988; GOLD, "
                       "BODE)", MAHLER_1988)


CALCULATOR = Calculator(
    id="mrc_dyspnoea_scale",
    name="MRC Dyspnoea Scale",
    aliases=["MRC Breathlessness Scale", "Medical Research Council Dyspnoea Scale",
             "MRC dyspnea scale"],
    specialty="pulmonology",
    description=("Grade of breathlessness-related disability in daily activities: MRC grade "
                 "1-5 (Fletcher 1959) or modified MRC (mMRC) grade 0-4 used by GOLD."),
    keywords=["breathlessness", "dyspnoea", "dyspnea", "shortness of breath", "mMRC",
              "modified MRC", "COPD symptoms", "exertional dyspnea", "functional limitation",
              "pulmonary rehabilitation referral", "GOLD ABE", "breathlessness grade",
              "how short of breath with activity", "dyspnea disability grade",
              "COPD symptom burden", "breathlessness for pulmonary rehab",
              "shortness of breath on exertion grade"],
    features=[DYSPNEA_GRADE],
    versions=[
        Version("mrc_1959", dt.date(1959, 8, 29), FLETCHER_1959, mrc_1959, variant="mrc",
                notes="Original MRC scale, grades 1 (breathless only on strenuous exercise) to "
                      "5 (too breathless to leave the house); grade wording as published by the "
                      "MRC (UKRI). Effective date: BMJ 1959;2(5147), dated 29 August 1959 here "
                      "(issue day not independently verified)."),
        Version("mmrc_1988", dt.date(1988, 3, 1), MAHLER_1988, mmrc_1988, variant="mmrc",
                notes="Modified MRC scale, grades 0-4: the same five levels numbered from 0 "
                      "(mMRC = MRC - 1); the form used by GOLD and by the BODE index. Effective "
                      "date: Chest March 1988 issue (day not established)."),
    ],
    variants=[MRC, MMRC],
    default_version="mrc_1959",
    output=Output(kind="integer", unit="grade",
                  description="MRC grade 1-5 (version mrc_1959) or mMRC grade 0-4 (mmrc_1988)",
                  range=(0, 5)),
    interpret=interpret,
    references=[FLETCHER_1959, MRC_UKRI, MAHLER_1988, BESTALL_1999, GOLD],
    notes=(
        "Two variants (parallel numberings of the same five levels, both in current use, so "
        "as_of never switches between them): 'mrc' (default; grades 1-5, version mrc_1959) and "
        "'mmrc' (grades 0-4, version mmrc_1988); choose with variant='mmrc' or "
        "version='mmrc_1988'. An as_of before 1988 has no edition of the mmrc variant. The "
        "breakdown always gives both numbers (mrc_grade 1-5, mmrc_grade 0-4), so a grade quoted "
        "without its scale should be checked against the level it describes. GOLD "
        "counts mMRC >= 2 (MRC >= 3) as 'more breathless'; pulmonary rehabilitation is commonly "
        "offered from MRC grade 3 (NICE). The extended MRC (eMRCD, grade 5 split into 5a/5b by "
        "independence in washing and dressing) is not implemented. Licence: the MRC grants "
        "permission to use the MRC Dyspnoea Scale for any purpose, including commercial use; "
        "the mMRC grades are a renumbering of the same levels and are reproduced in the GOLD "
        "report. Level descriptions here are paraphrased."),
)
