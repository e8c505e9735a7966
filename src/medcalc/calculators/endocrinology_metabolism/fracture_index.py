"""FRACTURE Index (Black et al., Osteoporos Int 2001): 5-year hip fracture risk in
postmenopausal women from age, fracture history, maternal hip fracture, weight, smoking, use of
the arms to stand, and total hip BMD."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.endocrinology_w4 import (BLACK_2001, ITEMS_WITH_BMD, fracture_features,
                                               risk_group)

MDCALC = Reference("MDCalc. FRACTURE Index: outputs recorded in MedMCP-Calc dev tasks "
                   "medmcp-calc_007_b1dac2e0 (9 points, 8.7% 5-year hip fracture risk) and "
                   "medmcp-calc_034_8254f7f5 (7 points, 3.9%).")

fracture_index = points_total(ITEMS_WITH_BMD)


def interpret(score):
    row = risk_group(score)
    if row is None:
        return ("FRACTURE Index 0 (with BMD): below the lowest tabulated group (1-2 points: "
                "5-year hip fracture risk 0.4%)")
    span = f"{row[0]}" if row[0] == row[1] else f"{row[0]}-{row[1]}"
    return f"score group {span} (with BMD): 5-year hip fracture risk {row[3]}%"


CALCULATOR = Calculator(
    id="fracture_index",
    name="FRACTURE Index",
    aliases=["FRACTURE Index", "Fracture Index", "Black fracture index"],
    specialty="endocrinology_metabolism",
    description="FRACTURE Index with total hip BMD (0-15 points) and the matching 5-year hip "
                "fracture risk in postmenopausal women (Black 2001).",
    keywords=["osteoporosis", "hip fracture", "fracture risk", "postmenopausal women",
              "bone mineral density", "falls", "five-year hip fracture risk",
              "hip fracture risk postmenopausal", "osteoporotic fracture prediction women",
              "fall and fracture risk older women", "hip fracture probability with T-score",
              "who needs osteoporosis therapy"],
    features=fracture_features(("BMD results: total hip T-score (numeric)",)),
    items=list(ITEMS_WITH_BMD),
    versions=[Version("black_2001", dt.date(2001, 7, 1), BLACK_2001, fracture_index,
                      notes="Age < 65: 0 ... >= 85: 5; fracture after 50: 1; maternal hip "
                            "fracture after 50: 1; weight <= 125 lb: 1; current smoker: 1; arms "
                            "to stand: 2; hip T-score >= -1: 0, -1 to -2: 2, -2 to -2.5: 3, "
                            "< -2.5: 4.")],
    output=Output(kind="integer", unit="points", range=(0, 15)),
    interpret=interpret,
    references=[BLACK_2001, MDCALC],
    notes="The version of the index with BMD (0-15 points), from the SOF cohort (Black 2001), "
          "with its 5-year hip fracture risk by score group (1-2: 0.4%, 3-4: 0.9%, 5: 1.9%, "
          "6-7: 3.9%, 8-15: 8.7%); non-vertebral and vertebral risks of the same table are "
          "given by fracture_risk_women_known_bmd. The form without BMD (0-11 points, its own "
          "risk table) is not implemented: the hip T-score is required. T-score bands as "
          "printed (>= -1, -1 to -2, -2 to -2.5, < -2.5); exactly -2.5 scores 3 here (some "
          "forms print '<= -2.5' for 4 points; only T = -2.5 differs). Weight criterion <= 125 "
          "lb (56.7 kg) as on MDCalc's form; some forms print '< 125 lb'. Under missing='absent' "
          "an unmentioned yes/no question counts as no (MDCalc's 'No/don't know').",
)
