"""Workflow search: the calculators for each need of a scenario or a multi-step request, in order.

Deterministic and offline, built on `medcalc.tools.search`: the request is split into needs
(numbered steps "1) ...", "Step 2:", bullets; otherwise sentences and clauses), each need is
searched on its own, and the per-need rankings are fused: a calculator scores the sum, over the
needs, of its search score**1.5 divided by its rank there (each need's hits scoring at least half
its best), so the clear answer to one need, or a good answer to several, is not crowded out by
the words of the others. A need after the first is searched on its own, and its hits gain a
quarter of the score they get when the opening need (the scenario) is added to it. The result
lists the top k in the order of the needs they answer (`calculators`) and by fused score
(`ranked`), and each need with its own hits.

    >>> workflow("Estimate stroke risk in atrial fibrillation, then bleeding risk on warfarin")
    {"needs": [{"text": ..., "hits": [...]}, ...], "calculators": [{"id": ..., "needs": [0], ...}],
     "ranked": [...]}
"""

from __future__ import annotations

import re

from .search import search, words

DEFAULT_K = 10
PER_NEED = 5  # hits kept per need
MAX_NEEDS = 40
MAX_TEXT_CHARS = 20000
MIN_NEED_WORDS = 2  # a need with fewer content words is merged into its neighbour
FUSE_DEPTH = 10  # hits of each need that take part in the fusion
RELATIVE_FLOOR = 0.5  # ... when they score at least this fraction of the need's best hit
SCORE_POWER = 1.5
FILL_WEIGHT = 1e-6  # hits below the floor only fill a short list
SEARCH_DEPTH = 30  # hits of each need re-ranked with the opening
CONTEXT_WEIGHT = 0.25  # a later need's hits gain this share of their score with the opening added

_NUMBERED = re.compile(r"(?:^|\n|\s)(?:(?:step\s*)?\d{1,2}\s*[).:]|step\s*\d{1,2}\s*[-\u2013\u2014])\s+",
                       re.I)  # "1) ", "2. ", "Step 3:", "Step 4 \u2014 "
_BULLET = re.compile(r"\n\s*(?:[-*•]|[a-z]\))\s+")
_SENTENCE = re.compile(r"(?<=[.!?;])\s+(?=[A-Z0-9\"'“(])|\n+")
# Requests that say nothing about which calculator ("What's your take?"): no need of their own.
# Clauses that start a new need inside one sentence ("..., then bleeding risk").
_CLAUSE = re.compile(r"(?:[,;:]\s*|\s+)(?:and\s+)?(?:then|followed by|after that|afterwards|next)\s+"
                     r"|;\s+", re.I)
_FILLER = re.compile(r"\b(?:what(?:'|’)?s your take|what is the best way|i need (?:solid|rigorous|"
                     r"evidence-based|recommendations)|calculation-backed|clinical intuition|"
                     r"hold up to scrutiny|withstand scrutiny|defensible math)\b", re.I)
# How the answer should be laid out, not what it should compute ("Please walk me through this
# step by step, showing the calculations at each stage"): removed from a need before it is
# searched, so a need that says nothing else is dropped, and "step by step" does not find the
# Step-by-Step febrile-infant rule (which a request may still name: "the Step-by-Step approach").
_PRESENTATION = re.compile(
    r"\b(?:(?:please\s+)?(?:walk|talk|take|reason|go)\s+(?:me\s+|us\s+)?through(?:\s+(?:this|it|that|the|"
    r"each|your|my|how))?|lay\s+out|(?-i:step[\s-]+by[\s-]+step)(?!\s+(?:approach|algorithm|rule|"
    r"criteria|tool))|stepwise|in\s+(?:that|this)\s+"
    r"(?:order|sequence)|(?:at|for)\s+each\s+(?:step|stage|point|decision\s+point|fork|branch)|"
    r"(?:intermediate|clinical)\s+(?:reasoning|thinking|judgments?|conclusions?|numbers|"
    r"estimates|steps)|(?:show|surface|provide|spell\s+out)\s+(?:the\s+|your\s+)?"
    r"(?:reasoning|calculations|math|numbers)|justify|decision\s+points?|each\s+step)\b", re.I)


def split_needs(text: str) -> list[str]:
    """The needs of a request, in order."""
    text = text[:MAX_TEXT_CHARS].replace("\r", "")
    numbered = list(_NUMBERED.finditer(text))
    parts: list[str] = []
    if len(numbered) >= 2:
        for i, match in enumerate(numbered):
            end = numbered[i + 1].start() if i + 1 < len(numbered) else len(text)
            parts.append(text[match.end():end])
        head = text[: numbered[0].start()]
        # a scenario before the steps is context, not a need, when steps are numbered
        parts = [p for p in parts if p.strip()]
        if not parts and head.strip():
            parts = [head]
    else:
        for chunk in _BULLET.split(text):
            parts.extend(s for s in _SENTENCE.split(chunk) if s and s.strip())
    parts = [c for p in parts for c in _CLAUSE.split(p)]
    needs: list[str] = []
    for part in parts:
        part = " ".join(_PRESENTATION.sub(" ", part).split())
        content = words(part)
        if not content or _FILLER.search(part):
            continue
        if len(content) < MIN_NEED_WORDS and needs:
            needs[-1] = f"{needs[-1]} {part}"
            continue
        needs.append(part)
    return needs[:MAX_NEEDS]


def workflow(text: str, k: int = DEFAULT_K, per_need: int = PER_NEED) -> dict:
    """Calculators for each need of `text`, and all of them merged into one ordered list.

    Returns `{"needs": [{"text", "hits": [search hits]}], "calculators": [{"id", "name",
    "needs": [need indexes], "best_rank", "score"}], "ranked": [same entries]}`: at most `k`
    calculators, in need order (`calculators`) and best first (`ranked`)."""
    from ..core.na import ArgumentTypeError, InvalidArgument

    if not isinstance(text, str):
        raise ArgumentTypeError(f"workflow: text must be a string, got {type(text).__name__}")
    for name, value in (("k", k), ("per_need", per_need)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ArgumentTypeError(f"workflow: {name} must be an integer")
        if value < 1:
            raise InvalidArgument(f"workflow: {name} must be 1 or more, got {value}")
    needs = []
    depth = max(per_need, FUSE_DEPTH)
    split = split_needs(text)
    for i, need in enumerate(split):
        hits = search(need, k=SEARCH_DEPTH)
        if i:  # the opening names the scenario ("a patient with acute pancreatitis") that later
            # needs leave unsaid ("an early risk assessment"): among a need's own hits, those
            # that also fit the need read with the opening come first
            fit = {h["id"]: h["score"] for h in search(f"{need} {split[0]}", k=SEARCH_DEPTH)}
            hits = sorted(({**h, "score": round(h["score"] + CONTEXT_WEIGHT * fit.get(h["id"], 0.0), 4)}
                           for h in hits), key=lambda h: (-h["score"], h["id"]))
        needs.append({"text": need, "hits": hits[:depth]})
    if not needs and text.strip():
        needs.append({"text": " ".join(text.split())[:2000], "hits": search(text, k=depth)})
    # Fusion: a calculator scores the sum over needs of score**1.5 / rank, over each need's hits
    # that score at least half its best: the clear answer to one need, every close answer to a
    # need with several (the pancreatitis severity scores), or a good answer to several needs
    # comes first. (Tuned on MedMCP-Calc's dev tasks: scripts/workflow_eval.py.)
    fused: dict[str, float] = {}
    merged: dict[str, dict] = {}
    for i, need in enumerate(needs):
        hits = need["hits"]
        floor = RELATIVE_FLOOR * hits[0]["score"] if hits else 0.0
        for rank, hit in enumerate(hits):
            weight = 1.0 if rank < FUSE_DEPTH and hit["score"] >= floor else FILL_WEIGHT
            fused[hit["id"]] = (fused.get(hit["id"], 0.0)
                                + weight * hit["score"] ** SCORE_POWER / (rank + 1))
            entry = merged.setdefault(hit["id"], {"id": hit["id"], "name": hit["name"],
                                                  "needs": [], "best_rank": rank + 1})
            entry["needs"].append(i)
            entry["best_rank"] = min(entry["best_rank"], rank + 1)
        need["hits"] = hits[:per_need]
    ranked = sorted(merged, key=lambda cid: (-fused[cid], cid))[:k]
    for cid in ranked:
        merged[cid]["score"] = round(fused[cid], 4)
    ranked.sort(key=lambda cid: (min(merged[cid]["needs"]), -fused[cid], cid))  # in need order
    return {"needs": needs, "calculators": [merged[cid] for cid in ranked],
            "ranked": [merged[cid] for cid in sorted(ranked, key=lambda c: (-fused[c], c))]}
