"""Oxygenation index: FiO2 x mean airway pressure x 100 / PaO2."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import fio2, mean_airway_pressure, pao2
from medcalc.core.vector import snap
from medcalc.formulas.oxygenation import oxygenation_index, pao2_fio2_ratio

ORTIZ_1987 = Reference(
    "Ortiz RM, Cilley RE, Bartlett RH. Extracorporeal membrane oxygenation in pediatric "
    "respiratory failure. Pediatr Clin North Am. 1987;34(1):39-46 (oxygenation index = mean "
    "airway pressure x FiO2 x 100 / PaO2).")
PALICC_2015 = Reference(
    "Pediatric Acute Lung Injury Consensus Conference Group. Pediatric acute respiratory distress "
    "syndrome: consensus recommendations from the Pediatric Acute Lung Injury Consensus "
    "Conference. Pediatr Crit Care Med. 2015;16(5):428-439 (invasively ventilated PARDS severity: "
    "mild 4 <= OI < 8, moderate 8 <= OI < 16, severe OI >= 16).")
KHEMANI_2015 = Reference(
    "Khemani RG, Smith LS, Zimmerman JJ, Erickson S; Pediatric Acute Lung Injury Consensus "
    "Conference Group. Pediatric acute respiratory distress syndrome: definition, incidence, and "
    "epidemiology. Pediatr Crit Care Med. 2015;16(5 Suppl 1):S23-S40.",
    doi="10.1097/PCC.0000000000000432")


def oi(fio2, mean_airway_pressure, pao2):
    return {"value": oxygenation_index(fio2, mean_airway_pressure, pao2),
            "pao2_fio2_ratio": pao2_fio2_ratio(pao2, fio2)}


def palicc_band(value):
    value = snap(value)
    if value >= 16:
        return "severe (PALICC 2015 pediatric ARDS band: OI >= 16)"
    if value >= 8:
        return "moderate (PALICC 2015 pediatric ARDS band: 8 <= OI < 16)"
    if value >= 4:
        return "mild (PALICC 2015 pediatric ARDS band: 4 <= OI < 8)"
    return "below the PALICC 2015 pediatric ARDS severity bands (OI < 4)"


CALCULATOR = Calculator(
    id="oxygenation_index",
    name="Oxygenation Index",
    aliases=[],
    specialty="critical_care",
    description="Oxygenation index = FiO2 x 100 x mean airway pressure / PaO2: oxygenation "
                "failure weighted by the ventilator pressure needed to achieve it.",
    keywords=["oxygenation on the ventilator", "oxygenation under ventilator settings", "OI",
              "mean airway pressure", "pediatric ARDS", "PARDS", "PALICC",
              "neonatal respiratory failure", "ECMO criteria", "HFOV",
              "hypoxemic respiratory failure", "persistent pulmonary hypertension of the newborn",
              "oxygenation relative to airway pressure",
              "severity of hypoxemic respiratory failure in children",
              "when to consider ECMO in neonates", "pediatric ARDS severity",
              "PaO2 versus mean airway pressure", "oxygenation failure on oscillator"],
    features=[fio2(), mean_airway_pressure(), pao2()],
    versions=[Version("ortiz_1987", dt.date(1987, 2, 1), ORTIZ_1987, oi,
                      notes="OI = FiO2 (fraction) x 100 x Paw mean (cmH2O) / PaO2 (mmHg).")],
    output=Output(unit=None, decimals=1, range=(0, float("inf"))),
    interpret=palicc_band,
    references=[ORTIZ_1987, PALICC_2015, KHEMANI_2015],
    notes="FiO2 is a fraction (a percentage needs the unit '%'); the formula multiplies it by "
          "100, which is the same as using FiO2 in percent. The interpretation gives the PALICC "
          "2015 severity bands, defined for invasively ventilated children who meet the other "
          "pediatric ARDS criteria; in adults and neonates there are no consensus bands "
          "(neonatal ECMO criteria commonly use OI > 40). The second PALICC conference (2023) "
          "revised the pediatric definition; the bands reported here are the 2015 ones. The "
          "breakdown also gives PaO2/FiO2.",
)
