"""Total body water of adults from sex, age, height and weight (Watson, Watson and Batt 1980)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import FEMALE, age, height, sex, weight
from medcalc.formulas.renal import watson_total_body_water

WATSON_1980 = Reference(
    "Watson PE, Watson ID, Batt RD. Total body water volumes for adult males and females "
    "estimated from simple anthropometric measurements. Am J Clin Nutr. 1980;33(1):27-39 (men: "
    "2.447 - 0.09516 x age + 0.1074 x height + 0.3362 x weight; women: -2.097 + 0.1069 x height "
    "+ 0.2466 x weight; litres, years, cm, kg; 458 men and 265 women from dilution studies).",
    doi="10.1093/ajcn/33.1.27")


def total_body_water(sex, age, height, weight):
    value = watson_total_body_water(age, height, weight, sex == FEMALE)
    return {"value": value, "percent_of_body_weight": 100.0 * value / weight}


CALCULATOR = Calculator(
    id="total_body_water_watson",
    name="Total Body Water (Watson Formula)",
    aliases=["Watson formula", "Watson total body water", "TBW Watson",
             "Total body water (Watson)"],
    specialty="nephrology_urology",
    description="Total body water (litres) of an adult from sex, age, height and weight by the "
                "Watson 1980 anthropometric equations.",
    keywords=["total body water", "TBW", "body water volume", "anthropometric equation",
              "urea distribution volume", "dialysis dose", "Kt/V", "body composition", "hydration",
              "how much water is in the body", "total body water from height and weight",
              "urea distribution volume for dialysis", "body water for Kt/V",
              "volume of distribution of water", "anthropometric body water estimate"],
    features=[sex(), age(description="Age (enters the men's equation only)"),
              height(), weight()],
    versions=[Version("watson_1980", dt.date(1980, 1, 1), WATSON_1980, total_body_water,
                      notes="Men: 2.447 - 0.09516 x age + 0.1074 x height + 0.3362 x weight; "
                            "women: -2.097 + 0.1069 x height + 0.2466 x weight.")],
    output=Output(unit="L", decimals=1, description="Total body water, litres"),
    preconditions=[Precondition(lambda age: age >= 18.0,
                                "the Watson equations were derived in adults")],
    references=[WATSON_1980],
    notes="Coefficients from the Watson 1980 abstract; the men's age coefficient is 0.09516 "
          "(many web calculators print 0.09156, a transposition). Age is not in the women's "
          "equation and is asked for both sexes only to check the adult population (the paper "
          "covers adults of all ages; applied here from 18 years). Height in cm, weight in kg. "
          "The equations were fitted to total body water measured by dilution studies; they are "
          "used e.g. for the urea distribution volume V in Kt/V.",
)
