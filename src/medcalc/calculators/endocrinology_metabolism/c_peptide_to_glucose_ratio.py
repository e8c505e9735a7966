"""C-peptide to glucose ratio (C-peptide index, CPI): serum C-peptide (ng/mL) / plasma glucose
(mg/dL) x 100, a bedside index of residual beta-cell secretory capacity."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import Analyte
from medcalc.core.common import glucose

# C-peptide (human, 31 amino acids): molar mass 3020.3 g/mol, so 1 ng/mL = 0.331 nmol/L.
C_PEPTIDE = Analyte("c_peptide", 3020.3, note="1 ng/mL = 0.331 nmol/L")

FUNAKOSHI_2011 = Reference(
    "Funakoshi S, Fujimoto S, Hamasaki A, et al. Utility of indices using C-peptide levels for "
    "indication of insulin therapy to achieve good glycemic control in Japanese patients with "
    "type 2 diabetes. J Diabetes Investig. 2011;2(4):297-303 (fasting C-peptide index "
    "= CPR / FPG x 100; < 0.8 insulin therapy needed, >= 1.2 achievable without insulin).",
    doi="10.1111/j.2040-1124.2010.00096.x")
SAISHO_2016 = Reference(
    "Saisho Y. Postprandial C-peptide to glucose ratio as a marker of beta cell function: "
    "implication for the management of type 2 diabetes. Int J Mol Sci. 2016;17(5):744.",
    doi="10.3390/ijms17050744")
LEE_2014 = Reference(
    "Lee EY, Hwang S, Lee SH, et al. Postprandial C-peptide to glucose ratio as a predictor of "
    "beta-cell function and its usefulness for staged management of type 2 diabetes. J Diabetes "
    "Investig. 2014;5(5):517-524 (postprandial cut-offs 1.457, 2.870, 3.790 between treatment "
    "groups).", doi="10.1111/jdi.12187")
MDCALC = Reference("MDCalc. C-Peptide to Glucose Ratio (calc 10529): output recorded in "
                   "MedMCP-Calc dev task medmcp-calc_018_3aaad8b4 (C-peptide 5.8 ng/mL, glucose "
                   "110 mg/dL -> 5.3, preserved).", url="https://www.mdcalc.com/calc/10529")

DEFICIENT_BELOW = 0.8  # fasting CPI < 0.8: insulin therapy needed (Funakoshi 2011)
PRESERVED_FROM = 1.2   # fasting CPI >= 1.2: control achievable without insulin


def cpi(c_peptide, glucose):
    return {"value": c_peptide / glucose * 100.0}


def interpret(value):
    if value < DEFICIENT_BELOW:
        return ("C-peptide index < 0.8 (fasting): insulin deficiency; insulin therapy is likely "
                "necessary")
    if value < PRESERVED_FROM:
        return ("C-peptide index 0.8 to < 1.2 (fasting): impaired insulin secretion; basal "
                "insulin with other agents may be appropriate")
    return ("C-peptide index >= 1.2 (fasting): preserved insulin secretion; insulin is usually "
            "unnecessary")


CALCULATOR = Calculator(
    id="c_peptide_to_glucose_ratio",
    name="C-Peptide to Glucose Ratio",
    aliases=["C-peptide index", "CPI", "CPR index", "C-peptide-to-glucose ratio", "CPR/PG ratio",
             "PCGR"],
    specialty="endocrinology_metabolism",
    description="Serum C-peptide (ng/mL) / plasma glucose (mg/dL) x 100: residual beta-cell "
                "secretory capacity in diabetes (fasting thresholds 0.8 and 1.2).",
    keywords=["beta cell function", "insulin secretion", "C-peptide", "insulin deficiency",
              "type 1 diabetes", "type 2 diabetes", "insulin therapy", "residual insulin secretion",
              "beta cell reserve in diabetes", "does patient need insulin",
              "endogenous insulin production", "insulin deficiency assessment",
              "pancreatic insulin capacity"],
    features=[
        Quantity(name="c_peptide", unit="ng/mL", analyte=C_PEPTIDE,
                 units=("ng/mL", "nmol/L", "pmol/L"), range=(0.0, 30.0),
                 description="Serum C-peptide, same sample as the glucose",
                 labels=("Serum C-peptide", "C-peptide", "CPR")),
        glucose(range=(20.0, 1500.0), description="Plasma glucose, same sample",
                labels=("Plasma glucose", "Glucose", "Blood glucose")),
    ],
    versions=[Version("funakoshi_2011", dt.date(2011, 8, 1), FUNAKOSHI_2011, cpi,
                      notes="CPI = C-peptide (ng/mL) / glucose (mg/dL) x 100; fasting "
                            "thresholds 0.8 and 1.2.")],
    output=Output(unit=None, decimals=1, range=(0.0, float("inf")),
                  description="C-peptide to glucose ratio (x 100)"),
    interpret=interpret,
    references=[FUNAKOSHI_2011, SAISHO_2016, LEE_2014, MDCALC],
    notes="The ratio is C-peptide in ng/mL over glucose in mg/dL, times 100; C-peptide in "
          "nmol/L or pmol/L is converted with its molar mass (3020.3 g/mol: 1 ng/mL = 0.331 "
          "nmol/L), glucose in mmol/L with 18.016. The three interpretation bands are the "
          "fasting C-peptide index thresholds of Funakoshi 2011 (< 0.8 insulin needed; >= 1.2 "
          "good control without insulin), which MDCalc's labels (insulin deficiency / impaired "
          "/ preserved secretion) follow in wording. Postprandial ratios run higher and their "
          "published cut-offs differ between studies (Saisho 2016 review; Lee 2014: 1.457, "
          "2.870, 3.790 between treatment groups); the fasting bands are not validated for a "
          "postprandial sample, whose value should be read against those studies. MDCalc asks "
          "for the sampling state (fasting or about 2 h postprandial); the value does not depend "
          "on it. C-peptide accumulates in kidney failure (ratio overestimates secretion).",
)
