"""Queries over a timeline: the JSON form, its JSON Schema, the operations and their answers.

    {"op": "count", "of": "shock_index", "above": 1.0}
    {"op": "first_time", "of": "systolic_bp", "below": [90, "mmHg"]}
    {"op": "mean", "of": "heart_rate", "last": 3}
    {"op": "value", "of": "mean_arterial_pressure", "at": "2180-05-06 22:23"}

Semantics (docs/series.md says the same):
- records are in time order; records with equal timestamps keep their input order;
- a scope (`first` n records, `last` n records, a window `from`/`to` inclusive, or the
  `last_hours` before the last record, inclusive) counts records, whether or not they have the
  quantity; records without a value are left out of the computation and listed in `missing`;
- a condition is one comparison or a conjunction (`where`); a record where a compared quantity is
  missing and the other comparisons hold is undecided: not counted, listed in `missing`;
- `time_of_max`/`time_of_min` (and the time given with `min`/`max`): the earliest record;
- `at` without seconds matches every record in that minute; records there that disagree make the
  answer NA `conflict`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..core.na import InputProblem, show
from .quantities import Series, convert, display_unit, resolve, threshold
from .records import _ISO_TIME, SeriesError, Timeline, load, parse_time

OPS = ("value", "first_time", "last_time", "time_of_max", "time_of_min", "count", "mean", "min",
       "max", "sum", "change", "percent_change")
COMPARISONS = {"above": ">", "at_least": ">=", "below": "<", "at_most": "<=", "equal_to": "=="}
SCOPE_KEYS = ("first", "last", "from", "to", "last_hours")
MAX_WHERE = 10
MAX_SHOWN = 50  # records listed in an answer's `missing` (the count is always complete)
_COMMON = ("op", "of", "unit", "missing")
_CONDITION = ("op", "of", "missing", *COMPARISONS, "where", *SCOPE_KEYS)  # no unit: a count/time
_ALLOWED = {
    "value": (*_COMMON, "at", "nth", "nth_from_end"),
    "first_time": _CONDITION,
    "last_time": _CONDITION,
    "count": _CONDITION,
    "time_of_max": (*_COMMON, *SCOPE_KEYS),
    "time_of_min": (*_COMMON, *SCOPE_KEYS),
    "mean": (*_COMMON, *SCOPE_KEYS),
    "min": (*_COMMON, *SCOPE_KEYS),
    "max": (*_COMMON, *SCOPE_KEYS),
    "sum": (*_COMMON, *SCOPE_KEYS),
    "change": (*_COMMON, "from", "to"),
    "percent_change": (*_COMMON, "from", "to"),
}

_THRESHOLD = {"anyOf": [
    {"type": "number"},
    {"type": "string", "description": "value with unit, e.g. '90 mmHg'"},
    {"type": "array", "prefixItems": [{"type": "number"}, {"type": "string"}],
     "minItems": 2, "maxItems": 2}]}
_TIME = {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$",
         "description": "YYYY-MM-DD HH:MM (matches every record in that minute) or with :SS"}
_COMPARISON_PROPS = {name: {**_THRESHOLD, "description": f"condition: quantity {sign} threshold "
                            "(a bare number is in the quantity's canonical unit)"}
                     for name, sign in COMPARISONS.items()}

QUERY_SCHEMA: dict = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://medcalc.invalid/schemas/series-query.json",
    "title": "medcalc timeline query",
    "description": "One question about a timeline of records (see docs/series.md).",
    "type": "object",
    "properties": {
        "op": {"type": "string", "enum": list(OPS)},
        "of": {"type": "string", "maxLength": 200,
               "description": "a feature of the records (name, alias or label: heart_rate, HR, "
                              "SBP, O2 sat, ...) or a single-record calculator id "
                              "(mean_arterial_pressure, shock_index, ...); 'calculator:<id>' "
                              "forces the calculator"},
        **_COMPARISON_PROPS,
        "where": {"type": "array", "minItems": 1, "maxItems": MAX_WHERE,
                  "description": "a conjunction of comparisons (all must hold)",
                  "items": {"type": "object", "required": ["of"], "additionalProperties": False,
                            "minProperties": 2, "maxProperties": 2,
                            "properties": {"of": {"type": "string", "maxLength": 200},
                                           **_COMPARISON_PROPS}}},
        "at": _TIME,
        "nth": {"type": "integer", "minimum": 1, "description": "the n-th record from the start (1 = first)"},
        "nth_from_end": {"type": "integer", "minimum": 1,
                         "description": "the n-th record from the end (1 = last)"},
        "first": {"type": "integer", "minimum": 1, "description": "scope: the first n records"},
        "last": {"type": "integer", "minimum": 1, "description": "scope: the last n records"},
        "from": {"anyOf": [_TIME, {"enum": ["first", "last"]}],
                 "description": "window start (inclusive); for change/percent_change the first "
                                "timestamp ('first'/'last': the first/last record)"},
        "to": {"anyOf": [_TIME, {"enum": ["first", "last"]}],
               "description": "window end (inclusive); for change/percent_change the second "
                              "timestamp"},
        "last_hours": {"type": "number", "exclusiveMinimum": 0,
                       "description": "scope: records within this many hours before the last "
                                      "record (inclusive)"},
        "unit": {"type": "string", "maxLength": 50,
                 "description": "answer in this unit (e.g. degF for temperature)"},
        "missing": {"enum": ["strict", "absent"], "default": "strict",
                    "description": "missing-data policy of a calculator evaluated per record"},
    },
    "required": ["op"],
    "additionalProperties": False,
    "allOf": [{"if": {"properties": {"op": {"const": op}}},
               "then": {"propertyNames": {"enum": list(allowed)}}}
              for op, allowed in _ALLOWED.items()],
}


def query_schema() -> dict:
    """The JSON Schema of one query (a copy)."""
    import copy

    return copy.deepcopy(QUERY_SCHEMA)


# -- answers --------------------------------------------------------------------------------------


@dataclass
class Answer:
    """The answer to one query. `value` is a number (unrounded), an int (count) or a timestamp
    'YYYY-MM-DD HH:MM'; `display` rounds numbers to 2 decimals and adds the unit."""

    op: str
    of: str | None
    status: str  # "ok" | "na"
    value: Any = None
    unit: str | None = None
    kind: str = "number"  # number | count | time | percent
    na_reason: str | None = None  # no_record | no_match | missing | conflict | undefined | ...
    na_message: str | None = None
    time: str | None = None  # the record the value comes from (value, min, max)
    at_value: float | None = None  # the extreme value, for time_of_max / time_of_min
    records: int = 0  # records in scope
    used: int = 0  # records whose value entered the answer
    missing_count: int = 0
    missing: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def display(self) -> str:
        if self.status != "ok":
            return f"NA ({self.na_reason}: {self.na_message})"
        if self.kind == "count" or self.kind == "time":
            return str(self.value)
        if self.kind == "percent":
            return f"{self.value:.2f}%"
        return f"{self.value:.2f} {display_unit(self.unit)}".rstrip()

    def to_dict(self) -> dict:
        out = {"op": self.op, "of": self.of, "status": self.status, "value": self.value,
               "unit": self.unit, "kind": self.kind, "display": self.display()}
        if self.time is not None:
            out["time"] = self.time
        if self.at_value is not None:
            out["at_value"] = self.at_value
            out["at_value_display"] = f"{self.at_value:.2f} {display_unit(self.unit)}".rstrip()
        if self.status != "ok":
            out["na"] = {"reason": self.na_reason, "message": self.na_message}
        out.update(records=self.records, used=self.used, missing_count=self.missing_count,
                   missing=self.missing)
        if self.notes:
            out["notes"] = self.notes
        return out


def _na(base: dict, reason: str, message: str, **kw) -> Answer:
    return Answer(**base, status="na", na_reason=reason, na_message=message, **kw)


def _missing_list(tl: Timeline, series_list: list[Series], idx: np.ndarray) -> list[dict]:
    out = []
    for i in idx[:MAX_SHOWN]:
        i = int(i)
        for s in series_list:
            if s.values[i] != s.values[i]:
                reason, message = s.why_missing(i)
                out.append({"time": tl.time_text(i), "record": int(tl.order[i]), "of": s.name,
                            "reason": reason, "message": message})
                break
    return out


# -- parsing a query ------------------------------------------------------------------------------


def _problem(where: str, kind: str, message: str, expected: str = "") -> SeriesError:
    return SeriesError(f"{where}: {message}", [InputProblem(where, kind, message, expected)])


def _positive_int(q: Mapping, key: str) -> int | None:
    value = q.get(key)
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise _problem(key, "wrong_type", f"expected a whole number >= 1, got {show(value, 40)}",
                       "an integer >= 1")
    return value


def _query_time(q: Mapping, key: str, allow_ends: bool = False):
    """(seconds, whole_minute) of a query timestamp; 'first'/'last' kept as is."""
    value = q.get(key)
    if allow_ends and value in ("first", "last"):
        return value, False
    if isinstance(value, str) and _ISO_TIME.match(value.strip()):
        text = value.strip()
        return parse_time(text, key), len(text) == 16
    raise _problem(key, "invalid_time", f"cannot read {show(value, 40)} as a timestamp "
                   "(YYYY-MM-DD HH:MM[:SS]; other orders are ambiguous)",
                   "YYYY-MM-DD HH:MM" + (" or 'first'/'last'" if allow_ends else ""))


def _check_keys(q: Mapping) -> str:
    if not isinstance(q, Mapping):
        raise _problem("query", "wrong_type", f"expected an object, got {type(q).__name__}",
                       "an object with 'op'")
    op = q.get("op")
    if op not in OPS:
        raise _problem("op", "unknown_op", f"{show(op, 40)} is not an operation",
                       "one of " + ", ".join(OPS))
    allowed = _ALLOWED[op]
    unknown = [k for k in q if k not in allowed]
    if unknown:
        problems = [InputProblem(str(k), "unknown_argument", f"not an argument of {op}",
                                 "one of " + ", ".join(allowed)) for k in unknown]
        raise SeriesError(f"{op}: unknown argument(s) {', '.join(map(str, unknown))}", problems)
    if op not in ("count", "first_time", "last_time") and "of" not in q:
        raise _problem("of", "missing_argument", f"{op} needs 'of'", "a feature or calculator")
    if q.get("missing", "strict") not in ("strict", "absent"):
        raise _problem("missing", "unknown_category", f"{show(q.get('missing'), 40)}",
                       "strict or absent")
    return op


def _conditions(tl: Timeline, q: Mapping, missing: str) -> list[tuple[Series, str, float]]:
    conds = []
    given = [k for k in COMPARISONS if k in q]
    if given and "where" in q:
        raise _problem("where", "conflict", "give a comparison with 'of' or 'where', not both",
                       "one form")
    if given:
        if "of" not in q:
            raise _problem("of", "missing_argument", "a comparison needs 'of'", "a quantity")
        if len(given) > 1:
            raise _problem(given[1], "conflict", f"two comparisons ({', '.join(given)}); use "
                           "'where' for a conjunction", "one comparison")
        series = resolve(tl, q["of"], missing)
        conds.append((series, COMPARISONS[given[0]], threshold(series, q[given[0]], given[0])))
    elif "where" in q:
        where = q["where"]
        if not isinstance(where, list) or not 1 <= len(where) <= MAX_WHERE:
            raise _problem("where", "wrong_type", "expected a list of 1-10 comparisons",
                           '[{"of": "heart_rate", "above": 100}, ...]')
        for n, item in enumerate(where):
            at = f"where[{n}]"
            if not isinstance(item, Mapping) or "of" not in item:
                raise _problem(at, "wrong_type", "expected {\"of\": ..., \"<comparison>\": ...}",
                               "one of " + ", ".join(COMPARISONS))
            keys = [k for k in item if k != "of"]
            if len(keys) != 1 or keys[0] not in COMPARISONS:
                raise _problem(at, "wrong_type", f"expected exactly one comparison, got "
                               f"{show(keys, 60)}", "one of " + ", ".join(COMPARISONS))
            series = resolve(tl, item["of"], missing)
            conds.append((series, COMPARISONS[keys[0]],
                          threshold(series, item[keys[0]], f"{at}.{keys[0]}")))
    else:
        raise _problem("where", "missing_argument", "a condition is needed: 'of' with one of "
                       + ", ".join(COMPARISONS) + ", or 'where'", "a comparison")
    return conds


def _scope(tl: Timeline, q: Mapping) -> tuple[int, int]:
    """[start, stop) of the records in scope."""
    n = len(tl)
    given = [k for k in ("first", "last", "last_hours") if k in q]
    window = "from" in q or "to" in q
    if len(given) + window > 1:
        raise _problem(given[-1] if given else "from", "conflict",
                       "give one scope: first, last, last_hours, or a from/to window",
                       "one scope")
    if "first" in q:
        k = _positive_int(q, "first")
        return 0, min(k, n)
    if "last" in q:
        k = _positive_int(q, "last")
        return max(n - k, 0), n
    if "last_hours" in q:
        hours = q["last_hours"]
        if isinstance(hours, bool) or not isinstance(hours, (int, float)) or not (
                math.isfinite(hours) and 0 < hours <= 1e6):
            raise _problem("last_hours", "wrong_type", f"got {show(hours, 40)}",
                           "a number of hours > 0")
        if n == 0:
            return 0, 0
        start = int(np.searchsorted(tl.times, tl.times[-1] - hours * 3600.0, side="left"))
        return start, n
    if window:
        lo, hi = 0, n
        if "from" in q:
            t, minute = _query_time(q, "from")
            lo = int(np.searchsorted(tl.times, t, side="left"))
        if "to" in q:
            t, minute = _query_time(q, "to")
            end = t + 59 if minute else t  # 'to' HH:MM includes the whole minute
            hi = int(np.searchsorted(tl.times, end, side="right"))
        return lo, max(lo, hi)
    return 0, n


# -- operations -----------------------------------------------------------------------------------


_OPS_NP = {">": np.greater, ">=": np.greater_equal, "<": np.less, "<=": np.less_equal,
           "==": np.equal}


def _condition(conds, lo: int, hi: int):
    """(met, undecided) over records lo..hi-1."""
    met = np.ones(hi - lo, dtype=bool)
    absent = np.zeros(hi - lo, dtype=bool)
    for series, sign, limit in conds:
        values = series.values[lo:hi]
        nan = np.isnan(values)
        with np.errstate(invalid="ignore"):
            holds = _OPS_NP[sign](values, limit)
        absent |= nan
        met &= holds | nan
    undecided = absent & met
    return met & ~absent, undecided


def run_query(records: Any, q: Mapping | str) -> Answer:
    """Answer one query (a dict or its JSON text) over records (anything `load` reads)."""
    if isinstance(q, str):
        import json

        try:
            q = json.loads(q)
        except json.JSONDecodeError as exc:
            raise _problem("query", "invalid_json", f"not JSON ({exc.msg})", "a JSON object") from None
    tl = load(records)
    op = _check_keys(q)
    missing = q.get("missing", "strict")
    of = q.get("of")
    base = {"op": op, "of": of if isinstance(of, str) else None}
    if op in ("count", "first_time", "last_time"):
        conds = _conditions(tl, q, missing)
        lo, hi = _scope(tl, q)
        return _condition_op(tl, op, conds, lo, hi, base)
    series = resolve(tl, of, missing)
    values, unit, _ = convert(series, q.get("unit"))
    base["of"] = series.name
    if op == "value":
        return _value_op(tl, q, series, values, unit, base)
    if op in ("change", "percent_change"):
        return _change_op(tl, q, series, values, unit, base, op)
    lo, hi = _scope(tl, q)
    return _aggregate_op(tl, op, series, values, unit, lo, hi, base)


def _condition_op(tl, op, conds, lo, hi, base) -> Answer:
    met, undecided = _condition(conds, lo, hi)
    series_list = [c[0] for c in conds]
    records = hi - lo
    if op == "count":
        n_undecided = int(np.count_nonzero(undecided))
        idx = np.nonzero(undecided)[0][:MAX_SHOWN] + lo if n_undecided else np.zeros(0, int)
        extra = dict(records=records, used=records - n_undecided, missing_count=n_undecided,
                     missing=_missing_list(tl, series_list, idx))
        if records and n_undecided == records:
            return _na(base, "missing", "no record in scope has the values the condition "
                       "needs", kind="count", **extra)
        return Answer(**base, status="ok", value=int(np.count_nonzero(met)), kind="count", **extra)
    hits = np.nonzero(met)[0]
    if op == "first_time":
        pos = int(hits[0]) if hits.size else None
        unsure = np.nonzero(undecided[:pos] if pos is not None else undecided)[0]
    else:
        pos = int(hits[-1]) if hits.size else None
        unsure = np.nonzero(undecided[pos + 1:] if pos is not None else undecided)[0]
        if pos is not None:
            unsure = unsure + pos + 1
    extra = dict(kind="time", records=records, used=records - int(np.count_nonzero(undecided)),
                 missing_count=int(unsure.size),
                 missing=_missing_list(tl, series_list, unsure + lo))
    if pos is None:
        if records == 0:
            return _na(base, "no_record", "no record in scope", **extra)
        if int(np.count_nonzero(undecided)) == records:
            return _na(base, "missing", "no record in scope has the values the condition "
                       "needs", **extra)
        return _na(base, "no_match", "no record in scope meets the condition", **extra)
    return Answer(**base, status="ok", value=tl.time_text(pos + lo), **extra)


def _value_op(tl, q, series, values, unit, base) -> Answer:
    n = len(tl)
    keys = [k for k in ("at", "nth", "nth_from_end") if k in q]
    if len(keys) != 1:
        raise _problem("at", "missing_argument" if not keys else "conflict",
                       "value needs exactly one of at, nth, nth_from_end", "one of them")
    base.update(unit=unit)
    if keys[0] == "at":
        t, minute = _query_time(q, "at")
        lo = int(np.searchsorted(tl.times, t, side="left"))
        hi = int(np.searchsorted(tl.times, t + 59 if minute else t, side="right"))
        return _value_in(tl, series, values, lo, hi, base, f"at {q['at']}")
    k = _positive_int(q, keys[0])
    i = k - 1 if keys[0] == "nth" else n - k
    if not 0 <= i < n:
        return _na(base, "no_record", f"the timeline has {n} records", records=0)
    return _value_in(tl, series, values, i, i + 1, base,
                     f"at record {k}" + (" from the end" if keys[0] == "nth_from_end" else ""))


def _value_in(tl, series, values, lo, hi, base, where) -> Answer:
    if hi <= lo:
        return _na(base, "no_record", f"no record {where}", records=0)
    chunk = values[lo:hi]
    present = np.nonzero(~np.isnan(chunk))[0]
    extra = dict(records=hi - lo, used=int(present.size))
    if present.size == 0:
        missing = _missing_list(tl, [series], np.arange(lo, hi))
        reason = missing[0]["reason"] if missing else "missing"  # the first record's reason
        return _na(base, reason, f"no {series.name} {where}"
                   + (f" ({missing[0]['message']})" if missing else ""),
                   missing_count=hi - lo, missing=missing, **extra)
    distinct = np.unique(chunk[present])
    if distinct.size > 1:
        return _na(base, "conflict", f"{hi - lo} records {where} disagree on {series.name} "
                   f"({', '.join(f'{v:g}' for v in distinct[:5])})", time=tl.time_text(lo), **extra)
    i = lo + int(present[0])
    notes = []
    absent = np.nonzero(np.isnan(chunk))[0] + lo
    if hi - lo > 1:
        notes.append(f"{hi - lo} records {where} (duplicate or same-minute timestamps); "
                     f"{present.size} with a value" + (", all equal" if present.size > 1 else ""))
    return Answer(**base, status="ok", value=float(chunk[present[0]]), time=tl.time_text(i),
                  notes=notes, missing_count=int(absent.size),
                  missing=_missing_list(tl, [series], absent), **extra)


def _change_op(tl, q, series, values, unit, base, op) -> Answer:
    for key in ("from", "to"):
        if key not in q:
            raise _problem(key, "missing_argument", f"{op} needs 'from' and 'to'",
                           "a timestamp, 'first' or 'last'")
    ends = []
    for key in ("from", "to"):
        t, minute = _query_time(q, key, allow_ends=True)
        n = len(tl)
        if t == "first":
            lo, hi = (0, 1) if n else (0, 0)
        elif t == "last":
            lo, hi = (n - 1, n) if n else (0, 0)
        else:
            lo = int(np.searchsorted(tl.times, t, side="left"))
            hi = int(np.searchsorted(tl.times, t + 59 if minute else t, side="right"))
        ends.append(_value_in(tl, series, values, lo, hi, dict(base, unit=unit),
                              f"at {key} {q[key]}"))
    a, b = ends
    kind = "percent" if op == "percent_change" else "number"
    out_unit = "%" if op == "percent_change" else unit
    missing = a.missing + b.missing
    extra = dict(unit=out_unit, kind=kind, records=a.records + b.records, used=a.used + b.used,
                 missing_count=len(missing), missing=missing)
    for end in (a, b):
        if not end.ok:
            return _na(base, end.na_reason, end.na_message, **extra)
    if op == "change":
        return Answer(**base, status="ok", value=b.value - a.value, **extra)
    if a.value == 0:
        return _na(base, "undefined", "percent change from 0 is undefined", **extra)
    return Answer(**base, status="ok", value=(b.value - a.value) / abs(a.value) * 100.0, **extra)


def _aggregate_op(tl, op, series, values, unit, lo, hi, base) -> Answer:
    chunk = values[lo:hi]
    nan = np.isnan(chunk)
    present = int(hi - lo - np.count_nonzero(nan))
    absent_idx = np.nonzero(nan)[0]
    extra = dict(unit=unit, records=hi - lo, used=present, missing_count=int(absent_idx.size),
                 missing=_missing_list(tl, [series], absent_idx[:MAX_SHOWN] + lo))
    if op in ("time_of_max", "time_of_min"):
        extra.update(kind="time")
    if hi <= lo:
        return _na(base, "no_record", "no record in scope", **extra)
    if present == 0:
        return _na(base, "missing", f"no record in scope has {series.name}", **extra)
    if op == "mean":
        return Answer(**base, status="ok", value=float(np.nanmean(chunk)), **extra)
    if op == "sum":
        return Answer(**base, status="ok", value=float(np.nansum(chunk)), **extra)
    # min/max and their times: the earliest record reaching the extreme
    i = int(np.nanargmax(chunk) if op in ("max", "time_of_max") else np.nanargmin(chunk))
    when = tl.time_text(lo + i)
    if op in ("max", "min"):
        return Answer(**base, status="ok", value=float(chunk[i]), time=when, **extra)
    return Answer(**base, status="ok", value=when, at_value=float(chunk[i]), time=when, **extra)
