"""Check medcalc.series against the independent re-implementation of tests/test_series.py on
many random timelines and queries (the suite runs a short derandomized version).

    .venv/bin/python scripts/series_check.py --queries 10000 [--seed 0]

Exit status 0 when every query agrees; the first disagreement is printed (hypothesis shrinks
it) with status 1.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "src"))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    from hypothesis import HealthCheck, given, seed, settings

    import test_series as t
    from medcalc import series

    stats: collections.Counter = collections.Counter()
    examples = max(1, -(-args.queries // t.QUERIES_PER_TIMELINE))

    @seed(args.seed)
    @settings(max_examples=examples, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(t.cases())
    def run(case):
        records, truth, qs = case
        timeline = series.load(records)
        for q, ref in qs:
            t.check(timeline, truth, q, ref)
            answer = series.ask(timeline, q)
            stats["queries"] += 1
            stats[f"{q['op']}:{answer.status}"] += 1
            stats["records"] += len(truth)

    started = time.perf_counter()
    try:
        run()
    except AssertionError as exc:
        print(f"DISAGREEMENT: {exc}")
        return 1
    seconds = time.perf_counter() - started
    print(f"{stats['queries']} random queries over {examples} random timelines agree with the "
          f"reference ({seconds:.1f} s)")
    for key in sorted(k for k in stats if ":" in k):
        print(f"  {key:<22} {stats[key]}")
    return 0 if stats["queries"] >= args.queries else 1


if __name__ == "__main__":
    sys.exit(main())
