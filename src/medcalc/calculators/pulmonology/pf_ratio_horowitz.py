"""Horowitz index (PaO2/FiO2 ratio) with the Berlin 2012 ARDS oxygenation bands."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import fio2, pao2
from medcalc.core.vector import snap
from medcalc.formulas.oxygenation import pao2_fio2_ratio

HOROVITZ_1974 = Reference(
    "Horovitz JH, Carrico CJ, Shires GT. Pulmonary response to major injury. Arch Surg. "
    "1974;108(3):349-355 (arterial PO2 related to the inspired oxygen fraction).",
    doi="10.1001/archsurg.1974.01350270079014")
BERLIN_2012 = Reference(
    "ARDS Definition Task Force; Ranieri VM, Rubenfeld GD, Thompson BT, et al. Acute respiratory "
    "distress syndrome: the Berlin Definition. JAMA. 2012;307(23):2526-2533 (mild 200 < PaO2/FiO2 "
    "<= 300, moderate 100 < PaO2/FiO2 <= 200, severe PaO2/FiO2 <= 100 mmHg, each with PEEP or "
    "CPAP >= 5 cmH2O).",
    doi="10.1001/jama.2012.5669")


def pf_ratio(pao2, fio2):
    return pao2_fio2_ratio(pao2, fio2)


def berlin_band(value):
    value = snap(value)
    if value <= 100:
        return "severe ARDS range (Berlin 2012: PaO2/FiO2 <= 100 mmHg)"
    if value <= 200:
        return "moderate ARDS range (Berlin 2012: 100 < PaO2/FiO2 <= 200 mmHg)"
    if value <= 300:
        return "mild ARDS range (Berlin 2012: 200 < PaO2/FiO2 <= 300 mmHg)"
    return "above the Berlin 2012 ARDS range (PaO2/FiO2 > 300 mmHg)"


CALCULATOR = Calculator(
    id="pf_ratio_horowitz",
    name="Horowitz Index for Lung Function (P/F Ratio)",
    aliases=["Oxygenation Index (PaO2/FiO2)", "氧合指数"],
    specialty="pulmonology",
    description="PaO2/FiO2 ratio (Horowitz index) in mmHg, with the Berlin 2012 ARDS "
                "oxygenation bands.",
    keywords=["PaO2/FiO2", "P/F ratio", "PF ratio", "Horowitz", "Berlin definition",
              "ARDS severity", "hypoxemia", "acute lung injury", "arterial blood gas",
              "oxygenation ratio arterial to inspired oxygen", "ARDS oxygenation severity",
              "degree of hypoxemia on ventilator", "arterial oxygen over FiO2",
              "respiratory failure oxygenation index", "lung oxygenation impairment"],
    features=[pao2(), fio2()],
    versions=[Version("horovitz_1974", dt.date(1974, 3, 1), HOROVITZ_1974, pf_ratio,
                      notes="PaO2 (mmHg) / FiO2 (fraction).")],
    output=Output(unit="mmHg", decimals=0, range=(0, float("inf"))),
    interpret=berlin_band,
    references=[HOROVITZ_1974, BERLIN_2012],
    notes="FiO2 is a fraction: 80 mmHg on 40% oxygen is 80 / 0.40 = 200 (a percentage needs the "
          "unit '%'; dividing by FiO2 in percent, as MedCalc-Bench's SOFA code does, gives a "
          "ratio 100 times too small). PaO2 in kPa is converted to mmHg first (the ratio in kPa "
          "is 7.5 times smaller). The Berlin bands classify ARDS only in a patient who meets the "
          "other Berlin criteria (timing, bilateral opacities, not cardiac failure) on PEEP or "
          "CPAP >= 5 cmH2O; the interpretation names the band the ratio falls in.",
)
