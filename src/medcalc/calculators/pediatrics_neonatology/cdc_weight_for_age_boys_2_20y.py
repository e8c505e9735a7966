"""CDC 2000 weight-for-age percentiles for boys 2 to 20 years (LMS method)."""

from medcalc.core import Calculator, Reference
from medcalc.formulas.pediatrics_w4 import KUCZMARSKI_2002, chart_2_20y

CDC_LMS_FILES = Reference(
    "CDC/NCHS. Percentile data files with LMS values, 2000 CDC growth charts: wtage "
    "(weight-for-age, 2-20 years), boys.",
    url="https://www.cdc.gov/growthcharts/percentile_data_files.htm")
MDCALC = Reference("MDCalc. CDC Weight for Age Percentiles for Boys (2-20 years).",
                   url="https://www.mdcalc.com/")


CALCULATOR = Calculator(
    id="cdc_weight_for_age_boys_2_20y",
    name="CDC Weight for Age Percentiles for Boys (2-20 years)",
    aliases=["CDC weight for age boys", "Weight for age percentile boys", "wtage boys"],
    specialty="pediatrics_neonatology",
    description="Percentile and z-score of a boy's weight for age on the 2000 CDC growth chart "
                "(24 to 240 months), by the LMS method.",
    keywords=["growth chart", "weight", "underweight", "percentile", "z-score", "LMS", "boys",
              "CDC 2000", "growth trajectory", "growth percentiles", "distance from the mean",
              "well-child visit", "pediatric growth", "older-child growth reference",
              "child growth chart 2 to 20 years", "boy weight percentile",
              "is boy underweight for age", "weight z-score male child", "boy weight growth chart",
              "weight for age boys 2 to 20", "child weight gain boys"],
    references=[KUCZMARSKI_2002, CDC_LMS_FILES, MDCALC],
    notes="LMS parameters of CDC's wtage file, boys (2000 CDC growth charts, public domain), "
          "kept in medcalc.formulas.pediatrics_w4. The row is the midpoint of the completed "
          "month (24.0-24.99 -> 24.5; 240 months -> the 240 row), the row MDCalc uses (z 0.04 "
          "for 12.8 kg at 24.0 months). MDCalc computes its percentile from z rounded to 2 "
          "decimals (51.595%); here from the unrounded z (51.7%). MDCalc shows no "
          "interpretation; the 5th/95th wording here is descriptive only.",
    **chart_2_20y("weight", "boys"),
)
