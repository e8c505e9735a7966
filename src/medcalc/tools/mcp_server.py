"""MCP server for medcalc: three tools (search, describe, calculate), built on the official `mcp` SDK.

    python -m medcalc.tools.mcp_server                # stdio (what MCP hosts launch)
    python -m medcalc.tools.mcp_server --http         # Streamable HTTP on http://127.0.0.1:8765/mcp

The server exposes exactly three tools rather than one per calculator, so a host's tool list stays
small however many calculators are registered: `search_calculators` -> `describe_calculator` ->
`calculate`. Every tool is a pure lookup or a pure computation (no I/O, no code execution). Every
failure is an MCP tool error (`isError: true`) whose text is a JSON object naming what is wrong
and what was expected, so that a model can correct its call; tracebacks never reach the client.

Requires the optional `mcp` extra: in a source checkout `MEDCALC_EXTRAS=mcp ./run.sh --version`
(or `.venv/bin/pip install -e '.[mcp]'`), from PyPI `pip install 'medcalc-ref[mcp]'`;
`medcalc mcp` without it prints the command for the installation it runs from, and
`medcalc mcp --print-config` prints a client configuration with the absolute path.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import re
import sys
from collections.abc import Mapping
from typing import Any

import mcp_types as types
from mcp.server.lowlevel import Server

import medcalc
from medcalc.core.na import UnknownCalculator
from medcalc.tools.definitions import (MAX_BYTES, MAX_KEYS, MAX_SERIES_RECORDS, SERIES_DESCRIPTION,
                                       SERIES_TOOL, call_tool, series_tool_schema)

logger = logging.getLogger("medcalc.mcp")

SERVER_NAME = "medcalc"
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
HTTP_PATH = "/mcp"

# Limits on what a caller may send; larger requests are rejected with a tool error.
MAX_QUERY_CHARS = 300
MAX_K = 50
MAX_ID_CHARS = 200
MAX_INPUT_KEYS = MAX_KEYS  # keys of `inputs` (call_tool also caps the arguments at MAX_BYTES)
MISSING_POLICIES = ("strict", "absent")
DOMAIN_POLICIES = ("strict", "warn")
MAX_VARIANT_CHARS = 100
# Checked before dispatch, on every transport: nesting of the arguments object and its size as
# JSON. Over stdio a message nested deeper than the arguments may be (or longer than
# MAX_MESSAGE_CHARS) is answered with the same structured error before the SDK parses it, so a
# hostile request is never left without a reply.
MAX_ARGUMENT_DEPTH = 32
MAX_ARGUMENT_BYTES = 1_000_000
MAX_MESSAGE_CHARS = MAX_ARGUMENT_BYTES + 10_000
_ENVELOPE_DEPTH = 3  # message object > params > arguments
_REJECTED = "\x00medcalc_rejected"  # arguments key marking a request rejected by the transport

INSTRUCTIONS = (
    "medcalc computes clinical scores and formulas (CURB-65, CHA2DS2-VASc, CKD-EPI, MELD, Wells, "
    "...) deterministically from patient features, with units, guideline versions and cited "
    "sources. Workflow: 1) search_calculators with the clinical question or the score's name "
    "(find_workflow for a scenario with several needs: the calculators for each, in order); "
    "2) describe_calculator with the chosen id to read its inputs (names, units, ranges, "
    "definitions); 3) calculate with the id and an `inputs` object using those exact names. "
    "Quantities may carry their unit as [value, \"unit\"] (e.g. [1.4, \"mg/dL\"]). A result with "
    "status \"na\" means the value cannot be computed from what was given (see na.reason); a tool "
    "error means the call itself must be fixed (it lists every problem). For a patient's "
    "timeline of records (vital signs over time), query_timeline answers when / how many / how "
    "much (first time SBP < 90, count of shock index > 1, mean HR of the last 3 records) "
    "deterministically."
)

_LIMITS = (f" Every call: arguments nested at most {MAX_ARGUMENT_DEPTH} levels deep and at most "
           f"{MAX_ARGUMENT_BYTES // 1_000_000} MB of JSON; a deeper or larger call gets a tool "
           f"error of type \"too_deep\" or \"too_large\".")

SEARCH_DESCRIPTION = (
    "Find clinical calculators (scores, formulas, risk models) by clinical question, name or "
    "abbreviation. Always start here unless you already know the calculator id. Pass the "
    "question in plain words (\"how sick is this pneumonia patient\", \"kidney function from "
    "creatinine\", \"stroke risk in atrial fibrillation\") or a name (\"CHA2DS2-VASc\", "
    "\"MELD\"). Returns {\"query\", \"results\": [{\"id\", \"name\", \"score\", ...}]}, best match "
    "first; an empty list means nothing matched, so rephrase with clinical terms or the score's "
    "name. Next, call describe_calculator with the chosen id." + _LIMITS
)

DESCRIBE_DESCRIPTION = (
    "Describe one calculator before computing it: what it estimates and for which patients, "
    "every input (name, kind, canonical unit and accepted units, plausible range, category "
    "choices, the clinical definition of what counts for yes/no criteria, whether it is "
    "required, the value assumed when it is not mentioned), the guideline versions with their "
    "effective dates and sources, the default version, `variants` and `default_variant` "
    "(parallel conventions, when the calculator has several), `items` (the criteria of a score "
    "as its form prints them: each band with its inequality, label and points, so a criterion "
    "can be answered by its band or yes/no instead of the measurement), `derived` (inputs that "
    "may be given directly or computed from others), the output (kind, unit), preconditions, "
    "references, notes, and `input_schema` (the JSON Schema of the `inputs` object that "
    "`calculate` accepts). Pass the id from search_calculators (a name or alias also works). "
    "Then call calculate using the exact input names listed here." + _LIMITS
)

CALCULATE_DESCRIPTION = (
    "Compute one calculator for one patient and return the result as JSON. Call "
    "describe_calculator first to learn the input names. Arguments: `id`: the calculator id. "
    "`inputs`: an object mapping input names to values: a number in the input's canonical unit; "
    "a value with its unit as [value, \"unit\"] (e.g. {\"bun\": [25, \"mg/dL\"]}) or "
    "\"25 mg/dL\"; true/false for yes/no criteria; the choice key for categories; "
    "\"YYYY-MM-DD\" for dates; null when unknown. A criterion of a score may be answered by its "
    "measurement, by its band as the form prints it (e.g. {\"age\": \">=65\"}) or yes/no "
    "(true/false); the result's `given_as` says which. `missing`: \"strict\" (default) makes the "
    "result NA when a required input is not given; \"absent\" counts an unmentioned criterion "
    "as absent/normal (the MDCalc and MedCalc-Bench convention) and lists it in `imputed`. "
    "`version` pins a guideline version by name, `as_of` (\"YYYY-MM-DD\") picks the version in "
    "force on that date; `variant` chooses one of a calculator's parallel conventions (listed by "
    "describe_calculator; never chosen by date); by default the calculator's default version "
    "runs; the result names the version and variant used. `domain`: \"strict\" (default) makes "
    "the result NA not_applicable outside the calculator's preconditions; \"warn\" computes "
    "anyway and names the violated precondition in `outside_domain` and `warnings`. The result: "
    "{calculator, version, variant, status: \"ok\"|\"na\", value, unit, display, "
    "na: {reason, message, features}, imputed, warnings, breakdown (points per criterion or "
    "intermediate values), interpretation, given_as, outside_domain, references}. status \"na\" "
    "is a valid answer, not a failure: na.reason is missing (supply na.features or use "
    "missing=\"absent\"), implausible (a value outside the physiological range; check units) or "
    "not_applicable (patient outside the calculator's population; domain=\"warn\" shows what the "
    "formula would give). Inputs that cannot be interpreted (unknown input name, unit of the "
    "wrong dimension, unknown category, unknown variant) give a tool error listing each problem "
    "and what was expected; fix them and call again. "
    f"Limits: at most {MAX_KEYS} inputs and {MAX_BYTES // 1000} kB of JSON in all." + _LIMITS
)

_READ_ONLY = types.ToolAnnotations(read_only_hint=True, destructive_hint=False,
                                   idempotent_hint=True, open_world_hint=False)

TOOLS: tuple[types.Tool, ...] = (
    types.Tool(
        name="search_calculators",
        title="Search clinical calculators",
        description=SEARCH_DESCRIPTION,
        input_schema={
            "type": "object",
            "properties": {
                "query": {"type": "string", "minLength": 1, "maxLength": MAX_QUERY_CHARS,
                          "description": "The clinical question, or the calculator's name or "
                                         "abbreviation."},
                "k": {"type": "integer", "minimum": 1, "maximum": MAX_K, "default": 10,
                      "description": f"How many results to return (1-{MAX_K}, default 10)."},
            },
            "required": ["query"],
            "additionalProperties": False,
        },
        annotations=_READ_ONLY,
    ),
    types.Tool(
        name="describe_calculator",
        title="Describe a calculator",
        description=DESCRIBE_DESCRIPTION,
        input_schema={
            "type": "object",
            "properties": {
                "id": {"type": "string", "minLength": 1, "maxLength": MAX_ID_CHARS,
                       "description": "Calculator id from search_calculators, e.g. \"curb_65\"."},
            },
            "required": ["id"],
            "additionalProperties": False,
        },
        annotations=_READ_ONLY,
    ),
    types.Tool(
        name="calculate",
        title="Calculate",
        description=CALCULATE_DESCRIPTION,
        input_schema={
            "type": "object",
            "properties": {
                "id": {"type": "string", "minLength": 1, "maxLength": MAX_ID_CHARS,
                       "description": "Calculator id from search_calculators, e.g. \"curb_65\"."},
                "inputs": {"type": "object", "maxProperties": MAX_INPUT_KEYS,
                           "description": "Input name -> value, names exactly as listed by "
                                          "describe_calculator. Quantities: a number in the "
                                          "canonical unit, [value, \"unit\"] or \"value unit\"."},
                "version": {"type": "string", "maxLength": 100,
                            "description": "Guideline version name (see describe_calculator); "
                                           "default: the calculator's default version."},
                "as_of": {"type": "string", "format": "date",
                          "description": "Use the version in force on this date (YYYY-MM-DD), "
                                         "within the chosen variant."},
                "missing": {"type": "string", "enum": list(MISSING_POLICIES), "default": "strict",
                            "description": "\"strict\": a required input not given makes the "
                                           "result NA; \"absent\": an unmentioned criterion counts "
                                           "as absent/normal and is listed in `imputed`."},
                "variant": {"type": "string", "maxLength": MAX_VARIANT_CHARS,
                            "description": "Parallel convention to run, for calculators that "
                                           "list `variants` (see describe_calculator); default: "
                                           "the calculator's `default_variant`. Chosen only "
                                           "explicitly, never by a date."},
                "domain": {"type": "string", "enum": list(DOMAIN_POLICIES), "default": "strict",
                           "description": "\"strict\": outside the calculator's preconditions "
                                          "the result is NA not_applicable; \"warn\": the value "
                                          "is computed anyway, with a warning naming the "
                                          "violated precondition (`outside_domain`)."},
            },
            "required": ["id", "inputs"],
            "additionalProperties": False,
        },
        annotations=_READ_ONLY,
    ),
)
# Timelines (medcalc.series): records plus one query, answered deterministically.
TOOLS += (
    types.Tool(
        name=SERIES_TOOL,
        title="Query a timeline of records",
        description=(SERIES_DESCRIPTION + " Arguments: `records` (at most "
                     f"{MAX_SERIES_RECORDS}) and `query`, e.g. {{\"op\": \"count\", \"of\": "
                     "\"shock_index\", \"above\": 1.0}, {\"op\": \"first_time\", \"of\": "
                     "\"systolic_bp\", \"below\": [90, \"mmHg\"]}, {\"op\": \"mean\", \"of\": "
                     "\"heart_rate\", \"last\": 3}. The answer: {status, value, unit, display, "
                     "time, na: {reason, message}, missing: [records without a value], timeline: "
                     "{duplicate_times, problems, unknown_keys}}." + _LIMITS),
        input_schema=series_tool_schema(),
        annotations=_READ_ONLY,
    ),
)
# Workflow search (medcalc.tools.workflow): the calculators for each need of a scenario.
TOOLS += (
    types.Tool(
        name="find_workflow",
        title="Find the calculators for a multi-step clinical request",
        description=(
            "Given a clinical scenario or a fuzzy multi-step request (several needs in one text), "
            "return the calculators for each need, in order: the text is split into needs "
            "(numbered steps, bullets or sentences), each need is searched, and the rankings are "
            "fused. Returns {needs: [{text, hits: [{id, name, score, why}]}], calculators: "
            "[{id, name, needs, best_rank, score}] (in need order), ranked: [same, best first]}. "
            "Then call describe_calculator and calculate for each id. Deterministic and offline."),
        input_schema={
            "type": "object",
            "properties": {
                "text": {"type": "string", "minLength": 1, "maxLength": 20000,
                         "description": "The scenario or request, as written."},
                "k": {"type": "integer", "minimum": 1, "maximum": MAX_K, "default": 10,
                      "description": f"How many calculators to return (1-{MAX_K}, default 10)."},
            },
            "required": ["text"],
            "additionalProperties": False,
        },
        annotations=_READ_ONLY,
    ),
)
TOOL_NAMES = tuple(tool.name for tool in TOOLS)


# -- errors and JSON -----------------------------------------------------------------------------
#
# Errors share the shape of `medcalc.tools.definitions.call_tool` (the function-calling surface):
# {"type", "message", "problems": [{"feature", "kind", "message", "expected"}], ...} plus a
# "hint" saying what to do next.

_HINTS = {
    "invalid_input": "fix the listed inputs (names, units and choices are in describe_calculator) "
                     "and call calculate again",
    "unknown_calculator": "use one of the suggested ids, or call search_calculators to find the "
                          "calculator",
    "unknown_version": "use one of the versions (or variants) listed by describe_calculator, or "
                       "omit version/variant",
    "too_large": "send fewer or shorter inputs",
    "invalid_series": "fix the listed records or query fields (see the tool's input schema) and "
                      "call query_timeline again",
    "too_deep": f"send arguments nested at most {MAX_ARGUMENT_DEPTH} levels deep (inputs are "
                "flat: name -> number, [value, \"unit\"], string or boolean)",
}


class ToolFailure(Exception):
    """A tool call that must be answered with an isError result carrying `payload` as JSON."""

    def __init__(self, payload: dict):
        super().__init__(payload.get("message", payload.get("type", "error")))
        self.payload = payload


def _problem(argument: str, kind: str, message: str, expected: str = "") -> dict:
    return {"feature": argument, "kind": kind, "message": message, "expected": expected}


def _bad_arguments(problems: list[dict]) -> ToolFailure:
    return ToolFailure({"type": "invalid_arguments",
                        "message": "invalid arguments: "
                                   + "; ".join(f"{p['feature']}: {p['message']}" for p in problems),
                        "problems": problems})


def _json_safe(value: Any, key: str | None = None) -> Any:
    """Strict-JSON data: NaN/inf are not JSON (NaN marks 'criterion not met' in absent values)."""
    if isinstance(value, float) and not math.isfinite(value):
        if key in ("absent_value", "x-absent-value") and math.isnan(value):
            return "criterion_not_met"
        return None
    if isinstance(value, Mapping):
        return {str(k): _json_safe(v, str(k)) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if hasattr(value, "isoformat"):
        return value.isoformat()
    if hasattr(value, "item"):  # numpy scalar
        return _json_safe(value.item(), key)
    return str(value)


def _dumps(payload: Any) -> str:
    return json.dumps(payload, ensure_ascii=False, allow_nan=False)


def _ok(payload: dict) -> types.CallToolResult:
    payload = _json_safe(payload)
    return types.CallToolResult(content=[types.TextContent(type="text", text=_dumps(payload))],
                                structured_content=payload, is_error=False)


def _error(tool: str, payload: dict) -> types.CallToolResult:
    payload = dict(_json_safe(payload))
    kind = payload.get("type")
    hint = _HINTS.get(kind)
    if tool == SERIES_TOOL and kind == "invalid_input":
        hint = _HINTS["invalid_series"]
    if kind == "invalid_arguments" and tool == "calculate" and any(
            p.get("kind") == "unknown_argument" for p in payload.get("problems", ())):
        hint = "calculator inputs go inside the `inputs` object, e.g. {\"id\": ..., \"inputs\": {...}}"
    if hint and "hint" not in payload:
        payload["hint"] = hint
    return types.CallToolResult(content=[types.TextContent(type="text", text=_dumps(payload))],
                                is_error=True)


def _unwrap(answer: dict) -> Any:
    """The result of a `call_tool` answer; its error becomes a ToolFailure."""
    if answer.get("ok"):
        return answer["result"]
    raise ToolFailure(answer.get("error") or {"type": "internal_error", "message": "no error",
                                              "problems": []})


# -- the three tools -----------------------------------------------------------------------------


def _check_allowed(arguments: Mapping[str, Any], allowed: tuple[str, ...],
                   required: tuple[str, ...]) -> None:
    problems = [_problem(str(name), "unknown_argument", "not an argument of this tool",
                         "one of " + ", ".join(allowed))
                for name in arguments if name not in allowed]
    problems += [_problem(name, "missing_argument", "required argument not given", f"'{name}'")
                 for name in required if arguments.get(name) is None]
    if problems:
        raise _bad_arguments(problems)


def _text_argument(arguments: Mapping[str, Any], name: str, max_chars: int) -> str:
    value = arguments.get(name)
    if not isinstance(value, str):
        raise _bad_arguments([_problem(name, "wrong_type", f"expected a string, got {_type(value)}",
                                       "a non-empty string")])
    if not value.strip():
        raise _bad_arguments([_problem(name, "empty", "empty string", "a non-empty string")])
    if len(value) > max_chars:
        raise _bad_arguments([_problem(name, "too_long", f"too long ({len(value)} characters)",
                                       f"at most {max_chars} characters")])
    return value.strip()


def _type(value: Any) -> str:
    return {dict: "object", list: "array", str: "string", bool: "boolean", int: "integer",
            float: "number", type(None): "null"}.get(type(value), type(value).__name__)


def search_calculators(arguments: Mapping[str, Any]) -> dict:
    _check_allowed(arguments, ("query", "k"), ("query",))
    query = _text_argument(arguments, "query", MAX_QUERY_CHARS)
    results = _unwrap(call_tool("search_calculators", {**arguments, "query": query}))
    return {"query": query, "results": results}


def describe_calculator(arguments: Mapping[str, Any]) -> dict:
    _check_allowed(arguments, ("id",), ("id",))
    calc_id = _text_argument(arguments, "id", MAX_ID_CHARS)
    try:
        calc = medcalc.get(calc_id)
    except UnknownCalculator as exc:
        raise ToolFailure(_unknown_calculator(calc_id, exc.suggestions)) from None
    return calc.summary()


def _unknown_calculator(query: str, suggestions: list[str]) -> dict:
    suggestions = list(suggestions)
    try:
        from medcalc.tools.search import search

        for hit in search(query.replace("_", " "), k=5):
            if hit["id"] not in suggestions:
                suggestions.append(hit["id"])
    except Exception:  # suggestions are best effort; never mask the real error
        logger.debug("search for suggestions failed", exc_info=True)
    suggestions = suggestions[:5]
    hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
    message = f"unknown calculator {query!r}{hint}"
    expected = ("a calculator id, e.g. " + ", ".join(suggestions) if suggestions
                else "a calculator id (use search_calculators to find one)")
    return {"type": "unknown_calculator", "message": message,
            "problems": [_problem("id", "unknown_calculator", message, expected)],
            "suggestions": suggestions}


def calculate(arguments: Mapping[str, Any]) -> dict:
    _check_allowed(arguments, ("id", "inputs", "version", "as_of", "missing", "variant", "domain"),
                   ("id", "inputs"))
    _text_argument(arguments, "id", MAX_ID_CHARS)
    inputs = arguments["inputs"]
    if isinstance(inputs, Mapping) and len(inputs) > MAX_INPUT_KEYS:
        raise ToolFailure({"type": "too_large",
                           "message": f"inputs has {len(inputs)} keys; at most {MAX_INPUT_KEYS}",
                           "problems": [_problem("inputs", "too_many_keys", f"{len(inputs)} keys",
                                                 f"at most {MAX_INPUT_KEYS} keys")]})
    return _unwrap(call_tool("calculate", dict(arguments)))


def query_timeline(arguments: Mapping[str, Any]) -> dict:
    _check_allowed(arguments, ("records", "query"), ("records", "query"))
    return _unwrap(call_tool(SERIES_TOOL, dict(arguments)))


def find_workflow(arguments: Mapping[str, Any]) -> dict:
    from medcalc.tools.workflow import workflow

    _check_allowed(arguments, ("text", "k"), ("text",))
    text = _text_argument(arguments, "text", 20000)
    k = arguments.get("k", 10)
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
        raise _bad_arguments([_problem("k", "wrong_type", f"got {k!r}"[:80], f"an integer 1-{MAX_K}")])
    return workflow(text, k=k)


HANDLERS = {
    "search_calculators": search_calculators,
    "find_workflow": find_workflow,
    "describe_calculator": describe_calculator,
    "calculate": calculate,
    SERIES_TOOL: query_timeline,
}


def call(name: str, arguments: Mapping[str, Any] | None) -> types.CallToolResult:
    """Run one tool call; never raises (every failure becomes an isError result)."""
    handler = HANDLERS.get(name)
    if handler is None:
        return _error(name, {"type": "unknown_tool", "message": f"no tool named {name!r}",
                             "problems": [_problem("name", "unknown_tool", f"no tool {name!r}",
                                                   "one of " + ", ".join(TOOL_NAMES))]})
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, Mapping):
        return _error(name, {"type": "invalid_arguments", "message": "arguments must be an object",
                             "problems": []})
    try:
        _check_shape(arguments)
        return _ok(handler(arguments))
    except ToolFailure as exc:
        return _error(name, exc.payload)
    except Exception as exc:  # a bug must not leak a traceback to the client
        logger.exception("tool %s failed", name)
        return _error(name, {"type": "internal_error",
                             "message": f"internal error ({type(exc).__name__}) in {name}; this is "
                                        "a bug in medcalc, not in the call", "problems": []})


def _too_deep() -> ToolFailure:
    return ToolFailure({"type": "too_deep",
                        "message": f"arguments nested more than {MAX_ARGUMENT_DEPTH} levels deep",
                        "problems": [_problem("arguments", "too_deep", "nested too deeply",
                                              f"at most {MAX_ARGUMENT_DEPTH} levels")]})


def _too_large() -> ToolFailure:
    return ToolFailure({"type": "too_large",
                        "message": f"arguments larger than {MAX_ARGUMENT_BYTES} bytes of JSON",
                        "problems": [_problem("arguments", "too_large", "too large",
                                              f"at most {MAX_ARGUMENT_BYTES} bytes of JSON")]})


def _check_shape(arguments: Mapping[str, Any]) -> None:
    """Depth and approximate JSON size of the arguments, without recursion; raises ToolFailure."""
    if _REJECTED in arguments:
        raise _too_deep() if arguments[_REJECTED] == "too_deep" else _too_large()
    size = 0
    stack: list[tuple[Any, int]] = [(arguments, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, Mapping):
            if depth > MAX_ARGUMENT_DEPTH:
                raise _too_deep()
            size += 2 + len(value)
            for key, item in value.items():
                size += len(str(key)) + 3
                stack.append((item, depth + 1))
        elif isinstance(value, (list, tuple)):
            if depth > MAX_ARGUMENT_DEPTH:
                raise _too_deep()
            size += 2 + len(value)
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            size += len(value) + 2
        else:
            size += 8
        if size > MAX_ARGUMENT_BYTES:
            raise _too_large()


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[{]|[\]}]')
_DECODER = json.JSONDecoder()


def screen_message(line: str) -> str:
    """A stdio message line as the SDK should read it: unchanged, or, when it is longer than
    MAX_MESSAGE_CHARS or nested deeper than the arguments may be, a small request with the same
    id whose reply is a structured error (a tools/call keeps its tool name and gets a too_deep /
    too_large tool error; any other request gets the SDK's method-not-found error). Linear in the
    line's length and without recursion, so 10,000 levels cost nothing."""
    kind = "too_large" if len(line) > MAX_MESSAGE_CHARS else ""
    limit = MAX_ARGUMENT_DEPTH + _ENVELOPE_DEPTH
    envelope: dict[str, Any] = {}
    depth = 0
    key_at: dict[int, str] = {}  # depth -> the last key read at that depth
    opened_by: dict[int, str] = {}  # depth -> the key whose value the container at depth is
    for match in _TOKEN.finditer(line):
        token = match.group(0)
        c = token[0]
        if c in "[{":
            depth += 1
            opened_by[depth] = key_at.get(depth - 1, "")
            key_at.pop(depth, None)
            if depth > limit and not kind:
                kind = "too_deep"
        elif c in "]}":
            depth -= 1
        elif depth in (1, 2):
            rest = line[match.end():match.end() + 64].lstrip()
            if not rest.startswith(":"):
                continue
            try:
                name = json.loads(token)
            except ValueError:
                continue
            key_at[depth] = name
            wanted = ((depth == 1 and name in ("id", "method", "jsonrpc"))
                      or (depth == 2 and opened_by.get(2) == "params" and name == "name"))
            if wanted:
                start = match.end() + (len(line[match.end():]) - len(line[match.end():].lstrip()))
                try:
                    value, _ = _DECODER.raw_decode(line, start + 1 + (
                        len(line[start + 1:]) - len(line[start + 1:].lstrip())))
                except ValueError:
                    continue
                if isinstance(value, (str, int, float)) and not isinstance(value, bool):
                    envelope["name" if depth == 2 else name] = value
        if kind and {"id", "method"} <= set(envelope) and (
                envelope["method"] != "tools/call" or "name" in envelope):
            break
    if not kind:
        return line
    if "id" not in envelope:  # a notification (or no id found): nothing to answer
        return ""
    if envelope.get("method") == "tools/call" and isinstance(envelope.get("name"), str):
        message = {"jsonrpc": "2.0", "id": envelope["id"], "method": "tools/call",
                   "params": {"name": envelope["name"][:200], "arguments": {_REJECTED: kind}}}
    else:
        message = {"jsonrpc": "2.0", "id": envelope["id"], "method": f"medcalc/{kind}",
                   "params": {}}
    return json.dumps(message) + "\n"


class _ScreenedLines:
    """Lines of an async text file, each passed through `screen_message`."""

    def __init__(self, source):
        self.source = source

    async def __aiter__(self):
        async for line in self.source:
            screened = screen_message(line)
            if screened:
                yield screened


# -- server --------------------------------------------------------------------------------------


async def _list_tools(ctx, params) -> types.ListToolsResult:
    return types.ListToolsResult(tools=list(TOOLS))


async def _call_tool(ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
    return call(params.name, params.arguments)


def build_server() -> Server:
    """The MCP server object (low-level `mcp.server.lowlevel.Server`) with the three tools."""
    return Server(SERVER_NAME, version=medcalc.__version__, title="medcalc clinical calculators",
                  instructions=INSTRUCTIONS, on_list_tools=_list_tools, on_call_tool=_call_tool,
                  get_tool_input_schema=_tool_input_schema)


def _tool_input_schema(name: str) -> dict | None:
    tool = next((t for t in TOOLS if t.name == name), None)
    return None if tool is None else tool.input_schema


async def _serve_stdio(server: Server) -> None:
    from mcp.server.stdio import stdio_server

    from io import TextIOWrapper

    import anyio

    text = TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    try:
        async with stdio_server(stdin=_ScreenedLines(anyio.wrap_file(text))) as (read_stream,
                                                                                 write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())
    finally:
        try:
            text.detach()  # leave sys.stdin's buffer open
        except ValueError:
            pass


def http_app(server: Server | None = None, host: str = DEFAULT_HOST):
    """The Starlette app serving Streamable HTTP at /mcp (stateless, JSON responses)."""
    server = server or build_server()
    return server.streamable_http_app(streamable_http_path=HTTP_PATH, stateless_http=True,
                                      json_response=True, host=host)


def serve(http: bool = False, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> None:
    """Run the server until interrupted: stdio by default, Streamable HTTP with `http=True`.

    HTTP binds to 127.0.0.1 unless another host is given; the endpoint is http://HOST:PORT/mcp.
    On loopback the SDK's DNS-rebinding protection (Host/Origin checks) is on.
    """
    import anyio

    server = build_server()
    if not http:
        anyio.run(_serve_stdio, server)
        return
    import uvicorn

    if host not in ("127.0.0.1", "localhost", "::1"):
        logger.warning("serving on %s: reachable from other machines, with no authentication",
                       host)
    print(f"medcalc MCP server: http://{_url_host(host)}:{port}{HTTP_PATH}", file=sys.stderr,
          flush=True)
    uvicorn.Server(uvicorn.Config(http_app(server, host), host=host, port=port,
                                  log_level="warning")).run()


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m medcalc.tools.mcp_server",
                                     description="medcalc MCP server (stdio by default)")
    parser.add_argument("--http", action="store_true", help="serve Streamable HTTP instead of stdio")
    parser.add_argument("--host", default=DEFAULT_HOST, help="HTTP bind address (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="HTTP port (default 8765)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    try:
        serve(http=args.http, host=args.host, port=args.port)
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
