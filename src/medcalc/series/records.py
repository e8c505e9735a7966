"""Timelines: records loaded, read with the core's feature parsing, sorted and checked.

A record is a timestamp (key ``time``, or ``charttime`` as MIMIC names it) plus measurements
keyed by feature names. Keys and values are read exactly as ``medcalc.calculate`` reads them: a
key is looked up with ``Calculator.input_key`` (feature name, case/spacing-insensitive spelling,
or a declared label), a value with ``Feature.parse`` (a bare number is in the canonical unit;
``"98.6 °F"``, ``[98.6, "degF"]`` convert) and checked with ``Feature.implausible``. The vital
signs carry the note-style labels the ClinicNumRobBench paper shows hurt models (``HR``, ``RR``,
``O2 sat``, ``SpO2``, ``Temp``, ``SBP``); ``BP`` takes ``"120/70"`` (optionally with a unit) and
is split into systolic_bp and diastolic_bp.

Nothing is guessed: a missing cell stays missing; an unparseable or implausible cell is
reported (record, key, message) and counts as missing; duplicate timestamps are reported (both
records kept, in input order); an unknown key is reported and ignored; a timestamp that is not
``YYYY-MM-DD HH:MM[:SS]`` (or a date/time object) is an error naming the cell.
"""

from __future__ import annotations

import csv
import datetime as _dt
import io
import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..core import common
from ..core.features import Count, Feature, FeatureError, Quantity, is_absent
from ..core.na import InputProblem, MedcalcError, show

TIME_KEYS = ("time", "charttime")
MAX_PROBLEMS_SHOWN = 1000  # per report, in the structured output; counts are always complete


class SeriesError(MedcalcError, ValueError):
    """Records or a query that cannot be read; `problems` names the input, what is wrong and
    what was expected."""

    def __init__(self, message: str, problems: list[InputProblem] = ()):
        self.problems = list(problems)
        self.message = message
        super().__init__(message)

    def to_dict(self) -> dict:
        return {"type": "invalid_series", "message": self.message,
                "problems": [p.to_dict() for p in self.problems]}


def pain(**kw: Any) -> Count:
    kw.setdefault("description", "Pain score on a 0-10 numeric rating scale")
    return Count(name="pain", range=(0, 10), **kw)


# The vital signs of a MIMIC-IV vitalsign table (and of ClinicNumRobBench's records), declared
# with the shared factories of core.common (same canonical units and plausible ranges as every
# calculator) plus the labels notes use for them. No one-letter labels ("T 37.2 P 88" in a note):
# as a column name "P" could be phosphate, so it would be a guess.
VITALS: tuple[Feature, ...] = (
    common.temperature(labels=("Temp", "Temperature", "Body temperature")),
    common.heart_rate(labels=("HR", "Heart rate", "Pulse", "Pulse rate", "heartrate")),
    common.respiratory_rate(labels=("RR", "Resp", "Resp rate", "Respiratory rate", "resprate",
                                    "Breathing rate")),
    common.spo2(labels=("SpO2", "O2 sat", "O2 sats", "O2 saturation", "Sat", "Sats",
                        "Oxygen saturation", "o2sat", "pulse ox")),
    common.systolic_bp(labels=("SBP", "Systolic", "Systolic BP", "Systolic blood pressure",
                               "NBPs", "sbp")),
    common.diastolic_bp(labels=("DBP", "Diastolic", "Diastolic BP", "Diastolic blood pressure",
                                "NBPd", "dbp")),
    common.mean_arterial_pressure(labels=("MAP", "Mean BP", "Mean arterial pressure", "NBPm")),
    pain(labels=("Pain", "Pain score", "Pain (0-10)", "NRS")),
)
# A combined "systolic/diastolic" cell under one of these keys (compared without case, spaces
# and punctuation).
BP_KEYS = frozenset({"bp", "bloodpressure", "nbp", "nibp", "abp", "cuffbp", "sbpdbp",
                     "systolicdiastolic"})
_BP_VALUE = re.compile(r"^\s*([-+]?\d+(?:\.\d+)?)\s*/\s*([-+]?\d+(?:\.\d+)?)\s*(.*?)\s*$")
_ISO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?$")

_READERS: dict[str, Any] = {}


def _identity(heart_rate):  # the reader calculator's compute: never run
    return 0


def _reader(extended: bool = False):
    """A Calculator declaring the record features, used only for its key lookup
    (`input_key`), so keys are read exactly as `calculate` reads them. `extended` adds every
    quantity/count feature declared by a registered calculator (first declaration by id)."""
    key = "extended" if extended else "vitals"
    calc = _READERS.get(key)
    if calc is not None:
        return calc
    from ..core.calculator import Calculator, Output
    from ..core.versions import Reference, Version

    features: dict[str, Feature] = {}
    if extended:
        from ..core.registry import all_ids, get

        vital_names = {f.name for f in VITALS}
        for calc_id in all_ids():
            try:
                other = get(calc_id)
            except Exception:  # noqa: BLE001 - one broken module must not stop the reader
                continue
            if not getattr(other, "available", False):
                continue
            for feature in other.features.values():
                if (feature.name not in vital_names and feature.name not in features
                        and isinstance(feature, (Quantity, Count))):
                    features[feature.name] = feature
    features.update({f.name: f for f in VITALS})  # last: the vitals' labels win
    ref = Reference("medcalc timeline records (no formula)")
    calc = Calculator(id=f"series_{key}", name="Timeline records", specialty="general_other",
                      description="record reader", features=list(features.values()),
                      versions=[Version("records", _dt.date(2000, 1, 1), ref, _identity)],
                      output=Output(), references=[ref])
    _READERS[key] = calc
    return calc


def _norm(key: str) -> str:
    return re.sub(r"[^a-z0-9]", "", key.lower())


def resolve_key(key: str, extended: bool = True) -> Feature | str | None:
    """The feature a record key names, "bp" for a combined blood-pressure key, "time" for the
    timestamp, or None when unknown. `extended=False`: the vital signs only."""
    if not isinstance(key, str):
        return None
    norm = _norm(key)
    if norm in TIME_KEYS:
        return "time"
    if norm in BP_KEYS:
        return "bp"
    found = _reader().input_key(key)
    if found is None and extended:
        found = _reader(extended=True).input_key(key)
    if found is None or found[1] is not None:  # alternatives (bun) are not record columns
        return None
    return found[0]


# -- timestamps -----------------------------------------------------------------------------------


def parse_time(raw: Any, where: str) -> int:
    """Seconds since 1970-01-01 (naive clock time) of a timestamp; SeriesError otherwise."""
    if isinstance(raw, _dt.datetime):
        if raw.tzinfo is not None:
            raw = raw.replace(tzinfo=None) if raw.utcoffset() == _dt.timedelta(0) else None
            if raw is None:
                raise _time_error(where, "a timestamp with a time zone offset")
        return _seconds(raw)
    if type(raw).__name__ in ("Timestamp", "datetime64") and hasattr(raw, "to_pydatetime"):
        return parse_time(raw.to_pydatetime(), where)
    if type(raw).__module__ == "numpy" and type(raw).__name__ == "datetime64":
        if np.isnat(raw):
            raise _time_error(where, "a missing timestamp")
        return int(raw.astype("datetime64[s]").astype(np.int64))
    if isinstance(raw, _dt.date):
        raise _time_error(where, f"a date without a time ({raw.isoformat()})")
    if not isinstance(raw, str):
        raise _time_error(where, f"{'no timestamp' if raw is None else show(raw, 40)}")
    text = raw.strip()
    if not _ISO_TIME.match(text):
        what = ("no timestamp" if not text else
                f"{show(raw, 40)} is not YYYY-MM-DD HH:MM[:SS] (other orders are ambiguous)")
        raise _time_error(where, what)
    from dateutil.parser import isoparse

    try:
        return _seconds(isoparse(text.replace(" ", "T", 1)))
    except (ValueError, OverflowError):
        raise _time_error(where, f"{show(raw, 40)} is not a valid date and time") from None


def _seconds(when: _dt.datetime) -> int:
    return int((when - _dt.datetime(1970, 1, 1)).total_seconds() // 1)


def _time_error(where: str, what: str) -> SeriesError:
    return SeriesError(f"{where}: cannot read the timestamp: {what}",
                       [InputProblem(where, "invalid_time", what,
                                     "a timestamp YYYY-MM-DD HH:MM or YYYY-MM-DD HH:MM:SS")])


def format_time(seconds: int | float) -> str:
    """'YYYY-MM-DD HH:MM' of seconds since 1970-01-01."""
    return (_dt.datetime(1970, 1, 1) + _dt.timedelta(seconds=int(seconds))).strftime("%Y-%m-%d %H:%M")


# -- the timeline ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CellProblem:
    record: int  # position in the input (0-based)
    time: str
    key: str
    kind: str  # unparseable | implausible | conflict
    message: str
    features: tuple[str, ...] = ()  # the feature columns the cell would have given

    def to_dict(self) -> dict:
        return {"record": self.record, "time": self.time, "key": self.key, "kind": self.kind,
                "message": self.message, "features": list(self.features)}


@dataclass
class Timeline:
    """Records sorted by time (stable: equal times keep their input order), as numpy columns.

    `times`: int64 seconds; `order[i]`: the input position of sorted record i; `columns`:
    feature name -> float64 values in the canonical unit (NaN: missing, unparseable or
    implausible); `problems`: every unparseable, implausible or conflicting cell;
    `duplicates`: the timestamps that more than one record has; `unknown_keys`: keys that name
    no feature (ignored)."""

    times: np.ndarray
    order: np.ndarray
    columns: dict[str, np.ndarray]
    features: dict[str, Feature]
    problems: list[CellProblem] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    unknown_keys: list[str] = field(default_factory=list)
    sorted_input: bool = True
    _problem_at: dict = field(default_factory=dict, repr=False)
    _derived: dict = field(default_factory=dict, repr=False)

    def __len__(self) -> int:
        return int(self.times.shape[0])

    def column(self, name: str) -> np.ndarray | None:
        return self.columns.get(name)

    def time_text(self, i: int) -> str:
        return format_time(self.times[i])

    def cell_problem(self, name: str, i: int) -> CellProblem | None:
        """The problem recorded for feature `name` in sorted record i, if any."""
        return self._problem_at.get((name, i))

    def report(self) -> dict:
        """What loading found, as plain data."""
        return {"records": len(self), "sorted_on_input": self.sorted_input,
                "columns": sorted(self.columns),
                "duplicate_times": list(self.duplicates),
                "problems": [p.to_dict() for p in self.problems[:MAX_PROBLEMS_SHOWN]],
                "problem_count": len(self.problems),
                "unknown_keys": list(self.unknown_keys)}

    def query(self, q: Mapping | str) -> Any:
        from .query import run_query

        return run_query(self, q)


# -- loading --------------------------------------------------------------------------------------


def load(records: Any) -> Timeline:
    """A Timeline from a list of dicts, a pandas or polars DataFrame, JSON text (an array of
    objects, or {"records": [...]}), JSONL text, or a path to a .json/.jsonl/.csv file. An
    existing Timeline is returned as is."""
    if isinstance(records, Timeline):
        return records
    if isinstance(records, Path) or (isinstance(records, str) and _looks_like_path(records)):
        return load_file(records)
    if isinstance(records, (str, bytes)):
        text = records if isinstance(records, str) else records.decode("utf-8-sig")
        if text.strip()[:1] not in ("[", "{", ""):
            return _from_csv(text, "records")
        return _from_rows(_rows_from_text(text, "records"))
    module = type(records).__module__.split(".")[0]
    if module == "pandas" and hasattr(records, "columns"):
        return _from_columns({str(c): records[c].to_numpy() for c in records.columns},
                             len(records))
    if module == "polars" and hasattr(records, "columns"):
        return _from_columns({str(c): _polars_column(records[c]) for c in records.columns},
                             records.height)
    if isinstance(records, Mapping) and "records" in records:
        records = records["records"]
    if isinstance(records, (list, tuple)):
        return _from_rows(records)
    raise SeriesError(f"records must be a list of objects, a DataFrame, JSON/JSONL text or a "
                      f"file path, not {type(records).__name__}",
                      [InputProblem("records", "wrong_type", f"got {type(records).__name__}",
                                    "a list of objects with a 'time' key")])


def _looks_like_path(text: str) -> bool:
    stripped = text.strip()
    return bool(stripped) and stripped[0] not in "[{" and "\n" not in stripped


def _polars_column(series) -> np.ndarray:
    dtype = str(series.dtype)
    if dtype.startswith("Datetime"):
        return series.to_numpy()
    if dtype.startswith(("Float", "Int", "UInt")):
        return series.cast(float).to_numpy()
    return np.array(series.to_list(), dtype=object)


def load_file(path: str | Path) -> Timeline:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise SeriesError(f"cannot read records file {path}: {exc.strerror}",
                          [InputProblem(str(path), "unreadable", str(exc.strerror), "a file")]) from None
    except UnicodeDecodeError as exc:
        raise SeriesError(f"records file {path} is not UTF-8 (byte {exc.start})") from None
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return _from_csv(text, str(path))
    return _from_rows(_rows_from_text(text, str(path)))


def _rows_from_text(text: str, where: str) -> list:
    stripped = text.strip()
    if not stripped:
        return []
    if stripped[0] in "[{":
        try:
            data = json.loads(stripped)
        except json.JSONDecodeError:
            data = None
        if data is not None:
            if isinstance(data, Mapping) and "records" in data:
                data = data["records"]
            if isinstance(data, list):
                return data
            if isinstance(data, Mapping):
                return [data]
    rows = []
    for n, line in enumerate(stripped.splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise SeriesError(f"{where} line {n}: not JSON ({exc.msg}); records are a JSON array, "
                              f"JSON lines or CSV") from None
    return rows


def _from_csv(text: str, where: str) -> Timeline:
    reader = csv.reader(io.StringIO(text))
    try:
        header = next(reader)
    except StopIteration:
        return _from_rows([])
    rows = []
    for n, row in enumerate(reader, 2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            raise SeriesError(f"{where} line {n}: {len(row)} cells, the header has {len(header)}")
        rows.append(dict(zip(header, row)))
    return _from_rows(rows)


def _from_rows(rows: list | tuple) -> Timeline:
    columns: dict[str, list] = {}
    for i, row in enumerate(rows):
        if not isinstance(row, Mapping):
            raise SeriesError(f"record {i} is not an object ({type(row).__name__})",
                              [InputProblem(f"record {i}", "wrong_type",
                                            f"got {type(row).__name__}",
                                            "an object with a 'time' key")])
        for key, value in row.items():
            column = columns.get(key)
            if column is None:
                column = columns[key] = [None] * len(rows)
            column[i] = value
    return _from_columns(columns, len(rows))


def _from_columns(raw_columns: Mapping[str, Any], n: int) -> Timeline:
    time_keys = [k for k in raw_columns if resolve_key(k) == "time"]
    if n and not time_keys:
        raise SeriesError("records have no timestamp: give each a 'time' (or 'charttime')",
                          [InputProblem("time", "missing_time", "no 'time' key",
                                        "a 'time' key, YYYY-MM-DD HH:MM")])
    time_raw = raw_columns[time_keys[0]] if time_keys else None
    if len(time_keys) > 1:  # records may name it differently; one per record
        time_raw = [None] * n
        for i in range(n):
            given = [k for k in time_keys if not _no_time(raw_columns[k][i])]
            if len(given) > 1:
                raise SeriesError(f"record {i} has two timestamps ({', '.join(given)}); give one",
                                  [InputProblem(f"record {i} time", "duplicate",
                                                "two timestamp keys", "one of time, charttime")])
            if given:
                time_raw[i] = raw_columns[given[0]][i]
    times = _times(time_raw, n) if n else np.zeros(0, dtype=np.int64)
    order = np.argsort(times, kind="stable")
    sorted_input = bool(np.all(order == np.arange(n)))
    times = times[order]
    problems: list[CellProblem] = []
    features: dict[str, Feature] = {}
    values: dict[str, list[tuple[str, np.ndarray]]] = {}  # feature -> [(key, column)]
    unknown: list[str] = []
    for key, raw in raw_columns.items():
        target = resolve_key(key)
        if target == "time":
            continue
        if target is None:
            unknown.append(str(key))
            continue
        raw = _sorted(raw, order)
        if target == "bp":
            sbp, dbp = _feature("systolic_bp"), _feature("diastolic_bp")
            s_col, d_col = _parse_bp(key, raw, sbp, dbp, times, order, problems)
            for feature, col in ((sbp, s_col), (dbp, d_col)):
                _check_plausible(str(key), feature, col, times, order, problems)
                features[feature.name] = feature
                values.setdefault(feature.name, []).append((str(key), col))
            continue
        features[target.name] = target
        col = _parse_column(key, raw, target, times, order, problems)
        _check_plausible(str(key), target, col, times, order, problems)
        values.setdefault(target.name, []).append((str(key), col))
    columns = {name: _merge(name, cols, times, order, problems) for name, cols in values.items()}
    problems.sort(key=lambda p: (p.record, p.key))
    dup = np.nonzero(np.diff(times) == 0)[0] if n > 1 else np.zeros(0, dtype=np.int64)
    duplicates = list(dict.fromkeys(format_time(times[i]) for i in dup))
    at = {}
    position = {int(o): i for i, o in enumerate(order)} if problems else {}
    for p in problems:
        for nm in p.features:
            at.setdefault((nm, position[p.record]), p)
    return Timeline(times, order, columns, features, problems, duplicates, unknown, sorted_input,
                    at)


def _no_time(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, float):
        return math.isnan(value)
    if isinstance(value, np.datetime64):
        return bool(np.isnat(value))
    return isinstance(value, str) and not value.strip()


def _feature(name: str) -> Feature:
    return next(f for f in VITALS if f.name == name)


def _sorted(raw: Any, order: np.ndarray) -> Any:
    if isinstance(raw, np.ndarray):
        return raw[order]
    return [raw[int(i)] for i in order]


def _times(raw: Any, n: int) -> np.ndarray:
    if isinstance(raw, np.ndarray) and np.issubdtype(raw.dtype, np.datetime64):
        if np.isnat(raw).any():
            i = int(np.nonzero(np.isnat(raw))[0][0])
            raise _time_error(f"record {i} time", "a missing timestamp")
        return raw.astype("datetime64[s]").astype(np.int64)
    out = np.empty(n, dtype=np.int64)
    cache: dict = {}
    for i in range(n):
        value = raw[i]
        if isinstance(value, str):
            hit = cache.get(value)
            if hit is None:
                hit = cache[value] = parse_time(value, f"record {i} time")
            out[i] = hit
        else:
            out[i] = parse_time(value, f"record {i} time")
    return out


def _problem(problems, order, times, i, key, kind, message, features=()) -> None:
    problems.append(CellProblem(int(order[i]), format_time(times[i]), str(key), kind, message,
                                tuple(features)))


def _parse_column(key: str, raw: Any, feature: Feature, times, order, problems) -> np.ndarray:
    n = len(times)
    if isinstance(raw, np.ndarray) and raw.dtype.kind in "fiu" and not raw.dtype.kind == "b":
        col = raw.astype(np.float64)
        bad = ~np.isfinite(col) & ~np.isnan(col)
        for i in np.nonzero(bad)[0]:
            _problem(problems, order, times, i, key, "unparseable", f"{col[i]} is not finite",
                     (feature.name,))
        col[bad] = np.nan
        if isinstance(feature, Count):
            frac = np.isfinite(col) & (col != np.floor(col))
            for i in np.nonzero(frac)[0]:
                _problem(problems, order, times, i, key, "unparseable",
                         f"expected an integer count, got {col[i]!r}", (feature.name,))
            col[frac] = np.nan
        return col
    col = np.full(n, np.nan)
    cache: dict = {}
    for i in range(n):
        value = raw[i]
        t = type(value)
        if t is float and isinstance(feature, Quantity):
            if math.isfinite(value):
                col[i] = value
            elif value == value:
                _problem(problems, order, times, i, key, "unparseable",
                         f"{value} is not finite", (feature.name,))
            continue
        try:
            if feature.is_na(value) or type(value).__name__ in ("NAType", "NaTType"):
                continue  # pandas' pd.NA / NaT in nullable columns
            if t is str:
                hit = cache.get(value)
                if hit is None:
                    hit = cache[value] = feature.parse(value)
                col[i] = hit
            else:
                col[i] = feature.parse(value)
        except FeatureError as exc:
            _problem(problems, order, times, i, key, "unparseable", exc.message, (feature.name,))
        except Exception as exc:  # noqa: BLE001 - a hostile value
            _problem(problems, order, times, i, key, "unparseable",
                     f"cannot read a value of type {type(value).__name__} ({type(exc).__name__})",
                     (feature.name,))
    return col


def _parse_bp(key, raw, sbp: Feature, dbp: Feature, times, order, problems):
    n = len(times)
    s_col, d_col = np.full(n, np.nan), np.full(n, np.nan)
    for i in range(n):
        value = raw[i]
        if is_absent(value) if not isinstance(value, (list, tuple, dict)) else False:
            continue
        match = _BP_VALUE.match(value) if isinstance(value, str) else None
        if match is None:
            _problem(problems, order, times, i, key, "unparseable",
                     f"cannot read {show(value, 40)} as blood pressure 'systolic/diastolic' "
                     f"(e.g. '120/70' or '120/70 mmHg')", (sbp.name, dbp.name))
            continue
        unit = match.group(3)
        try:
            s_col[i] = sbp.parse(f"{match.group(1)} {unit}".strip())
            d_col[i] = dbp.parse(f"{match.group(2)} {unit}".strip())
        except FeatureError as exc:
            s_col[i] = d_col[i] = np.nan
            _problem(problems, order, times, i, key, "unparseable", exc.message,
                     (sbp.name, dbp.name))
    return s_col, d_col


def _merge(name: str, cols: list[tuple[str, np.ndarray]], times, order, problems) -> np.ndarray:
    """One column per feature: the same feature under two keys (HR and heart_rate) must agree
    where both are given; where they differ the cell is a conflict (missing, reported)."""
    key, out = cols[0]
    out = out.copy()
    for other_key, other in cols[1:]:
        both = ~np.isnan(out) & ~np.isnan(other)
        differ = both & (out != other)
        for i in np.nonzero(differ)[0]:
            _problem(problems, order, times, i, f"{key}/{other_key}", "conflict",
                     f"{name} given twice with different values ({out[i]:g} under {key!r}, "
                     f"{other[i]:g} under {other_key!r})", (name,))
        fill = np.isnan(out)
        out[fill] = other[fill]
        out[differ] = np.nan
    return out


def _check_plausible(key: str, feature: Feature, col: np.ndarray, times, order, problems):
    name = feature.name
    lo, hi = feature.range
    bad = ~np.isnan(col) & ((col < lo) | (col > hi))
    for i in np.nonzero(bad)[0]:
        value = col[i]
        message = feature.implausible(int(value) if isinstance(feature, Count) else float(value))
        _problem(problems, order, times, i, key, "implausible",
                 message or f"{name} {value:g} outside {lo:g}-{hi:g}", (name,))
    col[bad] = np.nan
