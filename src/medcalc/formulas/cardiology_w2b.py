"""Pure helpers shared by the wave-2 cardiology calculators (part B): echo haemodynamics and the
shared SCORE2 inputs. Scalars and numpy columns alike."""

from __future__ import annotations

import math
from typing import Any


# Doppler stroke volume through the left ventricular outflow tract (Quiñones 2002, ASE): the
# LVOT is taken as a circle of the measured diameter; SV = area x VTI.
PI = math.pi




def lvot_area_cm2(lvot_diameter_cm: Any) -> Any:
    """Cross-sectional area (cm²) of a circular LVOT of the given diameter (cm): pi x (D/2)²."""
    return PI * (lvot_diameter_cm / 2.0) ** 2


def bsa_mosteller(weight_kg: Any, height_cm: Any) -> Any:
    """Body surface area (m²), Mosteller 1987: sqrt(height cm x weight kg / 3600)."""
    return (height_cm * weight_kg / 3600.0) ** 0.5


def table_lookup(matrix: Any, row: Any, column: Any) -> Any:
    """matrix[row][column] for integer indices given as numbers or as numpy columns."""
    if type(row) in (int, float) and type(column) in (int, float):
        return matrix[int(row)][int(column)]
    import numpy as np

    return np.asarray(matrix)[np.asarray(row, dtype=int), np.asarray(column, dtype=int)]


# -- SCORE2 family (score2_diabetes, score2_op): inputs shared by the ESC risk models --------

def _score2_inputs():
    from medcalc.core import Category, Choice, criterion

    region = Category(
        name="risk_region",
        description="ESC cardiovascular risk region of the country of residence",
        definition="low: Belgium, Denmark, France, Israel, Luxembourg, Norway, Spain, "
                   "Switzerland, the Netherlands, the United Kingdom; moderate: Austria, Cyprus, "
                   "Finland, Germany, Greece, Iceland, Ireland, Italy, Malta, Portugal, San "
                   "Marino, Slovenia, Sweden; high: Albania, Bosnia and Herzegovina, Croatia, "
                   "Czechia, Estonia, Hungary, Kazakhstan, Poland, Slovakia, Turkey; very high: "
                   "Algeria, Armenia, Azerbaijan, Belarus, Bulgaria, Egypt, Georgia, Kyrgyzstan, "
                   "Latvia, Lebanon, Libya, Lithuania, Montenegro, Morocco, Republic of Moldova, "
                   "Romania, Russian Federation, Serbia, Syria, North Macedonia, Tunisia, "
                   "Ukraine, Uzbekistan (ESC 2021 grouping)",
        labels=("Risk region", "Risk Region"),
        choices=(Choice("low", "Low"), Choice("moderate", "Moderate"), Choice("high", "High"),
                 Choice("very_high", "Very high", aliases=("very high risk",))),
    )
    smoking = criterion("smoking", "Current smoking", points=True, no_points=False,
                        aliases=("Smoking", "Current smoker"),
                        yes_aliases=("Current", "Current smoker", "Smoker"),
                        no_aliases=("Other", "Never", "Former", "Non-smoker", "Never or former",
                                    "Ex-smoker"))
    return region, smoking


SCORE2_RISK_REGION, SCORE2_SMOKING = _score2_inputs()


def cholesterol_mmol(name: str, description: str, range_: tuple, labels: tuple):
    """A cholesterol input in mmol/L (mg/dL accepted, converted at 38.67)."""
    from medcalc.core import Quantity, analytes

    return Quantity(name=name, unit="mmol/L", range=range_, analyte=analytes.CHOLESTEROL,
                    units=("mmol/L", "mg/dL"), description=description, labels=labels)


def score2_recalibrated(x: Any, female: Any, baseline_survival: tuple, region_scales: dict,
                        risk_region: Any) -> dict:
    """SCORE2-family 10-year risk from a linear predictor x: uncalibrated 1 - S0 ** exp(x), then
    the ESC region recalibration 1 - exp(-exp(s1 + s2 * ln(-ln(1 - uncalibrated)))).
    ln(-ln(1 - uncalibrated)) is written as x + ln(-ln(S0)) (the same quantity: 1 - uncalibrated
    = S0 ** exp(x)), which has no log(0) when the uncalibrated risk rounds to 0 or 1."""
    from medcalc.core.vector import exp, log, where

    s0 = where(female, baseline_survival[1], baseline_survival[0])
    uncalibrated = 1.0 - s0 ** exp(x)
    scale1 = where(female, region_scale(region_scales, risk_region, 1, 0),
                   region_scale(region_scales, risk_region, 0, 0))
    scale2 = where(female, region_scale(region_scales, risk_region, 1, 1),
                   region_scale(region_scales, risk_region, 0, 1))
    calibrated = 1.0 - exp(-exp(scale1 + scale2 * (x + log(-log(s0)))))
    return {"value": 100.0 * calibrated, "linear_predictor": x,
            "uncalibrated_risk_percent": 100.0 * uncalibrated}


def region_scale(table: dict, region: Any, sex_index: int, which: int) -> Any:
    """table[region][sex_index][which] for a region key or a numpy column of keys."""
    if type(region) is str:
        return table[region][sex_index][which]
    import numpy as np

    lookup = {k: v[sex_index][which] for k, v in table.items()}
    return np.vectorize(lookup.__getitem__, otypes=[float])(region)


# -- HEART score elements (heart_score and heart_pathway) ---------------------------------------
# Declared once here (Six 2008; MDCalc option texts as aliases): calculator modules do not import
# each other.

def _heart_elements():
    from medcalc.core import Band, Category, Choice, Reference, banded, from_category

    six_2008 = Reference(
        "Six AJ, Backus BE, Kelder JC. Chest pain in the emergency room: value of the HEART "
        "score. Neth Heart J. 2008;16(6):191-196.",
        doi="10.1007/BF03086144")
    history = Category(
        name="history",
        description="History (anamnesis): how suspicious the story is for acute coronary "
                    "syndrome",
        definition="clinician's judgement of the chest-pain history: slightly (mainly "
                   "non-specific features), moderately (mix of specific and non-specific "
                   "features), or highly suspicious (mainly specific features: retrosternal, "
                   "pressing pain, radiation, exertional, relief by nitrates, diaphoresis)",
        choices=(
            Choice("slightly_suspicious", "Slightly suspicious", 0,
                   aliases=("slightly", "not suspicious", "slightly or not suspicious",
                            "low suspicion", "nonspecific")),
            Choice("moderately_suspicious", "Moderately suspicious", 1,
                   aliases=("moderately", "moderate suspicion", "moderately suspicious history")),
            Choice("highly_suspicious", "Highly suspicious", 2,
                   aliases=("highly", "high suspicion", "highly suspicious history")),
        ),
        absent=0,
    )
    ecg = Category(
        name="ecg",
        description="Electrocardiogram",
        definition="normal; non-specific repolarization disturbance (repolarization "
                   "abnormalities without significant ST deviation, LBBB, LVH, paced rhythm, "
                   "digoxin effect); or significant ST deviation (ST depression or elevation "
                   "not explained by LBBB, LVH or digoxin)",
        choices=(
            Choice("normal", "Normal", 0, aliases=("normal ecg",)),
            Choice("nonspecific_repolarization", "Non-specific repolarization disturbance", 1,
                   aliases=("non-specific repolarization disturbance",
                            "nonspecific repolarization disturbance",
                            "non-specific repolarisation disturbance",
                            "non specific repolarization", "LBBB", "left bundle branch block",
                            "paced rhythm", "pacemaker rhythm", "LVH")),
            Choice("significant_st_deviation", "Significant ST deviation", 2,
                   aliases=("significant st depression", "st deviation", "st depression",
                            "significant st-deviation")),
        ),
        absent=0,
    )
    troponin = Category(
        name="troponin",
        description="Initial troponin, relative to the normal limit of the assay",
        definition="at or below the normal limit; above the normal limit up to three times it; "
                   "or more than three times the normal limit",
        choices=(
            Choice("normal", "Less than or equal to the normal limit", 0,
                   aliases=("less than or equal to normal limit", "<= normal limit",
                            "≤ normal limit", "≤normal limit", "normal limit", "negative")),
            Choice("one_to_three_times", "1-3 times the normal limit", 1,
                   aliases=("between the normal limit or up to three times the normal limit",
                            "between the normal limit and three times the normal limit",
                            "1-3x normal limit", "1-3 × normal limit", "1–3× normal limit",
                            "1 to 3 times normal limit")),
            Choice("over_three_times", "More than 3 times the normal limit", 2,
                   aliases=("greater than three times normal limit",
                            "greater than three times the normal limit", ">3x normal limit",
                            "> 3 × normal limit", ">3× normal limit", "more than three times "
                            "normal limit")),
        ),
        absent=0,
    )
    history_item = from_category(history, "History", ("Anamnesis", "Suspicion History"),
                                 absent=history.choices[0].key)
    ecg_item = from_category(ecg, "ECG", ("EKG", "Electrocardiogram", "Electrocardiogram Test"),
                             absent=ecg.choices[0].key)
    age_item = banded("age", "Age", "age", (
        Band("lt_45", "< 45 years", 0, lt=45, aliases=("<45", "< 45")),
        Band("45_64", "45-64 years", 1, ge=45, lt=65, aliases=("45-64", "45-65")),
        Band("ge_65", ">= 65 years", 2, ge=65, aliases=("≥65", ">=65")),
    ), absent="lt_45")
    troponin_item = from_category(troponin, "Troponin", ("Initial troponin",),
                                  absent=troponin.choices[0].key)
    return six_2008, history, ecg, troponin, history_item, ecg_item, age_item, troponin_item


(HEART_SIX_2008, HEART_HISTORY, HEART_ECG, HEART_TROPONIN, HEART_HISTORY_ITEM, HEART_ECG_ITEM,
 HEART_AGE_ITEM, HEART_TROPONIN_ITEM) = _heart_elements()
