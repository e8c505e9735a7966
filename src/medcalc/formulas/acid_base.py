"""Acid-base formulas shared by the anion gap family (anion gap, delta gap, delta ratio,
albumin-corrected anion gap).

Plain functions of canonical values (mmol/L, numerically equal to mEq/L for these monovalent
ions) that work on Python floats and numpy arrays alike.
"""

from __future__ import annotations

from typing import Any


def anion_gap(sodium: Any, chloride: Any, bicarbonate: Any) -> Any:
    """Serum anion gap (mmol/L) = Na - (Cl + HCO3), without potassium (Emmett & Narins 1977)."""
    return sodium - (chloride + bicarbonate)


# Reference values of the "delta" family (as MDCalc and MedCalc-Bench): a normal anion gap of
# 12 mmol/L, a normal bicarbonate of 24 mmol/L, a normal albumin of 4.0 g/dL.
NORMAL_ANION_GAP = 12.0
NORMAL_BICARBONATE = 24.0
NORMAL_ALBUMIN_G_DL = 4.0
# Figge et al. 1998: each g/L fall in albumin lowers the anion gap by 0.25 mmol/L (2.5 per g/dL).
ALBUMIN_AG_FACTOR_PER_G_DL = 2.5


def delta_gap(anion_gap: Any) -> Any:
    """Excess anion gap (mmol/L): AG - 12, the rise of the gap above its normal value."""
    return anion_gap - NORMAL_ANION_GAP


def delta_ratio(delta_gap: Any, bicarbonate: Any) -> Any:
    """Rise in anion gap over fall in bicarbonate: delta gap / (24 - HCO3).

    Undefined at HCO3 = 24 (division by zero); callers restrict it to HCO3 < 24."""
    return delta_gap / (NORMAL_BICARBONATE - bicarbonate)


def albumin_corrected_anion_gap(anion_gap: Any, albumin: Any) -> Any:
    """Anion gap adjusted to a normal albumin (Figge 1998): AG + 2.5 x (4.0 - albumin g/dL)."""
    return anion_gap + ALBUMIN_AG_FACTOR_PER_G_DL * (NORMAL_ALBUMIN_G_DL - albumin)


def bicarbonate_below_normal(bicarbonate: Any) -> Any:
    """Where a delta ratio is defined: bicarbonate below the normal 24 mmol/L."""
    return bicarbonate < NORMAL_BICARBONATE


DELTA_RATIO_NEEDS_LOW_BICARBONATE = (
    "the delta ratio compares the rise in anion gap with the fall in bicarbonate below its "
    "normal 24 mmol/L and is used in a metabolic acidosis: at a bicarbonate of 24 mmol/L it "
    "divides by zero, and above 24 mmol/L its denominator is negative and the ratio's "
    "interpretation bands would be inverted (a raised gap with a bicarbonate >= 24 already "
    "points to a concurrent metabolic alkalosis; use the delta gap)")


def delta_ratio_band(ratio: float) -> str:
    """Interpretation bands of the delta ratio (teaching table, see the delta_ratio module)."""
    if ratio < 0.4:
        return "< 0.4: hyperchloremic normal anion gap acidosis"
    if ratio < 0.8:
        return "0.4-0.8: combined high and normal anion gap acidosis"
    if ratio <= 2.0:
        return "0.8-2: uncomplicated high anion gap acidosis"
    return ("> 2: high anion gap acidosis with a concurrent metabolic alkalosis or a "
            "pre-existing compensated respiratory acidosis")
