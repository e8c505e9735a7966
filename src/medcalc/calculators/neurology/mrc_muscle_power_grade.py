"""MRC muscle power grade (MRC肌力分级, 0-5 with the +/- refinements): the grade of one muscle
(group) from what the examiner observes: contraction, movement with gravity eliminated, against
gravity, against resistance."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version
from medcalc.formulas.cmedcalc import CMEDCALC_BENCH_CITATION, pick

MRC_1976 = Reference(
    "Medical Research Council. Aids to the examination of the peripheral nervous system. "
    "Memorandum no. 45. London: Her Majesty's Stationery Office; 1976 (grades 0-5: no "
    "contraction; flicker or trace of contraction; active movement with gravity eliminated; "
    "active movement against gravity; active movement against gravity and resistance; normal "
    "power; grades 4-, 4 and 4+ for movement against slight, moderate and strong resistance). "
    "First published as Aids to the Investigation of Peripheral Nerve Injuries, War Memorandum "
    "No. 7, 1942/1943.")
CMEDCALC_BENCH = Reference(CMEDCALC_BENCH_CITATION + " Semantic split: MRC肌力分级 answers "
                           "use the +/- grades 1+, 2-, 2+, 3-, 3+, 4-, 4+, 5-.")

# finding key -> (grade, description); the order is weakest to strongest.
GRADES = {
    "no_contraction": ("0", "No contraction (无肌肉收缩)"),
    "flicker": ("1", "Flicker or trace of contraction, no movement (可触及/见肌肉轻微收缩, "
                     "无关节活动)"),
    "strong_contraction_no_movement": ("1+", "Strong visible contraction but no joint "
                                             "movement (明显收缩, 无关节活动)"),
    "gravity_eliminated_partial_range": ("2-", "Active movement with gravity eliminated, "
                                               "incomplete range (去重力下部分范围运动)"),
    "gravity_eliminated_full_range": ("2", "Active movement through the full range with "
                                           "gravity eliminated (去重力下全范围运动)"),
    "against_gravity_partial_after_full_gravity_eliminated": (
        "2+", "Full range with gravity eliminated and part of the range against gravity "
              "(去重力全范围, 抗重力仅部分范围)"),
    "against_gravity_partial_range": ("3-", "Against gravity but not through the full range "
                                            "(抗重力但不能全范围)"),
    "against_gravity_full_range": ("3", "Active movement through the full range against gravity, "
                                        "no resistance (抗重力全范围, 不能抗阻力)"),
    "against_gravity_slight_resistance_end_range": (
        "3+", "Full range against gravity, holds slight resistance only at the end of the range "
              "(抗重力全范围, 终末段可抗轻微阻力)"),
    "against_slight_resistance": ("4-", "Active movement against gravity and slight resistance "
                                        "(抗轻度阻力)"),
    "against_moderate_resistance": ("4", "Active movement against gravity and moderate "
                                         "resistance (抗中度阻力)"),
    "against_strong_resistance": ("4+", "Active movement against gravity and strong resistance, "
                                        "not normal (抗较强阻力, 未达正常)"),
    "slightly_weak": ("5-", "Full strength against strong resistance with slight weakness or "
                            "fatigue compared with the normal side (接近正常, 较健侧轻微力弱)"),
    "normal": ("5", "Normal power (正常肌力)"),
}
MAIN = ("0", "1", "2", "3", "4", "5")



def _aliases(g):
    # A hyphen not before a digit is ignored when matching ('grade 2-' would read 'grade 2'),
    # so minus grades are spelled out.
    if g.endswith("-"):
        n = g[:-1]
        return (f"{g}级", f"{g}/5", f"grade {n} minus", f"{n} minus")
    plus = (f"grade {g[:-1]} plus", f"{g[:-1]} plus") if g.endswith("+") else ()
    return (f"grade {g}", f"{g}级", f"MRC {g}", f"{g}/5") + plus


FINDING = Category(
    name="finding",
    description="Best movement of the muscle (group) tested, as observed",
    labels=("肌力", "muscle power", "strength"),
    definition="Gravity eliminated: movement in the horizontal plane; against resistance: the "
               "examiner's resistance through the range.",
    choices=tuple(
        Choice(key, desc, aliases=_aliases(g)) for key, (g, desc) in GRADES.items()),
)


def mrc_grade(finding):
    grade = pick(finding, {k: g for k, (g, _) in GRADES.items()}, "5")
    return {"value": grade, "grade_zh": pick(finding, {k: f"{g}级" for k, (g, _) in
                                                         GRADES.items()}, "5级")}


CALCULATOR = Calculator(
    id="mrc_muscle_power_grade",
    name="MRC Muscle Power Grade (Medical Research Council Scale, 0-5)",
    aliases=["MRC肌力分级", "MRC muscle strength grade", "Medical Research Council scale for "
             "muscle strength", "Oxford scale", "肌力分级", "MRC scale"],
    specialty="neurology",
    description="Grade 0-5 of one muscle's power (with the +/- refinements) from the observed "
                "movement: contraction only, movement with gravity eliminated, against gravity, "
                "against resistance, normal.",
    keywords=["muscle strength", "manual muscle testing", "weakness", "paralysis", "paresis", "肌力",
              "肌力评定", "muscle strength grade 0 to 5", "manual muscle testing grade",
              "how strong is the muscle", "movement against gravity and resistance",
              "limb weakness grading", "motor power examination"],
    features=[FINDING],
    versions=[Version("mrc_1976", dt.date(1976, 1, 1), MRC_1976, mrc_grade,
                      notes="Grades 0-5 and 4-/4/4+ from the MRC memorandum; 1+, 2-, 2+, 3-, "
                            "3+ and 5- as CMedCalc-Bench's answers define them.")],
    output=Output(kind="category", description="MRC grade: 0, 1, 1+, 2-, 2, 2+, 3-, 3, 3+, 4-, "
                                               "4, 4+, 5-, 5 (grade_zh: '3+级')"),
    references=[MRC_1976, CMEDCALC_BENCH],
    notes="The MRC memorandum defines grades 0-5 and allows 4-, 4 and 4+ for movement against "
          "slight, moderate and strong resistance. The other refinements are not in the "
          "memorandum; they follow the definitions CMedCalc-Bench's answers use: 1+ strong "
          "contraction without movement, 2- incomplete range with gravity eliminated, 2+ full "
          "range with gravity eliminated and partial range against gravity, 3- against gravity "
          "through part of the range, 3+ full range against gravity holding slight resistance "
          "at the end of the range, 5- near normal with slight weakness or fatigue. "
          "grade_zh gives the benchmark's spelling ('2-级'). Grade one muscle group at a time.",
)
