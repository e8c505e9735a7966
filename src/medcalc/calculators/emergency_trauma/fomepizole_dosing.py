"""Fomepizole dosing for methanol or ethylene-glycol poisoning: 15 mg/kg IV load, 10 mg/kg every
12 h for 4 doses, then 15 mg/kg every 12 h (FDA label; Brent et al. 1999, 2001)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import weight

FDA_LABEL = Reference(
    "Antizol (fomepizole) injection, prescribing information. Paladin/X-Gen; FDA label (loading "
    "dose 15 mg/kg, then 10 mg/kg every 12 hours for 4 doses, then 15 mg/kg every 12 hours; "
    "more frequent dosing during haemodialysis).")
BRENT_1999 = Reference(
    "Brent J, McMartin K, Phillips S, Burkhart KK, Donovan JW, Wells M, Kulig K; Methylpyrazole "
    "for Toxic Alcohols Study Group. Fomepizole for the treatment of ethylene glycol poisoning. "
    "N Engl J Med. 1999;340(11):832-838.", doi="10.1056/NEJM199903183401102")
BRENT_2001 = Reference(
    "Brent J, McMartin K, Phillips S, Aaron C, Kulig K; Methylpyrazole for Toxic Alcohols Study "
    "Group. Fomepizole for the treatment of methanol poisoning. N Engl J Med. "
    "2001;344(6):424-429.", doi="10.1056/NEJM200102083440605")
MDCALC = Reference("MDCalc. Fomepizole Dosing.")

LOADING_MG_PER_KG = 15.0
MAINTENANCE_MG_PER_KG = 10.0  # doses 2-5, every 12 h
LATER_MG_PER_KG = 15.0  # from the 6th dose, every 12 h (enzyme autoinduction)


def fomepizole(weight):
    return {"value": LOADING_MG_PER_KG * weight,
            "maintenance_dose_mg": MAINTENANCE_MG_PER_KG * weight,
            "later_dose_mg": LATER_MG_PER_KG * weight}


def interpret(value, breakdown):
    return (f"IV loading dose {value:.0f} mg (15 mg/kg); then "
            f"{breakdown['maintenance_dose_mg']:.0f} mg (10 mg/kg) every 12 h for 4 doses, "
            f"starting 12 h after the load; from the 6th dose "
            f"{breakdown['later_dose_mg']:.0f} mg (15 mg/kg) every 12 h until the toxic alcohol "
            "is undetectable or below treatment thresholds and the patient is asymptomatic. "
            "Dose more often during haemodialysis (per label).")


CALCULATOR = Calculator(
    id="fomepizole_dosing",
    name="Fomepizole Dosing",
    aliases=["Fomepizole Dosing Calculator", "Antizol dosing", "4-methylpyrazole dosing",
             "4-MP dosing"],
    specialty="emergency_trauma",
    description=("Weight-based fomepizole regimen for methanol or ethylene-glycol poisoning: "
                 "15 mg/kg load, 10 mg/kg every 12 h x 4, then 15 mg/kg every 12 h."),
    keywords=["toxic alcohol", "methanol poisoning", "ethylene glycol poisoning", "antidote",
              "alcohol dehydrogenase inhibitor", "antifreeze",
              "antidote dose for antifreeze poisoning", "methanol antidote regimen",
              "alcohol dehydrogenase blocker dose", "loading and maintenance antidote dose",
              "toxic alcohol antidote by weight", "treatment of ethylene glycol ingestion"],
    features=[weight(range=(1.0, 300.0), description="Body weight",
                     labels=("Patient body weight", "Weight", "Body weight"))],
    versions=[Version("fda_label", dt.date(1997, 12, 4), FDA_LABEL, fomepizole,
                      notes="Load 15 mg/kg IV; 10 mg/kg every 12 h for 4 doses; then 15 mg/kg "
                            "every 12 h.")],
    output=Output(kind="number", unit="mg", decimals=0, range=(0.0, float("inf")),
                  description="IV loading dose"),
    interpret=interpret,
    references=[FDA_LABEL, BRENT_1999, BRENT_2001, MDCALC],
    notes=("Regimen of the fomepizole (Antizol) label and the META trials (Brent 1999, 2001). "
           "The value is the loading dose; the breakdown gives the 10 mg/kg doses (2nd-5th) "
           "and the 15 mg/kg doses from the 6th. MDCalc shows the same three doses rounded to "
           "whole mg. Dosing during haemodialysis (every 4 h, or per label after dialysis "
           "ends) is not computed here. Label approval date: December 1997 (FDA, Antizol)."),
)
