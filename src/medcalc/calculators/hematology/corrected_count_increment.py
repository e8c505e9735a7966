"""Corrected count increment (CCI) after a platelet transfusion."""

import datetime as dt

from medcalc.core import Calculator, Derivation, Output, Quantity, Reference, Version
from medcalc.core.common import CELL_COUNT_UNITS, height, weight
from medcalc.formulas.anthropometry import body_surface_area_mosteller

TRAP_1997 = Reference(
    "Trial to Reduce Alloimmunization to Platelets Study Group. Leukocyte reduction and "
    "ultraviolet B irradiation of platelets to prevent alloimmunization and refractoriness to "
    "platelet transfusions. N Engl J Med. 1997;337(26):1861-1869 (CCI = platelet increment per "
    "µL x BSA (m²) / platelets transfused (x 10^11); refractoriness: 1-hour CCI < 5000 after "
    "two consecutive transfusions).", doi="10.1056/NEJM199712253372601")
DAVIS_1999 = Reference(
    "Davis KB, Slichter SJ, Corash L. Corrected count increment and percent platelet recovery "
    "as measures of posttransfusion platelet response: problems and a solution. Transfusion. "
    "1999;39(6):586-592.", doi="10.1046/j.1537-2995.1999.39060586.x")
MOSTELLER_1987 = Reference(
    "Mosteller RD. Simplified calculation of body-surface area. N Engl J Med. 1987;317(17):1098 "
    "(BSA when height and weight are given instead).", doi="10.1056/NEJM198710223171717")

BSA = Quantity(name="bsa", unit="m²", units=("m²",), range=(0.1, 4.0),
               description="Body surface area (m²); computed by Mosteller from height and "
                           "weight when not given", labels=("Body surface area", "BSA"))
BSA_FROM_SIZE = Derivation(
    "bsa", (height(required=False), weight(required=False)),
    lambda height, weight: body_surface_area_mosteller(weight, height),
    "Mosteller BSA = sqrt(height (cm) x weight (kg) / 3600), when no BSA is given")


def cci(pre_platelet_count, post_platelet_count, bsa, platelets_transfused):
    increment_per_ul = (post_platelet_count - pre_platelet_count) * 1000.0  # 10^9/L -> /µL
    return {"value": increment_per_ul * bsa / platelets_transfused,
            "platelet_increment_per_ul": increment_per_ul}


def interpret(value):
    if value >= 7500:
        return ("CCI >= 7500 (count 10-60 min after transfusion): adequate response "
                "(>= 4500 is adequate at 18-24 h)")
    if value >= 5000:
        return ("CCI 5000-7499: borderline response at 10-60 min; look for non-immune "
                "consumption (fever, sepsis, bleeding, splenomegaly, DIC, drugs) and repeat")
    return ("CCI < 5000: poor increment; if 10-60 min CCIs are < 5000 after two consecutive "
            "ABO-compatible transfusions, the patient is refractory - screen for HLA antibodies")


CALCULATOR = Calculator(
    id="corrected_count_increment",
    name="Corrected Count Increment (CCI) for Platelet Transfusion",
    aliases=["Corrected count increment", "Platelet CCI", "Platelet refractoriness CCI"],
    specialty="hematology",
    description="Platelet increment after a transfusion corrected for body size and dose: "
                "(post - pre count per µL) x BSA / platelets transfused (x 10^11).",
    keywords=["platelet transfusion", "refractoriness", "HLA alloimmunization", "thrombocytopenia",
              "transfusion medicine", "platelet response to transfusion",
              "platelet transfusion refractoriness", "did the platelet transfusion work",
              "poor platelet increment after transfusion", "need for HLA matched platelets",
              "platelet rise adjusted for body size", "alloimmunized platelet refractory patient"],
    features=[
        Quantity(name="pre_platelet_count", unit="10^9/L", units=CELL_COUNT_UNITS,
                 range=(0.0, 1500.0), description="Platelet count before the transfusion",
                 labels=("Pre-transfusion platelet count", "Pre-transfusion platelets")),
        Quantity(name="post_platelet_count", unit="10^9/L", units=CELL_COUNT_UNITS,
                 range=(0.0, 1500.0),
                 description="Platelet count 10-60 minutes (or 18-24 h) after the transfusion",
                 labels=("Post-transfusion platelet count", "Post-transfusion platelets")),
        BSA,
        Quantity(name="platelets_transfused", unit="1", units=("1",),
                 range=(0.1, 20.0),
                 description="Platelets transfused, as a number of 10^11 platelets (3 = 3 x 10^11; an apheresis unit is "
                             "about 3-4 x 10^11; a whole-blood-derived unit about 0.55-0.7)",
                 labels=("Number of platelets transfused", "Platelets transfused",
                         "Platelet dose")),
    ],
    derived=[BSA_FROM_SIZE],
    versions=[Version("trap_1997", dt.date(1997, 12, 25), TRAP_1997, cci,
                      notes="CCI = (post - pre, per µL) x BSA (m²) / platelets transfused "
                            "(x 10^11).")],
    output=Output(unit="", decimals=0, description="Corrected count increment"),
    interpret=interpret,
    references=[TRAP_1997, DAVIS_1999, MOSTELLER_1987],
    notes="Counts in 10^9/L are converted to per µL (x 1000). Thresholds: at 10-60 minutes "
          "CCI >= 7500 adequate; < 5000 after two consecutive ABO-compatible transfusions "
          "defines refractoriness (TRAP; ASCO platelet guideline); at 18-24 h >= 4500 is "
          "adequate. A negative CCI (count fell) is reported as computed. Davis 1999 cautions "
          "against CCI as a trial outcome; it remains the bedside measure.",
)
