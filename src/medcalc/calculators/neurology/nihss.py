"""NIH Stroke Scale (NIHSS, 美国国立卫生研究院卒中量表): 15 examination items (1a-11), total
0-42 (Brott 1989; the NINDS form's item wording and score ranges)."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Reference, Version

BROTT_1989 = Reference(
    "Brott T, Adams HP Jr, Olinger CP, et al. Measurements of acute cerebral infarction: a "
    "clinical examination scale. Stroke. 1989;20(7):864-870.", doi="10.1161/01.str.20.7.864")
NINDS_FORM = Reference(
    "National Institute of Neurological Disorders and Stroke. NIH Stroke Scale (form in the "
    "public domain; items 1a-11 with their score ranges and administration rules).")
MDCALC_NIHSS = Reference(
    "MDCalc. NIH Stroke Scale/Score (NIHSS): outputs recorded in MedMCP-Calc dev tasks "
    "medmcp-calc_093_839d283f (30 points) and medmcp-calc_108_dd0e5e42 (15 points).")

# (name, max, description, labels: MDCalc field labels and CMedCalc-Bench's Chinese keys)
ITEMS = (
    ("loc", 3, "1a Level of consciousness: 0 alert, 1 not alert but arousable by minor "
               "stimulation, 2 requires repeated or strong stimulation, 3 coma/unresponsive",
     ("1A: Level of consciousness", "1a", "意识水平")),
    ("loc_questions", 2, "1b LOC questions (month, age): 0 both correct, 1 one correct (or "
                         "dysarthria/intubation/language barrier), 2 neither",
     ("1B: Ask month and age", "1B: LOC questions", "1b", "意识水平提问")),
    ("loc_commands", 2, "1c LOC commands (open/close eyes, grip/release): 0 both, 1 one, 2 "
                        "neither",
     ("1C: 'Blink eyes' & 'squeeze hands'", "1C: LOC commands", "1c", "意识水平指令")),
    ("best_gaze", 2, "2 Best gaze: 0 normal, 1 partial gaze palsy, 2 forced deviation or total "
                     "gaze paresis",
     ("2: Horizontal extraocular movements", "2: Horizontal gaze", "凝视功能", "凝视")),
    ("visual", 3, "3 Visual fields: 0 no loss, 1 partial hemianopia, 2 complete hemianopia, 3 "
                  "bilateral hemianopia (blind)", ("3: Visual fields", "视野")),
    ("facial_palsy", 3, "4 Facial palsy: 0 normal, 1 minor, 2 partial (lower face), 3 complete",
     ("4: Facial palsy", "面瘫")),
    ("motor_arm_left", 4, "5a Left arm: 0 no drift, 1 drift, 2 some effort against gravity, 3 "
                          "no effort against gravity, 4 no movement",
     ("5A: Left arm motor drift", "5A: Left arm motor", "左上肢运动")),
    ("motor_arm_right", 4, "5b Right arm: 0-4 as 5a",
     ("5B: Right arm motor drift", "5B: Right arm motor", "右上肢运动")),
    ("motor_leg_left", 4, "6a Left leg: 0 no drift, 1 drift, 2 some effort against gravity, 3 "
                          "no effort against gravity, 4 no movement",
     ("6A: Left leg motor drift", "6A: Left leg motor", "左下肢运动")),
    ("motor_leg_right", 4, "6b Right leg: 0-4 as 6a",
     ("6B: Right leg motor drift", "6B: Right leg motor", "右下肢运动")),
    ("limb_ataxia", 2, "7 Limb ataxia: 0 absent, 1 present in one limb, 2 present in two limbs "
                       "(0 if the patient cannot understand or is paralysed)",
     ("7: Limb ataxia", "共济失调")),
    ("sensory", 2, "8 Sensory: 0 normal, 1 mild-to-moderate loss, 2 severe to total loss (or "
                   "coma)", ("8: Sensation", "感觉", "感觉功能")),
    ("best_language", 3, "9 Best language: 0 no aphasia, 1 mild-to-moderate aphasia, 2 severe "
                         "aphasia, 3 mute/global aphasia (or coma)",
     ("9: Language/aphasia", "9: Best language", "语言", "语言功能")),
    ("dysarthria", 2, "10 Dysarthria: 0 normal, 1 mild-to-moderate, 2 severe (intubated or "
                      "other physical barrier: 0)", ("10: Dysarthria", "构音障碍")),
    ("extinction_inattention", 2, "11 Extinction and inattention (neglect): 0 none, 1 in one "
                                  "modality, 2 profound or in more than one modality",
     ("11: Extinction/inattention", "忽视症", "感觉忽略")),
)
NAMES = tuple(name for name, *_ in ITEMS)


def nihss(loc, loc_questions, loc_commands, best_gaze, visual, facial_palsy, motor_arm_left,
          motor_arm_right, motor_leg_left, motor_leg_right, limb_ataxia, sensory, best_language,
          dysarthria, extinction_inattention):
    parts = dict(loc=loc, loc_questions=loc_questions, loc_commands=loc_commands,
                 best_gaze=best_gaze, visual=visual, facial_palsy=facial_palsy,
                 motor_arm_left=motor_arm_left, motor_arm_right=motor_arm_right,
                 motor_leg_left=motor_leg_left, motor_leg_right=motor_leg_right,
                 limb_ataxia=limb_ataxia, sensory=sensory, best_language=best_language,
                 dysarthria=dysarthria, extinction_inattention=extinction_inattention)
    total = 0
    for value in parts.values():
        total = total + value
    return {"value": total, **parts}


CALCULATOR = Calculator(
    id="nihss",
    name="NIH Stroke Scale/Score (NIHSS)",
    aliases=["美国国立卫生研究院卒中量表(NIHSS)", "NIHSS", "NIH Stroke Scale",
             "NIH Stroke Scale/Score (NIHSS)", "National Institutes of Health Stroke Scale",
             "美国国立卫生研究院卒中量表", "NIHSS评分"],
    specialty="neurology",
    description="Stroke severity from 15 examination items (level of consciousness, gaze, "
                "visual fields, facial palsy, limb motor, ataxia, sensation, language, "
                "dysarthria, neglect): 0-42 points.",
    keywords=["stroke", "acute ischaemic stroke", "thrombolysis", "thrombectomy", "stroke severity",
              "neurological deficit", "卒中", "脑梗死", "neurologic deficit points after stroke",
              "neurological deficit after stroke", "stroke examination score",
              "eligibility for thrombolysis by deficit", "how bad is the stroke",
              "monitor stroke neurological changes", "acute stroke exam"],
    features=[Count(name=name, range=(0, top), description=desc, labels=labels, absent=0)
              for name, top, desc, labels in ITEMS],
    versions=[Version("brott_1989", dt.date(1989, 7, 1), BROTT_1989, nihss,
                      notes="Sum of the 15 item scores of the NIH form (1a, 1b, 1c, 2, 3, 4, "
                            "5a, 5b, 6a, 6b, 7, 8, 9, 10, 11); 0-42.")],
    output=Output(kind="integer", unit="points", description="NIHSS total (0-42)",
                  range=(0, 42)),
    references=[BROTT_1989, NINDS_FORM, MDCALC_NIHSS],
    notes="Each item is entered as its score, scored as the examiner observes on the NIH form "
          "(first response, no coaching). Items scored untestable (UN: amputation or joint "
          "fusion for the limb items) are entered as 0 and noted, as the form's total does. "
          "Severity bands (e.g. 1-4 minor, 5-15 moderate, 16-20 moderate-severe, 21-42 "
          "severe) are conventions not stated by Brott 1989 and are not returned. "
          "CMedCalc-Bench records items as text findings or item scores; a free-text finding "
          "must be scored by the examiner's rules first. With missing='absent' an item not "
          "mentioned is imputed 0 (normal) and listed as imputed.",
)
