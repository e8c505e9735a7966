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


def _has_default(value: Any) -> bool:
    """An optional feature's default worth showing (None and NaN mean "not given")."""
    return value is not None and not (isinstance(value, float) and math.isnan(value))


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
        if not self.required and _has_default(self.default):
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
        if not self.required and _has_default(self.default):
            out["default"] = self._json_value(self.default)
        return out


@dataclass(frozen=True, slots=True)
class Alternative:
    """Another input key for the same quantity, measured differently (BUN for urea)."""

    key: str
    unit: str
    analyte: Analyte | None = None
    description: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Quantity(Feature):
    unit: str  # canonical unit: the unit of a bare number and of the value passed to compute
    range: tuple[float, float]  # plausible range in the canonical unit (inclusive)
    analyte: Analyte | None = None
    units: tuple[str, ...] = ()  # accepted units to show in schemas and errors
    alternatives: tuple[Alternative, ...] = ()
    kind: ClassVar[str] = "quantity"

    def __post_init__(self):
        lo, hi = self.range
        if not lo < hi:
            raise ValueError(f"{self.name}: range {self.range} is empty")

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
        return value

    def _split(self, raw: Any, base_unit: str) -> tuple[float, str]:
        t = type(raw)
        if t is float or t is int:
            value, given = float(raw), base_unit
        elif t is str:
            try:
                split = split_value_unit(raw)
            except UnitError as exc:
                raise FeatureError(exc.kind, f"{exc}; accepted units: {', '.join(self.accepted_units)}",
                                   self._expected()) from None
            if split is None:
                raise FeatureError("wrong_type", f"cannot read {show(raw)} as a quantity",
                                   self._expected())
            value, given = split[0], (split[1] or base_unit)
        elif t is tuple or t is list:
            number = _real(raw[0]) if len(raw) == 2 else None
            if number is None or not isinstance(raw[1], str):
                raise FeatureError("wrong_type", f"expected [value, unit], got {show(raw)}",
                                   self._expected())
            value, given = float(number), raw[1]
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
        }

    def summary(self) -> dict:
        out = Feature.summary(self)
        out.update(unit=self.unit, accepted_units=list(self.accepted_units),
                   plausible_range=list(self.range))
        if self.analyte is not None:
            out["analyte"] = self.analyte.name
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
        return Quantity.parse(self, raw, unit, analyte)


@dataclass(frozen=True, slots=True, kw_only=True)
class Count(Feature):
    range: tuple[int, int]
    kind: ClassVar[str] = "count"

    def parse(self, raw: Any) -> int:
        if isinstance(raw, str):
            text = raw.strip()
            if not re.fullmatch(r"[-+]?\d+(\.0*)?", text):
                raise FeatureError("wrong_type", f"cannot read {show(raw)} as a count", "an integer")
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


def _norm(text: str) -> str:
    # Case, spaces, underscores and hyphens do not matter; a minus sign before a digit does
    # ("RASS -2" is not "RASS 2").
    text = text.strip().lower().replace("\u2212", "-")
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
_US_DATE = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4})$")


@dataclass(frozen=True, slots=True, kw_only=True)
class Date(Feature):
    """A calendar date: a date, ISO 'YYYY-MM-DD', US 'MM/DD/YYYY', or a spelled-out month."""

    range: tuple[_dt.date, _dt.date] = (_dt.date(1900, 1, 1), _dt.date(2200, 12, 31))
    kind: ClassVar[str] = "date"

    def parse(self, raw: Any) -> _dt.date:
        if isinstance(raw, _dt.datetime):
            return raw.date()
        if isinstance(raw, _dt.date):
            return raw
        if not isinstance(raw, str):
            raise FeatureError("wrong_type", f"expected a date, got {show(raw)}", self._expected())
        text = raw.strip()
        try:
            if _ISO_DATE.match(text):
                return _dt.date.fromisoformat(text)
            us = _US_DATE.match(text)
            if us:
                return _dt.date(int(us.group(3)), int(us.group(1)), int(us.group(2)))
            if re.search(r"[A-Za-z]{3,}", text):  # a month spelled out: unambiguous
                from dateutil import parser

                return parser.parse(text, dayfirst=False).date()
        except (ValueError, OverflowError):
            raise FeatureError("wrong_type", f"{show(raw)} is not a valid date", self._expected()) from None
        raise FeatureError("wrong_type", f"cannot read {show(raw)} as a date without guessing the order",
                           self._expected())

    def _expected(self) -> str:
        return "a date as YYYY-MM-DD, MM/DD/YYYY or with the month spelled out"

    def implausible(self, value: _dt.date) -> str | None:
        lo, hi = self.range
        if lo <= value <= hi:
            return None
        return f"{self.name} {value.isoformat()} is outside {lo.isoformat()} to {hi.isoformat()}"

    def _json_value(self, value: Any) -> Any:
        return value.isoformat() if isinstance(value, _dt.date) else value

    def describe_value(self, value: Any) -> str:
        return value.isoformat()

    def _schema(self) -> dict:
        return {"type": "string", "format": "date"}
