"""What a calculator module needs: feature kinds, versions, references, output, NA signals."""

from .calculator import Calculator, Output, Precondition
from .features import (
                       CRITERION_NOT_MET,
                       Alternative,
                       Boolean,
                       Category,
                       Choice,
                       Count,
                       Date,
                       Duration,
                       Feature,
                       NAInput,
                       Quantity,
)
from .na import (
                       NA,
                       Implausible,
                       InputError,
                       InputProblem,
                       Missing,
                       NAReason,
                       NotApplicable,
)
from .result import Result
from .unavailable import CalculatorUnavailable, UnavailableCalculator
from .versions import Reference, Version

__all__ = [
    "CRITERION_NOT_MET", "Alternative", "Boolean", "Calculator", "Category", "Choice", "Count", "Date", "Duration",
    "Feature", "Implausible", "InputError", "InputProblem", "Missing", "NA", "NAInput", "NAReason",
    "NotApplicable", "Output", "Precondition", "Quantity", "Reference", "Result", "Version",
    "CalculatorUnavailable", "UnavailableCalculator",
]
