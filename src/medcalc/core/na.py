"""NA reasons, the NA record, and the typed input error."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class NAReason(str, Enum):
    MISSING = "missing"  # a required feature is NA or absent
    IMPLAUSIBLE = "implausible"  # a value outside its physiological range
    NOT_APPLICABLE = "not_applicable"  # the patient is outside the calculator's population
    INVALID = "invalid"  # the input cannot be interpreted (batch/benchmark rows only)

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class NA:
    reason: NAReason
    message: str
    features: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        return {"reason": self.reason.value, "message": self.message, "features": list(self.features)}


@dataclass(frozen=True, slots=True)
class InputProblem:
    """One input that cannot be interpreted: which one, what is wrong, what was expected."""

    feature: str
    kind: str  # unknown_feature | wrong_type | unknown_unit | wrong_dimension | unknown_category | ...
    message: str
    expected: str = ""

    def to_dict(self) -> dict:
        return {"feature": self.feature, "kind": self.kind, "message": self.message,
                "expected": self.expected}


class MedcalcError(Exception):
    """Base class of the library's errors."""


class UnknownCalculator(MedcalcError, LookupError):
    def __init__(self, query: str, suggestions: list[str] | None = None):
        self.query = query
        self.suggestions = suggestions or []
        hint = f"; did you mean {', '.join(self.suggestions)}?" if self.suggestions else ""
        super().__init__(f"unknown calculator {query!r}{hint}")


class UnknownVersion(MedcalcError, LookupError):
    pass


@dataclass
class InputError(MedcalcError, ValueError):
    """Raised by `calculate` with every input that cannot be interpreted, not just the first."""

    calculator: str
    problems: list[InputProblem] = field(default_factory=list)

    def __post_init__(self):
        super().__init__(str(self))

    def __str__(self) -> str:
        parts = "; ".join(f"{p.feature}: {p.message}" for p in self.problems)
        return f"{self.calculator}: invalid input ({parts})"

    def to_dict(self) -> dict:
        return {"error": "invalid_input", "calculator": self.calculator,
                "problems": [p.to_dict() for p in self.problems]}


class NotApplicable(Exception):
    """Raised inside a compute function when the patient is outside its population."""

    def __init__(self, message: str, features: tuple[str, ...] = ()):
        super().__init__(message)
        self.features = features


class Missing(Exception):
    """Raised inside a compute function when a conditionally required feature is absent."""

    def __init__(self, message: str, features: tuple[str, ...] = ()):
        super().__init__(message)
        self.features = features


class Implausible(Exception):
    """Raised inside a compute function when inputs contradict each other (SBP below DBP)."""

    def __init__(self, message: str, features: tuple[str, ...] = ()):
        super().__init__(message)
        self.features = features
