"""CHADS-65 algorithm (Canadian Cardiovascular Society atrial fibrillation guidelines):
antithrombotic therapy for non-valvular atrial fibrillation."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.common import age
from medcalc.core.vector import where

VERMA_2014 = Reference(
    "Verma A, Cairns JA, Mitchell LB, et al. 2014 focused update of the Canadian Cardiovascular "
    "Society Guidelines for the management of atrial fibrillation. Can J Cardiol. "
    "2014;30(10):1114-1130 (the 'CCS algorithm' / CHADS-65).",
    doi="10.1016/j.cjca.2014.08.001")
ANDRADE_2020 = Reference(
    "Andrade JG, Aguilar M, Atzema C, et al. The 2020 Canadian Cardiovascular Society/Canadian "
    "Heart Rhythm Society Comprehensive Guidelines for the Management of Atrial Fibrillation. "
    "Can J Cardiol. 2020;36(12):1847-1948.", doi="10.1016/j.cjca.2020.09.001")
MDCALC = Reference("MDCalc. CHADS-65 (Canadian Society of Cardiology Guideline).")

AGE = criterion("age_65", "Age >= 65 years", "age", ge=65,
                aliases=("Age ≥65 years", "Age >= 65", "Age"))
CHF = criterion("heart_failure", "Heart failure", aliases=("Congestive heart failure",
                                                           "History of heart failure"))
HTN = criterion("hypertension", "Hypertension", aliases=("History of hypertension",))
DM = criterion("diabetes", "Diabetes mellitus", aliases=("Diabetes", "History of diabetes"))
STROKE = criterion("stroke_tia", "Prior stroke or transient ischemic attack",
                   aliases=("Prior stroke or TIA", "Stroke/TIA", "History of stroke or TIA"))
VASCULAR = criterion("vascular_disease", "Coronary artery disease or arterial vascular disease",
                     aliases=("CAD or arterial vascular disease",
                              "Coronary or peripheral arterial disease", "Vascular disease"))
ITEMS = (AGE, STROKE, HTN, CHF, DM, VASCULAR)

OAC, ANTIPLATELET, NONE = "OAC", "antiplatelet", "none"


def chads_65(age_65, stroke_tia, hypertension, heart_failure, diabetes, vascular_disease):
    chads = stroke_tia + hypertension + heart_failure + diabetes
    return {"value": where(age_65 == 1, OAC,
                           where(chads > 0, OAC, where(vascular_disease == 1, ANTIPLATELET, NONE))),
            "age_65": age_65, "chads2_risk_factors": chads, "vascular_disease": vascular_disease}


TEXT = {
    OAC: "OAC: oral anticoagulation recommended (age >= 65 or any CHADS2 risk factor); a DOAC "
         "is preferred over warfarin",
    ANTIPLATELET: "antiplatelet: age < 65 with no CHADS2 risk factor but coronary or arterial "
                  "vascular disease -> antiplatelet therapy (ASA)",
    NONE: "none: age < 65 with no CHADS2 risk factor and no vascular disease -> no "
          "antithrombotic therapy",
}


def interpret(value):
    return TEXT.get(value)


CALCULATOR = Calculator(
    id="chads_65",
    name="CHADS-65 (Canadian Society of Cardiology Guideline)",
    aliases=["CHADS-65", "CCS algorithm", "CHADS65", "Canadian CHADS-65"],
    specialty="cardiology",
    description="Canadian Cardiovascular Society algorithm for stroke prevention in atrial "
                "fibrillation: oral anticoagulation, antiplatelet therapy or none.",
    keywords=["atrial fibrillation", "anticoagulation", "stroke prevention", "CCS",
              "Canadian guideline", "Canadian AF anticoagulation algorithm",
              "anticoagulant or aspirin in AF", "age 65 or CHADS2 risk factor",
              "stroke prevention therapy choice in AF",
              "CCS atrial fibrillation treatment recommendation",
              "which antithrombotic for atrial fibrillation"],
    features=[
        age(),
        Boolean(name="stroke_tia", description="Prior stroke or transient ischaemic attack"),
        Boolean(name="hypertension", description="Hypertension"),
        Boolean(name="heart_failure", description="Heart failure"),
        Boolean(name="diabetes", description="Diabetes mellitus"),
        Boolean(name="vascular_disease", description="Coronary artery disease or arterial "
                "vascular disease",
                definition="coronary artery disease, peripheral arterial disease or complex "
                           "aortic plaque"),
    ],
    items=list(ITEMS),
    versions=[Version("ccs_2014", dt.date(2014, 10, 1), VERMA_2014, chads_65,
                      notes="Age >= 65 -> OAC; else any of stroke/TIA, hypertension, heart "
                            "failure, diabetes -> OAC; else CAD/arterial vascular disease -> "
                            "antiplatelet; else none. Unchanged in the 2020 CCS/CHRS guideline.")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[VERMA_2014, ANDRADE_2020, MDCALC],
    notes="The CCS algorithm as in the 2014 focused update and the 2020 CCS/CHRS guideline (and "
          "MDCalc): the first step that applies decides. Under missing='strict' every question "
          "must be answered even when age >= 65 already decides (the algorithm's order is not "
          "used to skip inputs); use missing='absent' to score from the questions answered, "
          "as MDCalc does. Output 'OAC', 'antiplatelet' or 'none'. For non-valvular AF "
          "(not mechanical valves or moderate-severe mitral stenosis).",
)
