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
