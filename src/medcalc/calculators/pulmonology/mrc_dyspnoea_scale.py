"""MRC dyspnoea scale (grades 1-5, Fletcher 1959) and the modified MRC scale (grades 0-4).

The breathlessness level is declared once here (`DYSPNEA_GRADE`, with `mmrc_grade` mapping it to
the 0-4 mMRC grade) and reused by other calculators (BODE index).
"""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version
from medcalc.core.vector import where

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
STRENUOUS = "strenuous_exercise_only"
HURRYING = "hurrying_or_slight_hill"
SLOWER = "slower_than_peers_or_stops_at_own_pace"
STOPS_100M = "stops_after_100_m"
HOUSEBOUND = "too_breathless_to_leave_house"

DYSPNEA_GRADE = Category(
    name="dyspnea_grade",
    description=("Breathlessness level on the MRC / modified MRC dyspnoea scale: pick the level "
                 "that fits, or give it as 'mMRC 0'-'mMRC 4' or 'MRC 1'-'MRC 5' (bare numbers "
                 "are refused because the two scales number the same level differently)"),
    definition=("The patient's usual breathlessness during daily activities (not at rest during "
                "an exacerbation). Levels: (mMRC 0 / MRC 1) breathless only with strenuous "
                "exercise; (mMRC 1 / MRC 2) short of breath when hurrying on the level or walking "
                "up a slight hill; (mMRC 2 / MRC 3) walks slower than people of the same age on "
                "the level because of breathlessness, or has to stop for breath when walking at "
                "own pace on the level; (mMRC 3 / MRC 4) stops for breath after about 100 m "
                "(100 yards) or a few minutes on the level; (mMRC 4 / MRC 5) too breathless to "
                "leave the house, or breathless when dressing or undressing."),
    choices=(
        Choice(STRENUOUS, "Breathless only with strenuous exercise (mMRC 0, MRC 1)",
               aliases=("mMRC 0", "mMRC grade 0", "mMRC0", "modified MRC 0", "MRC 1",
                        "MRC grade 1", "MRC1", "strenuous exercise only",
                        "only with strenuous exercise", "not troubled by breathlessness",
                        "breathless only on strenuous exertion")),
        Choice(HURRYING, "Short of breath when hurrying on the level or walking up a slight "
                         "hill (mMRC 1, MRC 2)",
               aliases=("mMRC 1", "mMRC grade 1", "mMRC1", "modified MRC 1", "MRC 2",
                        "MRC grade 2", "MRC2", "hurrying or slight hill",
                        "breathless when hurrying", "walking up a slight hill")),
        Choice(SLOWER, "Walks slower than peers on the level, or stops for breath at own pace "
                       "(mMRC 2, MRC 3)",
               aliases=("mMRC 2", "mMRC grade 2", "mMRC2", "modified MRC 2", "MRC 3",
                        "MRC grade 3", "MRC3", "walks slower than peers",
                        "slower than people of the same age", "stops at own pace")),
        Choice(STOPS_100M, "Stops for breath after about 100 m or a few minutes on the level "
                           "(mMRC 3, MRC 4)",
               aliases=("mMRC 3", "mMRC grade 3", "mMRC3", "modified MRC 3", "MRC 4",
                        "MRC grade 4", "MRC4", "stops after 100 m", "stops after 100 yards",
                        "stops after 100m", "stops after a few minutes")),
        Choice(HOUSEBOUND, "Too breathless to leave the house, or breathless when dressing "
                           "(mMRC 4, MRC 5)",
               aliases=("mMRC 4", "mMRC grade 4", "mMRC4", "modified MRC 4", "MRC 5",
                        "MRC grade 5", "MRC5", "too breathless to leave the house", "housebound",
                        "breathless when dressing", "breathless when undressing")),
    ),
)


def mmrc_grade(dyspnea_grade):
    """The modified MRC grade (0-4) of a breathlessness level (a key of DYSPNEA_GRADE)."""
    g = dyspnea_grade
    return where(g == HOUSEBOUND, 4, where(g == STOPS_100M, 3, where(
        g == SLOWER, 2, where(g == HURRYING, 1, 0))))


def mrc_1959(dyspnea_grade):
    mmrc = mmrc_grade(dyspnea_grade)
    return {"value": mmrc + 1, "mrc_grade": mmrc + 1, "mmrc_grade": mmrc}


def mmrc_1988(dyspnea_grade):
    mmrc = mmrc_grade(dyspnea_grade)
    return {"value": mmrc, "mrc_grade": mmrc + 1, "mmrc_grade": mmrc}


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
              "pulmonary rehabilitation referral", "GOLD ABE"],
    features=[DYSPNEA_GRADE],
    versions=[
        Version("mrc_1959", dt.date(1959, 8, 29), FLETCHER_1959, mrc_1959,
                notes="Original MRC scale, grades 1 (breathless only on strenuous exercise) to "
                      "5 (too breathless to leave the house); grade wording as published by the "
                      "MRC (UKRI). Effective date: BMJ 1959;2(5147), dated 29 August 1959 here "
                      "(issue day not independently verified)."),
        Version("mmrc_1988", dt.date(1988, 3, 1), MAHLER_1988, mmrc_1988,
                notes="Modified MRC scale, grades 0-4: the same five levels numbered from 0 "
                      "(mMRC = MRC - 1); the form used by GOLD and by the BODE index. Effective "
                      "date: Chest March 1988 issue (day not established)."),
    ],
    default_version="mrc_1959",
    output=Output(kind="integer", unit="grade",
                  description="MRC grade 1-5 (version mrc_1959) or mMRC grade 0-4 (mmrc_1988)"),
    references=[FLETCHER_1959, MRC_UKRI, MAHLER_1988, BESTALL_1999, GOLD],
    notes=(
        "Both versions grade the same five levels; the breakdown always gives both numbers "
        "(mrc_grade 1-5, mmrc_grade 0-4), so a grade quoted without its scale should be checked "
        "against the level it describes. The default version is the MRC scale (1-5) this "
        "calculator is named after; pass version='mmrc_1988' for the GOLD/BODE numbering. GOLD "
        "counts mMRC >= 2 (MRC >= 3) as 'more breathless'; pulmonary rehabilitation is commonly "
        "offered from MRC grade 3 (NICE). The extended MRC (eMRCD, grade 5 split into 5a/5b by "
        "independence in washing and dressing) is not implemented. Licence: the MRC grants "
        "permission to use the MRC Dyspnoea Scale for any purpose, including commercial use; "
        "the mMRC grades are a renumbering of the same levels and are reproduced in the GOLD "
        "report. Level descriptions here are paraphrased."),
)
