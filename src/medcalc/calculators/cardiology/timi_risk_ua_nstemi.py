"""TIMI risk score for unstable angina / non-ST-elevation myocardial infarction (Antman et al.,
JAMA 2000): 14-day risk of death, MI or urgent revascularisation."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import age

ANTMAN_2000 = Reference(
    "Antman EM, Cohen M, Bernink PJ, et al. The TIMI risk score for unstable angina/non-ST "
    "elevation MI: a method for prognostication and therapeutic decision making. JAMA. "
    "2000;284(7):835-842.",
    doi="10.1001/jama.284.7.835")

AGE = criterion("age_65_or_older", "Age >= 65", "age", ge=65,
                aliases=("Age ≥65", "Age >= 65 years"))
RISK_FACTORS = criterion(
    "three_risk_factors", ">= 3 CAD risk factors",
    aliases=("≥3 CAD risk factors", "≥3 CAD risk factors (hypertension, hypercholesterolemia, "
             "diabetes, family history of CAD, or current smoker)", ">=3 risk factors"))
KNOWN_CAD = criterion("known_cad", "Known CAD (stenosis >= 50%)",
                      aliases=("Known CAD (stenosis ≥50%)", "Known coronary artery disease"))
ASA = criterion("aspirin_past_7_days", "ASA use in past 7 days",
                aliases=("Aspirin use in past 7 days", "ASA use in the past 7 days"))
ANGINA = criterion("severe_angina", "Severe angina (>= 2 episodes in 24 hours)",
                   aliases=("Severe angina (≥2 episodes in 24 hrs)",
                            "Severe angina (≥2 episodes in 24 h)", "Recent severe angina"))
ST = criterion("st_deviation", "ST deviation >= 0.5 mm",
               aliases=("EKG ST changes ≥0.5mm", "ST changes ≥0.5 mm",
                        "ST deviation ≥0.5 mm"))
MARKER = criterion("positive_marker", "Positive cardiac marker",
                   aliases=("Positive cardiac marker", "Elevated cardiac marker",
                            "Positive troponin"))
ITEMS = (AGE, RISK_FACTORS, KNOWN_CAD, ASA, ANGINA, ST, MARKER)

# Antman 2000 (TIMI 11B test cohort): all-cause mortality, new or recurrent MI, or severe
# recurrent ischaemia requiring urgent revascularisation through 14 days.
EVENT_RATE = {0: 4.7, 1: 4.7, 2: 8.3, 3: 13.2, 4: 19.9, 5: 26.2, 6: 40.9, 7: 40.9}


def interpret(score):
    s = int(score)
    band = "0-1" if s <= 1 else ("6-7" if s >= 6 else str(s))
    return (f"score {band}: {EVENT_RATE[s]}% risk of death, MI or urgent revascularisation at "
            f"14 days (Antman 2000)")


CALCULATOR = Calculator(
    id="timi_risk_ua_nstemi",
    name="TIMI Risk Score for UA/NSTEMI",
    aliases=["TIMI Risk Score for UA/NSTEMI", "TIMI Risk Score", "TIMI score NSTEMI",
             "TIMI UA/NSTEMI", "TIMI risk score unstable angina"],
    specialty="cardiology",
    description="14-day risk of death, myocardial infarction or urgent revascularisation in "
                "unstable angina/NSTEMI (0-7 points).",
    keywords=["NSTEMI", "unstable angina", "acute coronary syndrome", "TIMI", "risk stratification",
              "chest pain", "unstable angina prognosis", "NSTEMI 14 day events",
              "death MI or urgent revascularization", "early invasive strategy benefit",
              "non ST elevation ACS risk", "aspirin use and prior CAD risk",
              "chest pain ACS risk in hospital"],
    features=[
        age(description="Age (criterion: >= 65 years)"),
        Boolean(name="three_risk_factors",
                description="At least 3 risk factors for CAD (1 point)",
                definition="hypertension, hypercholesterolaemia, diabetes, family history of "
                           "CAD, current smoking: at least three of them"),
        Boolean(name="known_cad", description="Known coronary stenosis >= 50% (1 point)"),
        Boolean(name="aspirin_past_7_days", description="Aspirin use in the past 7 days "
                                                        "(1 point)"),
        Boolean(name="severe_angina",
                description="Severe angina: at least 2 episodes in the past 24 hours (1 point)"),
        Boolean(name="st_deviation",
                description="ST deviation >= 0.5 mm on the presenting ECG (1 point)"),
        Boolean(name="positive_marker",
                description="Elevated serum cardiac marker (CK-MB or troponin) (1 point)"),
    ],
    items=list(ITEMS),
    versions=[Version("antman_2000", dt.date(2000, 8, 16), ANTMAN_2000, points_total(ITEMS),
                      notes="Seven criteria, 1 point each.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 7)),
    interpret=interpret,
    references=[ANTMAN_2000],
    notes="Seven criteria, one point each (Antman 2000). Event rates at 14 days (all-cause "
          "death, new/recurrent MI, or severe recurrent ischaemia needing urgent "
          "revascularisation) in the TIMI 11B derivation cohort: 0-1 4.7%, 2 8.3%, 3 13.2%, 4 "
          "19.9%, 5 26.2%, 6-7 40.9%. Under missing='absent' an unmentioned criterion counts "
          "as absent.",
)
