"""CHA2DS2-VASc score (Lip 2010, default) and the sex-free CHA2DS2-VA score (2024 ESC)."""

import datetime as dt

from medcalc.core import (
    Band,
    Calculator,
    Output,
    Reference,
    Variant,
    Version,
    banded,
    points_total,
)
from medcalc.core.common import FEMALE, MALE, sex
from medcalc.core.vector import any_true
from medcalc.formulas.cardiology_w2a import cha2ds2_va_features, cha2ds2_va_items

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


ACC_AHA_2023 = Reference(
    "Joglar JA, Chung MK, Armbruster AL, et al. 2023 ACC/AHA/ACCP/HRS Guideline for the "
    "Diagnosis and Management of Atrial Fibrillation: a report of the American College of "
    "Cardiology/American Heart Association Joint Committee on Clinical Practice Guidelines. "
    "Circulation. 2024;149(1):e1-e156 (published online 30 November 2023; stroke risk assessed "
    "with CHA2DS2-VASc, sex category included).", doi="10.1161/CIR.0000000000001193")

# The items, labelled as Lip 2010 prints them; aliases are MDCalc's field labels (CHA2DS2-VASc
# and CHA2DS2-VA forms). Age is one item of three bands: < 65: 0, 65-74: 1 (A), >= 75: 2 (A2).
# The six CHA2DS2-VA items are declared once (formulas.cardiology_w2a, shared with the
# cha2ds2_va_score calculator); CHA2DS2-VASc adds the sex category.
CHF, HYPERTENSION, AGE, DIABETES, STROKE, VASCULAR = cha2ds2_va_items()
VA_FEATURES = cha2ds2_va_features()
SEX = banded("sex", "Sex category", bands=(
    Band("male", "Male", 0, choices=(MALE,)),
    Band("female", "Female", 1, choices=(FEMALE,)),
), aliases=("Sex", "Sc"))  # never imputed: sex is a required answer of CHA2DS2-VASc
VA_ITEMS = (CHF, HYPERTENSION, AGE, DIABETES, STROKE, VASCULAR)
VASC_ITEMS = (*VA_ITEMS, SEX)


def _sex_only_warning(**points):
    total = sum(points.values())
    # any_true: on numpy columns (calculate_batch) any such row makes the batch run those rows
    # one by one, so the warning stays per patient.
    if any_true((total == 1) & (points["sex"] == 1)):
        return {"warnings": [
            "the only point is female sex: female sex is an age-dependent risk modifier rather "
            "than a risk factor per se (2024 ESC); ESC guidelines treat a woman whose only point "
            "is sex as low risk, like a man with a score of 0"]}
    return {}


cha2ds2_vasc_2010 = points_total(VASC_ITEMS, extra=_sex_only_warning)
cha2ds2_va_2024 = points_total(VA_ITEMS)

# Parallel conventions in use at the same time (not editions): the 2023 ACC/AHA/ACCP/HRS
# guideline keeps CHA2DS2-VASc while the 2024 ESC guideline uses CHA2DS2-VA. A date never
# switches between them; variant='cha2ds2_va' (or version='cha2ds2_va_2024') does.
VASC = Variant("cha2ds2_vasc", "CHA2DS2-VASc with the sex category (Lip 2010; 2023 "
                               "ACC/AHA/ACCP/HRS guideline), 0-9 points", LIP_2010)
VA = Variant("cha2ds2_va", "CHA2DS2-VA without the sex category (2024 ESC guideline), 0-8 "
                           "points", ESC_2024)


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
                "(0-9 points; 0-8 in the sex-free 2024 CHA2DS2-VA variant).",
    keywords=["atrial fibrillation", "stroke risk", "thromboembolism", "anticoagulation",
              "oral anticoagulant", "AF stroke prevention", "stroke risk in atrial fibrillation",
              "does AF patient need blood thinner", "need for oral anticoagulation in AF",
              "atrial flutter stroke prevention", "annual stroke rate in AF",
              "who needs warfarin or DOAC", "thromboembolic risk nonvalvular AF"],
    # The CHA2DS2-VA inputs (declared once, formulas.cardiology_w2a) with sex after age.
    features=[VA_FEATURES[0],
              sex(description="Sex (CHA2DS2-VASc 2010 only: female = 1 point)"),
              *VA_FEATURES[1:]],
    versions=[
        Version("cha2ds2_vasc_2010", dt.date(2010, 2, 1), LIP_2010, cha2ds2_vasc_2010,
                variant="cha2ds2_vasc",
                notes="C 1, H 1, A2 (age >= 75) 2, D 1, S2 2, V 1, A (65-74) 1, Sc (female) 1; "
                      "maximum 9. Chest February 2010 issue (day not established)."),
        Version("cha2ds2_va_2024", dt.date(2024, 8, 30), ESC_2024, cha2ds2_va_2024,
                variant="cha2ds2_va",
                notes="CHA2DS2-VASc without the sex category; maximum 8. Sex is not an input. "
                      "Effective date: the 2024 ESC guideline's publication (30 August 2024)."),
    ],
    items=list(VASC_ITEMS),
    variants=[VASC, VA],
    default_version="cha2ds2_vasc_2010",
    output=Output(kind="integer", unit="points", decimals=0),
    interpret=interpret,
    references=[LIP_2010, ACC_AHA_2023, ESC_2024],
    notes="Two variants, chosen explicitly and never by a date: 'cha2ds2_vasc' (default; Lip "
          "2010, the score of the 2023 ACC/AHA/ACCP/HRS guideline) and 'cha2ds2_va' (2024 ESC; "
          "variant='cha2ds2_va' or version='cha2ds2_va_2024'). Both are in use: a 70-year-old "
          "woman with no other factor scores 2 (high) on CHA2DS2-VASc and 1 (intermediate) on "
          "CHA2DS2-VA. An as_of before 2024-08-30 has no edition of the cha2ds2_va variant. "
          "Items: age may be given in years or as its band ('< 65', '65-74', '>= 75', MDCalc's "
          "'<65' / '65-74' / '≥75'); each yes/no criterion by its feature, its label or MDCalc's "
          "field label ('CHF history', 'Stroke/TIA/thromboembolism history', ...). "
          "Interpretation: Lip 2010 risk categories (0 low, 1 intermediate, >= 2 high). The 2024 "
          "ESC guideline recommends oral anticoagulation at CHA2DS2-VA >= 2 (class I) and says it "
          "should be considered at 1 (class IIa); it dropped the sex category because female sex "
          "is an age-dependent risk modifier rather than a risk factor. Earlier ESC guidelines "
          "read a CHA2DS2-VASc of 1 in a woman (sex only) like 0 in a man; the interpretation "
          "here is on the score alone, and a warning is added when female sex is the only point. "
          "Stroke, TIA and thromboembolism are one 2-point criterion (MedCalc-Bench lists them as "
          "separate keys: any one counts). CHA2DS2-VA is also catalogued as its own calculator "
          "(cha2ds2_va_score); here it is a variant of this one.",
)
