"""Adrogué-Madias infusate formula: change in serum sodium after 1 L of an infusate, for
hyponatremia and hypernatremia, with the volume and rate to reach a target when one is given."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    Duration,
    Implausible,
    Missing,
    NotApplicable,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.analytes import POTASSIUM, SODIUM
from medcalc.core.common import FEMALE, age, sex, sodium, weight
from medcalc.core.vector import where
from medcalc.formulas.renal import adrogue_madias_change, tbw_fraction

ADROGUE_MADIAS_HYPONATREMIA = Reference(
    "Adrogué HJ, Madias NE. Hyponatremia. N Engl J Med. 2000;342(21):1581-1589 (formula 1: "
    "change in serum Na = (infusate Na - serum Na) / (total body water + 1); formula 2: "
    "(infusate Na + infusate K - serum Na) / (total body water + 1); infusates 5% NaCl 855, 3% "
    "NaCl 513, 0.9% NaCl 154, Ringer's lactate 130, 0.45% NaCl 77, 0.2% NaCl in 5% dextrose 34, "
    "5% dextrose in water 0 mmol Na/L; total body water 0.6 children, 0.6 and 0.5 non-elderly "
    "men and women, 0.5 and 0.45 elderly men and women).", doi="10.1056/NEJM200005253422107")
ADROGUE_MADIAS_HYPERNATREMIA = Reference(
    "Adrogué HJ, Madias NE. Hypernatremia. N Engl J Med. 2000;342(20):1493-1499 (the same "
    "formulas applied to hypotonic infusates).", doi="10.1056/NEJM200005183422006")
RINGER_LACTATE_USP = Reference(
    "Lactated Ringer's Injection USP (composition per litre: sodium 130, potassium 4, calcium "
    "2.7, chloride 109, lactate 28 mEq).")

D5W = "d5w"
NACL_0_2_D5W = "nacl_0_2_d5w"
NACL_0_45 = "nacl_0_45"
NACL_2 = "nacl_2"
RINGERS_LACTATE = "ringers_lactate"
NACL_0_9 = "nacl_0_9"
NACL_3 = "nacl_3"
NACL_5 = "nacl_5"
CUSTOM = "custom"

# mmol/L of sodium and of potassium in each named infusate.
INFUSATE_SODIUM = {D5W: 0.0, NACL_0_2_D5W: 34.0, NACL_0_45: 77.0, RINGERS_LACTATE: 130.0,
                   NACL_0_9: 154.0, NACL_2: 342.0, NACL_3: 513.0, NACL_5: 855.0}
INFUSATE_POTASSIUM = {RINGERS_LACTATE: 4.0}


def _lookup(infusate, table, default=0.0):
    out = default
    for key, amount in table.items():
        out = where(infusate == key, amount, out)
    return out


def sodium_correction_rate(sodium, weight, age, sex, infusate, infusate_sodium, added_potassium,
                           target_sodium, correction_hours, correction_rate):
    if infusate == CUSTOM:
        if infusate_sodium is None:
            raise Missing("infusate 'custom' needs infusate_sodium", ("infusate_sodium",))
        na = infusate_sodium
    else:
        na = _lookup(infusate, INFUSATE_SODIUM)
        if infusate_sodium is not None and infusate_sodium != na:
            raise Implausible(f"infusate_sodium {infusate_sodium:g} mmol/L contradicts {infusate} "
                              f"({na:g} mmol/L); use infusate 'custom' for another fluid",
                              ("infusate", "infusate_sodium"))
    k = _lookup(infusate, INFUSATE_POTASSIUM) + added_potassium
    fraction = tbw_fraction(age, sex == FEMALE)
    tbw = fraction * weight
    change = adrogue_madias_change(na, k, sodium, tbw)
    out = {"value": change, "total_body_water_l": tbw, "tbw_fraction": fraction,
           "infusate_sodium": na, "infusate_potassium": k}
    if target_sodium is not None:
        wanted = target_sodium - sodium
        if wanted != 0 and change == 0:
            raise NotApplicable("this infusate does not change the serum sodium (infusate Na + K "
                                "equals the serum sodium)", ("infusate", "sodium"))
        if wanted * change < 0:
            raise Implausible(f"the infusate moves the sodium by {change:+.2f} mmol/L per litre, "
                              f"away from the target {target_sodium:g} mmol/L",
                              ("infusate", "target_sodium"))
        volume = wanted / change if wanted != 0 else 0.0
        out["target_change_mmol_per_l"] = wanted
        out["infusate_volume_l"] = volume
        if correction_hours is not None:
            out["infusion_rate_ml_per_h"] = 1000.0 * volume / correction_hours
    elif correction_hours is not None:
        out["warnings"] = ["correction_hours is used only with a target_sodium"]
    if correction_rate is not None:  # MDCalc's form: a pace in mmol/L/h instead of a target
        if change == 0:
            raise NotApplicable("this infusate does not change the serum sodium (infusate Na + K "
                                "equals the serum sodium)", ("infusate", "sodium"))
        out["infusion_rate_ml_per_h_for_pace"] = 1000.0 * correction_rate / abs(change)
    return out


_INFUSATES = (
    Choice(D5W, "5% dextrose in water (Na 0 mmol/L)",
           aliases=("D5W", "5% Dextrose in water", "5% dextrose", "dextrose 5%", "glucose 5%", "free water")),
    Choice(NACL_0_2_D5W, "0.2% NaCl in 5% dextrose (Na 34 mmol/L)",
           aliases=("0.2% NaCl", "0.2% saline", "D5 0.2% NaCl", "D5 1/4 NS", "quarter normal "
                    "saline")),
    Choice(NACL_0_45, "0.45% NaCl, half-normal saline (Na 77 mmol/L)",
           aliases=("0.45% NaCl", "0.45% saline", "half normal saline", "1/2 NS", "half NS")),
    Choice(RINGERS_LACTATE, "Ringer's lactate (Na 130, K 4 mmol/L)",
           aliases=("lactated Ringer's", "LR", "Ringer lactate", "Hartmann's solution",
                    "lactated ringers")),
    Choice(NACL_0_9, "0.9% NaCl, normal saline (Na 154 mmol/L)",
           aliases=("0.9% NaCl", "0.9% saline", "normal saline", "NS", "isotonic saline")),
    Choice(NACL_2, "2% NaCl (Na 342 mmol/L)", aliases=("2% NaCl", "2% saline")),
    Choice(NACL_3, "3% NaCl, hypertonic saline (Na 513 mmol/L)",
           aliases=("3% NaCl", "3% saline", "hypertonic saline")),
    Choice(NACL_5, "5% NaCl (Na 855 mmol/L)", aliases=("5% NaCl", "5% saline")),
    Choice(CUSTOM, "Other fluid: give infusate_sodium", aliases=("other",)),
)

CALCULATOR = Calculator(
    id="sodium_correction_rate",
    name="Sodium Correction Rate in Hyponatremia and Hypernatremia",
    aliases=["Adrogue-Madias formula", "Adrogué-Madias equation", "Adrogue formula",
             "change in serum sodium per liter of infusate"],
    specialty="nephrology_urology",
    description="Expected change in serum sodium after 1 L of an intravenous fluid "
                "(Adrogué-Madias), with the volume and infusion rate to reach a target sodium, "
                "in hyponatremia and hypernatremia.",
    keywords=["hyponatremia", "hypernatremia", "hyponatraemia", "hypernatraemia",
              "serum sodium correction", "IV fluid rate", "hypertonic saline", "3% saline", "D5W",
              "osmotic demyelination", "overcorrection", "infusate",
              "how fast will this fluid change sodium", "sodium change per liter of IV fluid",
              "hypertonic saline infusion rate", "avoid overcorrecting low sodium",
              "rate of fluid to correct sodium", "choose IV fluid for sodium disorder",
              "safe sodium correction speed"],
    features=[
        sodium(description="Measured serum sodium"),
        weight(description="Body weight"),
        age(labels=("Age range",)),
        sex(),
        Category(name="infusate", labels=("Fluid type",), description="Intravenous fluid given",
                 choices=_INFUSATES),
        Quantity(name="infusate_sodium", unit="mmol/L", analyte=SODIUM,
                 units=("mmol/L", "mEq/L"), range=(0.0, 1000.0), required=False, default=None,
                 description="Sodium of the fluid, for infusate 'custom'"),
        Quantity(name="added_potassium", unit="mmol/L", analyte=POTASSIUM,
                 units=("mmol/L", "mEq/L"), range=(0.0, 80.0), required=False, default=0.0,
                 description="Potassium added to each litre of the fluid (e.g. 20 mmol KCl/L); "
                             "Ringer's lactate already carries its own 4 mmol/L"),
        Quantity(name="target_sodium", unit="mmol/L", analyte=SODIUM, units=("mmol/L", "mEq/L"),
                 range=(100.0, 180.0), required=False, default=None,
                 description="Target serum sodium of this correction step; gives the volume of "
                             "fluid needed"),
        Duration(name="correction_hours", unit="h", units=("h", "min", "day"),
                 range=(0.5, 96.0), required=False, default=None,
                 description="Time over which to reach the target; gives the infusion rate"),
        Quantity(name="correction_rate", labels=("Rate of sodium correction",),
                 unit="mmol/L/h", analyte=SODIUM,
                 units=("mmol/L/h", "mEq/L/h", "mmol/L/hr", "mEq/L/hr"),
                 range=(0.01, 2.0), required=False, default=None,
                 description=("Pace of change of the serum sodium (mmol/L per hour, e.g. 0.5): "
                              "gives the infusion rate of this fluid for that pace "
                              "(infusion_rate_ml_per_h_for_pace = 1000 x pace / |change per "
                              "litre|), the direction being the fluid's")),
    ],
    versions=[Version("adrogue_madias_2000", dt.date(2000, 5, 18), ADROGUE_MADIAS_HYPERNATREMIA,
                      sodium_correction_rate,
                      notes="Change in serum Na per litre = (infusate Na + infusate K - serum "
                            "Na) / (TBW + 1).")],
    output=Output(unit="mmol/L", decimals=1,
                  description="Expected change in serum sodium after 1 L of the infusate "
                              "(positive: rise)"),
    references=[ADROGUE_MADIAS_HYPONATREMIA, ADROGUE_MADIAS_HYPERNATREMIA, RINGER_LACTATE_USP],
    notes="Adrogué & Madias (NEJM 2000, hyponatremia and hypernatremia): change in serum Na "
          "after 1 L = (infusate Na + infusate K - serum Na) / (TBW + 1); TBW = weight x 0.6 "
          "(children < 18; men 18-64), 0.5 (women 18-64; men >= 65), 0.45 (women >= 65), the "
          "fractions and age groups of free_water_deficit. Infusate sodium as in their tables "
          "(5% NaCl 855, 3% NaCl 513, 0.9% NaCl 154, Ringer's lactate 130, 0.45% NaCl 77, 0.2% "
          "NaCl in 5% dextrose 34, 5% dextrose 0 mmol/L). Ringer's lactate also contains 4 "
          "mmol/L potassium, which formula 2 counts (134 in all); added KCl is counted through "
          "added_potassium. With a target sodium the volume is target change / change per "
          "litre (the usual linear scaling; the formula is exact only for 1 L and "
          "approximate for other volumes) and the rate is that volume over correction_hours. "
          "The formula ignores ongoing losses (urine, insensible, gastrointestinal): measure "
          "the sodium often and recalculate. It is undefined for a fluid whose Na + K equals the "
          "serum sodium (no change), and a target on the other side of the fluid's effect is "
          "an input contradiction. Safe correction limits are a clinical decision and are not "
          "enforced here.",
)
