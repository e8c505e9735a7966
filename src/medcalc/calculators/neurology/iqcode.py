"""IQCODE short form: informant-rated cognitive decline over 10 years, the mean of 16 items rated
1-5 (Jorm, Psychol Med 1994)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

JORM_1994 = Reference(
    "Jorm AF. A short form of the Informant Questionnaire on Cognitive Decline in the Elderly "
    "(IQCODE): development and cross-validation. Psychol Med. 1994;24(1):145-153.",
    doi="10.1017/S003329170002691X")
JORM_1989 = Reference(
    "Jorm AF, Jacomb PA. The Informant Questionnaire on Cognitive Decline in the Elderly "
    "(IQCODE): socio-demographic correlates, reliability, validity and some norms. Psychol Med. "
    "1989;19(4):1015-1022 (the 26-item original).")
JORM_2004 = Reference(
    "Jorm AF. The Informant Questionnaire on cognitive decline in the elderly (IQCODE): a "
    "review. Int Psychogeriatr. 2004;16(3):275-293 (the short form recommended; cut-offs "
    "3.31/3.38 and higher for screening).")
MDCALC = Reference("MDCalc. Informant Questionnaire on Cognitive Decline in the Elderly "
                   "(IQCODE).")

RATING = (
    Choice("much_improved", "Much improved", 1),
    Choice("a_bit_improved", "A bit improved", 2, aliases=("slightly improved",)),
    Choice("not_much_change", "Not much change", 3, aliases=("no change", "unchanged")),
    Choice("a_bit_worse", "A bit worse", 4, aliases=("slightly worse",)),
    Choice("much_worse", "Much worse", 5),
)
# (name, our paraphrase of the short-form item, MDCalc's field label)
QUESTIONS = (
    ("family_friends", "remembering things about family and friends",
     "1. Remembering things about family and friends"),
    ("recent_events", "remembering recent events",
     "2. Remembering things that have happened recently"),
    ("recent_conversations", "recalling conversations a few days later",
     "3. Recalling conversations a few days later"),
    ("address_phone", "remembering own address and telephone number",
     "4. Remembering address and telephone number"),
    ("day_month", "knowing the day and month",
     "5. Remembering what day and month it is"),
    ("usual_places", "remembering where things are usually kept",
     "6. Remembering where things are usually kept"),
    ("moved_things", "finding things put somewhere unusual",
     "7. Finding things put in a different place"),
    ("familiar_machines", "working familiar household machines",
     "8. Knowing how to work familiar machines around the house"),
    ("new_gadget", "learning to use a new household gadget",
     "9. Learning to use a new gadget or machine"),
    ("learning_new", "learning new things generally",
     "10. Learning new things in general"),
    ("following_story", "following a story in a book or on TV",
     "11. Following a story in a book or on TV"),
    ("everyday_decisions", "making everyday decisions",
     "12. Making decisions on everyday matters"),
    ("shopping_money", "handling money when shopping",
     "13. Handling money for shopping"),
    ("financial_matters", "handling financial matters such as pension or bank",
     "14. Handling financial matters (bank, pension)"),
    ("everyday_arithmetic", "other everyday arithmetic",
     "15. Handling other everyday arithmetic problems"),
    ("reasoning", "using intelligence to understand and reason",
     "16. Using intelligence to understand/reason what's going on"),
)
CATEGORIES = tuple(
    Category(name=name, labels=(mdcalc, f"IQCODE item {i}"),
             description=f"Item {i}: compared with 10 years ago, {text} (1 much improved - 5 "
                         "much worse)",
             choices=RATING)
    for i, (name, text, mdcalc) in enumerate(QUESTIONS, start=1))
ITEMS = tuple(from_category(c, c.labels[1]) for c in CATEGORIES)
NAMES = tuple(c.name for c in CATEGORIES)


def iqcode(**ratings):
    total = sum(ratings[n] for n in NAMES)
    return {"value": total / 16, "total": total}


iqcode.__parameters__ = NAMES  # core.versions.parameter_names reads it


def interpret(score):
    if score < 3.31:
        return f"IQCODE {score:.2f} (< 3.31): cognitive decline not indicated"
    if score <= 3.38:
        return (f"IQCODE {score:.2f} (3.31-3.38): borderline, possible cognitive impairment "
                "(Jorm 1994's cut-off 3.31/3.38 lies here)")
    return f"IQCODE {score:.2f} (> 3.38): significant cognitive impairment likely"


CALCULATOR = Calculator(
    id="iqcode",
    name="Informant Questionnaire on Cognitive Decline in the Elderly (IQCODE)",
    aliases=["IQCODE", "Short IQCODE", "IQCODE-16", "IQCODE short form"],
    specialty="neurology",
    description=("Informant-rated change in 16 everyday cognitive activities over the past 10 "
                 "years (1 much improved - 5 much worse); the score is the mean, 1-5 (3 = no "
                 "change)."),
    keywords=["dementia screening", "cognitive decline", "informant questionnaire",
              "Alzheimer disease", "memory", "family reported cognitive decline",
              "informant dementia screen", "memory decline reported by relative",
              "change in everyday thinking over 10 years", "caregiver questionnaire for dementia",
              "screen for dementia using family report"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("jorm_1994_short", dt.date(1994, 2, 1), JORM_1994, iqcode,
                      notes="16-item short form; score = sum of ratings / 16.")],
    output=Output(kind="number", unit="points", decimals=2, range=(1, 5)),
    interpret=interpret,
    references=[JORM_1994, JORM_1989, JORM_2004, MDCALC],
    notes=("Mean of the 16 short-form ratings (Jorm 1994). The IQCODE is distributed "
           "free of charge and described as copyright-free; item wording paraphrased, MDCalc's item "
           "texts accepted as input keys. Interpretation bands as MDCalc and common practice "
           "use them (< 3.31 normal; 3.31-3.38 borderline; > 3.38 impairment likely), around "
           "Jorm's balanced cut-off of 3.31/3.38; higher cut-offs (3.38/3.44 and above) are "
           "used for screening in general populations (Jorm 2004). Jorm allows scoring when "
           "a few items are unanswered (mean of the rest); this calculator requires all 16 "
           "(no item is imputed under missing='absent'). The MedMCP-Calc dev answer (task "
           "medmcp-calc_051_a4f9642d) records 3.4 for ratings whose mean is 57/16 = 3.5625: "
           "a recorded-answer error (the interpretation, impairment likely, is the same)."),
)
