"""Pediatric SIRS, sepsis, severe sepsis and septic shock (International Pediatric Sepsis
Consensus Conference, Goldstein et al. 2005)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core import Boolean
from medcalc.core.vector import where

GOLDSTEIN_2005 = Reference(
    "Goldstein B, Giroir B, Randolph A; International Consensus Conference on Pediatric Sepsis. "
    "International pediatric sepsis consensus conference: definitions for sepsis and organ "
    "dysfunction in pediatrics. Pediatr Crit Care Med. 2005;6(1):2-8.",
    doi="10.1097/01.PCC.0000149131.72248.E6")
MDCALC = Reference("MDCalc. Pediatric SIRS, Sepsis, and Septic Shock Criteria.",
                   url="https://www.mdcalc.com/")

FEATURES = [
    Boolean(name="abnormal_temperature", description="Core temperature > 38.5 °C or < 36 °C",
            labels=("Temp >38.5°C (101.3°F) or <36°C (96.8°F)", "Abnormal temperature")),
    Boolean(name="abnormal_heart_rate", description="Tachycardia (> 2 SD for age, unexplained, "
            "persistent 0.5-4 h) or, under 1 year, bradycardia (< 10th percentile for age)",
            labels=("Tachycardia or bradycardia (if <1 year)",)),
    Boolean(name="abnormal_respiratory_rate", description="Respiratory rate > 2 SD for age, or "
            "mechanical ventilation for an acute process",
            labels=("Tachypnea or mechanical ventilation (related to an acute process)",)),
    Boolean(name="abnormal_leukocytes", description="Leukocyte count elevated or depressed for "
            "age (not chemotherapy-induced) or > 10% immature neutrophils (bands)",
            labels=("Abnormal leukocyte count or >10% bands",)),
    Boolean(name="infection", description="Suspected or proven infection",
            labels=("Suspected or present source of infection",)),
    Boolean(name="severe_sepsis_dysfunction", description="Cardiovascular dysfunction, ARDS, "
            "or >= 2 other organ dysfunctions",
            labels=("Cardiovascular dysfunction OR ARDS OR ≥2 other organ dysfunction",)),
    Boolean(name="cardiovascular_dysfunction", description="Cardiovascular dysfunction despite "
            ">= 40 mL/kg isotonic fluid in 1 hour",
            labels=("Cardiovascular dysfunction despite adequate fluid resuscitation",)),
]


def classify(abnormal_temperature, abnormal_heart_rate, abnormal_respiratory_rate,
             abnormal_leukocytes, infection, severe_sepsis_dysfunction,
             cardiovascular_dysfunction):
    count = (abnormal_temperature * 1 + abnormal_heart_rate * 1 + abnormal_respiratory_rate * 1
             + abnormal_leukocytes * 1)
    sirs = (count >= 2) & (abnormal_temperature | abnormal_leukocytes)
    sepsis = sirs & infection
    severe = sepsis & (severe_sepsis_dysfunction | cardiovascular_dysfunction)
    shock = sepsis & cardiovascular_dysfunction
    value = where(shock, "septic shock", where(severe, "severe sepsis",
                  where(sepsis, "sepsis", where(sirs, "SIRS", "no SIRS"))))
    return {"value": value, "sirs_criteria_met": count}


def interpret(value):
    return {
        "septic shock": "septic shock: sepsis with cardiovascular dysfunction despite fluid "
                        "resuscitation",
        "severe sepsis": "severe sepsis: sepsis with cardiovascular dysfunction, ARDS or >= 2 "
                         "other organ dysfunctions",
        "sepsis": "sepsis: SIRS with suspected or proven infection",
        "SIRS": "SIRS without suspected infection",
        "no SIRS": "SIRS criteria not met (needs >= 2 criteria, one of them temperature or "
                   "leukocyte count)",
    }.get(value)


CALCULATOR = Calculator(
    id="pediatric_sirs_sepsis_septic_shock_criteria",
    name="Pediatric SIRS, Sepsis, and Septic Shock Criteria",
    aliases=["Pediatric SIRS", "Goldstein pediatric sepsis criteria", "IPSCC 2005"],
    specialty="pediatrics_neonatology",
    description="Paediatric SIRS, sepsis, severe sepsis and septic shock by the 2005 "
                "International Pediatric Sepsis Consensus Conference definitions.",
    keywords=["sepsis", "SIRS", "septic shock", "children", "PICU", "IPSCC",
              "sepsis in children definition", "child septic shock criteria",
              "pediatric SIRS criteria", "severe sepsis children", "is this child septic",
              "pediatric systemic inflammatory response"],
    features=FEATURES,
    versions=[Version("goldstein_2005", dt.date(2005, 1, 1), GOLDSTEIN_2005, classify,
                      notes="SIRS: >= 2 of 4 criteria, one being temperature or leukocytes; "
                            "sepsis = SIRS + infection; severe sepsis = sepsis + CV dysfunction, "
                            "ARDS or >= 2 organ dysfunctions; septic shock = sepsis + CV "
                            "dysfunction.")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[GOLDSTEIN_2005, MDCALC],
    notes="The criteria are given as yes/no against Goldstein 2005's age-specific vital-sign "
          "and leukocyte limits (Table 3 of the source). Cardiovascular dysfunction after >= "
          "40 mL/kg fluid also satisfies the severe-sepsis item. Superseded for diagnosis by "
          "the Phoenix criteria (2024), which this calculator does not implement.",
)
