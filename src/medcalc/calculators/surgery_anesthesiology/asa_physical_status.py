"""ASA Physical Status Classification System: ASA I-VI, with 'E' for emergency surgery
(American Society of Anesthesiologists; last amended 2020)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Reference, Version

ASA_2020 = Reference(
    "American Society of Anesthesiologists. ASA Physical Status Classification System. "
    "Approved by the ASA House of Delegates 15 October 2014, last amended 13 December 2020.",
    url="https://www.asahq.org/standards-and-practice-parameters/statement-on-asa-physical-status-classification-system")
SAKLAD_1941 = Reference(
    "Saklad M. Grading of patients for surgical procedures. Anesthesiology. 1941;2(5):281-284.",
    doi="10.1097/00000542-194105000-00004")
MAYHEW_2019 = Reference(
    "Mayhew D, Mendonca V, Murthy BVS. A review of ASA physical status - historical "
    "perspectives and modern developments. Anaesthesia. 2019;74(3):373-379.",
    doi="10.1111/anae.14569")
MDCALC = Reference("MDCalc. ASA Physical Status/ASA Classification.")

ASA_CLASS = Category(
    name="asa_class", description="ASA physical status class (I-VI)",
    labels=("ASA Class", "ASA class", "ASA physical status"),
    definition=("I healthy; II mild systemic disease; III severe systemic disease; IV severe "
                "systemic disease that is a constant threat to life; V moribund, not expected "
                "to survive without the operation; VI declared brain-dead, organ donor"),
    choices=(
        Choice("1", "I - A normal healthy patient", 1,
               aliases=("I", "ASA I", "ASA 1", "normal healthy patient", "healthy")),
        Choice("2", "II - A patient with mild systemic disease", 2,
               aliases=("II", "ASA II", "ASA 2", "mild systemic disease",
                        "II - Patient with mild systemic disease")),
        Choice("3", "III - A patient with severe systemic disease", 3,
               aliases=("III", "ASA III", "ASA 3", "severe systemic disease",
                        "III - Patient with severe systemic disease")),
        Choice("4", "IV - A patient with severe systemic disease that is a constant threat to "
                    "life", 4,
               aliases=("IV", "ASA IV", "ASA 4",
                        "severe systemic disease that is a constant threat to life",
                        "IV - Patient with severe systemic disease that is a constant threat "
                        "to life")),
        Choice("5", "V - A moribund patient who is not expected to survive without the "
                    "operation", 5,
               aliases=("V", "ASA V", "ASA 5", "moribund",
                        "V - Moribund patient who is not expected to survive without the "
                        "operation")),
        Choice("6", "VI - A declared brain-dead patient whose organs are being removed for "
                    "donor purposes", 6,
               aliases=("VI", "ASA VI", "ASA 6", "brain-dead organ donor",
                        "VI - Declared brain-dead patient whose organs are being removed for "
                        "donor purposes")),
    ))
EMERGENCY = Boolean(
    name="emergency_surgery", description="Emergency surgery (adds the 'E' modifier)",
    labels=("Emergency surgery", "Emergency"),
    definition="delay in treatment would lead to a significant increase in the threat to life "
               "or body part (ASA 2020)")

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}


def asa(asa_class, emergency_surgery):
    return {"value": asa_class, "emergency": emergency_surgery}


def interpret(value, breakdown):
    emergency = bool(breakdown.get("emergency")) and value != 6
    suffix = "E" if emergency else ""
    text = {1: "normal healthy patient", 2: "mild systemic disease",
            3: "severe systemic disease",
            4: "severe systemic disease that is a constant threat to life",
            5: "moribund, not expected to survive without the operation",
            6: "declared brain-dead organ donor"}[value]
    return f"ASA {value}{suffix} (ASA {ROMAN[value]}{suffix}): {text}" + (
        "; emergency surgery" if emergency else "")


CALCULATOR = Calculator(
    id="asa_physical_status",
    name="ASA Physical Status/ASA Classification",
    aliases=["ASA Physical Status Classification System", "ASA Physical Status",
             "ASA classification", "ASA class", "ASA score", "ASA-PS"],
    specialty="surgery_anesthesiology",
    description=("The American Society of Anesthesiologists' six-class grading of a patient's "
                 "preoperative physical status (I healthy to VI brain-dead donor), with 'E' for "
                 "emergency surgery."),
    keywords=["preoperative assessment", "anesthesia risk", "anaesthesia", "physical status",
              "surgical risk", "comorbidity", "fitness for anaesthesia",
              "preoperative health status class", "ASA grade before surgery",
              "comorbidity burden before anesthesia", "how sick is the patient before surgery",
              "anesthetic risk classification", "emergency surgery physical status"],
    features=[ASA_CLASS, EMERGENCY],
    versions=[Version("asa_2020", dt.date(2020, 12, 13), ASA_2020, asa,
                      notes="Six classes; 'E' denotes emergency surgery (not used with ASA VI).")],
    output=Output(kind="integer", unit="class", range=(1, 6),
                  description="ASA class (1-6); the emergency modifier is in the breakdown and "
                              "the interpretation"),
    interpret=interpret,
    references=[ASA_2020, SAKLAD_1941, MAYHEW_2019, MDCALC],
    notes=("The class is the clinician's assignment from the ASA definitions (and the ASA's "
           "examples); the calculator records it and the emergency modifier. The value is the "
           "class as a number (MDCalc reports 'ASA 3'); 'E' appears in the interpretation "
           "when emergency surgery is true (the ASA does not attach E to class VI). MDCalc's "
           "option texts ('III - Patient with severe systemic disease') are accepted."),
)
