"""Elementwise helpers that work on Python scalars and on numpy arrays alike.

Compute functions use these instead of `min`/`max`/`if` so that the same function runs on one
patient (plain floats, no numpy import) or on whole columns (numpy arrays).
"""

from __future__ import annotations

from typing import Any

_SCALARS = (int, float, bool)


def _scalar(*values: Any) -> bool:
    return all(type(v) in _SCALARS for v in values)


def where(condition: Any, if_true: Any, if_false: Any) -> Any:
    if _scalar(condition):
        return if_true if condition else if_false
    import numpy as np

    return np.where(condition, if_true, if_false)


def minimum(a: Any, b: Any) -> Any:
    if _scalar(a, b):
        return a if a <= b else b
    import numpy as np

    return np.minimum(a, b)


def maximum(a: Any, b: Any) -> Any:
    if _scalar(a, b):
        return a if a >= b else b
    import numpy as np

    return np.maximum(a, b)


def floor(a: Any) -> Any:
    if _scalar(a):
        import math

        return math.floor(a)
    import numpy as np

    return np.floor(a)
