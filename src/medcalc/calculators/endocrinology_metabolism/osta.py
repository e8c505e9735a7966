"""Osteoporosis Self-Assessment Tool for Asians (OSTA, 亚洲人骨质疏松自我筛查工具):
0.2 x (body weight kg - age years); risk high below -4, medium -4 to -1, low above -1."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import age, weight
from medcalc.formulas.cmedcalc import first_true

KOH_2001 = Reference(
    "Koh LK, Sedrine WB, Torralba TP, et al. A simple tool to identify Asian women at increased "
    "risk of osteoporosis. Osteoporos Int. 2001;12(8):699-705 (OSTA index = 0.2 x (weight - "
    "age); high risk < -4, intermediate -4 to -1, low > -1).", doi="10.1007/s001980170070")
CHINA_2017 = Reference(
    "中华医学会骨质疏松和骨矿盐疾病分会. 原发性骨质疏松症诊疗指南(2017). 中华骨质疏松和骨矿盐疾病杂志. "
    "2017;10(5):413-443 (OSTA 指数 = [体重(kg) - 年龄(岁)] x 0.2; 风险级别: > -1 低, -1~-4 中, "
    "< -4 高).")
MDCALC_OST = Reference(
    "MDCalc. Osteoporosis Self Assessment Tool (OST): output recorded in MedMCP-Calc dev task "
    "medmcp-calc_034_8254f7f5 (female, 68 y, 114.6 lb -> -3, intermediate risk).")


def osta(weight, age):
    index = 0.2 * (weight - age)
    return {"value": index,
            "risk": first_true([index < -4, index <= -1], ["high", "medium"], "low")}


def interpret(index):
    if index < -4:
        return "OSTA < -4: high risk of osteoporosis"
    if index <= -1:
        return "OSTA -4 to -1: medium risk of osteoporosis"
    return "OSTA > -1: low risk of osteoporosis"


CALCULATOR = Calculator(
    id="osta",
    name="Osteoporosis Self-Assessment Tool for Asians (OSTA)",
    aliases=["亚洲人骨质疏松自我筛查工具", "OSTA", "Osteoporosis Self-Assessment Tool for Asians",
             "OSTA指数"],
    specialty="endocrinology_metabolism",
    description="0.2 x (weight in kg - age in years): screening for osteoporosis risk in "
                "postmenopausal Asian women.",
    keywords=["osteoporosis", "screening", "postmenopausal women", "bone mineral density", "DXA",
              "骨质疏松", "osteoporosis screening Asian women", "bone density referral in Asian women",
              "weight and age osteoporosis risk", "low bone mass Asian postmenopausal",
              "need for DXA in Asian women", "simple osteoporosis prescreen Asia"],
    features=[weight(labels=("体重",)), age(labels=("年龄",))],
    versions=[Version("koh_2001", dt.date(2001, 8, 1), KOH_2001, osta,
                      notes="Index 0.2 x (weight - age); bands as in the 2017 Chinese guideline "
                            "(< -4 high, -4 to -1 medium, > -1 low).")],
    output=Output(unit=None, decimals=1, description="OSTA index"),
    interpret=interpret,
    references=[KOH_2001, CHINA_2017, MDCALC_OST],
    notes="Derived in postmenopausal women from 8 Asian countries (Koh 2001); validated in "
          "Chinese women and recommended by the 2017 Chinese guideline, which notes lower "
          "specificity and use in women only. The unrounded index is returned. MDCalc's OST "
          "(the same index applied beyond Asian women, with its own bands) displays it "
          "truncated toward zero (-3.2 -> -3). The boundaries "
          "-4 and -1 are read as in the guideline: -4 and -1 themselves are medium risk.",
)
