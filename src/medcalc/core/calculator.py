"""The Calculator: features + versions + metadata, and the one evaluation path they all share."""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Callable

from .features import (UNSET, Alternative, Feature, FeatureError, NAInput, _numpy_bool, has_default,
                       is_absent)
from .na import (
    NA,
    Implausible,
    InputError,
    InputProblem,
    InvalidOption,
    Missing,
    NAReason,
    NotApplicable,
    UnknownVersion,
    show,
)
from .result import Result
from .versions import Reference, Variant, Version, parameter_names, select_version

if False:  # pragma: no cover - typing only
    from .derived import Derivation
    from .items import Item

MISSING_POLICIES = ("strict", "absent")
# domain="strict": a violated precondition gives NA not_applicable; "warn": the value is computed
# anyway and the result names the violated precondition (warnings and outside_domain).
DOMAIN_POLICIES = ("strict", "warn")
_ITEM = "@"  # prefix of a direct item answer in the parsed inputs (feature names never have it)
_ALT = "~"  # prefix of the Alternative a feature was given as (bun for urea), for messages
OUTPUT_KINDS = ("number", "integer", "date", "category", "weeks_days", "record")


@dataclass(frozen=True, slots=True)
class Output:
    kind: str = "number"
    unit: str | None = None
    decimals: int | None = None  # display rounding only
    description: str = ""
    # Inclusive bounds of an ok value (numbers only; float("inf") for an open end). Declared from
    # the source (a score's 0..max, a probability's 0..1); never checked on the calculate path:
    # the test suite checks every ok reference case against it.
    range: tuple[float, float] | None = None

    def __post_init__(self):
        if self.kind not in OUTPUT_KINDS:
            raise ValueError(f"output kind {self.kind!r} not in {OUTPUT_KINDS}")
        if self.range is not None:
            if self.kind not in ("number", "integer"):
                raise ValueError(f"output range is for numbers, not kind {self.kind!r}")
            lo, hi = self.range
            if not lo <= hi:
                raise ValueError(f"output range {self.range!r}: lower bound above upper")
            object.__setattr__(self, "range", (lo, hi))

    def summary(self) -> dict:
        out = {"kind": self.kind, "unit": self.unit, "decimals": self.decimals,
               "description": self.description}
        if self.range is not None:  # an infinite end is null (strict JSON has no Infinity)
            out["range"] = [None if abs(b) == float("inf") else b for b in self.range]
        return out


@dataclass(frozen=True, slots=True)
class Precondition:
    """The population a calculator applies to: `when(**features)` is True inside it."""

    when: Callable[..., bool]
    message: str
    parameters: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self):
        object.__setattr__(self, "parameters", parameter_names(self.when))


def _key(text: str) -> str:
    return re.sub(r"[\s\-]+", "_", text.strip().lower())


def _item_key(text: str) -> str:
    """An item's name or printed label as a lookup key: case, spaces, punctuation and the way an
    inequality is written do not matter ('Respiratory rate ≥ 30' == 'respiratory_rate>=30')."""
    from .items import band_text

    return re.sub(r"[^\w<>=+%.]+", "", band_text(text))


def _unreadable(key: Any, raw: Any, exc: Exception, expected: str) -> InputProblem:
    """The problem for a value whose own methods fail (__float__, __eq__, __hash__ raise)."""
    return InputProblem(str(key), "wrong_type",
                        f"cannot read a value of type {type(raw).__name__} "
                        f"({type(exc).__name__})", expected)


class Calculator:
    """A calculator's schema, rule versions and metadata. Modules declare one as `CALCULATOR`."""

    available = True

    def __init__(self, *, id: str, name: str, specialty: str, description: str,
                 features: list[Feature], versions: list[Version], output: Output,
                 references: list[Reference], default_version: str | None = None,
                 aliases: list[str] = (), keywords: list[str] = (),
                 interpret: Callable[[Any], str | None] | None = None,
                 preconditions: list[Precondition] = (), notes: str = "",
                 items: list[Item] = (), derived: list[Derivation] = (),
                 variants: list[Variant] = (), vectorized: bool = True):
        self.id = id
        # False: a compute function written for one patient at a time; calculate_batch then
        # runs every row through calculate (correct, not fast). Listed by `medcalc list --json`.
        self.vectorized = vectorized
        self.name = name
        self.specialty = specialty
        self.description = description
        self.aliases = tuple(aliases)
        self.keywords = tuple(keywords)
        self.features = {f.name: f for f in features}
        self.derived = {d.feature: d for d in derived}
        for derivation in derived:
            if derivation.feature not in self.features:
                raise ValueError(f"{id}: derived feature {derivation.feature!r} is not declared")
            for source in derivation.sources:  # sources are inputs too (declared or optional)
                self.features.setdefault(source.name, source)
        self.items = {i.name: i for i in items}
        self.versions = tuple(versions)
        self.output = output
        self.references = tuple(references)
        self.interpret = interpret
        # interpret(value) by default; it may also take `version` (name) and/or `breakdown`.
        self._interpret_extra = (tuple(p for p in parameter_names(interpret)
                                       if p in ("version", "breakdown")) if interpret else ())
        self.preconditions = tuple(preconditions)
        self.notes = notes
        if not self.versions:
            raise ValueError(f"{id}: a calculator needs at least one version")
        by_name = {v.name: v for v in self.versions}
        if len(by_name) != len(self.versions):
            raise ValueError(f"{id}: duplicate version names")
        self.default_version = (by_name[default_version] if default_version
                                else max(self.versions, key=lambda v: v.effective))
        self.variants = {v.name: v for v in variants}
        named = {v.variant for v in self.versions}
        if (None in named and len(named) > 1) or (named - {None}) != set(self.variants):
            raise ValueError(f"{id}: every version names a declared variant, or none does "
                             f"(versions: {sorted(map(str, named))}, variants: {sorted(self.variants)})")
        self._keys: dict[str, tuple[Feature, Alternative | None]] = {}
        for feature in self.features.values():
            self._add_key(feature.name, feature, None)
            for alt in getattr(feature, "alternatives", ()):
                self._add_key(alt.key, feature, alt)
        for version in self.versions:
            unknown = [p for p in version.parameters
                       if p not in self.features and p not in self.items]
            if unknown:
                raise ValueError(f"{id} {version.name}: compute uses undeclared features {unknown}")
        self._item_keys: dict[str, Item] = {}
        self._label_keys: dict[str, tuple[Feature, Alternative | None]] = {}
        self._items_reading: dict[str, list[Item]] = {}
        for item in self.items.values():
            unknown = [f for f in item.reads if f not in self.features]
            if unknown:
                raise ValueError(f"{id}: item {item.name} reads undeclared features {unknown}")
            for feature_name in item.reads:
                self._items_reading.setdefault(feature_name, []).append(item)
            for text in (item.name, item.label, *item.aliases):
                key = _item_key(text)
                if key in self._item_keys and self._item_keys[key] is not item:
                    raise ValueError(f"{id}: {text!r} names two items")
                self._item_keys[key] = item
        for pre in self.preconditions:
            unknown = [p for p in pre.parameters if p not in self.features]
            if unknown:
                raise ValueError(f"{id}: precondition uses undeclared features {unknown}")
        self._loose_keys = {_key(k): v for k, v in self._keys.items()}
        for feature in self.features.values():  # form labels ("Age, years") as input keys
            for label in feature.labels:
                key = _item_key(label)
                owner = self._item_keys.get(key)
                if owner is not None and owner.reads != (feature.name,):
                    raise ValueError(f"{id}: label {label!r} of {feature.name} names item "
                                     f"{owner.name}")
                if owner is None:
                    self._label_keys[key] = (feature, None)

    def _add_key(self, key: str, feature: Feature, alt: Alternative | None) -> None:
        if key in self._keys:
            raise ValueError(f"{self.id}: input key {key!r} declared twice")
        self._keys[key] = (feature, alt)

    # -- evaluation ---------------------------------------------------------------------------

    def version(self, version: str | None = None, as_of: _dt.date | str | None = None,
                variant: str | None = None) -> Version:
        """The version to run: the one named; else, within `variant` (the default version's
        variant when none is given), the edition in force on `as_of`, or the default."""
        if version is None and as_of is None and variant is None:
            return self.default_version
        if isinstance(as_of, str):
            try:
                as_of = _dt.date.fromisoformat(as_of)
            except ValueError:
                raise InvalidOption("as_of", f"as_of {show(as_of)} is not a date (YYYY-MM-DD)") from None
        elif isinstance(as_of, _dt.datetime):
            as_of = as_of.date()
        elif as_of is not None and not isinstance(as_of, _dt.date):
            raise InvalidOption("as_of", f"as_of must be a date (YYYY-MM-DD), got "
                                         f"{type(as_of).__name__}")
        if version is not None and not isinstance(version, str):
            raise UnknownVersion(f"{self.id}: version must be a name, got {show(version)}")
        if variant is not None and (not isinstance(variant, str) or variant not in self.variants):
            names = ", ".join(self.variants) or "none (this calculator has one convention)"
            raise UnknownVersion(f"{self.id}: no variant {show(variant)}; variants: {names}")
        chosen = select_version(self.versions, self.default_version, version, as_of, variant)
        if chosen is None:
            names = ", ".join(f"{v.name} (from {v.effective}"
                              + (f", variant {v.variant})" if v.variant else ")")
                              for v in self.versions)
            what = (f"version {version!r}" + (f" in variant {variant!r}" if variant else "")
                    if version is not None
                    else f"edition of variant {variant or self.default_version.variant!r} in "
                         f"force on {as_of}" if self.variants
                    else f"version in force on {as_of}")
            raise UnknownVersion(f"{self.id}: no {what}; versions: {names}")
        return chosen

    def parse_inputs(self, inputs: Mapping[str, Any]) -> dict[str, Any]:
        """Canonical values of the given inputs; raises InputError listing every bad one.

        A direct answer to an item (a band by key or label, or a boolean for a yes/no item) is
        kept under '@<item name>' as (band, form)."""
        if not isinstance(inputs, Mapping):
            raise InputError(self.id, [InputProblem("inputs", "wrong_type",
                                                    f"expected an object, got {type(inputs).__name__}",
                                                    "an object of feature name -> value")])
        given: dict[str, Any] = {}
        problems: list[InputProblem] | None = None
        for key, raw in inputs.items():
            if type(key) is not str and not isinstance(key, str):  # unhashable, hostile __hash__
                problems = problems or []
                problems.append(InputProblem(show(key, 40), "unknown_feature",
                                             f"an input name must be a string, got "
                                             f"{type(key).__name__}", "a string"))
                continue
            target = self._keys.get(key)
            if target is None:
                target = self._loose_keys.get(_key(key)) if isinstance(key, str) else None
                if target is None and self._label_keys:
                    target = self._label_keys.get(_item_key(key))
                if target is None:
                    item = self._item_keys.get(_item_key(key)) if self.items and isinstance(key, str) else None
                    try:
                        problem = (self._unknown_key(key) if item is None
                                   else self._item_answer(item, key, raw, given))
                    except Exception as exc:  # noqa: BLE001 - a hostile value (__eq__, __float__)
                        problem = _unreadable(key, raw, exc, item.expected())
                    if problem is not None:
                        problems = problems or []
                        problems.append(problem)
                    continue
            feature, alt = target
            name = feature.name
            try:  # a missing value under a second key for the same feature is no second value
                if feature.is_na(raw):
                    continue
            except Exception as exc:  # noqa: BLE001 - a hostile value: __eq__, __hash__ raise
                problems = problems or []
                problems.append(_unreadable(key, raw, exc, ""))
                continue
            if name in given:
                problems = problems or []
                problems.append(InputProblem(str(key), "duplicate",
                                             f"{name} given twice (as {key!r} and another key)",
                                             "one value per feature"))
                continue
            try:
                if alt is None:
                    given[name] = feature.parse(raw)
                else:
                    given[name] = feature.parse(raw, alt.unit, alt.analyte)
                    given[_ALT + name] = alt
            except FeatureError as exc:
                # "Age 65-74", "≥ 30", true: an answer to the item that reads this feature.
                answered = self._band_for_feature(name, raw, given) if alt is None else False
                if not answered:
                    expected = exc.expected
                    if name in self._items_reading and alt is None and feature.kind != "boolean":
                        expected += "; or " + "; or ".join(i.expected() for i in self._items_reading[name])
                    problems = problems or []
                    problems.append(InputProblem(str(key), exc.kind, exc.message, expected))
            except Exception as exc:  # noqa: BLE001 - a hostile value: __float__, __eq__ raise
                problems = problems or []
                problems.append(_unreadable(key, raw, exc, ""))
        if problems:
            raise InputError(self.id, problems)
        return given

    def _item_answer(self, item, key: Any, raw: Any, given: dict) -> InputProblem | None:
        """Record a direct answer to `item` given under its name or label."""
        if is_absent(raw) and not isinstance(raw, bool) and not item.names_band(raw):
            return None  # "None" is "not given" unless it is one of the item's own options
        if _ITEM + item.name in given:
            return InputProblem(str(key), "duplicate", f"{item.name} answered twice",
                                "one answer per item")
        band = item.band_from_answer(raw)
        if band is None and len(item.reads) == 1:
            # A measurement under the item's label ("Bilirubin (Total)": "5.2 mg/dL") is the
            # feature's value.
            name = item.reads[0]
            feature = self.features[name]
            try:
                value = feature.parse(raw)
            except FeatureError:
                pass
            else:
                if name in given:
                    return InputProblem(str(key), "duplicate", f"{name} given twice",
                                        "one value per feature")
                given[name] = value
                return None
        if band is None:
            return InputProblem(str(key), "unknown_category",
                                f"{show(raw)} is not an answer of {item.name!r}", item.expected())
        given[_ITEM + item.name] = (band, "boolean" if isinstance(raw, bool) or _numpy_bool(raw)
                                    else "band")
        return None

    def _band_for_feature(self, name: str, raw: Any, given: dict) -> bool:
        """A value given under a feature's key that is a band (or yes/no) of the one item reading
        that feature; True when recorded."""
        found = []
        for item in self._items_reading.get(name, ()):
            if len(item.reads) == 1:
                band = item.band_from_answer(raw)
                if band is not None:
                    found.append((item, band))
        if len(found) != 1:
            return False
        item, band = found[0]
        if _ITEM + item.name in given:
            return False
        given[_ITEM + item.name] = (band, "boolean" if isinstance(raw, bool) or _numpy_bool(raw)
                                    else "band")
        return True

    def input_key(self, key: str) -> tuple[Feature, Alternative | None] | None:
        """The feature an input key names (and the alternative, for keys such as `bun`)."""
        return (self._keys.get(key) or self._loose_keys.get(_key(key))
                or (self._label_keys.get(_item_key(key)) if self._label_keys else None))

    def items_reading(self, feature_name: str) -> tuple[Item, ...]:
        """The items (questions of the score) that read `feature_name`, in declaration order;
        () for a feature no item reads or an unknown name."""
        return tuple(self._items_reading.get(feature_name, ()))

    def item_key(self, key: str):
        """The item an input key names by its name or printed label, if any."""
        return self._item_keys.get(_item_key(key)) if isinstance(key, str) else None

    def _unknown_key(self, key: Any) -> InputProblem:
        import difflib

        names = list(self._keys) + [n for n in self.items if n not in self._keys]
        close = difflib.get_close_matches(str(key), names, n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        return InputProblem(str(key), "unknown_feature", f"not an input of {self.id}{hint}",
                            "one of " + ", ".join(names))

    def calculate(self, inputs: Mapping[str, Any], *, version: str | None = None,
                  as_of: _dt.date | str | None = None, missing: str = "strict",
                  variant: str | None = None, domain: str = "strict") -> Result:
        chosen = self.version(version, as_of, variant)
        if not isinstance(missing, str) or (missing != "strict" and missing != "absent"):
            raise InvalidOption("missing", f"missing must be one of {MISSING_POLICIES}, got "
                                           f"{show(missing)}")
        if not isinstance(domain, str) or (domain != "strict" and domain != "warn"):
            raise InvalidOption("domain", f"domain must be one of {DOMAIN_POLICIES}, got "
                                          f"{show(domain)}")
        return self.evaluate(self.parse_inputs(inputs), chosen, missing, domain)

    # -- evaluation -----------------------------------------------------------------------------

    def _feature_value(self, name: str, given: dict, given_as: dict | None) -> Any:
        """A feature's canonical value: given, else derived from its sources; UNSET when neither;
        an NAInput when it (or a source) is NA or implausible."""
        value = given.get(name, UNSET)
        if value is UNSET:
            derivation = self.derived.get(name)
            if derivation is None:
                return UNSET
            sources = {}
            for source in derivation.parameters:
                v = self._feature_value(source, given, None)
                if v is UNSET:
                    feature = self.features[source]
                    if feature.required or not has_default(feature.default):
                        return v  # (NaN and None defaults mean 'not given': never guessed)
                    v = feature.default  # an optional source not given: its declared default
                if type(v) is NAInput:  # name the source, not the derived feature
                    return v if v.features else NAInput(v.reason, v.message, (source,))
                sources[source] = v
            try:
                value = derivation.compute(**sources)
            except Implausible as exc:
                return NAInput(NAReason.IMPLAUSIBLE, str(exc),
                               tuple(exc.features) or derivation.parameters)
            except Missing as exc:  # a conditionally needed source (a derivation's branch)
                return NAInput(NAReason.MISSING, str(exc),
                               tuple(exc.features) or derivation.parameters)
            except NotApplicable as exc:
                return NAInput(NAReason.NOT_APPLICABLE, str(exc),
                               tuple(exc.features) or derivation.parameters)
            if given_as is not None:
                given_as[name] = "derived from " + ", ".join(derivation.parameters)
        elif type(value) is NAInput:
            return value
        message = self.features[name].implausible(value)
        if message is not None:
            return NAInput(NAReason.IMPLAUSIBLE, self._implausible_as_given(name, value, given,
                                                                            message))
        return value

    def _implausible_as_given(self, name: str, value: Any, given: dict, message: str) -> str:
        """The implausibility message in the key and unit the caller used (bun in mg/dL)."""
        alt = given.get(_ALT + name)
        if alt is None:
            return message
        return self.features[name].implausible(value, alt) or message

    def _band_from_features(self, item, given: dict, given_as: dict | None):
        """(band, pending) from the features an item reads: band None when undecided; pending
        lists the sources that are NA or implausible."""
        band = None
        pending: list[tuple[str, NAInput]] = []
        if item.any_of:
            seen = False
            for cond in item.any_of:
                value = self._feature_value(cond.feature, given, given_as)
                if value is UNSET:
                    continue
                if type(value) is NAInput:
                    pending.append((cond.feature, value))
                    continue
                seen = True
                if band is None and cond.holds(value):
                    band = item.band("yes")
            if pending:  # an implausible source is reported even when another meets the item
                band = None
            elif band is None and seen:
                band = item.band("no")
        else:
            name = item.reads[0]
            value = self._feature_value(name, given, given_as)
            if type(value) is NAInput:
                pending.append((name, value))
            elif value is not UNSET:
                band = item.band_of(value)
                if band is None:
                    pending.append((name, NAInput(NAReason.IMPLAUSIBLE,
                                                  f"{name} {value!r} falls in no band of "
                                                  f"{item.name!r}")))
        return band, pending

    def _resolve_item(self, item, given: dict, missing: str, given_as: dict,
                      imputed: list, absent: list, na_inputs: list) -> Any:
        """The value of the band an item resolves to, or UNSET (with the reason recorded)."""
        answer = given.get(_ITEM + item.name)
        if answer is None and len(item.reads) == 1:
            # Fast path: the one feature given as a plausible number or category.
            name = item.reads[0]
            value = given.get(name, UNSET)
            if value is not UNSET and type(value) is not NAInput:
                if self.features[name].implausible(value) is None:
                    if item.any_of:
                        met = False
                        for cond in item.any_of:  # several conditions may read one feature
                            if cond.holds(value):
                                met = True
                                break
                        band = item.bands[1] if met else item.bands[0]
                    else:
                        band = item.band_of(value)
                    if band is not None:
                        given_as[item.name] = "value"
                        return band.value
        if answer is not None:
            band, form = answer
            # Answered and measured (given or derived): the measurements must be plausible and
            # agree with the answer (on the points: bands of equal value do not contradict).
            measured, pending = self._band_from_features(item, given, None)
            if pending:
                na_inputs.extend(pending)
                return UNSET
            if measured is not None:
                known = [f for f in item.reads
                         if self._feature_value(f, given, None) is not UNSET]
                if item.any_of and measured.key == "no" and len(known) < len(item.reads):
                    measured = None  # "no" from some sources: another may still meet it
                if measured is not None and measured.value != band.value:
                    na_inputs.append((item.name, NAInput(
                        NAReason.IMPLAUSIBLE,
                        f"{item.name} answered {band.label!r} but the measurements given "
                        f"({', '.join(known)}) fall in {measured.label!r}")))
                    return UNSET
            given_as[item.name] = form
            return band.value
        band, pending = self._band_from_features(item, given, given_as)
        if band is not None:
            given_as.setdefault(item.name, "value")
            return band.value
        if pending:
            na_inputs.extend(pending)
            return UNSET
        if missing == "absent" and item.absent is not None:
            imputed.append(item.name)
            given_as[item.name] = "imputed"
            return item.band(item.absent).value
        absent.append(item.name)
        return UNSET

    def _precondition_args(self, pre: Precondition, values: dict, given: dict) -> dict | None:
        """A precondition's feature values (not an item's points of the same name); None when
        one is not known, so the precondition cannot be checked."""
        args = {}
        for p in pre.parameters:
            if p in values and p not in self.items:
                args[p] = values[p]
                continue
            value = self._feature_value(p, given, None)
            if value is UNSET or type(value) is NAInput:
                return None
            args[p] = value
        return args

    def evaluate(self, given: dict[str, Any], version: Version, missing: str = "strict",
                 domain: str = "strict") -> Result:
        """Run one version on already-parsed canonical values."""
        features = self.features
        items = self.items
        derived = self.derived
        values: dict[str, Any] = {}
        imputed: list[str] = []
        absent: list[str] = []
        na_inputs: list[tuple[str, NAInput]] = []
        given_as: dict[str, str] | None = {} if (items or derived) else None
        for name in version.parameters:
            if items and name in items:
                value = self._resolve_item(items[name], given, missing, given_as, imputed, absent,
                                           na_inputs)
                if value is not UNSET:
                    values[name] = value
                continue
            value = given.get(name, UNSET)
            if value is UNSET:
                if derived and name in derived:
                    value = self._feature_value(name, given, given_as)
                    if type(value) is NAInput:
                        na_inputs.append((name, value))
                        continue
                if value is UNSET:
                    feature = features[name]
                    if not feature.required:
                        value = feature.default
                    elif missing == "absent" and feature.absent is not UNSET:
                        value = feature.absent_value()
                        imputed.append(name)
                    else:
                        absent.append(name)
                        continue
            elif type(value) is NAInput:
                na_inputs.append((name, value))
                continue
            elif (message := features[name].implausible(value)) is not None:
                na_inputs.append((name, NAInput(NAReason.IMPLAUSIBLE,
                                                self._implausible_as_given(name, value, given,
                                                                           message))))
                continue
            values[name] = value
        if absent or na_inputs:
            return self._na_from_inputs(version, absent, na_inputs, imputed, given_as)
        outside: list[str] = []
        for pre in self.preconditions:
            args = self._precondition_args(pre, values, given)
            if args is not None and not pre.when(**args):
                if domain != "warn":
                    return self._na(version, NA(NAReason.NOT_APPLICABLE, pre.message,
                                                pre.parameters), imputed, given_as)
                outside.append(pre.message)
        try:
            out = version.compute(**values)
        except NotApplicable as exc:
            return self._na(version, NA(NAReason.NOT_APPLICABLE, str(exc), exc.features), imputed,
                            given_as)
        except Missing as exc:
            return self._na(version, NA(NAReason.MISSING, str(exc), exc.features), imputed, given_as)
        except Implausible as exc:
            return self._na(version, NA(NAReason.IMPLAUSIBLE, str(exc), exc.features), imputed,
                            given_as)
        except (ArithmeticError, ValueError) as exc:
            if not outside:
                raise
            # domain="warn" past a precondition that guards the arithmetic (a division by zero
            # at the domain's edge): the formula has no value there.
            return self._na(version, NA(NAReason.NOT_APPLICABLE,
                                        f"{'; '.join(outside)}; outside that domain the formula "
                                        f"has no value ({type(exc).__name__})",
                                        tuple(p for pre in self.preconditions
                                              for p in pre.parameters)), imputed, given_as)
        warnings: tuple[str, ...] = ()
        breakdown = None
        if type(out) is dict:
            breakdown = out
            value = breakdown.pop("value")
            warnings = tuple(breakdown.pop("warnings", ()))
        else:
            value = out
        if outside:
            warnings = tuple(f"outside the calculator's domain: {m}" for m in outside) + warnings
        interpretation = None
        if self.interpret is not None:
            extra = ({"version": version.name, "breakdown": breakdown or {}}
                     if self._interpret_extra else {})
            interpretation = self.interpret(value, **{k: extra[k] for k in self._interpret_extra})
        return Result(self.id, version.name, "ok", value, self.output.unit, None, tuple(imputed),
                      warnings, breakdown, interpretation, self.references, self.output.decimals,
                      version.variant, given_as or None, tuple(outside))

    def _na_from_inputs(self, version, absent, na_inputs, imputed, given_as=None) -> Result:
        messages = [na.message for _, na in na_inputs]
        if absent:
            messages.append("required input not given: " + ", ".join(absent))
        reasons = [na.reason for _, na in na_inputs]
        reason = (NAReason.IMPLAUSIBLE if NAReason.IMPLAUSIBLE in reasons
                  else reasons[0] if reasons else NAReason.MISSING)
        names = tuple(dict.fromkeys(n for name, na in na_inputs for n in (na.features or (name,))))
        names += tuple(absent)
        return self._na(version, NA(reason, "; ".join(messages), names), imputed, given_as)

    def _na(self, version: Version, na: NA, imputed, given_as=None) -> Result:
        return Result(self.id, version.name, "na", None, self.output.unit, na, tuple(imputed),
                      (), None, None, self.references, self.output.decimals, version.variant,
                      given_as or None)

    # -- description --------------------------------------------------------------------------

    def required_features(self, version: Version | None = None) -> list[str]:
        """The required inputs of a version: features, and items (each answered directly or
        through the features it reads)."""
        version = version or self.default_version
        return [p for p in version.parameters
                if p in self.items or (self.features[p].required and p not in self.derived)]

    def key_groups(self, name: str) -> list[str]:
        """The input keys any one of which satisfies a required feature or item."""
        if name in self.items:
            item = self.items[name]
            keys = [] if name in self.features else [name]
            for feature_name in item.reads:
                keys.extend(self._feature_keys(feature_name))
            return list(dict.fromkeys(keys))
        return self._feature_keys(name)

    def _feature_keys(self, name: str) -> list[str]:
        keys = [name, *(a.key for a in getattr(self.features[name], "alternatives", ()))]
        if name in self.derived:
            for source in self.derived[name].parameters:
                keys.extend(self._feature_keys(source))
        return keys

    def output_bounds(self, declared: bool = True) -> tuple[float, float] | None:
        """Inclusive bounds of an ok value: the declared `Output.range`; else, when every version
        is a `points_total` over items whose band values are all numbers, the sum of each item's
        least and greatest band value (over all versions); else None. `declared=False` gives
        the item-derived bounds only (to check a declared range against them)."""
        if declared and self.output.range is not None:
            return self.output.range
        lo = hi = None
        for version in self.versions:
            if getattr(version.compute, "__name__", "") != "points_total":
                return None
            v_lo = v_hi = 0
            for name in version.parameters:
                item = self.items.get(name)
                if item is None or not item.bands:
                    return None
                values = [b.value for b in item.bands]
                if not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                           for v in values):
                    return None
                v_lo += min(values)
                v_hi += max(values)
            lo = v_lo if lo is None else min(lo, v_lo)
            hi = v_hi if hi is None else max(hi, v_hi)
        return None if lo is None else (lo, hi)

    def input_schema(self) -> dict:
        """JSON Schema of the inputs (all versions; `required` is the default version's). A
        feature read by a banded item also takes the band; an item that is not a feature has a
        property of its own (its band, or yes/no)."""
        properties: dict[str, dict] = {}
        for feature in self.features.values():
            schema = feature.json_schema()
            bands = [i for i in self._items_reading.get(feature.name, ()) if len(i.reads) == 1]
            if bands:
                alternatives = [i.json_schema() for i in bands]
                schema = {"anyOf": [{k: v for k, v in schema.items() if k != "description"},
                                    *alternatives],
                          "description": schema.get("description", "")
                          + " (or the criterion's band: " + "; ".join(i.label for i in bands) + ")"}
            readers = self._items_reading.get(feature.name, ())
            if readers and all(i.absent is not None for i in readers):
                schema.setdefault("x-absent-value", "criterion_not_met")
            properties[feature.name] = schema
            for alt in getattr(feature, "alternatives", ()):
                schema = feature.alternative_schema(alt)
                if "x-absent-value" in properties[feature.name]:
                    schema.setdefault("x-absent-value", properties[feature.name]["x-absent-value"])
                properties[alt.key] = schema
        for item in self.items.values():
            if item.name not in properties:
                schema = item.json_schema()
                schema["description"] = (f"{item.label}: answer the criterion directly (else it "
                                         f"is decided from {', '.join(item.reads)})")
                if item.absent is not None:
                    schema["x-absent-value"] = "criterion_not_met"
                properties[item.name] = schema
        required = self.required_features()
        groups = [self.key_groups(name) for name in required]
        schema = {
            "type": "object",
            "title": self.name,
            "description": self.description,
            "properties": properties,
            "required": [g[0] for g in groups if len(g) == 1],
            "additionalProperties": False,
        }
        either = [g for g in groups if len(g) > 1]
        if either:  # e.g. urea or bun; an item or its features: one key of each group
            schema["allOf"] = [{"anyOf": [{"required": [key]} for key in group]} for group in either]
        return schema

    def summary(self) -> dict:
        out = {
            "id": self.id,
            "status": "available",
            "name": self.name,
            "aliases": list(self.aliases),
            "specialty": self.specialty,
            "keywords": list(self.keywords),
            "description": self.description,
            "default_version": self.default_version.name,
            "versions": [v.summary() for v in self.versions],
            "inputs": [f.summary() for f in self.features.values()],
            "input_schema": self.input_schema(),
            "output": self.output.summary(),
            "preconditions": [p.message for p in self.preconditions],
            "references": [r.to_dict() for r in self.references],
            "notes": self.notes,
            "batch": "vectorized" if self.vectorized else "row_by_row",
        }
        if self.variants:
            out["default_variant"] = self.default_version.variant
            out["variants"] = [v.summary() for v in self.variants.values()]
        if self.items:
            units = {n: getattr(f, "unit", "") for n, f in self.features.items()}
            out["items"] = [i.summary(units) for i in self.items.values()]
        if self.derived:
            out["derived"] = [d.summary() for d in self.derived.values()]
        return out

    def __repr__(self) -> str:
        return f"<Calculator {self.id}: {self.name}>"
