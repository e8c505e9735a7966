"""Murray lung injury score (Murray et al., Am Rev Respir Dis 1988): chest radiograph,
hypoxemia, PEEP and respiratory system compliance, each 0-4, averaged over the components
used."""

import datetime as dt
import math

from medcalc.core import Band, Calculator, Count, Output, Quantity, Reference, Version, banded
from medcalc.core.common import peep
from medcalc.core.vector import snap, where
from medcalc.formulas.oxygenation import PAO2_FIO2_FROM_BLOOD_GAS, pao2_fio2_ratio_feature

MURRAY_1988 = Reference(
    "Murray JF, Matthay MA, Luce JM, Flick MR. An expanded definition of the adult respiratory "
    "distress syndrome. Am Rev Respir Dis. 1988;138(3):720-723 (Table 1: lung injury score).",
    doi="10.1164/ajrccm/138.3.720")

# The two components every patient has, as items (Murray 1988 Table 1; MDCalc's option labels
# as aliases). A band's value is its points.
CHEST_XRAY = banded("chest_xray_quadrants", "Chest roentgenogram score", bands=(
    Band("0", "No alveolar consolidation", 0, choices=(0,)),
    Band("1", "Alveolar consolidation confined to 1 quadrant", 1, choices=(1,),
         aliases=("1 quadrant", "Confined to 1 quadrant")),
    Band("2", "Alveolar consolidation confined to 2 quadrants", 2, choices=(2,),
         aliases=("2 quadrants", "Confined to 2 quadrants")),
    Band("3", "Alveolar consolidation confined to 3 quadrants", 3, choices=(3,),
         aliases=("3 quadrants", "Confined to 3 quadrants")),
    Band("4", "Alveolar consolidation in all 4 quadrants", 4, choices=(4,),
         aliases=("4 quadrants", "All 4 quadrants")),
), aliases=("Chest x-ray", "Chest X-ray"))
HYPOXEMIA = banded("hypoxemia", "Hypoxemia score (PaO2/FiO2, mmHg)", "pao2_fio2_ratio", bands=(
    Band(">=300", ">= 300", 0, ge=300.0),
    Band("225-299", "225-299", 1, ge=225.0, lt=300.0),
    Band("175-224", "175-224", 2, ge=175.0, lt=225.0),
    Band("100-174", "100-174", 3, ge=100.0, lt=175.0),
    Band("<100", "< 100", 4, lt=100.0),
), aliases=("Hypoxemia", "PaO₂/FiO₂", "PaO2/FiO2"))
ITEMS = (CHEST_XRAY, HYPOXEMIA)


def _clean(x):
    return None if type(x) is float and x != x else x


def murray(chest_xray_quadrants, hypoxemia, pao2_fio2_ratio, peep, respiratory_system_compliance):
    # chest_xray_quadrants and hypoxemia are the items' points; pao2_fio2_ratio is the ratio
    # (NaN when it was not available, i.e. the hypoxemia band was answered directly).
    peep, compliance = snap(peep), snap(respiratory_system_compliance)
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
        "pao2_fio2_ratio": _clean(pao2_fio2_ratio),
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
    keywords=["acute lung injury", "ARDS", "lung injury score", "ECMO referral",
              "severe respiratory failure", "PEEP", "lung compliance", "chest x-ray quadrants",
              "PaO2/FiO2", "mechanical ventilation", "lung injury severity", "ECMO candidacy",
              "severe ARDS grading", "referral for ECMO", "lung injury from x-ray and oxygenation",
              "acute lung injury quantification"],
    features=[
        Count(name="chest_xray_quadrants", range=(0, 4),
              description=("Number of chest radiograph quadrants with alveolar consolidation "
                           "(0-4; 1 point per quadrant)")),
        pao2_fio2_ratio_feature(
            required=False, default=math.nan,
            description=("PaO2/FiO2 ratio in mmHg (FiO2 as a fraction); when not given it is "
                         "computed from pao2 and fio2 (>= 300: 0, 225-299: 1, 175-224: 2, "
                         "100-174: 3, < 100: 4)")),
        # pao2 and fio2: the sources of PAO2_FIO2_FROM_BLOOD_GAS, declared with it.
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
    items=list(ITEMS),
    derived=[PAO2_FIO2_FROM_BLOOD_GAS],
    versions=[Version("murray_1988", dt.date(1988, 9, 1), MURRAY_1988, murray,
                      notes=("Am Rev Respir Dis September 1988 issue (day not established). "
                             "Four components 0-4; the score is their sum divided by the number "
                             "of components used (chest radiograph and hypoxemia always; PEEP "
                             "when ventilated; compliance when available)."))],
    output=Output(unit="points", decimals=2, range=(0, 4)),
    interpret=interpret,
    references=[MURRAY_1988],
    notes=(
        "Points follow Murray 1988 Table 1. The chest radiograph and hypoxemia components are "
        "required and declared as items: each may be answered by its value (quadrants; "
        "PaO2/FiO2 given directly, or computed from PaO2 and FiO2) or by its band ('2 "
        "quadrants', '175-224'). PEEP and compliance are optional and read as values only (an "
        "item is required under the strict policy, and these components are used only when "
        "available) and the average is taken over the "
        "components given (Murray: 'divided by the number of components that were used'). The "
        "table's integer bands are applied to non-integer values as: PaO2/FiO2 < 300, < 225, "
        "< 175, < 100 mmHg; PEEP > 5, > 8, > 11, > 14 cmH2O; compliance < 80, < 60, < 40, < 20 "
        "mL/cmH2O (so PEEP 14.5 scores 4 and compliance 19.5 scores 4). FiO2 is a fraction; "
        "percentages need the unit '%'. Interpretation: 0 no lung injury, 0.1-2.5 mild-to-"
        "moderate lung injury, > 2.5 severe lung injury (ARDS)."),
)
