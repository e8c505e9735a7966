"""Naloxone continuous infusion (Goldfrank 1986): two-thirds of the bolus dose that reversed the
opioid toxicity, given every hour."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version

GOLDFRANK_1986 = Reference(
    "Goldfrank L, Weisman RS, Errick JK, Lo MW. A dosing nomogram for continuous infusion "
    "intravenous naloxone. Ann Emerg Med. 1986;15(5):566-570.",
    url="https://miami.pure.elsevier.com/en/publications/"
        "a-dosing-nomogram-for-continuous-infusion-intravenous-naloxone")
GOLDFRANK_TEXTBOOK = Reference(
    "Nelson LS, Howland MA, Lewin NA, Smith SW, Goldfrank LR, Hoffman RS, eds. Goldfrank's "
    "Toxicologic Emergencies. McGraw-Hill (Antidotes in Depth: opioid antagonists): an "
    "additional bolus of half the effective dose may be needed after starting the infusion, "
    "while it approaches steady state.")

INFUSION_FRACTION_PER_HOUR = 2.0 / 3.0
REBOLUS_FRACTION = 0.5

EFFECTIVE_BOLUS = Quantity(
    name="effective_bolus_dose", labels=("Bolus dose",), unit="mg", units=("mg", "µg"), range=(0.01, 100.0),
    description="Total intravenous naloxone bolus dose that reversed the respiratory "
                "depression (the dose needed in the first hour)",
    definition="The cumulative IV dose given until adequate spontaneous ventilation returned, "
               "not the first aliquot if several were needed.")


def naloxone_drip(effective_bolus_dose):
    return {"value": INFUSION_FRACTION_PER_HOUR * effective_bolus_dose,
            "rebolus_dose_mg": REBOLUS_FRACTION * effective_bolus_dose}


CALCULATOR = Calculator(
    id="naloxone_drip_dosing",
    name="Naloxone Drip Dosing",
    aliases=["Naloxone infusion rate", "Naloxone continuous infusion (Goldfrank nomogram)"],
    specialty="emergency_trauma",
    description="Hourly naloxone infusion rate for opioid toxicity: two-thirds of the effective "
                "reversal bolus per hour (Goldfrank 1986), mg/h.",
    keywords=["opioid overdose", "opioid toxicity", "naloxone infusion", "Narcan drip",
              "respiratory depression", "long-acting opioid", "opioid antagonist",
              "naloxone infusion rate", "continuous opioid reversal", "hourly naloxone after bolus",
              "long acting opioid overdose infusion", "prevent renarcotization",
              "recurrent respiratory depression after naloxone"],
    features=[EFFECTIVE_BOLUS],
    versions=[Version("goldfrank_1986", dt.date(1986, 5, 1), GOLDFRANK_1986, naloxone_drip,
                      notes="Infusion rate (mg/h) = 2/3 x effective bolus dose.")],
    output=Output(unit="mg/h", decimals=2, description="Naloxone infusion rate, mg per hour",
                  range=(0, float("inf"))),
    references=[GOLDFRANK_1986, GOLDFRANK_TEXTBOOK],
    notes=(
        "Goldfrank 1986 found by simulation that infusing, each hour, two-thirds of the bolus "
        "dose that reversed the respiratory depression keeps plasma naloxone at or above the "
        "level 30 minutes after that bolus. The breakdown's 'rebolus_dose_mg' (half the "
        "effective bolus) is the supplementary bolus taught in Goldfrank's Toxicologic "
        "Emergencies for the period before the infusion reaches steady state; it is not stated "
        "in the 1986 abstract. The effective bolus is determined clinically (titrated); the "
        "infusion needs frequent reassessment (withdrawal: stop and restart lower; recurrent "
        "depression: rebolus and increase)."),
)
