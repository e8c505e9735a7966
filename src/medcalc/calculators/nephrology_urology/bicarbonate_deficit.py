"""Bicarbonate deficit = bicarbonate space (0.5 or 0.4 L/kg x weight) x (target HCO3 - measured
HCO3)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Variant, Version
from medcalc.core.analytes import BICARBONATE
from medcalc.core.common import bicarbonate, weight
from medcalc.core.vector import where

GARELLA_1973 = Reference(
    "Garella S, Dana CL, Chazan JA. Severity of metabolic acidosis as a determinant of "
    "bicarbonate requirements. N Engl J Med. 1973;289(3):121-126 (the dose of bicarbonate is "
    "usually calculated on a distribution space of 50% of body weight; the apparent space rises "
    "as the plasma bicarbonate falls).")
MDCALC_BICARBONATE_DEFICIT = Reference(
    "MDCalc. Bicarbonate Deficit: deficit (mEq) = 0.4 x weight (kg) x (24 - HCO3); outputs "
    "recorded in MedMCP-Calc dev tasks medmcp-calc_092_e9b5945f, medmcp-calc_102_4cc6c9bc and "
    "medmcp-calc_116_93b69ce8 (27.6 lb, HCO3 16 -> 40.1 mEq; 180 lb, HCO3 10 -> 457.2 mEq; "
    "176 lb, HCO3 12 -> 383.2 mEq) all fit 0.4 L/kg and a target of 24.")

DEFAULT_SPACE_L_PER_KG = 0.5  # Garella 1973
MDCALC_SPACE_L_PER_KG = 0.4
DEFAULT_TARGET = 24.0
SPACE_50, SPACE_40 = "space_50_percent", "space_40_percent"


def _deficit(weight, bicarbonate, target_bicarbonate, bicarbonate_space, variant_space):
    # A space given by the caller wins; otherwise the variant's (None or NaN: not given).
    per_kg = (variant_space if bicarbonate_space is None
              else where(bicarbonate_space != bicarbonate_space, variant_space, bicarbonate_space))
    space = per_kg * weight
    gap = target_bicarbonate - bicarbonate
    return {"value": space * gap, "bicarbonate_space_l": space,
            "bicarbonate_space_l_per_kg": per_kg, "bicarbonate_gap_mmol_l": gap}


def bicarbonate_deficit(weight, bicarbonate, target_bicarbonate, bicarbonate_space):
    return _deficit(weight, bicarbonate, target_bicarbonate, bicarbonate_space,
                    DEFAULT_SPACE_L_PER_KG)


def bicarbonate_deficit_space_40(weight, bicarbonate, target_bicarbonate, bicarbonate_space):
    return _deficit(weight, bicarbonate, target_bicarbonate, bicarbonate_space,
                    MDCALC_SPACE_L_PER_KG)


CALCULATOR = Calculator(
    id="bicarbonate_deficit",
    name="Bicarbonate Deficit",
    aliases=["HCO3 deficit", "Sodium bicarbonate deficit"],
    specialty="nephrology_urology",
    description="Estimated bicarbonate deficit (mmol = mEq) of a metabolic acidosis: bicarbonate "
                "space (0.5 L/kg x weight by default; 0.4 L/kg, MDCalc's, as a variant) x "
                "(target - measured bicarbonate).",
    keywords=["how much bicarbonate", "bicarbonate needed", "bicarbonate replacement",
              "sodium bicarbonate therapy", "base needed", "bicarbonate losses",
              "bicarbonate deficit", "HCO3 deficit", "sodium bicarbonate dose", "alkali therapy",
              "bicarbonate replacement", "bicarbonate space", "metabolic acidosis", "NaHCO3",
              "how much bicarbonate to give", "alkali replacement dose",
              "mEq of bicarbonate to reach target", "correct a low serum bicarbonate",
              "amount of sodium bicarbonate needed", "total body bicarbonate shortfall"],
    features=[
        weight(),
        bicarbonate(description="Measured serum bicarbonate"),
        Quantity(name="target_bicarbonate", unit="mmol/L", analyte=BICARBONATE,
                 units=("mmol/L", "mEq/L"), range=(5.0, 35.0), required=False,
                 default=DEFAULT_TARGET,
                 description="Target ('desired') serum bicarbonate; 24 mmol/L unless stated"),
        Quantity(name="bicarbonate_space", unit="L/kg", units=("L/kg",), range=(0.2, 1.0),
                 required=False, default=None,
                 description=("Apparent bicarbonate distribution space as a fraction of body "
                              "weight (L/kg), when stated; otherwise the variant's: 0.5 "
                              "(space_50_percent, default) or 0.4 (space_40_percent)")),
    ],
    versions=[
        Version("garella_1973", dt.date(1973, 7, 19), GARELLA_1973, bicarbonate_deficit,
                variant=SPACE_50,
                notes="Deficit (mmol) = 0.5 L/kg x weight (kg) x (target - measured HCO3); a "
                      "bicarbonate_space given as an input replaces 0.5."),
        Version("mdcalc_space_0_4", dt.date(1973, 7, 19), MDCALC_BICARBONATE_DEFICIT,
                bicarbonate_deficit_space_40, variant=SPACE_40,
                notes="Deficit (mmol) = 0.4 L/kg x weight (kg) x (target - measured HCO3), "
                      "MDCalc's constant; a bicarbonate_space given as an input replaces 0.4. "
                      "Dated with Garella 1973, the equation it parameterises: the origin of "
                      "the 0.4 constant is not established (a variant is never chosen by "
                      "date)."),
    ],
    variants=[
        Variant(SPACE_50, "Bicarbonate space 0.5 L/kg (50% of body weight, Garella 1973): the "
                "default.", GARELLA_1973),
        Variant(SPACE_40, "Bicarbonate space 0.4 L/kg: MDCalc's Bicarbonate Deficit and many "
                "online calculators; the deficit is 20% smaller than with 0.5.",
                MDCALC_BICARBONATE_DEFICIT),
    ],
    default_version="garella_1973",
    output=Output(unit="mmol", decimals=0,
                  description="Bicarbonate deficit in mmol (= mEq of sodium bicarbonate)"),
    preconditions=[Precondition(
        lambda bicarbonate, target_bicarbonate: bicarbonate <= target_bicarbonate,
        "the measured bicarbonate is above the target: there is no bicarbonate deficit (the "
        "formula's negative result would be an excess, not a dose)")],
    references=[GARELLA_1973, MDCALC_BICARBONATE_DEFICIT],
    notes="Deficit = distribution space x (target - measured bicarbonate). The space is 50% of "
          "body weight by default: Garella et al. 1973 report that the dose of bicarbonate 'is "
          "usually calculated on the assumption that administered bicarbonate distributes in a "
          "space equivalent to 50 per cent of body weight', and show that the apparent space "
          "rises as the plasma bicarbonate falls (over 200% of body weight in one patient with "
          "profound acidosis; in dogs the same dose raised bicarbonate 2.8, 5.0 and 5.6 mmol/L "
          "from low, normal and high starting values), so in severe acidosis the formula "
          "underestimates the bicarbonate needed. MDCalc and many online calculators use 0.4 L/kg "
          "instead: choose variant='space_40_percent' to reproduce them (the result is 20% "
          "smaller; MDCalc's outputs recorded in MedMCP-Calc fit 0.4 x weight x (24 - HCO3) "
          "exactly). A bicarbonate_space given as an input is used as stated in either "
          "variant. The "
          "target defaults to 24 mmol/L (normal); a partial target is common in practice and "
          "can be given. The base-excess rule (mmol = base deficit x 0.3 x weight, Astrup's "
          "extracellular-fluid estimate; CMedCalc-Bench's 碳酸氢盐) is the separate calculator "
          "bicarbonate_dose_base_excess. A "
          "measured bicarbonate above the target is NA not_applicable; equal to it gives 0.",
)
