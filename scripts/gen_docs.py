"""Generate the calculator pages of the documentation site from the registry.

Nothing here is about one calculator: every page is built from what a calculator module declares
(`Calculator.summary()`, its versions, notes, preconditions, references and compute functions),
its reference cases in `data/reference_cases/<id>.json`, and the benchmark mapping files. Adding a
calculator module (and re-running `python -m medcalc.core.reindex`) gives it a page.

Two ways to run it:

- as an MkDocs hook (`hooks: [scripts/gen_docs.py]` in mkdocs.yml): `on_config` generates the
  pages and replaces the `Calculators` entry of the nav with the generated section (grouped by
  specialty); `on_files` adds the pages to the build as in-memory files. Nothing generated is
  written to `docs/`.
- as a script, to look at the Markdown: `python scripts/gen_docs.py --out /tmp/gen` writes every
  generated page under that directory (`--only ID ...` for some calculators).
"""

from __future__ import annotations

import ast
import datetime as _dt
import html
import inspect
import io
import json
import math
import re
import sys
import textwrap
import tokenize
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
CASES_DIR = ROOT / "data" / "reference_cases"
CALC_DIR = "calculators"  # generated pages live under docs/calculators/ (virtually)
NAV_PLACEHOLDER = "Calculators"

# Display names of the specialty keys of the catalog; an unknown key is spelled out generically.
SPECIALTIES = {
    "cardiology": "Cardiology",
    "critical_care": "Critical care",
    "emergency_trauma": "Emergency & trauma",
    "endocrinology_metabolism": "Endocrinology & metabolism",
    "gastroenterology_hepatology": "Gastroenterology & hepatology",
    "general_other": "General & other",
    "hematology": "Hematology",
    "infectious_disease": "Infectious disease",
    "nephrology_urology": "Nephrology & urology",
    "neurology": "Neurology",
    "obstetrics_gynecology": "Obstetrics & gynecology",
    "oncology": "Oncology",
    "pediatrics_neonatology": "Pediatrics & neonatology",
    "psychiatry_addiction": "Psychiatry & addiction",
    "pulmonology": "Pulmonology",
    "rheumatology_musculoskeletal": "Rheumatology & musculoskeletal",
    "surgery_anesthesiology": "Surgery & anesthesiology",
}

SOURCE_KINDS = {
    "published_example": "published example",
    "hand_derivation": "hand derivation",
    "guideline_table": "guideline table",
}


def specialty_label(key: str) -> str:
    return SPECIALTIES.get(key) or key.replace("_", " ").capitalize()


# -- Markdown helpers ---------------------------------------------------------------------------

_MD_SPECIAL = re.compile(r"([\\`*_\[\]|])")


def esc(text: Any) -> str:
    """Plain text as inline Markdown: HTML-escaped, emphasis/link/table characters escaped."""
    return _MD_SPECIAL.sub(r"\\\1", html.escape(str(text), quote=False))


def para(text: str) -> str:
    """Plain text (possibly several paragraphs) as Markdown paragraphs."""
    out = []
    for block in re.split(r"\n\s*\n", text.strip("\n")):
        lines = block.splitlines()
        if all(ln.startswith("    ") or not ln.strip() for ln in lines):  # an indented formula
            out.append("```text\n" + textwrap.dedent(block) + "\n```")
            continue
        line = esc(" ".join(block.split()))
        if re.match(r"^([#>+\-]|\d+[.)]\s)", line):
            line = "\\" + line
        out.append(line)
    return "\n\n".join(out)


def cell(text: str) -> str:
    """Markdown for a table cell: one line."""
    return text.replace("\n", "<br>")


def code(text: Any) -> str:
    text = str(text)
    fence = "``" if "`" in text else "`"
    pad = " " if "`" in text else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] * len(header)) + "|"]
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def num(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        return f"{value:g}" if abs(value) < 1e15 else repr(value)
    return str(value)


def py_literal(value: Any) -> str:
    """A JSON value as a Python literal with double-quoted strings."""
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{py_literal(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
    return repr(value)


def reference_md(ref: dict) -> str:
    text = esc(ref["citation"])
    if ref.get("doi"):
        text += f" [doi:{esc(ref['doi'])}](https://doi.org/{quote(ref['doi'], safe='/.;:-_~')})"
    if ref.get("url"):
        text += f" <{ref['url']}>"
    return text


# -- reading the code: interpretation bands and the implementation ---------------------------------

_OPS = {"<=": "≤", ">=": "≥", "==": "=", "!=": "≠"}


def _function_ast(func) -> tuple[ast.FunctionDef, str] | None:
    try:
        source = textwrap.dedent(inspect.getsource(func))
    except (OSError, TypeError):
        return None
    tree = ast.parse(source)
    node = tree.body[0] if tree.body else None
    if not isinstance(node, ast.FunctionDef):
        return None
    return node, source


class _Inline(ast.NodeTransformer):
    """Replace module constants that are numbers by their values (LOW_CUTOFF -> 1.45)."""

    def __init__(self, namespace: dict):
        self.namespace = namespace

    def visit_Name(self, node: ast.Name):
        value = self.namespace.get(node.id)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return ast.copy_location(ast.Constant(value), node)
        return node


def _condition(test: ast.expr, func) -> str:
    text = ast.unparse(_Inline(func.__globals__).visit(test))
    for op, sign in _OPS.items():
        text = text.replace(f" {op} ", f" {sign} ")
    return text


def _bands(stmts: list[ast.stmt], func) -> list[tuple[str, str]] | None:
    """`if cond: return "text"` chains (elif/else included) as (condition, text) rows."""
    rows: list[tuple[str, str]] = []
    for i, stmt in enumerate(stmts):
        last = i == len(stmts) - 1
        if isinstance(stmt, ast.Return):
            value = stmt.value
            if not last or not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
                return None
            rows.append(("otherwise", value.value))
        elif isinstance(stmt, ast.If) and len(stmt.body) == 1 and isinstance(stmt.body[0], ast.Return):
            value = stmt.body[0].value
            if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
                return None
            rows.append((_condition(stmt.test, func), value.value))
            if stmt.orelse:
                if not last:
                    return None
                rest = _bands(stmt.orelse, func)
                if rest is None:
                    return None
                rows += rest
        else:
            return None
    return rows if rows and rows[-1][0] == "otherwise" else None


def _comments(source: str) -> list[str]:
    out = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT:
                out.append(tok.string.lstrip("#").strip())
    except (tokenize.TokenError, IndentationError):
        pass
    return [c for c in out if c and not c.startswith(("noqa", "type:", "pragma"))]


def interpretation_md(func) -> str:
    parsed = _function_ast(func)
    if parsed is None:
        return "The interpretation is computed by `" + func.__name__ + "` (source not available)."
    node, source = parsed
    body = list(node.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant):
        body = body[1:]
    rows = _bands(body, func)
    doc = inspect.getdoc(func)
    parts = []
    if doc:
        parts.append(para(doc))
    if rows is not None:
        value = node.args.args[0].arg if node.args.args else "value"
        parts.append(f"The first matching row applies (`{value}` is the calculator's value).\n")
        parts.append(table(["Condition", "Interpretation"],
                           [[code(cond) if cond != "otherwise" else "otherwise", esc(text)]
                            for cond, text in rows]))
        comments = _comments(source)
        if comments:
            parts.append("Source comment: " + esc(" ".join(comments)))
    else:
        parts.append(f"Computed by `{func.__name__}`:\n\n```python\n{source.rstrip()}\n```")
    return "\n\n".join(parts)


@dataclass
class _ModuleSource:
    source: str
    lines: list[str]
    defs: dict[str, tuple[int, str]] = field(default_factory=dict)  # name -> (line, source)
    imports: dict[str, str] = field(default_factory=dict)  # name -> module it comes from


_module_sources: dict[str, _ModuleSource | None] = {}


def _module_source(module_name: str) -> _ModuleSource | None:
    if module_name in _module_sources:
        return _module_sources[module_name]
    module = sys.modules.get(module_name)
    info = None
    try:
        source = inspect.getsource(module) if module else None
    except (OSError, TypeError):
        source = None
    if source:
        info = _ModuleSource(source, source.splitlines())
        for node in ast.parse(source).body:
            if isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    info.imports[alias.asname or alias.name] = node.module
            if isinstance(node, (ast.FunctionDef, ast.Assign, ast.AnnAssign)):
                start = node.lineno
                if isinstance(node, ast.FunctionDef) and node.decorator_list:
                    start = node.decorator_list[0].lineno
                while start > 1 and info.lines[start - 2].lstrip().startswith("#"):
                    start -= 1  # the comment block above a definition belongs to it
                text = "\n".join(info.lines[start - 1:node.end_lineno])
                if isinstance(node, ast.FunctionDef):
                    names = [node.name]
                elif isinstance(node, ast.Assign):
                    names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                else:
                    names = [node.target.id] if isinstance(node.target, ast.Name) else []
                for name in names:
                    info.defs[name] = (start, text)
    _module_sources[module_name] = info
    return info


def _is_library(module_name: str | None) -> bool:
    return bool(module_name) and module_name.startswith("medcalc.") \
        and not module_name.startswith("medcalc.core")


def _called_library_functions(func) -> list:
    """Library functions (not medcalc.core helpers) that `func` calls directly, in call order."""
    parsed = _function_ast(func)
    found = []
    if parsed is None:
        return found
    for node in ast.walk(parsed[0]):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            obj = func.__globals__.get(node.func.id)
            if inspect.isfunction(obj) and _is_library(obj.__module__) and obj not in found:
                found.append(obj)
    return found


def implementation_source(func) -> str | None:
    """The compute function with the module constants and helpers it uses, as one listing."""
    home = func.__module__
    if _module_source(home) is None:
        return None
    chosen: dict[tuple[str, str], tuple[int, str]] = {}  # (module, name) -> (line, text)
    todo = [func]
    seen_funcs = set()
    while todo:
        current = todo.pop()
        if current in seen_funcs:
            continue
        seen_funcs.add(current)
        info = _module_source(current.__module__)
        if info is None or current.__name__ not in info.defs:
            continue
        chosen[(current.__module__, current.__name__)] = info.defs[current.__name__]
        parsed = _function_ast(current)
        if parsed is None:
            continue
        for node in ast.walk(parsed[0]):
            if not (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)):
                continue
            obj = current.__globals__.get(node.id)
            if obj is None:
                continue
            if inspect.isfunction(obj) and _is_library(obj.__module__):
                todo.append(obj)
            elif node.id in info.defs and not inspect.isfunction(obj) and not inspect.isclass(obj):
                chosen[(current.__module__, node.id)] = info.defs[node.id]
            elif isinstance(obj, (int, float, str)) and not isinstance(obj, bool):
                origin = info.imports.get(node.id, "another module")
                chosen[(current.__module__, node.id)] = (0, f"{node.id} = {obj!r}  # from {origin}")
    parts = []
    for module_name in sorted({m for m, _ in chosen}, key=lambda m: (m == home, m)):
        items = sorted({(line, text) for (m, _), (line, text) in chosen.items() if m == module_name})
        block = "\n\n".join(text for _, text in items)
        parts.append(f"# {module_name}\n{block}")
    return "\n\n\n".join(parts)


# -- data ----------------------------------------------------------------------------------------

def load_calculators() -> list:
    """Every registered calculator, from freshly imported modules (so `mkdocs serve` sees edits)."""
    for name in [n for n in sys.modules if n == "medcalc" or n.startswith("medcalc.")]:
        del sys.modules[name]
    _module_sources.clear()
    src = str(ROOT / "src")
    if src not in sys.path:
        sys.path.insert(0, src)  # when mkdocs runs outside the project's venv
    from medcalc.core import registry

    return [registry.get(calc_id) for calc_id in registry.all_ids()]


def load_cases(calc_id: str):
    from medcalc.core.cases import load_case_file

    path = CASES_DIR / f"{calc_id}.json"
    if not path.exists():
        return None
    return load_case_file(path)


def load_benchmark_mappings() -> dict[str, list[dict]]:
    """MedCalc-Bench mapping files by calculator id."""
    try:
        from medcalc.benchmarks.medcalc_bench import MAPPINGS_DIR
    except ImportError:
        return {}
    out: dict[str, list[dict]] = {}
    for path in sorted(MAPPINGS_DIR.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        out.setdefault(data["calculator"], []).append(data)
    for maps in out.values():
        maps.sort(key=lambda d: int(d["calculator_id"]))
    return out


# -- one calculator ------------------------------------------------------------------------------

def _input_value(value: Any) -> str:
    if isinstance(value, list) and len(value) == 2 and isinstance(value[1], str) \
            and isinstance(value[0], (int, float)) and not isinstance(value[0], bool):
        return f"{num(value[0])} {value[1]}"
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    if value is None:
        return "null"
    return num(value)


def _value_text(value: Any) -> str:
    """An expected value as Python shows the result's value ((weeks, days) is a tuple)."""
    if isinstance(value, list):
        return "(" + ", ".join(num(v) for v in value) + ")"
    return num(value)


def _inputs_cell(inputs: dict) -> str:
    if not inputs:
        return "(none)"
    return "<br>".join(f"{code(k)}: {esc(_input_value(v))}" for k, v in inputs.items())


def _expected_cell(exp) -> str:
    lines = []
    if exp.status == "ok":
        value = exp.value
        text = _value_text(value)
        tol = f" ± {num(exp.tolerance)}" if exp.tolerance else ""
        lines.append(f"**{esc(text)}**{esc(tol)}")
    elif exp.status == "na":
        lines.append(f"NA ({code(exp.na_reason)})")
    else:
        lines.append("input error naming " + ", ".join(code(f) for f in exp.error_features))
    if exp.version:
        lines.append(f"version {code(exp.version)}")
    if getattr(exp, "variant", None):
        lines.append(f"variant {code(exp.variant)}")
    if exp.interpretation:
        lines.append("interpretation: " + esc(exp.interpretation))
    if exp.imputed is not None:
        lines.append("imputed: " + (", ".join(code(f) for f in exp.imputed) or "none"))
    if exp.breakdown:
        lines.append("breakdown: " + ", ".join(f"{esc(k)} {esc(num(v))}" for k, v in exp.breakdown.items()))
    return "<br>".join(lines)


def _case_options(case) -> list[str]:
    opts = []
    if case.version:
        opts.append(f"version={case.version}")
    if getattr(case, "variant", None):
        opts.append(f"variant={case.variant}")
    if case.as_of:
        opts.append(f"as_of={case.as_of.isoformat()}")
    if case.missing != "strict":
        opts.append(f"missing={case.missing}")
    if getattr(case, "domain", "strict") != "strict":
        opts.append(f"domain={case.domain}")
    return opts


def cases_md(calc, case_file) -> str:
    if case_file is None:
        return ('!!! warning "No reference cases yet"\n    `data/reference_cases/'
                f'{calc.id}.json` does not exist.')
    from medcalc.core.cases import check_case

    rows = []
    agree = 0
    for case in case_file.cases:
        try:
            problems = check_case(calc, case)
        except Exception as exc:  # noqa: BLE001 - a docs build reports, it does not crash
            problems = [f"{type(exc).__name__}: {exc}"]
        agree += not problems
        check = "✓ agrees" if not problems else "✗ " + esc("; ".join(problems))
        first = f"**{esc(case.id)}**"
        if case.description:
            first += "<br>" + esc(case.description)
        opts = _case_options(case)
        if opts:
            first += "<br>" + ", ".join(code(o) for o in opts)
        first += "<br>" + check
        src = case.source
        source = f"*{SOURCE_KINDS.get(src.kind, src.kind)}*: {esc(src.citation)}"
        if src.derivation:
            source += "<br>*Derivation:* " + esc(src.derivation)
        rows.append([first, _inputs_cell(case.inputs), _expected_cell(case.expected), source])
    n = len(case_file.cases)
    head = (f"{n} reference case{'s' if n != 1 else ''} from "
            f"`data/reference_cases/{calc.id}.json`. Expected values come from the cited source or "
            "from the hand derivation written in the case, not from running this code. Each case "
            f"is also checked against this build: {agree} of {n} agree.")
    return head + "\n\n" + table(["Case", "Inputs", "Expected", "Source"], rows)


def _unit_cell(s: dict) -> str:
    if "unit" not in s:
        return "—"
    text = esc(s["unit"])
    others = [u for u in s.get("accepted_units", []) if u != s["unit"]]
    if others:
        text += "<br>also " + ", ".join(esc(u) for u in others)
    if s.get("analyte"):
        text += f"<br>analyte: {esc(s['analyte'])}"
    return text


def _range_cell(feature, s: dict) -> str:
    rng = s.get("plausible_range")
    if rng is None and isinstance(getattr(feature, "range", None), tuple):
        rng = feature.range
    if rng is None:
        return "—"
    lo, hi = rng
    if isinstance(lo, _dt.date):
        return f"{lo.isoformat()} to {hi.isoformat()}"
    unit = f" {s['unit']}" if s.get("unit") else ""
    return esc(f"{num(lo)} to {num(hi)}{unit}")


def _missing_cell(feature, s: dict, calc=None) -> str:
    from medcalc.core.features import UNSET

    readers = [i for i in calc.items.values() if feature.name in i.reads] if calc else []
    derived = calc.derived.get(feature.name) if calc else None
    if derived is not None:
        return ("derived when not given: from " + ", ".join(code(p) for p in derived.parameters))
    sources = [d.feature for d in (calc.derived.values() if calc else ())
               if feature.name in d.parameters]
    if sources and not readers and feature.name not in _parameters(calc):
        return ("optional: a source of " + ", ".join(code(f) for f in sources)
                + " (give it directly, or its sources)")
    if readers and (feature.name not in _parameters(calc) or feature.name in calc.items):
        parts = []
        for item in readers:
            text = f"read by criterion {code(item.name)}"
            if item.any_of and len(item.reads) > 1:
                text += " (decided by the inputs given)"
            if item.absent is not None:
                text += f"; *absent* policy: band {code(item.absent)}"
            parts.append(text)
        return "<br>".join(parts)
    if not s["required"]:
        default = s.get("default")
        return "optional" + (f"; default {code(_input_value(default))}" if default is not None else "")
    text = "required"
    absent = getattr(feature, "absent", UNSET)
    if absent is not UNSET:
        if isinstance(absent, float) and math.isnan(absent):
            shown = "criterion not met"
        elif isinstance(absent, bool):
            shown = code("false" if not absent else "true")
        else:
            shown = code(_input_value(s.get("absent_value", absent)))
        text += f"<br>*absent* policy: {shown}"
    return text


def inputs_md(calc) -> str:
    rows = []
    n_versions = len(calc.versions)
    for feature in calc.features.values():
        s = feature.summary()
        name = code(s["name"])
        for alt in s.get("alternatives", []):
            name += f"<br>or {code(alt['key'])} ({esc(alt['unit'])})"
        desc = esc(s["description"])
        if s.get("definition"):
            desc += "<br>**Counts:** " + esc(s["definition"])
        for alt in s.get("alternatives", []):
            if alt.get("description"):
                desc += f"<br>{code(alt['key'])}: " + esc(alt["description"])
        if s.get("choices"):
            items = []
            for c in s["choices"]:
                item = f"{code(c['key'])} {esc(c['label'])}"
                if "value" in c:
                    item += f" (= {esc(num(c['value']))})"
                if c.get("makes_na"):
                    item += f" → NA {code(c['makes_na'])}"
                items.append(item)
            desc += "<br>Choices:<br>" + "<br>".join("• " + item for item in items)
        used = [v.name for v in calc.versions if feature.name in v.parameters]
        if n_versions > 1 and len(used) < n_versions:
            desc += "<br>Used by: " + (", ".join(code(v) for v in used) or "no version")
        rows.append([name, s["kind"], _unit_cell(s), _range_cell(feature, s),
                     _missing_cell(feature, s, calc), desc])
    if not any(f.kind in ("quantity", "duration") for f in calc.features.values()):
        intro = "An input outside its plausible range gives NA `implausible`."
    else:
        intro = ("Quantities accept a bare number in the canonical unit (first line of *Unit*), "
                 "`[value, \"unit\"]`, `\"value unit\"` or a pint Quantity in any listed unit. "
                 "A value outside the plausible range gives NA `implausible`.")
    text = intro + "\n\n" + table(["Input", "Kind", "Unit", "Plausible range",
                                   "If not given", "Description"], rows)
    if calc.items:
        text += ("\n\nA criterion of the score may also be answered directly, under its own "
                 "name or the input it reads: see [Criteria](#criteria).")
    if calc.derived:
        text += "\n\n" + derived_md(calc)
    return text


def _parameters(calc) -> set[str]:
    """Every name some version's compute function takes."""
    return {p for v in calc.versions for p in v.parameters}


def derived_md(calc) -> str:
    """Derived inputs: given directly, or computed from their sources."""
    lines = ["**Derived inputs.** Each may be given directly; when it is not, it is computed from "
             "its sources, and `Result.given_as` says so ([derived features]"
             "(../semantics.md#derived-features))."]
    for d in calc.derived.values():
        lines.append(f"- {code(d.feature)} from " + ", ".join(code(p) for p in d.parameters)
                     + f": {esc(d.description)}")
    return "\n\n".join(lines[:1]) + "\n\n" + "\n".join(lines[1:])


_SYMBOLS = {"gt": ">", "ge": "≥", "lt": "<", "le": "≤"}


def _bound_text(obj, unit: str = "") -> str:
    """A band's or condition's inequalities: '≥ 65 years', '≥ 65 and < 75 years'."""
    parts = [f"{_SYMBOLS[op]} {num(getattr(obj, op))}" for op in ("gt", "ge", "lt", "le")
             if getattr(obj, op) is not None]
    text = " and ".join(parts)
    return f"{text} {unit}".strip() if text and unit else text


def _unit(calc, feature: str) -> str:
    return getattr(calc.features.get(feature), "unit", "") or ""


def _condition_text(calc, cond) -> str:
    """One source of a yes/no criterion: 'age ≥ 65 year', 'confusion', 'sex is female'."""
    if cond.choices:
        return f"{code(cond.feature)} is " + " or ".join(code(_input_value(c)) for c in cond.choices)
    bound = _bound_text(cond, _unit(calc, cond.feature))
    return f"{code(cond.feature)} {esc(bound)}" if bound else f"{code(cond.feature)} is true"


_NEGATE = {"gt": "le", "ge": "lt", "lt": "ge", "le": "gt"}


def _negated_text(calc, cond) -> str | None:
    """The 'no' side of a single-threshold criterion ('age < 65 year'), else None."""
    bounds = [op for op in ("gt", "ge", "lt", "le") if getattr(cond, op) is not None]
    if cond.choices or len(bounds) != 1:
        return None
    op = bounds[0]
    unit = _unit(calc, cond.feature)
    return f"{code(cond.feature)} {esc(_SYMBOLS[_NEGATE[op]])} {esc(num(getattr(cond, op)))}" \
        + (f" {esc(unit)}" if unit else "")


def _band_condition(calc, item, band) -> str:
    """What puts a feature value in this band."""
    if item.any_of:  # a yes/no criterion
        if band.key == "yes":
            return " or ".join(_condition_text(calc, c) for c in item.any_of)
        if len(item.any_of) == 1:
            negated = _negated_text(calc, item.any_of[0])
            if negated:
                return negated
            cond = item.any_of[0]
            if not cond.choices and not _bound_text(cond):
                return f"{code(cond.feature)} is false"
            return "otherwise"
        if len(item.reads) == 1:
            return "otherwise"
        return "none of these, among the inputs given"
    feature = item.reads[0]
    if band.choices:
        return f"{code(feature)} is " + " or ".join(code(_input_value(c)) for c in band.choices)
    bound = _bound_text(band, _unit(calc, feature))
    return f"{code(feature)} {esc(bound)}" if bound else "—"


def _band_answers(band) -> str:
    """How a caller names the band: its key, its label and aliases."""
    names = [code(band.key)]
    if band.label and band.label != band.key:
        names.append(code(band.label))
    names += [code(a) for a in band.aliases]
    return ", ".join(dict.fromkeys(names))


def items_md(calc) -> str:
    """The points table: one row per band of each criterion, from the declared items."""
    points = "Points" if (calc.output.unit or "").strip() == "points" else "Value"
    used_by = {name: [v.name for v in calc.versions if name in v.parameters] for name in calc.items}
    rows = []
    for item in calc.items.values():
        head = f"**{esc(item.label)}**<br>{code(item.name)}"
        if item.aliases:
            head += "<br>also: " + ", ".join(code(a) for a in item.aliases)
        if item.any_of and len(item.reads) > 1:
            head += "<br>*either-or*: met if any input given meets it; missing only when all are"
        if item.description:
            head += "<br>" + esc(item.description)
        if len(calc.versions) > 1 and len(used_by[item.name]) < len(calc.versions):
            head += "<br>Used by: " + (", ".join(code(v) for v in used_by[item.name]) or "no version")
        bands = sorted(item.bands, key=lambda b: b.key != "yes") if item.yes_no else item.bands
        for i, band in enumerate(bands):
            absent = "**absent**" if band.key == item.absent else ""
            if item.yes_no:
                answer = _band_answers(band) + "<br>" + code("true" if band.key == "yes" else "false")
            else:
                answer = _band_answers(band)
            rows.append([head if i == 0 else "", _band_condition(calc, item, band), answer,
                         esc(num(band.value)) if not isinstance(band.value, str) else code(band.value),
                         absent])
    intro = (f"The score's criteria as the source prints them, each with its bands: the condition "
             f"on the input it reads (the source's exact inequality), the answers that name the "
             f"band, and its {points.lower()}. A criterion may be answered by the measurement, by "
             f"a band (key, label or alias, in any case and with ≥ or >= alike) or, for a yes/no "
             f"criterion, `true`/`false`; `Result.given_as` records which "
             f"([input shapes](../semantics.md#input-shapes-value-band-yesno)). Under "
             f"`missing=\"absent\"` an unanswered criterion takes its **absent** band and is "
             f"listed in `imputed`.")
    example = _item_example(calc)
    if example:
        intro += "\n\n" + example
    return intro + "\n\n" + table(["Criterion", "Condition", "Answers", points,
                                    "Under `absent`"], rows)


def _item_example(calc) -> str:
    """One line: a criterion answered by its band, and one answered yes/no."""
    band_answer = None
    for item in calc.items.values():
        if not item.yes_no and item.bands:
            band = item.bands[-1]
            band_answer = (item.name, min((band.label, *band.aliases), key=len) or band.key)
            break
        if item.yes_no and len(item.any_of) == 1 and item.band("yes").aliases:
            threshold = item.band("yes").aliases[-1]  # '>=65', added by criterion()
            if re.fullmatch(r"[<>]=?-?[\d.]+", threshold):
                band_answer = (item.name, threshold)
                break
    yes_no = next((i for i in calc.items.values() if i.yes_no
                   and (band_answer is None or i.name != band_answer[0])), None)
    parts = []
    if band_answer is not None:
        parts.append(f"`{{{py_literal(band_answer[0])}: {py_literal(band_answer[1])}}}` answers "
                     f"{code(band_answer[0])} by its band")
    if yes_no is not None:
        parts.append(f"`{{{py_literal(yes_no.name)}: True}}` answers {code(yes_no.name)} yes/no")
    return ("For example, " + " and ".join(parts) + ".") if parts else ""


def versions_md(calc) -> str:
    rows = []
    for v in calc.versions:
        name = code(v.name) + (" (default)" if v is calc.default_version else "")
        row = [name, v.effective.isoformat()]
        if calc.variants:
            row.append(code(v.variant))
        row += [reference_md(v.source.to_dict()), ", ".join(code(p) for p in v.parameters)]
        rows.append(row)
    header = ["Version", "Effective"] + (["Variant"] if calc.variants else []) + ["Source", "Inputs"]
    text = ("Versions are successive editions of the rule, each with the date it took effect "
            "([versions vs variants](../semantics.md#versions-and-variants)).\n\n"
            + table(header, rows))
    if calc.variants:
        text += ("\n\nWithout `version=`, `as_of=` or `variant=`, the default version runs. "
                 "`as_of=DATE` runs the latest edition in force on DATE *within the variant* (the "
                 "default variant unless `variant=` names another); a date never changes the "
                 "variant.")
    elif len(calc.versions) > 1:
        text += ("\n\nWithout `version=` or `as_of=`, the default version runs. `as_of=DATE` runs "
                 "the latest version whose effective date is on or before DATE.")
    return text


def variants_md(calc) -> str:
    """Parallel conventions, chosen only explicitly."""
    default = calc.default_version.variant
    rows = []
    for variant in calc.variants.values():
        name = code(variant.name) + (" (default)" if variant.name == default else "")
        editions = [v for v in calc.versions if v.variant == variant.name]
        rows.append([name, esc(variant.description),
                     reference_md(variant.source.to_dict()) if variant.source else "—",
                     ", ".join(f"{code(v.name)} ({v.effective.isoformat()})" for v in editions)])
    example = next((n for n in calc.variants if n != default), default)
    text = ("Variants are parallel conventions in use at the same time, chosen only explicitly "
            f"(`variant=\"{example}\"`, `medcalc calc {calc.id} --variant {example}`, the tool "
            "argument `variant`), never by a date. Without `variant=` the default variant runs; "
            "the result's `variant` names the one that ran.\n\n")
    return text + table(["Variant", "Description", "Source", "Editions (versions)"], rows)


def preconditions_md(calc, s: dict) -> str:
    if not s["preconditions"]:
        return "None declared beyond the plausible ranges of the inputs."
    items = "\n".join(f"- {esc(p)}" for p in s["preconditions"])
    names = sorted({p for pre in calc.preconditions for p in pre.parameters})
    return (f"The calculator's domain. Checked on {', '.join(code(n) for n in names)}.\n\n{items}"
            "\n\nOutside them the result is NA `not_applicable`. With `domain=\"warn\"` "
            "(`--domain warn`, tool argument `domain`) the value is computed anyway, with a "
            "warning naming the violated precondition and `Result.outside_domain` listing it "
            "([domain option](../semantics.md#domain-preconditions-and-domainwarn)).")


# -- formulas as math ----------------------------------------------------------------------------
# A compute function written as straight-line arithmetic (assignments, then one return) is shown
# as equations in MathML, which browsers render natively: no script, nothing fetched. Helpers of
# the calculator's own module or of medcalc.formulas are inlined with their arguments (so
# CKD-EPI 2021 shows 142, 0.7/0.9, ... where its shared helper has parameters); module constants
# show as their values. Anything else (branches, loops, library internals) keeps only the
# implementation listing.

_MATH_FUNCS = {"minimum": "min", "maximum": "max", "min": "min", "max": "max", "round": "round"}
_BINOPS = {ast.Add: ("+", 1), ast.Sub: ("−", 1), ast.Mult: ("×", 2), ast.Mod: ("mod", 2)}
_CMPOPS = {ast.Lt: "<", ast.LtE: "≤", ast.Gt: ">", ast.GtE: "≥", ast.Eq: "=", ast.NotEq: "≠"}
_ATOM = 9


class _NoMath(Exception):
    """The function is not straight-line arithmetic: no equation is shown."""


def _mo(text: str) -> str:
    return f"<mo>{html.escape(text)}</mo>"


def _mi(text: str) -> str:
    return f"<mi>{html.escape(text)}</mi>"


def _paren(mathml: str) -> str:
    return f"<mrow>{_mo('(')}{mathml}{_mo(')')}</mrow>"


def _straight_line(func):
    """(assignments [(name, expr)], returned expr) of a function, or None."""
    parsed = _function_ast(func)
    if parsed is None:
        return None
    node = _Inline(func.__globals__).visit(parsed[0])
    body = list(node.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
        return None
    assigns = []
    for stmt in body[:-1]:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 \
                and isinstance(stmt.targets[0], ast.Name):
            assigns.append((stmt.targets[0].id, stmt.value))
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value:
            assigns.append((stmt.target.id, stmt.value))
        elif (isinstance(stmt, ast.If) and not stmt.orelse
              and all(isinstance(s, ast.Raise) or _is_warning(s) for s in stmt.body)):
            continue  # a guard (raise Implausible/NotApplicable) or a warning: not the formula
        elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
            continue  # a check such as _check(total, hdl)
        else:
            return None
    returned = body[-1].value
    if isinstance(returned, ast.Name) and assigns and assigns[-1][0] == returned.id \
            and isinstance(assigns[-1][1], ast.Dict):  # out = {...}; return out
        returned = assigns.pop()[1]
        return assigns, returned, node
    return assigns, body[-1].value, node


def _is_warning(stmt: ast.stmt) -> bool:
    """`out["warnings"] = [...]` (a message added to the result, not arithmetic)."""
    return (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Subscript)
            and isinstance(stmt.targets[0].slice, ast.Constant)
            and stmt.targets[0].slice.value == "warnings")


def _bind(node: ast.FunctionDef, call: ast.Call) -> dict[str, ast.expr] | None:
    params = [a.arg for a in node.args.args]
    if node.args.vararg or node.args.kwarg or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    bound = dict(zip(params, call.args))
    for kw in call.keywords:
        if kw.arg is None:
            return None
        bound[kw.arg] = kw.value
    defaults = node.args.defaults
    for name, default in zip(params[len(params) - len(defaults):], defaults):
        bound.setdefault(name, default)
    return bound if set(bound) >= set(params) else None


class _Math:
    """An expression as MathML, with `names` substituted (a helper's parameters)."""

    def __init__(self, func, names: dict[str, tuple[str, int]] | None = None, depth: int = 0):
        self.func = func
        self.names = names or {}
        self.depth = depth

    def __call__(self, node: ast.expr) -> tuple[str, int]:
        method = getattr(self, "_" + type(node).__name__, None)
        if method is None:
            raise _NoMath(type(node).__name__)
        return method(node)

    def ml(self, node, at_least: int = 0) -> str:
        text, prec = self(node)
        return _paren(text) if prec < at_least else text

    def _Constant(self, node):
        value = node.value
        if isinstance(value, bool) or value is None:
            return f"<mtext>{num(value) if value is not None else 'none'}</mtext>", _ATOM
        if isinstance(value, (int, float)):
            text = num(value)
            if text.startswith("-"):
                return f"<mrow>{_mo('−')}<mn>{text[1:]}</mn></mrow>", 3
            return f"<mn>{html.escape(text)}</mn>", _ATOM
        return f"<mtext>\u201c{html.escape(str(value))}\u201d</mtext>", _ATOM

    def _Name(self, node):
        if node.id in self.names:
            return self.names[node.id]
        value = self.func.__globals__.get(node.id)
        if isinstance(value, str):
            return f"<mtext>\u201c{html.escape(value)}\u201d</mtext>", _ATOM
        return _mi(node.id), _ATOM

    def _Attribute(self, node):
        return _mi(ast.unparse(node)), _ATOM

    def _UnaryOp(self, node):
        if isinstance(node.op, ast.USub):
            return f"<mrow>{_mo('−')}{self.ml(node.operand, 3)}</mrow>", 3
        if isinstance(node.op, ast.UAdd):
            return self(node.operand)
        if isinstance(node.op, ast.Not):
            return f"<mrow>{_mo('¬')}{self.ml(node.operand, 3)}</mrow>", 3
        raise _NoMath("unary")

    def _BinOp(self, node):
        op = type(node.op)
        if op is ast.Div:  # a fraction needs no parentheses, except as a power's base
            return f"<mfrac>{self.ml(node.left)}{self.ml(node.right)}</mfrac>", _ATOM - 1
        if op is ast.FloorDiv:
            inner = f"<mfrac>{self.ml(node.left)}{self.ml(node.right)}</mfrac>"
            return f"<mrow>{_mo('⌊')}{inner}{_mo('⌋')}</mrow>", _ATOM
        if op is ast.Pow:
            return f"<msup>{self.ml(node.left, _ATOM)}{self.ml(node.right)}</msup>", 4
        if op not in _BINOPS:
            raise _NoMath("operator")
        sign, prec = _BINOPS[op]
        right_min = prec + 1 if op in (ast.Sub, ast.Mod) or prec == 2 and op is not ast.Mult else prec
        return (f"<mrow>{self.ml(node.left, prec)}{_mo(sign)}{self.ml(node.right, right_min)}"
                "</mrow>", prec)

    def _Compare(self, node):
        parts = [self.ml(node.left, 1)]
        for op, right in zip(node.ops, node.comparators):
            if type(op) not in _CMPOPS:
                raise _NoMath("comparison")
            parts += [_mo(_CMPOPS[type(op)]), self.ml(right, 1)]
        return f"<mrow>{''.join(parts)}</mrow>", 0

    def _BoolOp(self, node):
        word = "and" if isinstance(node.op, ast.And) else "or"
        joined = f"<mspace width='0.4em'/><mtext>{word}</mtext><mspace width='0.4em'/>".join(
            self.ml(v, 0) for v in node.values)
        return f"<mrow>{joined}</mrow>", -1

    def _piecewise(self, cases: list[tuple[ast.expr, ast.expr]], otherwise: ast.expr):
        rows = "".join(f"<mtr><mtd>{self.ml(v)}</mtd><mtd><mtext>if </mtext>{self.ml(c)}</mtd></mtr>"
                       for c, v in cases)
        rows += f"<mtr><mtd>{self.ml(otherwise)}</mtd><mtd><mtext>otherwise</mtext></mtd></mtr>"
        return (f"<mrow>{_mo('{')}<mtable columnalign='left left'>{rows}</mtable></mrow>",
                _ATOM)

    def _IfExp(self, node):
        cases, other = [(node.test, node.body)], node.orelse
        while isinstance(other, ast.IfExp):
            cases.append((other.test, other.body))
            other = other.orelse
        return self._piecewise(cases, other)

    def _Call(self, node):
        name = ast.unparse(node.func).split(".")[-1]
        args = node.args
        if name == "where" and len(args) == 3 and not node.keywords:
            cases, other = [(args[0], args[1])], args[2]
            while (isinstance(other, ast.Call) and ast.unparse(other.func).split(".")[-1] == "where"
                   and len(other.args) == 3):
                cases.append((other.args[0], other.args[1]))
                other = other.args[2]
            return self._piecewise(cases, other)
        if node.keywords:
            raise _NoMath("keywords")
        if name == "sqrt" and len(args) == 1:
            return f"<msqrt>{self.ml(args[0])}</msqrt>", _ATOM
        if name == "exp" and len(args) == 1:
            return f"<msup>{_mi('e')}{self.ml(args[0])}</msup>", 4
        if name in ("floor", "ceil", "abs", "fabs") and len(args) == 1:
            left, right = {"floor": ("⌊", "⌋"), "ceil": ("⌈", "⌉")}.get(name, ("|", "|"))
            return f"<mrow>{_mo(left)}{self.ml(args[0])}{_mo(right)}</mrow>", _ATOM
        if name in ("log", "log10", "log2") and len(args) == 1:
            head = _mi("ln") if name == "log" else f"<msub>{_mi('log')}<mn>{name[3:]}</mn></msub>"
            return f"<mrow>{head}<mo>&#x2061;</mo>{_paren(self.ml(args[0]))}</mrow>", _ATOM
        target = self.func.__globals__.get(ast.unparse(node.func).split(".")[0])
        for attr in ast.unparse(node.func).split(".")[1:]:
            target = getattr(target, attr, None)
        if inspect.isfunction(target) and self.depth < 3 and _is_library(target.__module__):
            inlined = self._inline(target, node)
            if inlined is not None:
                return inlined
        shown = _MATH_FUNCS.get(name, name)
        inner = _mo(",").join(self.ml(a) for a in args)
        return f"<mrow>{_mi(shown)}<mo>&#x2061;</mo>{_paren(inner)}</mrow>", _ATOM

    def _inline(self, target, call: ast.Call):
        """A helper whose body is one `return expr`, with its arguments put in."""
        shape = _straight_line(target)
        if shape is None or shape[0]:
            return None
        bound = _bind(shape[2], call)
        if bound is None:
            return None
        names = {k: self(v) for k, v in bound.items()}
        return _Math(target, names, self.depth + 1)(shape[1])


def _equation(lhs: str, rhs: str) -> str:
    return (f'<math display="block"><mrow>{_mi(lhs)}{_mo("=")}{rhs}</mrow></math>')


def formula_math(compute) -> list[str]:
    """The compute function as MathML equations (one per line); [] when it is not straight-line
    arithmetic."""
    try:
        shape = _straight_line(compute)
        if shape is None:
            return []
        assigns, returned, node = shape
        func, names, depth = compute, {}, 0
        # `return helper(args)` with a straight-line helper: show the helper, arguments put in
        if not assigns and isinstance(returned, ast.Call):
            target = func.__globals__.get(ast.unparse(returned.func).split(".")[0])
            for attr in ast.unparse(returned.func).split(".")[1:]:
                target = getattr(target, attr, None)
            inner = (_straight_line(target) if inspect.isfunction(target)
                     and _is_library(target.__module__) else None)
            bound = _bind(inner[2], returned) if inner is not None else None
            if bound is not None:
                names = {k: _Math(func)(v) for k, v in bound.items()}
                func, depth = target, 1
                assigns, returned = inner[0], inner[1]
        math_of = _Math(func, names, depth)
        lines = []
        for name, value in assigns:
            lines.append(_equation(name, math_of(value)[0]))
            names[name] = (_mi(name), _ATOM)
        if isinstance(returned, ast.Dict):
            for key, value in zip(returned.keys, returned.values):
                if isinstance(key, ast.Constant) and key.value != "warnings" and not (
                        isinstance(value, ast.Name) and value.id == key.value):
                    lines.append(_equation(str(key.value), math_of(value)[0]))
        else:
            lines.append(_equation("value", math_of(returned)[0]))
        return lines
    except (_NoMath, RecursionError, SyntaxError, TypeError, ValueError):
        return []


def formula_md(calc) -> str:
    parts = []
    for v in calc.versions:
        title = f"### {esc(v.name)}" + (" (default)" if v is calc.default_version else "")
        block = [title]
        if v.notes:
            block.append(para(v.notes))
        doc = inspect.getdoc(v.compute)
        if doc:
            block.append(para(doc))
        helper_docs = []
        if not v.notes and not doc:  # e.g. a compute that calls a documented shared formula
            helper_docs = [d for d in map(inspect.getdoc, _called_library_functions(v.compute)) if d]
            block += [para(d) for d in helper_docs]
        if not v.notes and not doc and not helper_docs:
            block.append("No formula text is declared for this version; see its source and the "
                         "implementation below.")
        equations = formula_math(v.compute)
        if equations:
            block.append("As computed, each input in its canonical unit (see Inputs):")
            block.append('<div class="formula" markdown="0">\n' + "\n".join(equations)
                         + "\n</div>")
        source = implementation_source(v.compute)
        if source:
            body = textwrap.indent(f"```python\n{source}\n```", "    ")
            block.append(f'??? abstract "Implementation: `{v.compute.__name__}`"\n\n{body}')
        parts.append("\n\n".join(block))
    return "\n\n".join(parts)


def output_md(calc) -> str:
    out = calc.output
    items = [f"- **Kind:** {out.kind}"]
    if out.unit:
        items.append(f"- **Unit:** {esc(out.unit)}")
    if out.decimals is not None:
        items.append(f"- **Display rounding:** {out.decimals} decimal{'s' if out.decimals != 1 else ''} "
                     "(`Result.display()`; the value itself is never rounded)")
    if out.description:
        items.append(f"- **Description:** {esc(out.description)}")
    if (b := calc.output_bounds()) is not None:  # declared, or the sum of the items' points
        items.append(f"- **Range:** {num(b[0])} to {num(b[1]).replace('inf', '∞')} (inclusive)")
    return "\n".join(items)


def usage_md(calc, case_file) -> str:
    example = None
    if case_file is not None:
        ok = [c for c in case_file.cases if c.expected.status == "ok"]
        # Prefer a case that runs with the defaults (strict policy, default version).
        example = min(ok, key=lambda c: (c.missing != "strict", c.version is not None,
                                         c.as_of is not None,
                                         getattr(c, "variant", None) is not None,
                                         getattr(c, "domain", "strict") != "strict"),
                      default=None)
    if example is not None:
        inputs = example.inputs
    else:
        inputs = {name: "..." for name in calc.required_features()}
    args = [f'"{calc.id}"', py_literal(inputs)]
    cli_opts = ""
    if example is not None:
        if example.version:
            args.append(f'version="{example.version}"')
            cli_opts += f" --version {example.version}"
        if getattr(example, "variant", None):
            args.append(f'variant="{example.variant}"')
            cli_opts += f" --variant {example.variant}"
        if example.as_of:
            args.append(f'as_of="{example.as_of.isoformat()}"')
            cli_opts += f" --as-of {example.as_of.isoformat()}"
        if example.missing != "strict":
            args.append(f'missing="{example.missing}"')
            cli_opts += f" --missing {example.missing}"
        if getattr(example, "domain", "strict") != "strict":
            args.append(f'domain="{example.domain}"')
            cli_opts += f" --domain {example.domain}"
    call = f"r = medcalc.calculate({', '.join(args)})"
    if len(call) > 96:
        if len(args[1]) > 88 and inputs:
            args[1] = "{\n" + "".join(f"        {py_literal(k)}: {py_literal(v)},\n"
                                      for k, v in inputs.items()) + "    }"
        call = "r = medcalc.calculate(\n    " + ",\n    ".join(args) + ",\n)"
    lines = ["```python", "import medcalc", "", call]
    if example is not None:
        exp = example.expected
        shown = _value_text(exp.value)
        lines.append(f"r.value  # {shown} (reference case {example.id})")
    lines += ["r.to_json()", "```", ""]
    payload = json.dumps(inputs, ensure_ascii=False).replace("'", "'\"'\"'")
    lines += ["```bash", f"medcalc calc {calc.id}{cli_opts} --input '{payload}'",
              f"medcalc schema {calc.id}   # metadata and the JSON Schema of the inputs", "```"]
    return "\n".join(lines)


def benchmarks_md(maps: list[dict]) -> str:
    parts = []
    for m in maps:
        head = f"**MedCalc-Bench calculator {m['calculator_id']}**"
        if m.get("benchmark_name"):
            head += f" ({esc(m['benchmark_name'])})"
        if m.get("version"):
            head += f": recomputed with version {code(m['version'])}"
        lines = [head + "."]
        if m.get("fixed_inputs"):
            lines.append("Fixed inputs: " + ", ".join(
                f"{code(k)} = {code(_input_value(v))}" for k, v in m["fixed_inputs"].items()) + ".")
        if m.get("notes"):
            lines.append(para(m["notes"]))
        rows = [[code(k), code(v["feature"]), code(v["transform"]) if v.get("transform") else ""]
                for k, v in m.get("keys", {}).items()]
        rows += [[code(k), "ignored", esc(why)] for k, why in m.get("ignored_keys", {}).items()]
        body = textwrap.indent(table(["Benchmark key", "Input", "Transform / note"], rows), "    ")
        lines.append(f'??? note "Entity keys ({len(rows)})"\n\n{body}')
        parts.append("\n\n".join(lines))
    path = "src/medcalc/benchmarks/mappings/medcalc_bench/"
    return (f"The benchmark's `Relevant Entities` are mapped to this calculator's inputs by the "
            f"data files in `{path}`; see [Benchmark recomputation](../benchmarks.md).\n\n"
            + "\n\n".join(parts))


def unavailable_page(calc) -> str:
    info = calc.unavailable_info()
    out = [f"# {esc(calc.name)}", "",
           f"**Id:** {code(calc.id)} · **Specialty:** {esc(specialty_label(calc.specialty))} · "
           "**Status:** unavailable", ""]
    if calc.aliases:
        out += ["**Also known as:** " + "; ".join(esc(a) for a in calc.aliases), ""]
    out += [para(calc.description), "",
            f'!!! warning "Not implemented: {info["why_label"]}"', "",
            textwrap.indent(para(info["reason"]), "    "), "",
            f"**{info['owner_label'].capitalize()}:** {esc(info['owner'])}", ""]
    if info["alternatives"]:
        from medcalc.core.registry import index

        links = [f"[{code(a)}]({a}.md)" if a in index() else code(a) for a in info["alternatives"]]
        out += ["**Open alternatives:** " + ", ".join(links), ""]
    out += ["`medcalc.calculate` raises `CalculatorUnavailable` with this explanation "
            "(`medcalc calc` exits 2; agent tools return it as a structured error).", ""]
    if calc.notes.strip():
        out += ["## Notes", "", para(calc.notes), ""]
    if calc.references:
        out += ["## References", ""] + [f"{i}. {reference_md(r.to_dict())}"
                                        for i, r in enumerate(calc.references, 1)] + [""]
    return "\n".join(out)


def calculator_page(calc, case_file, maps: list[dict]) -> str:
    if not calc.available:
        return unavailable_page(calc)
    s = calc.summary()
    out = [f"# {esc(calc.name)}", ""]
    meta = [f"**Id:** {code(calc.id)}", f"**Specialty:** {esc(specialty_label(calc.specialty))}",
            f"**Default version:** {code(calc.default_version.name)}"]
    if calc.variants:
        meta.append(f"**Default variant:** {code(calc.default_version.variant)}")
    out += [" · ".join(meta), ""]
    if calc.aliases:
        out += ["**Also known as:** " + "; ".join(esc(a) for a in calc.aliases), ""]
    out += [para(calc.description), ""]
    sections = [("Usage", usage_md(calc, case_file)), ("Inputs", inputs_md(calc))]
    if calc.items:
        sections.append(("Criteria", items_md(calc)))
    sections.append(("Output", output_md(calc)))
    if calc.variants:
        sections.append(("Variants", variants_md(calc)))
    sections += [
        ("Versions", versions_md(calc)),
        ("Formula", formula_md(calc)),
        ("Interpretation", interpretation_md(calc.interpret) if calc.interpret else
         "No interpretation category is defined: the result is the value alone."),
        ("Preconditions", preconditions_md(calc, s)),
        ("Notes", para(calc.notes) if calc.notes.strip() else "No notes."),
    ]
    refs = list(s["references"])
    for v in calc.versions:
        if v.source.to_dict() not in refs:
            refs.append(v.source.to_dict())
    for variant in calc.variants.values():
        if variant.source is not None and variant.source.to_dict() not in refs:
            refs.append(variant.source.to_dict())
    sections.append(("References", "\n".join(f"{i}. {reference_md(r)}" for i, r in enumerate(refs, 1))))
    sections.append(("Reference cases", cases_md(calc, case_file)))
    if maps:
        sections.append(("Benchmarks", benchmarks_md(maps)))
    for title, body in sections:
        out += [f"## {title}", "", body, ""]
    return "\n".join(out)


# -- the site's generated part -------------------------------------------------------------------

def _versions_cell(calc) -> str:
    if not calc.available:
        return f"unavailable ({calc.unavailable_info()['why_label']})"
    # one version per line, as plain text that may wrap (a long name must not widen the table)
    text = "<br>".join(esc(v.name) + ("" if v.name == str(v.effective.year)
                                      else f" ({v.effective.year})") for v in calc.versions)
    if calc.variants:
        text += "<br>variants: " + ", ".join(esc(n) for n in calc.variants)
    return text


def index_page(calcs: list, cases: dict) -> str:
    by_spec: dict[str, list] = {}
    for c in calcs:
        by_spec.setdefault(c.specialty, []).append(c)
    n_cases = sum(len(f.cases) for f in cases.values() if f is not None)
    out = ["# Calculators", "",
           f"{len(calcs)} calculators in {len(by_spec)} specialties, with {n_cases} reference "
           "cases. Every page below is generated from the calculator's module and its reference "
           "case file when the site is built.", ""]
    # One table per specialty (a heading instead of a column) and the id under the name: three
    # columns that fit the page, versions and cases included.
    for spec in sorted(by_spec, key=specialty_label):
        rows = [[f"[{esc(c.name)}]({c.id}.md)<br>{code(c.id)}", _versions_cell(c),
                 str(len(cases[c.id].cases)) if cases.get(c.id) else "0"]
                for c in sorted(by_spec[spec], key=lambda c: c.name.lower())]
        out += [f"## {specialty_label(spec)}", "",
                table(["Calculator", "Versions", "Cases"], rows), ""]
    return "\n".join(out) + "\n"


@dataclass
class Site:
    pages: dict[str, str]  # docs-relative path -> Markdown
    nav: list  # the Calculators section, in mkdocs nav form


def generate(only: list[str] | None = None) -> Site:
    # No .pyc writes while importing the library: `mkdocs serve` watches src/ and would take them
    # for edits and rebuild again.
    dont_write, sys.dont_write_bytecode = sys.dont_write_bytecode, True
    try:
        return _generate(only)
    finally:
        sys.dont_write_bytecode = dont_write


def _generate(only: list[str] | None) -> Site:
    calcs = load_calculators()
    if only:
        calcs = [c for c in calcs if c.id in only]
    maps = load_benchmark_mappings()
    cases = {c.id: load_cases(c.id) for c in calcs}
    pages = {f"{CALC_DIR}/index.md": index_page(calcs, cases)}
    by_spec: dict[str, list] = {}
    for calc in calcs:
        pages[f"{CALC_DIR}/{calc.id}.md"] = calculator_page(calc, cases[calc.id], maps.get(calc.id, []))
        by_spec.setdefault(calc.specialty, []).append(calc)
    nav: list = [{"All calculators": f"{CALC_DIR}/index.md"}]
    for spec in sorted(by_spec, key=specialty_label):
        calcs_here = sorted(by_spec[spec], key=lambda c: c.name.lower())
        entries = [{c.name: f"{CALC_DIR}/{c.id}.md"} for c in calcs_here]
        nav.append({specialty_label(spec): entries})
    return Site(pages, nav)


# -- MkDocs hook ---------------------------------------------------------------------------------

_site: Site | None = None


def on_config(config, **kwargs):
    global _site
    _site = generate()
    nav = config.nav
    if nav:
        for i, item in enumerate(nav):
            if isinstance(item, dict) and NAV_PLACEHOLDER in item:
                nav[i] = {NAV_PLACEHOLDER: _site.nav}
                break
    return config


def on_files(files, config, **kwargs):
    from mkdocs.structure.files import File

    assert _site is not None, "on_config did not run"
    for path, content in _site.pages.items():
        existing = files.get_file_from_path(path)
        if existing is not None:
            files.remove(existing)
        files.append(File.generated(config, path, content=content))
    return files


def analytes_md() -> str:
    from medcalc.core import analytes
    from medcalc.core.analytes import Analyte

    rows = []
    for value in vars(analytes).values():
        if isinstance(value, Analyte):
            rows.append([code(value.name), num(round(value.molar_mass, 3)),
                         str(value.valence) if value.valence else "—", esc(value.note)])
    return table(["Analyte", "Molar mass (g/mol)", "Valence", "Note"], rows)


# Markers in hand-written pages replaced by generated content.
SNIPPETS = {"<!-- medcalc:analytes -->": analytes_md}


def on_page_markdown(markdown, page, config, files, **kwargs):
    for marker, render in SNIPPETS.items():
        if marker in markdown:
            markdown = markdown.replace(marker, render())
    return markdown


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Write the generated documentation pages.")
    parser.add_argument("--out", required=True, help="directory to write the Markdown into")
    parser.add_argument("--only", nargs="*", help="calculator ids (default: all)")
    args = parser.parse_args(argv)
    site = generate(args.only)
    out = Path(args.out)
    for path, content in site.pages.items():
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
    print(f"{len(site.pages)} pages written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
