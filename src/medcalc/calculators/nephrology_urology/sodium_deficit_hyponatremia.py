"""Sodium deficit in hyponatremia: total body water x (target Na - serum Na)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.analytes import SODIUM
from medcalc.core.common import FEMALE, age, sex, sodium, weight
from medcalc.formulas.renal import tbw_fraction

ROSE_POST_2001 = Reference(
    "Rose BD, Post TW. Clinical Physiology of Acid-Base and Electrolyte Disorders. 5th ed. New "
    "York: McGraw-Hill; 2001 (treatment of hyponatremia: Na deficit = total body water x "
    "(desired plasma Na - plasma Na), total body water 0.6 x lean body weight in men, 0.5 in "
    "women).")
ADROGUE_MADIAS_2000 = Reference(
    "Adrogué HJ, Madias NE. Hyponatremia. N Engl J Med. 2000;342(21):1581-1589 (total body "
    "water as a fraction of body weight: 0.6 children, 0.6 and 0.5 non-elderly men and women, "
    "0.5 and 0.45 elderly men and women).", doi="10.1056/NEJM200005253422107")


def sodium_deficit(sodium, target_sodium, weight, age, sex):
    fraction = tbw_fraction(age, sex == FEMALE)
    tbw = fraction * weight
    return {"value": tbw * (target_sodium - sodium), "tbw_fraction": fraction,
            "total_body_water_l": tbw}


CALCULATOR = Calculator(
    id="sodium_deficit_hyponatremia",
    name="Sodium Deficit in Hyponatremia",
    aliases=["Sodium deficit", "Na deficit", "Sodium Deficit (Hyponatremia)"],
    specialty="nephrology_urology",
    description="Sodium (mmol) needed to raise the serum sodium to a target: total body water x "
                "(target Na - serum Na), total body water a fraction of weight by age and sex.",
    keywords=["sodium deficit", "hyponatremia", "hyponatraemia", "low sodium", "sodium replacement",
              "hypertonic saline", "total body water", "mEq of sodium", "how much sodium to give",
              "sodium replacement amount in hyponatremia", "mEq of sodium needed to reach target",
              "total sodium deficit", "hypertonic saline amount needed", "correct low sodium dose"],
    features=[
        sodium(description="Measured serum sodium"),
        Quantity(name="target_sodium", labels=("Desired sodium", "Sodium desired"), unit="mmol/L", analyte=SODIUM, units=("mmol/L", "mEq/L"),
                 range=(100.0, 150.0),
                 description="Target (desired) serum sodium for this correction step; the "
                             "increase in 24 h is usually limited (e.g. <= 8-10 mmol/L)"),
        weight(description="Body weight"),
        age(labels=("Age range",)),
        sex(),
    ],
    versions=[Version("tbw_x_sodium_gap", dt.date(2001, 1, 1), ROSE_POST_2001,
                      sodium_deficit,
                      notes="Na deficit (mmol) = TBW x (target Na - Na); TBW = weight x 0.6 "
                            "(children < 18; men 18-64), 0.5 (women 18-64; men >= 65), 0.45 "
                            "(women >= 65).")],
    output=Output(unit="mmol", decimals=0, description="Sodium deficit, mmol (= mEq)"),
    preconditions=[Precondition(
        lambda sodium, target_sodium: target_sodium >= sodium,
        "the sodium deficit is for raising a low sodium: the target must not be below the "
        "measured sodium")],
    references=[ROSE_POST_2001, ADROGUE_MADIAS_2000],
    notes="Na deficit (mmol = mEq) = TBW x (target Na - serum Na), the classical formula "
          "(Rose & Post). The total body water fractions are those of free_water_deficit "
          "(Adrogué & Madias 2000: 0.6 children and non-elderly men, 0.5 non-elderly women and "
          "elderly men, 0.45 elderly women; child < 18, elderly >= 65 years as on MDCalc), so "
          "the two calculators agree. The formula counts sodium as if it distributed in total "
          "body water; it ignores ongoing urinary losses and does not give a rate: Adrogué & "
          "Madias recommend planning the infusion with their infusate formula "
          "(sodium_correction_rate) and limiting the daily correction of chronic hyponatremia. "
          "A target below the measured sodium is "
          "NA not_applicable; a target equal to it gives 0 mmol.",
)
