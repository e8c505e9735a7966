"""Unit conversion: our own grammar reads the string, pint converts, and only on a cache miss.

`conversion(unit, canonical, analyte)` returns an affine map (scale, offset) such that
``canonical_value = value * scale + offset``. Results are cached by the raw unit string, so a
unit seen once costs a dict lookup, and pint is imported only when a new string must be converted.

Reading and converting are separate. `unit_grammar.parse_unit` reads the string (a tokenizer
and a small parser over an explicit table of atoms; bounded length, exponents, powers of ten
and nesting; see that module for what is read and refused). pint, the converter of record, only
ever receives units built from the vetted pint names of that table (``ureg.Unit(name) ** exp``
products), never the user's text: nothing is evaluated, so ``kg*9**9**9`` or a 20,000-character
unit is an input error in microseconds instead of a hang.

Decision: no UCUM library. The maintained one on PyPI, ucumvert (0.3.x, MIT), implements the
full UCUM grammar with lark (an extra dependency) and maps atoms to pint; it is safe in the sense
that it parses rather than evaluates, but it reads strict, case-sensitive UCUM only: ``Mg/dL`` is
megagram per decilitre there (silently wrong for us, where a capital M is never mega), and it
reads none of the lab spellings (``x10^9/L``, ``K/uL``, ``mm Hg``, ``degrees celsius``, ``lbs``,
``bpm``), case variants (``MG/DL``, ``KG``) or Chinese unit words that clinicians and
benchmarks write, it has no bound on exponents or powers of ten, and it loads its own
definitions into pint's application registry. We would have to pre-normalise every string before
it and still guard its output, i.e. keep a table of our own anyway; the table here is small
(about 50 base atoms with an explicit clinical prefix list), reviewed, and its UCUM spellings
(``10*9/L``, ``[lb_av]``, ``mm[Hg]``, ``Cel``, ``{1.73_m2}``) are tested against the lab ones.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .unit_grammar import ParsedUnit

if TYPE_CHECKING:  # pragma: no cover
    from .analytes import Analyte

_CACHE: dict[tuple[str, str, str | None], tuple[float, float]] = {}
_CACHE_MAX = 4096  # distinct (unit, canonical, analyte) entries kept; beyond, computed each time
_UREG = None

# Definitions pint lacks that clinical units need.
_EXTRA_DEFINITIONS = (
    "equivalent = [equivalent] = Eq = eq",
    "international_unit = enzyme_unit = IU",
    "breath = 1 = breaths",
    "beat = 1 = beats",
    "cell = 1 = cells",
    "osmole = mole = Osm = osmol",  # osmolality in mOsm/kg: an osmole counts particles
    # Vascular resistance. The Wood unit is the hybrid reference unit mmHg·min/L; clinical
    # dyn·s·cm⁻⁵ is 80 WU by convention (physically 79.99), MPa·s/m³ is 10 of those.
    "wood_unit = millimeter_Hg * minute / liter",
    "dyn_s_cm5 = wood_unit / 80",
    "mpa_s_m3 = 10 * dyn_s_cm5",
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


def parse(unit: str) -> ParsedUnit:
    """Read a unit string with the grammar; UnitError("unknown_unit") when it cannot be read."""
    # The grammar is imported on the first unit string to read: canonical numbers never need it.
    from .unit_grammar import UnitSyntaxError, parse_unit

    try:
        return parse_unit(unit)
    except UnitSyntaxError as exc:
        raise UnitError("unknown_unit", f"unknown unit {unit[:70]!r}: {exc}") from None


def _pint_quantity(parsed: ParsedUnit):
    """The pint Quantity of one `parsed` unit, built from vetted pint names only."""
    ureg = registry()
    if parsed.temperature is not None:  # an offset unit, always alone
        return ureg.Quantity(1.0, ureg.Unit(parsed.temperature))
    quantity = ureg.Quantity(parsed.factor, ureg.Unit("dimensionless"))
    for name, exp in parsed.dimensions.items():
        quantity = quantity * ureg.Unit(name) ** exp
    return quantity


def _bridges(analyte: Analyte | None):
    """Multipliers that turn one dimension family into another for this analyte."""
    ureg = registry()
    yield ureg.Quantity(1, ureg.Unit("dimensionless"))
    if analyte is None:
        return
    mol = ureg.Unit("mole")
    per_mol = ureg.Quantity(analyte.molar_mass, ureg.Unit("gram") / mol)
    yield per_mol  # substance -> mass
    yield 1 / per_mol  # mass -> substance
    if analyte.valence:
        eq = ureg.Quantity(abs(analyte.valence), ureg.Unit("equivalent") / mol)
        yield eq  # substance -> equivalents
        yield 1 / eq
        yield eq / per_mol  # mass -> equivalents
        yield per_mol / eq
    if analyte.mol_per_iu:
        # IU is defined as the enzyme unit (µmol/min): a hormone's IU bridges through mol/IU.
        per_iu = ureg.Quantity(analyte.mol_per_iu, mol / ureg.Unit("international_unit"))
        yield per_iu
        yield 1 / per_iu


def _compute(unit: str, canonical: str, analyte: Analyte | None) -> tuple[float, float]:
    source_unit = parse(unit)
    target_unit = parse(canonical)
    source = _pint_quantity(source_unit)
    target = _pint_quantity(target_unit)
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
        if len(_CACHE) < _CACHE_MAX:
            _CACHE[key] = hit
    return hit


def plausible_unit_hint(value: float, canonical: str, units: tuple[str, ...],
                        plausible: tuple[float, float], analyte: Analyte | None = None) -> str:
    """For a value outside the plausible range: '; 110 is plausible in µmol/L (1.24 mg/dL)' when
    exactly one of the accepted units (counted by conversion factor) brings it into range, else ''.
    Only called on the implausible path."""
    lo, hi = plausible
    found: dict[tuple[float, float], tuple[str, float]] = {}
    for unit in units:
        if unit == canonical:
            continue
        try:
            scale, offset = conversion(unit, canonical, analyte)
        except UnitError:
            continue
        if abs(scale - 1.0) < 1e-9 and offset == 0.0:
            continue  # another spelling of the canonical unit
        converted = float(f"{value * scale + offset:.12g}")
        if lo <= converted <= hi:
            found.setdefault((float(f"{scale:.9g}"), float(f"{offset:.9g}")), (unit, converted))
    if len(found) != 1:
        return ""
    unit, converted = next(iter(found.values()))
    return f"; {value:g} is plausible in {unit} ({converted:.3g} {canonical})"


_NUMBER_AND_UNIT = re.compile(r"^\s*([-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?)\s*(.*?)\s*$")
_MAX_QUANTITY_TEXT = 100
_DIGIT = re.compile(r"\d")

# Compound quantities: 5 ft 9 in, 5'9", 5′ 9″, 5'9, 10 lb 4 oz. (major unit, minor unit, factor)
_FEET = r"(?:ft|feet|foot|'|′)"
_INCHES = r"(?:in|inch|inches|\"|″|''|′′)"
_POUNDS = r"(?:lbs?|pounds?)"
_OUNCES = r"(?:oz|ounces?)"
_COMPOUND = (
    (re.compile(rf"^\s*(\d{{1,2}})\s*{_FEET}\s*(\d{{1,2}}(?:\.\d+)?)\s*{_INCHES}\s*$", re.I),
     "in", 12),
    (re.compile(r"^\s*(\d{1,2})\s*['′]\s*(\d{1,2}(?:\.\d+)?)\s*$"), "in", 12),
    (re.compile(rf"^\s*(\d{{1,4}})\s*{_POUNDS}\s*(\d{{1,2}}(?:\.\d+)?)\s*{_OUNCES}\s*$", re.I),
     "oz", 16),
)


def split_value_unit(text: str) -> tuple[float, str] | None:
    """'1.4 mg/dL' -> (1.4, 'mg/dL'); '1.4' -> (1.4, ''); '5 ft 9 in' -> (69.0, 'in');
    None if it does not start with a number. UnitError for a compound that cannot be read."""
    if len(text) > _MAX_QUANTITY_TEXT:
        raise UnitError("unknown_unit", f"a quantity is at most {_MAX_QUANTITY_TEXT} characters")
    match = _NUMBER_AND_UNIT.match(text)
    if match is None:
        return None
    unit = match.group(2)
    if unit and _DIGIT.search(unit) is not None:  # a second number: 5 ft 9 in, 10 lb 4 oz?
        for pattern, minor_unit, factor in _COMPOUND:
            compound = pattern.match(text)
            if compound is not None:
                major, minor = int(compound.group(1)), float(compound.group(2))
                if minor >= factor:
                    raise UnitError("unknown_unit",
                                    f"cannot read {text!r}: {minor:g} {minor_unit} is not less "
                                    f"than one {('ft', 'lb')[factor == 16]}")
                return major * factor + minor, minor_unit
    return float(match.group(1)), unit
