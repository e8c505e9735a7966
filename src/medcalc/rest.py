"""REST service: the registry over HTTP (FastAPI + uvicorn, the optional `rest` extra).

    medcalc serve [--host 127.0.0.1] [--port 8000]        # then http://127.0.0.1:8000/docs

Endpoints (JSON in, JSON out):

    GET  /health                              {"ok": true, "result": {"version", "calculators"}}
    GET  /calculators?q=TEXT&specialty=NAME   list (id, name, aliases, specialty, versions, ...)
    GET  /search?q=QUESTION&k=10              ranked calculators for a clinical question
    GET  /calculators/{id}                    describe: versions, variants, items, input schema
    POST /calculators/{id}/calculate          {"inputs": {...}, "version", "as_of", "missing",
                                              "variant", "domain"} -> {"ok": true, "result": Result}
    POST /calculate                           the same with "id" in the body
    POST /calculators/{id}/batch?missing=...  a JSON array of input objects (at most
                                              MAX_BATCH_ROWS) -> one call_tool answer per row

Every answer is `{"ok": true, "result": ...}` or `{"ok": false, "error": {"type", "message",
"problems": [...]}}` — the shape of `medcalc.tools.call_tool`, which runs every calculation (so
the REST service validates, limits and reports exactly as the agent tools do). HTTP status:
400 bad input, 404 unknown calculator or path, 405 wrong method, 413 body or batch too large,
422 unavailable calculator or a calculation that cannot be done, 500 a bug (one line, never a
traceback).

The OpenAPI document (`/openapi.json`; browsable at `/docs`, FastAPI's Swagger UI, whose script
the *browser* loads from a CDN — the server itself fetches nothing) is generated from the registry: one
input schema per calculator (`components.schemas.<Name>Input`, equal to the calculator's
`input_schema()` and its pydantic model's schema), a request schema and a concrete
`/calculators/<id>/calculate` and `/calculators/<id>/batch` path per available calculator.

Nothing is evaluated: request bodies are parsed as JSON (bounded in size and depth) and passed to
the calculators as data. Bodies larger than MAX_BODY_BYTES are refused before being read in full.
The server binds to 127.0.0.1 unless told otherwise, and has no authentication.
"""

import json
import logging
import re
from typing import Any

logger = logging.getLogger("medcalc.rest")

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
MAX_BODY_BYTES = 1_000_000  # one request body
MAX_BATCH_ROWS = 1_000  # rows of one batch request
MAX_QUERY_CHARS = 500  # q= of /search and /calculators

_STATUS = {"invalid_arguments": 400, "invalid_input": 400, "unknown_version": 400,
           "invalid_json": 400, "unknown_calculator": 404, "not_found": 404,
           "method_not_allowed": 405, "too_large": 413, "calculator_unavailable": 422,
           "calculation_error": 422, "internal_error": 500}


class _Failure(Exception):
    """An error answer: `error` is the call_tool-shaped error object."""

    def __init__(self, error: dict):
        super().__init__(error.get("message", ""))
        self.error = error


def _error(type_: str, message: str, problems: list[dict] | None = None, **extra) -> _Failure:
    return _Failure({"type": type_, "message": message, "problems": problems or [], **extra})


def _problem(feature: str, kind: str, message: str, expected: str = "") -> dict:
    return {"feature": feature, "kind": kind, "message": message, "expected": expected}


def _answer(answer: dict):
    """A call_tool answer as an HTTP response."""
    from fastapi.responses import JSONResponse

    if answer.get("ok"):
        return JSONResponse(answer)
    error = answer.get("error") or {}
    return JSONResponse(answer, status_code=_STATUS.get(error.get("type"), 400))


def _failure_response(failure: _Failure):
    return _answer({"ok": False, "error": failure.error})


def _reject_constant(name: str):
    raise ValueError(f"{name} is not JSON")


async def _read_json(request, max_bytes: int) -> Any:
    """The request body as JSON: at most `max_bytes` (refused on Content-Length, or as soon as
    the stream passes the limit), UTF-8, no NaN/Infinity, nesting bounded by the size."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > max_bytes:
        raise _too_large_body(max_bytes)
    chunks = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > max_bytes:
            raise _too_large_body(max_bytes)
        chunks.append(chunk)
    body = b"".join(chunks)
    if not body.strip():
        raise _error("invalid_json", "the request body is empty; send a JSON object",
                     [_problem("body", "invalid_json", "empty body", "a JSON object")])
    try:
        return json.loads(body.decode("utf-8-sig"), parse_constant=_reject_constant)
    except UnicodeDecodeError as exc:
        raise _error("invalid_json", f"the request body is not UTF-8 (byte {exc.start})",
                     [_problem("body", "invalid_json", "not UTF-8", "UTF-8 JSON")]) from None
    except RecursionError:
        raise _error("too_large", "the request body is nested too deeply",
                     [_problem("body", "too_deep", "nested too deeply", "at most 20 levels")]) from None
    except ValueError as exc:  # JSONDecodeError included
        where = (f" at line {exc.lineno} column {exc.colno}"
                 if isinstance(exc, json.JSONDecodeError) else "")
        message = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        raise _error("invalid_json", f"the request body is not valid JSON: {message}{where}",
                     [_problem("body", "invalid_json", message, "a JSON object")]) from None


def _too_large_body(max_bytes: int) -> _Failure:
    return _error("too_large", f"the request body is larger than {max_bytes} bytes",
                  [_problem("body", "too_large", "body too large", f"at most {max_bytes} bytes")])


def _object(body: Any, what: str) -> dict:
    if not isinstance(body, dict):
        raise _error("invalid_arguments", f"{what} must be a JSON object",
                     [_problem("body", "wrong_type", f"got a JSON {_json_type(body)}",
                               "a JSON object")])
    return body


def _json_type(value: Any) -> str:
    return {dict: "object", list: "array", str: "string", bool: "boolean", int: "number",
            float: "number", type(None): "null"}.get(type(value), type(value).__name__)


def _calculator(calc_id: str):
    """The calculator, or the call_tool error for an unknown id (with suggestions)."""
    from .core.na import UnknownCalculator
    from .core.registry import get

    try:
        return get(calc_id)
    except UnknownCalculator:
        from .tools import call_tool

        raise _Failure(call_tool("calculate", {"id": calc_id})["error"]) from None


def _listing(calc) -> dict:
    out = {"id": calc.id, "name": calc.name, "aliases": list(calc.aliases),
           "specialty": calc.specialty, "available": calc.available,
           "versions": [v.name for v in calc.versions]}
    if calc.available:
        out["default_version"] = calc.default_version.name
        if calc.variants:
            out["variants"] = list(calc.variants)
            out["default_variant"] = calc.default_version.variant
    return out


class UnknownSpecialty(ValueError):
    def __init__(self, specialty: str, known: list[str]):
        super().__init__(f"unknown specialty {specialty!r}; specialties: {', '.join(known)}")
        self.specialty = specialty
        self.known = known


def filter_calculators(calculators: list, text: str | None = None,
                       specialty: str | None = None) -> list:
    """The calculators of a specialty (its name or one word of it: 'nephrology' is
    nephrology_urology) whose id, name or an alias contains every word of `text` (case and
    punctuation ignored). Used by `GET /calculators` and `medcalc list`; needs no FastAPI."""
    from .core.registry import lookup_key

    if specialty and specialty.strip():
        known = sorted({c.specialty for c in calculators})
        wanted = re.sub(r"[\s\-/]+", "_", specialty.strip().lower())
        chosen = [k for k in known if k == wanted] or [k for k in known
                                                         if wanted in k.split("_")]
        if not chosen:
            raise UnknownSpecialty(specialty, known)
        calculators = [c for c in calculators if c.specialty in chosen]
    words = [lookup_key(w) for w in (text or "").split()]
    words = [w for w in words if w]
    if words:
        def haystack(calc) -> str:
            return " ".join(lookup_key(s) for s in (calc.id, calc.name, *calc.aliases))

        calculators = [c for c in calculators if all(w in haystack(c) for w in words)]
    return calculators


# -- OpenAPI ------------------------------------------------------------------------------------

def _request_schema(calc, input_ref: str) -> dict:
    from .core.calculator import DOMAIN_POLICIES, MISSING_POLICIES

    properties: dict[str, Any] = {
        "inputs": {"$ref": input_ref},
        "version": {"type": "string", "enum": [v.name for v in calc.versions],
                    "description": "rule version to run (default: "
                                   f"{calc.default_version.name})"},
        "as_of": {"type": "string", "format": "date",
                  "description": "run the version in force on this date (within the variant)"},
        "missing": {"type": "string", "enum": list(MISSING_POLICIES), "default": "strict",
                    "description": "strict: a missing input gives NA; absent: an unmentioned "
                                   "criterion counts as absent"},
        "domain": {"type": "string", "enum": list(DOMAIN_POLICIES), "default": "strict",
                   "description": "warn: compute outside the preconditions, with a warning"},
    }
    if calc.variants:
        properties["variant"] = {"type": "string", "enum": list(calc.variants),
                                 "default": calc.default_version.variant,
                                 "description": "parallel convention to run"}
    return {"type": "object", "title": f"{calc.name}: request", "properties": properties,
            "required": ["inputs"], "additionalProperties": False}


def _responses(ok_ref: str) -> dict:
    error = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}}
    return {"200": {"description": "a result (status ok or na)",
                    "content": {"application/json": {"schema": {"$ref": ok_ref}}}},
            "400": {"description": "bad input: every problem, named", "content": error},
            "404": {"description": "unknown calculator", "content": error},
            "413": {"description": "body or batch too large", "content": error},
            "422": {"description": "unavailable calculator, or no value computable",
                    "content": error}}


def build_openapi(app, max_batch_rows: int = MAX_BATCH_ROWS) -> dict:
    """The app's OpenAPI document, with one input schema and concrete paths per calculator."""
    from fastapi.openapi.utils import get_openapi

    import medcalc

    from .models import ErrorResponse, ResultModel, _class_name, input_model

    doc = get_openapi(title=app.title, version=app.version, description=app.description,
                      routes=app.routes)
    schemas = doc.setdefault("components", {}).setdefault("schemas", {})
    template = "#/components/schemas/{model}"
    for model in (ResultModel, ErrorResponse):
        schema = model.model_json_schema(ref_template=template)
        schemas.update(schema.pop("$defs", {}))
        schemas[model.__name__ if model is not ResultModel else "Result"] = schema
    schemas["CalculateResponse"] = {
        "type": "object", "properties": {"ok": {"const": True},
                                         "result": {"$ref": "#/components/schemas/Result"}},
        "required": ["ok", "result"]}
    schemas["BatchResponse"] = {
        "type": "object",
        "properties": {"ok": {"const": True}, "result": {
            "type": "object", "properties": {
                "calculator": {"type": "string"},
                "counts": {"type": "object", "additionalProperties": {"type": "integer"}},
                "rows": {"type": "array", "items": {"oneOf": [
                    {"$ref": "#/components/schemas/CalculateResponse"},
                    {"$ref": "#/components/schemas/ErrorResponse"}]}}}}},
        "required": ["ok", "result"]}
    paths = doc.setdefault("paths", {})
    for calc in medcalc.list():
        if not calc.available:
            continue
        name = _class_name(calc.id)
        schemas[name] = input_model(calc.id).model_json_schema()
        input_ref = template.format(model=name)
        request_name = name[: -len("Input")] + "Request"
        schemas[request_name] = _request_schema(calc, input_ref)
        summary = calc.name
        paths[f"/calculators/{calc.id}/calculate"] = {"post": {
            "tags": [calc.specialty], "summary": summary,
            "description": calc.description,
            "operationId": f"calculate_{calc.id}",
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": {"$ref": template.format(model=request_name)}}}},
            "responses": _responses("#/components/schemas/CalculateResponse")}}
        options = [{"name": key, "in": "query", "required": False,
                    "schema": {k: v for k, v in prop.items() if k != "description"},
                    "description": prop.get("description", "")}
                   for key, prop in _request_schema(calc, input_ref)["properties"].items()
                   if key != "inputs"]
        paths[f"/calculators/{calc.id}/batch"] = {"post": {
            "tags": [calc.specialty], "summary": f"{summary}: batch",
            "description": f"A JSON array of at most {max_batch_rows} input objects; one "
                           "answer per row, in order (a bad row is an error row, the others "
                           "are computed).",
            "operationId": f"batch_{calc.id}",
            "parameters": options,
            "requestBody": {"required": True, "content": {"application/json": {"schema": {
                "type": "array", "maxItems": max_batch_rows, "items": {"$ref": input_ref}}}}},
            "responses": _responses("#/components/schemas/BatchResponse")}}
    return doc


# -- the app ------------------------------------------------------------------------------------

def create_app(*, max_body_bytes: int = MAX_BODY_BYTES, max_batch_rows: int = MAX_BATCH_ROWS):
    """The FastAPI application (build one per server; nothing global is modified)."""
    from fastapi import FastAPI, Request
    from fastapi.exceptions import RequestValidationError
    from starlette.exceptions import HTTPException as StarletteHTTPException

    import medcalc

    from .tools import call_tool

    app = FastAPI(
        title="medcalc", version=medcalc.__version__,
        description="Deterministic clinical calculators: typed inputs with units, explicit NA, "
                    "guideline versions and cited sources. Errors have the shape of "
                    "medcalc.tools.call_tool: {ok: false, error: {type, message, problems}}.",
        redoc_url=None)

    @app.exception_handler(_Failure)
    async def _on_failure(request, exc: _Failure):
        return _failure_response(exc)

    @app.exception_handler(StarletteHTTPException)
    async def _on_http(request, exc):
        type_ = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "invalid_arguments")
        failure = _error(type_, f"{request.method} {request.url.path}: {exc.detail}",
                         [_problem("path", type_, str(exc.detail),
                                   "see /docs for the endpoints")])
        response = _failure_response(failure)
        response.status_code = exc.status_code
        return response

    @app.exception_handler(RequestValidationError)
    async def _on_validation(request, exc):
        problems = [_problem(".".join(str(p) for p in e.get("loc", ())[1:]) or "request",
                             e.get("type", "invalid"), e.get("msg", ""), "")
                    for e in exc.errors()]
        return _failure_response(_error("invalid_arguments", "invalid request", problems))

    @app.exception_handler(Exception)
    async def _on_bug(request, exc):  # one line in the log, never a traceback to the client
        logger.error("internal error on %s %s: %s: %s", request.method, request.url.path,
                     type(exc).__name__, exc)
        return _failure_response(_error("internal_error",
                                        f"internal error ({type(exc).__name__})"))

    @app.get("/health", summary="liveness and version")
    def health() -> dict:
        from .core.registry import all_ids

        return {"ok": True, "result": {"version": medcalc.__version__,
                                       "calculators": len(all_ids())}}

    @app.get("/calculators", summary="list calculators, filtered by text and specialty")
    def list_calculators(q: str | None = None, specialty: str | None = None) -> dict:
        if q is not None and len(q) > MAX_QUERY_CHARS:
            raise _error("invalid_arguments", f"q is longer than {MAX_QUERY_CHARS} characters",
                         [_problem("q", "too_large", "query too long",
                                   f"at most {MAX_QUERY_CHARS} characters")])
        try:
            calculators = filter_calculators(medcalc.list(), q, specialty)
        except UnknownSpecialty as exc:
            raise _error("invalid_arguments", str(exc),
                         [_problem("specialty", "unknown_category", "not a specialty",
                                   "one of " + ", ".join(exc.known))]) from None
        return {"ok": True, "result": [_listing(c) for c in calculators]}

    @app.get("/search", summary="find calculators for a clinical question")
    def search(q: str = "", k: str | None = None):
        arguments: dict[str, Any] = {"query": q[:MAX_QUERY_CHARS]}
        if k is not None:
            arguments["k"] = int(k) if k.strip().isdigit() else k
        return _answer(call_tool("search_calculators", arguments))

    @app.get("/calculators/{calc_id}", summary="describe one calculator")
    def describe(calc_id: str) -> dict:
        return {"ok": True, "result": _calculator(calc_id).summary()}

    @app.post("/calculators/{calc_id}/calculate", include_in_schema=False)
    async def calculate_one(calc_id: str, request: Request):
        body = _object(await _read_json(request, max_body_bytes), "the request body")
        if "id" in body:
            raise _error("invalid_arguments", "the calculator is named by the path; omit 'id'",
                         [_problem("id", "unknown_argument", "given in the body",
                                   "the calculator id in the path only")])
        return _answer(call_tool("calculate", {"id": calc_id, **body}))

    @app.post("/calculate", summary="compute any calculator: {id, inputs, options}")
    async def calculate_any(request: Request):
        body = _object(await _read_json(request, max_body_bytes), "the request body")
        return _answer(call_tool("calculate", body))

    @app.post("/calculators/{calc_id}/batch", include_in_schema=False)
    async def batch(calc_id: str, request: Request, version: str | None = None,
                    as_of: str | None = None, missing: str | None = None,
                    variant: str | None = None, domain: str | None = None):
        calc = _calculator(calc_id)
        rows = await _read_json(request, max_body_bytes)
        if not isinstance(rows, list):
            raise _error("invalid_arguments", "a batch body is a JSON array of input objects",
                         [_problem("body", "wrong_type", f"got a JSON {_json_type(rows)}",
                                   "a JSON array of objects")])
        if len(rows) > max_batch_rows:
            raise _error("too_large", f"{len(rows)} rows; a batch takes at most "
                                      f"{max_batch_rows}",
                         [_problem("body", "too_many_rows", f"{len(rows)} rows",
                                   f"at most {max_batch_rows} rows")])
        options = {k: v for k, v in (("version", version), ("as_of", as_of),
                                     ("missing", missing), ("variant", variant),
                                     ("domain", domain)) if v is not None}
        answers = []
        counts = {"ok": 0, "na": 0, "error": 0}
        for row in rows:
            if not isinstance(row, dict):
                answer = {"ok": False, "error": {
                    "type": "invalid_arguments", "message": "a row must be a JSON object",
                    "problems": [_problem("row", "wrong_type", f"got a JSON {_json_type(row)}",
                                          "an object of input name -> value")]}}
            else:
                answer = call_tool("calculate", {"id": calc.id, "inputs": row, **options})
            if not answer["ok"] and answer["error"]["type"] in ("unknown_version",
                                                                 "calculator_unavailable"):
                return _answer(answer)  # an option or the calculator, not the row: say so once
            counts["error" if not answer["ok"] else answer["result"]["status"]] += 1
            answers.append(answer)
        return {"ok": True, "result": {"calculator": calc.id, "counts": counts, "rows": answers}}

    def openapi() -> dict:
        if app.openapi_schema is None:
            app.openapi_schema = build_openapi(app, max_batch_rows)
        return app.openapi_schema

    app.openapi = openapi
    return app


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> None:
    """Run the service until interrupted (uvicorn)."""
    import sys

    import uvicorn

    if host not in ("127.0.0.1", "localhost", "::1"):
        logger.warning("serving on %s: reachable from other machines, with no authentication",
                       host)
    shown = f"[{host}]" if ":" in host else host
    print(f"medcalc REST service: http://{shown}:{port}/ (API docs at /docs)", file=sys.stderr,
          flush=True)
    uvicorn.run(create_app(), host=host, port=port, log_level="warning",
                limit_concurrency=100, timeout_keep_alive=5)
