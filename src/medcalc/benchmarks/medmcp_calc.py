"""MedMCP-Calc adapter: recompute the MDCalc answers recorded for each task, and audit them.

MedMCP-Calc (Zhu, Huang, Qin et al.; SPIRAL-MED/MedMCP-Calc, MIT licence) records, per task and
calculator, the inputs as MDCalc's form took them (`{field, value, score?}`) and MDCalc's
headline result (`final_answer`). This module turns those inputs into ours **without
per-calculator code**:

- the MDCalc calculator name -> our id comes from `mappings/medmcp_calc/names.json` (the project
  catalog); the few pages that need more (two calculators, a variant, a field the labels cannot
  express, the form of the answer) are data in `mappings/medmcp_calc/pages.json`;
- a `field` is read by the calculator's own declarations: feature names and `labels=`, item
  names, labels and `aliases=` (`Calculator.input_key` / `Calculator.item_key`), tried on the
  label as written, without its unit ("Hemoglobin, g/dL" -> "Hemoglobin"), and snake_case as
  words; a label none of them names is read by its words (`fuzzy_targets`) only when they
  clearly name one input, which the row's reason says;
- a `value` is tried as written, then in the shapes MDCalc's forms and the benchmark's authors
  write: a bare number with the unit of the field label, a value with an annotation
  ("142.9 lb (Adjusted body weight)", "28.8 mL/min (<34)": the value is used, the annotated band
  is checked against it), "Yes (RASS 0)", "To pain (+2)", "66 years (65-74 category)"; the first
  reading the calculator accepts wins (`Calculator.parse_inputs` on that one field). When no
  reading is accepted and MDCalc recorded the field's points, the item's band with those points
  is used (said in the row's reason).

A field nothing reads is listed in `unmapped`, never silently dropped. Each row is graded by the
benchmark's rubric: scores and categories exact, numbers within 2% or MDCalc's displayed
rounding. Disagreements carry a cause: a known MDCalc convention (variant) or a recorded-answer
error established against the primary source (`mappings/medmcp_calc/verdicts.json`, with the
evidence), else "unexplained".
"""

from __future__ import annotations

import csv
import datetime as _dt
import html
import json
import math
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import medcalc
from medcalc.core.na import InputError, MedcalcError
from medcalc.core.na import UnknownCalculator
from medcalc.core.registry import all_ids, resolve
from medcalc.core.units import parse as parse_unit
from medcalc.tools.search import stem, word_terms

MAPPINGS_DIR = Path(__file__).resolve().parent / "mappings" / "medmcp_calc"
COLUMNS = ("task_id", "order", "name", "calculator", "status", "answer", "expected", "agrees",
           "reason", "unmapped")
RELATIVE_TOLERANCE = 0.02


# -- mapping data -------------------------------------------------------------------------------

def _norm_name(name: str) -> str:
    text = unicodedata.normalize("NFKC", name).replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"\s+", " ", text).strip().casefold()


@dataclass(frozen=True)
class Page:
    """How one MDCalc page maps to ours."""

    name: str
    calculator: str | None
    version: str | None = None
    variant: str | None = None
    fields: dict = field(default_factory=dict)  # normalised field -> our key, or None (ignored)
    values: dict = field(default_factory=dict)  # normalised field ('*': any) -> {MDCalc text: ours}
    when: dict = field(default_factory=dict)  # normalised field -> regex the value must match
    # {normalised field: {normalised MDCalc value: "id", "id@version" or "id#answer"}}: the field
    # of the form that chooses the page's formula or the output it shows (several spellings of
    # that field may be given)
    select: dict = field(default_factory=dict)
    doses: dict = field(default_factory=dict)  # {"drug", "dose", "per_day"}: normalised fields
    ignore_why: dict = field(default_factory=dict)  # normalised field -> why it is not read
    durations: dict = field(default_factory=dict)  # normalised field -> key of its "over N h"
    fixed_inputs: dict = field(default_factory=dict)
    also: tuple[str, ...] = ()  # further calculators of the same page (reported in the reason)
    answer: str = "value"  # value | value:<key of a record> | interpretation | breakdown:<key>
    expected: dict = field(default_factory=dict)  # normalised MDCalc answer -> our value(s)
    notes: str = ""


# A value's trailing duration: "330 mL over 12 hours", "0.35 mL/kg/h for 6 h".
_OVER_DURATION = re.compile(r"\s+(?:over|for|during)\s+(\d+(?:\.\d+)?\s*(?:hours?|hrs?|h|"
                            r"minutes?|mins?|days?|d))\s*$", re.I)


def _field_key(text: str) -> str:
    text = unicodedata.normalize("NFKC", str(text)).replace("\u2019", "'").casefold()
    return re.sub(r"[^\w%<>=.+]+|_", " ", text).strip()


def load_pages(directory: Path = MAPPINGS_DIR) -> dict[str, Page]:
    names = json.loads((directory / "names.json").read_text(encoding="utf-8"))["names"]
    extra_path = directory / "pages.json"
    extra = json.loads(extra_path.read_text(encoding="utf-8"))["pages"] if extra_path.exists() else {}
    pages: dict[str, Page] = {}
    for name, calc_id in names.items():
        pages[_norm_name(name)] = Page(name, calc_id)
    for name, spec in extra.items():
        fields, ignore, values, when, durations = {}, {}, {}, {}, {}
        if "values" in spec:
            values["*"] = {_answer_key(k): v for k, v in spec["values"].items()}
        for label, target in spec.get("fields", {}).items():
            fkey = _field_key(label)
            if isinstance(target, dict) and "ignore" in target:  # {"ignore": "why"}
                ignore[fkey] = target["ignore"]
                fields[fkey] = None
            elif isinstance(target, dict):  # {"key": ..., "values": {MDCalc text: ours}}
                if "key" in target:
                    fields[fkey] = target["key"]
                if "when" in target:  # the override applies only to values matching this
                    when[fkey] = re.compile(target["when"], re.I)
                if "duration" in target:  # "0.35 mL/kg/h over 12 hours": the tail's key
                    durations[fkey] = target["duration"]
                values[fkey] = {_answer_key(k): v for k, v in target.get("values", {}).items()}
            else:
                fields[fkey] = target
        pages[_norm_name(name)] = Page(
            name, spec.get("calculator", names.get(name)), version=spec.get("version"),
            variant=spec.get("variant"), fields=fields, values=values, when=when,
            select=_select(spec.get("calculator_by_field")), ignore_why=ignore,
            fixed_inputs=spec.get("fixed_inputs", {}), also=tuple(spec.get("also", ())),
            durations=durations,
            answer=spec.get("answer", "value"),
            expected={_answer_key(k): v for k, v in spec.get("expected", {}).items()},
            notes=spec.get("notes", ""),
            doses={k: _field_key(v) for k, v in spec.get("dose_per_day", {}).items()})
    return pages


def _select(spec: dict | None) -> dict:
    return {_field_key(label): {_answer_key(k): v for k, v in choices.items()}
            for label, choices in (spec or {}).items()}


def load_verdicts(directory: Path = MAPPINGS_DIR) -> dict[str, dict]:
    """'task_id#order' -> {"cause": "recorded-answer error" | "MDCalc convention/variant", ...}."""
    path = directory / "verdicts.json"
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))["verdicts"]


# -- reading MDCalc's values --------------------------------------------------------------------

_PAREN_TAIL = re.compile(r"\s*[\(\[]([^()\[\]]*)[\)\]]\s*$")
_POINTS_TAIL = re.compile(r"\s*(?:\(\s*)?[+\-−]?\d+(?:\.\d+)?\s*(?:points?|pts?)?\s*\)?\s*$", re.I)
_LEADING_QTY = re.compile(
    r"^\s*([<>≤≥]?=?\s*[-+]?\d+(?:[.,]\d+)?(?:\s*(?:[x×]\s*10\^?\d+/[a-zµμ]+|[a-zA-Z%°µμ/²³\d.\^·×\-\s]*?)))"
    r"(?=\s*(?:[\(\[;,]|$|\s(?:with|on|over|per|by|in|at|and|from|—|-)\s))")
_NUMBER_ONLY = re.compile(r"^\s*[-+]?\d+(?:\.\d+)?\s*$")
# A value led by a name: "Paclitaxel 175 mg/m²", "Dose 12.5 mg" (words, then the number).
_LABEL_THEN_QTY = re.compile(r"^\s*[A-Za-z][A-Za-z'\-]*(?:\s+[A-Za-z][A-Za-z'\-]*){0,4}\s+(?=[<>≤≥]?[-+]?\d)")
_UNIT_IN_LABEL = re.compile(r"(?:,\s*([^,()]+)$)|(?:\(([^()]+)\)\s*$)")
_UNIT_WORDS = frozenset({"years", "year", "yrs", "kg", "lb", "lbs", "cm", "in", "mg", "ml", "mmhg",
                         "bpm", "percent", "pct", "hours", "h", "mgdl", "mmol"})
_TIME_WORDS = frozenset({"seconds", "minutes", "mins", "min", "hours", "hrs", "days", "weeks",
                         "months", "years"})
_FIRST_QTY = re.compile(r"^\s*([<>≤≥]?=?\s*[-+]?\d+(?:\.\d+)?)\s*([a-zA-Zµμ%°/²][^\s(;,]*)?")
_YES_NO = re.compile(r"^\s*(yes|no|present|absent|positive|negative|true|false)\b", re.I)


def _clean(text: str) -> str:
    return unicodedata.normalize("NFKC", text).replace("\u2212", "-").strip()


def _is_unit_word(text: str) -> bool:
    """A label's last word(s) name a unit: a listed unit word ('lbs', 'years') or a symbol the
    unit parser reads ('mg/dL', '%', 'mm Hg'); a plain word such as 'count' does not."""
    if text.casefold() in _UNIT_WORDS:
        return True
    if not re.search(r"[/%°^]|^mm hg$|^cm h2o$", text, re.I):
        return False
    try:
        parse_unit(text)
    except Exception:  # noqa: BLE001 - not a unit
        return False
    return True


def label_variants(label: str) -> tuple[list[str], str | None]:
    """Spellings of a field label to look up, and the unit the label names (if any)."""
    text = _clean(str(label)).rstrip("?:").strip()
    out = [str(label).strip().rstrip("?:").strip(), text]  # as written ('m²'), then NFKC
    unit = None
    base = re.split(r"\s+[—–]\s+|\s+-\s+", text)[0].strip()  # "Sodium (mEq/L) — use if >140"
    if base != text:
        out.append(base)
    m = _UNIT_IN_LABEL.search(base)
    if m:
        unit = (m.group(1) or m.group(2)).strip()
        stripped = base[: m.start()].strip().rstrip(",").strip()
        if stripped:
            out.append(stripped)
    words = re.sub(r"_+", " ", base).strip()
    if words != base:
        out.append(words)
        out.append(re.sub(r"\s+", "_", words.casefold()))
    for candidate in list(out):  # "age_years" -> "age", "weight lbs" -> "weight" (in lb)
        parts = re.sub(r"_+", " ", candidate).split()
        for size in (2, 1):  # "Calcium mg/dL", "PaCO2 mm Hg": a unit written after the name
            tail = " ".join(parts[-size:])
            if len(parts) > size and _is_unit_word(tail):
                out.append(" ".join(parts[:-size]))
                unit = unit or tail
                break
    for prefix in ("serum ", "plasma ", "patient ", "current ", "total ") * 2:
        for candidate in list(out):
            if candidate.casefold().startswith(prefix) and len(candidate) > len(prefix) + 2:
                out.append(candidate[len(prefix):])
    seen: list[str] = []
    for candidate in out:
        if candidate and candidate not in seen:
            seen.append(candidate)
    return seen, unit


def value_variants(raw: Any, unit: str | None, unitless: bool = False) -> list[tuple[Any, str]]:
    """Readings of an MDCalc value, best first: (value, how it was read).

    A number is never separated from its unit: "1.5 mph" is not read as 1.5 (of the canonical
    unit) unless the input is unitless (`unitless`: a count, a score, a dimensionless ratio) or
    the rest is "points"."""
    out: list[tuple[Any, str]] = []
    if isinstance(raw, bool):
        return [(raw, "as written")]
    if isinstance(raw, (int, float)):
        if unit:
            out.append((f"{raw} {unit}", f"unit {unit!r} of the field label"))
        out.append((raw, "as written"))
        return out
    if not isinstance(raw, str):
        return [(raw, "as written")]
    text = _clean(raw)
    if _NUMBER_ONLY.match(text) and unit:
        out.append((f"{text} {unit}", f"unit {unit!r} of the field label"))
    out.append((text, "as written"))
    if _NUMBER_ONLY.match(text):
        out.append((float(text), "number"))
    bare = text
    for _ in range(3):  # "To pain (+2)", "Yes (RASS 0)", "142.9 lb (Adjusted body weight)"
        stripped = _PAREN_TAIL.sub("", bare).strip()
        if stripped == bare or not stripped:
            break
        bare = stripped
        out.append((bare, "without its annotation"))
    m = re.match(r"^(.*?)\s*\(\s*[+\-]?\d+\s*\)$", text)
    if m:
        out.append((m.group(1), "without its points"))
    m = re.match(r"^(.*?)\s*[=:]\s*[+\-]\d+\s*$", bare)
    if m:
        out.append((m.group(1), "without its points"))
    m = _LEADING_QTY.match(text)
    if m:
        qty = m.group(1).strip()
        if qty != text:
            out.append((qty, "leading value"))
            if _NUMBER_ONLY.match(qty) and unit:
                out.append((f"{qty} {unit}", f"leading value with unit {unit!r} of the field label"))
    m = _FIRST_QTY.match(text)
    if m:  # "0.4 mg IV", "10 points", "1200 mL/24 h"
        number, unit_text = m.group(1).strip(), (m.group(2) or "")
        unit_text = re.sub(r"/\d.*$", "", unit_text)
        points = re.match(r"points?$|pts?$", unit_text, re.I)
        if unit_text and not points:
            out.append((f"{number} {unit_text}", "leading value"))
        if unitless or points or not unit_text:
            out.append((number, "leading number"))
    m = _LABEL_THEN_QTY.match(text)
    if m:  # "Paclitaxel 175 mg/m²": a name before the quantity
        rest = text[m.end():]
        q = _LEADING_QTY.match(rest) or _FIRST_QTY.match(rest)
        if q:
            qty = (q.group(1) if q.re is _LEADING_QTY
                   else f"{q.group(1)} {q.group(2) or ''}").strip()
            out.append((qty, "the quantity after its label"))
    m = _YES_NO.match(text)
    if m:
        word = m.group(1).casefold()
        out.append((word in ("yes", "present", "positive", "true"), f"{m.group(1)!r}"))
    for inner in re.findall(r"\(([^()]*)\)", text):  # "(ECOG 1)", "(65-74 category)", "(<34)"
        inner = inner.strip()
        if inner:
            out.append((inner, "its annotation"))
            out.append((re.sub(r"\s*category\s*$", "", inner), "its annotation"))
    seen, unique = set(), []
    for value, how in out:
        key = (type(value).__name__, str(value))
        if key not in seen:
            seen.add(key)
            unique.append((value, how))
    return unique


def _accepts(calc, key: str, value: Any) -> dict | None:
    try:
        given = calc.parse_inputs({key: value})
    except InputError:
        return None
    except Exception:  # noqa: BLE001 - a value the core cannot read is not a reading
        return None
    return given


@dataclass
class Mapped:
    inputs: dict = field(default_factory=dict)
    unmapped: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    targets: dict = field(default_factory=dict)  # target -> field that supplied it


def _target(calc, key: str) -> tuple[str, Any] | None:
    """('feature', name) or ('item', item) for an input key."""
    found = calc.input_key(key)
    if found is not None:
        return ("feature", found[0].name)
    item = calc.item_key(key)
    if item is not None:
        return ("item", item)
    return None


# -- a label no declaration names: the input its words name, when one clearly does ---------------

FUZZY_MIN = 0.45  # words of label and target matched, of all their words
FUZZY_MIN_ALONE = 0.3  # ... when no other input shares a word with the label
FUZZY_COVER = 0.7  # ... and at least this share of the target's own words
FUZZY_COVER_CODED = 0.5  # ... when label and target give the same item number ("Q8", "7B")
_ITEM_CODE = re.compile(r"[a-z]\d{1,2}[a-z]?|\d{1,2}[a-z]")  # q8, b2, 1a, 7b (not "2", not "ii")
FUZZY_MARGIN = 0.2  # ... ahead of any other input (an item and the feature it reads are one)
FUZZY_MAX_CHARS = 500  # longer than any form's question: not read by its words
SYNONYM_WEIGHT = 0.6  # a word matched only through a synonym ('pulse' ~ 'heart rate') counts less
PREFIX_WEIGHT = 0.8  # ... or as the same word with another ending ('tonsil' ~ 'tonsillar')
_NEGATION = re.compile(r"\b(?:not|no|non|without|absent|absence|never|negative|free of)\b|"
                       r"_(?:not|no|absent)(?:_|$)", re.I)
# A change or ratio ("absolute increase in creatinine", "multiple of baseline") is not the level
_CHANGE = re.compile(r"(?:\b|_)(?:increase|increased|rise|fall|drop|decrease|decreased|change|"
                     r"delta|difference|multiple|fold|ratio)(?:\b|_)", re.I)
# Words that say the same in a form label: "Cr1" ~ first creatinine, "Question 8" ~ "item 8"
_EQUIVALENT_STEMS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "question": "item"}
# Words that qualify a measurement without naming it ("Current serum creatinine", "Stroke
# history", "AVPU score"): they weigh less in the overlap and need not be covered.
GENERIC_WEIGHT = 0.35
_GENERIC = frozenset(stem(w) for w in (
    "history", "prior", "previous", "score", "level", "value", "serum", "plasma", "patient",
    "current", "actual", "measured", "total", "concentration", "known", "any", "presence",
    "status", "abnormal", "circumference"))
# Words that set two inputs apart: a label that says one never names an input that says the
# other ("Systolic BP" is not the diastolic pressure, "Current creatinine" not the baseline).
_CONTRASTS = tuple((stem(a), stem(b)) for a, b in (
    ("systolic", "diastolic"), ("arterial", "venous"), ("baseline", "current"),
    ("initial", "final"), ("upper", "lower"), ("left", "right"), ("maternal", "paternal"),
    ("inspiratory", "expiratory"), ("minimum", "maximum"), ("pre", "post"),
    ("male", "female"), ("usual", "present"), ("usual", "current"), ("target", "current"),
    ("target", "actual"), ("goal", "current"), ("desired", "current")))
# The head of a label: what comes before a bracket, comma, dash, question mark, threshold or
# qualifier ("Malignancy w/ treatment ...", "Temp >38°C", "Renal disease (dialysis, ...)")
_LABEL_HEAD = re.compile(r"\s*[(,\[<>\u2264\u2265]|\s+[-\u2014\u2013]\s+|\?|\s+w/|\s+with\s+", re.I)
_TEXT_HEAD = re.compile(r"\s*[(\[]")  # an input's label before its bracketed qualifier
_ENUMERATION = re.compile(r"^\s*(?:\d{1,2}[a-z]?|[a-z]\d{1,2}[a-z]?)[.)]\s+(?=\D)",
                          re.I)  # "7. Trouble concentrating", "7C. Days using cocaine/crack"
# "(CRP)", "(AVPU)", "(T)", "(HbA1c)": capitals or digits after the first letter, or one letter;
# not a plain word in brackets ("(excoriation)")
_ABBREVIATION = re.compile(r"\(([A-Za-z](?=[\w\-]*[A-Z0-9])[\w\-]{0,11}|[A-Za-z])\)")
# A bracketed definition of three or more words ("Attend rapidly (symptom onset 3 days or
# less)"): a form may ask the definition itself ("Symptom onset <=3 days")
_DEFINITION = re.compile(r"\(([^()]*[A-Za-z]{3}[^()]*)\)")
DEFINITION_MIN_WORDS = 3


def _definitions(text: str) -> list[str]:
    return [d for d in _DEFINITION.findall(text) if len(word_terms(d)) >= DEFINITION_MIN_WORDS]


# "<4.5 hours" says what "less than 4.5 hours" says
_COMPARISON = re.compile(r"[<>\u2264\u2265]=?")
_COMPARISON_WORDS = {"<": " less ", "<=": " less ", "\u2264": " less ", ">": " more ",
                     ">=": " more ", "\u2265": " more ", "\u2264=": " less ", "\u2265=": " more "}


# A letter standing alone names something ("T stage", "N category", "diameter B", "Criterion
# C"): kept as a word (the search's tokenizer drops it), except the article "a", "x" for
# times ("1 x normal"), a possessive "s" and a letter joined to a word ("D-dimer", "U/L")
_MARKED_LETTER = re.compile(r"x[a-z]x")  # ... weighed as a qualifier: "D dimer" is "D-dimer"
_LETTER = re.compile(r"(?<![A-Za-z0-9'\u2019/_\-])[A-Za-z](?![A-Za-z0-9'\u2019/_\-])")


@dataclass(frozen=True)
class _Words:
    """A label or input name as words: their stems and synonym concepts, for matching."""

    words: tuple[str, ...]
    stems: tuple[str, ...]
    concepts: tuple[frozenset, ...]
    cues: tuple[bool, bool]  # says "not"; names a change or ratio
    weights: tuple[float, ...] = ()  # per word: GENERIC_WEIGHT for a qualifier, else 1

    @classmethod
    def of(cls, text: str) -> "_Words | None":
        text_ = _LETTER.sub(lambda m_: m_.group(0) if m_.group(0) in "ax" else
                            f"x{m_.group(0).lower()}x", unicodedata.normalize("NFKC", text))
        parts = word_terms(_COMPARISON.sub(lambda m_: _COMPARISON_WORDS[m_.group(0)],
                                           text_.replace("%", " percent ")))
        if not parts:
            return None
        stems = tuple(_EQUIVALENT_STEMS.get(p[1], p[1]) for p in parts)
        return cls(tuple(p[0] for p in parts), stems, tuple(p[2] for p in parts),
                   (bool(_NEGATION.search(text)), bool(_CHANGE.search(text))),
                   tuple(GENERIC_WEIGHT if s in _GENERIC or _MARKED_LETTER.fullmatch(s) else 1.0
                         for s in stems))

    def contradicts(self, other: "_Words") -> bool:
        """One side says a word the other contrasts with (systolic / diastolic)."""
        mine, theirs = set(self.stems), set(other.stems)
        return any((a in mine and b in theirs and b not in mine and a not in theirs)
                   or (b in mine and a in theirs and a not in mine and b not in theirs)
                   for a, b in _CONTRASTS)

    def matched(self, other: "_Words") -> list[float]:
        """Per word, how well `other` matches it: 1 by stem or as an acronym of a run of words
        (MAP ~ mean arterial pressure, on either side), SYNONYM_WEIGHT by a shared concept."""
        stems, concepts = set(other.stems), frozenset().union(*other.concepts)
        out = [1.0 if s in stems else SYNONYM_WEIGHT if c & concepts
               else PREFIX_WEIGHT if _same_root(s, stems) else 0.0
               for s, c in zip(self.stems, self.concepts)]
        acronyms = {w for w in other.words if len(w) >= 2 and w.isalpha()}
        n = len(self.words)
        for i in range(n):
            for j in range(i + 2, min(n, i + 6) + 1):  # this side's words spell one of other's
                if "".join(w[0] for w in self.words[i:j]) in acronyms:
                    out[i:j] = [1.0] * (j - i)
        for k, word in enumerate(self.words):  # this side's word spells a run of the other's
            if len(word) >= 2 and word.isalpha() and any(
                    "".join(w[0] for w in other.words[i:i + len(word)]) == word
                    for i in range(len(other.words) - len(word) + 1)):
                out[k] = 1.0
        # one word on one side is a run of words on the other, written apart or together
        # ("CA-125" ~ ca125, "Type 2 diabetes" ~ type2 diabetes)
        joined = {"".join(other.words[i:j]) for i in range(len(other.words))
                  for j in range(i + 2, min(len(other.words), i + 3) + 1)}
        theirs = set(other.words)
        for k, word in enumerate(self.words):
            if word in joined:
                out[k] = 1.0
        for i in range(n):
            for j in range(i + 2, min(n, i + 3) + 1):
                if "".join(self.words[i:j]) in theirs:
                    out[i:j] = [1.0] * (j - i)
        return out


def _named_words(label: "_Words", texts: list) -> frozenset:
    """The label's words (qualifiers aside) that some text of an input matches."""
    out: set[int] = set()
    for text in texts:
        if not label.contradicts(text):
            out.update(i for i, (m, w) in enumerate(zip(label.matched(text), label.weights))
                       if m and w == 1.0)
    return frozenset(out)


# Endings that make another concept of a word ("protein" / "proteinuria", "albumin" /
# "albuminuria", "neutro" / "neutropenia"): never the same root.
_MEANING_ENDINGS = ("uria", "emia", "aemia", "itis", "osis", "oma", "ectomy", "otomy", "tomy",
                    "pathy", "penia", "philia", "plasty", "scopy", "gram", "graphy", "algia",
                    "lysis", "genic", "cyte", "plegia", "paresis", "trophy", "megaly")


def _same_root(stem_: str, stems: set) -> bool:
    """One word is the other with a short ending added ("tonsil" ~ "tonsillar", "inflam" ~
    "inflammation", "nephrotox" ~ "nephrotoxin"): the shorter has 5+ letters, the rest 2-6
    letters that do not make another concept ("proteinuria" is not "protein")."""
    if len(stem_) < 5 or not stem_.isalpha():
        return False
    for t in stems:
        short, long_ = (stem_, t) if len(stem_) <= len(t) else (t, stem_)
        if (t.isalpha() and len(short) >= 5 and long_.startswith(short)
                and 2 <= len(long_) - len(short) <= 6
                and not long_[len(short):].startswith(_MEANING_ENDINGS)):
            return True
    return False


# The head of a feature's description, brackets left out: what a form prints ("1a Level of
# consciousness: 0 alert, ...", "Hematocrit (criterion: < 30%, +10)", "Evaluator (physician)
# global assessment of disease activity ..."); a head that is only an item number or letter
# ("Feature 1: acute change ...", "C: not attributable to ...") goes on to the next separator,
# and a head several features share ("Criterion A symptom: Insomnia or hypersomnia ...") is a
# heading: what follows it is the head.
_BRACKETED = re.compile(r"\s*\([^()]*\)|\s*\[[^\[\]]*\]")
_DESCRIPTION_SEP = re.compile(r"\s*[:;]\s*|\s+[-\u2014\u2013]\s+|\.\s+")
_CODE_END = re.compile(r"(?:^|\s)(?:\d{1,2}[a-z]?|[a-z]\d{1,2}[a-z]?)$|^[A-Z]$",
                       re.I)  # "Feature 1", "Q8", "B"


def _description_parts(feature) -> list[str]:
    text = _BRACKETED.sub("", getattr(feature, "description", "") or "").strip()
    return [p.strip() for p in _DESCRIPTION_SEP.split(text, maxsplit=2)]


def description_head(feature, headings: frozenset = frozenset()) -> list[str]:
    """The head of a feature's own description, as more texts naming it: up to the first colon,
    semicolon, dash or full stop (past an item number, or after a heading in `headings`), and
    that up to its first comma."""
    parts = _description_parts(feature)
    heads = [parts[0]]
    if len(parts) > 1 and (parts[0] in headings or len(parts[0]) == 1):  # "C: not attributable"
        heads = [parts[0], parts[1]] if len(parts[0]) == 1 else [parts[1]]
    elif len(parts) > 1 and _CODE_END.search(parts[0]):  # the number, and the number with words
        heads.append(f"{parts[0]}: {parts[1]}")
    heads.append(heads[-1].split(", ", 1)[0].strip())
    return list(dict.fromkeys(h for h in heads if h))


def description_heads(calc) -> dict[str, list[str]]:
    """`description_head` of every feature of `calc`, headings being the heads several share."""
    parts = [_description_parts(f) for f in calc.features.values()]
    firsts = Counter(p[0] for p in parts if len(p) > 1)
    headings = frozenset(h for h, n in firsts.items() if n > 1 and not _CODE_END.search(h))
    return {name: description_head(f, headings) for name, f in calc.features.items()}


def _fuzzy_texts(calc) -> list[tuple[tuple[str, str], list[str]]]:
    """(target, its names and labels) for every feature and item of `calc`."""
    out = []
    heads = description_heads(calc)
    for feature in calc.features.values():
        texts = [feature.name.replace("_", " "), *feature.labels, *heads[feature.name],
                 *(a.key.replace("_", " ") for a in getattr(feature, "alternatives", ()))]
        out.append((("feature", feature.name), texts))
    for item in calc.items.values():
        out.append((("item", item.name), [item.name.replace("_", " "), item.label, *item.aliases]))
    return out


_FUZZY_CACHE: dict[str, list] = {}


def _fuzzy_index(calc) -> list:
    """Per target: (target, its names and labels as `_Words`), each label also without its
    bracketed tail ("Congestive heart failure (< 1 month)" is also "Congestive heart failure")
    and its bracketed abbreviation alone."""
    index = _FUZZY_CACHE.get(calc.id)
    if index is None:
        index = [(target, [w for w in map(_Words.of, dict.fromkeys(
                     [*texts, *(_TEXT_HEAD.split(t, maxsplit=1)[0] for t in texts),
                      *(_ENUMERATION.sub("", t) for t in texts if _ENUMERATION.match(t)),
                      *(a for t in texts for a in _ABBREVIATION.findall(t)),
                      *(d for t in texts for d in _definitions(t))]))
                           if w is not None])
                 for target, texts in _fuzzy_texts(calc)]
        _FUZZY_CACHE[calc.id] = index
    return index


def _fuzzy_inverse_index(calc) -> list:
    """Per target: (target, texts as `_Words`, whether they are its negated names with the
    negation taken out): 'cough absent' is read as 'cough' here, other inputs as themselves."""
    key = calc.id + "\0inverse"
    index = _FUZZY_CACHE.get(key)
    if index is None:
        index = []
        for target, texts in _fuzzy_texts(calc):
            negated = [_NEGATION.sub(" ", t) for t in texts if _NEGATION.search(t)]
            words = [w for w in map(_Words.of, dict.fromkeys(negated or texts)) if w is not None]
            index.append((target, words, bool(negated)))
        _FUZZY_CACHE[key] = index
    return index


def _fuzzy_score(label: _Words, texts: list) -> tuple[float, float]:
    """(score, overlap) over the target's texts: the overlap is the share of both sides' words
    matched; the score, the overlap of a text whose own words are mostly in the label and that
    agrees with it on negation and on naming a change or ratio (else 0)."""
    best = overlap = 0.0
    for text in texts:
        if label.contradicts(text):
            continue
        matched_t = text.matched(label)
        share = ((sum(m * w for m, w in zip(matched_t, text.weights))
                  + sum(m * w for m, w in zip(label.matched(text), label.weights)))
                 / (sum(text.weights) + sum(label.weights)))
        overlap = max(overlap, share)
        own = [m for m, w in zip(matched_t, text.weights) if w == 1.0] or matched_t
        covered = sum(1 for m in own if m) / len(own)  # a synonym covers a word
        # an item number both give ("Q8", "7B", "1A") vouches for half of the words
        coded = (any(_ITEM_CODE.fullmatch(s) and s in label.stems for s in text.stems)
                 or (label.words[0].isdigit() and label.words[0] == text.words[0]))  # "2: ..."
        if label.cues == text.cues and covered >= (FUZZY_COVER_CODED if coded else FUZZY_COVER):
            best = max(best, share)
    return best, overlap


def _same_input(calc, a: tuple[str, str], b: tuple[str, str]) -> bool:
    """The same input: one target, or an item and a feature it reads."""
    if a == b:
        return True
    if {a[0], b[0]} != {"feature", "item"}:
        return False
    item, feature = (a[1], b[1]) if a[0] == "item" else (b[1], a[1])
    return feature in calc.items[item].reads


def _one_input(calc, a: tuple[str, str], b: tuple[str, str]) -> bool:
    """An item and the one feature it reads (not an item that reads several)."""
    if not _same_input(calc, a, b) or a == b:
        return a == b
    item = a[1] if a[0] == "item" else b[1]
    return len(calc.items[item].reads) == 1


def fuzzy_targets(calc, label: str, taken: Iterable[str] = (), inverse: bool = False
                  ) -> list[tuple[str, str]]:
    """The input a field label names by its words when no declaration names it exactly: the
    best-overlapping feature or item (and the items/feature it is one with), [] unless one input
    clearly leads. `taken`: feature names and "@item" names already read. `inverse`: the input
    whose name is the label's words negated ("Cough" -> cough_absent), [] if the best is not."""
    label = str(label)
    if len(label) > FUZZY_MAX_CHARS:
        return []
    main = _LABEL_HEAD.split(label, maxsplit=1)[0]
    # the label, its head ("Renal disease (dialysis, ...)"), and a bracketed abbreviation ("(CRP)")
    texts = [label, main, *_ABBREVIATION.findall(label)]
    forms = [w for w in map(_Words.of, dict.fromkeys(texts)) if w is not None]
    if not forms:  # no word at all ("", "?"): names nothing
        return []
    taken = [("feature", t) if not t.startswith("@") else ("item", t[1:]) for t in taken]
    scored, inverted = [], set()
    index = (_fuzzy_inverse_index(calc) if inverse
             else [(target, texts, False) for target, texts in _fuzzy_index(calc)])
    for target, texts, negated in index:  # an input already read is out, item or feature
        if not any(_same_input(calc, target, t) for t in taken if t[1] in calc.features
                   or t[1] in calc.items):
            pairs = [_fuzzy_score(form, texts) for form in forms]
            scored.append((max((p[0] for p in pairs), default=0.0),
                           max((p[1] for p in pairs), default=0.0), target, pairs, texts))
            if negated:
                inverted.add(target)
    # best first; among equals, the one the whole label names best
    scored.sort(key=lambda st: (-st[0], -st[3][0][0], -st[1], st[2]))
    if not scored or scored[0][0] <= 0.0 or (inverse and scored[0][2] not in inverted):
        return []
    best = scored[0][2]
    same = [t for s, _, t, _, _ in scored if s > 0 and _same_input(calc, best, t)]
    # any other input the label's words overlap nearly as well makes it ambiguous, in the whole
    # label or the form of it that names the best (not another head: "Head/neck", which every
    # head/neck sign shares, says nothing against "Head/neck - Redness"); a label that shares no
    # word with any other input may say more than the input's name ("Pain Visual Analog Scale")
    # An input whose words the label names only as part of what it says of the best one is no
    # rival: "Mother's hip fracture after age 50" names "Fracture after age 50" too, but says
    # more, and all of that more is the maternal hip fracture input; nor, when the best input
    # accounts for every word of the label, is one that the label leaves partly unsaid
    # ("History of any fracture after age 50" is not the maternal hip fracture).
    form = max(range(len(forms)), key=lambda i: scored[0][3][i][0])
    # what the best input's texts name, an item's and its one feature's together
    named = frozenset().union(*(_named_words(forms[0], texts) for _, _, t, _, texts in scored
                                if t == best or _one_input(calc, best, t)))
    whole = named == {i for i, w in enumerate(forms[0].weights) if w == 1.0}

    def subsumed(score: float, texts: list) -> bool:
        theirs = _named_words(forms[0], texts)
        return theirs < named or (whole and score <= 0.0 and theirs <= named)

    rival = max((overlap for s_, _, t, pairs, texts in scored
                 if (overlap := max(pairs[0][1], pairs[form][1])) > 0.0
                 and not _same_input(calc, best, t) and not subsumed(s_, texts)), default=0.0)
    if scored[0][0] < (FUZZY_MIN if rival > 0 else FUZZY_MIN_ALONE):
        return []
    return same if scored[0][0] - rival >= FUZZY_MARGIN else []


def map_inputs(calc, page: Page, fields: Iterable[dict]) -> Mapped:
    """Our inputs from MDCalc's `{field, value, score?}` list (see the module docstring)."""
    out = Mapped(inputs=dict(page.fixed_inputs))
    deferred: list[tuple] = []  # fields no label reading names: read last, by their value
    fields = list(fields)
    if page.doses:
        fields = _combine_doses(calc, page, fields, out)
    for entry in fields:
        label = entry.get("field", "")
        raw = entry.get("value")
        fkey = _field_key(label)
        if fkey in page.fields and page.fields[fkey] is None:
            out.notes.append(f"not read: {label!r} ({page.ignore_why.get(fkey, 'ignored')})")
            continue
        mapped_value = page.values.get(fkey, page.values.get("*", {})).get(_answer_key(raw))
        if mapped_value is not None:
            out.notes.append(f"{label!r}={raw!r} read as {mapped_value!r} (pages.json)")
            raw = mapped_value
        if fkey in page.durations and isinstance(raw, str):
            tail = _OVER_DURATION.search(raw)
            if tail:  # "0.35 mL/kg/h over 12 hours": the rate, and how long it lasted
                out.inputs[page.durations[fkey]] = tail.group(1)
                out.targets[page.durations[fkey]] = label
                out.notes.append(f"{label!r}: {tail.group(1)!r} read as "
                                 f"{page.durations[fkey]} (pages.json)")
                raw = raw[:tail.start()].strip()
        if _read_bp_pair(calc, label, raw, out):
            continue
        variants, unit = label_variants(label)
        if fkey in page.fields and (fkey not in page.when
                                    or page.when[fkey].search(str(raw))):
            variants = [page.fields[fkey]]
        key = target = None
        for candidate in variants:
            target = _target(calc, candidate)
            if target is not None:
                key = candidate
                break
        candidates = [(key, target)]
        how_read = None
        if target is None:  # no declaration names the label: the input its words name, if clear
            candidates = [(n, _target(calc, n)) for _, n in fuzzy_targets(calc, label, out.targets)]
            how_read = "label read as {key}, the input its words name"
            if not candidates:  # or the yes/no input its words deny: "Cough" -> cough_absent
                candidates = [(n, _target(calc, n)) for _, n in
                              fuzzy_targets(calc, label, out.targets, inverse=True)]
                how_read = "label read as {key}, the input its words deny"
                said = _said_yes(raw)
                if candidates and said is not None:  # a bare answer to the label: the opposite
                    raw = "No" if said else "Yes"
                    how_read += f" (the answer {entry.get('value')!r} inverted)"
                elif not isinstance(raw, str) or not re.search(r"[A-Za-z]", raw):
                    candidates = []  # a number is no answer to a denied input ("Cough" = 2)
            if not candidates:  # read after every other field, by what its value fits
                deferred.append((label, raw, unit, entry))
                continue
        _assign(calc, out, label, raw, unit, entry, candidates, how_read)
    for label, raw, unit, entry in deferred:
        candidates, how_read = _fitting_input(calc, label, raw, unit, out)
        if not candidates:
            out.unmapped.append(f"{label}={raw}")
            continue
        _assign(calc, out, label, raw, unit, entry, candidates, how_read)
    return out


def _said_yes(raw: Any) -> bool | None:
    """A bare yes/no answer (Yes, Absent, True, 1, 0): whether it says yes; else None."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, (int, float)):
        return bool(raw) if raw in (0, 1) else None
    m = _YES_NO.match(str(raw))
    return m.group(1).casefold() in ("yes", "present", "positive", "true") if m else None


def _assign(calc, out: Mapped, label: str, raw: Any, unit: str | None, entry: dict,
            candidates: list, how_read: str | None) -> None:
    """Read `raw` into the first of `candidates` ((key, (kind, what))) that accepts it."""
    kind, what = candidates[0][1]
    name = what if kind == "feature" else "@" + what.name
    if name in out.targets or (kind == "feature" and any(
            "@" + it.name in out.targets for it in calc.items_reading(what))):
        out.notes.append(f"{label!r} also given (as {out.targets.get(name, 'its item')!r}); first kept")
        return
    chosen = None
    for key, (kind, what) in candidates:
        chosen = _read_value(calc, key, kind, what, raw, unit, entry.get("score"))
        if chosen is not None:
            break
    if chosen is None:
        out.unmapped.append(f"{label}={raw} (value not readable)")
        return
    key, value, how, given = chosen
    kind, what = ("item", calc.items[key]) if key in calc.items and given is None else (kind, what)
    out.inputs[key] = value
    out.targets[what if kind == "feature" else "@" + what.name] = label
    if how_read:
        how = f"{how}; {how_read.replace('{key}', key)}"
    if how != "as written":
        out.notes.append(f"{label!r} read as {value!r} ({how})")
    if given and kind == "feature" and isinstance(raw, str):
        _check_annotation(calc, what, raw, given, label, out.notes)


def _unread(calc, out: Mapped) -> list[tuple[str, tuple[str, Any]]]:
    """(key, target) for every input no field has read yet (an item and its feature are one)."""
    taken = [("feature", t) if not t.startswith("@") else ("item", t[1:]) for t in out.targets]
    taken += [("feature", t) for t in out.inputs if t in calc.features]
    free = []
    for feature in calc.features:
        if not any(_same_input(calc, ("feature", feature), t) for t in taken
                   if t[1] in calc.features or t[1] in calc.items):
            free.append((feature, ("feature", feature)))
    for item in calc.items.values():
        if not any(_same_input(calc, ("item", item.name), t) for t in taken
                   if t[1] in calc.features or t[1] in calc.items):
            free.append((item.name, ("item", item)))
    return free


def _fitting_input(calc, label: str, raw: Any, unit: str | None, out: Mapped) -> tuple[list, str]:
    """The one unread input a field's value fits, when its label names none: a choice text only
    one unread input accepts ("Trauma type" = "Penetrating"), or a quantity whose dimension only
    one unread input takes and whose label shares a word with it ("Time" = "411 min")."""
    if isinstance(raw, bool) or raw is None:
        return [], ""
    text = _clean(str(raw))
    free = _unread(calc, out)
    # a text: two letters in a row, or a code such as "T1a1", "N0", "G3"
    if (re.search(r"[A-Za-z]{2,}", text) or re.fullmatch(r"[A-Za-z]\d[\w.]*", text)) \
            and not _YES_NO.match(text):
        numeric = re.match(r"\s*[-+]?\d", text)
        # a text that opens with a number ("5% Dextrose in water (0 mmol/L Na)") is a choice
        # only if a category input takes it; otherwise it is read as a quantity below
        # the text as written, else without its annotation ("0.45% saline (77 mmol/L Na)")
        for form in dict.fromkeys((text, _PAREN_TAIL.sub("", text).strip())):
            fits = [(key, target) for key, target in free
                    if (not numeric or (target[0] == "feature"
                                        and calc.features[key].kind == "category"))
                    and form and _accepts(calc, key, form) is not None]
            if len(fits) == 1 or (fits and all(
                    _same_input(calc, _target_id(fits[0][1]), _target_id(t)) for _, t in fits)):
                return fits, "label read as {key}, the one unread input its value fits"
            if fits:
                break
        if not numeric:
            return [], ""
    readings = [v for v, _ in value_variants(raw, unit) if isinstance(v, str)
                and re.match(r"\s*[-+]?\d", v) and re.search(r"[A-Za-z%\u00b5]", v)]
    if not readings:
        return [], ""
    # a source of a derived input is left out: one source alone ("Urine output total (last
    # 24h)" without its hours) would make the derived input, and the result, missing
    # (unless every other source of it has been read: "Hours" after the urine volume)
    given = set(out.inputs)
    sources = {s.name for d in calc.derived.values() for s in d.sources
               if not all(o.name in given for o in d.sources if o.name != s.name)}
    fits = [(key, target) for key, target in free if target[0] == "feature"
            and calc.features[key].kind in ("quantity", "duration") and key not in sources
            and any(_accepts(calc, key, v) is not None for v in readings)]
    if len(fits) != 1:
        return [], ""
    words = _Words.of(label)
    texts = dict(_fuzzy_index(calc)).get(fits[0][1])
    # the label shares a word with the input, or is only the unit its value is in ("Hours" =
    # "24 hours")
    bare = _clean(str(label)).rstrip("?:").strip()
    unit_only = (_is_unit_word(bare) or bare.casefold() in _TIME_WORDS) and any(
        re.search(rf"\b{re.escape(bare)}\b", v, re.I) for v in readings)
    if not unit_only and (words is None or not texts or _fuzzy_score(words, texts)[1] <= 0.0):
        return [], ""
    return fits, "label read as {key}, the one unread input of its value's dimension"


def _target_id(target: tuple[str, Any]) -> tuple[str, str]:
    return (target[0], target[1] if target[0] == "feature" else target[1].name)


_BP_PAIR = re.compile(r"^\s*(\d{2,3}(?:\.\d+)?)\s*/\s*(\d{2,3}(?:\.\d+)?)\s*(?:mm\s*hg)?(?:\s*\(.*\))?\s*$",
                      re.I)
_BP_LABEL = re.compile(r"blood\s*pressure|\bs?bp\b|\bsbp\s*/\s*dbp\b", re.I)
_BP_FEATURES = ("systolic_bp", "diastolic_bp")


def _read_bp_pair(calc, label: str, raw: Any, out: Mapped) -> bool:
    """A blood pressure written as one reading ("Blood Pressure" = "136/88 mmHg") gives the
    systolic and diastolic inputs of a calculator that has both, when neither is read yet."""
    m = _BP_PAIR.match(raw) if isinstance(raw, str) else None
    if m is None or not _BP_LABEL.search(str(label)) \
            or not all(f in calc.features and f not in out.targets for f in _BP_FEATURES):
        return False
    for feature, number in zip(_BP_FEATURES, m.groups()):
        out.inputs[feature] = f"{number} mmHg"
        out.targets[feature] = label
    out.notes.append(f"{label!r}={raw!r} read as systolic_bp {m.group(1)} mmHg and diastolic_bp "
                     f"{m.group(2)} mmHg")
    return True


def _read_value(calc, key: str, kind: str, what, raw: Any, unit: str | None,
                score: Any) -> tuple | None:
    """(key, value, how, parsed) for the first reading of `raw` the input accepts; else, when
    MDCalc recorded the field's points, the item's one band with those points; else None."""
    feature = calc.features.get(what) if kind == "feature" else None
    unitless = kind == "item" or feature is None or feature.kind == "count" or (
        feature.kind == "quantity" and getattr(feature, "unit", None) == "1")
    for value, how in value_variants(raw, unit, unitless):
        given = _accepts(calc, key, value)
        if given is not None:
            return key, value, how, given
    if score is not None:
        item = what if kind == "item" else next(iter(calc.items_reading(what)), None)
        if item is not None:
            bands = [b for b in item.bands if _same_number(b.value, score)]
            if len(bands) == 1:
                return item.name, bands[0].key, f"band with MDCalc's points {score}", None
    return None


def _combine_doses(calc, page: Page, fields: list, out: Mapped) -> list:
    """MDCalc's drug / dose / doses-per-day rows -> one daily amount under the drug's key."""
    by_key = {_field_key(f.get("field", "")): f for f in fields}
    drug, dose, count = (by_key.get(page.doses.get(k, "")) for k in ("drug", "dose", "per_day"))
    if not (drug and dose and count):
        return fields
    name = _PAREN_TAIL.sub("", _clean(str(drug.get("value", "")))).strip()
    key = next((c for c in (name, name.replace(" ", "_")) if calc.input_key(c)), None)
    amount = _FIRST_QTY.match(_clean(str(dose.get("value", ""))))
    per_day = _FIRST_QTY.match(_clean(str(count.get("value", ""))))
    if key is None or amount is None or per_day is None:
        return fields
    unit = amount.group(2) or "mg"
    value = float(amount.group(1)) * float(per_day.group(1))
    out.inputs[key] = f"{value:g} {unit}/day"
    out.notes.append(f"{drug.get('value')!r}: {amount.group(1)} {unit} x {per_day.group(1)} per day "
                     f"= {value:g} {unit}/day")
    used = {id(drug), id(dose), id(count)}
    return [f for f in fields if id(f) not in used]


def _same_number(a: Any, b: Any) -> bool:
    try:
        return abs(float(a) - float(b)) < 1e-9
    except (TypeError, ValueError):
        return False


def _check_annotation(calc, feature: str, raw: str, given: dict, label: str, notes: list) -> None:
    """'28.8 mL/min (<34)': the value is used; the annotated band must agree with it."""
    if feature not in given:
        return
    items = [i for i in calc.items_reading(feature) if len(i.reads) == 1]
    if len(items) != 1:
        return
    item = items[0]
    for inner in re.findall(r"\(([^()]*)\)", raw):
        band = item.band_from_answer(inner.strip())
        if band is None:
            continue
        actual = item.band_of(given[feature])
        if actual is not None and actual.key != band.key:
            notes.append(f"{label!r}: annotated band {inner.strip()!r} disagrees with the value "
                         f"(band {actual.label!r}); the value is used")
        return


# -- grading ------------------------------------------------------------------------------------

_NUM = re.compile(r"[-+]?\d+(?:\.\d+)?")


def _answer_key(text: Any) -> str:
    return re.sub(r"[^a-z0-9<>=.+-]+", " ", unicodedata.normalize("NFKC", str(text)).casefold()).strip()


def _date_in(text: str) -> "_dt.date | None":
    """The one calendar date an answer shows (month name or ISO form, with its year), or None."""
    from dateutil import parser as _parser

    if not re.search(r"\b(?:19|20)\d\d\b", text) or not re.search(
            r"[A-Za-z]{3,}\s+\d{1,2}|\d{4}-\d{2}-\d{2}", text):
        return None
    try:
        return _parser.parse(text, fuzzy=True, default=_dt.datetime(2000, 1, 1)).date()
    except (ValueError, OverflowError):
        return None


def _decimals(text: str) -> int:
    return len(text.split(".")[1]) if "." in text else 0


def grade(value: Any, expected: Any, *, exact: bool, page: Page, interpretation: str | None,
          unit: str | None = None) -> bool | None:
    """MedMCP-Calc's rubric: scores and categories exact; numbers within 2% or MDCalc's displayed
    rounding. None when the recorded answer cannot be compared."""
    if expected is None or (isinstance(expected, str) and not expected.strip()):
        return None
    key = _answer_key(expected)
    if isinstance(value, _dt.date) and key not in page.expected:
        shown = _date_in(str(expected))  # "December 21, 2025", "Last dose on Tuesday, Jan 13"
        return None if shown is None else shown == (value.date() if isinstance(
            value, _dt.datetime) else value)
    if key in page.expected:  # our value, or a list of them ("Positive": any ARDS grade)
        targets = page.expected[key] if isinstance(page.expected[key], list) else [page.expected[key]]
        return any(_answer_key(value) == _answer_key(t) or value == t for t in targets)
    if not isinstance(value, (bool, str)) and value is not None and not _NUM.search(str(expected)):
        value = interpretation  # 'Low', 'Stage I': MDCalc's headline is the category
    if isinstance(value, bool) or isinstance(value, str) or value is None:
        ours = _answer_key(value)
        if ours and (ours == key or f" {ours} " in f" {key} "):
            return True
        if interpretation and key and key in _answer_key(interpretation):
            return True
        return False
    if isinstance(value, tuple):  # (weeks, days)
        numbers = [int(float(n)) for n in _NUM.findall(str(expected))]
        return numbers[:len(value)] == [int(v) for v in value]
    if isinstance(value, dict):
        return None
    try:
        ours = float(value)
    except (TypeError, ValueError):
        return None
    text = str(expected).replace(",", "")
    rng = re.match(r"\s*([-+]?\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)", text)
    if rng:  # "313-315 mOsm/kg"
        lo, hi = float(rng.group(1)), float(rng.group(2))
        half = 0.5 * 10 ** -max(_decimals(rng.group(1)), _decimals(rng.group(2)))
        slack = max(half, RELATIVE_TOLERANCE * max(abs(lo), abs(hi)))  # rounding or 2%
        return lo - slack - 1e-9 <= ours <= hi + slack + 1e-9
    found = _NUM.search(text)
    if not found:
        return None
    target = float(found.group(0))
    half = 0.5 * 10 ** -_decimals(found.group(0))
    shown_unit = text[found.end():].strip().split("\n")[0].strip()
    if unit and shown_unit and not exact:  # '155.9 lbs' against our kg
        try:
            from medcalc.core.units import conversion

            scale, offset = conversion(shown_unit, unit)
        except Exception:  # noqa: BLE001 - not a unit we convert: compared as written
            pass
        else:
            target, half = target * scale + offset, half * abs(scale)
    if exact:
        return math.isclose(ours, target, abs_tol=1e-9)
    return abs(ours - target) <= half + 1e-9 or abs(ours - target) <= RELATIVE_TOLERANCE * abs(target)


def _exact(calc, value: Any) -> bool:
    """Scores (integers) and categories are graded exactly; other numbers by rounding/2%."""
    return (calc.output.kind in ("integer", "category", "boolean")
            or (isinstance(value, int) and not isinstance(value, bool)))


def format_value(result) -> str:
    value = result.value
    if isinstance(value, float) and result.decimals is not None:
        text = f"{value:.{result.decimals}f}"
    elif isinstance(value, float):
        text = f"{value:.4g}"
    elif isinstance(value, tuple):
        text = " ".join(str(v) for v in value)
    else:
        text = str(value)
    return f"{text} {result.unit}" if result.unit and not isinstance(value, (str, bool)) else text


# -- one recorded answer ------------------------------------------------------------------------

@dataclass
class Row:
    task_id: str
    order: Any
    name: str
    calculator: str = ""
    status: str = "unsupported"  # ok | na | unsupported | error
    answer: str = ""
    expected: str = ""
    agrees: bool | None = None
    reason: str = ""
    unmapped: list = field(default_factory=list)
    cause: str = ""  # audit group
    evidence: str = ""
    inputs: dict = field(default_factory=dict)
    fields: list = field(default_factory=list)

    def csv_row(self) -> list[str]:
        agrees = "" if self.agrees is None else str(self.agrees).lower()
        return [self.task_id, str(self.order), self.name, self.calculator, self.status, self.answer,
                self.expected, agrees, self.reason, "; ".join(self.unmapped)]


def _recorded_fields(inputs: Any) -> tuple[list[dict], list[str]]:
    """A recorded answer's `inputs` as `{field: str, value}` entries, and what could not be
    read as one (an entry that is not an object, a label that is a list): listed as unmapped,
    never dropped."""
    if inputs is None:
        return [], []
    if not isinstance(inputs, list):
        return [], [f"inputs={str(inputs)[:80]} (not a list of fields)"]
    fields, unreadable = [], []
    for entry in inputs:
        label = entry.get("field") if isinstance(entry, dict) else None
        if not isinstance(entry, dict) or isinstance(label, (list, dict)):
            unreadable.append(f"{str(entry)[:80]} (not a field)")
            continue
        fields.append({**entry, "field": "" if label is None else str(label)})
    return fields, unreadable


def recompute_answer(task_id: str, answer: dict, pages: dict[str, Page],
                     verdicts: dict[str, dict], registered: frozenset[str]) -> Row:
    expected = answer.get("final_answer")
    fields, unreadable = _recorded_fields(answer.get("inputs"))
    row = Row(task_id, answer.get("order"), str(answer.get("name") or ""),
              expected="" if expected is None else str(expected), fields=fields)
    row.unmapped = list(unreadable)
    page = pages.get(_norm_name(row.name))
    if page is None or page.calculator is None:
        row.reason = "MDCalc page not in the name map"
        row.cause = "not registered"
        return row
    if page.select:  # one MDCalc page, several of ours: a field of the form chooses
        chosen = next((page.select[key].get(_answer_key(f.get("value"))) for f in row.fields
                       if (key := _field_key(f.get("field", ""))) in page.select), None)
        if chosen:  # "id", "id@version", "id#answer" (the output the form shows)
            chosen, _, answer_spec = chosen.partition("#")
            calc_id, _, version = chosen.partition("@")
            page = Page(**{**page.__dict__, "calculator": calc_id,
                           "version": version or page.version,
                           "answer": answer_spec or page.answer})
    if page.calculator not in registered:  # a catalogue id that is an alias of a registered one
        try:
            page = Page(**{**page.__dict__, "calculator": resolve(page.calculator)})
        except UnknownCalculator:
            pass
    row.calculator = page.calculator
    if page.calculator not in registered:
        row.reason = f"{page.calculator} is not registered"
        row.cause = "not registered"
        return row
    try:
        calc = medcalc.get(page.calculator)
        if not getattr(calc, "available", True):
            row.reason = f"{page.calculator} is registered as unavailable"
            row.cause = "not registered"
            return row
        mapped = map_inputs(calc, page, row.fields)
        mapped.unmapped[:0] = unreadable
        row.unmapped = mapped.unmapped
        row.inputs = mapped.inputs
        try:
            result = calc.calculate(mapped.inputs, version=page.version, variant=page.variant,
                                    missing="absent")
        except InputError as exc:
            detail = "; ".join(f"{p.feature}: {p.message}" for p in exc.problems)
            row.status = "na"
            row.reason = "; ".join(["invalid: " + detail] + mapped.notes)
            row.cause = "unmapped input" if mapped.unmapped else "NA"
            return _with_verdict(row, verdicts)
        notes = list(mapped.notes)
        if result.imputed:
            notes.append("absent (not on the form or not read): " + ", ".join(result.imputed))
        for other in page.also:
            try:
                extra = medcalc.get(other).calculate(mapped.inputs, missing="absent")
                notes.append(f"{other}: {format_value(extra) if extra.ok else 'NA'}")
            except MedcalcError as exc:
                notes.append(f"{other}: {exc}")
        if result.status != "ok":
            if re.search(r"cannot be calculated", str(answer.get("notes") or ""), re.I):
                row.agrees = True  # MDCalc gives no value either (e.g. a GCS component NT)
                notes.append("MDCalc: cannot be calculated")
            row.status = "na"
            row.reason = "; ".join([f"{result.na_reason}: {result.na.message}"] + notes)
            row.cause = "unmapped input" if mapped.unmapped else "NA"
            return _with_verdict(row, verdicts)
        row.status = "ok"
        value = result.value
        if isinstance(value, dict) and page.answer == "value" and value:
            value = next(iter(value.values()))  # a record of outputs: the first is the headline
        if page.answer == "interpretation":
            value = result.interpretation
        elif page.answer.startswith("value:") and isinstance(result.value, dict):
            value = result.value.get(page.answer.split(":", 1)[1])
        elif page.answer.startswith("breakdown:"):
            value = (result.breakdown or {}).get(page.answer.split(":", 1)[1])
        row.answer = (format_value(result) if page.answer == "value"
                      else f"{value:.4g}" if isinstance(value, float) else str(value))
        row.agrees = grade(value, expected, exact=_exact(calc, value) and page.answer == "value",
                           page=page, interpretation=result.interpretation,
                           unit=result.unit if page.answer == "value" else None)
        if row.agrees is not True and isinstance(result.value, dict) and page.answer == "value" \
                and _answer_key(row.answer) == _answer_key(expected):
            row.agrees = True  # a record of outputs, headings and values as MDCalc lists them
        row.reason = "; ".join(notes)
        if row.agrees is False:
            row.cause = "unmapped input" if mapped.unmapped else "unexplained"
        return _with_verdict(row, verdicts)
    except MedcalcError as exc:
        row.status = "error"
        row.reason = f"error: {exc}"
        row.cause = "error"
        return row
    except Exception as exc:  # noqa: BLE001 - one bad row never stops the run; reported
        row.status = "error"
        row.reason = f"error: {type(exc).__name__}: {exc}"
        row.cause = "error"
        return row


def _with_verdict(row: Row, verdicts: dict[str, dict]) -> Row:
    verdict = verdicts.get(f"{row.task_id}#{row.order}")
    if verdict is not None and row.agrees is not True:
        row.cause = verdict["cause"]
        row.evidence = verdict.get("evidence", "")
        row.reason = "; ".join(p for p in (row.reason, f"{verdict['cause']}: {row.evidence}") if p)
    return row


def read_tasks(path: Path) -> list[dict]:
    tasks = []
    try:
        fh = open(path, encoding="utf-8")
    except OSError as exc:
        raise ValueError(f"{path}: cannot be read ({exc.strerror or type(exc).__name__})") from None
    with fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                task = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}: line {number} is not JSON ({exc.msg})") from None
            answers = task.get("calculator_answers") if isinstance(task, dict) else None
            if not isinstance(task, dict) or not isinstance(answers, (list, type(None))) \
                    or not all(isinstance(a, dict) for a in answers or ()):
                raise ValueError(f"{path}: line {number} is not a task (an object whose "
                                 f"calculator_answers is a list of objects)")
            tasks.append(task)
    return tasks


def recompute_tasks(tasks: list[dict]) -> list[Row]:
    pages, verdicts = load_pages(), load_verdicts()
    registered = frozenset(all_ids())
    rows = []
    for task in tasks:
        for answer in task.get("calculator_answers") or ():
            rows.append(recompute_answer(str(task.get("task_id", "")), answer, pages, verdicts,
                                         registered))
    return rows


def write_csv(rows: list[Row], path: Path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(COLUMNS)
        for row in rows:
            writer.writerow(row.csv_row())


def implemented(rows: list[Row]) -> list[Row]:
    return [r for r in rows if r.cause != "not registered"]


def summarize(rows: list[Row]) -> str:
    status = Counter(r.status for r in rows)
    ours = implemented(rows)
    agree = sum(r.agrees is True for r in ours)
    explained = sum(r.agrees is not True and r.cause in EXPLAINED for r in ours)
    share = (agree + explained) / len(ours) if ours else 0.0
    return (f"{len(rows)} recorded answers: " + ", ".join(f"{k} {v}" for k, v in sorted(status.items()))
            + f"; registered and implemented {len(ours)}: agree {agree}, explained {explained} "
              f"(variant or recorded-answer error), agree or explained {share:.1%}")


EXPLAINED = frozenset({"MDCalc convention/variant", "recorded-answer error"})
CAUSES = {
    "recorded-answer error": ("#d62728", "MDCalc's recorded answer is wrong for the inputs it "
                              "records, checked against the primary source (evidence given)."),
    "MDCalc convention/variant": ("#1f77b4", "MDCalc follows a different convention or edition "
                                  "than the primary source this library implements (named)."),
    "unexplained": ("#8c564b", "Our answer differs from MDCalc's and no cause is established yet."),
    "unmapped input": ("#ff7f0e", "A field of MDCalc's form could not be read into our inputs."),
    "NA": ("#9467bd", "Our recompute is NA (missing, implausible, not applicable or invalid)."),
    "error": ("#7f7f7f", "The recompute raised an error (a bug to fix)."),
    "not registered": ("#bcbd22", "The MDCalc calculator is not (yet) a registered, available "
                       "calculator here."),
}


def render_audit(rows: list[Row], source: str) -> str:
    """One self-contained HTML page grouped by cause (the MedCalc-Bench audit's layout)."""
    groups: dict[str, list[Row]] = {c: [] for c in CAUSES}
    for row in rows:
        if row.agrees is True:
            continue
        cause = row.cause or ("unmapped input" if row.unmapped else "unexplained")
        groups.setdefault(cause, []).append(row)
    sections = []
    for cause, (color, text) in CAUSES.items():
        members = groups.get(cause) or []
        if not members:
            continue
        trs = []
        for r in members:
            fields = "; ".join(f"{f.get('field')}={f.get('value')}" for f in r.fields)
            cells = [f"{r.task_id} #{r.order}", f"{html.escape(r.calculator)}<br>{html.escape(r.name)}",
                     f"<code>{html.escape(fields)}</code>", html.escape(r.expected),
                     html.escape(r.answer or ("NA" if r.status == "na" else "")),
                     html.escape(r.reason), html.escape("; ".join(r.unmapped))]
            trs.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        sections.append(
            f'<h2><span class="sw" style="background:{color}"></span>{html.escape(cause)} '
            f"({len(members)})</h2><p>{html.escape(text)}</p><table><thead><tr><th>task #order</th>"
            f"<th>calculator</th><th>MDCalc inputs</th><th>MDCalc answer</th><th>ours</th>"
            f"<th>reason / evidence</th><th>unmapped</th></tr></thead><tbody>{''.join(trs)}"
            f"</tbody></table>")
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>medcalc audit: {html.escape(source)}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2em; max-width: 1300px; color: #222; }}
table {{ border-collapse: collapse; width: 100%; font-size: 13px; margin-bottom: 2em; }}
th, td {{ border: 1px solid #ccc; padding: 4px 6px; vertical-align: top; text-align: left; }}
th {{ background: #f3f3f3; }}
code {{ font-size: 12px; white-space: pre-wrap; word-break: break-word; }}
.sw {{ display: inline-block; width: 12px; height: 12px; margin-right: 6px; vertical-align: middle; }}
</style></head><body>
<h1>MedMCP-Calc: MDCalc's recorded answers recomputed</h1>
<p>Source: <code>{html.escape(source)}</code>. {html.escape(summarize(rows))}.</p>
{''.join(sections) or '<p>Every recorded answer agrees.</p>'}
</body></html>
"""
