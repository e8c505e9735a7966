"""Modified SOFA (mSOFA): SOFA adapted for triage without laboratory tests except creatinine
(SpO2/FiO2 for the lungs, jaundice for the liver, no platelets) (Grissom et al. 2010)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Category, Choice, Output, Reference,
                          Version, banded, criterion, from_category)
from medcalc.core.common import creatinine, gcs
from medcalc.formulas.acute_w2c import SPO2_FIO2_DERIVED, spo2_fio2_feature

GRISSOM_2010 = Reference(
    "Grissom CK, Brown SM, Kuttler KG, Boltax JP, Jones J, Jephson AR, Orme JF Jr. A modified "
    "sequential organ failure assessment score for critical care triage. Disaster Med Public "
    "Health Prep. 2010;4(4):277-284.", doi="10.1001/dmp.2010.40")
MDCALC = Reference("MDCalc. Modified Sequential Organ Failure Assessment (mSOFA) Score.")

CARDIO = Category(
    name="cardiovascular", description="Hypotension and vasopressors (doses in µg/kg/min)",
    choices=(
        Choice("none", "No hypotension", 0, aliases=("no hypotension", "MAP >= 70")),
        Choice("map_lt70", "MAP < 70 mmHg", 1, aliases=("MAP <70", "MAP <70 mmHg")),
        Choice("low_dose", "Dopamine <= 5 or dobutamine (any dose)", 2,
               aliases=("dopamine <=5 or dobutamine any dose", "dopamine ≤5 or dobutamine")),
        Choice("mid_dose", "Dopamine > 5, epinephrine <= 0.1 or norepinephrine <= 0.1", 3,
               aliases=("dopamine >5 or epinephrine <=0.1 or norepinephrine <=0.1",)),
        Choice("high_dose", "Dopamine > 15, epinephrine > 0.1 or norepinephrine > 0.1", 4,
               aliases=("dopamine >15 or epinephrine >0.1 or norepinephrine >0.1",)),
    ), absent="none")

FEATURES = [
    spo2_fio2_feature(labels=("SpO2/FiO2", "SpO₂/FiO₂ ratio")),
    Boolean(name="jaundice", description="Scleral icterus or jaundice",
            labels=("Scleral icterus or jaundice",)),
    CARDIO,
    gcs(labels=("Glasgow Coma Scale", "GCS")),
    creatinine(),
]
ITEMS = (
    banded("respiratory", "SpO2/FiO2", "spo2_fio2_ratio", (
        Band("gt400", "> 400", 0, gt=400), Band("316to400", "<= 400", 1, gt=315, le=400),
        Band("236to315", "<= 315", 2, gt=235, le=315), Band("151to235", "<= 235", 3, gt=150,
                                                             le=235),
        Band("le150", "<= 150", 4, le=150))),
    criterion("liver", "Scleral icterus or jaundice", "jaundice", points=3),
    from_category(CARDIO, "Hypotension"),
    banded("cns", "Glasgow Coma Scale", "gcs", (
        Band("15", "15", 0, ge=15), Band("13to14", "13-14", 1, ge=13, lt=15),
        Band("10to12", "10-12", 2, ge=10, lt=13), Band("6to9", "6-9", 3, ge=6, lt=10),
        Band("lt6", "< 6", 4, lt=6))),
    banded("renal", "Creatinine", "creatinine", (
        Band("lt1.2", "< 1.2 mg/dL", 0, lt=1.2), Band("1.2to1.9", "1.2-1.9 mg/dL", 1, ge=1.2,
                                                       lt=2.0),
        Band("2.0to3.4", "2.0-3.4 mg/dL", 2, ge=2.0, lt=3.5),
        Band("3.5to4.9", "3.5-4.9 mg/dL", 3, ge=3.5, lt=5.0),
        Band("ge5", ">= 5.0 mg/dL", 4, ge=5.0))),
)


def msofa(respiratory, liver, cardiovascular, cns, renal):
    parts = dict(respiratory=respiratory, liver=liver, cardiovascular=cardiovascular, cns=cns,
                 renal=renal)
    return {"value": sum(parts.values()), **parts}


CALCULATOR = Calculator(
    id="modified_sofa",
    name="Modified Sequential Organ Failure Assessment (mSOFA) Score",
    aliases=["mSOFA", "Modified SOFA", "MSOFA score"],
    specialty="critical_care",
    description=("Organ failure score for triage (0-19): SpO2/FiO2 0-4, jaundice 0/3, "
                 "hypotension/vasopressors 0-4, GCS 0-4, creatinine 0-4."),
    keywords=["organ failure", "triage", "disaster", "pandemic triage", "ICU", "SOFA",
              "organ failure triage without lab tests", "ICU bed allocation in disaster",
              "resource scarce triage", "organ dysfunction using pulse oximetry",
              "crisis standards of care triage", "simplified organ failure score"],
    features=FEATURES,
    derived=[SPO2_FIO2_DERIVED],
    items=list(ITEMS),
    versions=[Version("grissom_2010", dt.date(2010, 12, 1), GRISSOM_2010, msofa,
                      notes="SOFA with SpO2/FiO2 for PaO2/FiO2, clinical jaundice for "
                            "bilirubin, and no platelet count.")],
    output=Output(kind="integer", unit="points", range=(0, 19)),
    references=[GRISSOM_2010, MDCALC],
    notes=("Bands as in Grissom 2010: SpO2/FiO2 > 400 0, <= 400 1, <= 315 2, <= 235 3, <= 150 4; "
           "scleral icterus or jaundice 3; cardiovascular as in SOFA (MAP < 70 1; dopamine <= 5 "
           "or any dobutamine 2; dopamine > 5, epinephrine or norepinephrine <= 0.1 3; higher "
           "4); GCS 15 0, 13-14 1, 10-12 2, 6-9 3, < 6 4; creatinine < 1.2 0, 1.2-1.9 1, 2.0-3.4 "
           "2, 3.5-4.9 3, >= 5 mg/dL 4. The SpO2/FiO2 ratio may be given or computed from SpO2 "
           "(%) and FiO2 (fraction). The source does not attach an interpretation to the "
           "total; higher scores mean higher ICU mortality."),
)
