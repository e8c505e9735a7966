"""Shortened (5-item) Modified Fatigue Impact Scale, MFIS-5, of the Multiple Sclerosis Quality of
Life Inventory (National MS Society; Fischer et al. 1999)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category, points_total

FISCHER_1999 = Reference(
    "Fischer JS, LaRocca NG, Miller DM, Ritvo PG, Andrews H, Paty D. Recent developments in the "
    "assessment of quality of life in multiple sclerosis (MS). Mult Scler. 1999;5(4):251-259.")
MSQLI_MANUAL = Reference(
    "Fischer JS, LaRocca NG, Miller DM, Ritvo PG, Andrews H, Paty D. Multiple Sclerosis Quality "
    "of Life Inventory: A User's Manual. New York: National Multiple Sclerosis Society; 1997 "
    "(the MFIS and its 5-item version; the MSQLI is distributed free of charge).")
MDCALC = Reference("MDCalc. Shortened Modified Fatigue Impact Scale (MFIS).")

FREQUENCY = (
    Choice("never", "Never", 0),
    Choice("rarely", "Rarely", 1),
    Choice("sometimes", "Sometimes", 2),
    Choice("often", "Often", 3),
    Choice("almost_always", "Almost always", 4, aliases=("always",)),
)
# (name, full-MFIS item number, our paraphrase, MDCalc's field label)
QUESTIONS = (
    ("less_alert", 1, "Less alert because of fatigue", "1. I have been less alert."),
    ("limited_away_from_home", 9, "Limited in doing things away from home",
     "9. I have been limited in my ability to do things away from home."),
    ("physical_effort_long", 10, "Trouble keeping up physical effort for long periods",
     "10. I have had trouble maintaining physical effort for long periods."),
    ("physical_tasks", 17, "Less able to finish tasks needing physical effort",
     "17. I have been less able to complete tasks that require physical effort."),
    ("concentrating", 19, "Trouble concentrating", "19. I have had trouble concentrating."),
)
CATEGORIES = tuple(
    Category(name=name, labels=(mdcalc, f"MFIS item {number}"),
             description=f"MFIS item {number}: {text}, because of fatigue, in the past 4 weeks "
                         "(0 never - 4 almost always)",
             choices=FREQUENCY)
    for name, number, text, mdcalc in QUESTIONS)
ITEMS = tuple(from_category(c, c.description.split(",")[0]) for c in CATEGORIES)
mfis5 = points_total(ITEMS)


def interpret(score):
    return (f"MFIS-5 {score}/20: higher scores mean a greater impact of fatigue on daily life "
            "(no cut-off defined by the source)")


CALCULATOR = Calculator(
    id="mfis_5_shortened",
    name="Shortened Modified Fatigue Impact Scale (MFIS)",
    aliases=["MFIS-5", "MFIS 5-item", "Modified Fatigue Impact Scale 5-item version",
             "Shortened MFIS"],
    specialty="neurology",
    description=("Impact of fatigue over the past 4 weeks in multiple sclerosis: five "
                 "self-rated items (MFIS items 1, 9, 10, 17, 19) scored 0-4, total 0-20."),
    keywords=["fatigue", "multiple sclerosis", "MS", "quality of life", "MSQLI",
              "patient-reported outcome", "fatigue impact in multiple sclerosis",
              "MS fatigue questionnaire", "how fatigue affects daily life",
              "short fatigue impact scale", "cognitive and physical fatigue in MS",
              "patient reported fatigue burden"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("msqli_1997", dt.date(1997, 1, 1), MSQLI_MANUAL, mfis5,
                      notes="Five items, 0 (never) to 4 (almost always); total 0-20.")],
    output=Output(kind="integer", unit="points", range=(0, 20)),
    interpret=interpret,
    references=[MSQLI_MANUAL, FISCHER_1999, MDCALC],
    notes=("The 5-item MFIS of the MSQLI (items 1, 9, 10, 17 and 19 of the 21-item MFIS), each "
           "rated never 0, rarely 1, sometimes 2, often 3, almost always 4; total 0-20, higher "
           "= more impact. The MSQLI is distributed free by the National MS Society; item "
           "wording here is paraphrased, and MDCalc's item texts are accepted as input keys. "
           "No cut-off is defined. No item is imputed under missing='absent'. Same scoring as "
           "MDCalc."),
)
