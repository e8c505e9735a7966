"""Pure helpers shared by the oncology calculators of catalog wave 3 (part A): stage-group
tables declared as data and a vectorised 'worst grade' of several components."""

from typing import Any, Sequence

from medcalc.core.vector import maximum, where


def one_of(value: Any, codes: Sequence[str] | None) -> Any:
    """`value in codes`, elementwise (None: any code); runs on a scalar or a numpy column."""
    if codes is None:
        return True
    out = False
    for code in codes:
        out = out | (value == code)
    return out


def stage_group(t: Any, n: Any, m: Any, table: Sequence[tuple], default: Any) -> Any:
    """The stage of the first row `(t_codes, n_codes, m_codes, stage)` of `table` that the
    T, N and M categories match (None in a row: any category), else `default`."""
    out = default
    for t_codes, n_codes, m_codes, stage in reversed(list(table)):
        out = where(one_of(t, t_codes) & one_of(n, n_codes) & one_of(m, m_codes), stage, out)
    return out


def worst(*grades: Any) -> Any:
    """The highest of several component grades (elementwise)."""
    out = grades[0]
    for g in grades[1:]:
        out = maximum(out, g)
    return out


def ann_arbor_stage_feature():
    """Ann Arbor stage I-IV as a category (the IPI-family criterion is stage III or IV)."""
    from medcalc.core import Category, Choice

    return Category(
        name="ann_arbor_stage", description="Ann Arbor stage",
        labels=("Ann Arbor stage", "ann_arbor_stage", "Stage", "Stage detail"),
        choices=(Choice("I", "Stage I", aliases=("1", "Stage I", "IE")),
                 Choice("II", "Stage II", aliases=("2", "Stage II", "IIE")),
                 Choice("III", "Stage III", aliases=("3", "Stage III", "IIIE", "IIIS")),
                 Choice("IV", "Stage IV", aliases=("4", "Stage IV"))))


def _ldh_above_uln(ldh, ldh_uln):
    return ldh > ldh_uln


def ldh_elevated_derivation():
    """'LDH > upper limit of normal' given directly, or from the LDH value and the laboratory's
    upper limit of normal."""
    from medcalc.core import Derivation, Quantity

    return Derivation(
        "ldh_elevated",
        (Quantity(name="ldh", description="Serum lactate dehydrogenase", unit="U/L",
                  units=("U/L", "IU/L"), range=(10.0, 50000.0),
                  labels=("LDH", "Serum LDH value", "Serum_LDH_value", "LDH value",
                          "LDH_value")),
         Quantity(name="ldh_uln", description="Upper limit of normal of the laboratory's LDH",
                  unit="U/L", units=("U/L", "IU/L"), range=(50.0, 2000.0),
                  labels=("LDH upper limit of normal", "LDH_upper_limit_of_normal", "LDH ULN",
                          "LDH_ULN"))),
        _ldh_above_uln, "LDH above the laboratory's upper limit of normal")
