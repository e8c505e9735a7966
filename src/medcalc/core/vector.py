"""Elementwise helpers that work on Python scalars and on numpy arrays alike.

Compute functions use these instead of `min`/`max`/`if` so that the same function runs on one
patient (plain floats, no numpy import) or on whole columns (numpy arrays).
"""

from __future__ import annotations

from typing import Any, Sequence

_SCALARS = frozenset((int, float, bool))


def _scalar(*values: Any) -> bool:
    return all(type(v) in _SCALARS for v in values)


def where(condition: Any, if_true: Any, if_false: Any) -> Any:
    if type(condition) in _SCALARS:
        return if_true if condition else if_false
    import numpy as np

    return np.where(condition, if_true, if_false)


def minimum(a: Any, b: Any) -> Any:
    if type(a) in _SCALARS and type(b) in _SCALARS:
        return a if a <= b else b
    import numpy as np

    return np.minimum(a, b)


def maximum(a: Any, b: Any) -> Any:
    if type(a) in _SCALARS and type(b) in _SCALARS:
        return a if a >= b else b
    import numpy as np

    return np.maximum(a, b)


def floor(a: Any) -> Any:
    if _scalar(a):
        import math

        return math.floor(a)
    import numpy as np

    return np.floor(a)


def log(a: Any) -> Any:
    """Natural logarithm."""
    if _scalar(a):
        import math

        return math.log(a)
    import numpy as np

    return np.log(a)


def exp(a: Any) -> Any:
    """e**a."""
    if _scalar(a):
        import math

        return math.exp(a)
    import numpy as np

    return np.exp(a)


def logistic(a: Any) -> Any:
    """1 / (1 + e**-a): a logistic model's probability from its linear predictor."""
    return 1.0 / (1.0 + exp(-a))


def any_true(condition: Any) -> bool:
    """True if the condition holds for the patient (scalar) or for any row (array)."""
    if type(condition) is bool:
        return condition
    return bool(condition.any()) if hasattr(condition, "any") else bool(condition)


def add_days(date: Any, days: Any) -> Any:
    """date + a whole number of days, for a datetime.date or a numpy datetime64 array."""
    import datetime as _dt

    if isinstance(date, _dt.date):
        return date + _dt.timedelta(days=int(days))
    import numpy as np

    delta = np.asarray(days).astype("int64").astype("timedelta64[D]")
    return np.asarray(date, dtype="datetime64[D]") + delta


def days_between(start: Any, end: Any) -> Any:
    """Whole days from start to end, for datetime.date values or numpy datetime64 arrays."""
    import datetime as _dt

    if isinstance(start, _dt.date) and isinstance(end, _dt.date):
        return (end - start).days
    import numpy as np

    return (np.asarray(end, dtype="datetime64[D]")
            - np.asarray(start, dtype="datetime64[D]")).astype(int)


def interp(x: Any, xs: Sequence[float], ys: Sequence[float]) -> Any:
    """Linear interpolation of the table (xs ascending, ys) at x, held at the end values outside
    it (numpy.interp's rule); x a number or a numpy column."""
    if type(x) in _SCALARS:
        if x <= xs[0]:
            return float(ys[0])
        for i in range(1, len(xs)):
            if x <= xs[i]:
                x0, x1, y0, y1 = xs[i - 1], xs[i], ys[i - 1], ys[i]
                return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        return float(ys[-1])
    import numpy as np

    return np.interp(x, xs, ys)


def snap(x: Any) -> Any:
    """x rounded to 1e-9, for values derived inside a compute function (a ratio, BUN from urea)
    whose float noise (29.999999999999996) would flip a threshold comparison."""
    if type(x) in _SCALARS:
        return (x * 1e9 + 0.5) // 1 / 1e9
    import numpy as np

    y = np.multiply(x, 1e9, dtype="float64")  # one new array, then in place:
    if not isinstance(y, np.ndarray):  # a numpy scalar
        return np.floor(y + 0.5) / 1e9
    y += 0.5
    np.floor(y, out=y)  # == // 1 for finite values, without numpy's divmod
    y /= 1e9
    return y
