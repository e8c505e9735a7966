"""Maintenance fluid rate from body weight: Holliday-Segar (100/50/20 mL/kg/day) and the hourly
4-2-1 rule."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Variant, Version
from medcalc.core.common import weight
from medcalc.core.vector import maximum, minimum

HOLLIDAY_SEGAR_1957 = Reference(
    "Holliday MA, Segar WE. The maintenance need for water in parenteral fluid therapy. "
    "Pediatrics. 1957;19(5):823-832 (caloric expenditure 100 kcal/kg/day for 0-10 kg, 1000 kcal + "
    "50 kcal/kg over 10 kg for 10-20 kg, 1500 kcal + 20 kcal/kg over 20 kg; water need 100 mL per "
    "100 kcal per day).", doi="10.1542/peds.19.5.823")
OH_1980 = Reference(
    "Oh TH. Formulas for calculating fluid maintenance requirements. Anesthesiology. "
    "1980;53(4):351 (letter; commonly credited with the hourly 4-2-1 form: 4 mL/kg/h for the "
    "first 10 kg, 2 mL/kg/h for the next 10 kg, 1 mL/kg/h above 20 kg).")

HS = "holliday_segar_1957"
RULE_421 = "4_2_1_rule"
# Parallel conventions (variants), each with one edition: the daily rule divided by 24, and the
# hourly rule with rounded rates.
DAILY = "daily_holliday_segar"
HOURLY = "hourly_4_2_1"


def _bands(weight):
    first = minimum(weight, 10.0)
    second = minimum(maximum(weight - 10.0, 0.0), 10.0)
    rest = maximum(weight - 20.0, 0.0)
    return first, second, rest


def holliday_segar(weight):
    first, second, rest = _bands(weight)
    per_day = 100.0 * first + 50.0 * second + 20.0 * rest
    return {"value": per_day / 24.0, "ml_per_day": per_day}


def four_two_one(weight):
    first, second, rest = _bands(weight)
    per_hour = 4.0 * first + 2.0 * second + 1.0 * rest
    return {"value": per_hour, "ml_per_day": per_hour * 24.0}


CALCULATOR = Calculator(
    id="maintenance_fluids_calculations",
    name="Maintenance Fluids Calculations",
    aliases=["Maintenance Fluids Calculations (Holliday-Segar Method)",
             "Maintenance Fluid Calculation (4-2-1 Rule)", "维持液体量计算",
             "Holliday-Segar", "4-2-1 rule", "Maintenance IV fluid rate"],
    specialty="pediatrics_neonatology",
    description="Hourly maintenance fluid rate from body weight by the Holliday-Segar method "
                "(100/50/20 mL/kg/day, divided by 24) or the hourly 4-2-1 rule.",
    keywords=["maintenance fluids", "IV fluid rate", "Holliday-Segar", "4-2-1 rule",
              "pediatric fluids", "fluid requirement", "mL/kg/day",
              "daily fluid requirement by weight", "hourly IV fluid rate",
              "pediatric maintenance fluid rate", "how much IV fluid per hour",
              "fluid needs for child", "baseline fluid rate"],
    features=[weight()],
    versions=[
        Version(HS, dt.date(1957, 5, 1), HOLLIDAY_SEGAR_1957, holliday_segar, variant=DAILY,
                notes="mL/day = 100 x (first 10 kg) + 50 x (10-20 kg) + 20 x (kg above 20); rate "
                      "(mL/h) = mL/day / 24."),
        Version(RULE_421, dt.date(1980, 10, 1), OH_1980, four_two_one, variant=HOURLY,
                notes="mL/h = 4 x (first 10 kg) + 2 x (10-20 kg) + 1 x (kg above 20); a rounding "
                      "of Holliday-Segar / 24 (4.17, 2.08, 0.83 mL/kg/h)."),
    ],
    variants=[
        Variant(DAILY, "Holliday-Segar's daily rule (100/50/20 mL/kg/day) divided by 24: the "
                "default, the rule as published.", HOLLIDAY_SEGAR_1957),
        Variant(HOURLY, "The hourly 4-2-1 rule (4/2/1 mL/kg/h): MDCalc, MedCalc-Bench "
                "(calculator 22) and CMedCalc-Bench (维持液体量计算).", OH_1980),
    ],
    default_version=HS,
    output=Output(unit="mL/h", decimals=1, description="Maintenance fluid rate",
                  range=(0, float("inf"))),
    references=[HOLLIDAY_SEGAR_1957, OH_1980],
    notes="Default: Holliday and Segar's rule as published (per day), divided by 24. The 4-2-1 "
          "rule rounds the hourly rates (4, 2, 1 instead of 4.17, 2.08, 0.83 mL/kg/h): it gives "
          "4% less up to 20 kg, the same at 35 kg and more above (+5.6% at 70 kg); choose it "
          "with variant='hourly_4_2_1' (or version='4_2_1_rule'). The two are parallel "
          "conventions (variants), not editions: the 4-2-1 rule (1980) did not replace the "
          "daily rule, so a date (as_of) never switches from one to the other. MDCalc, "
          "MedCalc-Bench (calculator 22) and CMedCalc-Bench use the 4-2-1 rule (MDCalc's "
          "outputs recorded in MedMCP-Calc: 27.6 lb -> 45 mL/hr, 156 lb -> 111 mL/hr). "
          "Holliday-Segar estimates the water needs of hospitalized patients from caloric "
          "expenditure; it was not meant for neonates in their first weeks of life, and it "
          "gives a volume, not the choice of fluid. No upper cap is applied (some calculators "
          "cap adults at 2,400 mL/day or about 100 mL/h).")
