"""Fuzz every entry point of medcalc against its contract (issue 9, item 10).

    .venv/bin/python scripts/fuzz.py --minutes 10 --seed 1

Entry points and contracts:
- `medcalc.calculate`: a Result or a MedcalcError subclass, never another exception; bounded
  time per call (over --max-call-seconds is a violation); inputs not mutated; deterministic
  (the same input twice gives the same `to_dict()`, or the same error); `to_dict()` is strict
  JSON; an ok numeric value lies within `calc.output_bounds()` when the calculator has it.
- `medcalc.tools.call_tool`: never raises, returns `{"ok": ...}`; `internal_error` is a bug.
- `medcalc.search`: a list, or a MedcalcError.
- the CLI (`medcalc.cli.main`, in-process): exit 0, 1 or 2, no traceback, no "internal error".
- `medcalc recompute medcalc-bench` on a corrupted copy of data/medcalc_bench/dev_sample.csv:
  one output row per input row, or exit 2 with one line on stderr.
- the MedMCP-Calc adapter (`benchmarks.medmcp_calc.recompute_tasks`) on hostile recorded
  answers (page names, field labels and values, malformed entries): one row per answer, never
  an exception or status 'error'; a malformed entry is listed in `unmapped`.
- `medcalc.workflow`: a dict with `needs`, `calculators`, `ranked` (at most k), or a MedcalcError.

Values are drawn from a `random.Random`; tests/test_fuzz.py runs the same generators and checks
under hypothesis (`st.randoms`), derandomized and bounded. Exit status 1 on any violation; each
violation is printed as a JSON reproducer (non-JSON values are tagged, e.g. {"int": "10**400"}).
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import csv
import io
import json
import math
import random
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import medcalc
from medcalc.core.na import MedcalcError
from medcalc.core.registry import all_ids, get

try:
    import numpy as np
except ImportError:  # pragma: no cover - numpy is optional
    np = None

ROOT = Path(__file__).resolve().parent.parent
DEV_SAMPLE = ROOT / "data" / "medcalc_bench" / "dev_sample.csv"


class Hostile:
    """Every dunder a library might call on a value raises."""

    def _raise(self, *args, **kwargs):
        raise RuntimeError("hostile dunder")

    __float__ = __int__ = __index__ = __repr__ = __str__ = __eq__ = __lt__ = __gt__ = _raise
    __le__ = __ge__ = __hash__ = __bool__ = __len__ = __iter__ = __format__ = _raise
    __add__ = __radd__ = __mul__ = __rmul__ = __truediv__ = __neg__ = __abs__ = _raise


class HostileStr(str):
    """A str subclass whose methods a parser might call raise."""

    def strip(self, *args):
        raise RuntimeError("hostile strip")

    def lower(self):
        raise RuntimeError("hostile lower")


# -- values ------------------------------------------------------------------------------------

HUGE_INTS = [10**400, -10**400, 10**5000, 2**63, -2**63 - 1, 2**1024, 10**18 + 1]
FLOATS = [math.nan, math.inf, -math.inf, -0.0, 1e308, -1e308, 5e-324, 1e-300, 2.0**53 + 1]
UNITS = ["kg", "mg/dL", "mmol/L", "umol/L", "µmol/L", "cm", "m", "in", "lb", "mmHg", "kPa",
         "%", "1/min", "bpm", "year", "°C", "degF", "g/L", "U/L", "mL/min", "x", ""]
UNIT_OPERATORS = ["{v} kg/m^2", "{v} mg/dL**2", "{v} (mmol/L)/(g/L)", "{v} kg**-1", "{v} kg^1000",
                  "{v} m ** 99999", "{v} mg / / dL", "{v} */mg", "{v} mg*dL*mmol/L", "{v} 10^9/L",
                  "{v} x10^400/L", "{v} mg/dL mg/dL", "{v} ((((((((kg))))))))", "{v} kg^-0.5",
                  "{v} mg/dL + 3", "{v}e999 mg/dL", "{v} mg/dL / 0", "{v}/{v} mmHg", "-{v} kg",
                  "{v} kg^(1/0)", "{v} 1e400 mg/dL", "{v} mg/dL" + "/dL" * 200, "{v}" + " kg" * 300]
HOSTILE_STRINGS = ["", " ", "nan", "NaN mg/dL", "inf", "-inf mmol/L", "1e400", "10**400", "1/0",
                   "\x00", "\ud800", "\u2212" * 3, "≥", "≤ 30", ">=30", "<30", "> 7", "yes", "no",
                   "Yes ", "TRUE", "0x10", "1_000", "١٢٣", "½", "²", "None", "null", "{}", "[]",
                   "1" + "0" * 400 + " mg/dL", "9" * 5000, "a" * 10_000, "\u202e70 kg",
                   "70\u00a0kg", "70,5 kg", "70.5.3 kg", "--5", "+-5", "5e", ".", "e"]
# Long strings for super-linear parsing; only in the script (the test does not time calls).
SLOW_STRINGS = ["9" * 20000, "1-" * 10000, "<" * 20000, "(" * 20000 + "kg"]
UNKNOWN_KEYS = ["", "unknown", "weight_kg", "WEIGHT", " age", "age ", "__class__", "version",
                "inputs", "id", "\x00", "ä", "a" * 300]


def _random_unicode(rng: random.Random, n: int) -> str:
    ranges = [(0x20, 0x7E), (0x0, 0x1F), (0xA0, 0x2FF), (0x300, 0x36F), (0x590, 0x6FF),
              (0x2000, 0x206F), (0xD800, 0xDFFF), (0xFE00, 0xFE0F), (0x1F300, 0x1F6FF),
              (0xF0000, 0xF00FF), (0x10FFF0, 0x10FFFF)]
    out = []
    for _ in range(n):
        lo, hi = rng.choice(ranges)
        out.append(chr(rng.randint(lo, hi)))
    return "".join(out)


def _numpy_values(rng: random.Random) -> list:
    if np is None:
        return []
    return [np.int64(rng.randint(-100, 300)), np.float32("nan"), np.float64(1e300),
            np.float64(rng.uniform(0, 200)), np.bool_(rng.random() < 0.5), np.int8(-1),
            np.float16(3.5), np.array([1, 2]), np.array(3.0), np.float64("inf"), np.uint64(2**64 - 1),
            np.array(["70", "kg"]), np.str_("70 kg"), np.datetime64("2020-01-01")]


def band_labels(calc) -> list:
    """Every band answer a caller may give for the calculator's items (keys, labels, aliases)."""
    out = []
    for item in calc.items.values():
        out.extend([item.name, item.label, *item.aliases])
        for band in item.bands:
            out.extend([band.key, band.label, *band.aliases])
            if getattr(band, "is_range", False):
                with contextlib.suppress(Exception):
                    out.append(band.range_text())
    for feature in calc.features.values():
        for choice in getattr(feature, "choices", ()) or ():
            out.extend([choice.key, choice.label, *choice.aliases])
            if choice.value is not None:
                out.append(choice.value)
    return [x for x in out if x is not None]


def valid_value(rng: random.Random, feature):
    """A well-formed value for a feature, so that hostile values meet the later stages too."""
    kind = feature.kind
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "category":
        choice = rng.choice(feature.choices)
        return rng.choice([choice.key, choice.label] + ([choice.value] if choice.value is not None
                                                        else []))
    rng_range = getattr(feature, "range", None)
    if kind == "date":
        import datetime as dt
        return dt.date(rng.randint(1900, 2030), rng.randint(1, 12), rng.randint(1, 28))
    lo, hi = rng_range if rng_range else (0, 100)
    if kind == "count":
        return rng.randint(int(lo), int(hi))
    value = rng.uniform(lo, hi) if rng.random() < 0.9 else rng.choice([lo, hi])
    if kind == "quantity" and rng.random() < 0.3:
        return f"{value:g} {getattr(feature, 'unit', '')}"
    return value


def hostile_value(rng: random.Random, calc, depth: int = 0):
    """One hostile value (sometimes a valid or band value) for any key of `calc`."""
    r = rng.random()
    if r < 0.12:
        return rng.choice(HUGE_INTS + [rng.randint(-10**30, 10**30)])
    if r < 0.22:
        return rng.choice(FLOATS + [rng.uniform(-1e6, 1e6)])
    if r < 0.32:
        return rng.choice(HOSTILE_STRINGS + (SLOW_STRINGS if MAX_CALL_SECONDS is not None else []))
    if r < 0.40:
        return _random_unicode(rng, rng.randint(0, 20))
    if r < 0.50:
        v = rng.choice(["70", "1.4", "0", "-3", "1e3", "nan", "9" * 30])
        return rng.choice(UNIT_OPERATORS).format(v=v)
    if r < 0.60:
        labels = band_labels(calc)
        if labels:
            label = rng.choice(labels)
            if isinstance(label, str) and rng.random() < 0.4:
                label = rng.choice([label.upper(), f"  {label}  ", label[:-1], label + "x",
                                    label.replace(" ", ""), label + " " + label])
            return label
        return "yes"
    if r < 0.66:
        return rng.choice([b"70", b"\xff\xfe", bytearray(b"1.4 mg/dL"), memoryview(b"5")])
    if r < 0.72:
        values = _numpy_values(rng)
        if values:
            return rng.choice(values)
        return rng.random()
    if r < 0.77:
        return rng.choice([Hostile(), HostileStr("70 kg"), [Hostile(), "kg"], (70, Hostile())])
    if r < 0.88 and depth < 3:
        n = rng.randint(0, 3)
        kind = rng.random()
        if kind < 0.4:
            return [hostile_value(rng, calc, depth + 1) for _ in range(n)]
        if kind < 0.6:
            return (hostile_value(rng, calc, depth + 1), rng.choice(UNITS))
        if kind < 0.8:
            return {rng.choice(["value", "unit", "band", "", "x"]): hostile_value(rng, calc, depth + 1)
                    for _ in range(n)}
        nested: list = []
        for _ in range(rng.randint(1, 200)):
            nested = [nested]
        return nested
    if r < 0.92:
        import datetime as dt
        return rng.choice([dt.date(1, 1, 1), dt.date(9999, 12, 31), dt.datetime(2020, 1, 1),
                           dt.timedelta(days=10**8), "2020-02-30", "2020-01-01"])
    return rng.choice([None, True, False, 0, 1, -1])


def draw_inputs(rng: random.Random, calc) -> dict:
    """A mapping over the calculator's keys (features, item keys, alternative keys), mostly valid
    with some hostile values, plus now and then an unknown key."""
    keys = list(calc.input_schema()["properties"])
    features = calc.features
    inputs: dict = {}
    hostile_share = rng.choice([0.0, 0.1, 0.3, 1.0])
    for key in keys:
        if rng.random() < 0.15:
            continue  # missing
        if rng.random() < hostile_share:
            inputs[key] = hostile_value(rng, calc)
        else:
            found = calc.input_key(key) if key in features or _is_alt(calc, key) else None
            if found is not None and found[1] is None:
                inputs[key] = valid_value(rng, found[0])
            else:  # an alternative key or an item: a band answer or a number
                labels = band_labels(calc)
                inputs[key] = rng.choice(labels) if labels and rng.random() < 0.6 \
                    else rng.uniform(0, 200)
    if rng.random() < 0.15:
        key = rng.choice(UNKNOWN_KEYS + [_random_unicode(rng, 5), 5, None, b"age", ("age",)])
        inputs[key] = hostile_value(rng, calc)
    return inputs


def _is_alt(calc, key) -> bool:
    try:
        return calc.input_key(key) is not None
    except Exception:  # noqa: BLE001
        return False


def draw_options(rng: random.Random, calc) -> dict:
    import datetime as dt

    options: dict = {}
    versions = [v.name for v in getattr(calc, "versions", ())]
    declared = getattr(calc, "variants", None) or ()
    variants = [getattr(v, "name", v) for v in
                (declared.values() if isinstance(declared, dict) else declared)]
    if rng.random() < 0.3 and versions:
        options["version"] = rng.choice(versions)
    elif rng.random() < 0.1:
        options["version"] = rng.choice(versions + [None, "x", 5, 10**5000, Hostile(), ["v"]]
                                        + ([versions[0].upper()] if versions else []))
    if rng.random() < 0.3 and variants:
        options["variant"] = rng.choice(variants)
    elif rng.random() < 0.1:
        options["variant"] = rng.choice(variants + [None, "x", 5, Hostile(), ""])
    if rng.random() < 0.15:
        options["as_of"] = rng.choice([dt.date(1900, 1, 1), dt.date(2024, 1, 1), dt.date.max,
                                       dt.datetime(2020, 1, 1), "2020-01-01", "2020-02-30",
                                       20200101, None, Hostile()])
    if rng.random() < 0.3:
        options["missing"] = rng.choice(["strict", "absent", "absent", "absent", "x", None, 5,
                                         Hostile()])
    if rng.random() < 0.3:
        options["domain"] = rng.choice(["strict", "warn", "warn", "warn", "", 0, Hostile()])
    return options


# -- reproducers -------------------------------------------------------------------------------

def encode(value, depth: int = 0):
    """A JSON form of any drawn value (tagged where JSON has no such value)."""
    if depth > 50:
        return {"deep": True}
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, Hostile):
        return {"Hostile": True}
    if isinstance(value, HostileStr):
        return {"HostileStr": str.__str__(value)}
    if type(value) is int:
        if abs(value) > 10**15:
            digits = len(str(abs(value))) if abs(value) < 10**4000 else ">4000"
            return {"int": f"{'-' if value < 0 else ''}~10**{digits}", "bits": value.bit_length()}
        return value
    if type(value) is float:
        return value if math.isfinite(value) else {"float": repr(value)}
    if type(value) is str:
        if len(value) > 200:
            if len(set(value)) == 1:
                return {"repeat": value[0], "times": len(value)}
            return {"str_prefix": value[:100], "len": len(value)}
        return value
    if isinstance(value, (bytes, bytearray, memoryview)):
        return {type(value).__name__: bytes(value).hex()}
    if np is not None and isinstance(value, (np.generic, np.ndarray)):
        return {"numpy": type(value).__name__, "value": repr(value)}
    if isinstance(value, dict):
        return {"dict": [[encode(k, depth + 1), encode(v, depth + 1)] for k, v in value.items()]}
    if isinstance(value, (list, tuple)):
        return {type(value).__name__: [encode(v, depth + 1) for v in value]}
    try:
        return {type(value).__name__: repr(value)}
    except Exception:  # noqa: BLE001
        return {type(value).__name__: "?"}


def snapshot(value, depth: int = 0):
    """A comparable picture of a value that never calls its own dunders (for the mutation check)."""
    if depth > 300:
        return ("deep",)
    if type(value) in (int, bool, str, bytes, type(None)):
        return (type(value).__name__, value)
    if type(value) is float:
        return ("float", value.hex())
    if type(value) in (bytearray,):
        return ("bytearray", bytes(value))
    if type(value) is dict:
        return ("dict", tuple((snapshot(k, depth + 1), snapshot(v, depth + 1))
                              for k, v in value.items()))
    if type(value) in (list, tuple):
        return (type(value).__name__, tuple(snapshot(v, depth + 1) for v in value))
    if np is not None and isinstance(value, np.ndarray):
        return ("ndarray", value.dtype.str, value.tobytes())
    return ("object", id(value), type(value).__name__)


# -- contracts ---------------------------------------------------------------------------------

MAX_CALL_SECONDS: float | None = None  # set by the script; the test does not time calls


class Hang(BaseException):
    """Raised by the alarm when one call runs past the hard limit (script only)."""


def _outcome(calc_id, inputs, options):
    try:
        result = medcalc.calculate(calc_id, inputs, **options)
    except MedcalcError as exc:
        text = str(exc)
        to_dict = getattr(exc, "to_dict", None)
        return "error", type(exc).__name__, (text, json.dumps(to_dict(), sort_keys=True)
                                             if to_dict else None)
    return "result", result, None


def check_calculate(calc_id, inputs, options) -> tuple[str, str | None]:
    """(outcome, violation or None); outcome: 'result' or the MedcalcError class name."""
    before = snapshot(inputs)
    options_before = snapshot(options)
    started = time.perf_counter()
    try:
        kind, first, detail = _outcome(calc_id, inputs, options)
    except Hang:
        raise
    except Exception as exc:  # noqa: BLE001
        return "exception", f"raised {type(exc).__name__}: {_short(exc)}"
    elapsed = time.perf_counter() - started
    if MAX_CALL_SECONDS is not None and elapsed > MAX_CALL_SECONDS:
        return kind if kind == "result" else first, \
            f"took {elapsed:.2f} s (limit {MAX_CALL_SECONDS:g} s)"
    if snapshot(inputs) != before or snapshot(options) != options_before:
        return kind, "mutated its inputs"
    try:
        again = _outcome(calc_id, inputs, options)
    except Exception as exc:  # noqa: BLE001
        return kind, f"second call raised {type(exc).__name__}: {_short(exc)}"
    if kind == "error":
        if again[0] != "error" or again[1] != first or again[2] != detail:
            return first, "not deterministic (error differs on the second call)"
        return first, None
    result = first
    if not isinstance(result, medcalc.Result):
        return "result", f"returned {type(result).__name__}, not a Result"
    try:
        text = json.dumps(result.to_dict(), sort_keys=True, allow_nan=False)
    except Exception as exc:  # noqa: BLE001
        return "result", f"to_dict() is not JSON: {type(exc).__name__}: {_short(exc)}"
    if again[0] != "result" or json.dumps(again[1].to_dict(), sort_keys=True) != text:
        return "result", "not deterministic (to_dict differs on the second call)"
    if result.status not in ("ok", "na"):
        return "result", f"status {result.status!r}"
    bounds_of = getattr(get(calc_id), "output_bounds", None)
    value = result.value
    # Bounds hold inside the calculator's domain; with domain="warn" past a precondition the
    # formula is outside what it means (negative adjusted weights), so they are not checked.
    if result.status == "ok" and callable(bounds_of) and isinstance(value, (int, float)) \
            and not isinstance(value, bool) and not result.outside_domain:
        bounds = bounds_of()
        if bounds is not None:
            lo, hi = bounds
            if not (math.isfinite(value) and (lo is None or value >= lo)
                    and (hi is None or value <= hi)):
                return "result", f"ok value {value!r} outside output_bounds {bounds!r}"
    elif result.status == "ok" and isinstance(value, float) and not math.isfinite(value):
        return "result", f"ok value {value!r}"
    return "result", None


def check_call_tool(name, arguments) -> tuple[str, str | None]:
    try:
        out = __import__("medcalc.tools.definitions", fromlist=["call_tool"]).call_tool(name, arguments)
    except Hang:
        raise
    except BaseException as exc:  # noqa: BLE001
        return "exception", f"raised {type(exc).__name__}: {_short(exc)}"
    if not isinstance(out, dict) or out.get("ok") not in (True, False):
        return "bad", f"returned {type(out).__name__} without ok"
    try:
        json.dumps(out, allow_nan=False)
    except Exception as exc:  # noqa: BLE001
        return "bad", f"reply is not JSON: {type(exc).__name__}: {_short(exc)}"
    if out["ok"]:
        return "ok", None
    kind = out.get("error", {}).get("type", "?")
    if kind == "internal_error":
        return kind, f"internal_error: {out['error'].get('message')}"
    return kind, None


def _guarded(call) -> tuple[Any, tuple[str, str | None] | None]:
    """(what `call()` returns, None), or (None, (outcome, violation)): a MedcalcError is an
    outcome within the contract, any other exception a violation."""
    try:
        return call(), None
    except Hang:
        raise
    except MedcalcError as exc:
        return None, (type(exc).__name__, None)
    except Exception as exc:  # noqa: BLE001
        return None, ("exception", f"raised {type(exc).__name__}: {_short(exc)}")


def check_search(query, k) -> tuple[str, str | None]:
    hits, failed = _guarded(lambda: medcalc.search(query, k) if k is not ... else medcalc.search(query))
    if failed:
        return failed
    if not isinstance(hits, list):
        return "bad", f"returned {type(hits).__name__}"
    return "list", None


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    from medcalc.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    return code, out.getvalue(), err.getvalue()


def check_cli(argv: list[str]) -> tuple[str, str | None]:
    try:
        code, _, err = run_cli(argv)
    except Hang:
        raise
    except BaseException as exc:  # noqa: BLE001
        return "exception", f"raised {type(exc).__name__}: {_short(exc)}"
    if "Traceback (most recent call last)" in err:
        return f"exit {code}", "printed a traceback"
    if code not in (0, 1, 2):
        return f"exit {code}", f"exit status {code}"
    if "internal error" in err:
        return f"exit {code}", f"internal error: {err.strip()[:300]}"
    return f"exit {code}", None


def check_recompute(csv_bytes: bytes, workdir: Path) -> tuple[str, str | None]:
    src, dst = workdir / "in.csv", workdir / "out.csv"
    src.write_bytes(csv_bytes)
    if dst.exists():
        dst.unlink()
    try:
        code, _, err = run_cli(["recompute", "medcalc-bench", str(src), "-o", str(dst),
                                "--no-progress"])
    except Hang:
        raise
    except BaseException as exc:  # noqa: BLE001
        return "exception", f"raised {type(exc).__name__}: {_short(exc)}"
    if "Traceback (most recent call last)" in err:
        return f"exit {code}", "printed a traceback"
    if code == 2:
        lines = [line for line in err.splitlines() if line.strip()]
        return "exit 2", None if len(lines) == 1 else f"exit 2 with {len(lines)} lines on stderr"
    if code != 0:
        return f"exit {code}", f"exit {code}: {err.strip()[:300]}"
    text = csv_bytes.decode("utf-8-sig", errors="replace")
    expected = sum(1 for _ in csv.DictReader(io.StringIO(text, newline="")))
    with open(dst, newline="", encoding="utf-8") as handle:
        got = sum(1 for _ in csv.reader(handle)) - 1
    if got != expected:
        return "exit 0", f"{got} output rows for {expected} input rows"
    return "exit 0", None


def check_medmcp(task: dict) -> tuple[str, str | None]:
    from medcalc.benchmarks.medmcp_calc import recompute_tasks

    try:
        rows = recompute_tasks([task])
    except Hang:
        raise
    except BaseException as exc:  # noqa: BLE001
        return "exception", f"raised {type(exc).__name__}: {_short(exc)}"
    answers = task.get("calculator_answers") or ()
    if len(rows) != len(answers):
        return "bad", f"{len(rows)} rows for {len(answers)} answers"
    for row in rows:
        if row.status == "error":
            return "error", f"status error: {row.reason[:300]}"
    for row, answer in zip(rows, answers):
        given = answer.get("inputs")
        malformed = (not isinstance(given, list) and given is not None) or any(
            not isinstance(e, dict) or isinstance(e.get("field"), (list, dict))
            for e in (given if isinstance(given, list) else ()))
        if malformed and row.calculator and row.status in ("ok", "na") and not row.unmapped:
            return row.status, "a malformed field was not listed as unmapped"
    return ",".join(sorted({row.status for row in rows})) or "none", None


def check_workflow(text, k) -> tuple[str, str | None]:
    from medcalc.tools.workflow import workflow

    out, failed = _guarded(lambda: workflow(text, k) if k is not ... else workflow(text))
    if failed:
        return failed
    if not isinstance(out, dict) or not {"needs", "calculators", "ranked"} <= set(out):
        return "bad", f"returned {type(out).__name__} without needs/calculators/ranked"
    limit = k if isinstance(k, int) and not isinstance(k, bool) else 10
    if len(out["ranked"]) > limit or {c["id"] for c in out["ranked"]} != {
            c["id"] for c in out["calculators"]}:
        return "bad", "ranked and calculators differ or exceed k"
    return "dict", None


def _short(exc) -> str:
    try:
        return str(exc)[:300]
    except Exception:  # noqa: BLE001
        return "?"


# -- drawing calls for the other entry points ----------------------------------------------------

def draw_tool_call(rng: random.Random, ids: list[str]):
    calc_id = rng.choice(ids)
    calc = get(calc_id)
    args = draw_inputs(rng, calc)
    opts = {k: v for k, v in draw_options(rng, calc).items()}
    r = rng.random()
    if r < 0.45:
        return calc_id, {**args, **opts}
    if r < 0.8:
        return "calculate", {"id": rng.choice([calc_id, calc_id.upper(), calc.name, "nope", 5,
                                               None, Hostile()]) if rng.random() < 0.2 else calc_id,
                             "inputs": args if rng.random() < 0.9 else hostile_value(rng, calc),
                             **opts}
    if r < 0.9:
        return "search_calculators", {"query": rng.choice([calc.name, "", None, 5,
                                                           _random_unicode(rng, 10)]),
                                      "k": rng.choice([None, 0, 3, -1, 10**30, "5", 2.5])}
    return rng.choice([None, 5, "", "x" * 1000, Hostile(), ["bmi"]]), \
        rng.choice([None, [], "x", {}, args, Hostile()])


def draw_search(rng: random.Random, ids: list[str]):
    calc = get(rng.choice(ids))
    query = rng.choice([calc.name, calc.description[:50], " ".join(calc.keywords[:3])
                        if getattr(calc, "keywords", None) else calc.id,
                        _random_unicode(rng, rng.randint(0, 50)), rng.choice(HOSTILE_STRINGS),
                        None, 5, b"pneumonia", ["x"], Hostile(), "pneumonia " * 500])
    k = rng.choice([..., None, 0, 1, 3, 10**30, -1, True, 2.5, math.nan, "3", Hostile()]
                   + ([np.int64(3)] if np is not None else []))
    return query, k


_MEDMCP_LABELS = ("Age", "Age, years", "Sex", "Heart rate, beats/min", "Weight", "Hours",
                  "Fluid type", "Creatinine", "Systolic BP", "Blood pressure", "Temperature",
                  "Glasgow Coma Scale", "History of any fracture after age 50", "Equation")
_MEDMCP_VALUES = ("Yes", "No", "76", "≥10 g/dL", "142.9 lb (Adjusted body weight)",
                  "Symptomatic but completely ambulatory (ECOG 1)", "120/80 mmHg", "24 hours",
                  "0.45% saline (77 mmol/L Na)", "330 mL over 12 hours", "2 (x", "Yes (RASS 0",
                  "5 mg/dL (", "1/2/3", "12/31/2024", "2024-13-45", "½", "١٢", "nan", "1e400")


def draw_medmcp_task(rng: random.Random, ids: list[str]) -> dict:
    """A task whose recorded answers are hostile: page names, labels, values, malformed entries."""
    from medcalc.benchmarks.medmcp_calc import load_pages

    names = sorted(load_pages())
    calc = get(rng.choice(ids))
    labels = [*_MEDMCP_LABELS, *(f.replace("_", " ") for f in getattr(calc, "features", {})),
              *(label for f in getattr(calc, "features", {}).values()
                for label in getattr(f, "labels", ()))]

    def value():
        return rng.choice([rng.choice(_MEDMCP_VALUES), rng.choice(HOSTILE_STRINGS),
                           _random_unicode(rng, 12), None, True, 0, -1, 10**400, math.nan,
                           math.inf, 2.5, [], {}, ["x"], {"a": 1}])

    def entry():
        r = rng.random()
        if r < 0.8:
            return {"field": rng.choice(labels), "value": value()}
        if r < 0.9:
            return {"field": rng.choice([None, 5, ["x"], {"a": 1}, "", "a" * 600]),
                    "value": value()}
        return rng.choice([None, 5, "x", [], {"value": "1"}])

    answers = []
    for order in range(rng.randint(1, 3)):
        answers.append({
            "order": order, "name": rng.choice([rng.choice(names), rng.choice(names),
                                                 calc.name, "", _random_unicode(rng, 10), None]),
            "inputs": ([entry() for _ in range(rng.randint(0, 8))] if rng.random() < 0.92
                       else rng.choice([None, "x", {"field": "Age"}, 5])),
            "final_answer": rng.choice(["1", "Low", "", None, 3.5, _random_unicode(rng, 5)])})
    return {"task_id": "fuzz", "calculator_answers": answers}


def draw_workflow(rng: random.Random, ids: list[str]):
    calcs = [get(rng.choice(ids)) for _ in range(rng.randint(1, 4))]
    steps = [rng.choice([c.name, c.description[:80], "then " + c.name]) for c in calcs]
    text = rng.choice([
        ". ".join(steps), "\n".join(f"{i + 1}) {s}" for i, s in enumerate(steps)),
        "Please walk me through this step by step.", "", " ", _random_unicode(rng, 40),
        rng.choice(HOSTILE_STRINGS), "1) 2) 3)", "step 1: " * 200, "x. " * 5000, None, 5,
        ["x"], b"text", Hostile()])
    k = rng.choice([..., 1, 3, 10, 0, -1, None, True, 2.5, "3", 10**30, Hostile()])
    return text, k


def _cli_text(value) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, allow_nan=True, default=lambda o: "x")
    except Exception:  # noqa: BLE001
        return "x"


def draw_cli(rng: random.Random, ids: list[str]) -> list[str]:
    calc_id = rng.choice(ids)
    calc = get(calc_id)
    r = rng.random()
    if r < 0.7:
        inputs = draw_inputs(rng, calc)
        json_inputs = {str(k) if not isinstance(k, str) else k: v for k, v in inputs.items()
                       if isinstance(k, (str, int))}
        text = _cli_text(json_inputs) if rng.random() < 0.85 else rng.choice(
            ["{", "[]", "null", "1", '{"a":' * 100, _random_unicode(rng, 20), "NaN", "@/nonexistent",
             "{\"weight\": 1e999}", "-"])
        argv = ["calc", calc_id if rng.random() < 0.9 else rng.choice(["nope", "", "-x", "BMI"]),
                "--input", text]
        for flag, values in (("--version", ["x", "v1", "5"]), ("--as-of", ["2020-02-30", "2020-01-01", "x"]),
                             ("--variant", ["x", ""]), ("--missing", ["absent", "x"]),
                             ("--domain", ["warn", "x"])):
            if rng.random() < 0.15:
                argv += [flag, rng.choice(values)]
        if rng.random() < 0.5:
            argv.append("--json")
        return argv
    if r < 0.8:
        return ["schema", rng.choice([calc_id, "nope", _random_unicode(rng, 5)])]
    if r < 0.93:
        return ["search", *rng.choice([[calc.name], [_random_unicode(rng, 8)], ["x"] * 50, ["\x00"]]),
                *rng.choice([[], ["-k", "3"], ["-k", "-1"], ["-k", "x"], ["-k", str(10**30)],
                             ["--json"]])]
    return rng.choice([["list"], ["list", "--json"], [], ["nope"], ["calc"], ["--help"],
                       ["calc", calc_id, "--input"], ["verify", "nope"]])


def corrupt_csv(rng: random.Random, base_rows: list[list[str]]) -> bytes:
    """A corrupted copy of (a sample of) the dev sample: hostile cells, dropped columns, flipped
    bytes, truncation."""
    header, body = base_rows[0], base_rows[1:]
    rows = [list(r) for r in rng.sample(body, rng.randint(1, min(12, len(body))))]
    header = list(header)
    for _ in range(rng.randint(0, 6)):
        row = rng.choice(rows)
        col = rng.randrange(len(row))
        if header[col] in ("Calculator ID", "Relevant Entities", "Ground Truth Answer",
                           "Lower Limit", "Upper Limit") or rng.random() < 0.3:
            row[col] = rng.choice(HOSTILE_STRINGS + [
                _random_unicode(rng, 10), '{"age": [1e999, "years"]}', '{"a": ' * 50,
                '{"sex": {"x": 1}}', "[1, 2]", "1e400", "-5", str(10**400), "nan", "",
                row[col][: len(row[col]) // 2]])
    if rng.random() < 0.25:
        drop = rng.randrange(len(header))
        header.pop(drop)
        for row in rows:
            if drop < len(row):
                row.pop(drop)
    if rng.random() < 0.1:
        rows.append(rng.choice([[], ["1"], rows[0] + ["extra", "cells"]]))
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(header)
    writer.writerows(rows)
    data = bytearray(buf.getvalue().encode("utf-8", "surrogatepass"))
    for _ in range(rng.choice([0, 0, 1, 5, 50])):
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
    if rng.random() < 0.1:
        data = data[: rng.randrange(len(data) + 1)]
    if rng.random() < 0.05:
        data = bytearray(b"\xef\xbb\xbf") + data
    return bytes(data)


def dev_sample_rows() -> list[list[str]]:
    with open(DEV_SAMPLE, newline="", encoding="utf-8") as handle:
        return list(csv.reader(handle))


def available_ids() -> list[str]:
    return [i for i in all_ids() if getattr(get(i), "available", True)]


# -- the long run ------------------------------------------------------------------------------

ENTRY_POINTS = ("calculate", "call_tool", "search", "cli", "recompute", "medmcp", "workflow")
WEIGHTS = (0.5, 0.18, 0.07, 0.14, 0.02, 0.06, 0.03)


def _on_alarm(signum, frame):
    raise Hang()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--max-call-seconds", type=float, default=2.0,
                        help="a call slower than this is a violation (default 2 s)")
    parser.add_argument("--hard-limit", type=int, default=60,
                        help="abort a call after this many seconds and report a hang")
    args = parser.parse_args(argv)
    global MAX_CALL_SECONDS
    MAX_CALL_SECONDS = args.max_call_seconds
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    ids = available_ids()
    base_rows = dev_sample_rows()
    print(f"fuzz: seed {seed}, {args.minutes:g} min, {len(ids)} calculators", flush=True)
    calls: Counter = Counter()
    outcomes: dict[str, Counter] = defaultdict(Counter)
    violations: list[dict] = []
    slowest: dict[str, float] = defaultdict(float)
    seen: set = set()
    deadline = time.monotonic() + args.minutes * 60
    last_progress = time.monotonic()
    has_alarm = hasattr(signal, "SIGALRM")
    if has_alarm:
        signal.signal(signal.SIGALRM, _on_alarm)
    workdir = Path(tempfile.mkdtemp(prefix="medcalc-fuzz-"))
    while time.monotonic() < deadline:
        entry = rng.choices(ENTRY_POINTS, WEIGHTS)[0]
        case: dict = {"entry": entry}
        if entry == "calculate":
            calc_id = rng.choice(ids)
            calc = get(calc_id)
            inputs, options = draw_inputs(rng, calc), draw_options(rng, calc)
            case.update(calculator=calc_id, inputs=inputs, options=options)
            run = lambda: check_calculate(calc_id, inputs, options)  # noqa: E731
        elif entry == "call_tool":
            name, arguments = draw_tool_call(rng, ids)
            case.update(name=name, arguments=arguments)
            run = lambda: check_call_tool(name, arguments)  # noqa: E731
        elif entry == "search":
            query, k = draw_search(rng, ids)
            case.update(query=query, k="(default)" if k is ... else k)
            run = lambda: check_search(query, k)  # noqa: E731
        elif entry == "cli":
            cli_argv = draw_cli(rng, ids)
            case.update(argv=cli_argv)
            run = lambda: check_cli(cli_argv)  # noqa: E731
        elif entry == "medmcp":
            task = draw_medmcp_task(rng, ids)
            case.update(task=task)
            run = lambda: check_medmcp(task)  # noqa: E731
        elif entry == "workflow":
            text, k = draw_workflow(rng, ids)
            case.update(text=text, k="(default)" if k is ... else k)
            run = lambda: check_workflow(text, k)  # noqa: E731
        else:
            data = corrupt_csv(rng, base_rows)
            case.update(csv_bytes=len(data), csv_head=data[:300].decode("utf-8", "replace"))
            run = lambda: check_recompute(data, workdir)  # noqa: E731
        started = time.perf_counter()
        if has_alarm:
            signal.alarm(args.hard_limit)
        try:
            outcome, violation = run()
        except Hang:
            outcome, violation = "hang", f"did not return within {args.hard_limit} s"
        except BaseException as exc:  # noqa: BLE001 - the harness itself must keep running
            if isinstance(exc, KeyboardInterrupt):
                break
            outcome, violation = "harness", f"harness error {type(exc).__name__}: {_short(exc)}"
            traceback.print_exc()
        finally:
            if has_alarm:
                signal.alarm(0)
        elapsed = time.perf_counter() - started
        slowest[entry] = max(slowest[entry], elapsed)
        if violation is None and elapsed > args.max_call_seconds and entry not in (
                "recompute", "calculate"):  # calculate times its first call itself
            violation = f"took {elapsed:.2f} s (limit {args.max_call_seconds:g} s)"
        calls[entry] += 1
        outcomes[entry][outcome] += 1
        if violation is not None:
            if entry == "calculate":
                case = _minimize(case, violation)
            signature = (entry, violation[:60], case.get("calculator"))
            record = {"violation": violation, "elapsed_s": round(elapsed, 3),
                      **{k: encode(v) for k, v in case.items()}}
            violations.append(record)
            if signature not in seen:
                seen.add(signature)
                print("VIOLATION " + json.dumps(record, ensure_ascii=True), flush=True)
        now = time.monotonic()
        if now - last_progress >= 15:
            last_progress = now
            left = max(0, deadline - now)
            print(f"[{left / 60:4.1f} min left] " + "  ".join(
                f"{e} {calls[e]}" for e in ENTRY_POINTS) + f"  violations {len(violations)}",
                flush=True)
    print("\nentry point   calls  outcomes (slowest call)")
    for entry in ENTRY_POINTS:
        detail = ", ".join(f"{k} {v}" for k, v in outcomes[entry].most_common())
        print(f"{entry:<12} {calls[entry]:>6}  {detail}  ({slowest[entry]:.2f} s)")
    print(f"violations: {len(violations)} ({len(seen)} distinct); seed {seed}")
    return 1 if violations else 0


def _minimize(case: dict, violation: str) -> dict:
    """Drop inputs and options one at a time while the same kind of violation remains."""
    head = violation.split(":")[0]
    inputs, options = dict(case["inputs"]), dict(case["options"])

    def still(i, o) -> bool:
        try:
            _, v = check_calculate(case["calculator"], i, o)
        except BaseException:  # noqa: BLE001
            return False
        return v is not None and v.split(":")[0] == head

    for store in (options, inputs):
        for key in list(store):
            trial = dict(store)
            del trial[key]
            if (still(trial, options) if store is inputs else still(inputs, trial)):
                store.pop(key)
    return {**case, "inputs": inputs, "options": options}


if __name__ == "__main__":
    sys.exit(main())
