"""Estimated total blood volume by Nadler's equations (Surgery 1962)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import height, sex, weight
from medcalc.formulas.hematology_w3 import NADLER_1962, nadler_blood_volume_l

MDCALC = Reference("MDCalc. Blood Volume Calculation.")


def blood_volume(sex, height, weight):
    return 1000.0 * nadler_blood_volume_l(sex == "male", height, weight)


CALCULATOR = Calculator(
    id="blood_volume_calculation",
    name="Blood Volume Calculation",
    aliases=["Nadler blood volume", "Nadler equation", "Total blood volume", "Estimated blood "
             "volume (Nadler)"],
    specialty="hematology",
    description="Total blood volume (mL) of an adult from sex, height and weight (Nadler 1962).",
    keywords=["blood volume", "TBV", "Nadler", "transfusion", "apheresis", "plasma volume",
              "estimate total blood volume", "how much blood the patient has",
              "circulating blood volume from height and weight",
              "blood volume for apheresis planning", "percent blood volume lost",
              "estimated blood volume adult", "plasma and red cell volume estimate"],
    features=[sex(labels=("Sex", "Gender", "Patient sex")),
              height(labels=("Height", "Patient height")),
              weight(labels=("Weight", "Patient weight"))],
    versions=[Version("nadler_1962", dt.date(1962, 2, 1), NADLER_1962, blood_volume,
                      notes="Men: 0.3669 H^3 + 0.03219 W + 0.6041 L; women: 0.3561 H^3 + "
                            "0.03308 W + 0.1833 L (H in m, W in kg).")],
    output=Output(unit="mL", decimals=0, range=(0, float("inf")),
                  description="Estimated total blood volume"),
    references=[NADLER_1962, MDCALC],
    notes="Derived in healthy adults; not for children under about 35 kg (70-100 mL/kg "
          "estimates are used there) and less accurate in obesity.",
)
