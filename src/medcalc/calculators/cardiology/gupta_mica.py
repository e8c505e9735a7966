"""Gupta perioperative risk of myocardial infarction or cardiac arrest (MICA; Gupta et al.,
Circulation 2011): logistic model from ACS NSQIP 2007."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, criterion
from medcalc.core.common import age, creatinine
from medcalc.core.na import NAReason
from medcalc.core.vector import logistic, where

GUPTA_2011 = Reference(
    "Gupta PK, Gupta H, Sundaram A, Kaushik M, Fang X, Miller WJ, Esterbrooks DJ, Hunter CB, "
    "Pipinos II, Johanning JM, Lynch TG, Forse RA, Mohiuddin SM, Mooss AN. Development and "
    "validation of a risk calculator for prediction of cardiac risk after surgery. "
    "Circulation. 2011;124(4):381-387.", doi="10.1161/CIRCULATIONAHA.110.015701")
MDCALC = Reference("MDCalc. Gupta Perioperative Risk for Myocardial Infarction or Cardiac Arrest "
                   "(MICA).", url="https://www.mdcalc.com/gupta-perioperative-risk-myocardial-infarction-cardiac-arrest-mica")

INTERCEPT = -5.25
AGE_COEFFICIENT = 0.02  # per year

FUNCTIONAL = Category(name="functional_status", description="Functional status before surgery",
                      labels=("Functional status", "Functional Status"), choices=(
    Choice("independent", "Independent", 0.0,
           aliases=("Independent (independent in basic ADLs)",)),
    Choice("partially_dependent", "Partially dependent", 0.65),
    Choice("totally_dependent", "Totally dependent", 1.03),
))
ASA = Category(name="asa_class", description="ASA physical status class",
               labels=("ASA class", "ASA Class"), choices=(
    Choice("asa_1", "ASA 1: normal healthy patient", 1, aliases=("I", "1", "ASA 1", "ASA I")),
    Choice("asa_2", "ASA 2: mild systemic disease", 2, aliases=("II", "2", "ASA 2", "ASA II")),
    Choice("asa_3", "ASA 3: severe systemic disease", 3, aliases=("III", "3", "ASA 3", "ASA III")),
    Choice("asa_4", "ASA 4: severe systemic disease that is a constant threat to life", 4,
           aliases=("IV", "4", "ASA 4", "ASA IV")),
    Choice("asa_5", "ASA 5: moribund, not expected to survive without the operation", 5,
           aliases=("V", "5", "ASA 5", "ASA V")),
))
PROCEDURE = Category(name="procedure_type", description="Type of procedure (Gupta 2011 groups)",
                     labels=("Type of procedure", "Procedure"), choices=(
    Choice("anorectal", "Anorectal", -0.16),
    Choice("aortic", "Aortic", 1.60),
    Choice("bariatric", "Bariatric", -0.25),
    Choice("brain", "Brain", 1.40),
    Choice("breast", "Breast", -1.61),
    Choice("cardiac", "Cardiac", 1.01),
    Choice("ent", "ENT (except thyroid/parathyroid)", 0.71, aliases=("ENT",)),
    Choice("foregut_hpb", "Foregut or hepatopancreatobiliary", 1.39,
           aliases=("Foregut (esophagus, stomach) or hepatopancreatobiliary",
                    "Hepatopancreatobiliary", "Foregut")),
    Choice("gallbladder_appendix_adrenal_spleen", "Gallbladder, appendix, adrenals or spleen "
           "(coefficient not established from the primary source here)",
           na=NAReason.NOT_APPLICABLE, aliases=("Gallbladder, appendix, adrenals, spleen",)),
    Choice("hernia", "Hernia (ventral, inguinal, femoral)", 0.0, aliases=("Hernia",)),
    Choice("intestinal", "Intestinal", 1.14,
           aliases=("Intestinal (colon, small bowel)", "Colectomy",
                    "Open intraperitoneal colon resection (colectomy)")),
    Choice("neck", "Neck (thyroid/parathyroid)", 0.18, aliases=("Neck",)),
    Choice("obstetric_gynecologic", "Obstetric/gynecologic", 0.76,
           aliases=("Obstetric", "Gynecologic")),
    Choice("orthopedic", "Orthopedic", 0.80, aliases=("Orthopedic and non-vascular extremity",)),
    Choice("other_abdomen", "Other abdomen", 1.13, aliases=("Other abdominal",)),
    Choice("peripheral_vascular", "Peripheral vascular", 0.86),
    Choice("skin", "Skin", 0.54),
    Choice("spine", "Spine", 0.21),
    Choice("thoracic", "Non-esophageal thoracic", 0.40,
           aliases=("Thoracic", "Non-esophageal, non-cardiac thoracic")),
    Choice("urology", "Urology", -0.26),
    Choice("vein", "Vein", -1.09),
))
CREATININE = criterion("creatinine_elevated", "Creatinine > 1.5 mg/dL", "creatinine", gt=1.5,
                       points=0.61, aliases=("Creatinine category", "Creatinine"),
                       yes_aliases=("Elevated (>1.5 mg/dL)", "Elevated"),
                       no_aliases=("Normal (≤1.5 mg/dL)", "Normal"))


def _asa_coefficient(asa_class):
    return where(asa_class == 1, -5.17, where(asa_class == 2, -3.29, where(
        asa_class == 3, -1.92, where(asa_class == 4, -0.95, 0.0))))


def gupta_mica(age, functional_status, asa_class, creatinine_elevated, procedure_type):
    asa = _asa_coefficient(asa_class)
    x = (INTERCEPT + AGE_COEFFICIENT * age + functional_status + asa + creatinine_elevated
         + procedure_type)
    return {"value": 100.0 * logistic(x), "logit": x, "asa_coefficient": asa,
            "creatinine_elevated": creatinine_elevated}


CALCULATOR = Calculator(
    id="gupta_mica",
    name="Gupta Perioperative Risk for Myocardial Infarction or Cardiac Arrest (MICA)",
    aliases=["Gupta MICA", "Gupta Perioperative Cardiac Risk", "MICA risk calculator",
             "Gupta Perioperative Risk for MICA"],
    specialty="cardiology",
    description="Predicted risk (%) of intraoperative or 30-day postoperative myocardial "
                "infarction or cardiac arrest from age, functional status, ASA class, "
                "creatinine > 1.5 mg/dL and procedure type.",
    keywords=["perioperative", "preoperative assessment", "cardiac risk", "noncardiac surgery",
              "NSQIP", "myocardial infarction", "cardiac arrest",
              "perioperative heart attack or cardiac arrest risk",
              "cardiac complications after noncardiac surgery", "NSQIP cardiac risk estimate",
              "need for preoperative cardiac testing", "procedure specific cardiac risk",
              "postoperative MI probability"],
    features=[age(labels=("Age (years)",)), FUNCTIONAL, ASA,
              creatinine(labels=("Creatinine value",)), PROCEDURE],
    items=[CREATININE],
    versions=[Version("gupta_2011", dt.date(2011, 7, 26), GUPTA_2011, gupta_mica,
                      notes="logit = -5.25 + 0.02 x age + functional status (0 / 0.65 / 1.03) + "
                            "ASA (1: -5.17, 2: -3.29, 3: -1.92, 4: -0.95, 5: 0) + 0.61 if "
                            "creatinine > 1.5 mg/dL + procedure coefficient; risk = "
                            "1/(1 + e^-logit).")],
    output=Output(kind="number", unit="%", decimals=2, range=(0, 100)),
    references=[GUPTA_2011, MDCALC],
    notes="Coefficients as published by Gupta 2011 and used by MDCalc: the table was checked in "
          "this session against a secondary transcription (not the article's own table), and "
          "all agree except the 'gallbladder, appendix, adrenals, spleen' group, for which two "
          "transcriptions disagree (-0.82 vs +0.59): that choice gives NA not_applicable until "
          "the value is checked against the primary table. Creatinine may be given as a value "
          "(criterion > 1.5 mg/dL) or as MDCalc's category ('Elevated (>1.5 mg/dL)' / "
          "'Normal'). ASA may be given as 1-5 or I-V. The model's reported C statistic is 0.88 "
          "(derivation) / 0.87 (validation).",
)
