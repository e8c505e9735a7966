"""ASIA Impairment Scale (AIS, ASIA损伤分级) A-E of the International Standards for Neurological
Classification of Spinal Cord Injury (ISNCSCI), from sacral sparing and motor function below the
neurological level."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Implausible, Missing, Output, Reference, Version
from medcalc.core.vector import any_true
from medcalc.formulas.cmedcalc import first_true

KIRSHBLUM_2011 = Reference(
    "Kirshblum SC, Burns SP, Biering-Sorensen F, et al. International standards for "
    "neurological classification of spinal cord injury (revised 2011). J Spinal Cord Med. "
    "2011;34(6):535-546 (ASIA Impairment Scale A-E).", doi="10.1179/204577211X13207446293695")
RUPP_2021 = Reference(
    "Rupp R, Biering-Sorensen F, Burns SP, et al. International Standards for Neurological "
    "Classification of Spinal Cord Injury: revised 2019. Top Spinal Cord Inj Rehabil. "
    "2021;27(2):1-22 (AIS definitions unchanged).")

SACRAL_SENSORY = Boolean(
    name="sacral_sensory_sparing",
    description="Any sensation preserved at S4-S5: light touch or pin prick at S4-5, or deep "
                "anal pressure",
    labels=("骶部感觉保留", "鞍区感觉", "S4-S5感觉", "深肛压觉"))
VAC = Boolean(
    name="voluntary_anal_contraction",
    description="Voluntary anal sphincter contraction present",
    labels=("肛门自主收缩", "VAC", "肛门括约肌自主收缩"))
MOTOR_BELOW = Boolean(
    name="motor_more_than_3_levels_below",
    description="Motor function preserved more than three levels below the motor level on "
                "either side (makes a sensory-incomplete injury motor incomplete)",
    required=False, default=False, absent=False)
HALF_GRADE_3 = Boolean(
    name="half_key_muscles_grade_3_or_more",
    description="At least half of the key muscle functions below the single neurological level "
                "have MRC grade >= 3 (needed only for a motor-incomplete injury: C vs D)",
    labels=("神经平面以下至少半数关键肌肌力≥3级",), required=False, default=None)
NORMAL = Boolean(
    name="normal_sensory_and_motor",
    description="Sensation and motor function normal in all segments (in a patient with prior "
                "deficits): grade E",
    labels=("感觉运动功能正常",), required=False, default=False, absent=False)


def ais(sacral_sensory_sparing, voluntary_anal_contraction, motor_more_than_3_levels_below,
        half_key_muscles_grade_3_or_more, normal_sensory_and_motor):
    half = half_key_muscles_grade_3_or_more
    motor_incomplete = voluntary_anal_contraction | (sacral_sensory_sparing
                                                     & motor_more_than_3_levels_below)
    normal = normal_sensory_and_motor
    if any_true(normal & ~(sacral_sensory_sparing & voluntary_anal_contraction)):
        raise Implausible("normal sensory and motor function in all segments implies sacral "
                          "sensation and voluntary anal contraction",
                          ("normal_sensory_and_motor", "sacral_sensory_sparing",
                           "voluntary_anal_contraction"))
    if half is None:
        if any_true(motor_incomplete & ~normal):
            raise Missing("motor-incomplete injury: give whether at least half of the key "
                              "muscles below the neurological level have grade >= 3 (C vs D)",
                              ("half_key_muscles_grade_3_or_more",))
        half = False
    grade = first_true(
        [normal, motor_incomplete & half, motor_incomplete, sacral_sensory_sparing],
        ["E", "D", "C", "B"], "A")
    return {"value": grade, "grade_zh": first_true(
        [grade == g for g in "ABCDE"], [f"{g}级" for g in "ABCDE"], "A级")}


def interpret(grade):
    return {"A": "A: complete - no sensory or motor function preserved in S4-S5",
            "B": "B: sensory incomplete - sensory but no motor function below the neurological "
                 "level, including S4-S5",
            "C": "C: motor incomplete - motor function preserved below the level, fewer than "
                 "half of key muscles below it grade >= 3",
            "D": "D: motor incomplete - at least half of key muscles below the level grade >= 3",
            "E": "E: normal sensory and motor function (after a spinal cord injury)"}[grade]


CALCULATOR = Calculator(
    id="asia_impairment_scale",
    name="ASIA Impairment Scale (AIS) for Spinal Cord Injury",
    aliases=["ASIA损伤分级", "ASIA Impairment Scale", "AIS", "ASIA分级", "ISNCSCI AIS grade",
             "ASIA grade"],
    specialty="neurology",
    description="AIS grade A-E from sacral sensory sparing, voluntary anal contraction, motor "
                "function below the motor level and the strength of key muscles below the "
                "neurological level.",
    keywords=["spinal cord injury", "complete injury", "incomplete injury", "sacral sparing",
              "ISNCSCI", "脊髓损伤", "complete versus incomplete cord injury",
              "spinal cord injury grade A-E", "neurological classification of cord injury",
              "sacral sparing after spinal trauma", "spinal cord injury recovery potential",
              "motor and sensory function below injury level", "paraplegia or tetraplegia grade"],
    features=[SACRAL_SENSORY, VAC, MOTOR_BELOW, HALF_GRADE_3, NORMAL],
    versions=[Version("isncsci_2011", dt.date(2011, 11, 1), KIRSHBLUM_2011, ais,
                      notes="A: no sacral sparing; B: sacral sensory sparing, not motor "
                            "incomplete; motor incomplete (VAC, or sacral sensory sparing with "
                            "motor > 3 levels below the motor level): C if fewer than half of "
                            "key muscles below the NLI grade >= 3, else D; E normal.")],
    output=Output(kind="category", description="AIS grade A-E (grade_zh: 'A级')"),
    interpret=interpret,
    references=[KIRSHBLUM_2011, RUPP_2021],
    notes="Classification follows the ISNCSCI decision steps: complete vs incomplete is decided "
          "by sacral sparing (S4-5 light touch or pin prick, deep anal pressure, voluntary anal "
          "contraction). A sensory-incomplete injury becomes motor incomplete with voluntary "
          "anal contraction or with motor function more than three levels below the motor "
          "level on either side (non-key muscles count for this). E applies only to a patient "
          "with documented deficits who has recovered; a person without an SCI has no AIS "
          "grade. The inputs are the examiner's conclusions from the ISNCSCI examination; the "
          "levels themselves are not computed here.",
)
