"""Agent tools: schemas, OpenAI/Anthropic exports, call_tool's contract, calculator search."""

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import medcalc
from medcalc.core.registry import all_ids, get, index
from medcalc.tools import (CALCULATE_TOOL, GENERIC_TOOLS, MAX_BYTES, MAX_KEYS, OPTION_ARGUMENTS,
                           SEARCH_TOOL, TOOL_NAME_RE, anthropic_tools, call_tool, openai_tools,
                           search, tool_schema)

from conftest import ROOT

IDS = all_ids()
AVAILABLE_IDS = [i for i in IDS if get(i).available]
UNAVAILABLE_IDS = [i for i in IDS if not get(i).available]
EVAL_PATH = ROOT / "data" / "search_eval.json"

CURB_65_HIGH = {"confusion": True, "bun": 25, "respiratory_rate": 32, "systolic_bp": 85,
                "diastolic_bp": 50, "age": 70}


def _strict_json(value) -> str:
    return json.dumps(value, allow_nan=False)


# -- schemas ------------------------------------------------------------------------------------


@pytest.mark.parametrize("calc_id", UNAVAILABLE_IDS)
def test_unavailable_calculator_is_an_explained_error(calc_id):
    out = call_tool(calc_id, {})
    assert out["ok"] is False and out["error"]["type"] == "calculator_unavailable"
    assert out["error"]["owner"] and get(calc_id).reason in out["error"]["message"]
    assert out["error"]["why"] in ("licence", "source_not_established")
    assert calc_id not in {t["name"] for t in anthropic_tools()}


@pytest.mark.parametrize("calc_id", AVAILABLE_IDS)
def test_tool_schema_is_a_json_schema_object(calc_id):
    schema = tool_schema(calc_id)
    assert schema["type"] == "object"
    props = schema["properties"]
    assert isinstance(props, dict) and props
    assert set(schema["required"]) <= set(props)
    assert not {"anyOf", "allOf", "oneOf", "not", "enum"} & set(schema)  # vendors reject these
    calc = get(calc_id)
    for name in OPTION_ARGUMENTS:
        if name == "variant" and not calc.variants:  # offered only where there are variants
            assert name not in props
            continue
        assert name in props and name not in schema["required"]
    assert set(props["version"]["enum"]) == {v.name for v in calc.versions}
    assert props["domain"]["enum"] == ["strict", "warn"] and props["domain"]["default"] == "strict"
    if calc.variants:
        assert props["variant"]["enum"] == list(calc.variants)
        assert props["variant"]["default"] == calc.default_version.variant
    assert calc.default_version.name in props["version"]["description"]
    for name, prop in props.items():
        assert prop.get("description"), f"{calc_id}.{name} has no description"
    for group in schema.get("x-required-one-of", ()):
        assert set(group) <= set(props)
    _strict_json(schema)  # no NaN: strict JSON
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("calc_id", IDS)
def test_no_input_clashes_with_a_tool_option(calc_id):
    calc = get(calc_id)
    keys = set(calc.input_schema()["properties"])
    assert not keys & set(OPTION_ARGUMENTS)
    assert calc_id not in GENERIC_TOOLS
    assert TOOL_NAME_RE.match(calc_id)


def test_schema_descriptions_carry_units_ranges_choices_and_definitions():
    props = tool_schema("ckd_epi_egfr")["properties"]
    assert "mg/dL" in props["creatinine"]["description"]
    assert "µmol/L" in props["creatinine"]["description"]
    assert "0.1-40" in props["creatinine"]["description"]
    assert "female" in props["sex"]["description"]
    assert "2009" in props["version"]["description"] and "2021" in props["version"]["description"]
    curb = tool_schema("curb_65")
    assert "Abbreviated Mental Test" in curb["properties"]["confusion"]["description"]
    assert "urea or bun" in curb["description"]
    assert curb["x-required-one-of"] == [["urea", "bun"], ["blood_pressure", "systolic_bp", "diastolic_bp"]]
    assert curb["properties"]["urea"]["x-absent-value"] == "criterion_not_met"


def test_schema_is_a_copy():
    schema = tool_schema("curb_65")
    schema["properties"].clear()
    assert tool_schema("curb_65")["properties"]


def test_schema_accepts_an_alias():
    assert tool_schema("CURB-65")["x-calculator"] == "curb_65"


def test_schema_example_validates_against_it():
    jsonschema = pytest.importorskip("jsonschema")
    schema = tool_schema("curb_65", extensions=False)
    jsonschema.validate(CURB_65_HIGH, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**CURB_65_HIGH, "missing": "sometimes"}, schema)


# -- exports ------------------------------------------------------------------------------------


def _no_extension_keys(value) -> bool:
    if isinstance(value, dict):
        return all(not k.startswith("x-") and _no_extension_keys(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_no_extension_keys(v) for v in value)
    return True


def test_openai_tools_cover_every_calculator():
    tools = openai_tools()
    assert [t["function"]["name"] for t in tools] == AVAILABLE_IDS
    for tool in tools:
        assert tool["type"] == "function"
        fn = tool["function"]
        assert set(fn) == {"name", "description", "parameters"}
        assert TOOL_NAME_RE.match(fn["name"])
        assert fn["description"] and len(fn["description"]) <= 1024
        assert fn["parameters"]["type"] == "object"
        assert _no_extension_keys(fn["parameters"])
    _strict_json(tools)


def test_anthropic_tools_cover_every_calculator():
    tools = anthropic_tools()
    assert [t["name"] for t in tools] == AVAILABLE_IDS
    for tool in tools:
        assert set(tool) == {"name", "description", "input_schema"}
        assert TOOL_NAME_RE.match(tool["name"])
        assert tool["input_schema"]["type"] == "object"
        assert not {"anyOf", "allOf", "oneOf"} & set(tool["input_schema"])
    _strict_json(tools)


def test_exports_select_ids_and_add_generic_tools():
    tools = anthropic_tools(["curb_65", "CHA2DS2-VASc", "curb_65"], generic=True)
    assert [t["name"] for t in tools] == ["curb_65", "cha2ds2_vasc", CALCULATE_TOOL, SEARCH_TOOL]
    assert [t["function"]["name"] for t in openai_tools("curb_65")] == ["curb_65"]
    with pytest.raises(medcalc.UnknownCalculator):
        openai_tools(["no_such_calculator"])


# -- call_tool ----------------------------------------------------------------------------------


def test_call_curb_65():
    out = call_tool("curb_65", CURB_65_HIGH)
    assert out["ok"] is True
    result = out["result"]
    assert result["calculator"] == "curb_65" and result["status"] == "ok" and result["value"] == 5
    # 80 y, urea 8 mmol/L, the rest normal: 2 points
    out = call_tool("curb_65", {"confusion": False, "urea": "8 mmol/L", "respiratory_rate": 18,
                                "systolic_bp": 130, "diastolic_bp": 80, "age": 80})
    assert out["result"]["value"] == 2
    _strict_json(out)


def test_call_generic_calculate_tool():
    out = call_tool("calculate", {"id": "curb_65", "inputs": CURB_65_HIGH, "missing": "strict"})
    assert out["ok"] and out["result"]["value"] == 5
    out = call_tool("calculate", {"id": "curb_65", "inputs": {"age": 70}, "missing": "absent"})
    assert out["ok"] and out["result"]["value"] == 1
    assert "confusion" in out["result"]["imputed"]


def test_call_options_version_and_as_of():
    patient = {"creatinine": 1.2, "age": 50, "sex": "female", "black_race": False}
    out = call_tool("ckd_epi_egfr", {**patient, "version": "2009"})
    assert out["ok"] and out["result"]["version"] == "2009"
    out = call_tool("ckd_epi_egfr", {**patient, "as_of": "2015-06-01"})
    assert out["ok"] and out["result"]["version"] == "2009"
    out = call_tool("ckd_epi_egfr", patient)
    assert out["result"]["version"] == get("ckd_epi_egfr").default_version.name


def test_na_result_is_a_success_that_names_the_missing_inputs():
    out = call_tool("curb_65", {"age": 70})
    assert out["ok"] is True
    assert out["result"]["status"] == "na"
    assert out["result"]["na"]["reason"] == "missing"
    assert "confusion" in out["result"]["na"]["features"]


def _error(out, type_=None) -> dict:
    assert out["ok"] is False
    error = out["error"]
    assert set(error) >= {"type", "message", "problems"}
    for problem in error["problems"]:
        assert set(problem) == {"feature", "kind", "message", "expected"}
    if type_ is not None:
        assert error["type"] == type_, error
    _strict_json(out)
    return error


def _problem(error, feature) -> dict:
    found = [p for p in error["problems"] if p["feature"] == feature]
    assert found, f"no problem names {feature!r}: {error['problems']}"
    return found[0]


def test_bad_inputs_are_all_named_with_what_was_expected():
    error = _error(call_tool("curb_65", {**CURB_65_HIGH, "confusion": "maybe",
                                         "bun": "25 furlongs", "age": {"years": 70},
                                         "heart_rate": 120}), "invalid_input")
    assert _problem(error, "confusion")["expected"] == "true or false"
    assert "mg/dL" in _problem(error, "bun")["expected"]
    assert _problem(error, "age")["kind"] == "wrong_type"
    unknown = _problem(error, "heart_rate")
    assert unknown["kind"] == "unknown_feature" and "respiratory_rate" in unknown["expected"]
    assert error["calculator"] == "curb_65"


def test_bad_category_lists_the_choices():
    error = _error(call_tool("ckd_epi_egfr", {"creatinine": 1, "age": 50, "sex": "robot"}),
                   "invalid_input")
    problem = _problem(error, "sex")
    assert problem["kind"] == "unknown_category" and "female" in problem["expected"]


def test_bad_options_are_named():
    error = _error(call_tool("curb_65", {**CURB_65_HIGH, "version": "2099", "missing": "maybe"}))
    assert "lim_2003" in _problem(error, "version")["expected"]
    assert "absent" in _problem(error, "missing")["expected"]
    error = _error(call_tool("curb_65", {**CURB_65_HIGH, "as_of": "yesterday"}), "invalid_input")
    assert _problem(error, "as_of")["expected"] == "YYYY-MM-DD"
    error = _error(call_tool("ckd_epi_egfr", {"creatinine": 1, "age": 50, "sex": "male",
                                              "as_of": "1990-01-01"}), "unknown_version")
    assert "2009" in _problem(error, "as_of")["expected"]


def test_unknown_calculator_suggests_ids():
    error = _error(call_tool("curbb_65", CURB_65_HIGH), "unknown_calculator")
    assert "curb_65" in error["suggestions"]
    assert _problem(error, "name")["kind"] == "unknown_calculator"
    error = _error(call_tool("calculate", {"id": "ckd_epi", "inputs": {}}), "unknown_calculator")
    assert "ckd_epi_egfr" in error["suggestions"]
    assert _problem(error, "id")


def test_malformed_calls():
    _problem(_error(call_tool("curb_65", [1, 2]), "invalid_arguments"), "arguments")
    _problem(_error(call_tool("curb_65", "age=70"), "invalid_arguments"), "arguments")
    _problem(_error(call_tool(None, {}), "invalid_arguments"), "name")
    _problem(_error(call_tool(42, {}), "invalid_arguments"), "name")
    _problem(_error(call_tool("calculate", {"inputs": {}}), "invalid_arguments"), "id")
    _problem(_error(call_tool("calculate", {"id": "curb_65", "inputz": {}}), "invalid_arguments"),
             "inputz")
    _problem(_error(call_tool("calculate", {"id": "curb_65", "inputs": [70]}), "invalid_input"),
             "inputs")
    _problem(_error(call_tool("calculate", {"id": ["curb_65"], "inputs": {}}),
                    "invalid_arguments"), "id")
    _problem(_error(call_tool("curb_65", {"age": 70, 3: 4}), "invalid_arguments"), "3")
    _problem(_error(call_tool("curb_65", {"age": {1, 2}}), "invalid_arguments"), "age")


def test_huge_and_odd_numbers_are_named():
    _problem(_error(call_tool("curb_65", {**CURB_65_HIGH, "age": 10 ** 400}), "invalid_input"),
             "age")
    _problem(_error(call_tool("curb_65", {**CURB_65_HIGH, "age": float("inf")}), "invalid_input"),
             "age")
    out = call_tool("curb_65", {**CURB_65_HIGH, "age": float("nan")})  # NaN is NA
    assert out["ok"] and out["result"]["status"] == "na"


def test_size_limits():
    error = _error(call_tool("curb_65", {f"k{i}": i for i in range(MAX_KEYS + 1)}), "too_large")
    assert str(MAX_KEYS) in error["message"]
    error = _error(call_tool("curb_65", {"age": "7" * (MAX_BYTES + 1)}), "too_large")
    assert str(MAX_BYTES) in error["message"]
    _error(call_tool("curb_65", {"x" * 100_000: 1}), "invalid_arguments")
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    _error(call_tool("curb_65", {"age": deep}), "too_large")
    _error(call_tool("calculate", {"id": "curb_65",
                                   "inputs": {f"k{i}": i for i in range(MAX_KEYS + 1)}}),
           "too_large")


def test_wrapped_inputs_are_understood():
    out = call_tool("curb_65", {"inputs": CURB_65_HIGH})
    assert out["ok"] and out["result"]["value"] == 5


def test_search_tool():
    out = call_tool(SEARCH_TOOL, {"query": "stroke risk in atrial fibrillation", "k": 3})
    assert out["ok"] and out["result"][0]["id"] == "cha2ds2_vasc" and len(out["result"]) <= 3
    _problem(_error(call_tool(SEARCH_TOOL, {"query": 3}), "invalid_arguments"), "query")
    _problem(_error(call_tool(SEARCH_TOOL, {"query": "x", "k": 0}), "invalid_arguments"), "k")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(), children,
                                                                      max_size=5),
    max_leaves=20)


@st.composite
def calls(draw):
    name = draw(st.sampled_from(IDS) | st.sampled_from(GENERIC_TOOLS) | st.text() | JSON)
    calc = get(name) if isinstance(name, str) and name in index() else get(draw(st.sampled_from(IDS)))
    keys = list(calc.input_schema()["properties"]) + list(OPTION_ARGUMENTS) + ["id", "inputs",
                                                                              "query", "k"]
    if name == CALCULATE_TOOL:
        keys.append(calc.id)
    key = st.sampled_from(keys) | st.text(max_size=10)
    value = JSON | st.sampled_from([calc.id, "2009", "strict", "absent", "warn", "2020-01-01",
                                    "1.4 mg/dL", "female", "yes", ">=65", [1.4, "mg/dL"],
                                    *getattr(calc, "variants", ())])
    arguments = draw(st.dictionaries(key, value, max_size=8) | JSON
                     | st.fixed_dictionaries({"id": st.just(calc.id),
                                              "inputs": st.dictionaries(key, value, max_size=8)}))
    return name, arguments


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls())
def test_call_tool_never_raises(call):
    name, arguments = call
    out = call_tool(name, arguments)
    assert isinstance(out, dict) and isinstance(out["ok"], bool)
    text = _strict_json(out)
    assert "Traceback" not in text
    if out["ok"]:
        assert "result" in out
    else:
        error = out["error"]
        assert isinstance(error["type"], str) and isinstance(error["message"], str)
        for problem in error["problems"]:
            assert set(problem) == {"feature", "kind", "message", "expected"}
            assert all(isinstance(v, str) for v in problem.values())
        assert error["type"] != "internal_error", out


# -- search -------------------------------------------------------------------------------------


def _eval_requests():
    requests = json.loads(EVAL_PATH.read_text(encoding="utf-8"))["requests"]
    registered = set(IDS)
    return [r for r in requests if set(r["expected"]) & registered]


def test_search_eval_set_covers_every_calculator():
    requests = json.loads(EVAL_PATH.read_text(encoding="utf-8"))["requests"]
    assert len(requests) >= 80
    assert len({r["query"] for r in requests}) == len(requests)
    covered = {calc_id for r in requests for calc_id in r["expected"]}
    missing = sorted(set(IDS) - covered)
    assert not missing, (f"add clinical requests for {missing} to data/search_eval.json "
                         "(written from the clinical situation, not the calculator's name)")


def test_search_recall_at_5():
    requests = _eval_requests()
    found = 0
    misses = []
    for request in requests:
        top = [hit["id"] for hit in search(request["query"], k=5)]
        if set(request["expected"]) & set(top):
            found += 1
        else:
            misses.append((request["query"], request["expected"], top))
    recall = found / len(requests)
    assert recall >= 0.9, f"recall@5 {recall:.3f} on {len(requests)} requests; misses: {misses}"


def test_how_sick_is_this_pneumonia_patient():
    top = [hit["id"] for hit in search("how sick is this pneumonia patient", k=5)]
    assert "curb_65" in top
    if "psi_port_score" in index():
        assert "psi_port_score" in top


@pytest.mark.parametrize("query, expected", [
    ("pneumonia severity", "curb_65"),
    ("kidney function for drug dosing", "crcl_cockcroft_gault"),
    ("stroke risk in atrial fibrillation", "cha2ds2_vasc"),
    ("stroke risk in AF", "cha2ds2_vasc"),
    ("bleeding risk on anticoagulation", "has_bled_score"),
    ("renal function", "ckd_epi_egfr"),
    ("blood clot in the leg", "wells_dvt"),
])
def test_search_clinical_phrases(query, expected):
    top = [hit["id"] for hit in search(query, k=5)]
    assert expected in top, top


@pytest.mark.parametrize("calc_id", IDS)
def test_search_finds_a_calculator_by_id_and_name(calc_id):
    entry = index()[calc_id]
    for query in (calc_id, entry["name"], *entry["aliases"]):
        hits = search(query, k=3)
        assert hits and hits[0]["id"] == calc_id, (query, hits)


def test_search_results():
    hits = search("pneumonia severity", k=3)
    assert 0 < len(hits) <= 3
    for hit in hits:
        assert set(hit) >= {"id", "name", "score", "specialty", "why"}
        assert hit["id"] in index() and hit["why"]
    assert [h["score"] for h in hits] == sorted((h["score"] for h in hits), reverse=True)
    assert search("pneumonia severity", k=3) == hits  # deterministic
    assert search("", k=5) == [] and search("the of and", k=5) == []
    assert search("pneumonia", k=0) == []
    _strict_json(hits)


def test_medcalc_search_is_lazy():
    code = ("import sys, medcalc; assert 'medcalc.tools' not in sys.modules; "
            "hits = medcalc.search('stroke risk in atrial fibrillation', k=1); "
            "assert hits[0]['id'] == 'cha2ds2_vasc'")
    subprocess.run([sys.executable, "-c", code], check=True)


# -- core v2 options: criteria answered by band or yes/no, variants, the domain option ----------

import datetime as _dt  # noqa: E402

from medcalc.core import (  # noqa: E402
    Band,
    Calculator,
    Condition,
    Output,
    Precondition,
    Quantity,
    Reference,
    Variant,
    Version,
    banded,
    criterion,
    either,
    points_total,
)
from medcalc.core import registry as _registry  # noqa: E402

TOY_ID = "toy_tools_v2"
_REF = Reference("Test source")
_AGE = banded("age", "Age", "age", (
    Band("lt_65", "<65", 0, lt=65),
    Band("65_74", "65-74", 1, ge=65, lt=75),
    Band("ge_75", ">=75", 2, ge=75),
), absent="lt_65")
_FEVER = criterion("fever", "Temperature >= 38 °C", "temperature", ge=38.0)
_OXYGEN = either("oxygenation", "PaO2 < 60 mmHg or SpO2 < 90%",
                 (Condition("pao2", lt=60.0), Condition("spo2", lt=90.0)), points=10)
_ITEMS = (_AGE, _FEVER, _OXYGEN)


def _doubled(age, fever, oxygenation):
    return 2 * (age + fever + oxygenation)


def _toy() -> Calculator:
    total = points_total(_ITEMS)
    return Calculator(
        id=TOY_ID, name="Toy tools score", specialty="test", description="A test score.",
        features=[Quantity(name="age", unit="year", range=(0.0, 125.0), description="Age"),
                  Quantity(name="temperature", unit="degC", range=(15.0, 46.0),
                           description="Temperature"),
                  Quantity(name="pao2", unit="mmHg", range=(10.0, 700.0), description="PaO2"),
                  Quantity(name="spo2", unit="%", range=(20.0, 100.0), description="SpO2")],
        items=list(_ITEMS),
        versions=[Version("plain_2000", _dt.date(2000, 1, 1), _REF, total, variant="plain"),
                  Version("plain_2010", _dt.date(2010, 1, 1), _REF, total, variant="plain"),
                  Version("doubled_2005", _dt.date(2005, 1, 1), _REF, _doubled, variant="doubled")],
        default_version="plain_2010",
        variants=[Variant("plain", "one point per band step"),
                  Variant("doubled", "every point counted twice")],
        preconditions=[Precondition(lambda age: age >= 18, "adults only (age >= 18)")],
        output=Output(kind="integer", unit="points"), references=[_REF])


@pytest.fixture
def toy(monkeypatch):
    calc = _toy()
    monkeypatch.setitem(_registry._loaded, TOY_ID, calc)
    monkeypatch.setitem(_registry.index(), TOY_ID, {"module": "tests.toy", "name": calc.name,
                                                    "aliases": [], "specialty": "test"})
    return calc


# Toy patient by hand: age 70 -> band 65-74 = 1; temperature 38.5 >= 38 -> 1; SpO2 85 < 90 -> 10:
# 12 points (24 doubled).
TOY_PATIENT = {"age": 70, "temperature": 38.5, "spo2": 85}


def test_variant_and_domain_in_the_tool_schema(toy):
    schema = tool_schema(TOY_ID)
    props = schema["properties"]
    assert props["variant"]["enum"] == ["plain", "doubled"]
    assert props["variant"]["default"] == "plain"
    assert "every point counted twice" in props["variant"]["description"]
    assert "never by a date" in props["variant"]["description"]
    assert "variant doubled" in props["version"]["description"]
    assert props["domain"]["enum"] == ["strict", "warn"]
    assert "outside_domain" in props["domain"]["description"]
    description = schema["description"]
    assert "Variants (argument 'variant', default plain): plain, doubled" in description
    assert "band" in description and "yes/no" in description and "domain='warn'" in description
    # A banded item's bands, with labels and points, in the description of the input it reads;
    # a yes/no criterion's answers; an either-or item's own property.
    assert "65_74 ('65-74') = 1" in props["age"]["description"]
    assert "A bare number is in year" in props["age"]["description"]  # unit kept under anyOf
    assert "'>=38' / '<38'" in props["temperature"]["description"]
    assert "true/false" in props["oxygenation"]["description"]
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.Draft202012Validator.check_schema(schema)
    plain = tool_schema(TOY_ID, extensions=False)
    jsonschema.validate({**TOY_PATIENT, "variant": "doubled", "domain": "warn"}, plain)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**TOY_PATIENT, "variant": "tripled"}, plain)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**TOY_PATIENT, "domain": "loose"}, plain)


def test_call_with_a_variant(toy):
    out = call_tool(TOY_ID, TOY_PATIENT)
    assert out["ok"] and out["result"]["value"] == 12
    assert (out["result"]["version"], out["result"]["variant"]) == ("plain_2010", "plain")
    out = call_tool(TOY_ID, {**TOY_PATIENT, "variant": "doubled"})
    assert out["ok"] and out["result"]["value"] == 24
    assert (out["result"]["version"], out["result"]["variant"]) == ("doubled_2005", "doubled")
    # as_of chooses an edition within the variant, never another variant
    out = call_tool(TOY_ID, {**TOY_PATIENT, "as_of": "2005-06-01"})
    assert out["result"]["version"] == "plain_2000"
    out = call_tool("calculate", {"id": TOY_ID, "inputs": TOY_PATIENT, "variant": "doubled",
                                  "as_of": "2024-01-01"})
    assert out["ok"] and out["result"]["version"] == "doubled_2005"
    error = _error(call_tool(TOY_ID, {**TOY_PATIENT, "variant": "doubled",
                                      "as_of": "2001-01-01"}), "unknown_version")
    assert _problem(error, "as_of")["kind"] == "unknown_version"


def test_bad_variants_are_named(toy):
    error = _error(call_tool(TOY_ID, {**TOY_PATIENT, "variant": "tripled"}), "unknown_version")
    problem = _problem(error, "variant")
    assert problem["kind"] == "unknown_variant"
    assert "plain" in problem["expected"] and "doubled" in problem["expected"]
    error = _error(call_tool(TOY_ID, {**TOY_PATIENT, "variant": 2}), "invalid_input")
    assert _problem(error, "variant")["kind"] == "wrong_type"
    error = _error(call_tool(TOY_ID, {**TOY_PATIENT, "version": "plain_2000",
                                      "variant": "doubled"}), "unknown_version")
    assert "doubled" in _problem(error, "version")["message"]
    # A calculator without variants rejects one by name, and its schema has no variant argument.
    assert "variant" not in tool_schema("curb_65")["properties"]
    error = _error(call_tool("curb_65", {**CURB_65_HIGH, "variant": "mdcalc"}), "unknown_version")
    assert "one convention" in _problem(error, "variant")["expected"]
    out = call_tool("curb_65", {**CURB_65_HIGH, "variant": None})  # null: the default
    assert out["ok"] and out["result"]["value"] == 5


def test_domain_option(toy):
    teen = {**TOY_PATIENT, "age": 16}
    out = call_tool(TOY_ID, teen)
    assert out["ok"] and out["result"]["status"] == "na"
    assert out["result"]["na"]["reason"] == "not_applicable"
    # Computed anyway: age 16 -> band <65 = 0; fever 1; SpO2 10: 11 points, outside the domain.
    out = call_tool(TOY_ID, {**teen, "domain": "warn"})
    assert out["ok"] and out["result"]["status"] == "ok" and out["result"]["value"] == 11
    assert out["result"]["outside_domain"] == ["adults only (age >= 18)"]
    assert any("outside the calculator's domain" in w for w in out["result"]["warnings"])
    out = call_tool("calculate", {"id": TOY_ID, "inputs": teen, "domain": "warn",
                                  "variant": "doubled"})
    assert out["ok"] and out["result"]["value"] == 22 and out["result"]["outside_domain"]
    error = _error(call_tool(TOY_ID, {**teen, "domain": "loose"}), "invalid_input")
    problem = _problem(error, "domain")
    assert problem["kind"] == "unknown_category" and "warn" in problem["expected"]
    _error(call_tool("calculate", {"id": TOY_ID, "inputs": teen, "domain": ["warn"]}),
           "invalid_input")


def test_criteria_answered_by_band_or_yes_no(toy):
    out = call_tool(TOY_ID, {"age": "65-74", "fever": True, "oxygenation": "yes"})
    assert out["ok"] and out["result"]["value"] == 12
    assert out["result"]["given_as"] == {"age": "band", "fever": "boolean",
                                         "oxygenation": "band"}
    out = call_tool(TOY_ID, {"age": 80, "temperature": ">=38", "pao2": 70})
    # age 80 -> >=75 = 2; fever by band 1; PaO2 70 not < 60 and no SpO2: not met, 0
    assert out["ok"] and out["result"]["value"] == 3
    error = _error(call_tool(TOY_ID, {"age": "very old", "fever": True, "oxygenation": True}),
                   "invalid_input")
    assert "65-74" in _problem(error, "age")["expected"]


def test_curb_65_band_answers_match_raw_values():
    # CURB_65_HIGH by criterion: confusion yes, urea > 7 (BUN 25 mg/dL = 8.9 mmol/L), RR >= 30,
    # SBP < 90, age >= 65: 5 points, whichever shape each criterion is given in.
    bands = {"confusion": "yes", "urea": ">7", "respiratory_rate": "Respiratory Rate ≥30",
             "blood_pressure": True, "age": "≥65"}
    out = call_tool("curb_65", bands)
    assert out["ok"] and out["result"]["value"] == call_tool("curb_65", CURB_65_HIGH)["result"]["value"] == 5
    assert out["result"]["given_as"]["age"] == "band"
    assert out["result"]["given_as"]["blood_pressure"] == "boolean"
    age = tool_schema("curb_65")["properties"]["age"]["description"]
    assert "'>=65' / '<65'" in age and "A bare number is in year" in age


def test_generic_and_mcp_schemas_list_the_new_options():
    from medcalc.tools import calculate_tool_schema

    props = calculate_tool_schema()["properties"]
    assert props["domain"]["enum"] == ["strict", "warn"] and "variant" in props


def test_derived_inputs_say_how_they_are_computed():
    for calc_id in AVAILABLE_IDS:
        calc = get(calc_id)
        props = tool_schema(calc_id)["properties"]
        for name, derivation in calc.derived.items():
            text = props[name]["description"]
            assert "If not given, derived from " + ", ".join(derivation.parameters) in text
