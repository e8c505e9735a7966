"""medcalc.search keeps its documented argument contract under hostile arguments (issue 9)."""

from __future__ import annotations

import math

import pytest

from medcalc.core.na import ArgumentTypeError, InvalidArgument, MedcalcError
from medcalc.tools.search import search


@pytest.mark.parametrize("query", [None, 42, b"pneumonia", ["pneumonia"], {"q": 1}])
def test_search_rejects_non_string_query(query):
    with pytest.raises(ArgumentTypeError) as info:
        search(query)
    assert isinstance(info.value, TypeError) and isinstance(info.value, MedcalcError)
    assert "query must be a string" in str(info.value)


@pytest.mark.parametrize("k", [True, False, 2.5, 3.0, math.nan, math.inf, "5", [5]])
def test_search_rejects_non_integer_k(k):
    with pytest.raises(ArgumentTypeError) as info:
        search("pneumonia", k=k)
    assert isinstance(info.value, TypeError) and "k must be an integer" in str(info.value)


@pytest.mark.parametrize("k", [-1, -10**30])
def test_search_rejects_negative_k(k):
    with pytest.raises(InvalidArgument) as info:
        search("pneumonia", k=k)
    assert isinstance(info.value, ValueError) and "0 or more" in str(info.value)


def test_search_k_defaults_zero_and_huge():
    default = search("pneumonia severity")
    assert search("pneumonia severity", k=None) == default and 0 < len(default) <= 10
    assert search("pneumonia severity", k=0) == []
    everything = search("pneumonia severity", k=10**30)
    assert everything[:len(default)] == default and len(everything) >= len(default)
    np = pytest.importorskip("numpy")
    assert search("pneumonia severity", k=np.int64(3)) == default[:3]


def test_search_hostile_query_strings():
    assert search("\x00\ud800" * 10) == []
    long = search("pneumonia " + "x" * 5_000_000, k=3)  # only the first 2000 characters are read
    assert [h["id"] for h in long] == [h["id"] for h in search("pneumonia", k=3)]
