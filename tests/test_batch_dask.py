"""calculate_batch on Dask (2 local worker processes) and Spark (skipped without pyspark/Java)."""

import shutil

import numpy as np
import pytest

import medcalc

pd = pytest.importorskip("pandas")
dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("dask.distributed")


def _frame(n=4000):
    rng = np.random.default_rng(7)
    creat = rng.integers(40, 400, n).astype(float)
    creat[::97] = np.nan  # missing cells run through calculate
    return pd.DataFrame({"creatinine": creat, "age": rng.integers(18, 95, n).astype(float),
                         "sex": np.where(rng.random(n) < 0.5, "male", "female")})


def test_dask_local_cluster_two_workers_matches_pandas():
    from medcalc.dask import calculate_batch_dask

    frame = _frame()
    expected = medcalc.calculate_batch("ckd_epi_egfr", frame, units={"creatinine": "umol/L"})
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        ddf = dd.from_pandas(frame, npartitions=4)
        result = calculate_batch_dask("ckd_epi_egfr", ddf, units={"creatinine": "umol/L"})
        got = result.compute()
    assert list(got.index) == list(frame.index)
    assert list(got["status"]) == list(expected["status"].astype(object))
    np.testing.assert_array_equal(got["value"].to_numpy(), expected["value"].to_numpy())
    assert (got["status"] == "na").sum() == frame["creatinine"].isna().sum()


def test_dask_refuses_breakdown():
    from medcalc.core.na import InvalidArgument
    from medcalc.dask import calculate_batch_dask

    ddf = dd.from_pandas(_frame(10), npartitions=1)
    with pytest.raises(InvalidArgument, match="breakdown"):
        calculate_batch_dask("ckd_epi_egfr", ddf, breakdown=True)


def test_spark_map_in_pandas():
    pyspark = pytest.importorskip("pyspark", reason="pyspark not installed")
    if shutil.which("java") is None:
        pytest.skip("no Java runtime for Spark")
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.master("local[2]").appName("medcalc").getOrCreate()
    try:
        sdf = spark.createDataFrame(_frame(200))

        def score(batches):
            for part in batches:
                out = medcalc.calculate_batch("ckd_epi_egfr", part, units={"creatinine": "umol/L"})
                yield out[["value", "status"]].astype({"status": str})

        rows = sdf.mapInPandas(score, schema="value double, status string").collect()
        assert len(rows) == 200
    finally:
        spark.stop()
    assert pyspark
