"""Regenerate calculators/_index.json: `python -m medcalc.core.reindex` (add --check to compare)."""

from __future__ import annotations

import json
import sys

from .registry import INDEX_PATH, discover


def render_index(entries: dict[str, dict]) -> str:
    return json.dumps({"calculators": entries}, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    entries = discover()
    text = render_index(entries)
    if "--check" in argv:
        current = INDEX_PATH.read_text(encoding="utf-8") if INDEX_PATH.exists() else ""
        if current != text:
            print("calculators/_index.json is stale: run python -m medcalc.core.reindex", file=sys.stderr)
            return 1
        return 0
    INDEX_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {INDEX_PATH} ({len(entries)} calculators)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
