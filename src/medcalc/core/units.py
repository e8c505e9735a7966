"""Unit conversion: pint is the reference, but only on a cache miss.

`conversion(unit, canonical, analyte)` returns an affine map (scale, offset) such that
``canonical_value = value * scale + offset``. Results are cached by the raw unit string, so a
unit seen once is never parsed again, and pint is imported only when a new string must be parsed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .analytes import Analyte

_CACHE: dict[tuple[str, str, str | None], tuple[float, float]] = {}
_UREG = None

# Definitions pint lacks that clinical units need.
_EXTRA_DEFINITIONS = (
    "equivalent = [equivalent] = Eq = eq",
    "international_unit = enzyme_unit = IU",
    "breath = 1 = breaths",
    "beat = 1 = beats",
    "cell = 1 = cells",
    "osmole = mole = Osm = osmol",  # osmolality in mOsm/kg: an osmole counts particles
)

# Spellings normalised before pint sees them (pint is case-sensitive: mL, dL, mmHg).
_REPLACEMENTS = (
    ("\u00b5", "u"),  # micro sign
    ("\u03bc", "u"),  # Greek mu
    ("\u00b2", "**2"),
    ("\u00b3", "**3"),
    ("\u00b7", "*"),
    ("\u00d7", "*"),
    ("\u2219", "*"),
)
_WORD_REPLACEMENTS = (
    # Temperatures first: pint reads "degrees celsius" as an angle times a temperature.
    (re.compile(r"^(?:\u00b0\s*|deg(?:rees?)?\s*)?(?:c|celsius|centigrade)$", re.I), "degC"),
    (re.compile(r"^(?:\u00b0\s*|deg(?:rees?)?\s*)?(?:f|fahrenheit)$", re.I), "degF"),
    # Per 1.73 m² of body surface: pint would read "mL/min/1.73 m²" as mL·m²/min.
    (re.compile(r"/\s*\(?\s*1\.73\s*m\s*(?:\u00b2|\*\*\s*2|\^\s*2|2)\s*\)?"), "/(1.73*m**2)"),
    (re.compile(r"^per\s+", re.I), "1/"),
    (re.compile(r"\s+per\s+", re.I), "/"),
    (re.compile(r"mm\s*hg", re.I), "mmHg"),
    (re.compile(r"cm\s*h2o", re.I), "cmH2O"),
    (re.compile(r"\bbpm\b", re.I), "beat/min"),
    (re.compile(r"\bmeq\b", re.I), "mEq"),
    (re.compile(r"\bx\s*10\s*\^\s*(\d+)\s*", re.I), r"1e\1 "),
    (re.compile(r"\b10\s*\^\s*(\d+)"), r"1e\1"),
    (re.compile(r"^/"), "1/"),
    (re.compile(r"(?<![0-9])([a-zA-Z])([23])\b"), r"\1**\2"),  # mm3, m2 (not 1e3)
    (re.compile(r"^k/(?=uL|mm)", re.I), "1e3/"),  # K/uL: thousands per microlitre, not kelvin
    (re.compile(r"\bdl\b"), "dL"),
    (re.compile(r"\bml\b"), "mL"),
    (re.compile(r"\bl\b"), "L"),
    (re.compile(r"\byrs?\b", re.I), "year"),
    (re.compile(r"\bhrs?\b", re.I), "hour"),
    (re.compile(r"\bmos?\b", re.I), "month"),
)


class UnitError(ValueError):
    """A unit string that is unknown, or of the wrong dimension for the feature."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind  # "unknown_unit" | "wrong_dimension"


def registry():
    """The shared pint UnitRegistry, created on first use."""
    global _UREG
    if _UREG is None:
        import pint

        ureg = pint.UnitRegistry(autoconvert_offset_to_baseunit=True)
        for definition in _EXTRA_DEFINITIONS:
            ureg.define(definition)
        _UREG = ureg
    return _UREG


def normalize_unit(unit: str) -> str:
    text = unit.strip()
    for old, new in _REPLACEMENTS:
        text = text.replace(old, new)
    for pattern, new in _WORD_REPLACEMENTS:
        text = pattern.sub(new, text)
    return text


def _parse(unit: str):
    import pint

    ureg = registry()
    text = normalize_unit(unit)
    if text in ("", "1"):
        return ureg.Quantity(1, "dimensionless")
    try:
        quantity = ureg.parse_expression(text)
    except (pint.errors.UndefinedUnitError, pint.errors.DefinitionSyntaxError, SyntaxError,
            TypeError, ValueError, AttributeError, KeyError) as exc:
        raise UnitError("unknown_unit", f"unknown unit {unit!r}") from exc
    if not isinstance(quantity, ureg.Quantity):  # a bare number such as "1000"
        quantity = ureg.Quantity(quantity, "dimensionless")
    return quantity


def _bridges(analyte: Analyte | None):
    """Multipliers that turn one dimension family into another for this analyte."""
    ureg = registry()
    yield ureg.Quantity(1, "dimensionless")
    if analyte is None:
        return
    per_mol = ureg.Quantity(analyte.molar_mass, "g/mol")
    yield per_mol  # substance -> mass
    yield 1 / per_mol  # mass -> substance
    if analyte.valence:
        eq = ureg.Quantity(abs(analyte.valence), "Eq/mol")
        yield eq  # substance -> equivalents
        yield 1 / eq
        yield eq / per_mol  # mass -> equivalents
        yield per_mol / eq
    if analyte.mol_per_iu:
        # IU is defined as the enzyme unit (µmol/min): a hormone's IU bridges through mol/IU.
        per_iu = ureg.Quantity(analyte.mol_per_iu, "mol/IU")
        yield per_iu
        yield 1 / per_iu


def _compute(unit: str, canonical: str, analyte: Analyte | None) -> tuple[float, float]:
    source = _parse(unit)
    target = _parse(canonical)
    for bridge in _bridges(analyte):
        candidate = source * bridge
        if candidate.dimensionality == target.dimensionality:
            break
    else:
        raise UnitError("wrong_dimension", f"unit {unit!r} is not compatible with {canonical}")

    def convert(x: float) -> float:
        q = source.__class__(x * source.magnitude, source.units) * bridge
        return float(q.to(target.units).magnitude / target.magnitude)

    offset = convert(0.0)
    scale = convert(1.0) - offset
    return scale, (0.0 if abs(offset) < 1e-12 else offset)


def conversion(unit: str, canonical: str, analyte: Analyte | None = None) -> tuple[float, float]:
    """(scale, offset) from `unit` to `canonical`; cached, pint only on a miss."""
    key = (unit, canonical, analyte.name if analyte is not None else None)
    hit = _CACHE.get(key)
    if hit is None:
        hit = (1.0, 0.0) if unit == canonical else _compute(unit, canonical, analyte)
        _CACHE[key] = hit
    return hit


_NUMBER_AND_UNIT = re.compile(r"^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(.*?)\s*$")


def split_value_unit(text: str) -> tuple[float, str] | None:
    """'1.4 mg/dL' -> (1.4, 'mg/dL'); '1.4' -> (1.4, ''); None if it does not start with a number."""
    match = _NUMBER_AND_UNIT.match(text)
    if match is None:
        return None
    return float(match.group(1)), match.group(2)
