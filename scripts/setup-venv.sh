# Sourced by run.sh and test.sh: create .venv if absent and (re)install the package when
# pyproject.toml changed since the last install. Needs python3 >= 3.11 with venv.
extras="${MEDCALC_EXTRAS:-}"
python_bin="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$python_bin" -m venv .venv
fi
stamp=".venv/.medcalc-install-$(cat pyproject.toml | sha256sum | cut -c1-16)-${extras:-base}"
if [ ! -f "$stamp" ]; then
  echo "setting up .venv (pip install -e .${extras:+[$extras]})" >&2
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".${extras:+[$extras]}" >&2
  touch "$stamp"
fi
