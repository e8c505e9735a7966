"""Shared pure helpers for the grading scales registered for CMedCalc-Bench (Zhang, Zhu, Wu;
EMNLP 2025): a grade chosen by a finding, returned in our spelling with the Chinese spelling the
benchmark's answers use (`grade_zh`)."""

from typing import Any

from medcalc.core.vector import where

CMEDCALC_BENCH_CITATION = (
    "Zhang Y, Zhu Z, Wu X. CMedCalc-Bench: A Fine-Grained Benchmark for Chinese Medical "
    "Calculations in LLM. Proceedings of EMNLP 2025, pages 25661-25670 (calculator definitions in "
    "the 'formula' field of the released equation.json).")


def pick(key: Any, table: dict, default: Any) -> Any:
    """`table[key]` for a category key (scalar or array), built with `where` so it runs on
    columns; `default` for a key not in the table."""
    out = default
    for k, v in reversed(list(table.items())):
        out = where(key == k, v, out)
    return out


def first_true(conditions: list, values: list, default: Any) -> Any:
    """The value of the first true condition (elementwise), else `default`."""
    out = default
    for cond, value in reversed(list(zip(conditions, values))):
        out = where(cond, value, out)
    return out


# -- metabolic alkalosis: the two bedside conventions CMedCalc-Bench's formula field states ------

def _alkalosis_result(expected: Any, half_range: float, paco2: Any) -> dict:
    import math

    from medcalc.formulas.acid_base import respiratory_compensation_reading

    measured = math.nan if paco2 is None else paco2
    low, high = expected - half_range, expected + half_range
    return {"value": expected, "expected_paco2_low": low, "expected_paco2_high": high,
            "compensation": respiratory_compensation_reading(measured, low, high)}


def alkalosis_delta_0_9(bicarbonate: Any, paco2: Any) -> dict:
    """Expected PaCO2 = 40 + 0.9 x (HCO3 - 24) +/- 5 mmHg (Chinese textbook convention,
    ΔPaCO2 = 0.9 x Δ[HCO3-] +/- 5)."""
    return _alkalosis_result(40.0 + 0.9 * (bicarbonate - 24.0), 5.0, paco2)


def alkalosis_0_7_plus_21(bicarbonate: Any, paco2: Any) -> dict:
    """Expected PaCO2 = 0.7 x HCO3 + 21 +/- 2 mmHg (widely taught bedside rule)."""
    return _alkalosis_result(0.7 * bicarbonate + 21.0, 2.0, paco2)
