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


def duke_criteria_counter(pathologic: tuple, major: tuple, minor: tuple, name: str):
    """The compute function of a Duke-type classification: counts the criteria met in each
    group (items given by name) and classifies them (`duke_classification`); the items' names,
    pathological + major + minor + 'rejection', are its parameters."""
    names = tuple(i.name for i in pathologic + major + minor) + ("rejection",)

    def duke(**items):
        n_pathologic = sum(items[i.name] for i in pathologic)
        n_major = sum(items[i.name] for i in major)
        n_minor = sum(items[i.name] for i in minor)
        return {"value": duke_classification(n_pathologic, items["rejection"], n_major, n_minor),
                "pathologic_criteria": n_pathologic, "major_criteria": n_major,
                "minor_criteria": n_minor, **items}

    duke.__name__ = duke.__qualname__ = name
    duke.__parameters__ = names
    return duke


def duke_interpretation(value: str, breakdown: dict) -> str:
    counts = (f"{breakdown['major_criteria']} major, {breakdown['minor_criteria']} minor, "
              f"{breakdown['pathologic_criteria']} pathological")
    if value == DEFINITE:
        return f"definite infective endocarditis ({counts})"
    if value == POSSIBLE:
        return f"possible infective endocarditis ({counts}: 1 major + 1 minor or 3 minor)"
    return f"infective endocarditis rejected ({counts})"

