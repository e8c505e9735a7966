"""What a calculator module needs: feature kinds, items, versions, references, output, NA signals.

Names are loaded on first use (PEP 562), so importing one submodule (`medcalc.core.na` by
`import medcalc`) does not load the whole core.
"""

from __future__ import annotations

import importlib

_WHERE = {
    "Calculator": "calculator", "Output": "calculator", "Precondition": "calculator",
    "CRITERION_NOT_MET": "features", "Alternative": "features", "Boolean": "features",
    "Category": "features", "Choice": "features", "Count": "features", "Date": "features",
    "Duration": "features", "GestationalAge": "features", "Feature": "features",
    "NAInput": "features", "Quantity": "features",
    "NA": "na", "Implausible": "na", "InputError": "na", "InputProblem": "na", "Missing": "na",
    "NAReason": "na", "NotApplicable": "na",
    "Result": "result",
    "CalculatorUnavailable": "unavailable", "UnavailableCalculator": "unavailable",
    "Reference": "versions", "Version": "versions", "Variant": "versions",
    "Band": "items", "Condition": "items", "Item": "items", "banded": "items",
    "criterion": "items", "either": "items", "points_total": "items", "from_category": "items",
    "Derivation": "derived",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__():
    return __all__
