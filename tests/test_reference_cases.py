"""Every reference case of every registered calculator, and the evidence each must carry."""

from pathlib import Path

import pytest

import medcalc
from medcalc.core.cases import check_case, load_case_file
from medcalc.core.registry import all_ids

CASES_DIR = Path(__file__).resolve().parent.parent / "data" / "reference_cases"
CASE_FILES = sorted(CASES_DIR.glob("*.json"))


def _all_cases():
    for path in CASE_FILES:
        case_file = load_case_file(path)
        for case in case_file.cases:
            yield pytest.param(case_file.calculator, case, id=f"{case_file.calculator}:{case.id}")


@pytest.mark.parametrize("calculator_id, case", list(_all_cases()))
def test_reference_case(calculator_id, case):
    problems = check_case(medcalc.get(calculator_id), case)
    assert not problems, "; ".join(problems)


@pytest.mark.parametrize("calculator_id", all_ids())
def test_every_calculator_has_evidence(calculator_id):
    path = CASES_DIR / f"{calculator_id}.json"
    if not medcalc.get(calculator_id).available:
        assert not path.exists(), f"{calculator_id} is registered as unavailable but has cases"
        return
    assert path.exists(), f"no reference cases for {calculator_id}"
    cases = load_case_file(path).cases
    assert load_case_file(path).calculator == calculator_id
    ok = [c for c in cases if c.expected.status == "ok"]
    na = [c for c in cases if c.expected.status == "na"]
    assert len(ok) >= 3, f"{calculator_id}: needs at least 3 cases with a value"
    assert na, f"{calculator_id}: needs at least one NA case"
    calc = medcalc.get(calculator_id)
    versions_covered = {c.version or (calc.version(None, c.as_of, c.variant).name) for c in ok}
    missing = {v.name for v in calc.versions} - versions_covered
    assert not missing, f"{calculator_id}: no case with a value for versions {sorted(missing)}"


def test_no_orphan_case_files():
    ids = set(all_ids())
    orphans = [p.name for p in CASE_FILES if p.stem not in ids]
    assert not orphans, f"case files without a registered calculator: {orphans}"
