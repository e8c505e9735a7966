"""CDC/NCHS 2000 length-for-age percentiles, birth to 36 months (LMS method)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import MALE, sex
from medcalc.formulas.pediatrics_w4 import (
    KUCZMARSKI_2002,
    LENGTH_AGE_INFANT,
    chart_age,
    lms_percentile,
    percentile_reading,
)

CDC_LMS_FILES = Reference(
    "CDC/NCHS. Percentile data files with LMS values, 2000 CDC growth charts: lenageinf "
    "(recumbent length-for-age, 0-36 months).",
    url="https://www.cdc.gov/growthcharts/percentile_data_files.htm")
MDCALC = Reference("MDCalc. CDC/NCHS Infant Length for Age Percentiles (<36 months).",
                   url="https://www.mdcalc.com/")

MALE_TABLE, FEMALE_TABLE = LENGTH_AGE_INFANT


def length_percentile(sex, age, length):
    return lms_percentile(length, age, MALE_TABLE, FEMALE_TABLE, sex == MALE, exact_first=True)


interpret = percentile_reading(
    5, 95, "below the 5th percentile: short for age",
    "5th to below 95th percentile: length within the usual range for age",
    "95th percentile or above: tall for age")


CALCULATOR = Calculator(
    id="cdc_infant_length_for_age",
    name="CDC/NCHS Infant Length for Age Percentiles (<36 months)",
    aliases=["CDC infant length for age", "Length for age percentile CDC", "lenageinf"],
    specialty="pediatrics_neonatology",
    description="Percentile and z-score of an infant's recumbent length for age and sex on the "
                "2000 CDC growth chart (birth to 36 months), by the LMS method.",
    keywords=["growth chart", "length", "short stature", "percentile", "z-score", "LMS", "infant",
              "CDC 2000", "growth trajectory", "growth percentiles", "distance from the mean",
              "well-child visit", "pediatric growth", "infant length percentile",
              "baby length z-score", "is infant short for age", "infant linear growth",
              "length growth chart under 3", "baby growth in length"],
    features=[
        sex(labels=("Sex",)),
        chart_age(infant=True),
        Quantity(name="length", description="Recumbent length", unit="cm",
                 units=("cm", "mm", "m", "in"), range=(30.0, 130.0),
                 labels=("Length", "Length, cm")),
    ],
    preconditions=[Precondition(lambda age: age < 36.0,
                                "the infant length-for-age chart covers birth to 35.9 months")],
    versions=[Version("cdc_2000", dt.date(2000, 5, 30), KUCZMARSKI_2002, length_percentile,
                      notes="z = ((length/M)^L - 1)/(L*S) with the lenageinf row of the child's "
                            "sex and age; percentile = 100*Phi(z).")],
    output=Output(kind="number", unit="%", decimals=1, range=(0.0, 100.0),
                  description="Length-for-age percentile"),
    interpret=interpret,
    references=[KUCZMARSKI_2002, CDC_LMS_FILES, MDCALC],
    notes="LMS parameters of CDC's lenageinf file (2000 CDC growth charts, public domain), kept "
          "in medcalc.formulas.pediatrics_w4; its last row is 35.5 months, so the chart ends "
          "before 36 months. The row is the midpoint of the child's completed month (9.0-9.99 "
          "months -> 9.5), the birth row at age 0; MDCalc uses the same rows (its five recorded "
          "answers reproduce to the z it prints). MDCalc computes its percentile from z rounded "
          "to 2 decimals; here from the unrounded z. MDCalc shows no interpretation; the 5th/95th "
          "percentile wording here is descriptive only. CDC recommends the WHO standards under "
          "2 years.",
)
