"""Pediatric endotracheal tube size from age (Cole formula; cuffed by Khine and Motoyama)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import age

COLE_1957 = Reference(
    "Cole F. Pediatric formulas for the anesthesiologist. AMA J Dis Child. 1957;94(6):672-673 "
    "(uncuffed tube internal diameter, mm = age in years / 4 + 4).",
    doi="10.1001/archpedi.1957.04030070084009")
KHINE_1997 = Reference(
    "Khine HH, Corddry DH, Kettrick RG, et al. Comparison of cuffed and uncuffed endotracheal "
    "tubes in young children during general anesthesia. Anesthesiology. 1997;86(3):627-631 "
    "(cuffed tube ID = age/4 + 3).", doi="10.1097/00000542-199703000-00015")
MOTOYAMA = Reference(
    "Motoyama EK. Endotracheal intubation. In: Smith's Anesthesia for Infants and Children. "
    "5th ed. Mosby; 1990 (cuffed tube ID = age/4 + 3.5; also the AHA PALS formula).")
MDCALC = Reference("MDCalc. Pediatric Endotracheal Tube (ETT) Size.", url="https://www.mdcalc.com/")


def ett_size(age):
    quarter = age / 4.0
    return {"value": quarter + 4.0, "cuffed_khine_mm": quarter + 3.0,
            "cuffed_motoyama_pals_mm": quarter + 3.5, "depth_at_lip_cm": 3.0 * (quarter + 4.0)}


CALCULATOR = Calculator(
    id="pediatric_ett_size",
    name="Pediatric Endotracheal Tube (ETT) Size",
    aliases=["Pediatric ETT size", "ETT size (age/4 + 4)", "Cole formula",
             "Endotracheal tube size children"],
    specialty="pediatrics_neonatology",
    description="Uncuffed endotracheal tube internal diameter from age (age/4 + 4, Cole), with "
                "the cuffed size (age/4 + 3, Khine; age/4 + 3.5, Motoyama/PALS) and the oral "
                "insertion depth (3 x tube size) in the breakdown.",
    keywords=["endotracheal tube", "ETT", "intubation", "airway", "pediatric anesthesia", "PALS",
              "tube size", "breathing tube size for child", "endotracheal tube diameter by age",
              "intubation tube size kids", "cuffed tube size child",
              "tube depth for child intubation", "airway tube selection pediatric"],
    features=[age(description="Age in years (formulas for children 2 years and older)",
                  labels=("Age",))],
    preconditions=[Precondition(lambda age: age >= 2.0,
                                "the age-based formulas apply from 2 years (use length-based "
                                "or weight-based sizing below that)")],
    versions=[Version("cole_1957", dt.date(1957, 6, 1), COLE_1957, ett_size,
                      notes="Uncuffed ID (mm) = age/4 + 4; cuffed = age/4 + 3 (Khine 1997) or "
                            "age/4 + 3.5 (Motoyama, PALS); depth (cm, oral) = 3 x uncuffed ID.")],
    output=Output(kind="number", unit="mm", decimals=1, range=(4.0, float("inf")),
                  description="Uncuffed tube internal diameter"),
    references=[COLE_1957, KHINE_1997, MOTOYAMA, MDCALC],
    notes="Headline = uncuffed size (Cole), the size MDCalc gives first; MDCalc's cuffed size "
          "is Khine's age/4 + 3 (6.0 mm at 12 years), PALS teaches age/4 + 3.5; both are in the "
          "breakdown. Values are not rounded to the 0.5 mm steps tubes come in: choose the "
          "nearest size and have a half-size smaller and larger ready. Depth 3 x ID is the "
          "common PALS rule.",
)
