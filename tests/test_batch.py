"""calculate_batch is calculate, row by row (issue 10).

Rows come from every calculator's reference cases (their inputs as written: units, bands,
yes/no answers, strings) and from seeded perturbations of them (quantities scaled, criteria
flipped, categories redrawn, inputs dropped, cells made unreadable or implausible), so that
both the vectorized path (clean rows) and the row-by-row path (everything else) run. Each row's
batch result must equal `calculate` on that row's inputs: status, value (exact for integers,
1e-12 relative otherwise), NA reason and message, version, variant, warnings, imputed,
interpretation and breakdown.
"""

from __future__ import annotations

import datetime as dt
import math
import random
from collections import defaultdict
from pathlib import Path

import numpy as np
import pytest

import medcalc
from medcalc.core.batch import calculate_batch
from medcalc.core.cases import load_case_file
from medcalc.core.features import Boolean, Category, Count, Quantity
from medcalc.core.na import InputError, InvalidArgument
from medcalc.core.registry import all_ids, get

CASES_DIR = Path(__file__).resolve().parent.parent / "data" / "reference_cases"
VARIANTS_PER_CASE = 6


def _implemented():
    for calc_id in all_ids():
        calc = get(calc_id)
        if getattr(calc, "available", True) and (CASES_DIR / f"{calc_id}.json").exists():
            yield calc_id


def _perturb(calc, inputs: dict, rng: random.Random) -> dict:
    out = {}
    for key, raw in inputs.items():
        target = calc.input_key(key)
        r = rng.random()
        if r < 0.04:
            continue  # dropped
        if r < 0.06:
            out[key] = "unreadable ??"
            continue
        feature = target[0] if target else None
        if isinstance(feature, Quantity) and type(raw) in (int, float) and not isinstance(raw, bool):
            if r < 0.08:
                out[key] = feature.range[1] * 10 + 1  # implausible
            else:
                out[key] = raw * rng.uniform(0.6, 1.4)
        elif isinstance(feature, Count) and type(raw) is int:
            lo, hi = feature.range
            out[key] = rng.randint(lo, min(hi, lo + 2 * max(raw, 1) + 3))
        elif isinstance(feature, Boolean) and isinstance(raw, bool):
            out[key] = (not raw) if rng.random() < 0.3 else raw
        elif isinstance(feature, Category) and isinstance(raw, str) and rng.random() < 0.3:
            out[key] = rng.choice(feature.choices).key
        else:
            out[key] = raw
    return out


def _rows():
    """(calc_id, options, list of input dicts) groups: cases sharing version/missing/variant/..."""
    rng = random.Random(20261124)
    groups = defaultdict(list)
    for calc_id in _implemented():
        calc = get(calc_id)
        try:
            cases = load_case_file(CASES_DIR / f"{calc_id}.json").cases
        except Exception:  # noqa: BLE001 - an invalid case file fails test_reference_cases
            continue
        for case in cases:
            options = (case.version, case.as_of, case.missing, case.variant, case.domain)
            rows = [dict(case.inputs)] + [_perturb(calc, dict(case.inputs), rng)
                                          for _ in range(VARIANTS_PER_CASE)]
            # One sparse table per options (a cell is None where a row lacks the key) and one
            # dense table per key set (every cell given: the vectorized path).
            groups[(calc_id, options)].extend(r for r in rows if r)
            for row in rows:
                if row:  # a table without columns has no rows
                    groups[(calc_id, options + (tuple(sorted(row)),))].append(row)
    return groups


GROUPS = _rows()
STATS: dict = defaultdict(dict)


def _same(a, b, integer: bool) -> bool:
    def none(x):  # a breakdown's "no value": None per row, NaN in a column
        return x is None or (isinstance(x, float) and math.isnan(x))

    if none(a) or none(b):
        return none(a) and none(b)
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if integer:
            return a == b
        return a == b or abs(a - b) <= 1e-12 * max(abs(a), abs(b))
    if isinstance(a, dt.date) or isinstance(b, dt.date):
        return str(a)[:10] == str(b)[:10]
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return len(a) == len(b) and all(_same(x, y, integer) for x, y in zip(a, b))
    return a == b


def _check_group(calc_id, options, rows):
    calc = get(calc_id)
    version, as_of, missing, variant, domain = options[:5]
    # Without `columns`, calculate_batch uses the columns that are inputs and ignores the rest
    # (an identifier, a note): the row-by-row reference gets the same keys.
    keys = [k for k in dict.fromkeys(k for row in rows for k in row)
            if calc.input_key(k) is not None or calc.item_key(k) is not None]
    if not keys:
        return
    table = {k: [row.get(k) for row in rows] for k in keys}
    try:
        out = calculate_batch(calc_id, table, version=version, as_of=as_of, missing=missing,
                              variant=variant, domain=domain, interpretation=True,
                              breakdown=True, stats=STATS.setdefault(calc_id, {}))
    except InvalidArgument:
        pytest.fail(f"{calc_id}: batch refused a table of its own reference inputs")
    integer = calc.output.kind == "integer"
    for i in range(len(rows)):
        row = {k: table[k][i] for k in keys}
        try:
            r = calc.calculate(row, version=version, as_of=as_of, missing=missing,
                               variant=variant, domain=domain)
            want = dict(status=r.status, value=r.value, na_reason=r.na_reason,
                        reason=r.na.message if r.na else None, version=r.version,
                        variant=r.variant, warnings="; ".join(r.warnings),
                        imputed=", ".join(r.imputed), interpretation=r.interpretation)
            breakdown = r.breakdown or {}
        except InputError as exc:
            want = dict(status="na", value=None, na_reason="invalid", reason=str(exc))
            breakdown = {}
        for field, expected in want.items():
            got = out[field][i]
            if type(got).__module__ == "numpy":
                got = got.item()
            if field == "value" and want["status"] != "ok":
                assert got is None or (isinstance(got, float) and math.isnan(got)), (calc_id, i)
                continue
            exact = field == "value" and (integer or type(expected) is int)
            assert _same(expected, got, exact), \
                f"{calc_id} row {i} {field}: calculate {expected!r}, batch {got!r}; inputs {row!r}"
        for key, expected in breakdown.items():
            got = out[f"breakdown.{key}"][i]
            if type(got).__module__ == "numpy":
                got = got.item()
            assert _same(expected, got, False), \
                f"{calc_id} row {i} breakdown {key}: calculate {expected!r}, batch {got!r}"


@pytest.mark.parametrize("calc_id", sorted({c for c, _ in GROUPS}))
def test_batch_equals_calculate_row_by_row(calc_id):
    vectorized = clean_one_by_one = 0
    for (cid, options), rows in GROUPS.items():
        if cid == calc_id:
            STATS[calc_id] = {}
            _check_group(calc_id, options, rows)
            if len(options) > 5:  # a dense table
                vectorized += STATS[calc_id].get("vectorized", 0)
                clean_one_by_one += STATS[calc_id].get("clean_row_by_row", 0)
    # A calculator declared vectorized runs some clean rows on columns (`medcalc list --json`
    # says "batch": "row_by_row" for the others).
    if clean_one_by_one and get(calc_id).vectorized:
        assert vectorized, f"{calc_id} never vectorizes: declare vectorized=False or fix compute"


def test_every_implemented_calculator_is_covered():
    covered = {c for c, _ in GROUPS}
    assert covered == {c for c in _implemented() if c in covered or _has_valid_cases(c)}


def _has_valid_cases(calc_id) -> bool:
    try:
        return bool(load_case_file(CASES_DIR / f"{calc_id}.json").cases)
    except Exception:  # noqa: BLE001
        return False


# -- tables, units, order, errors ---------------------------------------------------------------

def _frames():
    data = {"creatinine": [1.0, 2.1, None, 124.0, 0.9], "age": [50, 61, 70, 80, 45],
            "sex": ["male", "female", "male", "female", "male"]}
    yield "dict", data
    pd = pytest.importorskip("pandas")
    yield "pandas", pd.DataFrame(data, index=[10, 11, 12, 13, 14])
    pl = pytest.importorskip("polars")
    yield "polars", pl.DataFrame(data)
    pa = pytest.importorskip("pyarrow")
    yield "pyarrow", pa.table(data)


@pytest.mark.parametrize("kind,table", list(_frames()), ids=lambda x: x if isinstance(x, str) else "")
def test_table_kinds_keep_kind_and_order(kind, table):
    out = medcalc.calculate_batch("ckd_epi_egfr", table)
    if kind == "pandas":
        assert list(out.index) == [10, 11, 12, 13, 14]
        status = list(out["status"])
    elif kind == "polars":
        status = out["status"].to_list()
    elif kind == "pyarrow":
        status = out.column("status").to_pylist()
    else:
        status = list(out["status"])
    assert status == ["ok", "ok", "na", "na", "ok"]


def test_units_per_column_and_per_row():
    creat = np.array([88.4, 1.2, 100.0])
    out = medcalc.calculate_batch(
        "ckd_epi_egfr", {"creatinine": creat, "age": [50, 50, 50], "sex": ["male"] * 3},
        units={"creatinine": ["umol/L", "mg/dL", "µmol/L"]})
    for i, (v, u) in enumerate(zip(creat, ["umol/L", "mg/dL", "µmol/L"])):
        r = medcalc.calculate("ckd_epi_egfr", {"creatinine": (v, u), "age": 50, "sex": "male"})
        assert out["value"][i] == pytest.approx(r.value, rel=1e-12)
    bad = medcalc.calculate_batch("ckd_epi_egfr", {"creatinine": [1.0], "age": [50], "sex": ["male"]},
                                  units={"creatinine": "furlongs"})
    assert bad["status"][0] == "na" and bad["na_reason"][0] == "invalid"
    assert "furlongs" in bad["reason"][0]


def test_column_mapping_and_argument_errors():
    table = {"scr": [1.0, 1.1], "years": [40, 41], "gender": ["m", "f"], "mrn": ["a", "b"]}
    out = medcalc.calculate_batch("ckd_epi_egfr", table,
                                  columns={"scr": "creatinine", "years": "age", "gender": "sex"})
    assert list(out["status"]) == ["ok", "ok"]
    with pytest.raises(InvalidArgument, match="not an input"):
        medcalc.calculate_batch("ckd_epi_egfr", table, columns={"mrn": "medical_record"})
    with pytest.raises(InvalidArgument, match="no column"):
        medcalc.calculate_batch("ckd_epi_egfr", {"mrn": ["a"]})
    with pytest.raises(InvalidArgument, match="rows"):
        medcalc.calculate_batch("ckd_epi_egfr", {"creatinine": [1.0, 2.0], "age": [40]})
    with pytest.raises(InvalidArgument, match="two columns"):
        medcalc.calculate_batch("ckd_epi_egfr", {"a": [1.0], "b": [1.0]},
                                columns={"a": "creatinine", "b": "creatinine"})


def test_band_and_boolean_columns_vectorized():
    rows = 2000
    rng = np.random.default_rng(1)
    table = {"confusion": rng.random(rows) < 0.3,
             "urea": rng.uniform(2, 15, rows),
             "respiratory_rate": rng.integers(12, 40, rows).astype(float),
             "systolic_bp": rng.uniform(70, 160, rows),
             "diastolic_bp": rng.uniform(40, 69, rows),
             "age": np.where(rng.random(rows) < 0.5, "Age ≥65", "<65").astype(object)}
    out = medcalc.calculate_batch("curb_65", table, breakdown=True)
    for i in range(0, rows, 97):
        row = {k: (v[i].item() if hasattr(v[i], "item") else v[i]) for k, v in table.items()}
        r = medcalc.calculate("curb_65", row)
        assert out["value"][i] == r.value
        assert out["breakdown.age"][i] == r.breakdown["age"]


def test_progress_reports_every_row():
    seen = []
    n = 5000
    medcalc.calculate_batch("bmi", {"weight": np.full(n, 70.0), "height": np.full(n, 175.0)},
                            progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (n, n)


def test_cli_batch_csv_to_parquet_and_csv(tmp_path):
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    from medcalc.cli import main

    src = tmp_path / "in.csv"
    pd.DataFrame({"mrn": [1, 2, 3], "scr": [88.4, 1.2, None], "unit": ["umol/L", "mg/dL", "mg/dL"],
                  "age": [50, 60, 70], "sex": ["male", "female", "male"],
                  "status": ["x", "y", "z"]}).to_csv(src, index=False)
    for name in ("out.parquet", "out.csv"):
        out = tmp_path / name
        code = main(["batch", "ckd_epi_egfr", str(src), "-o", str(out), "--map", "scr=creatinine",
                     "--map", "age=age", "--map", "sex=sex", "--unit", "scr=@unit",
                     "--no-progress"])
        assert code == 0
        table = pd.read_parquet(out) if name.endswith("parquet") else pd.read_csv(out)
        assert list(table["mrn"]) == [1, 2, 3]  # input columns kept, in order
        assert list(table["status"]) == ["x", "y", "z"]  # the input's own column
        assert list(table["result_status"]) == ["ok", "ok", "na"]
        r = medcalc.calculate("ckd_epi_egfr", {"creatinine": (88.4, "umol/L"), "age": 50,
                                               "sex": "male"})
        assert table["value"][0] == pytest.approx(r.value, rel=1e-12)
    assert main(["batch", "ckd_epi_egfr", str(tmp_path / "none.csv"), "-o", "x.csv"]) == 2
    assert main(["batch", "ckd_epi_egfr", str(src), "-o", str(tmp_path / "o.txt")]) == 2
    assert main(["batch", "ckd_epi_egfr", str(src), "-o", str(tmp_path / "o.csv"),
                 "--map", "scr"]) == 2


def test_medcalc_bench_recompute_batch_path_equals_row_by_row():
    """`recompute medcalc-bench` computes through calculate_batch; row by row gives the same."""
    from medcalc.benchmarks import jobs

    rows, columns = jobs.read_rows(Path(__file__).resolve().parent.parent / "data" / "medcalc_bench"
                                   / "dev_sample.csv")
    by_row = jobs.recompute_rows(rows, columns, progress=False, batch=False)
    by_batch = jobs.recompute_rows(rows, columns, progress=False, batch=True)

    def key(r):
        x = r.result
        return (x.status, x.answer, x.reason, x.na_reason, x.version, r.agrees, x.outside_domain,
                x.answer_outside_domain)

    assert [key(r) for r in by_batch] == [key(r) for r in by_row]


def test_input_columns_are_never_modified():
    """Columns reach compute functions as views where a chunk is contiguous: no calculator may
    write into them. Every dense group of numbers runs as float64 numpy columns."""
    checked = 0
    for (calc_id, options), rows in GROUPS.items():
        if len(options) <= 5 or len(rows) < 2:
            continue
        keys = list(options[5])
        if not all(type(r[k]) in (int, float) for r in rows for k in keys):
            continue
        table = {k: np.array([float(r[k]) for r in rows]) for k in keys}
        before = {k: v.copy() for k, v in table.items()}
        version, as_of, missing, variant, domain = options[:5]
        try:
            calculate_batch(calc_id, table, version=version, as_of=as_of, missing=missing,
                            variant=variant, domain=domain)
        except InvalidArgument:
            continue
        for k in keys:
            assert np.array_equal(table[k], before[k], equal_nan=True), (calc_id, k)
        checked += 1
    assert checked > 50


def test_text_columns_given_as_codes():
    """Categorical, Arrow string/dictionary and polars string columns are read through their
    codes: the same results as the same cells given as Python strings."""
    pd = pytest.importorskip("pandas")
    pa = pytest.importorskip("pyarrow")
    pl = pytest.importorskip("polars")
    sex = ["female", "male", None, "F", "unknown??", "Male", "female"]
    n = len(sex)
    base = {"creatinine": [0.9, 1.4, 1.0, 0.7, 1.1, 2.0, 1.2], "age": [50, 61, 70, 40, 45, 80, 33]}
    want = medcalc.calculate_batch("ckd_epi_egfr", {**base, "sex": np.array(sex, dtype=object)})
    tables = [
        pd.DataFrame({**base, "sex": pd.Categorical(sex)}),
        pd.DataFrame({**base, "sex": pd.array(sex, dtype="string[pyarrow]")}),
        pa.table({**base, "sex": pa.array(sex).dictionary_encode()}),
        pa.table({**base, "sex": pa.chunked_array([pa.array(sex[:3]), pa.array(sex[3:])])}),
        pl.DataFrame({**base, "sex": sex}),
        pl.DataFrame({**base, "sex": pl.Series(sex, dtype=pl.Categorical)}),
    ]
    for table in tables:
        got = medcalc.calculate_batch("ckd_epi_egfr", table)
        for field in ("value", "status", "na_reason", "reason"):
            a = list(np.asarray(want[field], dtype=object))
            b = list(got[field].to_list() if hasattr(got[field], "to_list")
                     else got[field].to_pylist() if hasattr(got[field], "to_pylist")
                     else got[field])
            assert len(b) == n
            for x, y in zip(a, b):
                assert _same(x, y, False), (type(table), field, x, y)


def test_dict_output_constant_text_columns_are_read_only_views():
    """In a dict result, a text column with one value on every row is a read-only broadcast
    view of that value (memory: a few bytes, not 8 a row); a column that varies is a plain
    object array. Either reads like a list of the per-row values."""
    out = medcalc.calculate_batch("bmi", {"weight": np.array([70.0, 80.0, 90.0]),
                                          "height": np.array([170.0, 180.0, 175.0])})
    assert list(out["status"]) == ["ok"] * 3 and list(out["reason"]) == [None] * 3
    assert not out["status"].flags.writeable and out["status"].dtype == object
    copy = out["status"].copy()
    copy[0] = "edited"
    assert list(copy) == ["edited", "ok", "ok"]
    mixed = medcalc.calculate_batch("bmi", {"weight": np.array([70.0, np.nan]),
                                            "height": np.array([170.0, 180.0])})
    assert list(mixed["status"]) == ["ok", "na"] and mixed["status"].flags.writeable


def test_cells_equal_across_types_are_read_apart():
    """True, 1 and 1.0 compare equal in Python; a batch must still read each cell as
    `calculate` reads it (True is not a choice code, 1 is), whichever comes first."""
    base = dict(pao2=90.0, fio2=0.5, respiratory_support=False, platelet_count=200.0, gcs=15.0,
                bilirubin=1.0, creatinine=1.0)
    for cells in ([1, True, 1.0], [True, 1, 1.0], [1.0, 1, True]):
        table = {k: np.array([v] * 3) for k, v in base.items()}
        table["hypotension_or_vasoactive_agents"] = np.array(cells, dtype=object)
        got = medcalc.calculate_batch("sofa", table)
        for i, cell in enumerate(cells):
            try:
                want = medcalc.calculate(
                    "sofa", {**base, "hypotension_or_vasoactive_agents": cell})
                assert got["status"][i] == want.status and got["value"][i] == want.value
            except medcalc.InputError:
                assert got["status"][i] == "na" and got["na_reason"][i] == "invalid", cells


def test_partition_band_index_matches_band_contains():
    """Bands that cut the number line into consecutive intervals are indexed by counting the
    edges below each value: the same band as `Band.contains`, at and around every edge, in any
    declared order, closed on either side; NaN is in no band."""
    from medcalc.core.batch import _band_index, _partition
    from medcalc.core.items import Band

    right = (Band(">=400", ">=400", 0, ge=400.0), Band("300-399", "", 1, ge=300.0, lt=400.0),
             Band("<300", "", 2, lt=300.0))
    left = (Band("<=2", "", 0, le=2.0), Band("2-3", "", 1, gt=2.0, le=3.0),
            Band(">3", "", 2, gt=3.0))
    mixed = (Band("<2", "", 0, lt=2.0), Band("2-3", "", 1, ge=2.0, le=3.0),
             Band(">3", "", 2, gt=3.0))
    assert _partition(right)[1] == "right" and _partition(left)[1] == "left"
    assert _partition(mixed) is None
    for bands in (right, left, mixed):
        edges = [1.0, 2.0, 3.0, 300.0, 400.0]
        v = np.array([e + d for e in edges for d in (-1e-10, -1e-6, 0.0, 1e-10, 1e-6)]
                     + [-5.0, 1e6, np.nan])
        got = _band_index(np, bands, v, len(v))
        for x, k in zip(v.tolist(), got.tolist()):
            want = next((i for i, b in enumerate(bands) if b.contains(x)), -1)
            assert k == want, (bands[0].key, x, k, want)


def test_whole_number_columns_convert_like_any_column():
    """A long column of whole numbers converts through a table of its range: the same values,
    NaN kept, as the elementwise conversion (and so as `calculate`)."""
    from medcalc.core.batch import _convert, _round12

    rng = np.random.default_rng(3)
    for x in (rng.integers(40, 1200, 10000).astype(float),
              np.where(rng.random(10000) < 0.1, np.nan, rng.integers(-50, 50, 10000)),
              rng.integers(0, 10, 10000) + 0.5, np.arange(10000.0) * 1000.0):
        want = _round12(np, x / 88.4 + 0.0)
        assert np.array_equal(_convert(np, x, 1 / 88.4, 0.0), want, equal_nan=True)
        want = _round12(np, x * 1.8 + 32.0)
        assert np.array_equal(_convert(np, x, 1.8, 32.0), want, equal_nan=True)
