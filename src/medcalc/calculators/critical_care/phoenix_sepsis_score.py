"""Phoenix Sepsis Score: respiratory, cardiovascular, coagulation and neurological dysfunction
in children (0-13); sepsis = suspected infection with a score >= 2, septic shock = sepsis with
>= 1 cardiovascular point (Schlapbach et al. / Sanchez-Pinto et al., JAMA 2024)."""

import datetime as dt

from medcalc.core import (CRITERION_NOT_MET, Band, Boolean, Calculator, Category, Choice, Count,
                          Output, Precondition, Quantity, Reference, Version, banded)
from medcalc.core.analytes import LACTATE
from medcalc.core.common import (CELL_COUNT_UNITS, age, fio2, inr, mean_arterial_pressure, pao2,
                                 platelet_count, spo2)
from medcalc.core.vector import minimum, where

SCHLAPBACH_2024 = Reference(
    "Schlapbach LJ, Watson RS, Sorce LR, et al.; Society of Critical Care Medicine Pediatric "
    "Sepsis Definition Task Force. International Consensus Criteria for Pediatric Sepsis and "
    "Septic Shock. JAMA. 2024;331(8):665-674.", doi="10.1001/jama.2024.0179")
SANCHEZ_PINTO_2024 = Reference(
    "Sanchez-Pinto LN, Bennett TD, DeWitt PE, et al.; Society of Critical Care Medicine "
    "Pediatric Sepsis Definition Task Force. Development and Validation of the Phoenix Criteria "
    "for Pediatric Sepsis and Septic Shock. JAMA. 2024;331(8):675-686.",
    doi="10.1001/jama.2024.0196")
MDCALC = Reference("MDCalc. Phoenix Sepsis Score.")

# Age groups of the MAP criterion: (label, aliases, upper bound in years); MAP points: 1 if
# MAP <= hi1 (and >= lo2), 2 if MAP < lo2.
AGE_GROUPS = (
    ("lt1mo", "< 1 month", ("<1 month", "less than 1 month"), 0, 1 / 12, 30, 17),
    ("1to11mo", "1 to 11 months", ("1-11 months", "1 to <12 months"), 1 / 12, 1, 38, 25),
    ("1to2y", "1 to < 2 years", ("1-<2 years", "1 to 2 years"), 1, 2, 43, 31),
    ("2to5y", "2 to < 5 years", ("2-<5 years", "2 to 5 years"), 2, 5, 44, 32),
    ("5to12y", "5 to < 12 years", ("5-<12 years", "5 to 12 years"), 5, 12, 48, 36),
    ("12to17y", "12 to 17 years", ("12-17 years", ">=12 years"), 12, None, 51, 38),
)
AGE_ITEM = banded("age_group", "Age", "age", tuple(
    Band(key, label, i, ge=lo or None, lt=hi, aliases=aliases)
    for i, (key, label, aliases, lo, hi, _, _) in enumerate(AGE_GROUPS)))

SUPPORT = Category(
    name="respiratory_support", description="Respiratory support",
    labels=("Respiratory support",),
    definition=("none; any respiratory support other than invasive mechanical ventilation "
                "(e.g. high-flow nasal cannula, CPAP/BiPAP, supplemental oxygen); invasive "
                "mechanical ventilation (IMV)"),
    choices=(
        Choice("none", "None", 0, aliases=("no respiratory support", "room air")),
        Choice("non_invasive", "Any respiratory support (not IMV)", 1,
               aliases=("any respiratory support", "non-invasive", "noninvasive",
                        "non-invasive ventilation", "NIV", "high-flow", "HFNC", "CPAP",
                        "BiPAP", "supplemental oxygen")),
        Choice("imv", "Invasive mechanical ventilation", 2,
               aliases=("IMV", "invasive", "mechanical ventilation", "intubated",
                        "invasive mechanical ventilation (IMV)")),
    ))
VASOACTIVE = Category(
    name="vasoactive_medications", description="Number of vasoactive medications",
    labels=("Vasoactive medications",), required=False, default=0,
    definition="epinephrine, norepinephrine, dopamine, dobutamine, milrinone, vasopressin",
    choices=(
        Choice("none", "None", 0, aliases=("0", "no vasoactive medications")),
        Choice("one", "1 vasoactive medication", 1, aliases=("1", "one")),
        Choice("two_or_more", ">= 2 vasoactive medications", 2,
               aliases=("2", ">=2", "2 or more", "two or more", "≥2 vasoactive medications")),
    ))


FEATURES = [
    age(description="Age (Phoenix applies to children < 18 years)"),
    SUPPORT,
    pao2(required=False, default=CRITERION_NOT_MET, labels=("PaO2", "PaO₂")),
    spo2(required=False, default=CRITERION_NOT_MET, labels=("SpO2", "SpO₂"),
         description="SpO2 (used for SpO2:FiO2 only when <= 97%)"),
    fio2(required=False, default=CRITERION_NOT_MET, labels=("FiO2", "FiO₂")),
    VASOACTIVE,
    Quantity(name="lactate", unit="mmol/L", units=("mmol/L", "mg/dL"), analyte=LACTATE,
             range=(0.1, 40.0), required=False, default=CRITERION_NOT_MET,
             description="Lactate (not measured: 0 points)", labels=("Lactate",)),
    mean_arterial_pressure(labels=("MAP",)),
    platelet_count(required=False, default=CRITERION_NOT_MET, labels=("Platelets",),
                   units=CELL_COUNT_UNITS),
    inr(required=False, default=CRITERION_NOT_MET, labels=("INR",)),
    Quantity(name="d_dimer", unit="mg/L", units=("mg/L", "µg/mL", "ng/mL"), range=(0.0, 200.0),
             basis="FEU", required=False, default=CRITERION_NOT_MET,
             description="D-dimer, mg/L fibrinogen-equivalent units (FEU)",
             labels=("D-dimer",)),
    Quantity(name="fibrinogen", unit="mg/dL", units=("mg/dL", "g/L"), range=(0.0, 2000.0),
             required=False, default=CRITERION_NOT_MET, description="Fibrinogen",
             labels=("Fibrinogen",)),
    Count(name="gcs", range=(3, 15), required=False, default=15,
          description="Glasgow Coma Scale (not assessed: 0 points)", labels=("GCS",)),
    Boolean(name="fixed_pupils", required=False, default=False,
            description="Both pupils fixed (non-reactive)",
            labels=("Bilaterally fixed pupils", "Pupils fixed bilaterally")),
]


def _map_points(age_group, map_):
    hi1 = 0.0
    lo2 = 0.0
    for i, (*_, hi, lo) in enumerate(AGE_GROUPS):
        hi1 = where(age_group == i, hi, hi1)
        lo2 = where(age_group == i, lo, lo2)
    return where(map_ < lo2, 2, where(map_ <= hi1, 1, 0))


def phoenix(age_group, respiratory_support, pao2, spo2, fio2, vasoactive_medications, lactate,
            mean_arterial_pressure, platelet_count, inr, d_dimer, fibrinogen, gcs,
            fixed_pupils):
    # Respiratory: PaO2:FiO2 when PaO2 is given, else SpO2:FiO2 (only when SpO2 <= 97%).
    pf = pao2 / fio2
    sf = where(spo2 <= 97, spo2 / fio2, CRITERION_NOT_MET)
    use_pf = pao2 == pao2  # PaO2 given (not NaN)
    level_pf = where(pf < 100, 3, where(pf <= 200, 2, where(pf < 400, 1, 0)))
    level_sf = where(sf < 148, 3, where(sf <= 220, 2, where(sf < 292, 1, 0)))
    level = where(use_pf, level_pf, level_sf)
    respiratory = where(respiratory_support == 0, 0,
                        where(respiratory_support == 2, level, minimum(level, 1)))
    cardiovascular = (vasoactive_medications
                      + where(lactate >= 11, 2, where(lactate >= 5, 1, 0))
                      + _map_points(age_group, mean_arterial_pressure))
    coagulation = minimum((platelet_count < 100) * 1 + (inr > 1.3) * 1 + (d_dimer > 2) * 1
                          + (fibrinogen < 100) * 1, 2)
    neurological = where(fixed_pupils, 2, where(gcs <= 10, 1, 0))
    total = respiratory + cardiovascular + coagulation + neurological
    return {"value": total, "respiratory": respiratory, "cardiovascular": cardiovascular,
            "coagulation": coagulation, "neurological": neurological}


def interpret(score, breakdown):
    if score >= 2:
        text = (f"Phoenix {score} (>= 2): meets sepsis criteria if infection is suspected")
        if breakdown.get("cardiovascular", 0) >= 1:
            text += ("; with >= 1 cardiovascular point: septic shock")
        return text
    return f"Phoenix {score} (< 2): does not meet sepsis criteria"


CALCULATOR = Calculator(
    id="phoenix_sepsis_score",
    name="Phoenix Sepsis Score",
    aliases=["Phoenix Sepsis Criteria", "Phoenix criteria", "Pediatric sepsis Phoenix score",
             "PSS"],
    specialty="critical_care",
    description=("Organ dysfunction score for children with suspected infection (0-13): "
                 "respiratory 0-3, cardiovascular 0-6, coagulation 0-2, neurological 0-2; "
                 ">= 2 sepsis, sepsis with >= 1 cardiovascular point septic shock."),
    keywords=["pediatric sepsis", "paediatric sepsis", "septic shock", "organ dysfunction",
              "children", "PICU", "SCCM 2024", "pediatric sepsis criteria",
              "sepsis in children with organ dysfunction", "septic shock in children",
              "new pediatric sepsis definition", "child organ dysfunction in infection",
              "PICU sepsis diagnosis"],
    features=FEATURES,
    items=[AGE_ITEM],
    preconditions=[Precondition(lambda age: age < 18, "the Phoenix criteria apply to children "
                                                      "under 18 years")],
    versions=[Version("phoenix_2024", dt.date(2024, 1, 21), SCHLAPBACH_2024, phoenix,
                      notes="Phoenix Sepsis Score as published in JAMA 2024 (online 21 January "
                            "2024).")],
    output=Output(kind="integer", unit="points", range=(0, 13)),
    interpret=interpret,
    references=[SCHLAPBACH_2024, SANCHEZ_PINTO_2024, MDCALC],
    notes=("Rules as in Schlapbach 2024 (Table/Figure of the Phoenix Sepsis Score). "
           "Respiratory: 0 if PaO2:FiO2 >= 400 or SpO2:FiO2 >= 292; 1 if PaO2:FiO2 < 400 or "
           "SpO2:FiO2 < 292 on any respiratory support; 2 if PaO2:FiO2 100-200 or SpO2:FiO2 "
           "148-220 on invasive mechanical ventilation; 3 if PaO2:FiO2 < 100 or SpO2:FiO2 < 148 "
           "on IMV; SpO2:FiO2 only when SpO2 <= 97%; PaO2 preferred when both are given. "
           "Cardiovascular: 1 vasoactive 1, >= 2 vasoactives 2; lactate 5-10.9 mmol/L 1, >= 11 "
           "2; MAP by age (< 1 mo: 17-30 1, < 17 2; 1-11 mo: 25-38 1, < 25 2; 1 to < 2 y: 31-43 "
           "1, < 31 2; 2 to < 5 y: 32-44 1, < 32 2; 5 to < 12 y: 36-48 1, < 36 2; 12-17 y: "
           "38-51 1, < 38 2). Coagulation (max 2): platelets < 100 x 10^3/µL, INR > 1.3, "
           "D-dimer > 2 mg/L FEU, fibrinogen < 100 mg/dL, 1 each. Neurological: GCS <= 10 1; "
           "bilaterally fixed pupils 2. As in the Phoenix criteria, a variable that was not "
           "measured scores 0 (lactate, coagulation tests, GCS, pupils, PaO2/SpO2/FiO2 are "
           "optional here); age, respiratory support and MAP are required. MDCalc asks 'Enter "
           "PaO2 or SpO2?' and 'Is SpO2 <= 97%?' as form switches: they are not inputs here "
           "(the SpO2 value decides). A D-dimer written 'mg/L FEU' must be given as mg/L (the "
           "unit reader does not take the FEU suffix)."),
)
