#!/usr/bin/env bash
# Main job: sets up .venv on first use, then runs the medcalc CLI.
# With no arguments it verifies every calculator against its reference cases.
set -euo pipefail
cd "$(dirname "$0")"
. ./scripts/setup-venv.sh
if [ "$#" -eq 0 ]; then
  set -- verify
fi
exec .venv/bin/medcalc "$@"
