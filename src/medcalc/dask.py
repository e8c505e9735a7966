"""`calculate_batch` on a Dask DataFrame: partition by partition, on the workers.

    import dask.dataframe as dd
    from medcalc.dask import calculate_batch_dask

    ddf = dd.read_parquet("cohort/*.parquet")
    scores = calculate_batch_dask("ckd_epi_egfr", ddf, units={"creatinine": "umol/L"})
    scores.to_parquet("scores/")          # nothing is pulled to the client

Each partition is a pandas DataFrame given to `calculate_batch` with the same options; the
result has the same partitions and index as the input. Text columns (status, reason, ...) are
strings; breakdown columns are not available here (their set depends on the rows). Needs the
`dask` extra: pip install 'medcalc-ref[dask]'.
"""

from __future__ import annotations

from typing import Any

from .core.na import InvalidArgument

_TEXT = ("status", "na_reason", "reason", "na_inputs", "version", "variant", "warnings",
         "imputed")


def _partition(frame, calculator: str, options: dict):
    from .core.batch import calculate_batch

    out = calculate_batch(calculator, frame, **options)
    for name in _TEXT:
        out[name] = out[name].astype(object)
    return out


def calculate_batch_dask(calculator: str, ddf: Any, **options):
    """A lazy Dask DataFrame of results, one row per input row (see `calculate_batch`)."""
    if options.get("breakdown"):
        raise InvalidArgument("breakdown=True is not available on Dask: the breakdown columns "
                              "depend on the rows of each partition")
    if options.get("progress") is not None or options.get("stats") is not None:
        raise InvalidArgument("progress and stats are per process: use Dask's own diagnostics")
    import pandas as pd

    from .core.registry import get

    calc = get(calculator)
    numeric = calc.output.kind in ("number", "integer")
    meta = pd.DataFrame({"value": pd.Series(dtype="float64" if numeric else object),
                         **{name: pd.Series(dtype=object) for name in _TEXT}})
    if options.get("interpretation"):
        meta["interpretation"] = pd.Series(dtype=object)
    return ddf.map_partitions(_partition, calc.id, options, meta=meta)
