"""Simplified Pulmonary Embolism Severity Index (sPESI): 30-day mortality risk in acute
pulmonary embolism (Jiménez et al., Arch Intern Med 2010)."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Output,
    Reference,
    Version,
    criterion,
    either,
    points_total,
)
from medcalc.core.common import age, heart_rate, oxygen_saturation, systolic_bp

JIMENEZ_2010 = Reference(
    "Jiménez D, Aujesky D, Moores L, Gómez V, Lobo JL, Uresandi F, Otero R, Monreal M, Muriel A, "
    "Yusen RD; RIETE Investigators. Simplification of the pulmonary embolism severity index for "
    "prognostication in patients with acute symptomatic pulmonary embolism. Arch Intern Med. "
    "2010;170(15):1383-1389.",
    doi="10.1001/archinternmed.2010.199", url="https://pubmed.ncbi.nlm.nih.gov/20696966/")


# Jiménez 2010's six items, one point each, labelled as printed there (aliases: MDCalc's field
# labels). Chronic cardiopulmonary disease is an either-or item over heart failure and chronic
# lung disease: one point when either is present, decided from the one(s) given.
AGE = criterion("age", "Age > 80 years", gt=80.0, aliases=("Age >80", "Age, years"))
CANCER = criterion("cancer", "Cancer", aliases=("History of cancer",))
CARDIOPULMONARY = either(
    "chronic_cardiopulmonary_disease", "Chronic cardiopulmonary disease",
    (Condition("heart_failure"), Condition("chronic_lung_disease")),
    aliases=("History of chronic cardiopulmonary disease",))
HEART_RATE = criterion("heart_rate", "Pulse >= 110 beats/min", ge=110.0,
                       aliases=("Heart rate ≥110 bpm", "Heart rate >= 110", "Heart rate, bpm"))
SYSTOLIC_BP = criterion("systolic_bp", "Systolic blood pressure < 100 mmHg", lt=100.0,
                        aliases=("Systolic BP <100 mmHg", "Systolic BP, mmHg"))
OXYGEN_SATURATION = criterion("oxygen_saturation", "Arterial oxyhemoglobin saturation < 90%",
                              lt=90.0, aliases=("O2 saturation <90%", "SaO2 < 90%", "O2 saturation"))
ITEMS = (AGE, CANCER, CARDIOPULMONARY, HEART_RATE, SYSTOLIC_BP, OXYGEN_SATURATION)


def _breakdown_names(**points):
    # The threshold items' points under the names earlier releases used.
    return {"age_over_80": points["age"], "heart_rate_110_or_more": points["heart_rate"],
            "systolic_bp_below_100": points["systolic_bp"],
            "oxygen_saturation_below_90": points["oxygen_saturation"]}


spesi = points_total(ITEMS, extra=_breakdown_names)


def risk(score):
    if score == 0:
        return "low risk (sPESI 0): 30-day mortality 1.0% in the derivation cohort (Jiménez 2010)"
    return (f"high risk (sPESI {score}, >= 1): 30-day mortality 10.9% in the derivation cohort "
            "(Jiménez 2010)")


CALCULATOR = Calculator(
    id="spesi",
    name="Simplified PESI (Pulmonary Embolism Severity Index)",
    aliases=["sPESI", "Simplified Pulmonary Embolism Severity Index", "simplified PESI score"],
    specialty="pulmonology",
    description=("30-day mortality risk in acute pulmonary embolism from six items (age > 80, "
                 "cancer, chronic cardiopulmonary disease, heart rate, systolic blood pressure, "
                 "oxygen saturation); 0 points is low risk, 1 or more high risk."),
    keywords=["pulmonary embolism", "PE", "PE mortality", "PE prognosis", "outpatient PE treatment",
              "home treatment", "early discharge", "risk stratification", "ESC",
              "30-day mortality pulmonary embolism", "low-risk PE outpatient",
              "PE prognosis simplified", "PE death risk", "home treatment of pulmonary embolism",
              "PE early discharge eligibility"],
    features=[
        age(description="Age (criterion: > 80 years)"),
        Boolean(name="cancer", description="Cancer (1 point)",
                definition=("active cancer: diagnosed within the last 12 months or under "
                            "current treatment")),
        Boolean(name="heart_failure",
                description="History of heart failure (chronic cardiopulmonary disease, 1 point)",
                definition="history of chronic heart failure"),
        Boolean(name="chronic_lung_disease",
                description=("History of chronic lung disease (chronic cardiopulmonary disease, "
                             "1 point; scores once with heart failure)"),
                definition="history of chronic lung disease (e.g. COPD, interstitial lung "
                           "disease, bronchiectasis)"),
        heart_rate(description="Heart rate (criterion: >= 110 beats/min)"),
        systolic_bp(description="Systolic blood pressure (criterion: < 100 mmHg)"),
        oxygen_saturation(description=("Arterial oxyhemoglobin saturation, with or without "
                                       "supplemental oxygen (criterion: < 90%)")),
    ],
    items=list(ITEMS),
    versions=[Version("jimenez_2010", dt.date(2010, 8, 1), JIMENEZ_2010, spesi,
                      notes=("Arch Intern Med August 2010 issue (day not established). One "
                             "point each: age > 80 years; cancer; chronic cardiopulmonary "
                             "disease (heart failure or chronic lung disease); heart rate >= "
                             "110/min; SBP < 100 mmHg; arterial oxyhemoglobin saturation < 90%."))],
    output=Output(kind="integer", unit="points"),
    interpret=risk,
    references=[JIMENEZ_2010],
    notes=(
        "Items follow Jiménez 2010 (derived in the RIETE registry), declared as items: each "
        "answerable by its value, its band ('> 80', '>= 110') or yes/no, under its name, "
        "Jiménez 2010's label or MDCalc's. Heart failure and chronic lung disease are one "
        "either-or item (chronic cardiopulmonary disease): it scores once, is decided from the "
        "one(s) given and may be answered directly. Risk "
        "groups: 0 points low risk (30-day mortality 1.0%, 95% CI 0.0-2.1%), >= 1 point high "
        "risk (10.9%, 95% CI 8.5-13.2%). The 2019 ESC PE guideline uses sPESI 0 (with no other "
        "adverse feature) to select low-risk patients for early discharge or home treatment. "
        "Under missing='absent' an unmentioned item counts as absent and is listed as imputed."),
)
