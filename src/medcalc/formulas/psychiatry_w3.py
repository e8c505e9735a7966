"""Shared building blocks of the wave-3 psychiatry/addiction rating scales.

A rating-scale question is a Category feature whose choices carry their points, answered as an
item (`from_category`): by the choice key, its label (our paraphrase of the anchor), another
form's wording (MDCalc's option text as an alias), or the points themselves. `rating` builds
both from a compact anchor table; `severity` reads an interpretation table of inclusive upper
bounds. Item wording in this library is paraphrased, never the instrument's text.
"""

from __future__ import annotations

from typing import Any, Iterable

from medcalc.core import Category, Choice, from_category

Anchor = tuple  # (key, label, points[, aliases])


def rating(name: str, label: str, anchors: Iterable[Anchor], *, description: str,
           aliases: tuple[str, ...] = (), definition: str = "", absent: bool | str = True,
           required: bool = True, labels: tuple[str, ...] = ()):
    """(Category feature, Item) for one question. `absent=True` imputes the first anchor under
    missing='absent' (an unmentioned symptom counts as absent); False never imputes; a key
    names the anchor to impute."""
    rows = [tuple(a) + ((),) * (4 - len(a)) for a in anchors]
    counts: dict[Any, int] = {}
    for _, _, points, _ in rows:
        counts[points] = counts.get(points, 0) + 1
    choices = []
    for key, text, points, extra in rows:
        names = list(extra)
        if counts[points] == 1 and str(points) not in names:
            names.append(str(points))  # the points as text: '3'
        choices.append(Choice(key, text, points, aliases=tuple(names)))
    absent_key = rows[0][0] if absent is True else (absent or None)
    kw = {"absent": absent_key} if absent_key else {}
    feature = Category(name=name, description=description, definition=definition,
                       choices=tuple(choices), required=required, labels=tuple(labels), **kw)
    item = from_category(feature, label, tuple(aliases))
    return feature, item


def severity(score: Any, table: Iterable[tuple[float, str]]) -> str:
    """The text of the first row whose inclusive upper bound holds the score."""
    last = ""
    for upper, text in table:
        last = text
        if score <= upper:
            return text
    return last


# Common anchor sets ---------------------------------------------------------------------------

# PHQ/GAD family: frequency over the last 2 weeks.
FREQUENCY_2W = (
    ("not_at_all", "Not at all", 0, ("never",)),
    ("several_days", "Several days", 1),
    ("more_than_half_the_days", "More than half the days", 2, ("more than half of the days",)),
    ("nearly_every_day", "Nearly every day", 3, ("almost every day",)),
)

# Clinician severity 0-4 (HAM-A and similar).
SEVERITY_0_4 = (
    ("not_present", "Not present", 0, ("none", "absent")),
    ("mild", "Mild", 1),
    ("moderate", "Moderate", 2),
    ("severe", "Severe", 3),
    ("very_severe", "Very severe", 4, ("very severe/incapacitating", "incapacitating",
                                       "severe, grossly disabling", "extreme")),
)

# 'Not at all' - 'Extremely' 0-4 (BAM and others).
EXTENT_0_4 = (
    ("not_at_all", "Not at all", 0),
    ("slightly", "Slightly", 1),
    ("moderately", "Moderately", 2),
    ("considerably", "Considerably", 3),
    ("extremely", "Extremely", 4),
)

YES_NO_1 = (("no", "No", 0, ("absent", "false")), ("yes", "Yes", 1, ("present", "true")))
