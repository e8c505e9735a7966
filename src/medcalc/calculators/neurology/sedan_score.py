"""SEDAN score: risk of symptomatic intracranial haemorrhage after IV thrombolysis for
ischaemic stroke, 0-6 points from baseline blood Sugar, Early infarct signs and (hyper)Dense
cerebral artery sign on CT, Age > 75 and NIHSS >= 10 (Strbian et al., Ann Neurol 2012)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Count, Output, Reference, Version, banded,
                          criterion, points_total)
from medcalc.core.common import age, glucose

STRBIAN_2012 = Reference(
    "Strbian D, Engelter S, Michel P, Meretoja A, Sekoranja L, Ahlhelm FJ, Mustanoja S, "
    "Kuzmanovic I, Sairanen T, Forss N, Cordier M, Lyrer P, Kaste M, Tatlisumak T. Symptomatic "
    "intracranial hemorrhage after stroke thrombolysis: the SEDAN score. Ann Neurol. "
    "2012;71(5):634-641.", doi="10.1002/ana.23546")
MDCALC = Reference("MDCalc. SEDAN Score for Post-tPA Hemorrhage.")

GLUCOSE_MMOL = 18.016  # mg/dL per mmol/L (glucose), as the analyte declares

ITEMS = (
    banded("blood_sugar", "Baseline blood sugar (glucose)", "glucose", (
        Band("le_8", "<= 8.0 mmol/L (<= 144 mg/dL)", 0, le=8.0 * GLUCOSE_MMOL,
             aliases=("≤8.0 mmol/L", "<=144 mg/dL", "≤144 mg/dL (≤8.0 mmol/L)")),
        Band("8_to_12", "8.1-12.0 mmol/L (145-216 mg/dL)", 1, gt=8.0 * GLUCOSE_MMOL,
             le=12.0 * GLUCOSE_MMOL,
             aliases=("8.1-12.0 mmol/L", "145-216 mg/dL", "145-216 mg/dL (8.1-12.0 mmol/L)")),
        Band("gt_12", "> 12.0 mmol/L (> 216 mg/dL)", 2, gt=12.0 * GLUCOSE_MMOL,
             aliases=(">12.0 mmol/L", ">216 mg/dL", ">216 mg/dL (>12.0 mmol/L)")),
    ), aliases=("Blood Sugar", "Blood sugar", "Glucose")),
    criterion("early_infarct_signs", "Early infarct signs on admission CT",
              aliases=("Early Infarct Signs on Initial CT", "Early infarct signs")),
    criterion("dense_artery_sign", "Hyperdense cerebral artery sign on admission CT",
              aliases=("HyperDense Cerebral Artery Sign on Initial CT",
                       "Hyperdense cerebral artery sign", "Dense artery sign")),
    criterion("age_over_75", "Age > 75 years", "age", gt=75, aliases=("Age > 75 Years",)),
    criterion("nihss_10_or_more", "NIHSS on admission >= 10", "nihss", ge=10,
              aliases=("NIHSS ≥ 10", "NIHSS >= 10")),
)
sedan = points_total(ITEMS)


def interpret(score):
    return (f"SEDAN {score}/6: the risk of symptomatic intracranial haemorrhage after IV "
            "thrombolysis rises steeply with each point (Strbian 2012); the score does not by "
            "itself contraindicate treatment")


CALCULATOR = Calculator(
    id="sedan_score",
    name="SEDAN Score for Post-tPA Hemorrhage",
    aliases=["SEDAN score", "SEDAN", "SEDAN score for sICH after thrombolysis"],
    specialty="neurology",
    description="Risk of symptomatic intracranial haemorrhage after IV thrombolysis (0-6): "
                "glucose 8.1-12.0 mmol/L 1 or > 12.0 mmol/L 2, early infarct signs 1, "
                "hyperdense artery sign 1, age > 75 1, NIHSS >= 10 1.",
    keywords=["thrombolysis", "alteplase", "symptomatic intracranial hemorrhage", "sICH",
              "hemorrhagic transformation", "acute ischemic stroke", "bleeding risk after tPA",
              "hemorrhage after thrombolysis in stroke", "symptomatic brain bleed after alteplase",
              "hemorrhagic transformation risk", "safety of thrombolysis",
              "post thrombolysis intracranial hemorrhage"],
    features=[
        glucose(description="Baseline blood glucose before thrombolysis", labels=("Blood Sugar",)),
        Boolean(name="early_infarct_signs", description="Early infarct signs on admission CT",
                definition="Hypoattenuation of less than one-third of the MCA territory, "
                           "obscured lentiform nucleus or Sylvian fissure, loss of the insular "
                           "ribbon or basal ganglia outline, or sulcal effacement."),
        Boolean(name="dense_artery_sign", description="Hyperdense cerebral artery sign on "
                                                      "admission CT"),
        age(),
        Count(name="nihss", description="NIH Stroke Scale on admission (0-42)", range=(0, 42),
              labels=("NIHSS",)),
    ],
    items=list(ITEMS),
    versions=[Version("strbian_2012", dt.date(2012, 5, 1), STRBIAN_2012, sedan,
                      notes="Glucose 8.1-12.0 mmol/L (145-216 mg/dL) 1, > 12.0 mmol/L 2; early "
                            "infarct signs 1; hyperdense artery 1; age > 75 1; NIHSS >= 10 1.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[STRBIAN_2012, MDCALC],
    notes="Glucose bands are the paper's mmol/L bands (<= 8.0, 8.1-12.0, > 12.0); a value in "
          "mg/dL is converted with 18.016 mg/dL per mmol/L, so 145 mg/dL (8.05 mmol/L) scores "
          "1 and 144 mg/dL (7.99 mmol/L) scores 0, matching the paper's printed mg/dL bands "
          "(145-216 and > 216). sICH defined by ECASS-II criteria in the derivation cohort "
          "(Helsinki, 974 patients) and validated in three Swiss cohorts. Each item may be "
          "answered by its measurement, its band or yes/no.",
)
