"""Quantities whose source prints its thresholds in parallel unit columns.

Some sources give one table of cut-offs in two unit systems, each column rounded on its own
(KDIGO 2012 Table 6: albumin-to-creatinine ratio A2 is 3-30 mg/mmol *or* 30-300 mg/g, although
3 mg/mmol is 26.5 mg/g). A value must then be classified in the column of the unit it was
reported in: converting 3.1 mg/mmol to 27.4 mg/g and reading the mg/g column would put it in the
wrong category.

`ColumnQuantity` is a `Quantity` that also records that column. Its `parse` returns a `Reported`:
a float equal to the canonical value (so plausibility checks, arithmetic and every existing use
are unchanged) that also carries `column` (the unit of the source's column the value was reported
in) and `in_column` (the value expressed in that column's unit, without a round trip through the
canonical unit). The column is decided by dimension, never by spelling: a reported unit belongs
to the first declared column it converts to *without* an analyte bridge, so for an ACR every
mass/substance unit (mg/mmol, g/mol, µg/µmol) reads the mg/mmol column and every dimensionless
mass ratio (mg/g, g/g, mg/mg) reads the mg/g column. A bare number is in the canonical unit, which
must be one of the columns. A unit that converts to the canonical unit but belongs to no column
is an input error (it cannot be said which column the source would use).

A compute function reads the column with `reported_column(value, default)`, which also works for
plain floats and numpy arrays (they carry no column: the default column and the value itself are
returned, so a batch caller must give a whole data column in the unit of one column and pass
the values in that unit).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, ClassVar

from .analytes import Analyte
from .features import FeatureError, Quantity
from .units import UnitError, conversion

# (reported unit, columns) -> (column, scale, offset) from the reported unit to the column's unit;
# None when the unit belongs to no column. Filled on first use, like units._CACHE.
_COLUMN_CACHE: dict[tuple[str, tuple[str, ...]], tuple[str, float, float] | None] = {}


class Reported(float):
    """A canonical value that remembers the threshold column it was reported in."""

    __slots__ = ("column", "in_column")

    def __new__(cls, canonical: float, column: str, in_column: float) -> Reported:
        obj = float.__new__(cls, canonical)
        obj.column = column
        obj.in_column = in_column
        return obj

    def __reduce__(self):
        return (Reported, (float(self), self.column, self.in_column))

    def __copy__(self) -> Reported:
        return self

    def __deepcopy__(self, memo) -> Reported:
        return self


def reported_column(value: Any, default: str) -> tuple[str, Any]:
    """(column, value in that column's unit) of a parsed value; (default, value) for a value that
    carries no column (a plain float in the default column's unit, a numpy array)."""
    if type(value) is Reported:
        return value.column, value.in_column
    return default, value


def _column_for(unit: str, columns: tuple[str, ...]) -> tuple[str, float, float] | None:
    key = (unit, columns)
    if key in _COLUMN_CACHE:
        return _COLUMN_CACHE[key]
    found = None
    if unit in columns:
        found = (unit, 1.0, 0.0)
    else:
        for column in columns:
            try:  # no analyte: only a unit of the column's own dimension converts
                scale, offset = conversion(unit, column, None)
            except UnitError:
                continue
            found = (column, scale, offset)
            break
    _COLUMN_CACHE[key] = found
    return found


@dataclass(frozen=True, slots=True, kw_only=True)
class ColumnQuantity(Quantity):
    """A quantity classified in the unit column it was reported in (see the module docstring).

    `columns`: the units of the source's parallel columns, e.g. ("mg/g", "mg/mmol"); the
    canonical `unit` must be one of them (it is the column of a bare number)."""

    columns: tuple[str, ...] = ()
    kind: ClassVar[str] = "quantity"

    def __post_init__(self):
        Quantity.__post_init__(self)
        if len(self.columns) < 2:
            raise ValueError(f"{self.name}: a column quantity needs at least two columns")
        if self.unit not in self.columns:
            raise ValueError(f"{self.name}: canonical unit {self.unit!r} must be one of the "
                             f"columns {self.columns}")

    def parse(self, raw: Any, unit: str | None = None, analyte: Analyte | None = None) -> Reported:
        canonical = Quantity.parse(self, raw, unit, analyte)
        value, given = self._split(raw, unit or self.unit)
        found = _column_for(given, self.columns)
        if found is None:
            raise FeatureError(
                "wrong_dimension",
                f"{given!r} is not in the unit of any threshold column of {self.name} "
                f"({', '.join(self.columns)}): give the value in one of them",
                self._expected())
        column, scale, offset = found
        in_column = value if scale == 1.0 and offset == 0.0 else float(
            f"{value * scale + offset:.12g}")
        if not math.isfinite(in_column):
            raise FeatureError("wrong_type", f"value {in_column} is not a finite number",
                               self._expected())
        return Reported(canonical, column, in_column)

    def _schema(self) -> dict:
        schema = Quantity._schema(self)
        schema["x-threshold-columns"] = list(self.columns)
        return schema

    def summary(self) -> dict:
        out = Quantity.summary(self)
        out["threshold_columns"] = list(self.columns)
        return out
