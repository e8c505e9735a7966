"""Bicarbonate deficit = bicarbonate space (0.5 x weight) x (target HCO3 - measured HCO3)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.analytes import BICARBONATE
from medcalc.core.common import bicarbonate, weight

GARELLA_1973 = Reference(
    "Garella S, Dana CL, Chazan JA. Severity of metabolic acidosis as a determinant of "
    "bicarbonate requirements. N Engl J Med. 1973;289(3):121-126 (the dose of bicarbonate is "
    "usually calculated on a distribution space of 50% of body weight; the apparent space rises "
    "as the plasma bicarbonate falls).")

DEFAULT_SPACE_L_PER_KG = 0.5
DEFAULT_TARGET = 24.0


def bicarbonate_deficit(weight, bicarbonate, target_bicarbonate, bicarbonate_space):
    space = bicarbonate_space * weight
    gap = target_bicarbonate - bicarbonate
    return {"value": space * gap, "bicarbonate_space_l": space, "bicarbonate_gap_mmol_l": gap}


CALCULATOR = Calculator(
    id="bicarbonate_deficit",
    name="Bicarbonate Deficit",
    aliases=["Bicarbonate Requirement (BE x 0.3 x Weight)", "碳酸氢盐", "HCO3 deficit",
             "Sodium bicarbonate deficit"],
    specialty="nephrology_urology",
    description="Estimated bicarbonate deficit (mmol = mEq) of a metabolic acidosis: bicarbonate "
                "space (0.5 L/kg x weight by default) x (target - measured bicarbonate).",
    keywords=["bicarbonate deficit", "HCO3 deficit", "sodium bicarbonate dose", "alkali therapy",
              "bicarbonate replacement", "bicarbonate space", "metabolic acidosis", "NaHCO3"],
    features=[
        weight(),
        bicarbonate(description="Measured serum bicarbonate"),
        Quantity(name="target_bicarbonate", unit="mmol/L", analyte=BICARBONATE,
                 units=("mmol/L", "mEq/L"), range=(5.0, 35.0), required=False,
                 default=DEFAULT_TARGET,
                 description="Target ('desired') serum bicarbonate; 24 mmol/L unless stated"),
        Quantity(name="bicarbonate_space", unit="L/kg", units=("L/kg",), range=(0.2, 1.0),
                 required=False, default=DEFAULT_SPACE_L_PER_KG,
                 description=("Apparent bicarbonate distribution space as a fraction of body "
                              "weight (L/kg); 0.5 unless stated (some calculators use 0.4)")),
    ],
    versions=[Version("garella_1973", dt.date(1973, 7, 19), GARELLA_1973, bicarbonate_deficit,
                      notes="Deficit (mmol) = 0.5 L/kg x weight (kg) x (target - measured HCO3), "
                            "the distribution space an explicit input (default 0.5).")],
    output=Output(unit="mmol", decimals=0,
                  description="Bicarbonate deficit in mmol (= mEq of sodium bicarbonate)"),
    preconditions=[Precondition(
        lambda bicarbonate, target_bicarbonate: bicarbonate <= target_bicarbonate,
        "the measured bicarbonate is above the target: there is no bicarbonate deficit (the "
        "formula's negative result would be an excess, not a dose)")],
    references=[GARELLA_1973],
    notes="Deficit = distribution space x (target - measured bicarbonate). The space is 50% of "
          "body weight by default: Garella et al. 1973 report that the dose of bicarbonate 'is "
          "usually calculated on the assumption that administered bicarbonate distributes in a "
          "space equivalent to 50 per cent of body weight', and show that the apparent space "
          "rises as the plasma bicarbonate falls (over 200% of body weight in one patient with "
          "profound acidosis; in dogs the same dose raised bicarbonate 2.8, 5.0 and 5.6 mmol/L "
          "from low, normal and high starting values), so in severe acidosis the formula "
          "underestimates the bicarbonate needed. Many online calculators use 0.4 L/kg instead; "
          "give bicarbonate_space=0.4 to reproduce them (the result is 20% smaller). The "
          "target defaults to 24 mmol/L (normal); a partial target is common in practice and "
          "can be given. The catalog alias 'Bicarbonate Requirement (BE x 0.3 x Weight)' names a "
          "base-excess rule (mmol = base deficit x 0.3 x weight, Astrup's extracellular-fluid "
          "estimate) that is not implemented here: we could not verify its primary source. A "
          "measured bicarbonate above the target is NA not_applicable; equal to it gives 0.",
)
