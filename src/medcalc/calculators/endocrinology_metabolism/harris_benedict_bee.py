"""Basal energy expenditure by the Harris-Benedict equations (1918/1919; BEE 基础能耗), with the
Roza-Shizgal 1984 re-estimation as a variant."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Variant, Version
from medcalc.core.common import MALE, age, height, sex, weight
from medcalc.core.vector import where

HARRIS_BENEDICT_1918 = Reference(
    "Harris JA, Benedict FG. A biometric study of human basal metabolism. Proc Natl Acad Sci "
    "USA. 1918;4(12):370-373 (full report: Carnegie Institution of Washington Publication No. "
    "279, 1919). Men: h = 66.4730 + 13.7516 w + 5.0033 s - 6.7550 a; women: h = 655.0955 + "
    "9.5634 w + 1.8496 s - 4.6756 a (kcal/24 h; weight kg, stature cm, age years).",
    doi="10.1073/pnas.4.12.370")
ROZA_SHIZGAL_1984 = Reference(
    "Roza AM, Shizgal HM. The Harris Benedict equation reevaluated: resting energy requirements "
    "and the body cell mass. Am J Clin Nutr. 1984;40(1):168-182. Men: 88.362 + 13.397 W + "
    "4.799 H - 5.677 A; women: 447.593 + 9.247 W + 3.098 H - 4.330 A.",
    doi="10.1093/ajcn/40.1.168")
MDCALC_BEE = Reference(
    "MDCalc. Basal Energy Expenditure (Harris-Benedict): outputs recorded in MedMCP-Calc dev "
    "tasks medmcp-calc_111_a11ef0f2 (male, 195 lb, 69 in, 58 y -> 1767 kcal/day) and "
    "medmcp-calc_105_2cfb1b50 (male, 198.4 lb, 69 in, 48 y -> 1856 kcal/day).")

ORIGINAL, ROZA = "harris_benedict_1918", "roza_shizgal_1984"


def _bee(sex, weight, height, age, men, women):
    male = sex == MALE
    m = men[0] + men[1] * weight + men[2] * height - men[3] * age
    f = women[0] + women[1] * weight + women[2] * height - women[3] * age
    return {"value": where(male, m, f)}


def bee_original(sex, weight, height, age):
    return _bee(sex, weight, height, age, (66.4730, 13.7516, 5.0033, 6.7550),
                (655.0955, 9.5634, 1.8496, 4.6756))


def bee_roza(sex, weight, height, age):
    return _bee(sex, weight, height, age, (88.362, 13.397, 4.799, 5.677),
                (447.593, 9.247, 3.098, 4.330))


CALCULATOR = Calculator(
    id="harris_benedict_bee",
    name="Basal Energy Expenditure (Harris-Benedict Equation)",
    aliases=["Harris-Benedict公式（基础能耗公式BEE）", "Harris-Benedict公式", "基础能耗公式",
             "基础能量消耗", "Basal Energy Expenditure", "Harris-Benedict equation", "BEE"],
    specialty="endocrinology_metabolism",
    description="Basal energy expenditure (kcal/day) from sex, weight, height and age by the "
                "Harris-Benedict equations.",
    keywords=["basal metabolic rate", "BMR", "resting energy expenditure", "REE",
              "caloric requirement", "nutrition support", "energy needs", "基础代谢率",
              "daily calorie needs at rest", "basal calorie requirement",
              "energy expenditure estimate", "how many calories per day",
              "resting metabolism estimate", "nutrition calorie target"],
    features=[
        sex(labels=("性别",)),
        weight(labels=("体重",)),
        height(labels=("身高",)),
        age(labels=("年龄",)),
    ],
    versions=[
        Version(ORIGINAL, dt.date(1918, 12, 1), HARRIS_BENEDICT_1918, bee_original,
                variant=ORIGINAL,
                notes="Original coefficients (Harris & Benedict 1918/1919)."),
        Version(ROZA, dt.date(1984, 7, 1), ROZA_SHIZGAL_1984, bee_roza, variant=ROZA,
                notes="Coefficients re-estimated on 1984 data (Roza & Shizgal)."),
    ],
    variants=[
        Variant(ORIGINAL, "Original Harris-Benedict coefficients (1918/1919): the default; "
                "MDCalc's Basal Energy Expenditure and CMedCalc-Bench use them.",
                HARRIS_BENEDICT_1918),
        Variant(ROZA, "Roza & Shizgal 1984 revised coefficients.", ROZA_SHIZGAL_1984),
    ],
    default_version=ORIGINAL,
    output=Output(unit="kcal/d", decimals=0, description="Basal energy expenditure",
                  range=(0, float("inf"))),
    references=[HARRIS_BENEDICT_1918, ROZA_SHIZGAL_1984, MDCALC_BEE],
    notes="Men: 66.4730 + 13.7516 x weight (kg) + 5.0033 x height (cm) - 6.7550 x age (y); "
          "women: 655.0955 + 9.5634 x weight + 1.8496 x height - 4.6756 x age (kcal/day). "
          "CMedCalc-Bench's formula text prints the men's weight and age coefficients as "
          "13.7513 and 6.7750 (a transcription slip: the difference is under 1.2 kcal at age "
          "60); the original coefficients are used. MDCalc's Basal Energy Expenditure agrees "
          "(two recorded outputs match to within 1 kcal, MDCalc truncating). The equations "
          "estimate basal (resting, fasting, thermoneutral) expenditure of healthy adults; "
          "activity and stress factors for total requirements are not applied.",
)
