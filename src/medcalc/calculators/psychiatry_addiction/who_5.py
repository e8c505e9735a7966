"""WHO-5 Well-Being Index: five positively worded statements rated 0-5 over the last two
weeks; raw score 0-25, reported as a percentage (raw x 4, 0-100)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.psychiatry_w3 import rating

WHO_1998 = Reference(
    "World Health Organization Regional Office for Europe. Wellbeing Measures in Primary Health "
    "Care/The DepCare Project. Report on a WHO Meeting, Stockholm, Sweden, 12-13 February 1998. "
    "Copenhagen: WHO Regional Office for Europe; 1998 (the WHO-5 and its scoring).")
TOPP_2015 = Reference(
    "Topp CW, Østergaard SD, Søndergaard S, Bech P. The WHO-5 Well-Being Index: a systematic "
    "review of the literature. Psychother Psychosom. 2015;84(3):167-176.",
    doi="10.1159/000376585")
MDCALC_WHO5 = Reference("MDCalc (mdcalc.com): WHO-Five Well-Being Index (WHO-5).")

ANCHORS = (
    ("at_no_time", "At no time", 0),
    ("some_of_the_time", "Some of the time", 1),
    ("less_than_half", "Less than half of the time", 2, ("less than half the time",)),
    ("more_than_half", "More than half of the time", 3, ("more than half the time",)),
    ("most_of_the_time", "Most of the time", 4),
    ("all_of_the_time", "All of the time", 5),
)
_LEAD = "Over the last two weeks, "
_Q = [
    ("cheerful", "Cheerful and in good spirits", (_LEAD + "I have felt cheerful and in good spirits?",)),
    ("calm", "Calm and relaxed", (_LEAD + "I have felt calm and relaxed?",)),
    ("active", "Active and vigorous", (_LEAD + "I have felt active and vigorous?",)),
    ("rested", "Woke up fresh and rested", (_LEAD + "I woke up feeling fresh and rested?",)),
    ("interested", "Daily life filled with things of interest",
     (_LEAD + "My daily life has been filled with things that interest me?",)),
]
FEATURES, ITEMS = [], []
for number, (name, label, aliases) in enumerate(_Q, start=1):
    feature, item = rating(name, f"{number}. {label}", ANCHORS, aliases=aliases, absent=False,
                           description=f"WHO-5 item {number}: {label.lower()}, over the last two "
                                       "weeks (0 at no time - 5 all of the time)")
    FEATURES.append(feature)
    ITEMS.append(item)


def who_5(cheerful, calm, active, rested, interested):
    raw = cheerful + calm + active + rested + interested
    return {"value": raw * 4, "raw_score": raw, "cheerful": cheerful, "calm": calm,
            "active": active, "rested": rested, "interested": interested}


def interpret(percentage):
    if percentage <= 28:
        return (f"WHO-5 {percentage}% (raw {percentage // 4}): <= 28%: likely depression; "
                "assess for depression")
    if percentage <= 50:
        return (f"WHO-5 {percentage}% (raw {percentage // 4}): <= 50% (raw < 13): poor or reduced "
                "well-being; screen for depression")
    return f"WHO-5 {percentage}% (raw {percentage // 4}): > 50%: no indication of poor well-being"


CALCULATOR = Calculator(
    id="who_5",
    name="Who Five Well Being Index (WHO-5)",
    aliases=["WHO-5", "WHO-5 Well-Being Index", "WHO Five Well-Being Index", "WHO5"],
    specialty="psychiatry_addiction",
    description=("Self-rated well-being over the last two weeks: five items 0-5, raw 0-25, "
                 "reported as a percentage (x 4); <= 50% poor well-being, <= 28% likely "
                 "depression."),
    keywords=["well-being", "wellbeing", "depression screening", "quality of life", "mood",
              "well being index", "emotional well being screen", "mental well being questionnaire",
              "screen for depression by well being", "quality of life mood screen",
              "positive mood and wellness"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("who_1998", dt.date(1998, 2, 13), WHO_1998, who_5,
                      notes="Five items 0-5; raw 0-25; percentage = raw x 4.")],
    output=Output(kind="integer", unit="%", range=(0, 100),
                  description="percentage score (raw 0-25 x 4); raw score in the breakdown"),
    interpret=interpret,
    references=[WHO_1998, TOPP_2015, MDCALC_WHO5],
    notes=(
        "The headline is the percentage score (raw x 4), as Topp 2015 and MDCalc report it; the "
        "raw 0-25 is in the breakdown. Cut-offs from Topp 2015: percentage <= 50 (raw < 13) "
        "poor well-being and an indication to screen for depression; <= 28 likely depression. "
        "Higher is better, so an unanswered item is never imputed (missing='absent' does not "
        "fill it). Licence: the WHO-5 may be used freely without permission (Psychiatric "
        "Research Unit, Mental Health Centre North Zealand); item wording paraphrased."),
)
