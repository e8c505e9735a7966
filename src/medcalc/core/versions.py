"""References and guideline versions."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from typing import Callable


def parameter_names(fn: Callable) -> tuple[str, ...]:
    """The parameter names of a compute function, without importing `inspect` (it costs
    milliseconds at start-up): a generated function declares `__parameters__`, a plain function
    or lambda has them in its code object; anything else falls back to inspect."""
    declared = getattr(fn, "__parameters__", None)
    if declared is not None:
        return tuple(declared)
    code = getattr(fn, "__code__", None)
    if (code is not None and not (code.co_flags & 0x0C)  # no *args / **kwargs
            and getattr(fn, "__self__", None) is None and not hasattr(fn, "__wrapped__")):
        return code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    import inspect

    return tuple(inspect.signature(fn).parameters)


@dataclass(frozen=True, slots=True)
class Reference:
    citation: str
    doi: str | None = None
    url: str | None = None

    def to_dict(self) -> dict:
        out = {"citation": self.citation}
        if self.doi:
            out["doi"] = self.doi
        if self.url:
            out["url"] = self.url
        return out

    def __str__(self) -> str:
        return self.citation + (f" doi:{self.doi}" if self.doi else "") + (f" {self.url}" if self.url else "")


@dataclass(frozen=True, slots=True)
class Version:
    """One rule set of a calculator. `compute` takes canonical feature values (and resolved
    item values, for calculators that declare items) as keyword arguments; its parameter names
    say which features and items this version uses.

    `effective` is the date the edition took effect *for this rule* (not a web page's revision
    date). `variant` names the parallel convention the version belongs to (MRC vs mMRC numbering,
    CHA2DS2-VASc vs CHA2DS2-VA): `as_of` only ever chooses among the editions of one variant;
    a variant is chosen explicitly. A calculator whose versions name no variant has one."""

    name: str
    effective: _dt.date
    source: Reference
    compute: Callable
    notes: str = ""
    variant: str | None = None
    parameters: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self):
        object.__setattr__(self, "parameters", parameter_names(self.compute))

    def summary(self) -> dict:
        out = {"name": self.name, "effective": self.effective.isoformat(),
               "source": self.source.to_dict(), "features": list(self.parameters)}
        if self.variant is not None:
            out["variant"] = self.variant
        if self.notes:
            out["notes"] = self.notes
        return out


@dataclass(frozen=True, slots=True)
class Variant:
    """A parallel convention of one calculator: its name, what it is, and who uses it."""

    name: str
    description: str
    source: Reference | None = None

    def summary(self) -> dict:
        out = {"name": self.name, "description": self.description}
        if self.source is not None:
            out["source"] = self.source.to_dict()
        return out


def select_version(versions: tuple[Version, ...], default: Version, name: str | None,
                   as_of: _dt.date | None, variant: str | None = None) -> Version | None:
    """The version named; else, within the variant asked for (the default version's when none
    is), the latest edition in force on `as_of`, or the default version (the variant's latest
    edition when it is not the default's)."""
    if name is not None:
        for version in versions:
            if version.name == name and (variant is None or version.variant == variant):
                return version
        return None
    chosen = default.variant if variant is None else variant
    editions = [v for v in versions if v.variant == chosen]
    if not editions:
        return None
    if as_of is not None:
        in_force = [v for v in editions if v.effective <= as_of]
        return max(in_force, key=lambda v: v.effective) if in_force else None
    if default in editions:
        return default
    return max(editions, key=lambda v: v.effective)
