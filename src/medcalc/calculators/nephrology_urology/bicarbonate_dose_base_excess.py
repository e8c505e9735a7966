"""Bicarbonate requirement from the base deficit: |BE| (mmol/L) x 0.3 x body weight (kg), the
extracellular-fluid estimate of Mellemgaard and Astrup (碳酸氢盐补充量 = BE x 0.3 x 体重)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import base_excess, weight
from medcalc.formulas.cmedcalc import CMEDCALC_BENCH_CITATION

MELLEMGAARD_ASTRUP_1960 = Reference(
    "Mellemgaard K, Astrup P. The quantitative determination of surplus amounts of acid or base "
    "in the human body. Scand J Clin Lab Invest. 1960;12(2):187-199 (base excess of the "
    "extracellular fluid, about 0.3 of body weight; attribution of the x 0.3 x weight rule as "
    "given by secondary sources, the paper's text not read).")
CMEDCALC_BENCH = Reference(CMEDCALC_BENCH_CITATION + " 碳酸氢盐 = BE x 0.3 x 体重.")

ECF_FRACTION = 0.3  # L/kg: extracellular fluid as a fraction of body weight


def bicarbonate_dose(base_excess, weight):
    space = ECF_FRACTION * weight
    return {"value": -base_excess * space, "distribution_space_l": space}


CALCULATOR = Calculator(
    id="bicarbonate_dose_base_excess",
    name="Bicarbonate Requirement from Base Excess (BE x 0.3 x Weight)",
    aliases=["碳酸氢盐", "Bicarbonate Requirement (BE x 0.3 x Weight)", "碳酸氢盐补充量",
             "Base deficit bicarbonate dose", "Astrup-Mellemgaard bicarbonate formula"],
    specialty="nephrology_urology",
    description="Amount of bicarbonate (mmol) to correct a metabolic acidosis fully: base deficit "
                "(-BE, mmol/L) x 0.3 L/kg x body weight (kg).",
    keywords=["base excess", "base deficit", "sodium bicarbonate dose", "metabolic acidosis",
              "NaHCO3", "碳酸氢钠", "碱剩余", "ECF", "arterial blood gas",
              "bicarbonate dose from base deficit", "how much bicarbonate to correct acidosis",
              "alkali dose from blood gas base excess", "mmol of sodium bicarbonate to give",
              "correct metabolic acidosis using base deficit",
              "extracellular fluid bicarbonate requirement"],
    features=[
        base_excess(labels=("BE", "BE（碱剩余）", "BE (碱剩余)", "碱剩余", "ABE")),
        weight(labels=("体重",)),
    ],
    versions=[Version("mellemgaard_astrup_1960", dt.date(1960, 1, 1), MELLEMGAARD_ASTRUP_1960,
                      bicarbonate_dose,
                      notes="Dose (mmol) = -BE (mmol/L) x 0.3 L/kg x weight (kg), as "
                            "CMedCalc-Bench "
                            "states it. Publication month not established.")],
    output=Output(unit="mmol", decimals=0,
                  description="Bicarbonate (mmol = mEq of NaHCO3) to bring the base excess to 0",
                  range=(0, float("inf"))),
    preconditions=[Precondition(
        lambda base_excess: base_excess < 0,
        "the base excess is not negative: there is no base deficit to correct (the formula "
        "doses bicarbonate for a metabolic acidosis)")],
    references=[MELLEMGAARD_ASTRUP_1960, CMEDCALC_BENCH],
    notes="Mellemgaard and Astrup expressed a metabolic acid-base disturbance as the base excess "
          "of the extracellular fluid, about 0.3 of body weight, so the whole-body deficit is "
          "-BE x 0.3 x weight. CMedCalc-Bench writes 碳酸氢盐 = BE x 0.3 x 体重 with BE the base "
          "deficit; here BE is signed (negative in acidosis) and the dose is positive. Practice "
          "gives half the calculated dose first and re-checks the blood gas. Different from "
          "bicarbonate_deficit (space 0.4-0.5 L/kg x (target - measured HCO3)).",
)
