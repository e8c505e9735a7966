"""Total serum calcium corrected (adjusted) for serum albumin, after Payne et al. 1973."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Variant, Version, analytes
from medcalc.core.common import albumin

PAYNE_1973 = Reference(
    "Payne RB, Little AJ, Williams RB, Milner JR. Interpretation of serum calcium in patients "
    "with abnormal serum proteins. Br Med J. 1973;4(5893):643-646.",
    doi="10.1136/bmj.4.5893.643", url="https://pubmed.ncbi.nlm.nih.gov/4758544/")
MDCALC = Reference(
    "MDCalc. Calcium Correction for Hypoalbuminemia: corrected Ca = "
    "0.8 x (normal albumin - patient's albumin) + serum Ca (mg/dL, g/dL); cites Payne 1973.",
    url="https://www.mdcalc.com/calc/31/calcium-correction-hypoalbuminemia")


def _corrected(calcium, albumin, normal_albumin, slope):
    correction = slope * (normal_albumin - albumin)
    return {"value": calcium + correction, "correction": correction}


def conventional(calcium, albumin, normal_albumin):
    """0.8 mg/dL calcium per 1 g/dL albumin (= 0.02 mmol/L per g/L)."""
    return _corrected(calcium, albumin, normal_albumin, 0.8)


def payne_1973_original(calcium, albumin, normal_albumin):
    """Payne's printed formula: adjusted Ca = Ca - albumin + 4.0 (mg/100 ml, g/100 ml)."""
    return _corrected(calcium, albumin, normal_albumin, 1.0)


# Parallel conventions in use at the same time, not editions: the slope in general use (0.8) and
# Payne's printed slope (1.0). A date never switches between them.
CONVENTIONAL = Variant("conventional", "Slope 0.8 mg/dL calcium per g/dL albumin (0.02 mmol/L "
                                       "per g/L): MDCalc, MedCalc-Bench, most references", MDCALC)
PAYNE = Variant("payne_1973", "Payne's printed formula, slope 1.0 mg/dL per g/dL (0.025 mmol/L "
                              "per g/L)", PAYNE_1973)


CALCULATOR = Calculator(
    id="calcium_correction",
    name="Calcium Correction for Hypoalbuminemia and Hyperalbuminemia",
    aliases=["Albumin-corrected Calcium", "Calcium Correction for Hypoalbuminemia",
             "Albumin-adjusted Calcium", "Corrected Calcium"],
    specialty="endocrinology_metabolism",
    description=("Total serum calcium adjusted to the value expected at a normal serum albumin "
                 "(default 4.0 g/dL), in mg/dL."),
    keywords=["hypocalcemia", "hypercalcemia", "hypoalbuminemia", "hyperalbuminemia",
              "corrected calcium", "adjusted calcium", "albumin", "Payne formula",
              "calcium adjusted for low albumin", "true calcium in hypoalbuminemia",
              "albumin-adjusted calcium level", "corrected total calcium",
              "calcium when albumin is low", "real hypocalcemia versus low albumin"],
    features=[
        Quantity(name="calcium", unit="mg/dL", analyte=analytes.CALCIUM,
                 units=("mg/dL", "mmol/L", "mEq/L"), range=(3.0, 25.0),
                 description="Total serum calcium (not ionized calcium)"),
        albumin(description="Serum albumin measured on the same sample"),
        Quantity(name="normal_albumin", unit="g/dL", analyte=analytes.ALBUMIN,
                 units=("g/dL", "g/L"), range=(3.0, 5.5), required=False, default=4.0,
                 description="Normal (reference) albumin the calcium is adjusted to; "
                             "4.0 g/dL (40 g/L) unless the laboratory uses its own mean"),
    ],
    versions=[
        Version("conventional", dt.date(1973, 12, 15), MDCALC, conventional, variant="conventional",
                notes="Corrected Ca (mg/dL) = Ca + 0.8 x (normal albumin - albumin) (g/dL); "
                      "in SI Ca (mmol/L) + 0.02 x (40 - albumin g/L). The form used by MDCalc, "
                      "MedCalc-Bench and most references; dated with Payne 1973, to which it is "
                      "attributed."),
        Version("payne_1973_original", dt.date(1973, 12, 15), PAYNE_1973, payne_1973_original,
                variant="payne_1973",
                notes="Corrected Ca (mg/dL) = Ca + 1.0 x (normal albumin - albumin) (g/dL), i.e. "
                      "Payne's printed 'adjusted calcium = calcium - albumin + 4.0' (mg/100 ml, "
                      "g/100 ml); 0.025 mmol/L per g/L in SI."),
    ],
    variants=[CONVENTIONAL, PAYNE],
    default_version="conventional",
    output=Output(unit="mg/dL", decimals=2,
                  description="Albumin-corrected total calcium (1 mmol/L = 4.008 mg/dL)"),
    references=[PAYNE_1973, MDCALC],
    notes=(
        "Source discrepancy: Payne 1973 (BMJ 4:643; PubMed/BMJ abstract) gives 'adjusted calcium "
        "= calcium - albumin + 4.0, where calcium is in mg/100 ml and albumin in g/100 ml', a "
        "slope of 1.0 mg/dL per g/dL (0.025 mmol/L per g/L) obtained by simplifying the "
        "regression of calcium on albumin in 200 specimens. Payne worked in mg/100 ml and "
        "g/100 ml, not mmol/L and g/L. The formula in general use, and in MDCalc and "
        "MedCalc-Bench (calculator 7), has a slope of 0.8 mg/dL per g/dL (0.02 mmol/L per g/L), "
        "a later rounding (UK laboratory reviews describe 0.025 being rounded down to 0.02). "
        "Two variants, chosen explicitly and never by a date: 'conventional' (default; 0.8, "
        "the form clinicians and benchmarks expect) and 'payne_1973' (Payne's printed slope, "
        "version 'payne_1973_original'). The two differ by 0.2 mg/dL per g/dL "
        "of albumin deficit (0.4 mg/dL at albumin 2.0 g/dL). normal_albumin is optional "
        "(default 4.0 g/dL), as in MDCalc. No interpretation bands: read the result against the "
        "laboratory's total-calcium reference range. The adjustment is unreliable in critical "
        "illness, renal failure and acid-base disorders; measure ionized calcium there. "
        "Plausible calcium 3-25 mg/dL (0.75-6.2 mmol/L) covers the extremes of reported severe "
        "hypo- and hypercalcemia; it flags 2-3 mmol/L values mislabelled as mg/dL and mg/dL "
        "values mislabelled as mmol/L."),
)
