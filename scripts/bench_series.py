"""Timing of medcalc.series on a large synthetic timeline (not a test: no timed assertions).

    .venv/bin/python scripts/bench_series.py [--records 100000] [--repeat 20]

Builds a timeline of N records (1 per minute, irregular gaps, the vital signs of a MIMIC-IV
vitalsign table with some missing cells), loads it from a list of dicts and from a pandas frame,
then times count queries (a measured feature; a per-record calculator; a conjunction) and a few
other operations. The acceptance bar of issue 15: a count query on 100k records under 100 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))


def records(n: int, seed: int = 0) -> list[dict]:
    import datetime as dt

    import numpy as np

    rng = np.random.default_rng(seed)
    start = dt.datetime(2180, 5, 6)
    minutes = np.cumsum(rng.integers(1, 30, n))
    hr = rng.normal(90, 20, n).round()
    sbp = rng.normal(115, 20, n).round()
    dbp = (sbp - rng.normal(45, 10, n)).round().clip(20, None)
    out = []
    for i in range(n):
        rec = {"time": (start + dt.timedelta(minutes=int(minutes[i]))).strftime("%Y-%m-%d %H:%M"),
               "heart_rate": float(hr[i]), "systolic_bp": float(sbp[i]),
               "diastolic_bp": float(dbp[i]), "spo2": float(rng.integers(85, 101)),
               "respiratory_rate": float(rng.integers(10, 30)),
               "temperature": round(float(rng.normal(37, 0.6)), 1)}
        if i % 17 == 0:
            del rec["heart_rate"]
        out.append(rec)
    return out


def timed(fn, repeat: int) -> tuple[float, float, object]:
    """(first call ms, median of the next calls ms, result)."""
    t0 = time.perf_counter()
    result = fn()
    first = (time.perf_counter() - t0) * 1000
    runs = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        runs.append((time.perf_counter() - t0) * 1000)
    return first, statistics.median(runs), result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)

    from medcalc import series

    rows = records(args.records)
    t0 = time.perf_counter()
    timeline = series.load(rows)
    load_s = time.perf_counter() - t0
    print(f"{len(timeline)} records loaded from dicts in {load_s:.2f} s")
    try:
        import pandas as pd

        frame = pd.DataFrame(rows)
        frame["time"] = pd.to_datetime(frame["time"])
        t0 = time.perf_counter()
        series.load(frame)
        print(f"{len(frame)} records loaded from a pandas frame in "
              f"{time.perf_counter() - t0:.2f} s")
    except ImportError:
        pass
    queries = [
        {"op": "count", "of": "heart_rate", "above": 100},
        {"op": "count", "of": "shock_index", "above": 1.0},
        {"op": "count", "of": "mean_arterial_pressure", "below": [65, "mmHg"]},
        {"op": "count", "where": [{"of": "HR", "above": 100}, {"of": "SBP", "below": 90}]},
        {"op": "count", "of": "temperature", "at_least": [100.4, "degF"], "last_hours": 24},
        {"op": "first_time", "of": "systolic_bp", "below": 90},
        {"op": "mean", "of": "heart_rate", "last": 1000},
        {"op": "time_of_max", "of": "shock_index"},
    ]
    worst = 0.0
    for q in queries:
        first, median, answer = timed(lambda: series.ask(timeline, q), args.repeat)
        if q["op"] == "count":
            worst = max(worst, first)
        print(f"{first:8.2f} ms first, {median:7.2f} ms median  {answer.display():<22} {q}")
    print(f"slowest count query (first call, including any per-record calculator column): "
          f"{worst:.2f} ms -> {'under' if worst < 100 else 'OVER'} 100 ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
