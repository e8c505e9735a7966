"""Charlson Comorbidity Index (Charlson 1987), with the age points of Charlson 1994 (default)."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Category,
    Choice,
    Output,
    Reference,
    Version,
)
from medcalc.core.common import age
from medcalc.core.vector import where

CHARLSON_1987 = Reference(
    "Charlson ME, Pompei P, Ales KL, MacKenzie CR. A new method of classifying prognostic "
    "comorbidity in longitudinal studies: development and validation. J Chronic Dis. "
    "1987;40(5):373-383.", doi="10.1016/0021-9681(87)90171-8",
    url="https://pubmed.ncbi.nlm.nih.gov/3558716/")
CHARLSON_1994 = Reference(
    "Charlson M, Szatrowski TP, Peterson J, Gold J. Validation of a combined comorbidity index. "
    "J Clin Epidemiol. 1994;47(11):1245-1251 (age-comorbidity score: one point per decade of "
    "age from 50).", doi="10.1016/0895-4356(94)90129-5",
    url="https://pubmed.ncbi.nlm.nih.gov/7722560/")


LIVER_DISEASE = Category(
    name="liver_disease",
    description="Liver disease (mild 1 point, moderate to severe 3 points)",
    definition=("Mild: chronic hepatitis or cirrhosis without portal hypertension. Moderate to "
                "severe: cirrhosis with portal hypertension, with or without variceal bleeding "
                "(Charlson 1987)."),
    absent="none",
    choices=(
        Choice("none", "None", aliases=("no", "absent", "no liver disease")),
        Choice("mild", "Mild", aliases=("mild liver disease", "chronic hepatitis",
                                        "cirrhosis without portal hypertension")),
        Choice("moderate_severe", "Moderate to severe", aliases=(
            "moderate to severe", "moderate-severe", "moderate or severe", "moderate", "severe",
            "moderate to severe liver disease", "cirrhosis with portal hypertension")),
    ),
)

DIABETES = Category(
    name="diabetes",
    description="Diabetes mellitus (uncomplicated 1 point, with end-organ damage 2 points)",
    definition=("Uncomplicated: diabetes treated with insulin or oral agents, without end-organ "
                "damage (diet-controlled diabetes alone is not counted). End-organ damage: "
                "retinopathy, neuropathy or nephropathy (Charlson 1987)."),
    absent="none",
    choices=(
        Choice("none", "None or diet-controlled", aliases=(
            "none or diet-controlled", "none or diet controlled", "diet-controlled",
            "diet controlled", "no", "absent", "no diabetes")),
        Choice("uncomplicated", "Uncomplicated", aliases=(
            "uncomplicated diabetes", "without end-organ damage", "without complications",
            "without chronic complications")),
        Choice("end_organ_damage", "End-organ damage", aliases=(
            "end-organ damage", "end organ damage", "with end-organ damage",
            "with end organ damage", "complicated", "with complications",
            "with chronic complications")),
    ),
)

SOLID_TUMOR = Category(
    name="solid_tumor",
    description="Solid tumour (localized 2 points, metastatic 6 points)",
    definition=("Localized: any solid tumour without metastasis, diagnosed or treated within "
                "the last 5 years (Charlson 1987 'any tumor'). Metastatic: metastatic solid "
                "tumour. Leukaemia and lymphoma are separate items."),
    absent="none",
    choices=(
        Choice("none", "None", aliases=("no", "absent", "no tumor", "no solid tumor")),
        Choice("localized", "Localized", aliases=(
            "localised", "local", "non-metastatic", "nonmetastatic", "without metastasis",
            "localized solid tumor", "any tumor")),
        Choice("metastatic", "Metastatic", aliases=(
            "metastatic solid tumor", "metastatic solid tumour", "metastases", "metastasis",
            "with metastasis")),
    ),
)


def _b(name, description, definition):
    return Boolean(name=name, description=description, definition=definition)


BOOLEANS = [
    _b("myocardial_infarction", "Myocardial infarction (1 point)",
       "History of definite or probable myocardial infarction (hospitalised, with enzyme or ECG "
       "changes), not ECG changes alone."),
    _b("congestive_heart_failure", "Congestive heart failure (1 point)",
       "Exertional or paroxysmal nocturnal dyspnoea that has responded to treatment (digitalis, "
       "diuretics or afterload reduction)."),
    _b("peripheral_vascular_disease", "Peripheral vascular disease (1 point)",
       "Intermittent claudication or peripheral arterial bypass, gangrene or acute arterial "
       "insufficiency, or an untreated thoracic or abdominal aortic aneurysm >= 6 cm."),
    _b("cerebrovascular_accident", "Cerebrovascular accident (1 point, shared with TIA)",
       "History of stroke with mild or no residua; counts as cerebrovascular disease together "
       "with TIA (one point for either or both). Stroke with hemiplegia: also answer hemiplegia."),
    _b("transient_ischemic_attack", "Transient ischaemic attack (1 point, shared with stroke)",
       "History of TIA; counts as cerebrovascular disease together with stroke (one point for "
       "either or both)."),
    _b("dementia", "Dementia (1 point)", "Chronic cognitive deficit."),
    _b("chronic_pulmonary_disease", "Chronic pulmonary disease / COPD (1 point)",
       "Chronic obstructive pulmonary disease or other chronic lung disease with symptoms "
       "(dyspnoea with slight or moderate activity, or intermittent attacks such as asthma)."),
    _b("connective_tissue_disease", "Connective tissue disease (1 point)",
       "Systemic lupus erythematosus, polymyositis, mixed connective tissue disease, "
       "polymyalgia rheumatica, moderate to severe rheumatoid arthritis."),
    _b("peptic_ulcer_disease", "Peptic ulcer disease (1 point)",
       "Peptic ulcer disease that has required treatment, including ulcer bleeding."),
    _b("hemiplegia", "Hemiplegia (2 points)",
       "Hemiplegia or paraplegia, from stroke or other causes."),
    _b("moderate_severe_renal_disease", "Moderate to severe chronic kidney disease (2 points)",
       "Moderate: serum creatinine > 3 mg/dL (265 µmol/L); severe: on dialysis, after kidney "
       "transplantation, or uraemia."),
    _b("leukemia", "Leukaemia (2 points)", "Acute or chronic leukaemia."),
    _b("lymphoma", "Lymphoma (2 points)",
       "Hodgkin or non-Hodgkin lymphoma, Waldenström macroglobulinaemia, myeloma."),
    _b("aids", "AIDS (6 points)", "AIDS (not HIV infection without AIDS)."),
]


def _comorbidity_points(myocardial_infarction, congestive_heart_failure,
                        peripheral_vascular_disease, cerebrovascular_accident,
                        transient_ischemic_attack, dementia, chronic_pulmonary_disease,
                        connective_tissue_disease, peptic_ulcer_disease, liver_disease, diabetes,
                        hemiplegia, moderate_severe_renal_disease, solid_tumor, leukemia,
                        lymphoma, aids):
    return {
        "myocardial_infarction": myocardial_infarction * 1,
        "congestive_heart_failure": congestive_heart_failure * 1,
        "peripheral_vascular_disease": peripheral_vascular_disease * 1,
        "cerebrovascular_disease": (cerebrovascular_accident | transient_ischemic_attack) * 1,
        "dementia": dementia * 1,
        "chronic_pulmonary_disease": chronic_pulmonary_disease * 1,
        "connective_tissue_disease": connective_tissue_disease * 1,
        "peptic_ulcer_disease": peptic_ulcer_disease * 1,
        "liver_disease": where(liver_disease == "moderate_severe", 3,
                               where(liver_disease == "mild", 1, 0)),
        "diabetes": where(diabetes == "end_organ_damage", 2,
                          where(diabetes == "uncomplicated", 1, 0)),
        "hemiplegia": hemiplegia * 2,
        "moderate_severe_renal_disease": moderate_severe_renal_disease * 2,
        "solid_tumor": where(solid_tumor == "metastatic", 6,
                             where(solid_tumor == "localized", 2, 0)),
        "leukemia": leukemia * 2,
        "lymphoma": lymphoma * 2,
        "aids": aids * 6,
    }


def charlson_1987(myocardial_infarction, congestive_heart_failure, peripheral_vascular_disease,
                  cerebrovascular_accident, transient_ischemic_attack, dementia,
                  chronic_pulmonary_disease, connective_tissue_disease, peptic_ulcer_disease,
                  liver_disease, diabetes, hemiplegia, moderate_severe_renal_disease,
                  solid_tumor, leukemia, lymphoma, aids):
    points = _comorbidity_points(
        myocardial_infarction, congestive_heart_failure, peripheral_vascular_disease,
        cerebrovascular_accident, transient_ischemic_attack, dementia, chronic_pulmonary_disease,
        connective_tissue_disease, peptic_ulcer_disease, liver_disease, diabetes, hemiplegia,
        moderate_severe_renal_disease, solid_tumor, leukemia, lymphoma, aids)
    return {"value": sum(points.values()), **points}


def charlson_age_adjusted_1994(age, myocardial_infarction, congestive_heart_failure,
                               peripheral_vascular_disease, cerebrovascular_accident,
                               transient_ischemic_attack, dementia, chronic_pulmonary_disease,
                               connective_tissue_disease, peptic_ulcer_disease, liver_disease,
                               diabetes, hemiplegia, moderate_severe_renal_disease, solid_tumor,
                               leukemia, lymphoma, aids):
    points = _comorbidity_points(
        myocardial_infarction, congestive_heart_failure, peripheral_vascular_disease,
        cerebrovascular_accident, transient_ischemic_attack, dementia, chronic_pulmonary_disease,
        connective_tissue_disease, peptic_ulcer_disease, liver_disease, diabetes, hemiplegia,
        moderate_severe_renal_disease, solid_tumor, leukemia, lymphoma, aids)
    # < 50: 0; 50-59: 1; 60-69: 2; 70-79: 3; >= 80: 4 (MDCalc's reading of Charlson 1994).
    points["age"] = where(age >= 80, 4, where(age >= 70, 3, where(age >= 60, 2,
                                                                  where(age >= 50, 1, 0))))
    return {"value": sum(points.values()), **points}


CALCULATOR = Calculator(
    id="charlson_comorbidity_index",
    name="Charlson Comorbidity Index (CCI)",
    aliases=["Charlson Comorbidity Index", "CCI", "Charlson index", "Charlson score",
             "age-adjusted Charlson comorbidity index", "ACCI", "查尔森合并症指数（CCI）",
             "Charlson Comorbidity Index (CCI)"],
    specialty="general_other",
    description=("Weighted comorbidity index predicting long-term mortality (Charlson 1987), by "
                 "default with one point per decade of age from 50 (age-adjusted, Charlson 1994)."),
    keywords=["comorbidity", "comorbidity burden", "10-year survival", "mortality risk",
              "multimorbidity", "life expectancy", "age-adjusted Charlson"],
    features=[
        age(absent=CRITERION_NOT_MET,
            description="Age (age-adjusted version: 50-59 = 1, 60-69 = 2, 70-79 = 3, >= 80 = 4)"),
        *BOOLEANS,
        LIVER_DISEASE,
        DIABETES,
        SOLID_TUMOR,
    ],
    versions=[
        Version("charlson_1994_age_adjusted", dt.date(1994, 11, 1), CHARLSON_1994,
                charlson_age_adjusted_1994,
                notes=("Charlson 1987 comorbidity weights plus age points: < 50 = 0, 50-59 = 1, "
                       "60-69 = 2, 70-79 = 3, >= 80 = 4 (as MDCalc).")),
        Version("charlson_1987", dt.date(1987, 5, 1), CHARLSON_1987, charlson_1987,
                notes="The comorbidity index alone (no age points); age is not an input."),
    ],
    default_version="charlson_1994_age_adjusted",
    output=Output(kind="integer", unit="points", decimals=0),
    references=[CHARLSON_1987, CHARLSON_1994],
    notes=(
        "Weights of Charlson 1987: 1 point each for myocardial infarction, congestive heart "
        "failure, peripheral vascular disease, cerebrovascular disease (stroke or TIA: one point "
        "for either or both), dementia, chronic pulmonary disease, connective tissue disease, "
        "peptic ulcer disease, mild liver disease, uncomplicated diabetes; 2 points for "
        "hemiplegia, moderate to severe renal disease, diabetes with end-organ damage, solid "
        "tumour without metastasis, leukaemia, lymphoma; 3 for moderate to severe liver disease; "
        "6 for metastatic solid tumour and AIDS. Liver disease, diabetes and solid tumour are "
        "single categories, so the severe form replaces the mild one (no double counting). Age "
        "points as MDCalc applies Charlson 1994 (one point per decade from 50, capped at 4 for "
        ">= 80); whether the 1994 paper continues to 5 points at 90-99 was not established. "
        "No interpretation is attached: the mortality figures published with the index depend "
        "on the cohort (Charlson 1987 reported 1-year mortality by score group in medical "
        "inpatients). MedCalc-Bench (calculator 32): its code compares category values in the "
        "wrong case; in its explanations a metastatic solid tumour scores 1 instead of 6 and "
        "'None or Diet-controlled' diabetes scores 1 instead of 0, so its labels differ from "
        "this implementation in such rows."),
)
