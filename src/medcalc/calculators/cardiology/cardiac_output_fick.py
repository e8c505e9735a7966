"""Cardiac output by the Fick principle with an assumed (or measured) oxygen consumption."""

import datetime as dt

from medcalc.core import (Band, Calculator, Implausible, Output, Quantity, Reference, Version,
                          banded)
from medcalc.core.common import age, height, hemoglobin, weight
from medcalc.core.vector import any_true, where
from medcalc.formulas.anthropometry import body_surface_area_mosteller

GROSSMAN = Reference(
    "Grossman W. Blood flow measurement: cardiac output and vascular resistance. In: Baim DS, "
    "Grossman W, eds. Grossman's Cardiac Catheterization, Angiography, and Intervention, 7th "
    "ed. Lippincott Williams & Wilkins; 2006:148-162 (Fick principle: CO = VO2 / (arterial - "
    "mixed venous O2 content); O2 content = 1.36 x Hb x saturation x 10; assumed VO2 125 "
    "mL/min/m²).")
MDCALC = Reference("MDCalc. Cardiac Output (Fick's Formula).")
MOSTELLER_1987 = Reference(
    "Mosteller RD. Simplified calculation of body-surface area. N Engl J Med. 1987;317(17):1098.",
    doi="10.1056/NEJM198710223171717")

# MDCalc's convention: assumed VO2 index 125 mL/min/m² below 70 years, 110 from 70.
ASSUMED_VO2 = banded("assumed_vo2_index", "Age (assumed VO2 index)", "age", bands=(
    Band("lt_70", "< 70 years", 125.0, lt=70, aliases=("<70", "Age <70 years")),
    Band("ge_70", ">= 70 years", 110.0, ge=70, aliases=(">=70", "Age ≥70 years")),
), aliases=("Age",))
HB_O2_CAPACITY = 1.34  # mL O2 per g haemoglobin (MDCalc's constant)


def fick_cardiac_output(weight, height, hemoglobin, arterial_o2_saturation,
                        venous_o2_saturation, assumed_vo2_index, oxygen_consumption,
                        heart_rate):
    bsa = body_surface_area_mosteller(weight, height)
    vo2 = where(oxygen_consumption != oxygen_consumption, assumed_vo2_index * bsa,
                oxygen_consumption)
    av_difference = HB_O2_CAPACITY * hemoglobin * 10.0 * (
        arterial_o2_saturation - venous_o2_saturation) / 100.0  # mL O2 per L blood
    if any_true(arterial_o2_saturation <= venous_o2_saturation):
        raise Implausible("arterial O2 saturation must exceed the mixed venous saturation (no "
                          "oxygen extraction otherwise)",
                          ("arterial_o2_saturation", "venous_o2_saturation"))
    co = vo2 / av_difference
    return {"value": co, "cardiac_index": co / bsa, "stroke_volume_ml": 1000.0 * co / heart_rate,
            "bsa_m2": bsa, "vo2_ml_min": vo2, "av_o2_difference_ml_l": av_difference}


def _saturation(name, label, description):
    return Quantity(name=name, description=description, unit="%", units=("%",),
                    range=(5.0, 100.0), labels=label)


CALCULATOR = Calculator(
    id="cardiac_output_fick",
    name="Cardiac Output (Fick's Formula)",
    aliases=["Cardiac Output (Fick’s Formula)", "Fick cardiac output", "Fick's formula",
             "Cardiac output Fick"],
    specialty="cardiology",
    description="Cardiac output (L/min), cardiac index and stroke volume by the Fick principle "
                "from haemoglobin and arterial and mixed venous saturations, with an assumed "
                "oxygen consumption (125 mL/min/m² under 70 years, 110 from 70) unless a "
                "measured VO2 is given.",
    keywords=["cardiac output", "Fick principle", "cardiac index", "right heart catheterization",
              "mixed venous saturation", "SvO2", "stroke volume",
              "cardiac output from oxygen saturations", "oxygen consumption based cardiac output",
              "cardiac output during right heart cath", "arteriovenous oxygen difference",
              "cardiac index from mixed venous sat", "assumed VO2 cardiac output"],
    features=[
        weight(labels=("Weight",)),
        height(labels=("Height",)),
        age(labels=("Age",)),
        hemoglobin(labels=("Hemoglobin", "Hgb")),
        _saturation("arterial_o2_saturation", ("SaO₂", "SaO2", "Arterial O2 saturation"),
                    "Arterial oxygen saturation (SaO2)"),
        _saturation("venous_o2_saturation", ("SvO₂", "SvO2", "Mixed venous O2 saturation"),
                    "Mixed venous oxygen saturation (SvO2, pulmonary artery sample)"),
        Quantity(name="oxygen_consumption", description="Measured oxygen consumption (VO2); when "
                 "not given it is assumed from BSA and age", unit="mL/min", units=("mL/min",),
                 range=(50.0, 3000.0), required=False, default=float("nan"),
                 labels=("VO2", "Oxygen consumption")),
        Quantity(name="heart_rate", description="Heart rate (for stroke volume)", unit="1/min",
                 units=("beats/min", "1/min"), range=(10.0, 300.0), labels=("Heart rate",)),
    ],
    items=[ASSUMED_VO2],
    versions=[Version("fick_assumed_vo2", dt.date(2006, 1, 1), GROSSMAN, fick_cardiac_output,
                      notes="CO (L/min) = VO2 (mL/min) / [1.34 x Hb (g/dL) x 10 x (SaO2 - SvO2)]; "
                            "VO2 = 125 (age < 70) or 110 (age >= 70) mL/min/m² x BSA (Mosteller) "
                            "unless measured.")],
    output=Output(kind="number", unit="L/min", decimals=1, range=(0, float("inf"))),
    references=[GROSSMAN, MDCALC, MOSTELLER_1987],
    notes="Follows MDCalc's form: O2 capacity 1.34 mL/g (Grossman's text uses 1.36; the choice "
          "changes CO by 1.5%), dissolved oxygen ignored, assumed VO2 index 125 mL/min/m² under "
          "70 years and 110 from 70 (the age item may be given as a number or as MDCalc's band "
          "'<70' / '≥70 years'). BSA by Mosteller (MDCalc does not state its BSA formula; DuBois "
          "differs by under 1% for adults of usual build). An assumed VO2 can be off by 25% or "
          "more in an individual; a measured VO2 (mL/min) replaces it. SaO2 must exceed SvO2.",
)
