"""Glasgow-Blatchford bleeding score (Blatchford 2000): need for intervention in upper GI bleeding."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Output,
    Reference,
    Version,
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


def glasgow_blatchford(urea, hemoglobin, sex, systolic_bp, heart_rate, melena, syncope,
                       hepatic_disease, cardiac_failure):
    # Blood urea (mmol/L): >= 6.5 < 8.0 -> 2; >= 8.0 < 10.0 -> 3; >= 10.0 < 25.0 -> 4; >= 25 -> 6.
    points_urea = where(urea >= 25.0, 6, where(urea >= 10.0, 4,
                                                 where(urea >= 8.0, 3, where(urea >= 6.5, 2, 0))))
    # Haemoglobin (g/dL): men >= 12 < 13 -> 1, >= 10 < 12 -> 3, < 10 -> 6;
    # women >= 10 < 12 -> 1, < 10 -> 6.
    points_hb_men = where(hemoglobin < 10.0, 6, where(hemoglobin < 12.0, 3,
                                                        where(hemoglobin < 13.0, 1, 0)))
    points_hb_women = where(hemoglobin < 10.0, 6, where(hemoglobin < 12.0, 1, 0))
    points_hb = where(sex == FEMALE, points_hb_women, points_hb_men)
    # Systolic BP (mmHg): 100-109 -> 1; 90-99 -> 2; < 90 -> 3.
    points_sbp = where(systolic_bp < 90.0, 3, where(systolic_bp < 100.0, 2,
                                                     where(systolic_bp < 110.0, 1, 0)))
    points = {
        "urea": points_urea,
        "hemoglobin": points_hb,
        "systolic_bp": points_sbp,
        "heart_rate": (heart_rate >= 100.0) * 1,
        "melena": melena * 1,
        "syncope": syncope * 2,
        "hepatic_disease": hepatic_disease * 2,
        "cardiac_failure": cardiac_failure * 2,
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
    keywords=["upper GI bleeding", "upper gastrointestinal haemorrhage", "gastrointestinal "
              "bleeding", "melena", "hematemesis", "outpatient management", "endoscopy",
              "transfusion need"],
    features=[
        urea(absent=CRITERION_NOT_MET,
             description=("Blood urea (mmol/L bands 6.5 / 8 / 10 / 25); or BUN in mg/dL under "
                          "the key 'bun' (1 mmol/L urea = 2.8 mg/dL BUN)")),
        hemoglobin(absent=CRITERION_NOT_MET,
                   description=("Haemoglobin (sex-specific bands: men 13 / 12 / 10, women 12 / 10 "
                                "g/dL)")),
        sex(description="Sex (selects the haemoglobin bands)"),
        systolic_bp(absent=CRITERION_NOT_MET,
                    description="Systolic blood pressure (bands 100-109, 90-99, < 90 mmHg)"),
        heart_rate(absent=CRITERION_NOT_MET, description="Pulse (criterion: >= 100 beats/min)"),
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
    versions=[Version("blatchford_2000", dt.date(2000, 10, 14), BLATCHFORD_2000,
                      glasgow_blatchford,
                      notes=("Urea 6.5-<8 = 2, 8-<10 = 3, 10-<25 = 4, >= 25 mmol/L = 6; Hb men "
                             "12-<13 = 1, 10-<12 = 3, < 10 g/dL = 6; women 10-<12 = 1, < 10 = 6; "
                             "SBP 100-109 = 1, 90-99 = 2, < 90 mmHg = 3; pulse >= 100 = 1; "
                             "melaena 1; syncope 2; hepatic disease 2; cardiac failure 2."))],
    output=Output(kind="integer", unit="points", decimals=0),
    interpret=interpret,
    references=[BLATCHFORD_2000, STANLEY_2009],
    notes=(
        "The urea bands of the source are in mmol/L. BUN in mg/dL (key 'bun') is converted with "
        "1 mmol/L urea = 2.801 mg/dL urea nitrogen; MDCalc and MedCalc-Bench (calculator 27) use "
        "BUN bands 18.2 / 22.4 / 28 / 70 mg/dL (factor 2.8), so a BUN exactly at 18.2, 22.4, 28 "
        "or 70 mg/dL converts to just under the mmol/L edge here and scores one band lower. "
        "Interpretation: the original low-risk threshold is a score of 0 (Blatchford 2000; "
        "Stanley 2009). Later guidelines (e.g. ACG 2021, ESGE 2021) treat a score of 0-1 as very "
        "low risk suitable for outpatient management; that threshold is not applied here."),
)
