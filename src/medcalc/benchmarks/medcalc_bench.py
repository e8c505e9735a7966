"""MedCalc-Bench adapter: parse `Relevant Entities`, recompute labels, grade answers.

The per-calculator knowledge is data: `mappings/medcalc_bench/<CalculatorID>.json` maps every
entity key the benchmark uses to one of our input keys. This module holds what is common to all
rows: key and unit normalisation, the few value transforms, answer formatting, and the
benchmark's own rubric (`check_correctness`) implemented by parsing, never `eval`.

A row outside a calculator's domain (NA `not_applicable` from a declared precondition) is also
computed with `domain="warn"`: the row stays NA, and carries the violated precondition
(`outside_domain`) and the value the formula gives there (`answer_outside_domain`), the value
comparable with the benchmark's label. An audit can then tell "the label is the formula applied
outside its domain" from "the label's arithmetic differs".
"""

from __future__ import annotations

import ast
import datetime as _dt
import json
import math
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import medcalc
from medcalc.core.features import Quantity
from medcalc.core.na import InputError, MedcalcError

MAPPINGS_DIR = Path(__file__).resolve().parent / "mappings" / "medcalc_bench"

DATE_IDS = frozenset({13, 68})
WEEKS_DAYS_IDS = frozenset({69})
INTEGER_IDS = frozenset({4, 15, 16, 17, 18, 20, 21, 25, 27, 28, 29, 32, 33, 36, 43, 45, 48, 51})

# Unit spellings of the benchmark that are typos, not units (legitimate spellings such as
# "breaths per minute" or "degrees celsius" are understood by the core).
UNIT_TYPOS = {
    "degrees celsisus": "degC",
    "degrees fahreinheit": "degF",
    "mc/kg/min": "ug/kg/min",
}


def normalize_key(key: str) -> str:
    """'FiO₂ ' -> 'fio2'; case, Unicode subscripts and spacing do not matter."""
    text = unicodedata.normalize("NFKC", key).casefold()
    return re.sub(r"\s+", " ", text).strip()


@dataclass(frozen=True)
class KeyMap:
    feature: str
    transform: str | None = None
    amount_feature: str | None = None  # name_amount_unit: where [amount, unit] goes


@dataclass(frozen=True)
class CalculatorMap:
    calculator_id: int
    calculator: str
    version: str | None
    fixed_inputs: dict
    keys: dict[str, KeyMap]  # normalised benchmark key -> our key
    ignored: dict[str, str]  # normalised benchmark key -> why
    notes: str = ""


def load_mappings(directory: Path = MAPPINGS_DIR) -> dict[int, CalculatorMap]:
    mappings: dict[int, CalculatorMap] = {}
    for path in sorted(directory.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        keys = {normalize_key(k): KeyMap(v["feature"], v.get("transform"), v.get("amount_feature"))
                for k, v in data["keys"].items()}
        ignored = {normalize_key(k): why for k, why in data.get("ignored_keys", {}).items()}
        mappings[int(data["calculator_id"])] = CalculatorMap(
            int(data["calculator_id"]), data["calculator"], data.get("version"),
            data.get("fixed_inputs", {}), keys, ignored, data.get("notes", ""))
    return mappings


# -- value transforms ---------------------------------------------------------------------------

def _quantity_value(raw: Any) -> tuple[float, str] | None:
    if isinstance(raw, (list, tuple)) and len(raw) == 2 and isinstance(raw[1], str):
        try:
            return float(raw[0]), raw[1]
        except (TypeError, ValueError):
            return None
    return None


def _normalize_units(raw: Any, notes: list[str], key: str) -> Any:
    quantity = _quantity_value(raw)
    if quantity is None:
        return raw
    value, unit = quantity
    fixed = UNIT_TYPOS.get(unit.strip().lower())
    if fixed is not None:
        notes.append(f"unit {unit!r} of {key!r} read as {fixed}")
        return [value, fixed]
    return [value, unit]


def _combine_doses(entries: dict[str, dict[str, Any]], problems: list[str],
                   notes: list[str]) -> dict[str, Any]:
    """'X Dose' [amount, unit] x 'X Dose Per Day' [n, 'per day'] -> X: [amount*n, unit/day].

    A fentanyl patch's 'dose' is its strength in mcg/h (the benchmark writes 'mg'); its doses per
    day multiply it as the benchmark's arithmetic does (patches worn at once)."""
    out: dict[str, Any] = {}
    for feature, parts in entries.items():
        dose = parts.get("dose", parts.get("patch_dose"))
        per_day = parts.get("doses_per_day")
        if dose is None or per_day is None:
            problems.append(f"{feature}: needs both a dose and a number of doses per day")
            continue
        dose_q, count_q = _quantity_value(dose), _quantity_value(per_day)
        count = count_q[0] if count_q else per_day if isinstance(per_day, (int, float)) else None
        if dose_q is None or count is None or isinstance(count, bool):
            problems.append(f"{feature}: cannot read dose {dose!r} x {per_day!r}")
            continue
        if "patch_dose" in parts:
            notes.append(f"{feature}: patch strength {dose_q[0]:g} read as mcg/h (written {dose_q[1]!r})")
            out[feature] = [dose_q[0] * count, "ug/h"]
        else:
            out[feature] = [dose_q[0] * count, f"{dose_q[1]}/day"]
    return out


def _combine_any(entries: dict[str, list[Any]], problems: list[str]) -> dict[str, Any]:
    """Several benchmark keys that are one criterion (stroke, TIA, thromboembolism): OR-ed."""
    out: dict[str, Any] = {}
    for feature, values in entries.items():
        if not all(isinstance(v, bool) for v in values):
            problems.append(f"{feature}: expected true/false values, got {values!r}")
            continue
        out[feature] = any(values)
    return out


_BARE_VOLUMES = {"µl": "/µL", "μl": "/µL", "ul": "/µL", "ml": "/mL", "l": "/L", "mm^3": "/mm^3",
                 "mm3": "/mm^3", "cm^3": "/cm^3", "m^3": "/mm^3"}


def _count_per_volume(raw: Any, notes: list[str], key: str) -> Any:
    """[9400, 'µL'] means 9400 per µL; the benchmark's 'm^3' labels per-mm³ counts."""
    q = _quantity_value(raw)
    if q is None:
        return raw
    unit = q[1].strip()
    per = _BARE_VOLUMES.get(unit.lower())
    if per is None:
        return raw
    if unit.lower() == "m^3":
        notes.append(f"{key!r}: unit 'm^3' read as per mm³ (the benchmark's label for per-mm³ counts)")
    return [q[0], per]


def _race_is_black(raw: Any, notes: list[str], key: str) -> Any:
    if isinstance(raw, bool) or not isinstance(raw, str):
        return raw
    text = raw.casefold()
    return "black" in text or "african american" in text


def _false_to_none(raw: Any, notes: list[str], key: str) -> Any:
    """A category key that carries False when the condition is absent; True is ambiguous."""
    if raw is False:
        return "none"
    if raw is True:
        raise ValueError(f"{key!r}: True does not say which category")
    return raw


def _severity_to_true(raw: Any, notes: list[str], key: str) -> Any:
    """'Severe', 'Moderate to Severe' -> True: the condition is present."""
    if isinstance(raw, str):
        return raw.strip().casefold() not in ("none", "no", "absent", "false")
    return raw


def _us_date(raw: Any, notes: list[str], key: str) -> Any:
    """MedCalc-Bench writes dates as MM/DD/YYYY: say so, so that '12/11/2013' (ambiguous to the
    Date feature, which refuses to guess the order) is read as 11 December."""
    if isinstance(raw, str) and re.fullmatch(r"\s*\d{1,2}/\d{1,2}/\d{4}\s*", raw):
        return [raw.strip(), "MM/DD/YYYY"]
    return raw


VALUE_TRANSFORMS = {
    "us_date": _us_date,
    "count_per_volume": _count_per_volume,
    "race_is_black": _race_is_black,
    "false_to_none": _false_to_none,
    "severity_to_true": _severity_to_true,
}


# -- one row ------------------------------------------------------------------------------------

@dataclass
class RowResult:
    calculator_id: int
    status: str  # ok | na | unsupported | error
    answer: str = ""
    reason: str = ""
    value: Any = None
    na_reason: str | None = None
    version: str | None = None
    inputs: dict = field(default_factory=dict)
    converted: list[tuple[str, float]] = field(default_factory=list)  # (key, unit scale) applied
    # NA not_applicable from a precondition: the preconditions violated, and the value computed
    # anyway with domain="warn" (in the benchmark's answer format), comparable with the label.
    outside_domain: str = ""
    answer_outside_domain: str = ""
    value_outside_domain: Any = None


def parse_entities(text: str) -> dict:
    value = ast.literal_eval(text)
    if not isinstance(value, dict):
        raise ValueError("Relevant Entities is not a dict")
    return value


def _near_key(mapping: CalculatorMap, norm: str, key: str, notes: list[str]) -> KeyMap | None:
    """A key that later releases spell differently ('Congestive Heart Failure' for v1.0's
    'Congestive Heart Faliure', or our own input name): matched only when one known key is
    that close, and always reported in the row's reason."""
    import difflib

    own = norm.replace(" ", "_")
    if medcalc.get(mapping.calculator).input_key(own) is not None:
        notes.append(f"key {key!r} read as input {own!r}")
        return KeyMap(own)
    close = difflib.get_close_matches(norm, list(mapping.keys), n=2, cutoff=0.9)
    if len(close) != 1:
        return None
    notes.append(f"key {key!r} read as {close[0]!r}")
    return mapping.keys[close[0]]


def build_inputs(mapping: CalculatorMap, entities: dict) -> tuple[dict, list[str], list[str]]:
    """Our inputs from a row's entities; returns (inputs, notes, problems)."""
    inputs: dict[str, Any] = dict(mapping.fixed_inputs)
    notes: list[str] = []
    problems: list[str] = []
    doses: dict[str, dict[str, Any]] = {}
    any_of: dict[str, list[Any]] = {}
    for key, raw in entities.items():
        norm = normalize_key(str(key))
        target = mapping.keys.get(norm)
        if target is None and norm not in mapping.ignored:
            target = _near_key(mapping, norm, str(key), notes)
        if target is None:
            if norm in mapping.ignored:
                notes.append(f"ignored key {key!r} ({mapping.ignored[norm]})")
            else:
                problems.append(f"unknown key {key!r}")
            continue
        if target.transform in ("dose", "doses_per_day", "patch_dose"):
            doses.setdefault(target.feature, {})[target.transform] = raw
            continue
        if target.transform == "any":
            any_of.setdefault(target.feature, []).append(raw)
            continue
        if target.transform == "name_amount_unit":  # ['Dexamethasone PO', 7.96, 'mg']
            if not (isinstance(raw, (list, tuple)) and len(raw) == 3 and isinstance(raw[0], str)
                    and target.amount_feature):
                problems.append(f"{key!r}: expected [name, amount, unit], got {raw!r}")
                continue
            inputs[target.feature] = raw[0]
            inputs[target.amount_feature] = _normalize_units([raw[1], raw[2]], notes, str(key))
            continue
        if target.transform in VALUE_TRANSFORMS:
            try:
                raw = VALUE_TRANSFORMS[target.transform](raw, notes, str(key))
            except ValueError as exc:
                problems.append(str(exc))
                continue
        elif target.transform is not None:
            problems.append(f"unknown transform {target.transform!r} for {key!r}")
            continue
        if target.feature in inputs and target.feature not in mapping.fixed_inputs:
            if inputs[target.feature] != raw:
                problems.append(f"{target.feature} given twice with different values")
            continue
        inputs[target.feature] = _normalize_units(raw, notes, str(key))
    inputs.update(_combine_doses(doses, problems, notes))
    inputs.update(_combine_any(any_of, problems))
    return inputs, notes, problems


def format_answer(calculator_id: int, value: Any) -> str:
    if value is None:
        return ""
    if calculator_id in DATE_IDS:
        return value.strftime("%m/%d/%Y")
    if calculator_id in WEEKS_DAYS_IDS:
        weeks, days = value
        return str((f"{weeks} weeks", f"{days} days"))
    if isinstance(value, bool):
        return str(int(value))
    if calculator_id in INTEGER_IDS and float(value).is_integer():
        return str(int(value))
    return f"{float(value):.3f}"


@dataclass
class Prepared:
    """A row read up to the calculator call: its calculator, inputs and the notes so far."""

    calculator_id: int
    mapping: CalculatorMap
    inputs: dict
    notes: list[str]


def prepare_entities(calculator_id: int, entities_text: str,
                     mappings: dict[int, CalculatorMap]) -> RowResult | Prepared:
    """The row's inputs (Prepared), or its final RowResult when it cannot reach the calculator."""
    mapping = mappings.get(calculator_id)
    if mapping is None:
        return RowResult(calculator_id, "unsupported", reason=f"no calculator for Calculator ID {calculator_id}")
    try:
        entities = parse_entities(entities_text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError) as exc:
        return RowResult(calculator_id, "na", na_reason="invalid",
                         reason=f"invalid: Relevant Entities cannot be parsed ({type(exc).__name__})")
    try:
        inputs, notes, problems = build_inputs(mapping, entities)
    except Exception as exc:  # noqa: BLE001 - a malformed cell is NA invalid, never a crash
        return RowResult(calculator_id, "na", na_reason="invalid",
                         reason=f"invalid: Relevant Entities cannot be interpreted "
                                f"({type(exc).__name__})")
    if problems:
        return RowResult(calculator_id, "na", na_reason="invalid", inputs=inputs,
                         reason="invalid: " + "; ".join(problems + notes))
    return Prepared(calculator_id, mapping, inputs, notes)


def recompute_entities(calculator_id: int, entities_text: str,
                       mappings: dict[int, CalculatorMap]) -> RowResult:
    prepared = prepare_entities(calculator_id, entities_text, mappings)
    if isinstance(prepared, RowResult):
        return prepared
    return recompute_prepared(prepared)


def recompute_prepared(prepared: Prepared) -> RowResult:
    """One prepared row through `calculate` (the per-row path)."""
    calc = medcalc.get(prepared.mapping.calculator)
    inputs, notes = prepared.inputs, list(prepared.notes)
    try:
        result = calc.calculate(inputs, version=prepared.mapping.version, missing="absent")
    except InputError as exc:
        detail = "; ".join(f"{p.feature}: {p.message}" for p in exc.problems)
        return RowResult(prepared.calculator_id, "na", na_reason="invalid", inputs=inputs,
                         reason="invalid: " + "; ".join([detail] + notes))
    except MedcalcError as exc:
        return RowResult(prepared.calculator_id, "error", inputs=inputs, reason=f"error: {exc}")
    return finish_prepared(prepared, result.status, result.value, result.na_reason,
                           result.na.message if result.na else "", ", ".join(result.imputed),
                           "; ".join(result.warnings), result.version)


def finish_prepared(prepared: Prepared, status: str, value: Any, na_reason: str | None,
                    message: str, imputed: str, warnings: str, version: str) -> RowResult:
    """The RowResult of a computed row (from `calculate` or from a `calculate_batch` row)."""
    calculator_id, mapping, inputs = prepared.calculator_id, prepared.mapping, prepared.inputs
    notes = list(prepared.notes)
    calc = medcalc.get(mapping.calculator)
    if imputed:
        notes.append("absent (not mentioned): " + imputed)
    if warnings:
        notes.append(warnings)
    if status == "na":
        row = RowResult(calculator_id, "na", na_reason=na_reason, version=version,
                        inputs=inputs, reason="; ".join([f"{na_reason}: {message}"] + notes))
        if na_reason == "not_applicable":
            _outside_domain(row, calc, inputs, mapping.version)
        return row
    converted = []
    for key, raw in inputs.items():
        entry = calc.input_key(key)
        q = _quantity_value(raw)
        if entry and q and isinstance(entry[0], Quantity) and q[1] != entry[0].unit:
            converted.append((key, q[1]))
    return RowResult(calculator_id, "ok", format_answer(calculator_id, value), "; ".join(notes),
                     value, None, version, inputs, converted)


def recompute_batch(prepared: list[Prepared]) -> list[RowResult]:
    """Prepared rows through `calculate_batch`, one table per calculator and version: the same
    results as `recompute_prepared` row by row (calculate_batch computes row i as `calculate`
    on row i's inputs; a key a row lacks is a missing cell). Rows `calculate` would refuse
    (NA invalid) are redone one by one for their message. Needs numpy; without it, row by row."""
    try:
        from medcalc.core.batch import calculate_batch
    except ImportError:  # pragma: no cover - numpy is in the dev extra
        return [recompute_prepared(p) for p in prepared]
    try:
        import numpy  # noqa: F401
    except ImportError:  # pragma: no cover
        return [recompute_prepared(p) for p in prepared]
    out: list[RowResult | None] = [None] * len(prepared)
    groups: dict[tuple, list[int]] = {}
    for i, p in enumerate(prepared):
        groups.setdefault((p.mapping.calculator, p.mapping.version), []).append(i)
    for (calc_id, version), members in groups.items():
        keys = list(dict.fromkeys(k for i in members for k in prepared[i].inputs))
        if not keys:
            for i in members:
                out[i] = recompute_prepared(prepared[i])
            continue
        table = {k: [prepared[i].inputs.get(k) for i in members] for k in keys}
        try:
            res = calculate_batch(calc_id, table, columns={k: k for k in keys}, version=version,
                                  missing="absent")
        except MedcalcError:  # e.g. a key the calculator does not take: row by row says which
            for i in members:
                out[i] = recompute_prepared(prepared[i])
            continue
        for j, i in enumerate(members):
            if res["status"][j] == "na" and res["na_reason"][j] == "invalid":
                out[i] = recompute_prepared(prepared[i])
                continue
            value = res["value"][j]
            value = value.item() if hasattr(value, "item") else value
            if isinstance(value, float) and value.is_integer() and \
                    medcalc.get(calc_id).output.kind == "integer":
                value = int(value)
            out[i] = finish_prepared(prepared[i], res["status"][j], value, res["na_reason"][j],
                                     res["reason"][j] or "", res["imputed"][j] or "",
                                     res["warnings"][j] or "", res["version"][j])
    return out  # type: ignore[return-value]


def _outside_domain(row: RowResult, calc, inputs: dict, version: str | None) -> None:
    """For a row outside the calculator's preconditions: the value computed with domain="warn"
    and the precondition it violates (a NotApplicable raised by the rule itself stays NA)."""
    try:
        warned = calc.calculate(inputs, version=version, missing="absent", domain="warn")
    except Exception:  # noqa: BLE001 - e.g. a division by zero at the domain's edge: stays NA
        return
    if warned.status != "ok" or not warned.outside_domain:
        return
    row.outside_domain = "; ".join(warned.outside_domain)
    row.value_outside_domain = warned.value
    row.answer_outside_domain = format_answer(row.calculator_id, warned.value)
    row.reason += (f"; outside the calculator's domain: computed anyway (domain='warn') the "
                   f"formula gives {row.answer_outside_domain}")


# -- the benchmark's rubric, by parsing -----------------------------------------------------------

_NUMBER = re.compile(r"^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$")


def parse_number(text: Any) -> float | None:
    if isinstance(text, bool):
        return None
    if isinstance(text, (int, float)):
        return float(text) if math.isfinite(float(text)) else None
    if not isinstance(text, str):
        return None
    cleaned = text.strip().replace(",", "")
    if not _NUMBER.match(cleaned):
        return None
    value = float(cleaned)
    return value if math.isfinite(value) else None


def parse_date(text: str) -> _dt.date | None:
    match = re.fullmatch(r"\s*(\d{1,2})/(\d{1,2})/(\d{4})\s*", str(text))
    if not match:
        return None
    try:
        return _dt.date(int(match.group(3)), int(match.group(1)), int(match.group(2)))
    except ValueError:
        return None


def parse_weeks_days(text: str) -> tuple[int, int] | None:
    match = re.fullmatch(r"\s*\(?\s*['\"]?\s*(\d+)\s*weeks?\s*['\"]?\s*,\s*['\"]?\s*(\d+)\s*days?\s*['\"]?\s*\)?\s*",
                         str(text), re.I)
    return (int(match.group(1)), int(match.group(2))) if match else None


def check_correctness(answer: str, label: str, calculator_id: int, lower: Any = None,
                      upper: Any = None) -> bool:
    """MedCalc-Bench's rubric: exact date, (weeks, days) pair, rounded integer, or within limits.

    Returns False for an answer that cannot be parsed (the original would raise)."""
    calculator_id = int(calculator_id)
    if calculator_id in DATE_IDS:
        a, b = parse_date(answer), parse_date(label)
        return a is not None and a == b
    if calculator_id in WEEKS_DAYS_IDS:
        a, b = parse_weeks_days(answer), parse_weeks_days(label)
        return a is not None and a == b
    value = parse_number(answer)
    if value is None:
        return False
    if calculator_id in INTEGER_IDS:
        target = parse_number(label)
        return target is not None and round(value) == target
    lo, hi = parse_number(lower), parse_number(upper)
    if lo is None or hi is None:
        return False
    return lo <= value <= hi


def relative_error(value: Any, label: str) -> float | None:
    target = parse_number(label)
    if target is None or value is None or isinstance(value, (tuple, _dt.date)):
        return None
    if target == 0:
        return 0.0 if float(value) == 0 else math.inf
    return abs(float(value) - target) / abs(target)
