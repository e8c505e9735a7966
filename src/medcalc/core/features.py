"""Feature kinds: how one input is declared, parsed to its canonical value, and checked.

`parse(raw)` returns the canonical value (a float in the canonical unit, an int, a bool, a category
value, a date) or raises `FeatureError`. `implausible(value)` returns a message when the value is
outside the declared plausible range. Both are plain Python: they sit on the hot path.
"""

from __future__ import annotations

import datetime as _dt
import math
import numbers
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .analytes import Analyte
from .na import NAReason, show
from .units import UnitError, conversion, plausible_unit_hint, split_value_unit

UNSET: Any = type("Unset", (), {"__repr__": lambda self: "UNSET", "__bool__": lambda self: False})()


# The `absent` value of a quantity criterion in a points score: NaN makes every threshold
# comparison False, so an unmentioned vital sign or lab scores as "criterion not met" (write
# criteria as `x >= 30`, never as `not x < 30`).
CRITERION_NOT_MET = math.nan


class FeatureError(ValueError):
    def __init__(self, kind: str, message: str, expected: str = ""):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.expected = expected


@dataclass(frozen=True, slots=True)
class NAInput:
    """A parsed input that is itself NA (e.g. a GCS component that cannot be tested)."""

    reason: NAReason
    message: str
    features: tuple[str, ...] = ()  # the inputs it comes from, when not the feature itself


def _is_number(raw: Any) -> bool:
    return _real(raw) is not None


def _real(raw: Any) -> int | float | None:
    """A real number that is not a boolean as a Python int or float (numpy scalars and other
    number types included, without importing numpy); None for anything else."""
    t = type(raw)
    if t is float or t is int:
        return raw
    if isinstance(raw, bool):
        return None
    if isinstance(raw, numbers.Integral):  # int subclasses, numpy integers (not numpy bools)
        return int(raw)
    if isinstance(raw, numbers.Real):  # float subclasses, numpy floats, Fraction
        return float(raw)
    return None


def _numpy_bool(raw: Any) -> bool:
    """numpy's boolean scalar: numpy.bool_ (numpy 1), numpy.bool (numpy 2)."""
    t = type(raw)
    return t.__module__ == "numpy" and t.__name__ in ("bool_", "bool")


_FLOAT_MAX = 1.7976931348623157e308  # sys.float_info.max


def _is_nan(raw: Any) -> bool:
    return isinstance(raw, float) and math.isnan(raw)


def is_absent(raw: Any) -> bool:
    """None and NaN are NA; so is a string that says so."""
    if raw is None:
        return True
    if isinstance(raw, float):
        return math.isnan(raw)
    if isinstance(raw, str):
        return raw.strip().lower() in _NA_STRINGS
    return False


def has_default(value: Any) -> bool:
    """An optional feature's default worth showing (None and NaN mean "not given")."""
    return value is not None and not (isinstance(value, float) and math.isnan(value))


# A duration written in several units: "23 weeks 1 day", "2 h 30 min", "39w2d".
_COMPOUND_PART = re.compile(r"(\d+(?:\.\d+)?)\s*([a-zA-Z]+)")
_COMPOUND_GLUE = re.compile(r"[\s,&]*(?:and[\s,&]*)?(?:[\s,&]+(?:and[\s,&]*)?)*")

# A trailing remark after an answer: "(...)" or " — ...".
_REMARK = re.compile(r"\s*(?:[(（][^()（）]*[)）]|\s[—–]\s.*|\s--\s.*)\s*$")

_NA_STRINGS = frozenset({"", "na", "n/a", "nan", "none", "null", "unknown", "not available"})


@dataclass(frozen=True, slots=True, kw_only=True)
class Feature:
    name: str
    description: str
    definition: str = ""  # what counts, for clinician-asserted predicates
    required: bool = True
    default: Any = None  # used when an optional feature is not given
    absent: Any = UNSET  # imputed under missing="absent"; UNSET: never imputed
    # Other names a form uses for this input (MDCalc's field label "Age, years"): accepted as
    # input keys (case, spacing and punctuation ignored) and used by the benchmark mappers.
    labels: tuple[str, ...] = ()

    kind: ClassVar[str] = "feature"

    def parse(self, raw: Any) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def implausible(self, value: Any) -> str | None:
        return None

    def is_na(self, raw: Any) -> bool:
        """True when the raw input says "no value" (None, NaN, "NA", "unknown", ...)."""
        return is_absent(raw)

    def absent_value(self) -> Any:
        """The canonical value imputed under missing="absent"."""
        return self.absent

    def describe_value(self, value: Any) -> str:
        return str(value)

    def json_schema(self) -> dict:
        schema = self._schema()
        text = self.description.rstrip()
        if self.definition:
            text = f"{text.rstrip('.')}. Counts: {self.definition}"
        schema["description"] = text
        if self.absent is not UNSET:
            schema["x-absent-value"] = self._json_value(self.absent)
        if not self.required and has_default(self.default):
            schema["default"] = self._json_value(self.default)
        return schema

    def _schema(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def _json_value(self, value: Any) -> Any:
        if isinstance(value, float) and math.isnan(value):
            return "criterion_not_met"
        return value

    def summary(self) -> dict:
        """Declaration as plain data, for `medcalc list --json`, docs and tools."""
        out = {"name": self.name, "kind": self.kind, "description": self.description,
               "required": self.required}
        if self.definition:
            out["definition"] = self.definition
        if self.labels:
            out["labels"] = list(self.labels)
        if self.absent is not UNSET:
            out["absent_value"] = self._json_value(self.absent)
        if not self.required and has_default(self.default):
            out["default"] = self._json_value(self.default)
        return out


@dataclass(frozen=True, slots=True)
class Alternative:
    """Another input key for the same quantity, measured differently (BUN for urea)."""

    key: str
    unit: str
    analyte: Analyte | None = None
    description: str = ""


# -- annotated values ---------------------------------------------------------------------------
# Recorded values often carry a note: "154 lb (70 kg)", "1.6 mg/dL (141 µmol/L)", "28.8 mL/min
# (<34)", "0.6 mg/L FEU". The rule is strict, and nothing is silently dropped:
# - one trailing parenthesised note at most; the whole text is at most _MAX_ANNOTATED_TEXT
#   characters, and it is taken apart with str methods and anchored regexes without nested
#   repetition (linear time);
# - an equivalent in a unit, "(70 kg)", "(~70 kg)", must convert to the same canonical value
#   within _EQUIVALENT_TOLERANCE (1%), else an input error naming both;
# - a band or inequality, "(<34)", "(>= 2 mg/L)", "(30-60)", must hold for the value (bounds
#   without a unit are in the unit the value was written in), else an input error;
# - a reporting basis, "0.6 mg/L FEU" or "(FEU)", must be the one the feature declares (`basis`);
# - any other note or trailing text is an input error, as before.

_MAX_ANNOTATED_TEXT = 200
_EQUIVALENT_TOLERANCE = 0.01
# Reporting bases of a D-dimer result: FEU (fibrinogen-equivalent units) is about twice DDU
# (D-dimer units), with no fixed factor between assays, so one is never read as the other.
BASES = {"FEU": "fibrinogen-equivalent units", "DDU": "D-dimer units"}
_UNIT_OPERATORS = frozenset("/*.·×^(")
_NOTE_SIGNS = {"≤": "<=", "≦": "<=", "⩽": "<=", "≥": ">=", "≧": ">=", "⩾": ">=",
               "＜": "<", "＞": ">", "−": "-", "–": "-", "—": "-", "＝": "="}
_NUM = r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)"
_INEQUALITY = re.compile(rf"(<=|>=|=<|=>|<|>|=)[ ]?({_NUM})[ ]?(.*)")
_RANGE = re.compile(rf"({_NUM})[ ]?(?:-|to)[ ]?({_NUM})[ ]?(.*)")
_APPROX = ("~", "≈", "approx.", "approx", "about", "ca.")
_LISTED = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)[ ]*[;,]")


def _squeeze(text: str) -> str:
    """Runs of whitespace -> one space (linear; lets the note regexes use a single optional
    space instead of \\s*)."""
    return " ".join(text.split())


def split_note(text: str) -> tuple[str, str | None]:
    """'154 lb (70 kg)' -> ('154 lb', '70 kg'); '5 mg/(kg.d)' -> ('5 mg/(kg.d)', None): a
    parenthesis after a unit operator belongs to the unit. FeatureError for a text too long or
    with more than one note."""
    if len(text) > _MAX_ANNOTATED_TEXT:
        raise FeatureError("wrong_type", f"a value is at most {_MAX_ANNOTATED_TEXT} characters "
                           f"(got {len(text)})")
    stripped = text.strip()
    if not stripped.endswith(")"):
        return stripped, None
    start = stripped.rfind("(")
    head = stripped[:start].rstrip()
    if start <= 0 or not head or head[-1] in _UNIT_OPERATORS:
        return stripped, None
    note = stripped[start + 1:-1]
    if "(" in note or ")" in note:
        return stripped, None
    return head, note.strip()


def is_note(note: str) -> bool:
    """A note to check (a number, a band, a basis); else the parentheses are read as part of the
    unit ('5 (mg/kg)'), where anything but a unit is an error as before."""
    return note.upper() in BASES or any(ch.isdigit() for ch in note)


def _cut(note: str, limit: int = 40) -> str:
    return note if len(note) <= limit else note[: limit - 1] + "\u2026"


def _note_signs(note: str) -> str:
    return _squeeze("".join(_NOTE_SIGNS.get(ch, ch) for ch in note))


def listed_text_error(text: str, what: str) -> FeatureError | None:
    """'15; pupils reactive' -> an error saying the text after the value is not read."""
    match = _LISTED.match(text.strip())
    if match is None:
        return None
    return FeatureError("wrong_type", f"cannot read {show(text)} as {what}: the text after "
                        f"{match.group(0)[:-1].strip()!r} is not read; give the value alone")


def _holds(op: str, value: float, bound: float) -> bool:
    return {"<": value < bound, "<=": value <= bound, "=<": value <= bound, ">": value > bound,
            ">=": value >= bound, "=>": value >= bound, "=": value == bound}[op]


def check_band_note(note: str, value: float, to_canonical, shown: str) -> bool:
    """True when `note` is an inequality or a range ('<34', '>= 2 mg/L', '30-60'); raises
    FeatureError when it does not hold for the canonical `value`. `to_canonical(number, unit)`
    converts a bound ('' unit: the unit the value was written in). False when not a band."""
    text = _note_signs(note)
    match = _INEQUALITY.fullmatch(text)
    if match is not None:
        op, bound, unit = match.group(1), float(match.group(2)), match.group(3).strip()
        if _holds(op, value, to_canonical(bound, unit)):
            return True
        raise FeatureError("inconsistent_annotation", f"{shown}: the value does not satisfy "
                           f"its note ({_cut(note)}); give the value alone, or correct it")
    match = _RANGE.fullmatch(text)
    if match is not None:
        unit = match.group(3).strip()
        lo, hi = sorted((to_canonical(float(match.group(1)), unit),
                         to_canonical(float(match.group(2)), unit)))
        if lo <= value <= hi:
            return True
        raise FeatureError("inconsistent_annotation", f"{shown}: the value is outside the "
                           f"range of its note ({_cut(note)}); if that is a reference range, "
                           f"give the value alone")
    return False


def _basis_suffix(unit: str) -> tuple[str, str | None]:
    """'mg/L FEU' -> ('mg/L', 'FEU'); 'mg/L' -> ('mg/L', None)."""
    head, _, last = unit.rstrip().rpartition(" ")
    word = last.upper()
    if word in BASES:
        return head.rstrip(), word
    return unit, None


@dataclass(frozen=True, slots=True, kw_only=True)
class Quantity(Feature):
    unit: str  # canonical unit: the unit of a bare number and of the value passed to compute
    range: tuple[float, float]  # plausible range in the canonical unit (inclusive)
    analyte: Analyte | None = None
    units: tuple[str, ...] = ()  # accepted units to show in schemas and errors
    alternatives: tuple[Alternative, ...] = ()
    # The reporting basis of the value, when the quantity has one (D-dimer: "FEU"): a value may
    # name it ("0.6 mg/L FEU", "0.6 mg/L (FEU)"); naming another basis ("DDU") is an input error.
    basis: str = ""
    kind: ClassVar[str] = "quantity"

    def __post_init__(self):
        lo, hi = self.range
        if not lo < hi:
            raise ValueError(f"{self.name}: range {self.range} is empty")
        if self.basis and self.basis not in BASES:
            raise ValueError(f"{self.name}: basis {self.basis!r} is not one of {sorted(BASES)}")

    @property
    def accepted_units(self) -> tuple[str, ...]:
        return self.units or (self.unit,)

    def parse(self, raw: Any, unit: str | None = None, analyte: Analyte | None = None) -> float:
        """Canonical float. `unit`/`analyte` describe a bare number given under an alternative key."""
        base_unit = unit or self.unit
        conv_analyte = analyte if analyte is not None else self.analyte
        try:
            value, given = self._split(raw, base_unit)
        except OverflowError:
            raise FeatureError("wrong_type", "number too large", self._expected()) from None
        if given != self.unit:
            try:
                scale, offset = conversion(given, self.unit, conv_analyte)
            except UnitError as exc:
                raise FeatureError(exc.kind, f"{exc}; accepted units: {', '.join(self.accepted_units)}",
                                   self._expected()) from None
            # 12 significant digits: 60 years given in weeks is 60, not 59.99999999999999.
            value = float(f"{value * scale + offset:.12g}")
        if not math.isfinite(value):
            raise FeatureError("wrong_type", f"value {value} is not a finite number", self._expected())
        if type(raw) is str:
            note = split_note(raw)[1]
            if note is not None and is_note(note):
                self._check_note(raw, note, value, given, conv_analyte)
        return value

    def _to_canonical(self, number: float, unit: str, analyte: Analyte | None) -> float:
        if unit == self.unit:
            return number
        try:
            scale, offset = conversion(unit, self.unit, analyte)
        except UnitError as exc:
            raise FeatureError(exc.kind, f"{exc}; accepted units: {', '.join(self.accepted_units)}",
                               self._expected()) from None
        return float(f"{number * scale + offset:.12g}")

    def _check_note(self, raw: str, note: str, value: float, given: str,
                    analyte: Analyte | None) -> None:
        """The note of an annotated value must agree with the value (see `split_note`)."""
        shown = f"{self.name} {show(raw)}"
        if note.upper() in BASES:
            self._check_basis(note.upper(), raw)
            return
        if check_band_note(note, value,
                           lambda number, unit: self._to_canonical(number, unit or given, analyte),
                           shown):
            return
        text = _note_signs(note)
        for word in _APPROX:
            if text.lower().startswith(word):
                text = text[len(word):].lstrip()
                break
        try:
            split = split_value_unit(text)
        except UnitError:
            split = None
        if split is None or not split[1]:
            raise FeatureError("wrong_type", f"{shown}: the note ({_cut(note)}) is not read: "
                               f"a note is an equivalent in another unit ('154 lb (70 kg)'), "
                               f"a band ('(<34)') or the basis ('(FEU)'); give the value alone",
                               self._expected())
        number, unit = split
        unit, basis = _basis_suffix(unit)
        if basis is not None:
            self._check_basis(basis, raw)
        other = self._to_canonical(number, unit, analyte)
        if abs(other - value) <= _EQUIVALENT_TOLERANCE * max(abs(other), abs(value)):
            return
        converted = "" if unit == self.unit else f" = {other:g} {self.unit}"
        raise FeatureError("inconsistent_annotation",
                           f"{shown}: the value ({value:g} {self.unit}) and its equivalent "
                           f"({_cut(note)}{converted}) differ by more than "
                           f"{_EQUIVALENT_TOLERANCE:.0%}; give one of them", self._expected())

    def _check_basis(self, basis: str, raw: Any) -> None:
        if basis == self.basis:
            return
        if self.basis:
            raise FeatureError("wrong_basis", f"{self.name} is in {self.basis} "
                               f"({BASES[self.basis]}); {show(raw)} is in {basis} "
                               f"({BASES[basis]}), which differs by a factor of about 2 with no "
                               f"fixed conversion: give the {self.basis} value", self._expected())
        raise FeatureError("wrong_basis", f"{self.name} has no reporting basis; {show(raw)} names "
                           f"{basis} ({BASES[basis]}): give the value without it",
                           self._expected())

    def _unit_text(self, unit: str, raw: Any) -> str:
        """The unit of a value with its reporting basis word checked and removed."""
        if " " not in unit.strip():
            return unit
        head, basis = _basis_suffix(unit)
        if basis is None:
            return unit
        self._check_basis(basis, raw)
        if not head:
            raise FeatureError("unknown_unit", f"{show(raw)}: {basis} needs the unit before it "
                               f"('0.6 mg/L {basis}')", self._expected())
        return head

    def _split(self, raw: Any, base_unit: str) -> tuple[float, str]:
        t = type(raw)
        if t is float or t is int:
            value, given = float(raw), base_unit
        elif t is str:
            main, note = split_note(raw)
            if note is not None and not is_note(note):
                main = raw  # '5 (mg/kg)': not a note; the parentheses may belong to the unit
            listed = listed_text_error(main, "a quantity")
            if listed is not None:
                raise FeatureError(listed.kind, listed.message, self._expected())
            try:
                split = split_value_unit(main)
            except UnitError as exc:
                raise FeatureError(exc.kind, f"{exc}; accepted units: {', '.join(self.accepted_units)}",
                                   self._expected()) from None
            if split is None:
                raise FeatureError("wrong_type", f"cannot read {show(raw)} as a quantity",
                                   self._expected())
            value, given = split[0], (self._unit_text(split[1], raw) if split[1] else base_unit)
        elif t is tuple or t is list:
            number = _real(raw[0]) if len(raw) == 2 else None
            if number is None or not isinstance(raw[1], str):
                raise FeatureError("wrong_type", f"expected [value, unit], got {show(raw)}",
                                   self._expected())
            value, given = float(number), self._unit_text(raw[1], raw)
        elif (number := _real(raw)) is not None:  # numpy scalars and other number types
            value, given = float(number), base_unit
        elif hasattr(raw, "magnitude") and hasattr(raw, "units"):  # a pint Quantity
            magnitude = raw.magnitude
            number = _real(magnitude)
            if number is None:  # an array, a nested quantity
                raise FeatureError("wrong_type", f"expected one value, got a quantity holding "
                                   f"{type(magnitude).__name__}", self._expected())
            value, given = float(number), str(raw.units)
        else:
            raise FeatureError("wrong_type", f"expected a number or quantity, got {type(raw).__name__}",
                               self._expected())
        return value, given

    def _expected(self) -> str:
        return f"a number in {self.unit}, or [value, unit] with unit one of {', '.join(self.accepted_units)}"

    def implausible(self, value: float, alt: Alternative | None = None) -> str | None:
        """A message when `value` (canonical) is outside the plausible range; with `alt`, the
        message names the alternative key and gives the value and range in its unit."""
        lo, hi = self.range
        if lo <= value <= hi:
            return None
        if alt is not None:
            converted = self.alternative_range(alt)
            if converted is not None:
                (alo, ahi), to_alt = converted
                return (f"{alt.key} {to_alt(value):g} {alt.unit} is outside the plausible range "
                        f"{alo:g}-{ahi:g} {alt.unit} ({self.name} {value:g} {self.unit}, "
                        f"plausible {lo:g}-{hi:g} {self.unit})")
        # A hint of the unit the number was probably in (off the hot path: implausible only).
        hint = plausible_unit_hint(value, self.unit, self.accepted_units, self.range, self.analyte)
        return (f"{self.name} {value:g} {self.unit} is outside the plausible range "
                f"{lo:g}-{hi:g} {self.unit}{hint}")

    def alternative_range(self, alt: Alternative):
        """((lo, hi), to_alt): the plausible range in an alternative key's unit (4 significant
        digits) and the conversion of a canonical value to it; None when not convertible."""
        try:
            scale, offset = conversion(self.unit, alt.unit,
                                       alt.analyte if alt.analyte is not None else self.analyte)
        except UnitError:
            return None

        def to_alt(v: float) -> float:
            return float(f"{v * scale + offset:.12g}")

        ends = sorted(float(f"{to_alt(v):.4g}") for v in self.range)
        return (ends[0], ends[1]), to_alt

    def alternative_schema(self, alt: Alternative) -> dict:
        """The JSON schema of an alternative key: its own unit and plausible range."""
        schema = self.json_schema()
        schema["description"] = alt.description or f"{self.name} given as {alt.key}"
        schema["x-unit"] = alt.unit
        schema["x-accepted-units"] = [alt.unit, *(u for u in self.accepted_units if u != alt.unit)]
        converted = self.alternative_range(alt)
        if converted is not None:
            schema["x-plausible-range"] = list(converted[0])
        else:
            schema.pop("x-plausible-range", None)
        schema["x-alternative-to"] = self.name
        return schema

    def describe_value(self, value: Any) -> str:
        return f"{value:g} {self.unit}"

    def _schema(self) -> dict:
        return {
            "anyOf": [
                {"type": "number"},
                {"type": "string", "description": "value with unit, e.g. '1.4 mg/dL'"},
                {"type": "array", "prefixItems": [{"type": "number"}, {"type": "string"}],
                 "minItems": 2, "maxItems": 2},
            ],
            "x-unit": self.unit,
            "x-accepted-units": list(self.accepted_units),
            "x-plausible-range": list(self.range),
            **({"x-basis": self.basis} if self.basis else {}),
        }

    def summary(self) -> dict:
        out = Feature.summary(self)
        out.update(unit=self.unit, accepted_units=list(self.accepted_units),
                   plausible_range=list(self.range))
        if self.analyte is not None:
            out["analyte"] = self.analyte.name
        if self.basis:
            out["basis"] = self.basis
        if self.alternatives:
            out["alternatives"] = [
                {"key": a.key, "unit": a.unit, "description": a.description,
                 **({"plausible_range": list(r[0])}
                    if (r := self.alternative_range(a)) is not None else {})}
                for a in self.alternatives]
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class Duration(Quantity):
    """A length of time (cycle length, symptom duration); also accepts a timedelta."""

    kind: ClassVar[str] = "duration"

    def parse(self, raw: Any, unit: str | None = None, analyte: Analyte | None = None) -> float:
        if isinstance(raw, _dt.timedelta):
            return Quantity.parse(self, raw.total_seconds(), "s")
        if isinstance(raw, str) and unit is None and len(raw) <= 100:
            parts = _COMPOUND_PART.findall(raw)
            if len(parts) >= 2 and _COMPOUND_GLUE.fullmatch(_COMPOUND_PART.sub("", raw)):
                # "23 weeks 1 day", "2 h 30 min", "1 day, 6 hours": each part in its unit, summed
                return sum(Quantity.parse(self, f"{number} {part_unit}")
                           for number, part_unit in parts)
        return Quantity.parse(self, raw, unit, analyte)


# Gestational age as obstetric notes and forms write it: completed weeks plus 0-6 days.
_WEEKS_PLUS_DAYS = re.compile(
    r"\s*(\d{1,2})\s*(?:w|wk|wks|weeks?)\s*(?:\+|,|and)?\s*([0-6])\s*(?:d|days?)\s*"
    r"|\s*(\d{1,2})\s*(?:w|wk|wks|weeks?)?\s*\+\s*([0-6])\s*(?:d|days?)?\s*(?:weeks?)?\s*"
    r"|\s*(\d{1,2})\s+([0-6])\s*/\s*7\s*(?:weeks?)?\s*", re.IGNORECASE)


@dataclass(frozen=True, slots=True, kw_only=True)
class GestationalAge(Duration):
    """A gestational or postmenstrual age: a duration that also reads the obstetric notations
    '39+2', '39w2d', '39 weeks 2 days', '39 2/7' (completed weeks plus 0-6 days)."""

    def parse(self, raw: Any, unit: str | None = None, analyte: Analyte | None = None) -> float:
        if isinstance(raw, str) and unit is None and len(raw) <= 40:
            m = _WEEKS_PLUS_DAYS.fullmatch(raw)
            if m is not None:
                weeks, days = [g for g in m.groups() if g is not None]
                raw = f"{int(weeks) * 7 + int(days)} d"
            elif re.fullmatch(r"\s*\d{1,2}\s*(?:w|wks?|weeks?)?\s*\+\s*\d+\s*(?:d|days?)?\s*", raw,
                              re.IGNORECASE):
                raise FeatureError("wrong_type", f"cannot read {show(raw)} as weeks+days: the days "
                                   "after the completed weeks are 0-6", "weeks+days, e.g. '39+2'")
        return Duration.parse(self, raw, unit, analyte)


@dataclass(frozen=True, slots=True, kw_only=True)
class Count(Feature):
    range: tuple[int, int]
    kind: ClassVar[str] = "count"

    def parse(self, raw: Any) -> int:
        if isinstance(raw, str):
            text, note = split_note(raw)
            if not re.fullmatch(r"[-+]?\d+(\.0*)?", text):
                listed = listed_text_error(raw, "a count")
                if listed is not None:
                    raise FeatureError(listed.kind, listed.message, "an integer")
                raise FeatureError("wrong_type", f"cannot read {show(raw)} as a count", "an integer")
            if note is not None:
                # '28 (<30)', '13 (13-15)': a band the count must satisfy; nothing else is read.
                if not check_band_note(note, float(text), self._bound, f"{self.name} {show(raw)}"):
                    raise FeatureError("wrong_type", f"cannot read {show(raw)} as a count: the "
                                       f"note ({_cut(note)}) is not read (a band such as '(<30)' is); "
                                       f"give the count alone", "an integer")
            raw = float(text)
        value = _real(raw)
        if value is None or not (-_FLOAT_MAX <= value <= _FLOAT_MAX):  # None, NaN, inf, 10**400
            raise FeatureError("wrong_type", f"expected an integer count, got {show(raw)}"
                               + (" (number too large)" if type(value) is int else ""),
                               "an integer")
        if type(value) is int:
            return value
        if value != int(value):
            raise FeatureError("wrong_type", f"expected an integer count, got {show(raw)}",
                               "an integer")
        return int(value)

    def _bound(self, number: float, unit: str) -> float:
        if unit:
            raise FeatureError("wrong_type", f"{self.name} is a count: the band of its note has "
                               f"no unit ({unit!r})", "an integer")
        return number

    def implausible(self, value: int) -> str | None:
        lo, hi = self.range
        if lo <= value <= hi:
            return None
        return f"{self.name} {value} is outside the plausible range {lo}-{hi}"

    def _schema(self) -> dict:
        return {"type": "integer", "minimum": self.range[0], "maximum": self.range[1]}

    def summary(self) -> dict:
        out = Feature.summary(self)
        out["plausible_range"] = list(self.range)
        return out


_TRUE = frozenset({"true", "yes", "y", "present", "positive", "1"})
_FALSE = frozenset({"false", "no", "n", "absent", "negative", "0"})


@dataclass(frozen=True, slots=True, kw_only=True)
class Boolean(Feature):
    """A yes/no criterion. Under missing="absent" an unmentioned criterion counts as False."""

    absent: Any = False
    kind: ClassVar[str] = "boolean"

    def parse(self, raw: Any) -> bool:
        if raw is True or raw is False:
            return raw
        if isinstance(raw, str):
            text = raw.strip().lower()
            if text in _TRUE:
                return True
            if text in _FALSE:
                return False
            # A yes/no with a remark as forms record it: "No (age 28 days)", "Yes — on CT".
            bare = _REMARK.sub("", text).strip() if len(text) <= 200 else ""
            if bare and bare != text:
                if bare in _TRUE:
                    return True
                if bare in _FALSE:
                    return False
        elif _numpy_bool(raw):
            return bool(raw)
        else:
            value = _real(raw)
            if value is not None and (value == 0 or value == 1):
                return bool(value)
        raise FeatureError("wrong_type", f"expected true or false, got {show(raw)}", "true or false")

    def _schema(self) -> dict:
        return {"type": "boolean"}


@dataclass(frozen=True, slots=True)
class Choice:
    key: str
    label: str
    value: Any = None  # numeric code or points passed to compute; None: the key is passed
    aliases: tuple[str, ...] = ()
    na: NAReason | None = None  # choosing it makes the input NA (e.g. "not testable")


_CHOICE_SIGNS = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2014": "-", "\uff1e": ">",
                               "\uff1c": "<"})
_CHOICE_INEQUALITIES = (("\u2265", ">="), ("\u2264", "<="), ("\u2a7e", ">="), ("\u2a7d", "<="),
                        ("=>", ">="), ("=<", "<="))


# "mm Hg" == "mmHg"; "cms H2O" and "cm H20" (a zero for the O) are cmH2O as written by hand
_PRESSURE_UNITS = re.compile(r"(?<![a-z])(mm|cms?)\s*(hg|h2o|h20)\b")
_AGE_YEARS = re.compile(r"(\d)[ -]?(?:years?|yrs?|yo|y)(?:[ -]?olds?)?\b")


def _norm(text: str) -> str:
    # Case, spaces, underscores, hyphens and dashes do not matter, and an inequality sign may be
    # written either way ("\u22656" == ">= 6"); a minus sign before a digit does matter
    # ("RASS -2" is not "RASS 2").
    text = text.strip().lower().translate(_CHOICE_SIGNS)
    for old, new in _CHOICE_INEQUALITIES:
        text = text.replace(old, new)
    text = re.sub(r"([<>]=?)\s+(?=[-+]?\d)", r"\1", text)  # ">= 6" == ">=6"
    text = _PRESSURE_UNITS.sub(lambda m: m.group(1).rstrip("s") + m.group(2).replace("20", "2o"),
                               text)
    text = re.sub(r"(\d)(?=[a-z])", r"\1 ", text)  # "24hours" == "24 hours"
    text = re.sub(r"(\d)\s*(?:to|\u2013|\u2014)\s*(?=\d)", r"\1-", text)  # "2 to 3" == "2-3"
    text = _AGE_YEARS.sub(r"\1 years", text)  # "3 yrs", "3 y", "3-year-old" == "3 years"
    return re.sub(r"(?:[\s_]|-(?![0-9]))+", " ", text).strip()


@dataclass(frozen=True, slots=True, kw_only=True)
class Category(Feature):
    choices: tuple[Choice, ...]
    kind: ClassVar[str] = "category"
    _lookup: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    _by_value: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self):
        for choice in self.choices:
            for text in (choice.key, choice.label, *choice.aliases):
                existing = self._lookup.setdefault(_norm(text), choice)
                if existing is not choice:
                    raise ValueError(f"{self.name}: {text!r} names two choices")
            if choice.value is not None and choice.na is None:
                self._by_value[choice.value] = choice

    def absent_value(self) -> Any:
        # Declared as a choice key (or its points); compute receives what parse() gives.
        return self.parse(self.absent)

    def is_na(self, raw: Any) -> bool:
        # "None" is a choice of many scores (no ascites, no response): a choice wins over NA.
        if isinstance(raw, str) and _norm(raw) in self._lookup:
            return False
        return is_absent(raw)

    def choice(self, raw: Any) -> Choice:
        found = None
        if isinstance(raw, str):
            # A canonical key ("male") is found as is; other spellings are normalised first.
            found = self._lookup.get(raw) or self._lookup.get(_norm(raw))
        elif (value := _real(raw)) is not None:
            found = self._by_value.get(value)
        if found is None:
            raise FeatureError("unknown_category", f"{show(raw)} is not one of the choices",
                               "one of " + ", ".join(c.key for c in self.choices))
        return found

    def parse(self, raw: Any) -> Any:
        found = self.choice(raw)
        if found.na is not None:
            return NAInput(found.na, f"{self.name} is {found.label}")
        return found.key if found.value is None else found.value

    def _schema(self) -> dict:
        keys = [c.key for c in self.choices]
        schema: dict = {"type": "string", "enum": keys,
                        "x-choices": [{"key": c.key, "label": c.label,
                                       **({"value": c.value} if c.value is not None else {}),
                                       **({"makes_na": c.na.value} if c.na else {})}
                                      for c in self.choices]}
        if self._by_value:
            schema = {"anyOf": [schema, {"type": "number", "enum": list(self._by_value)}],
                      "x-choices": schema.pop("x-choices")}
        return schema

    def summary(self) -> dict:
        out = Feature.summary(self)
        out["choices"] = [{"key": c.key, "label": c.label,
                           **({"value": c.value} if c.value is not None else {}),
                           **({"makes_na": c.na.value} if c.na else {})} for c in self.choices]
        return out


_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_NUMERIC_DATE = re.compile(r"^(\d{1,2})([/.\-])(\d{1,2})\2(\d{4})$")  # 03/04/2024, 15.01.2024
# A date's format as a caller writes it: DD, MM, YYYY (D, M also read) with any separators, or
# a strptime pattern (%d/%m/%Y).
_FORMAT_TOKEN = re.compile(r"YYYY|MM|DD|M|D")
_FORMAT_CODES = {"YYYY": "%Y", "MM": "%m", "DD": "%d", "M": "%m", "D": "%d"}
DATE_FORMATS = ("YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY", "DD.MM.YYYY", "DD-MM-YYYY",
                "MM-DD-YYYY")


def _strptime_pattern(fmt: str) -> str | None:
    """A caller's date format as a strptime pattern; None when it is not one."""
    if "%" in fmt:
        return fmt
    text = fmt.strip().upper()
    tokens = _FORMAT_TOKEN.findall(text)
    if sorted(_FORMAT_CODES[t] for t in tokens) != ["%Y", "%d", "%m"]:
        return None
    if not re.fullmatch(r"[/.\- ]*", _FORMAT_TOKEN.sub("", text)):  # separators only
        return None
    return _FORMAT_TOKEN.sub(lambda m: _FORMAT_CODES[m.group(0)], text)


@dataclass(frozen=True, slots=True, kw_only=True)
class Date(Feature):
    """A calendar date. Accepted: a date or datetime; 'YYYY-MM-DD'; a month spelled out
    ('3 April 2024', 'Apr 3, 2024'); day/month/year in digits ('15/01/2024', '01/15/2024',
    separators / . -) only when one reading is a date or both readings are the same date —
    '03/04/2024' (3 April or 4 March?) is an input error; and any text with its format as
    [text, format], format 'DD/MM/YYYY', 'MM/DD/YYYY' (DD, MM, YYYY with any separators) or a
    strptime pattern such as '%d.%m.%Y'. Two-digit years and dates without a day are refused."""

    range: tuple[_dt.date, _dt.date] = (_dt.date(1900, 1, 1), _dt.date(2200, 12, 31))
    kind: ClassVar[str] = "date"

    def parse(self, raw: Any) -> _dt.date:
        if isinstance(raw, _dt.datetime):
            return raw.date()
        if isinstance(raw, _dt.date):
            return raw
        if (type(raw) is tuple or type(raw) is list) and len(raw) == 2 and all(
                isinstance(part, str) for part in raw):
            return self._parse_with_format(raw[0], raw[1])
        if not isinstance(raw, str):
            raise FeatureError("wrong_type", f"expected a date, got {show(raw)}", self._expected())
        text = raw.strip()
        try:
            if _ISO_DATE.match(text):
                return _dt.date.fromisoformat(text)
            numeric = _NUMERIC_DATE.match(text)
            if numeric:
                return self._day_month(raw, int(numeric.group(1)), int(numeric.group(3)),
                                       int(numeric.group(4)))
            if re.search(r"[A-Za-z]{3,}", text) and re.search(r"\d{4}", text):
                return self._spelled_out(raw, text)
        except FeatureError:
            raise
        except (ValueError, OverflowError):
            raise FeatureError("wrong_type", f"{show(raw)} is not a valid date", self._expected()) from None
        raise FeatureError("wrong_type", f"cannot read {show(raw)} as a date without guessing",
                           self._expected())

    def _day_month(self, raw: str, first: int, second: int, year: int) -> _dt.date:
        readings = set()
        for day, month in ((first, second), (second, first)):
            try:
                readings.add(_dt.date(year, month, day))
            except ValueError:
                pass
        if len(readings) == 1:
            return readings.pop()
        if not readings:
            raise ValueError("no valid reading")
        day_first, month_first = sorted(readings, key=lambda d: (d.day != first, d))
        raise FeatureError("ambiguous_date",
                           f"{show(raw)} is ambiguous: {day_first:%d %B %Y} (day first) or "
                           f"{month_first:%d %B %Y} (month first)? Give YYYY-MM-DD, or the "
                           f"format: [{show(raw)}, 'DD/MM/YYYY'] or [{show(raw)}, 'MM/DD/YYYY']",
                           self._expected())

    def _spelled_out(self, raw: str, text: str) -> _dt.date:
        from dateutil import parser

        # Two different defaults: a part the text does not give (the day of 'March 2024') shows
        # up as a difference, and is refused rather than filled in.
        one = parser.parse(text, default=_dt.datetime(2000, 1, 1))
        two = parser.parse(text, default=_dt.datetime(2001, 2, 2))
        if one != two:
            raise FeatureError("wrong_type", f"{show(raw)} does not give a day, month and year",
                               self._expected())
        return one.date()

    def _parse_with_format(self, text: str, fmt: str) -> _dt.date:
        pattern = _strptime_pattern(fmt)
        if pattern is None:
            raise FeatureError("wrong_type", f"{show(fmt)} is not a date format",
                               "a format such as " + ", ".join(DATE_FORMATS)
                               + ", or a strptime pattern such as '%d.%m.%Y'")
        try:
            return _dt.datetime.strptime(text.strip(), pattern).date()
        except (ValueError, OverflowError):
            raise FeatureError("wrong_type", f"{show(text)} does not match the format {show(fmt)}",
                               self._expected()) from None

    def _expected(self) -> str:
        return ("a date as YYYY-MM-DD or with the month spelled out; digits such as 15/01/2024 "
                "only when one reading is a date (else [text, 'DD/MM/YYYY'] or [text, "
                "'MM/DD/YYYY'])")

    def implausible(self, value: _dt.date) -> str | None:
        lo, hi = self.range
        if lo <= value <= hi:
            return None
        return f"{self.name} {value.isoformat()} is outside {lo.isoformat()} to {hi.isoformat()}"

    def _json_value(self, value: Any) -> Any:
        return value.isoformat() if isinstance(value, _dt.date) else value

    def describe_value(self, value: Any) -> str:
        return value.isoformat()

    def json_schema(self) -> dict:
        schema = Feature.json_schema(self)
        schema["description"] = (schema["description"].rstrip().rstrip(".")
                                 + ". Date as YYYY-MM-DD (or the month spelled out); day and "
                                   "month in digits (15/01/2024) only when one reading is a "
                                   "date, else with the format: ['03/04/2024', 'DD/MM/YYYY'].")
        return schema

    def _schema(self) -> dict:
        return {
            "anyOf": [
                {"type": "string", "format": "date"},
                {"type": "string", "description": "a month spelled out ('3 April 2024'), or "
                                                  "day and month in digits when only one "
                                                  "reading is a date ('15/01/2024')"},
                {"type": "array", "description": "[text, format], e.g. ['03/04/2024', "
                                                 "'DD/MM/YYYY']",
                 "prefixItems": [{"type": "string"},
                                 {"type": "string", "examples": list(DATE_FORMATS)}],
                 "minItems": 2, "maxItems": 2},
            ],
            "x-date-formats": list(DATE_FORMATS),
        }
