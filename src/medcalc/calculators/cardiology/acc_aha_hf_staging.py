"""ACC/AHA stages of heart failure (A-D), as in the 2022 AHA/ACC/HFSA guideline."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

HEIDENREICH_2022 = Reference(
    "Heidenreich PA, Bozkurt B, Aguilar D, et al. 2022 AHA/ACC/HFSA Guideline for the Management "
    "of Heart Failure. Circulation. 2022;145(18):e895-e1032 (section 2.4, stages of HF).",
    doi="10.1161/CIR.0000000000001063")
HUNT_2001 = Reference(
    "Hunt SA, Baker DW, Chin MH, et al. ACC/AHA guidelines for the evaluation and management of "
    "chronic heart failure in the adult. Circulation. 2001;104(24):2996-3007 (stages A-D "
    "introduced).", doi="10.1161/hc4901.102568")
MDCALC = Reference("MDCalc. ACC/AHA Heart Failure Staging.")

AT_RISK = criterion("at_risk", "At risk for heart failure (hypertension, atherosclerotic CVD, "
                    "diabetes, obesity, cardiotoxin exposure, genetic cardiomyopathy risk)",
                    aliases=("Risk factors for heart failure",))
STRUCTURAL = criterion("structural_heart_disease", "Structural heart disease, abnormal cardiac "
                       "function or elevated natriuretic peptides/troponin, without symptoms",
                       aliases=("Pre-heart failure", "Structural heart disease"))
SYMPTOMS = criterion("hf_symptoms", "Current or previous symptoms or signs of heart failure",
                     aliases=("Symptomatic heart failure", "Current or prior HF symptoms"))
ADVANCED = criterion("advanced_hf", "Marked HF symptoms interfering with daily life, or "
                     "recurrent hospitalizations despite optimal guideline-directed therapy",
                     aliases=("Advanced heart failure", "Refractory heart failure"))
ITEMS = (AT_RISK, STRUCTURAL, SYMPTOMS, ADVANCED)

TEXT = {
    "D": "Stage D (advanced HF): marked symptoms or recurrent hospitalizations despite GDMT; "
         "consider advanced therapies (transplant, MCS) or palliative care",
    "C": "Stage C (symptomatic HF): structural heart disease with current or previous HF "
         "symptoms",
    "B": "Stage B (pre-HF): structural heart disease, abnormal function or elevated biomarkers "
         "without HF symptoms",
    "A": "Stage A (at risk for HF): risk factors without structural heart disease or symptoms",
    "none": "no ACC/AHA stage: no risk factor, structural disease or symptoms of HF",
}


def hf_stage(at_risk, structural_heart_disease, hf_symptoms, advanced_hf):
    stage = where(advanced_hf == 1, "D", where(hf_symptoms == 1, "C", where(
        structural_heart_disease == 1, "B", where(at_risk == 1, "A", "none"))))
    return stage


def interpret(value):
    return TEXT.get(value)


CALCULATOR = Calculator(
    id="acc_aha_hf_staging",
    name="ACC/AHA Heart Failure Staging",
    aliases=["ACC/AHA HF stage", "Heart failure stages A-D", "AHA heart failure stage"],
    specialty="cardiology",
    description="Stage of heart failure development (A at risk, B pre-HF, C symptomatic, D "
                "advanced), by the highest stage the patient meets.",
    keywords=["heart failure", "staging", "pre-heart failure", "advanced heart failure",
              "guideline-directed medical therapy", "stage A B C D heart failure",
              "at risk for heart failure", "structural heart disease without symptoms",
              "progression from risk factors to advanced HF",
              "which heart failure stage is this patient", "refractory end-stage heart failure",
              "asymptomatic LV dysfunction staging", "guideline heart failure stage for therapy"],
    features=[
        Boolean(name="at_risk", description="Risk factors for HF",
                definition="hypertension, atherosclerotic CVD, diabetes, obesity, exposure to "
                           "cardiotoxic agents, genetic variant for cardiomyopathy or family "
                           "history of cardiomyopathy"),
        Boolean(name="structural_heart_disease", description="Evidence of structural heart "
                "disease without HF symptoms",
                definition="structural heart disease (e.g. reduced LVEF, LV hypertrophy, chamber "
                           "enlargement, wall-motion abnormality, valvular disease), increased "
                           "filling pressures, or persistently elevated natriuretic peptides or "
                           "troponin in the presence of risk factors"),
        Boolean(name="hf_symptoms", description="Current or previous symptoms or signs of HF"),
        Boolean(name="advanced_hf", description="Advanced HF",
                definition="marked HF symptoms that interfere with daily life and recurrent "
                           "hospitalizations despite attempts to optimize GDMT"),
    ],
    items=list(ITEMS),
    versions=[Version("aha_acc_hfsa_2022", dt.date(2022, 4, 1), HEIDENREICH_2022, hf_stage,
                      notes="Highest stage met: D advanced > C symptoms > B structural/"
                            "biomarker evidence > A risk factors.")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[HEIDENREICH_2022, HUNT_2001, MDCALC],
    notes="Stages are cumulative and do not go backwards: a patient who ever had HF symptoms is "
          "stage C even if asymptomatic now, so 'hf_symptoms' means current OR previous. The "
          "2022 guideline renamed stage B 'pre-heart failure' and added elevated natriuretic "
          "peptides/troponin and increased filling pressures to it. Stage D implies stage C "
          "(advanced_hf yes decides D whatever the other answers).",
)
