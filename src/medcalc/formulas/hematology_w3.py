"""Shared pieces of the wave-3 haematology calculators: Nadler's blood-volume equations.

Nadler SB, Hidalgo JH, Bloch T. Prediction of blood volume in normal human adults. Surgery.
1962;51(2):224-232 (PMID 21936146): total blood volume (L) from height (m) cubed and weight (kg),
one equation per sex:
    men:   0.3669 x H^3 + 0.03219 x W + 0.6041
    women: 0.3561 x H^3 + 0.03308 x W + 0.1833
"""

from __future__ import annotations

from typing import Any

from medcalc.core import Reference
from medcalc.core.vector import where

NADLER_1962 = Reference(
    "Nadler SB, Hidalgo JH, Bloch T. Prediction of blood volume in normal human adults. "
    "Surgery. 1962;51(2):224-232.", url="https://pubmed.ncbi.nlm.nih.gov/21936146/")

MALE = (0.3669, 0.03219, 0.6041)
FEMALE = (0.3561, 0.03308, 0.1833)


def nadler_blood_volume_l(is_male: Any, height_cm: Any, weight_kg: Any) -> Any:
    """Total blood volume in litres (Nadler 1962); `is_male` a boolean (or boolean column)."""
    h3 = (height_cm / 100.0) ** 3
    men = MALE[0] * h3 + MALE[1] * weight_kg + MALE[2]
    women = FEMALE[0] * h3 + FEMALE[1] * weight_kg + FEMALE[2]
    return where(is_male, men, women)


def yes_no(spec) -> tuple[list, list]:
    """Boolean features and their one-point-value criteria from rows of
    (name, label, points, definition, aliases): the item reads the feature of the same name, the
    label is the source's, aliases are other forms' (MDCalc's) labels."""
    from medcalc.core import Boolean, criterion

    features, items = [], []
    for name, label, points, definition, aliases in spec:
        features.append(Boolean(name=name, description=f"{label} ({points:+g} points)",
                                definition=definition))
        items.append(criterion(name, label, points=points, aliases=tuple(aliases)))
    return features, items


# IMPROVE VTE risk model (Spyropoulos 2011), the seven items shared by IMPROVE and IMPROVEDD:
# (name, label, points, definition, aliases); age > 60 is an item on the age feature.
IMPROVE_VTE_SPEC = (
    ("previous_vte", "Previous VTE", 3, "a previous deep vein thrombosis or pulmonary embolism",
     ()),
    ("known_thrombophilia", "Known thrombophilia", 2,
     "a congenital or acquired condition with an excess risk of thrombosis (e.g. factor V "
     "Leiden, antiphospholipid syndrome, protein C/S or antithrombin deficiency)",
     ("Thrombophilia",)),
    ("lower_limb_paralysis", "Current lower-limb paralysis", 2,
     "paralysis or paresis of a leg during the admission", ("Lower-limb paralysis",)),
    ("current_cancer", "Current cancer", 2,
     "active cancer, or a cancer history within the past 5 years (not non-melanoma skin "
     "cancer)", ("Cancer",)),
    ("immobilized_7_days", "Immobilized >= 7 days", 1,
     "complete immobilisation (confined to bed or chair) for 7 days or more, immediately "
     "before and during the admission",
     ("Immobilized ≥7 days", "Immobilized ≥7 days (immediately prior to and during hospital "
      "admission)", "Immobilization ≥7 days")),
    ("icu_ccu_stay", "ICU/CCU stay", 1, "admission to an intensive or coronary care unit",
     ("ICU/CCU",)),
)
