"""ATRIA stroke risk score (Singer et al., J Am Heart Assoc 2013): ischaemic stroke risk in
atrial fibrillation."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Condition, Output, Quantity, Reference,
                          Version, banded, criterion, either)
from medcalc.core.common import FEMALE, age, sex
from medcalc.core.vector import where

SINGER_2013 = Reference(
    "Singer DE, Chang Y, Borowsky LH, Fang MC, Pomernacki NK, Udaltsova N, Reynolds K, Go AS. "
    "A new risk scheme to predict ischemic stroke and other thromboembolism in atrial "
    "fibrillation: the ATRIA study stroke risk score. J Am Heart Assoc. 2013;2(3):e000250.",
    doi="10.1161/JAHA.113.000250")
MDCALC = Reference("MDCalc. ATRIA Stroke Risk Score.")

# Age points depend on prior stroke: the band value is the age group (0-3).
AGE = banded("age", "Age", bands=(
    Band("lt_65", "< 65", 0, lt=65), Band("65_to_74", "65-74", 1, ge=65, lt=75),
    Band("75_to_84", "75-84", 2, ge=75, lt=85), Band("ge_85", ">= 85", 3, ge=85)),
    aliases=("Age, years",))
PRIOR_STROKE = criterion("prior_stroke", "Prior ischemic stroke",
                         aliases=("History of stroke", "Prior stroke"))
FEMALE_ITEM = criterion("female", "Female sex", "sex", choices=(FEMALE,), absent=None,
                        aliases=("Female",))
DIABETES = criterion("diabetes", "Diabetes mellitus", aliases=("History of diabetes mellitus",))
CHF = criterion("congestive_heart_failure", "Congestive heart failure",
                aliases=("History of congestive heart failure",))
HYPERTENSION = criterion("hypertension", "Hypertension", aliases=("History of hypertension",))
PROTEINURIA = criterion("proteinuria", "Proteinuria", aliases=("Proteinuria (dipstick)",))
RENAL = either("egfr_lt45_or_esrd", "eGFR < 45 or end-stage renal disease",
               (Condition("egfr", lt=45), Condition("esrd")),
               aliases=("eGFR <45 or end-stage renal disease",))
ITEMS = (AGE, PRIOR_STROKE, FEMALE_ITEM, DIABETES, CHF, HYPERTENSION, PROTEINURIA, RENAL)
ONE_POINT = ("female", "diabetes", "congestive_heart_failure", "hypertension", "proteinuria",
             "egfr_lt45_or_esrd")


def _age_points(group, stroke):
    without = where(group == 0, 0, where(group == 1, 3, where(group == 2, 5, 6)))
    with_stroke = where(group == 0, 8, where(group == 1, 7, where(group == 2, 7, 9)))
    return where(stroke == 1, with_stroke, without)


def atria_stroke(age, prior_stroke, female, diabetes, congestive_heart_failure, hypertension,
                 proteinuria, egfr_lt45_or_esrd):
    age_points = _age_points(age, prior_stroke)
    others = {"female": female, "diabetes": diabetes,
              "congestive_heart_failure": congestive_heart_failure, "hypertension": hypertension,
              "proteinuria": proteinuria, "egfr_lt45_or_esrd": egfr_lt45_or_esrd}
    return {"value": age_points + sum(others.values()), "age_and_prior_stroke": age_points,
            **others}


def interpret(score):
    if score <= 5:
        return "low risk (0-5 points; < 1% annual risk of ischemic stroke/thromboembolism)"
    if score == 6:
        return "moderate risk (6 points; 1 to < 2% annual risk)"
    return "high risk (7-15 points; >= 2% annual risk)"


def _bool(name, description):
    return Boolean(name=name, description=description)


CALCULATOR = Calculator(
    id="atria_stroke",
    name="ATRIA Stroke Risk Score",
    aliases=["ATRIA Stroke", "ATRIA stroke risk"],
    specialty="cardiology",
    description="Ischaemic stroke / thromboembolism risk in atrial fibrillation without "
                "anticoagulation (0-15 points; age points depend on prior stroke).",
    keywords=["atrial fibrillation", "stroke risk", "anticoagulation", "thromboembolism",
              "stroke risk in untreated atrial fibrillation",
              "AF stroke risk including kidney function",
              "proteinuria and eGFR in stroke prediction", "need for anticoagulation in AF",
              "thromboembolic risk without warfarin", "alternative to CHA2DS2-VASc"],
    features=[
        age(), sex(),
        _bool("prior_stroke", "Prior ischaemic stroke"),
        _bool("diabetes", "Diabetes mellitus"),
        _bool("congestive_heart_failure", "Congestive heart failure"),
        _bool("hypertension", "Hypertension"),
        _bool("proteinuria", "Proteinuria (dipstick)"),
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(1.0, 200.0),
                 description="Estimated GFR (criterion: < 45)"),
        Boolean(name="esrd", description="End-stage renal disease (dialysis or transplant)"),
    ],
    items=list(ITEMS),
    versions=[Version("singer_2013", dt.date(2013, 6, 21), SINGER_2013, atria_stroke,
                      notes="Age points without / with prior stroke: < 65: 0 / 8; 65-74: 3 / 7; "
                            "75-84: 5 / 7; >= 85: 6 / 9. One point each: female, diabetes, CHF, "
                            "hypertension, proteinuria, eGFR < 45 or ESRD. Low 0-5, moderate 6, "
                            "high 7-15.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 15)),
    interpret=interpret,
    references=[SINGER_2013, MDCALC],
    notes="Points and risk groups as in Singer 2013 and MDCalc. The age item's points depend on "
          "prior stroke (breakdown 'age_and_prior_stroke'). Age may be given in years or as a "
          "band ('65-74'); sex as 'female'/'male' or the 'Female' item as yes/no. Sex is never "
          "imputed. eGFR < 45 or ESRD is one criterion, met by either source.",
)
