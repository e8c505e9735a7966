"""Robustness of the MedMCP-Calc adapter to how a recorded answer spells its fields.

Every dev answer that agrees with MDCalc is re-run with one field changed at a time: the label in
lower/upper case, snake_case, without its bracketed unit or comma, without punctuation; the value
in lower case, with the number glued to its word, >= for the form's sign, surrounding spaces,
other unit spellings ("yrs", "kgs", "mm Hg", "mg/dl", ...). A variant fails when the answer no
longer agrees with MDCalc. Labels without their unit ("label_nounit") are expected to fail for
questions whose comma or bracket carries meaning.

    .venv/bin/python scripts/medmcp_perturb.py [TASKS.jsonl] [--failures]
"""

from __future__ import annotations

import collections
import copy
import re
import sys
from pathlib import Path

from medcalc.benchmarks import medmcp_calc as m

DEFAULT_TASKS = Path(__file__).resolve().parents[2] / "shared/benchmarks/medmcp_calc/dev_tasks.jsonl"
UNIT_SPELLINGS = ((" years", " yrs", "val_yrs"), (" years", " y", "val_y"),
                  (" years", "-year-old", "val_yo"), (" mmHg", " mm Hg", "val_mmhg"),
                  (" mm Hg", " mmHg", "val_mmhg2"), ("m²", "m2", "val_m2"),
                  (" mg/dL", " mg/dl", "val_mgdl"), (" g/dL", " g/dl", "val_gdl"),
                  (" mEq/L", " mmol/L", "val_meq"), (" kg", " kgs", "val_kgs"),
                  (" cm", " cms", "val_cms"), (" bpm", " beats/min", "val_bpm"),
                  (" breaths/min", " /min", "val_rr"), ("°C", " °C", "val_degc"),
                  (" %", "%", "val_pct"))


def variants(label: str, value):
    out = [("label_lower", label.lower(), value), ("label_upper", label.upper(), value),
           ("label_snake", re.sub(r"[\s,()\[\]:;?]+", "_", label.lower()).strip("_"), value),
           ("label_punct", label.replace(",", "").replace("(", "").replace(")", ""), value)]
    bare = re.sub(r"\s*\([^()]*\)\s*$|,\s*[^,]*$", "", label)
    if bare and bare != label:
        out.append(("label_nounit", bare, value))
    if isinstance(value, str):
        out += [("val_lower", label, value.lower()),
                ("val_space", label, re.sub(r"(\d)\s+([a-zA-Zµ%])", r"\1\2", value)),
                ("val_ge", label, value.replace("≥", ">=").replace("≤", "<=")),
                ("val_strip", label, f" {value} ")]
        out += [(kind, label, value.replace(a, b)) for a, b, kind in UNIT_SPELLINGS if a in value]
    else:
        out.append(("val_str", label, str(value)))
    return [(k, lab, val) for k, lab, val in out if (lab, val) != (label, value)]


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    tasks = m.read_tasks(Path(args[0]) if args else DEFAULT_TASKS)
    base = {(r.task_id, r.order): r for r in m.recompute_tasks(tasks)}
    tried, failed = collections.Counter(), collections.Counter()
    failures = []
    for task in tasks:
        for answer in task["calculator_answers"]:
            row = base.get((task["task_id"], answer.get("order")))
            if not row or row.agrees is not True:
                continue
            for i, field in enumerate(answer["inputs"]):
                for kind, label, value in variants(field.get("field", ""), field.get("value")):
                    changed = copy.deepcopy(answer)
                    changed["inputs"][i] = {**field, "field": label, "value": value}
                    again = m.recompute_tasks([{**task, "calculator_answers": [changed]}])[0]
                    tried[kind] += 1
                    if again.agrees is not True:
                        failed[kind] += 1
                        failures.append((task["task_id"], answer["name"], kind, label, value,
                                         again.reason[:100]))
    print(f"variants {sum(tried.values())}, failing {sum(failed.values())}")
    for kind in sorted(tried):
        print(f"  {kind}: {failed[kind]}/{tried[kind]}")
    if "--failures" in argv:
        for failure in failures:
            print("  ", failure)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
