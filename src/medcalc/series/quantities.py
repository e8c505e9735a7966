"""What a query is about: a measured feature (a column of the timeline), or a registered
single-record calculator evaluated on every record (MAP, shock index, ...).

A calculator is evaluated per record exactly as ``medcalc.calculate(id, inputs)`` would with the
record's values (its features that the record has). For calculators whose formula is a numpy-ready
function of ``medcalc.formulas`` the whole column is computed at once (same formula, same input
ranges, same implausibility rule); the test suite checks that both ways agree.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from ..core.features import Count, Feature, FeatureError, Quantity
from ..core.na import InputProblem, UnknownCalculator, show
from .records import VITALS, SeriesError, Timeline, resolve_key

CALCULATOR_PREFIX = "calculator:"
_VITAL_NAMES = frozenset(f.name for f in VITALS)
_DISPLAY_UNITS = {"1/min": "/min", "degC": "°C", "degF": "°F", "1": ""}


def display_unit(unit: str | None) -> str:
    if unit is None:
        return ""
    return _DISPLAY_UNITS.get(unit, unit)


def _map_check(systolic_bp, diastolic_bp):
    """Rows where the MAP calculator returns NA implausible (systolic below diastolic)."""
    return systolic_bp < diastolic_bp, ("systolic_bp is below diastolic_bp (systolic pressure "
                                        "cannot be lower than diastolic; are they swapped?)")


def _vectorized() -> dict[str, tuple[tuple[str, ...], Callable, Callable | None]]:
    from ..formulas import hemodynamics

    return {
        "mean_arterial_pressure": (("systolic_bp", "diastolic_bp"),
                                   hemodynamics.mean_arterial_pressure_estimate, _map_check),
        "shock_index": (("heart_rate", "systolic_bp"), hemodynamics.shock_index, None),
    }


@dataclass
class Series:
    """One quantity over a timeline: `values[i]` for sorted record i (NaN: no value)."""

    name: str
    kind: str  # "feature" | "calculator"
    unit: str | None
    values: np.ndarray
    feature: Feature | None = None
    calculator: Any = None
    _why: Callable[[int], tuple[str, str]] | None = None

    def why_missing(self, i: int) -> tuple[str, str]:
        """(reason, message) for a record without a value."""
        return self._why(i)


def resolve(tl: Timeline, of: Any, missing: str = "strict") -> Series:
    """The Series a query's `of` names. A feature the records have (by name, alias or label)
    reads that column; otherwise a calculator id or alias (`calculator:<id>` forces the
    calculator) is evaluated on every record."""
    if not isinstance(of, str) or not of.strip():
        raise _unknown(of)
    text = of.strip()
    force = text.lower().startswith(CALCULATOR_PREFIX)
    if force:
        text = text[len(CALCULATOR_PREFIX):].strip()
    key = (text, missing, force)
    cached = tl._derived.get(key)
    if cached is not None:
        return cached
    # The vital signs first (no registry scan); other features of registered calculators only
    # when the records have such columns, or when `of` names no calculator.
    feature = None if force else resolve_key(text, extended=False)
    if feature is None and not force and set(tl.columns) - _VITAL_NAMES:
        feature = resolve_key(text)
    if isinstance(feature, Feature) and feature.name in tl.columns:
        out = _feature_series(tl, feature)
    else:
        calc = None
        for name in (text, getattr(feature, "name", None)):
            calc_id = _calculator_id(name) if name else None
            if calc_id is not None:
                try:
                    calc = _get(calc_id)
                except UnknownCalculator:
                    continue
                break
        if calc is None and feature is None and not force:
            feature = resolve_key(text)
        if calc is not None and getattr(calc, "available", False):
            out = _calculator_series(tl, calc, missing)
        elif isinstance(feature, Feature):  # a known feature no record has
            out = _feature_series(tl, feature)
        else:
            raise _unknown(of)
    tl._derived[key] = out
    return out


_CALC_NAMES: dict[str, list[str]] = {}


def _calculator_id(text: str) -> str | None:
    """The calculator an id, name or alias names (as the registry resolves it), or None; no
    fuzzy matching (a feature name must not cost a suggestion search)."""
    from ..core.registry import index, lookup_key

    if text in index():
        return text
    if not _CALC_NAMES:
        for calc_id, entry in index().items():
            for name in (calc_id, entry.get("name", ""), *entry.get("aliases", ())):
                ids = _CALC_NAMES.setdefault(lookup_key(name), [])
                if calc_id not in ids:
                    ids.append(calc_id)
    ids = _CALC_NAMES.get(lookup_key(text))
    return ids[0] if ids and len(ids) == 1 else None


def _get(calc_id: str):
    from ..core.registry import get

    return get(calc_id)


def _unknown(of: Any) -> SeriesError:
    import difflib
    names = [f.name for f in VITALS] + ["mean_arterial_pressure", "shock_index"]
    close = difflib.get_close_matches(str(of), names, n=3, cutoff=0.5) if isinstance(of, str) else []
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    message = f"{show(of, 60)} is neither a feature of the records nor a calculator{hint}"
    return SeriesError(f"of: {message}", [InputProblem(
        "of", "unknown_quantity", message,
        "a feature name or label (" + ", ".join(f.name for f in VITALS) + ", HR, SBP, ...) or a "
        "single-record calculator id (mean_arterial_pressure, shock_index, ...)")])


def _feature_series(tl: Timeline, feature: Feature) -> Series:
    col = tl.columns.get(feature.name)
    if col is None:
        col = np.full(len(tl), np.nan)

    def why(i: int) -> tuple[str, str]:
        problem = tl.cell_problem(feature.name, i)
        if problem is not None:
            return problem.kind, problem.message
        return "missing", f"no {feature.name} in this record"

    unit = feature.unit if isinstance(feature, Quantity) else None
    return Series(feature.name, "feature", unit, col, feature, None, why)


def _calculator_series(tl: Timeline, calc, missing: str) -> Series:
    if calc.output.kind not in ("number", "integer"):
        raise SeriesError(f"of: {calc.id} gives a {calc.output.kind}, not a number",
                          [InputProblem("of", "not_numeric", f"{calc.id} output is "
                                        f"{calc.output.kind}", "a calculator with a numeric output")])
    n = len(tl)
    fast = _vectorized().get(calc.id)
    if fast is not None and missing == "strict" and _fast_applies(calc, fast[0]):
        return _vector_series(tl, calc, *fast)
    values = np.full(n, np.nan)
    reasons: dict[int, tuple[str, str]] = {}
    names = [name for name in calc.features if name in tl.columns]
    cols = [tl.columns[name] for name in names]
    counts = [isinstance(calc.features[name], Count) for name in names]
    for i in range(n):
        inputs = {}
        for name, col, is_count in zip(names, cols, counts):
            v = col[i]
            if v == v:
                inputs[name] = int(v) if is_count else float(v)
        try:
            result = calc.calculate(inputs, missing=missing)
        except Exception as exc:  # noqa: BLE001 - an input error or a formula's edge
            reasons[i] = ("invalid", f"{calc.id}: {type(exc).__name__}: {exc}")
            continue
        value = result.value
        if result.status == "ok" and isinstance(value, (int, float)) and not isinstance(value, bool) \
                and math.isfinite(value):
            values[i] = float(value)
        elif result.status == "ok":
            reasons[i] = ("invalid", f"{calc.id} gave {show(value, 40)}, not a finite number")
        else:
            reasons[i] = (result.na.reason.value, _na_message(tl, calc, result.na, i))

    def why(i: int) -> tuple[str, str]:
        return reasons.get(i, ("missing", f"{calc.id} has no value"))

    return Series(calc.id, "calculator", calc.output.unit, values, None, calc, why)


def _na_message(tl: Timeline, calc, na, i: int) -> str:
    """The calculator's NA message, with the cell problem of an input the record had but that
    could not be read (the calculator only sees it as missing)."""
    for name in na.features:
        problem = tl.cell_problem(name, i)
        if problem is not None:
            return f"{calc.id}: {name} {problem.kind}: {problem.message}"
    return f"{calc.id}: {na.message}"


def _fast_applies(calc, params: tuple[str, ...]) -> bool:
    version = calc.default_version
    return (set(version.parameters) == set(params) and not calc.items and not calc.derived
            and not calc.preconditions
            and all(isinstance(calc.features[p], Quantity) for p in params))


def _vector_series(tl: Timeline, calc, params, formula, check) -> Series:
    n = len(tl)
    inputs = []
    ok = np.ones(n, dtype=bool)
    for name in params:
        col = tl.columns.get(name)
        if col is None:
            col = np.full(n, np.nan)
        lo, hi = calc.features[name].range  # the calculator's own plausible range
        ok &= ~np.isnan(col) & (col >= lo) & (col <= hi)
        inputs.append(col)
    implausible = np.zeros(n, dtype=bool)
    message = ""
    if check is not None:
        with np.errstate(invalid="ignore"):
            implausible, message = check(*inputs)
        implausible = implausible & ok
    good = ok & ~implausible
    with np.errstate(invalid="ignore", divide="ignore"):
        values = np.where(good, formula(*inputs), np.nan).astype(np.float64)

    def why(i: int) -> tuple[str, str]:
        if implausible[i]:
            return "implausible", f"{calc.id}: {message}"
        absent = []
        for name, col in zip(params, inputs):
            problem = tl.cell_problem(name, i)
            if problem is not None:
                return problem.kind, f"{calc.id}: {name} {problem.kind}: {problem.message}"
            if col[i] != col[i]:
                absent.append(name)
            else:
                text = calc.features[name].implausible(float(col[i]))
                if text:
                    return "implausible", f"{calc.id}: {text}"
        return "missing", f"{calc.id}: required input not given: {', '.join(absent)}"

    return Series(calc.id, "calculator", calc.output.unit, values, None, calc, why)


# -- thresholds and units -------------------------------------------------------------------------


def threshold(series: Series, raw: Any, where: str) -> float:
    """A threshold in the series' canonical unit: a number in that unit, '90 mmHg' or
    [90, 'mmHg']."""
    from ..core.units import UnitError, conversion, split_value_unit

    feature = series.feature
    if isinstance(feature, Quantity):
        try:
            return float(feature.parse(raw))
        except FeatureError as exc:
            raise _bad_threshold(where, exc.message, exc.expected) from None
    # a count (pain) or a calculator's output: a number, or with the output's unit
    value, unit = None, ""
    if isinstance(raw, bool):
        pass
    elif isinstance(raw, (int, float)):
        try:
            value = float(raw)
        except OverflowError:
            value = None
    elif isinstance(raw, str):
        try:
            split = split_value_unit(raw)
        except UnitError:
            split = None
        if split is not None:
            value, unit = split
    elif isinstance(raw, (list, tuple)) and len(raw) == 2 and isinstance(raw[1], str) \
            and isinstance(raw[0], (int, float)) and not isinstance(raw[0], bool):
        value, unit = float(raw[0]), raw[1]
    expected = (f"a number in {series.unit}, or [value, unit]" if series.unit
                else "a number")
    if value is None or not math.isfinite(value):
        raise _bad_threshold(where, f"cannot read {show(raw, 40)} as a threshold", expected)
    if unit and unit.strip() not in ("", "1"):
        if series.unit is None:
            raise _bad_threshold(where, f"{series.name} has no unit; got {unit!r}", expected)
        try:
            scale, offset = conversion(unit.strip(), series.unit)
        except UnitError as exc:
            raise _bad_threshold(where, str(exc), expected) from None
        value = value * scale + offset
    return value


def _bad_threshold(where: str, message: str, expected: str) -> SeriesError:
    return SeriesError(f"{where}: {message}", [InputProblem(where, "invalid_threshold", message,
                                                             expected)])


def convert(series: Series, unit: Any) -> tuple[np.ndarray, str | None, Callable[[float], float]]:
    """The values in `unit` (None: the canonical unit), the unit, and the map of one value."""
    if unit is None:
        return series.values, series.unit, lambda v: v
    from ..core.units import UnitError, conversion

    if not isinstance(unit, str) or not unit.strip():
        raise SeriesError("unit: expected a unit string",
                          [InputProblem("unit", "wrong_type", f"got {show(unit, 40)}", "a unit")])
    if series.unit is None:
        raise SeriesError(f"unit: {series.name} has no unit",
                          [InputProblem("unit", "wrong_dimension", f"{series.name} has no unit",
                                        "omit 'unit'")])
    analyte = getattr(series.feature, "analyte", None)
    try:
        scale, offset = conversion(unit.strip(), series.unit, analyte)
    except UnitError as exc:
        accepted = getattr(series.feature, "accepted_units", (series.unit,))
        raise SeriesError(f"unit: {exc}", [InputProblem("unit", exc.kind, str(exc),
                                                        "one of " + ", ".join(accepted))]) from None
    # conversion gives canonical = given * scale + offset; invert it for the answer's unit.
    def one(v: float) -> float:
        return float(f"{(v - offset) / scale:.12g}")

    return (series.values - offset) / scale, unit.strip(), one
