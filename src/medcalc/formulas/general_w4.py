"""Shared builders for the wave-4 general/other scores: a questionnaire item whose answers are
options carrying points (declared as a Category feature plus its item, as four_score does)."""

from __future__ import annotations

from medcalc.core import Category, Choice, from_category


def scored_question(name: str, label: str, options, *, labels=(), description: str = "",
                    absent: str | None = None):
    """A (Category, Item) pair: `options` is a sequence of (key, label, points, aliases)."""
    category = Category(
        name=name, labels=tuple(labels) or (label,), description=description or label,
        choices=tuple(Choice(key, text, points, aliases=tuple(aliases))
                      for key, text, points, aliases in options))
    return category, from_category(category, label, absent=absent)


def questionnaire(questions):
    """Categories and items of a list of scored_question(...) pairs."""
    return [c for c, _ in questions], [i for _, i in questions]


# -- regional severity indices (PASI, EASI) ------------------------------------------------------

REGIONS = (("head", "Head/neck"), ("upper_limbs", "Upper limbs"), ("trunk", "Trunk"),
           ("lower_limbs", "Lower limbs"))
# Area score of a region from the percentage of it affected (PASI/EASI): 0 none, 1 < 10%,
# 2 10-29%, 3 30-49%, 4 50-69%, 5 70-89%, 6 90-100%.
AREA_BANDS = ((0, "0%", None, None, 0, ("None", "0", "No involvement")),
              (1, "1-9%", 0, 10, None, ("<10%", "< 10%", "1-9 %")),
              (2, "10-29%", 10, 30, None, ("10-29 %",)),
              (3, "30-49%", 30, 50, None, ("30-49 %",)),
              (4, "50-69%", 50, 70, None, ("50-69 %",)),
              (5, "70-89%", 70, 90, None, ("70-89 %",)),
              (6, "90-100%", 90, None, None, ("90-100 %",)))


def area_item(region: str, region_label: str):
    """(Quantity feature, banded item) for the percentage of a region affected."""
    from medcalc.core import Band, Quantity, banded

    name = f"{region}_area"
    label = f"{region_label} - Percentage of region affected"
    feature = Quantity(name=name, unit="%", units=("%",), range=(0.0, 100.0), labels=(label,),
                       description=f"{region_label}: percentage of the region's skin affected")
    bands = []
    for score, text, lo, hi, exact, aliases in AREA_BANDS:
        if exact is not None:
            bands.append(Band(f"area_{score}", text, score, le=0, aliases=aliases))
        else:
            bands.append(Band(f"area_{score}", text, score,
                              **({"gt": 0} if lo == 0 else {"ge": lo}),
                              **({"lt": hi} if hi is not None else {}), aliases=aliases))
    return feature, banded(name, label, name, tuple(bands), aliases=(label,))


def regional_index(signs: tuple[str, ...], tenths: dict[str, int]):
    """Compute function of a PASI/EASI-type index: sum over regions of
    multiplier x (sum of the region's sign scores) x area score, the multipliers given in tenths
    (0.1 -> 1) so that the sums are exact integers until the single division. Parameters are
    '<region>_<sign>' and '<region>_area'; the breakdown gives each region's contribution."""
    names = tuple(f"{r}_{s}" for r, _ in REGIONS for s in (*signs, "area"))

    def index(**p):
        out = {}
        total = 0
        for region, _ in REGIONS:
            severity = sum(p[f"{region}_{s}"] for s in signs)
            part = tenths[region] * severity * p[f"{region}_area"]
            out[f"{region}_score"] = part / 10
            total = total + part
        out["value"] = total / 10
        return out

    index.__parameters__ = names
    index.__name__ = "regional_index"
    return index
