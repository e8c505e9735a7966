"""CDC 2000 stature-for-age percentiles for boys 2 to 20 years (LMS method)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.formulas.pediatrics_w4 import (
    KUCZMARSKI_2002,
    STATURE_AGE_BOYS,
    chart_age,
    lms_percentile,
    percentile_reading,
)

CDC_LMS_FILES = Reference(
    "CDC/NCHS. Percentile data files with LMS values, 2000 CDC growth charts: statage "
    "(stature-for-age, 2-20 years), boys.",
    url="https://www.cdc.gov/growthcharts/percentile_data_files.htm")
MDCALC = Reference("MDCalc. CDC Height for Age Percentiles for Boys (2 - 20 years).",
                   url="https://www.mdcalc.com/")


def stature_percentile(age, height):
    return lms_percentile(height, age, STATURE_AGE_BOYS, None)


interpret = percentile_reading(
    5, 95, "below the 5th percentile: short stature",
    "5th to below 95th percentile: normal stature",
    "95th percentile or above: tall stature")


CALCULATOR = Calculator(
    id="cdc_height_for_age_boys_2_20y",
    name="CDC Height for Age Percentiles for Boys (2 - 20 years)",
    aliases=["CDC stature for age boys", "Height for age percentile boys", "statage boys"],
    specialty="pediatrics_neonatology",
    description="Percentile and z-score of a boy's standing height for age on the 2000 CDC "
                "growth chart (24 to 240 months), by the LMS method.",
    keywords=["growth chart", "height", "stature", "short stature", "percentile", "z-score", "LMS",
              "boys", "CDC 2000", "growth trajectory", "growth percentiles",
              "distance from the mean", "well-child visit", "pediatric growth",
              "older-child growth reference", "child growth chart 2 to 20 years",
              "boy height percentile", "is boy short for age", "stature percentile boys 2 to 20",
              "height z-score male child", "boy growth in height", "tall or short boy"],
    features=[
        chart_age(infant=False),
        Quantity(name="height", description="Standing height (stature)", unit="cm",
                 units=("cm", "m", "in", "ft"), range=(50.0, 250.0),
                 labels=("Height", "Stature")),
    ],
    preconditions=[Precondition(lambda age: 24.0 <= age <= 240.0,
                                "the chart covers boys aged 2 to 20 years (24-240 months)")],
    versions=[Version("cdc_2000", dt.date(2000, 5, 30), KUCZMARSKI_2002, stature_percentile,
                      notes="z = ((height/M)^L - 1)/(L*S) with the statage row (boys) of the "
                            "age; percentile = 100*Phi(z).")],
    output=Output(kind="number", unit="%", decimals=1, range=(0.0, 100.0),
                  description="Stature-for-age percentile"),
    interpret=interpret,
    references=[KUCZMARSKI_2002, CDC_LMS_FILES, MDCALC],
    notes="LMS parameters of CDC's statage file, boys (2000 CDC growth charts, public domain), "
          "kept in medcalc.formulas.pediatrics_w4. The row is the midpoint of the completed "
          "month (24.0-24.99 -> 24.5; 240 months -> the 240 row). CDC's table also has an "
          "exact-24.0-month row; MDCalc uses the 24.5 row for 24.0 months (its answer z -0.22 "
          "for 86.1 cm; the 24.0 row would give -0.10), and so does this calculator. MDCalc "
          "computes its percentile from z rounded to 2 decimals (41.294%); here from the "
          "unrounded z (41.4%). Interpretation cut-offs (5th and 95th) as MDCalc shows them.",
)
