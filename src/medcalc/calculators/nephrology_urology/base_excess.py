"""Standard base excess (extracellular fluid) from pH and PaCO2: the Van Slyke equation as
standardised by CLSI C46-A2 (2009), with bicarbonate from the Henderson-Hasselbalch equation."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import paco2, ph

CLSI_C46_A2 = Reference(
    "Clinical and Laboratory Standards Institute. Blood Gas and pH Analysis and Related "
    "Measurements; Approved Guideline - Second Edition. CLSI document C46-A2. Wayne, PA: CLSI; "
    "2009 (cBase(Ecf) = 0.9287 x [cHCO3 - 24.4 + 14.83 x (pH - 7.40)]).")
SIGGAARD_ANDERSEN_1977 = Reference(
    "Siggaard-Andersen O. The Van Slyke equation. Scand J Clin Lab Invest Suppl. "
    "1977;146:15-20.")
MDCALC = Reference("MDCalc. Base Excess.")

HCO3_SOLUBILITY = 0.03  # mmol/L per mmHg CO2
PK = 6.1


def standard_base_excess(ph, paco2):
    bicarbonate = HCO3_SOLUBILITY * paco2 * 10.0 ** (ph - PK)
    return {"value": 0.9287 * (bicarbonate - 24.4 + 14.83 * (ph - 7.40)),
            "bicarbonate": bicarbonate}


def interpret(value):
    if value < -2:
        return "base deficit (standard base excess < -2 mmol/L): metabolic acidosis component"
    if value > 2:
        return "base excess > +2 mmol/L: metabolic alkalosis component"
    return "standard base excess within -2 to +2 mmol/L: no metabolic component"


CALCULATOR = Calculator(
    id="base_excess",
    name="Base Excess",
    aliases=["Standard base excess", "SBE", "Base excess of extracellular fluid", "Base deficit",
             "Van Slyke equation", "碱剩余"],
    specialty="nephrology_urology",
    description=("Standard base excess (mmol/L) from arterial pH and PaCO2, the metabolic "
                 "component of an acid-base disorder; negative values are a base deficit."),
    keywords=["acid-base", "metabolic acidosis", "metabolic alkalosis", "blood gas", "ABG",
              "base deficit", "bicarbonate", "metabolic part of acid-base disturbance",
              "how much base is missing", "base deficit from blood gas",
              "non-respiratory acid-base component",
              "degree of metabolic acidosis independent of CO2", "severity of shock acidosis"],
    features=[
        ph(description="Arterial blood pH", labels=("pH",)),
        paco2(description="Arterial PaCO2", labels=("pCO2", "PaCO2", "PCO2")),
    ],
    versions=[Version("clsi_c46_a2", dt.date(2009, 1, 1), CLSI_C46_A2, standard_base_excess,
                      notes="SBE = 0.9287 x (HCO3 - 24.4 + 14.83 x (pH - 7.40)), HCO3 = 0.03 x "
                            "PaCO2 x 10^(pH - 6.1).")],
    output=Output(unit="mmol/L", decimals=1),
    interpret=interpret,
    references=[CLSI_C46_A2, SIGGAARD_ANDERSEN_1977, MDCALC],
    notes=("Expanded, this is MDCalc's formula BE = 0.02786 x PaCO2 x 10^(pH - 6.1) + 13.77 x pH "
           "- 124.58 (0.9287 x 0.03 = 0.02786; 0.9287 x 14.83 = 13.77; 0.9287 x (24.4 + 14.83 x "
           "7.40) = 124.58). Analysers compute bicarbonate with slightly different constants "
           "(e.g. 0.0307 and pK 6.095), so their reported base excess can differ by a few tenths. "
           "The -2 to +2 mmol/L reference interval is the conventional one. This is the "
           "standard (extracellular fluid) base excess, which assumes a haemoglobin of about "
           "5 g/dL for the whole ECF."),
)
