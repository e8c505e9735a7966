"""Shared rules of the wave-4 infectious-disease calculators: the Duke-type classification of
infective endocarditis (modified Duke, Li 2000; Duke-ISCVID, Fowler 2023), which both
editions state with the same counting rule."""

from typing import Any

from medcalc.core.vector import where

DEFINITE, POSSIBLE, REJECTED = "definite", "possible", "rejected"


def duke_classification(pathologic: Any, rejected: Any, major: Any, minor: Any) -> Any:
    """Definite: a pathological criterion, or 2 major, or 1 major + 3 minor, or 5 minor.
    Possible: 1 major + 1 minor, or 3 minor. Otherwise, or when a rejection criterion holds
    (and no definite criterion is met), rejected."""
    definite = (pathologic >= 1) | (major >= 2) | ((major >= 1) & (minor >= 3)) | (minor >= 5)
    possible = ((major >= 1) & (minor >= 1)) | (minor >= 3)
    return where(definite, DEFINITE,
                 where(rejected >= 1, REJECTED, where(possible, POSSIBLE, REJECTED)))
