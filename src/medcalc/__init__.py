"""medcalc: typed, unit-safe, versioned clinical calculators.

    >>> import medcalc
    >>> medcalc.calculate("bmi", {"weight": 70, "height": (175, "cm")}).value
    22.857142857142858

`import medcalc` loads nothing but this file: the core, the registry and each calculator module
are imported on first use (PEP 562 module attributes).
"""

from __future__ import annotations

__version__ = "0.1.0"
__all__ = ["calculate", "calculate_batch", "get", "list", "search", "InputError", "MedcalcError", "Result",
           "UnknownCalculator", "UnknownVersion"]

_LAZY = {
    "InputError": "core.na", "MedcalcError": "core.na", "UnknownCalculator": "core.na",
    "UnknownVersion": "core.na", "Result": "core.result", "get": "core.registry",
    "search": "tools.search",
}


def calculate(calculator, inputs, *, version=None, as_of=None, missing="strict", variant=None,
              domain="strict"):
    """Compute one calculator for one patient.

    `inputs` maps feature names to values (numbers in the canonical unit, "1.4 mg/dL",
    (1.4, "mg/dL"), pint quantities, booleans, category keys, dates) and, for points scores,
    criteria to their band ("Age 65-74", ">= 30") or yes/no. `version` pins an edition,
    `as_of` picks the edition in force on a date within the `variant` (a parallel convention,
    chosen only explicitly; default: the calculator's documented default). `missing="absent"`
    counts unmentioned criteria as absent; `domain="warn"` computes outside the calculator's
    preconditions and names the violated one in the result. Returns a Result whose status is
    "ok" or "na"; raises InputError listing every input that cannot be interpreted.
    """
    return _get(calculator).calculate(inputs, version=version, as_of=as_of, missing=missing,
                                      variant=variant, domain=domain)


def calculate_batch(calculator, table, **options):
    """Run one calculator over every row of a table (pandas, polars, pyarrow or a dict of
    columns) at numpy speed, with `calculate`'s validation, units and NA semantics per row;
    returns a table of the same kind. See `medcalc.core.batch.calculate_batch`."""
    from .core.batch import calculate_batch as run

    return run(calculator, table, **options)


def _get(calculator):
    from .core.registry import get

    globals()["_get"] = get
    return get(calculator)


def list():  # noqa: A001 - the public name the design fixes
    """Every registered calculator (imports all calculator modules)."""
    from .core.registry import all_ids, get

    return [get(calc_id) for calc_id in all_ids()]


def __getattr__(name: str):
    where = _LAZY.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"{__name__}.{where}"), name)
    globals()[name] = value
    return value
