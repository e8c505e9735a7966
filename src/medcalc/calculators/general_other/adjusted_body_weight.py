"""Adjusted body weight: ideal body weight plus 40% of the weight above it."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import FEMALE, age, height, sex, weight
from medcalc.core.vector import any_true
from medcalc.formulas.anthropometry import (
    ADJUSTED_BODY_WEIGHT_FACTOR,
    DEVINE_1974,
    ideal_body_weight_devine,
)
from medcalc.formulas.anthropometry import adjusted_body_weight as abw

BAUER_1983 = Reference(
    "Bauer LA, Edwards WA, Dellinger EP, Simonowitz DA. Influence of weight on aminoglycoside "
    "pharmacokinetics in normal weight and morbidly obese patients. Eur J Clin Pharmacol. "
    "1983;24(5):643-647 (credited as the origin of the dosing weight IBW + 0.4 x (total body "
    "weight - IBW) for aminoglycosides in obesity).", doi="10.1007/BF00542215")
TRAYNOR_1995 = Reference(
    "Traynor AM, Nafziger AN, Bertino JS Jr. Aminoglycoside dosing weight correction factors for "
    "patients of various body sizes. Antimicrob Agents Chemother. 1995;39(2):545-548 (cites the "
    "prior IBW + 40% of excess weight factor; finds 0.43 for overweight patients).")
WINTER_2012 = Reference(
    "Winter MA, Guhr KN, Berg GM. Impact of various body weights and serum creatinine "
    "concentrations on the bias and accuracy of the Cockcroft-Gault equation. Pharmacotherapy. "
    "2012;32(7):604-612 (adjusted body weight with the 0.4 factor in the Cockcroft-Gault "
    "equation).")


def adjusted_body_weight(sex, height, weight, age):
    ibw = ideal_body_weight_devine(height, sex == FEMALE)
    out = {"value": abw(weight, ibw), "ideal_body_weight": ibw, "excess_weight": weight - ibw}
    warnings = []
    if any_true(weight <= ibw):
        warnings.append("actual weight is not above the ideal body weight: adjusted body weight "
                        "is meant for patients above their IBW (the 0.4 factor was derived in "
                        "obesity); here it lies between the actual and the ideal weight")
    if any_true(height < 152.4):
        warnings.append("height below 60 in (152.4 cm): Devine's ideal body weight is extended "
                        "below 5 feet (2.3 kg less per inch)")
    if warnings:
        out["warnings"] = warnings
    return out


def _ibw_positive(sex, height):
    return ideal_body_weight_devine(height, sex == FEMALE) > 0


CALCULATOR = Calculator(
    id="adjusted_body_weight",
    name="Adjusted Body Weight",
    aliases=["Adjusted Body Weight (ABW)", "AdjBW", "Dosing weight (IBW + 0.4 x excess)"],
    specialty="general_other",
    description="Adjusted body weight of an adult: Devine ideal body weight plus 0.4 times the "
                "actual weight above it.",
    keywords=["adjusted body weight", "ABW", "dosing weight", "obesity", "aminoglycoside dosing",
              "ideal body weight", "Cockcroft-Gault weight", "dosing weight in obesity",
              "weight for drug dosing in obese adults", "aminoglycoside weight in obese patient",
              "weight between ideal and actual", "obese patient creatinine clearance weight",
              "corrected weight for overweight patients", "nutrition weight in obesity"],
    features=[
        sex(), height(), weight(description="Actual (total) body weight"),
        age(required=False, description="Age; optional, checked only when given (the formula is "
                                        "for adults, age 18 or older)"),
    ],
    versions=[
        Version("ibw_plus_40_percent", dt.date(1983, 1, 1), BAUER_1983, adjusted_body_weight,
                notes="AdjBW = IBW + 0.4 x (actual weight - IBW); IBW by Devine (1974)."),
    ],
    output=Output(unit="kg", decimals=1, range=(0, float("inf"))),
    preconditions=[
        Precondition(lambda age: age is None or age >= 18,
                     "adjusted body weight uses the adult Devine ideal body weight (age 18 or "
                     "older)"),
        Precondition(_ibw_positive,
                     "the Devine ideal body weight is not positive at this height (below about "
                     "97 cm for men, 102 cm for women)"),
    ],
    references=[BAUER_1983, TRAYNOR_1995, WINTER_2012, DEVINE_1974],
    notes=f"Factor {ADJUSTED_BODY_WEIGHT_FACTOR}: the aminoglycoside dosing-weight correction of "
          "Bauer et al. 1983 (morbidly obese patients), later used for the Cockcroft-Gault "
          "weight (Winter 2012); Traynor 1995 estimated 0.43. Other drugs use other factors "
          "(not implemented). Ideal body weight is Devine's, extended linearly below 60 in with "
          "a warning. The formula is computed as written for any weight; when the actual weight "
          "is not above IBW a warning says the adjustment is not meant for that case. "
          "MedCalc-Bench (calculator 62) uses the same formula.",
)
