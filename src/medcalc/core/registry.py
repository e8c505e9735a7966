"""The calculator registry: a small generated index, modules imported on first use.

Each module under `medcalc/calculators/<specialty>/<id>.py` declares `CALCULATOR`. The index
(`calculators/_index.json`) lists id, module, name, aliases and specialty for every module so that
`import medcalc` stays cheap; regenerate it with `python -m medcalc.core.reindex` (a test fails
when it is stale).
"""

from __future__ import annotations

import importlib
import json
import re
import os

from .na import UnknownCalculator

_PACKAGE = "medcalc.calculators"
# os.path, not pathlib, here: pathlib pulls in urllib and costs milliseconds at import.
_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "calculators")
_INDEX_FILE = os.path.join(_DIR, "_index.json")


def __getattr__(name: str):
    if name == "INDEX_PATH":  # a Path, for reindex and tests
        from pathlib import Path

        return Path(_INDEX_FILE)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

_index: dict[str, dict] | None = None
_names: dict[str, list[str]] | None = None
_loaded: dict = {}


def lookup_key(text: str) -> str:
    """Case- and punctuation-insensitive key: 'CHA2DS2-VASc' -> 'cha2ds2vasc'."""
    return re.sub(r"[\W_]+", "", text.casefold())


def index() -> dict[str, dict]:
    global _index
    if _index is None:
        with open(_INDEX_FILE, encoding="utf-8") as fh:
            _index = json.load(fh)["calculators"]
    return _index


def _name_map() -> dict[str, list[str]]:
    global _names
    if _names is None:
        names: dict[str, list[str]] = {}
        for calc_id, entry in index().items():
            for text in (calc_id, entry["name"], *entry["aliases"]):
                ids = names.setdefault(lookup_key(text), [])
                if calc_id not in ids:
                    ids.append(calc_id)
        _names = names
    return _names


def resolve(query: str) -> str:
    """The calculator id for an id, alias or name."""
    if not isinstance(query, str):
        raise UnknownCalculator(query, [])
    if query in index():
        return query
    ids = _name_map().get(lookup_key(query)) if isinstance(query, str) else None
    if not ids:
        import difflib

        close = difflib.get_close_matches(lookup_key(query), list(_name_map()), n=3, cutoff=0.7)
        suggestions = sorted({i for key in close for i in _name_map()[key]})
        raise UnknownCalculator(query, suggestions)
    if len(ids) > 1:
        raise UnknownCalculator(query, ids)
    return ids[0]


def get(query: str):
    """The Calculator for an id, alias or name (its module is imported on first use)."""
    if type(query) is not str and not isinstance(query, str):  # unhashable, hostile __hash__
        raise UnknownCalculator(query, [])
    calc = _loaded.get(query)
    if calc is not None:
        return calc
    calc_id = resolve(query)
    calc = _loaded.get(calc_id)
    if calc is None:
        module = importlib.import_module(index()[calc_id]["module"])
        calc = module.CALCULATOR
        _loaded[calc_id] = calc
    _loaded[query] = calc
    return calc


def all_ids() -> list[str]:
    return sorted(index())


def discover() -> dict[str, dict]:
    """Import every calculator module and build the index entries from what they declare."""
    entries: dict[str, dict] = {}
    from pathlib import Path

    root = Path(_DIR)
    for path in sorted(root.rglob("*.py")):
        if path.name.startswith("_"):
            continue
        rel = path.relative_to(root).with_suffix("")
        module_name = ".".join((_PACKAGE, *rel.parts))
        module = importlib.import_module(module_name)
        calc = getattr(module, "CALCULATOR", None)
        if calc is None:
            continue
        if calc.id != path.stem:
            raise ValueError(f"{module_name}: calculator id {calc.id!r} must equal the file name")
        if calc.id in entries:
            raise ValueError(f"duplicate calculator id {calc.id!r}")
        entries[calc.id] = {"module": module_name, "name": calc.name,
                            "aliases": list(calc.aliases), "specialty": calc.specialty}
    return entries
