"""Schwab and England Activities of Daily Living scale: independence in daily activities from
100% (completely independent) to 0% (vegetative functions failing) in 10% steps, mainly in
Parkinson's disease (Schwab & England 1969)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

SCHWAB_1969 = Reference(
    "Schwab RS, England AC Jr. Projection technique for evaluating surgery in Parkinson's "
    "disease. In: Gillingham FJ, Donaldson IML, eds. Third Symposium on Parkinson's Disease. "
    "Edinburgh: E & S Livingstone; 1969:152-157.")
MDCALC = Reference("MDCalc. Schwab and England Activities of Daily Living (ADL) Scale.")

LEVELS = (
    (100, "Completely independent; does all chores without slowness, difficulty or impairment"),
    (90, "Completely independent; all chores with some slowness, difficulty or impairment; may "
         "take twice as long"),
    (80, "Independent in most chores, takes twice as long; aware of difficulty and slowness"),
    (70, "Not completely independent; more difficulty with some chores, three to four times as "
         "long; chores take a large part of the day"),
    (60, "Some dependency; can do most chores but very slowly and with much effort; errors; "
         "some impossible"),
    (50, "More dependent; needs help with half the chores; slower; difficulty with everything"),
    (40, "Very dependent; can assist with all chores but does few alone"),
    (30, "With effort, now and then does a few chores alone or begins them alone; much help "
         "needed"),
    (20, "Does nothing alone; can be a slight help with some chores; severe invalid"),
    (10, "Totally dependent and helpless; complete invalid"),
    (0, "Vegetative functions such as swallowing, bladder and bowel function fail; bedridden"),
)
LEVEL = Category(
    name="adl_level",
    description="Level of independence in activities of daily living (100% to 0%)",
    labels=("Schwab and England", "ADL level", "Activities of daily living"),
    choices=tuple(Choice(f"pct_{p}", text, p, aliases=(f"{p}%", f"{p} %", str(p)))
                  for p, text in LEVELS),
)
ITEMS = (from_category(LEVEL, "Activities of daily living level"),)


def schwab_england(adl_level):
    return {"value": adl_level}


def interpret(pct):
    text = dict(LEVELS)[pct]
    return f"{pct}%: {text}"


CALCULATOR = Calculator(
    id="schwab_england_adl",
    name="Schwab and England Activities of Daily Living (ADL) Scale",
    aliases=["Schwab and England ADL", "Schwab & England scale", "S&E ADL", "SEADL",
             "Schwab and England Activities of Daily Living Scale"],
    specialty="neurology",
    description="Global rating of independence in daily activities, 100% (completely "
                "independent) to 0% (bedridden, vegetative functions failing) in 10% steps.",
    keywords=["Parkinson's disease", "activities of daily living", "disability", "independence",
              "movement disorders", "independence in daily activities",
              "percent independence in Parkinson", "daily living ability rating",
              "Parkinson functional disability", "self care ability percentage",
              "global ADL independence"],
    features=[LEVEL],
    items=list(ITEMS),
    versions=[Version("schwab_england_1969", dt.date(1969, 1, 1), SCHWAB_1969, schwab_england,
                      notes="Eleven levels, 100% to 0% in 10% steps (day and month not "
                            "established).")],
    output=Output(kind="integer", unit="%", range=(0, 100)),
    interpret=interpret,
    references=[SCHWAB_1969, MDCALC],
    notes="A single global rating chosen by the examiner or the patient from the level "
          "descriptions (paraphrased here); the rating may be recorded in 5% steps by some "
          "users, which is not supported here (11 levels of the original). The source "
          "defines no cut-off: levels 100-80% describe complete independence in most chores, "
          "70% and below increasing dependency.",
)
