"""Charlson Comorbidity Index (Charlson 1987), with the age points of Charlson 1994 (default)."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Category,
    Choice,
    Condition,
    Output,
    Reference,
    Variant,
    Version,
    banded,
    criterion,
    either,
    points_total,
)
from medcalc.core.common import age

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


# The items, labelled as Charlson 1987 prints them; aliases are MDCalc's field labels (as
# MedMCP-Calc records them). Stroke and TIA are one question, cerebrovascular disease: an
# either-or item met by either feature (or answered directly, e.g. MDCalc's 'CVA or TIA').
# Under missing="absent" an unanswered item counts as absent (0 points) and is listed as imputed.
def _yes_no(name, label, points=1, aliases=()):
    return criterion(name, label, points=points, aliases=aliases)


MI = _yes_no("myocardial_infarction", "Myocardial infarction",
             aliases=("History of definite or probable MI",))
CHF = _yes_no("congestive_heart_failure", "Congestive heart failure", aliases=("CHF",))
PVD = _yes_no("peripheral_vascular_disease", "Peripheral vascular disease",
              aliases=("Peripheral disease",))
CEREBROVASCULAR = either(
    "cerebrovascular_disease", "Cerebrovascular disease (CVA or TIA)",
    (Condition("cerebrovascular_accident"), Condition("transient_ischemic_attack")),
    aliases=("CVA or TIA", "cva_or_tia", "CVA_TIA", "History of CVA or TIA",
             "Cerebrovascular accident or TIA", "CVA/TIA"))
DEMENTIA = _yes_no("dementia", "Dementia")
COPD = _yes_no("chronic_pulmonary_disease", "Chronic pulmonary disease",
               aliases=("COPD", "Chronic obstructive pulmonary disease"))
CTD = _yes_no("connective_tissue_disease", "Connective tissue disease")
PUD = _yes_no("peptic_ulcer_disease", "Ulcer disease", aliases=("Peptic ulcer disease",))
LIVER = banded("liver_disease", "Liver disease", bands=(
    Band("none", "None", 0, choices=("none",)),
    Band("mild", "Mild", 1, choices=("mild",)),
    Band("moderate_severe", "Moderate to severe", 3, choices=("moderate_severe",)),
), absent="none")
DIABETES_ITEM = banded("diabetes", "Diabetes mellitus", bands=(
    Band("none", "None or diet-controlled", 0, choices=("none",)),
    Band("uncomplicated", "Uncomplicated", 1, choices=("uncomplicated",)),
    Band("end_organ_damage", "End-organ damage", 2, choices=("end_organ_damage",)),
), aliases=("diabetes_mellitus",), absent="none")
HEMIPLEGIA = _yes_no("hemiplegia", "Hemiplegia", points=2)
RENAL = _yes_no("moderate_severe_renal_disease", "Moderate to severe renal disease", points=2,
                aliases=("moderate_to_severe_ckd", "Moderate to severe CKD"))
TUMOR = banded("solid_tumor", "Solid tumour", bands=(
    Band("none", "None", 0, choices=("none",)),
    Band("localized", "Localized", 2, choices=("localized",)),
    Band("metastatic", "Metastatic", 6, choices=("metastatic",)),
), aliases=("Solid tumor",), absent="none")
LEUKEMIA = _yes_no("leukemia", "Leukaemia", points=2, aliases=("Leukemia",))
LYMPHOMA = _yes_no("lymphoma", "Lymphoma", points=2)
AIDS = _yes_no("aids", "AIDS", points=6)
# Charlson 1994: one point per decade of age from 50 (as MDCalc applies it, capped at 4 from 80).
AGE = banded("age", "Age", bands=(
    Band("lt_50", "< 50 years", 0, lt=50, aliases=("<50",)),
    Band("50_to_59", "50-59 years", 1, ge=50, lt=60, aliases=("50-59",)),
    Band("60_to_69", "60-69 years", 2, ge=60, lt=70, aliases=("60-69",)),
    Band("70_to_79", "70-79 years", 3, ge=70, lt=80, aliases=("70-79",)),
    Band("ge_80", ">= 80 years", 4, ge=80, aliases=(">=80",)),
), aliases=("age_category", "Age category"), absent="lt_50")

COMORBIDITY_ITEMS = (MI, CHF, PVD, CEREBROVASCULAR, DEMENTIA, COPD, CTD, PUD, LIVER,
                     DIABETES_ITEM, HEMIPLEGIA, RENAL, TUMOR, LEUKEMIA, LYMPHOMA, AIDS)
charlson_1987 = points_total(COMORBIDITY_ITEMS)
charlson_age_adjusted_1994 = points_total((*COMORBIDITY_ITEMS, AGE))

# Parallel conventions in use at the same time (not editions): the comorbidity index alone and
# the combined age-comorbidity score. A date never switches between them.
AGE_ADJUSTED = Variant("age_adjusted", "Charlson 1987 weights plus one point per decade of age "
                                       "from 50 (combined age-comorbidity index, Charlson 1994)",
                       CHARLSON_1994)
UNADJUSTED = Variant("unadjusted", "The comorbidity index alone (Charlson 1987), no age points",
                     CHARLSON_1987)


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
              "multimorbidity", "life expectancy", "age-adjusted Charlson",
              "comorbidity burden and survival", "ten-year survival from comorbidities",
              "weighted chronic disease burden", "life expectancy from comorbid conditions",
              "comorbidity adjustment for outcomes", "long-term mortality from chronic disease"],
    features=[
        age(description="Age (age-adjusted version: 50-59 = 1, 60-69 = 2, 70-79 = 3, >= 80 = 4)"),
        *BOOLEANS,
        LIVER_DISEASE,
        DIABETES,
        SOLID_TUMOR,
    ],
    versions=[
        Version("charlson_1994_age_adjusted", dt.date(1994, 11, 1), CHARLSON_1994,
                charlson_age_adjusted_1994, variant="age_adjusted",
                notes=("Charlson 1987 comorbidity weights plus age points: < 50 = 0, 50-59 = 1, "
                       "60-69 = 2, 70-79 = 3, >= 80 = 4 (as MDCalc).")),
        Version("charlson_1987", dt.date(1987, 5, 1), CHARLSON_1987, charlson_1987,
                variant="unadjusted",
                notes="The comorbidity index alone (no age points); age is not an input."),
    ],
    items=[*COMORBIDITY_ITEMS, AGE],
    variants=[AGE_ADJUSTED, UNADJUSTED],
    default_version="charlson_1994_age_adjusted",
    output=Output(kind="integer", unit="points", decimals=0),
    references=[CHARLSON_1987, CHARLSON_1994],
    notes=(
        "Two variants, chosen explicitly and never by a date: 'age_adjusted' (default; version "
        "charlson_1994_age_adjusted) and 'unadjusted' (version charlson_1987); both are in use. "
        "Cerebrovascular disease is one question: answer it directly (MDCalc's 'CVA or TIA', "
        "yes/no) or through cerebrovascular_accident / transient_ischemic_attack (met if either "
        "is; decided from the one given when only one is). Age may be given in years or as its "
        "band ('< 50 years', '50-59 years', ..., '>= 80 years'; MDCalc's '70–79 years'). "
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
