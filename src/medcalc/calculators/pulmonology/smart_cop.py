"""SMART-COP: need for intensive respiratory or vasopressor support in community-acquired
pneumonia (Charles et al., Clin Infect Dis 2008), with age-adjusted respiratory-rate and
oxygenation thresholds."""

import datetime as dt
import math

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Derivation,
    Output,
    Precondition,
    Reference,
    Version,
    criterion,
    either,
)
from medcalc.core.common import (
    age,
    albumin,
    arterial_ph,
    fio2,
    heart_rate,
    oxygen_saturation,
    pao2,
    respiratory_rate,
    systolic_bp,
)
from medcalc.core.vector import where
from medcalc.formulas.oxygenation import PAO2_FIO2_FROM_BLOOD_GAS, pao2_fio2_ratio_feature

CHARLES_2008 = Reference(
    "Charles PGP, Wolfe R, Whitby M, Fine MJ, Fuller AJ, Stirling R, et al.; Australian "
    "Community-Acquired Pneumonia Study Collaboration. SMART-COP: a tool for predicting the "
    "need for intensive respiratory or vasopressor support in community-acquired pneumonia. "
    "Clin Infect Dis. 2008;47(3):375-384.",
    doi="10.1086/589754", url="https://pubmed.ncbi.nlm.nih.gov/18558884/")

# Age-adjusted thresholds (Charles 2008): age <= 50 years | age > 50 years.
AGE_CUTOFF = 50.0
RR_YOUNG, RR_OLD = 25.0, 30.0  # breaths/min, criterion met at >=
PAO2_YOUNG, PAO2_OLD = 70.0, 60.0  # mmHg, criterion met below
SAT_YOUNG, SAT_OLD = 93.0, 90.0  # %, criterion met at <=
PF_YOUNG, PF_OLD = 333.0, 250.0  # mmHg, criterion met below


# -- the age-adjusted criteria: each a yes/no feature, given directly or derived from the
# measurement and the age (formulas written once here, read by the items below) -------------

def _tachypnea_for_age(respiratory_rate, age):
    return respiratory_rate >= where(age <= AGE_CUTOFF, RR_YOUNG, RR_OLD)


def _low_pao2_for_age(pao2, age):
    return pao2 < where(age <= AGE_CUTOFF, PAO2_YOUNG, PAO2_OLD)


def _low_saturation_for_age(oxygen_saturation, age):
    return oxygen_saturation <= where(age <= AGE_CUTOFF, SAT_YOUNG, SAT_OLD)


def _low_pao2_fio2_for_age(pao2_fio2_ratio, age):
    return pao2_fio2_ratio < where(age <= AGE_CUTOFF, PF_YOUNG, PF_OLD)


def _age_adjusted(name, description, source, compute, derivation_text):
    feature = Boolean(name=name, description=description,
                      definition="given directly, or derived from the measurement and the age")
    return feature, Derivation(name, (source, age()), compute, derivation_text)


TACHYPNEA, TACHYPNEA_RULE = _age_adjusted(
    "respiratory_rate_high_for_age",
    "Respiratory rate >= 25/min at age <= 50, >= 30/min at age > 50",
    respiratory_rate(), _tachypnea_for_age, "respiratory rate >= 25 (age <= 50) or >= 30 (> 50)")
LOW_PAO2, LOW_PAO2_RULE = _age_adjusted(
    "pao2_low_for_age", "PaO2 < 70 mmHg at age <= 50, < 60 mmHg at age > 50",
    pao2(), _low_pao2_for_age, "PaO2 < 70 (age <= 50) or < 60 mmHg (> 50)")
LOW_SATURATION, LOW_SATURATION_RULE = _age_adjusted(
    "oxygen_saturation_low_for_age",
    "Oxygen saturation <= 93% at age <= 50, <= 90% at age > 50",
    oxygen_saturation(), _low_saturation_for_age, "SpO2 <= 93% (age <= 50) or <= 90% (> 50)")
LOW_PF, LOW_PF_RULE = _age_adjusted(
    "pao2_fio2_low_for_age", "PaO2/FiO2 < 333 at age <= 50, < 250 at age > 50",
    pao2_fio2_ratio_feature(), _low_pao2_fio2_for_age,
    "PaO2/FiO2 < 333 (age <= 50) or < 250 mmHg (> 50)")

# Charles 2008's eight criteria (points as `points`); aliases are MDCalc's field labels.
SYSTOLIC_BP = criterion("systolic_bp", "Systolic blood pressure < 90 mmHg", lt=90.0, points=2,
                        aliases=("Systolic BP <90 mmHg",))
MULTILOBAR = criterion("multilobar_involvement", "Multilobar chest radiograph involvement",
                       aliases=("Multilobar CXR involvement",))
ALBUMIN = criterion("albumin", "Albumin < 3.5 g/dL", lt=3.5,
                    aliases=("Albumin <3.5 g/dL",), yes_aliases=("<35 g/L",),
                    no_aliases=(">=35 g/L",))
RESPIRATORY_RATE = criterion(
    "respiratory_rate", "Respiratory rate >= 25/min (age <= 50) or >= 30/min (age > 50)",
    "respiratory_rate_high_for_age",
    aliases=("Respiratory rate, age ≤50: ≥25; age >50: ≥30",
             "Respiratory rate elevated for age"))
TACHYCARDIA = criterion("heart_rate", "Heart rate >= 125/min", ge=125.0,
                        aliases=("Heart rate ≥125 bpm", "Tachycardia"))
CONFUSION = criterion("confusion", "Confusion (new onset)", aliases=("Confusion",))
# Either-or over three age-adjusted sources: any one meets it, decided from those given.
OXYGENATION = either(
    "oxygenation",
    "Low oxygen: PaO2 < 70 mmHg, O2 saturation <= 93% or PaO2/FiO2 < 333 (age <= 50); "
    "PaO2 < 60 mmHg, O2 saturation <= 90% or PaO2/FiO2 < 250 (age > 50)",
    (Condition("pao2_low_for_age"), Condition("oxygen_saturation_low_for_age"),
     Condition("pao2_fio2_low_for_age")), points=2,
    aliases=("Oxygen low", "Low oxygenation", "Oxygen low for age"))
ARTERIAL_PH = criterion("arterial_ph", "Arterial pH < 7.35", lt=7.35, points=2,
                        aliases=("Arterial pH <7.35",))
ITEMS = (SYSTOLIC_BP, MULTILOBAR, ALBUMIN, RESPIRATORY_RATE, TACHYCARDIA, CONFUSION,
         OXYGENATION, ARTERIAL_PH)


def _clean(x):
    return None if type(x) is float and x != x else x


def smart_cop(systolic_bp, multilobar_involvement, albumin, respiratory_rate, heart_rate,
              confusion, age, oxygenation, arterial_ph, pao2_fio2_ratio):
    # Item arguments are the items' points; age is required because it selects the thresholds
    # (and the adult precondition); pao2_fio2_ratio is the ratio (NaN when not available).
    points = {
        "systolic_bp": systolic_bp,
        "multilobar_involvement": multilobar_involvement,
        "albumin": albumin,
        "respiratory_rate": respiratory_rate,
        "tachycardia": heart_rate,
        "confusion": confusion,
        "oxygenation": oxygenation,
        "arterial_ph": arterial_ph,
    }
    return {"value": sum(points.values()), **points, "pao2_fio2_ratio": _clean(pao2_fio2_ratio)}


def risk_group(score):
    # Charles 2008: risk of needing intensive respiratory or vasopressor support (IRVS).
    if score <= 2:
        return "low risk of needing intensive respiratory or vasopressor support (SMART-COP 0-2)"
    if score <= 4:
        return ("moderate risk (SMART-COP 3-4; about 1 in 8 needed intensive respiratory or "
                "vasopressor support)")
    if score <= 6:
        return ("high risk (SMART-COP 5-6; about 1 in 3 needed intensive respiratory or "
                "vasopressor support)")
    return ("very high risk (SMART-COP 7-11; about 2 in 3 needed intensive respiratory or "
            "vasopressor support)")


CALCULATOR = Calculator(
    id="smart_cop",
    name="SMART-COP Score for Pneumonia Severity",
    aliases=["SMART-COP", "SMARTCOP score", "SMART-COP pneumonia score"],
    specialty="pulmonology",
    description=("Risk that an adult with community-acquired pneumonia will need intensive "
                 "respiratory or vasopressor support (0-11 points), with age-adjusted "
                 "respiratory-rate and oxygenation thresholds."),
    keywords=["community-acquired pneumonia", "CAP", "pneumonia severity", "ICU admission",
              "mechanical ventilation", "vasopressor", "intensive respiratory support", "IRVS",
              "hypoxemia", "albumin", "arterial pH", "multilobar",
              "pneumonia needing ventilator or pressors", "intensive respiratory support pneumonia",
              "ICU need in community pneumonia", "pneumonia vasopressor risk",
              "pneumonia deterioration prediction", "severe pneumonia escalation"],
    features=[
        systolic_bp(description="Systolic blood pressure (criterion: < 90 mmHg, 2 points)"),
        Boolean(name="multilobar_involvement",
                description="Multilobar involvement on chest radiograph (1 point)",
                definition="pneumonic changes in more than one lobe on the chest radiograph"),
        albumin(description="Serum albumin (criterion: < 3.5 g/dL = 35 g/L, 1 point)"),
        respiratory_rate(description=("Respiratory rate (criterion, 1 point: >= 25 breaths/min "
                                      "at age <= 50, >= 30 breaths/min at age > 50)")),
        heart_rate(description="Heart rate (criterion: >= 125 beats/min, 1 point)"),
        Boolean(name="confusion", description="New confusion (1 point)",
                definition="new-onset confusion (acute change in mental state), not "
                           "long-standing cognitive impairment"),
        age(description="Age (selects the respiratory-rate and oxygenation thresholds: <= 50 "
                        "or > 50 years)"),
        pao2(description=("Arterial PaO2 (oxygenation criterion, 2 points: < 70 mmHg at age "
                          "<= 50, < 60 mmHg at age > 50); one of the oxygenation sources")),
        oxygen_saturation(description=("Oxygen saturation (oxygenation criterion, 2 points: "
                                       "<= 93% at age <= 50, <= 90% at age > 50); one of the "
                                       "oxygenation sources")),
        fio2(description=("Fraction of inspired oxygen when PaO2 was measured, as a fraction "
                          "0.21-1.0 (a percentage needs the unit '%': [40, '%']); with PaO2 "
                          "it gives the PaO2/FiO2 criterion (< 333 at age <= 50, < 250 at age "
                          "> 50)")),
        pao2_fio2_ratio_feature(required=False, default=math.nan),
        arterial_ph(description="Arterial pH (criterion: < 7.35, 2 points)"),
        TACHYPNEA, LOW_PAO2, LOW_SATURATION, LOW_PF,
    ],
    items=list(ITEMS),
    derived=[PAO2_FIO2_FROM_BLOOD_GAS, TACHYPNEA_RULE, LOW_PAO2_RULE, LOW_SATURATION_RULE,
             LOW_PF_RULE],
    versions=[Version("charles_2008", dt.date(2008, 8, 1), CHARLES_2008, smart_cop,
                      notes=("Clin Infect Dis 1 August 2008. S: SBP < 90 mmHg (2); M: "
                             "multilobar chest radiograph involvement (1); A: albumin < 3.5 g/dL "
                             "(1); R: respiratory rate >= 25/min (age <= 50) or >= 30/min "
                             "(age > 50) (1); T: heart rate >= 125/min (1); C: new confusion "
                             "(1); O: PaO2 < 70 mmHg, O2 saturation <= 93% or PaO2/FiO2 < 333 "
                             "(age <= 50), PaO2 < 60 mmHg, O2 saturation <= 90% or PaO2/FiO2 < "
                             "250 (age > 50) (2); P: arterial pH < 7.35 (2)."))],
    output=Output(kind="integer", unit="points", range=(0, 11)),
    interpret=risk_group,
    preconditions=[Precondition(lambda age: age >= 18.0,
                                "SMART-COP was derived in adults (age >= 18 years) with "
                                "community-acquired pneumonia")],
    references=[CHARLES_2008],
    notes=(
        "Points follow Charles 2008, declared as items (labels as printed there; MDCalc's "
        "field labels as aliases): each may be answered by its measurement(s), by its band "
        "('< 90', '>= 125') or yes/no. The age-dependent criteria are yes/no features given "
        "directly or derived from the measurement and the age: respiratory rate >= 25 (age <= "
        "50) or >= 30 (> 50); and the oxygenation criterion, an either-or item over PaO2 "
        "(< 70 | < 60 mmHg), oxygen saturation (<= 93% | <= 90%) and PaO2/FiO2 (< 333 | < "
        "250; the ratio given directly or from PaO2 and FiO2): any one source meets it, it is "
        "decided from the sources given (PaO2 alone, or the saturation alone, suffices under "
        "the strict policy) and missing only when none is. FiO2 is a fraction; percentages "
        "need the unit '%'. Under missing='absent' an unmentioned criterion counts as not met "
        "and is listed as imputed under the item's name; age is always required because it "
        "selects the thresholds. The reduced SMRT-CO score of the same paper (no albumin, "
        "PaO2 or pH; its own risk bands) is not implemented here. Not validated in significant "
        "immunosuppression."),
)
