"""The unit grammar: every spelling clinicians and lab systems write reads the same unit, hostile
strings are clean input errors, and no spelling of an accepted unit reads a different value."""

import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import medcalc
from medcalc.core import analytes
from medcalc.core.features import Quantity
from medcalc.core.na import InputError
from medcalc.core.unit_grammar import MAX_LENGTH, UnitSyntaxError, parse_unit, tokenize
from medcalc.core.units import UnitError, conversion, parse, split_value_unit



def same(unit, reference, analyte=None):
    scale, offset = conversion(unit, reference, analyte)
    return math.isclose(scale, 1.0, rel_tol=1e-9) and abs(offset) < 1e-9


# -- spellings --------------------------------------------------------------------------------

SPELLINGS = {
    "10^9/L": ["10*9/L", "x10^9/L", "x10E9/L", "10E9/L", "10e9/L", "×10⁹/L", "× 10^9/L", "X109/L",
               "x10*9/L", "*10^9/L", "10^3/µL", "10*3/uL", "10^3/uL", "K/uL", "K/µL", "k/ul",
               "K/mm3", "K/mm³", "10*3/mm3", "10^9 cells/L", "10*9{cells}/L", "1000/uL", "1e3/uL",
               "10**9/L", "x10^3/mm^3", "10*9.L-1"],
    "/mm³": ["/mm3", "/mm^3", "/mm**3", "1/mm3", "cells/µL", "cells/uL", "{cells}/uL", "/µL",
             "/uL", "/μL", "mm-3", "/MM3", "个/微升", "个/μL", "/微升", "每微升", "个/立方毫米",
             "每立方毫米", "cells per µL", "per mm3"],
    "10^12/L": ["×10¹²/L", "x1012/L", "x10*12/L", "X10^12/L"],
    "mg/dL": ["mg/dl", "MG/DL", "Mg/dL", "Mg/Dl", "mg.dL-1", "mg·dL⁻¹", "毫克/分升",
              "milligram / deciliter", "milligrams per decilitre", "mg/(dL)"],
    "µmol/L": ["umol/L", "μmol/L", "µmol/l", "UMOL/L", "micromole / liter", "微摩尔/升",
               "umol.L-1", "µmol·L⁻¹"],
    "mmol/L": ["MMOL/L", "Mmol/L", "mmol/l", "毫摩尔/升", "millimoles per liter"],
    "mEq/L": ["meq/L", "MEQ/L", "mEq/l", "毫当量/升"],
    "mOsm/kg": ["mosm/kg", "MOSM/KG", "mOsm/kg"],
    "g/dL": ["g/dl", "G/DL", "gm/dL", "克/分升"],
    "g/L": ["g·L-1", "g.L-1", "G/L"],
    "U/L": ["IU/L", "iu/l", "u/l", "[IU]/L", "international units/L"],
    "µIU/mL": ["uIU/mL", "μU/mL", "uU/mL", "µU/mL"],
    "kg": ["KG", "Kg", "kilogram", "kilograms", "公斤", "千克"],
    "g": ["gm", "gram", "grams", "G", "克"],
    "µg": ["mcg", "ug", "μg", "MCG", "微克"],
    "mg": ["MG", "毫克"],
    "lb": ["[lb_av]", "lbs", "LB", "Lbs", "pound", "pounds"],
    "oz": ["[oz_av]", "ounces", "OZ"],
    "cm": ["CM", "Cm", "centimeter", "centimetres", "厘米", "公分"],
    "in": ["[in_i]", "inch", "inches", "IN", '"', "''"],
    "ft": ["[ft_i]", "feet", "foot", "FT", "'"],
    "m": ["meter", "metres", "米"],
    "mL": ["ml", "ML", "cc", "milliliter", "毫升"],
    "µL": ["ul", "UL", "uL", "μl", "微升"],
    "L": ["l", "liter", "litres", "升"],
    "mm³": ["mm3", "mm^3", "立方毫米"],
    "m³": ["m3", "立方米"],
    "kg/m²": ["kg/m2", "kg/m^2", "KG/M2", "kg/M²", "kg.m-2", "kilogram / meter ** 2", "kg/平方米"],
    "mL/min/1.73 m²": ["mL/min/1.73m2", "mL/min/1.73 m^2", "mL/min/{1.73_m2}", "ml/min/1.73m²",
                       "mL/min/(1.73 m2)", "ML/MIN/1.73 M2", "mL/min/1.73 M²"],
    "mmHg": ["mm Hg", "mm hg", "mmhg", "MMHG", "mm[Hg]", "毫米汞柱", "millimeter_Hg"],
    "cmH2O": ["cm H2O", "cm[H2O]", "CMH2O", "cmh2o", "厘米水柱",
              "cms H2O", "cmH20", "cm H20"],  # as written by hand (a zero for the O)
    "kPa": ["KPA", "kpa", "Kpa", "千帕", "kilopascal"],
    "degC": ["°C", "℃", "Cel", "CEL", "deg C", "degC", "DEGC", "degrees celsius", "Degrees Celsius",
             "degree Celsius", "celsius", "centigrade", "C", "c", "° C", "摄氏度", "ºC",
             "degree_Celsius"],
    "degF": ["°F", "℉", "[degF]", "deg F", "degrees fahrenheit", "Fahrenheit", "F", "华氏度"],
    "%": ["percent", "%"],
    "1/min": ["/min", "{beats}/min", "beats/min", "bpm", "BPM", "beats per minute",
              "breaths/min", "breaths per minute", "min-1", "/minute", "1 / minute", "次/分",
              "次/分钟", "per min"],
    "1/day": ["/d", "per day", "/day", "次/日"],
    "s": ["sec", "secs", "second", "seconds", "S", "秒"],
    "ms": ["msec", "MS", "millisecond", "毫秒"],
    "min": ["mins", "minute", "minutes", "MIN", "分钟"],
    "h": ["hr", "hrs", "hour", "hours", "H", "HR", "小时"],
    "day": ["d", "days", "DAY", "天", "日"],
    "week": ["wk", "wks", "weeks", "周"],
    "month": ["mo", "mos", "months", "MO", "月", "月龄"],
    "year": ["a", "y", "yr", "yrs", "years", "YRS", "Y", "岁", "年"],
    "mL/day": ["毫升/日", "mL/d"],
    "mg/day": ["毫克/日", "mg/d"],
    "ug/h": ["微克/小时", "mcg/hr", "µg/h"],
    "µg/kg/min": ["mcg/kg/min", "ug/kg/min", "微克/公斤/分钟", "µg/(kg.min)"],
    "mL/kg/h": ["ml/kg/hr", "mL/(kg.h)"],
    "1": ["", "unitless", "dimensionless", "无单位", "pH unit", "pH units"],
}


@pytest.mark.parametrize("reference, spelling",
                         [(ref, s) for ref, spellings in SPELLINGS.items() for s in spellings])
def test_spelling_reads_as_reference(reference, spelling):
    assert same(spelling, reference), (spelling, reference, conversion(spelling, reference))


@pytest.mark.parametrize("unit, canonical, analyte, value, expected", [
    ("10^9/L", "/mm³", None, 8.0, 8000.0),
    ("10*3/uL", "/mm³", None, 8.0, 8000.0),
    ("K/uL", "10^9/L", None, 250.0, 250.0),
    ("/µL", "10^9/L", None, 8000.0, 8.0),
    ("[lb_av]", "kg", None, 1.0, 0.45359237),
    ("[in_i]", "cm", None, 1.0, 2.54),
    ("[ft_i]", "cm", None, 1.0, 30.48),
    ("[oz_av]", "g", None, 1.0, 28.349523125),
    ("斤", "kg", None, 1.0, 0.5),
    ("Cel", "degC", None, 37.0, 37.0),
    ("[degF]", "degC", None, 98.6, 37.0),
    ("K", "degC", None, 310.15, 37.0),
    ("mm[Hg]", "kPa", None, 760.0, 101.325),
    ("cm[H2O]", "mmHg", None, 10.0, 7.3556),
    ("%", "1", None, 40.0, 0.4),
    ("微摩尔/升", "mg/dL", analytes.CREATININE, 88.4, 1.0),
    ("毫摩尔/升", "mg/dL", analytes.GLUCOSE, 5.0, 90.078),
    ("mEq/L", "mmol/L", analytes.CALCIUM, 5.0, 2.5),
    ("a", "month", None, 1.0, 12.0),
    ("µkat/L", "U/L", None, 1.0, 60.0),
])
def test_conversion_values(unit, canonical, analyte, value, expected):
    scale, offset = conversion(unit, canonical, analyte)
    assert value * scale + offset == pytest.approx(expected, rel=2e-4)


def test_capital_m_in_a_concentration_is_milli():
    for unit in ("Mg/dL", "MG/DL", "Mmol/L", "MMOL/L", "ML", "MOSM/KG", "MIU/L", "Mm"):
        scale, _ = conversion(unit, unit.lower())
        assert scale == pytest.approx(1.0), unit


# -- refusals ---------------------------------------------------------------------------------

@pytest.mark.parametrize("unit", [
    "M", "A", "mg/kg.d", "mg/kg*min", "degC/min", "°C2", "mL.K/uL", "K", "10^9", "kg m", "mg dL",
    "deg", "degree", "degrees", "°", "mg%", "g%", "kg + kg", "kg%2", "kg[0]", "kg/0", "p)", "(kg",
    "kg)", "((((kg))))", "kg*10**400", "kg*9**9**9", "10*400/L", "x10^25/L", "kg^5", "m-5",
    "Mg/kg/d.h", "mg/{", "x" * (MAX_LENGTH + 1), "kg/m²/m²/m²", "1/0", "2 kg", "kg*2", "10/",
    "/", "//L", "mL/min/1.73", "Gg", "Tg", "megagram", "mmol/L（换算）", "g/L (病历未提供)",
    "mg/dL 或 μmol/L", "k/", "10 ^ 9 / L / L / L / L / L / L / L / L",
])
def test_refused(unit):
    if unit == "K":  # alone, K is the kelvin (a temperature), never thousands
        assert parse(unit).temperature == "kelvin"
        with pytest.raises(UnitError):
            conversion(unit, "10^9/L")
        return
    with pytest.raises(UnitError) as info:
        conversion(unit, "kg")
    assert info.value.kind in ("unknown_unit", "wrong_dimension")


def test_refusal_names_accepted_units():
    with pytest.raises(InputError) as info:
        medcalc.calculate("bmi", {"weight": "70 kg*9**9**9", "height": 175})
    problem = info.value.problems[0]
    assert problem.feature == "weight" and problem.kind == "unknown_unit"
    assert "accepted units: kg, g, lb" in problem.message


def test_length_is_bounded_before_any_work():
    # (how long it takes is measured in scripts/bench.py, not asserted here)
    with pytest.raises(UnitSyntaxError):
        parse_unit("(" * 20_000)
    with pytest.raises(UnitError):
        conversion("kg" * 10_000, "kg")


def _bench():
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "bench", Path(__file__).resolve().parents[1] / "scripts/bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# Strings users and a fuzzer found: each hung, read a wrong value or escaped as another exception.
# The list lives in scripts/bench.py, which measures how long each takes (budget: 10 ms).
HOSTILE = _bench().HOSTILE_UNIT_STRINGS


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_strings_are_input_errors(text):
    with pytest.raises(InputError) as info:
        medcalc.calculate("bmi", {"weight": text, "height": 175})
    assert info.value.problems[0].feature == "weight"


def test_celsius_sign_reads_as_celsius():
    # "℃" used to escape as an AssertionError; it is a temperature.
    scale, offset = conversion("℃", "degF")
    assert 37 * scale + offset == pytest.approx(98.6)


# -- quantities written as one string ---------------------------------------------------------

@pytest.mark.parametrize("text, value, unit", [
    ("1.4 mg/dL", 1.4, "mg/dL"), ("12 10*9/L", 12.0, "10*9/L"), ("7.5×10⁹/L", 7.5, "×10⁹/L"),
    ("5 ft 9 in", 69.0, "in"), ("5'9\"", 69.0, "in"), ("5′ 9″", 69.0, "in"), ("5'9", 69.0, "in"),
    ("5 feet 9.5 inches", 69.5, "in"), ("10 lb 4 oz", 164.0, "oz"),
    ("10 lbs 4 ounces", 164.0, "oz"),
    ("70", 70.0, ""),
])
def test_split_value_unit(text, value, unit):
    assert split_value_unit(text) == (value, unit)


def test_compound_quantities_read_as_one_value():
    height = medcalc.get("bmi").features["height"]
    weight = medcalc.get("bmi").features["weight"]
    for text in ("5 ft 9 in", "5'9\"", "5′ 9″", "5' 9''"):
        assert height.parse(text) == pytest.approx(175.26)
    assert weight.parse("10 lb 4 oz") == pytest.approx(10.25 * 0.45359237)
    with pytest.raises(InputError):
        medcalc.calculate("bmi", {"weight": 70, "height": "5 ft 14 in"})


# -- the canonical WBC unit and the implausible hint ------------------------------------------

def test_bare_wbc_is_in_10e9_per_litre():
    base = {"temperature": 37, "heart_rate": 80, "respiratory_rate": 16}
    result = medcalc.calculate("sirs_sepsis_criteria", {**base, "white_blood_cell_count": 8})
    assert result.value == 0  # 8 x 10^9/L is normal, not leukopenia
    for form in ("12.1 10*9/L", [12100, "/mm3"], [12.1, "K/uL"], "12.1 x10^9/L", [12100, "/µL"]):
        result = medcalc.calculate("sirs_sepsis_criteria", {**base, "white_blood_cell_count": form})
        assert result.value == 1, form


@pytest.mark.parametrize("calc_id, feature, value, hint", [
    ("ckd_epi_egfr", "creatinine", 110, "110 is plausible in µmol/L (1.24 mg/dL)"),
    ("sirs_sepsis_criteria", "white_blood_cell_count", 8000, "8000 is plausible in /µL (8 10^9/L)"),
    ("sirs_sepsis_criteria", "temperature", 98.6, "98.6 is plausible in degF (37 degC)"),
])
def test_implausible_bare_number_hints_its_unit(calc_id, feature, value, hint):
    message = medcalc.get(calc_id).features[feature].implausible(float(value))
    assert message is not None and message.endswith(hint)


def test_no_hint_when_no_single_unit_fits():
    message = medcalc.get("bmi").features["height"].implausible(1.75)
    assert "plausible in" not in message  # 1.75 m and 1.75 ft (53 cm) both fit: no guess
    wbc = medcalc.get("sirs_sepsis_criteria").features["white_blood_cell_count"]
    message = wbc.implausible(1e9)
    assert message.endswith("10^9/L")


# -- every accepted unit of every calculator ---------------------------------------------------

def _accepted_units():
    seen = {}
    for calc in medcalc.list():
        features = calc.features.values() if isinstance(calc.features, dict) else calc.features
        for feature in features:
            if isinstance(feature, Quantity):
                for unit in feature.accepted_units:
                    key = (unit, feature.unit, feature.analyte.name if feature.analyte else None)
                    seen.setdefault(key, pytest.param(unit, feature.unit, feature.analyte,
                                                      id=f"{calc.id}.{feature.name}:{unit}"))
    return list(seen.values())


ACCEPTED = _accepted_units()
# The grammar's reading does not depend on the feature: one respelling test per unit string.
ACCEPTED_SPELLINGS = sorted({p.values[0] for p in ACCEPTED})


def _case_meaningful(text):
    """A spelling whose case changes its meaning here: a bare M (molar/mega/metre) or A."""
    try:
        tokens = tokenize(text)
    except UnitSyntaxError:
        return False
    return any(t.kind == "WORD" and t.value in ("M", "A")
               and (i + 1 == len(tokens) or tokens[i + 1].kind != "EXP")
               for i, t in enumerate(tokens))


def _variants(unit):
    parsed = parse(unit)
    out = {unit, unit.upper(), unit.lower(), unit.title()}
    for style in ("ucum", "lab"):
        try:
            spelled = parsed.render(style)
        except ValueError:  # an atom without a UCUM code (斤, bpm)
            continue
        out |= {spelled, spelled.upper(), spelled.lower(), spelled.title()}
    return sorted(out)


@pytest.mark.parametrize("unit, canonical, analyte", ACCEPTED)
def test_every_spelling_of_an_accepted_unit_gives_the_same_factor(unit, canonical, analyte):
    reference = conversion(unit, canonical, analyte)
    for variant in _variants(unit):
        if _case_meaningful(variant):  # refused, never read as something else
            with pytest.raises(UnitError):
                conversion(variant, canonical, analyte)
            continue
        got = conversion(variant, canonical, analyte)
        assert got == pytest.approx(reference, rel=1e-9, abs=1e-12), (unit, variant)


_EXPONENT_STYLES = ("{}", "^{}", "**{}", "sup")
_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def _spell_atom(draw, atom, power, leading):
    if atom.key.startswith("10^"):
        k = atom.key[3:]
        return draw(st.sampled_from([f"10^{k}", f"10*{k}", f"x10^{k}", f"×10^{k}", f"10E{k}"]))
    if atom.key == "1.73 m²":
        return draw(st.sampled_from(["1.73 m²", "1.73m2", "{1.73_m2}", "1.73 m^2", "1.73 M2"]))
    if atom.kind == "thousand":
        return draw(st.sampled_from(["K", "k", "10^3", "10*3"]))
    choices = sorted({*atom.spellings, atom.lab, atom.ucum} - {""})
    if atom.key == "1":
        return "1" if leading else draw(st.sampled_from(["{one}", "{1}"]))
    text = draw(st.sampled_from(choices))
    if any(q in text for q in "'\"") and power != 1:
        text = atom.ucum
    case = draw(st.sampled_from(["", "upper", "lower", "title"]))
    cased = getattr(text, case)() if case else text
    if cased not in ("M", "A", "a"):  # M and A carry meaning by case
        text = cased
    if power != 1:
        style = draw(st.sampled_from(_EXPONENT_STYLES))
        if style == "sup":
            text += str(power).translate(_SUPERSCRIPT)
        elif style == "{}" and (text[-1].isdigit() or not text[-1].isascii()):
            text += f"^{power}"
        else:
            text += style.format(power)
    return text


@st.composite
def _respelled(draw, unit):
    parsed = parse(unit)
    numerator, denominator = [], []
    for index, (atom, exp) in enumerate(parsed.terms):
        if atom.kind == "temperature":
            return draw(st.sampled_from(sorted({*atom.spellings, atom.lab, atom.ucum})))
        spelled = _spell_atom(draw, atom, abs(exp), leading=index == 0 and exp > 0)
        (numerator if exp > 0 else denominator).append(spelled)
    times = draw(st.sampled_from([".", "*", "·"]))
    text = times.join(numerator)
    for term in denominator:
        text += draw(st.sampled_from(["/", " / ", " per "])) + term
    return text.strip() or "1"


@settings(max_examples=300, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(unit=st.sampled_from(ACCEPTED_SPELLINGS), data=st.data())
def test_any_respelling_reads_the_same_unit(unit, data):
    """Each atom respelled with any of its spellings (UCUM, lab, long, Chinese), in any case
    where case carries no meaning, with any exponent and operator style: the same unit."""
    text = data.draw(_respelled(unit), label="spelling")
    reference, got = parse(unit), parse(text)
    assert got.dimensions == reference.dimensions and got.temperature == reference.temperature
    assert math.isclose(got.factor, reference.factor, rel_tol=1e-12), (unit, text)


_FUZZ_ALPHABET = list("mgdLkKuµμ/.*^()-+{}[]0123456789 eExX×·%°'\"_MAaCF") + [
    "mm", "Hg", "10", "mol", "per", "min", "kg", "1.73", "m2", "**", "立方", "毫", "每", "⁹", "²", "℃"]


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(pieces=st.lists(st.sampled_from(_FUZZ_ALPHABET), max_size=16))
def test_any_text_is_a_unit_or_a_unit_error(pieces):
    text = "".join(pieces)
    try:
        parsed = parse(text)
    except UnitError as exc:
        assert exc.kind == "unknown_unit"
        return
    assert math.isfinite(parsed.factor) and parsed.factor > 0
    assert all(abs(e) <= 4 for e in parsed.dimensions.values())


# -- speeds and vascular resistance ----------------------------------------------------------------

@pytest.mark.parametrize("unit, canonical, expected", [
    ("mph", "m/min", 26.8224),  # 1 mile = 1609.344 m
    ("MPH", "m/min", 26.8224),
    ("mi/h", "m/min", 26.8224),
    ("mi/hr", "m/min", 26.8224),
    ("miles per hour", "m/min", 26.8224),
    ("[mi_i]/h", "m/min", 26.8224),
    ("英里/小时", "m/min", 26.8224),
    ("km/h", "m/min", 1000 / 60),
    ("kph", "m/min", 1000 / 60),
    ("公里/小时", "m/min", 1000 / 60),
    ("m/min", "m/min", 1.0),
    ("m/s", "m/min", 60.0),
    ("mph", "km/h", 1.609344),
    # Wood units: 1 WU = 1 mmHg·min/L = 80 dyn·s·cm⁻⁵ (clinical convention) = 8 MPa·s/m³.
    ("WU", "WU", 1.0),
    ("Wood units", "WU", 1.0),
    ("wood unit", "WU", 1.0),
    ("HRU", "WU", 1.0),
    ("mmHg·min/L", "WU", 1.0),
    ("mm Hg.min/L", "WU", 1.0),
    ("dyn·s·cm⁻⁵", "WU", 1 / 80),
    ("dyn.s.cm-5", "WU", 1 / 80),
    ("dyn*s/cm5", "WU", 1 / 80),
    ("dynes·sec/cm⁵", "WU", 1 / 80),
    ("DYN.S.CM-5", "WU", 1 / 80),
    ("dyn · s · cm^-5", "WU", 1 / 80),
    ("MPa·s/m³", "WU", 1 / 8),
    ("MPa.s.m-3", "dyn.s.cm-5", 10.0),
    ("WU", "dyn·s·cm⁻⁵", 80.0),
])
def test_speed_and_resistance_units(unit, canonical, expected):
    scale, offset = conversion(unit, canonical)
    assert scale == pytest.approx(expected, rel=1e-9) and offset == 0.0


@pytest.mark.parametrize("unit", ["mpa.s/m3", "MPA.S/M3", "dyn", "dyn.s", "dyn.s.cm-4",
                                  "dyn.s.cm-6", "mi/h/h/h/h/h/h/h/h", "WU2", "mphh"])
def test_resistance_and_speed_lookalikes_are_refused(unit):
    # A lower-case mpa would be milli-pascal (a capital M is milli here): only MPa is read.
    with pytest.raises(UnitError):
        conversion(unit, "WU")


def test_speed_is_not_a_resistance():
    with pytest.raises(UnitError):
        conversion("mph", "WU")


def test_treadmill_speed_in_mph():
    calc = medcalc.get("exercise_capacity_mets")
    result = calc.calculate({"sex": "female", "age": 76, "treadmill_speed": "1.5 mph",
                             "treadmill_grade": "5 %"})
    # 1.5 mph = 40.2336 m/min; VO2 = 3.5 + 4.02336 + 1.8 x 40.2336 x 0.05 = 11.14438; / 3.5
    assert result.value == pytest.approx(3.18411, abs=1e-5)


def test_reveal_pvr_in_dyn():
    feature = medcalc.get("reveal_2_pah").features["pvr"]
    assert feature.parse("400 dyn·s·cm⁻⁵") == 5.0
    assert feature.parse("4.9 Wood units") == 4.9


def test_decibels_read_as_perimetry_reports_them():
    """Visual-field PSD in dB (OHTS): '1.9 dB' is 1.9; a unit of another kind is refused."""
    import medcalc

    base = dict(age=55, iop=25, cct=550, vertical_cup_disc=0.4)
    values = {medcalc.calculate("ohts", {**base, "psd": v}).value
              for v in (1.9, "1.9 dB", "1.9 decibels", "1.9 db")}
    assert len(values) == 1
    with pytest.raises(medcalc.InputError):
        medcalc.calculate("ohts", {**base, "psd": "1.9 mg/dL"})


@pytest.mark.parametrize("written", ["Severe: PaO2/FiO2 ≤100 mmHg with PEEP ≥5 cm H2O",
                                     "Severe: PaO2/FiO2 ≤100 mm Hg with PEEP ≥5 cms H2O",
                                     "Severe: PaO2/FiO2 ≤100 mmHg with PEEP ≥5 cmH20"])
def test_a_choice_text_reads_pressure_units_as_written_by_hand(written):
    import medcalc

    calc = medcalc.get("berlin_criteria_ards")
    assert calc.parse_inputs({"oxygenation_severity": written}) == {"oxygenation_severity": "severe"}
