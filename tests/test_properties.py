"""Property tests of the shared semantics, run over every registered calculator.

Each property starts from a reference case that has a value and perturbs it: the same patient in
other units, one required input removed, one quantity pushed outside its plausible range, the
same call twice. The reference cases themselves are checked in test_reference_cases.py.
"""

import json
import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import medcalc
from medcalc.core.cases import load_case_file
from medcalc.core.features import FeatureError, Quantity
from medcalc.core.registry import all_ids
from medcalc.core.units import conversion

CASES_DIR = Path(__file__).resolve().parent.parent / "data" / "reference_cases"
# Same settings locally and under CI (Hypothesis loads a "ci" profile when CI is set).
SETTINGS = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def _ok_cases():
    for calc_id in all_ids():
        path = CASES_DIR / f"{calc_id}.json"
        if path.exists():
            for case in load_case_file(path).cases:
                if case.expected.status == "ok":
                    yield pytest.param(calc_id, case, id=f"{calc_id}:{case.id}")


OK_CASES = list(_ok_cases())


def _call(calc, case, inputs):
    return calc.calculate(inputs, version=case.version, as_of=case.as_of, missing=case.missing,
                          variant=case.variant, domain=case.domain)


def _canonical(calc, key, raw):
    feature, alt = calc.input_key(key)
    return feature.parse(raw) if alt is None else feature.parse(raw, alt.unit, alt.analyte)


def _quantity_input(calc, key, raw):
    """(feature, alt) when `key` gives a quantity as a measurement (not an item's band or
    yes/no answer under the feature's key, not an item key); else None."""
    target = calc.input_key(key)
    if target is None or raw is None:
        return None
    feature, alt = target
    if not isinstance(feature, Quantity):
        return None
    try:
        _canonical(calc, key, raw)
    except FeatureError:
        return None
    return feature, alt


def _same_value(a, b):
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    return a == b


@pytest.mark.parametrize("calc_id, case", OK_CASES)
@SETTINGS
@given(data=st.data())
def test_unit_invariance(calc_id, case, data):
    """The same patient expressed in any accepted unit gets the same answer."""
    calc = medcalc.get(calc_id)
    baseline = _call(calc, case, case.inputs)
    inputs = dict(case.inputs)
    for key, raw in case.inputs.items():
        target = _quantity_input(calc, key, raw)
        if target is None or type(target[0]) is not Quantity:
            continue
        feature, alt = target
        canonical_value = _canonical(calc, key, raw)
        unit = data.draw(st.sampled_from(feature.accepted_units), label=key)
        analyte = alt.analyte if alt else feature.analyte
        scale, offset = conversion(unit, feature.unit, analyte)
        inputs[key] = [(canonical_value - offset) / scale, unit]
    result = _call(calc, case, inputs)
    assert result.status == baseline.status
    assert _same_value(result.value, baseline.value), (inputs, result.value, baseline.value)


@pytest.mark.parametrize("calc_id, case", OK_CASES)
def test_missing_required_input_gives_na_missing(calc_id, case):
    """Under strict policy, removing any required input gives NA missing, never a number."""
    if case.missing != "strict":
        pytest.skip("case uses the absent policy")
    calc = medcalc.get(calc_id)
    version = calc.version(case.version, case.as_of, case.variant)
    for name in calc.required_features(version):
        # every way of giving it: an item's own keys, its features', derived features' sources
        group = set(calc.key_groups(name))
        features = {calc.input_key(k)[0].name for k in group if calc.input_key(k) is not None}
        item = calc.items.get(name)
        keys = [k for k in case.inputs
                if k in group or (item is not None and calc.item_key(k) is item)
                or (calc.input_key(k) is not None and calc.input_key(k)[0].name in features)]
        inputs = {k: v for k, v in case.inputs.items() if k not in keys}
        result = _call(calc, case, inputs)
        assert result.status == "na" and result.na_reason == "missing", (name, result)
        assert name in result.na.features


@pytest.mark.parametrize("calc_id, case", OK_CASES)
def test_implausible_quantity_gives_na_implausible(calc_id, case):
    """A quantity outside its plausible range gives NA implausible, naming the input."""
    calc = medcalc.get(calc_id)
    version = calc.version(case.version, case.as_of, case.variant)
    read = set(version.parameters) | {f for i in version.parameters if i in calc.items
                                      for f in calc.items[i].reads}
    for key, raw in case.inputs.items():
        target = _quantity_input(calc, key, raw)
        if target is None or target[0].name not in read:
            continue
        feature, alt = target
        lo, hi = feature.range
        for canonical_value in (hi + (hi - lo) + 1.0, lo - (hi - lo) - 1.0):
            inputs = dict(case.inputs)
            inputs[key] = [canonical_value, feature.unit] if alt is None else [
                (canonical_value - conversion(alt.unit, feature.unit, alt.analyte)[1])
                / conversion(alt.unit, feature.unit, alt.analyte)[0], alt.unit]
            result = _call(calc, case, inputs)
            assert result.status == "na" and result.na_reason == "implausible", (key, result)
            assert feature.name in result.na.features


@pytest.mark.parametrize("calc_id, case", OK_CASES)
def test_determinism_and_json(calc_id, case):
    """Same input, same output; every result serializes to JSON."""
    calc = medcalc.get(calc_id)
    first = _call(calc, case, case.inputs).to_dict()
    second = _call(calc, case, dict(case.inputs)).to_dict()
    assert first == second
    assert json.loads(json.dumps(first)) == first


@SETTINGS
@given(creatinine=st.floats(0.2, 15), age=st.floats(18, 110), female=st.booleans(),
       version=st.sampled_from(["2021", "2009"]))
def test_ckd_epi_mg_dl_and_umol_l_agree(creatinine, age, female, version):
    common = {"age": age, "sex": "female" if female else "male", "black_race": False}
    a = medcalc.calculate("ckd_epi_egfr", {**common, "creatinine": (creatinine, "mg/dL")}, version=version)
    b = medcalc.calculate("ckd_epi_egfr", {**common, "creatinine": (creatinine * 88.4, "µmol/L")},
                          version=version)
    assert abs(a.value - b.value) / a.value < 1e-9


@SETTINGS
@given(c1=st.floats(0.2, 15), c2=st.floats(0.2, 15), age=st.floats(18, 110), female=st.booleans())
def test_ckd_epi_decreases_with_creatinine(c1, c2, age, female):
    sex = "female" if female else "male"
    lo, hi = sorted((c1, c2))
    a = medcalc.calculate("ckd_epi_egfr", {"creatinine": lo, "age": age, "sex": sex}).value
    b = medcalc.calculate("ckd_epi_egfr", {"creatinine": hi, "age": age, "sex": sex}).value
    assert a >= b


@SETTINGS
@given(w1=st.floats(1, 600), w2=st.floats(1, 600), height=st.floats(30, 250))
def test_bmi_increases_with_weight(w1, w2, height):
    lo, hi = sorted((w1, w2))
    assert (medcalc.calculate("bmi", {"weight": lo, "height": height}).value
            <= medcalc.calculate("bmi", {"weight": hi, "height": height}).value)


@SETTINGS
@given(value=st.floats(-1e6, 1e6, allow_nan=False), unit=st.sampled_from(["kg", "lb", "g", "mg/dL"]))
def test_any_number_is_a_result_or_an_input_error(value, unit):
    try:
        result = medcalc.calculate("bmi", {"weight": [value, unit], "height": 170})
    except medcalc.InputError as exc:
        assert exc.problems[0].feature == "weight"
    else:
        assert result.status in ("ok", "na")
        if result.status == "ok":
            assert 0.3 <= medcalc.get("bmi").features["weight"].parse([value, unit]) <= 650
