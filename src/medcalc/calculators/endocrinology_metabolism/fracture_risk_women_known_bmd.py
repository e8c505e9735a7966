"""Fracture risk for women with known BMD: the FRACTURE Index with BMD (Black et al., Osteoporos
Int 2001) and its 5-year non-vertebral, hip and vertebral fracture risks."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.core.vector import where
from medcalc.formulas.endocrinology_w4 import (BLACK_2001, ITEMS_WITH_BMD, RISK_WITH_BMD,
                                               fracture_features)

MDCALC = Reference("MDCalc. Fracture Risk for Women with Known Bone Mineral Density (BMD): "
                   "output recorded in MedMCP-Calc dev task medmcp-calc_034_8254f7f5 (7 points; "
                   "5-year non-vertebral 19.8%, hip 3.9%, vertebral 7.1%).")

_total = points_total(ITEMS_WITH_BMD)


def _lookup(score, column):
    out = float("nan")  # score 0: not tabulated
    for row in RISK_WITH_BMD:
        out = where((score >= row[0]) & (score <= row[1]), row[column], out)
    return out


def fracture_risk(**points):
    result = _total(**points)
    score = result["value"]
    result["nonvertebral_risk_5y_percent"] = _lookup(score, 2)
    result["hip_risk_5y_percent"] = _lookup(score, 3)
    result["vertebral_risk_5y_percent"] = _lookup(score, 4)
    return result


fracture_risk.__parameters__ = _total.__parameters__


def interpret(score, breakdown):
    nv = breakdown.get("nonvertebral_risk_5y_percent")
    if nv is None or nv != nv:
        return ("score 0: below the lowest tabulated group of Black 2001 (1-2 points: 5-year "
                "non-vertebral 8.6%, hip 0.4%, vertebral 1.2%)")
    return (f"5-year fracture risk: non-vertebral {nv}%, hip "
            f"{breakdown['hip_risk_5y_percent']}%, vertebral "
            f"{breakdown['vertebral_risk_5y_percent']}%")


CALCULATOR = Calculator(
    id="fracture_risk_women_known_bmd",
    name="Fracture Risk for Women with Known Bone Mineral Density (BMD)",
    aliases=["Fracture Index with BMD", "Bone Fracture Index With Bone Mineral Density",
             "Fracture risk with known BMD"],
    specialty="endocrinology_metabolism",
    description="FRACTURE Index with total hip BMD (0-15 points) and the 5-year non-vertebral, "
                "hip and vertebral fracture risks of its score group (Black 2001).",
    keywords=["osteoporosis", "fracture risk", "hip fracture", "vertebral fracture",
              "postmenopausal women", "bone mineral density",
              "fracture risk with bone density result", "vertebral and hip fracture risk women",
              "five-year nonvertebral fracture risk",
              "osteoporosis fracture probability postmenopausal",
              "fracture prediction using hip BMD", "bone density based fracture risk"],
    features=fracture_features(("Patient Bone Mineral Density T-score (BMD)",)),
    items=list(ITEMS_WITH_BMD),
    versions=[Version("black_2001", dt.date(2001, 7, 1), BLACK_2001, fracture_risk,
                      notes="FRACTURE Index with BMD; risk table 1-2, 3-4, 5, 6-7, 8-15 points.")],
    output=Output(kind="integer", unit="points", range=(0, 15)),
    interpret=interpret,
    references=[BLACK_2001, MDCALC],
    notes="Same points as fracture_index (shared declarations): age bands < 65 to >= 85 (0-5), "
          "fracture after 50 (1), maternal hip fracture after 50 (1), weight <= 125 lb (1), "
          "current smoker (1), arms to stand (2), total hip T-score >= -1 / -1 to -2 / -2 to "
          "-2.5 / < -2.5 (0/2/3/4). The 5-year risks by score group are Black 2001's with-BMD "
          "table (1-2: 8.6/0.4/1.2%; 3-4: 13.1/0.9/2.5%; 5: 16.5/1.9/5.3%; 6-7: 19.8/3.9/7.1%; "
          "8-15: 27.5/8.7/11.2% non-vertebral/hip/vertebral). A score of 0 is below the table's "
          "lowest group: its risks are NaN in the breakdown. MDCalc's form asks 'weight less "
          "than 125 lbs (56.6 kg)'; the FRACTURE Index form uses <= 125 lb, kept here for both "
          "(only exactly 125 lb differs).",
)
