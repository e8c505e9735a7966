"""WFNS (World Federation of Neurosurgical Societies) grade of subarachnoid haemorrhage: I-V
from the Glasgow Coma Scale and, at GCS 13-14, a major focal motor deficit (Drake et al.,
J Neurosurg 1988)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.core.common import gcs
from medcalc.formulas.cmedcalc import first_true

DRAKE_1988 = Reference(
    "Drake CG, Hunt WE, Sano K, Kassell N, Teasdale G, Pertuiset B, De Villiers JC. Report of "
    "World Federation of Neurological Surgeons Committee on a Universal Subarachnoid "
    "Hemorrhage Grading Scale. J Neurosurg. 1988;68(6):985-986.",
    doi="10.3171/jns.1988.68.6.0985")
TEASDALE_1988 = Reference(
    "Teasdale GM, Drake CG, Hunt W, Kassell N, Sano K, Pertuiset B, De Villiers JC. A universal "
    "subarachnoid hemorrhage scale: report of a committee of the World Federation of "
    "Neurosurgical Societies. J Neurol Neurosurg Psychiatry. 1988;51(11):1457 (why a motor "
    "deficit separates grades II and III only).", doi="10.1136/jnnp.51.11.1457")
MDCALC = Reference("MDCalc. WFNS SAH Scale.")

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}


def wfns(gcs, motor_deficit):
    grade = first_true([gcs == 15, (gcs >= 13) & (motor_deficit == 0), gcs >= 13, gcs >= 7],
                       [1, 2, 3, 4], 5)
    return {"value": grade}


def interpret(grade):
    text = {1: "GCS 15", 2: "GCS 13-14 without major focal motor deficit",
            3: "GCS 13-14 with major focal motor deficit", 4: "GCS 7-12",
            5: "GCS 3-6"}[grade]
    return f"WFNS grade {ROMAN[grade]} ({text})"


CALCULATOR = Calculator(
    id="wfns_sah_scale",
    name="WFNS SAH Scale",
    aliases=["WFNS grade", "WFNS scale", "World Federation of Neurosurgical Societies grading",
             "WFNS subarachnoid hemorrhage grade", "WFNS SAH grade"],
    specialty="neurology",
    description="Grade I-V of aneurysmal subarachnoid haemorrhage: I GCS 15; II GCS 13-14 "
                "without, III with a major focal motor deficit; IV GCS 7-12; V GCS 3-6.",
    keywords=["subarachnoid hemorrhage", "SAH", "aneurysm", "SAH grading", "Hunt and Hess",
              "Glasgow Coma Scale", "subarachnoid bleed clinical grade",
              "aneurysmal SAH grade by GCS", "neurologic grade of SAH", "SAH prognosis grade",
              "severity of ruptured aneurysm", "clinical grade subarachnoid hemorrhage"],
    features=[
        gcs(labels=("Glasgow Coma Score", "GCS", "Glasgow Coma Scale")),
        Boolean(name="motor_deficit", description="Major focal motor deficit (hemiparesis, "
                                                  "aphasia counted by some)",
                labels=("Motor deficit", "Focal motor deficit", "Major focal deficit"),
                definition="A major focal neurological (motor) deficit; it changes the grade "
                           "only at GCS 13-14.", absent=False),
    ],
    versions=[Version("drake_1988", dt.date(1988, 6, 1), DRAKE_1988, wfns,
                      notes="GCS 15 -> I; 13-14 -> II (no deficit) or III (deficit); 7-12 -> IV; "
                            "3-6 -> V.")],
    output=Output(kind="integer", unit="grade", range=(1, 5),
                  description="WFNS grade 1-5 (I-V)"),
    interpret=interpret,
    references=[DRAKE_1988, TEASDALE_1988, MDCALC],
    notes="The committee tied the motor deficit to GCS 13-14 only, where it separated outcome; "
          "at GCS 15 or <= 12 it does not change the grade (grade I is given at GCS 15 whether "
          "or not a deficit is present). The deficit answer is required (strict) even though it "
          "matters only at GCS 13-14; with missing='absent' an unmentioned deficit counts as "
          "absent. The modified WFNS scale "
          "(Sano 2015: GCS 14 as grade II, 13 as grade III) is not implemented.",
)
