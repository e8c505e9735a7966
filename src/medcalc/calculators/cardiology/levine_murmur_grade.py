"""Levine grading of heart murmur intensity (Levine 6级分级法): grade 1-6 from how loud the
murmur is and whether a thrill is palpable; 0 when no murmur is heard."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Category,
    Choice,
    Implausible,
    Output,
    Reference,
    Version,
)
from medcalc.core.vector import any_true, where
from medcalc.formulas.cmedcalc import pick

FREEMAN_LEVINE_1933 = Reference(
    "Freeman AR, Levine SA. The clinical significance of the systolic murmur: a study of 1000 "
    "consecutive \"non-cardiac\" cases. Ann Intern Med. 1933;6(11):1371-1385 (six grades of "
    "systolic murmur intensity).")
LEVINE_HARVEY_1949 = Reference(
    "Levine SA, Harvey WP. Clinical Auscultation of the Heart. Philadelphia: WB Saunders; 1949 "
    "(grade 1 faint, heard only with effort; 2 faint but heard at once; 3 moderately loud; 4 "
    "loud, with a thrill; 5 very loud, heard with the stethoscope partly off the chest; 6 heard "
    "with the stethoscope off the chest).")

LOUDNESS = {
    "none": (0, "No murmur heard (未闻及杂音)", ("no murmur", "absent", "无杂音", "未闻及杂音")),
    "faint_with_effort": (1, "Very faint, heard only after a period of careful listening "
                             "(很弱, 需仔细听诊)", ("very faint", "barely audible", "很弱")),
    "faint_readily_heard": (2, "Faint but heard as soon as the stethoscope is applied "
                               "(较弱但易听到)", ("soft", "quiet", "faint", "轻柔", "较弱")),
    "moderately_loud": (3, "Moderately loud (中等响亮)", ("moderate", "clear", "中等响度",
                                                         "中等响亮", "较响")),
    "loud": (4, "Loud (响亮), usually with a thrill", ("loud", "响亮")),
    "very_loud": (5, "Very loud, heard with the stethoscope edge just touching the chest "
                     "(很响, 听诊器离开胸壁一部分仍可听到)",
                  ("very loud", "stethoscope partly off", "很响")),
    "off_chest": (6, "Heard with the stethoscope lifted off the chest (听诊器离开胸壁仍可听到)",
                  ("stethoscope off chest", "audible without stethoscope contact", "极响",
                   "离开胸壁")),
}

MURMUR = Category(
    name="loudness",
    description="Intensity of the loudest murmur",
    labels=("杂音响度", "杂音强度", "murmur intensity"),
    choices=tuple(Choice(k, label, aliases=al + (f"{g}级", f"grade {g}", f"{g}/6"))
                  for k, (g, label, al) in LOUDNESS.items()),
)
THRILL = Boolean(name="thrill", description="A thrill (palpable vibration) over the murmur",
                 labels=("震颤", "猫喘"), required=False, default=None)


def levine(loudness, thrill):
    grade = pick(loudness, {k: g for k, (g, _, _) in LOUDNESS.items()}, 0)
    if thrill is not None:
        if any_true(thrill & (grade == 0)):
            raise Implausible("a thrill was given without a murmur", ("loudness", "thrill"))
        if any_true((thrill == False) & (grade >= 4)):  # noqa: E712 - elementwise
            raise Implausible("grades 4-6 carry a palpable thrill; none was felt",
                              ("loudness", "thrill"))
        grade = where(thrill & (grade == 3), 4, grade)
    return {"value": grade, "grade_zh": pick(grade, {g: f"{g}级" for g in range(7)}, "0级")}


CALCULATOR = Calculator(
    id="levine_murmur_grade",
    name="Levine Grading of Heart Murmurs (1-6)",
    aliases=["Levine 6级分级法（心脏杂音）", "Levine分级", "Levine grade", "Levine scale",
             "Freeman-Levine grading", "杂音分级", "心脏杂音分级"],
    specialty="cardiology",
    description="Murmur intensity grade 1-6 (0 = none) from loudness and a palpable thrill.",
    keywords=["heart murmur", "auscultation", "thrill", "systolic murmur", "valvular heart disease",
              "心脏杂音", "how loud is the murmur", "murmur intensity grade",
              "grade of heart murmur with thrill", "murmur audible without stethoscope",
              "six point murmur loudness scale", "palpable thrill murmur grade 4"],
    features=[MURMUR, THRILL],
    versions=[Version("levine_harvey_1949", dt.date(1949, 1, 1), LEVINE_HARVEY_1949, levine,
                      notes="Grades 1-6 by loudness; a palpable thrill marks grade >= 4.")],
    output=Output(kind="integer", unit="grade", description="Levine grade 0-6 (grade_zh: '3级'"
                                                             "; written '3/6')", range=(0, 6)),
    references=[FREEMAN_LEVINE_1933, LEVINE_HARVEY_1949],
    notes="Six grades of intensity (Freeman & Levine 1933; descriptors as in Levine & Harvey "
          "1949). A thrill is palpable from grade 4 upward, so a moderately loud murmur with a "
          "thrill is graded 4 and a thrill reported absent with a grade >= 4 loudness is "
          "contradictory (NA). 0 = no murmur heard (CMedCalc-Bench scores 'no murmur' as 0级). "
          "Grade the murmur itself, not the valve lesion: echocardiographic regurgitation "
          "without an audible murmur is 0.",
)
