"""Per-calculator report of a catalog wave (issues 12-14): source followed, versions/variants,
licence or why unavailable, reference cases, and the MDCalc dev answers with their verdicts.

    python scripts/wave_report.py ../shared/catalog/wave3.csv [--tasks DEV_TASKS.jsonl] > report.md

Writes Markdown to stdout; the MDCalc answers come from `recompute medmcp-calc` run in-process.
"""

from __future__ import annotations

import argparse
import csv
import json
from collections import defaultdict
from pathlib import Path

import medcalc
from medcalc.benchmarks import medmcp_calc as mm

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "data" / "reference_cases"
DEV = ROOT.parent / "shared" / "benchmarks" / "medmcp_calc" / "dev_tasks.jsonl"


def _short(text: str, n: int = 110) -> str:
    text = " ".join(str(text).split()).replace("|", "/")
    return text if len(text) <= n else text[: n - 1] + "…"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("wave_csv")
    ap.add_argument("--tasks", default=str(DEV))
    args = ap.parse_args(argv)
    rows = list(csv.DictReader(open(args.wave_csv, encoding="utf-8")))
    answers = defaultdict(list)
    if Path(args.tasks).exists():
        for r in mm.recompute_tasks(mm.read_tasks(Path(args.tasks))):
            if r.calculator:
                answers[r.calculator].append(r)
    counts = defaultdict(int)
    print("| id | status | source followed (first reference) | versions / variants | cases | "
          "MDCalc dev answers |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        cid = row["id"]
        try:
            calc = medcalc.get(cid)
        except Exception:  # noqa: BLE001
            counts["not registered"] += 1
            print(f"| {cid} | **not registered** | | | | |")
            continue
        if not getattr(calc, "available", True):
            info = calc.unavailable_info()
            counts[f"unavailable ({info['why']})"] += 1
            print(f"| {cid} | unavailable: {info['why']} | {_short(info['owner'], 60)} | | | "
                  f"{_short(info['reason'], 140)} |")
            continue
        counts["implemented"] += 1
        if calc.id != cid:  # a catalogue id that is an alias: say which calculator answers it
            counts["implemented under another id"] += 1
        ref = calc.references[0].citation if calc.references else ""
        versions = ", ".join(v.name + (f" ({v.variant})" if v.variant else "")
                             for v in calc.versions)
        path = CASES / f"{calc.id}.json"
        n_cases = len(json.loads(path.read_text(encoding="utf-8"))["cases"]) if path.exists() else 0
        dev = []
        for r in answers.get(calc.id, []) or answers.get(cid, []):
            verdict = ("agrees" if r.agrees is True else r.cause if r.cause in mm.EXPLAINED
                       else f"{r.status}, disagrees" if r.status == "ok" else r.status)
            dev.append(f"{r.task_id[12:15]}#{r.order}: {verdict}")
        status = "implemented" if calc.id == cid else f"implemented as `{calc.id}`"
        print(f"| {cid} | {status} | {_short(ref)} | {_short(versions, 60)} | {n_cases} | "
              f"{'; '.join(dev) or '-'} |")
    print()
    print("Totals: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
