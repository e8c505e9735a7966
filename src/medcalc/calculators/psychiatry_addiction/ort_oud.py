"""Revised Opioid Risk Tool for opioid use disorder (ORT-OUD; Cheatle et al. 2019): nine yes/no
risk factors, 1 point each (0-9); >= 3 high risk of OUD."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import age

CHEATLE_2019 = Reference(
    "Cheatle MD, Compton PA, Dhingra L, Wasser TE, O'Brien CP. Development of the Revised "
    "Opioid Risk Tool to predict opioid use disorder in patients with chronic nonmalignant pain. "
    "J Pain. 2019;20(7):842-851.", doi="10.1016/j.jpain.2019.01.011", url="https://pubmed.ncbi.nlm.nih.gov/30690168/")
WEBSTER_2005 = Reference(
    "Webster LR, Webster RM. Predicting aberrant behaviors in opioid-treated patients: "
    "preliminary validation of the Opioid Risk Tool. Pain Med. 2005;6(6):432-442 (the original "
    "ORT).", doi="10.1111/j.1526-4637.2005.00072.x")
MDCALC_ORT = Reference("MDCalc (mdcalc.com): Revised Opioid Risk Tool (ORT-OUD).")

_FACTORS = [
    ("family_alcohol", "Family history of alcohol abuse"),
    ("family_illegal_drugs", "Family history of illegal drug abuse"),
    ("family_prescription_drugs", "Family history of prescription drug abuse"),
    ("personal_alcohol", "Personal history of alcohol abuse"),
    ("personal_illegal_drugs", "Personal history of illegal drug abuse"),
    ("personal_prescription_drugs", "Personal history of prescription drug abuse"),
    ("add_ocd_bipolar_schizophrenia", "History of ADD, OCD, bipolar disorder or schizophrenia"),
    ("depression", "History of depression"),
]
AGE_ITEM = criterion("age_16_to_45", "Age 16-45 years", "age", ge=16, le=45,
                     aliases=("Age 16-45", "Age 16 to 45"))
ITEMS = [AGE_ITEM]
FEATURES = [age(description="Age, years (16-45 scores 1)")]
for name, label in _FACTORS:
    aliases = (label,)
    if name == "add_ocd_bipolar_schizophrenia":
        aliases = (label, "History of ADD, OCD, bipolar disorder, or schizophrenia")
    ITEMS.append(criterion(name, label, aliases=aliases))
    FEATURES.append(Boolean(name=name, description=f"{label} (1 point)"))

ort_oud = points_total(ITEMS)


def interpret(score):
    if score <= 2:
        return f"ORT-OUD {score} (0-2): low risk of opioid use disorder"
    return f"ORT-OUD {score} (>= 3): high risk of opioid use disorder"


CALCULATOR = Calculator(
    id="ort_oud",
    name="Revised Opioid Risk Tool (ORT-OUD)",
    aliases=["ORT-OUD", "Revised Opioid Risk Tool", "Opioid Risk Tool revised", "ORT OUD"],
    specialty="psychiatry_addiction",
    description=("Risk of opioid use disorder before or during opioid therapy for chronic "
                 "non-cancer pain: nine risk factors, 1 point each (0-9; >= 3 high risk)."),
    keywords=["opioid use disorder", "opioid risk", "chronic pain", "opioid prescribing",
              "addiction risk", "Opioid Risk Tool", "opioid addiction risk before prescribing",
              "risk of opioid misuse in chronic pain", "screen before long term opioids",
              "opioid use disorder risk", "family history of substance abuse risk",
              "safe opioid prescribing screening"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("cheatle_2019", dt.date(2019, 7, 1), CHEATLE_2019, ort_oud,
                      notes="Nine items 1 point each, no sex weighting and no preadolescent "
                            "sexual abuse item (both removed from Webster's ORT); 0-2 low, >= 3 "
                            "high risk.")],
    output=Output(kind="integer", unit="points", range=(0, 9)),
    interpret=interpret,
    references=[CHEATLE_2019, WEBSTER_2005, MDCALC_ORT],
    notes=(
        "Cheatle 2019 revised Webster's ORT: equal 1-point weights, no sex-specific scoring, "
        "the preadolescent sexual abuse item removed; 0-2 low risk, >= 3 high risk (MDCalc the "
        "same). The age point applies from 16 to 45 years inclusive. Under missing='absent' an "
        "unmentioned factor counts as absent. Developed in adults with chronic non-malignant "
        "pain."),
)
