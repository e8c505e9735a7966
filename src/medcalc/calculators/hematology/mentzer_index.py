"""Mentzer index: MCV / RBC count, to tell thalassaemia trait from iron deficiency (Mentzer,
Lancet 1973)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version

MENTZER_1973 = Reference(
    "Mentzer WC Jr. Differentiation of iron deficiency from thalassaemia trait. Lancet. "
    "1973;1(7808):882 (MCV/RBC < 13 suggests thalassaemia trait, > 13 iron deficiency).",
    doi="10.1016/s0140-6736(73)91446-3")
MDCALC = Reference("MDCalc. Mentzer Index.")


def mentzer(mcv, rbc_count):
    return mcv / rbc_count


def interpret(value):
    if value < 13:
        return "Mentzer index < 13: beta-thalassaemia trait more likely"
    if value > 13:
        return "Mentzer index > 13: iron deficiency anaemia (IDA) more likely"
    return "Mentzer index = 13: indeterminate"


CALCULATOR = Calculator(
    id="mentzer_index",
    name="Mentzer Index",
    aliases=["Mentzer", "MCV/RBC ratio"],
    specialty="hematology",
    description="MCV (fL) divided by the red cell count (10^12/L) in microcytic anaemia: below "
                "13 suggests thalassaemia trait, above 13 iron deficiency.",
    keywords=["microcytic anemia", "thalassemia trait", "iron deficiency", "MCV", "RBC count",
              "thalassemia trait versus iron deficiency", "cause of microcytic anemia",
              "small red cells differential", "MCV divided by red cell count",
              "beta thalassemia minor screen", "need for hemoglobin electrophoresis"],
    features=[
        Quantity(name="mcv", unit="fL", units=("fL", "µm³"), range=(40.0, 150.0),
                 description="Mean corpuscular volume", labels=("MCV",)),
        Quantity(name="rbc_count", unit="10^12/L",
                 units=("10^12/L", "10*12/L", "10^6/µL", "x10^6/µL", "/µL"),
                 range=(0.5, 9.0), description="Red blood cell count (10^12/L = 10^6/µL)",
                 labels=("RBC count", "RBC", "Red blood cell count")),
    ],
    versions=[Version("mentzer_1973", dt.date(1973, 4, 14), MENTZER_1973, mentzer,
                      notes="MCV (fL) / RBC (millions per µL).")],
    output=Output(unit="", decimals=1, range=(0, float("inf"))),
    interpret=interpret,
    references=[MENTZER_1973, MDCALC],
    notes="A screening ratio for microcytic anaemia, not a diagnosis: confirm with iron "
          "studies and haemoglobin electrophoresis. Exactly 13 is indeterminate.",
)
