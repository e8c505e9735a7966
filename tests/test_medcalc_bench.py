"""MedCalc-Bench adapter: the rubric (parsed, never evaluated), answer extraction, row handling."""

import ast
import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from medcalc.benchmarks import medcalc_bench as mcb
from medcalc.benchmarks.answers import ABSTAIN, extract_answer, numeric_part

DECIMAL_IDS = [2, 3, 5, 6, 7, 8, 9, 10, 11, 19, 22, 23, 24, 26, 30, 31, 38, 39, 40, 44, 46, 49,
               56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67]


def original_check_correctness(answer, ground_truth, calid, upper_limit, lower_limit):
    """The benchmark's rubric as published, with literal_eval standing in for eval (identical on
    the well-formed literals generated here). Used only as the test oracle."""
    calid = int(calid)
    if calid in [13, 68]:
        fmt = "%m/%d/%Y"
        a = dt.datetime.strptime(answer, fmt)
        b = dt.datetime.strptime(ground_truth, fmt)
        return (a.month, a.day, a.year) == (b.month, b.day, b.year)
    if calid in [69]:
        return ast.literal_eval(answer) == ast.literal_eval(ground_truth)
    if calid in sorted(mcb.INTEGER_IDS):
        return round(ast.literal_eval(answer)) == ast.literal_eval(ground_truth)
    value = ast.literal_eval(answer)
    return ast.literal_eval(lower_limit) <= value <= ast.literal_eval(upper_limit)


numbers = st.one_of(st.integers(-500, 5000).map(str),
                    st.floats(-500, 5000, allow_nan=False).map(lambda x: f"{x:.{3}f}"),
                    st.floats(0, 500, allow_nan=False).map(lambda x: f"{x:.1f}"))


@settings(max_examples=300, deadline=None)
@given(answer=numbers, label=st.floats(0.5, 500, allow_nan=False), calc_id=st.sampled_from(DECIMAL_IDS))
def test_decimal_rubric_matches_original(answer, label, calc_id):
    lower, upper = f"{label * 0.95:.5f}", f"{label * 1.05:.5f}"
    label_text = f"{label:.3f}"
    assert mcb.check_correctness(answer, label_text, calc_id, lower, upper) == \
        original_check_correctness(answer, label_text, calc_id, upper, lower)


@settings(max_examples=300, deadline=None)
@given(answer=numbers, label=st.integers(-5, 40), calc_id=st.sampled_from(sorted(mcb.INTEGER_IDS)))
def test_integer_rubric_matches_original(answer, label, calc_id):
    assert mcb.check_correctness(answer, str(label), calc_id, "", "") == \
        original_check_correctness(answer, str(label), calc_id, "", "")


dates = st.dates(dt.date(1990, 1, 1), dt.date(2030, 12, 31))


@settings(max_examples=200, deadline=None)
@given(a=dates, b=dates, pad=st.booleans(), calc_id=st.sampled_from([13, 68]))
def test_date_rubric_matches_original(a, b, pad, calc_id):
    fmt = (lambda d: d.strftime("%m/%d/%Y")) if pad else (lambda d: f"{d.month}/{d.day}/{d.year}")
    for answer in (fmt(a), fmt(b)):
        label = b.strftime("%m/%d/%Y")
        assert mcb.check_correctness(answer, label, calc_id) == \
            original_check_correctness(answer, label, calc_id, "", "")


@settings(max_examples=200, deadline=None)
@given(w=st.integers(0, 44), d=st.integers(0, 6), w2=st.integers(0, 44), d2=st.integers(0, 6))
def test_weeks_days_rubric_matches_original(w, d, w2, d2):
    answer, label = str((f"{w} weeks", f"{d} days")), str((f"{w2} weeks", f"{d2} days"))
    assert mcb.check_correctness(answer, label, 69) == original_check_correctness(answer, label, 69, "", "")


@settings(max_examples=500, deadline=None)
@given(answer=st.text(max_size=60), calc_id=st.sampled_from(DECIMAL_IDS + sorted(mcb.INTEGER_IDS) + [13, 68, 69]))
def test_rubric_never_crashes_on_malformed_answers(answer, calc_id):
    assert mcb.check_correctness(answer, "12", calc_id, "11", "13") in (True, False)
    assert mcb.check_correctness(answer, "03/04/2021", calc_id) in (True, False)


@settings(max_examples=500, deadline=None)
@given(raw=st.one_of(st.text(max_size=200), st.none(), st.integers(), st.floats(), st.booleans(),
                     st.lists(st.integers(), max_size=3)))
def test_extraction_never_crashes(raw):
    out = extract_answer(raw)
    assert out is None or out is ABSTAIN or isinstance(out, str)
    if isinstance(out, str):
        numeric_part(out)


@pytest.mark.parametrize("raw, expected", [
    ("The answer is <answer>42.5</answer>.", "42.5"),
    ('Reasoning... {"step_by_step_thinking": "...", "answer": "3"}', "3"),
    (r"so the score is \boxed{7}", "7"),
    (r"\boxed{\text{12.3}}", "12.3"),
    ("  17  ", "17"),
    ("<answer>03/14/2021</answer>", "03/14/2021"),
    ('{"answer": 5}', "5"),
])
def test_extraction(raw, expected):
    assert extract_answer(raw) == expected


@pytest.mark.parametrize("raw", ["unknown", "N/A", "<answer>Unknown</answer>", '{"answer": null}',
                                 "<answer>cannot be determined</answer>"])
def test_abstentions(raw):
    assert extract_answer(raw) is ABSTAIN


def test_numeric_part():
    assert numeric_part("61.2 mL/min/1.73 m²") == "61.2"
    assert numeric_part("1,234.5") == "1234.5"
    assert numeric_part("('14 weeks', '1 days')") == "('14 weeks', '1 days')"


def test_every_entity_key_is_mapped():
    """Every key seen in the benchmark's 1,047 test rows is mapped or explicitly ignored."""
    import json
    from pathlib import Path

    import medcalc

    vocab = json.loads(Path(__file__).resolve().parents[1].joinpath(
        "data", "medcalc_bench", "entity_keys.json").read_text(encoding="utf-8"))
    mappings = mcb.load_mappings()
    problems = []
    for calc_id, entry in vocab.items():
        mapping = mappings.get(int(calc_id))
        if mapping is None:
            problems.append(f"{calc_id}: no mapping")
            continue
        calc = medcalc.get(mapping.calculator)
        for key in entry["keys"]:
            norm = mcb.normalize_key(key)
            if norm in mapping.ignored:
                continue
            target = mapping.keys.get(norm)
            if target is None:
                problems.append(f"{calc_id}: key {key!r} not mapped")
            elif calc.input_key(target.feature) is None:
                problems.append(f"{calc_id}: {key!r} -> unknown feature {target.feature!r}")
    assert not problems, problems


# -- the bundled sample, end to end ---------------------------------------------------------------

from pathlib import Path  # noqa: E402

from medcalc.benchmarks import jobs  # noqa: E402
from medcalc.cli import main as cli_main  # noqa: E402

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "medcalc_bench" / "dev_sample.csv"


@pytest.fixture(scope="module")
def recomputed():
    rows, columns = jobs.read_rows(SAMPLE)
    return {r.row_id: r for r in jobs.recompute_rows(rows, columns, progress=False)}


def test_every_sample_row_is_ok_or_na(recomputed):
    bad = {rid: (r.result.status, r.result.reason) for rid, r in recomputed.items()
           if r.result.status not in ("ok", "na")}
    assert not bad


def test_every_na_row_says_why(recomputed):
    for r in recomputed.values():
        if r.result.status == "na":
            assert r.result.na_reason and r.result.reason.startswith(r.result.na_reason)


@pytest.mark.parametrize("row_id, status, expected", [
    ("772", "na", "implausible"),
    ("849", "ok", "12"),
    ("374", "na", "not_applicable"),
])
def test_documented_rows(recomputed, row_id, status, expected):
    r = recomputed[row_id]
    assert r.result.status == status, r.result.reason
    assert (r.result.answer if status == "ok" else r.result.na_reason) == expected


def test_recompute_cli_writes_one_row_per_input(tmp_path, capsys):
    out, html = tmp_path / "out.csv", tmp_path / "audit.html"
    assert cli_main(["recompute", "medcalc-bench", str(SAMPLE), "-o", str(out), "--audit", str(html),
                     "--no-progress"]) == 0
    import csv

    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len(rows) == 112
    assert {"Unique ID", "Calculator ID", "status", "answer", "reason", "label", "agrees",
            "rel_err"} <= set(rows[0])
    summary = capsys.readouterr().out
    assert "rows: 112" in summary and "agreement with labels" in summary
    text = html.read_text(encoding="utf-8")
    assert "<svg" in text and "Implausible input" in text


def test_grade_cli(tmp_path, capsys):
    preds = tmp_path / "preds.jsonl"
    import json

    rows, _ = jobs.read_rows(SAMPLE)
    with preds.open("w", encoding="utf-8") as handle:
        for i, row in enumerate(rows):
            output = (f"<answer>{row['Ground Truth Answer']}</answer>" if i % 3 == 0 else
                      "unknown" if i % 3 == 1 else "I think \\boxed{not a number")
            handle.write(json.dumps({"Unique ID": row["Unique ID"], "output": output}) + "\n")
    out = tmp_path / "graded.csv"
    assert cli_main(["grade", "medcalc-bench", str(SAMPLE), "--predictions", str(preds), "-o", str(out),
                     "--no-progress"]) == 0
    text = capsys.readouterr().out
    n_correct = len(range(0, len(rows), 3))
    assert f"correct: {n_correct} " in text and "abstained: " in text


@pytest.mark.parametrize("argv, fragment", [
    (["recompute", "medcalc-bench", "/nonexistent.csv", "-o", "/tmp/x.csv"], "cannot read"),
    (["recompute", "other-bench", str(SAMPLE), "-o", "/tmp/x.csv"], "invalid choice"),
    (["grade", "medcalc-bench", str(SAMPLE), "--predictions", "/nonexistent.jsonl"], "cannot read"),
])
def test_job_errors_exit_2(argv, fragment, capsys):
    assert cli_main(argv) == 2
    assert fragment in capsys.readouterr().err


def test_unknown_key_and_unit_are_reported_not_dropped():
    mappings = mcb.load_mappings()
    r = mcb.recompute_entities(6, "{'weight': [70, 'kg'], 'height': [175, 'cm'], 'Mystery': True}", mappings)
    assert r.status == "na" and "unknown key 'Mystery'" in r.reason
    r = mcb.recompute_entities(6, "{'weight': [70, 'stone-ish'], 'height': [175, 'cm']}", mappings)
    assert r.status == "na" and r.na_reason == "invalid" and "stone-ish" in r.reason
    r = mcb.recompute_entities(6, "{'weight': [70, 'kg'], 'height': [175, 'cm'}", mappings)
    assert r.status == "na" and r.na_reason == "invalid"


def test_later_release_spellings_are_read_and_reported():
    """v1.2/Verified may fix v1.0's key typos: a near-identical key is read, and said so."""
    mappings = mcb.load_mappings()
    r = mcb.recompute_entities(
        4, "{'sex': 'Female', 'age': [70, 'years'], 'Congestive Heart Failure': True}", mappings)
    assert r.status == "ok" and "read as" in r.reason
    # CHA2DS2-VASc by hand: female 1 + age 65-74 1 + CHF 1 = 3
    assert r.answer == "3"
    r = mcb.recompute_entities(4, "{'sex': 'Female', 'age': [70, 'years'], 'Heart': True}", mappings)
    assert r.status == "na" and "unknown key 'Heart'" in r.reason


# -- rows outside a calculator's domain -----------------------------------------------------------
#
# Sodium correction for hyperglycemia (Calculator ID 26, recomputed with Hillier 1999): its
# precondition is a glucose above the formulas' 100 mg/dL reference. A glucose of 80 mg/dL is
# outside it: NA not_applicable; computed anyway (domain="warn") Hillier gives, by hand,
# 135 + 2.4 x (80 - 100) / 100 = 135 - 0.48 = 134.52 mmol/L.
OUTSIDE_ENTITIES = "{'Sodium': [135.0, 'mEq/L'], 'Glucose': [80.0, 'mg/dL']}"


def _rows(*rows):
    columns = {"id": "Unique ID", "calculator_id": "Calculator ID", "entities": "Relevant Entities",
               "label": "Ground Truth Answer", "lower": "Lower Limit", "upper": "Upper Limit",
               "name": "Calculator Name"}
    data = [{"Unique ID": rid, "Calculator ID": str(cid), "Relevant Entities": entities,
             "Ground Truth Answer": label, "Lower Limit": lower, "Upper Limit": upper,
             "Calculator Name": "test"} for rid, cid, entities, label, lower, upper in rows]
    return jobs.recompute_rows(data, columns, progress=False), columns


def test_row_outside_the_domain_reports_the_formulas_value():
    r = mcb.recompute_entities(26, OUTSIDE_ENTITIES, mcb.load_mappings())
    # The row keeps its meaning: NA not_applicable, no answer.
    assert (r.status, r.na_reason, r.answer) == ("na", "not_applicable", "")
    assert r.reason.startswith("not_applicable")
    assert "hyperglycemia" in r.outside_domain
    assert r.answer_outside_domain == "134.520"
    assert r.value_outside_domain == pytest.approx(134.52)
    assert "outside the calculator's domain" in r.reason


def test_row_inside_the_domain_has_no_domain_columns():
    # Glucose 300 mg/dL, by hand: 135 + 2.4 x 200 / 100 = 139.8 mmol/L.
    r = mcb.recompute_entities(26, "{'Sodium': [135.0, 'mEq/L'], 'Glucose': [300.0, 'mg/dL']}",
                               mcb.load_mappings())
    assert r.status == "ok" and r.answer == "139.800"
    assert r.outside_domain == "" and r.answer_outside_domain == ""


def test_agrees_is_judged_on_the_value_outside_the_domain(tmp_path):
    recomputed, columns = _rows(
        # label = Hillier applied outside the domain (134.52; limits +-5%)
        ("a", 26, OUTSIDE_ENTITIES, "134.52", "127.794", "141.246"),
        # label = Katz's factor 1.6: 135 + 1.6 x (-20) / 100 = 134.68; tight limits exclude 134.52
        ("b", 26, OUTSIDE_ENTITIES, "134.68", "134.6", "134.76"),
        # inside the domain, label by hand 139.8
        ("c", 26, "{'Sodium': [135.0, 'mEq/L'], 'Glucose': [300.0, 'mg/dL']}", "139.8",
         "132.81", "146.79"))
    by_id = {r.row_id: r for r in recomputed}
    assert by_id["a"].result.status == "na" and by_id["a"].agrees is True
    assert by_id["a"].rel_err == pytest.approx(0.0, abs=1e-9)
    assert by_id["b"].agrees is False and "134.520 vs label 134.68" in by_id["b"].result.reason
    assert by_id["c"].result.status == "ok" and by_id["c"].agrees is True

    out = tmp_path / "out.csv"
    jobs.write_recompute_csv(recomputed, out, columns["id"])
    import csv

    rows = {r["Unique ID"]: r for r in csv.DictReader(out.open(encoding="utf-8"))}
    assert rows["a"]["status"] == "na" and rows["a"]["answer"] == ""
    assert rows["a"]["na_reason"] == "not_applicable" and rows["a"]["agrees"] == "true"
    assert "hyperglycemia" in rows["a"]["outside_domain"]
    assert rows["a"]["answer_outside_domain"] == "134.520"
    assert rows["b"]["agrees"] == "false"
    assert rows["c"]["outside_domain"] == "" and rows["c"]["answer_outside_domain"] == ""

    summary = jobs.summarize(recomputed)
    assert "agreement with labels (ok rows): 1/1" in summary  # outside-domain rows kept apart
    assert "outside a calculator's domain" in summary and "on 1/2" in summary

    assert {jobs.audit_cause(r) for r in recomputed} == {"outside the calculator's domain", None}
    html_path = tmp_path / "audit.html"
    counts = jobs.write_audit_html(recomputed, html_path, "constructed rows")
    assert counts == {"outside the calculator's domain": 2}
    page = html_path.read_text(encoding="utf-8")
    assert 'id="outside-the-calculators-domain"' in page
    assert "Outside the calculator&#x27;s domain (2)" in page
    assert "label = this value" in page and "label differs" in page


def test_sample_rows_outside_the_domain_are_reported_apart(recomputed):
    r = recomputed["374"]  # glucose 33 mg/dL: outside the hyperglycemia correction's domain
    assert r.result.status == "na" and r.result.na_reason == "not_applicable"
    assert r.result.outside_domain and r.result.answer_outside_domain
    assert r.agrees is not None
    assert jobs.audit_cause(r) == "outside the calculator's domain"


# -- corrupted files (issue 9): every accepted file keeps one output row per input row, in order --

_HEADER = b"Row Number,Calculator ID,Patient Note,Relevant Entities,Ground Truth Answer,Lower Limit,Upper Limit\n"
_CG = b"\"{'age': [70, 'years'], 'sex': 'Male', 'weight': [80, 'kg'], 'creatinine': [1.0, 'mg/dL'], 'height': [175, 'cm']}\""


def _recompute_file(tmp_path, body: bytes):
    from medcalc.benchmarks import jobs

    path = tmp_path / "corrupt.csv"
    path.write_bytes(_HEADER + body)
    notes: list[str] = []
    rows, columns = jobs.read_rows(path, notes)
    out = jobs.recompute_rows(rows, columns, progress=False)
    jobs.write_recompute_csv(out, tmp_path / "out.csv", columns["id"])
    assert jobs.summarize(out)
    return out, notes


@pytest.mark.parametrize("bad_id", [b"inf", b"1e309", b"-1", b"abc", b"", b"nan", b"2.5", b"-inf"])
def test_bad_calculator_id_makes_only_that_row_unsupported(tmp_path, bad_id):
    body = b"1,2,note," + _CG + b",1,1,1\n2," + bad_id + b",note," + _CG + b",1,1,1\n3,2,note," + _CG + b",1,1,1\n"
    out, _ = _recompute_file(tmp_path, body)
    assert [r.row_id for r in out] == ["1", "2", "3"]
    assert out[1].result.status == "unsupported" and out[1].calculator_id in (None, -1)
    assert out[0].result.status == out[2].result.status == "ok"


def test_non_utf8_patient_note_keeps_the_file(tmp_path):
    body = (b"1,2,caf\xe9 \xff note," + _CG + b",1,1,1\n"
            b"2,2,note,\"{'age': [7\xff0, 'years']}\",1,1,1\n"
            b"3,2,note," + _CG + b",1,1,1\n")
    out, notes = _recompute_file(tmp_path, body)
    assert [r.row_id for r in out] == ["1", "2", "3"]
    assert out[0].result.status == "ok" and out[2].result.status == "ok"
    assert out[1].result.status == "na" and out[1].result.na_reason == "invalid"
    assert "not UTF-8" in out[1].result.reason
    assert len(notes) == 1 and "not valid UTF-8" in notes[0] and "2 row(s)" in notes[0]


@pytest.mark.parametrize("cell", [b"", b"abc", b"{{{", b"\"[1, 2]\"", b"\"{'age': {1, 2}}\"",
                                  b"\"{'age': 10**400}\"", b"\"" + b"[" * 500 + b"]" * 500 + b"\"",
                                  b"\"{'age': (1e999, 'years')}\"", b"\"{1: 2}\""])
def test_malformed_relevant_entities_is_na_invalid(tmp_path, cell):
    body = b"1,2,note," + cell + b",1,1,1\n2,2,note," + _CG + b",1,1,1\n"
    out, _ = _recompute_file(tmp_path, body)
    assert [r.row_id for r in out] == ["1", "2"]
    assert out[0].result.status == "na" and out[0].result.na_reason == "invalid"
    assert out[1].result.status == "ok"


def test_build_inputs_crash_is_na_invalid(monkeypatch):
    def boom(mapping, entities):
        raise AttributeError("hostile cell")

    monkeypatch.setattr(mcb, "build_inputs", boom)
    result = mcb.recompute_entities(2, "{'age': [70, 'years']}", mcb.load_mappings())
    assert result.status == "na" and result.na_reason == "invalid"
    assert "cannot be interpreted" in result.reason


def test_cli_recompute_says_when_bytes_were_replaced(tmp_path, capsys):
    from medcalc.cli import main

    path = tmp_path / "in.csv"
    path.write_bytes(_HEADER + b"1,2,caf\xe9," + _CG + b",1,1,1\n2,inf,x," + _CG + b",1,1,1\n")
    assert main(["recompute", "medcalc-bench", str(path), "-o", str(tmp_path / "o.csv"),
                 "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "not valid UTF-8" in out and "rows: 2" in out
    lines = (tmp_path / "o.csv").read_text().splitlines()
    assert len(lines) == 3 and lines[2].startswith("2,,unsupported")
