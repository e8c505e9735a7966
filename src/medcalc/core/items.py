"""Declarative criteria: the items of a points score or criteria set, declared as data.

An `Item` is one question of a score as its source form prints it ("Respiratory rate >= 30",
"Age 65-74"). It reads one feature (banded, with the source's exact inequalities, or a yes/no
feature), or several features as an *either-or* criterion ("PaO2 < 60 mmHg or SpO2 < 90%": met
if any source meets it, missing only if every source is missing). Each `Band` carries the value
the item contributes (its points, or what the compute function receives).

A caller may answer an item at the level they have: the measurement(s) the item reads, the band
(by key, the source's label or another form's label), or, for a yes/no item, a boolean. The
engine (`Calculator.evaluate`) resolves every item a version uses to a band and passes
`band.value` to the compute function under the item's name; `Result.given_as` records which
form each item was answered in. Scoring, JSON Schema, docs tables and breakdowns come from these
declarations; `points_total` builds the compute function of a plain sum.

Comparisons use plain operators so that a band test runs on a Python number or a numpy column
alike; NaN (criterion not met under the old feature-level convention) falls in no band.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

_OPS = (("gt", ">"), ("ge", ">="), ("lt", "<"), ("le", "<="))


def _fmt(x: float) -> str:
    return f"{x:g}"


def band_text(text: str) -> str:
    """Normalised spelling of a band label or key: case, spaces, dashes and inequality signs
    written either way compare equal ('≥ 65' == '>=65', '65–74' == '65-74')."""
    text = text.strip().casefold()
    for old, new in (("≥", ">="), ("≤", "<="), ("=>", ">="), ("=<", "<="), ("\u2212", "-"),
                     ("–", "-"), ("—", "-"), ("＞", ">"), ("＜", "<"), ("⩾", ">="), ("⩽", "<=")):
        text = text.replace(old, new)
    return re.sub(r"[\s_]+", "", text)


@dataclass(frozen=True, slots=True)
class Band:
    """One answer of an item: a range of the feature it reads (`gt`/`ge`/`lt`/`le`, exactly the
    source's inequalities), a set of category choices, or a yes/no answer, and its value."""

    key: str
    label: str
    value: Any = 0
    gt: float | None = None
    ge: float | None = None
    lt: float | None = None
    le: float | None = None
    choices: tuple[Any, ...] = ()  # category values (what the feature parses to) in this band
    aliases: tuple[str, ...] = ()  # other labels: MDCalc's wording, abbreviations

    def __post_init__(self):
        for op, _ in _OPS:  # thresholds compared at 1e-9, like the values
            bound = getattr(self, op)
            if bound is not None:
                object.__setattr__(self, op, round(float(bound), 9))

    def contains(self, x: Any) -> Any:
        """Whether x (a number, or a numpy array) falls in this band."""
        if type(x) is float or type(x) is int:
            if self.choices:
                return x in self.choices
            # Rounded to 1e-9 (as thresholds are): unit-conversion noise such as 200 µmol/L ->
            # 2.26244343891 mg/dL must not fall just below a threshold written as 200 / 88.4.
            x = round(x, 9)
            return ((self.gt is None or x > self.gt) and (self.ge is None or x >= self.ge)
                    and (self.lt is None or x < self.lt) and (self.le is None or x <= self.le))
        if self.choices:
            if type(x) in (str, int, float, bool):
                return x in self.choices
            import numpy as np

            return np.isin(x, self.choices)
        if hasattr(x, "dtype") and x.dtype.kind == "f":
            import numpy as np

            x = np.round(x, 9)
        return self.contains_rounded(x)

    def contains_rounded(self, x: Any) -> Any:
        """`contains` for a numpy column of a range band, its floats already rounded to 1e-9 (a
        batch rounds a column once for all the bands of an item)."""
        cond: Any = None
        for bound, test in ((self.gt, "__gt__"), (self.ge, "__ge__"), (self.lt, "__lt__"),
                            (self.le, "__le__")):
            if bound is not None:
                hit = getattr(x, test)(bound)
                if cond is None:
                    cond = hit
                elif hasattr(cond, "dtype") and cond.shape == getattr(hit, "shape", None):
                    cond &= hit  # in place: one array for a two-sided band
                else:
                    cond = cond & hit
        return True if cond is None else cond

    @property
    def is_range(self) -> bool:
        return any(getattr(self, op) is not None for op, _ in _OPS)

    def range_text(self, unit: str = "") -> str:
        """The band's inequalities, e.g. '>= 65', '65 to < 75'."""
        parts = [f"{sym} {_fmt(getattr(self, op))}" for op, sym in _OPS
                 if getattr(self, op) is not None]
        text = " and ".join(parts)
        return f"{text} {unit}".strip() if unit and text else text

    def summary(self, unit: str = "") -> dict:
        out: dict[str, Any] = {"key": self.key, "label": self.label, "value": self.value}
        if self.is_range:
            out["range"] = {op: getattr(self, op) for op, _ in _OPS if getattr(self, op) is not None}
            out["range_text"] = self.range_text(unit)
        if self.choices:
            out["choices"] = list(self.choices)
        if self.aliases:
            out["aliases"] = list(self.aliases)
        return out


@dataclass(frozen=True, slots=True)
class Condition:
    """One source of an either-or criterion: `feature` compared with a threshold, or a boolean
    feature's own value when no threshold is given."""

    feature: str
    gt: float | None = None
    ge: float | None = None
    lt: float | None = None
    le: float | None = None
    choices: tuple[Any, ...] = ()
    _band: Band | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self):
        if self.choices or any(getattr(self, op) is not None for op, _ in _OPS):
            object.__setattr__(self, "_band", Band("", "", gt=self.gt, ge=self.ge, lt=self.lt,
                                                   le=self.le, choices=self.choices))

    def holds(self, x: Any) -> Any:
        """Whether x meets the condition (a boolean feature's own value when no threshold)."""
        band = self._band
        return x if band is None else band.contains(x)

    def text(self) -> str:
        if self.choices:
            return f"{self.feature} in {list(self.choices)}"
        ops = [f"{sym} {_fmt(getattr(self, op))}" for op, sym in _OPS if getattr(self, op) is not None]
        return f"{self.feature} {' and '.join(ops)}" if ops else self.feature


YES, NO = "yes", "no"
MAX_ANSWER_CHARS = 200
# An inequality or a range inside an answer: ">=65", "<=35", "65-74", "2.0-5.9".
_BAND_CORE = re.compile(r"(?:[<>]=?-?\d+(?:\.\d+)?|\d+(?:\.\d+)?-\d+(?:\.\d+)?)")
# A trailing annotation or remark: "Moderate (tense ascites)", "(+2) — left arm drift".
_ANNOTATION = re.compile(r"\s*(?:[(（][^()（）]*[)）]|\s[—]\s.*|\s--\s.*)\s*$")
_COMPLEMENT = {"gt": "<=", "ge": "<", "lt": ">=", "le": ">"}
_TRUE_WORDS = frozenset({"yes", "y", "true", "present", "positive", "met", "1"})
_FALSE_WORDS = frozenset({"no", "n", "false", "absent", "negative", "not met", "0"})


@dataclass(frozen=True, slots=True, kw_only=True)
class Item:
    """One question of a score. Build with `banded`, `criterion` or `either`."""

    name: str
    label: str  # as printed on the source form
    bands: tuple[Band, ...]
    reads: tuple[str, ...] = ()  # features read (one for a banded item)
    any_of: tuple[Condition, ...] = ()  # either-or sources (a yes/no item)
    aliases: tuple[str, ...] = ()  # other labels of the question (MDCalc's field label)
    absent: str | None = None  # band key imputed under missing="absent"; None: never imputed
    description: str = ""
    _lookup: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self):
        keys = [b.key for b in self.bands]
        if len(set(keys)) != len(keys):
            raise ValueError(f"item {self.name}: duplicate band keys")
        for band in self.bands:
            for text in (band.key, band.label, *band.aliases):
                existing = self._lookup.setdefault(band_text(text), band)
                if existing is not band:
                    raise ValueError(f"item {self.name}: {text!r} names two bands")
        if self.absent is not None and self.absent not in keys:
            raise ValueError(f"item {self.name}: absent band {self.absent!r} is not a band")
        if not self.any_of and len(self.reads) > 1:
            raise ValueError(f"item {self.name}: a banded item reads one feature")

    # -- shapes ---------------------------------------------------------------------------------

    @property
    def yes_no(self) -> bool:
        keys = {b.key for b in self.bands}
        return keys == {YES, NO}

    def band(self, key: str) -> Band:
        for b in self.bands:
            if b.key == key:
                return b
        raise KeyError(key)

    # -- answers --------------------------------------------------------------------------------

    def names_band(self, raw: Any) -> bool:
        """Whether raw is, as written, one of the bands' keys, labels or aliases ("None" as an
        option of the item rather than a missing answer)."""
        return isinstance(raw, str) and len(raw) <= MAX_ANSWER_CHARS \
            and self._lookup.get(band_text(raw)) is not None

    def band_from_answer(self, raw: Any) -> Band | None:
        """The band a caller's direct answer names (key, label, alias; a boolean for a yes/no
        item), or None when the answer names none."""
        if raw is True or raw is False:
            return self.band(YES if raw else NO) if self.yes_no else None
        t = type(raw)
        if t.__module__ == "numpy" and t.__name__ in ("bool_", "bool"):  # numpy 1 / numpy 2
            return self.band(YES if bool(raw) else NO) if self.yes_no else None
        if isinstance(raw, str):
            if len(raw) > MAX_ANSWER_CHARS:  # no band label is this long (and bounds the regex)
                return None
            text = band_text(raw)
            found = self._lookup.get(text)
            if found is not None:
                return found
            # "Age ≥65 years", "65-74 y": the band's own spelling inside a longer answer.
            core = _BAND_CORE.search(text)
            if core is not None and core.group(0) != text:
                found = self._lookup.get(core.group(0))
                if found is not None:
                    return found
            # An option annotated as forms print it: "Moderate (tense ascites)", "Yes (DLBCL)".
            bare = _ANNOTATION.sub("", raw).strip()
            if bare and bare != raw.strip():
                found = self.band_from_answer(bare)
                if found is not None:
                    return found
            if self.yes_no:
                word = raw.strip().casefold()
                if word in _TRUE_WORDS:
                    return self.band(YES)
                if word in _FALSE_WORDS:
                    return self.band(NO)
        return None

    def band_of(self, value: Any) -> Band | None:
        """The band a (scalar) feature value falls in; None when it falls in none (NaN)."""
        for band in self.bands:
            if band.contains(value):
                return band
        return None

    def score(self, value: Any) -> Any:
        """Vectorized: the value of the band each element falls in (bands are disjoint)."""
        if type(value) in (int, float, bool, str):
            band = self.band_of(value)
            return None if band is None else band.value
        import numpy as np

        return np.select([b.contains(value) for b in self.bands], [b.value for b in self.bands],
                         default=np.nan)

    def expected(self) -> str:
        labels = ", ".join(repr(b.label) for b in self.bands)
        extra = "; or true/false" if self.yes_no else ""
        return f"a band of {self.name!r}: one of {labels}{extra}"

    # -- description ----------------------------------------------------------------------------

    def json_schema(self) -> dict:
        if self.yes_no:
            return {"anyOf": [{"type": "boolean"}, {"type": "string", "enum": [YES, NO]}],
                    "description": f"{self.label} (yes/no)"}
        return {"type": "string", "enum": [b.key for b in self.bands],
                "description": f"{self.label}: the band",
                "x-bands": [{"key": b.key, "label": b.label} for b in self.bands]}

    def summary(self, units: dict[str, str] | None = None) -> dict:
        unit = (units or {}).get(self.reads[0], "") if len(self.reads) == 1 else ""
        out: dict[str, Any] = {"name": self.name, "label": self.label,
                               "bands": [b.summary(unit) for b in self.bands]}
        if self.reads:
            out["reads"] = list(self.reads)
        if self.any_of:
            out["any_of"] = [c.text() for c in self.any_of]
        if self.aliases:
            out["aliases"] = list(self.aliases)
        if self.absent is not None:
            out["absent_band"] = self.absent
        if self.description:
            out["description"] = self.description
        return out


def banded(name: str, label: str, feature: str | None = None, bands: tuple[Band, ...] = (), *,
           aliases: tuple[str, ...] = (), absent: str | None = None,
           description: str = "") -> Item:
    """An item scored by the band its one feature falls in (`feature` defaults to `name`)."""
    return Item(name=name, label=label, bands=tuple(bands), reads=(feature or name,),
                aliases=tuple(aliases), absent=absent, description=description)


def criterion(name: str, label: str, feature: str | None = None, *, points: Any = 1,
              gt: float | None = None, ge: float | None = None, lt: float | None = None,
              le: float | None = None, choices: tuple[Any, ...] = (), no_points: Any = 0,
              aliases: tuple[str, ...] = (), yes_aliases: tuple[str, ...] = (),
              no_aliases: tuple[str, ...] = (), absent: str | None = NO,
              description: str = "") -> Item:
    """A yes/no item on one feature: a boolean feature (no threshold), a threshold on a
    quantity (`ge=30`) or a set of category values. Met -> `points`, not met -> `no_points`.
    Under missing="absent" an unmentioned criterion is not met (absent=None: never imputed).
    A single threshold also names the two answers by their inequality ('>=30' / '<30')."""
    bounds = [(op, x) for op, x in (("gt", gt), ("ge", ge), ("lt", lt), ("le", le)) if x is not None]
    if len(bounds) == 1:
        op, x = bounds[0]
        yes_aliases = (*yes_aliases, f"{dict(_OPS)[op]}{_fmt(x)}")
        no_aliases = (*no_aliases, f"{_COMPLEMENT[op]}{_fmt(x)}")
    return either(name, label, (Condition(feature or name, gt=gt, ge=ge, lt=lt, le=le,
                                          choices=tuple(choices)),),
                  points=points, no_points=no_points, aliases=aliases, yes_aliases=yes_aliases,
                  no_aliases=no_aliases, absent=absent, description=description)


def either(name: str, label: str, any_of: tuple[Condition, ...], *, points: Any = 1,
           no_points: Any = 0, aliases: tuple[str, ...] = (), yes_aliases: tuple[str, ...] = (),
           no_aliases: tuple[str, ...] = (), absent: str | None = NO,
           description: str = "") -> Item:
    """A yes/no item met when any of its sources meets its condition. With some sources given,
    it is decided from those (not met when none of them meets it); it is missing only when
    every source is missing."""
    bands = (Band(NO, "No", no_points, aliases=tuple(no_aliases)),
             Band(YES, "Yes", points, aliases=tuple(yes_aliases)))
    reads = tuple(dict.fromkeys(c.feature for c in any_of))
    return Item(name=name, label=label, bands=bands, reads=reads, any_of=tuple(any_of),
                aliases=tuple(aliases), absent=absent, description=description)


def points_total(items: list[Item] | tuple[Item, ...], extra: Callable[..., dict] | None = None):
    """The compute function of a plain points sum over `items`: returns the total and each
    item's points as the breakdown. `extra(**points)` may add breakdown entries (a class)."""
    names = tuple(item.name for item in items)

    def total(**points):
        out = {"value": sum(points[n] for n in names)}
        out.update({n: points[n] for n in names})
        if extra is not None:
            out.update(extra(**points))
        return out

    total.__parameters__ = names  # core.versions.parameter_names reads it
    total.__name__ = "points_total"
    return total


def from_category(category: Any, label: str, aliases: tuple[str, ...] = (), *,
                  absent: str | None = None) -> Item:
    """An item whose bands are a category feature's choices grouped by their value (points):
    one band per points level, answerable by any of its choices' keys, labels and aliases, and
    under the item's printed label. `absent` names the band imputed under missing="absent"
    (default: the band holding the category's own absent choice, if it declares one)."""
    groups: dict = {}
    for choice in category.choices:
        if choice.na is None:
            groups.setdefault(choice.value, []).append(choice)
    bands = tuple(
        Band(choices[0].key, " / ".join(c.label for c in choices), value, choices=(value,),
             aliases=tuple(t for c in choices for t in (c.key, c.label, *c.aliases)
                           if t != choices[0].key and t != " / ".join(x.label for x in choices)))
        for value, choices in groups.items())
    if absent is None and isinstance(category.absent, str):
        absent = next((b.key for b in bands if category.absent in (b.key, *b.aliases)), None)
    return banded(category.name, label, category.name, bands, aliases=tuple(aliases),
                  absent=absent)
