"""NUTRIC score: nutrition risk in the critically ill (Heyland et al. 2011), and the modified
NUTRIC without interleukin-6 (Rahman et al. 2016, the form MDCalc uses)."""

import datetime as dt

from medcalc.core import (Band, Calculator, Count, Output, Quantity, Reference, Variant,
                          Version, banded)
from medcalc.core.common import age

HEYLAND_2011 = Reference(
    "Heyland DK, Dhaliwal R, Jiang X, Day AG. Identifying critically ill patients who benefit "
    "the most from nutrition therapy: the development and initial validation of a novel risk "
    "assessment tool. Crit Care. 2011;15(6):R268.", doi="10.1186/cc10546")
RAHMAN_2016 = Reference(
    "Rahman A, Hasan RM, Agarwala R, Martin C, Day AG, Heyland DK. Identifying critically-ill "
    "patients who will benefit most from nutritional therapy: further validation of the "
    "'modified NUTRIC' nutritional risk assessment tool. Clin Nutr. 2016;35(1):158-162.",
    doi="10.1016/j.clnu.2015.01.015")
MDCALC = Reference("MDCalc. Nutrition Risk in the Critically Ill (NUTRIC) Score.")

FEATURES = [
    age(description="Age (NUTRIC bands < 50, 50 to < 75, >= 75 years)",
        labels=("Age (years)",)),
    Count(name="apache_ii", range=(0, 71), description="APACHE II score at ICU admission",
          labels=("APACHE II", "APACHE II score")),
    Count(name="sofa", range=(0, 24), description="SOFA score at ICU admission",
          labels=("SOFA Score (initial)", "SOFA", "SOFA score")),
    Count(name="comorbidities", range=(0, 30), description="Number of comorbidities",
          labels=("Number of comorbidities", "Comorbidities")),
    Quantity(name="days_hospital_to_icu", unit="day", units=("day", "h"), range=(0.0, 365.0),
             description="Days from hospital admission to ICU admission",
             labels=("Days in hospital to ICU admit", "Days from hospital to ICU admission")),
    Quantity(name="il6", unit="pg/mL", units=("pg/mL", "ng/L"), range=(0.0, 1_000_000.0),
             description="Interleukin-6 (Heyland 2011 NUTRIC only)", labels=("IL-6",)),
]

ITEMS = (
    banded("age_points", "Age", "age", (
        Band("lt50", "< 50", 0, lt=50), Band("50to74", "50 to < 75", 1, ge=50, lt=75),
        Band("ge75", ">= 75", 2, ge=75))),
    banded("apache_ii_points", "APACHE II", "apache_ii", (
        Band("lt15", "< 15", 0, lt=15), Band("15to19", "15 to < 20", 1, ge=15, lt=20),
        Band("20to27", "20 to < 28", 2, ge=20, lt=28), Band("ge28", ">= 28", 3, ge=28))),
    banded("sofa_points", "SOFA", "sofa", (
        Band("lt6", "< 6", 0, lt=6), Band("6to9", "6 to < 10", 1, ge=6, lt=10),
        Band("ge10", ">= 10", 2, ge=10))),
    banded("comorbidity_points", "Number of co-morbidities", "comorbidities", (
        Band("0to1", "0-1", 0, lt=2), Band("ge2", ">= 2", 1, ge=2))),
    banded("days_points", "Days from hospital to ICU admission", "days_hospital_to_icu", (
        Band("lt1", "0 to < 1", 0, lt=1), Band("ge1", ">= 1", 1, ge=1))),
    banded("il6_points", "IL-6", "il6", (
        Band("lt400", "0 to < 400", 0, lt=400), Band("ge400", ">= 400", 1, ge=400))),
)
BASE = ("age_points", "apache_ii_points", "sofa_points", "comorbidity_points", "days_points")


def mnutric(age_points, apache_ii_points, sofa_points, comorbidity_points, days_points):
    parts = dict(age_points=age_points, apache_ii_points=apache_ii_points,
                 sofa_points=sofa_points, comorbidity_points=comorbidity_points,
                 days_points=days_points)
    return {"value": sum(parts.values()), **parts}


def nutric_il6(age_points, apache_ii_points, sofa_points, comorbidity_points, days_points,
               il6_points):
    out = mnutric(age_points, apache_ii_points, sofa_points, comorbidity_points, days_points)
    out["value"] = out["value"] + il6_points
    out["il6_points"] = il6_points
    return out


def interpret(score, version):
    cut = 6 if version == "heyland_2011_il6" else 5
    top = 10 if version == "heyland_2011_il6" else 9
    if score >= cut:
        return (f"high score ({cut}-{top}): associated with worse outcomes (mortality, "
                "ventilation); these patients are most likely to benefit from aggressive "
                "nutrition therapy")
    return (f"low score (0-{cut - 1}): low malnutrition risk")


MODIFIED = Variant("modified", "Modified NUTRIC without IL-6 (Rahman 2016; MDCalc): 0-9, "
                               "high 5-9", RAHMAN_2016)
WITH_IL6 = Variant("with_il6", "Original NUTRIC with IL-6 (Heyland 2011): 0-10, high 6-10",
                   HEYLAND_2011)

CALCULATOR = Calculator(
    id="nutric",
    name="Nutrition Risk in the Critically Ill (NUTRIC) Score",
    aliases=["NUTRIC", "NUTRIC score", "mNUTRIC", "modified NUTRIC",
             "Nutrition Risk in Critically Ill"],
    specialty="critical_care",
    description=("Nutrition risk in ICU patients from age, APACHE II, SOFA, comorbidities, days "
                 "from hospital to ICU admission (and IL-6 in the original score): a high score "
                 "identifies patients most likely to benefit from aggressive nutrition therapy."),
    keywords=["nutrition risk", "ICU nutrition", "enteral nutrition", "malnutrition",
              "critically ill", "feeding", "protein and calorie delivery",
              "aggressive nutrition therapy", "who benefits from aggressive feeding in ICU",
              "nutrition risk in ICU", "critically ill malnutrition risk",
              "protein and calorie targets priority", "ICU feeding intensity",
              "high nutritional risk critically ill"],
    features=FEATURES,
    items=list(ITEMS),
    variants=[MODIFIED, WITH_IL6],
    versions=[
        Version("rahman_2016_modified", dt.date(2016, 2, 1), RAHMAN_2016, mnutric,
                variant="modified",
                notes="Five items without IL-6 (0-9); high risk 5-9."),
        Version("heyland_2011_il6", dt.date(2011, 11, 15), HEYLAND_2011, nutric_il6,
                variant="with_il6",
                notes="Six items with IL-6 (0-10); high risk 6-10."),
    ],
    default_version="rahman_2016_modified",
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[HEYLAND_2011, RAHMAN_2016, MDCALC],
    notes=("Bands as in Heyland 2011 Table: age < 50 / 50 to < 75 / >= 75 (0/1/2); APACHE II "
           "< 15 / 15 to < 20 / 20-28 / >= 28 (0/1/2/3; the printed 20-28 and >= 28 overlap at "
           "28, read here as 20 to < 28, as MDCalc's '20-27'); SOFA < 6 / 6 to < 10 / >= 10 "
           "(0/1/2); comorbidities 0-1 / >= 2 (0/1); days from hospital to ICU admission 0 to "
           "< 1 / >= 1 (0/1); IL-6 0 to < 400 / >= 400 pg/mL (0/1). Default: the modified "
           "NUTRIC without IL-6 (Rahman 2016), as on MDCalc, high 5-9; the original with IL-6 "
           "is variant 'with_il6' (high 6-10). 'Comorbidities' are counted as in Heyland 2011 "
           "(co-morbid conditions present before ICU admission)."),
)
