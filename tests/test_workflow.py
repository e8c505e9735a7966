"""Workflow search: the calculators for each need of a multi-step request (issue 12 item 4)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from medcalc.cli import main
from medcalc.core.na import ArgumentTypeError, InvalidArgument
from medcalc.tools.workflow import split_needs, workflow

ROOT = Path(__file__).resolve().parents[1]
DEV = ROOT.parent / "shared/benchmarks/medmcp_calc/dev_tasks.jsonl"


def test_numbered_steps_are_needs_in_order():
    text = ("Scenario: an ICU patient.\nSteps: 1) Use CURB-65 for pneumonia severity. "
            "2) Then compute the anion gap. 3) Finally the Glasgow Coma Scale.")
    needs = split_needs(text)
    assert len(needs) == 3 and "CURB-65" in needs[0] and "Glasgow" in needs[2]


def test_step_numbers_with_a_dash_are_needs():
    text = ("A patient with cirrhosis. Step 1 \u2014 Child-Pugh for liver reserve. Step 2 - MELD Na "
            "for listing. Step 3: serum-ascites albumin gradient.")
    needs = split_needs(text)
    assert len(needs) == 3 and "Child-Pugh" in needs[0] and "MELD" in needs[1]


def test_a_calculator_named_inside_a_sentence_ranks_first():
    from medcalc.tools.search import search

    hits = search("Use the FRACTURE Index to estimate fracture risk around menopause", k=3)
    assert hits[0]["id"] == "fracture_index" and "exact" in hits[0]["matched"]
    # a one-word name that many calculators' texts contain is not taken as naming one
    assert all("exact" not in h["matched"] for h in search("renal function and weight", k=10))


def test_clauses_with_then_are_separate_needs():
    assert len(split_needs("estimate stroke risk in atrial fibrillation, then bleeding risk")) == 2


def test_each_need_finds_its_calculator():
    result = workflow("Patient with atrial fibrillation: estimate stroke risk, then the bleeding "
                      "risk on anticoagulation. Also stage the acute kidney injury.")
    ids = [c["id"] for c in result["calculators"]]
    assert "cha2ds2_vasc" in ids and "kdigo_aki_staging" in ids
    assert ids.index("cha2ds2_vasc") < ids.index("kdigo_aki_staging")  # in need order
    assert {c["id"] for c in result["ranked"]} == set(ids)
    assert all(n["hits"] for n in result["needs"])


def test_deterministic_and_bounded():
    text = "hyperglycemia with low sodium; correct the sodium, then the free water deficit"
    assert workflow(text) == workflow(text)
    assert len(workflow(text, k=3)["calculators"]) <= 3
    assert workflow("   ")["calculators"] == []


@pytest.mark.parametrize("text, k, error", [(None, 10, ArgumentTypeError),
                                            ("x", 0, InvalidArgument),
                                            ("x", 2.0, ArgumentTypeError),
                                            ("x", True, ArgumentTypeError)])
def test_bad_arguments(text, k, error):
    with pytest.raises(error):
        workflow(text, k=k)


def test_cli(capsys):
    assert main(["workflow", "stage the acute kidney injury", "-k", "3"]) == 0
    assert "kdigo_aki_staging" in capsys.readouterr().out
    assert main(["workflow", "stage AKI", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["calculators"]


def test_mcp_tool():
    from medcalc.tools.mcp_server import call

    ok = call("find_workflow", {"text": "stage the acute kidney injury", "k": 3})
    assert not ok.is_error and ok.structured_content["calculators"]
    assert call("find_workflow", {"text": "x", "k": 0}).is_error


@pytest.mark.skipif(not DEV.exists(), reason="MedMCP-Calc dev tasks not present")
def test_recall_floor_on_dev_tasks():
    spec = importlib.util.spec_from_file_location("workflow_eval", ROOT / "scripts/workflow_eval.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    tasks = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line]
    report = module.evaluate(tasks)
    # Measured on 186 targets (session 4): recall@10 0.91, @5 0.59, per-step top-1 0.81. With
    # waves 3-4 the registered targets doubled (~400: tasks need 6-7 of them in 10 slots) and
    # recall@10 fell to 0.83; relative-floor fusion gives 0.85, @5 0.56, top-1 0.84. Issue 12's
    # target is 0.9 at 10: these floors catch regressions, they do not meet it. Session 7: purpose
    # paraphrases in keywords, names inside sentences and "Step 3 -" numbering: recall@10 0.845,
    # @5 0.561, per-step top-1 0.886. Session 10: hits of later needs re-ranked with the opening
    # sentence: recall@10 0.854 (was 0.837), @5 0.549, per-step top-1 0.885. An MDCalc page
    # counts as found when any calculator of ours that computes it is listed (IBW/adjusted body
    # weight, the QTc formulas, the CKD-EPI equations): 0.863 (headline calculator only: 0.856).
    assert report["workflow_recall@10"] >= 0.855
    assert report["workflow_recall@10_strict"] >= 0.845
    assert report["workflow_recall@5"] >= 0.54
    assert report["per_step_top1"] >= 0.86


def test_a_later_need_is_read_in_the_scenario_of_the_opening():
    # "how severe this will become" alone is any severity score; after an opening about acute
    # pancreatitis, the pancreatitis severity score ranks higher among that need's hits
    from medcalc.tools.search import search
    from medcalc.tools.workflow import workflow

    need = "I want an early estimate of how severe this will become."
    result = workflow("A patient with acute pancreatitis was admitted this morning. " + need)
    assert len(result["needs"]) == 2 and result["needs"][1]["text"] == need
    in_scenario = [h["id"] for h in result["needs"][1]["hits"]]
    alone = [h["id"] for h in search(need, k=10)]
    assert "bisap_score" in in_scenario
    assert in_scenario.index("bisap_score") < alone.index("bisap_score")


def test_how_to_lay_out_the_answer_is_not_a_need():
    # "walk me through this step by step" asks for a presentation, not a calculator: it is no
    # need of its own and does not find the Step-by-Step febrile-infant rule ...
    assert split_needs("Please walk me through this step by step. Then estimate the stroke risk "
                       "in atrial fibrillation.") == ["Then estimate the stroke risk in atrial fibrillation."]
    ranked = [c["id"] for c in workflow("Assess bleeding risk on warfarin. Walk me through it step by "
                                        "step, showing the calculations at each stage.")["ranked"]]
    assert "step_by_step_febrile_infants" not in ranked
    # ... which a request can still name
    ranked = [c["id"] for c in workflow("Apply the Step-by-Step approach to this febrile infant.")["ranked"]]
    assert ranked[0] == "step_by_step_febrile_infants"
