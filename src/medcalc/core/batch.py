"""Whole tables at numpy speed: `calculate_batch` runs one calculator over every row of a table.

Semantics are those of `calculate` applied to each row, where row i's inputs are
`{input key: cell i}` for every used column (a number with a unit from `units` becomes
`(number, unit)`; a string cell is read as it is, with any unit it spells). A row that
`calculate` would refuse (InputError) is NA `invalid` with the error's message; nothing is
dropped or reordered. The equivalence is tested for every implemented calculator
(`tests/test_batch.py`).

How it is fast: each column is validated and converted once (a unit factor per distinct unit
string, a vectorized plausibility check, one parse per distinct text value), then every *clean*
row (each used cell present, plausible and read without help) is computed by the calculator's own
compute function on numpy columns. Every other row — a missing or implausible cell, a criterion
answered both by band and by measurement, a violated precondition, a value the vectorized compute
cannot give (a warning it raises for some rows, a non-finite value) — is computed by `calculate`
itself, so its result, message included, is the one `calculate` gives. A chunk whose vectorized
compute raises or warns is split in halves until the rows responsible run alone.
"""

from __future__ import annotations

import datetime as _dt
import functools
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Callable

from .features import (UNSET, Boolean, Count, Duration, FeatureError, NAInput, Quantity,
                       has_default, is_absent)
from .na import ArgumentTypeError, InputError, InvalidArgument, InvalidOption, show

CHUNK_ROWS = 1 << 16  # rows per vectorized compute call
_LEAF_ROWS = 32  # a failing chunk this small runs row by row
RESULT_COLUMNS = ("value", "status", "na_reason", "reason", "na_inputs", "version", "variant",
                  "warnings", "imputed")


def _np():
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - numpy is in every extra that batch needs
        raise ImportError("calculate_batch needs numpy: pip install 'medcalc-ref[batch]'") from None
    return np


# -- tables in and out --------------------------------------------------------------------------

@dataclass
class _Table:
    kind: str  # "pandas" | "polars" | "pyarrow" | "dict"
    n: int
    columns: dict[str, Any]  # name -> numpy array (float64, bool or object)
    index: Any = None  # pandas index, kept for the output
    originals: dict[str, Any] = field(default_factory=dict)  # cells as given, where converted

    def build(self, out: dict[str, Any]):
        np = _np()
        if self.kind == "pandas":
            import pandas as pd

            return pd.DataFrame(out, index=self.index, copy=False)  # the arrays are ours
        if self.kind == "polars":
            import polars as pl

            cols = []
            for name, values in out.items():
                if isinstance(values, pl.Series):
                    cols.append(values.alias(name))
                elif values.dtype == object:
                    cols.append(pl.Series(name, values.tolist(), dtype=_polars_type(values),
                                          strict=False))
                else:
                    cols.append(pl.Series(name, values))
            return pl.DataFrame(cols)
        if self.kind == "pyarrow":
            import pyarrow as pa

            arrays = {}
            for name, values in out.items():
                if isinstance(values, (pa.Array, pa.ChunkedArray)):
                    arrays[name] = values
                elif values.dtype == object:
                    arrays[name] = pa.array([_arrow_cell(v) for v in values.tolist()],
                                            from_pandas=True)
                else:
                    arrays[name] = pa.array(values)
            return pa.table(arrays)
        return {name: np.asarray(values) for name, values in out.items()}


def _polars_type(values):
    import polars as pl

    kinds = {type(v) for v in values.tolist() if v is not None}
    if kinds <= {str}:
        return pl.Utf8
    if kinds <= {bool}:
        return pl.Boolean
    if kinds and kinds <= {int, float}:
        return pl.Float64
    if kinds <= {_dt.date}:
        return pl.Date
    return pl.Object


def _arrow_cell(v):
    if isinstance(v, tuple):
        return list(v)
    if isinstance(v, dict):
        import json

        return json.dumps(v, default=str)
    return v


class _Codes:
    """A text column kept as codes into its distinct texts (a pandas categorical, an Arrow
    string or dictionary column, a polars string column): read once per distinct text and never
    expanded into one Python object per row. Indexing gives a row's text (None when missing)."""

    ndim = 1

    def __init__(self, np, codes, uniques: list):
        self.codes = codes  # integer array, -1 = missing
        self.uniques = uniques
        self.dtype = np.dtype(object)  # read like an object column (kind "O")

    def __len__(self) -> int:
        return len(self.codes)

    def __getitem__(self, i):
        k = int(self.codes[i])
        return None if k < 0 else self.uniques[k]


def _arrow_codes(np, arr):
    """_Codes of an Arrow string or dictionary array (dictionary-encoded in Arrow's C++)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    if isinstance(arr, pa.ChunkedArray):
        arr = arr.combine_chunks()
    if pa.types.is_dictionary(arr.type):
        if not (pa.types.is_string(arr.type.value_type)
                or pa.types.is_large_string(arr.type.value_type)):
            return None
        arr = arr.cast(arr.type.value_type)  # chunks may have had different dictionaries
    elif not (pa.types.is_string(arr.type) or pa.types.is_large_string(arr.type)):
        return None
    encoded = pc.dictionary_encode(arr)
    codes = pc.fill_null(encoded.indices, -1).to_numpy(zero_copy_only=False)
    return _Codes(np, codes.astype(np.int64, copy=False), encoded.dictionary.to_pylist())


def _coded_text(np, values):
    """_Codes for a text column that already is (or cheaply becomes) codes; None otherwise."""
    module = type(values).__module__
    try:
        if module.startswith("pandas") and hasattr(values, "dtype"):
            dtype = values.dtype
            if getattr(dtype, "name", "") == "category":
                categories = list(values.cat.categories)
                if not all(type(c) is str for c in categories):
                    return None
                return _Codes(np, values.cat.codes.to_numpy().astype(np.int64), categories)
            if getattr(dtype, "storage", None) == "pyarrow" or module.startswith(
                    "pandas") and getattr(dtype, "pyarrow_dtype", None) is not None:
                import pyarrow as pa

                return _arrow_codes(np, pa.array(values))
            return None
        if module.startswith("pyarrow") and hasattr(values, "type"):
            return _arrow_codes(np, values)
        if module.startswith("polars") and hasattr(values, "to_arrow"):
            import polars as pl

            if values.dtype in (pl.Utf8, pl.Categorical) or isinstance(values.dtype, pl.Enum):
                return _arrow_codes(np, values.to_arrow())
    except ImportError:
        return None
    return None


def _as_column(values: Any, n: int | None, name: str):
    """A column as a numpy array: float64 for numbers (NaN = missing), bool, or object (or,
    for a text column that comes as codes, `_Codes`)."""
    np = _np()
    coded = _coded_text(np, values)
    if coded is not None:
        if n is not None and len(coded) != n:
            raise InvalidArgument(f"column {name!r} has {len(coded)} rows, other columns {n}")
        return coded, None
    if hasattr(values, "to_numpy") and not isinstance(values, np.ndarray):
        try:  # pandas/polars Series, pyarrow arrays
            kind = getattr(getattr(values, "dtype", None), "kind", None)
            if kind in ("i", "u", "f"):
                values = values.to_numpy(dtype="float64", na_value=np.nan) \
                    if _is_pandas(values) else values.to_numpy()
            else:
                values = values.to_numpy(zero_copy_only=False) if _is_arrow(values) \
                    else values.to_numpy()
        except TypeError:
            values = values.to_numpy()
    if isinstance(values, np.ndarray):
        arr = values
    elif isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise ArgumentTypeError(f"column {name!r}: expected a sequence of cells, got "
                                f"{type(values).__name__}")
    else:
        arr = np.empty(len(values), dtype=object)
        arr[:] = list(values)
    if arr.ndim != 1:
        raise InvalidArgument(f"column {name!r}: expected one value per row, got shape {arr.shape}")
    if n is not None and len(arr) != n:
        raise InvalidArgument(f"column {name!r} has {len(arr)} rows, other columns {n}")
    if arr.dtype.kind in "iu":
        return arr.astype("float64"), arr
    if arr.dtype.kind in "fb":
        return arr, None
    if arr.dtype.kind in "US":
        return arr.astype(object), None
    if arr.dtype.kind == "M":  # datetime64 -> dates
        out = np.empty(len(arr), dtype=object)
        valid = ~np.isnat(arr)
        out[valid] = arr[valid].astype("datetime64[D]").astype(object)
        out[~valid] = None
        return out, None
    if arr.dtype != object:
        return arr.astype(object), None
    inferred = _infer(arr)
    return inferred, (arr if inferred is not arr else None)


def _infer(arr):
    """An object column of plain numbers (and missing cells) becomes float64."""
    np = _np()

    def numeric(cells) -> bool:
        for v in cells:
            t = type(v)
            if t is not float and t is not int and v is not None:
                return False
        return True

    # A text column usually shows it in its first cells: no need to list a million of them.
    if len(arr) and numeric(arr[:64].tolist()) and numeric(arr.tolist()):
        out = np.array([np.nan if v is None else v for v in arr.tolist()], dtype="float64")
        return out
    return arr


def _is_pandas(values) -> bool:
    return type(values).__module__.startswith("pandas")


def _is_arrow(values) -> bool:
    return type(values).__module__.startswith("pyarrow")


def _columns(kind: str, n: int | None, items, index=None) -> _Table:
    cols: dict[str, Any] = {}
    originals: dict[str, Any] = {}
    for name, values in items:
        if not isinstance(name, str):
            raise InvalidArgument(f"column names must be strings, got {show(name)}")
        cols[name], orig = _as_column(values, n, name)
        if orig is not None:
            originals[name] = orig
        n = len(cols[name])
    return _Table(kind, n or 0, cols, index=index, originals=originals)


def _read_table(table: Any) -> _Table:
    module = type(table).__module__
    if module.startswith("pandas") and hasattr(table, "columns") and hasattr(table, "index"):
        return _columns("pandas", len(table), ((name, table[name]) for name in table.columns),
                        index=table.index)
    if module.startswith("polars") and hasattr(table, "get_column"):
        return _columns("polars", table.height,
                        ((name, table.get_column(name)) for name in table.columns))
    if module.startswith("pyarrow") and hasattr(table, "column_names"):
        return _columns("pyarrow", table.num_rows,
                        ((name, table.column(name)) for name in table.column_names))
    if isinstance(table, Mapping):
        return _columns("dict", None, table.items())
    raise ArgumentTypeError(f"expected a pandas or polars DataFrame, a pyarrow Table or a dict "
                            f"of columns, got {type(table).__name__}")


# -- columns -> canonical values ----------------------------------------------------------------

@dataclass
class _Column:
    """One input column read for one target (a feature or an item)."""

    key: str  # the input key rows are built with
    raw: Any  # numpy array: float64 for numbers (NaN missing), bool, or object
    orig: Any = None  # the cells as given (ints stay ints), for rows run through calculate
    units: Any = None  # None, a unit string, or an object array of per-row unit strings
    feature: Any = None
    alt: Any = None
    item: Any = None  # target item (a direct answer column)
    values: Any = None  # canonical values (float64 / bool / object)
    band: Any = None  # int array: band index of an item answer in this column (-1: none)
    band_item: Any = None  # the item a band answer in a feature column answers
    na: Any = None  # bool: the cell is missing
    bad: Any = None  # bool: the row needs calculate (unreadable, implausible, ...)

    def cell(self, i: int) -> Any:
        v = (self.raw if self.orig is None else self.orig)[i]
        if type(v).__module__ == "numpy":
            v = v.item()
        elif type(v).__name__ in ("NAType", "NaTType"):  # pandas' missing markers
            v = None
        if self.units is None:
            return v
        unit = self.units if isinstance(self.units, str) else self.units[i]
        if type(unit).__module__ == "numpy":
            unit = unit.item()
        if isinstance(unit, str) and unit.strip() and (type(v) is float or type(v) is int) \
                and not (type(v) is float and math.isnan(v)):
            return (v, unit)
        return v


def _round12(np, y):
    """float(f'{y:.12g}') elementwise (the scalar path's conversion rounding), in place where
    it can: a million-row column is converted in a few passes over one scratch array."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        mag = np.abs(y)
        scale = np.zeros_like(mag)
        np.log10(mag, out=scale, where=mag > 0)  # 0 where the magnitude is 0 or NaN
        np.floor(scale, out=scale)
        np.subtract(11.0, scale, out=scale)
        np.power(10.0, scale, out=scale)
        out = np.multiply(y, scale)
        np.round(out, out=out)
        np.divide(out, scale, out=out)
        ok = np.isfinite(out)
        ok &= mag > 1e-290
        ok &= mag < 1e290
    if bool(ok.all()):
        return out
    return np.where(ok, out, y)


def _convert(np, x, scale: float, offset: float):
    """x * scale + offset, rounded as the scalar path rounds (`_round12`). A long column of whole
    numbers in a short range (creatinine in µmol/L, glucose in mg/dL, most lab results) converts
    each number of its range once and gathers: the same values in a third of the time."""
    if len(x) >= 4096 and x.dtype.kind == "f":
        with np.errstate(invalid="ignore"):
            whole = np.floor(x) == x  # NaN: False
            nan = None
            if not bool(whole.all()):
                nan = np.isnan(x)
                whole |= nan
            if bool(whole.all()):
                lo, hi = float(np.fmin.reduce(x)), float(np.fmax.reduce(x))  # NaN ignored
                if math.isfinite(lo) and math.isfinite(hi) and hi - lo < 65536:
                    table = _round12(np, np.arange(lo, hi + 1.0) * scale + offset)
                    shifted = x - lo
                    if nan is not None:
                        shifted[nan] = 0.0
                    out = table[shifted.astype(np.int32)]
                    if nan is not None:
                        out[nan] = np.nan
                    return out
    return _round12(np, x * scale + offset)


def _read_quantity(np, col: _Column, calc) -> None:
    feature, alt = col.feature, col.alt
    x = col.raw
    n = len(x)
    values = x if col.units is None or isinstance(col.units, str) else x.copy()
    bad = None  # rows whose unit cannot be read
    base = alt.unit if alt is not None else feature.unit
    analyte = (alt.analyte if alt is not None and alt.analyte is not None else feature.analyte)
    groups: list[tuple[Any, str]] = []
    if col.units is None:
        groups.append((slice(None), base))
    elif isinstance(col.units, str):
        groups.append((slice(None), col.units))
    else:
        codes, uniques = _factorize(np, col.units)
        for k, unit in enumerate(uniques):
            given = unit if isinstance(unit, str) and unit.strip() else base
            groups.append((codes == k, given))
        missing_unit = codes < 0
        if missing_unit.any():
            groups.append((missing_unit, base))
    from .units import UnitError, conversion

    for where, given in groups:
        if given == feature.unit:
            continue
        try:
            scale, offset = conversion(given, feature.unit, analyte)
        except UnitError:
            bad = _mask(np, where, n) if bad is None else bad | _mask(np, where, n)
            continue
        if isinstance(where, slice):  # one unit for the whole column: no copy to patch
            values = _convert(np, x, scale, offset)
        else:
            values[where] = _convert(np, x[where], scale, offset)
    lo, hi = feature.range
    col.values = values
    if bad is None and n:
        low, high = float(values.min()), float(values.max())  # NaN if any cell is missing
        if lo <= low and high <= hi and math.isfinite(low) and math.isfinite(high):
            col.na = np.zeros(n, dtype=bool)  # every cell given (a NaN converts to NaN) and
            col.bad = np.zeros(n, dtype=bool)  # plausible: two reductions, not a pass per bound
            return
    col.na = np.isnan(x)
    with np.errstate(invalid="ignore"):
        ok = values >= lo  # NaN compares False: a missing cell is not bad, added back below
        ok &= values <= hi
    if not (math.isfinite(lo) and math.isfinite(hi)):
        ok &= np.isfinite(values)
    ok |= col.na
    col.bad = ~ok if bad is None else ~ok | bad


def _read_count(np, col: _Column) -> None:
    x = col.raw
    lo, hi = col.feature.range
    col.values = x
    if len(x):
        low, high = float(x.min()), float(x.max())  # NaN if any cell is missing
        if lo <= low and high <= hi and math.isfinite(low) and math.isfinite(high) \
                and bool((np.floor(x) == x).all()):
            col.na = np.zeros(len(x), dtype=bool)  # every cell a plausible whole number
            col.bad = np.zeros(len(x), dtype=bool)
            return
    col.na = np.isnan(x)
    with np.errstate(invalid="ignore"):
        ok = np.isfinite(x) & (x == np.floor(x)) & (x >= lo) & (x <= hi)
    col.bad = ~ok & ~col.na


def _mask(np, where, n):
    if isinstance(where, slice):
        return np.ones(n, dtype=bool)
    return where


def _factorize(np, arr):
    """(codes, uniques) of an object array; None/NaN cells get code -1."""
    if isinstance(arr, _Codes):
        return arr.codes, arr.uniques
    try:
        import pandas as pd

        codes, uniques = pd.factorize(arr, use_na_sentinel=True)
        uniques = list(uniques)
        # pandas groups values that compare equal across types (True, 1 and 1.0), which
        # `calculate` reads differently; a text never equals a non-text, so only an all-text
        # column keeps pandas' grouping.
        if all(isinstance(u, str) for u in uniques):
            return np.asarray(codes), uniques
    except (ImportError, TypeError):  # no pandas; unhashable cells (lists)
        pass
    lookup: dict = {}
    codes = np.empty(len(arr), dtype=np.int64)
    uniques: list = []
    for i, v in enumerate(arr.tolist()):
        if v is None or (type(v) is float and math.isnan(v)):
            codes[i] = -1
            continue
        try:
            key = (type(v), v)
            k = lookup.get(key)
        except TypeError:  # unhashable: its own group
            k = None
            key = None
        if k is None:
            k = len(uniques)
            uniques.append(v)
            if key is not None:
                lookup[key] = k
        codes[i] = k
    return codes, uniques


def _read_by_value(np, col: _Column, calc) -> None:
    """Parse each distinct cell once (texts, booleans, categories, dates, mixed columns)."""
    n = len(col.raw)
    feature = col.feature
    if col.units is not None and not isinstance(col.units, str):
        codes, uniques = _factorize_cells(np, col, n)  # (number, unit) pairs are the values
        cells = uniques
    else:
        codes, uniques = _factorize(np, col.raw)
        cells = []
        for k, raw in enumerate(uniques):
            cell = raw.item() if type(raw).__module__ == "numpy" else raw
            if col.units is not None:  # one unit for the column
                cell = col.cell(int(np.argmax(codes == k)))
            cells.append(cell)
    parsed_kind = None
    if col.item is None:
        parsed_kind = ("float" if isinstance(feature, Quantity) or type(feature) is Count
                       else "bool" if type(feature) is Boolean
                       else "date" if feature.kind == "date" else None)
    lookup_status = np.zeros(len(cells) + 1, dtype=np.int8)  # 0 na, 1 value, 2 band, 3 bad
    lookup_band = np.full(len(cells) + 1, -1, dtype=np.int64)
    parsed_values: list = []
    for k, cell in enumerate(cells):
        status, parsed = _parse_cell(calc, col, cell)
        code = {"na": 0, "value": 1, "band": 2, "bad": 3}[status]
        lookup_status[k] = code
        if status == "band":
            lookup_band[k] = parsed
        parsed_values.append(parsed if status == "value" else None)
    if n and int(codes.min()) >= 0:
        idx = codes  # no missing cell
        if bool((lookup_status[:-1] == 1).all()):  # every distinct cell reads as a value
            col.na = np.zeros(n, dtype=bool)
            col.bad = np.zeros(n, dtype=bool)
        else:
            status = lookup_status[idx]
            col.na = status == 0
            col.bad = status == 3
    else:
        idx = np.where(codes >= 0, codes, len(cells))  # the extra slot: a missing cell
        status = lookup_status[idx]
        col.na = status == 0
        col.bad = status == 3
    col.band = lookup_band[idx] if bool((lookup_band >= 0).any()) else None
    if parsed_kind == "float":
        table = np.array([np.nan if v is None else float(v) for v in parsed_values] + [np.nan])
        col.values = table[idx]
    elif parsed_kind == "bool":
        table = np.array([bool(v) for v in parsed_values] + [False], dtype=bool)
        col.values = table[idx]
    elif parsed_kind == "date":
        table = np.array([np.datetime64(v, "D") if v is not None else np.datetime64("NaT")
                          for v in parsed_values] + [np.datetime64("NaT")],
                         dtype="datetime64[D]")
        col.values = table[idx]
    else:
        table = np.empty(len(parsed_values) + 1, dtype=object)
        table[:-1] = parsed_values
        values = table[idx]
        known = [v for v in parsed_values if v is not None]
        if known and all(type(v) is int for v in known):
            values = np.array([0 if v is None else v for v in table.tolist()],
                              dtype=np.int64)[idx]
        elif known and all(type(v) in (int, float) for v in known):
            values = np.array([np.nan if v is None else v for v in table.tolist()])[idx]
        elif known and all(type(v) is str and len(v) <= 32 for v in known):
            # Category codes as fixed-width text: `sex == FEMALE` is then a memcmp per row
            # instead of a Python comparison (a missing cell's "" never reaches compute).
            values = np.array(["" if v is None else v for v in table.tolist()])[idx]
        col.values = values


def _factorize_cells(np, col, n):
    lookup: dict = {}
    codes = np.empty(n, dtype=np.int64)
    uniques: list = []
    for i in range(n):
        cell = col.cell(i)
        if cell is None or (type(cell) is float and math.isnan(cell)):
            codes[i] = -1
            continue
        try:
            key = (type(cell), cell)
            k = lookup.get(key)
        except TypeError:
            key, k = None, None
        if k is None:
            k = len(uniques)
            uniques.append(cell)
            if key is not None:
                lookup[key] = k
        codes[i] = k
    return codes, uniques


def _parse_cell(calc, col: _Column, cell: Any) -> tuple[str, Any]:
    """('na' | 'value' | 'band' | 'bad', payload) for one distinct cell, as `calculate` reads it."""
    try:
        if col.item is not None:  # a direct answer to an item
            if is_absent(cell) and not isinstance(cell, bool) and not col.item.names_band(cell):
                return "na", None
            found = col.item.band_from_answer(cell)
            if found is None:
                return "bad", None  # a measurement under the item's label: leave to calculate
            return "band", col.item.bands.index(found)
        feature = col.feature
        if feature.is_na(cell):
            return "na", None
        try:
            parsed = (feature.parse(cell) if col.alt is None
                      else feature.parse(cell, col.alt.unit, col.alt.analyte))
        except FeatureError:
            if col.alt is None and col.band_item is not None:
                found = col.band_item.band_from_answer(cell)
                if found is not None:
                    return "band", col.band_item.bands.index(found)
            return "bad", None
        if type(parsed) is NAInput:
            return "bad", None
        if feature.implausible(parsed) is not None:
            return "bad", None
        return "value", parsed
    except Exception:  # noqa: BLE001 - a hostile cell: calculate reports it
        return "bad", None


# -- the vectorized evaluation ------------------------------------------------------------------

@dataclass
class _Plan:
    calc: Any
    version: Any
    missing: str
    domain: str
    by_feature: dict[str, _Column] = field(default_factory=dict)
    by_item: dict[str, _Column] = field(default_factory=dict)
    span: tuple = (None, None)  # (rows of the running chunk, a slice when they are contiguous)

    def take(self, rows):
        """How to index columns by `rows`: a slice (a view, no copy) for a contiguous chunk."""
        return self.span[1] if rows is self.span[0] else rows


class _Fallback(Exception):
    """The vectorized path cannot decide these rows: `calculate` does."""


def _known(plan: _Plan, name: str, rows, bands_ok: bool = False) -> Any:
    """Canonical values of feature `name` on `rows` (known on every row), or UNSET when it is
    not in this table; derived features are computed. Raises _Fallback when undecidable."""
    np = _np()
    col = plan.by_feature.get(name)
    if col is not None:
        take = plan.take(rows)
        if not bands_ok and col.band is not None and bool((col.band[take] >= 0).any()):
            raise _Fallback  # some rows give a band, not the value
        return col.values[take]
    derivation = plan.calc.derived.get(name)
    if derivation is None:
        return UNSET
    sources = {}
    for source in derivation.parameters:
        v = _known(plan, source, rows)
        if v is UNSET:
            feature = plan.calc.features[source]
            if feature.required or not has_default(feature.default):
                return UNSET
            v = feature.default  # an optional source not given: its declared default
        sources[source] = v
    try:
        with np.errstate(all="ignore"):
            value = derivation.compute(**sources)
    except Exception:  # noqa: BLE001 - an implausible derivation: calculate names it
        raise _Fallback from None
    feature = plan.calc.features[name]
    if not isinstance(feature, Quantity):
        return np.broadcast_to(np.asarray(value), (len(rows),))
    value = np.broadcast_to(np.asarray(value, dtype="float64"), (len(rows),))
    lo, hi = feature.range
    with np.errstate(invalid="ignore"):
        if not bool(((value >= lo) & (value <= hi)).all()):
            raise _Fallback  # an implausible derived value: calculate names its sources
    return value


@functools.lru_cache(maxsize=None)
def _partition(bands: tuple) -> tuple | None:
    """(edges, side, order) when range bands cut the number line into consecutive intervals all
    closed on the same side (`< 100`, `100-199` as `>= 100, < 200`, ..., `>= 400`): the band of
    v is then order[number of edges below v], one comparison per edge instead of one per bound
    and band. None for any other set of bands."""
    if len(bands) < 2 or any(b.choices or not b.is_range for b in bands):
        return None

    def lower(b):
        return b.ge if b.ge is not None else b.gt

    ranked = sorted(range(len(bands)), key=lambda k: -math.inf if lower(bands[k]) is None
                    else lower(bands[k]))
    first, last = bands[ranked[0]], bands[ranked[-1]]
    if lower(first) is not None or last.lt is not None or last.le is not None:
        return None
    edges, sides = [], set()
    for a, b in zip((bands[k] for k in ranked), (bands[k] for k in ranked[1:])):
        if a.lt is not None and a.le is None and b.ge is not None and b.gt is None \
                and a.lt == b.ge:
            sides.add("right")  # [e, ...): v == e belongs to the upper band
            edges.append(a.lt)
        elif a.le is not None and a.lt is None and b.gt is not None and b.ge is None \
                and a.le == b.gt:
            sides.add("left")  # (..., e]: v == e belongs to the lower band
            edges.append(a.le)
        else:
            return None
    if len(sides) != 1 or edges != sorted(set(edges)):
        return None
    import numpy as np

    return np.array(edges), sides.pop(), np.array(ranked, dtype=np.int16)


def _band_index(np, bands, v, n):
    """Per row, the index of the first band containing v (-1: none). Bands that partition the
    number line count the edges below v (`_partition`). Other bands are meant to be disjoint, so
    the index is summed arithmetically (masked writes cost ~10x a comparison on a random mask);
    rows inside two bands take the first by masked writes, last band first."""
    rounded = np.round(v, 9) if getattr(v, "dtype", None) is not None and v.dtype.kind == "f" \
        else None
    part = None
    if getattr(v, "dtype", None) is not None and v.dtype.kind in "fiu" and v.shape == (n,):
        try:
            part = _partition(tuple(bands))
        except TypeError:  # a band value that cannot be hashed (a list): no cache key
            part = None
    if part is not None:
        edges, side, order = part
        x = v if rounded is None else rounded
        index = np.zeros(n, dtype=np.int16)  # position among the sorted bands: edges below x
        above = np.empty(n, dtype=bool)
        for e in edges.tolist():
            (np.greater_equal if side == "right" else np.greater)(x, e, out=above)
            index += above
        if order[0] != 0 or bool((order[1:] != order[:-1] + 1).any()):
            index = order[index]  # declared in another order than ascending
        if rounded is not None:
            np.not_equal(x, x, out=above)
            if bool(above.any()):
                np.putmask(index, above, -1)  # NaN is in no band
        return index
    hits = []
    count = np.zeros(n, dtype=np.int16)
    index = np.zeros(n, dtype=np.int16)
    for k, b in enumerate(bands):
        hit = b.contains(v) if rounded is None or b.choices else b.contains_rounded(rounded)
        hit = np.broadcast_to(np.asarray(hit, dtype=bool), (n,))
        hits.append(hit)
        count += hit
        if k:
            index += hit * np.int16(k)
    if bool((count > 1).any()):  # overlapping bands: the first that holds wins
        index = np.full(n, -1, dtype=np.int16)
        for k in range(len(bands) - 1, -1, -1):
            np.putmask(index, hits[k], k)
        return index
    index += count  # in no band: count 0, index 0 -> -1
    index -= 1
    return index


def _item_values(plan: _Plan, item, rows, imputed: list, absent: list):
    """Band values of `item` on `rows`; UNSET (recorded in absent) when not answerable."""
    np = _np()
    n = len(rows)
    take = plan.take(rows)
    band = None  # band index per row (-1: not answered); None: no answer column on these rows
    col = plan.by_item.get(item.name)
    if col is not None and col.band is not None:
        band = col.band[take]
    own = None  # the feature column whose band answers answer this item
    for name in item.reads:
        fcol = plan.by_feature.get(name)
        if fcol is not None and fcol.band_item is item and fcol.band is not None:
            own = fcol
            b = fcol.band[take]
            if band is not None and bool(((b >= 0) & (band >= 0)).any()):
                raise _Fallback  # answered twice on a row: calculate says so
            band = b if band is None else np.where(b >= 0, b, band)
    answered = None if band is None else band >= 0
    any_answered = answered is not None and bool(answered.any())
    if col is not None and any_answered:
        # Answered directly and measured on the same row: calculate checks they agree.
        for name in item.reads:
            fcol = plan.by_feature.get(name)
            if fcol is not None:
                if fcol.band is None or bool((answered & (fcol.band[take] < 0)).any()):
                    raise _Fallback
            elif name in plan.calc.derived and _known(plan, name, rows) is not UNSET:
                raise _Fallback
    measured = None
    if answered is None or not bool(answered.all()):
        if item.any_of:
            met = None
            for cond in item.any_of:
                v = _known(plan, cond.feature, rows)
                if v is UNSET:
                    continue
                holds = np.asarray(cond.holds(v), dtype=bool)
                met = holds if met is None else (met | holds)
            if met is not None:
                measured = np.where(met, item.bands.index(item.band("yes")),
                                    item.bands.index(item.band("no")))
        elif item.reads:
            v = _known(plan, item.reads[0], rows, bands_ok=own is not None)
            if v is not UNSET:
                measured = _band_index(np, item.bands, v, n)
        if measured is not None:
            band = measured if answered is None else np.where(answered, band, measured)
    if band is None or bool((band < 0).any()):
        if measured is not None or any_answered:
            raise _Fallback  # falls in no band, or answered on some rows only
        if plan.missing == "absent" and item.absent is not None:
            imputed.append(item.name)
            return item.band(item.absent).value
        absent.append(item.name)
        return UNSET
    points = [b.value for b in item.bands]
    if all(type(v) is int for v in points):
        if points == list(range(len(points))):
            return band.astype(np.int64)  # points are the band indices: no lookup
        return np.array(points, dtype=np.int64)[band]
    if all(type(v) in (int, float) for v in points):
        return np.array(points, dtype="float64")[band]
    if all(type(v) is bool for v in points):  # a yes/no criterion that carries no points
        return np.array(points, dtype=bool)[band]
    if all(type(v) is tuple for v in points) and len({len(v) for v in points}) == 1:
        # (points for men, points for women): a tuple of columns, unpacked as one patient's
        return tuple(np.array([v[k] for v in points])[band] for k in range(len(points[0])))
    table = np.empty(len(points), dtype=object)
    table[:] = points
    return table[band]


def _evaluate(plan: _Plan, rows) -> dict:
    """Vectorized evaluate on `rows`: {'values', 'imputed', 'absent'}; _Fallback if undecidable."""
    calc, version = plan.calc, plan.version
    values: dict[str, Any] = {}
    imputed: list[str] = []
    absent: list[str] = []
    for name in version.parameters:
        if name in calc.items:
            v = _item_values(plan, calc.items[name], rows, imputed, absent)
            if v is not UNSET:
                values[name] = v
            continue
        col = plan.by_feature.get(name)
        if col is not None and col.band is not None and bool((col.band[rows] >= 0).any()):
            raise _Fallback  # a band answer where the value itself is needed
        v = _known(plan, name, rows)
        if v is UNSET:
            feature = calc.features[name]
            if not feature.required:
                v = feature.default
            elif plan.missing == "absent" and feature.absent is not UNSET:
                v = feature.absent_value()
                imputed.append(name)
            else:
                absent.append(name)
                continue
        values[name] = v
    return {"values": values, "imputed": imputed, "absent": absent}


def _preconditions(plan: _Plan, values: dict, rows):
    """Rows inside every precondition (bool array); _Fallback when a check cannot vectorize."""
    np = _np()
    n = len(rows)
    inside = np.ones(n, dtype=bool)
    for pre in plan.calc.preconditions:
        args = {}
        for p in pre.parameters:
            if p in values and p not in plan.calc.items:
                args[p] = values[p]
                continue
            v = _known(plan, p, rows)
            if v is UNSET:
                args = None
                break
            args[p] = v
        if args is None:
            continue
        try:
            with np.errstate(all="ignore"):
                ok = np.asarray(pre.when(**args))
            if ok.dtype != bool or ok.shape not in ((), (n,)):
                raise TypeError
        except Exception:  # noqa: BLE001 - written for one patient (`not`, `and`, a < b < c)
            ok = _per_distinct(np, pre.when, args, n)
        inside &= ok
    return inside


def _per_distinct(np, when, args: dict, n: int):
    """A scalar-only check applied once per distinct combination of its arguments; a row where
    it raises is left to `calculate` (counted as outside, so it runs one by one)."""
    names = list(args)
    columns = [(_objects(v) if getattr(v, "shape", None) == (n,) else [v] * n)
               for v in args.values()]
    cache: dict = {}
    ok = np.empty(n, dtype=bool)
    for i, key in enumerate(zip(*columns)):
        try:
            hit = cache[key]
        except KeyError:
            try:
                hit = bool(when(**dict(zip(names, key))))
            except Exception:  # noqa: BLE001
                hit = False
            cache[key] = hit
        except TypeError:  # unhashable arguments
            hit = bool(when(**dict(zip(names, key))))
        ok[i] = hit
    return ok


# -- the public function ------------------------------------------------------------------------

def calculate_batch(calculator, table, *, columns: Mapping[str, str] | None = None,
                    units: Mapping[str, Any] | None = None, version: str | None = None,
                    as_of=None, variant: str | None = None, missing: str = "strict",
                    domain: str = "strict", interpretation: bool = False,
                    breakdown: bool = False, progress: Callable[[int, int], None] | None = None,
                    stats: dict | None = None):
    """Run one calculator over every row of `table`; returns a table of the same kind.

    `table`: a pandas or polars DataFrame, a pyarrow Table, or a dict of columns (lists or
    numpy arrays). `columns` maps table columns to input keys (feature names, aliases, item
    names or labels); without it every column whose name is an input key is used and the others
    are ignored. `units` maps a table column to the unit of its bare numbers: a unit string, or
    a sequence of per-row unit strings. `version`, `as_of`, `variant`, `missing`, `domain` are
    those of `calculate`. The result has one row per input row, in order, with the columns
    value, status ('ok'/'na'), na_reason, reason, na_inputs, version, variant, warnings and
    imputed; `interpretation=True` adds interpretation, `breakdown=True` one column per breakdown
    entry (`breakdown.<name>`). `progress(done, total)` is called as rows complete. A `stats`
    dict receives the number of rows computed on columns (`vectorized`) and one by one
    (`row_by_row`, with `clean_row_by_row`: rows every cell of which was read on the fast path).
    """
    from .calculator import DOMAIN_POLICIES, MISSING_POLICIES
    from .registry import get

    np = _np()
    calc = get(calculator) if isinstance(calculator, str) else calculator
    if not getattr(calc, "available", True):
        calc.calculate({})  # raises the calculator's own "unavailable" error
    chosen = calc.version(version, as_of, variant)
    if missing not in MISSING_POLICIES:
        raise InvalidOption("missing", f"missing must be one of {MISSING_POLICIES}, got "
                                       f"{show(missing)}")
    if domain not in DOMAIN_POLICIES:
        raise InvalidOption("domain", f"domain must be one of {DOMAIN_POLICIES}, got "
                                      f"{show(domain)}")
    data = _read_table(table)
    n = data.n
    plan = _Plan(calc, chosen, missing, domain)
    used = _map_columns(calc, data, columns, units)
    fallback = np.zeros(n, dtype=bool)
    targets: dict[str, int] = {}
    for col in used:
        target = col.item.name if col.item is not None else col.feature.name
        targets[target] = targets.get(target, 0) + 1
    for col in used:
        kind = col.raw.dtype.kind
        if col.item is None and kind == "f" and isinstance(col.feature, Quantity):
            _read_quantity(np, col, calc)
        elif col.item is None and kind == "f" and type(col.feature) is Count and col.units is None:
            _read_count(np, col)
        elif col.item is None and kind == "b" and type(col.feature) is Boolean:
            col.values, col.na = col.raw, np.zeros(n, dtype=bool)
            col.bad = np.zeros(n, dtype=bool)
        else:
            _read_by_value(np, col, calc)
        if isinstance(col.feature, Quantity) and type(col.feature).parse is not Quantity.parse \
                and type(col.feature) is not Duration:
            col.bad = col.bad | ~col.na  # a quantity that keeps more than its number (the
            # unit column a UACR was reported in): calculate reads it
        target = col.item.name if col.item is not None else col.feature.name
        if targets[target] > 1:
            col.bad = col.bad | ~col.na  # the same input twice in a row: calculate says which
    # A column missing on every row is no column; one missing on some rows sends those to calculate.
    live = []
    for col in used:
        if col.na.all():
            continue
        fallback |= col.bad | col.na
        live.append(col)
    for col in live:
        if col.item is not None:
            plan.by_item[col.item.name] = col
        else:
            plan.by_feature[col.feature.name] = col
    out = _Output(np, n, calc, chosen, interpretation, breakdown)
    clean = not bool(fallback.any())  # every row on columns: chunks are ranges, no index
    rows_fast = None if clean else np.flatnonzero(~fallback)
    done = 0
    for start in range(0, n if clean else len(rows_fast), CHUNK_ROWS):
        chunk = (np.arange(start, min(start + CHUNK_ROWS, n)) if clean
                 else rows_fast[start:start + CHUNK_ROWS])
        _run_chunk(plan, chunk, out, used)
        done += len(chunk)
        if progress is not None:
            progress(done, n)
    for i in np.flatnonzero(fallback).tolist():
        out.row(i, _row_result(calc, used, i, chosen, missing, domain, variant, version, as_of))
        done += 1
        if progress is not None and (done % 4096 == 0 or done == n):
            progress(done, n)
    if stats is not None:
        stats.update(rows=n, row_by_row=out.per_row, vectorized=n - out.per_row,
                     clean_row_by_row=out.per_row - int(fallback.sum()))
    # The columns read are no longer needed: free them before the output is assembled.
    plan.by_feature.clear()
    plan.by_item.clear()
    plan.span = (None, None)
    del used, live, fallback, rows_fast
    return data.build(out.columns(data.kind))


def _map_columns(calc, data: _Table, columns, units) -> list[_Column]:
    if columns is not None and not isinstance(columns, Mapping):
        raise ArgumentTypeError("columns must map table columns to input keys")
    if units is not None and not isinstance(units, Mapping):
        raise ArgumentTypeError("units must map table columns to units")
    pairs = []
    if columns is None:
        for name in data.columns:
            if calc.input_key(name) is not None or calc.item_key(name) is not None:
                pairs.append((name, name))
        if not pairs and data.n:
            raise InvalidArgument(f"no column of the table is an input of {calc.id}; name them "
                                  f"as inputs or pass columns={{table column: input key}}")
    else:
        for name, key in columns.items():
            if name not in data.columns:
                raise InvalidArgument(f"columns: {name!r} is not a column of the table")
            if not isinstance(key, str) or (calc.input_key(key) is None
                                            and calc.item_key(key) is None):
                raise InvalidArgument(f"columns: {show(key)} is not an input of {calc.id}")
            pairs.append((name, key))
    for name in (units or {}):
        if name not in data.columns:
            raise InvalidArgument(f"units: {name!r} is not a column of the table")
    keys = [key for _, key in pairs]
    for key in set(keys):
        if keys.count(key) > 1:
            raise InvalidArgument(f"columns: two columns map to the input key {key!r}")
    used = []
    for name, key in pairs:
        unit = (units or {}).get(name)
        if unit is not None and not isinstance(unit, str):
            unit = _as_column(unit, data.n, f"units[{name}]")[0]
            if unit.dtype != object:
                raise InvalidArgument(f"units[{name!r}]: expected unit strings")
        col = _Column(key=key, raw=data.columns[name], units=unit,
                      orig=data.originals.get(name))
        target = calc.input_key(key)
        if target is not None:
            col.feature, col.alt = target
            readers = [i for i in calc.items_reading(col.feature.name)
                       if len(i.reads) == 1]
            if len(readers) == 1 and col.feature.name not in calc.items:
                col.band_item = readers[0]
            if col.alt is not None:
                col.band_item = None
        else:
            col.item = calc.item_key(key)
        used.append(col)
    return used


def _row_inputs(used: list[_Column], i: int) -> dict:
    return {col.key: col.cell(i) for col in used}


def _row_result(calc, used, i, chosen, missing, domain, variant, version, as_of):
    try:
        return calc.evaluate(calc.parse_inputs(_row_inputs(used, i)), chosen, missing, domain)
    except InputError as exc:
        return exc


def _run_chunk(plan: _Plan, rows, out: "_Output", used) -> None:
    """Vectorized evaluation of `rows`; a part it cannot decide is split in halves until the
    rows responsible run through `calculate` alone."""
    np = _np()
    n = len(rows)
    contiguous = n > 0 and int(rows[-1]) - int(rows[0]) + 1 == n
    plan.span = (rows, slice(int(rows[0]), int(rows[0]) + n) if contiguous else rows)
    try:
        ev = _evaluate(plan, rows)
        values = ev["values"]
        if ev["absent"]:
            out.missing_rows(rows, ev["absent"], ev["imputed"])
            return
        inside = _preconditions(plan, values, rows)
        if not bool(inside.all()):
            _rows_one_by_one(plan, rows[~inside], out, used)  # NA not_applicable, or warn
            if not bool(inside.any()):
                return
            rows = rows[inside]
            values = {k: (v[inside] if getattr(v, "shape", None) == inside.shape else v)
                      for k, v in values.items()}
        with np.errstate(all="ignore"):
            result = plan.version.compute(**values)
        value, breakdown = _split_output(np, result, len(rows), plan.calc)
    except Exception:  # noqa: BLE001 - _Fallback, a rule that raises for some rows, scalar code
        n = len(rows)
        if n <= _LEAF_ROWS:
            _rows_one_by_one(plan, rows, out, used)
            return
        _run_chunk(plan, rows[: n // 2], out, used)
        _run_chunk(plan, rows[n // 2:], out, used)
        return
    out.ok_rows(rows, value, breakdown, ev["imputed"])


def _split_output(np, result, n, calc):
    breakdown = None
    if type(result) is dict:
        result = dict(result)
        if result.pop("warnings", None):
            raise _Fallback  # warnings are per patient: the rows that raise them run alone
        value = result.pop("value")
        breakdown = {k: _broadcast(np, v, n) for k, v in result.items()}
    else:
        value = result
    value = _broadcast(np, value, n)
    if calc.output.kind in ("number", "integer"):
        if value.dtype == object or value.dtype.kind not in "iufb":
            raise _Fallback
        if not bool(np.isfinite(value).all()):
            raise _Fallback
    return value, breakdown


def _broadcast(np, v, n):
    """A compute output (scalar, column, or a tuple/list/dict of them) as one cell per row."""
    if isinstance(v, (tuple, list, dict)):
        if isinstance(v, dict):
            parts = {k: _broadcast(np, x, n).tolist() for k, x in v.items()}
            cells = [{k: parts[k][i] for k in parts} for i in range(n)]
        else:
            parts = [_broadcast(np, x, n).tolist() for x in v]
            cells = [type(v)(p[i] for p in parts) for i in range(n)]
        out = np.empty(n, dtype=object)
        for i, cell in enumerate(cells):
            out[i] = cell
        return out
    if isinstance(v, str) or v is None:
        return np.full(n, v, dtype=object)
    arr = np.asarray(v)
    if arr.shape == ():
        return np.full(n, arr.item(), dtype=arr.dtype if arr.dtype != object else object)
    if arr.shape != (n,):
        raise _Fallback
    return arr


def _rows_one_by_one(plan: _Plan, rows, out: "_Output", used) -> None:
    for i in rows.tolist():
        out.row(i, _row_result(plan.calc, used, i, plan.version, plan.missing, plan.domain,
                               None, None, None))


class _Coded:
    """A text column stored as codes into its distinct values (code k for the k-th text, -1 for
    None): one byte a row while there are few texts, and a categorical column in pandas."""

    def __init__(self, np, n: int, initial: str | None):
        self.np = np
        self.cats: list[str] = []
        self.index: dict[str, int] = {}
        self.codes = np.full(n, -1, dtype=np.int8)
        if initial is not None:
            self.codes.fill(self.code(initial))

    def code(self, text: str | None) -> int:
        if text is None:
            return -1
        k = self.index.get(text)
        if k is None:
            k = self.index[text] = len(self.cats)
            self.cats.append(text)
            if k > 126 and self.codes.dtype == self.np.int8:
                self.codes = self.codes.astype(self.np.int32)
        return k

    def set(self, rows, text: str | None) -> None:
        self.codes[rows] = self.code(text)

    def __getitem__(self, i):
        k = int(self.codes[i])
        return None if k < 0 else self.cats[k]

    def column(self, kind: str):
        np = self.np
        if kind == "pandas":
            import pandas as pd

            return pd.Categorical.from_codes(self.codes, categories=self.cats)
        table = np.empty(len(self.cats) + 1, dtype=object)
        table[:-1] = self.cats  # code -1 (None) indexes the last slot
        if kind == "dict" and len(self.codes) and not bool((self.codes != self.codes[0]).any()):
            # One text on every row (status "ok", no reason...): a read-only view of that one
            # object, 8 bytes in all instead of 8 a row (`.copy()` it to write into it).
            one = np.empty(1, dtype=object)
            one[0] = None if self.codes[0] < 0 else self.cats[int(self.codes[0])]
            return np.broadcast_to(one, (len(self.codes),))
        if kind == "polars":
            import polars as pl

            return pl.Series(table.tolist(), dtype=pl.Utf8).gather(
                np.where(self.codes < 0, len(self.cats), self.codes).astype(np.int64))
        if kind == "pyarrow":
            import pyarrow as pa

            # Dictionary-encoded: a byte per row, decoded on demand (`.dictionary_decode()`).
            indices = pa.array(self.codes, mask=self.codes < 0)
            return pa.DictionaryArray.from_arrays(indices, pa.array(self.cats, type=pa.string()))
        return table[self.codes]


class _Output:
    def __init__(self, np, n, calc, version, interpretation, breakdown):
        self.np = np
        self.n = n
        self.calc = calc
        self.version = version
        numeric = calc.output.kind in ("number", "integer")
        self.value = np.full(n, np.nan) if numeric else np.full(n, None, dtype=object)
        self.status = _Coded(np, n, "ok")
        self.na_reason = _Coded(np, n, None)
        self.reason = _Coded(np, n, None)
        self.na_inputs = _Coded(np, n, None)
        self.version_col = _Coded(np, n, version.name)
        self.variant = _Coded(np, n, version.variant)
        self.warnings = _Coded(np, n, "")
        self.imputed = _Coded(np, n, "")
        self.want_interpretation = interpretation
        self.interpretation = np.full(n, None, dtype=object) if interpretation else None
        self.want_breakdown = breakdown
        self.breakdown: dict[str, Any] = {}
        self._interpret_cache: dict = {}
        self.per_row = 0

    def _bd_col(self, key):
        col = self.breakdown.get(key)
        if col is None:
            col = self.breakdown[key] = self.np.full(self.n, None, dtype=object)
        return col

    def ok_rows(self, rows, value, breakdown, imputed):
        if self.value.dtype == object:
            self.value[rows] = _objects(value)
        else:
            self.value[rows] = value
        if imputed:
            self.imputed.set(rows, ", ".join(imputed))
        if self.want_breakdown and breakdown:
            for k, v in breakdown.items():  # NaN is how a column says "none" (None per row)
                self._bd_col(k)[rows] = [None if type(x) is float and x != x else x
                                         for x in _objects(v)]
        if self.want_interpretation and self.calc.interpret is not None:
            interp = self.calc.interpret
            extra = self.calc._interpret_extra
            vals = self._python_values(value)
            if not extra:
                col = self.interpretation
                cache = self._interpret_cache
                for j, i in enumerate(rows.tolist()):
                    v = vals[j]
                    try:
                        text = cache[v]
                    except KeyError:
                        text = cache[v] = interp(v)
                    except TypeError:  # an unhashable value
                        text = interp(v)
                    col[i] = text
            else:
                bd = {k: _objects(v) for k, v in (breakdown or {}).items()}
                for j, i in enumerate(rows.tolist()):
                    args = {"version": self.version.name,
                            "breakdown": {k: v[j] for k, v in bd.items()}}
                    self.interpretation[i] = interp(vals[j], **{k: args[k] for k in extra})

    def _python_values(self, value) -> list:
        """The values as `calculate` returns them: ints for an integer output."""
        vals = _objects(value)
        if self.calc.output.kind == "integer":
            vals = [int(v) if type(v) is float and v.is_integer() else v for v in vals]
        return vals

    def missing_rows(self, rows, absent, imputed):
        self.status.set(rows, "na")
        self.na_reason.set(rows, "missing")
        self.reason.set(rows, "required input not given: " + ", ".join(absent))
        self.na_inputs.set(rows, ", ".join(absent))
        if imputed:
            self.imputed.set(rows, ", ".join(imputed))

    def row(self, i: int, result) -> None:
        self.per_row += 1
        if isinstance(result, InputError):
            self.status.set(i, "na")
            self.na_reason.set(i, "invalid")
            self.reason.set(i, str(result))
            self.na_inputs.set(i, ", ".join(p.feature for p in result.problems))
            return
        self.status.set(i, result.status)
        self.version_col.set(i, result.version)
        self.variant.set(i, result.variant)
        if result.status == "ok":
            self.value[i] = result.value
        else:
            self.na_reason.set(i, result.na.reason.value)
            self.reason.set(i, result.na.message)
            self.na_inputs.set(i, ", ".join(result.na.features))
        self.warnings.set(i, "; ".join(result.warnings))
        self.imputed.set(i, ", ".join(result.imputed))
        if self.want_interpretation:
            self.interpretation[i] = result.interpretation
        if self.want_breakdown and result.breakdown:
            for k, v in result.breakdown.items():
                self._bd_col(k)[i] = v

    def columns(self, kind: str) -> dict:
        out = {"value": self.value}
        for name, coded in (("status", self.status), ("na_reason", self.na_reason),
                            ("reason", self.reason), ("na_inputs", self.na_inputs),
                            ("version", self.version_col), ("variant", self.variant),
                            ("warnings", self.warnings), ("imputed", self.imputed)):
            out[name] = coded.column(kind)
        if self.want_interpretation:
            out["interpretation"] = self.interpretation
        for k, v in self.breakdown.items():
            out[f"breakdown.{k}"] = v
        return out


def _objects(arr) -> list:
    """Python objects of a numpy column (dates for datetime64[D], ints for integer dtypes)."""
    return arr.tolist()
