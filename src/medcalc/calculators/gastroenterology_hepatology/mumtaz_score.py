"""Mumtaz score for 30-day readmission in decompensated cirrhosis (Mumtaz et al., Hepatology
2019): points -11 to +49 and the 30-day readmission risk of each total."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Category,
    Choice,
    Count,
    Output,
    Precondition,
    Reference,
    Version,
    banded,
    criterion,
    from_category,
    points_total,
)
from medcalc.core.common import age

MUMTAZ_2019 = Reference(
    "Mumtaz K, Issak A, Porter K, Kelly S, Hanje J, Michaels AJ, Conteh LF, El-Hinnawi A, "
    "Black SM, Abougergi MS. Validation of risk score in predicting early readmissions in "
    "decompensated cirrhotic patients: a model based on the administrative database. "
    "Hepatology. 2019;70(2):630-639 (epub 2018 Sep 15). PMID 30218583.",
    doi="10.1002/hep.30274", url="https://pubmed.ncbi.nlm.nih.gov/30218583/")
MDCALC = Reference("MDCalc. Mumtaz Score for Readmission in Cirrhosis (calc 10129): answer "
                   "recorded in MedMCP-Calc dev task medmcp-calc_109_5499be20 (28 points, "
                   "41.9%).",
                   url="https://www.mdcalc.com/calc/10129/mumtaz-score-readmission-cirrhosis")
CAMBIO_GDL = Reference(
    "Lindberg T (Cambio CDS). Mumtaz score for readmission in cirrhosis, GDL2 guideline "
    "Mumtaz_score_for_readmission_in_cirrhosis.v1 and archetype openEHR-EHR-OBSERVATION."
    "mumtaz.v0 (2021): points of every level and the score-to-risk table.",
    url="https://github.com/gdl-lang/common-clinical-models")

PAYER = Category(
    name="primary_payer", description="Primary expected payer of the index admission",
    labels=("Primary payer", "Payer", "Insurance"),
    choices=(
        Choice("medicare", "Medicare", value=4),
        Choice("medicaid", "Medicaid", value=5),
        Choice("private", "Private insurance", value=0,
               aliases=("Private", "Commercial insurance")),
        Choice("self_pay", "Self-pay", value=-3, aliases=("Self pay", "Uninsured")),
        Choice("other", "No charge or other", value=-1,
               aliases=("No charge/other", "No charge", "Other", "No change or other")),
    ))
DISPOSITION = Category(
    name="disposition", description="Discharge disposition of the index admission",
    labels=("Disposition", "Discharge disposition"),
    choices=(
        Choice("routine", "Routine", value=0,
               aliases=("Routine (home)", "Home", "Routine discharge", "Home/self-care")),
        Choice("transfer", "Transfer", value=-1,
               aliases=("Transfer to another facility", "Transferred")),
        Choice("home_health_care", "Home health care", value=1,
               aliases=("Home health", "Home with home health care")),
        Choice("against_medical_advice", "Against medical advice", value=10,
               aliases=("AMA", "Left against medical advice", "Discharged against medical "
                                                              "advice")),
    ))

AGE_ITEM = banded("age", "Age, years", bands=(
    Band("18_39", "18-39", 7, lt=40),
    Band("40_64", "40-64", 4, ge=40, lt=65, aliases=("40-65",)),
    Band("ge_65", ">= 65", 0, ge=65, aliases=("≥65",)),
), aliases=("Age",))
ITEMS = (
    AGE_ITEM,
    from_category(PAYER, "Primary payer"),
    criterion("elixhauser", "Elixhauser Comorbidity Index >= 3", "elixhauser_comorbidities",
              ge=3, points=2, aliases=("Elixhauser Comorbidity Index", "Elixhauser score"),
              yes_aliases=("≥3",), no_aliases=("<3",)),
    criterion("non_alcoholic_etiology", "Non-alcoholic etiology of cirrhosis", points=2,
              no_aliases=("No (alcohol-related)", "Alcohol-related", "Alcoholic")),
    criterion("ascites", "Ascites", points=5),
    criterion("hepatic_encephalopathy", "Hepatic encephalopathy", points=4),
    criterion("variceal_bleeding", "Variceal bleeding", points=-7),
    criterion("hcc", "Hepatocellular carcinoma", points=3),
    criterion("paracentesis", "Paracentesis during admission", points=4),
    criterion("hemodialysis", "Hemodialysis during admission", points=7),
    from_category(DISPOSITION, "Disposition"),
)

SCORE_MIN, SCORE_MAX = -11, 49
# 30-day readmission risk (%) of each total from -11 to 49 (Cambio GDL transcription of the
# risk table; 28 -> 41.9% as MDCalc displays). It is the logistic curve
# 1 / (1 + exp(1.727 - 0.05 x score)) rounded to 0.1% (58 of the 61 entries equal it exactly,
# the others differ by 0.1).
RISK_PERCENT = (
    9.3, 9.7, 10.2, 10.6, 11.1, 11.6, 12.2, 12.7, 13.3, 13.9, 14.5,  # -11 .. -1
    15.1, 15.7, 16.4, 17.1, 17.8, 18.6, 19.4, 20.1, 21.0, 21.8,  # 0 .. 9
    22.7, 23.6, 24.5, 25.4, 26.4, 27.3, 28.3, 29.4, 30.4, 31.5,  # 10 .. 19
    32.6, 33.7, 34.8, 36.0, 37.1, 38.3, 39.5, 40.7, 41.9, 43.1,  # 20 .. 29
    44.3, 45.6, 46.8, 48.1, 49.3, 50.6, 51.8, 53.1, 54.3, 55.5,  # 30 .. 39
    56.8, 58.0, 59.2, 60.4, 61.6, 62.8, 63.9, 65.1, 66.2, 67.3,  # 40 .. 49
)
_SCORES = tuple(range(SCORE_MIN, SCORE_MAX + 1))


def readmission_risk(score):
    """30-day readmission risk (%) of a total (a table lookup; numpy columns via np.interp,
    exact at the integer totals, NaN stays NaN)."""
    if type(score) is int or type(score) is float:
        return RISK_PERCENT[int(score) - SCORE_MIN]
    import numpy as np

    return np.interp(score, _SCORES, RISK_PERCENT)


def _risk_entry(**points):
    return {"readmission_risk_30d_percent": readmission_risk(sum(points.values()))}


mumtaz = points_total(ITEMS, extra=_risk_entry)


def interpret(score):
    risk = readmission_risk(score)
    if risk < 20:
        group = "low risk (< 20%)"
    elif risk <= 30:
        group = "medium risk (20-30%)"
    else:
        group = "high risk (> 30%)"
    return f"{risk:.1f}% 30-day readmission risk: {group}"


def _yes_no(name, description, labels, definition=""):
    return Boolean(name=name, description=description, labels=labels, definition=definition)


CALCULATOR = Calculator(
    id="mumtaz_score",
    name="Mumtaz Score for Readmission in Cirrhosis",
    aliases=["Mumtaz score", "Mumtaz readmission risk score"],
    specialty="gastroenterology_hepatology",
    description=("30-day readmission risk after discharge in decompensated cirrhosis (points "
                 "-11 to +49): age, payer, Elixhauser >= 3, non-alcoholic aetiology, ascites, "
                 "hepatic encephalopathy, variceal bleeding, HCC, paracentesis, haemodialysis, "
                 "discharge disposition; with the risk of each total."),
    keywords=["cirrhosis", "readmission", "decompensated cirrhosis", "discharge planning",
              "30-day readmission", "transitional care", "readmission risk cirrhosis",
              "30-day readmission liver disease", "cirrhosis discharge planning",
              "early return after cirrhosis admission", "decompensated cirrhosis rehospitalization",
              "readmission prevention cirrhosis"],
    features=[
        age(labels=("Age, years", "Age")),
        PAYER,
        Count(name="elixhauser_comorbidities", range=(0, 31),
              description="Number of Elixhauser comorbidities coded for the index admission",
              labels=("Elixhauser Comorbidity Index", "Elixhauser score"),
              definition="comorbidities of the Elixhauser measure (hypertension, diabetes, "
                         "COPD, heart failure, obesity, renal failure, depression, ...)"),
        _yes_no("non_alcoholic_etiology", "Non-alcoholic etiology of cirrhosis",
                ("Non-alcoholic etiology of cirrhosis", "Non-alcoholic etiology"),
                "cirrhosis not due to alcohol (e.g. viral, NASH/MASLD, cholestatic)"),
        _yes_no("ascites", "Ascites during the index admission", ("Ascites",)),
        _yes_no("hepatic_encephalopathy", "Hepatic encephalopathy during the index admission",
                ("Hepatic encephalopathy", "HE")),
        _yes_no("variceal_bleeding", "Variceal bleeding during the index admission",
                ("Variceal bleeding", "Variceal bleed")),
        _yes_no("hcc", "Hepatocellular carcinoma", ("Hepatocellular carcinoma", "HCC")),
        _yes_no("paracentesis", "Paracentesis during the index admission",
                ("Paracentesis during admission", "Paracentesis")),
        _yes_no("hemodialysis", "Haemodialysis during the index admission",
                ("Hemodialysis during admission", "Hemodialysis", "Haemodialysis")),
        DISPOSITION,
    ],
    items=list(ITEMS),
    versions=[Version("mumtaz_2019", dt.date(2018, 9, 15), MUMTAZ_2019, mumtaz,
                      notes="Age 18-39 +7, 40-64 +4, >= 65 0; payer Medicare +4, Medicaid +5, "
                            "private 0, self-pay -3, no charge/other -1; Elixhauser >= 3 +2; "
                            "non-alcoholic aetiology +2; ascites +5; hepatic encephalopathy +4; "
                            "variceal bleeding -7; HCC +3; paracentesis +4; haemodialysis +7; "
                            "disposition routine 0, transfer -1, home health care +1, against "
                            "medical advice +10. Effective date: online publication.")],
    output=Output(kind="integer", unit="points", range=(SCORE_MIN, SCORE_MAX)),
    interpret=interpret,
    preconditions=[Precondition(lambda age: age >= 18,
                                "the Mumtaz score was developed in adults (over 18 years) with "
                                "decompensated cirrhosis")],
    references=[MUMTAZ_2019, MDCALC, CAMBIO_GDL],
    notes=(
        "Provenance: the points table of the Hepatology paper could not be read here; it is "
        "taken from two independent transcriptions that agree on every level: Cambio CDS's "
        "GDL2 model and openEHR archetype (2021, gdl-lang/common-clinical-models) and an open "
        "JavaScript calculator collection; the cliot R package manual agrees on the age, payer "
        "and Elixhauser points. Checks: the resulting range -11 to +49 is the range MDCalc "
        "states; MDCalc's recorded answer (age 56, Medicaid, Elixhauser >= 3, alcohol-related, "
        "ascites, HE, no variceal bleeding, HCC, paracentesis, no haemodialysis, home health "
        "care -> 28 points, 41.9%) is reproduced exactly. Variceal bleeding lowers the score "
        "(-7), as in both transcriptions and as the range requires. The risk of each total is "
        "the Cambio table (a logistic curve, about 1/(1+exp(1.727-0.05 x score))); the risk "
        "groups low < 20%, medium 20-30%, high > 30% are the paper's (abstract). Population: "
        "adults discharged alive after an admission with decompensated cirrhosis; not for "
        "patients on mechanical ventilation, under palliative care, after liver transplant or "
        "admitted electively (MDCalc's instructions). Items are answered from the index "
        "admission; the Elixhauser item counts Elixhauser comorbidities. The 'Transfer' "
        "disposition is a single level in the transcriptions (how the paper grouped HCUP's "
        "transfer dispositions was not read). Under missing='absent' an unmentioned yes/no "
        "item counts as No; age, payer, Elixhauser and disposition are never imputed."),
)
