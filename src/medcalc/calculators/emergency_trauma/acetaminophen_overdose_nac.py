"""Acetaminophen (paracetamol) overdose: Rumack-Matthew nomogram treatment line (150 µg/mL at 4 h)
and the 21-hour IV N-acetylcysteine regimen (150, 50, 100 mg/kg; Acetadote label)."""

import datetime as dt
import math

from medcalc.core import Calculator, Duration, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import weight
from medcalc.core.vector import minimum, where
from medcalc.core.vector import exp
from medcalc.formulas.acute_w2c import ACETAMINOPHEN

RUMACK_1975 = Reference(
    "Rumack BH, Matthew H. Acetaminophen poisoning and toxicity. Pediatrics. "
    "1975;55(6):871-876 (the nomogram; line from 200 µg/mL at 4 h, half-life 4 h).",
    doi="10.1542/peds.55.6.871")
RUMACK_1981 = Reference(
    "Rumack BH, Peterson RC, Koch GG, Amara IA. Acetaminophen overdose. 662 cases with "
    "evaluation of oral acetylcysteine treatment. Arch Intern Med. 1981;141(3 Spec No):380-385 "
    "(the US treatment line, 25% below: 150 µg/mL at 4 h).", doi="10.1001/archinte.141.3.380")
ACETADOTE_LABEL = Reference(
    "Acetadote (acetylcysteine) injection, US prescribing information (Cumberland "
    "Pharmaceuticals): 21-hour regimen 150 mg/kg over 60 min, 50 mg/kg over 4 h, 100 mg/kg over "
    "16 h; patients over 100 kg dosed as 100 kg.")
MDCALC = Reference("MDCalc. Acetaminophen Overdose and NAC Dosing.")

LINE_AT_4H = 150.0  # µg/mL
HALF_LIFE_H = 4.0
WEIGHT_CAP_KG = 100.0

FEATURES = [
    weight(range=(1.0, 300.0), labels=("Weight",)),
    Duration(name="hours_since_ingestion", unit="h", units=("h", "min"), range=(0.0, 72.0),
             description="Time from the (single, acute) ingestion to the level",
             labels=("Time since ingestion", "Hours since ingestion")),
    Quantity(name="acetaminophen_level", unit="µg/mL", units=("µg/mL", "mg/L", "µmol/L"),
             analyte=ACETAMINOPHEN, range=(0.0, 2000.0),
             description="Serum acetaminophen concentration",
             labels=("Acetaminophen level", "APAP level", "Serum acetaminophen")),
]


def apap(weight, hours_since_ingestion, acetaminophen_level):
    line = LINE_AT_4H * exp(-math.log(2) * (hours_since_ingestion - 4.0) / HALF_LIFE_H)
    treat = acetaminophen_level >= line
    dosing_weight = minimum(weight, WEIGHT_CAP_KG)
    return {"value": where(treat, "treat", "below_treatment_line"),
            "treatment_line_ug_ml": line,
            "nac_bag1_mg_over_1h": 150.0 * dosing_weight,
            "nac_bag2_mg_over_4h": 50.0 * dosing_weight,
            "nac_bag3_mg_over_16h": 100.0 * dosing_weight,
            "nac_total_mg": 300.0 * dosing_weight}


def interpret(value, breakdown):
    line = breakdown["treatment_line_ug_ml"]
    if value == "treat":
        return (f"At or above the treatment line ({line:.0f} µg/mL at this time): give "
                f"N-acetylcysteine, 21-h IV: {breakdown['nac_bag1_mg_over_1h']:.0f} mg over "
                f"1 h, then {breakdown['nac_bag2_mg_over_4h']:.0f} mg over 4 h, then "
                f"{breakdown['nac_bag3_mg_over_16h']:.0f} mg over 16 h")
    return (f"Below the treatment line ({line:.0f} µg/mL at this time): NAC not indicated by the "
            "nomogram for a single acute ingestion with a reliable time")


CALCULATOR = Calculator(
    id="acetaminophen_overdose_nac",
    name="Acetaminophen Overdose and NAC Dosing",
    aliases=["Rumack-Matthew nomogram", "Acetaminophen nomogram", "Paracetamol overdose",
             "NAC dosing", "N-acetylcysteine dosing", "Tylenol overdose"],
    specialty="emergency_trauma",
    description=("Whether a single acute acetaminophen ingestion needs N-acetylcysteine by the "
                 "Rumack-Matthew treatment line (150 µg/mL at 4 h, halving every 4 h, 4-24 h), "
                 "and the 21-h IV NAC doses (150/50/100 mg/kg, weight capped at 100 kg)."),
    keywords=["acetaminophen poisoning", "paracetamol overdose", "N-acetylcysteine",
              "Rumack-Matthew", "hepatotoxicity", "antidote",
              "does this ingestion need the antidote", "when to start acetylcysteine",
              "toxic level after single ingestion", "treatment line for paracetamol level",
              "liver injury after painkiller overdose", "four hour level plotted on nomogram",
              "weight based antidote infusion doses", "three bag acetylcysteine regimen"],
    features=FEATURES,
    preconditions=[Precondition(lambda hours_since_ingestion: 4.0 <= hours_since_ingestion <= 24.0,
                                "the nomogram applies to a single acute ingestion 4 to 24 h "
                                "before the level")],
    versions=[Version("rumack_150_line", dt.date(1981, 2, 23), RUMACK_1981, apap,
                      notes="Treatment line 150 x 2^(-(t - 4)/4) µg/mL; NAC 150/50/100 mg/kg "
                            "(Acetadote), weight capped at 100 kg.")],
    output=Output(kind="category", description="'treat' or 'below_treatment_line'"),
    interpret=interpret,
    references=[RUMACK_1975, RUMACK_1981, ACETADOTE_LABEL, MDCALC],
    notes=("The treatment line runs from 150 µg/mL at 4 h with a 4-h half-life (about 37.5 at "
           "12 h, 4.7 at 24 h), 25% below Rumack and Matthew's original 200 line, as used in "
           "the US; a level on the line counts as treat. Levels before 4 h are not "
           "interpretable and the nomogram does not apply after 24 h, to repeated or "
           "staggered ingestions, or when the time of ingestion is unknown (NA "
           "not_applicable; treat empirically per toxicology advice). The UK uses a 100 line "
           "(not a variant here). NAC: Acetadote 21-h regimen, patients over 100 kg dosed as "
           "100 kg. 1 µg/mL = 6.615 µmol/L."),
)
