"""Reference cases: the evidence each calculator ships with (data/reference_cases/<id>.json).

An expected value comes from a published worked example or from a hand derivation written into
the case (`source.derivation`), never from running this code. `check_case` compares one case with
what the calculator returns and lists every disagreement.
"""

from __future__ import annotations

import datetime as _dt
import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .na import InputError, MedcalcError

SourceKind = Literal["published_example", "hand_derivation", "guideline_table"]


class CaseSource(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: SourceKind
    citation: str = Field(min_length=5, description="where the example or rule comes from")
    derivation: str = Field("", description="the arithmetic, written out, for a hand derivation")

    @model_validator(mode="after")
    def _derivation_written(self):
        if self.kind == "hand_derivation" and len(self.derivation.strip()) < 10:
            raise ValueError("a hand derivation must write out its arithmetic in `derivation`")
        return self


class Expected(BaseModel):
    model_config = ConfigDict(extra="forbid")
    status: Literal["ok", "na", "error"]
    value: Any = None
    tolerance: float = Field(0.0, ge=0, description="absolute tolerance for numeric values")
    na_reason: Literal["missing", "implausible", "not_applicable", "invalid"] | None = None
    error_features: list[str] = Field(default_factory=list, description="inputs an error must name")
    version: str | None = None
    variant: str | None = None
    interpretation: str | None = None
    imputed: list[str] | None = None
    breakdown: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _consistent(self):
        if self.status == "ok" and self.value is None:
            raise ValueError("an ok case needs an expected value")
        if self.status == "na" and self.na_reason is None:
            raise ValueError("an na case needs na_reason")
        if self.status == "error" and not self.error_features:
            raise ValueError("an error case must name the inputs the error reports")
        return self


class ReferenceCase(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    description: str = ""
    inputs: dict[str, Any]
    version: str | None = None
    variant: str | None = None
    as_of: _dt.date | None = None
    missing: Literal["strict", "absent"] = "strict"
    domain: Literal["strict", "warn"] = "strict"
    expected: Expected
    source: CaseSource


class CaseFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    calculator: str
    cases: list[ReferenceCase]

    @model_validator(mode="after")
    def _unique_ids(self):
        ids = [c.id for c in self.cases]
        if len(ids) != len(set(ids)):
            raise ValueError("case ids must be unique within a file")
        return self


def load_case_file(path: Path) -> CaseFile:
    return CaseFile.model_validate(json.loads(Path(path).read_text(encoding="utf-8")))


def _same(expected: Any, actual: Any, tolerance: float) -> bool:
    if isinstance(actual, _dt.date):
        return expected == actual.isoformat()
    if isinstance(actual, tuple):
        return list(actual) == expected
    if isinstance(expected, (int, float)) and not isinstance(expected, bool):
        if isinstance(actual, bool) or not isinstance(actual, (int, float)):
            return False
        return abs(float(actual) - float(expected)) <= tolerance
    return expected == actual


def check_case(calculator, case: ReferenceCase) -> list[str]:
    """Disagreements between the case and the calculator's result; empty when it passes."""
    exp = case.expected
    try:
        result = calculator.calculate(case.inputs, version=case.version, as_of=case.as_of,
                                      missing=case.missing, variant=case.variant,
                                      domain=case.domain)
    except InputError as exc:
        if exp.status != "error":
            return [f"raised {exc}"]
        named = {p.feature for p in exc.problems}
        return [f"error does not name {f}" for f in exp.error_features if f not in named]
    except (MedcalcError, ValueError) as exc:  # unknown version/variant, bad option
        return [f"raised {type(exc).__name__}: {exc}"]
    if exp.status == "error":
        return [f"expected an input error, got {result.status} {result.value!r}"]
    problems = []
    if result.status != exp.status:
        detail = result.na.message if result.na else result.value
        return [f"status {result.status} ({detail}) != expected {exp.status}"]
    if exp.version is not None and result.version != exp.version:
        problems.append(f"version {result.version} != {exp.version}")
    if exp.variant is not None and result.variant != exp.variant:
        problems.append(f"variant {result.variant} != {exp.variant}")
    if exp.status == "na":
        if result.na_reason != exp.na_reason:
            problems.append(f"NA reason {result.na_reason} != {exp.na_reason}")
    elif not _same(exp.value, result.value, exp.tolerance):
        problems.append(f"value {result.value!r} != expected {exp.value!r} (tolerance {exp.tolerance})")
    if exp.interpretation is not None and result.interpretation != exp.interpretation:
        problems.append(f"interpretation {result.interpretation!r} != {exp.interpretation!r}")
    if exp.imputed is not None and sorted(result.imputed) != sorted(exp.imputed):
        problems.append(f"imputed {list(result.imputed)} != {exp.imputed}")
    for key, value in (exp.breakdown or {}).items():
        actual = (result.breakdown or {}).get(key)
        if not _same(value, actual, exp.tolerance):
            problems.append(f"breakdown {key} {actual!r} != {value!r}")
    return problems
