"""Glasgow-Blatchford bleeding score (Blatchford 2000): need for intervention in upper GI bleeding."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Output,
    Reference,
    Version,
    banded,
    criterion,
)
from medcalc.core.common import FEMALE, heart_rate, hemoglobin, sex, systolic_bp, urea
from medcalc.core.vector import where

BLATCHFORD_2000 = Reference(
    "Blatchford O, Murray WR, Blatchford M. A risk score to predict need for treatment for "
    "upper-gastrointestinal haemorrhage. Lancet. 2000;356(9238):1318-1321.",
    doi="10.1016/S0140-6736(00)02816-6", url="https://pubmed.ncbi.nlm.nih.gov/11073021/")
STANLEY_2009 = Reference(
    "Stanley AJ, Ashley D, Dalton HR, et al. Outpatient management of patients with low-risk "
    "upper-gastrointestinal haemorrhage: multicentre validation and prospective evaluation. "
    "Lancet. 2009;373(9657):42-47.", doi="10.1016/S0140-6736(08)61769-9")


# Blatchford 2000 (Table) with the source's inequalities. Band aliases: the same bands as MDCalc
# prints them (BUN in mg/dL: 18.2-22.3, 22.4-28, 28-70, > 70; SBP 100-109, 90-99, < 90).
UREA_ITEM = banded("urea", "Blood urea (mmol/L)", "urea", (
    Band("lt_6.5", "< 6.5 mmol/L", 0, lt=6.5, aliases=("<18.2", "BUN <18.2 mg/dL")),
    Band("6.5_8", "6.5 to < 8.0 mmol/L", 2, ge=6.5, lt=8.0,
         aliases=("6.5-8.0", "6.5-7.9", "18.2-22.3", "18.2-22.4", "BUN 18.2-22.3 mg/dL")),
    Band("8_10", "8.0 to < 10.0 mmol/L", 3, ge=8.0, lt=10.0,
         aliases=("8.0-10.0", "8.0-9.9", "22.4-28", "BUN 22.4-28 mg/dL")),
    Band("10_25", "10.0 to < 25.0 mmol/L", 4, ge=10.0, lt=25.0,
         aliases=("10.0-25.0", "10-25", "10.0-24.9", "28-70", "BUN 28-70 mg/dL")),
    Band("ge_25", ">= 25 mmol/L", 6, ge=25.0, aliases=("≥25", ">25", ">70", "BUN >70 mg/dL")),
), absent="lt_6.5", aliases=("BUN, mg/dL", "Blood Urea Nitrogen (BUN)", "Blood urea"))
# Haemoglobin bands are sex-specific (men 13 / 12 / 10, women 12 / 10 g/dL): the item's bands
# are the union of both sets of edges and each band's value is (men's points, women's points).
# The women's 0-point band written as '≥12' is not a band here: for a man it spans two bands
# (12-13 and >= 13); a woman's '12-13' and '≥13' both score 0.
HEMOGLOBIN_ITEM = banded("hemoglobin", "Haemoglobin (g/dL)", "hemoglobin", (
    Band("ge_13", ">= 13.0 g/dL", (0, 0), ge=13.0, aliases=("≥13", "≥13 g/dL")),
    Band("12_13", "12.0 to < 13.0 g/dL", (1, 0), ge=12.0, lt=13.0,
         aliases=("12-13", "12.0-12.9", "12-13 g/dL")),
    Band("10_12", "10.0 to < 12.0 g/dL", (3, 1), ge=10.0, lt=12.0,
         aliases=("10-12", "10.0-11.9", "10-12 g/dL")),
    Band("lt_10", "< 10.0 g/dL", (6, 6), lt=10.0, aliases=("<10", "<10 g/dL")),
), absent="ge_13", aliases=("Hemoglobin, g/dL", "Hemoglobin"),
    description="each band's value is (men's points, women's points); the sex picks one")
SYSTOLIC_BP_ITEM = banded("systolic_bp", "Systolic blood pressure (mmHg)", "systolic_bp", (
    Band("ge_110", ">= 110 mmHg", 0, ge=110.0, aliases=("≥110",)),
    Band("100_109", "100-109 mmHg", 1, ge=100.0, lt=110.0, aliases=("100-109",)),
    Band("90_99", "90-99 mmHg", 2, ge=90.0, lt=100.0, aliases=("90-99",)),
    Band("lt_90", "< 90 mmHg", 3, lt=90.0, aliases=("<90",)),
), absent="ge_110", aliases=("Initial systolic blood pressure, mm Hg", "Systolic blood pressure"))
ITEMS = (
    UREA_ITEM,
    HEMOGLOBIN_ITEM,
    SYSTOLIC_BP_ITEM,
    criterion("heart_rate", "Pulse >= 100/min", ge=100.0,
              aliases=("Heart rate ≥100", "Pulse ≥100/min", "Heart rate >= 100")),
    criterion("melena", "Presentation with melaena", aliases=("Melena present", "Melena")),
    criterion("syncope", "Presentation with syncope", points=2,
              aliases=("Presented with syncope", "Recent syncope", "Syncope")),
    criterion("hepatic_disease", "Hepatic disease", points=2,
              aliases=("Hepatic disease history",)),
    criterion("cardiac_failure", "Cardiac failure", points=2,
              aliases=("Cardiac failure present",)),
)


def glasgow_blatchford(urea, hemoglobin, sex, systolic_bp, heart_rate, melena, syncope,
                       hepatic_disease, cardiac_failure):
    # Each item name receives its band's points; hemoglobin receives (men's, women's) points.
    men, women = hemoglobin
    points = {
        "urea": urea,
        "hemoglobin": where(sex == FEMALE, women, men),
        "systolic_bp": systolic_bp,
        "heart_rate": heart_rate,
        "melena": melena,
        "syncope": syncope,
        "hepatic_disease": hepatic_disease,
        "cardiac_failure": cardiac_failure,
    }
    return {"value": sum(points.values()), **points}


def interpret(score):
    if score <= 0:
        return ("score 0: low risk - no patient with a score of 0 needed intervention in "
                "Blatchford 2000; may be suitable for outpatient management (Stanley 2009)")
    return ("score >= 1: not low risk by the original threshold; the need for transfusion, "
            "endoscopic treatment or surgery rises with the score")


CALCULATOR = Calculator(
    id="glasgow_blatchford_bleeding_score",
    name="Glasgow-Blatchford Bleeding Score (GBS)",
    aliases=["Glasgow-Blatchford Bleeding Score", "Glasgow-Blatchford score", "Blatchford score",
             "GBS", "Glasgow Blatchford", "格拉斯哥-布拉奇福德出血评分（GBS）",
             "Glasgow-Blatchford Bleeding Score (GBS)"],
    specialty="gastroenterology_hepatology",
    description=("Pre-endoscopy risk score for upper gastrointestinal bleeding (0-23 points) "
                 "predicting the need for transfusion, endoscopic treatment or surgery."),
    keywords=["upper GI bleeding", "upper gastrointestinal haemorrhage",
              "gastrointestinal bleeding", "melena", "hematemesis", "outpatient management",
              "endoscopy", "transfusion need", "need for intervention in GI bleed",
              "safe outpatient GI bleed management", "discharge upper GI bleed without endoscopy",
              "transfusion or endoscopy need", "pre-endoscopy bleed risk",
              "low-risk upper GI bleeding"],
    features=[
        urea(description=("Blood urea (mmol/L bands 6.5 / 8 / 10 / 25); or BUN in mg/dL under "
                          "the key 'bun' (1 mmol/L urea = 2.8 mg/dL BUN)")),
        hemoglobin(description=("Haemoglobin (sex-specific bands: men 13 / 12 / 10, women 12 / 10 "
                                "g/dL)")),
        sex(description="Sex (selects the haemoglobin bands)"),
        systolic_bp(description="Systolic blood pressure (bands 100-109, 90-99, < 90 mmHg)"),
        heart_rate(description="Pulse (criterion: >= 100 beats/min)"),
        Boolean(name="melena", description="Presentation with melaena (1 point)",
                definition="Black tarry stool at presentation."),
        Boolean(name="syncope", description="Presentation with syncope (2 points)",
                definition="Syncope (transient loss of consciousness) at presentation."),
        Boolean(name="hepatic_disease", description="Hepatic disease (2 points)",
                definition=("Known history, or clinical and laboratory evidence, of chronic or "
                            "acute liver disease (Blatchford 2000).")),
        Boolean(name="cardiac_failure", description="Cardiac failure (2 points)",
                definition=("Known history, or clinical and echocardiographic evidence, of "
                            "cardiac failure (Blatchford 2000).")),
    ],
    items=list(ITEMS),
    versions=[Version("blatchford_2000", dt.date(2000, 10, 14), BLATCHFORD_2000,
                      glasgow_blatchford,
                      notes=("Urea 6.5-<8 = 2, 8-<10 = 3, 10-<25 = 4, >= 25 mmol/L = 6; Hb men "
                             "12-<13 = 1, 10-<12 = 3, < 10 g/dL = 6; women 10-<12 = 1, < 10 = 6; "
                             "SBP 100-109 = 1, 90-99 = 2, < 90 mmHg = 3; pulse >= 100 = 1; "
                             "melaena 1; syncope 2; hepatic disease 2; cardiac failure 2."))],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 23)),
    interpret=interpret,
    references=[BLATCHFORD_2000, STANLEY_2009],
    notes=(
        "The urea bands of the source are in mmol/L. BUN in mg/dL (key 'bun') is converted with "
        "1 mmol/L urea = 2.801 mg/dL urea nitrogen; MDCalc and MedCalc-Bench (calculator 27) use "
        "BUN bands 18.2 / 22.4 / 28 / 70 mg/dL (factor 2.8), so a BUN exactly at 18.2, 22.4, 28 "
        "or 70 mg/dL converts to just under the mmol/L edge here and scores one band lower. "
        "Interpretation: the original low-risk threshold is a score of 0 (Blatchford 2000; "
        "Stanley 2009). Later guidelines (e.g. ACG 2021, ESGE 2021) treat a score of 0-1 as very "
        "low risk suitable for outpatient management; that threshold is not applied here. "
        "Declared as items: urea, haemoglobin and systolic pressure may be given as values or "
        "answered by their band (by key, the source's label, or MDCalc's label such as "
        "'18.2-22.3' for BUN in mg/dL, '10-12' for haemoglobin, '90-99' for SBP), under the "
        "feature's name or MDCalc's field label ('BUN, mg/dL', 'Hemoglobin, g/dL'); a band "
        "given for BUN names the band, so MDCalc's '18.2-22.3' scores 2 even where a BUN of "
        "exactly 18.2 mg/dL, converted, falls just below 6.5 mmol/L. The haemoglobin band "
        "is scored with the sex; the women's band written '≥12' is not accepted (for a man it "
        "spans two bands): give '12-13' or '≥13', both 0 for a woman. Band answers are not "
        "read under the key 'bun' (it takes a BUN value)."),
)
