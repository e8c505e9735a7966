"""Alveolar-arterial oxygen gradient from the (simplified) alveolar gas equation."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import barometric_pressure, fio2, paco2, pao2
from medcalc.core.vector import any_true
from medcalc.formulas.oxygenation import (
    RESPIRATORY_QUOTIENT,
    WATER_VAPOR_PRESSURE_MMHG,
    alveolar_arterial_gradient,
    alveolar_oxygen_pressure,
)

CURRAN_EVERETT_2006 = Reference(
    "Curran-Everett D. A classic learning opportunity from Fenn, Rahn, and Otis (1946): the "
    "alveolar gas equation. Adv Physiol Educ. 2006;30(2):58-62 (PAO2 = FiO2 x (PB - PH2O) - "
    "PaCO2/R, the simplified form used at the bedside).",
    doi="10.1152/advan.00076.2005")


def aa_gradient(pao2, paco2, fio2, barometric_pressure):
    alveolar = alveolar_oxygen_pressure(fio2, paco2, barometric_pressure)
    out = {"value": alveolar_arterial_gradient(pao2, paco2, fio2, barometric_pressure),
           "alveolar_po2": alveolar}
    if any_true(pao2 > alveolar):
        out["warnings"] = ["PaO2 exceeds the computed alveolar PO2 (negative gradient): check "
                           "FiO2, PaCO2 and the barometric pressure, or the sample"]
    return out


CALCULATOR = Calculator(
    id="a_a_o2_gradient",
    name="A-a O₂ Gradient",
    aliases=["A-a O2 Gradient"],
    specialty="pulmonology",
    description="Alveolar-arterial oxygen gradient: alveolar PO2 from the alveolar gas equation "
                "(FiO2 x (PB - 47) - PaCO2/0.8) minus arterial PO2, in mmHg.",
    keywords=["A-a gradient", "alveolar-arterial gradient", "AaDO2", "alveolar gas equation",
              "PAO2", "hypoxemia", "ventilation-perfusion mismatch", "shunt", "hypoventilation",
              "arterial blood gas", "oxygen transfer defect across lungs",
              "cause of low blood oxygen", "hypoxemia from shunt or hypoventilation",
              "difference between alveolar and arterial oxygen", "is hypoxemia due to lung disease",
              "gas exchange impairment on blood gas", "widened oxygen gradient"],
    features=[pao2(), paco2(), fio2(), barometric_pressure()],
    versions=[Version("simplified_alveolar_gas_equation", dt.date(2006, 6, 1),
                      CURRAN_EVERETT_2006, aa_gradient,
                      notes=(f"PAO2 = FiO2 x (PB - {WATER_VAPOR_PRESSURE_MMHG:g}) - PaCO2 / "
                             f"{RESPIRATORY_QUOTIENT:g}; gradient = PAO2 - PaO2."))],
    output=Output(unit="mmHg", decimals=1),
    references=[CURRAN_EVERETT_2006],
    notes="Water vapour pressure 47 mmHg (37 °C) and respiratory quotient 0.8 are fixed; the "
          "barometric pressure defaults to 760 mmHg (sea level). The simplified equation leaves "
          "out Fenn-Rahn-Otis's FiO2 x PaCO2 x (1 - R)/R term, as bedside calculators do. No "
          "age-expected normal value is reported: the common rule (age/4) + 4 mmHg has no primary "
          "source that could be found, and other rules (e.g. 2.5 + 0.21 x age) circulate. The "
          "breakdown gives the alveolar PO2; PaO2 above it (a negative gradient) carries a "
          "warning.",
)
