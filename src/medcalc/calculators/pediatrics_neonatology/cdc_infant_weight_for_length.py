"""CDC/NCHS 2000 weight-for-length percentiles for infants (45-103.5 cm; LMS method)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import MALE, sex
from medcalc.formulas.pediatrics_w4 import (
    KUCZMARSKI_2002,
    WEIGHT_LENGTH_INFANT,
    lms_percentile,
    percentile_reading,
)

CDC_LMS_FILES = Reference(
    "CDC/NCHS. Percentile data files with LMS values, 2000 CDC growth charts: wtleninf "
    "(weight-for-recumbent length, 45-103.5 cm).",
    url="https://www.cdc.gov/growthcharts/percentile_data_files.htm")
MDCALC = Reference("MDCalc. CDC/NCHS Infant Weight for Length Percentiles (< 36 months).",
                   url="https://www.mdcalc.com/")

MALE_TABLE, FEMALE_TABLE = WEIGHT_LENGTH_INFANT


def weight_for_length_percentile(sex, length, weight):
    return lms_percentile(weight, length, MALE_TABLE, FEMALE_TABLE, sex == MALE)


interpret = percentile_reading(
    5, 95, "below the 5th percentile: underweight for length",
    "5th to below 95th percentile: healthy weight for length",
    "95th percentile or above: high weight for length")


CALCULATOR = Calculator(
    id="cdc_infant_weight_for_length",
    name="CDC/NCHS Infant Weight for Length Percentiles (< 36 months)",
    aliases=["CDC infant weight for length", "Weight for length percentile CDC", "wtleninf"],
    specialty="pediatrics_neonatology",
    description="Percentile and z-score of an infant's weight for recumbent length and sex on "
                "the 2000 CDC growth chart (45-103.5 cm, under 36 months), by the LMS method.",
    keywords=["growth chart", "weight for length", "failure to thrive", "overweight", "percentile",
              "z-score", "LMS", "infant", "CDC 2000", "growth trajectory", "growth percentiles",
              "distance from the mean", "well-child visit", "pediatric growth",
              "infant weight for length percentile", "baby weight proportional to length",
              "infant wasting or overweight", "failure to thrive infant weight",
              "weight for length z-score", "infant thinness or excess weight"],
    features=[
        sex(labels=("Sex",)),
        Quantity(name="length", description="Recumbent length (selects the chart row "
                 "floor(length) + 0.5)", unit="cm", units=("cm", "mm", "m", "in"),
                 range=(30.0, 130.0), labels=("Length", "Length, cm")),
        Quantity(name="weight", description="Body weight", unit="kg", units=("kg", "g", "lb"),
                 range=(0.3, 40.0), labels=("Weight", "Weight, kg")),
    ],
    preconditions=[Precondition(lambda length: 45.0 <= length < 104.0,
                                "the infant weight-for-length chart covers lengths 45 to 103.9 "
                                "cm")],
    versions=[Version("cdc_2000", dt.date(2000, 5, 30), KUCZMARSKI_2002,
                      weight_for_length_percentile,
                      notes="z = ((weight/M)^L - 1)/(L*S) with the wtleninf row of the child's "
                            "sex and length; percentile = 100*Phi(z).")],
    output=Output(kind="number", unit="%", decimals=1, range=(0.0, 100.0),
                  description="Weight-for-length percentile"),
    interpret=interpret,
    references=[KUCZMARSKI_2002, CDC_LMS_FILES, MDCALC],
    notes="LMS parameters of CDC's wtleninf file (2000 CDC growth charts, public domain), kept "
          "in medcalc.formulas.pediatrics_w4. The row is the midpoint of the length's whole "
          "centimetre (71.0-71.99 cm -> 71.5; 45.0 cm -> 45.5); MDCalc uses the same rows (its "
          "five recorded answers reproduce to the z it prints). MDCalc computes its percentile "
          "from z rounded to 2 decimals; here from the unrounded z. Interpretation cut-offs "
          "(5th and 95th percentiles) as MDCalc shows them.",
)
