"""The audit report: one self-contained HTML page (inline CSS and SVG, no scripts, no network)."""

from __future__ import annotations

import html
from collections import Counter, defaultdict

COLORS = {
    "implausible input": "#d62728",
    "missing input": "#ff7f0e",
    "outside the calculator's domain": "#e377c2",
    "not applicable": "#9467bd",
    "unit handling": "#17becf",
    "aggregation difference": "#1f77b4",
    "invalid input": "#7f7f7f",
}
EXPLANATIONS = {
    "implausible input": "An input is outside its physiological range (often an extraction error): "
                         "the label was computed from a value that cannot be right.",
    "missing input": "A required input is absent, so no value can be computed without guessing.",
    "outside the calculator's domain": (
        "The question is outside the calculator's domain: the patient violates a precondition "
        "(population, or the range where the formula means something), so the recompute is NA "
        "not_applicable. The formula was also computed anyway (domain='warn'): where that value "
        "matches the label, the label is the formula applied outside its domain, not a "
        "different arithmetic; where it does not, the label's arithmetic differs as well."),
    "not applicable": "The patient is outside the calculator's population or preconditions, and "
                      "the rule itself gives no value there.",
    "unit handling": "Our value differs from the label by about a unit-conversion factor: the "
                     "label's computation probably mixed units (heuristic).",
    "aggregation difference": "Label arithmetic differs. Same inputs, a patient inside the "
                              "calculator's domain, different result: the label's formula or "
                              "scoring differs from the primary source this library implements.",
    "invalid input": "The row's entities cannot be interpreted (unknown key, value or unit).",
}


TITLES = {
    "outside the calculator's domain": "Outside the calculator's domain",
    "aggregation difference": "Label arithmetic differs (aggregation difference)",
}


def _title(cause: str) -> str:
    return TITLES.get(cause, cause.capitalize())


def _row(r, domain: bool) -> str:
    cells = [html.escape(str(r.row_id)), f"{r.calculator_id} {html.escape(r.name)}",
             f"<code>{html.escape(r.entities)}</code>", html.escape(r.label),
             html.escape(r.result.answer or "NA")]
    if domain:
        verdict = ("" if r.agrees is None else "label = this value" if r.agrees
                   else "label differs")
        cells += [html.escape(r.result.answer_outside_domain), html.escape(verdict)]
    cells.append(html.escape(r.result.reason))
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def _bar_chart(flagged) -> str:
    per_calc: dict[str, Counter] = defaultdict(Counter)
    for cause, r in flagged:
        per_calc[f"{r.calculator_id} {r.name}"][cause] += 1
    if not per_calc:
        return "<p>No contradictions.</p>"
    rows = sorted(per_calc.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))
    biggest = max(sum(c.values()) for _, c in rows)
    row_h, label_w, bar_w = 22, 300, 420
    height = row_h * len(rows) + 40
    parts = [f'<svg role="img" aria-label="contradicted labels per calculator" width="{label_w + bar_w + 60}" '
             f'height="{height}" xmlns="http://www.w3.org/2000/svg" font-family="sans-serif" font-size="12">']
    for i, (name, counts) in enumerate(rows):
        y = 10 + i * row_h
        parts.append(f'<text x="{label_w - 6}" y="{y + 14}" text-anchor="end">{html.escape(name[:48])}</text>')
        x = label_w
        for cause in COLORS:
            n = counts.get(cause, 0)
            if not n:
                continue
            w = bar_w * n / biggest
            parts.append(f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{row_h - 6}" fill="{COLORS[cause]}">'
                         f'<title>{html.escape(cause)}: {n}</title></rect>')
            x += w
        parts.append(f'<text x="{x + 4:.1f}" y="{y + 14}">{sum(counts.values())}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _legend(counts: Counter) -> str:
    items = "".join(f'<li><span class="sw" style="background:{color}"></span>'
                    f'{html.escape(_title(cause))} ({counts.get(cause, 0)})</li>'
                    for cause, color in COLORS.items())
    return f'<ul class="legend">{items}</ul>'


def render_audit(flagged, recomputed, source: str, notes: dict[int, str] | None = None) -> str:
    counts = Counter(c for c, _ in flagged)
    total = len(recomputed)
    graded = sum(r.label != "" for r in recomputed)
    sections = []
    for cause in COLORS:
        rows = [r for c, r in flagged if c == cause]
        if not rows:
            continue
        domain = cause == "outside the calculator's domain"
        trs = "".join(_row(r, domain) for r in rows)
        extra = ("<th>formula outside the domain</th><th>label's arithmetic</th>"
                 if domain else "")
        summary = ""
        if domain:
            same = sum(r.agrees is True for r in rows)
            differs = sum(r.agrees is False for r in rows)
            summary = (f"<p>Label equals the formula's value outside the domain: <strong>{same}"
                       f"</strong>; label's arithmetic differs as well: <strong>{differs}</strong>."
                       f"</p>")
        known = ""
        if cause == "aggregation difference" and notes:
            items = "".join(f"<li><strong>{cid}</strong>: {html.escape(notes[cid])}</li>"
                            for cid in sorted({r.calculator_id for r in rows}) if cid in notes)
            known = f"<details><summary>How these calculators differ from the benchmark's code</summary><ul>{items}</ul></details>" if items else ""
        anchor = cause.replace(" ", "-").replace("'", "")
        sections.append(
            f'<h2 id="{anchor}"><span class="sw" style="background:{COLORS[cause]}"></span>'
            f"{html.escape(_title(cause))} ({len(rows)})</h2><p>{html.escape(EXPLANATIONS[cause])}</p>"
            f"{summary}{known}"
            f"<table><thead><tr><th>row</th><th>calculator</th><th>features (Relevant Entities)</th>"
            f"<th>label</th><th>ours</th>{extra}<th>reason</th></tr></thead><tbody>{trs}</tbody></table>")
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>medcalc audit: {html.escape(source)}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2em; max-width: 1300px; color: #222; }}
table {{ border-collapse: collapse; width: 100%; font-size: 13px; margin-bottom: 2em; }}
th, td {{ border: 1px solid #ccc; padding: 4px 6px; vertical-align: top; text-align: left; }}
th {{ background: #f3f3f3; }}
code {{ font-size: 12px; white-space: pre-wrap; word-break: break-word; }}
.sw {{ display: inline-block; width: 12px; height: 12px; margin-right: 6px; vertical-align: middle; }}
.legend {{ list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1.2em; }}
</style></head><body>
<h1>Labels the recompute contradicts</h1>
<p>Source: <code>{html.escape(source)}</code>. {total} rows, {graded} with a label;
<strong>{len(flagged)}</strong> contradicted by medcalc's recompute.</p>
{_legend(counts)}
<h2>Per calculator</h2>
{_bar_chart(flagged)}
{''.join(sections) or '<p>No row is contradicted.</p>'}
</body></html>
"""
