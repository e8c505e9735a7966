"""4AT: rapid bedside screening for delirium (alertness, AMT4, attention, acute change; 0-12)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category, points_total

BELLELLI_2014 = Reference(
    "Bellelli G, Morandi A, Davis DH, Mazzola P, Turco R, Gentile S, Ryan T, Cash H, Guerini F, "
    "Torpilliesi T, Del Santo F, Trabucchi M, Annoni G, MacLullich AM. Validation of the 4AT, a "
    "new instrument for rapid delirium screening: a study in 234 hospitalised older people. "
    "Age Ageing. 2014;43(4):496-502.",
    doi="10.1093/ageing/afu021")
TIEGES_2021 = Reference(
    "Tieges Z, Maclullich AMJ, Anand A, et al. Diagnostic accuracy of the 4AT for delirium "
    "detection in older adults: systematic review and meta-analysis. Age Ageing. "
    "2021;50(3):733-743.")
FOUR_AT_SITE = Reference(
    "The 4AT - rapid clinical test for delirium (official site; the test is free to download "
    "and use, version 1.2).", url="https://www.the4at.com/")
MDCALC = Reference("MDCalc. 4 A's Test for Delirium Screening (4AT).")

ALERTNESS = Category(
    name="alertness",
    labels=("Alertness",),
    description="[1] Alertness (0 normal or briefly sleepy after waking; 4 clearly abnormal)",
    definition="Observed at the bedside: fully alert and not agitated, or mild sleepiness for "
               "under 10 seconds after waking then normal, scores 0; clearly abnormal "
               "(drowsy, hard to rouse, or agitated/hyperactive) scores 4.",
    choices=(
        Choice("normal", "Normal (fully alert, not agitated)", 0,
               aliases=("normal", "fully alert", "alert")),
        Choice("mild_sleepiness", "Mild sleepiness for < 10 seconds after waking, then normal",
               0, aliases=("mild sleepiness", "mild sleepiness <10 seconds after waking")),
        Choice("clearly_abnormal", "Clearly abnormal", 4,
               aliases=("abnormal", "clearly abnormal", "drowsy", "agitated")),
    ),
)
AMT4 = Category(
    name="amt4",
    labels=("AMT4 (Age, DOB, place, current year)", "AMT4"),
    description="[2] AMT4: age, date of birth, place (hospital or building), current year",
    choices=(
        Choice("no_mistakes", "No mistakes", 0, aliases=("none", "0 mistakes")),
        Choice("one_mistake", "1 mistake", 1, aliases=("one mistake",)),
        Choice("two_or_more", "2 or more mistakes or untestable", 2,
               aliases=("≥2 mistakes or untestable", ">=2 mistakes or untestable",
                        "2 or more mistakes", "≥2 mistakes", "untestable")),
    ),
)
ATTENTION = Category(
    name="attention",
    labels=("Attention (months backward from December)", "Attention (months backwards)",
            "Attention"),
    description="[3] Attention: months of the year backwards from December",
    definition="7 or more months named correctly scores 0; starts but names fewer than 7, or "
               "refuses, scores 1; cannot start (unwell, drowsy, inattentive) scores 2.",
    choices=(
        Choice("seven_or_more", "7 months or more correctly", 0,
               aliases=("≥7 months correctly", "achieves 7 months or more correctly",
                        ">=7 months", "≥7 months")),
        Choice("fewer_than_seven", "Starts but scores < 7 months, or refuses to start", 1,
               aliases=("starts but scores <7 months or refuses to start",
                        "<7 months or refuses", "<7 months", "refuses")),
        Choice("untestable", "Untestable (cannot start: unwell, drowsy, inattentive)", 2,
               aliases=("untestable",)),
    ),
)
ACUTE_CHANGE = Category(
    name="acute_change",
    labels=("Acute change or fluctuating course (last 2 weeks, persisting in last 24h)",
            "Acute change or fluctuating course"),
    description="[4] Acute change or fluctuating course in alertness, cognition or other "
                "mental function arising over the last 2 weeks and still present in the last "
                "24 hours",
    choices=(
        Choice("no", "No", 0, aliases=("absent",)),
        Choice("yes", "Yes", 4, aliases=("present",)),
    ),
)
CATEGORIES = (ALERTNESS, AMT4, ATTENTION, ACUTE_CHANGE)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)
four_at = points_total(ITEMS)


def interpret(score):
    if score >= 4:
        return "4AT >= 4: possible delirium +/- cognitive impairment"
    if score >= 1:
        return "4AT 1-3: possible cognitive impairment"
    return ("4AT 0: delirium or severe cognitive impairment unlikely (delirium still possible "
            "if the acute-change information is incomplete)")


CALCULATOR = Calculator(
    id="four_at",
    name="4 A's Test for Delirium Screening",
    aliases=["4 A’s Test for Delirium Screening", "4AT (4 A's Test) for Delirium Screening",
             "4AT Rapid Delirium Screening", "4AT", "4 A's Test", "4AT delirium"],
    specialty="neurology",
    description=("Rapid delirium screen: alertness, AMT4, attention (months backwards) and acute "
                 "change or fluctuating course, 0-12; >= 4 possible delirium."),
    keywords=["delirium", "delirium screening", "acute confusion", "cognitive impairment",
              "older inpatients", "AMT4", "rapid delirium screen",
              "quick check for acute confusion", "delirium in older inpatients",
              "bedside delirium test", "alertness and attention screen",
              "acute change in mental status screen", "delirium versus dementia screening"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("bellelli_2014", dt.date(2014, 7, 1), BELLELLI_2014, four_at,
                      notes="Alertness 0/4; AMT4 0/1/2; attention 0/1/2; acute change 0/4; "
                            "total 0-12 (4AT version 1.2).")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[BELLELLI_2014, TIEGES_2021, FOUR_AT_SITE, MDCALC],
    notes=("Scoring and bands (>= 4 possible delirium; 1-3 possible cognitive impairment; 0 "
           "unlikely) as in Bellelli 2014 and the 4AT form; the 4AT is free to use (the4at.com). "
           "Item wording here is paraphrased. No item is imputed under missing='absent': each "
           "is a test that must be done. Same scoring as MDCalc."),
)
