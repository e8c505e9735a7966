"""Clinical Opiate Withdrawal Scale (COWS; Wesson & Ling 2003): eleven signs and symptoms,
total 0-48."""

import datetime as dt

from medcalc.core import Band, Calculator, Output, Reference, Version, banded, points_total
from medcalc.core.common import heart_rate
from medcalc.formulas.psychiatry_w3 import rating, severity

WESSON_2003 = Reference(
    "Wesson DR, Ling W. The Clinical Opiate Withdrawal Scale (COWS). J Psychoactive Drugs. "
    "2003;35(2):253-259.", doi="10.1080/02791072.2003.10400007")
MDCALC_COWS = Reference("MDCalc (mdcalc.com): COWS Score for Opiate Withdrawal.")

PULSE = banded("resting_pulse", "Resting pulse rate", "heart_rate", (
    Band("le_80", "80 or below", 0, le=80, aliases=("<=80", "80 or below", "≤80")),
    Band("81_100", "81-100", 1, gt=80, le=100),
    Band("101_120", "101-120", 2, gt=100, le=120),
    Band("gt_120", "Greater than 120", 4, gt=120, aliases=(">120", "greater than 120"))),
    aliases=("Resting Pulse Rate (BPM)", "Resting pulse rate bpm", "resting_pulse_rate_bpm",
             "Resting pulse rate, beats/minute"), absent="le_80",
    description="Resting pulse after the patient has sat or lain for one minute")


def _item(name, label, anchors, description, aliases=()):
    return rating(name, label, anchors, aliases=(label, *aliases), description=description)


SWEATING = _item("sweating", "Sweating", (
    ("none", "No report of chills or flushing", 0),
    ("subjective", "Subjective report of chills or flushing", 1),
    ("flushed_moist_face", "Flushed or observable moistness on face", 2),
    ("beads_on_face", "Beads of sweat on brow or face", 3, ("Beads of sweat on brow/face",)),
    ("streaming", "Sweat streaming off face", 4)),
    "Sweating over the past half hour, not explained by room temperature or activity (0-4)")
RESTLESSNESS = _item("restlessness", "Restlessness", (
    ("able_to_sit_still", "Able to sit still", 0),
    ("difficulty_but_able", "Reports difficulty sitting still but is able to do so", 1),
    ("frequent_shifting", "Frequent shifting or extraneous movements of legs or arms", 3,
     ("Frequent shifting/extraneous movements of legs/arms",
      "Frequent shifting or extraneous movements of legs/arms")),
    ("unable_to_sit_still", "Unable to sit still for more than a few seconds", 5)),
    "Restlessness observed during the assessment (0, 1, 3, 5)",
    ("Restlessness observation during assessment",))
PUPIL = _item("pupil_size", "Pupil size", (
    ("normal", "Pupils pinned or normal size for room light", 0),
    ("possibly_larger", "Pupils possibly larger than normal for room light", 1),
    ("moderately_dilated", "Pupils moderately dilated", 2, ("moderately dilated",)),
    ("only_rim_visible", "Pupils so dilated that only the rim of the iris is visible", 5)),
    "Pupil size (0, 1, 2, 5)")
ACHES = _item("bone_joint_aches", "Bone or joint aches", (
    ("not_present", "Not present", 0),
    ("mild_diffuse", "Mild diffuse discomfort", 1),
    ("severe_diffuse", "Reports severe diffuse aching of joints or muscles", 2),
    ("rubbing_unable_to_sit", "Rubbing joints or muscles and unable to sit still because of "
     "discomfort", 4, ("Rubbing joints/muscles and unable to sit still due to discomfort",))),
    "Bone or joint aches, only the component attributed to opiate withdrawal (0, 1, 2, 4)")
RHINORRHEA = _item("runny_nose_tearing", "Runny nose or tearing", (
    ("not_present", "Not present", 0),
    ("stuffiness_moist_eyes", "Nasal stuffiness or unusually moist eyes", 1),
    ("running_or_tearing", "Nose running or tearing", 2),
    ("constant", "Nose constantly running or tears streaming down cheeks", 4)),
    "Runny nose or tearing not explained by a cold or allergies (0, 1, 2, 4)")
GI_UPSET = _item("gi_upset", "GI upset", (
    ("none", "No GI symptoms", 0),
    ("cramps", "Stomach cramps", 1),
    ("nausea_loose_stool", "Nausea or loose stool", 2),
    ("vomiting_diarrhea", "Vomiting or diarrhea", 3),
    ("multiple_episodes", "Multiple episodes of diarrhea or vomiting", 5)),
    "GI upset over the last half hour (0, 1, 2, 3, 5)", ("GI Upset", "Gastrointestinal upset"))
TREMOR = _item("tremor", "Tremor", (
    ("none", "No tremor", 0),
    ("felt_not_observed", "Tremor can be felt but not observed", 1),
    ("slight_observable", "Slight tremor observable", 2),
    ("gross", "Gross tremor or muscle twitching", 4)),
    "Tremor, observation of outstretched hands (0, 1, 2, 4)",
    ("Tremor observation of outstretched hands",))
YAWNING = _item("yawning", "Yawning", (
    ("none", "No yawning", 0),
    ("once_or_twice", "Yawning once or twice during assessment", 1),
    ("three_or_more", "Yawning three or more times during assessment", 2,
     ("Three or more times during assessment",)),
    ("several_per_minute", "Yawning several times per minute", 4)),
    "Yawning observed during the assessment (0, 1, 2, 4)",
    ("Yawning observation during assessment",))
ANXIETY = _item("anxiety_irritability", "Anxiety or irritability", (
    ("none", "None", 0),
    ("reports_increasing", "Reports increasing irritability or anxiousness", 1),
    ("obviously", "Obviously irritable or anxious", 2,
     ("Obviously irritable/anxious", "Patient obviously irritable/anxious")),
    ("participation_difficult", "So irritable or anxious that participation in the assessment "
     "is difficult", 4)),
    "Anxiety or irritability (0, 1, 2, 4)")
GOOSEFLESH = _item("gooseflesh_skin", "Gooseflesh skin", (
    ("smooth", "Skin is smooth", 0),
    ("piloerection_felt", "Piloerection can be felt or hairs standing up on arms", 3,
     ("Piloerection felt/hairs standing up",
      "Piloerection of skin can be felt or hairs standing up on arms")),
    ("prominent", "Prominent piloerection", 5)),
    "Gooseflesh skin (0, 3, 5)")

PAIRS = (SWEATING, RESTLESSNESS, PUPIL, ACHES, RHINORRHEA, GI_UPSET, TREMOR, YAWNING, ANXIETY,
         GOOSEFLESH)
ITEMS = [PULSE, *(i for _, i in PAIRS)]
cows = points_total(ITEMS)

SEVERITY = ((4, "< 5: no active withdrawal by the COWS bands"), (12, "5-12: mild withdrawal"),
            (24, "13-24: moderate withdrawal"), (36, "25-36: moderately severe withdrawal"),
            (48, "> 36: severe withdrawal"))


def interpret(score):
    return f"COWS {score}: {severity(score, SEVERITY)}"


CALCULATOR = Calculator(
    id="cows_opiate_withdrawal",
    name="COWS Score for Opiate Withdrawal",
    aliases=["Clinical Opiate Withdrawal Scale (COWS) for Opiate Withdrawal",
             "Clinical Opiate Withdrawal Scale (COWS)", "COWS", "cows",
             "Clinical Opiate Withdrawal Scale"],
    specialty="psychiatry_addiction",
    description=("Severity of opioid withdrawal from eleven signs and symptoms (total 0-48: "
                 "5-12 mild, 13-24 moderate, 25-36 moderately severe, > 36 severe)."),
    keywords=["opioid withdrawal", "opiate withdrawal", "buprenorphine induction",
              "opioid use disorder", "detoxification", "opioid withdrawal severity",
              "when to start buprenorphine", "heroin or fentanyl withdrawal signs",
              "objective opioid withdrawal rating", "dilated pupils yawning gooseflesh",
              "ready for buprenorphine induction", "opioid detox monitoring"],
    features=[heart_rate(description="Resting pulse rate (beats/min) after sitting or lying "
                                     "for one minute",
                         labels=("Resting pulse rate", "Pulse")),
              *(f for f, _ in PAIRS)],
    items=ITEMS,
    versions=[Version("wesson_ling_2003", dt.date(2003, 4, 1), WESSON_2003, cows,
                      notes="Eleven items summed (0-48).")],
    output=Output(kind="integer", unit="points", range=(0, 48)),
    interpret=interpret,
    references=[WESSON_2003, MDCALC_COWS],
    notes=(
        "Items, points and severity bands (5-12 mild, 13-24 moderate, 25-36 moderately severe, "
        "> 36 severe) as in Wesson & Ling 2003; anchor wording paraphrased. The pulse item takes "
        "the measured rate (<= 80: 0, 81-100: 1, 101-120: 2, > 120: 4) or its band. Licence: "
        "the COWS is published for free clinical use (reproduced in SAMHSA TIP 63). Under "
        "missing='absent' an unrated item scores 0 (listed as imputed)."),
)
