"""CDC 2000 stature-for-age percentiles for boys 2 to 20 years (LMS method)."""

from medcalc.core import Calculator, Reference
from medcalc.formulas.pediatrics_w4 import KUCZMARSKI_2002, chart_2_20y

CDC_LMS_FILES = Reference(
    "CDC/NCHS. Percentile data files with LMS values, 2000 CDC growth charts: statage "
    "(stature-for-age, 2-20 years), boys.",
    url="https://www.cdc.gov/growthcharts/percentile_data_files.htm")
MDCALC = Reference("MDCalc. CDC Height for Age Percentiles for Boys (2 - 20 years).",
                   url="https://www.mdcalc.com/")


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
    references=[KUCZMARSKI_2002, CDC_LMS_FILES, MDCALC],
    notes="LMS parameters of CDC's statage file, boys (2000 CDC growth charts, public domain), "
          "kept in medcalc.formulas.pediatrics_w4. The row is the midpoint of the completed "
          "month (24.0-24.99 -> 24.5; 240 months -> the 240 row). CDC's table also has an "
          "exact-24.0-month row; MDCalc uses the 24.5 row for 24.0 months (its answer z -0.22 "
          "for 86.1 cm; the 24.0 row would give -0.10), and so does this calculator. MDCalc "
          "computes its percentile from z rounded to 2 decimals (41.294%); here from the "
          "unrounded z (41.4%). Interpretation cut-offs (5th and 95th) as MDCalc shows them.",
    **chart_2_20y("stature", "boys"),
)
