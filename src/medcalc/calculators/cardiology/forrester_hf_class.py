"""Forrester haemodynamic subsets (classes I-IV) from wedge pressure and cardiac index."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version, criterion

FORRESTER_1976 = Reference(
    "Forrester JS, Diamond G, Chatterjee K, Swan HJ. Medical therapy of acute myocardial "
    "infarction by application of hemodynamic subsets (first of two parts). N Engl J Med. "
    "1976;295(24):1356-1362.", doi="10.1056/NEJM197612092952406")
FORRESTER_1977 = Reference(
    "Forrester JS, Diamond GA, Swan HJ. Correlative classification of clinical and hemodynamic "
    "function after acute myocardial infarction. Am J Cardiol. 1977;39(2):137-145.")
MDCALC = Reference("MDCalc. Forrester HF Class.")

CONGESTION = criterion("pulmonary_congestion", "PCWP > 18 mmHg", "pcwp", gt=18,
                       aliases=("Pulmonary congestion", "Wet"))
HYPOPERFUSION = criterion("hypoperfusion", "Cardiac index < 2.2 L/min/m²", "cardiac_index",
                          lt=2.2, aliases=("Peripheral hypoperfusion", "Cold"))

CLASS_TEXT = {
    1: "Forrester class I: no congestion, no hypoperfusion (PCWP <= 18, CI >= 2.2; 'warm and dry')",
    2: "Forrester class II: pulmonary congestion without hypoperfusion (PCWP > 18, CI >= 2.2; "
       "'warm and wet')",
    3: "Forrester class III: hypoperfusion without congestion (PCWP <= 18, CI < 2.2; 'cold and "
       "dry')",
    4: "Forrester class IV: congestion and hypoperfusion (PCWP > 18, CI < 2.2; 'cold and wet')",
}


def forrester_class(pulmonary_congestion, hypoperfusion):
    return {"value": 1 + pulmonary_congestion + 2 * hypoperfusion,
            "pulmonary_congestion": pulmonary_congestion, "hypoperfusion": hypoperfusion}


def interpret(value):
    return CLASS_TEXT.get(value)


CALCULATOR = Calculator(
    id="forrester_hf_class",
    name="Forrester HF Class",
    aliases=["Forrester Class", "Forrester hemodynamic subsets", "Forrester classification"],
    specialty="cardiology",
    description="Haemodynamic subset (class I-IV) after acute myocardial infarction or in heart "
                "failure, from pulmonary capillary wedge pressure and cardiac index.",
    keywords=["heart failure", "cardiogenic shock", "myocardial infarction", "hemodynamics",
              "pulmonary capillary wedge pressure", "cardiac index", "Swan-Ganz",
              "wedge pressure and cardiac index subset", "invasive hemodynamic profile after MI",
              "pulmonary congestion versus hypoperfusion invasive",
              "hemodynamic class from Swan-Ganz", "cardiac index 2.2 PCWP 18 cutoffs",
              "post infarction hemodynamic subsets", "guide fluids diuretics or inotropes"],
    features=[
        Quantity(name="pcwp", description="Pulmonary capillary wedge pressure", unit="mmHg",
                 units=("mmHg", "kPa"), range=(0.0, 60.0),
                 labels=("PCWP", "Pulmonary capillary wedge pressure", "Wedge pressure")),
        Quantity(name="cardiac_index", description="Cardiac index", unit="L/min/m²",
                 units=("L/min/m²",), range=(0.3, 10.0), labels=("Cardiac Index", "CI")),
    ],
    items=[CONGESTION, HYPOPERFUSION],
    versions=[Version("forrester_1977", dt.date(1977, 2, 1), FORRESTER_1977, forrester_class,
                      notes="Class I: PCWP <= 18 and CI >= 2.2; II: PCWP > 18, CI >= 2.2; III: "
                            "PCWP <= 18, CI < 2.2; IV: PCWP > 18, CI < 2.2 (mmHg, L/min/m²).")],
    output=Output(kind="integer", unit="class", decimals=0, range=(1, 4)),
    interpret=interpret,
    references=[FORRESTER_1977, FORRESTER_1976, MDCALC],
    notes="Thresholds PCWP 18 mmHg and CI 2.2 L/min/m² (Forrester 1976/1977): congestion when "
          "PCWP > 18, hypoperfusion when CI < 2.2. Each may also be answered yes/no "
          "('pulmonary_congestion', 'hypoperfusion'). The interpretation gives the subset only: "
          "MDCalc also prints an anticipated in-hospital mortality per class (54% for class IV "
          "in a recorded answer); those figures come from the 1970s post-MI cohorts and are not "
          "reproduced here.",
)
