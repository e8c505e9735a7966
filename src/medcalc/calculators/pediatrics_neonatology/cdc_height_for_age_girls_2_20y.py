"""CDC 2000 stature-for-age percentiles for girls 2 to 20 years (LMS method)."""

from medcalc.core import Calculator, Reference
from medcalc.formulas.pediatrics_w4 import KUCZMARSKI_2002, chart_2_20y

CDC_LMS_FILES = Reference(
    "CDC/NCHS. Percentile data files with LMS values, 2000 CDC growth charts: statage "
    "(stature-for-age, 2-20 years), girls.",
    url="https://www.cdc.gov/growthcharts/percentile_data_files.htm")
MDCALC = Reference("MDCalc. CDC Height for Age Percentiles for Girls (2 - 20 years).",
                   url="https://www.mdcalc.com/")


CALCULATOR = Calculator(
    id="cdc_height_for_age_girls_2_20y",
    name="CDC Height for Age Percentiles for Girls (2 - 20 years)",
    aliases=["CDC stature for age girls", "Height for age percentile girls", "statage girls"],
    specialty="pediatrics_neonatology",
    description="Percentile and z-score of a girl's standing height for age on the 2000 CDC "
                "growth chart (24 to 240 months), by the LMS method.",
    keywords=["growth chart", "height", "stature", "short stature", "percentile", "z-score", "LMS",
              "girls", "CDC 2000", "growth trajectory", "growth percentiles",
              "distance from the mean", "well-child visit", "pediatric growth",
              "older-child growth reference", "child growth chart 2 to 20 years",
              "girl height percentile", "is girl short for age", "stature percentile girls 2 to 20",
              "height z-score female child", "girl growth in height", "tall or short girl"],
    references=[KUCZMARSKI_2002, CDC_LMS_FILES, MDCALC],
    notes="LMS parameters of CDC's statage file, girls (Sex=2; 2000 CDC growth charts, public "
          "domain), kept in medcalc.formulas.pediatrics_w4 (STATURE_AGE_FEMALE; the copy read, "
          "its commit and the transcription checks are noted there). The row is the midpoint of "
          "the completed month (24.0-24.99 -> 24.5; 240 months -> the 240 row), as in the boys' "
          "calculator, where MDCalc's answers show it uses the 24.5 row for 24.0 months; CDC's "
          "table also has an exact-24.0-month row, not used. MDCalc computes its percentile from "
          "z rounded to 2 decimals; here from the unrounded z. Interpretation cut-offs (5th and "
          "95th) as MDCalc shows them for the boys' chart. No MDCalc answer for girls was "
          "available to compare.",
    **chart_2_20y("stature", "girls"),
)
