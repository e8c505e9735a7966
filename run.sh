#!/usr/bin/env bash
# Main job: sets up .venv on first use, then recomputes the bundled MedCalc-Bench sample's labels
# and writes the audit of the labels the recompute contradicts (out/). With arguments, it runs
# the medcalc CLI with them instead, e.g. ./run.sh calc bmi --input '{"weight": 70, "height": 175}'.
set -euo pipefail
cd "$(dirname "$0")"
. ./scripts/setup-venv.sh
if [ "$#" -gt 0 ]; then
  exec .venv/bin/medcalc "$@"
fi
exec .venv/bin/medcalc recompute medcalc-bench data/medcalc_bench/dev_sample.csv \
  -o out/medcalc_bench_recompute.csv --audit out/medcalc_bench_audit.html
