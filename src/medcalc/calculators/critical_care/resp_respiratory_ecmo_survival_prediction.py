"""RESP score: hospital survival of adults given ECMO for severe acute respiratory failure
(Schmidt et al., Am J Respir Crit Care Med 2014), from twelve pre-ECMO variables."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Category,
    Choice,
    Duration,
    Output,
    Precondition,
    Reference,
    Version,
)
from medcalc.core.common import age, paco2, peak_inspiratory_pressure
from medcalc.core.vector import snap, where

SCHMIDT_2014 = Reference(
    "Schmidt M, Bailey M, Sheldrake J, Hodgson C, Aubron C, Rycus PT, Scheinkestel C, Cooper DJ, "
    "Brodie D, Pellegrino V, Combes A, Pilcher D. Predicting survival after extracorporeal "
    "membrane oxygenation for severe acute respiratory failure. The Respiratory Extracorporeal "
    "Membrane Oxygenation Survival Prediction (RESP) score. Am J Respir Crit Care Med. "
    "2014;189(11):1374-1382.",
    doi="10.1164/rccm.201311-2023OC", url="https://pubmed.ncbi.nlm.nih.gov/24693864/")

# (points, hospital survival) by risk class, Schmidt 2014: I >= 6, II 3 to 5, III -1 to 2,
# IV -5 to -2, V <= -6.
RISK_CLASSES = ((6, "I", "92%"), (3, "II", "76%"), (-1, "III", "57%"), (-5, "IV", "33%"),
                (None, "V", "18%"))


def resp(age, immunocompromised, mechanical_ventilation_duration, diagnosis, cns_dysfunction,
         acute_nonpulmonary_infection, neuromuscular_blockade, nitric_oxide,
         bicarbonate_infusion, cardiac_arrest, paco2, peak_inspiratory_pressure):
    age, hours = snap(age), snap(mechanical_ventilation_duration)
    paco2, pip = snap(paco2), snap(peak_inspiratory_pressure)
    points = {
        # Age 18-49: 0; 50-59: -2; >= 60: -3.
        "age": where(age >= 60.0, -3, where(age >= 50.0, -2, 0)),
        "immunocompromised": -2 * immunocompromised,
        # Mechanical ventilation before ECMO: < 48 h: 3; 48 h to 7 days: 1; > 7 days: 0.
        "mechanical_ventilation_duration": where(hours < 48.0, 3, where(hours <= 168.0, 1, 0)),
        "diagnosis": diagnosis,
        "cns_dysfunction": -7 * cns_dysfunction,
        "acute_nonpulmonary_infection": -3 * acute_nonpulmonary_infection,
        "neuromuscular_blockade": 1 * neuromuscular_blockade,
        "nitric_oxide": -1 * nitric_oxide,
        "bicarbonate_infusion": -2 * bicarbonate_infusion,
        "cardiac_arrest": -2 * cardiac_arrest,
        "paco2_75_or_more": -1 * (paco2 >= 75.0),
        "peak_inspiratory_pressure_42_or_more": -1 * (pip >= 42.0),
    }
    return {"value": sum(points.values()), **points}


def risk_class(score):
    for lower, name, survival in RISK_CLASSES:
        if lower is None or score >= lower:
            return (f"risk class {name}: hospital survival {survival} in the derivation cohort "
                    "(Schmidt 2014)")
    return None  # pragma: no cover


CALCULATOR = Calculator(
    id="resp_respiratory_ecmo_survival_prediction",
    name="RESP (Respiratory ECMO Survival Prediction) Score",
    aliases=["RESP score", "Respiratory ECMO Survival Prediction score",
             "Respiratory Extracorporeal Membrane Oxygenation Survival Prediction score"],
    specialty="critical_care",
    description=("Hospital survival of adults receiving extracorporeal membrane oxygenation "
                 "(ECMO) for severe acute respiratory failure, from twelve pre-ECMO variables "
                 "(-22 to 15 points, risk classes I-V)."),
    keywords=["ECMO", "VV-ECMO", "veno-venous ECMO", "extracorporeal membrane oxygenation",
              "extracorporeal life support", "ELSO", "severe respiratory failure", "ARDS",
              "survival", "ECMO candidacy", "survival on ECMO for respiratory failure",
              "should this patient go on ECMO", "prognosis before VV ECMO",
              "ECMO candidate selection", "hospital survival with extracorporeal support",
              "ARDS ECMO outcome prediction"],
    features=[
        age(description="Age (18-49: 0; 50-59: -2; >= 60 years: -3)"),
        Boolean(name="immunocompromised", description="Immunocompromised status (-2)",
                definition=("hematological malignancy, solid tumor, solid organ transplant, HIV "
                            "infection or cirrhosis")),
        Duration(name="mechanical_ventilation_duration", unit="h",
                 units=("h", "day", "min"), range=(0.0, 24.0 * 365),
                 description=("Duration of mechanical ventilation before ECMO (< 48 h: 3; 48 h "
                              "to 7 days: 1; > 7 days: 0)")),
        Category(name="diagnosis", description="Acute respiratory diagnosis group (select one)",
                 choices=(
                     Choice("viral_pneumonia", "Viral pneumonia", 3,
                            aliases=("viral", "influenza pneumonia")),
                     Choice("bacterial_pneumonia", "Bacterial pneumonia", 3,
                            aliases=("bacterial",)),
                     Choice("asthma", "Asthma", 11, aliases=("status asthmaticus",)),
                     Choice("trauma_burn", "Trauma and burn", 3,
                            aliases=("trauma", "burn", "trauma or burn")),
                     Choice("aspiration_pneumonitis", "Aspiration pneumonitis", 5,
                            aliases=("aspiration",)),
                     Choice("other_acute_respiratory", "Other acute respiratory diagnosis", 1,
                            aliases=("other acute respiratory diagnoses", "other")),
                     Choice("nonrespiratory_or_chronic", "Nonrespiratory and chronic respiratory "
                            "diagnoses", 0,
                            aliases=("non-respiratory", "nonrespiratory", "chronic respiratory",
                                     "non-respiratory or chronic respiratory diagnosis")),
                 )),
        Boolean(name="cns_dysfunction", description="Central nervous system dysfunction (-7)",
                definition=("neurotrauma, stroke, encephalopathy, cerebral embolism, or seizure "
                            "or epileptic syndrome")),
        Boolean(name="acute_nonpulmonary_infection",
                description="Acute associated (nonpulmonary) infection (-3)",
                definition="another bacterial, viral, parasitic or fungal infection that does "
                           "not involve the lung"),
        Boolean(name="neuromuscular_blockade",
                description="Neuromuscular blocking agents before ECMO (+1)",
                definition="neuromuscular blocking agent given before ECMO initiation"),
        Boolean(name="nitric_oxide", description="Inhaled nitric oxide before ECMO (-1)",
                definition="inhaled nitric oxide used before ECMO initiation"),
        Boolean(name="bicarbonate_infusion", description="Bicarbonate infusion before ECMO (-2)",
                definition="sodium bicarbonate infused before ECMO initiation"),
        Boolean(name="cardiac_arrest", description="Cardiac arrest before ECMO (-2)",
                definition="cardiac arrest before ECMO initiation"),
        paco2(absent=CRITERION_NOT_MET,
              description="Arterial PaCO2 before ECMO (criterion: >= 75 mmHg = 10 kPa, -1)"),
        peak_inspiratory_pressure(absent=CRITERION_NOT_MET,
                                  description=("Peak inspiratory pressure before ECMO "
                                               "(criterion: >= 42 cmH2O, -1)")),
    ],
    versions=[Version("schmidt_2014", dt.date(2014, 6, 1), SCHMIDT_2014, resp,
                      notes=("Am J Respir Crit Care Med 1 June 2014 issue. Age 18-49 0, 50-59 "
                             "-2, >= 60 -3; immunocompromised -2; ventilation before ECMO < 48 h "
                             "3, 48 h-7 days 1, > 7 days 0; diagnosis: viral or bacterial "
                             "pneumonia 3, asthma 11, trauma and burn 3, aspiration pneumonitis "
                             "5, other acute respiratory 1, nonrespiratory or chronic "
                             "respiratory 0; CNS dysfunction -7; acute nonpulmonary infection "
                             "-3; neuromuscular blockade +1; nitric oxide -1; bicarbonate "
                             "infusion -2; cardiac arrest -2; PaCO2 >= 75 mmHg -1; peak "
                             "inspiratory pressure >= 42 cmH2O -1."))],
    output=Output(kind="integer", unit="points", range=(-22, 15)),
    interpret=risk_class,
    preconditions=[Precondition(lambda age: age >= 18.0,
                                "the RESP score was derived in adults (age >= 18 years)")],
    references=[SCHMIDT_2014],
    notes=(
        "Points and risk classes follow Schmidt 2014 (2,355 adults in the ELSO registry treated "
        "with ECMO for severe acute respiratory failure, 2000-2012). Risk classes: I >= 6 "
        "(hospital survival 92%), II 3 to 5 (76%), III -1 to 2 (57%), IV -5 to -2 (33%), "
        "V <= -6 (18%). Age bands are read on the exact age (50 and 60 start a band); "
        "ventilation of exactly 48 hours or exactly 7 days scores 1. The diagnosis is one "
        "choice whose value is its points. Under missing='absent' an unmentioned yes/no item or "
        "PaCO2/peak pressure counts as absent or below its threshold; age, ventilation "
        "duration and diagnosis are always required. Quantities are rounded to 1e-9 before "
        "threshold comparisons so unit-conversion float noise cannot flip a criterion."),
)
