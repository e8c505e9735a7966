#!/usr/bin/env bash
# Tests: sets up .venv (with the dev extras) on first use, then runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")"
MEDCALC_EXTRAS=dev . ./scripts/setup-venv.sh
exec .venv/bin/python -m pytest "$@"
