"""CDC/NCHS 2000 head-circumference-for-age percentiles, birth to 36 months (LMS method)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import MALE, sex
from medcalc.formulas.pediatrics_w4 import (
    HC_AGE_INFANT,
    KUCZMARSKI_2002,
    chart_age,
    lms_percentile,
    percentile_reading,
)

CDC_LMS_FILES = Reference(
    "CDC/NCHS. Percentile data files with LMS values, 2000 CDC growth charts: hcageinf "
    "(head circumference-for-age, 0-36 months).",
    url="https://www.cdc.gov/growthcharts/percentile_data_files.htm")
MDCALC = Reference("MDCalc. CDC/NCHS Infant Head Circumference for Age Percentiles (<36 months).",
                   url="https://www.mdcalc.com/calc/10430/cdc-nchs-infant-head-circumference-age-percentiles-36-months")

MALE_TABLE, FEMALE_TABLE = HC_AGE_INFANT


def head_circumference_percentile(sex, age, head_circumference):
    return lms_percentile(head_circumference, age, MALE_TABLE, FEMALE_TABLE, sex == MALE,
                          exact_first=True)


interpret = percentile_reading(
    3, 97, "below the 3rd percentile: small head circumference (evaluate for microcephaly)",
    "3rd to below 97th percentile: normal head circumference",
    "97th percentile or above: large head circumference (evaluate for macrocephaly)")


CALCULATOR = Calculator(
    id="cdc_infant_head_circumference_for_age",
    name="CDC/NCHS Infant Head Circumference for Age Percentiles (<36 months)",
    aliases=["CDC infant head circumference for age", "Head circumference percentile CDC",
             "hcageinf"],
    specialty="pediatrics_neonatology",
    description="Percentile and z-score of an infant's head circumference for age and sex on the "
                "2000 CDC growth chart (birth to 36 months), by the LMS method.",
    keywords=["growth chart", "head circumference", "microcephaly", "macrocephaly", "percentile",
              "z-score", "LMS", "infant", "CDC 2000", "growth trajectory", "growth percentiles",
              "distance from the mean", "well-child visit", "pediatric growth",
              "infant head size percentile", "head circumference z-score baby",
              "small or large head infant", "microcephaly screening infant",
              "macrocephaly screening infant", "baby head growth chart"],
    features=[
        sex(labels=("Sex",)),
        chart_age(infant=True),
        Quantity(name="head_circumference", description="Head (occipitofrontal) circumference",
                 unit="cm", units=("cm", "mm", "in"), range=(20.0, 70.0),
                 labels=("Head Circumference", "Head circumference, cm")),
    ],
    preconditions=[Precondition(lambda age: age <= 36.0,
                                "the infant head-circumference chart covers birth to 36 months")],
    versions=[Version("cdc_2000", dt.date(2000, 5, 30), KUCZMARSKI_2002,
                      head_circumference_percentile,
                      notes="z = ((HC/M)^L - 1)/(L*S) with the hcageinf row of the child's sex "
                            "and age; percentile = 100*Phi(z).")],
    output=Output(kind="number", unit="%", decimals=1, range=(0.0, 100.0),
                  description="Head circumference-for-age percentile"),
    interpret=interpret,
    references=[KUCZMARSKI_2002, CDC_LMS_FILES, MDCALC],
    notes="LMS parameters of CDC's hcageinf file (2000 CDC growth charts, public domain), kept "
          "in medcalc.formulas.pediatrics_w4. The row is the midpoint of the child's completed "
          "month (2.0-2.99 months -> 2.5), the birth row at age 0, the 36-month row at 36; this "
          "is the row MDCalc uses (its five recorded answers reproduce to the z it prints). "
          "MDCalc prints z to 2 decimals and computes its percentile from that rounded z "
          "(e.g. z -0.80 -> 21.186%); here the percentile comes from the unrounded z (-0.8028 "
          "-> 21.1%), a difference in the first decimal at most. Interpretation cut-offs (3rd "
          "and 97th percentiles) as MDCalc shows them. CDC recommends the WHO standards for "
          "children under 2 years; this calculator is the CDC 2000 chart as named.",
)
