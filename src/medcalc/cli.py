"""The `medcalc` command line.

    medcalc list [--json]
    medcalc schema ID
    medcalc calc ID --input JSON|@FILE|- [--version V] [--as-of DATE] [--variant NAME]
                    [--missing strict|absent] [--domain strict|warn] [--json]
    medcalc verify [ID ...]
    medcalc search QUERY [-k N] [--json]
    medcalc mcp [--http] [--port N]
    medcalc recompute medcalc-bench IN.csv -o OUT.csv
    medcalc grade medcalc-bench IN.csv --predictions FILE [-o GRADED.csv]
    medcalc audit medcalc-bench IN.csv -o REPORT.html

Bad input exits with status 2 and a one-line reason on stderr; never a traceback. The JSON of
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
    """A user error: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2, no usage dump
        raise CliError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="medcalc", description="Typed, unit-safe, versioned clinical calculators.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = sub.add_parser("list", help="list calculators")
    p.add_argument("--json", action="store_true",
                   help="full metadata as JSON: versions, variants, items, derived inputs and "
                        "input schemas")

    p = sub.add_parser("schema", help="a calculator's metadata (versions, variants, items with "
                                      "their bands, derived inputs) and JSON Schema of its inputs")
    p.add_argument("id")

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

    p = sub.add_parser("mcp", help="run the MCP server (stdio; --http for loopback HTTP)")
    p.add_argument("--http", action="store_true", help="Streamable HTTP on 127.0.0.1 instead of stdio")
    p.add_argument("--host", default="127.0.0.1", help="HTTP bind address (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="HTTP port (default 8765)")

    benchmarks = ["medcalc-bench"]
    p = sub.add_parser("recompute", help="recompute a benchmark's labels from its extracted features")
    p.add_argument("benchmark", choices=benchmarks)
    p.add_argument("input", help="benchmark CSV (MedCalc-Bench v1.0, v1.2 or Verified layout)")
    p.add_argument("-o", "--output", required=True, help="output CSV, one row per input row")
    p.add_argument("--audit", metavar="REPORT.html", help="also write the audit report")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")

    p = sub.add_parser("grade", help="grade model outputs by the benchmark's own rubric")
    p.add_argument("benchmark", choices=benchmarks)
    p.add_argument("input", help="benchmark CSV with labels")
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
        stream = getattr(sys.stdin, "buffer", None)
        if stream is not None:
            text = _decode(stream.read(MAX_INPUT_BYTES + 1), where)
        else:  # a text stream without bytes (tests): count characters
            text = sys.stdin.read(MAX_INPUT_BYTES + 1)
            if len(text) > MAX_INPUT_BYTES:
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
        raise CliError(f"input is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
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

    calculators = medcalc.list()
    if args.json:
        json.dump([c.summary() for c in calculators], sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    width = max(len(c.id) for c in calculators)
    for c in calculators:
        versions = ", ".join(v.name for v in c.versions) if c.available else "unavailable"
        line = f"{c.id:<{width}}  {c.name}  [{versions}]"
        if c.available and c.variants:
            default = c.default_version.variant
            line += "  variants: " + ", ".join(
                name + (" (default)" if name == default else "") for name in c.variants)
        print(line)
    return 0


def _cmd_schema(args) -> int:
    import medcalc

    json.dump(medcalc.get(args.id).summary(), sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


def _cmd_calc(args) -> int:
    import medcalc

    calc = medcalc.get(args.id)
    inputs = _read_input(args.input)
    as_of = None
    if args.as_of:
        try:
            as_of = _dt.date.fromisoformat(args.as_of)
        except ValueError:
            raise CliError(f"--as-of {args.as_of!r} is not a date (YYYY-MM-DD)") from None
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
        line = f"{calc.name} ({ran}): {result.display()}"
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


def _recompute(args):
    from medcalc.benchmarks import jobs

    notes: list[str] = []
    rows, columns = jobs.read_rows(Path(args.input), notes)
    recomputed = jobs.recompute_rows(rows, columns, progress=not args.no_progress)
    for note in notes:
        print(f"note: {note}")
    return recomputed, columns


def _cmd_recompute(args) -> int:
    from medcalc.benchmarks import jobs

    recomputed, columns = _recompute(args)
    jobs.write_recompute_csv(recomputed, Path(args.output), columns["id"])
    print(jobs.summarize(recomputed))
    print(f"wrote {args.output}")
    if args.audit:
        counts = jobs.write_audit_html(recomputed, Path(args.audit), args.input)
        print(f"{sum(counts.values())} contradicted labels; wrote {args.audit}")
    return 0


def _cmd_grade(args) -> int:
    import csv

    from medcalc.benchmarks import jobs

    predictions = jobs.read_predictions(Path(args.predictions))
    recomputed, columns = _recompute(args)
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

    recomputed, _ = _recompute(args)
    counts = jobs.write_audit_html(recomputed, Path(args.output), args.input)
    total = sum(counts.values())
    detail = ", ".join(f"{cause}: {n}" for cause, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    print(f"{total} of {len(recomputed)} rows contradicted" + (f" ({detail})" if detail else ""))
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


def _cmd_mcp(args) -> int:
    try:
        from medcalc.tools.mcp_server import serve
    except ImportError as exc:
        raise CliError(f"the MCP server needs the 'mcp' extra: pip install 'medcalc-ref[mcp]' ({exc})") from None
    serve(http=args.http, host=args.host, port=args.port)
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


def main(argv: list[str] | None = None) -> int:
    """Run one command. Exit status: 0 success; 1 `verify` failures, or an unexpected exception
    (a bug in medcalc, printed as one line); 2 bad input (one line on stderr). Never a
    traceback."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        _error("interrupted")
        return 130
    except (RecursionError, MemoryError) as exc:  # input too deep or too large for the work
        _error(f"input too large or too deeply nested ({type(exc).__name__})")
        return EXIT_BAD_INPUT
    except Exception as exc:  # noqa: BLE001 - a bug: one line, exit 1, never a traceback
        _error(f"internal error ({type(exc).__name__}: {_one_line(exc)}); this is a bug in "
               "medcalc, not in the input")
        return EXIT_INTERNAL_ERROR


def _main(argv: list[str] | None) -> int:
    from medcalc.benchmarks.jobs import JobError
    from medcalc.core.na import InputError, MedcalcError

    try:
        args = _parser().parse_args(argv)
        return {"list": _cmd_list, "schema": _cmd_schema, "calc": _cmd_calc,
                "verify": _cmd_verify, "recompute": _cmd_recompute, "grade": _cmd_grade,
                "audit": _cmd_audit, "search": _cmd_search, "mcp": _cmd_mcp}[args.command](args)
    except InputError as exc:
        if "--json" in (argv if argv is not None else sys.argv):
            print(json.dumps(exc.to_dict(), ensure_ascii=False), file=sys.stderr)
        else:
            _error(exc)
        return EXIT_BAD_INPUT
    except (CliError, MedcalcError, JobError, ValueError, OverflowError) as exc:
        _error(exc)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
