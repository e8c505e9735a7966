"""Mayo Clinic model: probability that a solitary pulmonary nodule is malignant (Swensen et al.,
Arch Intern Med 1997)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import age
from medcalc.core.vector import logistic

SWENSEN_1997 = Reference(
    "Swensen SJ, Silverstein MD, Ilstrup DM, Schleck CD, Edell ES. The probability of malignancy "
    "in solitary pulmonary nodules. Application to small radiologically indeterminate nodules. "
    "Arch Intern Med. 1997;157(8):849-855.", doi="10.1001/archinte.1997.00440290031002")
MDCALC = Reference("MDCalc. Solitary Pulmonary Nodule (SPN) Malignancy Risk Score (Mayo "
                   "Clinic Model).")

FEATURES = [
    age(),
    Boolean(name="smoker", description="Current or former smoker", labels=("Smoking history",
                                                                          "Smoker")),
    Boolean(name="extrathoracic_cancer", description="History of extrathoracic cancer diagnosed "
                                                     "more than 5 years ago",
            labels=("Extrathoracic cancer >5 years prior",
                    "History of extrathoracic cancer >5 years ago")),
    Quantity(name="nodule_diameter", unit="mm", units=("mm", "cm"), range=(1.0, 60.0),
             description="Nodule diameter", labels=("Nodule diameter",)),
    Boolean(name="spiculation", description="Spiculated margin", labels=("Spiculation",)),
    Boolean(name="upper_lobe", description="Nodule in an upper lobe",
            labels=("Upper lobe location", "Upper lobe")),
]


def mayo(age, smoker, extrathoracic_cancer, nodule_diameter, spiculation, upper_lobe):
    x = (-6.8272 + 0.0391 * age + 0.7917 * smoker + 1.3388 * extrathoracic_cancer
         + 0.1274 * nodule_diameter + 1.0407 * spiculation + 0.7838 * upper_lobe)
    return {"value": 100 * logistic(x), "logit": x}


def interpret(value):
    if value < 5:
        return f"{value:.1f}% (< 5%): low probability of malignancy"
    if value <= 65:
        return f"{value:.1f}% (5-65%): intermediate probability of malignancy"
    return f"{value:.1f}% (> 65%): high probability of malignancy"


CALCULATOR = Calculator(
    id="mayo_spn_malignancy",
    name="Solitary Pulmonary Nodule (SPN) Malignancy Risk Score (Mayo Clinic Model)",
    aliases=["Mayo Clinic model", "Mayo SPN model", "Swensen model", "Mayo pulmonary nodule "
             "malignancy"],
    specialty="pulmonology",
    description=("Probability (%) that an indeterminate solitary pulmonary nodule (4-30 mm) is "
                 "malignant from age, smoking, extrathoracic cancer > 5 years ago, diameter, "
                 "spiculation and upper-lobe location."),
    keywords=["pulmonary nodule", "lung cancer", "malignancy probability", "SPN",
              "incidental nodule", "probability lung nodule is cancer",
              "solitary nodule malignancy risk", "lung nodule cancer likelihood",
              "indeterminate nodule workup decision", "pulmonary nodule pretest probability",
              "is this nodule malignant"],
    features=FEATURES,
    versions=[Version("swensen_1997", dt.date(1997, 4, 28), SWENSEN_1997, mayo,
                      notes="x = -6.8272 + 0.0391 age + 0.7917 smoker + 1.3388 cancer + 0.1274 "
                            "diameter (mm) + 1.0407 spiculation + 0.7838 upper lobe; "
                            "p = e^x / (1 + e^x).")],
    output=Output(kind="number", unit="%", decimals=1, range=(0.0, 100.0)),
    interpret=interpret,
    references=[SWENSEN_1997, MDCALC],
    notes=("Logistic model of Swensen 1997. The interpretation bands (< 5% low, 5-65% "
           "intermediate, > 65% high) are those of the ACCP lung-cancer guideline (Gould 2013) "
           "for managing solid nodules of 8-30 mm; the model was derived on nodules of 4-30 mm "
           "without prior cancer within 5 years."),
)
