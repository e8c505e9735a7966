"""Pydantic models generated from the registry: one input model per calculator, one Result model.

    >>> from medcalc.models import input_model, ResultModel
    >>> CURB65 = input_model("curb_65")
    >>> patient = CURB65.model_validate({"age": 70, "bun": "25 mg/dL"})
    >>> patient.calculate(missing="absent").value
    2

- `input_model(id)` builds (once, then cached) a `pydantic.BaseModel` subclass for a calculator.
  It has one optional field per input key of `Calculator.input_schema()` (features, alternative
  keys such as `bun`, criteria answered directly), each with the description, unit, plausible
  range, choices and bands of its schema. Its `model_json_schema()` **is** `input_schema()`:
  the calculator's schema carries what pydantic's generated schema cannot say (a quantity as a
  number, "1.4 mg/dL" or [value, unit]; a criterion as its measurement, band or yes/no; "one of
  urea or bun" as `allOf`/`anyOf`), so the model returns it unchanged rather than a weaker
  approximation.
- Validation runs the calculator's own `parse_inputs`, so `model_validate` accepts exactly what
  `calculate` accepts (form labels, band labels, units, NA strings) and rejects exactly what it
  rejects: each `InputProblem` of the `InputError` becomes one line of a pydantic
  `ValidationError` with `type` = the problem's kind, `loc` = (input name,), `msg` = its message
  and `ctx` = {"message", "expected"}. A required input that is not given is not an error (the
  result is NA `missing`, as `calculate` gives), so every field is optional. An unavailable
  calculator's model rejects every input with type `calculator_unavailable`.
- The validated model keeps the inputs as given (`model_dump(exclude_unset=True)`, or
  `.inputs()`); `.calculate(**options)` runs the calculator on them.
- `ResultModel` mirrors `Result.to_dict()` (the JSON of every result); `ResultModel.of(result)`
  converts one. `ErrorModel`/`ErrorResponse` mirror the error of `medcalc.tools.call_tool`.

Nothing is generated at `import medcalc`; this module imports pydantic and builds a model only
when asked. The calculate path does not use these models.
"""

from __future__ import annotations

import keyword
import re
from functools import lru_cache
from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

__all__ = ["CalculatorInput", "ErrorModel", "ErrorResponse", "NAModel", "ProblemModel",
           "ReferenceModel", "ResultModel", "all_input_models", "input_model",
           "validation_error"]


# -- result -------------------------------------------------------------------------------------

class ReferenceModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    citation: str
    doi: Optional[str] = None
    url: Optional[str] = None


class NAModel(BaseModel):
    """Why a result has no value."""

    model_config = ConfigDict(extra="forbid")

    reason: Literal["missing", "implausible", "not_applicable", "invalid"]
    message: str
    features: list[str] = Field(default_factory=list)


class ResultModel(BaseModel):
    """The one result of every calculator, as `Result.to_dict()` serializes it."""

    model_config = ConfigDict(extra="forbid", title="Result")

    calculator: str = Field(description="calculator id")
    version: str = Field(description="the rule version that ran")
    variant: Optional[str] = Field(None, description="the parallel convention that ran, if any")
    status: Literal["ok", "na"]
    value: Any = Field(None, description="number, integer, date (YYYY-MM-DD), category, "
                                         "[weeks, days] or a record; null when NA; never rounded")
    unit: Optional[str] = None
    display: str = Field(description="the value rounded to the declared decimals, with its unit")
    na: Optional[NAModel] = None
    imputed: list[str] = Field(default_factory=list,
                               description="inputs counted as absent under missing='absent'")
    warnings: list[str] = Field(default_factory=list)
    breakdown: Optional[dict[str, Any]] = Field(
        None, description="points per criterion, or the intermediate quantities of a formula")
    interpretation: Optional[str] = None
    given_as: Optional[dict[str, str]] = Field(
        None, description="per criterion or derived input: value, band, boolean, derived or imputed")
    outside_domain: list[str] = Field(default_factory=list,
                                      description="preconditions violated (domain='warn')")
    references: list[ReferenceModel] = Field(default_factory=list)

    @classmethod
    def of(cls, result) -> "ResultModel":
        """The model of a `medcalc.Result`."""
        return cls.model_validate(result.to_dict())


class ProblemModel(BaseModel):
    """One input that cannot be interpreted (`InputProblem`)."""

    feature: str
    kind: str
    message: str
    expected: str = ""


class ErrorModel(BaseModel):
    """The error of `medcalc.tools.call_tool` (and of the REST service)."""

    model_config = ConfigDict(extra="allow")

    type: str = Field(description="invalid_arguments, invalid_input, unknown_version, "
                                  "unknown_calculator, calculator_unavailable, too_large, "
                                  "calculation_error, not_found, internal_error")
    message: str
    problems: list[ProblemModel] = Field(default_factory=list)


class ErrorResponse(BaseModel):
    ok: Literal[False] = False
    error: ErrorModel


# -- inputs -------------------------------------------------------------------------------------

def _line(problem, given: dict) -> InitErrorDetails:
    return InitErrorDetails(
        type=PydanticCustomError(problem.kind, "{message}",
                                 {"message": problem.message, "expected": problem.expected}),
        loc=(problem.feature,),
        input=given.get(problem.feature),
    )


def validation_error(calc_id: str, problems, given: dict | None = None) -> ValidationError:
    """A pydantic ValidationError with one line per `InputProblem`."""
    given = given if isinstance(given, dict) else {}
    return ValidationError.from_exception_data(calc_id, [_line(p, given) for p in problems])


class CalculatorInput(BaseModel):
    """Base class of the generated input models. Validation is the calculator's own."""

    model_config = ConfigDict(extra="allow", populate_by_name=True, frozen=True)

    # Set on each generated subclass.
    __calculator_id__: str = ""

    @model_validator(mode="before")
    @classmethod
    def _parse_like_calculate(cls, data: Any) -> Any:
        from .core.na import InputError, InputProblem
        from .core.registry import get

        calc = get(cls.__calculator_id__)
        if not calc.available:
            info = calc.unavailable_info()
            problem = InputProblem("inputs", "calculator_unavailable",
                                   f"{calc.id} is not available ({info['why_label']}): "
                                   f"{info['reason']}",
                                   "one of the open alternatives: "
                                   + ", ".join(info["alternatives"]) if info["alternatives"]
                                   else "another calculator")
            raise validation_error(calc.id, [problem])
        if isinstance(data, BaseModel):
            data = data.model_dump(by_alias=True, exclude_unset=True)
        try:
            calc.parse_inputs(data)
        except InputError as exc:
            raise validation_error(calc.id, exc.problems, data) from None
        # Keys that name a field (by its alias) stay as they are; any other accepted key (a form
        # label, a criterion's printed label) is kept as an extra, exactly as given.
        return dict(data)

    def inputs(self) -> dict[str, Any]:
        """The inputs as given (keys as the caller wrote them), for `calculate`."""
        return self.model_dump(by_alias=True, exclude_unset=True)

    def calculate(self, **options: Any):
        """Run the calculator on these inputs (`version`, `as_of`, `missing`, `variant`,
        `domain` as for `medcalc.calculate`)."""
        from .core.registry import get

        return get(self.__calculator_id__).calculate(self.inputs(), **options)

    @classmethod
    def __get_pydantic_json_schema__(cls, core_schema, handler):  # noqa: D105
        from .core.registry import get

        if not cls.__calculator_id__:  # the base class itself
            return handler(core_schema)
        return get(cls.__calculator_id__).input_schema()


_RESERVED = frozenset(dir(BaseModel)) | {"inputs", "calculate"}


def _field_name(key: str, taken: set[str]) -> str:
    """A Python identifier for an input key (the key itself when it is one)."""
    name = re.sub(r"\W", "_", key)
    if not name or name[0].isdigit() or name.startswith("_"):
        name = "f_" + name.lstrip("_")
    if keyword.iskeyword(name) or name in _RESERVED or name.startswith("model_"):
        name += "_"
    while name in taken:
        name += "_"
    taken.add(name)
    return name


def _class_name(calc_id: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^0-9A-Za-z]+", calc_id)
                   if part) + "Input"


def _field(prop: dict, key: str) -> Any:
    extra = {k: v for k, v in prop.items() if k != "description"}
    return Field(None, alias=key, description=prop.get("description") or None,
                 json_schema_extra=extra or None)


@lru_cache(maxsize=None)
def input_model(calculator: str) -> type[CalculatorInput]:
    """The pydantic input model of a calculator (by id, alias or name), built once."""
    from pydantic import create_model

    from .core.registry import get

    calc = get(calculator)
    if calc.id != calculator:
        return input_model(calc.id)
    schema = calc.input_schema()
    taken: set[str] = set()
    fields = {_field_name(key, taken): (Any, _field(prop, key))
              for key, prop in schema["properties"].items()}
    model = create_model(_class_name(calc.id), __base__=CalculatorInput,
                         __doc__=f"Inputs of {calc.name} ({calc.id}). {calc.description}".strip(),
                         **fields)
    model.__calculator_id__ = calc.id
    return model


def all_input_models() -> dict[str, type[CalculatorInput]]:
    """Every registered calculator's input model, by id (builds them all)."""
    from .core.registry import all_ids

    return {calc_id: input_model(calc_id) for calc_id in all_ids()}
