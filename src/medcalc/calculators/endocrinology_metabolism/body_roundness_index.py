"""Body Roundness Index (Thomas et al., Obesity 2013): body shape as an eccentricity from waist
circumference and height."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import height

THOMAS_2013 = Reference(
    "Thomas DM, Bredlau C, Bosy-Westphal A, Mueller M, Shen W, Gallagher D, Maeda Y, McDougall "
    "A, Peterson CM, Ravussin E, Heymsfield SB. Relationships between body roundness with body "
    "fat and visceral adipose tissue emerging from a new geometrical model. Obesity (Silver "
    "Spring). 2013;21(11):2264-2271.", doi="10.1002/oby.20408",
    url="https://pubmed.ncbi.nlm.nih.gov/23519954/")
ZHANG_2024 = Reference(
    "Zhang X, Ma N, Lin Q, et al. Body roundness index and all-cause mortality among US adults. "
    "JAMA Netw Open. 2024;7(6):e2415051 (mortality hazard by BRI group, shown by MDCalc).",
    doi="10.1001/jamanetworkopen.2024.15051")
MDCALC = Reference("MDCalc. Body Roundness Index (BRI): output recorded in MedMCP-Calc dev task "
                   "medmcp-calc_105_2cfb1b50 (waist 45 in, height 69 in -> 6.66).")


def bri(waist_circumference, height):
    import math

    # Both lengths in metres (the ratio is unitless; metres as in Thomas 2013).
    waist_m = waist_circumference / 100.0
    height_m = height / 100.0
    ratio = (waist_m / (2.0 * math.pi)) ** 2 / (0.5 * height_m) ** 2
    eccentricity = (1.0 - ratio) ** 0.5
    return {"value": 364.2 - 365.5 * eccentricity, "eccentricity": eccentricity}


CALCULATOR = Calculator(
    id="body_roundness_index",
    name="Body Roundness Index (BRI)",
    aliases=["BRI", "Body Roundness Index"],
    specialty="endocrinology_metabolism",
    description="BRI = 364.2 - 365.5 x sqrt(1 - (WC / 2pi)^2 / (0.5 x height)^2): body roundness "
                "from waist circumference and height (higher = rounder; about 1-16).",
    keywords=["obesity", "visceral fat", "body shape", "waist circumference", "anthropometry",
              "abdominal obesity from waist and height", "visceral fat estimate",
              "central adiposity index", "body shape roundness", "belly fat measure",
              "alternative to BMI for fat distribution"],
    features=[
        Quantity(name="waist_circumference", unit="cm", units=("cm", "m", "in"),
                 range=(30.0, 250.0), description="Waist circumference",
                 labels=("Waist circumference", "Waist", "WC")),
        height(range=(50.0, 275.0), labels=("Height",)),
    ],
    versions=[Version("thomas_2013", dt.date(2013, 11, 1), THOMAS_2013, bri,
                      notes="Eccentricity of the body modelled as an ellipse: waist radius "
                            "WC/(2 pi) against half the height.")],
    preconditions=[Precondition(lambda waist_circumference, height:
                                waist_circumference < 3.141592653589793 * height,
                                "waist circumference must be below pi x height (the ellipse "
                                "model has no eccentricity otherwise)")],
    output=Output(unit=None, decimals=2, range=(-1.3, 364.2),
                  description="Body Roundness Index (unitless)"),
    references=[THOMAS_2013, ZHANG_2024, MDCALC],
    notes="Thomas 2013 model the body as an ellipse with semi-major axis half the height and "
          "semi-minor axis the waist radius WC/(2 pi); the eccentricity is mapped to 1-20 by "
          "364.2 - 365.5 x eccentricity. Inputs in any length unit (converted to metres). A "
          "waist circumference larger than pi x height has no real eccentricity and is NA "
          "(not applicable). MDCalc also shows the all-cause mortality hazard ratio of the BRI "
          "group from Zhang 2024 (not computed here).",
)
