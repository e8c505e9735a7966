"""Osteoporosis Index of Risk (OSIRIS; Sedrine et al., Gynecol Endocrinol 2002):
0.2 x (weight kg - age years) + 2 if current HRT - 2 if prior low-impact fracture."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Output, Reference, Variant, Version, criterion)
from medcalc.core.common import age, weight
from medcalc.core.vector import floor

SEDRINE_2002 = Reference(
    "Sedrine WB, Chevallier T, Zegels B, et al. Development and assessment of the Osteoporosis "
    "Index of Risk (OSIRIS) to facilitate selection of women for bone densitometry. Gynecol "
    "Endocrinol. 2002;16(3):245-250 (cut-offs +1 and -3).", doi="10.1080/gye.16.3.245.250",
    url="https://pubmed.ncbi.nlm.nih.gov/12192897/")
LOINC = Reference("LOINC 98136-5 Total score Osteoporosis Index of Risk (Regenstrief): score = "
                  "-0.2 x age + 0.2 x weight (kg) + 2 if current estrogen use - 2 if prior "
                  "low-impact fracture.", url="https://loinc.org/98136-5")
MDCALC = Reference("MDCalc. Osteoporosis Index of Risk (OSIRIS): outputs recorded in MedMCP-Calc "
                   "dev tasks medmcp-calc_007_b1dac2e0 (68 y, 118 lb, fracture -> -5, high) and "
                   "medmcp-calc_034_8254f7f5 (68 y, 114.6 lb, fracture -> -5, high).")

HRT = criterion("hrt_points", "Current hormone replacement therapy", "hrt_use", points=2,
                aliases=("Current HRT", "Current estrogen use", "Current HRT use"))
FRACTURE = criterion("fracture_points", "Prior low-impact fracture", "prior_fracture", points=-2,
                     aliases=("Prior low impact fracture", "History of low-impact fracture"))
ITEMS = (HRT, FRACTURE)
SOURCE = Variant("source", "Sedrine 2002 index as published: 0.2 x (weight - age) unrounded",
                 SEDRINE_2002)
ROUNDED = Variant("rounded", "MDCalc's display: 0.2 x (weight - age) rounded to the nearest "
                  "integer before the HRT and fracture points", MDCALC)


def osiris(weight, age, hrt_points, fracture_points):
    base = (weight - age) / 5.0  # = 0.2 x (weight - age), exact at integers
    return {"value": base + hrt_points + fracture_points, "weight_age_term": base,
            "hrt_points": hrt_points, "fracture_points": fracture_points}


def osiris_rounded(weight, age, hrt_points, fracture_points):
    base = floor((weight - age) / 5.0 + 0.5)
    return {"value": base + hrt_points + fracture_points, "weight_age_term": base,
            "hrt_points": hrt_points, "fracture_points": fracture_points}


def interpret(value):
    if value > 1:
        return "OSIRIS > +1: low risk of osteoporosis (densitometry may be postponed)"
    if value >= -3:
        return "OSIRIS -3 to +1: intermediate risk of osteoporosis (densitometry advised)"
    return "OSIRIS < -3: high risk of osteoporosis"


CALCULATOR = Calculator(
    id="osiris",
    name="Osteoporosis Index of Risk (OSIRIS)",
    aliases=["OSIRIS", "Osteoporosis Index of Risk"],
    specialty="endocrinology_metabolism",
    description="0.2 x (weight in kg - age in years), + 2 with current HRT, - 2 after a prior "
                "low-impact fracture: osteoporosis risk in postmenopausal women (> +1 low, -3 to "
                "+1 intermediate, < -3 high).",
    keywords=["osteoporosis", "screening", "postmenopausal women", "bone densitometry", "DXA",
              "osteoporosis likelihood in older women", "need for bone densitometry",
              "weight age hormone therapy osteoporosis", "low bone mass screening women",
              "select postmenopausal women for DXA", "osteoporosis prescreening index"],
    features=[weight(range=(20.0, 300.0), labels=("Weight (lbs)", "Weight (kg)")),
              age(range=(18.0, 120.0), labels=("Age, years",)),
              Boolean(name="hrt_use", description="Current hormone replacement (estrogen) therapy"),
              Boolean(name="prior_fracture", description="Prior low-impact (fragility) fracture")],
    items=list(ITEMS),
    versions=[Version("sedrine_2002", dt.date(2002, 6, 1), SEDRINE_2002, osiris, variant="source",
                      notes="Unrounded 0.2 x (weight - age) + 2 HRT - 2 fracture."),
              Version("sedrine_2002_rounded", dt.date(2002, 6, 1), MDCALC, osiris_rounded,
                      variant="rounded",
                      notes="Weight-age term rounded half up to an integer (MDCalc).")],
    variants=[SOURCE, ROUNDED],
    default_version="sedrine_2002",
    # No bound in the source; these follow from the plausible weight (20-300 kg) and age
    # (18-120 y) ranges: (20 - 120) / 5 - 2 = -22 and (300 - 18) / 5 + 2 = 58.4.
    output=Output(unit="points", decimals=1, range=(-22.0, 58.4)),
    interpret=interpret,
    references=[SEDRINE_2002, LOINC, MDCALC],
    notes="Sedrine 2002 and LOINC give the index as -0.2 x age + 0.2 x weight (kg) + 2 (current "
          "HRT) - 2 (prior low-impact fracture) without rounding; that is the default. Risk "
          "groups from the paper: > +1 low, -3 to +1 intermediate (both ends included here), "
          "< -3 high. MDCalc shows an integer: both recorded dev answers (68 y, 118 lb and "
          "114.6 lb, fracture, no HRT: -4.896 and -5.204 unrounded) display -5, which matches "
          "rounding the weight-age term to the nearest integer (-3) before adding -2; "
          "truncation toward zero would give -4 for the first. That convention is the variant "
          "'rounded'. The risk group agrees (high) either way for those answers; the two differ "
          "only when rounding moves the index across -3 or +1.",
)
