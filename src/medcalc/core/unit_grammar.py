"""The unit grammar: how a unit string written by a clinician or a lab system is read.

A unit string is read by a tokenizer and a small recursive-descent parser over an explicit table
of known atoms; nothing is ever evaluated. Every atom maps to a *vetted* pint unit name (or to a
pure number: 10^9, the K of K/µL, a count word such as "cells"), so the converter (pint, in
`units.py`) only ever receives unit objects built from this table, never the user's text.

What is read (see `docs/semantics.md`):
- UCUM codes as FHIR/HL7 lab results write them: ``10*9/L``, ``10*3/uL``, ``umol/L``,
  ``[lb_av]``, ``[in_i]``, ``[ft_i]``, ``[oz_av]``, ``Cel``, ``[degF]``, ``mm[Hg]``, ``cm[H2O]``,
  ``{beats}/min``, ``mL/min/{1.73_m2}``; ``.`` multiplies, ``/`` divides, left to right, a
  leading ``/`` is a reciprocal, ``{annotations}`` are ignored (``{1.73_m2}`` is the body
  surface area it names), exponents are written ``m2``, ``m-2``, ``m^2``, ``m**2`` or ``m²``;
- lab spellings: ``x10^9/L``, ``×10⁹/L``, ``x10E9/L``, ``X109/L`` (a superscript lost),
  ``K/uL`` (= 10^3/µL), ``cells/µL``, ``/mm3``, ``mEq/L``, ``mcg``, ``lbs``, ``bpm``,
  ``breaths per minute``, ``mL/min/1.73 m²``, ``°C``, ``deg C``, ``degrees celsius``,
  ``mm Hg``, ``cm H2O``, time words (``hrs``, ``days``, ``yr``, ...), pint's own long names
  (``micromole / liter``: the text of a pint Quantity);
- any letter case where case carries no clinical meaning: ``MG/DL``, ``Mg/dL``, ``MMOL/L``,
  ``KG``, ``UL`` (µL), ``KPA``: a capital M is never mega (no mega, giga or tera exists here);
- speeds (``mph``, ``mi/h``, ``km/h``, ``kph``, ``m/min``) and vascular resistance (``WU``,
  ``Wood units``, ``mmHg.min/L``; ``dyn·s·cm⁻⁵`` and ``MPa·s/m³`` as whole strings only, at the
  clinical 1 WU = 80 dyn·s·cm⁻⁵ = 8 MPa·s/m³);
- Chinese unit words (``毫克/分升``, ``微摩尔/升``, ``毫米汞柱``, ``次/分``, ``摄氏度``, ``岁``,
  ``公斤``, ``斤`` = 0.5 kg, ``个/微升``, ``每立方毫米``, ...).

What is refused (`UnitSyntaxError`, turned into an input error naming accepted spellings): a
string longer than `MAX_LENGTH`; any character or word not in the table; a number inside a unit
other than a power of ten, the unity ``1`` or the 1.73 of a body-surface-area normalisation;
exponents beyond ±`MAX_EXPONENT`; powers of ten beyond ±`MAX_POWER_OF_TEN`; parentheses nested
deeper than `MAX_DEPTH`; more than `MAX_TERMS` terms; a multiplication after a division at the
same level (``mg/kg.d`` is mg·d/kg in UCUM but mg/(kg·d) to most readers: write ``mg/kg/d``);
a bare capital ``M`` (molar? mega? metre?) or ``A``; a temperature inside a compound unit.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

MAX_LENGTH = 64
MAX_EXPONENT = 4
MAX_POWER_OF_TEN = 24
MAX_DEPTH = 2
MAX_TERMS = 8

EXAMPLES = "e.g. mg/dL, µmol/L, mmol/L, 10^9/L, /µL, mmHg, kPa, degC, °F, kg, [lb_av], cm, [in_i]"


class UnitSyntaxError(ValueError):
    """A unit string that the grammar cannot read unambiguously."""


@dataclass(frozen=True, slots=True)
class Atom:
    """One known unit symbol.

    kind: "unit" (a pint unit), "temperature" (an offset unit, only alone), "number" (a pure
    number: a count word, the unity, a power of ten), "thousand" (the K of K/µL), "metre_power"
    (a capital M, read as metre only with an exponent: M², M³).
    """

    key: str  # our canonical spelling
    pint: str | None  # vetted pint unit name; None for a pure number
    factor: float = 1.0  # multiplies the pint unit (斤 = 0.5 kg, 1.73 m²)
    power: int = 1  # exponent of the pint unit (1.73 m² -> meter ** 2; bpm -> minute ** -1)
    kind: str = "unit"
    ucum: str = ""  # UCUM code ("" when UCUM has none)
    lab: str = ""  # a usual lab / clinical spelling
    spellings: tuple[str, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class ParsedUnit:
    """A unit read by the grammar: atoms with exponents, in the order written."""

    terms: tuple[tuple[Atom, int], ...]

    @property
    def factor(self) -> float:
        out = 1.0
        for atom, exp in self.terms:
            if atom.factor != 1.0:
                out *= atom.factor ** exp
        return out

    @property
    def dimensions(self) -> dict[str, int]:
        """pint unit name -> exponent (zero exponents dropped)."""
        out: dict[str, int] = {}
        for atom, exp in self.terms:
            if atom.pint is not None:
                out[atom.pint] = out.get(atom.pint, 0) + exp * atom.power
        return {name: e for name, e in out.items() if e}

    @property
    def temperature(self) -> str | None:
        for atom, _ in self.terms:
            if atom.kind == "temperature":
                return atom.pint
        return None

    def render(self, style: str = "ucum") -> str:
        """The unit spelled in UCUM (style "ucum") or in a usual lab spelling ("lab")."""
        num: list[str] = []
        den: list[str] = []
        for atom, exp in self.terms:
            text = atom.ucum if style == "ucum" else atom.lab
            if not text:
                raise ValueError(f"{atom.key} has no {style} spelling")
            power = abs(exp)
            if power != 1:
                text = f"{text}{power}" if style == "ucum" else f"{text}^{power}"
            (num if exp > 0 else den).append(text)
        joiner = "." if style == "ucum" else "*"
        head = joiner.join(num) if num else ""
        if not num and not den:
            return "1"
        return head + "".join("/" + d for d in den)


# -- the atom table -------------------------------------------------------------------------------

# Clinical prefixes only: no mega, giga or tera (a capital M in "Mg/dL" or "Mmol/L" is milli).
# key -> (pint prefix, symbol spellings, Chinese spellings)
_PREFIXES: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "": ("", ("",), ("",)),
    "k": ("kilo", ("k",), ("千",)),
    "h": ("hecto", ("h",), ("百",)),
    "d": ("deci", ("d",), ("分",)),
    "c": ("centi", ("c",), ("厘",)),
    "m": ("milli", ("m",), ("毫",)),
    "µ": ("micro", ("μ", "u"), ("微",)),  # NFKC has turned the micro sign µ into Greek μ
    "n": ("nano", ("n",), ("纳",)),
    "p": ("pico", ("p",), ("皮",)),
    "f": ("femto", ("f",), ("飞",)),
}
_UCUM_PREFIX = {"µ": "u"}
_LAB_PREFIX = {"µ": "µ"}

# (key, pint name, symbols, long names, allowed prefixes, UCUM code, Chinese words)
_BASES = (
    ("g", "gram", ("g",), ("gram", "gramme"), ("", "k", "m", "µ", "n", "p"), "g", ("克",)),
    ("L", "liter", ("l",), ("liter", "litre"), ("", "d", "c", "m", "µ", "n", "p", "f"), "L",
     ("升",)),
    ("mol", "mole", ("mol",), ("mole",), ("", "m", "µ", "n", "p", "f"), "mol", ("摩尔",)),
    ("Eq", "equivalent", ("eq",), ("equivalent",), ("", "m", "µ"), "eq", ("当量",)),
    ("Osm", "osmole", ("osm",), ("osmole", "osmol"), ("", "m"), "osm", ("渗量",)),
    ("IU", "international_unit", ("iu", "[iu]"), ("international_unit",), ("", "k", "m", "µ"),
     "[IU]", ("国际单位",)),
    ("U", "enzyme_unit", ("u",), ("enzyme_unit",), ("", "k", "m", "µ"), "U", ("单位",)),
    ("kat", "katal", ("kat",), ("katal",), ("", "m", "µ", "n"), "kat", ()),
    ("m", "meter", ("m",), ("meter", "metre"), ("", "k", "c", "m", "µ", "n"), "m", ("米",)),
    ("s", "second", ("s", "sec", "secs"), ("second",), ("", "m", "µ"), "s", ("秒",)),
    ("Pa", "pascal", ("pa",), ("pascal",), ("", "k", "h"), "Pa", ("帕",)),
    ("bar", "bar", ("bar",), ("bar",), ("", "m"), "bar", ()),
    ("Gy", "gray", ("gy",), ("gray",), ("", "c", "m"), "Gy", ("戈瑞",)),  # radiation dose
)

# (key, pint name, spellings, UCUM code, lab spelling, kind, factor, power)
_SIMPLE = (
    ("min", "minute", ("min", "mins", "minute", "minutes", "分", "分钟", "分鐘"), "min", "min"),
    ("h", "hour", ("h", "hr", "hrs", "hour", "hours", "小时", "小時", "时"), "h", "hr"),
    ("d", "day", ("d", "day", "days", "天", "日"), "d", "day"),
    ("wk", "week", ("wk", "wks", "week", "weeks", "周", "星期"), "wk", "week"),
    ("mo", "month", ("mo", "mos", "month", "months", "月", "个月", "月龄"), "mo", "month"),
    ("year", "year", ("y", "yr", "yrs", "year", "years", "岁", "周岁", "年"), "a", "yr"),
    ("in", "inch", ("in", "inch", "inches", "[in_i]", '"', "''"), "[in_i]", "in"),
    ("ft", "foot", ("ft", "foot", "feet", "[ft_i]", "'"), "[ft_i]", "ft"),
    ("yd", "yard", ("yd", "yard", "yards", "[yd_i]"), "[yd_i]", "yd"),
    ("lb", "pound", ("lb", "lbs", "pound", "pounds", "[lb_av]"), "[lb_av]", "lbs"),
    ("oz", "ounce", ("oz", "ounce", "ounces", "[oz_av]"), "[oz_av]", "oz"),
    ("stone", "stone", ("stone", "stones", "[stone_av]"), "[stone_av]", "stone"),
    ("mmHg", "millimeter_Hg", ("mmhg", "mm[hg]", "millimeter_hg", "毫米汞柱"), "mm[Hg]",
     "mm Hg"),
    ("cmH2O", "centimeter_H2O", ("cmh2o", "cm[h2o]", "centimeter_h2o", "厘米水柱",
                                 "cmsh2o", "cmh20", "cmsh20"), "cm[H2O]",
     "cm H2O"),
    ("torr", "torr", ("torr",), "", "Torr"),
    ("atm", "atmosphere", ("atm",), "atm", "atm"),
    ("%", "percent", ("%", "percent"), "%", "%"),
    ("ppm", "ppm", ("ppm",), "[ppm]", "ppm"),
    ("mi", "mile", ("mi", "mile", "miles", "[mi_i]", "英里"), "[mi_i]", "mi"),
    # Wood unit (hybrid reference unit, mmHg·min/L): vascular resistance; UCUM has no code.
    ("WU", "wood_unit", ("wu", "wood", "woods", "wood_unit", "wood_units", "hru", "伍德单位"), "",
     "WU"),
    ("kg", "kilogram", ("kgs", "公斤"), "kg", "kg"),
    ("km", "kilometer", ("公里",), "km", "km"),
    ("cm", "centimeter", ("cms", "公分"), "cm", "cm"),
    ("g", "gram", ("gm", "gms"), "g", "g"),
    ("µg", "microgram", ("mcg",), "ug", "mcg"),
    ("mL", "milliliter", ("cc",), "mL", "mL"),
)

_SPECIAL = (
    Atom("degC", "degree_Celsius", kind="temperature", ucum="Cel", lab="°C",
         spellings=("degc", "°c", "cel", "celsius", "centigrade", "c", "degree_celsius",
                    "摄氏度")),
    Atom("degF", "degree_Fahrenheit", kind="temperature", ucum="[degF]", lab="°F",
         spellings=("degf", "°f", "[degf]", "fahrenheit", "f", "degree_fahrenheit", "华氏度")),
    Atom("K", "kelvin", kind="temperature", ucum="K", lab="K",
         spellings=("degk", "°k", "kelvin", "kelvins")),
    Atom("jin", "kilogram", factor=0.5, ucum="", lab="斤", spellings=("斤",)),
    Atom("bpm", "minute", power=-1, ucum="", lab="bpm", spellings=("bpm",)),
    # Speeds written as one word (treadmill speed): mph = mi/h, kph = km/h.
    Atom("mph", "mile_per_hour", ucum="", lab="mph", spellings=("mph",)),  # UCUM: [mi_i]/h
    Atom("kph", "kilometer_per_hour", ucum="", lab="kph", spellings=("kph",)),  # UCUM: km/h
    Atom("K", None, factor=1000.0, kind="thousand", ucum="10*3", lab="K", spellings=("k",)),
    Atom("cells", None, kind="number", ucum="{cells}", lab="cells",
         spellings=("cells", "cell", "count", "细胞", "个")),
    Atom("beats", None, kind="number", ucum="{beats}", lab="beats",
         spellings=("beats", "beat", "次")),
    Atom("breaths", None, kind="number", ucum="{breaths}", lab="breaths",
         spellings=("breaths", "breath")),
    Atom("1", None, kind="number", ucum="1", lab="1",
         spellings=("unitless", "dimensionless", "无单位", "ph")),
    # Hounsfield units: a CT attenuation number (dimensionless, water 0, air -1000).
    Atom("HU", None, kind="number", ucum="[hnsf'U]", lab="HU",
         spellings=("hu", "hounsfield", "hounsfield_unit", "hounsfield_units", "[hnsf'u]")),
    # Decibels as perimetry reports them (visual-field MD and PSD): a number on the device's
    # log scale, read as itself; never converted.
    Atom("dB", None, kind="number", ucum="dB", lab="dB", spellings=("db", "decibel", "decibels")),
)

UNITY = Atom("1", None, kind="number", ucum="1", lab="1")
BSA = Atom("1.73 m²", "meter", factor=1.73, power=2, kind="unit", ucum="{1.73_m2}",
           lab="1.73 m²")
YEAR_A = Atom("year", "year", ucum="a", lab="yr")
CAPITAL_M = Atom("m", "meter", kind="metre_power", ucum="m", lab="m")

# Units read only as a whole string (after normalisation, with spaces removed and every
# multiplication sign written "."): the vascular resistance units, whose cm⁻⁵ is beyond
# MAX_EXPONENT. Clinical dyn·s·cm⁻⁵ is 80 x the Wood unit by convention (SVR = 80 x (MAP - CVP)
# / CO), not the physical 79.99, so "400 dyn·s·cm⁻⁵" is 5 WU as every haemodynamic report has it;
# MPa·s/m³ (= 10 dyn·s·cm⁻⁵, 1 WU = 8 MPa·s/m³) is read only with a capital M and P (a capital M
# is milli elsewhere in this grammar, so "mpa.s/m3" stays unknown).
DYN_S_CM5 = Atom("dyn.s.cm-5", "dyn_s_cm5", ucum="dyn.s.cm-5", lab="dyn·s·cm⁻⁵",
                 spellings=tuple(f"{d}.{s}{c}" for d in ("dyn", "dyne", "dynes")
                                 for s in ("s", "sec") for c in (".cm-5", ".cm^-5", "/cm5",
                                                                 "/cm^5")))
MPA_S_M3 = Atom("MPa.s/m3", "mpa_s_m3", ucum="MPa.s.m-3", lab="MPa·s/m³",
                spellings=("MPa.s/m3", "MPa.s/m^3", "MPa.s.m-3", "MPa.s.m^-3"))
_WHOLE_LOWER = {spelling: DYN_S_CM5 for spelling in DYN_S_CM5.spellings}
_WHOLE_EXACT = {spelling: MPA_S_M3 for spelling in MPA_S_M3.spellings}


def _whole(normalized: str) -> Atom | None:
    squeezed = "".join("." if ch in _MUL else ch for ch in normalized if not ch.isspace())
    return _WHOLE_EXACT.get(squeezed) or _WHOLE_LOWER.get(squeezed.lower())


# Case carries meaning only here (checked before the case-insensitive table): UCUM's "a" is the
# year, "A" the ampere; "M" alone is molar, mega or metre (read as metre only as M² or M³).
_CASE_EXACT: dict[str, Atom | None] = {"a": YEAR_A, "A": None, "M": CAPITAL_M}

# Words that, followed by a temperature word, spell one temperature: "deg C", "degrees celsius".
_DEGREE_WORDS = frozenset({"deg", "degree", "degrees", "°"})


def _power10(k: int) -> Atom:
    return Atom(f"10^{k}", None, factor=10.0 ** k, kind="number", ucum=f"10*{k}", lab=f"x10^{k}")


class _Table:
    def __init__(self):
        self.atoms: dict[str, Atom] = {}
        for key, pint, symbols, longs, prefixes, ucum, chinese in _BASES:
            for prefix in prefixes:
                pint_prefix, symbol_prefixes, chinese_prefixes = _PREFIXES[prefix]
                name = pint_prefix + pint
                spellings = [sp + s for sp in symbol_prefixes for s in symbols]
                spellings += [pint_prefix + word for word in longs]
                spellings += [pint_prefix + word + "s" for word in longs]
                spellings += [cp + c for cp in chinese_prefixes for c in chinese]
                atom = Atom(prefix + key, name,
                            ucum=_UCUM_PREFIX.get(prefix, prefix) + ucum,
                            lab=_LAB_PREFIX.get(prefix, prefix) + key,
                            spellings=tuple(spellings))
                self._add(atom)
        for key, pint, spellings, ucum, lab in _SIMPLE:
            self._add(Atom(key, pint, ucum=ucum, lab=lab, spellings=spellings))
        for atom in _SPECIAL:
            self._add(atom)

    def _add(self, atom: Atom):
        for spelling in atom.spellings:
            word = spelling.lower()
            existing = self.atoms.get(word)
            if existing is not None and (existing.pint, existing.factor, existing.power,
                                         existing.kind) != (atom.pint, atom.factor, atom.power,
                                                            atom.kind):
                raise RuntimeError(f"unit spelling {spelling!r} names {existing.key} and "
                                   f"{atom.key}")
            if existing is None:
                self.atoms[word] = atom


_TABLE: _Table | None = None


def table() -> dict[str, Atom]:
    """Lower-case spelling -> atom (built on first use)."""
    global _TABLE
    if _TABLE is None:
        _TABLE = _Table()
    return _TABLE.atoms


def lookup(word: str) -> Atom | None:
    if word in _CASE_EXACT:
        atom = _CASE_EXACT[word]
        if atom is None:
            raise UnitSyntaxError(f"{word!r} is ambiguous")
        return atom
    return table().get(word.lower())


# -- normalisation --------------------------------------------------------------------------------

_SUPERSCRIPTS = {"⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6",
                 "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-", "⁺": "+"}
_BEFORE_NFKC = {"º": "°", "˚": "°", "″": '"', "′": "'", "−": "-", "–": "-", "每": "/"}


def normalize(text: str) -> str:
    """Superscripts become ^exponents (before NFKC would turn 10⁹ into 109), then NFKC (µ -> μ,
    ℃ -> °C, full-width forms -> ASCII); surrounding whitespace is dropped."""
    out: list[str] = []
    in_superscript = False
    for ch in text:
        sup = _SUPERSCRIPTS.get(ch)
        if sup is not None:
            if not in_superscript:
                out.append("^")
                in_superscript = True
            out.append(sup)
            continue
        in_superscript = False
        out.append(_BEFORE_NFKC.get(ch, ch))
    return unicodedata.normalize("NFKC", "".join(out)).strip()


# -- tokenizer ------------------------------------------------------------------------------------

# Token kinds: WORD (text), NUM (text), POW10 (int k), DIV, MUL, LPAR, RPAR, EXP (int), ANNOT (text)
_MUL = frozenset(".*·×∙⋅")
_WORD_EXTRA = frozenset("°_%")


@dataclass(slots=True)
class _Token:
    kind: str
    value: object = None
    space_before: bool = False


def _read_int(text: str, i: int) -> tuple[int, int]:
    """An optionally signed integer of at most 2 digits at text[i]; (value, next index)."""
    j = i
    if j < len(text) and text[j] in "+-":
        j += 1
    start = j
    while j < len(text) and text[j].isdigit() and text[j].isascii():
        j += 1
    if j == start:
        raise UnitSyntaxError("an exponent needs digits")
    if j - start > 2:
        raise UnitSyntaxError("exponent too large")
    return int(text[i:j]), j


def _read_power_of_ten(text: str, i: int, lost_superscript: bool) -> tuple[int, int]:
    """At text[i] == "10" (already checked): 10^9, 10**9, 10*9, 10E9 -> (9, next index).
    With `lost_superscript` (after an x or ×), "x109" and "x1012" are 10^9 and 10^12."""
    j = i + 2
    n = len(text)
    if text.startswith("**", j):
        return _read_int(text, j + 2)
    if j < n and text[j] in "^":
        k = j + 1
        while k < n and text[k] == " ":
            k += 1
        return _read_int(text, k)
    if j < n and text[j] in "*Ee" and j + 1 < n and (text[j + 1].isdigit() or text[j + 1] in "+-"):
        return _read_int(text, j + 1)
    if lost_superscript and j < n and text[j].isdigit():
        k = j
        while k < n and text[k].isdigit():
            k += 1
        digits = text[j:k]
        if digits in ("3", "6", "9", "12"):
            return int(digits), k
        raise UnitSyntaxError(f"cannot read x10{digits}")
    raise UnitSyntaxError("a number inside a unit (only powers of ten such as 10^9 are read)")


def tokenize(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    i, n = 0, len(text)
    space = False

    def term_start() -> bool:
        return not tokens or tokens[-1].kind in ("DIV", "MUL", "LPAR")

    while i < n:
        ch = text[i]
        if ch.isspace():
            space = True
            i += 1
            continue
        if ch in "xX×*" and term_start() and not tokens:
            # x10^9, ×10⁹, *10^9 (a multiplication sign before the power of ten)
            k = i + 1
            while k < n and text[k] == " ":
                k += 1
            if text.startswith("10", k):
                value, i = _read_power_of_ten(text, k, lost_superscript=True)
                tokens.append(_Token("POW10", value, space))
                space = False
                continue
        if ch.isdigit() and ch.isascii() or (ch == "." and i + 1 < n and text[i + 1].isdigit()
                                              and term_start()):
            j = i
            while j < n and (text[j].isascii() and text[j].isdigit() or text[j] == "."):
                j += 1
            number = text[i:j]
            if number == "10" and j < n and text[j] in "^*Ee":
                value, i = _read_power_of_ten(text, i, lost_superscript=False)
                tokens.append(_Token("POW10", value, space))
            elif number == "1" and j + 1 < n and text[j] in "Ee" and (
                    text[j + 1].isdigit() or text[j + 1] in "+-"):  # 1e3/uL
                value, i = _read_int(text, j + 1)
                tokens.append(_Token("POW10", value, space))
            elif len(number) > 1 and number[0] == "1" and set(number[1:]) == {"0"}:  # 1000/uL
                tokens.append(_Token("POW10", len(number) - 1, space))
                i = j
            else:
                if len(number) > 6 or number.count(".") > 1:
                    raise UnitSyntaxError(f"cannot read the number {number!r} inside a unit")
                tokens.append(_Token("NUM", number, space))
                i = j
            space = False
            continue
        if ch == "^" or text.startswith("**", i):
            k = i + (2 if ch == "*" else 1)
            while k < n and text[k] == " ":
                k += 1
            value, i = _read_int(text, k)
            tokens.append(_Token("EXP", value, space))
            space = False
            continue
        if ch == "/":
            tokens.append(_Token("DIV", None, space))
        elif ch in _MUL:
            tokens.append(_Token("MUL", None, space))
        elif ch == "(":
            tokens.append(_Token("LPAR", None, space))
        elif ch == ")":
            tokens.append(_Token("RPAR", None, space))
        elif ch in "+-" and tokens and tokens[-1].kind in ("WORD", "RPAR") and not space \
                and i + 1 < n and text[i + 1].isdigit():
            value, i = _read_int(text, i)
            tokens.append(_Token("EXP", value, space))
            space = False
            continue
        elif ch == "{":
            end = text.find("}", i)
            if end < 0 or end - i > 24 or "{" in text[i + 1:end]:
                raise UnitSyntaxError("unclosed or too long {annotation}")
            tokens.append(_Token("ANNOT", text[i + 1:end], space))
            i = end + 1
            space = False
            continue
        elif ch == "'" or ch == '"':
            j = i + 1
            if ch == "'" and j < n and text[j] == "'":
                j += 1
            tokens.append(_Token("WORD", text[i:j], space))
            i = j
            space = False
            continue
        elif ch.isalpha() or ch in _WORD_EXTRA or ch == "[":
            j = i
            while j < n:
                c = text[j]
                if c == "[":
                    end = text.find("]", j)
                    if end < 0 or end - j > 12:
                        raise UnitSyntaxError("unclosed [bracket]")
                    j = end + 1
                elif c.isalpha() or c in _WORD_EXTRA or (c.isdigit() and c.isascii()):
                    if c == "%" and j > i:
                        break
                    j += 1
                    if c == "%":
                        break
                else:
                    break
            word = text[i:j]
            if word.lower() == "per":
                tokens.append(_Token("DIV", None, space))
            else:
                tokens.append(_Token("WORD", word, space))
            i = j
            space = False
            continue
        else:
            raise UnitSyntaxError(f"unexpected character {ch!r}")
        i += 1
        space = False
    return tokens


# -- parser ---------------------------------------------------------------------------------------

def _word_atom(word: str) -> tuple[Atom, int]:
    """A WORD token -> (atom, exponent written inside the word: m2, mm3, H2O is not one)."""
    atom = lookup(word)
    if atom is not None:
        return atom, 1
    for prefix, power in (("立方", 3), ("平方", 2)):  # 立方毫米 = mm³, 平方米 = m²
        if word.startswith(prefix) and len(word) > len(prefix):
            inner = lookup(word[len(prefix):])
            if inner is not None and inner.pint in ("meter", "centimeter", "millimeter",
                                                   "micrometer", "kilometer"):
                return inner, power
    # UCUM exponent as trailing digits: m2, cm3, mm3.
    j = len(word)
    while j > 0 and word[j - 1].isdigit():
        j -= 1
    if 0 < j < len(word) and len(word) - j <= 2:
        atom = lookup(word[:j])
        if atom is not None:
            return atom, int(word[j:])
    raise UnitSyntaxError(f"{word!r} is not a known unit symbol")


class _Parser:
    def __init__(self, tokens: list[_Token]):
        self.tokens = tokens
        self.i = 0

    def peek(self) -> _Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> _Token:
        token = self.tokens[self.i]
        self.i += 1
        return token

    def merge_phrase(self) -> None:
        """'mm Hg', 'cm H2O', 'deg C', 'degrees celsius', '° F', 'pH units' -> one WORD."""
        out: list[_Token] = []
        for token in self.tokens:
            prev = out[-1] if out else None
            if (prev is not None and prev.kind == "WORD" and token.kind == "WORD"
                    and token.space_before):
                a, b = prev.value.lower(), token.value.lower()
                merged = None
                # "cms H2O" and "cm H20" (a zero for the O) as written by hand
                if (a, b) in (("mm", "hg"), ("cm", "h2o"), ("cms", "h2o"), ("cm", "h20"),
                              ("cms", "h20")):
                    merged = prev.value + token.value
                elif a in _DEGREE_WORDS:
                    atom = table().get(b)
                    if atom is not None and atom.kind == "temperature":
                        merged = token.value
                elif a == "ph" and b in ("unit", "units"):
                    merged = "unitless"
                elif a == "international" and b in ("unit", "units"):
                    merged = "IU"
                elif a in ("wood", "woods") and b in ("unit", "units"):
                    merged = "WU"
                if merged is not None:
                    out[-1] = _Token("WORD", merged, prev.space_before)
                    continue
            out.append(token)
        self.tokens = out

    def parse(self) -> list[tuple[Atom, int]]:
        self.merge_phrase()
        if not self.tokens:
            return [(UNITY, 1)]
        terms = self.expr(0)
        if self.peek() is not None:
            raise UnitSyntaxError("unexpected text after the unit" if self.peek().kind != "RPAR"
                                  else "unbalanced parentheses")
        return terms

    def expr(self, depth: int) -> list[tuple[Atom, int]]:
        out: list[tuple[Atom, int]] = []
        sign = 1
        seen_div = False
        if self.peek() is not None and self.peek().kind == "DIV":  # leading '/': a reciprocal
            self.take()
            sign, seen_div = -1, True
        first = True
        while True:
            for atom, exp in self.term(depth, first and depth == 0 and sign == 1):
                out.append((atom, sign * exp))
            first = False
            token = self.peek()
            if token is None or token.kind not in ("DIV", "MUL"):
                return out
            self.take()
            if token.kind == "MUL":
                if seen_div:
                    raise UnitSyntaxError("a multiplication after a division is ambiguous "
                                          "(write mg/kg/d or mg/(kg.d))")
                sign = 1
            else:
                sign, seen_div = -1, True

    def term(self, depth: int, leading: bool) -> list[tuple[Atom, int]]:
        token = self.peek()
        if token is None:
            raise UnitSyntaxError("a unit is missing after an operator")
        self.take()
        items: list[tuple[Atom, int]]
        if token.kind == "LPAR":
            if depth + 1 > MAX_DEPTH:
                raise UnitSyntaxError("parentheses nested too deep")
            items = self.expr(depth + 1)
            closing = self.peek()
            if closing is None or closing.kind != "RPAR":
                raise UnitSyntaxError("unbalanced parentheses")
            self.take()
        elif token.kind == "WORD":
            atom, exp = _word_atom(token.value)
            items = [(atom, exp)]
        elif token.kind == "POW10":
            if not leading:
                raise UnitSyntaxError("a power of ten may only lead the unit (10^9/L)")
            if abs(token.value) > MAX_POWER_OF_TEN:
                raise UnitSyntaxError("power of ten out of range")
            items = [(_power10(token.value), 1)]
        elif token.kind == "NUM":
            items = self.number(token, leading)
        elif token.kind == "ANNOT":
            items = [(self.annotation(token.value), 1)]
        else:
            raise UnitSyntaxError("a unit is missing" if token.kind != "RPAR"
                                  else "unbalanced parentheses")
        # exponent
        nxt = self.peek()
        if nxt is not None and nxt.kind == "EXP":
            self.take()
            if abs(nxt.value) > MAX_EXPONENT or nxt.value == 0:
                raise UnitSyntaxError(f"exponent {nxt.value} out of range (at most {MAX_EXPONENT})")
            items = [(atom, exp * nxt.value) for atom, exp in items]
        # annotations and count words after a unit are ignored: 10*9{cells}/L, 10^9 cells/L
        while True:
            nxt = self.peek()
            if nxt is not None and nxt.kind == "ANNOT":
                self.take()
                continue
            if (nxt is not None and nxt.kind == "WORD"
                    and (atom := lookup_quiet(nxt.value)) is not None and atom.kind == "number"
                    and atom.key != "1" and items[-1][0].kind == "number"):
                self.take()
                continue
            break
        for atom, exp in items:
            if atom.kind == "metre_power" and abs(exp) not in (2, 3):
                raise UnitSyntaxError("'M' alone is ambiguous (metre is m; molar: write mmol/L)")
        return items

    def number(self, token: _Token, leading: bool) -> list[tuple[Atom, int]]:
        if token.value == "1" and leading:
            return [(UNITY, 1)]
        if token.value == "1.73":  # body surface area: mL/min/1.73 m²
            nxt = self.peek()
            if nxt is not None and nxt.kind == "WORD":
                self.take()
                atom, exp = _word_atom(nxt.value)
                power = self.peek()
                if power is not None and power.kind == "EXP":
                    self.take()
                    exp *= power.value
                if atom.pint == "meter" and exp == 2:
                    return [(BSA, 1)]
        raise UnitSyntaxError("a number inside a unit (only powers of ten such as 10^9, and "
                              "the 1.73 m² of a body surface area, are read)")

    @staticmethod
    def annotation(text: str) -> Atom:
        squeezed = text.replace("_", "").replace(" ", "").lower().replace("^", "")
        if squeezed in ("1.73m2", "1.73m²"):
            return BSA
        return UNITY


def lookup_quiet(word: str) -> Atom | None:
    try:
        return lookup(word)
    except UnitSyntaxError:
        return None


def parse_unit(text: str) -> ParsedUnit:
    """Read a unit string; raises UnitSyntaxError with the reason."""
    if len(text) > MAX_LENGTH:
        raise UnitSyntaxError(f"a unit is at most {MAX_LENGTH} characters")
    normalized = normalize(text)
    if len(normalized) > 2 * MAX_LENGTH:
        raise UnitSyntaxError(f"a unit is at most {MAX_LENGTH} characters")
    whole = _whole(normalized)
    if whole is not None:
        return ParsedUnit(((whole, 1),))
    terms = _Parser(tokenize(normalized)).parse()
    if len(terms) == 1 and terms[0][0].kind == "thousand" and terms[0][1] == 1:
        terms = [(table()["kelvin"], 1)]  # "K" alone is the kelvin; K/µL is thousands
    if len(terms) > MAX_TERMS:
        raise UnitSyntaxError(f"at most {MAX_TERMS} terms")
    parsed = ParsedUnit(tuple(terms))
    for index, (atom, exp) in enumerate(terms):
        if atom.kind == "temperature" and (len(terms) != 1 or exp != 1):
            raise UnitSyntaxError("a temperature unit cannot be part of a compound unit")
        if atom.kind == "thousand" and (index != 0 or exp != 1 or len(terms) < 2
                                        or all(e > 0 for _, e in terms[1:])):
            raise UnitSyntaxError("K means thousands only as K/µL or K/mm3")
        if atom.key.startswith("10^") and len(terms) == 1:
            raise UnitSyntaxError("a power of ten needs a unit after it (10^9/L)")
    for exp in parsed.dimensions.values():
        if abs(exp) > MAX_EXPONENT:
            raise UnitSyntaxError(f"exponent out of range (at most {MAX_EXPONENT})")
    return parsed
