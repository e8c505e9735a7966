from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CASES_DIR = ROOT / "data" / "reference_cases"


@pytest.fixture(scope="session")
def cases_dir() -> Path:
    return CASES_DIR


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_call(item):
    """Undo the Hypothesis plugin's per-item settings chaining on parametrized tests.

    For every parametrized item the plugin wraps the test's settings in a new settings object whose
    parent is the previous one; past ~950 items (test_properties has ~1,800) reading a setting
    recurses beyond Python's limit. Restoring the decorated settings before each item keeps the
    chain one level deep and changes nothing else.
    """
    fn = getattr(item.obj, "__func__", item.obj)
    if hasattr(fn, "_hypothesis_internal_use_settings"):
        original = fn.__dict__.setdefault("_medcalc_declared_settings", fn._hypothesis_internal_use_settings)
        fn._hypothesis_internal_use_settings = original
    return (yield)
