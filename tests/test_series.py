"""medcalc.series (timelines of records) against a plain re-implementation written here.

The generator builds a timeline from canonical values it chooses (heart rate, pressures,
temperature, SpO2, respiratory rate, pain), then spells each one the way notes and EHR exports
do: note-style keys (HR, RR, O2 sat, SpO2, Temp, SBP, `BP 120/70`), bare numbers, units
(°F, bpm, a SpO2 fraction with unit '1'), missing cells, unreadable cells, implausible bare
numbers (98.6 as a temperature in °C), shuffled order and duplicate timestamps. The reference
below never calls medcalc: it works from the generator's own values, sorts with `sorted`, and
answers each query with loops and the published formulas (MAP = DBP + (SBP - DBP)/3,
Meaney 2000; shock index = HR/SBP, Allgöwer 1967).

`scripts/series_check.py --queries 10000` runs the same check on 10,000 random queries; here a
derandomized run keeps the suite fast.
"""

from __future__ import annotations

import datetime as dt
import json
import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from medcalc import series
from medcalc.series import SeriesError

BASE = dt.datetime(2180, 5, 6, 0, 0)

# canonical plausible ranges (core.common): the reference's own copy
RANGES = {"heart_rate": (10, 300), "respiratory_rate": (1, 80), "systolic_bp": (30, 300),
          "diastolic_bp": (10, 200), "temperature": (15, 46), "spo2": (20, 100), "pain": (0, 10)}
KEYS = {"heart_rate": ["heart_rate", "HR", "Heart rate", "pulse"],
        "respiratory_rate": ["respiratory_rate", "RR", "Resp rate"],
        "systolic_bp": ["systolic_bp", "SBP", "Systolic"],
        "diastolic_bp": ["diastolic_bp", "DBP", "Diastolic"],
        "temperature": ["temperature", "Temp", "TEMP"],
        "spo2": ["spo2", "SpO2", "O2 sat", "O2 Sat"],
        "pain": ["pain", "Pain score"]}
UNITS = {"heart_rate": "1/min", "respiratory_rate": "1/min", "systolic_bp": "mmHg",
         "diastolic_bp": "mmHg", "temperature": "degC", "spo2": "%", "pain": None,
         "mean_arterial_pressure": "mmHg", "shock_index": None}
QUANTITIES = list(RANGES) + ["mean_arterial_pressure", "shock_index"]
ALIASES = {q: KEYS.get(q, [q]) for q in QUANTITIES}


def fmt(seconds: int) -> str:
    return (BASE + dt.timedelta(seconds=seconds)).strftime("%Y-%m-%d %H:%M")


# -- generation -----------------------------------------------------------------------------------

def _value(draw, name):
    """(canonical value the reader must get or None, raw cell, key)."""
    kind = draw(st.sampled_from(["plain"] * 6 + ["spelled"] * 3 + ["missing", "bad", "implausible"]))
    key = draw(st.sampled_from(KEYS[name]))
    lo, hi = RANGES[name]
    if name == "temperature":
        v = draw(st.integers(340, 420)) / 10
    elif name == "pain":
        v = float(draw(st.integers(0, 10)))
    elif name == "spo2":
        v = float(draw(st.integers(80, 100)))
    elif name == "systolic_bp":
        v = float(draw(st.integers(60, 200)))
    elif name == "diastolic_bp":
        v = float(draw(st.integers(30, 120)))
    elif name == "heart_rate":
        v = float(draw(st.integers(40, 180)))
    else:
        v = float(draw(st.integers(6, 40)))
    if kind == "missing":
        return None, draw(st.sampled_from([None, "NA", "", float("nan"), "unknown"])), key
    if kind == "bad":
        return None, draw(st.sampled_from(["abc", "12..3", "?", [1, 2, 3], True])), key
    if kind == "implausible":
        bad = {"temperature": 98.6, "spo2": 0.95, "heart_rate": 400, "systolic_bp": 500,
               "diastolic_bp": 5, "respiratory_rate": 120, "pain": 12}[name]
        return None, bad, key
    if kind == "spelled":
        if name == "temperature":
            f = round(v * 9 / 5 + 32, 2)
            raw = draw(st.sampled_from([f"{f} F", f"{f}°F", [f, "degF"], f"{v} C"]))
            back = round((f - 32) * 5 / 9, 9) if not (isinstance(raw, str) and raw.endswith(" C")) else v
            return back, raw, key
        if name == "spo2":
            return round(v / 100 * 100, 9), draw(st.sampled_from([f"{v:g}%", [v / 100, "1"]])), key
        if name in ("heart_rate", "respiratory_rate"):
            return v, draw(st.sampled_from([f"{v:g} /min", f"{v:g}/min", [v, "1/min"]])
                           if name == "respiratory_rate" else
                           st.sampled_from([f"{v:g} bpm", f"{v:g}/min"])), key
        if name == "pain":
            return v, f"{int(v)}", key
        return v, draw(st.sampled_from([f"{v:g} mmHg", [v, "mmHg"], f"{v:g}"])), key
    return v, (int(v) if draw(st.booleans()) and v == int(v) else v), key


@st.composite
def timelines(draw):
    """(records as given, reference records sorted: [(seconds, input index, {name: value})])."""
    n = draw(st.integers(0, 25))
    span = draw(st.sampled_from([30, 600, 5000]))  # small spans make duplicate times
    records, truth = [], []
    for i in range(n):
        seconds = draw(st.integers(0, span)) * 60 + draw(st.sampled_from([0, 0, 0, 30]))
        rec = {draw(st.sampled_from(["time", "charttime", "Time"])): fmt(seconds) + (
            ":30" if seconds % 60 else "")}
        values = {}
        names = draw(st.lists(st.sampled_from(list(RANGES)), unique=True, max_size=7))
        combined = "systolic_bp" in names and "diastolic_bp" in names and draw(st.booleans())
        for name in names:
            if combined and name in ("systolic_bp", "diastolic_bp"):
                continue
            value, raw, key = _value(draw, name)
            rec[key] = raw
            values[name] = value
        if combined:  # BP 120/70, with or without a unit
            s = float(draw(st.integers(60, 200)))
            d = float(draw(st.integers(30, 120)))
            rec[draw(st.sampled_from(["BP", "bp", "Blood pressure", "NBP"]))] = draw(
                st.sampled_from([f"{s:g}/{d:g}", f"{s:g}/{d:g} mmHg", f"{s:g} / {d:g}"]))
            values["systolic_bp"], values["diastolic_bp"] = s, d
        records.append(rec)
        truth.append((seconds, i, values))
    truth.sort(key=lambda r: (r[0], r[1]))
    return records, truth


def _threshold(draw, of, truth):
    seen = [r[2].get(of) for r in truth if r[2].get(of) is not None] if of in RANGES else []
    if of == "mean_arterial_pressure":
        v = float(draw(st.integers(50, 130)))
    elif of == "shock_index":
        v = draw(st.sampled_from([0.5, 0.7, 0.9, 1.0, 1.2]))
    elif seen and draw(st.booleans()):
        v = draw(st.sampled_from(seen))  # a value that occurs: ties with at_least/at_most
    else:
        lo, hi = RANGES[of]
        v = float(draw(st.integers(int(lo), int(hi))))
    if of == "temperature" and draw(st.booleans()):
        f = round(v * 9 / 5 + 32, 2)
        return round((f - 32) * 5 / 9, 9), [f, "degF"]
    if of in ("systolic_bp", "diastolic_bp", "mean_arterial_pressure") and draw(st.booleans()):
        return v, draw(st.sampled_from([[v, "mmHg"], f"{v:g} mmHg"]))
    return v, v


OPS_REF = {"above": lambda a, b: a > b, "at_least": lambda a, b: a >= b,
           "below": lambda a, b: a < b, "at_most": lambda a, b: a <= b,
           "equal_to": lambda a, b: a == b}


@st.composite
def queries(draw, truth):
    """(query dict, reference form)."""
    op = draw(st.sampled_from(series.OPS))
    of = draw(st.sampled_from(QUANTITIES))
    q = {"op": op}
    ref = {"op": op, "of": of}
    if op in ("count", "first_time", "last_time"):
        conds = []
        for _ in range(draw(st.integers(1, 2))):
            c_of = draw(st.sampled_from(QUANTITIES))
            cmp = draw(st.sampled_from(list(OPS_REF)))
            value, raw = _threshold(draw, c_of, truth)
            conds.append((c_of, cmp, value, raw))
        if len(conds) == 1 and draw(st.booleans()):
            c_of, cmp, _, raw = conds[0]
            q.update({"of": draw(st.sampled_from(ALIASES[c_of])), cmp: raw})
        else:
            q["where"] = [{"of": draw(st.sampled_from(ALIASES[c])), cmp: raw}
                          for c, cmp, _, raw in conds]
        ref["conds"] = [(c, cmp, v) for c, cmp, v, _ in conds]
    else:
        q["of"] = draw(st.sampled_from(ALIASES[of]))
    times = sorted({r[0] for r in truth}) or [0]
    if op == "value":
        how = draw(st.sampled_from(["at", "nth", "nth_from_end"]))
        if how == "at":
            t = draw(st.sampled_from(times + [times[-1] + 60]))
            q["at"] = ref["at"] = fmt(t - t % 60)
        else:
            q[how] = ref[how] = draw(st.integers(1, max(1, len(truth) + 1)))
    elif op in ("change", "percent_change"):
        for key in ("from", "to"):
            t = draw(st.sampled_from(["first", "last"] + [fmt(x - x % 60) for x in times]))
            q[key] = ref[key] = t
    elif draw(st.booleans()):
        scope = draw(st.sampled_from(["first", "last", "window", "last_hours"]))
        if scope in ("first", "last"):
            q[scope] = ref[scope] = draw(st.integers(1, 30))
        elif scope == "last_hours":
            q[scope] = ref[scope] = draw(st.sampled_from([1, 2.5, 24]))
        else:
            a, b = sorted(draw(st.sampled_from(times)) for _ in range(2))
            q["from"], q["to"] = ref["from"], ref["to"] = fmt(a - a % 60), fmt(b - b % 60)
    if op in ("mean", "min", "max", "value") and of == "temperature" and draw(st.booleans()):
        q["unit"] = ref["unit"] = "degF"
    return q, ref


# -- the reference --------------------------------------------------------------------------------

def ref_value(values: dict, name: str):
    """A record's value of a feature or per-record calculator, or None."""
    if name in RANGES:
        v = values.get(name)
        return v
    s, d, hr = values.get("systolic_bp"), values.get("diastolic_bp"), values.get("heart_rate")
    if name == "mean_arterial_pressure":
        if s is None or d is None or s < d:
            return None
        return d + (s - d) / 3.0
    if hr is None or s is None:
        return None
    return hr / s


def _parse(text):
    return (dt.datetime.strptime(text, "%Y-%m-%d %H:%M") - BASE).total_seconds()


def ref_scope(truth, ref):
    n = len(truth)
    if "first" in ref:
        return truth[:ref["first"]]
    if "last" in ref:
        return truth[max(0, n - ref["last"]):]
    if "last_hours" in ref:
        if not truth:
            return []
        end = truth[-1][0]
        return [r for r in truth if r[0] >= end - ref["last_hours"] * 3600]
    if "from" in ref:
        a, b = _parse(ref["from"]), _parse(ref["to"]) + 59
        return [r for r in truth if a <= r[0] <= b]
    return truth


def ref_at(truth, when, name):
    """('ok', value) | ('na', reason) for a value at 'first'/'last'/a minute."""
    if when == "first":
        recs = truth[:1]
    elif when == "last":
        recs = truth[-1:]
    else:
        t = _parse(when)
        recs = [r for r in truth if t <= r[0] <= t + 59]
    if not recs:
        return "na", "no_record"
    vals = [ref_value(r[2], name) for r in recs]
    vals = [v for v in vals if v is not None]
    if not vals:
        return "na", None  # missing / unparseable / implausible: the reason is the cell's
    if len(set(vals)) > 1:
        return "na", "conflict"
    return "ok", vals[0]


def to_f(v):
    return v * 9 / 5 + 32


def reference(truth, ref):
    op, of = ref["op"], ref["of"]
    conv = to_f if ref.get("unit") == "degF" else (lambda v: v)
    if op == "value":
        if "at" in ref:
            status, v = ref_at(truth, ref["at"], of)
        else:
            k = ref.get("nth") or ref.get("nth_from_end")
            i = k - 1 if "nth" in ref else len(truth) - k
            if not 0 <= i < len(truth):
                return "na", "no_record"
            v = ref_value(truth[i][2], of)
            status, v = ("ok", v) if v is not None else ("na", None)
        return (status, conv(v)) if status == "ok" else (status, v)
    if op in ("change", "percent_change"):
        a, b = ref_at(truth, ref["from"], of), ref_at(truth, ref["to"], of)
        for end in (a, b):
            if end[0] != "ok":
                return end
        if op == "change":
            return "ok", b[1] - a[1]
        if a[1] == 0:
            return "na", "undefined"
        return "ok", (b[1] - a[1]) / abs(a[1]) * 100
    scope = ref_scope(truth, ref)
    if op in ("count", "first_time", "last_time"):
        met, undecided = [], []
        for r in scope:
            ok, absent = True, False
            for c_of, cmp, limit in ref["conds"]:
                v = ref_value(r[2], c_of)
                if v is None:
                    absent = True
                elif not OPS_REF[cmp](v, limit):
                    ok = False
            met.append(ok and not absent)
            undecided.append(ok and absent)
        if op == "count":
            if scope and all(undecided):
                return "na", "missing"
            return "ok", sum(met)
        hits = [i for i, m in enumerate(met) if m]
        if not hits:
            if not scope:
                return "na", "no_record"
            return "na", "missing" if all(undecided) else "no_match"
        i = hits[0] if op == "first_time" else hits[-1]
        return "ok", fmt(scope[i][0])
    vals = [(r[0], ref_value(r[2], of)) for r in scope]
    present = [(t, v) for t, v in vals if v is not None]
    if not scope:
        return "na", "no_record"
    if not present:
        return "na", "missing"
    numbers = [conv(v) for _, v in present]
    if op == "mean":
        return "ok", sum(numbers) / len(numbers)
    if op == "sum":
        return "ok", sum(numbers)
    if op in ("min", "max"):
        return "ok", (max if op == "max" else min)(numbers)
    best = None  # time_of_max / time_of_min: the earliest record with the extreme
    for t, v in present:
        if best is None or (v > best[1] if op == "time_of_max" else v < best[1]):
            best = (t, v)
    return "ok", fmt(best[0])


def check(records, truth, q, ref) -> None:
    answer = series.ask(records, q)
    expected = reference(truth, ref)
    got = (answer.status, answer.value if answer.ok else answer.na_reason)
    status, value = expected
    assert answer.status == status, (q, got, expected)
    if status == "na":
        if value is not None:
            assert answer.na_reason == value, (q, got, expected)
        else:
            assert answer.na_reason in ("missing", "unparseable", "implausible"), (q, got, expected)
        return
    if isinstance(value, str) or isinstance(value, int) and not isinstance(value, bool):
        assert answer.value == value, (q, got, expected)
    else:
        assert math.isclose(answer.value, value, rel_tol=1e-9, abs_tol=1e-9), (q, got, expected)
    json.dumps(answer.to_dict(), allow_nan=False)
    assert answer.display()


QUERIES_PER_TIMELINE = 10


@st.composite
def cases(draw):
    records, truth = draw(timelines())
    qs = [draw(queries(truth)) for _ in range(QUERIES_PER_TIMELINE)]
    return records, truth, qs


def run_cases(case) -> int:
    records, truth, qs = case
    timeline = series.load(records)
    for q, ref in qs:
        check(records if len(qs) == 1 else timeline, truth, q, ref)
    return len(qs)


@settings(max_examples=100, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(cases())
def test_random_queries_agree_with_reference(case):
    run_cases(case)


# -- the vectorized calculators are the calculators ----------------------------------------------

@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(timelines())
def test_vectorized_calculators_equal_per_record_calculate(timeline):
    import medcalc
    from medcalc.series.quantities import resolve

    records, truth = timeline
    tl = series.load(records)
    for calc_id in ("mean_arterial_pressure", "shock_index"):
        fast = resolve(tl, calc_id).values
        calc = medcalc.get(calc_id)
        for i in range(len(tl)):
            inputs = {k: float(tl.columns[k][i]) for k in calc.features
                      if k in tl.columns and not np.isnan(tl.columns[k][i])}
            result = medcalc.calculate(calc_id, inputs)
            if result.status == "ok":
                assert fast[i] == pytest.approx(result.value, rel=1e-12)
            else:
                assert np.isnan(fast[i])


# -- examples -------------------------------------------------------------------------------------

NOTE = [  # unsorted, note-style keys, mixed units, one duplicate time
    {"charttime": "2180-05-06 22:23", "HR": 118, "BP": "88/50", "Temp": "101.3 F", "O2 sat": "91%"},
    {"charttime": "2180-05-06 20:00", "HR": "96 bpm", "BP": "120/70 mmHg", "Temp": 98.6, "RR": "abc"},
    {"charttime": "2180-05-06 21:10", "HR": 104, "SBP": 100, "DBP": 60, "SpO2": [0.94, "1"]},
    {"charttime": "2180-05-06 21:10", "HR": 104, "pain": 7},
]


def test_note_style_records_are_read_and_reported():
    tl = series.load(NOTE)
    report = tl.report()
    assert report["sorted_on_input"] is False and report["records"] == 4
    assert report["duplicate_times"] == ["2180-05-06 21:10"]
    kinds = {(p["key"], p["kind"]) for p in report["problems"]}
    assert ("RR", "unparseable") in kinds and ("Temp", "implausible") in kinds
    # 98.6 in °C is not read as °F: it is reported (with the hint) and counts as missing
    temp = series.mean(tl, "temperature")
    assert temp.used == 1 and temp.missing_count == 3  # one implausible, two not measured
    why = {m["time"]: (m["reason"], m["message"]) for m in temp.missing}
    assert why["2180-05-06 20:00"][0] == "implausible"
    assert "plausible in degF" in why["2180-05-06 20:00"][1]
    assert why["2180-05-06 21:10"][0] == "missing"
    # 101.3 °F = (101.3 - 32) x 5/9 = 38.5 °C
    assert temp.value == pytest.approx(38.5) and temp.display() == "38.50 °C"
    assert series.max(tl, "Temp", unit="degF").display() == "101.30 °F"


def test_issue_examples():
    tl = series.load(NOTE)
    # shock index: 96/120 = 0.8, 104/100 = 1.04, 118/88 = 1.34 -> 2 above 1.0
    assert series.ask(tl, {"op": "count", "of": "shock_index", "above": 1.0}).value == 2
    assert series.ask(tl, {"op": "first_time", "of": "systolic_bp",
                           "below": [90, "mmHg"]}).value == "2180-05-06 22:23"
    # last 3 records: 104, 104, 118 -> 108.67
    assert series.ask(tl, {"op": "mean", "of": "heart_rate", "last": 3}).display() == "108.67 /min"
    # MAP 88/50: 50 + 38/3 = 62.67
    answer = series.ask(tl, {"op": "value", "of": "mean_arterial_pressure",
                             "at": "2180-05-06 22:23"})
    assert answer.display() == "62.67 mmHg" and answer.time == "2180-05-06 22:23"


def test_ties_and_empty_matches():
    records = [{"time": "2180-01-01 10:00", "HR": 90}, {"time": "2180-01-01 08:00", "HR": 120},
               {"time": "2180-01-01 12:00", "HR": 120}, {"time": "2180-01-01 09:00", "HR": 60}]
    assert series.time_of_max(records, "HR").value == "2180-01-01 08:00"  # earliest of the tie
    assert series.time_of_min(records, "HR").value == "2180-01-01 09:00"
    assert series.max(records, "HR").time == "2180-01-01 08:00"
    none = series.first_time(records, "HR", above=200)
    assert (none.status, none.na_reason) == ("na", "no_match") and "NA" in none.display()
    assert series.count(records, "HR", above=200).value == 0
    assert series.count(records, "HR", at_least=120).value == 2
    assert series.count(records, "HR", above=120).value == 0
    assert series.last_time(records, "HR", at_most=90).value == "2180-01-01 10:00"
    nothing = series.mean(records, "systolic_bp")
    assert (nothing.status, nothing.na_reason) == ("na", "missing")
    assert series.mean([], "HR").na_reason == "no_record"
    assert series.change(records, "HR", start="first", end="last").value == 0.0
    assert series.percent_change(records, "HR", start="2180-01-01 09:00",
                                 end="2180-01-01 12:00").display() == "100.00%"


def test_missing_values_are_reported_not_guessed():
    records = [{"time": "2180-01-01 08:00", "HR": 80, "SBP": 100},
               {"time": "2180-01-01 09:00", "SBP": 85},
               {"time": "2180-01-01 10:00", "HR": 130, "SBP": 85}]
    first = series.first_time(records, "shock_index", above=1.0)
    # 09:00 has no heart rate: it might have been the first; the answer says so
    assert first.value == "2180-01-01 10:00" and first.missing_count == 1
    assert first.missing[0]["time"] == "2180-01-01 09:00"
    assert "heart_rate" in first.missing[0]["message"]
    # a conjunction: a record where one comparison fails is decided (not missing)
    both = series.count(records, where=[{"of": "HR", "above": 100}, {"of": "SBP", "below": 90}])
    assert (both.value, both.missing_count) == (1, 1)
    value = series.value(records, "HR", nth=2)
    assert (value.status, value.na_reason) == ("na", "missing")


def test_timestamps_unambiguous_only():
    with pytest.raises(SeriesError, match="record 0 time"):
        series.load([{"time": "05/06/2180 22:23", "HR": 80}])
    with pytest.raises(SeriesError, match="ambiguous"):
        series.load([{"time": "2180-05-06 22:23", "HR": 80}, {"time": "06.05.2180", "HR": 80}])
    with pytest.raises(SeriesError, match="no timestamp"):
        series.load([{"HR": 80}])
    tl = series.load([{"time": dt.datetime(2180, 5, 6, 22, 23, 45), "HR": 80},
                      {"time": "2180-05-06T22:30:00", "HR": 90}])
    assert series.value(tl, "HR", at="2180-05-06 22:23").value == 80.0  # the whole minute
    assert series.value(tl, "HR", at="2180-05-06 22:23:00").status == "na"


def test_frames_and_files(tmp_path):
    pd = pytest.importorskip("pandas")
    frame = pd.DataFrame({"charttime": pd.to_datetime(["2180-01-01 09:00", "2180-01-01 08:00"]),
                          "heartrate": [110.0, float("nan")], "sbp": [100, 90]})
    assert series.count(frame, "shock_index", above=1.0).value == 1
    polars = pytest.importorskip("polars")
    assert series.mean(polars.from_pandas(frame), "SBP").value == 95.0
    csv_path = tmp_path / "r.csv"
    csv_path.write_text("time,HR,BP\n2180-01-01 09:00,110,100/60\n2180-01-01 08:00,,90/50\n")
    assert series.count(csv_path, "shock_index", above=1.0).value == 1
    jsonl = tmp_path / "r.jsonl"
    jsonl.write_text('{"time": "2180-01-01 09:00", "HR": 110}\n{"time": "2180-01-01 08:00"}\n')
    assert series.value(str(jsonl), "HR", nth_from_end=1).value == 110.0


def test_bad_queries_are_structured_errors():
    records = [{"time": "2180-01-01 09:00", "HR": 110}]
    for q, field in [({"op": "median", "of": "HR"}, "op"),
                     ({"op": "count", "of": "HR"}, "where"),
                     ({"op": "count", "of": "HR", "above": "90 furlongs"}, "above"),
                     ({"op": "mean", "of": "heart rat"}, "of"),
                     ({"op": "mean", "of": "HR", "first": 0}, "first"),
                     ({"op": "mean", "of": "HR", "first": 2, "last": 2}, "last"),
                     ({"op": "value", "of": "HR", "at": "01/01/2180 09:00"}, "at"),
                     ({"op": "mean", "of": "HR", "bogus": 1}, "bogus"),
                     ({"op": "max", "of": "HR", "unit": "mmHg"}, "unit")]:
        with pytest.raises(SeriesError) as info:
            series.ask(records, q)
        assert info.value.problems[0].feature == field, (q, info.value.problems)


def test_query_schema_is_valid_and_covers_examples():
    jsonschema = pytest.importorskip("jsonschema")
    schema = series.query_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for q in [{"op": "count", "of": "shock_index", "above": 1.0},
              {"op": "first_time", "of": "systolic_bp", "below": [90, "mmHg"]},
              {"op": "mean", "of": "heart_rate", "last": 3},
              {"op": "value", "of": "mean_arterial_pressure", "at": "2180-05-06 22:23"},
              {"op": "count", "where": [{"of": "HR", "above": 100}, {"of": "SBP", "below": 90}]}]:
        assert not list(validator.iter_errors(q)), q
    assert list(validator.iter_errors({"op": "mean", "of": "HR", "above": 3}))


def test_cli(tmp_path, capsys):
    from medcalc.cli import main

    path = tmp_path / "r.json"
    path.write_text(json.dumps(NOTE))
    assert main(["series", str(path), "--query", '{"op": "count", "of": "shock_index", '
                 '"above": 1.0}']) == 0
    assert capsys.readouterr().out.strip() == "2"
    assert main(["series", str(path), "--query", '{"op": "mean", "of": "HR", "last": 3}',
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["display"] == "108.67 /min" and out["timeline"]["duplicate_times"]
    queries = tmp_path / "q.jsonl"
    queries.write_text('{"op": "max", "of": "HR"}\n{"op": "nope"}\n')
    assert main(["series", str(path), "--queries", str(queries)]) == 2
    captured = capsys.readouterr()
    assert captured.out.strip() == "118.00 /min" and "line 2" in captured.err
    assert "Traceback" not in captured.err
    bad = tmp_path / "bad.csv"
    bad.write_text("time,HR\n06/05/2180 10:00,80\n")
    assert main(["series", str(bad), "--query", '{"op": "max", "of": "HR"}']) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "record 0 time" in err



def test_cli_reads_records_on_stdin(monkeypatch, capsys):
    import io

    from medcalc.cli import main

    monkeypatch.setattr("sys.stdin", io.StringIO("time,HR\n2180-01-01 10:00,80\n"))
    assert main(["series", "-", "--query", '{"op": "max", "of": "HR"}']) == 0
    assert capsys.readouterr().out.strip() == "80.00 /min"
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["series", "-", "--query", '{"op": "max", "of": "HR"}']) == 2
    assert "no records on stdin" in capsys.readouterr().err


def test_tool_and_mcp():
    from medcalc.tools import call_tool

    out = call_tool("query_timeline", {"records": NOTE, "query": {"op": "count", "of":
                                                                  "shock_index", "above": 1.0}})
    assert out["ok"] and out["result"]["value"] == 2
    json.dumps(out, allow_nan=False)
    bad = call_tool("query_timeline", {"records": NOTE, "query": {"op": "count"}})
    assert not bad["ok"] and bad["error"]["type"] == "invalid_input"
    assert call_tool("query_timeline", {"records": "/etc/passwd", "query": {"op": "max",
                                                                            "of": "HR"}})[
        "error"]["problems"][0]["feature"] == "records"
    big = call_tool("query_timeline", {"records": [NOTE[0]] * 5000, "query": {"op": "max",
                                                                             "of": "HR"}})
    assert big["error"]["type"] == "too_large"
    pytest.importorskip("mcp")
    from medcalc.tools.mcp_server import call

    result = call("query_timeline", {"records": NOTE, "query": {"op": "mean", "of": "HR",
                                                               "last": 3}})
    assert not result.is_error and json.loads(result.content[0].text)["display"] == "108.67 /min"
    result = call("query_timeline", {"records": NOTE, "query": {"op": "mean"}})
    assert result.is_error and "hint" in json.loads(result.content[0].text)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8),
                                                                      children, max_size=4),
    max_leaves=12)
KEY = st.sampled_from(["time", "charttime", "HR", "BP", "Temp", "SpO2", "pain", "x"]) | st.text(
    max_size=6)
CELL = JSON | st.sampled_from(["2180-01-01 10:00", "2180-01-01 10:00:30", "120/70", "98.6 F",
                               "1e400", "NaN", "-inf", 10**400])
QUERY_VALUE = JSON | st.sampled_from(list(series.OPS) + ["HR", "shock_index", "first", "last",
                                                         "2180-01-01 10:00", [90, "mmHg"]])


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(st.dictionaries(KEY, CELL, max_size=5), max_size=5) | JSON,
       st.dictionaries(st.sampled_from(list(series.query_schema()["properties"])) | st.text(
           max_size=5), QUERY_VALUE, max_size=5) | JSON)
def test_hostile_records_and_queries_give_answers_or_structured_errors(records, query):
    from medcalc.tools import call_tool

    try:
        answer = series.ask(records if isinstance(records, list) else [records], query)
    except SeriesError as exc:
        assert exc.problems or exc.message
    else:
        json.dumps(answer.to_dict(), allow_nan=False)
        answer.display()
    out = call_tool("query_timeline", {"records": records, "query": query})
    assert isinstance(out["ok"], bool)
    if not out["ok"]:
        assert out["error"]["type"] != "internal_error", out
    json.dumps(out, allow_nan=False)
