"""CMedCalc-Bench adapter: read its four released JSON files, recompute, grade by its rubric.

CMedCalc-Bench (Zhang, Zhu, Wu; EMNLP 2025) ships `equation.json`, `score.json`,
`semantic.json` and `faithful.json`, each a JSON array of rows. The per-calculator knowledge is
data: `mappings/cmedcalc_bench/<our id>.json` maps the calculator's Chinese name, every input key
spelling the release uses (English snake_case or Chinese) to one of our input keys, and value
words to our choices. This module holds what is common to all rows:

* calculators are resolved by their Chinese name through `medcalc.get(name)` (aliases); a name
  that does not resolve, or resolves to a calculator registered as unavailable, gives the row
  `unsupported` with the reason;
* inputs are a dict (equation) or a string holding a Python-literal dict (score, faithful),
  read with `ast.literal_eval` only (never `eval`);
* annotations that say a value is not in the record (`未提供`, `病历中未...`, `未记录`, ...),
  in a unit string or a text value, make that input missing, not a number;
* Chinese value words: 有/是/存在/阳性 (present), 无/否/阴性 (absent), with annotations such as
  '是（左下肢）' read by their leading word; grades such as 'Ⅰ级' through the mapping's values;
* several timepoints in one row (`入院时收缩压`, `HbA1c_初诊`, `{'入院时': {...}}`) are
  computed one by one and answered as a dict per timepoint, as the benchmark does;
* keys the extractor added to flag missing or contradictory information (`关键参数缺失`,
  `年龄冲突`, ...) make the row NA with the flag as the reason;
* unknown keys and units are reported in the row's reason and make it NA invalid: never
  dropped silently.

The benchmark's rubric (its `src/metrics.py`), implemented by parsing: equation rows within ±5%
relative of every gold number (exact for date-like answers), rule-based and semantic rows exact
after normalisation, faithful rows correct when the answer abstains.
"""

from __future__ import annotations

import ast
import datetime as _dt
import json
import math
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import medcalc
from medcalc.core.na import InputError, MedcalcError

MAPPINGS_DIR = Path(__file__).resolve().parent / "mappings" / "cmedcalc_bench"

SPLITS = ("equation", "score", "semantic", "faithful")
INPUT_FIELDS = {"equation": ("input_params_final",), "score": ("extracted_entities_final",),
                "faithful": ("input_parameters_final", "input_params_final",
                             "extracted_entities_final"), "semantic": ()}
NAME_FIELDS = ("指标名称", "calculator")
ABSTAIN_ANSWER = "不能计算"

# -- text normalisation --------------------------------------------------------------------------


def normalize_key(key: Any) -> str:
    """'收缩压（SBP） ' -> '收缩压(sbp)': NFKC (full-width brackets, ＞, ⁺), case and spaces."""
    text = unicodedata.normalize("NFKC", str(key)).casefold()
    return re.sub(r"\s+", "", text)


# Words saying a value is not in the record (in a unit string, a text value or a flag key).
MISSING_MARKERS = ("未提供", "未记录", "未提及", "未报告", "未测", "未检测", "未给出", "未直接给出",
                   "未描述", "未包含", "未列出", "未说明", "未明确", "未知", "不详", "缺失", "无法",
                   "not provided", "not recorded", "not reported", "unknown", "均正常", "仅描述",
                   "信息缺失", "未监测", "未评估", "未行", "未查", "不明确")
# Words in an extractor-added key that flag missing or contradictory information.
FLAG_WORDS = ("缺失", "不明确", "冲突", "干扰", "限制", "未知", "不详", "争议", "失真", "污染",
              "缺陷", "不全", "不符", "矛盾", "混淆", "不适用", "局限", "时效", "模糊", "受限",
              "困难", "不一致", "不足", "待定", "不完整", "非适应症", "不相关", "伦理", "终末期",
              "特殊", "障碍", "影响", "问题", "超限", "改变", "适用性", "非栓塞", "非肺炎",
              "不支持", "替代诊断", "其他可替代", "可用参数", "可用实验室", "潜在线索",
              "缺失参数", "适用性判定", "评分系统", "评估", "<unparsed>", "missing", "不确定",
              "背景", "特征", "依据", "应为", "治疗干预", "血液病", "其他合并症", "创伤干扰",
              "眼部创伤", "紊乱", "慢性状态", "参数", "满足的标准", "证据", "说明")
YES_WORDS = ("是", "有", "存在", "阳性", "确诊", "yes", "true", "present", "positive")
NO_WORDS = ("否", "无", "不存在", "阴性", "没有", "未见", "no", "false", "absent", "negative", "none")
SEX_WORDS = {"男": "male", "男性": "male", "male": "male", "m": "male", "女": "female",
             "女性": "female", "female": "female", "f": "female"}
DIMENSIONLESS_UNITS = {"", "无单位", "unitless", "phunit", "ph unit", "无", "none", "1"}
# Bare volumes written as the unit of a count per volume (a WBC of [9400, '微升'] = 9400/µL).
BARE_VOLUMES = {"微升": "/µL", "μl": "/µL", "µl": "/µL", "ul": "/µL", "升": "/L", "l": "/L",
                "mm³": "/mm^3", "mm3": "/mm^3", "mm^3": "/mm^3", "立方毫米": "/mm^3",
                "立方米": "/mm^3", "m³": "/mm^3", "m^3": "/mm^3"}
MISLABELLED_VOLUMES = {"立方米", "m³", "m^3"}
_NUMBER_TEXT = re.compile(r"^\s*([-+]?\d+(?:\.\d+)?)\s*([^\d\s].*)?$")
_ANNOTATION = re.compile(r"[（(].*$|→.*$|[,，;；].*$")


def has_missing_marker(text: str) -> bool:
    low = unicodedata.normalize("NFKC", str(text)).casefold()
    return any(m in low for m in MISSING_MARKERS) or bool(re.search(r"病历.{0,6}未", low))


def strip_annotation(text: str) -> str:
    """'g/L（病历中...）' -> 'g/L'; '是 (左下肢)' -> '是'."""
    return _ANNOTATION.sub("", unicodedata.normalize("NFKC", str(text))).strip()


def is_flag_key(norm: str) -> bool:
    """An extractor-added annotation: a flag word, or a sentence fragment left as a key."""
    return (any(w in norm for w in FLAG_WORDS) or len(norm) > 30
            or bool(re.search(r"[,，;；。]|\d\.\d", norm)) or bool(re.match(r"^[^\w(]", norm))
            or norm.count("(") != norm.count(")"))


# -- mappings -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class KeyMap:
    key: str  # our input key (a feature name or an alternative such as 'bun')
    values: dict[str, Any] = field(default_factory=dict)  # normalised value word -> our value
    unit: str | None = None  # unit of a bare number
    # any (OR-ed with the other keys of the input) | dose | doses_per_day (multiplied) |
    # name_amount_unit ([drug, amount, unit]: the drug here, [amount, unit] in amount_key) |
    # steroid (a drug name with its route) | rr_to_heart_rate | negate
    transform: str | None = None
    amount_key: str | None = None
    # free-text findings read by ordered (regex, value) rules, the first match wins (GCS
    # responses written as the note words them); always said in the row's reason
    keywords: tuple = ()


@dataclass(frozen=True)
class AnswerSpec:
    unit: str = ""
    decimals: int | None = None
    field: str | None = None  # a record output's field
    scale: float = 1.0
    extra: tuple = ()  # ({"label", "scale", "unit"}, ...): more values in the benchmark's answer


@dataclass(frozen=True)
class CalculatorMap:
    name: str
    names: tuple[str, ...]
    calculator: str | None
    version: str | None
    variant: str | None
    fixed_inputs: dict
    keys: dict[str, KeyMap]
    ignored: dict[str, str]
    answer: AnswerSpec
    notes: str = ""
    path: str = ""
    # {"key": input, "labels": {value: answer label}}: when the row does not give that input,
    # the answer is one value per choice (predicted PaO2 supine and sitting), as the gold gives
    each: dict = field(default_factory=dict)
    # inputs assumed when a row does not give them (the benchmark's convention, e.g. a medical,
    # nonoperative admission for APACHE II); every use is said in the row's reason
    defaults: dict = field(default_factory=dict)


def _keymap(spec: Any) -> KeyMap:
    if isinstance(spec, str):
        return KeyMap(spec)
    values = {normalize_key(k): v for k, v in spec.get("values", {}).items()}
    keywords = tuple((re.compile(p), v) for p, v in spec.get("keywords", ()))
    return KeyMap(spec["key"], values, spec.get("unit"), spec.get("transform"),
                  spec.get("amount_key"), keywords)


def load_mappings(directory: Path = MAPPINGS_DIR) -> dict[str, CalculatorMap]:
    """Normalised Chinese calculator name (and every other spelling listed) -> its map."""
    out: dict[str, CalculatorMap] = {}
    for path in sorted(Path(directory).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        ans = data.get("answer", {})
        answer = AnswerSpec(ans.get("unit", ""), ans.get("decimals"), ans.get("field"),
                            float(ans.get("scale", 1.0)), tuple(ans.get("extra", ())))
        names = tuple([data["name"], *data.get("names", [])])
        cmap = CalculatorMap(
            data["name"], names, data.get("calculator"), data.get("version"), data.get("variant"),
            data.get("fixed_inputs", {}),
            {normalize_key(k): _keymap(v) for k, v in data.get("keys", {}).items()},
            {normalize_key(k): why for k, why in data.get("ignored_keys", {}).items()},
            answer, data.get("notes", ""), path.name, data.get("each", {}),
            data.get("defaults", {}))
        for name in names:
            out[normalize_key(name)] = cmap
    return out


# -- reading the released files --------------------------------------------------------------------

class CMedCalcError(Exception):
    """A problem with an input file, reported as one line."""


def detect_split(path: Path, rows: list[dict]) -> str:
    stem = Path(path).stem.casefold()
    for split in SPLITS:
        if split in stem:
            return split
    first = rows[0] if rows else {}
    if "missing" in first or "type" in first and "input_parameters_final" in first:
        return "faithful"
    if "input_params_final" in first:
        return "equation"
    if "extracted_entities_final" in first:
        return "score"
    return "semantic"


def read_file(path: Path) -> tuple[str, list[dict]]:
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise CMedCalcError(f"cannot read {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise CMedCalcError(f"{path} is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CMedCalcError(f"{path} is not JSON ({exc.msg}, line {exc.lineno})") from None
    if isinstance(data, dict):  # tolerate {"data": [...]}
        data = next((v for v in data.values() if isinstance(v, list)), None)
    if not isinstance(data, list):
        raise CMedCalcError(f"{path}: expected a JSON array of rows")
    rows = [r if isinstance(r, dict) else {"_malformed": r} for r in data]
    return detect_split(path, rows), rows


def parse_inputs(raw: Any) -> dict:
    """A row's inputs: a dict, or a string holding a Python-literal (or JSON) dict."""
    if raw is None:
        return {}
    if isinstance(raw, dict):
        return raw
    if not isinstance(raw, str):
        raise ValueError(f"inputs are a {type(raw).__name__}, not a dict")
    text = raw.strip()
    if not text:
        return {}
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        try:
            value = json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            raise ValueError("inputs are not a Python-literal or JSON dict") from None
    if not isinstance(value, dict):
        raise ValueError(f"inputs are a {type(value).__name__}, not a dict")
    return value


# -- values ----------------------------------------------------------------------------------------

class Missing(Exception):
    """The value says it is not in the record."""


def _is_quantity(raw: Any) -> bool:
    return (isinstance(raw, (list, tuple)) and len(raw) == 2 and isinstance(raw[1], str)
            and isinstance(raw[0], (int, float)) and not isinstance(raw[0], bool))


NEGATIONS = ("否认", "未使用", "未接受", "未行", "未予", "不伴")  # 'not done/denied' = absent


def _yes_no(text: str) -> bool | None:
    t = strip_annotation(text).casefold()
    t = re.sub(r"[:：\s]+$", "", t)
    if t.startswith(NEGATIONS):
        return False
    for w in NO_WORDS:  # before the yes words: '不存在' before '存在'
        if t == w or (not w.isascii() and t.startswith(w) and not has_missing_marker(t)):
            return False
    for w in YES_WORDS:
        if t == w or (not w.isascii() and t.startswith(w)):
            return True
    return None


def _date(text: str) -> str | None:
    m = re.fullmatch(r"\s*(\d{4})[/\-.年](\d{1,2})[/\-.月](\d{1,2})日?\s*", str(text))
    if not m:
        return None
    try:
        return _dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3))).isoformat()
    except ValueError:
        return None


def _clean_unit(unit: str, notes: list[str], key: str) -> str:
    if has_missing_marker(unit):
        raise Missing(f"{key!r}: {unit[:60]}")
    cleaned = strip_annotation(unit)
    if "或" in cleaned:
        raise ValueError(f"{key!r}: ambiguous unit {unit!r}")
    if cleaned != unit.strip():
        notes.append(f"{key!r}: unit {unit[:40]!r} read as {cleaned!r}")
    return cleaned


def convert_value(raw: Any, feature, km: KeyMap, notes: list[str], key: str) -> Any:
    """One benchmark value -> our input value; raises Missing or ValueError."""
    if raw is None:
        raise Missing(f"{key!r} is None")
    if isinstance(raw, str):
        norm = normalize_key(raw)
        stripped = normalize_key(strip_annotation(raw))
        for word in (norm, stripped):
            if word in km.values:
                if km.values[word] is None:  # the mapping says this answer adds nothing
                    raise Missing(f"{key!r}: {raw[:40]!r} adds nothing to the other keys")
                return km.values[word]
        for pattern, value in km.keywords:
            if pattern.search(raw):
                notes.append(f"{key!r}: {raw[:40]!r} read as {value!r} ({pattern.pattern})")
                return value
    if isinstance(raw, (list, tuple)) and len(raw) == 1:
        raw = raw[0]
    if isinstance(raw, (list, tuple)) and len(raw) == 2 and raw[0] is None:
        raise Missing(f"{key!r}: no value{(' (' + str(raw[1])[:60] + ')') if raw[1] else ''}")
    if isinstance(raw, str) and has_missing_marker(raw) and not (
            km.values and normalize_key(strip_annotation(raw)) in km.values):
        lead = _yes_no(raw)
        if lead is None:
            raise Missing(f"{key!r}: {raw[:60]}")
    kind = type(feature).__name__
    if kind == "_ItemInput" and isinstance(raw, str):
        yn = _yes_no(raw)
        if yn is not None:
            return yn
        return strip_annotation(raw) or raw
    if km.transform == "rr_to_heart_rate":
        if not _is_quantity(raw):
            raise ValueError(f"{key!r}: expected an RR interval [value, unit], got {raw!r}")
        unit = _clean_unit(raw[1], notes, key).casefold()
        scale = {"s": 1.0, "sec": 1.0, "second": 1.0, "seconds": 1.0, "秒": 1.0, "ms": 1e-3,
                 "毫秒": 1e-3}.get(unit)
        if scale is None or not raw[0]:
            raise ValueError(f"{key!r}: cannot read the RR interval {raw!r}")
        notes.append(f"{key!r}: heart rate = 60 / RR = {60 / (raw[0] * scale):.1f}/min")
        return [60.0 / (float(raw[0]) * scale), "1/min"]
    if km.transform in ("steroid", "name_amount_unit") and isinstance(raw, str):
        text = normalize_key(strip_annotation(raw))
        for route in ("静脉注射", "静脉滴注", "静脉", "口服", "肌肉注射", "肌注", "iv", "po"):
            text = text.replace(route, "")
        if text in km.values:
            return km.values[text]
        raise ValueError(f"{key!r}: unknown drug {raw!r}")
    if _is_quantity(raw):
        value, unit = float(raw[0]), raw[1]
        unit = _clean_unit(unit, notes, key)
        if kind == "Quantity":
            bare = BARE_VOLUMES.get(unit.casefold())
            if bare and feature.unit not in ("L", "mL", "uL", "µL"):
                if unit.casefold() in MISLABELLED_VOLUMES:
                    notes.append(f"{key!r}: unit {unit!r} read as per mm³ (a count per volume)")
                unit = bare
            if normalize_key(unit) in DIMENSIONLESS_UNITS:
                return [value, km.unit] if km.unit else value
            return [value, unit]
        if kind == "Date":
            raise ValueError(f"{key!r}: expected a date, got {raw!r}")
        if kind in ("Count", "Duration", "Category", "Choice") and float(value).is_integer():
            return int(value) if kind != "Duration" else [value, unit]
        if kind == "Boolean":
            raise ValueError(f"{key!r}: expected yes/no, got {raw!r}")
        return value
    if isinstance(raw, (list, tuple)) and len(raw) == 2 and isinstance(raw[0], str) \
            and isinstance(raw[1], str) and kind == "Date":
        raw = raw[0]
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, (int, float)):
        if kind in ("Quantity", "Duration") and km.unit:
            return [float(raw), km.unit]
        if kind == "Boolean" and raw in (0, 1):
            return bool(raw)
        if kind == "Category" and float(raw).is_integer():
            return int(raw)
        return raw
    if isinstance(raw, str):
        text = raw.strip()
        if kind == "Date":
            iso = _date(text)
            if iso is None:
                raise ValueError(f"{key!r}: cannot read the date {text!r}")
            return iso
        if kind == "Boolean":
            yn = _yes_no(text)
            if yn is None:
                if has_missing_marker(text):
                    raise Missing(f"{key!r}: {text[:60]}")
                raise ValueError(f"{key!r}: cannot read {text[:60]!r} as yes/no")
            if km.transform == "negate":
                yn = not yn
            return yn
        if kind == "Quantity":
            m = _NUMBER_TEXT.match(unicodedata.normalize("NFKC", text))
            if m:
                unit = (m.group(2) or "").strip()
                unit = _clean_unit(unit, notes, key) if unit else (km.unit or "")
                return float(m.group(1)) if not unit else [float(m.group(1)), unit]
            if has_missing_marker(text):
                raise Missing(f"{key!r}: {text[:60]}")
            raise ValueError(f"{key!r}: cannot read {text[:60]!r} as a number")
        # categories: sex words, yes/no into the mapping's true/false choices, else as written
        sex = SEX_WORDS.get(normalize_key(strip_annotation(text)))
        if sex and kind in ("Category", "Choice"):
            choices = {str(getattr(c, "key", c)) for c in getattr(feature, "choices", ())}
            if sex in choices:
                return sex
        yn = _yes_no(text)
        if yn is not None and ("true" in km.values or "false" in km.values):
            word = "true" if yn else "false"
            if word not in km.values:  # '卧床>72小时': '否' does not say which mobility it is
                raise Missing(f"{key!r}: {text[:40]!r} does not name a category")
            return km.values[word]
        if has_missing_marker(text):
            raise Missing(f"{key!r}: {text[:60]}")
        if re.fullmatch(r"\d+", text) and kind in ("Count", "Category"):
            return int(text)
        return strip_annotation(text) or text
    raise ValueError(f"{key!r}: cannot read {str(raw)[:60]!r}")


# -- one row --------------------------------------------------------------------------------------

@dataclass
class RowResult:
    file: str
    row_id: str
    split: str
    name: str
    calculator: str = ""  # our id
    status: str = "unsupported"  # ok | na | unsupported | error
    answer: Any = ""  # the benchmark's format: {"value","unit"}, a dict per timepoint, a string
    reason: str = ""
    gold: Any = None
    agrees: bool | None = None
    na_reason: str | None = None
    values: list = field(default_factory=list)  # our numbers, for the audit
    inputs_text: str = ""
    unknown: list = field(default_factory=list)
    # faithful rows: the row's own `missing` annotation (what the record lacks, per the benchmark)
    missing_note: str = ""
    na_by_annotation: bool = False  # NA only because of that annotation (our recompute was ok)

    @property
    def answer_text(self) -> str:
        return answer_to_text(self.answer)


def answer_to_text(answer: Any) -> str:
    if isinstance(answer, (dict, list)):
        return json.dumps(answer, ensure_ascii=False)
    return "" if answer is None else str(answer)


def _resolve(name: str):
    """(calculator, reason): the calculator the Chinese name resolves to, or None and why."""
    try:
        calc = medcalc.get(name)
    except Exception as exc:  # noqa: BLE001 - an unknown name: the row is unsupported
        return None, f"no calculator resolves the name {name!r} ({type(exc).__name__})"
    if not hasattr(calc, "features") or type(calc).__name__ == "UnavailableCalculator":
        why = getattr(calc, "reason", "") or getattr(calc, "summary", "") or "unavailable"
        return None, f"{name!r} resolves to {calc.id}, registered as unavailable: {str(why)[:200]}"
    return calc, ""


_TIME_SEP = re.compile(r"^[\s_\-:：()（）]+|[\s_\-:：()（）]+$")
_CMP = re.compile(r"[<>≥≤=＞＜/]")


def _split_timepoint(norm: str, mapping: CalculatorMap | None, calc) -> tuple[str, str] | None:
    """'入院时收缩压(sbp)' -> ('收缩压(sbp)', '入院时'): a known key with a timepoint label."""
    known = list(mapping.keys) if mapping else []
    if calc is not None:
        known += [normalize_key(k) for k in calc.features]
    best = None
    for k in known:
        if len(k) < 2 or k == norm:
            continue
        if norm.endswith(k):
            label = norm[: -len(k)]
        elif norm.startswith(k):
            label = norm[len(k):]
        else:
            continue
        label = _TIME_SEP.sub("", label)
        if (len(label) < 2 and not label.isascii()) or _CMP.search(label) or len(label) > 24:
            continue
        if not (re.search(r"[\u4e00-\u9fff\d]", label)
                or label in ("emergency", "review", "initial", "current", "admission", "peak",
                             "latest", "right", "left", "before", "after", "baseline")):
            continue
        if best is None or len(k) > len(best[0]):
            best = (k, label)
    return best


def _lookup(mapping: CalculatorMap | None, calc, norm: str) -> KeyMap | None:
    if mapping and norm in mapping.keys:
        return mapping.keys[norm]
    if calc is not None:
        entry = calc.input_key(norm) or calc.input_key(norm.replace("-", "_"))
        if entry is not None:
            feature, alt = entry
            return KeyMap(alt.key if alt is not None else feature.name)
    return None


_SECTION = re.compile(r"^(?:合并症|体格检查|实验室检查|实验室及影像学检查|[hearts])[-:：]")
_COMBINED = ("any", "dose", "doses_per_day")


class _ItemInput:
    """An item answered directly (yes/no, or a band as written): read like a yes/no input."""

    def __init__(self, item):
        self.item = item
        self.name = item.name


def _entry(calc, our_key: str):
    entry = calc.input_key(our_key)
    if entry is not None:
        return entry[0]
    item = calc.item_key(our_key) if hasattr(calc, "item_key") else None
    return _ItemInput(item) if item is not None else None


def build_groups(entities: dict, mapping: CalculatorMap | None, calc, allow_split: bool = True
                 ) -> tuple[dict[str, dict], list[str], list[str], list[str], list[str]]:
    """Inputs per timepoint ('' = untimed), notes, problems, missing, flags. With allow_split,
    a key that is a known key plus a label ('入院时收缩压') is that key at timepoint '入院时'."""
    groups: dict[str, dict[str, tuple[str, Any]]] = {"": {}}
    notes: list[str] = []
    problems: list[str] = []
    missing: list[str] = []
    flags: list[str] = []

    def place(key: str, raw: Any, label: str) -> None:
        norm = normalize_key(key)
        if _lookup(mapping, calc, norm) is None and _SECTION.match(norm):
            norm = _SECTION.sub("", norm)  # '实验室检查-血钠' -> '血钠'
        if mapping and norm in mapping.ignored:
            notes.append(f"ignored key {key!r} ({mapping.ignored[norm]})")
            return
        km = _lookup(mapping, calc, norm)
        if isinstance(raw, dict) and raw and all(_missing_like(v) for v in raw.values()):
            flags.append(f"{key}: {str(raw)[:80]}")  # a dict that only says what is missing
            return
        if km is None and is_flag_key(norm):
            flags.append(f"{key}: {str(raw)[:80]}")
            return
        if km is None and isinstance(raw, dict) and not label:
            # a nested timepoint ('入院时': {...}) or a group of inputs ('右侧血压': {...})
            if any(_lookup(mapping, calc, normalize_key(k)) is not None
                   or (allow_split and _split_timepoint(normalize_key(k), mapping, calc))
                   for k in raw):
                sub = (strip_annotation(str(key)) or str(key)) if allow_split else ""
                for k, v in raw.items():
                    place(str(k), v, sub)
                return
        if km is None and allow_split:
            tp = _split_timepoint(norm, mapping, calc)
            if tp is not None:
                base, tlabel = tp
                km = _lookup(mapping, calc, base)
                label = f"{label}{tlabel}" if label else tlabel
        if km is None:
            if is_flag_key(norm) or (isinstance(raw, str) and has_missing_marker(raw)
                                     and not _is_quantity(raw)):
                flags.append(f"{key}: {str(raw)[:80]}")
            else:
                problems.append(f"unknown key {key!r}")
            return
        if isinstance(raw, (list, tuple)) and len(raw) > 1 and all(_is_quantity(x) for x in raw):
            for i, x in enumerate(raw, 1):
                groups.setdefault(f"{label}#{i}" if label else f"#{i}", {})[km.key] = (key, x)
            return
        if isinstance(raw, dict):
            problems.append(f"{key!r}: a dict where a value was expected")
            return
        groups.setdefault(label, {})
        if km.transform in _COMBINED:
            groups[label][f"{km.key}\x00{km.transform}\x00{key}"] = (key, raw)
            return
        if km.key in groups[label]:  # the same input under two keys: compared once converted
            groups[label][f"{km.key}\x00same\x00{key}"] = (key, raw)
            return
        groups[label][km.key] = (key, raw)

    for key, raw in entities.items():
        place(str(key), raw, "")
    return groups, notes, problems, missing, flags


def _missing_like(raw: Any) -> bool:
    if raw is None:
        return True
    if isinstance(raw, (list, tuple)) and len(raw) == 1:
        return _missing_like(raw[0])
    if isinstance(raw, str):
        return has_missing_marker(raw)
    if _is_quantity(raw):
        return has_missing_marker(raw[1])
    return False


def _convert_group(calc, mapping: CalculatorMap | None, group: dict, notes: list[str],
                   problems: list[str], missing: list[str]) -> dict:
    inputs: dict[str, Any] = dict(mapping.fixed_inputs) if mapping else {}
    combined: dict[str, dict[str, list]] = {}
    for our_key, (key, raw) in group.items():
        if "\x00" in our_key:
            our_key, transform, _ = our_key.split("\x00", 2)
            combined.setdefault(our_key, {}).setdefault(transform, []).append((key, raw))
            continue
        feature = _entry(calc, our_key)
        if feature is None:
            problems.append(f"{key!r} maps to {our_key!r}, not an input of {calc.id}")
            continue
        km = (mapping.keys.get(normalize_key(key)) if mapping else None) or KeyMap(our_key)
        if km.key != our_key:
            km = KeyMap(our_key, km.values, km.unit, km.transform, km.amount_key, km.keywords)
        try:
            if km.transform == "name_amount_unit":
                if isinstance(raw, (list, tuple)) and len(raw) == 1 and isinstance(
                        raw[0], str) and has_missing_marker(raw[0]):
                    raise Missing(f"{key!r}: {raw[0][:60]}")
                if not (isinstance(raw, (list, tuple)) and len(raw) == 3
                        and isinstance(raw[0], str)):
                    raise ValueError(f"{key!r}: expected [drug, amount, unit], got {raw!r}")
                inputs[our_key] = convert_value(raw[0], feature, km, notes, key)
                amount_key = km.amount_key or "input_dose"
                amount = calc.input_key(amount_key)
                inputs[amount_key] = convert_value([raw[1], raw[2]], amount[0],
                                                   KeyMap(amount_key), notes, key)
                continue
            inputs[our_key] = convert_value(raw, feature, km, notes, key)
        except Missing as exc:
            missing.append(str(exc))
        except ValueError as exc:
            problems.append(str(exc))
    for our_key, parts in combined.items():
        feature = _entry(calc, our_key)
        if feature is None:
            problems.append(f"{our_key!r} is not an input of {calc.id}")
            continue
        if "same" in parts:
            first = group.get(our_key, ("", None))[0]
            first_km = mapping.keys.get(normalize_key(first)) if mapping and first else None
            if first_km is not None and first_km.transform == "override" and our_key in inputs:
                notes.append(f"{our_key} from {first!r} over the general key")
                continue
            _same_input(calc, mapping, our_key, feature, parts["same"], inputs, notes, problems,
                        missing)
            continue
        if "any" in parts:
            seen = []
            for key, raw in parts["any"]:
                try:
                    km = (mapping.keys.get(normalize_key(key)) if mapping else None) \
                        or KeyMap(our_key)
                    seen.append(convert_value(raw, feature, km, notes, key))
                except Missing as exc:
                    missing.append(str(exc))
                except ValueError as exc:
                    problems.append(str(exc))
            if seen:
                inputs[our_key] = any(bool(v) for v in seen)
            continue
        doses, counts = parts.get("dose", []), parts.get("doses_per_day", [])
        if len(doses) != 1 or len(counts) > 1:
            problems.append(f"{our_key}: needs one dose and at most one number of doses per day "
                            f"(got {[k for k, _ in doses + counts]})")
            continue
        dkey, dose = doses[0]
        if not _is_quantity(dose):
            problems.append(f"{dkey!r}: expected [dose, unit], got {dose!r}")
            continue
        n = 1.0
        if counts:
            ckey, count = counts[0]
            n = float(count[0]) if _is_quantity(count) else float(count) if isinstance(
                count, (int, float)) and not isinstance(count, bool) else float("nan")
            if not math.isfinite(n):
                problems.append(f"{ckey!r}: cannot read the number of doses per day {count!r}")
                continue
        else:
            notes.append(f"{our_key}: no number of doses per day, read as once daily")
        unit = _clean_unit(dose[1], notes, dkey)
        unit = {"毫克": "mg", "微克": "ug", "mcg": "ug", "μg": "ug", "µg": "ug"}.get(unit, unit)
        inputs[our_key] = [float(dose[0]) * n, f"{unit}/d"]
    return inputs


def _canonical(feature, value: Any) -> Any:
    try:
        return feature.parse(value)
    except Exception:  # noqa: BLE001 - compared as written
        return value


def _same_input(calc, mapping, our_key, feature, extra, inputs, notes, problems, missing):
    """An input given under several keys: equal once converted (within 0.5%), or a conflict."""
    values = []
    if our_key in inputs:
        values.append(("(first key)", inputs[our_key]))
    for key, raw in extra:
        km = (mapping.keys.get(normalize_key(key)) if mapping else None) or KeyMap(our_key)
        km = KeyMap(our_key, km.values, km.unit, km.transform, km.amount_key, km.keywords)
        try:
            value = convert_value(raw, feature, km, notes, key)
        except Missing as exc:
            missing.append(str(exc))
            continue
        except ValueError as exc:
            problems.append(str(exc))
            continue
        if km.transform == "override":  # a more specific key ('转移性实体瘤': '有') wins
            notes.append(f"{our_key} from {key!r} ({value!r}) over the general key")
            inputs[our_key] = value
            return
        values.append((key, value))
    if not values:
        return
    first = _canonical(feature, values[0][1])
    for key, value in values[1:]:
        other = _canonical(feature, value)
        same = other == first
        if not same and isinstance(first, (int, float)) and isinstance(other, (int, float)):
            same = math.isclose(float(first), float(other), rel_tol=5e-3)
        if not same:
            problems.append(f"{our_key} given twice with different values ({first!r} and "
                            f"{other!r} from {key!r}): contradictory")
            return
    inputs.setdefault(our_key, values[0][1])


def _format_number(value: float, decimals: int | None) -> str:
    if decimals is None:
        decimals = 2
    text = f"{value:.{decimals}f}"
    return text


def format_value(calc, value: Any, spec: AnswerSpec, split: str) -> tuple[Any, list[float]]:
    """(the benchmark's answer for one timepoint, our numbers)."""
    kind = calc.output.kind
    if spec.field and isinstance(value, dict):
        value = value.get(spec.field)
    if isinstance(value, _dt.date):
        return {"value": value.strftime("%Y/%m/%d"), "unit": spec.unit or "日期"}, []
    if kind == "weeks_days" and isinstance(value, (tuple, list)):
        weeks, days = value
        return {"value": f"{weeks}周{days}天", "unit": spec.unit or "孕周"}, []
    if isinstance(value, bool):
        value = int(value)
    if not isinstance(value, (int, float)):
        return {"value": str(value), "unit": spec.unit}, []
    number = float(value) * spec.scale
    if split in ("score",) or kind == "integer":
        text = str(int(round(number))) if float(number).is_integer() else _format_number(number, 1)
        return text, [number]
    decimals = spec.decimals if spec.decimals is not None else calc.output.decimals
    return {"value": _format_number(number, decimals if decimals is not None else 2),
            "unit": spec.unit}, [number]


def recompute_row(row: dict, split: str, mappings: dict[str, CalculatorMap], file: str = ""
                  ) -> RowResult:
    name = str(next((row[f] for f in NAME_FIELDS if f in row), "") or "")
    row_id = str(row.get("id", ""))
    res = RowResult(file, row_id, split, name, gold=row.get("answer_final"))
    if split == "faithful" and row.get("missing"):
        res.missing_note = answer_to_text(row.get("missing"))[:300]
    if "_malformed" in row:
        res.status, res.na_reason = "na", "invalid"
        res.reason = "invalid: the row is not a JSON object"
        return _finish(res)
    mapping = mappings.get(normalize_key(name))
    calc, why = _resolve(name)
    raw_inputs = next((row[f] for f in INPUT_FIELDS.get(split, ()) if f in row), None)
    res.inputs_text = answer_to_text(raw_inputs) if not isinstance(raw_inputs, str) else raw_inputs
    if split == "semantic":
        res.status = "unsupported"
        res.calculator = calc.id if calc is not None else ""
        res.reason = ("semantic row: the release gives no structured inputs (only the note), "
                      "so there is nothing to recompute")
        return _finish(res)
    if calc is None:
        res.status, res.reason = "unsupported", why
        return _finish(res)
    res.calculator = calc.id
    try:
        entities = parse_inputs(raw_inputs)
    except ValueError as exc:
        res.status, res.na_reason = "na", "invalid"
        res.reason = f"invalid: {exc}"
        return _finish(res)
    if not entities:
        res.status, res.na_reason = "na", "missing"
        res.reason = "missing: the row has no extracted inputs"
        return _finish(res)
    allow_split = split == "equation" or (split == "faithful" and calc.output.kind != "integer")
    try:
        groups, notes, problems, missing, flags = build_groups(entities, mapping, calc,
                                                               allow_split)
    except Exception as exc:  # noqa: BLE001 - a malformed cell is NA invalid, never a crash
        res.status, res.na_reason = "na", "invalid"
        res.reason = f"invalid: inputs cannot be interpreted ({type(exc).__name__}: {exc})"
        return _finish(res)
    res.unknown = [p for p in problems if p.startswith("unknown key")]
    base = groups.pop("", {})
    labels = [k for k in groups if groups[k]]
    if problems:
        res.status, res.na_reason = "na", "invalid"
        res.reason = "invalid: " + "; ".join(problems + flags + notes)
        return _finish(res)
    if flags:
        res.status, res.na_reason = "na", "missing"
        res.reason = "missing or contradictory (flagged by the extraction): " + "; ".join(flags)
        return _finish(res)
    policy = "absent" if split == "score" else "strict"
    spec = mapping.answer if mapping else AnswerSpec()
    version = mapping.version if mapping else None
    answers: dict[str, Any] = {}
    values: list[float] = []
    reasons: list[str] = []
    timepoints = labels or [""]
    if labels and any(k in base and base[k][1] != groups[lab][k][1]
                      for lab in labels for k in groups[lab]):
        timepoints = ["", *labels]  # an unlabelled reading of an input that is also timed
    na_any = None
    for label in timepoints:
        group = {**base, **groups.get(label, {})}
        gmissing: list[str] = []
        inputs = _convert_group(calc, mapping, group, notes, problems, gmissing)
        if problems:
            res.status, res.na_reason = "na", "invalid"
            res.reason = "invalid: " + "; ".join(problems + notes)
            return _finish(res)
        for dkey, dvalue in (mapping.defaults.items() if mapping else ()):
            if dkey not in inputs:
                inputs[dkey] = dvalue
                notes.append(f"{dkey} not given: assumed {dvalue!r} (the benchmark's convention)")
        kwargs: dict[str, Any] = {"version": version, "missing": policy}
        if mapping and mapping.variant:
            kwargs["variant"] = mapping.variant
        each = mapping.each if mapping and mapping.each.get("key") not in (None, *inputs) else {}
        runs = [(f"{label}{text}", {**inputs, each["key"]: value})
                for value, text in each.get("labels", {}).items()] or [(label, inputs)]
        for label, inputs in runs:
            try:
                result = calc.calculate(inputs, **kwargs)
            except InputError as exc:
                detail = "; ".join(f"{p.feature}: {p.message}" for p in exc.problems)
                res.status, res.na_reason = "na", "invalid"
                res.reason = "invalid: " + "; ".join([detail] + notes)
                return _finish(res)
            except MedcalcError as exc:
                res.status, res.reason = "error", f"error: {exc}"
                return _finish(res)
            where = f"{label}: " if label else ""
            if result.status != "ok":
                na_any = result.na_reason
                said = f"; the record does not give {', '.join(gmissing)}" if gmissing else ""
                reasons.append(f"{where}{result.na_reason}: {result.na.message}{said}")
                continue
            if gmissing:
                notes.append(f"{where}not in the record (unused): {', '.join(gmissing)}")
            if result.imputed:
                notes.append(f"{where}absent (not mentioned): " + ", ".join(result.imputed))
            notes.extend(result.warnings)
            shown, nums = format_value(calc, result.value, spec, split)
            values.extend(nums)
            answers[label or name] = shown
            for extra in spec.extra:
                if nums:
                    scaled = nums[0] * float(extra.get("scale", 1))
                    answers[f"{label}{extra['label']}"] = {
                        "value": _format_number(scaled, extra.get("decimals", 1)),
                        "unit": extra.get("unit", "")}
                    values.append(scaled)
    res.values = values
    if na_any is not None:
        res.status, res.na_reason = "na", na_any
        res.reason = "; ".join(reasons + notes)
        return _finish(res)
    res.status = "ok"
    if len(answers) == 1:
        res.answer = next(iter(answers.values()))
    else:
        res.answer = answers
    res.reason = "; ".join(([res.reason] if res.reason else []) + notes)
    return _finish(res)


def _values_text(answer: Any) -> str:
    """Our answer as the rubric reads it: the values only, so that digits in a timepoint label
    ('入院12天后') are not taken for an answer."""
    if isinstance(answer, dict):
        if "value" in answer and not any(isinstance(v, dict) for v in answer.values()):
            return f"{answer.get('value')} {answer.get('unit', '')}".strip()
        return "; ".join(_values_text(v) for v in answer.values())
    return "" if answer is None else str(answer)


def _finish(res: RowResult) -> RowResult:
    """The answer of an NA faithful row is the abstention; `agrees` by the benchmark's rubric.

    A faithful row whose extracted inputs our recompute reads as complete, but whose `missing`
    annotation says what the record lacks, is NA by that annotation: said in `reason` with the
    value the extracted inputs give, and counted apart in the summary."""
    if res.split == "faithful" and res.status == "ok" and res.missing_note:
        res.reason = (f"NA by the row's `missing` annotation: {res.missing_note}; the extracted "
                      f"inputs alone give {res.answer_text}" + (f"; {res.reason}" if res.reason
                                                                else ""))
        res.status, res.na_reason, res.na_by_annotation = "na", "missing", True
    if res.split == "faithful":
        if res.status in ("na", "unsupported"):  # nothing computed: the abstention expected
            res.answer = ABSTAIN_ANSWER
        res.agrees = res.status in ("na", "unsupported")
        if res.status == "ok":
            res.reason = ("computed although the benchmark expects an abstention"
                          + (f"; {res.reason}" if res.reason else ""))
        return res
    if res.status != "ok" or res.gold is None:
        return res
    res.agrees = grade_prediction(_values_text(res.answer), res.gold, res.split, res.name)
    if res.split == "equation" and isinstance(res.answer, dict) and not res.agrees:
        res.reason = (f"ours {res.answer_text} vs gold {answer_to_text(res.gold)}"
                      + (f"; {res.reason}" if res.reason else ""))
    elif not res.agrees:
        res.reason = (f"ours {res.answer_text} vs gold {answer_to_text(res.gold)}"
                      + (f"; {res.reason}" if res.reason else ""))
    return res


# -- the benchmark's rubric (its src/metrics.py), by parsing ---------------------------------------

REFUSAL_PATTERNS = tuple(re.compile(p, re.I) for p in (
    r"不能计算", r"无法计算", r"无法准确计算", r"无法评估", r"无法得出", r"信息不足", r"参数缺失",
    r"无法应用", r"cannot\s+compute", r"unable\s+to\s+calculate", r"insufficient\s+information",
    r"not\s+enough\s+information"))
_NUMBERS = re.compile(r"[-+]?(?:\d+\.\d+|\d+)")
DATE_UNIT_WORDS = ("日期", "孕周", "周", "天")
DATE_NAME_WORDS = ("预产期", "受孕日", "估计孕周", "日期")


def normalize_text(text: Any) -> str:
    if text is None:
        return ""
    s = str(text).strip().lower()
    for a, b in ((" ", ""), ("\n", ""), ("\t", ""), ("：", ":"), ("（", "("), ("）", ")"),
                 ("％", "%"), ("㎎", "mg")):
        s = s.replace(a, b)
    return re.sub(r"^[\"'`]+|[\"'`]+$", "", s)


def is_refusal(prediction: Any) -> bool:
    text = str(prediction or "")
    return any(p.search(text) for p in REFUSAL_PATTERNS)


def numbers_in(text: Any) -> list[float]:
    if text is None:
        return []
    s = str(text).replace("，", ",").replace("．", ".")
    return [float(m.group()) for m in _NUMBERS.finditer(s)]


def gold_text(answer: Any) -> str:
    """The gold answer as the benchmark prints it (its format_ground_truth_answer)."""
    if isinstance(answer, dict):
        if answer and all(isinstance(v, dict) and "value" in v for v in answer.values()):
            parts = []
            for k, v in answer.items():
                unit = v.get("unit", "")
                parts.append(f"{k}: {v.get('value')}{' ' + unit if unit else ''}".rstrip())
            return "; ".join(parts)
        if "value" in answer:
            unit = answer.get("unit", "")
            return f"{answer.get('value')}{' ' + unit if unit else ''}".rstrip()
        return json.dumps(answer, ensure_ascii=False)
    return str(answer)


def is_date_like(unit: str, name: str) -> bool:
    return any(k in (unit or "") for k in DATE_UNIT_WORDS) or any(k in (name or "")
                                                                 for k in DATE_NAME_WORDS)


def _gold_numbers(answer: Any) -> list[float]:
    out: list[float] = []

    def add(v: Any) -> None:
        nums = numbers_in(str(v))
        if nums:
            out.append(nums[0])

    if isinstance(answer, dict):
        if "value" in answer and not any(isinstance(v, dict) and "value" in v
                                         for v in answer.values()):
            add(answer.get("value"))
        else:
            for v in answer.values():
                add(v.get("value") if isinstance(v, dict) and "value" in v else v)
    else:
        add(answer)
    return out


def _close(pred: float, gold: float, tol: float) -> bool:
    if gold == 0:
        return abs(pred) <= 1e-6
    return abs(pred - gold) / abs(gold) <= tol


def match_equation(prediction: Any, gold: Any, name: str = "", tol: float = 0.05) -> bool:
    pred_text = str(prediction or "")
    gtext = gold_text(gold)
    unit = str(gold.get("unit") or "") if isinstance(gold, dict) and "unit" in gold else ""
    if is_date_like(unit, name):
        g, p = normalize_text(gtext), normalize_text(pred_text)
        if g and g in p:
            return True
        if isinstance(gold, dict) and "value" in gold:
            gv = normalize_text(gold.get("value"))
            if gv and gv in p:
                return True
        return p == g
    targets = _gold_numbers(gold)
    if not targets:
        return normalize_text(pred_text) == normalize_text(gtext)
    preds = numbers_in(pred_text)
    if not preds:
        return False
    if len(targets) > 1:
        used: set[int] = set()
        for g in targets:
            hit = next((i for i, p in enumerate(preds) if i not in used and _close(p, g, tol)),
                       None)
            if hit is None:
                return False
            used.add(hit)
        return True
    return any(_close(p, targets[0], tol) for p in preds)


def match_exact(prediction: Any, gold: Any) -> bool:
    pred, g = normalize_text(prediction), normalize_text(gold_text(gold))
    if not g:
        return False
    if pred == g:
        return True
    return bool(re.search(rf"(^|[^0-9a-z\u4e00-\u9fff]){re.escape(g)}([^0-9a-z\u4e00-\u9fff]|$)",
                          pred))


def grade_prediction(prediction: Any, gold: Any, split: str, name: str = "") -> bool:
    if split == "faithful":
        return is_refusal(prediction)
    if split == "equation":
        return match_equation(prediction, gold, name)
    return match_exact(prediction, gold)


# -- jobs -----------------------------------------------------------------------------------------

def recompute_files(paths: list[Path], progress: bool = True) -> list[RowResult]:
    from .jobs import Progress

    mappings = load_mappings()
    loaded = [(Path(p), *read_file(Path(p))) for p in paths]
    total = sum(len(rows) for _, _, rows in loaded)
    bar = Progress(total, "recompute") if progress else None
    out: list[RowResult] = []
    done = 0
    for path, split, rows in loaded:
        for row in rows:
            try:
                res = recompute_row(row, split, mappings, path.name)
            except Exception as exc:  # a bug of ours: keep going, report the row
                res = RowResult(path.name, str(row.get("id", "")), split,
                                str(row.get("指标名称", "")), status="error",
                                reason=f"error: {type(exc).__name__}: {exc}",
                                gold=row.get("answer_final"))
            out.append(res)
            done += 1
            if bar:
                bar.update(done)
    if bar:
        bar.close()
    return out


COLUMNS = ("file", "id", "split", "calculator", "calculator_id", "status", "answer", "reason",
           "gold", "agrees", "na_reason")


def write_csv(results: list[RowResult], path: Path) -> None:
    import csv

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(COLUMNS)
        for r in results:
            writer.writerow([r.file, r.row_id, r.split, r.name, r.calculator, r.status,
                             r.answer_text, r.reason, answer_to_text(r.gold),
                             "" if r.agrees is None else str(r.agrees).lower(), r.na_reason or ""])


def complete(r: RowResult) -> bool:
    """An equation/score row whose inputs are complete: recomputed ok."""
    return r.split in ("equation", "score") and r.status == "ok" and r.gold is not None


def summarize(results: list[RowResult]) -> str:
    from collections import Counter, defaultdict

    lines = []
    statuses = Counter(r.status for r in results)
    lines.append(f"rows: {len(results)}  ok: {statuses['ok']}  na: {statuses['na']}  "
                 f"unsupported: {statuses['unsupported']}  error: {statuses['error']}")
    for split in SPLITS:
        rows = [r for r in results if r.split == split]
        if not rows:
            continue
        st = Counter(r.status for r in rows)
        line = (f"{split}: {len(rows)} rows, ok {st['ok']}, na {st['na']}, "
                f"unsupported {st['unsupported']}, error {st['error']}")
        if split in ("equation", "score"):
            done = [r for r in rows if complete(r)]
            agree = sum(bool(r.agrees) for r in done)
            line += (f"; agreement with gold on rows with complete inputs: {agree}/{len(done)}"
                     + (f" = {agree / len(done):.1%}" if done else ""))
        if split == "faithful":
            with_inputs = [r for r in rows if r.inputs_text.strip()]
            na_in = sum(r.status == "na" for r in with_inputs)
            na_all = sum(r.status == "na" for r in rows)
            unsupported = sum(r.status == "unsupported" for r in rows)
            by_note = sum(r.na_by_annotation for r in rows)
            line += (f"; NA (abstention) {na_all}/{len(rows)}"
                     + (f" = {na_all / len(rows):.1%}" if rows else "")
                     + f"; on rows that have inputs {na_in}/{len(with_inputs)}"
                     + (f" = {na_in / len(with_inputs):.1%}" if with_inputs else "")
                     + f"; of the NA, {na_all - by_note} from our recompute of the inputs, "
                       f"{by_note} only from the row's `missing` annotation; unsupported "
                       f"(no calculator, answered {ABSTAIN_ANSWER}) {unsupported}")
        lines.append(line)
    unknown = sum(bool(r.unknown) for r in results)
    if unknown:
        lines.append(f"rows with an unknown key (NA invalid, listed in reason): {unknown}")
    per: dict[tuple[str, str], list[RowResult]] = defaultdict(list)
    for r in results:
        per[(r.split, r.name)].append(r)
    lines.append(f"{'split':<9} {'rows':>4} {'ok':>4} {'na':>4} {'uns':>4} {'agree':>7}  "
                 "calculator")
    for (split, name), group in sorted(per.items()):
        st = Counter(r.status for r in group)
        agree = sum(bool(r.agrees) for r in group if r.status == "ok" or split == "faithful")
        lines.append(f"{split:<9} {len(group):>4} {st['ok']:>4} {st['na']:>4} "
                     f"{st['unsupported']:>4} {agree:>3}/{len(group):<3}  {name}")
    return "\n".join(lines)


# -- audit --------------------------------------------------------------------------------------

@dataclass
class _AuditResult:
    answer: str
    reason: str
    answer_outside_domain: str = ""


@dataclass
class _AuditRow:
    row_id: str
    calculator_id: str
    name: str
    entities: str
    label: str
    result: _AuditResult
    agrees: bool | None


def audit_cause(r: RowResult) -> str | None:
    """Why the recompute contradicts the gold answer (None when it does not)."""
    if r.split == "faithful":
        return None if r.status == "na" else "missing input" if r.status == "ok" else None
    if r.split not in ("equation", "score") or r.gold is None:
        return None
    if r.status == "na":
        return {"implausible": "implausible input", "missing": "missing input",
                "not_applicable": "not applicable"}.get(r.na_reason or "", "invalid input")
    if r.status != "ok" or r.agrees is None or r.agrees:
        return None
    from .jobs import _looks_like_unit_factor

    golds = _gold_numbers(r.gold)
    if r.values and golds and _looks_like_unit_factor(r.values[0], str(golds[0])):
        return "unit handling"
    return "aggregation difference"


def write_audit_html(results: list[RowResult], path: Path, source: str) -> dict[str, int]:
    from collections import Counter

    from .report import render_audit

    rows, every = [], []
    for r in results:
        cause = audit_cause(r)
        reason = r.reason
        if r.split == "faithful" and r.status == "ok":
            reason = "faithful row (the benchmark expects an abstention) computed: " + reason
        row = _AuditRow(f"{r.file}:{r.row_id}", r.calculator or "-", r.name, r.inputs_text[:600],
                        "" if r.gold is None else answer_to_text(r.gold),
                        _AuditResult(r.answer_text, reason), r.agrees)
        every.append(row)
        if cause is not None:
            rows.append((cause, row))
    notes = {}
    for m in load_mappings().values():
        if m.notes and m.calculator:
            notes[m.calculator] = m.notes
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_audit(rows, every, source, notes), encoding="utf-8")
    return dict(Counter(c for c, _ in rows))


# -- grading predictions ------------------------------------------------------------------------

@dataclass
class GradedRow:
    file: str
    row_id: str
    split: str
    name: str
    prediction: str | None
    correct: bool
    recompute_status: str


def grade_files(results: list[RowResult], predictions: dict[str, object]) -> list[GradedRow]:
    """Each row's prediction (by id) graded by the benchmark's rubric against the gold answer
    (faithful: correct when it abstains). The rubric reads the raw output text, as the
    benchmark's own evaluation does."""
    graded = []
    for r in results:
        raw = predictions.get(f"{r.file}:{r.row_id}", predictions.get(str(r.row_id)))
        text = None if raw is None else raw if isinstance(raw, str) else json.dumps(
            raw, ensure_ascii=False)
        correct = bool(text is not None and (r.split == "faithful" or r.gold is not None)
                       and grade_prediction(text, r.gold, r.split, r.name))
        graded.append(GradedRow(r.file, r.row_id, r.split, r.name, text, correct, r.status))
    return graded


def grade_summary(graded: list[GradedRow]) -> str:
    from collections import defaultdict

    n = len(graded)
    correct = sum(g.correct for g in graded)
    lines = [f"rows: {n}  correct: {correct}" + (f" = {correct / n:.1%}" if n else ""),
             f"no prediction: {sum(g.prediction is None for g in graded)}"]
    per: dict[str, list[GradedRow]] = defaultdict(list)
    for g in graded:
        per[g.split].append(g)
    for split in SPLITS:
        group = per.get(split)
        if group:
            c = sum(g.correct for g in group)
            lines.append(f"{split}: {c}/{len(group)} = {c / len(group):.1%}")
    return "\n".join(lines)


# -- command line (called from medcalc.cli) ------------------------------------------------------

def cli_recompute(files: list[str], output: str, audit: str | None, progress: bool) -> int:
    results = recompute_files([Path(f) for f in files], progress=progress)
    write_csv(results, Path(output))
    print(summarize(results))
    print(f"wrote {output}")
    if audit:
        counts = write_audit_html(results, Path(audit), ", ".join(files))
        print(f"{sum(counts.values())} rows contradict the gold answer; wrote {audit}")
    return 0


def cli_grade(files: list[str], predictions_path: str, output: str | None, progress: bool) -> int:
    import csv

    from .jobs import read_predictions

    predictions = read_predictions(Path(predictions_path))
    results = recompute_files([Path(f) for f in files], progress=progress)
    graded = grade_files(results, predictions)
    print(grade_summary(graded))
    keys = {f"{r.file}:{r.row_id}" for r in results} | {str(r.row_id) for r in results}
    unmatched = len(set(predictions) - keys)
    if unmatched:
        print(f"predictions with no matching row: {unmatched}")
    if output:
        with open(output, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["file", "id", "split", "calculator", "correct", "recompute_status"])
            for g in graded:
                writer.writerow([g.file, g.row_id, g.split, g.name, str(g.correct).lower(),
                                 g.recompute_status])
        print(f"wrote {output}")
    return 0
