"""Declared output ranges (issue 9 item 9): an ok value outside its calculator's bounds is a bug.

`Calculator.output_bounds()` is the declared `Output.range`, else the range derived from a
`points_total` calculator's items. Nothing checks it on the calculate path: these tests do, over
every ok reference case and over inputs drawn from each item-declared calculator's schema."""

import json
import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import medcalc
from medcalc.core.calculator import Output
from medcalc.core.cases import load_case_file
from medcalc.core.features import Boolean, Category, Count, Quantity
from medcalc.core.registry import all_ids

CASES_DIR = Path(__file__).resolve().parent.parent / "data" / "reference_cases"
AVAILABLE = [i for i in all_ids() if medcalc.get(i).available]
WITH_ITEMS = [i for i in AVAILABLE if medcalc.get(i).items]


def _within(value, bounds) -> bool:
    lo, hi = bounds
    return isinstance(value, (int, float)) and not math.isnan(value) and lo <= value <= hi


def _ok_cases():
    for path in sorted(CASES_DIR.glob("*.json")):
        case_file = load_case_file(path)
        if case_file.calculator not in AVAILABLE:
            continue
        for case in case_file.cases:
            if case.expected.status == "ok":
                yield pytest.param(case_file.calculator, case,
                                   id=f"{case_file.calculator}:{case.id}")


# -- the core ----------------------------------------------------------------------------------

def test_output_range_validated_and_summarised():
    out = Output(kind="integer", unit="points", range=(0, 5))
    assert out.summary()["range"] == [0, 5]
    assert "range" not in Output().summary()
    assert Output(range=(0, float("inf"))).range == (0, float("inf"))
    assert Output(range=(0, float("inf"))).summary()["range"] == [0, None]  # strict JSON
    json.dumps(medcalc.get("bmi").summary(), allow_nan=False)
    with pytest.raises(ValueError):
        Output(range=(5, 0))
    with pytest.raises(ValueError):
        Output(kind="record", range=(0, 1))
    with pytest.raises(ValueError):
        Output(kind="category", range=(0, 1))


def test_bounds_derived_from_items():
    # CURB-65: five yes/no criteria of 1 point each, no declared range.
    calc = medcalc.get("curb_65")
    assert calc.output_bounds(declared=False) == (0, 5)
    # Wells DVT: "alternative diagnosis at least as likely" counts -2.
    assert medcalc.get("wells_dvt").output_bounds(declared=False) == (-2, 9)
    # A calculator with its own compute function derives nothing.
    assert medcalc.get("sofa").output_bounds(declared=False) is None
    assert medcalc.get("bmi").output_bounds(declared=False) is None


@pytest.mark.parametrize("calculator_id", AVAILABLE)
def test_declared_range_matches_items(calculator_id):
    calc = medcalc.get(calculator_id)
    declared, derived = calc.output.range, calc.output_bounds(declared=False)
    if declared is not None and derived is not None:
        assert tuple(declared) == tuple(derived), (
            f"{calculator_id}: declared range {declared} but its items sum to {derived}")
    if declared is not None:
        assert calc.output.kind in ("number", "integer")
        assert calc.output_bounds() == declared


# -- every ok reference case -------------------------------------------------------------------

@pytest.mark.parametrize("calculator_id, case", list(_ok_cases()))
def test_reference_value_within_bounds(calculator_id, case):
    calc = medcalc.get(calculator_id)
    bounds = calc.output_bounds()
    if bounds is None:
        pytest.skip("no declared or derived range")
    result = calc.calculate(case.inputs, version=case.version, as_of=case.as_of,
                            missing=case.missing, variant=case.variant, domain=case.domain)
    if result.status != "ok":
        pytest.skip("the case does not compute (test_reference_cases reports it)")
    assert _within(result.value, bounds), (
        f"{calculator_id} {case.id}: {result.value!r} outside {bounds}")


# -- drawn inputs for item-declared calculators ------------------------------------------------

def _feature_value(feature):
    if isinstance(feature, Boolean):
        return st.booleans()
    if isinstance(feature, Count):
        lo, hi = feature.range
        return st.integers(int(lo), int(hi))
    if isinstance(feature, Quantity):
        lo, hi = feature.range
        return st.floats(float(lo), float(hi), allow_nan=False, allow_infinity=False)
    if isinstance(feature, Category):
        keys = [c.key for c in feature.choices if c.na is None]
        return st.sampled_from(keys) if keys else None
    return None  # dates and other kinds: not drawn (missing="absent" imputes where it can)


def _inputs(calc):
    fields = {}
    for name, feature in calc.features.items():
        strategy = _feature_value(feature)
        if strategy is not None:
            fields[name] = strategy
    answers = {name: st.sampled_from([b.key for b in item.bands])
               for name, item in calc.items.items() if name not in calc.features}
    return st.fixed_dictionaries({}, optional={**fields, **answers})


def _runs(calc):
    """(version, variant) pairs covering every version of the calculator."""
    return [(v.name, v.variant) for v in calc.versions]


@st.composite
def _drawn(draw):
    calculator_id = draw(st.sampled_from(WITH_ITEMS))
    calc = medcalc.get(calculator_id)
    version, variant = draw(st.sampled_from(_runs(calc)))
    return calculator_id, version, variant, draw(_inputs(calc))


@settings(max_examples=1500, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(_drawn())
def test_drawn_item_inputs_within_bounds(drawn):
    calculator_id, version, variant, inputs = drawn
    calc = medcalc.get(calculator_id)
    bounds = calc.output_bounds()
    if bounds is None:
        return
    result = calc.calculate(inputs, version=version, variant=variant, missing="absent")
    if result.status == "ok":
        assert _within(result.value, bounds), (
            f"{calculator_id} {version}: {result.value!r} outside {bounds} for {inputs!r}")


def test_every_item_calculator_has_bounds_or_is_listed():
    """Item-declared calculators with a numeric output and no bounds are the deliberate
    exceptions (a category output, such as a class, has no numeric range)."""
    unbounded = sorted(i for i in WITH_ITEMS
                       if medcalc.get(i).output.kind in ("number", "integer")
                       and medcalc.get(i).output_bounds() is None)
    assert unbounded == ["psi_port_score"], unbounded
