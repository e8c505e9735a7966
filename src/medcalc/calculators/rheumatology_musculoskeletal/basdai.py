"""BASDAI: Bath Ankylosing Spondylitis Disease Activity Index (Garrett et al., J Rheumatol
1994)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version

GARRETT_1994 = Reference(
    "Garrett S, Jenkinson T, Kennedy LG, Whitelock H, Gaisford P, Calin A. A new approach to "
    "defining disease status in ankylosing spondylitis: the Bath Ankylosing Spondylitis Disease "
    "Activity Index. J Rheumatol. 1994;21(12):2286-2291.")
BRAUN_2003 = Reference(
    "Braun J, Pham T, Sieper J, et al. International ASAS consensus statement for the use of "
    "anti-tumour necrosis factor agents in patients with ankylosing spondylitis. Ann Rheum Dis. "
    "2003;62(9):817-824 (active disease: BASDAI >= 4).", doi="10.1136/ard.62.9.817")
MDCALC = Reference("MDCalc. Bath Ankylosing Spondylitis Disease Activity Index (BASDAI).")

QUESTIONS = (
    ("fatigue", "Fatigue/tiredness over the last week", ("Fatigue", "Fatigue/tiredness")),
    ("spinal_pain", "Neck, back or hip pain from the spondylitis",
     ("Spinal pain", "AS neck, back, or hip pain", "Neck, back or hip pain")),
    ("peripheral_pain", "Pain/swelling in joints other than neck, back or hips",
     ("Peripheral joint pain/swelling", "Peripheral pain/swelling")),
    ("enthesitis", "Discomfort from areas tender to touch or pressure",
     ("Enthesitis", "Localized tenderness", "Areas of localized tenderness")),
    ("morning_stiffness_severity", "Severity of morning stiffness from waking",
     ("Morning stiffness severity", "Level of morning stiffness")),
    ("morning_stiffness_duration", "Duration of morning stiffness from waking (0 = none, 10 = "
     "2 hours or more)", ("Morning stiffness duration", "Duration of morning stiffness")),
)
NAMES = tuple(q[0] for q in QUESTIONS)


def compute(fatigue, spinal_pain, peripheral_pain, enthesitis, morning_stiffness_severity,
            morning_stiffness_duration):
    stiffness = (morning_stiffness_severity + morning_stiffness_duration) / 2.0
    return {"value": (fatigue + spinal_pain + peripheral_pain + enthesitis + stiffness) / 5.0,
            "morning_stiffness_mean": stiffness}


def interpret(value):
    if value >= 4:
        return "active disease (BASDAI >= 4, the ASAS threshold for suboptimally controlled disease)"
    return "BASDAI < 4: below the usual threshold for active disease"


CALCULATOR = Calculator(
    id="basdai",
    name="BASDAI",
    aliases=["Bath Ankylosing Spondylitis Disease Activity Index", "BASDAI score"],
    specialty="rheumatology_musculoskeletal",
    description=("Patient-reported disease activity in ankylosing spondylitis (0-10): six "
                 "0-10 ratings of the last week (fatigue, spinal pain, peripheral joint "
                 "pain/swelling, enthesitis, morning stiffness severity and duration)."),
    keywords=["ankylosing spondylitis", "axial spondyloarthritis", "disease activity", "BASDAI",
              "TNF inhibitor eligibility", "patient reported spondylitis activity",
              "ankylosing spondylitis symptom burden", "fatigue spinal pain morning stiffness",
              "eligibility for biologic in spondylitis", "Bath disease activity questionnaire",
              "active ankylosing spondylitis threshold 4"],
    features=[Quantity(name=n, unit="1", range=(0.0, 10.0), labels=labels,
                       description=f"{d} (0-10)") for n, d, labels in QUESTIONS],
    versions=[Version("garrett_1994", dt.date(1994, 12, 1), GARRETT_1994, compute,
                      notes="BASDAI = (Q1 + Q2 + Q3 + Q4 + (Q5 + Q6)/2) / 5.")],
    output=Output(kind="number", unit="points", decimals=1, range=(0.0, 10.0)),
    interpret=interpret,
    references=[GARRETT_1994, BRAUN_2003, MDCALC],
    notes=("Scoring of Garrett 1994: the mean of the two morning-stiffness questions counts as "
           "one of five. Question wording is paraphrased; answers are the 0-10 ratings (VAS in "
           "cm or NRS). The BASDAI is published in the open literature and used without a "
           "licence fee. Threshold >= 4 for active disease (ASAS consensus, Braun 2003)."),
)
