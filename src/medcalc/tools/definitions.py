"""Agent tool definitions generated from the registry, and one safe entry point to call them.

- `tool_schema(id)`: JSON Schema of a calculator's tool arguments: the calculator's inputs
  (`Calculator.input_schema()`, with units, plausible ranges, choices and definitions spelled
  out in each description for a model to read; a criterion may be answered by its measurement,
  its band or yes/no) plus the optional `version`, `as_of`, `missing` and `domain` arguments,
  and `variant` for a calculator with parallel conventions.
- `openai_tools(ids)` / `anthropic_tools(ids)`: the same schemas in each vendor's format.
- `call_tool(name, arguments)`: run a tool call from a model. It never raises: a result is
  `{"ok": True, "result": Result.to_dict()}`, anything else `{"ok": False, "error": {...}}` with
  the problems a model can act on (which input, what is wrong, what was expected).

Nothing here is written per calculator: a new calculator module appears in every export.
"""

from __future__ import annotations

import copy
import datetime as _dt
import json
import math
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ..core.calculator import DOMAIN_POLICIES, MISSING_POLICIES
from ..core.na import InputError, InputProblem, UnknownCalculator
from ..core.registry import all_ids, get, resolve

TOOL_NAME_RE = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")

# Tool arguments that are not calculator inputs. A calculator may not declare a feature with
# one of these names (tests check every registered calculator). `variant` is offered only by the
# tools of calculators that declare variants (any other calculator rejects a variant by name).
OPTION_ARGUMENTS = ("version", "as_of", "missing", "variant", "domain")

# Generic tools: calculate any calculator by id, and find a calculator by clinical question.
CALCULATE_TOOL = "calculate"
SEARCH_TOOL = "search_calculators"
GENERIC_TOOLS = (CALCULATE_TOOL, SEARCH_TOOL)
# Timeline queries (medcalc.series): records + one query. Not in GENERIC_TOOLS (exported on
# request: `series_tool_schema()`); its own, larger size bound.
SERIES_TOOL = "query_timeline"
MAX_SERIES_RECORDS = 2000  # records per call
MAX_SERIES_BYTES = 500_000  # serialized JSON size of a query_timeline call

# Limits on one call's arguments (a model may send anything).
MAX_KEYS = 100  # keys of the arguments, and of `inputs` for the generic tool
MAX_BYTES = 10_000  # serialized JSON size, estimated while walking the value
MAX_DEPTH = 20  # nesting of lists and objects
MAX_DESCRIPTION = 1024  # characters of a tool description

_MISSING_DESCRIPTION = (
    "Missing-data policy. 'strict' (default): the result is NA (reason 'missing') when a required "
    "input is not given. 'absent': an input that is not given counts as absent/normal where the "
    "calculator defines such a value (a criterion not met), as MDCalc and MedCalc-Bench do; the "
    "result lists every input imputed that way.")
_AS_OF_DESCRIPTION = (
    "Date (YYYY-MM-DD): use the version of the rules in force on that date (within the chosen "
    "variant, if the calculator has variants). Ignored when 'version' is given.")
_DOMAIN_DESCRIPTION = (
    "Outside the calculator's preconditions (its population, or the range where the formula "
    "means something). 'strict' (default): the result is NA 'not_applicable'. 'warn': the value "
    "is computed anyway, with a warning and `outside_domain` naming the violated precondition; "
    "use it only to see what the formula gives, never as a clinical answer.")
_VARIANT_DESCRIPTION = (
    "Parallel convention of the calculator to run, where it has several (chosen only "
    "explicitly, never by a date; default: the calculator's default variant). The result names "
    "the variant that ran.")


# -- schemas ------------------------------------------------------------------------------------


def _number(value: Any) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


_BRANCH_KEYS = ("x-unit", "x-accepted-units", "x-plausible-range", "x-choices", "format",
                "minimum", "maximum", "type")


def _flat(prop: dict) -> dict:
    """A property whose value may also be a criterion's band (`anyOf` of the feature's own schema
    and the band's) read as the feature's schema: its unit, range and choices."""
    branches = prop.get("anyOf")
    if not branches or not isinstance(branches[0], dict):
        return prop
    first = branches[0]
    out = {k: v for k, v in first.items() if k in _BRANCH_KEYS}
    out.update(prop)
    return out


def _property_notes(prop: dict) -> list[str]:
    """What a model needs to read in a property's description, from the schema's x- keys."""
    prop = _flat(prop)
    notes: list[str] = []
    unit = prop.get("x-unit")
    if unit is not None:
        accepted = [u for u in prop.get("x-accepted-units", ()) if u != unit]
        text = f"A bare number is in {unit}."
        if accepted:
            text += (f" Other units: give '<value> <unit>' or [value, unit] with unit one of "
                     f"{', '.join(accepted)}.")
        notes.append(text)
    rng = prop.get("x-plausible-range")
    if rng is not None:
        suffix = f" {unit}" if unit else ""
        notes.append(f"Plausible range {_number(rng[0])}-{_number(rng[1])}{suffix} "
                     f"(outside it the result is NA 'implausible').")
    elif "minimum" in prop and "maximum" in prop and prop.get("type") == "integer":
        notes.append(f"Integer {prop['minimum']}-{prop['maximum']}.")
    choices = prop.get("x-choices")
    if choices:
        parts = []
        for choice in choices:
            text = str(choice["key"])
            label = str(choice.get("label", ""))
            if label and label.lower().replace(" ", "_") != text.lower():
                text += f" ({label})"
            if "value" in choice:
                text += f" = {choice['value']}"
            if "makes_na" in choice:
                text += f" [result NA: {choice['makes_na']}]"
            parts.append(text)
        notes.append("Choices: " + "; ".join(parts) + ".")
    if prop.get("format") == "date":
        notes.append("Date as YYYY-MM-DD.")
    if prop.get("x-alternative-to"):
        notes.append(f"Alternative to '{prop['x-alternative-to']}': give one of the two.")
    if "x-absent-value" in prop:
        absent = prop["x-absent-value"]
        if isinstance(absent, float) and math.isnan(absent):
            notes.append("If not given and missing='absent': the criterion counts as not met.")
        else:
            notes.append(f"If not given and missing='absent': counts as {json.dumps(absent)}.")
    if "default" in prop:
        notes.append(f"Optional; default {json.dumps(prop['default'])}.")
    return notes


def _join(*sentences: str) -> str:
    """Sentences joined with a full stop where one is missing."""
    out = ""
    for sentence in sentences:
        sentence = sentence.strip()
        if not sentence:
            continue
        if out and out[-1] not in ".!?:;":
            out += "."
        out = f"{out} {sentence}" if out else sentence
    return out


def _strip_extensions(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip_extensions(v) for k, v in value.items() if not k.startswith("x-")}
    if isinstance(value, list):
        return [_strip_extensions(v) for v in value]
    return value


def _version_property(calc) -> dict:
    default = calc.default_version
    parts = []
    for v in calc.versions:
        text = f"{v.name} (effective {v.effective.isoformat()}"
        if v.variant is not None:
            text += f", variant {v.variant}"
        if v is default:
            text += "; default"
        text += ")"
        parts.append(text)
    return {
        "type": "string",
        "enum": [v.name for v in calc.versions],
        "description": (f"Rule version to run; default {default.name}. Versions: "
                        + ", ".join(parts) + "."),
    }


def _variant_property(calc) -> dict:
    default = calc.default_version.variant
    parts = []
    for variant in calc.variants.values():
        text = f"{variant.name}: {variant.description.rstrip('.')}"
        if variant.name == default:
            text += " (default)"
        parts.append(text)
    return {
        "type": "string",
        "enum": list(calc.variants),
        "default": default,
        "description": _join(_VARIANT_DESCRIPTION, f"Default {default}. Variants: "
                             + "; ".join(parts) + "."),
    }


def _domain_property(calc) -> dict:
    description = _DOMAIN_DESCRIPTION
    if not calc.preconditions:
        description = ("Outside the calculator's preconditions: 'strict' (default) gives NA "
                       "'not_applicable', 'warn' computes with a warning. This calculator "
                       "declares no preconditions, so it makes no difference here.")
    return {"type": "string", "enum": list(DOMAIN_POLICIES), "default": "strict",
            "description": description}


def _answer_forms(item) -> str:
    """How a criterion may be answered, for a model: 'true/false ('yes'/'no'; also '>=65' /
    '<65')' or 'the band: lt_65 ('<65') = 0; ...'."""
    if item.yes_no:
        yes, no = item.band("yes"), item.band("no")
        short = [a for a in (*yes.aliases[-1:], *no.aliases[-1:]) if a]
        text = "true/false (or 'yes'/'no'"
        if len(short) == 2:
            text += f"; also '{short[0]}' / '{short[1]}'"
        return text + ")"
    parts = []
    for band in item.bands:
        text = band.key if band.label == band.key else f"{band.key} ('{band.label}')"
        parts.append(f"{text} = {_number(band.value)}")
    return "the band: " + "; ".join(parts)


def _item_notes(calc, name: str) -> list[str]:
    """What a property also accepts because a criterion reads it (or because it is one), and
    how a derived input is computed when it is not given."""
    if name in calc.items and name not in calc.features:
        item = calc.items[name]
        return [f"Answer: {_answer_forms(item)}."]
    readers = [i for i in calc.items.values() if i.reads == (name,)]
    notes = [f"Or answer the criterion '{item.label}' directly: {_answer_forms(item)}."
             for item in readers]
    derivation = calc.derived.get(name)
    if derivation is not None:
        notes.append(f"If not given, derived from {', '.join(derivation.parameters)} "
                     f"({derivation.description.rstrip('.')}).")
    return notes


def _shorten(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    stop = cut.rfind(". ")
    return cut[: stop + 1] if stop > limit // 2 else cut.rstrip() + "…"


def _one_of_groups(calc) -> list[list[str]]:
    """Required inputs that may be given under either of several keys (urea or bun; a
    criterion or the measurements it reads; a derived feature or its sources)."""
    groups = (calc.key_groups(name) for name in calc.required_features())
    return [g for g in groups if len(g) > 1]


def tool_description(calc_id: str) -> str:
    """A tool's description for a model: what it computes, its output, its population, and how
    to give inputs."""
    calc = get(calc_id)
    if not calc.available:
        info = calc.unavailable_info()
        return _shorten(_join(calc.name, calc.description, f"Not available: {info['reason']}",
                              "Open alternatives: " + ", ".join(info["alternatives"])),
                        MAX_DESCRIPTION)
    out = calc.output
    output = f"Returns {'an integer' if out.kind == 'integer' else 'a ' + out.kind}"
    if out.unit:
        output += f" in {out.unit}"
    output += (", with a breakdown and an interpretation where the source defines one; "
               "status 'na' with a reason when the inputs do not allow an answer")
    parts = [calc.name, calc.description, output]
    groups = _one_of_groups(calc)
    if groups:
        parts.append("Give one of: " + "; ".join(" or ".join(g) for g in groups))
    if calc.items:
        parts.append("Each criterion may be given as its measurement, as its band (the label "
                     "printed on the score's form) or yes/no (true/false)")
    if calc.variants:
        default = calc.default_version.variant
        parts.append(f"Variants (argument 'variant', default {default}): "
                     + ", ".join(calc.variants))
    parts.append("Omit an input that is not known (or pass null); never guess a value.")
    if calc.preconditions:
        parts.append("Outside its preconditions the result is NA 'not_applicable' "
                     "(domain='warn' computes anyway, with a warning)")
        parts.append("Applies to: " + "; ".join(p.message.rstrip(".") for p in calc.preconditions))
    return _shorten(_join(*parts), MAX_DESCRIPTION)


@lru_cache(maxsize=None)
def _tool_schema(calc_id: str, extensions: bool) -> dict:
    calc = get(calc_id)
    schema = copy.deepcopy(calc.input_schema())
    if not calc.available:
        schema["description"] = tool_description(calc.id)
        return schema
    properties: dict = schema["properties"]
    for name, prop in properties.items():
        notes = _property_notes(prop) + _item_notes(calc, name)
        description = re.sub(r"(?<=[^\s.!?;:])\s+Counts: ", ". Counts: ", prop.get("description", ""))
        prop["description"] = _join(description, *notes)
        absent = prop.get("x-absent-value")
        if isinstance(absent, float) and math.isnan(absent):  # NaN is not JSON
            prop["x-absent-value"] = "criterion_not_met"
    clash = [name for name in OPTION_ARGUMENTS if name in properties]
    if clash:
        raise ValueError(f"{calc.id}: input names {clash} clash with the tool options "
                         f"{OPTION_ARGUMENTS}")
    # Anthropic and OpenAI reject anyOf/allOf at the top level of a tool schema: the
    # description says "give one of urea or bun" instead.
    schema.pop("allOf", None)
    groups = _one_of_groups(calc)
    if groups:
        schema["x-required-one-of"] = groups
    properties["version"] = _version_property(calc)
    properties["as_of"] = {"type": "string", "format": "date", "description": _AS_OF_DESCRIPTION}
    properties["missing"] = {"type": "string", "enum": list(MISSING_POLICIES), "default": "strict",
                             "description": _MISSING_DESCRIPTION}
    if calc.variants:
        properties["variant"] = _variant_property(calc)
    properties["domain"] = _domain_property(calc)
    schema["description"] = tool_description(calc.id)
    schema["x-calculator"] = calc.id
    schema = _json_safe(schema)
    return _strip_extensions(schema) if not extensions else schema


def tool_schema(calc_id: str, *, extensions: bool = True) -> dict:
    """JSON Schema (draft 2020-12) of a calculator tool's arguments.

    Inputs come from `Calculator.input_schema()`; each description also states the canonical
    unit, the accepted units, the plausible range, the choices and the definition of what
    counts, and the band or yes/no answer a criterion also takes. `version`, `as_of`,
    `missing` and `domain` are optional arguments, and `variant` for a calculator that declares
    variants. The top level has no anyOf/allOf (vendors reject it): "one of urea or bun" is
    said in the description (and in `x-required-one-of`). `extensions=False` drops every `x-` key (the information stays in
    the descriptions).
    """
    return copy.deepcopy(_tool_schema(resolve(calc_id), bool(extensions)))


def _ids(ids) -> list[str]:
    if ids is None:
        return all_ids()
    if isinstance(ids, str):
        ids = [ids]
    out: list[str] = []
    for query in ids:
        calc_id = resolve(query)
        if calc_id not in out:
            out.append(calc_id)
    return out


def calculate_tool_schema() -> dict:
    """Arguments of the generic `calculate` tool."""
    return {
        "type": "object",
        "properties": {
            "id": {"type": "string",
                   "description": "Calculator id (e.g. curb_65); use search_calculators to find one."},
            "inputs": {"type": "object",
                       "description": ("Input name -> value. Numbers are in the input's canonical "
                                       "unit; '1.4 mg/dL' or [1.4, 'mg/dL'] give another unit. "
                                       "A score's criterion may be given as its measurement, its "
                                       "band (e.g. 'age': '>=65') or yes/no (true/false). Omit "
                                       "unknown inputs.")},
            "version": {"type": "string", "description": "Rule version (default: the calculator's)."},
            "as_of": {"type": "string", "format": "date", "description": _AS_OF_DESCRIPTION},
            "missing": {"type": "string", "enum": list(MISSING_POLICIES), "default": "strict",
                        "description": _MISSING_DESCRIPTION},
            "variant": {"type": "string",
                        "description": _VARIANT_DESCRIPTION + " Only for calculators that list "
                                       "variants; other calculators reject it."},
            "domain": {"type": "string", "enum": list(DOMAIN_POLICIES), "default": "strict",
                       "description": _DOMAIN_DESCRIPTION},
        },
        "required": ["id", "inputs"],
        "additionalProperties": False,
    }


def search_tool_schema() -> dict:
    """Arguments of the generic `search_calculators` tool."""
    return {
        "type": "object",
        "properties": {
            "query": {"type": "string",
                      "description": ("The clinical question or situation, e.g. 'stroke risk in "
                                      "atrial fibrillation', or a calculator name.")},
            "k": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10,
                  "description": "Number of calculators to return."},
        },
        "required": ["query"],
        "additionalProperties": False,
    }


SERIES_DESCRIPTION = (
    "Answer one question over a patient's timeline of records (vital signs over time) "
    "deterministically: a value at a time or at the n-th record, the first/last time a quantity "
    "is above/below a threshold, the time of the max/min, how many records meet a condition, "
    "mean/min/max/sum over the first/last n records or a time window, change and percent change "
    "between two times. The quantity is a record feature (heart_rate, systolic_bp, spo2, "
    "temperature, ...; labels such as HR, SBP, 'O2 sat' and 'BP': '120/70' are read) or a "
    "single-record calculator evaluated on every record (mean_arterial_pressure, shock_index). "
    "Missing, unreadable or implausible values are listed in the answer, never guessed; NA comes "
    "with a reason. Timestamps: YYYY-MM-DD HH:MM.")


def series_tool_schema() -> dict:
    """Arguments of the `query_timeline` tool: records and one query (medcalc.series)."""
    from ..series import query_schema

    query = query_schema()
    for key in ("$schema", "$id", "title"):
        query.pop(key, None)
    return {
        "type": "object",
        "properties": {
            "records": {"type": "array", "maxItems": MAX_SERIES_RECORDS,
                        "description": "records, each an object with 'time' (YYYY-MM-DD HH:MM; "
                                       "'charttime' also read) and measurements by feature name "
                                       "or label; a bare number is in the canonical unit, "
                                       "'98.6 F' or [98.6, 'degF'] give another",
                        "items": {"type": "object"}},
            "query": query,
        },
        "required": ["records", "query"],
        "additionalProperties": False,
    }


def _series_call(arguments: Mapping) -> dict:
    args = _split(arguments, ("records", "query"), ("records", "query"))
    records, query = args["records"], args["query"]
    problems = []
    if not isinstance(records, list) or not all(isinstance(r, Mapping) for r in records):
        problems.append(InputProblem("records", "wrong_type", f"got {_preview(records)}",
                                     "a list of objects with a 'time' key"))
    elif len(records) > MAX_SERIES_RECORDS:
        raise _CallError("too_large", f"{len(records)} records; at most {MAX_SERIES_RECORDS}",
                         [InputProblem("records", "too_large", f"{len(records)} records",
                                       f"at most {MAX_SERIES_RECORDS} records")])
    if not isinstance(query, Mapping):
        problems.append(InputProblem("query", "wrong_type", f"got {_preview(query)}",
                                     "an object such as {\"op\": \"count\", ...}"))
    if problems:
        raise _CallError("invalid_arguments", "invalid arguments: "
                         + ", ".join(p.feature for p in problems), problems)
    from ..series import SeriesError, load, run_query

    try:
        timeline = load(records)
        answer = run_query(timeline, query)
    except SeriesError as exc:
        raise _CallError("invalid_input", exc.message, exc.problems) from None
    return {"ok": True, "result": _json_safe({**answer.to_dict(), "timeline": timeline.report()})}


_GENERIC_DESCRIPTIONS = {
    CALCULATE_TOOL: ("Run a clinical calculator by id with its inputs. Returns the value, unit, "
                     "interpretation, breakdown and the version (and variant) that ran, or NA "
                     "with a reason; invalid inputs come back as errors naming each input and "
                     "what was expected. Criteria of a score may be answered by measurement, "
                     "band or yes/no."),
    SEARCH_TOOL: ("Find clinical calculators for a question or situation (e.g. 'kidney function "
                  "for drug dosing'). Returns calculator ids, names and why they matched."),
}


def _generic(name: str) -> tuple[str, str, dict]:
    schema = calculate_tool_schema() if name == CALCULATE_TOOL else search_tool_schema()
    return name, _GENERIC_DESCRIPTIONS[name], schema


def _parameters(calc_id: str) -> dict:
    """A tool's parameters for a vendor export: no x- keys, and no title or description (the
    tool's own description says it once)."""
    schema = tool_schema(calc_id, extensions=False)
    schema.pop("title", None)
    schema.pop("description", None)
    return schema


def _definitions(ids, generic: bool) -> list[tuple[str, str, dict]]:
    # Unavailable calculators (licence-locked, or rule not established) are not exported as tools.
    out = [(calc_id, tool_description(calc_id), _parameters(calc_id)) for calc_id in _ids(ids)
           if get(calc_id).available]
    if generic:
        out.extend(_generic(name) for name in GENERIC_TOOLS)
    return out


def openai_tools(ids=None, *, generic: bool = False) -> list[dict]:
    """OpenAI function-calling tools: `{"type": "function", "function": {name, description,
    parameters}}`, one per calculator (all registered ones when `ids` is None). `generic=True`
    adds the `calculate` and `search_calculators` tools."""
    return [{"type": "function",
             "function": {"name": name, "description": description, "parameters": schema}}
            for name, description, schema in _definitions(ids, generic)]


def anthropic_tools(ids=None, *, generic: bool = False) -> list[dict]:
    """Anthropic tools: `{name, description, input_schema}`, one per calculator."""
    return [{"name": name, "description": description, "input_schema": schema}
            for name, description, schema in _definitions(ids, generic)]


# -- calls --------------------------------------------------------------------------------------


class _CallError(Exception):
    def __init__(self, type_: str, message: str, problems: list[InputProblem] = (), **extra):
        super().__init__(message)
        self.type = type_
        self.message = message
        self.problems = list(problems)
        self.extra = extra

    def to_dict(self) -> dict:
        return {"type": self.type, "message": self.message,
                "problems": [p.to_dict() for p in self.problems], **self.extra}


def _preview(value: Any, limit: int = 80) -> str:
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a hostile __repr__
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _check_arguments(value: Any, where: str, max_bytes: int = MAX_BYTES) -> None:
    """Size, depth and type limits, without recursion and without serializing a huge value."""
    size = 0
    stack: list[tuple[Any, int, str]] = [(value, 0, where)]
    while stack:
        item, depth, path = stack.pop()
        if depth > MAX_DEPTH:
            raise _CallError("too_large", f"arguments nested deeper than {MAX_DEPTH} levels",
                             [InputProblem(path, "too_deep", "nested too deeply",
                                           f"at most {MAX_DEPTH} levels of lists/objects")])
        if isinstance(item, str):
            size += len(item) + 2
        elif isinstance(item, bool) or item is None:
            size += 5
        elif isinstance(item, int):
            size += item.bit_length() // 3 + 2  # decimal digits, without str() on a huge int
        elif isinstance(item, (float, _dt.date)):
            size += 24
        elif isinstance(item, Mapping):
            if len(item) > MAX_KEYS:
                raise _CallError("too_large", f"{path} has {len(item)} keys; at most {MAX_KEYS}",
                                 [InputProblem(path, "too_many_keys", f"{len(item)} keys",
                                               f"at most {MAX_KEYS} keys")])
            size += 2
            for key, sub in item.items():
                if not isinstance(key, str):
                    raise _CallError("invalid_arguments", f"{path}: object keys must be strings",
                                     [InputProblem(_preview(key), "wrong_type",
                                                   f"key of type {type(key).__name__}",
                                                   "string keys")])
                if len(key) > 200:
                    raise _CallError("invalid_arguments", f"{path}: an argument name is too long",
                                     [InputProblem(_preview(key, 40), "unknown_feature",
                                                   f"a name of {len(key)} characters",
                                                   "an input name (at most 200 characters)")])
                size += len(key) + 4
                stack.append((sub, depth + 1, key if path == where else f"{path}.{key}"))
        elif isinstance(item, (list, tuple)):
            size += 2 + len(item)
            stack.extend((sub, depth + 1, path) for sub in item)
        else:
            raise _CallError("invalid_arguments", f"{path}: {type(item).__name__} is not a JSON value",
                             [InputProblem(path, "wrong_type", f"a {type(item).__name__}",
                                           "JSON values: null, booleans, numbers, strings, "
                                           "arrays and objects")])
        if size > max_bytes:
            raise _CallError("too_large", f"arguments larger than {max_bytes} bytes of JSON",
                             [InputProblem(path, "too_large", "argument too large",
                                           f"at most {max_bytes} bytes of JSON in all")])


def _unknown_calculator(query: Any, exc: UnknownCalculator | None, field: str) -> _CallError:
    suggestions = list(exc.suggestions) if exc is not None else []
    if isinstance(query, str) and query.strip():
        try:
            from .search import search

            hits = search(query.replace("_", " ")[:500], k=5)
            for hit in hits:
                if hit["score"] >= 0.5 * hits[0]["score"] and hit["id"] not in suggestions:
                    suggestions.append(hit["id"])
        except Exception:  # noqa: BLE001 - suggestions are best effort
            pass
    suggestions = suggestions[:5]
    hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
    message = f"unknown calculator {_preview(query)}{hint}"
    expected = ("a calculator id, e.g. " + ", ".join(suggestions) if suggestions
                else "a calculator id (use the search_calculators tool to find one)")
    return _CallError("unknown_calculator", message,
                      [InputProblem(field, "unknown_calculator", message, expected)],
                      suggestions=suggestions)


def _calculator(query: Any, field: str):
    if not isinstance(query, str) or not query.strip():
        raise _CallError("invalid_arguments", f"{field} must be a calculator id (a string)",
                         [InputProblem(field, "wrong_type", f"got {_preview(query)}",
                                       "a calculator id such as curb_65")])
    try:
        return get(query)
    except UnknownCalculator as exc:
        raise _unknown_calculator(query, exc, field) from None


def _variant_option(calc, variant: Any, problems: list[InputProblem]) -> tuple[Any, bool]:
    """The variant asked for (None: the default) and whether it is usable."""
    if variant is None or (isinstance(variant, str) and not variant.strip()):
        return None, True
    names = list(calc.variants)
    expected = ("one of " + ", ".join(names) if names
                else "no variant (this calculator has one convention; omit 'variant')")
    if not isinstance(variant, str):
        problems.append(InputProblem("variant", "wrong_type", f"got {_preview(variant)}", expected))
        return None, False
    variant = variant.strip()
    if variant not in calc.variants:
        message = (f"{_preview(variant)} is not a variant of {calc.id}" if names
                   else f"{calc.id} has no variants")
        problems.append(InputProblem("variant", "unknown_variant", message, expected))
        return None, False
    return variant, True


def _options(calc, version: Any, as_of: Any, missing: Any, problems: list[InputProblem],
             variant: Any = None, domain: Any = None):
    """The version to run, the missing-data policy and the domain policy; bad options are added
    to `problems`."""
    chosen = None
    variant, variant_ok = _variant_option(calc, variant, problems)
    if not variant_ok:
        chosen = False
    if (isinstance(version, int) and not isinstance(version, bool)
            and -10**18 < version < 10**18  # str() of a huge int raises ValueError (3.11+)
            and any(v.name == str(version) for v in calc.versions)):
        version = str(version)  # "version": 2009 for CKD-EPI 2009
    if version is not None and not isinstance(version, str):
        problems.append(InputProblem("version", "wrong_type", f"got {_preview(version)}",
                                     "one of " + ", ".join(v.name for v in calc.versions)))
        version = None
        chosen = False
    if isinstance(as_of, str) and not as_of.strip():
        as_of = None
    if as_of is not None and not isinstance(as_of, _dt.date):
        date = None
        if isinstance(as_of, str):
            try:
                date = _dt.date.fromisoformat(as_of.strip()[:10] if "T" in as_of else as_of.strip())
            except ValueError:
                pass
        if date is None:
            problems.append(InputProblem("as_of", "wrong_type",
                                         f"cannot read {_preview(as_of)} as a date", "YYYY-MM-DD"))
            chosen = False
        as_of = date
    if isinstance(as_of, _dt.datetime):
        as_of = as_of.date()
    if chosen is None:
        try:
            chosen = calc.version(version, as_of, variant)
        except LookupError as exc:  # UnknownVersion
            names = ", ".join(f"{v.name} (from {v.effective}"
                              + (f", variant {v.variant})" if v.variant else ")")
                              for v in calc.versions)
            field = ("version" if version is not None else "as_of" if as_of is not None
                     else "variant")
            problems.append(InputProblem(field, "unknown_version", str(exc), "one of " + names))
            chosen = None
    if missing is None:
        missing = "strict"
    if missing not in MISSING_POLICIES:
        problems.append(InputProblem("missing", "unknown_category",
                                     f"{_preview(missing)} is not a missing-data policy",
                                     "one of " + ", ".join(MISSING_POLICIES)))
    if domain is None:
        domain = "strict"
    if domain not in DOMAIN_POLICIES:
        problems.append(InputProblem("domain", "unknown_category",
                                     f"{_preview(domain)} is not a domain policy",
                                     "one of " + ", ".join(DOMAIN_POLICIES)
                                     + " ('warn' computes outside the preconditions)"))
    return chosen or None, missing, domain


def _locate(calc, inputs: Mapping) -> list[InputProblem]:
    """Which inputs make parsing fail with an unexpected exception (a huge int, ...)."""
    problems = []
    for key, raw in inputs.items():
        target = calc.input_key(key)
        if target is None:
            continue
        feature, alt = target
        try:
            if not feature.is_na(raw):
                feature.parse(raw) if alt is None else feature.parse(raw, alt.unit, alt.analyte)
        except Exception as exc:  # noqa: BLE001
            expected = ""
            try:
                props = calc.input_schema()["properties"].get(key, {})
                expected = " ".join(_property_notes(props)) or props.get("description", "")
            except Exception:  # noqa: BLE001
                pass
            problems.append(InputProblem(str(key), "invalid_value",
                                         f"cannot interpret {_preview(raw)} "
                                         f"({type(exc).__name__})", expected))
    return problems


def _json_safe(value: Any) -> Any:
    """Non-finite floats become None so that the answer is strict JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(v) for v in value]
    return value


def _run(calc, inputs: Any, version: Any, as_of: Any, missing: Any, variant: Any = None,
         domain: Any = None) -> dict:
    if not calc.available:
        info = calc.unavailable_info()
        raise _CallError("calculator_unavailable",
                         f"{calc.id} is not implemented ({info['why_label']}): {info['reason']}",
                         calculator=calc.id, why=info["why"], owner=info["owner"],
                         alternatives=info["alternatives"])
    problems: list[InputProblem] = []
    chosen, missing, domain = _options(calc, version, as_of, missing, problems, variant, domain)
    if inputs is None:
        inputs = {}
    given = None
    if not isinstance(inputs, Mapping):
        problems.append(InputProblem("inputs", "wrong_type", f"got {type(inputs).__name__}",
                                     "an object of input name -> value"))
    else:
        try:
            given = calc.parse_inputs(inputs)
        except InputError as exc:
            problems.extend(exc.problems)
        except Exception as exc:  # noqa: BLE001 - e.g. OverflowError on a huge number
            located = _locate(calc, inputs)
            problems.extend(located or [InputProblem("inputs", "invalid_value",
                                                     f"cannot interpret the inputs "
                                                     f"({type(exc).__name__})", "")])
    if problems:
        only_version = all(p.kind in ("unknown_version", "unknown_variant") for p in problems)
        names = ", ".join(dict.fromkeys(p.feature for p in problems))
        raise _CallError("unknown_version" if only_version else "invalid_input",
                         f"{calc.id}: invalid input ({names}); see problems",
                         problems, calculator=calc.id)
    try:
        result = calc.evaluate(given, chosen, missing, domain)
    except Exception as exc:  # noqa: BLE001 - never a traceback to a model
        raise _CallError("calculation_error",
                         f"{calc.id} failed on these inputs ({type(exc).__name__}: "
                         f"{_preview(str(exc), 200)})", calculator=calc.id) from None
    return {"ok": True, "result": _json_safe(result.to_dict())}


def _split(arguments: Mapping, allowed: tuple[str, ...], required: tuple[str, ...]) -> dict:
    unknown = [k for k in arguments if k not in allowed]
    absent = [k for k in required if k not in arguments]
    problems = [InputProblem(k, "unknown_argument", "not an argument of this tool",
                             "one of " + ", ".join(allowed)) for k in unknown]
    problems += [InputProblem(k, "missing_argument", "required argument not given",
                              f"'{k}'") for k in absent]
    if problems:
        raise _CallError("invalid_arguments", "invalid arguments: "
                         + ", ".join(p.feature for p in problems), problems)
    return dict(arguments)


def _search_call(arguments: Mapping) -> dict:
    args = _split(arguments, ("query", "k"), ("query",))
    query, k = args["query"], args.get("k", 10)
    problems = []
    if not isinstance(query, str):
        problems.append(InputProblem("query", "wrong_type", f"got {_preview(query)}", "a string"))
    if k is None:
        k = 10
    if isinstance(k, float) and k.is_integer():
        k = int(k)
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= 50:
        problems.append(InputProblem("k", "wrong_type", f"got {_preview(k)}", "an integer 1-50"))
    if problems:
        raise _CallError("invalid_arguments", "invalid search arguments", problems)
    from .search import search

    return {"ok": True, "result": search(query, k=k)}


def _call(name: Any, arguments: Any) -> dict:
    if not isinstance(name, str) or not name:
        raise _CallError("invalid_arguments", "the tool name must be a non-empty string",
                         [InputProblem("name", "wrong_type", f"got {_preview(name)}",
                                       "a calculator id or 'calculate'")])
    if len(name) > 200:
        raise _unknown_calculator(name[:200], None, "name")
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, Mapping):
        raise _CallError("invalid_arguments",
                         f"arguments must be an object, got {type(arguments).__name__}",
                         [InputProblem("arguments", "wrong_type", f"got {_preview(arguments)}",
                                       "an object of argument name -> value")])
    if name == SERIES_TOOL:
        _check_arguments(arguments, "arguments", MAX_SERIES_BYTES)
        return _series_call(arguments)
    _check_arguments(arguments, "arguments")
    if name == CALCULATE_TOOL:
        args = _split(arguments, ("id", "inputs", *OPTION_ARGUMENTS), ("id",))
        calc = _calculator(args["id"], "id")
        return _run(calc, args.get("inputs"), args.get("version"), args.get("as_of"),
                    args.get("missing"), args.get("variant"), args.get("domain"))
    if name == SEARCH_TOOL:
        return _search_call(arguments)
    calc = _calculator(name, "name")
    inputs = {k: v for k, v in arguments.items() if k not in OPTION_ARGUMENTS}
    # A model that wraps the inputs as {"inputs": {...}} (the generic tool's shape) is understood.
    if (set(inputs) == {"inputs"} and isinstance(inputs["inputs"], Mapping)
            and calc.input_key("inputs") is None):
        inputs = inputs["inputs"]
    return _run(calc, inputs, arguments.get("version"), arguments.get("as_of"),
                arguments.get("missing"), arguments.get("variant"), arguments.get("domain"))


def call_tool(name: Any, arguments: Any = None) -> dict:
    """Run one tool call; never raises, never returns a traceback.

    `name` is a calculator id (arguments: its inputs plus optional `version`, `as_of`,
    `missing`, `variant`, `domain`), `calculate` (arguments: `id`, `inputs` and the same
    options), `search_calculators` (`query`, `k`) or `query_timeline` (`records`, `query`: a
    medcalc.series query over a timeline of records). Returns `{"ok": True, "result": ...}` or
    `{"ok": False, "error": {"type", "message", "problems": [{"feature", "kind", "message",
    "expected"}], ...}}`; error types: invalid_arguments, invalid_input, unknown_version (an
    unknown version or variant), unknown_calculator (with `suggestions`), too_large,
    calculation_error, internal_error.
    A result with status "na" is a success: the inputs were valid but do not give a value.
    """
    try:
        return _call(name, arguments)
    except _CallError as exc:
        return {"ok": False, "error": exc.to_dict()}
    except Exception as exc:  # noqa: BLE001 - the contract is: never raise
        return {"ok": False, "error": {"type": "internal_error",
                                       "message": f"internal error ({type(exc).__name__})",
                                       "problems": []}}
