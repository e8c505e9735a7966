"""AUSDRISK: Australian Type 2 Diabetes Risk Assessment Tool (Chen et al., Med J Aust 2010):
5-year risk of type 2 diabetes from age, sex, ethnicity, family history, high blood glucose,
antihypertensives, smoking, physical inactivity and waist circumference."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Category, Choice, Output, Quantity,
                          Reference, Version, banded, criterion)
from medcalc.core.common import FEMALE, MALE, age, sex
from medcalc.core.vector import where

CHEN_2010 = Reference(
    "Chen L, Magliano DJ, Balkau B, Colagiuri S, Zimmet PZ, Tonkin AM, Mitchell P, Phillips PJ, "
    "Shaw JE. AUSDRISK: an Australian Type 2 Diabetes Risk Assessment Tool based on demographic, "
    "lifestyle and simple anthropometric measures. Med J Aust. 2010;192(4):197-202.",
    doi="10.5694/j.1326-5377.2010.tb03478.x", url="https://pubmed.ncbi.nlm.nih.gov/20170456/")
DOH_FORM = Reference(
    "Australian Government Department of Health. The Australian Type 2 Diabetes Risk Assessment "
    "Tool (AUSDRISK) questionnaire (waist cut-offs by sex and ethnicity; risk bands and 5-year "
    "risks).")
MDCALC = Reference("MDCalc. Australian Type 2 Diabetes Risk (AUSDRISK) Assessment Tool: output "
                   "recorded in MedMCP-Calc dev task medmcp-calc_105_2cfb1b50 (25 points, high "
                   "risk, 1 in 3).")

ABORIGINAL, PACIFIC, ASIAN, MENA_SE, OTHER = ("aboriginal_tsi", "pacific_maori", "asian",
                                             "mena_southern_european", "other")
LOWER_WAIST = (ABORIGINAL, ASIAN)  # lower waist cut-offs

AGE = banded("age_points", "Age, years", "age", (
    Band("lt_35", "< 35", 0, lt=35, aliases=("Under 35 years", "<35 years", "25-34")),
    Band("35_to_44", "35-44", 2, ge=35, lt=45, aliases=("35-44 years",)),
    Band("45_to_54", "45-54", 4, ge=45, lt=55, aliases=("45-54 years",)),
    Band("55_to_64", "55-64", 6, ge=55, lt=65, aliases=("55-64 years",)),
    Band("ge_65", ">= 65", 8, ge=65, aliases=("65 years or over", "≥65 years", "65+")),
), aliases=("Age (years)", "Age"))
SEX = banded("sex_points", "Sex", "sex", (
    Band("female", "Female", 0, choices=(FEMALE,)),
    Band("male", "Male", 3, choices=(MALE,)),
), aliases=("Gender",))
ETHNICITY = criterion(
    "ethnicity_points", "Aboriginal, Torres Strait Islander, Pacific Islander or Maori descent, "
    "or born in Asia, the Middle East, North Africa or Southern Europe", "ethnicity",
    points=2, choices=(ABORIGINAL, PACIFIC, ASIAN, MENA_SE))
FAMILY = criterion("family_history_points", "Parent or sibling with diabetes", "family_history",
                   points=3, aliases=("Parental history of diabetes",
                                      "Family history of diabetes"))
GLUCOSE = criterion("high_glucose_points", "Ever found to have high blood glucose",
                    "high_glucose_history", points=6,
                    aliases=("History of high blood glucose",))
BP_MEDS = criterion("antihypertensive_points", "Currently on blood pressure medication",
                    "antihypertensive", points=2,
                    aliases=("Use of antihypertensive medications",))
SMOKING = criterion("smoking_points", "Currently smokes daily", "current_smoker", points=2,
                    aliases=("Current smoker",))
INACTIVITY = criterion("inactivity_points", "Less than 2.5 hours of physical activity a week",
                       "physical_inactivity", points=2,
                       aliases=("Physical inactivity",))
ITEMS = (AGE, SEX, ETHNICITY, FAMILY, GLUCOSE, BP_MEDS, SMOKING, INACTIVITY)


def waist_points(waist_circumference, sex, ethnicity):
    lower = (ethnicity == ABORIGINAL) | (ethnicity == ASIAN)
    male = sex == MALE
    # (upper limit of 0 points, upper limit of 4 points), cm; 7 points above the second.
    first = where(male, where(lower, 90.0, 102.0), where(lower, 80.0, 88.0))
    second = where(male, where(lower, 100.0, 110.0), where(lower, 90.0, 100.0))
    return where(waist_circumference < first, 0, where(waist_circumference <= second, 4, 7))


def ausdrisk(age_points, sex_points, ethnicity_points, family_history_points,
             high_glucose_points, antihypertensive_points, smoking_points, inactivity_points,
             waist_circumference, sex, ethnicity):
    waist = waist_points(waist_circumference, sex, ethnicity)
    total = (age_points + sex_points + ethnicity_points + family_history_points
             + high_glucose_points + antihypertensive_points + smoking_points
             + inactivity_points + waist)
    return {"value": total, "age_points": age_points, "sex_points": sex_points,
            "ethnicity_points": ethnicity_points, "family_history_points": family_history_points,
            "high_glucose_points": high_glucose_points,
            "antihypertensive_points": antihypertensive_points,
            "smoking_points": smoking_points, "inactivity_points": inactivity_points,
            "waist_points": waist}


def interpret(score):
    if score <= 5:
        return "low risk (AUSDRISK <= 5): about 1 in 100 will develop diabetes within 5 years"
    if score <= 8:
        return ("intermediate risk (AUSDRISK 6-8): about 1 in 50 within 5 years; lifestyle "
                "advice")
    if score <= 11:
        return ("intermediate risk (AUSDRISK 9-11): about 1 in 30 within 5 years; lifestyle "
                "advice")
    if score <= 15:
        return ("high risk (AUSDRISK 12-15): about 1 in 14 within 5 years; test for diabetes "
                "(fasting glucose or HbA1c)")
    if score <= 19:
        return ("high risk (AUSDRISK 16-19): about 1 in 7 within 5 years; test for diabetes "
                "(fasting glucose or HbA1c)")
    return ("high risk (AUSDRISK >= 20): about 1 in 3 within 5 years; test for diabetes "
            "(fasting glucose or HbA1c)")


CALCULATOR = Calculator(
    id="ausdrisk",
    name="Australian Type 2 Diabetes Risk (AUSDRISK) Assessment Tool",
    aliases=["AUSDRISK", "Australian Type 2 Diabetes Risk Assessment Tool"],
    specialty="endocrinology_metabolism",
    description="Points for age, sex, ethnicity, family history, high blood glucose, "
                "antihypertensives, smoking, physical inactivity and waist circumference: "
                "5-year risk of type 2 diabetes (<= 5 low, 6-11 intermediate, >= 12 high).",
    keywords=["type 2 diabetes", "diabetes risk", "screening", "Australia", "waist", "prediabetes",
              "chance of developing type 2 diabetes", "five-year diabetes risk",
              "who needs diabetes screening", "undiagnosed diabetes risk questionnaire",
              "diabetes prevention screening tool", "future diabetes likelihood"],
    features=[
        age(range=(18.0, 120.0), labels=("Age (years)",)),
        sex(labels=("Sex",)),
        Category(name="ethnicity", description="Ethnic background / country of birth",
                 labels=("Ethnicity",), choices=(
            Choice(ABORIGINAL, "Aboriginal or Torres Strait Islander",
                   aliases=("Aboriginal", "Torres Strait Islander", "Indigenous Australian")),
            Choice(PACIFIC, "Pacific Islander or Maori", aliases=("Pacific Islander", "Maori")),
            Choice(ASIAN, "Asian (including the Indian subcontinent)",
                   aliases=("Asian", "Born in Asia", "Indian subcontinent")),
            Choice(MENA_SE, "Born in the Middle East, North Africa or Southern Europe",
                   aliases=("Middle Eastern", "North African", "Southern European")),
            Choice(OTHER, "Other", aliases=("None of these", "Australian", "Caucasian",
                                            "European")),
        )),
        Boolean(name="family_history", description="Parent or sibling diagnosed with diabetes "
                "(type 1 or 2)"),
        Boolean(name="high_glucose_history",
                description="Ever found to have high blood glucose (health check, illness, "
                            "pregnancy)"),
        Boolean(name="antihypertensive", description="Currently taking blood pressure "
                "medication"),
        Boolean(name="current_smoker", description="Currently smokes cigarettes or other "
                "tobacco daily"),
        Boolean(name="physical_inactivity",
                description="Less than 2.5 hours of physical activity per week (walking, "
                            "moderate or vigorous activity)"),
        Quantity(name="waist_circumference", unit="cm", units=("cm", "m", "in"),
                 range=(40.0, 250.0), description="Waist circumference below the ribs",
                 labels=("Waist circumference", "Waist")),
    ],
    items=list(ITEMS),
    versions=[Version("chen_2010", dt.date(2010, 2, 15), CHEN_2010, ausdrisk,
                      notes="Age 0/2/4/6/8; male 3; ethnicity 2; family history 3; high "
                            "glucose 6; antihypertensives 2; smoking 2; inactivity 2; waist "
                            "0/4/7 by sex-and-ethnicity cut-offs.")],
    output=Output(kind="integer", unit="points", range=(0, 35)),
    interpret=interpret,
    references=[CHEN_2010, DOH_FORM, MDCALC],
    notes="The nine risk factors of Chen 2010's final model, as MDCalc scores them: age < 35 / "
          "35-44 / 45-54 / 55-64 / >= 65 (0/2/4/6/8), male 3, ethnicity 2 (Aboriginal or Torres "
          "Strait Islander, Pacific Islander or Maori, or born in Asia incl. the Indian "
          "subcontinent, the Middle East, North Africa or Southern Europe), parent or sibling "
          "with diabetes 3, ever high blood glucose 6, antihypertensives 2, daily smoking 2, "
          "< 2.5 h/week activity 2, waist 0/4/7. Waist cut-offs (cm): Asian or Aboriginal/"
          "Torres Strait Islander men < 90 / 90-100 / > 100, women < 80 / 80-90 / > 90; other "
          "men < 102 / 102-110 / > 110, women < 88 / 88-100 / > 100. Bands: <= 5 low (1 in "
          "100 over 5 years), 6-8 (1 in 50) and 9-11 (1 in 30) intermediate, 12-15 (1 in 14), "
          "16-19 (1 in 7), >= 20 (1 in 3) high. The Department of Health questionnaire also "
          "asks daily vegetable/fruit intake (1 point) and asks descent and country of birth "
          "separately (2 points each); those are not scored here (MDCalc does not ask them). "
          "MDCalc's 'Obesity parameter' choice selects the waist input.",
)
