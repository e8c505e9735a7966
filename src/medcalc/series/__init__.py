"""Timelines of records: deterministic answers to "when", "how many" and "how much" over
vital-sign records (ClinicNumRobBench-style), for a measured feature or any single-record
calculator evaluated on every record.

    >>> from medcalc import series
    >>> records = [{"time": "2180-05-06 22:23", "HR": 118, "BP": "88/50"},
    ...            {"time": "2180-05-06 20:00", "HR": 96, "BP": "120/70"}]
    >>> series.count(records, "shock_index", above=1.0).value
    1
    >>> series.first_time(records, "systolic_bp", below=(90, "mmHg")).value
    '2180-05-06 22:23'

Records, queries and answers are described in docs/series.md; `QUERY_SCHEMA` is the JSON Schema
of the JSON query form (`ask(records, {"op": "count", ...})`).
"""

from __future__ import annotations

from typing import Any

from .query import COMPARISONS, OPS, QUERY_SCHEMA, Answer, query_schema, run_query
from .records import SeriesError, Timeline, load

__all__ = ["Answer", "COMPARISONS", "OPS", "QUERY_SCHEMA", "SeriesError", "Timeline", "ask",
           "change", "count", "first_time", "last_time", "load", "max", "mean", "min",
           "percent_change", "query_schema", "sum", "time_of_max", "time_of_min", "value"]


def ask(records: Any, query: Any) -> Answer:
    """Answer one JSON-form query (a dict or its JSON text) over `records` (a list of dicts,
    a DataFrame, JSON/JSONL/CSV text or path, or a loaded Timeline)."""
    return run_query(records, query)


def _query(op: str, records: Any, of: Any, kw: dict) -> Answer:
    q: dict = {"op": op}
    if of is not None:
        q["of"] = of
    for key, value in kw.items():
        if value is None:
            continue
        key = {"start": "from", "end": "to"}.get(key, key)
        if isinstance(value, tuple):
            value = list(value)
        if key == "where":
            value = [dict(c) for c in value]
        q[key] = value
    return run_query(records, q)


def value(records, of, *, at=None, nth=None, nth_from_end=None, unit=None, missing=None) -> Answer:
    """The value at a timestamp ('YYYY-MM-DD HH:MM'), or of the nth record from the start or
    end (1-based)."""
    return _query("value", records, of, dict(at=at, nth=nth, nth_from_end=nth_from_end,
                                             unit=unit, missing=missing))


def _condition_doc(fn):
    fn.__doc__ += (" The condition is one comparison on `of` (above=, at_least=, below=, "
                   "at_most=, equal_to=; a threshold number in the canonical unit, '90 mmHg' or "
                   "(90, 'mmHg')) or `where=[{'of': ..., 'above': ...}, ...]` (all must hold). "
                   "Scope: first=n, last=n, start=/end= (inclusive), last_hours=h.")
    return fn


@_condition_doc
def first_time(records, of=None, *, where=None, above=None, at_least=None, below=None,
               at_most=None, equal_to=None, first=None, last=None, start=None, end=None,
               last_hours=None, missing=None) -> Answer:
    """The first time ('YYYY-MM-DD HH:MM') a record meets the condition."""
    return _query("first_time", records, of, dict(
        where=where, above=above, at_least=at_least, below=below, at_most=at_most,
        equal_to=equal_to, first=first, last=last, start=start, end=end, last_hours=last_hours,
        missing=missing))


@_condition_doc
def last_time(records, of=None, *, where=None, above=None, at_least=None, below=None,
              at_most=None, equal_to=None, first=None, last=None, start=None, end=None,
              last_hours=None, missing=None) -> Answer:
    """The last time a record meets the condition."""
    return _query("last_time", records, of, dict(
        where=where, above=above, at_least=at_least, below=below, at_most=at_most,
        equal_to=equal_to, first=first, last=last, start=start, end=end, last_hours=last_hours,
        missing=missing))


@_condition_doc
def count(records, of=None, *, where=None, above=None, at_least=None, below=None, at_most=None,
          equal_to=None, first=None, last=None, start=None, end=None, last_hours=None,
          missing=None) -> Answer:
    """How many records meet the condition."""
    return _query("count", records, of, dict(
        where=where, above=above, at_least=at_least, below=below, at_most=at_most,
        equal_to=equal_to, first=first, last=last, start=start, end=end, last_hours=last_hours,
        missing=missing))


def _aggregate(op: str, doc: str):
    def fn(records, of, *, first=None, last=None, start=None, end=None, last_hours=None,
           unit=None, missing=None) -> Answer:
        return _query(op, records, of, dict(first=first, last=last, start=start, end=end,
                                            last_hours=last_hours, unit=unit, missing=missing))

    fn.__name__ = fn.__qualname__ = op
    fn.__doc__ = (doc + " Scope: all records, first=n, last=n records, start=/end= "
                  "(inclusive) or last_hours=h; records without a value are left out and "
                  "listed in `missing`.")
    return fn


mean = _aggregate("mean", "The mean of the quantity.")
min = _aggregate("min", "The smallest value (and, in `time`, the earliest record with it).")  # noqa: A001
max = _aggregate("max", "The largest value (and, in `time`, the earliest record with it).")  # noqa: A001
sum = _aggregate("sum", "The sum of the values.")  # noqa: A001
time_of_max = _aggregate("time_of_max", "The time of the largest value; ties: the earliest.")
time_of_min = _aggregate("time_of_min", "The time of the smallest value; ties: the earliest.")


def change(records, of, *, start, end, unit=None, missing=None) -> Answer:
    """value(end) - value(start); each a timestamp, 'first' or 'last'."""
    return _query("change", records, of, dict(start=start, end=end, unit=unit, missing=missing))


def percent_change(records, of, *, start, end, unit=None, missing=None) -> Answer:
    """100 x (value(end) - value(start)) / |value(start)|; NA when value(start) is 0."""
    return _query("percent_change", records, of, dict(start=start, end=end, unit=unit,
                                                      missing=missing))
