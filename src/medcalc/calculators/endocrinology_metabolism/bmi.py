"""Body mass index (Quetelet index) with the WHO adult weight classification."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import height, weight
from medcalc.formulas.anthropometry import body_mass_index

WHO_2000 = Reference(
    "World Health Organization. Obesity: preventing and managing the global epidemic. "
    "WHO Technical Report Series 894, Geneva, 2000 (Table 2.1: classification of adults by BMI).",
    url="https://iris.who.int/handle/10665/42330")


def bmi(weight, height):
    return body_mass_index(weight, height)


def interpret(value):
    if value < 18.5:
        return "underweight"
    if value < 25:
        return "normal weight"
    if value < 30:
        return "pre-obese (overweight)"
    if value < 35:
        return "obese class I"
    if value < 40:
        return "obese class II"
    return "obese class III"


CALCULATOR = Calculator(
    id="bmi",
    name="Body Mass Index (BMI)",
    aliases=["BMI Calculator (Body Mass Index and BSA)", "BMI (Body Mass Index)", "Quetelet index",
             "体重指数(BMI)"],
    specialty="endocrinology_metabolism",
    description="Weight divided by height squared (kg/m²); WHO adult classes for adults.",
    keywords=["body habitus", "weight status", "body size", "obesity class", "weight for height",
              "obesity", "overweight", "underweight", "body weight", "weight relative to height",
              "obesity classification", "is patient overweight", "underweight or obese",
              "body mass in kg per square meter", "weight category for adults",
              "nutritional status by weight"],
    features=[weight(), height()],
    versions=[Version("who_2000", dt.date(2000, 1, 1), WHO_2000, bmi)],
    output=Output(unit="kg/m²", decimals=1, range=(0, float("inf"))),
    interpret=interpret,
    references=[WHO_2000],
    notes="The WHO classes apply to adults; children need BMI-for-age percentiles.",
)
