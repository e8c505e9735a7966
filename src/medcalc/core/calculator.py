"""The Calculator: features + versions + metadata, and the one evaluation path they all share."""

from __future__ import annotations

import datetime as _dt
import inspect
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Callable

from .features import UNSET, Alternative, Feature, FeatureError, NAInput
from .na import (
    NA,
    Implausible,
    InputError,
    InputProblem,
    Missing,
    NAReason,
    NotApplicable,
    UnknownVersion,
)
from .result import Result
from .versions import Reference, Version, select_version

MISSING_POLICIES = ("strict", "absent")
OUTPUT_KINDS = ("number", "integer", "date", "category", "weeks_days", "record")


@dataclass(frozen=True, slots=True)
class Output:
    kind: str = "number"
    unit: str | None = None
    decimals: int | None = None  # display rounding only
    description: str = ""

    def __post_init__(self):
        if self.kind not in OUTPUT_KINDS:
            raise ValueError(f"output kind {self.kind!r} not in {OUTPUT_KINDS}")

    def summary(self) -> dict:
        return {"kind": self.kind, "unit": self.unit, "decimals": self.decimals,
                "description": self.description}


@dataclass(frozen=True, slots=True)
class Precondition:
    """The population a calculator applies to: `when(**features)` is True inside it."""

    when: Callable[..., bool]
    message: str
    parameters: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self):
        object.__setattr__(self, "parameters", tuple(inspect.signature(self.when).parameters))


def _key(text: str) -> str:
    return re.sub(r"[\s\-]+", "_", text.strip().lower())


class Calculator:
    """A calculator's schema, rule versions and metadata. Modules declare one as `CALCULATOR`."""

    available = True

    def __init__(self, *, id: str, name: str, specialty: str, description: str,
                 features: list[Feature], versions: list[Version], output: Output,
                 references: list[Reference], default_version: str | None = None,
                 aliases: list[str] = (), keywords: list[str] = (),
                 interpret: Callable[[Any], str | None] | None = None,
                 preconditions: list[Precondition] = (), notes: str = ""):
        self.id = id
        self.name = name
        self.specialty = specialty
        self.description = description
        self.aliases = tuple(aliases)
        self.keywords = tuple(keywords)
        self.features = {f.name: f for f in features}
        self.versions = tuple(versions)
        self.output = output
        self.references = tuple(references)
        self.interpret = interpret
        # interpret(value) by default; it may also take `version` (name) and/or `breakdown`.
        self._interpret_extra = (tuple(p for p in inspect.signature(interpret).parameters
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
        self._keys: dict[str, tuple[Feature, Alternative | None]] = {}
        for feature in features:
            self._add_key(feature.name, feature, None)
            for alt in getattr(feature, "alternatives", ()):
                self._add_key(alt.key, feature, alt)
        for version in self.versions:
            unknown = [p for p in version.parameters if p not in self.features]
            if unknown:
                raise ValueError(f"{id} {version.name}: compute uses undeclared features {unknown}")
        for pre in self.preconditions:
            unknown = [p for p in pre.parameters if p not in self.features]
            if unknown:
                raise ValueError(f"{id}: precondition uses undeclared features {unknown}")
        self._loose_keys = {_key(k): v for k, v in self._keys.items()}

    def _add_key(self, key: str, feature: Feature, alt: Alternative | None) -> None:
        if key in self._keys:
            raise ValueError(f"{self.id}: input key {key!r} declared twice")
        self._keys[key] = (feature, alt)

    # -- evaluation ---------------------------------------------------------------------------

    def version(self, version: str | None = None, as_of: _dt.date | str | None = None) -> Version:
        if version is None and as_of is None:
            return self.default_version
        if isinstance(as_of, str):
            try:
                as_of = _dt.date.fromisoformat(as_of)
            except ValueError:
                raise ValueError(f"as_of {as_of!r} is not a date (YYYY-MM-DD)") from None
        elif as_of is not None and not isinstance(as_of, _dt.date):
            raise ValueError(f"as_of must be a date (YYYY-MM-DD), got {type(as_of).__name__}")
        if version is not None and not isinstance(version, str):
            raise UnknownVersion(f"{self.id}: version must be a name, got {version!r}")
        chosen = select_version(self.versions, self.default_version, version, as_of)
        if chosen is None:
            names = ", ".join(f"{v.name} (from {v.effective})" for v in self.versions)
            what = f"version {version!r}" if version is not None else f"version in force on {as_of}"
            raise UnknownVersion(f"{self.id}: no {what}; versions: {names}")
        return chosen

    def parse_inputs(self, inputs: Mapping[str, Any]) -> dict[str, Any]:
        """Canonical values of the given inputs; raises InputError listing every bad one."""
        if not isinstance(inputs, Mapping):
            raise InputError(self.id, [InputProblem("inputs", "wrong_type",
                                                    f"expected an object, got {type(inputs).__name__}",
                                                    "an object of feature name -> value")])
        given: dict[str, Any] = {}
        problems: list[InputProblem] | None = None
        for key, raw in inputs.items():
            target = self._keys.get(key)
            if target is None:
                target = self._loose_keys.get(_key(key)) if isinstance(key, str) else None
                if target is None:
                    problems = problems or []
                    problems.append(self._unknown_key(key))
                    continue
            feature, alt = target
            name = feature.name
            if name in given:
                problems = problems or []
                problems.append(InputProblem(str(key), "duplicate",
                                             f"{name} given twice (as {key!r} and another key)",
                                             "one value per feature"))
                continue
            if feature.is_na(raw):
                continue
            try:
                given[name] = feature.parse(raw) if alt is None else feature.parse(raw, alt.unit, alt.analyte)
            except FeatureError as exc:
                problems = problems or []
                problems.append(InputProblem(str(key), exc.kind, exc.message, exc.expected))
        if problems:
            raise InputError(self.id, problems)
        return given

    def input_key(self, key: str) -> tuple[Feature, Alternative | None] | None:
        """The feature an input key names (and the alternative, for keys such as `bun`)."""
        return self._keys.get(key) or self._loose_keys.get(_key(key))

    def _unknown_key(self, key: Any) -> InputProblem:
        import difflib

        close = difflib.get_close_matches(str(key), list(self._keys), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        return InputProblem(str(key), "unknown_feature", f"not an input of {self.id}{hint}",
                            "one of " + ", ".join(self._keys))

    def calculate(self, inputs: Mapping[str, Any], *, version: str | None = None,
                  as_of: _dt.date | str | None = None, missing: str = "strict") -> Result:
        chosen = self.version(version, as_of)
        if missing != "strict" and missing != "absent":
            raise ValueError(f"missing must be one of {MISSING_POLICIES}, got {missing!r}")
        return self.evaluate(self.parse_inputs(inputs), chosen, missing)

    def evaluate(self, given: dict[str, Any], version: Version, missing: str = "strict") -> Result:
        """Run one version on already-parsed canonical values."""
        features = self.features
        values: dict[str, Any] = {}
        imputed: list[str] = []
        absent: list[str] = []
        implausible: list[str] = []
        na_inputs: list[tuple[str, NAInput]] = []
        for name in version.parameters:
            value = given.get(name, UNSET)
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
                implausible.append(name)
                na_inputs.append((name, NAInput(NAReason.IMPLAUSIBLE, message)))
                continue
            values[name] = value
        if absent or na_inputs:
            return self._na_from_inputs(version, absent, na_inputs, imputed)
        for pre in self.preconditions:
            if all(p in values for p in pre.parameters) and not pre.when(
                    **{p: values[p] for p in pre.parameters}):
                return self._na(version, NA(NAReason.NOT_APPLICABLE, pre.message, pre.parameters), imputed)
        try:
            out = version.compute(**values)
        except NotApplicable as exc:
            return self._na(version, NA(NAReason.NOT_APPLICABLE, str(exc), exc.features), imputed)
        except Missing as exc:
            return self._na(version, NA(NAReason.MISSING, str(exc), exc.features), imputed)
        except Implausible as exc:
            return self._na(version, NA(NAReason.IMPLAUSIBLE, str(exc), exc.features), imputed)
        warnings: tuple[str, ...] = ()
        breakdown = None
        if type(out) is dict:
            breakdown = out
            value = breakdown.pop("value")
            warnings = tuple(breakdown.pop("warnings", ()))
        else:
            value = out
        interpretation = None
        if self.interpret is not None:
            extra = ({"version": version.name, "breakdown": breakdown or {}}
                     if self._interpret_extra else {})
            interpretation = self.interpret(value, **{k: extra[k] for k in self._interpret_extra})
        return Result(self.id, version.name, "ok", value, self.output.unit, None, tuple(imputed),
                      warnings, breakdown, interpretation, self.references, self.output.decimals)

    def _na_from_inputs(self, version, absent, na_inputs, imputed) -> Result:
        messages = [na.message for _, na in na_inputs]
        if absent:
            messages.append("required input not given: " + ", ".join(absent))
        reasons = [na.reason for _, na in na_inputs]
        reason = (NAReason.IMPLAUSIBLE if NAReason.IMPLAUSIBLE in reasons
                  else reasons[0] if reasons else NAReason.MISSING)
        names = tuple(name for name, _ in na_inputs) + tuple(absent)
        return self._na(version, NA(reason, "; ".join(messages), names), imputed)

    def _na(self, version: Version, na: NA, imputed) -> Result:
        return Result(self.id, version.name, "na", None, self.output.unit, na, tuple(imputed),
                      (), None, None, self.references, self.output.decimals)

    # -- description --------------------------------------------------------------------------

    def required_features(self, version: Version | None = None) -> list[str]:
        version = version or self.default_version
        return [p for p in version.parameters if self.features[p].required]

    def input_schema(self) -> dict:
        """JSON Schema of the inputs (all versions; `required` is the default version's)."""
        properties: dict[str, dict] = {}
        for feature in self.features.values():
            properties[feature.name] = feature.json_schema()
            for alt in getattr(feature, "alternatives", ()):
                schema = feature.json_schema()
                schema["description"] = alt.description or f"{feature.name} given as {alt.key}"
                schema["x-unit"] = alt.unit
                schema["x-alternative-to"] = feature.name
                properties[alt.key] = schema
        required = self.required_features()
        schema = {
            "type": "object",
            "title": self.name,
            "description": self.description,
            "properties": properties,
            "required": [f for f in required if not getattr(self.features[f], "alternatives", ())],
            "additionalProperties": False,
        }
        either = [[f, *(a.key for a in self.features[f].alternatives)] for f in required
                  if getattr(self.features[f], "alternatives", ())]
        if either:  # e.g. urea or bun: one key of each group is required
            schema["allOf"] = [{"anyOf": [{"required": [key]} for key in group]} for group in either]
        return schema

    def summary(self) -> dict:
        return {
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
        }

    def __repr__(self) -> str:
        return f"<Calculator {self.id}: {self.name}>"
