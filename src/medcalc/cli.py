"""The `medcalc` command line.

    medcalc --version
    medcalc list [WORDS ...] [--specialty NAME] [--json]
    medcalc schema ID [--text]
    medcalc calc ID --input JSON|@FILE|- [--version V] [--as-of DATE] [--variant NAME]
                    [--missing strict|absent] [--domain strict|warn] [--json]
    medcalc verify [ID ...]
    medcalc search QUERY [-k N] [--json]
    medcalc batch ID INPUT.csv|.parquet -o OUTPUT.csv|.parquet [--map COL=INPUT] [--unit COL=UNIT]
    medcalc series RECORDS (--query JSON | --queries FILE.jsonl) [--json]
    medcalc mcp [--http] [--port N] [--print-config]
    medcalc serve [--host 127.0.0.1] [--port 8000]
    medcalc recompute medcalc-bench IN.csv -o OUT.csv
    medcalc grade medcalc-bench IN.csv --predictions FILE [-o GRADED.csv]
    medcalc audit medcalc-bench IN.csv -o REPORT.html
    medcalc recompute cmedcalc-bench FILE [FILE ...] -o OUT.csv [--audit REPORT.html]
    medcalc grade cmedcalc-bench FILE [FILE ...] --predictions FILE [-o GRADED.csv]

Bad input exits with status 2 and a one-line reason on stderr (with --json, one JSON object
{"error": TYPE, "message": ...}); never a traceback. The JSON of
`calc --input` is capped at 1 MB and 32 levels of nesting (larger or deeper input is bad input).
An unexpected exception (a bug in medcalc) exits with status 1 and one line on stderr, also
without a traceback.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import sys
from pathlib import Path
from typing import Any

EXIT_BAD_INPUT = 2
EXIT_INTERNAL_ERROR = 1  # an unexpected exception: a bug in medcalc, reported in one line
MAX_INPUT_BYTES = 1_000_000  # --input JSON (inline, @FILE or stdin), UTF-8 bytes
MAX_INPUT_DEPTH = 32  # nesting of objects/arrays in --input JSON
MAX_MESSAGE_CHARS = 1000  # an error line longer than this is cut


class CliError(Exception):
    """A user error: printed as one line, exit status 2 (under --json, a JSON object whose
    "error" is `kind`)."""

    def __init__(self, message: str, kind: str = "bad_input"):
        super().__init__(message)
        self.kind = kind


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2, no usage dump
        raise CliError(message, "usage")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="medcalc", description="Typed, unit-safe, versioned clinical calculators.")
    parser.add_argument("--version", action="store_true", dest="show_version",
                        help="print the medcalc version and exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("list", help="list calculators (id, name, versions, variants, aliases)")
    p.add_argument("text", nargs="*", help="only calculators whose id, name or an alias "
                                           "contains these words, e.g. curb or egfr")
    p.add_argument("--specialty", help="only this specialty, e.g. pulmonology")
    p.add_argument("--json", action="store_true",
                   help="full metadata as JSON: versions, variants, items, derived inputs and "
                        "input schemas")

    p = sub.add_parser("schema", help="a calculator's metadata (versions, variants, items with "
                                      "their bands, derived inputs) and JSON Schema of its inputs")
    p.add_argument("id")
    p.add_argument("--text", action="store_true",
                   help="a human-readable view (inputs with units and ranges, criteria with "
                        "their bands and points, versions) instead of JSON")
    p.add_argument("--json", action="store_true", help="JSON (the default)")

    p = sub.add_parser("calc", help="compute one calculator")
    p.add_argument("id")
    p.add_argument("--input", "-i", required=True,
                   help=f"JSON object, @FILE, or - for stdin (at most {MAX_INPUT_BYTES // 1_000_000} "
                        f"MB, nested at most {MAX_INPUT_DEPTH} levels deep)")
    p.add_argument("--version", help="rule version to run (default: the calculator's default)")
    p.add_argument("--as-of", help="run the version in force on this date (YYYY-MM-DD), within "
                                   "the variant")
    p.add_argument("--variant", help="parallel convention to run, for calculators with variants "
                                     "(default: the calculator's default variant)")
    p.add_argument("--missing", choices=["strict", "absent"], default="strict",
                   help="strict: a missing input gives NA; absent: unmentioned criteria count as absent")
    p.add_argument("--domain", choices=["strict", "warn"], default="strict",
                   help="strict: outside the calculator's preconditions the result is NA "
                        "not_applicable; warn: compute anyway, with a warning")
    p.add_argument("--json", action="store_true", help="print the full result as JSON")

    p = sub.add_parser("verify", help="check calculators against their reference cases")
    p.add_argument("ids", nargs="*", help="calculator ids (default: all)")
    p.add_argument("--cases", help="reference case directory (default: the source tree's)")

    p = sub.add_parser("search", help="find calculators for a clinical question")
    p.add_argument("query", nargs="+", help="words of the question, e.g. pneumonia severity")
    p.add_argument("-k", type=int, default=10, help="number of results (1-50, default 10)")
    p.add_argument("--json", action="store_true", help="results as JSON")

    p = sub.add_parser("series", help="answer a query over a timeline of records (docs/series.md)")
    p.add_argument("records", help="records file: .json (array), .jsonl or .csv, with a 'time' "
                                   "column; - for JSON, JSONL or CSV on stdin")
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--query", "-q", help='one query as JSON, e.g. \'{"op": "count", "of": '
                                             '"shock_index", "above": 1.0}\'')
    group.add_argument("--queries", help="a JSONL file of queries (one per line)")
    p.add_argument("--json", action="store_true", help="structured answers as JSON")

    p = sub.add_parser("batch", help="compute one calculator for every row of a CSV or Parquet "
                                     "table (the 'batch' extra: pandas, pyarrow)")
    p.add_argument("id", help="calculator id, alias or name")
    p.add_argument("input", help="input table: .csv or .parquet")
    p.add_argument("-o", "--output", required=True,
                   help="output table (.csv or .parquet): the input's columns, then value, "
                        "status, na_reason, reason, ... (a result column whose name the input "
                        "already uses gets the prefix result_)")
    p.add_argument("--map", action="append", default=[], metavar="COLUMN=INPUT",
                   help="use table column COLUMN as input INPUT (repeatable); without --map, "
                        "every column named as an input is used and the others are kept as they are")
    p.add_argument("--unit", action="append", default=[], metavar="COLUMN=UNIT",
                   help="unit of COLUMN's bare numbers (repeatable); COLUMN=@OTHER reads each "
                        "row's unit from column OTHER")
    p.add_argument("--version", help="rule version to run")
    p.add_argument("--as-of", help="run the version in force on this date (YYYY-MM-DD)")
    p.add_argument("--variant", help="parallel convention to run")
    p.add_argument("--missing", choices=["strict", "absent"], default="strict")
    p.add_argument("--domain", choices=["strict", "warn"], default="strict")
    p.add_argument("--interpretation", action="store_true", help="add the interpretation column")
    p.add_argument("--breakdown", action="store_true", help="add a column per breakdown entry")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")

    p = sub.add_parser("workflow", help="the calculators for each need of a multi-step request")
    p.add_argument("text", nargs="+", help="the scenario or request (quote it)")
    p.add_argument("-k", type=int, default=10, help="how many calculators (1-50, default 10)")
    p.add_argument("--json", action="store_true", help="the needs and their hits as JSON")

    p = sub.add_parser("mcp", help="run the MCP server (stdio; --http for loopback HTTP)")
    p.add_argument("--http", action="store_true", help="Streamable HTTP on 127.0.0.1 instead of stdio")
    p.add_argument("--host", default="127.0.0.1", help="HTTP bind address (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="HTTP port (default 8765)")
    p.add_argument("--print-config", action="store_true",
                   help="print an MCP client configuration (mcpServers JSON) that starts this "
                        "install's server, with absolute paths, and exit")

    p = sub.add_parser("serve", help="run the REST service (FastAPI; the 'rest' extra)")
    p.add_argument("--host", default="127.0.0.1", help="bind address (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")

    benchmarks = ["medcalc-bench"]
    p = sub.add_parser("recompute", help="recompute a benchmark's labels from its extracted features")
    p.add_argument("benchmark", choices=[*benchmarks, "medmcp-calc", "cmedcalc-bench"])
    p.add_argument("input", help="benchmark CSV (MedCalc-Bench v1.0, v1.2 or Verified layout); "
                                 "for medmcp-calc, the tasks JSONL")
    p.add_argument("more", nargs="*", metavar="FILE",
                   help="cmedcalc-bench: more of its released JSON files (equation.json, "
                        "score.json, semantic.json, faithful.json)")
    p.add_argument("-o", "--output", required=True, help="output CSV, one row per input row")
    p.add_argument("--audit", metavar="REPORT.html", help="also write the audit report")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")

    p = sub.add_parser("grade", help="grade model outputs by the benchmark's own rubric")
    p.add_argument("benchmark", choices=[*benchmarks, "cmedcalc-bench"])
    p.add_argument("input", help="benchmark CSV with labels")
    p.add_argument("more", nargs="*", metavar="FILE",
                   help="cmedcalc-bench: more of its released JSON files")
    p.add_argument("--predictions", required=True, help="JSONL or CSV of id + raw model output")
    p.add_argument("-o", "--output", help="per-row grading CSV")
    p.add_argument("--no-progress", action="store_true")

    p = sub.add_parser("audit", help="HTML report of the labels the recompute contradicts")
    p.add_argument("benchmark", choices=benchmarks)
    p.add_argument("input", help="benchmark CSV with labels")
    p.add_argument("-o", "--output", required=True, help="output HTML file")
    p.add_argument("--no-progress", action="store_true")
    return parser


def _too_large(where: str) -> CliError:
    return CliError(f"{where} is larger than {MAX_INPUT_BYTES} bytes (the --input limit)")


def _decode(raw: bytes, where: str) -> str:
    """Bytes read with one byte past the limit: the text, or a one-line CliError."""
    if len(raw) > MAX_INPUT_BYTES:
        raise _too_large(where)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CliError(f"{where} is not UTF-8 (byte {exc.start})") from None


def _read_input(spec: str) -> Any:
    if spec == "-":
        where = "input on stdin"
        try:
            stream = getattr(sys.stdin, "buffer", None)
            if stream is not None:
                raw = stream.read(MAX_INPUT_BYTES + 1)
            else:  # a text stream without bytes (tests): count characters
                raw = None
                text = sys.stdin.read(MAX_INPUT_BYTES + 1)
        except (OSError, ValueError, AttributeError) as exc:  # closed, detached or no stdin
            raise CliError(f"cannot read input on stdin ({type(exc).__name__}: {exc})") from None
        if raw is not None:
            text = _decode(raw, where)
        elif len(text) > MAX_INPUT_BYTES:
            raise _too_large(where)
    elif spec.startswith("@"):
        path = Path(spec[1:])
        where = f"input file {path}"
        try:
            with open(path, "rb") as handle:
                raw = handle.read(MAX_INPUT_BYTES + 1)
        except OSError as exc:
            raise CliError(f"cannot read input file {path}: {exc.strerror}") from None
        text = _decode(raw, where)
    else:
        where = "--input"
        text = spec
        if len(text) > MAX_INPUT_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_INPUT_BYTES:
            raise _too_large(where)
    depth = _json_depth(text)
    if depth > MAX_INPUT_DEPTH:
        raise CliError(f"{where}: JSON nested more than {MAX_INPUT_DEPTH} levels deep")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CliError(f"input is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}",
                       "invalid_json") from None
    except RecursionError:  # cannot happen after the depth check; kept as a guard
        raise CliError(f"{where}: JSON nested too deeply") from None
    if not isinstance(data, dict):
        raise CliError("input must be a JSON object of feature name -> value")
    return data


_JSON_TOKEN = None


def _json_depth(text: str) -> int:
    """The deepest nesting of [ and { in `text`, outside strings, without recursion (so 10,000
    levels are measured, not a RecursionError). Stops counting once past the limit."""
    global _JSON_TOKEN
    if _JSON_TOKEN is None:
        import re

        _JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[{]|[\]}]')
    depth = deepest = 0
    for match in _JSON_TOKEN.finditer(text):
        c = match.group(0)[0]
        if c in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_INPUT_DEPTH:
                    break
        elif c in "]}":
            depth -= 1
    return deepest


def _cmd_list(args) -> int:
    import medcalc

    from medcalc.rest import UnknownSpecialty, filter_calculators

    try:
        calculators = filter_calculators(medcalc.list(), " ".join(args.text), args.specialty)
    except UnknownSpecialty as exc:
        raise CliError(str(exc), "unknown_specialty") from None
    if args.json:
        json.dump([c.summary() for c in calculators], sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if not calculators:
        print("no calculator matches")
        return 0
    width = max(len(c.id) for c in calculators)
    for c in calculators:
        versions = ", ".join(v.name for v in c.versions) if c.available else "unavailable"
        line = f"{c.id:<{width}}  {c.name}  [{versions}]"
        if c.available and c.variants:
            default = c.default_version.variant
            line += "  variants: " + ", ".join(
                name + (" (default)" if name == default else "") for name in c.variants)
        if c.aliases:
            line += "  aliases: " + "; ".join(c.aliases)
        print(line)
    print(f"{len(calculators)} calculator{'s' if len(calculators) != 1 else ''}")
    return 0


def _cmd_schema(args) -> int:
    import medcalc

    summary = medcalc.get(args.id).summary()
    if args.text and not args.json:
        print(_schema_text(summary))
        return 0
    json.dump(summary, sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


def _range_text(values) -> str:
    return "-".join("…" if v is None else f"{v:g}" if isinstance(v, (int, float)) else str(v)
                    for v in values)


def _schema_text(s: dict) -> str:
    """`medcalc schema ID --text`: the calculator as a person reads it."""
    import textwrap

    def wrap(text: str, indent: str = "  ") -> list[str]:
        return textwrap.wrap(" ".join(str(text).split()), 96, initial_indent=indent,
                             subsequent_indent=indent + "  ") or [indent.rstrip()]

    lines = [f"{s['name']} ({s['id']})", *wrap(s.get("description", ""), "")]
    if s.get("aliases"):
        lines += wrap("also called: " + "; ".join(s["aliases"]), "")
    lines.append(f"specialty: {s.get('specialty', '')}")
    if s.get("status") == "unavailable":
        info = s["unavailable"]
        lines += wrap(f"unavailable ({info['why_label']}): {info['reason']} "
                      f"({info['owner_label']}: {info['owner']})", "")
        if info.get("alternatives"):
            lines.append("open alternatives: " + ", ".join(info["alternatives"]))
        return "\n".join(lines)
    lines += ["", "Inputs:"]
    for f in s.get("inputs", []):
        head = f"  {f['name']} ({f['kind']}"
        if f.get("unit"):
            head += f", {f['unit']}"
        head += ")" + ("" if f.get("required", True) else " optional")
        if "default" in f:
            head += f", default {f['default']}"
        lines.append(head)
        lines += wrap(f["description"], "      ")
        if f.get("definition"):
            lines += wrap("counts: " + f["definition"], "      ")
        if f.get("accepted_units") and len(f["accepted_units"]) > 1:
            lines.append("      units: " + ", ".join(f["accepted_units"]))
        if f.get("plausible_range"):
            lines.append(f"      plausible: {_range_text(f['plausible_range'])}"
                         + (f" {f['unit']}" if f.get("unit") else ""))
        for alt in f.get("alternatives", ()):
            lines += wrap(f"or '{alt['key']}' in {alt['unit']}: {alt.get('description', '')}",
                          "      ")
        if f.get("choices"):
            lines += wrap("choices: " + "; ".join(
                f"{c['key']}" + (f" = {c['label']}" if c["label"] != c["key"] else "")
                + (f" ({c['value']})" if "value" in c else "") for c in f["choices"]), "      ")
        if f.get("labels"):
            lines += wrap("form labels: " + "; ".join(f["labels"]), "      ")
        if "absent_value" in f:
            lines.append(f"      under --missing absent: {f['absent_value']}")
    if s.get("items"):
        lines += ["", "Criteria (answer by value, band or yes/no):"]
        for item in s["items"]:
            lines.append(f"  {item['name']}: {item['label']}"
                         + (f"  [reads {', '.join(item['reads'])}]"
                            if item.get("reads") and item["reads"] != [item["name"]] else ""))
            for band in item.get("bands", ()):
                points = band["value"]
                unit = "point" if points in (1, -1) else "points"
                condition = band.get("range_text") or band["label"]
                label = f" ({band['label']})" if band.get("range_text") else ""
                absent = "  <- if not given, with --missing absent" if (
                    item.get("absent_band") == band["key"]) else ""
                shown = (f"{points:g} {unit}" if isinstance(points, (int, float))
                         and not isinstance(points, bool) else str(points))
                lines.append(f"      {condition}{label}: {shown}{absent}")
    if s.get("derived"):
        lines += ["", "Derived inputs (given directly, or computed):"]
        for d in s["derived"]:
            lines += wrap(f"{d['feature']} from {', '.join(d['from'])}: {d['description']}")
    out = s.get("output") or {}
    lines += ["", "Output: " + out.get("kind", "") + (f" in {out['unit']}" if out.get("unit") else "")
              + (f", range {_range_text(out['range'])}" if out.get("range") else "")]
    lines += ["", "Versions:"]
    for v in s.get("versions", []):
        default = " (default)" if v["name"] == s.get("default_version") else ""
        variant = f", variant {v['variant']}" if v.get("variant") else ""
        lines.append(f"  {v['name']}{default}: from {v['effective']}{variant}; "
                     f"uses {', '.join(v['features'])}")
        lines += wrap(v["source"]["citation"], "      ")
    for variant in s.get("variants", ()):
        lines += wrap(f"variant {variant['name']}: {variant['description']}")
    if s.get("preconditions"):
        lines += ["", "Preconditions (else NA not_applicable; --domain warn computes anyway):"]
        for p in s["preconditions"]:
            lines += wrap(p)
    lines += ["", "References:"]
    for r in s.get("references", []):
        lines += wrap(r["citation"] + (f" doi:{r['doi']}" if r.get("doi") else ""))
    return "\n".join(lines)


def _cmd_calc(args) -> int:
    import medcalc

    calc = medcalc.get(args.id)
    inputs = _read_input(args.input)
    as_of = None
    if args.as_of:
        try:
            as_of = _dt.date.fromisoformat(args.as_of)
        except ValueError:
            raise CliError(f"--as-of {args.as_of!r} is not a date (YYYY-MM-DD)",
                           "invalid_option") from None
    try:
        result = calc.calculate(inputs, version=args.version, as_of=as_of, missing=args.missing,
                                variant=args.variant, domain=args.domain)
    except ArithmeticError as exc:  # e.g. a division by zero at the edge of the domain
        where = " outside its domain" if args.domain == "warn" else ""
        raise CliError(f"{calc.id}: the formula cannot be computed for these inputs{where} "
                       f"({type(exc).__name__}: {exc})") from None
    if args.json:
        print(result.to_json(indent=1))
    else:
        ran = result.version + (f", variant {result.variant}" if result.variant else "")
        line = f"{calc.name} ({ran}): {_display(result)}"
        if result.interpretation:
            line += f" - {result.interpretation}"
        print(line)
        if result.imputed:
            print(f"imputed as absent: {', '.join(result.imputed)}")
        forms = {name: form for name, form in (result.given_as or {}).items()
                 if form not in ("value", "imputed")}
        if forms:
            print("answered as: " + ", ".join(f"{name} {form}" for name, form in forms.items()))
        for warning in result.warnings:
            print(f"warning: {warning}")
        if result.na_reason == "not_applicable" and any(
                result.na.message == p.message for p in calc.preconditions):
            print("outside the calculator's preconditions: --domain warn computes the value "
                  "anyway, with a warning")
    return 0


_SINGULAR = {"points": "point", "criteria": "criterion"}


def _display(result) -> str:
    """result.display(), with "1 point" and "1 criterion" for a value of one."""
    text = result.display()
    unit = result.unit
    if result.ok and unit in _SINGULAR and text.endswith(" " + unit):
        number = text[: -len(unit) - 1]
        try:
            one = abs(float(number)) == 1
        except ValueError:
            one = False
        if one:
            text = f"{number} {_SINGULAR[unit]}"
    return text


def _cmd_verify(args) -> int:
    import medcalc
    from medcalc.core.cases import check_case, load_case_file

    cases_dir = Path(args.cases) if args.cases else Path(__file__).resolve().parents[2] / "data" / "reference_cases"
    if not cases_dir.is_dir():
        raise CliError(f"no reference case directory at {cases_dir}; pass --cases DIR")
    ids = [medcalc.get(i).id for i in args.ids] if args.ids else [c.id for c in medcalc.list()]
    failures = total = 0
    for calc_id in ids:
        path = cases_dir / f"{calc_id}.json"
        if not medcalc.get(calc_id).available:
            why = medcalc.get(calc_id).unavailable_info()["why_label"]
            print(f"{calc_id:<34} unavailable ({why}): nothing to verify")
            continue
        if not path.exists():
            print(f"{calc_id:<34} no reference cases")
            failures += 1
            continue
        calc = medcalc.get(calc_id)
        cases = load_case_file(path).cases
        bad = [(case.id, problems) for case in cases if (problems := check_case(calc, case))]
        total += len(cases)
        failures += len(bad)
        print(f"{calc_id:<34} {len(cases) - len(bad)}/{len(cases)} reference cases agree")
        for case_id, problems in bad:
            print(f"  FAIL {case_id}: {'; '.join(problems)}")
    print(f"{len(ids)} calculators, {total} reference cases, {failures} failing")
    return 1 if failures else 0


def _recompute(args, label: str = "recompute"):
    from medcalc.benchmarks import jobs

    notes: list[str] = []
    rows, columns = jobs.read_rows(Path(args.input), notes)
    recomputed = jobs.recompute_rows(rows, columns, progress=not args.no_progress, label=label)
    for note in notes:
        print(f"note: {note}")
    return recomputed, columns


def _cmd_recompute(args) -> int:
    from medcalc.benchmarks import jobs

    if args.benchmark == "cmedcalc-bench":
        return _cmedcalc_bench(args, "recompute")
    if args.more:
        raise CliError(f"{args.benchmark} takes one input file, got {1 + len(args.more)}")
    if args.benchmark == "medmcp-calc":
        return _recompute_medmcp_calc(args)

    recomputed, columns = _recompute(args)
    jobs.write_recompute_csv(recomputed, Path(args.output), columns["id"])
    print(jobs.summarize(recomputed))
    print(f"wrote {args.output}")
    if args.audit:
        counts = jobs.write_audit_html(recomputed, Path(args.audit), args.input)
        print(_contradicted(counts, recomputed))
        print(f"wrote {args.audit}")
    return 0


def _contradicted(counts: dict, recomputed) -> str:
    """The contradicted labels, counted so that the parts add up on the page."""
    total = sum(counts.values())
    line = f"labels contradicted by the recompute: {total} of {len(recomputed)} rows"
    if counts:
        line += "\n" + "\n".join(f"  {n:>4}  {cause}"
                                   for cause, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    return line


def _recompute_medmcp_calc(args) -> int:
    from medcalc.benchmarks import medmcp_calc

    rows = medmcp_calc.recompute_tasks(medmcp_calc.read_tasks(Path(args.input)))
    medmcp_calc.write_csv(rows, Path(args.output))
    print(medmcp_calc.summarize(rows))
    print(f"wrote {args.output}")
    if args.audit:
        Path(args.audit).write_text(medmcp_calc.render_audit(rows, args.input), encoding="utf-8")
        print(f"wrote {args.audit}")
    return 0


def _cmedcalc_bench(args, command: str) -> int:
    from medcalc.benchmarks import cmedcalc_bench

    files = [args.input, *getattr(args, "more", [])]
    try:
        if command == "grade":
            return cmedcalc_bench.cli_grade(files, args.predictions, args.output,
                                            not args.no_progress)
        return cmedcalc_bench.cli_recompute(files, args.output, args.audit, not args.no_progress)
    except cmedcalc_bench.CMedCalcError as exc:
        raise CliError(str(exc)) from None


def _cmd_grade(args) -> int:
    import csv

    from medcalc.benchmarks import jobs

    if args.benchmark == "cmedcalc-bench":
        return _cmedcalc_bench(args, "grade")
    if args.more:
        raise CliError(f"{args.benchmark} takes one input file, got {1 + len(args.more)}")

    predictions = jobs.read_predictions(Path(args.predictions))
    recomputed, columns = _recompute(args, "grade")
    graded = jobs.grade_rows(recomputed, predictions)
    unmatched = len(set(predictions) - {str(r.row_id).strip() for r in recomputed})
    print(jobs.grade_summary(graded, recomputed))
    if unmatched:
        print(f"predictions with no matching row: {unmatched}")
    if args.output:
        with open(args.output, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow([columns["id"] or "Row", "Calculator ID", "answer", "abstained", "correct",
                             "recompute_status"])
            for g in graded:
                writer.writerow([g.row_id, g.calculator_id, "" if g.answer is None else g.answer,
                                 str(g.abstained).lower(), str(g.correct).lower(), g.recompute_status])
        print(f"wrote {args.output}")
    return 0


def _cmd_audit(args) -> int:
    from medcalc.benchmarks import jobs

    recomputed, _ = _recompute(args, "audit")
    counts = jobs.write_audit_html(recomputed, Path(args.output), args.input)
    print(_contradicted(counts, recomputed))
    print(f"wrote {args.output}")
    return 0


def _cmd_search(args) -> int:
    from medcalc.tools.search import search

    if not 1 <= args.k <= 50:
        raise CliError("-k must be between 1 and 50")
    hits = search(" ".join(args.query), k=args.k)
    if args.json:
        json.dump(hits, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if not hits:
        print("no calculator matches")
    for rank, hit in enumerate(hits, 1):
        print(f"{rank:>2}. {hit['id']:<36} {hit['name']}")
    return 0


def _cmd_series(args) -> int:
    from medcalc import series

    if args.records == "-":
        try:
            stream = getattr(sys.stdin, "buffer", None)
            text = (_decode_records(stream.read()) if stream is not None else sys.stdin.read())
        except (OSError, ValueError, AttributeError) as exc:  # closed, detached or no stdin
            raise CliError(f"cannot read records on stdin ({type(exc).__name__}: {exc})") from None
        if not text.strip():
            raise CliError("no records on stdin")
        timeline = series.load(text)
    else:
        if not Path(args.records).is_file():
            raise CliError(f"cannot read records file {args.records}: no such file")
        timeline = series.load(Path(args.records))
    if args.query is not None:
        if _json_depth(args.query) > MAX_INPUT_DEPTH:
            raise CliError(f"--query: JSON nested more than {MAX_INPUT_DEPTH} levels deep")
        answer = series.ask(timeline, args.query)
        if args.json:
            print(json.dumps({**answer.to_dict(), "timeline": timeline.report()},
                             ensure_ascii=False))
        else:
            print(answer.display())
            _series_notes(timeline)
        return 0
    try:
        with open(args.queries, encoding="utf-8-sig") as handle:
            lines = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as exc:
        raise CliError(f"cannot read queries file {args.queries}: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise CliError(f"queries file {args.queries} is not UTF-8 (byte {exc.start})") from None
    if len(lines) > MAX_INPUT_BYTES:
        raise _too_large(f"queries file {args.queries}")
    failed = 0
    for number, line in enumerate(lines.splitlines(), 1):
        if not line.strip():
            continue
        try:
            if _json_depth(line) > MAX_INPUT_DEPTH:
                raise CliError(f"JSON nested more than {MAX_INPUT_DEPTH} levels deep")
            answer = series.ask(timeline, line)
        except (series.SeriesError, CliError) as exc:
            failed += 1
            if args.json:
                error = exc.to_dict() if hasattr(exc, "to_dict") else {"message": str(exc)}
                print(json.dumps({"line": number, "error": error}, ensure_ascii=False))
            else:
                _error(f"{args.queries} line {number}: {exc}")
            continue
        if args.json:
            print(json.dumps({"line": number, **answer.to_dict()}, ensure_ascii=False))
        else:
            print(answer.display())
    if not args.json:
        _series_notes(timeline)
    return EXIT_BAD_INPUT if failed else 0


def _decode_records(raw: bytes) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CliError(f"records on stdin are not UTF-8 (byte {exc.start})") from None


def _series_notes(timeline) -> None:
    """What loading found, on stderr (stdout keeps one answer per query)."""
    report = timeline.report()
    parts = []
    if report["problem_count"]:
        parts.append(f"{report['problem_count']} cells unreadable or implausible (counted as "
                     "missing; --json lists them)")
    if report["duplicate_times"]:
        parts.append("duplicate timestamps " + ", ".join(report["duplicate_times"][:5]))
    if report["unknown_keys"]:
        parts.append("unknown keys ignored: " + ", ".join(report["unknown_keys"][:10]))
    if parts:
        print("note: " + "; ".join(parts), file=sys.stderr)


def install_hint(extra: str) -> str:
    """How to install an optional extra into *this* installation: from the source checkout it
    runs from (editable install) when there is one, else from PyPI."""
    root = Path(__file__).resolve().parents[2]
    if (root / "pyproject.toml").is_file() and (root / "src" / "medcalc").is_dir():
        hint = f"{sys.executable} -m pip install -e '{root}[{extra}]'"
        if (root / "run.sh").is_file():
            hint += f" (or: MEDCALC_EXTRAS={extra} {root / 'run.sh'} --version)"
        return hint
    return f"{sys.executable} -m pip install 'medcalc-ref[{extra}]'"


def mcp_config() -> dict:
    """An MCP client configuration (Claude Desktop, Cursor, VS Code...: "mcpServers") that starts
    this installation's server over stdio, with absolute paths (clients do not search PATH)."""
    script = Path(sys.executable).parent / ("medcalc.exe" if sys.platform == "win32" else "medcalc")
    if script.is_file():
        command, args = str(script), ["mcp"]
    else:
        command, args = sys.executable, ["-m", "medcalc.cli", "mcp"]
    return {"mcpServers": {"medcalc": {"command": command, "args": args}}}


def _cmd_workflow(args) -> int:
    from medcalc.tools.workflow import workflow

    if not 1 <= args.k <= 50:
        raise CliError("-k must be between 1 and 50")
    result = workflow(" ".join(args.text), k=args.k)
    if args.json:
        json.dump(result, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if not result["calculators"]:
        print("no calculator matches")
    for rank, entry in enumerate(result["calculators"], 1):
        needs = ", ".join(str(i + 1) for i in entry["needs"])
        print(f"{rank:>2}. {entry['id']:<36} {entry['name']}  (need {needs})")
    return 0


def _pairs(items: list[str], flag: str) -> dict[str, str]:
    out = {}
    for item in items:
        column, sep, value = item.partition("=")
        if not sep or not column or not value:
            raise CliError(f"{flag} {item!r}: expected COLUMN=VALUE")
        out[column] = value
    return out


def _cmd_batch(args) -> int:
    try:
        import pandas as pd
    except ImportError:
        raise CliError("medcalc batch reads tables with pandas: install the batch extra "
                       "(pip install -e '.[batch]' in this checkout)") from None
    from medcalc.benchmarks.jobs import Progress
    from medcalc.core.batch import calculate_batch

    def kind(path: str) -> str:
        suffix = Path(path).suffix.lower()
        if suffix not in (".csv", ".parquet"):
            raise CliError(f"{path}: expected a .csv or .parquet file")
        return suffix

    source, target = kind(args.input), kind(args.output)
    if not Path(args.input).is_file():
        raise CliError(f"{args.input}: no such file")
    try:
        table = (pd.read_csv(args.input, keep_default_na=True) if source == ".csv"
                 else pd.read_parquet(args.input))
    except ImportError:
        raise CliError("reading Parquet needs pyarrow: install the batch extra") from None
    except (ValueError, OSError, pd.errors.ParserError, UnicodeDecodeError) as exc:
        raise CliError(f"{args.input}: cannot read the table ({_one_line(exc)})") from None
    columns = _pairs(args.map, "--map") or None
    units: dict = {}
    for column, unit in _pairs(args.unit, "--unit").items():
        if unit.startswith("@"):
            if unit[1:] not in table.columns:
                raise CliError(f"--unit {column}={unit}: no column {unit[1:]!r}")
            units[column] = table[unit[1:]].astype(object).where(table[unit[1:]].notna(), None)
        else:
            units[column] = unit
    bar = None if args.no_progress else Progress(len(table), "batch")
    result = calculate_batch(args.id, table, columns=columns, units=units or None,
                             version=args.version, as_of=args.as_of, variant=args.variant,
                             missing=args.missing, domain=args.domain,
                             interpretation=args.interpretation, breakdown=args.breakdown,
                             progress=None if bar is None else (lambda done, total: bar.update(done)))
    if bar is not None:
        bar.update(len(table))
        bar.close()
    result.columns = [f"result_{c}" if c in table.columns else c for c in result.columns]
    out = pd.concat([table, result], axis=1)
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    try:
        if target == ".csv":
            out.to_csv(args.output, index=False)
        else:
            out.to_parquet(args.output, index=False)
    except ImportError:
        raise CliError("writing Parquet needs pyarrow: install the batch extra") from None
    ok = int((result.iloc[:, list(result.columns).index(
        "result_status" if "result_status" in result.columns else "status")] == "ok").sum())
    print(f"{len(table)} rows: {ok} ok, {len(table) - ok} NA -> {args.output}", file=sys.stderr)
    return 0


def _cmd_mcp(args) -> int:
    if args.print_config:
        print(json.dumps(mcp_config(), indent=2))
        return 0
    try:
        from medcalc.tools.mcp_server import serve
    except ImportError as exc:
        raise CliError(f"the MCP server needs the 'mcp' extra, not installed here ({exc}); "
                       f"install it with: {install_hint('mcp')}", "missing_extra") from None
    serve(http=args.http, host=args.host, port=args.port)
    return 0


def _cmd_serve(args) -> int:
    try:
        import fastapi  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as exc:
        raise CliError(f"the REST service needs the 'rest' extra, not installed here ({exc}); "
                       f"install it with: {install_hint('rest')}", "missing_extra") from None
    if not 0 <= args.port <= 65535:
        raise CliError(f"--port {args.port} is not a port (0-65535)")
    from medcalc.rest import serve

    serve(host=args.host, port=args.port)
    return 0


def _one_line(message: object) -> str:
    """An error message as one line of at most MAX_MESSAGE_CHARS characters."""
    try:
        text = str(message)
    except Exception:  # noqa: BLE001 - a hostile __str__
        text = "(no message)"
    text = " ".join(text.split())
    if len(text) > MAX_MESSAGE_CHARS:
        text = text[:MAX_MESSAGE_CHARS - 3] + "..."
    return text


def _error(message: object) -> None:
    try:
        print(f"medcalc: {_one_line(message)}", file=sys.stderr)
    except Exception:  # noqa: BLE001 - stderr closed: nothing more to say
        pass


def _json_wanted(argv: list[str] | None) -> bool:
    try:
        return "--json" in (argv if argv is not None else sys.argv[1:])
    except Exception:  # noqa: BLE001
        return False


def _error_object(exc: BaseException, kind: str | None = None) -> dict:
    """A failure as the JSON object printed on stderr under --json: {"error": type, "message",
    ...}; an invalid input keeps its "calculator" and "problems" (as call_tool's)."""
    from medcalc.core.na import InputError, InvalidOption, UnknownCalculator, UnknownVersion
    from medcalc.core.unavailable import CalculatorUnavailable

    message = _one_line(exc)
    if kind is not None:
        return {"error": kind, "message": message}
    if isinstance(exc, InputError):
        return {**exc.to_dict(), "message": message}
    if isinstance(exc, CalculatorUnavailable):
        return {**exc.to_dict(), "message": message}
    if isinstance(exc, UnknownCalculator):
        return {"error": "unknown_calculator", "message": message, "query": exc.query,
                "suggestions": list(exc.suggestions)}
    if isinstance(exc, UnknownVersion):
        return {"error": "unknown_version", "message": message}
    if isinstance(exc, InvalidOption):
        return {"error": "invalid_option", "message": message, "option": exc.option}
    if isinstance(exc, CliError):
        return {"error": exc.kind, "message": message}
    return {"error": "bad_input", "message": message}


def _fail(exc: BaseException, argv: list[str] | None, message: object = None,
          kind: str | None = None) -> None:
    """Report a failure: one line on stderr, or one JSON object under --json."""
    if _json_wanted(argv):
        try:
            error = _error_object(exc, kind)
            if message is not None:
                error["message"] = _one_line(message)
            print(json.dumps(error, ensure_ascii=False), file=sys.stderr)
            return
        except Exception:  # noqa: BLE001 - fall back to the plain line
            pass
    _error(message if message is not None else exc)


def main(argv: list[str] | None = None) -> int:
    """Run one command. Exit status: 0 success; 1 `verify` failures, or an unexpected exception
    (a bug in medcalc, printed as one line); 2 bad input (one line on stderr). Never a
    traceback."""
    try:
        return _main(argv)
    except KeyboardInterrupt as exc:
        _fail(exc, argv, "interrupted", "interrupted")
        return 130
    except (RecursionError, MemoryError) as exc:  # input too deep or too large for the work
        _fail(exc, argv, f"input too large or too deeply nested ({type(exc).__name__})",
              "too_large")
        return EXIT_BAD_INPUT
    except Exception as exc:  # noqa: BLE001 - a bug: one line, exit 1, never a traceback
        _fail(exc, argv, f"internal error ({type(exc).__name__}: {_one_line(exc)}); this is a "
                         "bug in medcalc, not in the input", "internal_error")
        return EXIT_INTERNAL_ERROR


def _main(argv: list[str] | None) -> int:
    from medcalc.benchmarks.jobs import JobError
    from medcalc.core.na import InputError, MedcalcError

    try:
        args = _parser().parse_args(argv)
        if args.show_version:
            import medcalc

            print(f"medcalc {medcalc.__version__} (distribution medcalc-ref; "
                  f"{Path(medcalc.__file__).resolve().parent})")
            return 0
        if args.command is None:
            raise CliError("a command is required (list, schema, calc, search, verify, mcp, "
                           "serve, ...); medcalc --help lists them", "usage")
        return {"serve": _cmd_serve, "list": _cmd_list, "schema": _cmd_schema, "calc": _cmd_calc,
                "verify": _cmd_verify, "recompute": _cmd_recompute, "grade": _cmd_grade,
                "audit": _cmd_audit, "search": _cmd_search, "mcp": _cmd_mcp,
                "series": _cmd_series, "workflow": _cmd_workflow,
                "batch": _cmd_batch}[args.command](args)
    except (InputError, CliError, MedcalcError, JobError, ValueError, OverflowError) as exc:
        _fail(exc, argv)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
