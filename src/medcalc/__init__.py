"""medcalc: typed, unit-safe, versioned clinical calculators.

    >>> import medcalc
    >>> medcalc.calculate("bmi", {"weight": 70, "height": (175, "cm")}).value
    22.857142857142858
"""

from __future__ import annotations

import datetime as _dt
from typing import Any, Mapping

from .core.na import InputError, MedcalcError, UnknownCalculator, UnknownVersion
from .core.registry import all_ids as _all_ids
from .core.registry import get
from .core.result import Result

__version__ = "0.1.0"
__all__ = ["calculate", "get", "list", "search", "InputError", "MedcalcError", "Result",
           "UnknownCalculator", "UnknownVersion"]


def calculate(calculator: str, inputs: Mapping[str, Any], *, version: str | None = None,
              as_of: _dt.date | str | None = None, missing: str = "strict") -> Result:
    """Compute one calculator for one patient.

    `inputs` maps feature names to values (numbers in the canonical unit, "1.4 mg/dL",
    (1.4, "mg/dL"), pint quantities, booleans, category keys, dates). Returns a Result whose
    status is "ok" or "na"; raises InputError listing every input that cannot be interpreted.
    """
    return get(calculator).calculate(inputs, version=version, as_of=as_of, missing=missing)


def list():  # noqa: A001 - the public name the design fixes
    """Every registered calculator (imports all calculator modules)."""
    return [get(calc_id) for calc_id in _all_ids()]


def __getattr__(name: str):
    # `medcalc.search` is imported on first use: `import medcalc` stays cheap.
    if name == "search":
        from .tools.search import search

        globals()["search"] = search
        return search
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
