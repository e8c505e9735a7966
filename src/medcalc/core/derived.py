"""Derived features: a feature that may be given directly or computed from its sources.

A measured mean arterial pressure is what a chart holds and what MDCalc asks; a formula that
needs it also accepts systolic and diastolic pressures and estimates it. A `Derivation` declares
that once (`core.common` holds the shared ones); a calculator lists it in `derived=[...]` and the
engine uses the given value when there is one, else computes it from the sources, and records
which in `Result.given_as`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .features import Feature
from .versions import parameter_names


@dataclass(frozen=True, slots=True)
class Derivation:
    """`feature` computed by `compute(**sources)` when it is not given. `sources` are the feature
    declarations of its inputs (added to the calculator as optional inputs if it does not
    declare them); `compute` is pure and may raise `Implausible` for contradictory sources."""

    feature: str
    sources: tuple[Feature, ...]
    compute: Callable
    description: str
    parameters: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self):
        params = parameter_names(self.compute)
        names = tuple(f.name for f in self.sources)
        if set(params) != set(names):
            raise ValueError(f"derivation of {self.feature}: compute takes {params}, sources are "
                             f"{names}")
        object.__setattr__(self, "parameters", params)

    def summary(self) -> dict:
        return {"feature": self.feature, "from": list(self.parameters),
                "description": self.description}
