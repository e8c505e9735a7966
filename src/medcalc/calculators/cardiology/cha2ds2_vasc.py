"""CHA2DS2-VASc score (Lip 2010, default) and the sex-free CHA2DS2-VA score (2024 ESC)."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Output,
    Reference,
    Version,
)
from medcalc.core.common import FEMALE, age, sex
from medcalc.core.vector import where

LIP_2010 = Reference(
    "Lip GYH, Nieuwlaat R, Pisters R, Lane DA, Crijns HJGM. Refining clinical risk stratification "
    "for predicting stroke and thromboembolism in atrial fibrillation using a novel risk "
    "factor-based approach: the Euro Heart Survey on Atrial Fibrillation. Chest. "
    "2010;137(2):263-272.", doi="10.1378/chest.09-1584")
ESC_2024 = Reference(
    "Van Gelder IC, Rienstra M, Bunting KV, et al. 2024 ESC Guidelines for the management of "
    "atrial fibrillation developed in collaboration with the European Association for "
    "Cardio-Thoracic Surgery (EACTS). Eur Heart J. 2024;45(36):3314-3414 (CHA2DS2-VA score: "
    "the sex category is dropped).", doi="10.1093/eurheartj/ehae176")


def _age_points(age):
    # >= 75 years: 2 points (A2); 65-74 years: 1 point (A). NaN (age not mentioned, imputed under
    # missing="absent") fails both comparisons and scores 0.
    return where(age >= 75, 2, where(age >= 65, 1, 0))


def _common(age, congestive_heart_failure, hypertension, diabetes, stroke_tia_thromboembolism,
            vascular_disease):
    return {
        "congestive_heart_failure": congestive_heart_failure * 1,
        "hypertension": hypertension * 1,
        "age": _age_points(age),
        "diabetes": diabetes * 1,
        "stroke_tia_thromboembolism": stroke_tia_thromboembolism * 2,
        "vascular_disease": vascular_disease * 1,
    }


def cha2ds2_vasc_2010(age, sex, congestive_heart_failure, hypertension, diabetes,
                      stroke_tia_thromboembolism, vascular_disease):
    points = _common(age, congestive_heart_failure, hypertension, diabetes,
                     stroke_tia_thromboembolism, vascular_disease)
    points["sex"] = where(sex == FEMALE, 1, 0)
    total = sum(points.values())
    out = {"value": total, **points}
    if type(total) is int and total == 1 and points["sex"] == 1:
        out["warnings"] = [
            "the only point is female sex: female sex is an age-dependent risk modifier rather "
            "than a risk factor per se (2024 ESC); ESC guidelines treat a woman whose only point "
            "is sex as low risk, like a man with a score of 0"]
    return out


def cha2ds2_va_2024(age, congestive_heart_failure, hypertension, diabetes,
                    stroke_tia_thromboembolism, vascular_disease):
    points = _common(age, congestive_heart_failure, hypertension, diabetes,
                     stroke_tia_thromboembolism, vascular_disease)
    return {"value": sum(points.values()), **points}


def interpret(score):
    # Lip 2010 risk categories (0 low, 1 intermediate, >= 2 high). The 2024 ESC guideline uses
    # the same cut-points for CHA2DS2-VA: OAC recommended at >= 2, to be considered at 1.
    if score <= 0:
        return "low risk (score 0)"
    if score == 1:
        return "intermediate risk (score 1)"
    return "high risk (score >= 2)"


CALCULATOR = Calculator(
    id="cha2ds2_vasc",
    name="CHA₂DS₂-VASc Score for Atrial Fibrillation Stroke Risk",
    aliases=["CHA2DS2-VASc Stroke Risk (AF)",
             "CHA2DS2-VASc Score for Atrial Fibrillation Stroke Risk",
             "CHA2DS2-VASc Score for AF Stroke Risk", "CHA2DS2-VASc",
             "房颤卒中风险CHA2DS2-VASc评分"],
    specialty="cardiology",
    description="Stroke and thromboembolism risk score for patients with atrial fibrillation "
                "(0-9 points; 0-8 in the sex-free 2024 CHA2DS2-VA version).",
    keywords=["atrial fibrillation", "stroke risk", "thromboembolism", "anticoagulation",
              "oral anticoagulant", "AF stroke prevention"],
    features=[
        age(description="Age", absent=CRITERION_NOT_MET),
        sex(description="Sex (CHA2DS2-VASc 2010 only: female = 1 point)"),
        Boolean(name="congestive_heart_failure",
                description="Congestive heart failure or left ventricular dysfunction",
                definition="clinical heart failure (signs/symptoms) or objective evidence of "
                           "moderate-to-severe LV systolic dysfunction / reduced LVEF"),
        Boolean(name="hypertension", description="Hypertension",
                definition="history of hypertension or current antihypertensive treatment"),
        Boolean(name="diabetes", description="Diabetes mellitus",
                definition="diagnosed diabetes mellitus (type 1 or 2), treated or not"),
        Boolean(name="stroke_tia_thromboembolism",
                description="Prior stroke, TIA or thromboembolism (2 points)",
                definition="prior ischaemic stroke, transient ischaemic attack, or systemic "
                           "(arterial) thromboembolism"),
        Boolean(name="vascular_disease", description="Vascular disease",
                definition="prior myocardial infarction, peripheral artery disease or aortic "
                           "plaque; not venous thrombosis"),
    ],
    versions=[
        Version("cha2ds2_vasc_2010", dt.date(2010, 2, 1), LIP_2010, cha2ds2_vasc_2010,
                notes="C 1, H 1, A2 (age >= 75) 2, D 1, S2 2, V 1, A (65-74) 1, Sc (female) 1; "
                      "maximum 9."),
        Version("cha2ds2_va_2024", dt.date(2024, 8, 30), ESC_2024, cha2ds2_va_2024,
                notes="CHA2DS2-VASc without the sex category; maximum 8. Sex is not an input."),
    ],
    default_version="cha2ds2_vasc_2010",
    output=Output(kind="integer", unit="points", decimals=0),
    interpret=interpret,
    references=[LIP_2010, ESC_2024],
    notes="Interpretation: Lip 2010 risk categories (0 low, 1 intermediate, >= 2 high). The 2024 "
          "ESC guideline recommends oral anticoagulation at CHA2DS2-VA >= 2 (class I) and says it "
          "should be considered at 1 (class IIa); it dropped the sex category because female sex "
          "is an age-dependent risk modifier rather than a risk factor. Earlier ESC guidelines "
          "read a CHA2DS2-VASc of 1 in a woman (sex only) like 0 in a man; the interpretation "
          "here is on the score alone, and a warning is added when female sex is the only point. "
          "Stroke, TIA and thromboembolism are one 2-point criterion (MedCalc-Bench lists them as "
          "separate keys: any one counts). CHA2DS2-VA is also catalogued as its own calculator "
          "(cha2ds2_va_score); here it is a version of this one.",
)
