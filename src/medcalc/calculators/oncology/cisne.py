"""Clinical Index of Stable Febrile Neutropenia (CISNE; Carmona-Bayonas et al., J Clin Oncol
2015): risk of serious complications in apparently stable outpatients with febrile neutropenia
during chemotherapy for solid tumours."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Count, Derivation, Output, Quantity, Reference, \
    Version, criterion, points_total
from medcalc.core.analytes import GLUCOSE
from medcalc.core.vector import where

CARMONA_2015 = Reference(
    "Carmona-Bayonas A, Jiménez-Fonseca P, Virizuela Echaburu J, et al. Prediction of serious complications in patients "
    "with seemingly stable febrile neutropenia: validation of the Clinical Index of Stable "
    "Febrile Neutropenia in a prospective cohort of patients from the FINITE study. J Clin "
    "Oncol. 2015;33(5):465-471.", doi="10.1200/JCO.2014.57.2347")
MDCALC = Reference("MDCalc. Clinical Index of Stable Febrile Neutropenia (CISNE).",
                   url="https://www.mdcalc.com/clinical-index-stable-febrile-neutropenia-cisne")


def _stress_hyperglycemia(glucose, diabetes_or_steroids):
    return where(diabetes_or_steroids, glucose >= 250.0, glucose >= 121.0)


HYPERGLYCEMIA = Derivation(
    "stress_hyperglycemia",
    (Quantity(name="glucose", description="Blood glucose at presentation", unit="mg/dL",
              analyte=GLUCOSE, units=("mg/dL", "mmol/L"), range=(10.0, 3000.0)),
     Boolean(name="diabetes_or_steroids", description="Known diabetes or on corticosteroids",
             required=False, default=False, absent=False)),
    _stress_hyperglycemia,
    "glucose >= 121 mg/dL (6.7 mmol/L), or >= 250 mg/dL (13.9 mmol/L) with diabetes or "
    "corticosteroids")

ITEMS = (
    criterion("ecog_2_or_more", "ECOG performance status >= 2", "ecog", ge=2, points=2,
              aliases=("ECOG performance status", "ECOG PS ≥2"),
              yes_aliases=("≥2",), no_aliases=("0-1", "0 or 1")),
    criterion("hyperglycemia", "Stress-induced hyperglycemia", "stress_hyperglycemia", points=2,
              aliases=("Stress-induced hyperglycemia",)),
    criterion("copd", "Chronic obstructive pulmonary disease", points=1,
              aliases=("COPD",)),
    criterion("cardiovascular", "Chronic cardiovascular disease", points=1,
              aliases=("Chronic cardiovascular disease", "Cardiovascular disease")),
    criterion("mucositis", "Mucositis NCI grade >= 2", "mucositis_grade", ge=2, points=1,
              aliases=("Mucositis grade ≥2", "NCI mucositis grade ≥2", "Mucositis")),
    criterion("low_monocytes", "Monocytes < 200/µL", "monocytes", lt=0.2, points=1,
              aliases=("Monocytes <200/µL", "Monocytes", "Monocyte count"),
              yes_aliases=("<200/µL", "<200"), no_aliases=("≥200/µL", "≥200")),
)
cisne = points_total(ITEMS)


def interpret(score):
    if score == 0:
        return ("low risk (CISNE 0, class I): serious complications 1.1% in Carmona-Bayonas "
                "2015; candidate for outpatient management")
    if score <= 2:
        return "intermediate risk (CISNE 1-2, class II): serious complications 6.1%"
    return "high risk (CISNE >= 3, class III): serious complications 32.5%"


CALCULATOR = Calculator(
    id="cisne",
    name="Clinical Index of Stable Febrile Neutropenia (CISNE)",
    aliases=["CISNE", "CISNE score", "Clinical Index of Stable Febrile Neutropenia"],
    specialty="oncology",
    description="Risk of serious complications (0-8 points) in clinically stable adult "
                "outpatients with febrile neutropenia after chemotherapy for a solid tumour.",
    keywords=["febrile neutropenia", "neutropenic fever", "chemotherapy", "outpatient management",
              "MASCC alternative", "solid tumor", "stable febrile neutropenia complications",
              "can febrile neutropenia be managed as outpatient",
              "outpatient versus inpatient febrile neutropenia",
              "fever after chemotherapy in solid tumor",
              "serious complication risk in neutropenic fever",
              "apparently stable neutropenic fever risk",
              "low risk febrile neutropenia solid tumors"],
    features=[
        Count(name="ecog", description="ECOG performance status 0-4", range=(0, 4),
              labels=("ECOG", "ECOG PS")),
        Boolean(name="stress_hyperglycemia",
                description="Stress-induced hyperglycaemia (or give glucose and diabetes/"
                            "steroid status)"),
        Boolean(name="copd", description="COPD: chronic bronchitis, emphysema, reduced FEV1, "
                                         "or treatment with oxygen, corticosteroids or "
                                         "bronchodilators"),
        Boolean(name="cardiovascular",
                description="Chronic cardiovascular disease: heart failure, cardiomyopathy, "
                            "valvular or hypertensive heart disease, cor pulmonale or structural "
                            "heart disease (a single uncomplicated episode of atrial "
                            "fibrillation does not count)"),
        Count(name="mucositis_grade", description="Oral mucositis, NCI-CTCAE grade 0-4",
              range=(0, 4), labels=("Mucositis grade", "NCI mucositis grade")),
        Quantity(name="monocytes", description="Absolute monocyte count (200/µL = 0.2 x 10^9/L)",
                 unit="10^9/L", units=("10^9/L", "x10^9/L", "/µL", "cells/µL", "/mm³"),
                 range=(0.0, 50.0), labels=("Monocyte count", "Absolute monocyte count")),
    ],
    derived=[HYPERGLYCEMIA],
    items=list(ITEMS),
    versions=[Version("carmona_bayonas_2015", dt.date(2015, 2, 10), CARMONA_2015, cisne,
                      notes="2 points: ECOG >= 2, stress hyperglycaemia; 1 point: COPD, chronic "
                            "cardiovascular disease, mucositis grade >= 2, monocytes < 200/µL. "
                            "0 low, 1-2 intermediate, >= 3 high risk.")],
    output=Output(kind="integer", unit="points", range=(0, 8)),
    interpret=interpret,
    references=[CARMONA_2015, MDCALC],
    notes="Weights, definitions and classes as in Carmona-Bayonas 2015 (FINITE validation "
          "cohort; complication rates 1.1%, 6.1% and 32.5% by class). Stress hyperglycaemia: "
          "glucose >= 121 mg/dL, or >= 250 mg/dL in patients with diabetes or on "
          "corticosteroids. For use only in apparently stable patients (no organ failure, "
          "hypotension, sepsis or other reason for admission) with solid tumours on mild-to-"
          "moderate intensity chemotherapy.",
)
