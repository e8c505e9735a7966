"""Modified Mallampati classification: four classes of oropharyngeal view with the mouth open and
tongue protruded (Samsoon and Young 1987, modifying Mallampati et al. 1985)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

SAMSOON_1987 = Reference(
    "Samsoon GL, Young JR. Difficult tracheal intubation: a retrospective study. Anaesthesia. "
    "1987;42(5):487-490.", doi="10.1111/j.1365-2044.1987.tb04039.x")
MALLAMPATI_1985 = Reference(
    "Mallampati SR, Gatt SP, Gugino LD, Desai SP, Waraksa B, Freiberger D, Liu PL. A clinical "
    "sign to predict difficult tracheal intubation: a prospective study. Can Anaesth Soc J. "
    "1985;32(4):429-434.", doi="10.1007/BF03011357")
MDCALC = Reference("MDCalc. Modified Mallampati Classification.")

CLASS = Category(
    name="mallampati_class", description="Structures visible with the mouth open, tongue "
                                         "protruded, no phonation, patient sitting",
    labels=("Mallampati class", "Visible structures", "Mallampati"),
    choices=(
        Choice("I", "Class I: soft palate, fauces, uvula, anterior and posterior pillars", 1,
               aliases=("class I", "1", "class 1", "soft palate, fauces, uvula, pillars")),
        Choice("II", "Class II: soft palate, fauces, uvula", 2,
               aliases=("class II", "2", "class 2", "soft palate, fauces, uvula")),
        Choice("III", "Class III: soft palate, base of uvula", 3,
               aliases=("class III", "3", "class 3", "soft palate, base of uvula")),
        Choice("IV", "Class IV: soft palate not visible (hard palate only)", 4,
               aliases=("class IV", "4", "class 4", "hard palate only",
                        "soft palate not visible")),
    ))


def mallampati(mallampati_class):
    return mallampati_class


def interpret(value):
    if value >= 3:
        return f"Mallampati class {'III' if value == 3 else 'IV'}: associated with difficult " \
               "laryngoscopy and intubation"
    return f"Mallampati class {'I' if value == 1 else 'II'}: difficult intubation less likely"


CALCULATOR = Calculator(
    id="modified_mallampati_classification",
    name="Modified Mallampati Classification",
    aliases=["Mallampati score", "Modified Mallampati score", "Mallampati classification",
             "Samsoon-Young Mallampati"],
    specialty="surgery_anesthesiology",
    description=("Airway assessment by the oropharyngeal structures visible (class I-IV); "
                 "classes III-IV are associated with difficult intubation."),
    keywords=["airway assessment", "difficult intubation", "difficult airway", "anesthesia",
              "preoperative airway exam", "view of uvula and soft palate",
              "oropharyngeal visibility class", "airway exam mouth open tongue out",
              "predict difficult intubation from throat view", "Mallampati class III or IV",
              "bedside airway inspection grade"],
    features=[CLASS],
    versions=[Version("samsoon_young_1987", dt.date(1987, 5, 1), SAMSOON_1987, mallampati,
                      notes="Four classes (Samsoon and Young added class IV to Mallampati's "
                            "three).")],
    output=Output(kind="integer", unit="class", range=(1, 4)),
    interpret=interpret,
    references=[SAMSOON_1987, MALLAMPATI_1985, MDCALC],
    notes=("A classification recorded by the examiner: the value is the class number. Classes "
           "as defined by Samsoon and Young 1987 (class IV: soft palate not visible). Class 0 "
           "(epiglottis visible), proposed later, is not included. The test alone has modest "
           "sensitivity; combine with other airway predictors."),
)
