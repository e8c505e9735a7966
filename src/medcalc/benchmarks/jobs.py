"""Benchmark jobs on CSV files: recompute labels, grade predictions, audit labels."""

from __future__ import annotations

import csv
import io
import json
import math
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from . import medcalc_bench as mcb
from .answers import ABSTAIN, extract_answer, numeric_part

ID_COLUMNS = ("Row Number", "Unique ID", "row_number", "unique_id", "id")
COLUMN_ALIASES = {
    "calculator_id": ("Calculator ID", "calculator_id", "Calculator Id"),
    "entities": ("Relevant Entities", "relevant_entities"),
    "label": ("Ground Truth Answer", "ground_truth_answer", "Ground Truth"),
    "lower": ("Lower Limit", "lower_limit"),
    "upper": ("Upper Limit", "upper_limit"),
    "name": ("Calculator Name", "calculator_name"),
}


class JobError(Exception):
    """A problem with the job's input files, reported as one line."""


def _set_csv_limit() -> None:
    limit = sys.maxsize
    while True:
        try:
            csv.field_size_limit(limit)
            return
        except OverflowError:
            limit //= 10


# A private key added to a row read from a file that is not valid UTF-8: the used columns whose
# cell lost bytes to the replacement character (the row is then NA invalid).
UNDECODABLE = "\x00medcalc:undecodable"


def read_rows(path: Path, notes: list[str] | None = None) -> tuple[list[dict], dict[str, str]]:
    """Rows of a MedCalc-Bench CSV (v1.0, v1.2 or Verified) and the column names found.

    A file that is not valid UTF-8 is still read: the undecodable bytes become U+FFFD and a line
    saying so is appended to `notes`. Such bytes in a column the recompute does not use (the
    patient note) change nothing; in a used column (Calculator ID, Relevant Entities, the label
    and its limits) they make that row NA invalid. Every row read gives one output row, in order.
    """
    _set_csv_limit()
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise JobError(f"cannot read {path}: {exc.strerror}") from None
    lossy = False
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("utf-8-sig", errors="replace")
        lossy = True
    del raw
    try:
        reader = csv.DictReader(io.StringIO(text, newline=""))
        fields = reader.fieldnames or []
        rows = list(reader)
    except csv.Error as exc:
        raise JobError(f"{path} is not a readable CSV file: {exc}") from None
    columns: dict[str, str] = {}
    id_column = next((c for c in ID_COLUMNS if c in fields), None)
    columns["id"] = id_column or ""
    for role, names in COLUMN_ALIASES.items():
        found = next((c for c in names if c in fields), None)
        if found:
            columns[role] = found
    missing = [r for r in ("calculator_id", "entities") if r not in columns]
    if missing:
        raise JobError(f"{path}: no column for {', '.join(COLUMN_ALIASES[m][0] for m in missing)}; "
                       f"columns are {', '.join(fields)}")
    if lossy:
        used = [columns[r] for r in ("calculator_id", "entities", "label", "lower", "upper")
                if r in columns]
        damaged_rows = used_damaged = 0
        for row in rows:
            cells = [k for k, v in row.items() if isinstance(v, str) and "\ufffd" in v]
            if cells:
                damaged_rows += 1
            bad = [c for c in used if c in cells]
            if bad:
                used_damaged += 1
                row[UNDECODABLE] = bad
        if notes is not None:
            notes.append(f"{path} is not valid UTF-8: undecodable bytes were replaced by U+FFFD "
                         f"in {damaged_rows} row(s); {used_damaged} of them in a column the "
                         f"recompute uses (those rows are NA invalid), the rest only in unused "
                         f"columns such as the patient note")
    return rows, columns


class Progress:
    """A progress bar on stderr (a line per 10% when stderr is not a terminal)."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None):
        # sys.stderr as it is now (not as it was at import: a test may have replaced it)
        self.total, self.label, self.stream = total, label, stream or sys.stderr
        self.tty = self.stream.isatty()
        self.last = -1

    def update(self, done: int) -> None:
        if not self.total:
            return
        pct = done * 100 // self.total
        if self.tty:
            if pct != self.last:
                bar = "#" * (pct // 4)
                self.stream.write(f"\r{self.label} [{bar:<25}] {done}/{self.total}")
                self.stream.flush()
        elif pct // 10 != self.last // 10 or done == self.total:
            self.stream.write(f"{self.label}: {done}/{self.total} rows\n")
        self.last = pct

    def close(self) -> None:
        if self.tty and self.total:
            self.stream.write("\n")


@dataclass
class RecomputedRow:
    row_id: str
    calculator_id: int | None
    name: str
    entities: str
    label: str
    lower: str
    upper: str
    result: mcb.RowResult
    agrees: bool | None
    rel_err: float | None


def _int_or_none(text: object) -> int | None:
    """The Calculator ID as an int; None for anything that is not a finite whole number
    (empty, 'abc', 'inf', '1e309', 'nan', '2.5')."""
    try:
        value = float(str(text).strip())
    except (TypeError, ValueError):
        return None
    if not math.isfinite(value) or not value.is_integer() or abs(value) > 1e9:
        return None
    return int(value)


def recompute_rows(rows: list[dict], columns: dict[str, str], progress: bool = True,
                   label: str = "recompute", batch: bool = True) -> list[RecomputedRow]:
    """`label` names the job on the progress bar (grade and audit recompute too). Rows are read
    one by one, then computed per calculator with `calculate_batch` (`batch=False`: each row
    through `calculate`; the results are the same)."""
    mappings = mcb.load_mappings()
    bar = Progress(len(rows), label) if progress else None
    results: list = []
    for row in rows:
        calc_id = _int_or_none(row.get(columns["calculator_id"], ""))
        entities = row.get(columns["entities"], "") or ""
        damaged = row.get(UNDECODABLE)
        if damaged:
            result = mcb.RowResult(calc_id if calc_id is not None else -1, "na", na_reason="invalid",
                                   reason="invalid: bytes that are not UTF-8 in "
                                          + ", ".join(damaged))
        elif calc_id is None:
            raw_id = str(row.get(columns["calculator_id"], "") or "").strip()
            result = mcb.RowResult(-1, "unsupported", reason=(
                f"Calculator ID {raw_id[:40]!r} is not a whole number" if raw_id
                else "no Calculator ID"))
        else:
            try:
                result = mcb.prepare_entities(calc_id, entities, mappings)
            except Exception as exc:  # a bug of ours: keep going, report the row
                result = mcb.RowResult(calc_id, "error", reason=f"error: {type(exc).__name__}: {exc}")
        results.append(result)
    pending = [i for i, r in enumerate(results) if isinstance(r, mcb.Prepared)]
    computed = None
    if batch and pending:
        try:
            computed = mcb.recompute_batch([results[i] for i in pending])
        except Exception:  # noqa: BLE001 - a bug in the batch path: the rows go one by one
            computed = None
    for n, i in enumerate(pending):
        if computed is not None:
            results[i] = computed[n]
            continue
        try:
            results[i] = mcb.recompute_prepared(results[i])
        except Exception as exc:  # a bug of ours: keep going, report the row
            results[i] = mcb.RowResult(results[i].calculator_id, "error",
                                       reason=f"error: {type(exc).__name__}: {exc}")
    out: list[RecomputedRow] = []
    for i, (row, result) in enumerate(zip(rows, results), 1):
        calc_id = _int_or_none(row.get(columns["calculator_id"], ""))
        entities = row.get(columns["entities"], "") or ""
        label = (row.get(columns.get("label", ""), "") or "").strip()
        lower = row.get(columns.get("lower", ""), "") or ""
        upper = row.get(columns.get("upper", ""), "") or ""
        agrees = rel = None
        if result.status == "ok" and label:
            agrees = mcb.check_correctness(result.answer, label, calc_id, lower, upper)
            rel = mcb.relative_error(result.value, label)
            if not agrees:
                gap = f"ours {result.answer} vs label {label}"
                result.reason = f"{gap}; {result.reason}" if result.reason else gap
        elif result.status == "na" and result.answer_outside_domain and label:
            # Outside the domain: the label is judged against the value the formula gives there.
            agrees = mcb.check_correctness(result.answer_outside_domain, label, calc_id, lower, upper)
            rel = mcb.relative_error(result.value_outside_domain, label)
            result.reason += ("; the label is that value" if agrees else
                              f"; the label's arithmetic differs too: "
                              f"{result.answer_outside_domain} vs label {label}")
        row_id = row.get(columns["id"], "") if columns["id"] else str(i)
        out.append(RecomputedRow(row_id, calc_id, row.get(columns.get("name", ""), "") or "",
                                 entities, label, lower, upper, result, agrees, rel))
        if bar:
            bar.update(i)
    if bar:
        bar.close()
    return out


def write_recompute_csv(recomputed: list[RecomputedRow], path: Path, id_column: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow([id_column or "Row", "Calculator ID", "status", "answer", "reason", "label",
                         "agrees", "rel_err", "version", "na_reason", "outside_domain",
                         "answer_outside_domain"])
        for r in recomputed:
            writer.writerow([r.row_id, r.calculator_id if r.calculator_id is not None else "",
                             r.result.status, r.result.answer, r.result.reason, r.label,
                             "" if r.agrees is None else str(r.agrees).lower(),
                             "" if r.rel_err is None else f"{r.rel_err:.6g}",
                             r.result.version or "", r.result.na_reason or "",
                             r.result.outside_domain, r.result.answer_outside_domain])


def summarize(recomputed: list[RecomputedRow]) -> str:
    statuses = Counter(r.result.status for r in recomputed)
    graded = [r for r in recomputed if r.agrees is not None and r.result.status == "ok"]
    agree = sum(r.agrees for r in graded)
    lines = [f"rows: {len(recomputed)}  ok: {statuses['ok']}  na: {statuses['na']}  "
             f"unsupported: {statuses['unsupported']}  error: {statuses['error']}",
             f"agreement with labels (ok rows): {agree}/{len(graded)}"
             + (f" = {agree / len(graded):.1%}" if graded else "")]
    outside = [r for r in recomputed if r.result.outside_domain]
    if outside:
        judged = [r for r in outside if r.agrees is not None]
        lines.append(f"outside a calculator's domain (NA not_applicable; also computed with "
                     f"domain='warn'): {len(outside)}; the label equals the formula's value "
                     f"there on {sum(r.agrees for r in judged)}/{len(judged)}")
    per_calc: dict[int | None, list[RecomputedRow]] = defaultdict(list)
    for r in recomputed:
        per_calc[r.calculator_id].append(r)
    mappings = mcb.load_mappings()
    names = {calc_id: (mappings[calc_id].calculator if calc_id in mappings
                       else (group[0].name or "?")) for calc_id, group in per_calc.items()}
    width = max([len("calculator"), *map(len, names.values())])  # names are never cut
    # agree/ok: of the rows with a value, how many agree with the label ("-": no row has a value)
    lines.append(f"{'ID':>4}  {'calculator':<{width}} {'rows':>5} {'ok':>4} {'na':>4} "
                 f"{'agree/ok':>8}")
    for calc_id in sorted(per_calc, key=lambda c: (c is None, c)):
        group = per_calc[calc_id]
        ok = sum(r.result.status == "ok" for r in group)
        na = sum(r.result.status == "na" for r in group)
        agreed = sum(bool(r.agrees) for r in group if r.result.status == "ok")
        agree = f"{agreed}/{ok}" if ok else "-"
        lines.append(f"{calc_id if calc_id is not None else '-':>4}  {names[calc_id]:<{width}} "
                     f"{len(group):>5} {ok:>4} {na:>4} {agree:>8}")
    return "\n".join(lines)


# -- grading ------------------------------------------------------------------------------------

def read_predictions(path: Path) -> dict[str, object]:
    """id -> raw model output, from JSONL ({"id"|"Row Number"|"Unique ID", "output"|"answer"|...})
    or CSV with such columns."""
    text_keys = ("output", "response", "prediction", "model_output", "answer", "LLM Answer")
    preds: dict[str, object] = {}

    def take(record: dict, where: str) -> None:
        rid = next((record[k] for k in ("id", *ID_COLUMNS) if k in record), None)
        out_key = next((k for k in text_keys if k in record), None)
        if rid is None or out_key is None:
            raise JobError(f"{where}: needs an id column ({', '.join(('id',) + ID_COLUMNS)}) and an "
                           f"output column ({', '.join(text_keys)})")
        preds[str(rid).strip()] = record[out_key]

    try:
        content = Path(path).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise JobError(f"cannot read {path}: {exc.strerror}") from None
    if str(path).endswith((".jsonl", ".json")):
        for n, line in enumerate(content.splitlines(), 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise JobError(f"{path}:{n}: not JSON ({exc.msg})") from None
            if not isinstance(record, dict):
                raise JobError(f"{path}:{n}: each line must be a JSON object")
            take(record, f"{path}:{n}")
    else:
        _set_csv_limit()
        for n, record in enumerate(csv.DictReader(content.splitlines()), 2):
            take(record, f"{path}:{n}")
    return preds


@dataclass
class GradedRow:
    row_id: str
    calculator_id: int | None
    answer: str | None  # None: no answer found; "" never
    abstained: bool
    correct: bool
    recompute_status: str


def grade_rows(recomputed: list[RecomputedRow], predictions: dict[str, object]) -> list[GradedRow]:
    graded = []
    for r in recomputed:
        raw = predictions.get(str(r.row_id).strip())
        extracted = extract_answer(raw)
        abstained = extracted is ABSTAIN
        answer = None if (extracted is None or abstained) else numeric_part(extracted)
        correct = bool(answer is not None and r.calculator_id is not None and r.label
                       and mcb.check_correctness(answer, r.label, r.calculator_id, r.lower, r.upper))
        graded.append(GradedRow(r.row_id, r.calculator_id, answer, abstained, correct, r.result.status))
    return graded


def grade_summary(graded: list[GradedRow], recomputed: list[RecomputedRow]) -> str:
    n = len(graded)
    correct = sum(g.correct for g in graded)
    abstained = [g for g in graded if g.abstained]
    lines = [f"rows: {n}  correct: {correct} = {correct / n:.1%}" if n else "rows: 0",
             f"no answer found: {sum(g.answer is None and not g.abstained for g in graded)}  "
             f"abstained: {len(abstained)}"]
    na_rows = [g for g in graded if g.recompute_status == "na"]
    if na_rows:
        lines.append(f"rows whose recompute is NA: {len(na_rows)}; the model abstained on "
                     f"{sum(g.abstained for g in na_rows)}, answered {sum(not g.abstained for g in na_rows)} "
                     f"(of which {sum(g.correct for g in na_rows)} match the label)")
    if abstained:
        lines.append(f"abstentions on rows whose recompute is ok: "
                     f"{sum(g.recompute_status == 'ok' for g in abstained)}")
    per_calc: dict[int | None, list[GradedRow]] = defaultdict(list)
    for g in graded:
        per_calc[g.calculator_id].append(g)
    lines.append(f"{'ID':>4} {'rows':>5} {'correct':>8} {'acc':>7}")
    for calc_id in sorted(per_calc, key=lambda c: (c is None, c)):
        group = per_calc[calc_id]
        c = sum(g.correct for g in group)
        lines.append(f"{calc_id if calc_id is not None else '-':>4} {len(group):>5} {c:>8} {c / len(group):>7.1%}")
    return "\n".join(lines)


# -- audit --------------------------------------------------------------------------------------

CAUSES = ("implausible input", "missing input", "outside the calculator's domain", "not applicable",
          "unit handling", "aggregation difference", "invalid input")


def audit_cause(r: RecomputedRow) -> str | None:
    """Why the recompute contradicts the label, or None when it does not."""
    res = r.result
    if res.status == "na" and res.outside_domain:
        return "outside the calculator's domain"
    if res.status == "na":
        return {"implausible": "implausible input", "missing": "missing input",
                "not_applicable": "not applicable"}.get(res.na_reason or "",
                                                       "unit handling" if "unit" in res.reason else "invalid input")
    if res.status != "ok" or r.agrees is None or r.agrees:
        return None
    if (res.converted and r.rel_err is not None and r.calculator_id not in mcb.INTEGER_IDS
            and _looks_like_unit_factor(res.value, r.label)):
        return "unit handling"
    return "aggregation difference"


def _looks_like_unit_factor(value, label) -> bool:
    target = mcb.parse_number(label)
    if not target or not value:
        return False
    ratio = abs(float(value) / target)
    if ratio < 1:
        ratio = 1 / ratio
    # Conversion factors seen in clinical units: 10 (g/L), 18 (glucose), 38.7 (cholesterol),
    # 88.4 (creatinine), 100 (percent), 17.1 (bilirubin), 2.8 (BUN), 4 (calcium).
    return any(abs(ratio / f - 1) < 0.1 for f in (10, 18, 38.67, 88.4, 100, 17.1, 2.8, 4.0, 1000))


def write_audit_html(recomputed: list[RecomputedRow], path: Path, source: str) -> dict[str, int]:
    from .report import render_audit

    flagged = [(audit_cause(r), r) for r in recomputed]
    flagged = [(c, r) for c, r in flagged if c is not None]
    path.parent.mkdir(parents=True, exist_ok=True)
    notes = {m.calculator_id: m.notes for m in mcb.load_mappings().values() if m.notes}
    path.write_text(render_audit(flagged, recomputed, source, notes), encoding="utf-8")
    return dict(Counter(c for c, _ in flagged))

