"""Emergency Heart failure Mortality Risk Grade (EHMRG; Lee et al., Ann Intern Med 2012):
7-day mortality score for acute heart failure in the emergency department."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Output, Reference, Version, banded,
                          criterion)
from medcalc.core.common import (age, creatinine, heart_rate, oxygen_saturation, potassium,
                                 systolic_bp)
from medcalc.core.vector import maximum, minimum

LEE_2012 = Reference(
    "Lee DS, Stitt A, Austin PC, Stukel TA, Schull MJ, Chong A, Newton GE, Lee JS, Tu JV. "
    "Prediction of heart failure mortality in emergent care: a cohort study. Ann Intern Med. "
    "2012;156(11):767-775.", doi="10.7326/0003-4819-156-11-201206050-00003")
LEE_2019 = Reference(
    "Lee DS, Lee JS, Schull MJ, et al. Prospective validation of the Emergency Heart Failure "
    "Mortality Risk Grade for acute heart failure. Circulation. 2019;139(9):1146-1156.")
MDCALC = Reference("MDCalc. Emergency Heart Failure Mortality Risk Grade (EHMRG).", url="https://www.mdcalc.com/emergency-heart-failure-mortality-risk-grade-ehmrg")

POTASSIUM = banded("potassium_points", "Potassium", "potassium", bands=(
    Band("le_3_9", "<= 3.9 mmol/L", 5, le=3.9),
    Band("4_0_to_4_5", "4.0-4.5 mmol/L", 0, gt=3.9, lt=4.6),
    Band("ge_4_6", ">= 4.6 mmol/L", 30, ge=4.6),
), aliases=("Potassium", "K"))
EMS = criterion("ems_transport", "Transported by EMS", points=60,
                aliases=("Arrived by EMS", "Transported by ambulance"))
TROPONIN = criterion("troponin_positive", "Troponin above the upper limit of normal", points=60,
                     aliases=("Troponin positive",))
CANCER = criterion("active_cancer", "Active cancer", points=45)
METOLAZONE = criterion("metolazone", "Metolazone at home", points=60,
                       aliases=("Metolazone use at home", "Home metolazone"))
ITEMS = (POTASSIUM, EMS, TROPONIN, CANCER, METOLAZONE)
ADJUSTMENT = 12.0  # added so that the median score is about 0


def ehmrg(age, systolic_bp, heart_rate, oxygen_saturation, creatinine, potassium_points,
          ems_transport, troponin_positive, active_cancer, metolazone):
    sbp_term = -minimum(systolic_bp, 160.0)
    hr_term = minimum(maximum(heart_rate, 80.0), 120.0)
    sat_term = -2.0 * minimum(oxygen_saturation, 92.0)
    return {"value": (2.0 * age + sbp_term + hr_term + sat_term + 20.0 * creatinine
                      + potassium_points + ems_transport + troponin_positive + active_cancer
                      + metolazone + ADJUSTMENT),
            "age": 2.0 * age, "systolic_bp": sbp_term, "heart_rate": hr_term,
            "oxygen_saturation": sat_term, "creatinine": 20.0 * creatinine,
            "potassium_points": potassium_points, "ems_transport": ems_transport,
            "troponin_positive": troponin_positive, "active_cancer": active_cancer,
            "metolazone": metolazone}


CALCULATOR = Calculator(
    id="emergency_heart_failure_mortality_risk_grade_ehmrg",
    name="Emergency Heart Failure Mortality Risk Grade (EHMRG)",
    aliases=["EHMRG", "Emergency Heart failure Mortality Risk Grade", "EHMRG7"],
    specialty="cardiology",
    description="Score for 7-day mortality of patients with acute heart failure in the emergency "
                "department (higher = higher risk; median about 0).",
    keywords=["acute heart failure", "emergency department", "mortality", "disposition",
              "decompensated heart failure", "seven day death risk acute heart failure",
              "admit or discharge heart failure from ED", "short term mortality decompensated HF",
              "emergency department heart failure disposition",
              "safe to send home with heart failure", "acute heart failure death in one week"],
    features=[
        age(),
        systolic_bp(description="Triage systolic blood pressure (capped at 160 mmHg)"),
        heart_rate(description="Triage heart rate (bounded to 80-120 /min)"),
        oxygen_saturation(description="Triage oxygen saturation (capped at 92%)",
                          labels=("O2 saturation", "Oxygen saturation")),
        creatinine(description="Serum creatinine (20 points per mg/dL)"),
        potassium(),
        Boolean(name="ems_transport", description="Transported by emergency medical services"),
        Boolean(name="troponin_positive", description="Troponin above the laboratory's upper "
                "limit of normal"),
        Boolean(name="active_cancer", description="Active cancer"),
        Boolean(name="metolazone", description="Outpatient (home) metolazone"),
    ],
    items=list(ITEMS),
    versions=[Version("lee_2012", dt.date(2012, 6, 5), LEE_2012, ehmrg,
                      notes="2 x age + 60 EMS - SBP (capped 160) + HR (bounded 80-120) - 2 x "
                            "SpO2 (capped 92) + 20 x creatinine (mg/dL) + potassium (<= 3.9: 5, "
                            ">= 4.6: 30) + 60 troponin + 45 active cancer + 60 metolazone + 12.")],
    output=Output(kind="number", unit="points", decimals=1,
                  range=(float("-inf"), float("inf"))),
    references=[LEE_2012, LEE_2019, MDCALC],
    notes="Terms and limits as in Lee 2012 and MDCalc (SBP counted up to 160 mmHg, heart rate "
          "bounded to 80-120/min, saturation counted up to 92%, plus the +12 adjustment). "
          "Creatinine is not capped here (one secondary description prints a 0.7-1.3 mg/dL "
          "range; Lee 2012 and MDCalc state no limit). Potassium between 3.9 and 4.0 mmol/L "
          "(reported to two decimals) scores 0. The five risk groups of Lee 2012 and their "
          "7-day mortality are not reproduced: their cut-points could not be confirmed from "
          "the source in this work, so no risk group is printed. Not for patients on dialysis.",
)
