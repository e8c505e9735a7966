"""Benchmark: import time of medcalc and per-call latency of calculate. Prints, writes nothing.

    .venv/bin/python scripts/bench.py [--quick]
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import timeit

IMPORT_RUNS = 15

# Unit strings users and a fuzzer found: each once hung, read a wrong value or escaped as another
# exception. tests/test_units.py checks each is an input error naming the input; this script
# measures how long each takes (budget: 10 ms per call).
HOSTILE_UNIT_STRINGS = [
    "70 kg*9**9**9", "70 kg" + "*kg" * 7000, "70 " + "k" * 20_000, "35 kg + kg", "70 kg%2",
    "70 kg[0]", "70 kg/0", "70 p)", "70 " + "(" * 500 + "kg" + ")" * 500, "70 kg*10**400",
    "70 kg**-9", "70 kg/(((g)))", "70 kg" + " " * 5000 + "x", "1e400 kg", "70 kg\x00",
    "70 kg\n/L", "70 {{kg}}", "70 [[kg]]", "70 kg{" + "a" * 100 + "}", "70 kg^^2", "70 kg**",
    "70 10^", "70 x10", "70 ℃",
]
HOSTILE_BUDGET_MS = 10.0


STDLIB = "dataclasses, enum, re, json, datetime, typing, math"


def stdlib_baseline_ms() -> tuple[float, float]:
    """The same measure for the standard-library modules the core itself needs: the floor under
    'import + first calculate' on this machine."""
    code = (f"import time; t = time.perf_counter(); import {STDLIB}; "
            "print((time.perf_counter() - t) * 1e3)")
    samples = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                    check=True).stdout) for _ in range(IMPORT_RUNS)]
    return statistics.median(samples), max(samples)


def import_time_ms(first_call: bool = False) -> tuple[float, float]:
    """Median and max over fresh interpreters of the in-process time around `import medcalc`
    (and, with first_call, the first calculate: core, registry and one calculator module)."""
    call = ("; medcalc.calculate('curb_65', {'confusion': False, 'urea': 5, "
            "'respiratory_rate': 16, 'systolic_bp': 120, 'diastolic_bp': 80, 'age': 40})"
            if first_call else "")
    code = ("import time; t = time.perf_counter(); import medcalc" + call
            + "; print((time.perf_counter() - t) * 1e3)")
    samples = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                    check=True).stdout) for _ in range(IMPORT_RUNS)]
    return statistics.median(samples), max(samples)


def per_call_us(stmt, number: int, repeat: int = 15) -> tuple[float, float]:
    times = timeit.repeat(stmt, number=number, repeat=repeat)
    per_call = sorted(t / number * 1e6 for t in times)
    return statistics.median(per_call), per_call[0]


def main() -> int:
    quick = "--quick" in sys.argv
    number = 2_000 if quick else 20_000
    median_ms, worst_ms = import_time_ms()
    print(f"import medcalc: median {median_ms:.1f} ms, max {worst_ms:.1f} ms over {IMPORT_RUNS} fresh interpreters")
    median_ms, worst_ms = import_time_ms(first_call=True)
    print(f"import medcalc + first calculate (curb_65): median {median_ms:.1f} ms, "
          f"max {worst_ms:.1f} ms")
    median_ms, worst_ms = stdlib_baseline_ms()
    print(f"  floor: import {STDLIB}: median {median_ms:.1f} ms, max {worst_ms:.1f} ms")

    import medcalc

    cases = [
        ("bmi, canonical numbers", "bmi", {"weight": 70.0, "height": 175.0}),
        ("bmi, unit tuples", "bmi", {"weight": (154, "lb"), "height": (70, "in")}),
        ("bmi, unit strings", "bmi", {"weight": "70 kg", "height": "175 cm"}),
        ("ckd_epi_egfr, canonical", "ckd_epi_egfr", {"creatinine": 1.4, "age": 50.0, "sex": "male"}),
        ("ckd_epi_egfr, 'µmol/L' string", "ckd_epi_egfr",
         {"creatinine": "123.76 µmol/L", "age": 50.0, "sex": "male"}),
        ("curb_65, values (items)", "curb_65",
         {"confusion": False, "urea": 8.0, "respiratory_rate": 32.0, "systolic_bp": 120.0,
          "diastolic_bp": 80.0, "age": 70.0}),
        ("curb_65, bands and yes/no", "curb_65",
         {"confusion": "no", "urea": ">7", "respiratory_rate": ">=30", "blood_pressure": False,
          "age": "≥65"}),
    ]
    print(f"calculate() per call, {number} calls x 15 repeats (median / best), after one warm-up call:")
    for label, calc_id, inputs in cases:
        medcalc.calculate(calc_id, inputs)  # warm-up: module import, unit parse
        median_us, best_us = per_call_us(lambda: medcalc.calculate(calc_id, inputs), number)
        print(f"  {label:<32} {median_us:7.2f} us  (best {best_us:.2f})")
    worst = (0.0, "")
    for text in HOSTILE_UNIT_STRINGS:
        def refused(text=text):
            try:
                medcalc.calculate("bmi", {"weight": text, "height": 175})
            except medcalc.InputError:
                return
            raise AssertionError(f"not refused: {text[:40]!r}")
        median_us, _ = per_call_us(refused, number=5, repeat=5)
        worst = max(worst, (median_us / 1e3, text[:30]))
    print(f"hostile unit strings ({len(HOSTILE_UNIT_STRINGS)}), slowest median per call: "
          f"{worst[0]:.2f} ms ({worst[1]!r}); budget {HOSTILE_BUDGET_MS:.0f} ms"
          + ("" if worst[0] <= HOSTILE_BUDGET_MS else "  OVER BUDGET"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
