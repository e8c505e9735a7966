"""Ulcerative Colitis Endoscopic Index of Severity (UCEIS; Travis et al., Gut 2012): vascular
pattern (0-2), bleeding (0-3) and erosions/ulcers (0-3), 0-8."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

TRAVIS_2012 = Reference(
    "Travis SP, Schnell D, Krzeski P, et al. Developing an instrument to assess the endoscopic "
    "severity of ulcerative colitis: the Ulcerative Colitis Endoscopic Index of Severity (UCEIS). "
    "Gut. 2012;61(4):535-542.", doi="10.1136/gutjnl-2011-300486",
    url="https://pubmed.ncbi.nlm.nih.gov/21997563/")
TRAVIS_2013 = Reference(
    "Travis SP, Schnell D, Krzeski P, et al. Reliability and initial validation of the "
    "ulcerative colitis endoscopic index of severity. Gastroenterology. 2013;145(5):987-995.",
    doi="10.1053/j.gastro.2013.07.024")
MDCALC = Reference("MDCalc. Ulcerative Colitis Endoscopic Index of Severity (UCEIS).")

VASCULAR = Category(
    name="vascular_pattern", labels=("Vascular pattern",),
    description="Vascular pattern at the worst-affected area",
    choices=(
        Choice("normal", "Normal (0)", 0, aliases=("Normal", "normal vascular pattern")),
        Choice("patchy", "Patchy obliteration (+1)", 1, aliases=("Patchy obliteration",)),
        Choice("obliterated", "Obliterated (+2)", 2, aliases=("Obliterated",)),
    ))
BLEEDING = Category(
    name="bleeding", labels=("Bleeding",), description="Bleeding at endoscopy",
    choices=(
        Choice("none", "None (0)", 0, aliases=("None", "no bleeding")),
        Choice("mucosal", "Mucosal (+1)", 1, aliases=("Mucosal",)),
        Choice("luminal_mild", "Luminal mild (+2)", 2, aliases=("Luminal mild",)),
        Choice("luminal_moderate_severe", "Luminal moderate or severe (+3)", 3,
               aliases=("Luminal moderate or severe", "luminal moderate", "luminal severe")),
    ))
EROSIONS = Category(
    name="erosions_ulcers", labels=("Erosions and ulcers",),
    description="Erosions and ulcers",
    choices=(
        Choice("none", "None (0)", 0, aliases=("None",)),
        Choice("erosions", "Erosions (+1)", 1, aliases=("Erosions",)),
        Choice("superficial_ulcer", "Superficial ulcer (+2)", 2, aliases=("Superficial ulcer",)),
        Choice("deep_ulcer", "Deep ulcer (+3)", 3, aliases=("Deep ulcer",)),
    ))
CATEGORIES = (VASCULAR, BLEEDING, EROSIONS)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def uceis(vascular_pattern, bleeding, erosions_ulcers):
    return {"value": vascular_pattern + bleeding + erosions_ulcers,
            "vascular_pattern": vascular_pattern, "bleeding": bleeding,
            "erosions_ulcers": erosions_ulcers}


def interpret(score):
    if score <= 1:
        return f"UCEIS {score}: remission (0-1)"
    if score <= 4:
        return f"UCEIS {score}: mild endoscopic activity (2-4)"
    if score <= 6:
        return f"UCEIS {score}: moderate endoscopic activity (5-6)"
    return f"UCEIS {score}: severe endoscopic activity (7-8)"


CALCULATOR = Calculator(
    id="uceis",
    name="Ulcerative Colitis Endoscopic Index of Severity (UCEIS)",
    aliases=["UCEIS", "UCEIS score", "Ulcerative Colitis Endoscopic Index of Severity"],
    specialty="gastroenterology_hepatology",
    description="Endoscopic severity of ulcerative colitis (0-8) from vascular pattern, "
                "bleeding and erosions/ulcers at the most severely affected area.",
    keywords=["ulcerative colitis", "endoscopy", "sigmoidoscopy", "IBD", "mucosal healing",
              "endoscopic severity ulcerative colitis", "colitis mucosal severity on scope",
              "mucosal healing assessment UC", "UC endoscopy grading",
              "vascular pattern bleeding ulcers", "sigmoidoscopy colitis grading"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("travis_2012", dt.date(2012, 4, 1), TRAVIS_2012, uceis,
                      notes="Three descriptors (vascular pattern 0-2, bleeding 0-3, erosions "
                            "and ulcers 0-3), scored at the most severe area; 0-8.")],
    output=Output(kind="integer", unit="points", range=(0, 8)),
    interpret=interpret,
    references=[TRAVIS_2012, TRAVIS_2013, MDCALC],
    notes="Descriptor levels as Travis 2012 (three-descriptor UCEIS, 0-8; the earlier "
          "development version weighted 0-11 is not used). Descriptor wording condensed. The "
          "severity bands (0-1 remission, 2-4 mild, 5-6 moderate, 7-8 severe) are the ones MDCalc "
          "and later validation work use; Travis 2012 itself reports only the score.",
)
