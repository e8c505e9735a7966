"""The one result type of every calculator."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

from .na import NA
from .versions import Reference


def _jsonable(value: Any) -> Any:
    if isinstance(value, (_dt.date, _dt.datetime)):
        return value.isoformat()
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):  # numpy scalar
        return value.item()
    return value


@dataclass(slots=True)
class Result:
    calculator: str
    version: str
    status: str  # "ok" | "na"
    value: Any = None  # number, int, date, category or (weeks, days); None when NA
    unit: str | None = None
    na: NA | None = None
    imputed: tuple[str, ...] = ()  # features filled in by missing="absent"
    warnings: tuple[str, ...] = ()
    breakdown: dict | None = None  # points per criterion or intermediate quantities
    interpretation: str | None = None
    references: tuple[Reference, ...] = ()
    decimals: int | None = None  # display rounding; the value itself is never rounded
    variant: str | None = None  # the parallel convention that ran, when the calculator has several
    given_as: dict | None = None  # per item / derived feature: value, band, boolean, derived, imputed
    outside_domain: tuple[str, ...] = ()  # preconditions violated (computed with domain="warn")

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def na_reason(self) -> str | None:
        return self.na.reason.value if self.na is not None else None

    def display(self) -> str:
        """The value as a person reads it, rounded to the declared decimals."""
        if self.na is not None:
            return f"NA ({self.na.reason.value}: {self.na.message})"
        value = self.value
        if isinstance(value, float) and self.decimals is not None:
            text = f"{value:.{self.decimals}f}"
        elif isinstance(value, _dt.date):
            text = value.isoformat()
        elif isinstance(value, tuple):
            text = " ".join(str(v) for v in value)
        elif isinstance(value, dict):  # a record of several outputs
            def shown(v):
                return f"{v:.{self.decimals}f}" if isinstance(v, float) and self.decimals is not None else v
            text = "; ".join(f"{k}: {shown(v)}" for k, v in value.items())
        else:
            text = str(value)
        unit = self.unit
        if unit in ("points", "criteria") and text in ("1", "-1"):  # "1 point", "1 criterion"
            unit = {"points": "point", "criteria": "criterion"}[unit]
        return f"{text} {unit}" if unit else text

    def to_dict(self) -> dict:
        return {
            "calculator": self.calculator,
            "version": self.version,
            "variant": self.variant,
            "status": self.status,
            "value": _jsonable(self.value),
            "unit": self.unit,
            "display": self.display(),
            "na": self.na.to_dict() if self.na is not None else None,
            "imputed": list(self.imputed),
            "warnings": list(self.warnings),
            "breakdown": _jsonable(self.breakdown) if self.breakdown else None,
            "interpretation": self.interpretation,
            "given_as": self.given_as,
            "outside_domain": list(self.outside_domain),
            "references": [r.to_dict() for r in self.references],
        }

    def to_json(self, **kwargs) -> str:
        import json

        return json.dumps(self.to_dict(), ensure_ascii=False, **kwargs)
