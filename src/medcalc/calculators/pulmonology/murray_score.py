"""Murray lung injury score (Murray et al., Am Rev Respir Dis 1988): chest radiograph,
hypoxemia, PEEP and respiratory system compliance, each 0-4, averaged over the components
used."""

import datetime as dt
import math

from medcalc.core import Calculator, Count, Output, Quantity, Reference, Version
from medcalc.core.common import fio2, pao2, peep
from medcalc.core.vector import snap, where
from medcalc.formulas.oxygenation import pao2_fio2_ratio

MURRAY_1988 = Reference(
    "Murray JF, Matthay MA, Luce JM, Flick MR. An expanded definition of the adult respiratory "
    "distress syndrome. Am Rev Respir Dis. 1988;138(3):720-723 (Table 1: lung injury score).",
    doi="10.1164/ajrccm/138.3.720")


def _clean(x):
    return None if type(x) is float and x != x else x


def murray(chest_xray_quadrants, pao2, fio2, peep, respiratory_system_compliance):
    ratio = pao2_fio2_ratio(pao2, fio2)
    r = snap(ratio)
    peep, compliance = snap(peep), snap(respiratory_system_compliance)
    # Hypoxemia: >= 300: 0, 225-299: 1, 175-224: 2, 100-174: 3, < 100: 4.
    hypoxemia = (r < 300.0) * 1 + (r < 225.0) * 1 + (r < 175.0) * 1 + (r < 100.0) * 1
    # PEEP (when ventilated): <= 5: 0, 6-8: 1, 9-11: 2, 12-14: 3, >= 15 cmH2O: 4.
    peep_points = (peep > 5.0) * 1 + (peep > 8.0) * 1 + (peep > 11.0) * 1 + (peep > 14.0) * 1
    # Compliance (when available): >= 80: 0, 60-79: 1, 40-59: 2, 20-39: 3, <= 19 mL/cmH2O: 4.
    compliance_points = ((compliance < 80.0) * 1 + (compliance < 60.0) * 1
                         + (compliance < 40.0) * 1 + (compliance < 20.0) * 1)
    peep_used = peep == peep  # not given: NaN, component not used
    compliance_used = compliance == compliance
    total = (chest_xray_quadrants + hypoxemia + where(peep_used, peep_points, 0)
             + where(compliance_used, compliance_points, 0))
    components = 2 + peep_used * 1 + compliance_used * 1
    return {
        "value": total / components,
        "chest_xray_points": chest_xray_quadrants,
        "hypoxemia_points": hypoxemia,
        "peep_points": _clean(where(peep_used, peep_points, math.nan)),
        "compliance_points": _clean(where(compliance_used, compliance_points, math.nan)),
        "components_used": components,
        "pao2_fio2_ratio": ratio,
    }


def interpret(score):
    if score == 0:
        return "no lung injury (Murray score 0)"
    if score <= 2.5:
        return "mild-to-moderate lung injury (Murray score 0.1-2.5)"
    return "severe lung injury, ARDS (Murray score > 2.5)"


CALCULATOR = Calculator(
    id="murray_score",
    name="Murray Score for Acute Lung Injury",
    aliases=["Murray lung injury score", "Lung Injury Score", "LIS", "Murray score"],
    specialty="pulmonology",
    description=("Severity of acute lung injury: chest radiograph quadrants, PaO2/FiO2, PEEP and "
                 "respiratory system compliance scored 0-4 each and averaged over the components "
                 "used (0-4; > 2.5 severe lung injury)."),
    keywords=["acute lung injury", "ARDS", "lung injury score", "ECMO referral", "severe "
              "respiratory failure", "PEEP", "lung compliance", "chest x-ray quadrants",
              "PaO2/FiO2", "mechanical ventilation"],
    features=[
        Count(name="chest_xray_quadrants", range=(0, 4),
              description=("Number of chest radiograph quadrants with alveolar consolidation "
                           "(0-4; 1 point per quadrant)")),
        pao2(description="Arterial partial pressure of oxygen (for PaO2/FiO2)"),
        fio2(),
        peep(required=False, default=math.nan,
             description=("Positive end-expiratory pressure when ventilated (<= 5: 0, 6-8: 1, "
                          "9-11: 2, 12-14: 3, >= 15 cmH2O: 4); not given: component not used")),
        Quantity(name="respiratory_system_compliance", unit="mL/cmH2O",
                 units=("mL/cmH2O", "L/cmH2O"), range=(1.0, 200.0), required=False,
                 default=math.nan,
                 description=("Static respiratory system compliance, tidal volume / (plateau "
                              "pressure - PEEP), when available (>= 80: 0, 60-79: 1, 40-59: 2, "
                              "20-39: 3, <= 19 mL/cmH2O: 4); not given: component not used")),
    ],
    versions=[Version("murray_1988", dt.date(1988, 9, 1), MURRAY_1988, murray,
                      notes=("Am Rev Respir Dis September 1988 issue (day not established). "
                             "Four components 0-4; the score is their sum divided by the number "
                             "of components used (chest radiograph and hypoxemia always; PEEP "
                             "when ventilated; compliance when available)."))],
    output=Output(unit="points", decimals=2),
    interpret=interpret,
    references=[MURRAY_1988],
    notes=(
        "Points follow Murray 1988 Table 1. The chest radiograph and PaO2/FiO2 components are "
        "required; PEEP and compliance are optional and the average is taken over the "
        "components given (Murray: 'divided by the number of components that were used'). The "
        "table's integer bands are applied to non-integer values as: PaO2/FiO2 < 300, < 225, "
        "< 175, < 100 mmHg; PEEP > 5, > 8, > 11, > 14 cmH2O; compliance < 80, < 60, < 40, < 20 "
        "mL/cmH2O (so PEEP 14.5 scores 4 and compliance 19.5 scores 4). FiO2 is a fraction; "
        "percentages need the unit '%'. Interpretation: 0 no lung injury, 0.1-2.5 mild-to-"
        "moderate lung injury, > 2.5 severe lung injury (ARDS)."),
)
