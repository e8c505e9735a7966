"""Pydantic models generated from the registry: every calculator's input model has the
calculator's JSON Schema, accepts what `calculate` accepts and rejects it with the same problems."""

import json
import subprocess
import sys

import pytest
from pydantic import BaseModel, ValidationError

import medcalc
from medcalc.core.cases import load_case_file
from medcalc.core.na import InputError
from medcalc.models import (
    CalculatorInput,
    ErrorResponse,
    ResultModel,
    all_input_models,
    input_model,
)

from pathlib import Path

CASES_DIR = Path(__file__).resolve().parent.parent / "data" / "reference_cases"

IDS = [c.id for c in medcalc.list()]
AVAILABLE = [c.id for c in medcalc.list() if c.available]


def _problems(exc: InputError) -> list[tuple]:
    return [(p.feature, p.kind, p.message, p.expected) for p in exc.problems]


def _lines(exc: ValidationError) -> list[tuple]:
    return [(e["loc"][0], e["type"], e["msg"], e["ctx"]["expected"]) for e in exc.errors()]


def _no_none(value):
    if isinstance(value, dict):
        return {k: _no_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_no_none(v) for v in value]
    return value


def _same_outcome(calc_id: str, inputs) -> None:
    """model_validate raises exactly when parse_inputs (calculate's first step) does, with one
    line per problem: same input, kind, message and expected."""
    calc = medcalc.get(calc_id)
    model = input_model(calc_id)
    try:
        calc.parse_inputs(inputs)
    except InputError as exc:
        with pytest.raises(ValidationError) as info:
            model.model_validate(inputs)
        assert _lines(info.value) == _problems(exc)
        with pytest.raises(InputError):
            calc.calculate(inputs)
        return
    validated = model.model_validate(inputs)
    assert validated.inputs() == dict(inputs)


def test_every_calculator_has_a_model_whose_schema_is_input_schema():
    models = all_input_models()
    assert sorted(models) == sorted(IDS)
    for calc_id, model in models.items():
        calc = medcalc.get(calc_id)
        assert issubclass(model, CalculatorInput)
        assert model.model_json_schema() == calc.input_schema(), calc_id
        # one field per property, carrying its description and schema details
        properties = calc.input_schema()["properties"]
        by_alias = {f.alias: f for f in model.model_fields.values()}
        assert set(by_alias) == set(properties), calc_id
        for key, prop in properties.items():
            field = by_alias[key]
            assert field.description == (prop.get("description") or None), (calc_id, key)
            assert not field.is_required()
            for extension in ("x-unit", "x-plausible-range", "x-choices", "enum", "anyOf"):
                if extension in prop:
                    assert field.json_schema_extra[extension] == prop[extension], (calc_id, key)
        assert input_model(calc_id) is model  # cached


def test_model_lookup_by_alias_or_name_is_the_same_model():
    calc = medcalc.get("ckd_epi_egfr")
    assert input_model(calc.name) is input_model("ckd_epi_egfr")
    for alias in calc.aliases[:2]:
        assert input_model(alias) is input_model("ckd_epi_egfr")


def test_a_model_nested_in_another_model_keeps_the_schema_and_the_errors():
    class Request(BaseModel):
        inputs: input_model("curb_65")

    schema = Request.model_json_schema()
    ref = schema["properties"]["inputs"]["$ref"].split("/")[-1]
    assert schema["$defs"][ref] == medcalc.get("curb_65").input_schema()
    with pytest.raises(ValidationError) as info:
        Request.model_validate({"inputs": {"age": 70, "bun": "25 furlongs"}})
    error = info.value.errors()[0]
    assert error["loc"] == ("inputs", "bun") and error["type"] == "unknown_unit"


BAD_VALUES = [{"nested": 1}, "definitely not a value", [1, 2, 3], "1e999 mg/dL"]


@pytest.mark.parametrize("calc_id", AVAILABLE)
def test_model_errors_equal_calculate_errors(calc_id):
    calc = medcalc.get(calc_id)
    keys = list(calc.input_schema()["properties"])
    _same_outcome(calc_id, {"not_an_input_xyz": 1})
    _same_outcome(calc_id, {})
    for key in keys:
        for bad in BAD_VALUES:
            _same_outcome(calc_id, {key: bad})
    # every problem at once: the model lists them all, in calculate's order
    _same_outcome(calc_id, {**{key: {"nested": 1} for key in keys}, "typo_key": 3})


@pytest.mark.parametrize("calc_id", AVAILABLE)
def test_model_accepts_what_calculate_accepts_and_gives_the_same_result(calc_id):
    path = CASES_DIR / f"{calc_id}.json"
    if not path.exists():
        pytest.skip("no reference cases")
    for case in load_case_file(path).cases:
        _same_outcome(calc_id, case.inputs)
        options = dict(version=case.version, as_of=case.as_of, missing=case.missing,
                       variant=case.variant, domain=case.domain)
        try:
            expected = medcalc.get(calc_id).calculate(case.inputs, **options)
        except (InputError, LookupError, ValueError):
            continue
        got = input_model(calc_id).model_validate(case.inputs).calculate(**options)
        assert got.to_dict() == expected.to_dict()
        assert (_no_none(ResultModel.of(got).model_dump(mode="json"))
                == _no_none(json.loads(got.to_json())))


def test_unavailable_calculator_model_rejects_every_input():
    unavailable = [c.id for c in medcalc.list() if not c.available]
    assert unavailable
    for calc_id in unavailable:
        with pytest.raises(ValidationError) as info:
            input_model(calc_id).model_validate({})
        assert info.value.errors()[0]["type"] == "calculator_unavailable"


def test_labels_and_band_answers_validate_as_in_calculate():
    model = input_model("curb_65")
    inputs = {"confusion": False, "Urea > 7 mmol/L": True, "respiratory_rate": "<30",
              "blood_pressure": "yes", "age": "Age ≥65"}
    validated = model.model_validate(inputs)
    assert validated.inputs() == inputs
    assert validated.calculate().value == medcalc.calculate("curb_65", inputs).value == 3
    assert validated.age == "Age ≥65"


def test_result_model_schema_and_error_model_match_call_tool():
    from medcalc.tools import call_tool

    schema = ResultModel.model_json_schema()
    assert set(schema["properties"]) == set(medcalc.calculate("bmi", {"weight": 70, "height": 1.75})
                                            .to_dict())
    na = medcalc.calculate("bmi", {"weight": 70})
    assert ResultModel.of(na).na.reason == "missing"
    error = call_tool("curb_65", {"age": 70, "bun": "25 furlongs"})
    assert ErrorResponse.model_validate(error).error.problems[0].feature == "bun"


def test_import_medcalc_does_not_build_models():
    code = ("import sys, medcalc; medcalc.calculate('bmi', {'weight': 70, 'height': 1.75}); "
            "print('medcalc.models' in sys.modules, 'fastapi' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]
