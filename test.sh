#!/usr/bin/env bash
# Tests: sets up .venv (with the dev extras) on first use, then runs the whole suite on every
# core (pytest-xdist; pass -n 0 to run in one process).
set -euo pipefail
cd "$(dirname "$0")"
MEDCALC_EXTRAS=dev . ./scripts/setup-venv.sh
exec .venv/bin/python -m pytest -n auto "$@"
