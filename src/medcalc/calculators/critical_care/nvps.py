"""Nonverbal Pain Scale (NVPS) for adults who cannot report pain: five items scored 0-2 (total
0-10); the original (Odhner et al. 2003) and the revised scale (respiratory item instead of
physiologic II; Kabes et al. 2009)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

ODHNER_2003 = Reference(
    "Odhner M, Wegman D, Freeland N, Steinmetz A, Ingersoll GL. Assessing pain control in "
    "nonverbal critically ill adults. Dimens Crit Care Nurs. 2003;22(6):260-267 (the NVPS: face, "
    "activity, guarding, physiologic I and physiologic II, 0-2 each).")
KABES_2009 = Reference(
    "Kabes AM, Graves JK, Norris J. Further validation of the nonverbal pain scale in intensive "
    "care patients. Crit Care Nurse. 2009;29(1):59-66 (the revised NVPS: physiologic II "
    "replaced by a respiratory item).", doi="10.4037/ccn2009992")
MDCALC_NVPS = Reference(
    "MDCalc. Nonverbal Pain Scale (NVPS) for Nonverbal Patients (revised NVPS; interpretation: "
    "<= 2 no pain, 3-6 moderate pain, >= 6 severe pain).",
    url="https://www.mdcalc.com/nonverbal-pain-scale-nvps-nonverbal-patients")

FACE = Category(
    name="face",
    description="Face (0-2)",
    definition=("0: no particular expression or smile; 1: occasional grimace, tearing, frowning "
                "or wrinkled forehead; 2: frequent grimace, tearing, frowning or wrinkled "
                "forehead"),
    choices=(
        Choice("no_expression", "No particular expression or smile", 0,
               aliases=("no particular expression", "smile", "no particular expression or "
                        "smile", "relaxed", "neutral")),
        Choice("occasional_grimace", "Occasional grimace, tearing, frowning, wrinkled forehead",
               1, aliases=("occasional grimace", "occasional frowning", "occasional tearing")),
        Choice("frequent_grimace", "Frequent grimace, tearing, frowning, wrinkled forehead", 2,
               aliases=("frequent grimace", "frequent frowning", "frequent tearing")),
    ),
    absent="no_expression",
)

ACTIVITY = Category(
    name="activity",
    description="Activity (movement), 0-2",
    definition=("0: lying quietly, normal position; 1: seeking attention through movement, or "
                "slow, cautious movement; 2: restless, excessive activity and/or withdrawal "
                "reflexes"),
    choices=(
        Choice("lying_quietly", "Lying quietly, normal position", 0,
               aliases=("lying quietly", "normal position", "quiet")),
        Choice("cautious_movement", "Seeking attention through movement or slow, cautious "
                                    "movement", 1,
               aliases=("seeking attention through movement", "slow cautious movement",
                        "cautious movement", "slow, cautious movement")),
        Choice("restless", "Restless, excessive activity and/or withdrawal reflexes", 2,
               aliases=("restless", "excessive activity", "withdrawal reflexes",
                        "restless, excessive activity")),
    ),
    absent="lying_quietly",
)

GUARDING = Category(
    name="guarding",
    description="Guarding, 0-2",
    definition=("0: lying quietly, no positioning of hands over areas of the body; 1: splinting "
                "areas of the body, tense; 2: rigid, stiff"),
    choices=(
        Choice("no_guarding", "Lying quietly, no positioning of hands over areas of the body", 0,
               aliases=("no guarding", "no positioning of hands over areas of the body",
                        "none")),
        Choice("splinting", "Splinting areas of the body, tense", 1,
               aliases=("splinting", "tense", "splinting areas of the body")),
        Choice("rigid", "Rigid, stiff", 2, aliases=("stiff", "rigid stiff", "rigid, stiff")),
    ),
    absent="no_guarding",
)

VITAL_SIGNS = Category(
    name="vital_signs",
    description="Physiology (vital signs; 'physiologic I'), change from baseline, 0-2",
    definition=("0: baseline vital signs unchanged; 1: change in systolic pressure > 20 mmHg or "
                "heart rate > 20/min; 2: change in systolic pressure > 30 mmHg or heart rate > "
                "25/min (the original 2003 item also counts a respiratory rate change of > 10 "
                "or > 20/min here)"),
    choices=(
        Choice("unchanged", "Baseline vital signs unchanged", 0,
               aliases=("stable", "stable vital signs", "baseline", "no change",
                        "baseline vital signs unchanged")),
        Choice("moderate_change", "Change in SBP > 20 mmHg or HR > 20/min", 1,
               aliases=("sbp change > 20", "hr change > 20", "change in sbp >20 mmhg or hr >20 "
                        "bpm", "change in sbp > 20 mmhg or hr > 20 bpm",
                        "Change in SBP>20 mmHg or HR>20 bpm")),
        Choice("large_change", "Change in SBP > 30 mmHg or HR > 25/min", 2,
               aliases=("sbp change > 30", "hr change > 25", "change in sbp >30 mmhg or hr >25 "
                        "bpm", "change in sbp > 30 mmhg or hr > 25 bpm")),
    ),
    absent="unchanged",
)

PHYSIOLOGIC_II = Category(
    name="physiologic_ii",
    description="Physiologic II (skin and pupils; original 2003 scale only), 0-2",
    definition=("0: warm, dry skin; 1: dilated pupils, perspiring, flushing; 2: diaphoretic, "
                "pallor"),
    choices=(
        Choice("warm_dry_skin", "Warm, dry skin", 0, aliases=("warm dry skin", "normal skin")),
        Choice("dilated_pupils_perspiring", "Dilated pupils, perspiring, flushing", 1,
               aliases=("dilated pupils", "perspiring", "flushing", "flushed")),
        Choice("diaphoretic_pallor", "Diaphoretic, pallor", 2,
               aliases=("diaphoretic", "pallor", "diaphoresis", "pale")),
    ),
    absent="warm_dry_skin",
)

RESPIRATORY = Category(
    name="respiratory",
    description="Respiratory (revised scale only), change from baseline, 0-2",
    definition=("0: baseline respiratory rate and SpO2, synchronous with the ventilator; 1: "
                "respiratory rate > 10/min above baseline, or SpO2 5% below baseline, or mild "
                "ventilator asynchrony; 2: respiratory rate > 20/min above baseline, or SpO2 10% "
                "below baseline, or severe ventilator asynchrony"),
    choices=(
        Choice("baseline", "Baseline RR/SpO2, synchronous with ventilator", 0,
               aliases=("baseline rr/spo2", "synchronous with ventilator", "compliant with "
                        "ventilator", "baseline rr spo2 synchronous with ventilator")),
        Choice("mild_change", "RR > 10 above baseline, SpO2 down 5%, or mild ventilator "
                              "asynchrony", 1,
               aliases=("mild ventilator asynchrony", "mild asynchrony", "rr >10 bpm over "
                        "baseline", "5% decrease spo2",
                        "RR >10 bpm over baseline, 5% decrease SpO₂ or mild ventilator "
                        "asynchrony", "RR >10 bpm over baseline, 5% decrease SpO2 or mild "
                        "ventilator asynchrony")),
        Choice("severe_change", "RR > 20 above baseline, SpO2 down 10%, or severe ventilator "
                                "asynchrony", 2,
               aliases=("severe ventilator asynchrony", "severe asynchrony", "rr >20 bpm over "
                        "baseline", "10% decrease spo2")),
    ),
    absent="baseline",
)


# The five items of each version (four shared); aliases: MDCalc's field labels (revised NVPS) as
# recorded in MedMCP-Calc. A version reads only its own items: the revised scale never asks for
# physiologic II, the original never for the respiratory item.
ITEMS = (
    from_category(FACE, "Face"),
    from_category(ACTIVITY, "Activity (movement)", ("Activity",)),
    from_category(GUARDING, "Guarding"),
    from_category(VITAL_SIGNS, "Physiology (vital signs)",
                   ("Physiologic I", "Vital signs")),
    from_category(RESPIRATORY, "Respiratory"),
    from_category(PHYSIOLOGIC_II, "Physiologic II (skin, pupils)", ("Physiologic II",)),
)


def nvps_revised(face, activity, guarding, vital_signs, respiratory):
    items = {"face_points": face, "activity_points": activity, "guarding_points": guarding,
             "vital_signs_points": vital_signs, "respiratory_points": respiratory}
    return {"value": sum(items.values()), **items}


def nvps_original(face, activity, guarding, vital_signs, physiologic_ii):
    items = {"face_points": face, "activity_points": activity, "guarding_points": guarding,
             "vital_signs_points": vital_signs, "physiologic_ii_points": physiologic_ii}
    return {"value": sum(items.values()), **items}


def interpret(score):
    if score >= 3:
        return (f"NVPS {score} (>= 3): pain likely, consider analgesia and reassess (MDCalc "
                "grades 3-6 as moderate and >= 6 as severe pain)")
    return f"NVPS {score} (0-2): no pain indicated"


CALCULATOR = Calculator(
    id="nvps",
    name="Nonverbal Pain Scale (NVPS) for Nonverbal Patients",
    aliases=["NVPS", "Nonverbal Pain Scale", "Non-Verbal Pain Scale", "revised NVPS",
             "NVPS-R", "非语言疼痛量表（NVPS）"],
    specialty="critical_care",
    description=("Pain score for critically ill adults who cannot communicate: face, activity, "
                 "guarding, vital-sign change and a respiratory item (revised scale) or skin and "
                 "pupil signs (original scale), 0-2 each, total 0-10."),
    keywords=["pain assessment", "nonverbal pain", "behavioral pain scale", "intubated patient",
              "sedated patient", "analgesia", "ICU pain", "burn unit", "ventilator asynchrony",
              "pain in patients who cannot communicate", "nonverbal pain for burn or ICU patients",
              "pain from guarding and vital sign changes", "adult pain in sedated patients",
              "pain scale using physiologic signs", "behavioral and physiologic pain scale"],
    features=[FACE, ACTIVITY, GUARDING, VITAL_SIGNS, RESPIRATORY, PHYSIOLOGIC_II],
    items=list(ITEMS),
    versions=[
        Version("revised_2009", dt.date(2009, 2, 1), KABES_2009, nvps_revised,
                notes="Face, activity, guarding, vital signs (SBP/HR change) and respiratory "
                      "(RR/SpO2 change or ventilator asynchrony), 0-2 each."),
        Version("odhner_2003", dt.date(2003, 11, 1), ODHNER_2003, nvps_original,
                notes="Face, activity, guarding, physiologic I (vital signs) and physiologic II "
                      "(skin, pupils), 0-2 each."),
    ],
    default_version="revised_2009",
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[KABES_2009, ODHNER_2003, MDCALC_NVPS],
    notes=(
        "Two versions: the revised NVPS (default; the one MDCalc implements), validated by Kabes "
        "2009, replaces the original 'physiologic II' item (skin and pupils, Odhner 2003) with a "
        "respiratory item; the other four items are shared. Item descriptors are paraphrased. "
        "The papers give no validated cut-off: the interpretation uses the MDCalc bands (<= 2 "
        "no pain; 3-6 moderate; >= 6 severe, the two upper bands overlapping at 6 on that page), "
        "reduced here to 'no pain indicated' (0-2) and 'pain likely' (>= 3). Licence check: the "
        "scale is published in the journal articles and is distributed without a licence "
        "restriction (a geriatric-assessment kit lists the revised NVPS as public domain); no "
        "terms restricting its use were found. Under missing='absent' an unmentioned item "
        "scores 0. Declared as items (each version reads its own five): an item may be "
        "answered under its name or MDCalc's field label ('Activity (movement)', 'Physiology "
        "(vital signs)') by the answer's wording (under the feature's name also by its "
        "points)."),
)
