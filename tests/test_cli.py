"""The CLI's normal and error paths: bad input exits 2 with one line and no traceback."""

import json
import subprocess
import sys

import pytest

from medcalc.cli import main


def run(argv, capsys, stdin=None, monkeypatch=None):
    if stdin is not None:
        import io

        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_list_json_has_schema(capsys):
    code, out, _ = run(["list", "--json"], capsys)
    assert code == 0
    entries = {e["id"]: e for e in json.loads(out)}
    bmi = entries["bmi"]
    assert bmi["versions"] and bmi["input_schema"]["properties"]["weight"]["x-unit"] == "kg"
    assert "aliases" in bmi and "name" in bmi


def test_calc_text_and_json(capsys):
    code, out, _ = run(["calc", "bmi", "--input", '{"weight": 70, "height": "175 cm"}'], capsys)
    assert code == 0 and "22.9 kg/m²" in out
    code, out, _ = run(["calc", "bmi", "--input", '{"weight": 70, "height": 175}', "--json"], capsys)
    assert json.loads(out)["status"] == "ok"


def test_calc_from_file_and_stdin(tmp_path, capsys, monkeypatch):
    path = tmp_path / "in.json"
    path.write_text('{"weight": [154, "lb"], "height": [70, "in"]}')
    code, out, _ = run(["calc", "bmi", "--input", f"@{path}"], capsys)
    assert code == 0 and "22.1" in out
    code, out, _ = run(["calc", "bmi", "--input", "-"], capsys, '{"weight": 70, "height": 175}', monkeypatch)
    assert code == 0 and "22.9" in out


def test_version_and_as_of(capsys):
    inputs = '{"creatinine": 1.4, "age": 50, "sex": "male", "black_race": false}'
    _, out, _ = run(["calc", "ckd_epi_egfr", "--input", inputs, "--version", "2009", "--json"], capsys)
    assert json.loads(out)["version"] == "2009"
    _, out, _ = run(["calc", "ckd_epi_egfr", "--input", inputs, "--as-of", "2015-06-01", "--json"], capsys)
    assert json.loads(out)["version"] == "2009"


@pytest.mark.parametrize("argv, fragment", [
    (["calc", "no_such_calculator", "--input", "{}"], "unknown calculator"),
    (["calc", "bmi", "--input", "{not json"], "not valid JSON"),
    (["calc", "bmi", "--input", "[1, 2]"], "JSON object"),
    (["calc", "bmi", "--input", "@/nonexistent/file.json"], "cannot read input file"),
    (["calc", "bmi", "--input", '{"weight": [70, "mmol/L"], "height": 175}'], "weight"),
    (["calc", "bmi", "--input", '{"wieght": 70, "height": 175}'], "did you mean weight"),
    (["calc", "bmi", "--input", '{"weight": 70, "height": [175, "furlongs_x"]}'], "unknown unit"),
    (["calc", "bmi", "--input", '{"weight": 70, "height": 175}', "--version", "1850"], "no version"),
    (["calc", "bmi", "--input", '{"weight": 70, "height": 175}', "--as-of", "yesterday"], "not a date"),
    (["calc", "bmi", "--input", '{"weight": 70, "height": 175}', "--as-of", "1990-01-01"], "no version in force"),
    (["calc", "bmi", "--input", "{}", "--missing", "maybe"], "invalid choice"),
    (["schema", "nope"], "unknown calculator"),
    (["frobnicate"], "invalid choice"),
])
def test_bad_input_exits_2_with_one_line(argv, fragment, capsys):
    code, out, err = run(argv, capsys)
    assert code == 2
    assert fragment in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_json_error_is_structured(capsys):
    code, _, err = run(["calc", "bmi", "--input", '{"weight": "heavy", "height": 175}', "--json"], capsys)
    assert code == 2
    problems = json.loads(err)["problems"]
    assert problems[0]["feature"] == "weight" and problems[0]["kind"] == "wrong_type"


def test_na_result_is_printed_not_an_error(capsys):
    code, out, _ = run(["calc", "bmi", "--input", '{"weight": 70}'], capsys)
    assert code == 0 and "NA (missing" in out


def test_console_script_runs_without_traceback():
    proc = subprocess.run([sys.executable, "-m", "medcalc.cli", "calc", "bmi", "--input", "{"],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_calc_variant_and_domain(capsys):
    calc_id = next((c.id for c in __import__("medcalc").list() if c.available and c.variants), None)
    if calc_id is not None:
        import medcalc

        calc = medcalc.get(calc_id)
        other = next(n for n in calc.variants if n != calc.default_version.variant)
        code, out, _ = run(["calc", calc_id, "--input", "{}", "--variant", other, "--json"], capsys)
        assert code == 0 and json.loads(out)["variant"] == other
    # Sodium correction for hyperglycemia on a glucose of 80 mg/dL: outside its precondition.
    inputs = '{"sodium": 135, "glucose": [80, "mg/dL"]}'
    code, out, _ = run(["calc", "sodium_correction_hyperglycemia", "--input", inputs], capsys)
    assert code == 0 and "NA (not_applicable" in out and "--domain warn" in out
    code, out, _ = run(["calc", "sodium_correction_hyperglycemia", "--input", inputs,
                        "--domain", "warn", "--json"], capsys)
    result = json.loads(out)
    assert code == 0 and result["status"] == "ok" and result["outside_domain"]
    code, out, _ = run(["calc", "sodium_correction_hyperglycemia", "--input", inputs,
                        "--domain", "warn"], capsys)
    assert code == 0 and "warning: outside the calculator's domain" in out


def test_calc_band_answers_are_reported(capsys):
    # CURB-65 by criterion: age >= 65 (1), confusion (1), the rest not met: 2 points.
    inputs = ('{"age": "≥65", "confusion": true, "urea": 5, "respiratory_rate": "<30", '
              '"blood_pressure": false}')
    code, out, _ = run(["calc", "curb_65", "--input", inputs], capsys)
    assert code == 0 and ": 2 points" in out
    assert "answered as: respiratory_rate band, blood_pressure boolean, age band" in out


@pytest.mark.parametrize("argv, fragment", [
    (["calc", "curb_65", "--input", '{"age": 70}', "--variant", "mdcalc"], "no variant 'mdcalc'"),
    (["calc", "curb_65", "--input", '{"age": 70}', "--domain", "loose"], "invalid choice"),
    (["calc", "curb_65", "--input", '{"age": "Age 65"}'], "age"),
])
def test_bad_variant_domain_or_band_exits_2(argv, fragment, capsys):
    code, _, err = run(argv, capsys)
    assert code == 2 and fragment in err and err.count("\n") == 1


def test_schema_and_list_show_items_and_variants(capsys):
    code, out, _ = run(["schema", "curb_65"], capsys)
    items = {i["name"]: i for i in json.loads(out)["items"]}
    assert code == 0 and items["blood_pressure"]["any_of"] and items["age"]["absent_band"] == "no"
    code, out, _ = run(["list", "--json"], capsys)
    entries = {e["id"]: e for e in json.loads(out)}
    assert "items" in entries["curb_65"]
    for entry in entries.values():
        if entry.get("variants"):
            assert entry["default_variant"] in {v["name"] for v in entry["variants"]}
    code, out, _ = run(["list"], capsys)
    with_variants = [e for e in entries.values() if e.get("variants")]
    for entry in with_variants:
        line = next(ln for ln in out.splitlines() if ln.startswith(entry["id"] + " "))
        assert "variants: " in line and f"{entry['default_variant']} (default)" in line


# -- hostile input (issue 9): one line on stderr, never a traceback ------------------------------

DEEP = "[" * 10_000 + "]" * 10_000


def _one_line_error(err):
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("medcalc: ")


@pytest.mark.parametrize("spec", ["inline", "file", "stdin"])
def test_cli_deeply_nested_input_is_bad_input(spec, capsys, monkeypatch, tmp_path):
    text = '{"age": ' + DEEP + "}"
    if spec == "inline":
        code, _, err = run(["calc", "bmi", "--input", text], capsys)
    elif spec == "file":
        (tmp_path / "deep.json").write_text(text)
        code, _, err = run(["calc", "bmi", "--input", f"@{tmp_path / 'deep.json'}"], capsys)
    else:
        code, _, err = run(["calc", "bmi", "--input", "-"], capsys, stdin=text, monkeypatch=monkeypatch)
    assert code == 2
    _one_line_error(err)
    assert "nested more than 32 levels" in err


def test_cli_huge_input_is_bad_input(capsys, monkeypatch, tmp_path):
    import io

    huge = '{"weight": 70, "pad": "' + "x" * 50_000_000 + '"}'
    (tmp_path / "huge.json").write_text(huge)
    code, _, err = run(["calc", "bmi", "--input", f"@{tmp_path / 'huge.json'}"], capsys)
    assert code == 2 and "larger than 1000000 bytes" in err
    _one_line_error(err)
    stdin = io.TextIOWrapper(io.BytesIO(huge.encode()), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    code, _, err = run(["calc", "bmi", "--input", "-"], capsys)
    assert code == 2 and "larger than 1000000 bytes" in err
    code, _, err = run(["calc", "bmi", "--input", huge[:2_000_000]], capsys)
    assert code == 2 and "larger than" in err


def test_cli_non_utf8_stdin_is_bad_input(capsys, monkeypatch):
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b'{"weight": "\xff"}')))
    code, _, err = run(["calc", "bmi", "--input", "-"], capsys)
    assert code == 2 and "not UTF-8" in err
    _one_line_error(err)


def test_cli_input_cap_is_stated_in_help(capsys):
    with pytest.raises(SystemExit):
        main(["calc", "--help"])
    out = capsys.readouterr().out
    assert "1 MB" in out and "32 levels" in out


def test_cli_unexpected_exception_is_one_line_exit_1(capsys, monkeypatch):
    import medcalc.cli as cli

    def boom(args):
        raise KeyError("a\nmultiline\nbug")

    monkeypatch.setattr(cli, "_cmd_list", boom)
    code, _, err = run(["list"], capsys)
    assert code == 1 and "internal error (KeyError" in err
    _one_line_error(err)

    def deep(args):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(cli, "_cmd_list", deep)
    code, _, err = run(["list"], capsys)
    assert code == 2 and "too deeply nested" in err
    _one_line_error(err)


@pytest.mark.parametrize("argv", [
    ["calc", "bmi", "--input", "[" * 40 + "]" * 40],
    ["calc", "bmi", "--input", '{"weight": 1e999, "height": "nan"}'],
    ["calc", "bmi", "--input", '{"weight": ' + "9" * 5000 + "}"],
    ["calc", "bmi", "--input", "\ud800"],
    ["calc", "bmi", "--input", "{}", "--as-of", "\x00"],
    ["search", "-k", "nan", "x"],
    ["search", "-k", "0", "x"],
    ["schema", "\x00" * 1000],
    ["recompute", "medcalc-bench", "/nonexistent.csv", "-o", "/tmp/x.csv"],
])
def test_cli_hostile_argv_never_tracebacks(argv, capsys):
    code, _, err = run(argv, capsys)
    assert code in (0, 2), err
    assert "Traceback" not in err
    if code:
        _one_line_error(err)
