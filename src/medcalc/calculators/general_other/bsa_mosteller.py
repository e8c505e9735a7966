"""Body surface area by the Mosteller formula."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import height, weight
from medcalc.formulas.anthropometry import body_surface_area_mosteller

MOSTELLER_1987 = Reference(
    "Mosteller RD. Simplified calculation of body-surface area. N Engl J Med. 1987;317(17):1098.",
    doi="10.1056/NEJM198710223171717")


def bsa_mosteller(weight, height):
    return body_surface_area_mosteller(weight, height)


CALCULATOR = Calculator(
    id="bsa_mosteller",
    name="Body Surface Area (BSA, Mosteller)",
    aliases=["Body Surface Area (Mosteller)", "Body Surface Area Calculator",
             "Body Surface Area Calculator (Mosteller)", "体表面积计算器"],
    specialty="general_other",
    description="Body surface area (m²) from height and weight: "
                "sqrt(height cm x weight kg / 3600).",
    keywords=["BSA", "body surface area", "chemotherapy dosing", "cardiac index",
              "drug dosing by surface area", "Mosteller", "square meters",
              "body surface area from height and weight", "square meters body size",
              "surface area for drug dosing", "BSA for cardiac index",
              "Mosteller body surface area", "body size in m2"],
    features=[weight(), height()],
    versions=[Version("1987", dt.date(1987, 10, 22), MOSTELLER_1987, bsa_mosteller,
                      notes="BSA (m²) = sqrt(height (cm) x weight (kg) / 3600).")],
    output=Output(unit="m²", decimals=2, range=(0, float("inf"))),
    references=[MOSTELLER_1987],
    notes="Mosteller's letter offers the formula as a simplification of Gehan and George's "
          "equation; other BSA formulas (Du Bois, Haycock, Gehan-George) give somewhat different "
          "values, so use one formula consistently for a patient.",
)
