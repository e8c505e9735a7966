"""Extract a final answer from a model's raw output, without evaluating anything."""

from __future__ import annotations

import json
import re

ABSTAIN = object()  # the model said it cannot answer

_ABSTENTIONS = re.compile(
    r"^\s*(?:unknown|n/?a|none|null|not (?:available|applicable|enough information)|"
    r"cannot (?:be )?(?:determined|calculated|computed)|insufficient (?:data|information)|"
    r"i don'?t know)\s*\.?\s*$", re.I)
_TAG = re.compile(r"<answer>\s*(.*?)\s*</answer>", re.I | re.S)
_BOXED = re.compile(r"\\boxed\s*\{")
_JSON_OBJECT = re.compile(r"\{[^{}]*\"answer\"[^{}]*\}", re.S)


def _boxed(text: str) -> str | None:
    """Content of the last \\boxed{...}, braces balanced."""
    matches = list(_BOXED.finditer(text))
    if not matches:
        return None
    start = matches[-1].end()
    depth = 1
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start:i]
    return None


def _clean(answer: str) -> str:
    answer = answer.strip().strip("$").strip()
    answer = re.sub(r"\\(?:text|mathrm)\{([^{}]*)\}", r"\1", answer)
    return answer.strip()


def extract_answer(raw: object) -> str | object | None:
    """The answer string, ABSTAIN, or None when nothing answer-like is found.

    Looks, in order, for <answer>...</answer>, a JSON object with "answer", \\boxed{...},
    then takes the whole text as a bare value.
    """
    if raw is None:
        return None
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        return str(raw)
    if not isinstance(raw, str):
        return None
    text = raw
    found: str | None = None
    tags = _TAG.findall(text)
    if tags:
        found = tags[-1]
    if found is None:
        for match in reversed(_JSON_OBJECT.findall(text)):
            try:
                value = json.loads(match).get("answer")
            except (json.JSONDecodeError, AttributeError):
                continue
            found = value if isinstance(value, str) else (None if value is None else json.dumps(value))
            if value is None:
                return ABSTAIN
            break
    if found is None:
        found = _boxed(text)
    if found is None:
        found = text
    found = _clean(found)
    if not found or _ABSTENTIONS.match(found):
        return ABSTAIN if found or tags else None
    return found


def numeric_part(answer: str) -> str:
    """'61.2 mL/min/1.73 m²' -> '61.2'; a date or (weeks, days) string is returned unchanged."""
    if re.fullmatch(r"\s*\d{1,2}/\d{1,2}/\d{4}\s*", answer) or "week" in answer.lower():
        return answer.strip()
    match = re.match(r"\s*([-+]?(?:\d[\d,]*\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)", answer)
    return match.group(1).replace(",", "") if match else answer.strip()
