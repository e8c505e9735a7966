"""Expected PaCO2 in metabolic alkalosis (Berend 2014): 40 + 0.7 x (HCO3 - 24) (+/- 2 mmHg)."""

import datetime as dt
import math

from medcalc.core import Calculator, Output, Precondition, Reference, Variant, Version
from medcalc.core.common import bicarbonate, paco2
from medcalc.formulas.acid_base import (
    METABOLIC_ALKALOSIS_RANGE_MMHG,
    NORMAL_BICARBONATE,
    metabolic_alkalosis_expected_paco2,
    respiratory_compensation_reading,
)
from medcalc.formulas.cmedcalc import (
    CMEDCALC_BENCH_CITATION,
    alkalosis_0_7_plus_21,
    alkalosis_delta_0_9,
)

WAN_2018 = Reference(
    "万学红, 卢雪峰, 主编. 诊断学. 第9版. 北京: 人民卫生出版社, 2018 (血气分析: 酸碱失衡预计代偿公式, "
    "代谢性碱中毒 ΔPaCO2 = 0.9 x Δ[HCO3-] +/- 5 mmHg, the Chinese teaching convention; edition "
    "and page not verified here); formula as stated in CMedCalc-Bench's formula field ("
    + CMEDCALC_BENCH_CITATION + ").")
CMEDCALC_PLUS_21 = Reference(
    "Expected PaCO2 = 0.7 x [HCO3-] + 21 +/- 2 mmHg, as stated in CMedCalc-Bench's formula "
    "field (" + CMEDCALC_BENCH_CITATION + "); the rule's primary source is not established.")

BEREND_2014 = Reference(
    "Berend K, de Vries APJ, Gans ROB. Physiological approach to assessment of acid-base "
    "disturbances. N Engl J Med. 2014;371(15):1434-1445 (Table 1: metabolic alkalosis, "
    "PaCO2 = 0.7 x (HCO3 - 24) + 40 +/- 2).", doi="10.1056/NEJMra1003327")

MADIAS_1984 = Reference(
    "Madias NE, Bossert WH, Adrogué HJ. Ventilatory response to chronic metabolic acidosis and "
    "alkalosis in the dog. J Appl Physiol Respir Environ Exerc Physiol. 1984;56(6):1640-1646 "
    "(PaCO2 changes by 0.74 mmHg per 1 mmol/L chronic change in plasma bicarbonate).",
    doi="10.1152/jappl.1984.56.6.1640")


def expected_paco2(bicarbonate, paco2):
    paco2 = math.nan if paco2 is None else paco2  # optional: not measured
    expected = metabolic_alkalosis_expected_paco2(bicarbonate)
    low = expected - METABOLIC_ALKALOSIS_RANGE_MMHG
    high = expected + METABOLIC_ALKALOSIS_RANGE_MMHG
    return {"value": expected, "expected_paco2_low": low, "expected_paco2_high": high,
            "compensation": respiratory_compensation_reading(paco2, low, high)}


CALCULATOR = Calculator(
    id="metabolic_alkalosis_expected_paco2",
    name="Metabolic Alkalosis Compensation (Expected PaCO2)",
    aliases=["Metabolic Alkalosis Compensation Formula (Expected PaCO2)",
             "代谢性碱中毒代偿公式", "Expected PaCO2 in metabolic alkalosis"],
    specialty="nephrology_urology",
    description="Expected PaCO2 of the respiratory compensation (hypoventilation) of a metabolic "
                "alkalosis, 40 + 0.7 x (HCO3 - 24) +/- 2 mmHg; a measured PaCO2 outside that "
                "range means a concomitant respiratory disorder.",
    keywords=["metabolic alkalosis", "expected PaCO2", "expected pCO2", "respiratory compensation",
              "hypoventilation", "high bicarbonate", "contraction alkalosis", "vomiting",
              "diuretics", "mixed acid-base disorder", "arterial blood gas", "ABG",
              "expected CO2 in metabolic alkalosis",
              "is the respiratory compensation for alkalosis appropriate",
              "hypoventilation response to high bicarbonate", "compensation for vomiting alkalosis",
              "coexisting respiratory disorder in alkalosis",
              "predicted pCO2 when bicarbonate high"],
    features=[
        bicarbonate(description="Serum (or arterial blood gas) bicarbonate"),
        paco2(required=False, default=None,
              description=("Measured arterial PaCO2 (optional): compared with the expected "
                           "range to judge the respiratory compensation")),
    ],
    versions=[Version("textbook_delta_0_9", dt.date(2018, 1, 1), WAN_2018, alkalosis_delta_0_9,
                      variant="delta_0_9",
                      notes="Expected PaCO2 = 40 + 0.9 x (HCO3 - 24), +/- 5 mmHg."),
              Version("bedside_0_7_plus_21", dt.date(2014, 10, 9), CMEDCALC_PLUS_21,
                      alkalosis_0_7_plus_21, variant="plus_21",
                      notes="Expected PaCO2 = 0.7 x HCO3 + 21, +/- 2 mmHg. Dated with Berend "
                            "(a variant is never chosen by date)."),
              Version("berend_2014", dt.date(2014, 10, 9), BEREND_2014, expected_paco2,
                      variant="berend_2014",
                      notes="Expected PaCO2 = 0.7 x (HCO3 - 24) + 40, +/- 2 mmHg.")],
    variants=[
        Variant("berend_2014", "Berend 2014: 40 + 0.7 x (HCO3 - 24) +/- 2 (default).",
                BEREND_2014),
        Variant("delta_0_9", "Chinese textbook (诊断学): 40 + 0.9 x (HCO3 - 24) +/- 5; "
                "CMedCalc-Bench's first formula.", WAN_2018),
        Variant("plus_21", "0.7 x HCO3 + 21 +/- 2; CMedCalc-Bench's second formula.",
                CMEDCALC_PLUS_21),
    ],
    default_version="berend_2014",
    output=Output(unit="mmHg", decimals=1,
                  description="Expected PaCO2; the expected range is +/- 2 mmHg",
                  range=(0, float("inf"))),
    preconditions=[Precondition(
        lambda bicarbonate: bicarbonate > NORMAL_BICARBONATE,
        "the rule predicts the respiratory response to a metabolic alkalosis, a rise in "
        "bicarbonate above its normal 24 mmol/L; for a low bicarbonate use "
        "winters_formula_metabolic_acidosis")],
    references=[BEREND_2014, MADIAS_1984, WAN_2018, CMEDCALC_PLUS_21],
    notes="Rule chosen: Berend et al. 2014, Table 1 (metabolic alkalosis: pH > 7.42 and HCO3 > 26 "
          "mmol/L; secondary response PaCO2 = 0.7 x (HCO3 - 24) + 40 +/- 2 mmHg, complete in "
          "24-36 h). Its slope rests on Madias et al. 1984 (0.74 mmHg per mmol/L, in dogs). The "
          "widely taught variant 0.7 x HCO3 + 21 +/- 2 has the same slope but an intercept 2.2 "
          "mmHg lower at every bicarbonate (it predicts 37.8, not the normal 40, at HCO3 24); we "
          "could not trace it to a primary source and follow Berend's form, which passes "
          "through the normal point (24 mmol/L, 40 mmHg). Berend lists two bedside alternatives, "
          "HCO3 + 15 and 0.7 x HCO3 + 20 (+/- 5 elsewhere), with footnotes that they are not "
          "reliable at all bicarbonate concentrations and that the respiratory response is "
          "difficult to predict in metabolic alkalosis; neither is implemented. Bicarbonate <= "
          "24 mmol/L is NA not_applicable (use Winters' formula for a metabolic acidosis). "
          "Hypoventilation is limited by hypoxaemia: a PaCO2 far above about 55 mmHg is usually "
          "read as a concomitant respiratory acidosis rather than compensation (textbook "
          "teaching, not from Berend's table). CMedCalc-Bench states two other conventions, "
          "registered as variants: delta_0_9 (40 + 0.9 x (HCO3 - 24) +/- 5, the Chinese "
          "textbook table) and plus_21 (0.7 x HCO3 + 21 +/- 2).",
)
