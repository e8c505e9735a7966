"""DHAKA (Dehydration: Assessing Kids Accurately) score for children under 5 with acute
diarrhoea (Levine et al., Lancet Glob Health 2015)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, from_category, points_total
from medcalc.formulas.pediatrics_w4 import scored_category

LEVINE_2015 = Reference(
    "Levine AC, Glavis-Bloom J, Modi P, et al. Empirically derived dehydration scoring and "
    "decision tools for children with diarrhea: assessment of accuracy and usability in "
    "Bangladesh (DHAKA study). Lancet Glob Health. 2015;3(7):e405-e418.",
    doi="10.1016/S2214-109X(15)00027-0")
MDCALC = Reference("MDCalc. Dehydration: Assessing Kids Accurately (DHAKA) Score.",
                   url="https://www.mdcalc.com/calc/10201/dehydration-assessing-kids-accurately-dhaka-score")

APPEARANCE = scored_category("general_appearance", ("General appearance",), "General appearance", (
    ("normal", 0, "Normal (0)", ("Normal",)),
    ("restless", 2, "Restless or irritable (+2)", ("Restless/irritable (+2)", "Restless/irritable",
                                                   "irritable", "restless")),
    ("lethargic", 4, "Lethargic or unconscious (+4)", ("Lethargic/unconscious (+4)",
                                                       "Lethargic/unconscious", "lethargic",
                                                       "unconscious")),
))
RESPIRATIONS = scored_category("respirations", ("Respirations",), "Respirations", (
    ("normal", 0, "Normal (0)", ("Normal",)),
    ("deep", 2, "Deep (+2)", ("Deep",)),
))
SKIN_PINCH = scored_category("skin_pinch", ("Skin pinch",), "Skin pinch (turgor)", (
    ("normal", 0, "Normal (0)", ("Normal",)),
    ("slow", 2, "Slow (+2)", ("Slow",)),
    ("very_slow", 4, "Very slow (+4)", ("Very slow",)),
))
TEARS = scored_category("tears", ("Tears",), "Tears", (
    ("normal", 0, "Normal (0)", ("Normal", "present")),
    ("decreased", 1, "Decreased (+1)", ("Decreased",)),
    ("absent", 2, "Absent (+2)", ("Absent",)),
))
CATEGORIES = (APPEARANCE, RESPIRATIONS, SKIN_PINCH, TEARS)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def interpret(score):
    if score <= 1:
        return "0-1: no dehydration"
    if score <= 3:
        return "2-3: some dehydration"
    return "4-12: severe dehydration"


CALCULATOR = Calculator(
    id="dhaka_score",
    name="Dehydration: Assessing Kids Accurately (DHAKA) Score",
    aliases=["DHAKA score", "DHAKA dehydration score"],
    specialty="pediatrics_neonatology",
    description="Dehydration category of a child under 5 years with acute diarrhoea from general "
                "appearance, respirations, skin pinch and tears (0-12 points).",
    keywords=["dehydration", "diarrhea", "gastroenteritis", "children", "low-resource",
              "rehydration", "DHAKA", "dehydration in child with diarrhea",
              "how dehydrated is the child", "pediatric gastroenteritis dehydration",
              "need for rehydration children", "dehydration under five",
              "clinical dehydration category child"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("levine_2015", dt.date(2015, 7, 1), LEVINE_2015, points_total(ITEMS),
                      notes="Appearance 0/2/4, respirations 0/2, skin pinch 0/2/4, tears 0/1/2; "
                            "0-1 none, 2-3 some, >= 4 severe dehydration.")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[LEVINE_2015, MDCALC],
    notes="Levine 2015 (Bangladesh, children < 5 years with acute diarrhoea); categories as in "
          "the source and MDCalc (0-1 no, 2-3 some, >= 4 severe dehydration). Item wording "
          "condensed.",
)
