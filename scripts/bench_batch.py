"""Batch throughput (issue 10): rows/s of `calculate_batch` beside plain numpy and the per-row
loop, peak memory over the input's size, and Dask on local workers. Prints a table; writes
nothing. Not a test: timings on a shared machine are noisy (best of --repeat runs).

Tables are pandas DataFrames (text as pandas' default Arrow-backed `str`) and dicts of numpy
columns (text as Python strings). Peak memory is measured in a fresh process per row of the
table: resident memory's high-water mark during the call over the resident memory before it,
divided by the table's in-memory size (strings included).

    python scripts/bench_batch.py [--rows 1000000] [--repeat 3] [--kinds pandas,dict]
                                  [--dask-rows 10000000] [--no-dask | --dask-only]
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

import medcalc
from medcalc.core.batch import calculate_batch


def tables(n: int, rng):
    sex = np.where(rng.random(n) < 0.5, "male", "female").astype(object)
    return {
        "ckd_epi_egfr": ({"creatinine": rng.integers(40, 400, n).astype(float),  # µmol/L
                          "age": rng.integers(18, 95, n).astype(float), "sex": sex},
                         {"units": {"creatinine": "umol/L"}}),
        "bmi": ({"weight": rng.uniform(40, 150, n), "height": rng.uniform(145, 200, n)}, {}),
        "curb_65": ({"confusion": rng.random(n) < 0.2, "urea": rng.uniform(2, 20, n),
                     "respiratory_rate": rng.integers(10, 40, n).astype(float),
                     "systolic_bp": rng.uniform(80, 180, n),
                     "diastolic_bp": rng.uniform(40, 75, n),
                     "age": rng.integers(18, 99, n).astype(float)}, {}),
        "sofa": ({"pao2": rng.uniform(60, 120, n), "fio2": rng.uniform(0.21, 1.0, n),
                  "respiratory_support": rng.random(n) < 0.3,
                  "platelet_count": rng.uniform(20, 400, n), "gcs": rng.integers(3, 16, n).astype(float),
                  "bilirubin": rng.uniform(0.3, 8, n), "mean_arterial_pressure": rng.uniform(55, 100, n),
                  "dopamine": np.zeros(n), "dobutamine": np.zeros(n), "epinephrine": np.zeros(n),
                  "norepinephrine": np.zeros(n), "creatinine": rng.uniform(0.5, 5, n),
                  "urine_output": rng.uniform(100, 2500, n)}, {}),
    }


def plain_numpy(calc_id, table):
    """The formula alone on numpy columns: no validation, no units, no NA."""
    if calc_id == "ckd_epi_egfr":
        scr = table["creatinine"] / 88.4
        female = table["sex"] == "female"
        kappa = np.where(female, 0.7, 0.9)
        alpha = np.where(female, -0.241, -0.302)
        r = scr / kappa
        return (142 * np.minimum(r, 1) ** alpha * np.maximum(r, 1) ** -1.2
                * 0.9938 ** table["age"] * np.where(female, 1.012, 1.0))
    if calc_id == "bmi":
        return table["weight"] / (table["height"] / 100) ** 2
    if calc_id == "curb_65":
        t = table
        return (t["confusion"].astype(int) + (t["urea"] > 7) + (t["respiratory_rate"] >= 30)
                + ((t["systolic_bp"] < 90) | (t["diastolic_bp"] <= 60)) + (t["age"] >= 65))
    return None


def best(fn, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def per_row_rate(calc_id, table, options, rows=3000):
    """calculate() row by row on the table's first rows, after a warm-up pass (imports, the
    unit registry, caches) that is not timed."""
    units = options.get("units", {})
    keys = list(table)
    t0 = None
    for i in range(-200, rows):  # the first 200 calls warm up
        if i == 0:
            t0 = time.perf_counter()
        i = abs(i)
        inputs = {}
        for k in keys:
            v = table[k][i]
            v = v.item() if hasattr(v, "item") else v
            inputs[k] = (v, units[k]) if k in units else v
        medcalc.calculate(calc_id, inputs)
    return rows / (time.perf_counter() - t0)


def as_kind(table, kind):
    if kind == "pandas":
        import pandas as pd

        return pd.DataFrame(table)  # text columns take pandas' default (Arrow-backed `str`)
    return table


def table_bytes(table) -> int:
    """The input's size in memory, strings included (pandas' memory_usage(deep=True); for a
    dict, the arrays plus each distinct Python object its object columns point to)."""
    import sys

    if hasattr(table, "memory_usage"):
        return int(table.memory_usage(deep=True, index=False).sum())
    size = 0
    for v in table.values():
        size += v.nbytes
        if v.dtype == object:
            size += sum(sys.getsizeof(o) for o in {id(o): o for o in v.tolist()}.values())
    return size


def _rss_kb(field: str) -> int:
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise OSError(field)


def memory_child(calc_id: str, kind: str, rows: int) -> None:
    """In a fresh process: the peak resident memory a batch call adds over the loaded table
    (Linux VmHWM, reset just before the call), printed as a ratio to the table's size. Counts
    every allocator (numpy, Arrow, pandas), unlike tracemalloc."""
    import gc

    full, options = tables(rows, np.random.default_rng(0))[calc_id]
    # Imports and caches on a few rows (a full-size warm-up would leave freed memory in the
    # heap for the measured call to reuse unseen).
    calculate_batch(calc_id, as_kind({k: v[:100] for k, v in full.items()}, kind), **options)
    table = as_kind(full, kind)
    del full
    gc.collect()
    base = _rss_kb("VmRSS")
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")  # reset the high-water mark to the current RSS
    out = calculate_batch(calc_id, table, **options)
    peak = _rss_kb("VmHWM")
    del out
    print(f"{(peak - base) * 1024 / table_bytes(table):.2f}")


def peak_ratio(calc_id: str, kind: str, rows: int) -> str:
    import subprocess
    import sys

    try:
        # A fixed mmap threshold makes glibc return freed large blocks to the OS at once, so
        # resident memory follows live memory (no freed heap for the call to reuse unseen).
        env = dict(os.environ, MALLOC_MMAP_THRESHOLD_="131072", MALLOC_TRIM_THRESHOLD_="131072")
        done = subprocess.run([sys.executable, __file__, "--memory-child", calc_id, kind,
                               str(rows)], capture_output=True, text=True, check=True, env=env)
        return done.stdout.strip().splitlines()[-1]
    except (subprocess.CalledProcessError, OSError, IndexError):
        return "n/a"  # not Linux, or /proc/self/clear_refs not writable


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--dask-rows", type=int, default=10_000_000)
    ap.add_argument("--kinds", default="pandas,dict", help="table kinds, comma-separated")
    ap.add_argument("--no-dask", action="store_true")
    ap.add_argument("--dask-only", action="store_true")
    ap.add_argument("--memory-child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.memory_child:
        calc_id, kind, rows = args.memory_child
        memory_child(calc_id, kind, int(rows))
        return
    if args.dask_only:
        dask_bench(args.dask_rows)
        return
    rng = np.random.default_rng(0)
    print(f"{'calculator':<14}{'table':<8}{'batch rows/s':>14}{'numpy rows/s':>14}"
          f"{'batch/numpy':>12}{'per-row rows/s':>16}{'batch/loop':>11}{'peak/input':>11}")
    for calc_id, (table, options) in tables(args.rows, rng).items():
        plain = plain_numpy(calc_id, table)
        np_rate = (args.rows / best(lambda: plain_numpy(calc_id, table), args.repeat)
                   if plain is not None else float("nan"))
        loop = per_row_rate(calc_id, table, options)
        for kind in args.kinds.split(","):
            data = as_kind(table, kind)
            stats: dict = {}
            calculate_batch(calc_id, data, stats=stats, **options)  # warm-up, imports
            t = best(lambda: calculate_batch(calc_id, data, **options), args.repeat)
            rate = args.rows / t
            print(f"{calc_id:<14}{kind:<8}{rate:>14,.0f}{np_rate:>14,.0f}{rate / np_rate:>12.2f}"
                  f"{loop:>16,.0f}{rate / loop:>11.0f}{peak_ratio(calc_id, kind, args.rows):>11}"
                  + ("" if stats.get("row_by_row", 0) == 0
                     else f"  ({stats['row_by_row']} rows one by one)"), flush=True)
    if not args.no_dask:
        dask_bench(args.dask_rows)


def dask_bench(rows):
    try:
        import dask.dataframe as dd
        import pandas as pd
        from dask.distributed import Client, LocalCluster
    except ImportError:
        print("dask: not installed (pip install 'medcalc-ref[dask]')")
        return
    from medcalc.dask import calculate_batch_dask

    rng = np.random.default_rng(1)
    part = 1_000_000
    frame = pd.DataFrame({"creatinine": rng.integers(40, 400, part).astype(float),
                          "age": rng.integers(18, 95, part).astype(float),
                          "sex": np.where(rng.random(part) < 0.5, "male", "female")})
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster):
        parts = max(1, rows // part)
        ddf = dd.from_pandas(frame, npartitions=1)
        ddf = dd.concat([ddf] * parts)  # rows * parts, generated once per partition on workers
        result = calculate_batch_dask("ckd_epi_egfr", ddf, units={"creatinine": "umol/L"})
        t0 = time.perf_counter()
        ok = int((result["status"] == "ok").sum().compute())
        t = time.perf_counter() - t0
    print(f"dask, 2 local workers: {parts * part:,} rows of ckd_epi_egfr in {t:.1f} s "
          f"({parts * part / t:,.0f} rows/s; {ok:,} ok)")


if __name__ == "__main__":
    main()
