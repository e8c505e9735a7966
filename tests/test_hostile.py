"""`calculate` keeps its contract under hostile input (issue 9): a Result, or a MedcalcError."""

from __future__ import annotations

import datetime as dt
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import medcalc
from medcalc.core.na import InputError, InvalidOption, MedcalcError, UnknownCalculator, UnknownVersion
from medcalc.core.registry import all_ids, get
from medcalc.core.result import Result

try:
    import numpy as np
except ImportError:  # pragma: no cover - numpy is optional
    np = None

def _id(value) -> str:
    """A test id that never calls the value's own __str__ (hostile, or a 5000-digit int)."""
    return type(value).__name__


needs_numpy = pytest.mark.skipif(np is None, reason="numpy not installed")

BMI = {"weight": 70, "height": 175}
CURB = {"confusion": False, "urea": 8.0, "respiratory_rate": 32.0, "systolic_bp": 120.0,
        "diastolic_bp": 80.0, "age": 70.0}


class Hostile:
    """Every dunder a library might call on a value raises."""

    def __float__(self):
        raise RuntimeError("__float__")

    def __int__(self):
        raise RuntimeError("__int__")

    def __index__(self):
        raise RuntimeError("__index__")

    def __repr__(self):
        raise RuntimeError("__repr__")

    def __str__(self):
        raise RuntimeError("__str__")

    def __eq__(self, other):
        raise RuntimeError("__eq__")

    def __hash__(self):
        raise RuntimeError("__hash__")

    def __bool__(self):
        raise RuntimeError("__bool__")


# -- 1. options and ids ---------------------------------------------------------------------------

@pytest.mark.parametrize("as_of", ["2020-02-30", 20200101, "yesterday", Hostile()], ids=_id)
def test_bad_as_of_is_invalid_option_and_value_error(as_of):
    with pytest.raises(InvalidOption) as info:
        medcalc.calculate("bmi", BMI, as_of=as_of)
    assert isinstance(info.value, ValueError) and isinstance(info.value, MedcalcError)
    assert info.value.option == "as_of"


def test_datetime_as_of_is_taken_as_its_date():
    assert medcalc.calculate("bmi", BMI, as_of=dt.datetime(2020, 1, 1)).status == "ok"


@pytest.mark.parametrize("option", ["missing", "domain"])
@pytest.mark.parametrize("value", ["x", 5, None, ["strict"], Hostile()], ids=_id)
def test_bad_policy_is_invalid_option(option, value):
    with pytest.raises(InvalidOption) as info:
        medcalc.calculate("bmi", BMI, **{option: value})
    assert isinstance(info.value, ValueError)
    assert info.value.option == option
    str(info.value)  # the message is printable


@pytest.mark.parametrize("variant", [5, ["x"], Hostile(), 10**5000], ids=_id)
def test_bad_variant_is_unknown_version(variant):
    with pytest.raises(UnknownVersion) as info:
        medcalc.calculate("bmi", BMI, variant=variant)
    str(info.value)


@pytest.mark.parametrize("version", [10**5000, 5, Hostile()], ids=_id)
def test_bad_version_is_unknown_version(version):
    with pytest.raises(UnknownVersion):
        medcalc.calculate("bmi", BMI, version=version)


@pytest.mark.parametrize("calc_id", [["bmi"], {"bmi": 1}, 5, None, Hostile(), 10**5000], ids=_id)
def test_non_string_calculator_id_is_unknown_calculator(calc_id):
    with pytest.raises(UnknownCalculator) as info:
        medcalc.calculate(calc_id, {})
    str(info.value)


def test_calculator_object_rejects_bad_options_too():
    calc = get("bmi")
    with pytest.raises(InvalidOption):
        calc.calculate(BMI, missing="x")


# -- 1. values --------------------------------------------------------------------------------------

# Calculators whose integer inputs raised OverflowError (a GCS/count/category of 10**400).
OVERFLOWED = {
    "revised_trauma": "gcs", "triss": "gcs", "apache_ii_score": "gcs", "sofa": "gcs",
    "has_bled_score": None, "injury_severity_score": None, "murray_score": None,
    "caprini_score_2005": None,
}


@pytest.mark.parametrize("calc_id", sorted(OVERFLOWED))
@pytest.mark.parametrize("huge", [10**400, -10**400, 10**5000], ids=_id)
def test_huge_integers_are_input_errors_not_overflow(calc_id, huge):
    calc = get(calc_id)
    for key in list(calc.input_schema()["properties"]):
        try:
            result = calc.calculate({key: huge})
        except MedcalcError as exc:
            str(exc)
        else:
            assert isinstance(result, Result)


def test_huge_count_is_input_error():
    with pytest.raises(InputError) as info:
        medcalc.calculate("revised_trauma", {"gcs": 10**400, "systolic_bp": 120,
                                             "respiratory_rate": 16})
    assert info.value.problems[0].feature == "gcs"
    with pytest.raises(InputError):  # repr of a 5000-digit int raises ValueError in 3.11+
        medcalc.calculate("revised_trauma", {"gcs": 10**5000, "systolic_bp": 120,
                                             "respiratory_rate": 16})


def test_hostile_object_is_input_error():
    for calc_id, key in (("bmi", "weight"), ("revised_trauma", "gcs"), ("curb_65", "confusion"),
                         ("ckd_epi_egfr", "sex"), ("curb_65", "blood_pressure")):
        with pytest.raises(InputError) as info:
            medcalc.calculate(calc_id, {key: Hostile()})
        str(info.value)
        info.value.to_dict()


@pytest.mark.parametrize("key", [5, ("weight",), None, b"weight"])
def test_non_string_input_name_is_input_error(key):
    with pytest.raises(InputError) as info:
        medcalc.calculate("bmi", {key: 70, "height": 175})
    assert info.value.problems[0].kind == "unknown_feature"


def test_mapping_with_hostile_items_is_input_error():
    class Evil(dict):
        def items(self):
            return iter([(Hostile(), 1), ("height", 175)])

    with pytest.raises(InputError):
        medcalc.calculate("bmi", Evil())


@needs_numpy
def test_pint_quantity_holding_an_array_is_input_error():
    pint = pytest.importorskip("pint")
    ureg = pint.UnitRegistry()
    with pytest.raises(InputError) as info:
        medcalc.calculate("bmi", {"weight": ureg.Quantity(np.array([70, 80]), "kg"),
                                  "height": 175})
    assert info.value.problems[0].feature == "weight"
    ok = medcalc.calculate("bmi", {"weight": ureg.Quantity(np.float64(70), "kg"), "height": 175})
    assert ok.value == pytest.approx(22.857142857142858)


# -- 2. numpy scalars --------------------------------------------------------------------------------

@needs_numpy
def test_numpy_scalars_are_numbers():
    plain = medcalc.calculate("bmi", BMI).value
    for cast in (np.int64, np.int32, np.float32, np.float64):
        assert medcalc.calculate("bmi", {"weight": cast(70), "height": cast(175)}).value \
            == pytest.approx(plain)
    # [value, unit] with a numpy value
    assert medcalc.calculate("bmi", {"weight": [np.float32(70), "kg"], "height": 175}).value \
        == pytest.approx(plain)


@needs_numpy
def test_numpy_counts_and_booleans():
    plain = medcalc.calculate("revised_trauma", {"gcs": 10, "systolic_bp": 120,
                                                 "respiratory_rate": 16})
    numpy = medcalc.calculate("revised_trauma", {"gcs": np.int64(10),
                                                 "systolic_bp": np.float64(120),
                                                 "respiratory_rate": np.float32(16)})
    assert numpy.value == plain.value
    with pytest.raises(InputError):
        medcalc.calculate("revised_trauma", {"gcs": np.float64(10.5), "systolic_bp": 120,
                                             "respiratory_rate": 16})
    # numpy.bool_ (numpy 2: numpy.bool) for a boolean feature and for a yes/no item
    expected = medcalc.calculate("curb_65", CURB).value
    assert medcalc.calculate("curb_65", {**CURB, "confusion": np.bool_(False)}).value == expected
    inputs = {k: v for k, v in CURB.items() if k not in ("systolic_bp", "diastolic_bp")}
    result = medcalc.calculate("curb_65", {**inputs, "blood_pressure": np.bool_(True)})
    assert result.value == medcalc.calculate("curb_65", {**inputs, "blood_pressure": True}).value
    assert result.given_as["blood_pressure"] == "boolean"
    # a numpy bool is not a number (as a Python bool is not)
    with pytest.raises(InputError):
        medcalc.calculate("bmi", {"weight": np.bool_(True), "height": 175})


@needs_numpy
def test_numpy_category_values():
    # A category with numeric choice values (GCS eye response 1-4 in gcs): by its numpy value.
    calc = get("glasgow_coma_scale") if "glasgow_coma_scale" in all_ids() else None
    found = None
    for calc_id in all_ids():
        c = get(calc_id)
        if not getattr(c, "available", True):
            continue
        for feature in c.features.values():
            if feature.kind == "category" and any(
                    type(ch.value) is int and ch.na is None for ch in feature.choices):
                found = (c, feature)
                break
        if found:
            break
    assert found is not None or calc is None
    c, feature = found
    choice = next(ch for ch in feature.choices if type(ch.value) is int and ch.na is None)
    assert feature.parse(np.int64(choice.value)) == feature.parse(choice.value)
    assert feature.parse(np.float64(choice.value)) == feature.parse(choice.value)


# -- 3. alternative keys tell their own range ----------------------------------------------------------

BUN_CALCULATORS = ["curb_65", "glasgow_blatchford", "psi_port", "serum_osmolality",
                   "fractional_excretion_urea"]


@pytest.mark.parametrize("calc_id", BUN_CALCULATORS)
def test_alternative_schema_states_its_own_range(calc_id):
    calc = get(calc_id)
    props = calc.input_schema()["properties"]
    alts = [(k, p) for k, p in props.items() if "x-alternative-to" in p]
    assert alts, calc_id
    for key, prop in alts:
        feature, alt = calc.input_key(key)
        assert prop["x-unit"] == alt.unit
        lo, hi = prop["x-plausible-range"]
        # the advertised range, converted back to the canonical unit, is the checked range
        (alo, ahi), _ = feature.alternative_range(alt)
        assert (lo, hi) == (alo, ahi)
        if key == "bun":
            # urea 0.3-150 mmol/L is BUN 0.84-420 mg/dL (BUN mg/dL = urea mmol/L x 2.8014)
            assert lo == pytest.approx(0.84, rel=1e-3) and hi == pytest.approx(420.2, rel=1e-3)


def test_bun_implausible_message_names_bun_and_its_range():
    base = {"confusion": False, "respiratory_rate": 16, "systolic_bp": 120, "diastolic_bp": 80,
            "age": 40}
    low = medcalc.calculate("curb_65", {**base, "bun": 0.5})
    assert low.status == "na" and low.na.reason == "implausible"
    assert low.na.message.startswith("bun 0.5 mg/dL is outside the plausible range 0.8404-420.2 mg/dL")
    assert medcalc.calculate("curb_65", {**base, "bun": 400}).status == "ok"
    high = medcalc.calculate("curb_65", {**base, "bun": 500})
    assert high.status == "na" and "bun 500 mg/dL" in high.na.message
    # given as urea, the message stays in urea's terms
    urea = medcalc.calculate("curb_65", {**base, "urea": 0.1})
    assert urea.na.message.startswith("urea 0.1 mmol/L")


def test_urine_urea_nitrogen_schema_range():
    calc = get("fractional_excretion_urea")
    props = calc.input_schema()["properties"]
    if "urine_urea_nitrogen" not in props:
        pytest.skip("no urine_urea_nitrogen key")
    prop = props["urine_urea_nitrogen"]
    feature, alt = calc.input_key("urine_urea_nitrogen")
    assert prop["x-unit"] == alt.unit
    assert prop["x-plausible-range"] != list(feature.range) or alt.unit == feature.unit


# -- 4. the tool layer --------------------------------------------------------------------------------

def test_tool_huge_version_is_invalid_input():
    from medcalc.tools.definitions import call_tool

    out = call_tool("calculate", {"id": "bmi", "inputs": BMI, "version": 10**5000})
    assert out["ok"] is False and out["error"]["type"] == "invalid_input"
    assert out["error"]["problems"][0]["feature"] == "version"


# -- fuzz ----------------------------------------------------------------------------------------------

def _hostile_values():
    base = [
        st.integers(min_value=-10**500, max_value=10**500),
        st.sampled_from([400, -400, 5000, 63, 0, 1, -1]).map(
            lambda e: 0 if e == 0 else (-1 if e < 0 else 1) * 10 ** abs(e)),  # huge ints
        st.floats(allow_nan=True, allow_infinity=True),
        st.sampled_from([math.nan, math.inf, -math.inf, -0.0, 1e308, 5e-324]),
        st.booleans(),
        st.none(),
        st.text(max_size=30),
        st.sampled_from(["1e400", "NaN mg/dL", "70 kg kg", "≥", ">=30", "-", "1/0", "yes",
                         "10**400", "1" + "0" * 400 + " mg/dL", "\x00", "\u2212" * 3, "inf mmol/L"]),
        st.binary(max_size=10),
        st.builds(Hostile),
        st.dates(),
        st.sampled_from([dt.timedelta(days=10**8), dt.datetime(2020, 1, 1)]),
    ]
    if np is not None:
        base.append(st.sampled_from([np.int64(10), np.float32("nan"), np.float64(1e300),
                                     np.bool_(True), np.int8(-1), np.float16(3.5),
                                     np.array([1, 2]), np.array(3.0), np.float64("inf")]))
    scalar = st.one_of(*base)
    return st.recursive(scalar, lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.tuples(inner, inner),
        st.tuples(inner, st.sampled_from(["kg", "mg/dL", "mmol/L", "xyz", ""])),
        st.dictionaries(st.text(max_size=5), inner, max_size=2)), max_leaves=5)


HOSTILE = _hostile_values()
OPTIONS = st.fixed_dictionaries({}, optional={
    "missing": st.sampled_from(["strict", "absent", "x", None, 5]),
    "domain": st.sampled_from(["strict", "warn", "", 0]),
    "as_of": st.one_of(st.dates(), st.sampled_from(["2020-02-30", "2000-01-01", 1, None])),
    "variant": st.sampled_from([None, 5, "x"]),
    "version": st.sampled_from([None, 5000, "x"]).map(lambda v: 10**v if v == 5000 else v),
})


def _available():
    return [i for i in all_ids() if getattr(get(i), "available", True)]


@settings(max_examples=300, derandomize=True, deadline=None, database=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_fuzz_calculate_returns_result_or_medcalc_error(data):
    calc_id = data.draw(st.sampled_from(_available()), label="calculator")
    calc = get(calc_id)
    keys = list(calc.input_schema()["properties"])
    chosen = data.draw(st.lists(st.sampled_from(keys), max_size=4, unique=True), label="keys")
    inputs = {key: data.draw(HOSTILE, label=key) for key in chosen}
    # a few well-formed values alongside, so that hostile values meet the later stages too
    options = data.draw(OPTIONS, label="options")
    try:
        result = medcalc.calculate(calc_id, inputs, **options)
    except MedcalcError as exc:
        str(exc)  # the message itself must not fail
        if isinstance(exc, InputError):
            exc.to_dict()
    else:
        assert isinstance(result, Result)
        result.to_dict()
