"""Local anaesthetic dosing: maximum dose (mg) and volume (mL) of lidocaine, bupivacaine or
ropivacaine for infiltration, from weight, concentration and epinephrine."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Quantity, Reference, Version
from medcalc.core.common import weight
from medcalc.core.vector import minimum, where

XYLOCAINE_LABEL = Reference(
    "Xylocaine (lidocaine HCl) injection, US prescribing information (Fresenius Kabi): maximum "
    "4.5 mg/kg, not exceeding 300 mg, without epinephrine; 7 mg/kg, not exceeding 500 mg, "
    "with epinephrine.")
MARCAINE_LABEL = Reference(
    "Marcaine (bupivacaine HCl) injection, US prescribing information (Hospira): maximum "
    "single dose 175 mg without epinephrine, 225 mg with epinephrine.")
NAROPIN_LABEL = Reference(
    "Naropin (ropivacaine HCl) injection, US prescribing information (Fresenius Kabi).")
ROSENBERG_2004 = Reference(
    "Rosenberg PH, Veering BT, Urmey WF. Maximum recommended doses of local anesthetics: a "
    "multifactorial concept. Reg Anesth Pain Med. 2004;29(6):564-575.",
    doi="10.1016/j.rapm.2004.08.003")
MDCALC = Reference("MDCalc. Local Anesthetic Dosing Calculator.")

INF = float("inf")
# drug code -> (name, mg/kg plain, cap plain, mg/kg with epinephrine, cap with epinephrine)
DRUGS = {1: ("lidocaine", 4.5, 300.0, 7.0, 500.0),
         2: ("bupivacaine", 2.5, 175.0, 3.0, 225.0),
         3: ("ropivacaine", 3.0, INF, 3.0, INF)}

DRUG = Category(
    name="drug", description="Local anaesthetic", labels=("Drug", "Local anesthetic"),
    choices=(Choice("lidocaine", "Lidocaine", 1, aliases=("lignocaine", "xylocaine")),
             Choice("bupivacaine", "Bupivacaine", 2, aliases=("marcaine", "sensorcaine")),
             Choice("ropivacaine", "Ropivacaine", 3, aliases=("naropin",))))
FEATURES = [
    DRUG,
    weight(range=(1.0, 300.0), labels=("Weight",)),
    Quantity(name="concentration", unit="%", units=("%",), range=(0.05, 10.0),
             description="Concentration of the solution in % (1% = 10 mg/mL)",
             labels=("Concentration",)),
    Boolean(name="with_epinephrine", required=False, default=False,
            description="Solution contains epinephrine (default: plain)",
            labels=("With epinephrine", "Epinephrine")),
]


def local_anesthetic(drug, weight, concentration, with_epinephrine):
    per_kg = 0.0
    cap = 0.0
    for code, (_, plain, plain_cap, epi, epi_cap) in DRUGS.items():
        per_kg = where(drug == code, where(with_epinephrine, epi, plain), per_kg)
        cap = where(drug == code, where(with_epinephrine, epi_cap, plain_cap), cap)
    by_weight = per_kg * weight
    dose = minimum(by_weight, cap)
    return {"value": dose / (concentration * 10.0), "max_dose_mg": dose,
            "weight_based_dose_mg": by_weight, "mg_per_kg": per_kg,
            "mg_per_ml": concentration * 10.0}


def interpret(value, breakdown):
    return (f"Maximum {value:.1f} mL ({breakdown['max_dose_mg']:.1f} mg at "
            f"{breakdown['mg_per_ml']:g} mg/mL) for infiltration; reduce in the elderly, "
            "frail, and in hepatic or cardiac disease; aspirate and inject incrementally")


CALCULATOR = Calculator(
    id="local_anesthetic_dosing_calculator",
    name="Local Anesthetic Dosing Calculator",
    aliases=["Local anesthetic maximum dose", "Local anaesthetic dose calculator",
             "Maximum local anesthetic dose", "LAST dose calculator"],
    specialty="surgery_anesthesiology",
    description=("Maximum dose and volume of lidocaine (4.5 mg/kg, max 300 mg; 7 mg/kg, max "
                 "500 mg with epinephrine), bupivacaine (2.5 mg/kg, max 175 mg; 3 mg/kg, max "
                 "225 mg with epinephrine) or ropivacaine (3 mg/kg) at a given concentration."),
    keywords=["local anesthetic systemic toxicity", "LAST", "lidocaine maximum dose", "bupivacaine",
              "ropivacaine", "infiltration", "regional anesthesia",
              "maximum safe dose of lidocaine", "how much local anesthetic can I give",
              "max volume of bupivacaine", "toxic dose of local anesthetic",
              "lidocaine with epinephrine max dose", "weight based local anaesthetic limit",
              "avoid local anesthetic toxicity"],
    features=FEATURES,
    versions=[Version("label_doses", dt.date(2004, 11, 1), ROSENBERG_2004, local_anesthetic,
                      notes="mg/kg limits with the labels' absolute caps for lidocaine and "
                            "bupivacaine; ropivacaine 3 mg/kg without a cap.")],
    output=Output(kind="number", unit="mL", decimals=1, range=(0.0, float("inf")),
                  description="Maximum volume of the solution"),
    interpret=interpret,
    references=[XYLOCAINE_LABEL, MARCAINE_LABEL, NAROPIN_LABEL, ROSENBERG_2004, MDCALC],
    notes=("Maximum doses are conventions, not thresholds from a trial (Rosenberg 2004): "
           "lidocaine 4.5 mg/kg up to 300 mg plain, 7 mg/kg up to 500 mg with epinephrine "
           "(Xylocaine label); bupivacaine 2.5 mg/kg up to 175 mg plain, 3 mg/kg up to 225 mg "
           "with epinephrine (absolute caps from the Marcaine label, per-kg values as commonly "
           "taught and used by MDCalc); ropivacaine 3 mg/kg, the value MDCalc uses (its recorded "
           "answer: 0.5% in 70 kg -> 210 mg, 42 mL, i.e. no 200 mg cap). The value is the volume "
           "(mL) of the given concentration (1% = 10 mg/mL); the breakdown gives the dose. "
           "Whether MDCalc applies the absolute caps to heavy patients was not established; "
           "here the smaller of the weight-based dose and the cap is used. Doses are for "
           "infiltration/peripheral use in adults; use lean or ideal weight in obesity per "
           "local practice."),
)
