"""Bipolar Spectrum Diagnostic Scale (BSDS; Pies; Ghaemi et al. 2005): number of the 19 story
sentences that fit (1 point each) plus how well the whole story fits (0, 2, 4 or 6); 0-25."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Reference, Version
from medcalc.formulas.psychiatry_w3 import rating

GHAEMI_2005 = Reference(
    "Ghaemi SN, Miller CJ, Berv DA, Klugman J, Rosenquist KJ, Pies RW. Sensitivity and "
    "specificity of a new bipolar spectrum diagnostic scale. J Affect Disord. "
    "2005;84(2-3):273-277.")
MDCALC_BSDS = Reference("MDCalc (mdcalc.com): Bipolar Spectrum Diagnostic Scale (BSDS).")

SENTENCES = Count(name="sentences_checked", range=(0, 19),
                  labels=("Number of sentences checked", "Sentences that apply"),
                  description="Number of the 19 sentences of the story the patient checked as "
                              "applying to them (1 point each)")
FIT, FIT_ITEM = rating("story_fit", "How well the story describes the patient overall", (
    ("not_at_all", "Does not really describe me at all", 0, ("not at all",)),
    ("some_degree", "Fits to some degree, but not in most respects", 2, ("to some degree",)),
    ("fairly_well", "Fits fairly well", 4, ("fairly well",)),
    ("very_well", "Fits very well or almost perfectly", 6, ("very well", "almost perfectly"))),
    aliases=("Story fit", "Overall, how well does the story describe you?"),
    description="Overall fit of the story (0 not at all, 2 to some degree, 4 fairly well, 6 "
                "very well)", absent=False)


def bsds(sentences_checked, story_fit):
    return {"value": sentences_checked + story_fit, "sentences_checked": sentences_checked,
            "story_fit": story_fit}


def interpret(score):
    if score >= 19:
        return f"BSDS {score} (19-25): bipolar spectrum disorder highly likely"
    if score >= 11:
        return (f"BSDS {score} (11-18): moderate probability of bipolar spectrum disorder"
                + ("; >= 13 is the validated positive cut-off" if score >= 13 else ""))
    if score >= 6:
        return f"BSDS {score} (6-10): low probability of bipolar spectrum disorder"
    return f"BSDS {score} (0-5): bipolar spectrum disorder very unlikely"


CALCULATOR = Calculator(
    id="bsds",
    name="Bipolar Spectrum Diagnostic Scale (BSDS)",
    aliases=["BSDS", "Bipolar Spectrum Diagnostic Scale"],
    specialty="psychiatry_addiction",
    description=("Self-report screen for bipolar spectrum disorder: sentences of a story that "
                 "fit (0-19) plus overall fit (0-6), total 0-25; >= 13 positive."),
    keywords=["bipolar disorder", "bipolar spectrum", "bipolar II", "screening", "self-report",
              "screen for bipolar II and soft bipolar", "story based bipolar self report",
              "hidden bipolar in depressed patients", "mood swings screening questionnaire",
              "bipolar spectrum screen", "detect milder forms of bipolar disorder"],
    features=[SENTENCES, FIT],
    items=[FIT_ITEM],
    versions=[Version("ghaemi_2005", dt.date(2005, 2, 1), GHAEMI_2005, bsds,
                      notes="Checked sentences (0-19) + overall fit 0/2/4/6; 0-25; cut-off 13.")],
    output=Output(kind="integer", unit="points", range=(0, 25)),
    interpret=interpret,
    references=[GHAEMI_2005, MDCALC_BSDS],
    notes=(
        "Scoring and the cut-off >= 13 (sensitivity 0.76, specificity 0.85) from Ghaemi 2005; "
        "probability bands (< 6 very unlikely, 6-10 low, 11-18 moderate, >= 19 highly likely) "
        "as the scale's published scoring key. The story itself is not reproduced: give the "
        "number of sentences checked. Licence: author Ronald Pies; published for clinical use "
        "without restriction found."),
)
