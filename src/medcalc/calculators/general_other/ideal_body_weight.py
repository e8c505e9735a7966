"""Ideal body weight by the Devine formula (1974)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Version
from medcalc.core.common import FEMALE, age, height, sex
from medcalc.core.vector import any_true
from medcalc.formulas.anthropometry import (
    CM_PER_INCH,
    DEVINE_1974,
    DEVINE_BASE_HEIGHT_IN,
    ideal_body_weight_devine,
)

BASE_HEIGHT_CM = DEVINE_BASE_HEIGHT_IN * CM_PER_INCH  # 152.4 cm


def ideal_body_weight(sex, height, age):
    value = ideal_body_weight_devine(height, sex == FEMALE)
    out = {"value": value, "height_in": height / CM_PER_INCH}
    if any_true(height < BASE_HEIGHT_CM):
        out["warnings"] = ["height below 60 in (152.4 cm): Devine's formula is defined from "
                           "5 feet; the line is extended below it (2.3 kg less per inch), as MDCalc and "
                           "MedCalc-Bench do"]
    return out


def _ibw_positive(sex, height):
    return ideal_body_weight_devine(height, sex == FEMALE) > 0


CALCULATOR = Calculator(
    id="ideal_body_weight",
    name="Ideal Body Weight",
    aliases=["Ideal Body Weight and Adjusted Body Weight", "Ideal Body Weight (Devine)",
             "Devine formula", "IBW"],
    specialty="general_other",
    description="Ideal body weight of an adult by the Devine formula: 50 kg (men) or 45.5 kg "
                "(women) plus 2.3 kg per inch of height over 5 feet.",
    keywords=["ideal weight", "dosing weight", "lean weight", "adjusted weight",
              "ideal body weight", "IBW", "Devine", "drug dosing weight", "lean body weight",
              "ventilator tidal volume", "predicted body weight", "ideal weight for height",
              "weight for tidal volume setting", "lean dosing weight",
              "predicted body weight ventilation", "healthy weight for height",
              "dosing weight for lean patients"],
    features=[
        sex(), height(),
        age(required=False, description="Age; optional, checked only when given (the formula is "
                                        "for adults, age 18 or older)"),
    ],
    versions=[
        Version("devine_1974", dt.date(1974, 1, 1), DEVINE_1974, ideal_body_weight,
                notes="IBW (kg) = 50 (men) or 45.5 (women) + 2.3 x (height in inches - 60)."),
    ],
    output=Output(unit="kg", decimals=1),
    preconditions=[
        Precondition(lambda age: age is None or age >= 18,
                     "the Devine formula is for adults (age 18 or older)"),
        Precondition(_ibw_positive,
                     "the Devine ideal body weight is not positive at this height (below about "
                     "97 cm for men, 102 cm for women)"),
    ],
    references=[DEVINE_1974],
    notes="Devine gave the rule for heights over 5 feet (60 in, 152.4 cm). Below that height the "
          "same straight line is extended (2.3 kg less per inch below 60 in) with a warning, as "
          "MDCalc and MedCalc-Bench do: shorter adults exist and a continuous rule avoids a jump "
          "at 60 in, but the value there is an extrapolation. Where the extended line is not "
          "positive (below about 97 cm for men, 102 cm for women) the result is NA "
          "not_applicable. The formula is for adults; an age, when given, must be 18 or more.",
)
