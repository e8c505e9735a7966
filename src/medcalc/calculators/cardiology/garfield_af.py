"""GARFIELD-AF integrated risk tool (Fox et al.; GARFIELD-AF registry): 6-month, 1-year and
2-year risks of all-cause death, ischaemic stroke / systemic embolism and major bleeding in
atrial fibrillation, with no oral anticoagulant, a NOAC or a VKA."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Category, Choice, Output, Precondition, Reference,
                          Version)
from medcalc.core.common import FEMALE, age, diastolic_bp, heart_rate, sex, weight
from medcalc.core.vector import exp, where

FOX_2022 = Reference(
    "Fox KAA, Virdone S, Pieper KS, et al. GARFIELD-AF risk score for mortality, stroke, and "
    "bleeding within 2 years in patients with atrial fibrillation. Eur Heart J Qual Care Clin "
    "Outcomes. 2022;8(2):214-227 (Cox models selected by LASSO in 52 032 GARFIELD-AF patients; "
    "PMID 33892489).",
    doi="10.1093/ehjqcco/qcab028")
FOX_2017 = Reference(
    "Fox KAA, Lucas JE, Pieper KS, et al.; GARFIELD-AF Investigators. Improved risk "
    "stratification of patients with atrial fibrillation: an integrated GARFIELD-AF tool for the "
    "prediction of mortality, stroke and bleed in patients with and without anticoagulation. "
    "BMJ Open. 2017;7(12):e017157 (first edition of the tool).",
    doi="10.1136/bmjopen-2017-017157")
TRI_EQUATIONS = Reference(
    "Thrombosis Research Institute / GARFIELD-AF registry. GARFIELD-AF Risk Tool equations "
    "(coefficients and baseline survival at 6, 12 and 24 months of the tool run by the "
    "registry's web calculator, QxMD and MDCalc), as transcribed in independent open "
    "implementations (see notes).",
    url="https://af.garfieldregistry.org/")
MDCALC = Reference("MDCalc. GARFIELD-AF (form: sex, age, weight, 10 yes/no histories, ethnicity, "
                   "pulse, diastolic BP, OAC treatment; results at 6 months, 1 year, 2 years).")

# Baseline survival S0(t) of each outcome at 6, 12 and 24 months (reference patient: male,
# Caucasian, age 65, weight >= 75 kg, pulse >= 120/min, DBP 80 mmHg, no history, no OAC).
S0_DEATH = (0.987921904, 0.9790643336, 0.962450119)
S0_STROKE = (0.9955506465, 0.9925445321, 0.987574311)
S0_BLEED = (0.9968755499, 0.9946821686, 0.991720115)
HORIZONS = ("6_months", "1_year", "2_years")

ETHNICITY = Category(
    name="ethnicity", description="Ethnicity (GARFIELD-AF categories; enters the mortality model)",
    labels=("Ethnicity",), choices=(
        Choice("caucasian", "Caucasian", aliases=("White",)),
        Choice("hispanic_latino", "Hispanic/Latino", aliases=("Hispanic Latino", "Hispanic",
                                                              "Latino")),
        Choice("asian", "Asian"),
        Choice("black_mixed_other", "Black/mixed/other",
               aliases=("Black", "African American", "Afro-Caribbean", "Mixed", "Other",
                        "Black, mixed or other")),
    ))
OAC = Category(
    name="oac_treatment", description="Oral anticoagulant scenario evaluated",
    labels=("OAC treatment", "Oral anticoagulant treatment"), choices=(
        Choice("none", "No oral anticoagulant", aliases=("No OAC", "No anticoagulant",
                                                         "None", "No")),
        Choice("noac", "NOAC", aliases=("DOAC", "Non-vitamin K oral anticoagulant",
                                         "Direct oral anticoagulant")),
        Choice("vka", "VKA", aliases=("Vitamin K antagonist", "Warfarin")),
    ))


def _yes(name, description, label, definition=""):
    return Boolean(name=name, description=description, labels=(label,), definition=definition)


FEATURES = [
    sex(labels=("Sex",)),
    age(description="Age (adults with atrial fibrillation)", labels=("Age",)),
    weight(labels=("Weight",)),
    _yes("heart_failure", "Heart failure", "Heart failure",
         "history of heart failure (or LVEF < 40%)"),
    _yes("vascular_disease", "Vascular disease", "Vascular disease",
         "coronary artery disease (prior MI, angina) or peripheral vascular disease"),
    _yes("prior_stroke", "Prior stroke", "Prior stroke",
         "history of stroke, TIA or systemic embolism"),
    _yes("history_of_bleeding", "History of bleeding", "History of bleeding"),
    _yes("carotid_occlusive_disease", "Carotid occlusive disease", "Carotid occlusive disease"),
    _yes("diabetes", "Diabetes", "Diabetes"),
    _yes("ckd", "Moderate-to-severe chronic kidney disease", "Moderate-to-severe CKD",
         "chronic kidney disease stage 3-5 (eGFR < 60 mL/min/1.73 m²)"),
    _yes("dementia", "Dementia", "Dementia"),
    _yes("current_smoker", "Current smoker", "Current smoker"),
    _yes("antiplatelet", "Antiplatelet treatment", "Antiplatelet treatment",
         "current antiplatelet drug (aspirin, P2Y12 inhibitor)"),
    ETHNICITY,
    heart_rate(description="Pulse", labels=("Pulse",)),
    diastolic_bp(labels=("Diastolic blood pressure",)),
    OAC,
]


def _risk(s0, lp):
    """Percent risk by time t of a Cox model: 100 x (1 - S0(t)^exp(LP))."""
    return 100.0 * (1.0 - s0 ** exp(lp))


def garfield_af(sex, age, weight, heart_failure, vascular_disease, prior_stroke,
                history_of_bleeding, carotid_occlusive_disease, diabetes, ckd, dementia,
                current_smoker, antiplatelet, ethnicity, heart_rate, diastolic_bp,
                oac_treatment):
    female = (sex == FEMALE) * 1.0
    noac = (oac_treatment == "noac") * 1.0
    vka = (oac_treatment == "vka") * 1.0
    hf, vasc, stroke = heart_failure * 1.0, vascular_disease * 1.0, prior_stroke * 1.0
    bleed, dm, renal = history_of_bleeding * 1.0, diabetes * 1.0, ckd * 1.0
    age_c = age - 65.0
    death_lp = (
        -0.306202287 * female + 0.693789082 * hf + 0.306120964 * vasc
        + 0.26585298 * stroke + 0.385407386 * bleed + 0.280133213 * dm + 0.377903886 * renal
        + 0.489453313 * dementia + 0.345481149 * current_smoker
        + 0.157023564 * (ethnicity == "hispanic_latino")
        - 0.609609055 * (ethnicity == "asian")
        + 0.375675102 * (ethnicity == "black_mixed_other")
        + where(age <= 65.0, 0.031050027 * age_c, 0.064594824 * age_c)
        + where(weight <= 75.0, -0.021535182 * (weight - 75.0), 0.0)
        + where(heart_rate <= 120.0, 0.007678035 * (heart_rate - 120.0), 0.0)
        + where(diastolic_bp <= 80.0, -0.019304333 * (diastolic_bp - 80.0), 0.0)
        - 0.414591263 * noac - 0.18593561 * vka)
    stroke_lp = (
        0.233182644 * hf + 0.197919709 * vasc + 0.800863063 * stroke + 0.29883967 * bleed
        + 0.211995445 * dm + 0.349516938 * renal + 0.513221391 * dementia
        + 0.478831506 * current_smoker + 0.039138147 * age_c
        + where(diastolic_bp > 80.0, 0.01590016 * (diastolic_bp - 80.0), 0.0)
        - 0.572199357 * noac - 0.352373263 * vka)
    bleed_lp = (
        0.168950627 * vasc + 0.782237771 * bleed + 0.316245771 * carotid_occlusive_disease
        + 0.498686574 * renal + 0.236620846 * antiplatelet + 0.176898047 * dm
        + 0.043476276 * age_c + 0.004167103 * (heart_rate - 120.0)
        + 0.24232543 * noac + 0.609713354 * vka)
    out = {}
    for i, horizon in enumerate(HORIZONS):
        out[f"mortality_{horizon}"] = _risk(S0_DEATH[i], death_lp)
        out[f"stroke_se_{horizon}"] = _risk(S0_STROKE[i], stroke_lp)
        out[f"major_bleeding_{horizon}"] = _risk(S0_BLEED[i], bleed_lp)
    out["value"] = out["mortality_1_year"]
    out["mortality_lp"] = death_lp
    out["stroke_se_lp"] = stroke_lp
    out["major_bleeding_lp"] = bleed_lp
    return out


def interpret(value, breakdown):
    # Laid out as MDCalc displays the results (horizon, then the three outcomes), rounded to 0.1%.
    parts = []
    for horizon, heading in zip(HORIZONS, ("6 months", "1 year", "2 years")):
        parts.append(f"{heading}: All-cause mortality {breakdown[f'mortality_{horizon}']:.1f}%, "
                     f"Ischemic stroke/SE {breakdown[f'stroke_se_{horizon}']:.1f}%, "
                     f"Major bleeding {breakdown[f'major_bleeding_{horizon}']:.1f}%")
    return "; ".join(parts) + " (GARFIELD-AF predicted risks for the OAC scenario given)"


CALCULATOR = Calculator(
    id="garfield_af",
    name="GARFIELD-AF",
    aliases=["GARFIELD-AF Risk Score", "GARFIELD-AF risk tool", "GARFIELD AF"],
    specialty="cardiology",
    description="Predicted 6-month, 1-year and 2-year all-cause mortality, ischaemic stroke / "
                "systemic embolism and major bleeding in atrial fibrillation, with no oral "
                "anticoagulant, a NOAC or a VKA (GARFIELD-AF registry Cox models).",
    keywords=["atrial fibrillation", "mortality", "stroke", "bleeding", "anticoagulation",
              "GARFIELD", "net clinical benefit", "NOAC", "warfarin",
              "death stroke and bleeding in AF", "net benefit of anticoagulation in AF",
              "AF prognosis at two years", "all-cause mortality in atrial fibrillation",
              "compare outcomes with NOAC VKA or none", "newly diagnosed AF outcome prediction"],
    features=FEATURES,
    preconditions=[Precondition(lambda age: age >= 18,
                                "GARFIELD-AF was derived in adults (>= 18 years) with newly "
                                "diagnosed non-valvular atrial fibrillation")],
    versions=[Version("garfield_af_2021", dt.date(2022, 3, 2), FOX_2022, garfield_af,
                      notes="Three Cox models (death, ischaemic stroke/SE, major bleeding); risk "
                            "= 1 - S0(t)^exp(LP) at 6, 12 and 24 months. Age enters as a linear "
                            "spline knotted at 65 (death) or linearly around 65; weight (death: "
                            "only <= 75 kg), pulse (death: only <= 120/min; bleeding: linear "
                            "around 120) and DBP (death: only <= 80; stroke: only > 80 mmHg) as "
                            "one-sided linear terms; OAC (NOAC, VKA) as scenario terms.")],
    output=Output(unit="%", decimals=1, range=(0.0, 100.0),
                  description="Predicted 1-year all-cause mortality (%); the breakdown gives "
                              "all nine risks (mortality_, stroke_se_, major_bleeding_ x "
                              "6_months, 1_year, 2_years) and the three linear predictors"),
    interpret=interpret,
    references=[FOX_2022, FOX_2017, TRI_EQUATIONS, MDCALC],
    notes=("Provenance (wave-2 recovery, 2026-11-24): the paper's supplementary coefficient "
           "table could not be read here. The equations (coefficients to 9 decimals, baseline "
           "survival at 6/12/24 months) were taken from open transcriptions of the GARFIELD-AF "
           "Risk Tool equations and checked three ways: (1) two open implementations citing "
           "different sources (a TypeScript calculator citing the registry's 'GARFIELD-AF Risk "
           "Tool Equations' PDF, and a Python calculator citing the QxMD GARFIELD-AF "
           "calculator) agree on every number of the three models; (2) the source of an "
           "anticoagulation-evaluator web app (knockout.js, linking ACC anticoagulation "
           "resources) carries the same death and stroke coefficients "
           "(including ethnicity, sex, age, weight, pulse and DBP terms) and the same OAC terms "
           "and 1-year baseline survivals; (3) the equations reproduce all 45 MDCalc numbers "
           "recorded in MedMCP-Calc (tasks 016, 047 x3 (none/NOAC/VKA), 067: 9 risks each, to "
           "MDCalc's displayed 0.1%), see the reference cases. Not exercised by an MDCalc answer "
           "(checked by the agreeing transcriptions only): heart failure, vascular disease, "
           "prior stroke, bleeding, carotid disease, dementia, smoking, antiplatelet, ethnicity, "
           "age <= 65, weight <= 75 kg, pulse > 120 and DBP <= 80 terms. Edition: this equation "
           "set is the 2-year tool (inputs include dementia, smoking, carotid occlusive disease; "
           "no region, no SBP), i.e. the 2021 model of Fox et al. (EHJ QCCO 2022); BJGP 2023 "
           "(PMC10587901) describes the 2021 stroke model as also containing female sex and "
           "carotid disease, terms absent from these equations and from MDCalc's results (not "
           "resolved here). An earlier-found open implementation (logistic 1- and 2-year "
           "equations without OAC terms) gives 3.0% 1-year mortality for task 016 against "
           "MDCalc's 1.3% and is not used. The 2017 BMJ Open tool (region, SBP, 1-year) is a "
           "different, "
           "earlier model and is not implemented. Headline value: 1-year all-cause mortality; the "
           "interpretation lists all nine risks rounded to 0.1% in MDCalc's layout (6 months, 1 "
           "year, 2 years; all-cause mortality, ischemic stroke/SE, major bleeding). The "
           "OAC input is a scenario: the model's treatment terms are observational associations, "
           "not randomized effects. Population: adults with newly diagnosed non-valvular AF and "
           "at least one stroke risk factor."),
)
