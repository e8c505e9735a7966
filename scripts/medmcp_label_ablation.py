"""How well the MedMCP-Calc adapter reads forms whose wording we never declared (issue 12).

Most dev answers map because the calculators declare MDCalc's field labels (`labels=` on
features, `aliases=` on items). Held-out tasks also use calculators no dev task shows, whose
labels were declared from knowledge of MDCalc's forms, not from a recorded answer. This script
hides the declared wording and measures what is left:

- **field reading**: for every dev field the declarations read, the input the adapter's
  word-overlap reading (`fuzzy_targets`) picks with the labels and aliases hidden from it:
  precision (same input as the declaration) and recall (share of fields it reads at all);
- **catalog reading**: the same over every implemented calculator, no task needed: each
  declared feature label and item alias read by its words with all declared wording hidden;
- **value fit**: the fields read, with the labels hidden, by the one unread input their value
  fits, and how many of them go to another input than the declared one;
- **agreement**: `recompute` of the dev answers with the labels hidden from the whole adapter
  (and, with `--no-pages`, the page-specific field maps of `pages.json` too).

    .venv/bin/python scripts/medmcp_label_ablation.py [TASKS.jsonl] [--no-pages] [--wrong]
"""

from __future__ import annotations

import collections
import re
import sys
from pathlib import Path

import medcalc
from medcalc.benchmarks import medmcp_calc as m
from medcalc.core.calculator import _item_key
from medcalc.core.registry import all_ids

DEFAULT_TASKS = Path(__file__).resolve().parents[2] / "shared/benchmarks/medmcp_calc/dev_tasks.jsonl"


def _texts_without_labels(calc):
    """`medmcp_calc._fuzzy_texts` without the declared form wording: names, printed labels and
    the heads of the features' own descriptions."""
    out = []
    heads = m.description_heads(calc)
    for feature in calc.features.values():
        out.append((("feature", feature.name), [
            feature.name.replace("_", " "), *heads[feature.name],
            *(a.key.replace("_", " ") for a in getattr(feature, "alternatives", ()))]))
    for item in calc.items.values():
        out.append((("item", item.name), [item.name.replace("_", " "), item.label]))
    return out


def _declared(calc, label: str):
    variants, _ = m.label_variants(label)
    for variant in variants:
        found = m._target(calc, variant)
        if found is not None:
            return ("feature", found[1]) if found[0] == "feature" else ("item", found[1].name)
    return None


def _calculator(page):
    if not page or not page.calculator:
        return None
    try:
        calc = medcalc.get(m.resolve(page.calculator))
    except Exception:  # noqa: BLE001 - unregistered: not measured here
        return None
    return calc if getattr(calc, "available", True) else None


def field_reading(tasks: list[dict]) -> dict:
    """Precision and recall of the word-overlap reading against the declared one."""
    pages = m.load_pages()
    saved, m._fuzzy_texts = m._fuzzy_texts, _texts_without_labels
    m._FUZZY_CACHE.clear()
    counts = collections.Counter()
    wrong = []
    try:
        for task in tasks:
            for answer in task.get("calculator_answers") or ():
                page = pages.get(m._norm_name(answer.get("name", "")))
                calc = _calculator(page)
                if calc is None:
                    continue
                for entry in answer.get("inputs") or ():
                    label = entry.get("field", "")
                    if m._field_key(label) in page.fields:  # pages.json reads it
                        continue
                    declared = _declared(calc, label)
                    if declared is None:
                        continue
                    counts["declared"] += 1
                    got = m.fuzzy_targets(calc, label)
                    if not got:
                        continue
                    if m._same_input(calc, got[0], declared):
                        counts["right"] += 1
                    else:
                        counts["wrong"] += 1
                        wrong.append((calc.id, label, got[0], declared))
    finally:
        m._fuzzy_texts = saved
        m._FUZZY_CACHE.clear()
    read = counts["right"] + counts["wrong"]
    return {"fields": counts["declared"], "read": read, "wrong": counts["wrong"],
            "precision": counts["right"] / read if read else 1.0,
            "recall": counts["right"] / counts["declared"] if counts["declared"] else 0.0,
            "wrong_fields": wrong}


_CJK = re.compile("[\u3400-\u9fff]")


def catalog_reading() -> dict:
    """The same reading over every implemented calculator, no task needed: each declared
    feature label and item alias (Chinese ones aside) read by its words with all declared
    wording hidden: how many are read, and how many to another input than they are declared on.
    A proxy for MDCalc forms no dev task shows."""
    saved, m._fuzzy_texts = m._fuzzy_texts, _texts_without_labels
    m._FUZZY_CACHE.clear()
    labels = read = 0
    wrong = []
    try:
        for calc_id in all_ids():
            calc = medcalc.get(calc_id)
            if not getattr(calc, "available", True):
                continue
            declared = [*((("feature", f.name), f.labels) for f in calc.features.values()),
                        *((("item", i.name), i.aliases) for i in calc.items.values())]
            for target, texts in declared:
                for label in dict.fromkeys(texts):
                    if _CJK.search(label):
                        continue
                    labels += 1
                    got = m.fuzzy_targets(calc, label)
                    if not got:
                        continue
                    read += 1
                    if not any(m._same_input(calc, target, g) for g in got):
                        wrong.append((calc_id, label, got[0], target))
    finally:
        m._fuzzy_texts = saved
        m._FUZZY_CACHE.clear()
    return {"labels": labels, "read": read, "wrong": len(wrong), "wrong_labels": wrong,
            "recall": (read - len(wrong)) / labels if labels else 0.0,
            "precision": (read - len(wrong)) / read if read else 1.0}


def value_fit_reading(tasks: list[dict]) -> dict:
    """With the labels hidden, the fields read by the one unread input their value fits
    (`medmcp_calc._fitting_input`): how many, and how many to another input than declared."""
    pages = m.load_pages()
    declared = {}
    for task in tasks:
        for answer in task.get("calculator_answers") or ():
            calc = _calculator(pages.get(m._norm_name(answer.get("name", ""))))
            if calc is not None:
                for entry in answer.get("inputs") or ():
                    declared[(calc.id, entry.get("field", ""))] = _declared(calc, entry.get("field", ""))
    counts, wrong = collections.Counter(), []
    saved = m._fitting_input

    def watched(calc, label, raw, unit, out):
        found, how = saved(calc, label, raw, unit, out)
        if found:
            counts["read"] += 1
            want = declared.get((calc.id, label))
            if want is None:
                counts["undeclared"] += 1
            elif not m._same_input(calc, m._target_id(found[0][1]), want):
                counts["wrong"] += 1
                wrong.append((calc.id, label, found[0][0], want))
        return found, how

    m._fitting_input = watched
    try:
        agreement(tasks, hide_labels=True, hide_pages=False)
    finally:
        m._fitting_input = saved
    return {"read": counts["read"], "wrong": counts["wrong"], "undeclared": counts["undeclared"],
            "wrong_fields": wrong}


def agreement(tasks: list[dict], hide_labels: bool, hide_pages: bool) -> dict:
    """recompute on the dev answers with the declared wording hidden (restored afterwards)."""
    restore = []
    if hide_labels:
        for cid in all_ids():
            calc = medcalc.get(cid)
            if not getattr(calc, "available", True):
                continue
            restore.append((calc, calc._label_keys, calc._item_keys))
            calc._label_keys = {}
            calc._item_keys = {_item_key(t): item for item in calc.items.values()
                               for t in (item.name, item.label)}
        saved_texts, m._fuzzy_texts = m._fuzzy_texts, _texts_without_labels
        m._FUZZY_CACHE.clear()
    saved_pages = m.load_pages
    if hide_pages:
        def load_pages(*args, **kwargs):
            return {name: m.Page(**{**page.__dict__, "values": {}, "when": {},
                                    "fields": {k: v for k, v in page.fields.items() if v is None}})
                    for name, page in saved_pages(*args, **kwargs).items()}
        m.load_pages = load_pages
    try:
        rows = m.implemented(m.recompute_tasks(tasks))
    finally:
        m.load_pages = saved_pages
        for calc, labels, items in restore:
            calc._label_keys, calc._item_keys = labels, items
        if hide_labels:
            m._fuzzy_texts = saved_texts
            m._FUZZY_CACHE.clear()
    agree = sum(r.agrees is True for r in rows)
    return {"answers": len(rows), "agree": agree, "share": agree / len(rows) if rows else 0.0,
            "with_unmapped": sum(bool(r.unmapped) for r in rows)}


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    tasks = m.read_tasks(Path(args[0]) if args else DEFAULT_TASKS)
    reading = field_reading(tasks)
    catalog = catalog_reading()
    for title, result, total, wrong in (
            ("field reading with labels hidden", reading, "fields", "wrong_fields"),
            ("every calculator's declared labels read with the labels hidden", catalog, "labels",
             "wrong_labels")):
        print(f"{title}: {result['read']}/{result[total]} read (recall {result['recall']:.3f}), "
              f"{result['wrong']} to another input (precision {result['precision']:.3f})")
        if "--wrong" in argv:
            for calc_id, label, got, declared in result[wrong]:
                print(f"  {calc_id}: {label!r} read as {got[1]}, declared on {declared[1]}")
    fits = value_fit_reading(tasks)
    print(f"fields read by the one unread input their value fits (labels hidden): {fits['read']}, "
          f"{fits['wrong']} to another input than declared, {fits['undeclared']} undeclared")
    if "--wrong" in argv:
        for calc_id, label, got, declared in fits["wrong_fields"]:
            print(f"  {calc_id}: {label!r} read as {got}, declared {declared[1]}")
    hide_pages = "--no-pages" in argv
    for hide in (False, True):
        result = agreement(tasks, hide, hide_pages and hide)
        what = "labels hidden" + (" and pages.json fields" if hide_pages else "") if hide else "as declared"
        print(f"agreement, {what}: {result['agree']}/{result['answers']} ({result['share']:.3f}); "
              f"{result['with_unmapped']} answers with an unmapped field")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
