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
