# Sourced by run.sh and test.sh: create .venv if absent and (re)install the package when
# pyproject.toml changed since the last install. Needs python3 >= 3.11 with venv.
extras="${MEDCALC_EXTRAS:-}"
python_bin="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$python_bin" -m venv .venv
fi
stamp=".venv/.medcalc-install-$(cat pyproject.toml | sha256sum | cut -c1-16)-${extras:-base}"
if [ ! -f "$stamp" ]; then
  echo "setting up .venv: pip install -e .${extras:+[$extras]} (20-60 s; pip's progress follows)" >&2
  # pip's own progress: a bar on a terminal, one line per package otherwise (CI logs); --no-input
  # never waits for a prompt.
  .venv/bin/python -m pip install --disable-pip-version-check --no-input --progress-bar on \
    -e ".${extras:+[$extras]}" >&2
  echo "set up .venv" >&2
  touch "$stamp"
fi
