"""MACOCHA score: predicts difficult intubation in the ICU (De Jong et al., AJRCCM 2013)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import oxygen_saturation

DE_JONG_2013 = Reference(
    "De Jong A, Molinari N, Terzi N, Mongardon N, Arnal JM, Guitton C, Allaouchiche B, "
    "Paugam-Burtz C, Constantin JM, Lefrant JY, Leone M, Papazian L, Jaber S. Early "
    "identification of patients at risk for difficult intubation in the intensive care unit: "
    "development and validation of the MACOCHA score in a multicenter cohort study. Am J "
    "Respir Crit Care Med. 2013;187(8):832-839.", doi="10.1164/rccm.201210-1851OC")
MDCALC = Reference("MDCalc. MACOCHA Score.")

FEATURES = [
    Boolean(name="mallampati_iii_iv", description="Mallampati score III or IV"),
    Boolean(name="obstructive_sleep_apnea", description="Obstructive sleep apnoea syndrome"),
    Boolean(name="reduced_cervical_mobility", description="Reduced mobility of the cervical "
                                                          "spine"),
    Boolean(name="limited_mouth_opening", description="Limited mouth opening (< 3 cm)"),
    Boolean(name="coma", description="Coma"),
    oxygen_saturation(description="SpO2 before intubation (criterion: < 80%)"),
    Boolean(name="non_anesthesiologist", description="Operator is not an anaesthesiologist"),
]
ITEMS = (
    criterion("mallampati_iii_iv", "Mallampati score III or IV", points=5,
              aliases=("Mallampati III or IV",)),
    criterion("obstructive_sleep_apnea", "Obstructive sleep apnea syndrome", points=2,
              aliases=("Obstructive sleep apnea", "OSA")),
    criterion("reduced_cervical_mobility", "Reduced mobility of cervical spine",
              aliases=("Reduced cervical mobility",)),
    criterion("limited_mouth_opening", "Limited mouth opening < 3 cm",
              aliases=("Limited mouth opening <3 cm", "Mouth opening < 3 cm")),
    criterion("coma", "Coma"),
    criterion("severe_hypoxemia", "Severe hypoxemia (SpO2 < 80%)", "oxygen_saturation", lt=80,
              aliases=("Severe hypoxemia (SpO₂ <80%)", "Severe hypoxemia")),
    criterion("non_anesthesiologist", "Non-anesthesiologist operator",
              aliases=("Non-anesthesiologist", "Operator not an anesthesiologist")),
)


def interpret(score):
    if score >= 3:
        return f"MACOCHA {score} (>= 3): high risk of difficult intubation"
    return f"MACOCHA {score} (< 3): low risk of difficult intubation"


CALCULATOR = Calculator(
    id="macocha_score",
    name="MACOCHA Score",
    aliases=["MACOCHA", "MACOCHA score for difficult intubation in ICU"],
    specialty="surgery_anesthesiology",
    description=("Difficult intubation risk in ICU patients (0-12): Mallampati III-IV 5, "
                 "obstructive sleep apnoea 2, reduced cervical mobility, mouth opening < 3 cm, "
                 "coma, SpO2 < 80%, non-anaesthesiologist operator 1 each."),
    keywords=["difficult intubation", "difficult airway", "ICU intubation", "airway management",
              "critical care", "difficult intubation in the ICU", "airway risk in critically ill",
              "emergency intubation difficulty prediction", "ICU airway planning",
              "hypoxemic coma intubation risk", "intubation difficulty outside operating room",
              "non anesthesiologist intubation risk"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("de_jong_2013", dt.date(2013, 4, 15), DE_JONG_2013, points_total(ITEMS),
                      notes="Patient factors (M, O, C, O), pathology (Coma, Hypoxemia), "
                            "operator (A).")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[DE_JONG_2013, MDCALC],
    notes=("Points as in De Jong 2013. The authors used a cut-off of 3 (score >= 3 "
           "high risk; sensitivity 73%, specificity 89% in validation). The hypoxemia item may "
           "be answered yes/no or by the SpO2."),
)
