"""Calculated serum osmolality: 2 Na + glucose + urea (mmol/L) (Smithline & Gardner 1976)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import GLUCOSE
from medcalc.core.common import glucose, sodium, urea

SMITHLINE_GARDNER_1976 = Reference(
    "Smithline N, Gardner KD Jr. Gaps--anionic and osmolal. JAMA. 1976;236(14):1594-1597.",
    doi="10.1001/jama.236.14.1594")
DORWART_CHALMERS_1975 = Reference(
    "Dorwart WV, Chalmers L. Comparison of methods for calculating serum osmolality from "
    "chemical concentrations, and the prognostic value of such calculations. Clin Chem. "
    "1975;21(2):190-194.", doi="10.1093/clinchem/21.2.190")

PURSSELL_2001 = Reference(
    "Purssell RA, Pudek M, Brubacher J, Abu-Laban RB. Derivation and validation of a formula to "
    "calculate the contribution of ethanol to the osmolal gap. Ann Emerg Med. "
    "2001;38(6):653-659 (ethanol contributes about ethanol (mg/dL)/3.7, more than its molar "
    "4.6).")
GLUCOSE_MG_DL_PER_MMOL_L = GLUCOSE.molar_mass / 10.0  # 18.0156
ETHANOL_MG_DL_PER_MMOL_L = 46.07 / 10.0  # molar mass of ethanol 46.07 g/mol
ETHANOL_EMPIRICAL_DIVISOR = 3.7  # Purssell 2001


def smithline_gardner(sodium, glucose, urea, ethanol):
    glucose_mmol = glucose / GLUCOSE_MG_DL_PER_MMOL_L
    base = 2.0 * sodium + glucose_mmol + urea
    ethanol_mmol = ethanol / ETHANOL_MG_DL_PER_MMOL_L
    return {"value": base + ethanol_mmol, "sodium_term": 2.0 * sodium,
            "glucose_mmol_l": glucose_mmol, "urea_mmol_l": urea, "ethanol_mmol_l": ethanol_mmol,
            "value_ethanol_over_3_7": base + ethanol / ETHANOL_EMPIRICAL_DIVISOR}


CALCULATOR = Calculator(
    id="serum_osmolality",
    name="Serum Osmolality/Osmolarity",
    aliases=["Serum Osmolality", "Plasma Osmolality", "血浆渗透压", "Calculated serum osmolality",
             "Calculated osmolarity"],
    specialty="nephrology_urology",
    description="Calculated serum osmolality from sodium, glucose and urea (BUN): "
                "2 x Na + glucose/18 + BUN/2.8 (mg/dL), = 2 x Na + glucose + urea in mmol/L.",
    keywords=["serum osmolality", "calculated osmolality", "osmolarity", "osmolal gap",
              "osmolar gap", "toxic alcohol", "hyperosmolar", "hyponatremia", "hypernatremia",
              "tonicity", "calculated plasma osmolality", "osmolar gap for toxic alcohol",
              "is the blood concentrated", "tonicity from sodium glucose and urea",
              "hyperosmolar state check", "compare measured and calculated osmolality",
              "effective osmolality in hyperglycemia"],
    features=[
        sodium(),
        glucose(),
        urea(description="Serum urea in mmol/L, or blood urea nitrogen (BUN) under the key 'bun'"),
        Quantity(name="ethanol", unit="mg/dL", units=("mg/dL",), range=(0.0, 1500.0),
                 required=False, default=0.0, labels=("Serum alcohol concentration",),
                 description="Serum ethanol (mg/dL; optional, not given: 0): adds ethanol/4.6 "
                             "(its molar contribution); ethanol/3.7 (Purssell 2001) is in the "
                             "breakdown"),
    ],
    versions=[Version("smithline_gardner_1976", dt.date(1976, 10, 4), SMITHLINE_GARDNER_1976,
                      smithline_gardner,
                      notes="2 x Na + glucose (mg/dL)/18 + BUN (mg/dL)/2.8, computed in mmol/L: "
                            "2 x Na + glucose + urea.")],
    output=Output(unit="mOsm/kg", decimals=1,
                  description="Calculated osmolality (mmol/L, reported as mOsm/kg)",
                  range=(0, float("inf"))),
    references=[SMITHLINE_GARDNER_1976, DORWART_CHALMERS_1975, PURSSELL_2001],
    notes="Smithline & Gardner 1976: calculated osmolality = 2 Na + glucose/18 + BUN/2.8 with "
          "glucose and BUN in mg/dL; the divisors turn mg/dL into mmol/L (glucose 180 g/mol, "
          "urea's two nitrogens 28 g/mol), so in SI units it is 2 Na + glucose + urea, all "
          "mmol/L. This calculator computes the SI form, converting with the exact molar masses "
          "of the unit layer: glucose 1 mmol/L = 18.0156 mg/dL, BUN 1 mmol/L urea = 2.8013 mg/dL. "
          "Compared with the rounded 18 and 2.8 of the mg/dL form, the glucose term is 0.09% "
          "smaller and the BUN term 0.05% smaller: 0.05 mOsm/kg for glucose 1000 mg/dL, 0.02 "
          "for BUN 100 mg/dL, well below the precision of the estimate. Dorwart & Chalmers 1975 "
          "compared 13 formulas and proposed 1.86 Na + glucose/18 + BUN/2.8 + 9 (not implemented "
          "here). The result is an osmolarity (mmol/L of plasma) that is reported as mOsm/kg and "
          "compared with measured osmolality; measured minus calculated is the osmolal gap "
          "(normally below about 10 mOsm/kg). MedCalc-Bench (calculator 30) uses the mg/dL form "
          "with 18 and 2.8; its explanations print '(BUN / 18)' for the glucose term but the "
          "labels use glucose. No interpretation bands: the reference range applies to measured "
          "osmolality. An optional serum ethanol adds its osmoles, ethanol (mg/dL)/4.607 (molar "
          "mass 46.07 g/mol); Purssell 2001 found the measured contribution larger, about "
          "ethanol/3.7, given as value_ethanol_over_3_7 in the breakdown. MDCalc shows both, as "
          "a range (for ethanol 40 mg/dL: '313-315').",
)
