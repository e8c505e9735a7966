"""References and guideline versions."""

from __future__ import annotations

import datetime as _dt
import inspect
from dataclasses import dataclass, field
from typing import Callable


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
    """One rule set of a calculator. `compute` takes canonical feature values as keyword
    arguments; its parameter names say which features this version uses."""

    name: str
    effective: _dt.date
    source: Reference
    compute: Callable
    notes: str = ""
    parameters: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self):
        params = tuple(inspect.signature(self.compute).parameters)
        object.__setattr__(self, "parameters", params)

    def summary(self) -> dict:
        out = {"name": self.name, "effective": self.effective.isoformat(),
               "source": self.source.to_dict(), "features": list(self.parameters)}
        if self.notes:
            out["notes"] = self.notes
        return out


def select_version(versions: tuple[Version, ...], default: Version, name: str | None,
                   as_of: _dt.date | None) -> Version | None:
    """The version named, else the latest in force on `as_of`, else the default."""
    if name is not None:
        for version in versions:
            if version.name == name:
                return version
        return None
    if as_of is not None:
        in_force = [v for v in versions if v.effective <= as_of]
        return max(in_force, key=lambda v: v.effective) if in_force else None
    return default
