"""Creatinine clearance rule of thumb, CrCl (mL/min) ~ 100 / SCr (mg/dL): CMedCalc-Bench's
'Durate formula' (Durate公式, 内生肌酐清除率公式), implemented from the benchmark's stated
definition."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import creatinine
from medcalc.formulas.cmedcalc import CMEDCALC_BENCH_CITATION

CMEDCALC_BENCH = Reference(CMEDCALC_BENCH_CITATION + " Durate公式: Ccr (ml/min) ≈ 100 / Scr "
                           "(mg/dl).", url="https://aclanthology.org/2025.emnlp-main.1302/")
COCKCROFT_GAULT_1976 = Reference(
    "Cockcroft DW, Gault MH. Prediction of creatinine clearance from serum creatinine. Nephron. "
    "1976;16(1):31-41 (for comparison: (140 - age) x weight / (72 x SCr)).",
    doi="10.1159/000180580")

NUMERATOR = 100.0  # mL/min x mg/dL


def crcl_rule(creatinine):
    return {"value": NUMERATOR / creatinine}


CALCULATOR = Calculator(
    id="crcl_100_over_scr_rule",
    name="Creatinine Clearance Rule of Thumb (100/SCr)",
    aliases=["'Durate' Formula (Endogenous CrCl approx. 100/SCr)", "Durate公式（内生肌酐清除率公式）",
             "Durate公式", "Durate formula", "100/SCr", "100 over serum creatinine"],
    specialty="nephrology_urology",
    description=("Bedside estimate of creatinine clearance as 100 divided by serum creatinine in "
                 "mg/dL (mL/min), as CMedCalc-Bench defines its 'Durate formula'."),
    keywords=["creatinine clearance", "rule of thumb", "reciprocal creatinine",
              "renal function estimate", "bedside GFR estimate", "内生肌酐清除率",
              "quick mental estimate of kidney function",
              "creatinine clearance without weight or age", "back of envelope renal function",
              "simple reciprocal of creatinine", "fast bedside clearance estimate",
              "kidney function from creatinine alone"],
    features=[creatinine(labels=("血肌酐", "血清肌酐", "Scr", "SCr", "serum_creatinine"))],
    versions=[Version("cmedcalc_bench", dt.date(2025, 11, 1), CMEDCALC_BENCH, crcl_rule,
                      notes="CrCl (mL/min) = 100 / SCr (mg/dL), the benchmark's stated rule; "
                            "a creatinine in µmol/L is converted first (= 8840 / SCr µmol/L).")],
    output=Output(unit="mL/min", decimals=1, description="Estimated creatinine clearance",
                  range=(0, float("inf"))),
    references=[CMEDCALC_BENCH, COCKCROFT_GAULT_1976],
    notes=("No paper or textbook could be found that states CrCl = 100 / SCr as a rule or names "
           "it 'Durate'; the rule is registered from CMedCalc-Bench's formula field, the only "
           "statable definition, and the version cites that. It ignores age, sex and weight: "
           "Cockcroft-Gault without weight gives (140 - age) / SCr, which is 100 / SCr only at "
           "age 40 (and for a 72 kg man), and Jelliffe's bedside formula (98 - 0.8 (age - 20)) "
           "/ SCr. Use crcl_cockcroft_gault or ckd_epi_egfr for a validated estimate."),
)
