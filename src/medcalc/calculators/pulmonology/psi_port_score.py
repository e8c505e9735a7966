"""Pneumonia Severity Index (PSI / PORT score): points and risk classes I-V for
community-acquired pneumonia (Fine et al., N Engl J Med 1997)."""

import datetime as dt
import math

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Output,
    Precondition,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.analytes import UREA_NITROGEN
from medcalc.core.common import (
    FEMALE,
    age,
    arterial_ph,
    glucose,
    heart_rate,
    hematocrit,
    oxygen_saturation,
    respiratory_rate,
    sex,
    sodium,
    systolic_bp,
    temperature,
    urea,
)
from medcalc.core.vector import floor, snap, where

FINE_1997 = Reference(
    "Fine MJ, Auble TE, Yealy DM, Hanusa BH, Weissfeld LA, Singer DE, Coley CM, Marrie TJ, "
    "Kapoor WN. A prediction rule to identify low-risk patients with community-acquired "
    "pneumonia. N Engl J Med. 1997;336(4):243-250 (Figure 1: step 1; Table 2: point scoring "
    "system; risk classes II-V by points).",
    doi="10.1056/NEJM199701233360402", url="https://pubmed.ncbi.nlm.nih.gov/8995086/")

# BUN >= 30 mg/dL (11 mmol/L in the paper's rounding): 1 mmol/L of urea carries 28.0134 mg of
# nitrogen per litre, i.e. 2.80134 mg/dL of BUN.
BUN_MG_DL_PER_MMOL_L = UREA_NITROGEN.molar_mass / 10.0



def psi(age, sex, nursing_home_resident, neoplastic_disease, liver_disease,
        congestive_heart_failure, cerebrovascular_disease, renal_disease, altered_mental_status,
        respiratory_rate, systolic_bp, temperature, heart_rate, arterial_ph, urea, sodium, glucose,
        hematocrit, pao2, oxygen_saturation, pleural_effusion):
    years = floor(snap(age))  # completed years
    respiratory_rate, systolic_bp, temperature, heart_rate, arterial_ph = (
        snap(respiratory_rate), snap(systolic_bp), snap(temperature), snap(heart_rate),
        snap(arterial_ph))
    bun = snap(urea * BUN_MG_DL_PER_MMOL_L)
    sodium, glucose, hematocrit, pao2, oxygen_saturation = (
        snap(sodium), snap(glucose), snap(hematocrit), snap(pao2), snap(oxygen_saturation))
    female = sex == FEMALE
    tachypnea = respiratory_rate >= 30.0
    hypotension = systolic_bp < 90.0
    abnormal_temperature = (temperature < 35.0) | (temperature >= 40.0)
    tachycardia = heart_rate >= 125.0
    comorbidity = (neoplastic_disease | liver_disease | congestive_heart_failure
                   | cerebrovascular_disease | renal_disease)
    abnormal_exam = (altered_mental_status | tachypnea | hypotension | abnormal_temperature
                     | tachycardia)
    points = {
        "age_and_sex": years - 10 * female,
        "nursing_home_resident": 10 * nursing_home_resident,
        "neoplastic_disease": 30 * neoplastic_disease,
        "liver_disease": 20 * liver_disease,
        "congestive_heart_failure": 10 * congestive_heart_failure,
        "cerebrovascular_disease": 10 * cerebrovascular_disease,
        "renal_disease": 10 * renal_disease,
        "altered_mental_status": 20 * altered_mental_status,
        "respiratory_rate": 20 * tachypnea,
        "systolic_bp": 20 * hypotension,
        "temperature": 15 * abnormal_temperature,
        "heart_rate": 10 * tachycardia,
        "arterial_ph": 30 * (arterial_ph < 7.35),
        "bun": 20 * (bun >= 30.0),
        "sodium": 20 * (sodium < 130.0),
        "glucose": 10 * (glucose >= 250.0),
        "hematocrit": 10 * (hematocrit < 30.0),
        "oxygenation": 10 * ((pao2 < 60.0) | (oxygen_saturation < 90.0)),
        "pleural_effusion": 10 * pleural_effusion,
    }
    total = sum(points.values())
    # Step 1 (Figure 1): age <= 50 with none of the five coexisting illnesses and none of the
    # five examination findings -> class I, whatever the points.
    step1_class_i = (years <= 50) & ((comorbidity | abnormal_exam) == False)  # noqa: E712
    points_class = where(total <= 70, "II", where(total <= 90, "III",
                                                  where(total <= 130, "IV", "V")))
    return {
        "value": total,
        **points,
        "step1_class_i": step1_class_i,
        "risk_class": where(step1_class_i, "I", points_class),
    }


_CLASS_TEXT = {
    "I": ("risk class I (step 1: age <= 50 with none of the five coexisting illnesses and none "
          "of the five examination findings)"),
    "II": "risk class II (<= 70 points)",
    "III": "risk class III (71-90 points)",
    "IV": "risk class IV (91-130 points)",
    "V": "risk class V (> 130 points)",
}


def interpret(points, breakdown):
    """The risk class with step 1 applied (the breakdown's risk_class)."""
    return _CLASS_TEXT[str(breakdown["risk_class"])]


CALCULATOR = Calculator(
    id="psi_port_score",
    name="PSI/PORT Score: Pneumonia Severity Index for CAP",
    aliases=["PSI Score: Pneumonia Severity Index for CAP", "Pneumonia Severity Index (PSI) for CAP",
             "社区获得性肺炎严重程度指数（PSI）评分", "Pneumonia Severity Index", "PORT score",
             "PSI/PORT"],
    specialty="pulmonology",
    description=("Pneumonia Severity Index for adults with community-acquired pneumonia: points "
                 "from age, sex, nursing home residence, comorbidities, examination, laboratory "
                 "and radiographic findings, and the 30-day mortality risk class I-V."),
    keywords=["community-acquired pneumonia", "CAP", "pneumonia severity", "pneumonia mortality",
              "site of care", "outpatient treatment", "admission decision", "Fine"],
    features=[
        age(range=(0.0, 125.0),
            description="Age (completed years are added as points; step 1: age <= 50)"),
        sex(description="Sex (female: age - 10 points)"),
        Boolean(name="nursing_home_resident", description="Nursing home resident (+10)",
                definition="lives in a nursing home or long-term care facility"),
        Boolean(name="neoplastic_disease", description="Neoplastic disease (+30)",
                definition=("any cancer except basal- or squamous-cell cancer of the skin that "
                            "was active at presentation or diagnosed within 1 year")),
        Boolean(name="liver_disease", description="Liver disease (+20)",
                definition=("clinical or histologic diagnosis of cirrhosis or another chronic "
                            "liver disease such as chronic active hepatitis")),
        Boolean(name="congestive_heart_failure", description="Congestive heart failure (+10)",
                definition=("systolic or diastolic ventricular dysfunction documented by "
                            "history, examination and chest radiograph, echocardiogram, MUGA "
                            "scan or left ventriculogram")),
        Boolean(name="cerebrovascular_disease", description="Cerebrovascular disease (+10)",
                definition=("clinical diagnosis of stroke or transient ischemic attack, or "
                            "stroke documented by MRI or CT")),
        Boolean(name="renal_disease", description="Renal disease (+10)",
                definition=("history of chronic renal disease, or abnormal BUN and creatinine "
                            "documented in the medical record")),
        Boolean(name="altered_mental_status", description="Altered mental status (+20)",
                definition=("disorientation to person, place or time not known to be chronic, "
                            "stupor or coma")),
        respiratory_rate(absent=CRITERION_NOT_MET,
                         description="Respiratory rate (criterion: >= 30 breaths/min, +20)"),
        systolic_bp(absent=CRITERION_NOT_MET,
                    description="Systolic blood pressure (criterion: < 90 mmHg, +20)"),
        temperature(absent=CRITERION_NOT_MET,
                    description="Temperature (criterion: < 35 °C or >= 40 °C, +15)"),
        heart_rate(absent=CRITERION_NOT_MET,
                   description="Pulse (criterion: >= 125 beats/min, +10)"),
        arterial_ph(absent=CRITERION_NOT_MET, description="Arterial pH (criterion: < 7.35, +30)"),
        urea(absent=CRITERION_NOT_MET,
             description=("Serum urea (criterion: BUN >= 30 mg/dL, i.e. urea >= 10.71 mmol/L, +20); or "
                          "BUN in mg/dL under the key 'bun'")),
        sodium(absent=CRITERION_NOT_MET, description="Serum sodium (criterion: < 130 mmol/L, +20)"),
        glucose(absent=CRITERION_NOT_MET,
                description="Serum glucose (criterion: >= 250 mg/dL = 13.9 mmol/L, +10)"),
        hematocrit(absent=CRITERION_NOT_MET, description="Hematocrit (criterion: < 30%, +10)"),
        Quantity(name="pao2", unit="mmHg", units=("mmHg", "kPa"), range=(10.0, 700.0),
                 absent=CRITERION_NOT_MET,
                 description="Arterial PaO2 (criterion: < 60 mmHg, +10)"),
        oxygen_saturation(required=False, default=math.nan,
                          description=("Oxygen saturation (criterion: < 90%, the alternative to "
                                       "PaO2 < 60 mmHg for the same 10 points)")),
        Boolean(name="pleural_effusion", description="Pleural effusion on chest radiograph (+10)",
                definition="pleural effusion seen on the chest radiograph at presentation"),
    ],
    versions=[Version("fine_1997", dt.date(1997, 1, 23), FINE_1997, psi,
                      notes=("Points = age (female: age - 10) + comorbidity, examination, "
                             "laboratory and radiographic points; classes II <= 70, III 71-90, "
                             "IV 91-130, V > 130; class I by the step-1 rule."))],
    output=Output(kind="integer", unit="points"),
    interpret=interpret,
    preconditions=[Precondition(lambda age: age >= 18,
                                "the PSI was derived and validated in adults (age >= 18)")],
    references=[FINE_1997],
    notes=(
        "Follows Fine 1997. Quantities are rounded to 1e-9 before threshold "
        "comparisons so that unit-conversion float noise (96.8 °F -> 35.99999999999881 °C) "
        "cannot flip a criterion. The value is the point total (MedCalc-Bench's answer). Class I is "
        "assigned by step 1 (age <= 50, none of neoplastic, liver, heart failure, "
        "cerebrovascular or renal disease, and none of altered mental status, RR >= 30, SBP < "
        "90, temperature < 35 or >= 40 °C, pulse >= 125) whatever the points; the breakdown's "
        "risk_class is the class with step 1 applied, and the interpretation states that "
        "class. Temperature: >= 40 °C per the paper (MDCalc: > 39.9). PaO2 "
        "< 60 mmHg or, per the paper's footnote, oxygen saturation < 90% (optional input). BUN "
        ">= 30 mg/dL and glucose >= 250 mg/dL (the paper's SI values 11 and 14 mmol/L are "
        "roundings). MedCalc-Bench (calculator 29) treats temperatures written 'degrees "
        "celsisus' as Fahrenheit (34 'degrees celsisus' becomes 1.1 °C), which changes the "
        "temperature points of many rows."),
)
