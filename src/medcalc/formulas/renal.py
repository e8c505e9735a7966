"""Kidney formulas shared by the renal calculators: KDIGO GFR and albuminuria categories and the
CKD risk ("heat map") grid, clearance from a timed urine collection, fractional excretion, the
bedside Schwartz equation, Watson total body water and the Adrogué-Madias infusate formula.

Plain functions of canonical values (creatinine in mg/dL, GFR in mL/min/1.73 m², ACR in mg/g
or, for the albuminuria category, in the mg/mmol column it was reported in,
height in cm, weight in kg, sodium and potassium in mmol/L) that work on Python floats and numpy
arrays alike.
"""

from __future__ import annotations

from typing import Any

from medcalc.core.calculator import Precondition
from medcalc.core.features import Quantity
from medcalc.core.vector import maximum, minimum, where
from medcalc.core.versions import Reference

# Sources cited by more than one calculator, declared once.
KDIGO_2012 = Reference(
    "KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney "
    "Disease. Kidney Int Suppl. 2013;3(1):1-150 (GFR categories G1-G5).",
    doi="10.1038/kisup.2012.73")

# -- KDIGO 2012 CKD classification (Kidney Int Suppl 2013;3:1-150, Tables 5 and 6, Figure 9) ------

GFR_CATEGORY_LABELS = {
    "G1": "G1 (normal or high)",
    "G2": "G2 (mildly decreased)",
    "G3a": "G3a (mildly to moderately decreased)",
    "G3b": "G3b (moderately to severely decreased)",
    "G4": "G4 (severely decreased)",
    "G5": "G5 (kidney failure)",
}
GFR_CATEGORIES = tuple(GFR_CATEGORY_LABELS)

ALBUMINURIA_CATEGORY_LABELS = {
    "A1": "A1 (normal to mildly increased)",
    "A2": "A2 (moderately increased)",
    "A3": "A3 (severely increased)",
}
ALBUMINURIA_CATEGORIES = tuple(ALBUMINURIA_CATEGORY_LABELS)

# KDIGO 2012 Table 6 gives the ACR categories in two parallel columns, each the rounded
# "approximate equivalent" of the albumin excretion rate 30 and 300 mg/24 h: mg/mmol A1 < 3,
# A2 3-30, A3 > 30; mg/g A1 < 30, A2 30-300, A3 > 300. An ACR is classified in the column of the
# unit it was reported in (3 mg/mmol is A2 although it is 26.5 mg/g); see core/scaled.py.
ACR_A2_FROM_MG_PER_G = 30.0
ACR_A3_ABOVE_MG_PER_G = 300.0
ACR_A2_FROM_MG_PER_MMOL = 3.0
ACR_A3_ABOVE_MG_PER_MMOL = 30.0
ACR_CUTS = {  # column unit -> (A2 from, A3 above)
    "mg/g": (ACR_A2_FROM_MG_PER_G, ACR_A3_ABOVE_MG_PER_G),
    "mg/mmol": (ACR_A2_FROM_MG_PER_MMOL, ACR_A3_ABOVE_MG_PER_MMOL),
}

LOW = "low risk"
MODERATE = "moderately increased risk"
HIGH = "high risk"
VERY_HIGH = "very high risk"
CKD_RISK_LEVELS = (LOW, MODERATE, HIGH, VERY_HIGH)

# KDIGO 2012 Figure 9 ("Prognosis of CKD by GFR and albuminuria categories"): rows G1-G5,
# columns A1-A3.
CKD_RISK_GRID = {
    "G1": (LOW, MODERATE, HIGH),
    "G2": (LOW, MODERATE, HIGH),
    "G3a": (MODERATE, HIGH, VERY_HIGH),
    "G3b": (HIGH, VERY_HIGH, VERY_HIGH),
    "G4": (VERY_HIGH, VERY_HIGH, VERY_HIGH),
    "G5": (VERY_HIGH, VERY_HIGH, VERY_HIGH),
}


def gfr_category(egfr: Any) -> Any:
    """KDIGO GFR category code (G1 >= 90, G2 60-89, G3a 45-59, G3b 30-44, G4 15-29, G5 < 15)."""
    return where(egfr >= 90, "G1", where(egfr >= 60, "G2", where(egfr >= 45, "G3a", where(
        egfr >= 30, "G3b", where(egfr >= 15, "G4", "G5")))))


def kdigo_gfr_category(egfr: Any) -> Any:
    """KDIGO GFR category with its description, e.g. 'G3a (mildly to moderately decreased)'."""
    return where(egfr >= 90, GFR_CATEGORY_LABELS["G1"],
                 where(egfr >= 60, GFR_CATEGORY_LABELS["G2"],
                       where(egfr >= 45, GFR_CATEGORY_LABELS["G3a"],
                             where(egfr >= 30, GFR_CATEGORY_LABELS["G3b"],
                                   where(egfr >= 15, GFR_CATEGORY_LABELS["G4"],
                                         GFR_CATEGORY_LABELS["G5"])))))


def albuminuria_category(acr: Any, column: str = "mg/g") -> Any:
    """KDIGO albuminuria category code from the ACR in the unit of `column` (KDIGO 2012 Table 6):
    mg/g A1 < 30, A2 30-300, A3 > 300; mg/mmol A1 < 3, A2 3-30, A3 > 30."""
    a2_from, a3_above = ACR_CUTS[column]
    return where(acr > a3_above, "A3", where(acr >= a2_from, "A2", "A1"))


def ckd_risk(gfr_cat: Any, albuminuria_cat: Any) -> Any:
    """KDIGO 2012 heat-map risk level for a GFR category code and an albuminuria category code."""
    out: Any = VERY_HIGH
    for g in reversed(GFR_CATEGORIES):
        row = CKD_RISK_GRID[g]
        by_a = where(albuminuria_cat == "A1", row[0],
                     where(albuminuria_cat == "A2", row[1], row[2]))
        out = where(gfr_cat == g, by_a, out)
    return out


# -- clearances ----------------------------------------------------------------------------------


def clearance(urine_concentration: Any, urine_volume_ml: Any, plasma_concentration: Any,
              minutes: Any) -> Any:
    """Renal clearance (mL/min) = U x V / (P x t): urine and plasma concentration in the same
    unit, urine volume in mL collected over t minutes."""
    return urine_concentration * urine_volume_ml / (plasma_concentration * minutes)


def per_1_73_m2(value: Any, bsa_m2: Any) -> Any:
    """A clearance normalised to 1.73 m² body surface area: value x 1.73 / BSA."""
    return value * 1.73 / bsa_m2


def fractional_excretion(urine_x: Any, plasma_x: Any, urine_creatinine: Any,
                         plasma_creatinine: Any) -> Any:
    """Fractional excretion of x (%) = (U_x x P_Cr) / (P_x x U_Cr) x 100; U_x and P_x in one unit,
    U_Cr and P_Cr in one unit."""
    return 100.0 * (urine_x * plasma_creatinine) / (plasma_x * urine_creatinine)


# Schwartz GJ et al. J Am Soc Nephrol 2009;20:629-637: eGFR = 0.413 x height (cm) / Scr (mg/dL).
BEDSIDE_SCHWARTZ_K = 0.413


def bedside_schwartz_egfr(height_cm: Any, creatinine_mg_dl: Any) -> Any:
    """Bedside CKiD (Schwartz 2009) eGFR, mL/min/1.73 m²."""
    return BEDSIDE_SCHWARTZ_K * height_cm / creatinine_mg_dl


# -- body water and sodium ------------------------------------------------------------------------


def watson_total_body_water(age: Any, height_cm: Any, weight_kg: Any, female: Any) -> Any:
    """Watson PE, Watson ID, Batt RD. Am J Clin Nutr 1980;33:27-39, total body water (L):
    men 2.447 - 0.09516 x age + 0.1074 x height + 0.3362 x weight;
    women -2.097 + 0.1069 x height + 0.2466 x weight (age in years, height cm, weight kg)."""
    men = 2.447 - 0.09516 * age + 0.1074 * height_cm + 0.3362 * weight_kg
    women = -2.097 + 0.1069 * height_cm + 0.2466 * weight_kg
    return where(female, women, men)


def adrogue_madias_change(infusate_sodium: Any, infusate_potassium: Any, sodium: Any,
                          total_body_water_l: Any) -> Any:
    """Adrogué-Madias (NEJM 2000;342:1493 and 1581): change in serum sodium (mmol/L) after 1 L of
    an infusate = (infusate Na + infusate K - serum Na) / (total body water + 1)."""
    return (infusate_sodium + infusate_potassium - sodium) / (total_body_water_l + 1.0)


# Total body water as a fraction of weight (Adrogué & Madias 2000; age cut-offs as MDCalc):
# children 0.6, adult men 0.6, adult women 0.5, elderly (>= 65) men 0.5, women 0.45.
CHILD_BELOW = 18.0
ELDERLY_FROM = 65.0


def tbw_fraction(age: Any, female: Any) -> Any:
    adult = where(female, 0.5, 0.6)
    elderly = where(female, 0.45, 0.5)
    return where(age < CHILD_BELOW, 0.6, where(age >= ELDERLY_FROM, elderly, adult))


# -- MDRD Study 4-variable equation (Levey 1999/2000; IDMS-traceable 175, Levey 2006) -----------

def mdrd_egfr(creatinine_mg_dl: Any, age_years: Any, female: Any, black: Any,
              constant: float = 175.0) -> Any:
    """constant x Scr^-1.154 x age^-0.203 (x 0.742 if female, x 1.212 if Black): 175 for
    IDMS-traceable creatinine (Levey 2006), 186 for the original (Levey 2000)."""
    return (constant * creatinine_mg_dl ** -1.154 * age_years ** -0.203
            * where(female, 0.742, 1.0) * where(black, 1.212, 1.0))


# -- CKD-EPI: shared terms; the cystatin C equations (Inker 2012, Inker 2021) -------------------

CYSTATIN_C_KNEE = 0.8  # mg/L: both equations' cystatin C spline knot


def ckd_epi_spline(ratio: Any, below: Any, above: Any) -> Any:
    """min(ratio, 1)**below x max(ratio, 1)**above: the two-slope term of every CKD-EPI equation."""
    return minimum(ratio, 1.0) ** below * maximum(ratio, 1.0) ** above


def cystatin_c_feature(**kw: Any):
    """Standardized serum cystatin C in mg/L (IFCC/ERM-DA471-traceable)."""
    kw.setdefault("description", "Serum cystatin C (standardized, IFCC-traceable)")
    return Quantity(name="cystatin_c", unit="mg/L", units=("mg/L",), range=(0.1, 15.0), **kw)


def ckd_epi_adults():
    """The adult-only precondition of the CKD-EPI equations (developed in adults)."""
    return Precondition(lambda age: age >= 18,
                        "CKD-EPI is validated for adults (age >= 18); use a pediatric equation "
                        "such as bedside Schwartz")
