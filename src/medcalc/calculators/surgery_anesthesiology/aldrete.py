"""Aldrete score for recovery from anaesthesia (PACU discharge): activity, respiration,
circulation, consciousness and colour (1970) or oxygen saturation (modified, 1995), 0-2 each."""

import datetime as dt

from medcalc.core import (Calculator, Category, Choice, Output, Reference, Variant, Version,
                          from_category)

ALDRETE_1970 = Reference(
    "Aldrete JA, Kroulik D. A postanesthetic recovery score. Anesth Analg. 1970;49(6):924-934.")
ALDRETE_1995 = Reference(
    "Aldrete JA. The post-anesthesia recovery score revisited. J Clin Anesth. 1995;7(1):89-91.",
    doi="10.1016/0952-8180(94)00001-K")
MDCALC = Reference("MDCalc. Aldrete Score.")


def _cat(name, description, choices, labels=()):
    return Category(name=name, description=description, labels=labels,
                    choices=tuple(Choice(k, lab, v, aliases=al) for k, lab, v, al in choices))


ACTIVITY = _cat("activity", "Activity: extremities moved voluntarily or on command", (
    ("four", "Able to move 4 extremities", 2, ("4 extremities", "moves 4 extremities")),
    ("two", "Able to move 2 extremities", 1, ("2 extremities", "moves 2 extremities")),
    ("none", "Unable to move extremities", 0, ("0 extremities", "unable to move")),
))
RESPIRATION = _cat("respiration", "Respiration", (
    ("deep", "Able to breathe deeply and cough freely", 2, ("breathes deeply and coughs freely",
                                                            "deep breathing and cough")),
    ("limited", "Dyspnea or limited breathing", 1, ("dyspnea", "limited breathing",
                                                    "shallow limited breathing")),
    ("apneic", "Apneic", 0, ("apnea", "apnoeic")),
))
CIRCULATION = _cat("circulation", "Blood pressure relative to the pre-anaesthetic level", (
    ("within_20", "BP ± 20% of pre-anesthetic level", 2, ("within 20%", "+/- 20%", "±20%")),
    ("20_to_49", "BP ± 20-49% of pre-anesthetic level", 1, ("20-49%", "+/- 20-49%",
                                                           "±20-49%")),
    ("50_or_more", "BP ± 50% or more of pre-anesthetic level", 0, (">= 50%", "+/- 50%",
                                                                   "±50%")),
))
CONSCIOUSNESS = _cat("consciousness", "Consciousness", (
    ("awake", "Fully awake", 2, ("awake",)),
    ("arousable", "Arousable on calling", 1, ("arousable",)),
    ("unresponsive", "Not responding", 0, ("not responding", "unresponsive")),
))
COLOR = _cat("color", "Colour (original 1970 score)", (
    ("pink", "Pink", 2, ("normal",)),
    ("pale", "Pale, dusky, blotchy, jaundiced, other", 1, ("pale", "dusky", "blotchy")),
    ("cyanotic", "Cyanotic", 0, ("cyanosis",)),
), labels=("Color", "Colour"))
OXYGEN = _cat("oxygen_saturation_level", "Oxygen saturation (modified 1995 score)", (
    ("gt92_room_air", "SpO2 > 92% on room air", 2, ("able to maintain SpO2 >92% on room air",
                                                   ">92% on room air")),
    ("needs_o2_gt90", "Needs O2 to maintain SpO2 > 90%", 1,
     ("needs supplemental O2 to maintain SpO2 >90%", "needs O2")),
    ("lt90_with_o2", "SpO2 < 90% even with O2", 0, ("SpO2 <90% even with supplemental O2",
                                                    "<90% with O2")),
), labels=("O2 saturation", "Oxygen saturation", "SpO2"))

COMMON = (from_category(ACTIVITY, "Activity"), from_category(RESPIRATION, "Respiration"),
          from_category(CIRCULATION, "Circulation", ("Blood pressure",)),
          from_category(CONSCIOUSNESS, "Consciousness"))
ITEMS = COMMON + (from_category(COLOR, "Color"), from_category(OXYGEN, "O2 saturation"))


def modified_1995(activity, respiration, circulation, consciousness, oxygen_saturation_level):
    parts = dict(activity=activity, respiration=respiration, circulation=circulation,
                 consciousness=consciousness, oxygen_saturation_level=oxygen_saturation_level)
    return {"value": sum(parts.values()), **parts}


def original_1970(activity, respiration, circulation, consciousness, color):
    parts = dict(activity=activity, respiration=respiration, circulation=circulation,
                 consciousness=consciousness, color=color)
    return {"value": sum(parts.values()), **parts}


def interpret(score):
    if score >= 9:
        return f"Aldrete {score} (>= 9): fit for discharge from the post-anaesthesia care unit"
    return f"Aldrete {score} (< 9): not yet fit for PACU discharge; continue monitoring"


CALCULATOR = Calculator(
    id="aldrete",
    name="Aldrete Score",
    aliases=["Aldrete score", "Modified Aldrete score", "Post-anesthetic recovery score",
             "PACU discharge score"],
    specialty="surgery_anesthesiology",
    description=("Recovery from anaesthesia (0-10): activity, respiration, circulation, "
                 "consciousness and oxygen saturation (modified 1995; colour in the 1970 "
                 "original), 0-2 each; >= 9 fit for PACU discharge."),
    keywords=["PACU", "post-anesthesia care unit", "recovery room", "discharge readiness",
              "anesthesia recovery", "ready to leave recovery room",
              "discharge from PACU after anesthesia", "post-anesthesia recovery readiness",
              "recovery after general anaesthesia", "safe to transfer from recovery to ward",
              "emergence from anaesthesia recovery check", "phase I recovery discharge criteria"],
    features=[ACTIVITY, RESPIRATION, CIRCULATION, CONSCIOUSNESS, COLOR, OXYGEN],
    items=list(ITEMS),
    variants=[Variant("modified_spo2", "Modified score with oxygen saturation (Aldrete 1995; "
                                       "MDCalc)", ALDRETE_1995),
              Variant("original_color", "Original score with colour (Aldrete and Kroulik "
                                        "1970)", ALDRETE_1970)],
    versions=[Version("aldrete_1995", dt.date(1995, 2, 1), ALDRETE_1995, modified_1995,
                      variant="modified_spo2", notes="Colour replaced by SpO2."),
              Version("aldrete_1970", dt.date(1970, 11, 1), ALDRETE_1970, original_1970,
                      variant="original_color", notes="Original five items with colour.")],
    default_version="aldrete_1995",
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[ALDRETE_1995, ALDRETE_1970, MDCALC],
    notes=("Default: the modified score (Aldrete 1995), where SpO2 replaces colour; the 1970 "
           "original with colour is variant 'original_color'. A total >= 9 is the usual "
           "criterion for PACU discharge (Aldrete 1995). Descriptors paraphrased."),
)
