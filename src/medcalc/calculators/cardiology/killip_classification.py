"""Killip classification of heart failure in acute myocardial infarction (Killip and Kimball, Am J
Cardiol 1967), from the defining bedside findings."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

KILLIP_1967 = Reference(
    "Killip T 3rd, Kimball JT. Treatment of myocardial infarction in a coronary care unit. A two "
    "year experience with 250 patients. Am J Cardiol. 1967;20(4):457-464.",
    doi="10.1016/0002-9149(67)90023-9")

GRADE_ZH = {"Class I": "Ⅰ级", "Class II": "Ⅱ级", "Class III": "Ⅲ级", "Class IV": "Ⅳ级"}
# Killip 1967 hospital mortality by class.
MORTALITY = {"Class I": "6%", "Class II": "17%", "Class III": "38%", "Class IV": "81%"}


def _yes_no(name, label, aliases):
    return criterion(name, label, points=True, no_points=False, aliases=aliases)


SHOCK = _yes_no("cardiogenic_shock", "Cardiogenic shock",
                ("Cardiogenic shock (hypotension with hypoperfusion)", "心源性休克", "Shock"))
EDEMA = _yes_no("pulmonary_edema", "Frank acute pulmonary oedema",
                ("Acute pulmonary edema", "Pulmonary edema", "Rales over more than half of the "
                 "lung fields", "急性肺水肿", "肺水肿"))
RALES = _yes_no("rales", "Rales/crackles in the lung bases",
                ("Rales", "Crackles", "Basal rales", "肺部啰音", "湿啰音"))
S3 = _yes_no("s3_gallop", "S3 gallop", ("S3", "Third heart sound", "S3奔马律", "第三心音"))
JVD = _yes_no("elevated_jvp", "Elevated jugular venous pressure",
              ("Jugular venous distension", "JVD", "颈静脉怒张"))
ITEMS = (SHOCK, EDEMA, RALES, S3, JVD)


def killip(cardiogenic_shock, pulmonary_edema, rales, s3_gallop, elevated_jvp):
    heart_failure = rales | s3_gallop | elevated_jvp
    value = where(cardiogenic_shock, "Class IV",
                  where(pulmonary_edema, "Class III",
                        where(heart_failure, "Class II", "Class I")))
    grade = where(cardiogenic_shock, GRADE_ZH["Class IV"],
                  where(pulmonary_edema, GRADE_ZH["Class III"],
                        where(heart_failure, GRADE_ZH["Class II"], GRADE_ZH["Class I"])))
    return {"value": value, "grade_zh": grade}


DESCRIPTION = {
    "Class I": "no clinical signs of heart failure",
    "Class II": "heart failure: rales/crackles in the lung bases, S3 gallop or raised jugular "
                "venous pressure",
    "Class III": "frank acute pulmonary oedema",
    "Class IV": "cardiogenic shock (hypotension, systolic < 90 mmHg, with signs of "
                "hypoperfusion)",
}


def interpret(value):
    return (f"Killip {value}: {DESCRIPTION[value]}; hospital mortality {MORTALITY[value]} in "
            f"Killip 1967")


CALCULATOR = Calculator(
    id="killip_classification",
    name="Killip Classification for Heart Failure",
    aliases=["Killip Classification for Heart Failure", "Killip Classification (Acute MI)",
             "Killip class", "Killip classification", "Killip心功能分级（急性心梗）"],
    specialty="cardiology",
    description="Killip class I-IV of heart failure after acute myocardial infarction, from the "
                "bedside findings (rales, S3, jugular venous pressure, pulmonary oedema, "
                "cardiogenic shock).",
    keywords=["myocardial infarction", "acute MI", "heart failure", "cardiogenic shock",
              "pulmonary edema", "rales", "S3", "STEMI", "mortality",
              "heart failure severity after acute MI", "bedside class after heart attack",
              "rales S3 and shock after infarction", "post MI mortality by exam",
              "physical exam classification in STEMI",
              "pulmonary edema after myocardial infarction", "cardiogenic shock after MI"],
    features=[
        Boolean(name="cardiogenic_shock", description="Cardiogenic shock",
                definition="systolic pressure < 90 mmHg with signs of hypoperfusion "
                           "(oliguria, cyanosis, cold clammy skin, altered mentation)"),
        Boolean(name="pulmonary_edema", description="Frank acute pulmonary oedema",
                definition="acute pulmonary oedema; rales over more than half of the lung "
                           "fields"),
        Boolean(name="rales", description="Rales/crackles in the lower lung fields",
                definition="rales over up to half of the lung fields"),
        Boolean(name="s3_gallop", description="Third heart sound (S3 gallop)"),
        Boolean(name="elevated_jvp", description="Raised jugular venous pressure"),
    ],
    items=list(ITEMS),
    versions=[Version("killip_1967", dt.date(1967, 10, 1), KILLIP_1967, killip,
                      notes="IV cardiogenic shock; III acute pulmonary oedema; II rales, S3 or "
                            "raised JVP; I none.")],
    output=Output(kind="category", description="Class I, Class II, Class III or Class IV"),
    interpret=interpret,
    references=[KILLIP_1967],
    notes="Class from the most severe finding present: cardiogenic shock IV; frank acute "
          "pulmonary oedema (rales over more than half the lungs) III; basal rales, S3 gallop "
          "or raised jugular venous pressure II; none I. Hospital mortality of Killip 1967: I "
          "6%, II 17%, III 38%, IV 81% (historical, before reperfusion). The breakdown gives "
          "the Chinese grade spelling (grade_zh, e.g. Ⅱ级) as CMedCalc-Bench writes it. Under "
          "missing='absent' an unmentioned finding counts as absent.",
)
