"""Core semantics: units, input forms, registry lookup, versions, errors, lazy imports."""

import datetime as dt
import json
import subprocess
import sys

import pytest

import medcalc
from medcalc.core import analytes
from medcalc.core.na import InputError, UnknownCalculator, UnknownVersion
from medcalc.core.units import conversion, parse


@pytest.mark.parametrize("unit, canonical, analyte, value, expected", [
    ("µmol/L", "mg/dL", analytes.CREATININE, 88.4, 1.0),
    ("umol/L", "mg/dL", analytes.CREATININE, 123.76, 1.4),
    ("mmol/L", "mg/dL", analytes.GLUCOSE, 5.0, 5.0 * 18.0156),
    ("mEq/L", "mg/dL", analytes.CALCIUM, 5.0, 2.5 * 4.0078),
    ("mmol/L", "mg/dL", analytes.CALCIUM, 2.5, 10.0195),
    ("mg/dL", "mmol/L", analytes.UREA_NITROGEN, 28.0134, 10.0),
    ("mg/dL", "mmol/L", analytes.UREA, 60.056, 10.0),
    ("g/L", "g/dL", None, 35.0, 3.5),
    ("degF", "degC", None, 98.6, 37.0),
    ("°F", "degC", None, 212.0, 100.0),
    ("degrees celsius", "degC", None, 37.0, 37.0),
    ("degrees Fahrenheit", "degC", None, 98.6, 37.0),
    ("breaths per minute", "1/min", None, 20.0, 20.0),
    ("per day", "1/day", None, 3.0, 3.0),
    ("lb", "kg", None, 1.0, 0.45359237),
    ("in", "cm", None, 1.0, 2.54),
    ("month", "year", None, 18.0, 1.5),
    ("kPa", "mmHg", None, 1.0, 7.50062),
    ("beats/min", "1/min", None, 72.0, 72.0),
    ("bpm", "1/min", None, 72.0, 72.0),
    ("x10^9/L", "1/mm**3", None, 7.5, 7500.0),
    ("/mm3", "1/mm**3", None, 7500.0, 7500.0),
    ("K/uL", "1/mm**3", None, 7.5, 7500.0),
    ("mg/dl", "mg/dL", None, 1.0, 1.0),
    ("mm Hg", "mmHg", None, 120.0, 120.0),
])
def test_unit_conversions(unit, canonical, analyte, value, expected):
    scale, offset = conversion(unit, canonical, analyte)
    assert value * scale + offset == pytest.approx(expected, rel=2e-4)


def test_degree_alone_is_not_a_temperature():
    from medcalc.core.units import UnitError

    with pytest.raises(UnitError):
        conversion("degree", "degC")


def test_unit_spellings_read_alike():
    assert parse("µmol/L") == parse("μmol/L") == parse("umol/L")
    assert parse("mm hg") == parse("mmHg") == parse("mm[Hg]")


@pytest.mark.parametrize("form", [
    1.4, (1.4, "mg/dL"), [1.4, "mg/dL"], "1.4 mg/dL", "1.4", "123.76 µmol/L", (123.76, "umol/L"),
    "0.12376 mmol/L",
])
def test_every_input_form_gives_the_same_patient(form):
    reference = medcalc.calculate("ckd_epi_egfr", {"creatinine": 1.4, "age": 50, "sex": "male"}).value
    value = medcalc.calculate("ckd_epi_egfr", {"creatinine": form, "age": 50, "sex": "male"}).value
    assert value == pytest.approx(reference, rel=1e-9)


def test_pint_quantity_input():
    from medcalc.core.units import registry

    q = registry().Quantity(123.76, "micromole / liter")
    for version in ("2021", "2009"):
        a = medcalc.calculate("ckd_epi_egfr", {"creatinine": q, "age": 50, "sex": "male",
                                               "black_race": False}, version=version).value
        b = medcalc.calculate("ckd_epi_egfr", {"creatinine": 1.4, "age": 50, "sex": "male",
                                               "black_race": False}, version=version).value
        assert abs(a - b) / b < 1e-9


def test_wrong_dimension_names_accepted_units():
    with pytest.raises(InputError) as info:
        medcalc.calculate("ckd_epi_egfr", {"creatinine": (1.4, "kg"), "age": 50, "sex": "male"})
    problem = info.value.problems[0]
    assert problem.feature == "creatinine" and problem.kind == "wrong_dimension"
    assert "µmol/L" in problem.message and "mg/dL" in problem.message


def test_input_error_lists_every_bad_input():
    with pytest.raises(InputError) as info:
        medcalc.calculate("ckd_epi_egfr", {"creatinine": "abc", "age": (50, "kg"), "sex": "x", "foo": 1})
    kinds = {p.feature: p.kind for p in info.value.problems}
    assert kinds == {"creatinine": "wrong_type", "age": "wrong_dimension", "sex": "unknown_category",
                     "foo": "unknown_feature"}
    assert json.dumps(info.value.to_dict())


@pytest.mark.parametrize("bad", [True, {"v": 1}, (1, 2, 3), float("inf"), object()])
def test_bad_types_are_input_errors(bad):
    with pytest.raises(InputError):
        medcalc.calculate("bmi", {"weight": bad, "height": 175})


@pytest.mark.parametrize("na", [None, float("nan"), "NA", "unknown", ""])
def test_na_values_mean_missing(na):
    result = medcalc.calculate("bmi", {"weight": na, "height": 175})
    assert result.status == "na" and result.na_reason == "missing" and result.na.features == ("weight",)


def test_missing_policy_absent_lists_imputed():
    result = medcalc.calculate("ckd_epi_egfr", {"creatinine": 1.4, "age": 50, "sex": "male"},
                               version="2009", missing="absent")
    assert result.ok and result.imputed == ("black_race",)
    with pytest.raises(ValueError):
        medcalc.calculate("bmi", {"weight": 70, "height": 175}, missing="lenient")


def test_versions_and_as_of():
    calc = medcalc.get("ckd_epi_egfr")
    assert calc.version().name == "2021"
    assert calc.version(as_of=dt.date(2021, 9, 22)).name == "2009"
    assert calc.version(as_of="2021-09-23").name == "2021"
    with pytest.raises(UnknownVersion):
        calc.version(as_of=dt.date(2000, 1, 1))
    with pytest.raises(UnknownVersion):
        calc.version("2099")


@pytest.mark.parametrize("query", ["ckd_epi_egfr", "CKD-EPI eGFR Equation", "ckd epi egfr equation",
                                   "CKD-EPI肾小球滤过率估算公式", "eGFR (CKD-EPI 2021)"])
def test_lookup_by_id_alias_or_name(query):
    assert medcalc.get(query).id == "ckd_epi_egfr"


def test_unknown_calculator_suggests():
    with pytest.raises(UnknownCalculator) as info:
        medcalc.get("ckd_epi_egfrr")
    assert "ckd_epi_egfr" in info.value.suggestions


def test_result_serializes_to_json():
    result = medcalc.calculate("bmi", {"weight": 70, "height": 175})
    data = json.loads(result.to_json())
    assert data["value"] == pytest.approx(22.857, abs=1e-3) and data["display"] == "22.9 kg/m²"
    assert data["references"][0]["citation"].startswith("World Health Organization")


def test_index_is_current():
    from medcalc.core.reindex import main

    assert main(["--check"]) == 0, "run: python -m medcalc.core.reindex"


def test_input_schema_is_json_schema():
    schema = medcalc.get("ckd_epi_egfr").input_schema()
    assert schema["type"] == "object" and schema["additionalProperties"] is False
    assert set(schema["required"]) == {"creatinine", "age", "sex"}
    assert schema["properties"]["sex"]["enum"] == ["female", "male"]


def _run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout


def test_import_is_light_and_pint_is_lazy():
    out = _run(
        "import sys, medcalc\n"
        "print('pint' in sys.modules, 'pydantic' in sys.modules, 'numpy' in sys.modules)\n"
        "medcalc.calculate('bmi', {'weight': 70, 'height': 175})\n"
        "medcalc.calculate('bmi', {'weight': (70, 'kg'), 'height': '175 cm'})\n"
        "print('pint' in sys.modules)\n"
        "medcalc.calculate('bmi', {'weight': (154, 'lb'), 'height': 175})\n"
        "print('pint' in sys.modules)\n")
    assert out.split() == ["False", "False", "False", "False", "True"]


def test_calculator_modules_do_not_import_each_other():
    """Shared logic lives in core or formulas, never in another calculator's module."""
    import re
    from pathlib import Path

    root = Path(medcalc.__file__).parent / "calculators"
    offenders = []
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if re.search(r"^from (medcalc\.calculators\.|\.)\S* import", text, re.M):
            offenders.append(str(path.relative_to(root)))
    assert not offenders, offenders


def test_unavailable_reason_kind_is_checked_and_reported():
    from medcalc.core import CalculatorUnavailable, UnavailableCalculator

    with pytest.raises(ValueError, match="why must be one of"):
        UnavailableCalculator(id="x", name="X", specialty="general_other", description="d",
                              owner="o", reason="r", why="not_done_yet")
    calc = UnavailableCalculator(id="x", name="X", specialty="general_other", description="d",
                                 owner="Someone 2017", reason="table unreadable",
                                 why="source_not_established")
    with pytest.raises(CalculatorUnavailable) as caught:
        calc.calculate({})
    assert "rule not established" in str(caught.value) and "origin: Someone 2017" in str(caught.value)
    assert calc.summary()["unavailable"]["why"] == "source_not_established"
