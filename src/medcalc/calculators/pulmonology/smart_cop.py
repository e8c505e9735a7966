"""SMART-COP: need for intensive respiratory or vasopressor support in community-acquired
pneumonia (Charles et al., Clin Infect Dis 2008), with age-adjusted respiratory-rate and
oxygenation thresholds."""

import datetime as dt
import math

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Output,
    Precondition,
    Reference,
    Version,
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
from medcalc.core.vector import snap, where
from medcalc.formulas.oxygenation import pao2_fio2_ratio

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


def _clean(x):
    return None if type(x) is float and x != x else x


def smart_cop(systolic_bp, multilobar_involvement, albumin, respiratory_rate, heart_rate,
              confusion, age, pao2, oxygen_saturation, fio2, arterial_ph):
    systolic_bp, albumin, respiratory_rate, heart_rate, age = (
        snap(systolic_bp), snap(albumin), snap(respiratory_rate), snap(heart_rate), snap(age))
    pao2, oxygen_saturation, arterial_ph = snap(pao2), snap(oxygen_saturation), snap(arterial_ph)
    young = age <= AGE_CUTOFF
    # PaO2/FiO2 only when FiO2 is given (not given: NaN, the criterion is not evaluated).
    ratio = pao2_fio2_ratio(pao2, fio2)
    tachypnea = respiratory_rate >= where(young, RR_YOUNG, RR_OLD)
    low_oxygen = ((pao2 < where(young, PAO2_YOUNG, PAO2_OLD))
                  | (oxygen_saturation <= where(young, SAT_YOUNG, SAT_OLD))
                  | (snap(ratio) < where(young, PF_YOUNG, PF_OLD)))
    points = {
        "systolic_bp": 2 * (systolic_bp < 90.0),
        "multilobar_involvement": 1 * multilobar_involvement,
        "albumin": 1 * (albumin < 3.5),
        "respiratory_rate": 1 * tachypnea,
        "tachycardia": 1 * (heart_rate >= 125.0),
        "confusion": 1 * confusion,
        "oxygenation": 2 * low_oxygen,
        "arterial_ph": 2 * (arterial_ph < 7.35),
    }
    return {"value": sum(points.values()), **points, "pao2_fio2_ratio": _clean(ratio)}


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
              "mechanical ventilation", "vasopressor", "intensive respiratory support",
              "IRVS", "hypoxemia", "albumin", "arterial pH", "multilobar"],
    features=[
        systolic_bp(absent=CRITERION_NOT_MET,
                    description="Systolic blood pressure (criterion: < 90 mmHg, 2 points)"),
        Boolean(name="multilobar_involvement",
                description="Multilobar involvement on chest radiograph (1 point)",
                definition="pneumonic changes in more than one lobe on the chest radiograph"),
        albumin(absent=CRITERION_NOT_MET,
                description="Serum albumin (criterion: < 3.5 g/dL = 35 g/L, 1 point)"),
        respiratory_rate(absent=CRITERION_NOT_MET,
                         description=("Respiratory rate (criterion, 1 point: >= 25 breaths/min "
                                      "at age <= 50, >= 30 breaths/min at age > 50)")),
        heart_rate(absent=CRITERION_NOT_MET,
                   description="Heart rate (criterion: >= 125 beats/min, 1 point)"),
        Boolean(name="confusion", description="New confusion (1 point)",
                definition="new-onset confusion (acute change in mental state), not "
                           "long-standing cognitive impairment"),
        age(description="Age (selects the respiratory-rate and oxygenation thresholds: <= 50 "
                        "or > 50 years)"),
        pao2(required=False, default=math.nan,
             description=("Arterial PaO2 (oxygenation criterion, 2 points: < 70 mmHg at age "
                          "<= 50, < 60 mmHg at age > 50); optional, alternative to the oxygen "
                          "saturation")),
        oxygen_saturation(absent=CRITERION_NOT_MET,
                          description=("Oxygen saturation (oxygenation criterion, 2 points: "
                                       "<= 93% at age <= 50, <= 90% at age > 50)")),
        fio2(required=False, default=math.nan,
             description=("Fraction of inspired oxygen when PaO2 was measured, as a fraction "
                          "0.21-1.0 (a percentage needs the unit '%': [40, '%']); optional: "
                          "with PaO2 it gives the PaO2/FiO2 criterion (< 333 at age <= 50, "
                          "< 250 at age > 50)")),
        arterial_ph(absent=CRITERION_NOT_MET,
                    description="Arterial pH (criterion: < 7.35, 2 points)"),
    ],
    versions=[Version("charles_2008", dt.date(2008, 8, 1), CHARLES_2008, smart_cop,
                      notes=("Clin Infect Dis 1 August 2008. S: SBP < 90 mmHg (2); M: "
                             "multilobar chest radiograph involvement (1); A: albumin < 3.5 g/dL "
                             "(1); R: respiratory rate >= 25/min (age <= 50) or >= 30/min "
                             "(age > 50) (1); T: heart rate >= 125/min (1); C: new confusion "
                             "(1); O: PaO2 < 70 mmHg, O2 saturation <= 93% or PaO2/FiO2 < 333 "
                             "(age <= 50), PaO2 < 60 mmHg, O2 saturation <= 90% or PaO2/FiO2 < "
                             "250 (age > 50) (2); P: arterial pH < 7.35 (2)."))],
    output=Output(kind="integer", unit="points"),
    interpret=risk_group,
    preconditions=[Precondition(lambda age: age >= 18.0,
                                "SMART-COP was derived in adults (age >= 18 years) with "
                                "community-acquired pneumonia")],
    references=[CHARLES_2008],
    notes=(
        "Points follow Charles 2008. The oxygenation criterion is met by any one of PaO2, oxygen "
        "saturation or PaO2/FiO2 below its age-adjusted threshold; the oxygen saturation is "
        "required (strict policy) and PaO2 and FiO2 are optional (PaO2/FiO2 is used only when "
        "both are given). FiO2 is a fraction; percentages need the unit '%'. Under "
        "missing='absent' an unmentioned criterion counts as not met and is listed as imputed; "
        "age is always required because it selects the thresholds. Quantities are rounded to "
        "1e-9 before threshold comparisons so unit-conversion float noise cannot flip a "
        "criterion. The reduced SMRT-CO score of the same paper (no albumin, PaO2 or pH; its "
        "own risk bands) is not implemented here. Not validated in significant "
        "immunosuppression."),
)
