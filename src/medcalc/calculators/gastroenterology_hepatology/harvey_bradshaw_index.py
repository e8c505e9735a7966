"""Harvey-Bradshaw Index of Crohn's disease activity (Harvey & Bradshaw, Lancet 1980): general
well-being, abdominal pain, liquid stools, abdominal mass and complications."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Count, Output, Reference, Version, from_category

HARVEY_1980 = Reference(
    "Harvey RF, Bradshaw JM. A simple index of Crohn's-disease activity. Lancet. "
    "1980;1(8167):514.", doi="10.1016/s0140-6736(80)92767-1",
    url="https://pubmed.ncbi.nlm.nih.gov/6102236/")
BEST_2006 = Reference(
    "Best WR. Predicting the Crohn's disease activity index from the Harvey-Bradshaw Index. "
    "Inflamm Bowel Dis. 2006;12(4):304-310 (HBI < 5 remission, 5-7 mild, 8-16 moderate, > 16 "
    "severe).", doi="10.1097/01.MIB.0000215091.77492.2a")
MDCALC = Reference("MDCalc. Harvey-Bradshaw Index (HBI) for Crohn's Disease.")

WELL_BEING = Category(
    name="general_well_being", labels=("General well-being",),
    description="General well-being (previous day)",
    choices=(Choice("very_well", "Very well (0)", 0, aliases=("Very well",)),
             Choice("slightly_below_par", "Slightly below par (+1)", 1,
                    aliases=("Slightly below par",)),
             Choice("poor", "Poor (+2)", 2, aliases=("Poor",)),
             Choice("very_poor", "Very poor (+3)", 3, aliases=("Very poor",)),
             Choice("terrible", "Terrible (+4)", 4, aliases=("Terrible",))))
PAIN = Category(
    name="abdominal_pain", labels=("Abdominal pain",), description="Abdominal pain (previous day)",
    choices=(Choice("none", "None (0)", 0, aliases=("None",)),
             Choice("mild", "Mild (+1)", 1, aliases=("Mild",)),
             Choice("moderate", "Moderate (+2)", 2, aliases=("Moderate",)),
             Choice("severe", "Severe (+3)", 3, aliases=("Severe",))))
MASS = Category(
    name="abdominal_mass", labels=("Abdominal mass",), description="Abdominal mass",
    choices=(Choice("none", "None (0)", 0, aliases=("None",)),
             Choice("dubious", "Dubious (+1)", 1, aliases=("Dubious",)),
             Choice("definite", "Definite (+2)", 2, aliases=("Definite",)),
             Choice("definite_tender", "Definite and tender (+3)", 3,
                    aliases=("Definite and tender",))))
COMPLICATIONS = ("arthralgia", "uveitis", "erythema_nodosum", "aphthous_ulcers",
                 "pyoderma_gangrenosum", "anal_fissure", "new_fistula", "abscess")
ITEMS = tuple(from_category(c, c.labels[0]) for c in (WELL_BEING, PAIN, MASS))


def hbi(general_well_being, abdominal_pain, abdominal_mass, liquid_stools, arthralgia, uveitis,
        erythema_nodosum, aphthous_ulcers, pyoderma_gangrenosum, anal_fissure, new_fistula,
        abscess):
    complications = (arthralgia * 1 + uveitis * 1 + erythema_nodosum * 1 + aphthous_ulcers * 1
                     + pyoderma_gangrenosum * 1 + anal_fissure * 1 + new_fistula * 1 + abscess * 1)
    return {"value": general_well_being + abdominal_pain + abdominal_mass + liquid_stools
            + complications, "complications": complications}


def interpret(score):
    if score < 5:
        return f"HBI {score}: clinical remission (< 5)"
    if score <= 7:
        return f"HBI {score}: mild disease (5-7)"
    if score <= 16:
        return f"HBI {score}: moderate disease (8-16)"
    return f"HBI {score}: severe disease (> 16)"


CALCULATOR = Calculator(
    id="harvey_bradshaw_index",
    name="Harvey-Bradshaw Index (HBI) for Crohn's Disease",
    aliases=["Harvey-Bradshaw Index", "HBI", "Harvey Bradshaw index Crohn's"],
    specialty="gastroenterology_hepatology",
    description="Crohn's disease activity from the previous day: well-being (0-4), abdominal "
                "pain (0-3), liquid stools (1 each), abdominal mass (0-3), complications (1 "
                "each).",
    keywords=["Crohn's disease", "IBD", "disease activity", "remission",
              "Crohn disease activity simple", "quick Crohn flare score", "Crohn remission check",
              "bedside Crohn disease activity", "Crohn symptoms severity",
              "Crohn activity without labs"],
    features=[WELL_BEING, PAIN, MASS,
              Count(name="liquid_stools", range=(0, 60),
                    description="Number of liquid or soft stools on the previous day",
                    labels=("Number of liquid stools per day", "Liquid stools")),
              *(Boolean(name=c, required=False, default=False, absent=False,
                        description=f"Complication: {c.replace('_', ' ')}")
                for c in COMPLICATIONS)],
    items=list(ITEMS),
    versions=[Version("harvey_bradshaw_1980", dt.date(1980, 3, 8), HARVEY_1980, hbi,
                      notes="Well-being 0-4; pain 0-3; liquid stools 1 per stool; mass 0-3; 1 "
                            "per complication (arthralgia, uveitis, erythema nodosum, aphthous "
                            "ulcers, pyoderma gangrenosum, anal fissure, new fistula, "
                            "abscess).")],
    output=Output(kind="integer", unit="points", range=(0, float("inf"))),
    interpret=interpret,
    references=[HARVEY_1980, BEST_2006, MDCALC],
    notes="Items as Harvey & Bradshaw 1980. Activity bands (< 5 remission, 5-7 mild, 8-16 "
          "moderate, > 16 severe) from Best 2006, as MDCalc. Complications are optional yes/no "
          "inputs (default no).",
)
