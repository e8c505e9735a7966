"""Osteoporosis Self-Assessment Tool (OST): 0.2 x (weight kg - age years), decimals dropped
(Koh et al. 2001; validated in North American women and in men)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import MALE, age, sex, weight
from medcalc.core.vector import floor, where

KOH_2001 = Reference(
    "Koh LK, Sedrine WB, Torralba TP, et al. A simple tool to identify Asian women at increased "
    "risk of osteoporosis. Osteoporos Int. 2001;12(8):699-705 (index 0.2 x (weight - age), "
    "decimal digits disregarded).", doi="10.1007/s001980170070")
GEUSENS_2002 = Reference(
    "Geusens P, Hochberg MC, van der Voort DJ, et al. Performance of risk indices for "
    "identifying low bone density in postmenopausal women. Mayo Clin Proc. 2002;77(7):629-637 "
    "(OST in North American women; BMD testing below 2).", doi="10.4065/77.7.629")
CADARETTE_2004 = Reference(
    "Cadarette SM, McIsaac WJ, Hawker GA, et al. The validity of decision rules for selecting "
    "women with primary osteoporosis for bone mineral density testing. Osteoporos Int. "
    "2004;15(5):361-366 (OST risk groups: > 1 low, -3 to 1 moderate, < -3 high).",
    doi="10.1007/s00198-003-1552-7")
ADLER_2003 = Reference(
    "Adler RA, Tran MT, Petkov VI. Performance of the Osteoporosis Self-assessment Screening "
    "Tool for osteoporosis in American men. Mayo Clin Proc. 2003;78(6):723-727 (men: BMD "
    "testing for OST < 4).", doi="10.4065/78.6.723")
MDCALC = Reference("MDCalc. Osteoporosis Self Assessment Tool (OST): output recorded in "
                   "MedMCP-Calc dev task medmcp-calc_034_8254f7f5 (female, 68 y, 114.6 lb -> "
                   "-3, intermediate).")



def ost(weight, age, sex):
    raw = (weight - age) / 5.0  # = 0.2 x (weight - age)
    index = where(raw >= 0, floor(raw), -floor(-raw))  # decimals disregarded (toward zero)
    women = where(index < -3, "women_high", where(index <= 1, "women_moderate", "women_low"))
    men = where(index < 4, "men_increased", "men_low")
    return {"value": index, "unrounded": raw, "risk": where(sex == MALE, men, women)}


TEXT = {
    "women_high": "OST < -3 (women): high risk of osteoporosis; BMD testing advised",
    "women_moderate": "OST -3 to 1 (women): intermediate risk of osteoporosis; BMD testing "
                      "advised",
    "women_low": "OST > 1 (women): low risk of osteoporosis",
    "men_increased": "OST < 4 (men): increased risk of osteoporosis; BMD testing advised",
    "men_low": "OST >= 4 (men): low risk of osteoporosis",
}


def interpret(value, breakdown):
    return TEXT.get(breakdown.get("risk"))


CALCULATOR = Calculator(
    id="ost",
    name="Osteoporosis Self Assessment Tool (OST)",
    aliases=["OST", "Osteoporosis Self-Assessment Tool", "Osteoporosis Self Assessment Tool",
             "OST score"],
    specialty="endocrinology_metabolism",
    description="0.2 x (weight in kg - age in years) with the decimals dropped: selects women "
                "(< -3 high, -3 to 1 intermediate, > 1 low risk) and men (< 4) for BMD testing.",
    keywords=["osteoporosis", "screening", "bone mineral density", "DXA", "postmenopausal women",
              "men", "osteoporosis screening from weight and age", "who needs DXA scan",
              "bone density referral men and women", "simple osteoporosis self-check",
              "low bone mass likelihood", "osteoporosis prescreen"],
    features=[weight(range=(20.0, 300.0), labels=("Weight (lbs)", "Weight")),
              age(range=(18.0, 120.0), labels=("Age, years",)),
              sex(labels=("Sex",))],
    versions=[Version("koh_2001", dt.date(2001, 8, 1), KOH_2001, ost,
                      notes="Index 0.2 x (weight - age), decimal digits dropped; women's risk "
                            "groups per Cadarette 2004 (< -3, -3 to 1, > 1), men's threshold "
                            "< 4 per Adler 2003.")],
    output=Output(kind="integer", unit=None, description="OST index (integer)"),
    interpret=interpret,
    references=[KOH_2001, GEUSENS_2002, CADARETTE_2004, ADLER_2003, MDCALC],
    notes="Koh 2001 defined the index (derived in Asian women as OSTA) as 0.2 x (weight kg - "
          "age years) with the digits after the decimal point disregarded (truncated toward "
          "zero: -3.2 -> -3, as MDCalc displays). For women the three risk groups of the North "
          "American validations (Geusens 2002, Cadarette 2004) are used: < -3 high, -3 to 1 "
          "intermediate, > 1 low (BMD testing below 2). For men Adler 2003 advise BMD testing "
          "below 4; only that split is reported. The Chinese guideline bands for OSTA (< -4, "
          "-4 to -1, > -1) are calculator osta. Weight in lb is converted to kg before the "
          "index.",
)
