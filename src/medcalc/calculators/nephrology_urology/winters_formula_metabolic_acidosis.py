"""Winters' formula: expected PaCO2 in metabolic acidosis = 1.5 x HCO3 + 8 (+/- 2 mmHg)."""

import datetime as dt
import math

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import bicarbonate, paco2
from medcalc.formulas.acid_base import (
    ALBERT_1967,
    NORMAL_BICARBONATE,
    WINTERS_RANGE_MMHG,
    respiratory_compensation_reading,
    winters_expected_paco2,
)

BEREND_2014 = Reference(
    "Berend K, de Vries APJ, Gans ROB. Physiological approach to assessment of acid-base "
    "disturbances. N Engl J Med. 2014;371(15):1434-1445 (Table 1: metabolic acidosis, "
    "PaCO2 = 1.5 x HCO3 + 8 +/- 2).", doi="10.1056/NEJMra1003327")


def winters(bicarbonate, paco2):
    paco2 = math.nan if paco2 is None else paco2  # optional: not measured
    expected = winters_expected_paco2(bicarbonate)
    low, high = expected - WINTERS_RANGE_MMHG, expected + WINTERS_RANGE_MMHG
    return {"value": expected, "expected_paco2_low": low, "expected_paco2_high": high,
            "compensation": respiratory_compensation_reading(paco2, low, high)}


CALCULATOR = Calculator(
    id="winters_formula_metabolic_acidosis",
    name="Winters' Formula for Metabolic Acidosis Compensation",
    aliases=["毒代偿的Winters计算公式", "Winters' formula", "Winter's formula",
             "Expected PaCO2 in metabolic acidosis"],
    specialty="nephrology_urology",
    description="Expected PaCO2 of the respiratory compensation of a metabolic acidosis, "
                "1.5 x HCO3 + 8 +/- 2 mmHg; a measured PaCO2 outside that range means a "
                "concomitant respiratory disorder.",
    keywords=["respiratory compensation", "ventilation compensating for the acid load",
              "undercompensation", "expected PaCO2", "Winters formula", "expected PaCO2",
              "expected pCO2", "respiratory compensation", "metabolic acidosis", "low bicarbonate",
              "mixed acid-base disorder", "concomitant respiratory acidosis",
              "concomitant respiratory alkalosis", "Kussmaul breathing", "arterial blood gas",
              "ABG", "expected CO2 in metabolic acidosis", "is respiratory compensation adequate",
              "hidden respiratory acidosis in metabolic acidosis",
              "appropriate breathing response to acid", "predicted pCO2 when bicarbonate low",
              "mixed acid-base disorder check"],
    features=[
        bicarbonate(description="Serum (or arterial blood gas) bicarbonate"),
        paco2(required=False, default=None,
              description=("Measured arterial PaCO2 (optional): compared with the expected "
                           "range to judge the respiratory compensation")),
    ],
    versions=[Version("albert_1967", dt.date(1967, 2, 1), ALBERT_1967, winters,
                      notes="Expected PaCO2 = 1.5 x HCO3 + 8, 95% limits +/- 2 mmHg.")],
    output=Output(unit="mmHg", decimals=1,
                  description="Expected PaCO2; the expected range is +/- 2 mmHg",
                  range=(0, float("inf"))),
    preconditions=[Precondition(
        lambda bicarbonate: bicarbonate < NORMAL_BICARBONATE,
        "Winters' formula predicts the respiratory response to a metabolic acidosis, a fall in "
        "bicarbonate below its normal 24 mmol/L; for a raised bicarbonate use "
        "metabolic_alkalosis_expected_paco2")],
    references=[ALBERT_1967, BEREND_2014],
    notes="Albert, Dell & Winters 1967 fitted plasma PCO2 against plasma bicarbonate in 60 "
          "patients with untreated, uncomplicated metabolic acidosis; the regression with its "
          "95% confidence limits is the bedside rule PaCO2 = 1.5 x HCO3 + 8 +/- 2 mmHg, "
          "reproduced unchanged in Berend et al. 2014 (Table 1; compensation complete in 12-24 "
          "h). The breakdown gives the expected range (edges inclusive) and, when a measured "
          "PaCO2 is given, the reading: within the range, appropriate compensation; above it, a "
          "concomitant respiratory acidosis; below it, a concomitant respiratory alkalosis. "
          "Bicarbonate >= 24 mmol/L is NA not_applicable: the rule describes metabolic acidosis "
          "only (1.5 x 24 + 8 = 44, not the normal 40); for a raised bicarbonate use the "
          "metabolic alkalosis rule. Bedside shortcuts that Berend lists beside it (PaCO2 = HCO3 "
          "+ 15; PaCO2 about the last two digits of the pH) are not implemented.",
)
