"""FAST-ED: prehospital scale for large vessel occlusion stroke (Lima et al., Stroke 2016)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category, points_total

LIMA_2016 = Reference(
    "Lima FO, Silva GS, Furie KL, Frankel MR, Lev MH, Camargo ÉC, Haussen DC, Singhal AB, "
    "Koroshetz WJ, Smith WS, Nogueira RG. Field Assessment Stroke Triage for Emergency "
    "Destination: a simple and accurate prehospital scale to detect large vessel occlusion "
    "strokes. Stroke. 2016;47(8):1997-2002.",
    doi="10.1161/STROKEAHA.116.013301")
MDCALC = Reference("MDCalc. Field Assessment Stroke Triage for Emergency Destination (FAST-ED).")

FACIAL_PALSY = Category(
    name="facial_palsy", labels=("Facial palsy",),
    description="Facial palsy (0 normal or minor; 1 partial or complete paralysis)",
    choices=(
        Choice("normal", "Normal or minor paralysis", 0, aliases=("normal", "absent", "minor")),
        Choice("paralysis", "Partial or complete paralysis", 1,
               aliases=("partial or complete paralysis", "present", "partial", "complete")),
    ),
    absent="normal",
)
ARM_WEAKNESS = Category(
    name="arm_weakness", labels=("Arm weakness (affected side)", "Arm weakness"),
    description="Arm weakness on the affected side (0 no drift; 1 drift or some effort against "
                "gravity; 2 no effort against gravity or no movement)",
    choices=(
        Choice("no_drift", "No drift", 0, aliases=("none", "normal", "absent")),
        Choice("drift", "Drift or some effort against gravity", 1,
               aliases=("drift", "some effort against gravity")),
        Choice("no_effort", "No effort against gravity or no movement", 2,
               aliases=("no effort against gravity", "no movement")),
    ),
    absent="no_drift",
)
SPEECH = Category(
    name="speech_changes", labels=("Speech changes",),
    description="Speech changes (0 absent; 1 mild to moderate; 2 severe, global aphasia or "
                "mute)",
    choices=(
        Choice("absent", "Absent", 0, aliases=("none", "normal")),
        Choice("mild_moderate", "Mild to moderate", 1, aliases=("mild", "moderate")),
        Choice("severe", "Severe, global aphasia or mute", 2,
               aliases=("severe", "global aphasia", "mute", "severe, global aphasia, or mute")),
    ),
    absent="absent",
)
EYE_DEVIATION = Category(
    name="eye_deviation", labels=("Eye deviation",),
    description="Eye deviation (0 absent; 1 partial; 2 forced deviation)",
    choices=(
        Choice("absent", "Absent", 0, aliases=("none", "normal")),
        Choice("partial", "Partial", 1, aliases=("partial deviation",)),
        Choice("forced", "Forced deviation", 2, aliases=("forced",)),
    ),
    absent="absent",
)
NEGLECT = Category(
    name="denial_neglect", labels=("Denial/neglect", "Denial or neglect", "Neglect"),
    description="Denial or neglect (0 absent; 1 extinction to bilateral simultaneous "
                "stimulation in one sensory modality; 2 does not recognise own hand or orients "
                "to one side of the body only)",
    choices=(
        Choice("absent", "Absent", 0, aliases=("none", "normal")),
        Choice("extinction", "Extinction to bilateral simultaneous stimulation in only one "
                             "sensory modality", 1,
               aliases=("extinction", "extinction to bilateral simultaneous stimulation")),
        Choice("anosognosia", "Does not recognize own hand or orients only to one side of "
                              "the body", 2,
               aliases=("does not recognise own hand or orients only to one side of the body",
                        "does not recognize own hand", "orients only to one side of the body",
                        "hemi-neglect", "anosognosia")),
    ),
    absent="absent",
)
CATEGORIES = (FACIAL_PALSY, ARM_WEAKNESS, SPEECH, EYE_DEVIATION, NEGLECT)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)
fast_ed = points_total(ITEMS)


def interpret(score):
    if score >= 4:
        return ("FAST-ED >= 4: large vessel occlusion likely (at >= 4, sensitivity 60% and "
                "specificity 89% for LVO in Lima 2016); consider direct transport to a "
                "thrombectomy-capable centre")
    return "FAST-ED < 4: large vessel occlusion less likely"


CALCULATOR = Calculator(
    id="fast_ed",
    name="Field Assessment Stroke Triage for Emergency Destination (FAST-ED)",
    aliases=["FAST-ED", "FAST-ED score", "FASTED"],
    specialty="neurology",
    description=("Prehospital detection of large vessel occlusion stroke from five NIHSS-based "
                 "items (facial palsy, arm weakness, speech, eye deviation, denial/neglect), "
                 "0-9; >= 4 suggests LVO."),
    keywords=["large vessel occlusion", "LVO", "prehospital stroke", "stroke triage",
              "thrombectomy", "EMS", "large vessel occlusion in the field",
              "prehospital stroke triage to thrombectomy center",
              "which stroke needs comprehensive stroke center",
              "EMS detection of big vessel stroke", "gaze deviation and neglect screen",
              "paramedic stroke severity for LVO", "bypass to endovascular capable hospital"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("lima_2016", dt.date(2016, 8, 1), LIMA_2016, fast_ed,
                      notes="Facial palsy 0-1; arm weakness 0-2; speech 0-2; eye deviation "
                            "0-2; denial/neglect 0-2; total 0-9.")],
    output=Output(kind="integer", unit="points", range=(0, 9)),
    interpret=interpret,
    references=[LIMA_2016, MDCALC],
    notes=("Items and points as in Lima 2016; threshold >= 4 (sensitivity 0.60, specificity "
           "0.89 for LVO in the derivation data). MDCalc also shows a likelihood of LVO by "
           "score (e.g. '~60% or higher' at 7), not reproduced here. With missing='absent' an "
           "unmentioned item scores 0. Same points as MDCalc."),
)
