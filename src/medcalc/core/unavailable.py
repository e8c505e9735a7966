"""Calculators registered as unavailable, with a structured reason.

Two reasons exist (`why`): "licence" (the instrument's text or scoring is licence-locked) and
"source_not_established" (the rule could not be established from its primary source, so no value
is computed rather than a guessed one). They are listed, searchable and documented like any
calculator, so a user or an agent learns who owns or published the rule, why it is not implemented
and which open alternatives exist; `calculate` raises `CalculatorUnavailable` instead of computing.
"""

from __future__ import annotations

from typing import Any

from .na import MedcalcError
from .versions import Reference


# why -> (label, what the `owner` field names)
UNAVAILABLE_REASONS = {
    "licence": ("licence-locked", "owner"),
    "source_not_established": ("rule not established from its primary source", "origin"),
}


class CalculatorUnavailable(MedcalcError):
    def __init__(self, calc: "UnavailableCalculator"):
        self.calculator = calc
        label, owner_label = UNAVAILABLE_REASONS[calc.why]
        super().__init__(f"{calc.id} is not available ({label}): {calc.reason} "
                         f"({owner_label}: {calc.owner})"
                         + (f"; open alternatives: {', '.join(calc.alternatives)}" if calc.alternatives else ""))

    def to_dict(self) -> dict:
        return {"error": "calculator_unavailable", **self.calculator.unavailable_info()}


class UnavailableCalculator:
    available = False
    versions: tuple = ()
    features: dict = {}
    default_version = None
    output = None
    preconditions: tuple = ()
    interpret = None

    def __init__(self, *, id: str, name: str, specialty: str, description: str, owner: str,
                 reason: str, alternatives: list[str] = (), references: list[Reference] = (),
                 aliases: list[str] = (), keywords: list[str] = (), notes: str = "",
                 why: str = "licence"):
        if why not in UNAVAILABLE_REASONS:
            raise ValueError(f"{id}: why must be one of {sorted(UNAVAILABLE_REASONS)}, not {why!r}")
        self.id = id
        self.why = why
        self.name = name
        self.specialty = specialty
        self.description = description
        self.owner = owner
        self.reason = reason
        self.alternatives = tuple(alternatives)
        self.references = tuple(references)
        self.aliases = tuple(aliases)
        self.keywords = tuple(keywords)
        self.notes = notes

    def calculate(self, inputs: Any = None, **_: Any):
        raise CalculatorUnavailable(self)

    def input_key(self, key: str):
        return None

    def required_features(self, version=None) -> list[str]:
        return []

    def input_schema(self) -> dict:
        return {"type": "object", "title": self.name, "description": self.description,
                "properties": {}, "required": [], "additionalProperties": False}

    def unavailable_info(self) -> dict:
        label, owner_label = UNAVAILABLE_REASONS[self.why]
        return {"id": self.id, "why": self.why, "why_label": label, "owner_label": owner_label,
                "owner": self.owner, "reason": self.reason,
                "alternatives": list(self.alternatives)}

    def summary(self) -> dict:
        return {"id": self.id, "status": "unavailable", "name": self.name,
                "aliases": list(self.aliases), "specialty": self.specialty,
                "keywords": list(self.keywords), "description": self.description,
                "unavailable": self.unavailable_info(), "default_version": None, "versions": [],
                "inputs": [], "input_schema": self.input_schema(), "output": None,
                "preconditions": [], "references": [r.to_dict() for r in self.references],
                "notes": self.notes}

    def __repr__(self) -> str:
        return f"<UnavailableCalculator {self.id}: {self.reason}>"
