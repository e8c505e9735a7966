"""Apgar score (APGAR 评分, 阿氏评分) of the newborn: heart rate, respiratory effort, muscle tone,
reflex irritability and colour, 0-2 each, at 1 and 5 minutes."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

APGAR_1953 = Reference(
    "Apgar V. A proposal for a new method of evaluation of the newborn infant. Curr Res Anesth "
    "Analg. 1953;32(4):260-267.")
AAP_ACOG_2015 = Reference(
    "American Academy of Pediatrics Committee on Fetus and Newborn; American College of "
    "Obstetricians and Gynecologists Committee on Obstetric Practice. The Apgar score. "
    "Pediatrics. 2015;136(4):819-822 (7-10 reassuring, 4-6 moderately abnormal, 0-3 low).",
    doi="10.1542/peds.2015-2651")


def _item(name, description, labels, choices):
    return Category(name=name, description=description, labels=labels,
                    choices=tuple(Choice(k, label, value=v, aliases=al)
                                  for k, v, label, al in choices))


HEART_RATE = _item("heart_rate_sign", "Heart rate", ("心率", "Heart rate", "Pulse"), (
    ("absent", 0, "Absent (0)", ("0", "无", "none")),
    ("below_100", 1, "Below 100/min (1)", ("<100", "slow", "< 100", "<100次/分")),
    ("100_or_more", 2, "100/min or more (2)", (">100", ">=100", "≥100", "≥100次/分")),
))
RESPIRATION = _item("respiratory_effort", "Respiratory effort",
                    ("呼吸", "Respiratory effort", "Respiration"), (
    ("absent", 0, "Absent (0)", ("apnoeic", "apneic", "无", "none")),
    ("weak", 1, "Slow, irregular, weak cry (1)", ("irregular", "slow", "weak cry", "慢而不规则",
                                                  "浅慢不规则")),
    ("good", 2, "Good, strong cry (2)", ("crying", "strong cry", "正常", "哭声响亮", "规则")),
))
TONE = _item("muscle_tone", "Muscle tone", ("肌张力", "Muscle tone", "Activity"), (
    ("limp", 0, "Limp, flaccid (0)", ("flaccid", "松弛", "软")),
    ("some_flexion", 1, "Some flexion of the extremities (1)", ("some flexion", "四肢略屈曲",
                                                                "略屈曲")),
    ("active", 2, "Active motion, well flexed (2)", ("active motion", "四肢活动好", "活动好")),
))
REFLEX = _item("reflex_irritability", "Reflex irritability (response to stimulation, e.g. a "
                                      "catheter in the nostril)",
               ("弹足底或插鼻管反应", "喉反射", "Reflex irritability", "Grimace"), (
    ("none", 0, "No response (0)", ("no response", "无反应")),
    ("grimace", 1, "Grimace (1)", ("有些动作", "皱眉")),
    ("cry", 2, "Cry, cough or sneeze, pulls away (2)", ("cough", "sneeze", "哭", "咳嗽",
                                                        "喷嚏", "哭声响")),
))
COLOUR = _item("colour", "Colour", ("皮肤颜色", "肤色", "Color", "Appearance"), (
    ("blue_pale", 0, "Blue or pale all over (0)", ("cyanotic", "pale", "blue", "青紫", "苍白",
                                                   "全身青紫或苍白")),
    ("acrocyanosis", 1, "Body pink, extremities blue (1)", ("pink body blue extremities",
                                                           "躯干红四肢青紫", "躯干红润")),
    ("pink", 2, "Completely pink (2)", ("all pink", "全身红润", "红润")),
))


def apgar(heart_rate_sign, respiratory_effort, muscle_tone, reflex_irritability, colour):
    total = heart_rate_sign + respiratory_effort + muscle_tone + reflex_irritability + colour
    return {"value": total, "heart_rate_sign": heart_rate_sign,
            "respiratory_effort": respiratory_effort, "muscle_tone": muscle_tone,
            "reflex_irritability": reflex_irritability, "colour": colour}


def interpret(score):
    if score >= 8:
        return "8-10: reassuring (AAP/ACOG 7-10); normal in the Chinese criteria"
    if score == 7:
        return "7: reassuring (AAP/ACOG 7-10); mild asphyxia range in the Chinese criteria (4-7)"
    if score >= 4:
        return "4-6: moderately abnormal (AAP/ACOG); mild asphyxia range in the Chinese criteria"
    return "0-3: low (AAP/ACOG); severe asphyxia range in the Chinese criteria"


CALCULATOR = Calculator(
    id="apgar_score",
    name="Apgar Score",
    aliases=["APGAR 评分（阿氏评分）", "Apgar评分", "阿氏评分", "APGAR score", "Apgar score",
             "新生儿Apgar评分"],
    specialty="pediatrics_neonatology",
    description="Newborn condition at 1 and 5 minutes: heart rate, respiratory effort, muscle "
                "tone, reflex irritability and colour, 0-2 each (0-10).",
    keywords=["newborn", "neonate", "delivery", "birth asphyxia", "resuscitation", "新生儿窒息", "新生儿",
              "newborn condition after delivery", "baby status at one and five minutes",
              "neonatal resuscitation need", "infant vitality at birth",
              "heart rate breathing tone color newborn", "depressed newborn at birth"],
    features=[HEART_RATE, RESPIRATION, TONE, REFLEX, COLOUR],
    versions=[Version("apgar_1953", dt.date(1953, 7, 1), APGAR_1953, apgar,
                      notes="Five signs, 0, 1 or 2 each, summed (0-10).")],
    output=Output(kind="integer", unit="points", description="Apgar score (0-10)",
                  range=(0, 10)),
    interpret=interpret,
    references=[APGAR_1953, AAP_ACOG_2015],
    notes="Apgar's five signs, each 0-2; scored at 1 and 5 minutes (and every 5 minutes to 20 "
          "minutes while below 7, AAP/ACOG 2015). Each sign may be given as its points (0, 1, "
          "2) or its description. AAP/ACOG read 7-10 as reassuring, 4-6 moderately abnormal, "
          "0-3 low; the score alone does not diagnose asphyxia. Chinese neonatology texts use "
          "8-10 normal, 4-7 mild asphyxia, 0-3 severe asphyxia (with blood gas criteria in the "
          "2016 expert consensus).",
)
