"""The newcomer friction of issue 16, each fixed: dates, CLI (--version, list filters and aliases,
schema --text, JSON errors for every failure, plurals, progress labels, MCP config and install
hint), the main job's summary, the set-up's progress, and the docs' formulas and index."""

import datetime as dt
import json
import sys
from pathlib import Path

import pytest

import medcalc
from medcalc.cli import main
from medcalc.core.features import Date
from medcalc.core.na import InputError

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "data" / "medcalc_bench" / "dev_sample.csv"


def run(argv, capsys):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# -- dates --------------------------------------------------------------------------------------

DATE = Date(name="lmp", description="Last menstrual period")


@pytest.mark.parametrize("raw, expected", [
    ("2024-03-04", dt.date(2024, 3, 4)),
    ("15/01/2024", dt.date(2024, 1, 15)),      # only day-first is a date
    ("01/15/2024", dt.date(2024, 1, 15)),      # only month-first is a date
    ("05/05/2024", dt.date(2024, 5, 5)),       # both readings are the same date
    ("15.01.2024", dt.date(2024, 1, 15)),
    ("3 April 2024", dt.date(2024, 4, 3)),
    ("Apr 3, 2024", dt.date(2024, 4, 3)),
    (["03/04/2024", "DD/MM/YYYY"], dt.date(2024, 4, 3)),
    (["03/04/2024", "MM/DD/YYYY"], dt.date(2024, 3, 4)),
    (("4.3.2024", "%d.%m.%Y"), dt.date(2024, 3, 4)),
    (["2024/04/03", "YYYY/MM/DD"], dt.date(2024, 4, 3)),
    (dt.datetime(2024, 4, 3, 10, 30), dt.date(2024, 4, 3)),
])
def test_dates_read_without_guessing(raw, expected):
    assert DATE.parse(raw) == expected


@pytest.mark.parametrize("raw, kind", [
    ("03/04/2024", "ambiguous_date"),          # 3 April or 4 March?
    ("12/11/2013", "ambiguous_date"),
    ("03/04/24", "wrong_type"),                # two-digit year
    ("March 2024", "wrong_type"),              # no day: never filled in from the clock
    ("30/02/2024", "wrong_type"),
    (["03/04/2024", "DD/YY"], "wrong_type"),   # not a format
    (["31/02/2024", "DD/MM/YYYY"], "wrong_type"),
    ([3, 4], "wrong_type"),
])
def test_ambiguous_or_incomplete_dates_are_input_errors(raw, kind):
    with pytest.raises(ValueError) as info:
        DATE.parse(raw)
    assert info.value.kind == kind


def test_ambiguous_date_error_through_calculate_names_both_readings_and_the_fix():
    with pytest.raises(InputError) as info:
        medcalc.calculate("pregnancy_due_dates", {"last_menstrual_period": "03/04/2024",
                                                  "cycle_length": 28})
    problem = info.value.problems[0]
    assert problem.feature == "last_menstrual_period" and problem.kind == "ambiguous_date"
    assert "03 April 2024" in problem.message and "04 March 2024" in problem.message
    assert "DD/MM/YYYY" in problem.message
    given = medcalc.calculate("pregnancy_due_dates", {
        "last_menstrual_period": ["03/04/2024", "DD/MM/YYYY"], "cycle_length": 28})
    assert given.value == dt.date(2024, 4, 3) + dt.timedelta(days=280)


def test_date_schema_says_which_formats_are_accepted():
    schema = medcalc.get("pregnancy_due_dates").input_schema()["properties"]["last_menstrual_period"]
    assert "DD/MM/YYYY" in schema["x-date-formats"] and "MM/DD/YYYY" in schema["x-date-formats"]
    assert "15/01/2024" in schema["description"] and "YYYY-MM-DD" in schema["description"]
    kinds = [alt.get("type") for alt in schema["anyOf"]]
    assert kinds == ["string", "string", "array"]


def test_medcalc_bench_dates_are_read_as_us_dates():
    from medcalc.benchmarks import medcalc_bench as mcb

    result = mcb.recompute_entities(
        13, str({"Last menstrual date": "12/11/2013", "cycle length": 28}), mcb.load_mappings())
    assert result.status == "ok"
    assert result.answer == "09/17/2014"  # 11 December 2013 + 280 days, not 12 November


# -- CLI ----------------------------------------------------------------------------------------

def test_version(capsys):
    code, out, _ = run(["--version"], capsys)
    assert code == 0 and out.startswith(f"medcalc {medcalc.__version__}")


def test_no_command_is_a_one_line_usage_error(capsys):
    code, _, err = run([], capsys)
    assert code == 2 and "a command is required" in err and "Traceback" not in err


def test_list_shows_aliases_and_filters(capsys):
    code, out, _ = run(["list"], capsys)
    line = next(ln for ln in out.splitlines() if ln.startswith("curb_65 "))
    assert "aliases: " in line and "CURB-65" in line
    code, out, _ = run(["list", "curb"], capsys)
    assert [ln.split()[0] for ln in out.splitlines()[:-1]] == ["curb_65"]
    code, out, _ = run(["list", "--specialty", "nephrology", "egfr", "--json"], capsys)
    found = json.loads(out)
    assert found and all(c["specialty"] == "nephrology_urology" for c in found)
    assert "ckd_epi_egfr" in [c["id"] for c in found]
    code, out, _ = run(["list", "--specialty", "pulmonology"], capsys)
    assert out.splitlines()[-1].endswith("calculators")
    code, _, err = run(["list", "--specialty", "astrology"], capsys)
    assert code == 2 and "pulmonology" in err  # the error lists the specialties


def test_schema_text_is_human_readable(capsys):
    code, out, _ = run(["schema", "curb_65", "--text"], capsys)
    assert code == 0 and not out.lstrip().startswith("{")
    assert "Inputs:" in out and "urea (quantity, mmol/L)" in out and "plausible: 0.3-150 mmol/L" in out
    assert "Criteria" in out and "Yes: 1 point" in out and "No: 0 points" in out
    assert "lim_2003 (default)" in out
    code, out, _ = run(["schema", "sofa", "--text"], capsys)
    assert ">= 400 mmHg" in out and "Derived inputs" in out
    code, out, _ = run(["schema", "copd_cat", "--text"], capsys)
    assert "unavailable" in out
    code, out, _ = run(["schema", "curb_65"], capsys)
    assert json.loads(out)["id"] == "curb_65"


@pytest.mark.parametrize("argv, error", [
    (["calc", "curb_66", "--input", "{}", "--json"], "unknown_calculator"),
    (["calc", "ckd_epi_egfr", "--input", "{}", "--version", "1999", "--json"], "unknown_version"),
    (["calc", "bmi", "--input", "{}", "--as-of", "2024-13-45", "--json"], "invalid_option"),
    (["calc", "bmi", "--input", "{not json", "--json"], "invalid_json"),
    (["calc", "copd_cat", "--input", "{}", "--json"], "calculator_unavailable"),
    (["calc", "bmi", "--input", '{"wieght": 70}', "--json"], "invalid_input"),
    (["calc", "bmi", "--input", "[1]", "--json"], "bad_input"),
    (["calc", "bmi", "--json"], "usage"),
    (["list", "--specialty", "astrology", "--json"], "unknown_specialty"),
    (["search", "pneumonia", "-k", "0", "--json"], "bad_input"),
])
def test_every_failure_under_json_is_one_json_object(argv, error, capsys):
    code, out, err = run(argv, capsys)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1
    obj = json.loads(lines[0])
    assert obj["error"] == error and obj["message"]
    if error == "invalid_input":
        assert obj["problems"][0]["feature"] == "wieght"
    if error == "unknown_calculator":
        assert obj["query"] == "curb_66"


def test_without_json_failures_stay_one_plain_line(capsys):
    code, _, err = run(["calc", "curb_66", "--input", "{}"], capsys)
    assert code == 2 and err.startswith("medcalc: unknown calculator")


def test_one_point_one_criterion(capsys):
    code, out, _ = run(["calc", "curb_65", "--input", '{"age": 70}', "--missing", "absent"], capsys)
    assert ": 1 point - " in out and "1 points" not in out
    code, out, _ = run(["calc", "curb_65", "--input", '{"age": 70, "confusion": true}',
                        "--missing", "absent"], capsys)
    assert ": 2 points" in out
    criteria = [c for c in medcalc.list() if c.available and c.output.unit == "criteria"]
    assert criteria
    from medcalc.cli import _display
    from medcalc.core.result import Result

    assert _display(Result("x", "v", "ok", 1, "criteria")) == "1 criterion"
    assert _display(Result("x", "v", "ok", 3, "criteria")) == "3 criteria"


def test_grade_and_audit_progress_say_what_runs(tmp_path, capsys):
    preds = tmp_path / "p.jsonl"
    preds.write_text(json.dumps({"Row Number": "1", "output": "<answer>1</answer>"}) + "\n")
    code = main(["grade", "medcalc-bench", str(SAMPLE), "--predictions", str(preds)])
    err = capsys.readouterr().err
    assert code == 0, err
    assert "grade" in err and "recompute:" not in err
    assert main(["audit", "medcalc-bench", str(SAMPLE), "-o", str(tmp_path / "a.html")]) == 0
    captured = capsys.readouterr()
    assert "audit" in captured.err and "recompute:" not in captured.err
    assert "labels contradicted by the recompute: " in captured.out


def test_mcp_print_config_has_an_absolute_command(capsys):
    code, out, _ = run(["mcp", "--print-config"], capsys)
    server = json.loads(out)["mcpServers"]["medcalc"]
    assert code == 0 and Path(server["command"]).is_absolute() and Path(server["command"]).exists()
    assert server["args"][-1] == "mcp"


def test_install_hint_is_for_this_checkout():
    from medcalc.cli import install_hint

    hint = install_hint("mcp")
    assert str(ROOT) in hint and "[mcp]" in hint and sys.executable in hint
    assert "MEDCALC_EXTRAS=mcp" in hint


def test_missing_extra_prints_the_hint(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "medcalc.tools.mcp_server", None)  # import fails
    code, _, err = run(["mcp"], capsys)
    assert code == 2 and "MEDCALC_EXTRAS=mcp" in err and "pip install -e" in err
    monkeypatch.setitem(sys.modules, "uvicorn", None)
    code, _, err = run(["serve"], capsys)
    assert code == 2 and "'rest' extra" in err and "MEDCALC_EXTRAS=rest" in err


# -- main job ------------------------------------------------------------------------------------

def test_main_job_summary_names_are_whole_and_no_0_of_0(capsys, tmp_path):
    from medcalc.benchmarks import medcalc_bench as mcb

    assert main(["recompute", "medcalc-bench", str(SAMPLE), "-o", str(tmp_path / "r.csv"),
                 "--audit", str(tmp_path / "a.html"), "--no-progress"]) == 0
    out = capsys.readouterr().out
    names = {m.calculator for m in mcb.load_mappings().values()}
    long = [n for n in names if len(n) > 28 and f" {n} " in out]
    assert long, "a calculator name longer than 28 characters is printed whole"
    assert "0/0" not in out and "agree/ok" in out  # a calculator without ok rows shows "-"
    # the contradicted labels add up on the page: total, then one line per cause
    lines = out.splitlines()
    head = next(i for i, ln in enumerate(lines) if ln.startswith("labels contradicted"))
    total = int(lines[head].split(": ")[1].split(" of ")[0])
    parts = []
    for ln in lines[head + 1:]:
        if not ln.startswith("  "):
            break
        parts.append(int(ln.split()[0]))
    assert parts and sum(parts) == total


def test_setup_shows_pip_progress():
    script = (ROOT / "scripts" / "setup-venv.sh").read_text(encoding="utf-8")
    assert "--quiet" not in script and "--progress-bar on" in script and "--no-input" in script


# -- docs ----------------------------------------------------------------------------------------

def _gen_docs():
    import importlib.util

    spec = importlib.util.spec_from_file_location("gen_docs_friction", ROOT / "scripts" / "gen_docs.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_formulas_render_as_math():
    gen = _gen_docs()
    bmi = gen.formula_math(medcalc.get("bmi").default_version.compute)
    assert bmi and bmi[-1].startswith('<math display="block">') and "<mfrac>" in bmi[-1]
    ckd = "".join(gen.formula_math(medcalc.get("ckd_epi_egfr").default_version.compute))
    assert "<mn>142</mn>" in ckd and "<mn>0.9938</mn>" in ckd  # the shared helper, inlined
    assert "<mtable" in ckd  # where(female, ...) as a piecewise definition
    page = gen.calculator_page(medcalc.get("anion_gap"), None, [])
    assert '<div class="formula" markdown="0">' in page and "<math" in page
    # a points score keeps its points table
    assert "| Criterion | Condition | Answers | Points |" in gen.calculator_page(
        medcalc.get("curb_65"), None, [])


def test_calculator_index_is_narrow():
    gen = _gen_docs()
    page = gen.index_page(medcalc.list(), {})
    lines = page.splitlines()
    headers = [lines[i - 1] for i, ln in enumerate(lines) if ln.startswith("|---")]
    assert headers and all(h == "| Calculator | Versions | Cases |" for h in headers)
    assert "## Pulmonology" in page
