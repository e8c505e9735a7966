"""Free water deficit in hypernatremia: TBW x (Na / 140 - 1)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.analytes import SODIUM
from medcalc.core.common import FEMALE, age, sex, sodium, weight
from medcalc.formulas.renal import tbw_fraction

ADROGUE_MADIAS_2000 = Reference(
    "Adrogué HJ, Madias NE. Hypernatremia. N Engl J Med. 2000;342(20):1493-1499 (total body "
    "water as a fraction of body weight: 0.6 children, 0.6 and 0.5 non-elderly men and women, "
    "0.5 and 0.45 elderly men and women).", doi="10.1056/NEJM200005183422006")
MDCALC_FWD = Reference(
    "MDCalc. Free Water Deficit (for hypernatremic patients; total body water fractions by age "
    "group: child < 18, adult 18-64, elderly >= 65 years).", url="https://www.mdcalc.com/")

def free_water_deficit(sodium, weight, age, sex, target_sodium):
    fraction = tbw_fraction(age, sex == FEMALE)
    tbw = fraction * weight
    return {"value": tbw * (sodium / target_sodium - 1.0), "tbw_fraction": fraction,
            "total_body_water_l": tbw}


CALCULATOR = Calculator(
    id="free_water_deficit",
    name="Free Water Deficit in Hypernatremia",
    aliases=["Free-water Deficit", "Free Water Deficit", "自由水缺失量计算", "Water deficit"],
    specialty="nephrology_urology",
    description="Water needed to bring a raised serum sodium back to 140 mmol/L: total body water "
                "x (Na/140 - 1), total body water a fraction of weight by age and sex.",
    keywords=["free water deficit", "water deficit", "hypernatremia", "dehydration",
              "total body water", "sodium", "D5W", "fluid replacement",
              "how much free water to replace", "water needed to correct high sodium",
              "fluid to lower serum sodium", "dehydration with hypernatremia",
              "water replacement volume", "hypernatremia treatment volume"],
    features=[
        sodium(description="Measured serum sodium"),
        weight(description="Current body weight"),
        age(labels=("Age range",)),
        sex(),
        Quantity(name="target_sodium", labels=("Sodium desired", "Desired sodium"), unit="mmol/L", analyte=SODIUM, units=("mmol/L", "mEq/L"),
                 range=(130.0, 150.0), required=False, default=140.0,
                 description="Target ('ideal') serum sodium; 140 mmol/L unless stated"),
    ],
    versions=[Version("adrogue_madias_2000", dt.date(2000, 5, 18), ADROGUE_MADIAS_2000,
                      free_water_deficit,
                      notes="TBW x (Na/140 - 1); TBW = weight x 0.6 (children < 18; men 18-64), "
                            "0.5 (women 18-64; men >= 65), 0.45 (women >= 65).")],
    output=Output(unit="L", decimals=2, description="Free water deficit in litres"),
    preconditions=[Precondition(
        lambda sodium, target_sodium: sodium >= target_sodium,
        "the free water deficit applies to hypernatremia: with a sodium below the target "
        "(140 mmol/L) the patient has no water deficit and the formula's negative result is "
        "not a deficit to replace")],
    references=[ADROGUE_MADIAS_2000, MDCALC_FWD],
    notes="Water deficit = TBW x (Na/140 - 1), TBW = weight x fraction, with the fractions of "
          "Adrogué & Madias 2000: 0.6 in children and non-elderly men, 0.5 in non-elderly women "
          "and elderly men, 0.45 in elderly women. The age cut-offs are MDCalc's (child < 18, "
          "elderly >= 65); the source does not define 'elderly'. A sodium below the target is NA "
          "not_applicable: Adrogué & Madias and MDCalc apply the formula to hypernatremic "
          "patients, and a negative 'deficit' would describe water excess, which this formula is "
          "not meant to quantify; at exactly the target the deficit is 0 L. MedCalc-Bench "
          "(calculator 38) reports negative values for Na < 140 (e.g. -0.828 L at Na 137); those "
          "rows are NA here. Hypernatremia is Na > 145 mmol/L (Adrogué & Madias); sodium 140-145 "
          "still gets a (small) deficit toward the 140 target. The estimate ignores ongoing "
          "losses and the sodium of any hypotonic fluid lost; Adrogué & Madias recommend planning "
          "therapy with their infusate formula and correcting chronic hypernatremia by no more "
          "than 10 mmol/L per day. Weight is the current weight.",
)
