"""Fractional excretion of sodium (FENa): (urine Na x serum Cr) / (serum Na x urine Cr) x 100."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import SODIUM
from medcalc.core.common import creatinine, sodium, urine_creatinine

ESPINEL_1976 = Reference(
    "Espinel CH. The FENa test. Use in the differential diagnosis of acute renal failure. JAMA. "
    "1976;236(6):579-581.", doi="10.1001/jama.236.6.579",
    url="https://pubmed.ncbi.nlm.nih.gov/947239/")
ZARICH_1985 = Reference(
    "Zarich S, Fang LS, Diamond JR. Fractional excretion of sodium. Exceptions to its "
    "diagnostic value. Arch Intern Med. 1985;145(1):108-112.",
    doi="10.1001/archinte.1985.00360010144022")

PRERENAL_BELOW = 1.0
ATN_ABOVE = 3.0


def fena(urine_sodium, sodium, urine_creatinine, creatinine):
    return 100.0 * (urine_sodium * creatinine) / (sodium * urine_creatinine)


def interpret(value):
    if value < PRERENAL_BELOW:
        return "< 1%: suggests prerenal azotemia"
    if value <= ATN_ABOVE:
        return "1-3%: indeterminate (between Espinel's prerenal and ATN groups)"
    return "> 3%: suggests acute tubular necrosis"


CALCULATOR = Calculator(
    id="fractional_excretion_sodium",
    name="Fractional Excretion of Sodium (FENa)",
    aliases=["FENa (Fractional Excretion of Sodium)", "钠排泄分数（FENa）", "FENa",
             "Fractional Excretion of Sodium", "Fractional Excretion of Sodium (FENa)"],
    specialty="nephrology_urology",
    description="Percentage of filtered sodium excreted in the urine, from simultaneous serum and "
                "urine sodium and creatinine; separates prerenal azotemia from acute tubular "
                "necrosis in oliguric acute kidney injury.",
    keywords=["FENa", "fractional excretion of sodium", "acute kidney injury",
              "acute renal failure", "prerenal azotemia", "acute tubular necrosis", "ATN",
              "oliguria", "urine sodium", "prerenal versus ATN",
              "is the kidney holding on to sodium", "cause of acute kidney injury",
              "volume depletion versus tubular damage", "urine sodium handling in oliguria",
              "dry or damaged kidney"],
    features=[
        Quantity(name="urine_sodium", unit="mmol/L", analyte=SODIUM, units=("mmol/L", "mEq/L"),
                 range=(1.0, 400.0), description="Urine sodium (spot sample)"),
        sodium(description="Serum sodium, drawn with the urine sample"),
        urine_creatinine(),
        creatinine(description="Serum creatinine, drawn with the urine sample"),
    ],
    versions=[Version("espinel_1976", dt.date(1976, 8, 9), ESPINEL_1976, fena,
                      notes="FENa (%) = (UNa x SCr) / (SNa x UCr) x 100.")],
    output=Output(unit="%", decimals=2, description="Fractional excretion of sodium, percent",
                  range=(0, float("inf"))),
    interpret=interpret,
    references=[ESPINEL_1976, ZARICH_1985],
    notes="Espinel 1976 (oliguric acute renal failure): prerenal azotemia had FENa < 1 and acute "
          "tubular necrosis > 3; values between were not seen and are reported here as "
          "indeterminate (1 and 3 inclusive). MDCalc and many texts use > 2% for intrinsic renal "
          "injury and 1-2% as indeterminate; this calculator follows the primary source. A low "
          "FENa is also seen in contrast nephropathy, rhabdomyolysis, acute glomerulonephritis, "
          "hepatorenal syndrome, sepsis and early obstruction, and diuretics raise FENa in "
          "prerenal states (Zarich 1985); the test was validated in oliguric patients. Urine and "
          "serum creatinine must be in the same unit for the ratio: both are converted to mg/dL "
          "(1 mg/dL = 88.4 µmol/L); sodium in mmol/L (= mEq/L). The plausible urine ranges "
          "(sodium 1-400 mmol/L, creatinine 2-1000 mg/dL) are wide on purpose: urine is "
          "concentrated or dilute.",
)
