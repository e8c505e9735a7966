"""Edmonton Obesity Staging System (EOSS; Sharma & Kushner, Int J Obes 2009): stage 0-4 of
obesity by its metabolic, physical and psychological/functional consequences."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category
from medcalc.core.vector import maximum

SHARMA_2009 = Reference(
    "Sharma AM, Kushner RF. A proposed clinical staging system for obesity. Int J Obes (Lond). "
    "2009;33(3):289-295.", doi="10.1038/ijo.2009.2",
    url="https://pubmed.ncbi.nlm.nih.gov/19188927/")
PADWAL_2011 = Reference(
    "Padwal RS, Pajewski NM, Allison DB, Sharma AM. Using the Edmonton obesity staging system to "
    "predict mortality in a population-representative cohort of people with overweight and "
    "obesity. CMAJ. 2011;183(14):E1059-E1066.", doi="10.1503/cmaj.110387")
MDCALC = Reference("MDCalc. Edmonton Obesity Staging System (EOSS): output recorded in "
                   "MedMCP-Calc dev task medmcp-calc_105_2cfb1b50 (domains 2, 1, 1 -> stage 2).")


def _domain(name, label, descriptions, labels, definition, extra=((), (), (), (), ())):
    keys = ("none", "mild", "moderate", "significant", "severe")
    words = ("None", "Mild", "Moderate", "Significant", "Severe")
    return Category(name=name, description=label, labels=labels, definition=definition,
                    choices=tuple(Choice(k, f"{w}: {d}", value=i, aliases=(w, f"Stage {i}", *x))
                                  for i, (k, w, d, x) in enumerate(zip(keys, words,
                                                                       descriptions, extra))))


RISK = _domain("risk_factors", "Obesity-related risk factors and comorbidities", (
    "no obesity-related risk factors",
    "subclinical risk factors (borderline hypertension, impaired fasting glucose, raised liver "
    "enzymes)",
    "established obesity-related chronic disease (hypertension, type 2 diabetes, sleep apnoea, "
    "osteoarthritis, reflux, polycystic ovary syndrome)",
    "end-organ damage (myocardial infarction, heart failure, diabetic complications, "
    "incapacitating osteoarthritis)",
    "severe, potentially end-stage disease"),
    ("Obesity-related risk factors", "Metabolic risk factors"),
    "the metabolic and physical comorbidities of the EOSS stage definitions",
    (("Absent",), ("Subclinical",), ("Established",), ("End-organ damage", "End organ damage"),
     ("End-stage", "End stage")))
PHYSICAL = _domain("physical_symptoms", "Physical symptoms or functional limitations", (
    "no physical symptoms or limitations",
    "mild symptoms (dyspnoea on moderate exertion, occasional aches, fatigue)",
    "moderate limitations of activities of daily living",
    "significant functional limitations",
    "severe, disabling limitations"),
    ("Physical symptoms or functional limitations", "Physical symptoms"),
    "symptoms and limitations of daily activities attributable to obesity")
PSYCH = _domain("psychological_symptoms", "Psychological symptoms and well-being", (
    "no psychopathology or impairment of well-being",
    "mild psychopathology or impairment of well-being",
    "established psychiatric disease or moderate impairment of well-being (e.g. anxiety "
    "disorder, depression)",
    "significant psychopathology or impairment of well-being",
    "severe, disabling psychopathology"),
    ("Psychological symptoms", "Psychological symptoms or well-being"),
    "psychopathology and impairment of well-being related to obesity")

ITEMS = (from_category(RISK, "Obesity-related risk factors"),
         from_category(PHYSICAL, "Physical symptoms or functional limitations"),
         from_category(PSYCH, "Psychological symptoms"))


def eoss(risk_factors, physical_symptoms, psychological_symptoms):
    stage = maximum(maximum(risk_factors, physical_symptoms), psychological_symptoms)
    return {"value": stage, "risk_factors": risk_factors, "physical_symptoms": physical_symptoms,
            "psychological_symptoms": psychological_symptoms}


TEXT = {
    0: "EOSS stage 0: no apparent obesity-related risk factors, symptoms or limitations",
    1: "EOSS stage 1: subclinical risk factors, mild symptoms or mild impairment of well-being",
    2: "EOSS stage 2: established obesity-related chronic disease or moderate limitations",
    3: "EOSS stage 3: end-organ damage or significant psychological or functional impairment",
    4: "EOSS stage 4: severe (potentially end-stage) disability from obesity-related disease",
}


def interpret(stage):
    return TEXT.get(int(stage))


CALCULATOR = Calculator(
    id="edmonton_obesity_staging_system",
    name="Edmonton Obesity Staging System (EOSS)",
    aliases=["EOSS", "Edmonton Obesity Staging System", "Edmonton obesity stage"],
    specialty="endocrinology_metabolism",
    description="Obesity stage 0-4: the most severe of three domains (obesity-related risk "
                "factors, physical symptoms/limitations, psychological symptoms).",
    keywords=["obesity", "staging", "bariatric", "comorbidity", "weight management",
              "obesity stage", "obesity-related impairment", "anti-obesity pharmacotherapy",
              "obesity-related health impairment", "obesity stage beyond BMI",
              "weight-related comorbidity staging", "who needs obesity treatment",
              "functional impact of obesity", "obesity health consequences grade"],
    features=[RISK, PHYSICAL, PSYCH],
    items=list(ITEMS),
    versions=[Version("sharma_2009", dt.date(2009, 3, 1), SHARMA_2009, eoss,
                      notes="Stage = the highest stage met in any domain.")],
    output=Output(kind="integer", unit="stage", range=(0, 4)),
    interpret=interpret,
    references=[SHARMA_2009, PADWAL_2011, MDCALC],
    notes="Sharma and Kushner define each stage by metabolic, physical, psychological and "
          "functional criteria; a patient is at the highest stage any criterion reaches. As on "
          "MDCalc, three domains are asked (risk factors/comorbidities, physical symptoms or "
          "functional limitations, psychological symptoms), each graded 0-4 with the stage "
          "descriptions (our wording), and the stage is their maximum. EOSS is applied to "
          "people with obesity (BMI >= 30 kg/m² or the population's equivalent); BMI itself "
          "does not enter the stage.",
)
