"""Serum anion gap: Na - (Cl + HCO3)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Variant, Version
from medcalc.core.common import bicarbonate, chloride, potassium, sodium
from medcalc.formulas.acid_base import EMMETT_NARINS_1977
from medcalc.formulas.acid_base import anion_gap as _anion_gap

KRAUT_MADIAS_2007 = Reference(
    "Kraut JA, Madias NE. Serum anion gap: its uses and limitations in clinical medicine. "
    "Clin J Am Soc Nephrol. 2007;2(1):162-174.", doi="10.2215/CJN.03020906")
WINTER_1990 = Reference(
    "Winter SD, Pearson JR, Gabow PA, Schultz AL, Lepoff RB. The fall of the serum anion gap. "
    "Arch Intern Med. 1990;150(2):311-313 (reference range 3-11 mmol/L with ion-selective "
    "electrodes).", doi="10.1001/archinte.1990.00390140057012")

LOW_BELOW = 3.0
HIGH_ABOVE = 11.0


def anion_gap(sodium, chloride, bicarbonate):
    return _anion_gap(sodium, chloride, bicarbonate)


def anion_gap_with_potassium(sodium, potassium, chloride, bicarbonate):
    without = _anion_gap(sodium, chloride, bicarbonate)
    return {"value": without + potassium, "without_potassium": without}


CMEDCALC_2025 = Reference(
    "Zhang, Zhu, Wu. CMedCalc-Bench: a Chinese medical calculation benchmark. EMNLP 2025 "
    "(its anion-gap formula: (Na+ + K+) - (Cl- + HCO3-)).")
WITHOUT_K = Variant("without_potassium", "AG = Na - (Cl + HCO3) (Emmett & Narins 1977; the "
                                          "usual convention)", EMMETT_NARINS_1977)
WITH_K = Variant("with_potassium", "AG = (Na + K) - (Cl + HCO3): the potassium-inclusive "
                                   "convention some laboratories and textbooks use (Kraut & "
                                   "Madias 2007), and CMedCalc-Bench's formula", KRAUT_MADIAS_2007)


def interpret(value, breakdown):
    # With potassium, the gap is banded without it (the 3-11 range excludes potassium).
    value = breakdown.get("without_potassium", value)
    if value < LOW_BELOW:
        return "low (below 3 mmol/L)"
    if value <= HIGH_ABOVE:
        return "normal (3-11 mmol/L)"
    return "elevated (above 11 mmol/L)"


CALCULATOR = Calculator(
    id="anion_gap",
    name="Serum Anion Gap",
    aliases=["Anion Gap", "阴离子间隙"],
    specialty="nephrology_urology",
    description="Serum anion gap (mmol/L = mEq/L) = sodium - (chloride + bicarbonate).",
    keywords=["gap or non-gap acidosis", "acid-base evaluation", "categorize the acidosis",
              "anion gap", "AG", "metabolic acidosis", "high anion gap metabolic acidosis", "HAGMA",
              "acid-base", "electrolytes", "MUDPILES", "toxic alcohol",
              "unmeasured anions in blood", "is the acidosis gap or non-gap",
              "screen for toxic ingestion or lactic acidosis",
              "difference between measured cations and anions",
              "sodium minus chloride and bicarbonate", "classify metabolic acidosis",
              "ketoacidosis or poisoning workup"],
    features=[
        sodium(),
        chloride(),
        bicarbonate(),
        potassium(description="Serum potassium (used by the with_potassium variant only)"),
    ],
    versions=[Version("1977", dt.date(1977, 1, 1), EMMETT_NARINS_1977, anion_gap,
                      variant="without_potassium",
                      notes="AG = Na - (Cl + HCO3); potassium not included."),
              Version("with_potassium", dt.date(1977, 1, 1), KRAUT_MADIAS_2007,
                      anion_gap_with_potassium, variant="with_potassium",
                      notes="AG = (Na + K) - (Cl + HCO3); interpretation bands applied to the "
                            "gap without potassium.")],
    default_version="1977",
    variants=[WITHOUT_K, WITH_K],
    output=Output(unit="mmol/L", decimals=1),
    interpret=interpret,
    references=[EMMETT_NARINS_1977, KRAUT_MADIAS_2007, WINTER_1990, CMEDCALC_2025],
    notes="Interpretation bands are the ion-selective-electrode-era reference range 3-11 mmol/L "
          "(Winter et al. 1990, as reviewed by Kraut & Madias 2007), which replaced the earlier "
          "range of 8-16 mmol/L measured with flame photometry and colorimetry. The normal range "
          "depends on the analyser: a laboratory's own range takes precedence. Hypoalbuminaemia "
          "lowers the anion gap (about 2.5 mmol/L per 1 g/dL fall in albumin), so a normal "
          "value can hide an organic acidosis: see the albumin-corrected anion gap. A low or "
          "negative gap suggests laboratory error, hypoalbuminaemia, paraproteinaemia, or "
          "bromide, iodide or lithium intoxication (Kraut & Madias 2007). Variant with_potassium adds "
          "serum potassium ((Na + K) - (Cl + HCO3)), the convention of some laboratories and of "
          "CMedCalc-Bench's formula; its value is higher by K (about 4 mmol/L), so its bands are "
          "applied to the gap without potassium (in the breakdown).",
)
