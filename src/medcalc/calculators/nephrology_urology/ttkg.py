"""Transtubular potassium gradient: (urine K x serum osm) / (serum K x urine osm) (West 1986)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import (
    potassium,
    serum_osmolality,
    urine_osmolality,
    urine_potassium,
    urine_sodium,
)
from medcalc.core.vector import any_true

WEST_1986 = Reference(
    "West ML, Marsden PA, Richardson RM, Zettle RM, Halperin ML. New clinical approach to "
    "evaluate disorders of potassium excretion. Miner Electrolyte Metab. 1986;12(4):234-238.")
ETHIER_1990 = Reference(
    "Ethier JH, Kamel KS, Magner PO, Lemann J Jr, Halperin ML. The transtubular potassium "
    "concentration in patients with hypokalemia and hyperkalemia. Am J Kidney Dis. "
    "1990;15(4):309-315.")
KAMEL_HALPERIN_2011 = Reference(
    "Kamel KS, Halperin ML. Intrarenal urea recycling leads to a higher rate of renal excretion "
    "of potassium: an hypothesis with clinical implications. Curr Opin Nephrol Hypertens. "
    "2011;20(5):547-554 (the authors no longer recommend the TTKG).")
MDCALC_TTKG = Reference(
    "MDCalc. Transtubular Potassium Gradient (TTKG): valid only when urine osmolality > 300 and "
    "urine sodium > 25.", url="http://www.mdcalc.com/ttkg/")

MIN_URINE_SODIUM = 25.0


def ttkg(urine_potassium, potassium, urine_osmolality, serum_osmolality, urine_sodium):
    out = {"value": (urine_potassium * serum_osmolality) / (potassium * urine_osmolality),
           "urine_to_serum_potassium": urine_potassium / potassium,
           "urine_to_serum_osmolality": urine_osmolality / serum_osmolality}
    if urine_sodium is None or any_true(urine_sodium != urine_sodium):
        out["warnings"] = ["urine sodium not given: the condition urine Na > 25 mmol/L (enough "
                           "distal sodium delivery for the TTKG to be valid) was not checked"]
    return out


CALCULATOR = Calculator(
    id="ttkg",
    name="Transtubular Potassium Gradient (TTKG)",
    aliases=["TTKG", "Transtubular potassium concentration gradient"],
    specialty="nephrology_urology",
    description="TTKG = (urine K x serum osmolality) / (serum K x urine osmolality), an estimate "
                "of the potassium secretory drive in the cortical collecting duct; valid only "
                "for a concentrated urine with urine Na > 25 mmol/L.",
    keywords=["distal nephron potassium excretion", "renal potassium secretion",
              "kidney excreting potassium", "TTKG", "transtubular potassium gradient",
              "renal potassium excretion", "hyperkalemia", "hypokalemia", "aldosterone",
              "hypoaldosteronism", "mineralocorticoid", "urine potassium", "urine osmolality",
              "kidney potassium excretion", "is the kidney excreting potassium appropriately",
              "cause of high or low potassium", "aldosterone effect on kidney",
              "renal potassium wasting", "collecting duct potassium secretion"],
    features=[
        urine_potassium(),
        potassium(description="Serum (plasma) potassium, drawn with the urine sample"),
        urine_osmolality(),
        serum_osmolality(description="Measured serum (plasma) osmolality, drawn with the urine "
                                     "sample"),
        urine_sodium(required=False, default=None,
                     description=("Urine sodium (spot sample): the TTKG is valid only above 25 "
                                  "mmol/L; optional, but without it that condition is not "
                                  "checked")),
    ],
    versions=[Version("west_1986", dt.date(1986, 1, 1), WEST_1986, ttkg,
                      notes="TTKG = (UK / PK) / (Uosm / Posm).")],
    output=Output(unit=None, decimals=1, description="Dimensionless ratio",
                  range=(0, float("inf"))),
    preconditions=[
        Precondition(lambda urine_osmolality, serum_osmolality: urine_osmolality > serum_osmolality,
                     "the TTKG assumes that water was reabsorbed after the cortical collecting "
                     "duct, i.e. a urine more concentrated than plasma (urine osmolality > serum "
                     "osmolality); with a dilute urine it is not interpretable"),
        Precondition(lambda urine_sodium: urine_sodium is None
                     or urine_sodium > MIN_URINE_SODIUM,
                     "the TTKG is interpretable only when distal sodium delivery does not limit "
                     "potassium secretion (urine sodium > 25 mmol/L)"),
    ],
    references=[WEST_1986, ETHIER_1990, KAMEL_HALPERIN_2011, MDCALC_TTKG],
    notes="West et al. 1986 estimate the potassium concentration in the terminal cortical "
          "collecting duct by correcting the urine potassium for water reabsorbed in the "
          "medullary collecting duct: TTKG = (urine K / plasma K) / (urine osm / plasma osm). "
          "Validity conditions are NA not_applicable: urine osmolality not above serum "
          "osmolality (no antidiuresis) and urine sodium <= 25 mmol/L (MDCalc's threshold; "
          "others use 20). MDCalc writes the osmolality condition as urine osm > 300; we "
          "compare with the measured serum osmolality, which the formula needs anyway. No "
          "interpretation bands are attached: Ethier et al. 1990 give expected values rather "
          "than cut-offs (hypokalemia of non-renal origin 0.9 +/- 0.2; hypokalemia of "
          "hyperaldosteronism 6.7 +/- 1.3; 2 h after a 50 mmol KCl load 13.1 +/- 3.8; after "
          "fludrocortisone 11.8 +/- 3.6), and commonly taught cut-offs (< 2-3 in hypokalemia of "
          "extrarenal origin, < 5-7 in hyperkalemia suggesting low aldosterone effect) vary "
          "between sources. Kamel & Halperin 2011 withdrew their recommendation of the TTKG: "
          "urea recycling in the medulla means the assumption that few osmoles are reabsorbed "
          "beyond the cortical collecting duct does not hold.",
)
