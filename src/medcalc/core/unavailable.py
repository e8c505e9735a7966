"""Calculators registered as unavailable: licence-locked instruments, with a structured reason.

They are listed, searchable and documented like any calculator, so a user or an agent learns who
owns the instrument, why it is not implemented and which open alternatives exist; `calculate`
raises `CalculatorUnavailable` instead of computing anything.
"""

from __future__ import annotations

from typing import Any

from .na import MedcalcError
from .versions import Reference


class CalculatorUnavailable(MedcalcError):
    def __init__(self, calc: "UnavailableCalculator"):
        self.calculator = calc
        super().__init__(f"{calc.id} is not available: {calc.reason} (owner: {calc.owner})"
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
                 aliases: list[str] = (), keywords: list[str] = (), notes: str = ""):
        self.id = id
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
        return {"id": self.id, "owner": self.owner, "reason": self.reason,
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
