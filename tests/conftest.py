from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CASES_DIR = ROOT / "data" / "reference_cases"


@pytest.fixture(scope="session")
def cases_dir() -> Path:
    return CASES_DIR
