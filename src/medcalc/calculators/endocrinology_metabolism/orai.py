"""Osteoporosis Risk Assessment Instrument (ORAI; Cadarette et al., CMAJ 2000): age, weight and
current estrogen use select postmenopausal women for bone densitometry (score >= 9)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Output, Reference, Version, banded,
                          criterion, points_total)
from medcalc.core.common import age, weight

CADARETTE_2000 = Reference(
    "Cadarette SM, Jaglal SB, Kreiger N, McIsaac WJ, Darlington GA, Tu JV. Development and "
    "validation of the Osteoporosis Risk Assessment Instrument to facilitate selection of women "
    "for bone densitometry. CMAJ. 2000;162(9):1289-1294.",
    url="https://pubmed.ncbi.nlm.nih.gov/10813010/")
MDCALC = Reference("MDCalc. Osteoporosis Risk Assessment Instrument (ORAI): output recorded in "
                   "MedMCP-Calc dev task medmcp-calc_034_8254f7f5 (68 y, 52 kg, no estrogen -> "
                   "20, densitometry advised).")

AGE = banded("age_points", "Age, years", "age", (
    Band("lt_55", "< 55", 0, lt=55, aliases=("<55 years",)),
    Band("55_to_64", "55-64", 5, ge=55, lt=65, aliases=("55-64 years",)),
    Band("65_to_74", "65-74", 9, ge=65, lt=75, aliases=("65-74 years",)),
    Band("ge_75", ">= 75", 15, ge=75, aliases=("≥75 years",)),
), aliases=("Age",))
WEIGHT = banded("weight_points", "Weight, kg", "weight", (
    Band("lt_60", "< 60 kg", 9, lt=60, aliases=("<60",)),
    Band("60_to_69", "60-69.9 kg", 3, ge=60, lt=70, aliases=("60-69.9", "60-69 kg")),
    Band("ge_70", ">= 70 kg", 0, ge=70, aliases=(">=70", "≥70 kg")),
), aliases=("Weight (kg)", "Weight"))
ESTROGEN = criterion("estrogen_points", "Current estrogen use", "estrogen_use", points=0,
                     no_points=2, aliases=("Current estrogen use?", "Estrogen use",
                                           "Current HRT"))
ITEMS = (AGE, WEIGHT, ESTROGEN)
orai = points_total(ITEMS)


def interpret(score):
    if score >= 9:
        return "ORAI >= 9: bone densitometry recommended"
    return "ORAI < 9: bone densitometry not indicated by ORAI (low likelihood of low BMD)"


CALCULATOR = Calculator(
    id="orai",
    name="Osteoporosis Risk Assessment Instrument (ORAI)",
    aliases=["ORAI", "Osteoporosis Risk Assessment Instrument"],
    specialty="endocrinology_metabolism",
    description="Age (0-15), weight (0-9) and no current estrogen use (2): score >= 9 selects "
                "postmenopausal women for bone densitometry (0-26 points).",
    keywords=["osteoporosis", "screening", "bone mineral density", "DXA", "postmenopausal women",
              "densitometry", "who needs bone density test", "osteoporosis screening in women",
              "select women for DXA", "low bone density likelihood",
              "postmenopausal bone scan referral", "age weight estrogen osteoporosis screen"],
    features=[age(range=(18.0, 120.0), labels=("Age, years",)),
              weight(range=(20.0, 300.0), labels=("Weight (lbs)",)),
              Boolean(name="estrogen_use", description="Current estrogen (hormone) therapy",
                      labels=("Current estrogen use",))],
    items=list(ITEMS),
    versions=[Version("cadarette_2000", dt.date(2000, 5, 2), CADARETTE_2000, orai,
                      notes="Age < 55: 0, 55-64: 5, 65-74: 9, >= 75: 15; weight < 60 kg: 9, "
                            "60-69.9: 3, >= 70: 0; not currently on estrogen: 2; >= 9 -> BMD.")],
    output=Output(kind="integer", unit="points", range=(0, 26)),
    interpret=interpret,
    references=[CADARETTE_2000, MDCALC],
    notes="Derived in Canadian postmenopausal women aged 45 and over (Cadarette 2000). Weight "
          "bands read as printed (< 60, 60-69.9, >= 70 kg); weight in lb is converted. Under "
          "missing='absent' an unmentioned estrogen use counts as none (2 points). Same points "
          "and threshold as MDCalc.",
)
