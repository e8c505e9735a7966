"""Standard bicarbonate, cHCO3-(P,st): plasma bicarbonate of blood equilibrated at PCO2 40 mmHg,
37 °C and full oxygenation, from base excess, haemoglobin and oxygen saturation (Radiometer)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import base_excess, hemoglobin

RADIOMETER_ABL800 = Reference(
    "Radiometer Medical ApS. ABL800 FLEX Reference Manual, chapter 6 Parameters, List of "
    "equations, Eq. 9: cHCO3-(P,st) = 24.47 + 0.919 Z + Z a' (Z - 8), a' = 4.04e-3 + 4.25e-4 "
    "ctHb, Z = cBase(B) - 0.3062 ctHb (1 - sO2); the ABL90 FLEX Reference Manual (chapter 8, "
    "Eq. 9) prints the same equation.",
    url="https://www.easymanua.ls/radiometer/abl800-flex/manual/224396?p=165")
JORGENSEN_ASTRUP_1957 = Reference(
    "Jørgensen K, Astrup P. Standard bicarbonate, its clinical significance, and a new method "
    "for its determination. Scand J Clin Lab Invest. 1957;9(2):122-132 (definition: plasma "
    "bicarbonate at PCO2 40 mmHg, 37 °C, haemoglobin fully oxygenated).")

# Z offset per mmol/L of deoxygenated haemoglobin monomer (Radiometer Eq. 9.2).
DEOXY_HB_BASE_FACTOR = 0.3062


def standard_bicarbonate(base_excess, hemoglobin, sao2):
    a_prime = 4.04e-3 + 4.25e-4 * hemoglobin
    z = base_excess - DEOXY_HB_BASE_FACTOR * hemoglobin * (1.0 - sao2 / 100.0)
    return {"value": 24.47 + 0.919 * z + z * a_prime * (z - 8.0), "z_mmol_l": z,
            "a_prime": a_prime}


CALCULATOR = Calculator(
    id="standard_bicarbonate",
    name="Standard Bicarbonate (SB)",
    aliases=["标准碳酸氢盐（SB）", "标准碳酸氢盐", "SB", "cHCO3-(P,st)", "standard HCO3",
             "standard bicarbonate concentration"],
    specialty="nephrology_urology",
    description=("Standard bicarbonate: the plasma bicarbonate the sample would have at PCO2 "
                 "40 mmHg, 37 °C and full oxygenation, from base excess, haemoglobin and "
                 "oxygen saturation (Radiometer equation), in mmol/L."),
    keywords=["standard bicarbonate", "SB", "metabolic acid-base component", "blood gas",
              "arterial blood gas", "ABG", "base excess", "non-respiratory acidosis",
              "metabolic alkalosis", "Astrup", "Siggaard-Andersen", "bicarbonate at normal CO2",
              "metabolic component of blood gas", "bicarbonate corrected for respiratory effect",
              "non-respiratory bicarbonate", "bicarbonate at standardized conditions",
              "metabolic acid-base status independent of ventilation"],
    features=[
        base_excess(description="Actual base excess of blood, cBase(B), as the analyser reports "
                                "it (negative = base deficit)"),
        hemoglobin(unit="mmol/L", description="Blood haemoglobin, ctHb (g/dL or g/L accepted; "
                                              "the equation uses mmol/L of monomer)"),
        Quantity(name="sao2", unit="%", units=("%", "1"), range=(20.0, 100.0),
                 description="Arterial oxygen saturation of the same sample, sO2 (in percent, "
                             "or as a fraction with unit '1')"),
    ],
    versions=[Version("radiometer", dt.date(1977, 1, 1), RADIOMETER_ABL800,
                      standard_bicarbonate,
                      notes=("cHCO3-(P,st) = 24.47 + 0.919 Z + Z a' (Z - 8), a' = 4.04e-3 + "
                             "4.25e-4 ctHb, Z = cBase(B) - 0.3062 ctHb (1 - sO2); ctHb in "
                             "mmol/L (1 g/dL = 0.6206 mmol/L), sO2 as a fraction. Effective date: "
                             "the manual pages read carry no issue date; 1977 is the year of "
                             "Siggaard-Andersen's Van Slyke equation, the acid-base model "
                             "Radiometer's equations are built on, and is approximate."))],
    output=Output(unit="mmol/L", decimals=1, description="Standard bicarbonate"),
    references=[RADIOMETER_ABL800, JORGENSEN_ASTRUP_1957],
    notes=("Standard bicarbonate (Jørgensen & Astrup 1957) removes the respiratory part of the "
           "actual bicarbonate. Analysers compute it with their own closed forms, which differ: "
           "at pH 7.40, PCO2 40 mmHg and base excess 0, Radiometer's equation gives 24.47, "
           "Roche cobas b 123 and OPTI CCA-TS (10^(standard pH - 6.022)) about 23.9, and Medica "
           "EasyStat (25 + 0.78 BE + ...) 25.0 mmol/L. This calculator follows the Radiometer "
           "equation only; pass the base excess your analyser reports (Radiometer ABL800 "
           "computes cBase(B) with the Van Slyke equation, the ABL90 with the CLSI C46 formula; "
           "the manual puts the difference at < 0.6 mmol/L over reference ranges). Haemoglobin "
           "and sO2 are required: the analyser substitutes defaults when they are not measured, "
           "this library does not."),
)
