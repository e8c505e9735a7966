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


def show(value, limit: int = 80) -> str:
    """repr() for an error message about a caller's value: never raises (a hostile __repr__, an
    int too long to print) and is cut to `limit` characters."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a hostile __repr__, or int digits past the str limit
        try:
            text = f"<{type(value).__name__}>"
        except Exception:  # noqa: BLE001
            text = "<object>"
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


class InvalidArgument(MedcalcError, ValueError):
    """An argument of a library function (not a patient input) has a value it cannot take,
    e.g. `search(query, k=-1)`."""


class ArgumentTypeError(InvalidArgument, TypeError):
    """An argument of a library function has the wrong type, e.g. `search(42)` or
    `search(query, k=2.5)`. Also a `TypeError` (and an `InvalidArgument`/`ValueError`)."""


class InvalidOption(InvalidArgument):
    """A calculate() option that cannot be interpreted (as_of, missing, domain)."""

    def __init__(self, option: str, message: str):
        super().__init__(message)
        self.option = option


class UnknownCalculator(MedcalcError, LookupError):
    def __init__(self, query: str, suggestions: list[str] | None = None):
        self.query = query if isinstance(query, str) else show(query)
        self.suggestions = suggestions or []
        hint = f"; did you mean {', '.join(self.suggestions)}?" if self.suggestions else ""
        super().__init__(f"unknown calculator {show(query)}{hint}")


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
