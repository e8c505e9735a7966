"""Common Terminology Criteria for Adverse Events (CTCAE) v5.0, haematological laboratory
adverse events: grade of anaemia, neutrophil, platelet, white cell and lymphocyte count
decreases (National Cancer Institute, 2017)."""

import datetime as dt
import math

from medcalc.core import Boolean, Calculator, Category, Choice, Missing, Output, Quantity, \
    Reference, Version
from medcalc.core.analytes import HEMOGLOBIN
from medcalc.core.common import CELL_COUNT_UNITS
from medcalc.core.vector import where
from medcalc.formulas.cmedcalc import pick

CTCAE_5 = Reference(
    "National Cancer Institute, US Department of Health and Human Services. Common Terminology "
    "Criteria for Adverse Events (CTCAE) version 5.0. Published 27 November 2017 (Blood and "
    "lymphatic system disorders: anemia; Investigations: neutrophil count decreased, platelet "
    "count decreased, white blood cell decreased, lymphocyte count decreased).",
    url="https://ctep.cancer.gov/protocoldevelopment/electronic_applications/ctc.htm")
MDCALC = Reference("MDCalc. Common Terminology Criteria for Adverse Events (CTCAE) v5.0 - "
                   "Hematologic.")

NAN = float("nan")
# adverse event -> (feature holding its value, grade 2, 3, 4 thresholds: value below each).
# Anaemia has no laboratory grade 4 (life-threatening consequences are a clinical call).
EVENTS = {
    "anemia": ("hemoglobin", 10.0, 8.0, -math.inf),
    "neutrophil_count_decreased": ("neutrophils", 1.5, 1.0, 0.5),
    "platelet_count_decreased": ("platelets", 75.0, 50.0, 25.0),
    "white_blood_cell_decreased": ("white_blood_cells", 3.0, 2.0, 1.0),
    "lymphocyte_count_decreased": ("lymphocytes", 0.8, 0.5, 0.2),
}

EVENT = Category(
    name="adverse_event", description="Which haematological adverse event to grade",
    labels=("Adverse event", "Toxicity", "CTCAE term"),
    choices=(
        Choice("anemia", "Anemia (hemoglobin)", aliases=("Anaemia", "Hemoglobin",
                                                         "Haemoglobin")),
        Choice("neutrophil_count_decreased", "Neutrophil count decreased",
               aliases=("Neutropenia", "ANC decreased", "Absolute neutrophil count")),
        Choice("platelet_count_decreased", "Platelet count decreased",
               aliases=("Thrombocytopenia", "Platelets")),
        Choice("white_blood_cell_decreased", "White blood cell decreased",
               aliases=("Leukopenia", "WBC decreased", "White blood cell count")),
        Choice("lymphocyte_count_decreased", "Lymphocyte count decreased",
               aliases=("Lymphopenia", "Lymphocytes")),
    ))


def _count(name, description, labels=()):
    return Quantity(name=name, description=description, unit="10^9/L", units=CELL_COUNT_UNITS,
                    range=(0.0, 2000.0), required=False, default=NAN, labels=labels)


FEATURES = [
    EVENT,
    Quantity(name="hemoglobin", description="Hemoglobin (anemia)", unit="g/dL",
             analyte=HEMOGLOBIN, units=("g/dL", "g/L", "mmol/L"), range=(1.0, 25.0),
             required=False, default=NAN, labels=("Hgb",)),
    _count("neutrophils", "Absolute neutrophil count (10^9/L; 1.5 = 1500/mm³)",
           ("ANC", "Absolute neutrophil count", "Neutrophil count")),
    _count("platelets", "Platelet count (10^9/L; 75 = 75,000/mm³)", ("Platelet count",)),
    _count("white_blood_cells", "White blood cell count (10^9/L)", ("WBC", "White blood cell count")),
    _count("lymphocytes", "Absolute lymphocyte count (10^9/L)", ("Lymphocyte count", "ALC")),
    Quantity(name="hemoglobin_lln", description="The laboratory's lower limit of normal for "
                                                "hemoglobin (needed only to tell grade 1 from 0)",
             unit="g/dL", analyte=HEMOGLOBIN, units=("g/dL", "g/L", "mmol/L"),
             range=(5.0, 20.0), required=False, default=NAN, labels=("Hemoglobin LLN",)),
    _count("count_lln", "The laboratory's lower limit of normal for the count graded (needed "
                        "only to tell grade 1 from 0)", ("Count LLN", "LLN",
                                                        "Lower limit of normal")),
    Boolean(name="life_threatening", description="Life-threatening consequences, urgent "
                                                 "intervention indicated (anemia grade 4)",
            required=False, default=False, absent=False),
]


def ctcae_grade(adverse_event, hemoglobin, neutrophils, platelets, white_blood_cells,
                lymphocytes, hemoglobin_lln, count_lln, life_threatening):
    values = {"hemoglobin": hemoglobin, "neutrophils": neutrophils, "platelets": platelets,
              "white_blood_cells": white_blood_cells, "lymphocytes": lymphocytes}
    value = pick(adverse_event, {e: values[f] for e, (f, *_) in EVENTS.items()}, NAN)
    t2 = pick(adverse_event, {e: t[1] for e, t in EVENTS.items()}, NAN)
    t3 = pick(adverse_event, {e: t[2] for e, t in EVENTS.items()}, NAN)
    t4 = pick(adverse_event, {e: t[3] for e, t in EVENTS.items()}, NAN)
    lower_limit_of_normal = where(adverse_event == "anemia", hemoglobin_lln, count_lln)
    if type(value) is float:  # one patient: say what is missing
        if value != value:
            feature = EVENTS[adverse_event][0]
            raise Missing(f"{adverse_event}: give {feature}", (feature,))
        if value >= t2 and lower_limit_of_normal != lower_limit_of_normal:
            lln = "hemoglobin_lln" if adverse_event == "anemia" else "count_lln"
            raise Missing(f"{adverse_event}: {value:g} is above the grade 2 range; grade 1 vs 0 "
                          f"needs the laboratory's lower limit of normal ({lln})", (lln,))
    grade = where(value < t4, 4, where(value < t3, 3, where(
        value < t2, 2, where(value < lower_limit_of_normal, 1, 0))))
    grade = where((adverse_event == "anemia") & life_threatening, 4, grade)
    undetermined = (value != value) | ((value >= t2)
                                       & (lower_limit_of_normal != lower_limit_of_normal))
    return {"value": where(undetermined, NAN, grade), "graded_value": value}


def interpret(value):
    return {0: "grade 0: within normal limits", 1: "grade 1: mild", 2: "grade 2: moderate",
            3: "grade 3: severe or medically significant", 4: "grade 4: life-threatening"
            }.get(value)


CALCULATOR = Calculator(
    id="ctcae",
    name="Common Terminology Criteria for Adverse Events (CTCAE)",
    aliases=["CTCAE", "CTCAE v5.0", "Common Terminology Criteria for Adverse Events (CTCAE) "
             "v5.0 - Hematologic", "CTCAE hematologic grading", "NCI CTCAE"],
    specialty="oncology",
    description="CTCAE v5.0 grade (0-4) of a haematological laboratory adverse event: anemia, "
                "neutrophil, platelet, white blood cell or lymphocyte count decreased.",
    keywords=["adverse event grading", "toxicity", "chemotherapy toxicity", "neutropenia",
              "thrombocytopenia", "anemia", "lymphopenia", "leukopenia", "NCI",
              "grade chemotherapy blood count toxicity", "severity of low blood counts",
              "adverse event grade for anemia", "neutropenia grade", "thrombocytopenia grade",
              "hematologic toxicity grading", "lymphopenia or leukopenia grade in trials"],
    features=FEATURES,
    versions=[Version("ctcae_5_0", dt.date(2017, 11, 27), CTCAE_5, ctcae_grade,
                      notes="Anemia Hb < LLN-10 g/dL G1, < 10-8 G2, < 8 G3, life-threatening G4; "
                            "neutrophils < LLN-1.5 G1, < 1.5-1.0 G2, < 1.0-0.5 G3, < 0.5 G4 "
                            "(10^9/L); platelets < LLN-75 G1, < 75-50 G2, < 50-25 G3, < 25 G4; "
                            "WBC < LLN-3.0 G1, < 3.0-2.0 G2, < 2.0-1.0 G3, < 1.0 G4; lymphocytes "
                            "< LLN-0.8 G1, < 0.8-0.5 G2, < 0.5-0.2 G3, < 0.2 G4.")],
    output=Output(kind="integer", unit="grade", range=(0, 4)),
    interpret=interpret,
    references=[CTCAE_5, MDCALC],
    notes="CTCAE v5.0 laboratory criteria for the five haematological 'decreased' terms (the "
          "part MDCalc's hematologic page grades). One adverse event is graded per call: "
          "choose it and give its value (counts in 10^9/L: 1.5 = 1500/mm³). Grade 1 starts "
          "below the laboratory's lower limit of normal, which the caller gives (hemoglobin_lln "
          "or count_lln) when the value is above the grade 2 range; no default LLN is assumed, "
          "so without it such a value is NA missing. Anemia grade 3 also covers 'transfusion indicated' and grade 4 is "
          "clinical (life-threatening consequences), given as life_threatening. Grade 5 "
          "(death) is not graded here. Febrile neutropenia and the 'increased' terms are not "
          "included.",
)
