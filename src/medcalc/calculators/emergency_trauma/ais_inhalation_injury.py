"""Abbreviated Injury Score (AIS) for inhalation injury: bronchoscopic grade 0-4 (Endorf and
Gamelli 2007)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

ENDORF_2007 = Reference(
    "Endorf FW, Gamelli RL. Inhalation injury, pulmonary perturbations, and fluid "
    "resuscitation. J Burn Care Res. 2007;28(1):80-83.", doi="10.1097/BCR.0B013E31802C889F")
MDCALC = Reference("MDCalc. Abbreviated Injury Score (AIS) for Inhalation Injury.")

FINDINGS = Category(
    name="bronchoscopic_findings", description="Most severe bronchoscopic findings",
    labels=("Bronchoscopic findings", "Findings"),
    choices=(
        Choice("none", "No carbonaceous deposits, erythema, edema, bronchorrhea or obstruction",
               0, aliases=("no injury", "grade 0", "0")),
        Choice("mild", "Minor or patchy erythema, carbonaceous deposits in proximal or distal "
                       "bronchi", 1, aliases=("mild", "mild injury", "grade 1", "1")),
        Choice("moderate", "Moderate erythema, carbonaceous deposits, bronchorrhea, with or "
                           "without compromise of the bronchi", 2,
               aliases=("moderate", "moderate injury", "grade 2", "2")),
        Choice("severe", "Severe inflammation with friability, copious carbonaceous deposits, "
                         "bronchorrhea, bronchial obstruction", 3,
               aliases=("severe", "severe injury", "grade 3", "3")),
        Choice("massive", "Mucosal sloughing, necrosis, endoluminal obliteration", 4,
               aliases=("massive", "massive injury", "grade 4", "4")),
    ))
LABELS = {0: "no injury", 1: "mild injury", 2: "moderate injury", 3: "severe injury",
          4: "massive injury"}


def ais(bronchoscopic_findings):
    return bronchoscopic_findings


def interpret(grade):
    return f"AIS inhalation injury grade {grade}: {LABELS[grade]}"


CALCULATOR = Calculator(
    id="ais_inhalation_injury",
    name="Abbreviated Injury Score (AIS) for Inhalation Injury",
    aliases=["AIS inhalation injury", "Inhalation injury grade", "Bronchoscopic inhalation "
             "injury grade", "Endorf grade"],
    specialty="emergency_trauma",
    description="Bronchoscopic grade of smoke inhalation injury: 0 none, 1 mild, 2 moderate, "
                "3 severe, 4 massive.",
    keywords=["inhalation injury", "smoke inhalation", "burns", "bronchoscopy",
              "grade airway burn on bronchoscopy", "how bad is the smoke inhalation",
              "airway injury after house fire", "soot and mucosal damage grade",
              "bronchoscopic findings in burn patients", "severity of inhalational airway injury"],
    features=[FINDINGS],
    versions=[Version("endorf_gamelli_2007", dt.date(2007, 1, 1), ENDORF_2007, ais,
                      notes="Grades 0-4 from the most severe bronchoscopic findings.")],
    output=Output(kind="integer", unit="grade", range=(0, 4)),
    interpret=interpret,
    references=[ENDORF_2007, MDCALC],
    notes=("Grades and descriptors (paraphrased) as in Endorf and Gamelli 2007; higher grades "
           "were associated with greater resuscitation volumes and mortality. A classification "
           "recorded by the bronchoscopist: the value is the grade."),
)
