"""CDC 2000 weight-for-age percentiles for girls 2 to 20 years (LMS method)."""

from medcalc.core import Calculator, Reference
from medcalc.formulas.pediatrics_w4 import KUCZMARSKI_2002, chart_2_20y

CDC_LMS_FILES = Reference(
    "CDC/NCHS. Percentile data files with LMS values, 2000 CDC growth charts: wtage "
    "(weight-for-age, 2-20 years), girls.",
    url="https://www.cdc.gov/growthcharts/percentile_data_files.htm")
MDCALC = Reference("MDCalc. CDC Weight for Age Percentiles for Girls (2 - 20 years).",
                   url="https://www.mdcalc.com/")


CALCULATOR = Calculator(
    id="cdc_weight_for_age_girls_2_20y",
    name="CDC Weight for Age Percentiles for Girls (2 - 20 years)",
    aliases=["CDC weight for age girls", "Weight for age percentile girls", "wtage girls"],
    specialty="pediatrics_neonatology",
    description="Percentile and z-score of a girl's weight for age on the 2000 CDC growth chart "
                "(24 to 240 months), by the LMS method.",
    keywords=["growth chart", "weight", "underweight", "percentile", "z-score", "LMS", "girls",
              "CDC 2000", "growth trajectory", "growth percentiles", "distance from the mean",
              "well-child visit", "pediatric growth", "older-child growth reference",
              "child growth chart 2 to 20 years", "girl weight percentile",
              "is girl underweight for age", "weight z-score female child",
              "girl weight growth chart", "weight for age girls 2 to 20", "child weight gain girls"],
    references=[KUCZMARSKI_2002, CDC_LMS_FILES, MDCALC],
    notes="LMS parameters of CDC's wtage file, girls (Sex=2; 2000 CDC growth charts, public "
          "domain), kept in medcalc.formulas.pediatrics_w4 (WEIGHT_AGE_FEMALE; the copy read, "
          "its commit and the transcription checks are noted there). The row is the midpoint of "
          "the completed month (24.0-24.99 -> 24.5; 240 months -> the 240 row), the row MDCalc "
          "uses on the boys' chart. MDCalc computes its percentile from z rounded to 2 "
          "decimals; here from the unrounded z. MDCalc shows no interpretation; the 5th/95th "
          "wording here is descriptive only (as for boys). No MDCalc answer for girls was "
          "available to compare.",
    **chart_2_20y("weight", "girls"),
)
