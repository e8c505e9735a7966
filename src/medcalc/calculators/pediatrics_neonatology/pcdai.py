"""Pediatric Crohn's Disease Activity Index (PCDAI) (Hyams et al. 1991)."""

import datetime as dt

from medcalc.core import (Band, Calculator, Output, Precondition, Quantity, Reference, Version,
                          banded, from_category)
from medcalc.core.common import MALE, age, albumin, hematocrit, sex
from medcalc.core.vector import where
from medcalc.formulas.pediatrics_w4 import scored_category

HYAMS_1991 = Reference(
    "Hyams JS, Ferry GD, Mandel FS, et al. Development and validation of a pediatric Crohn's "
    "disease activity index. J Pediatr Gastroenterol Nutr. 1991;12(4):439-447.",
    doi="10.1097/00005176-199105000-00005")
HYAMS_2005 = Reference(
    "Hyams J, Markowitz J, Otley A, et al. Evaluation of the pediatric Crohn disease activity "
    "index: a prospective multicenter experience. J Pediatr Gastroenterol Nutr. "
    "2005;41(4):416-421 (PCDAI <= 10 inactive, 11-30 mild, > 30 moderate/severe; a fall of "
    ">= 12.5 points marks response).", doi="10.1097/01.mpg.0000183350.46795.42")
MDCALC = Reference("MDCalc. Pediatric Crohn's Disease Activity Index (PCDAI).",
                   url="https://www.mdcalc.com/")

PAIN = scored_category("abdominal_pain", ("Abdominal pain",), "Abdominal pain (past week)", (
    ("none", 0, "None (0)", ("None",)),
    ("mild", 5, "Mild: brief, does not interfere with activities (5)", ("Mild",)),
    ("moderate_severe", 10, "Moderate or severe: daily, longer lasting, affects activities, "
     "nocturnal (10)", ("Moderate/severe", "Moderate", "Severe")),
))
STOOLS = scored_category("stools", ("Stools per day", "Stools"), "Stools (per day, past week)", (
    ("normal", 0, "0-1 liquid stools, no blood (0)", ("0-1 liquid stools, no blood",)),
    ("moderate", 5, "Up to 2 semi-formed with small blood, or 2-5 liquid (5)",
     ("Up to 2 semi-formed with small blood, or 2-5 liquid",)),
    ("severe", 10, "Gross bleeding, or >= 6 liquid, or nocturnal diarrhoea (10)",
     ("Gross bleeding, or ≥6 liquid, or nocturnal diarrhea",
      "Gross bleeding, or >=6 liquid, or nocturnal diarrhea")),
))
WELLBEING = scored_category("general_wellbeing", ("Patient functioning, general well-being",
                            "General well-being"), "Functioning and general well-being (past "
                            "week)", (
    ("well", 0, "No limitation of activities, well (0)", ("No limitation of activities, well",)),
    ("below_par", 5, "Occasional difficulty keeping up with age-appropriate activities, below "
     "par (5)", ("Occasional difficulty in maintaining age appropriate activities, below par",)),
    ("very_poor", 10, "Frequent limitation of activity, very poor (10)",
     ("Frequent limitation of activity, very poor",)),
))
WEIGHT = scored_category("weight_change", ("Weight",), "Weight", (
    ("gain_or_voluntary", 0, "Weight gain, or voluntary weight stable or loss (0)",
     ("Weight gain or voluntary weight stable/loss",)),
    ("involuntary_1_9", 5, "Involuntary weight stable, or loss 1-9% (5)",
     ("Involuntary weight stable, weight loss 1-9%",)),
    ("loss_10", 10, "Weight loss >= 10% (10)", ("Weight loss ≥10%", "Weight loss >=10%")),
))
HEIGHT = scored_category("height", ("Height",), "Height: at diagnosis the percentile channels "
                         "crossed; at follow-up the height velocity", (
    ("normal", 0, "< 1 channel decrease, or height velocity >= -1 SD (0)",
     ("<1 channel decrease", "Height velocity ≥-1 SD")),
    ("moderate", 5, ">= 1 to < 2 channel decrease, or velocity < -1 SD and > -2 SD (5)",
     ("≥1, <2 channel decrease", "Height velocity <-1 SD, >-2 SD")),
    ("severe", 10, ">= 2 channel decrease, or velocity <= -2 SD (10)",
     ("≥2 channel decrease", "Height velocity ≤-2 SD")),
))
ABDOMEN = scored_category("abdomen", ("Abdomen",), "Abdominal examination", (
    ("normal", 0, "No tenderness, no mass (0)", ("No tenderness, no mass",)),
    ("tender_or_mass", 5, "Tenderness, or mass without tenderness (5)",
     ("Tenderness, or mass without tenderness",)),
    ("tender_guarding_mass", 10, "Tenderness, involuntary guarding, definite mass (10)",
     ("Tenderness, involuntary guarding, definite mass",)),
))
PERIRECTAL = scored_category("perirectal_disease", ("Perirectal disease",), "Perirectal "
                             "disease", (
    ("none", 0, "None, asymptomatic tags (0)", ("None, asymptomatic tags", "None")),
    ("indolent", 5, "1-2 indolent fistulae, scant drainage, no tenderness (5)",
     ("1-2 indolent fistula, scant drainage, no tenderness",)),
    ("active", 10, "Active fistula, drainage, tenderness, or abscess (10)",
     ("Active fistula, drainage, tenderness, or abscess",)),
))
EXTRAINTESTINAL = scored_category("extraintestinal", ("Extraintestinal manifestations",),
                                  "Extraintestinal manifestations (fever >= 38.5 °C for 3 days "
                                  "in the past week, definite arthritis, uveitis, erythema "
                                  "nodosum, pyoderma gangrenosum)", (
    ("none", 0, "None (0)", ("None", "0")),
    ("one", 5, "One (5)", ("One", "1")),
    ("two_or_more", 10, "Two or more (10)", ("≥2", ">=2", "Two or more", "2")),
))
CATEGORIES = (PAIN, STOOLS, WELLBEING, WEIGHT, HEIGHT, ABDOMEN, PERIRECTAL, EXTRAINTESTINAL)
ESR = banded("esr_item", "ESR (mm/hr)", "esr", (
    Band("lt20", "< 20 mm/h", 0, lt=20, aliases=("<20",)),
    Band("20_50", "20-50 mm/h", 2.5, ge=20, le=50, aliases=("20-50",)),
    Band("gt50", "> 50 mm/h", 5, gt=50, aliases=(">50",)),
), aliases=("ESR",))
ALBUMIN = banded("albumin_item", "Albumin (g/dL)", "albumin", (
    Band("ge35", ">= 3.5 g/dL", 0, ge=3.5, aliases=("≥3.5", ">=3.5")),
    Band("31_34", "3.1-3.4 g/dL", 5, gt=3.0, lt=3.5, aliases=("3.1-3.4",)),
    Band("le30", "<= 3.0 g/dL", 10, le=3.0, aliases=("≤3.0", "<=3.0")),
), aliases=("Albumin",))
ITEMS = (*(from_category(c, c.labels[0]) for c in CATEGORIES), ESR, ALBUMIN)


def hct_points(age, sex, hematocrit):
    """Hyams 1991 hematocrit bands: (0-point floor, 2.5-point floor) by age and sex."""
    male = sex == MALE
    ok = where(age < 11, 33.0, where(male, where(age < 15, 35.0, 37.0), 34.0))
    mid = where(age < 11, 28.0, where(male, where(age < 15, 30.0, 32.0), 29.0))
    return where(hematocrit >= ok, 0.0, where(hematocrit >= mid, 2.5, 5.0))


def pcdai(age, sex, hematocrit, abdominal_pain, stools, general_wellbeing, weight_change,
          height, abdomen, perirectal_disease, extraintestinal, esr_item, albumin_item):
    hct = hct_points(age, sex, hematocrit)
    total = (abdominal_pain + stools + general_wellbeing + weight_change + height + abdomen
             + perirectal_disease + extraintestinal + esr_item + albumin_item + hct)
    return {"value": total, "hematocrit_points": hct, "esr_item": esr_item,
            "albumin_item": albumin_item, "abdominal_pain": abdominal_pain, "stools": stools,
            "general_wellbeing": general_wellbeing, "weight_change": weight_change,
            "height": height, "abdomen": abdomen, "perirectal_disease": perirectal_disease,
            "extraintestinal": extraintestinal}


def interpret(value):
    if value <= 10:
        return "<= 10: inactive disease"
    if value <= 30:
        return "11-30: mild disease activity"
    return "> 30: moderate to severe disease activity"


CALCULATOR = Calculator(
    id="pcdai",
    name="Pediatric Crohn’s Disease Activity Index (PCDAI)",
    aliases=["PCDAI", "Pediatric Crohn's Disease Activity Index",
             "Paediatric Crohn disease activity index"],
    specialty="pediatrics_neonatology",
    description="Crohn's disease activity in children (0-100): history (pain, stools, "
                "well-being), laboratory (hematocrit for age and sex, ESR, albumin) and "
                "examination (weight, height, abdomen, perirectal disease, extraintestinal "
                "manifestations).",
    keywords=["Crohn disease", "IBD", "pediatric", "disease activity", "PCDAI",
              "Crohn disease activity in children", "pediatric Crohn flare severity",
              "child Crohn remission", "pediatric IBD activity", "Crohn activity with growth",
              "adolescent Crohn disease activity"],
    features=[age(description="Age in years (selects the hematocrit bands)"),
              sex(description="Sex (selects the hematocrit bands from 11 years)"),
              hematocrit(labels=("HCT", "Hematocrit")),
              Quantity(name="esr", description="Erythrocyte sedimentation rate", unit="mm/h",
                       units=("mm/h",), range=(0.0, 160.0)),
              albumin(), *CATEGORIES],
    items=list(ITEMS),
    preconditions=[Precondition(lambda age: age < 20.0,
                                "the PCDAI hematocrit bands are defined to 19 years")],
    versions=[Version("hyams_1991", dt.date(1991, 5, 1), HYAMS_1991, pcdai,
                      notes="History 0/5/10 x 3; Hct 0/2.5/5 by age and sex; ESR < 20 0, 20-50 "
                            "2.5, > 50 5; albumin >= 3.5 0, 3.1-3.4 5, <= 3.0 10; examination "
                            "0/5/10 x 5; total 0-100.")],
    output=Output(kind="number", unit="points", decimals=1, range=(0.0, 100.0)),
    interpret=interpret,
    references=[HYAMS_1991, HYAMS_2005, MDCALC],
    notes="Hematocrit bands (Hyams 1991): under 11 years >= 33 / 28-32 / < 28; boys 11-14 >= 35 "
          "/ 30-34 / < 30; girls 11-19 >= 34 / 29-33 / < 29; boys 15-19 >= 37 / 32-36 / < 32 "
          "(0 / 2.5 / 5 points; the source's '< 10 years' band is applied up to 11 years). "
          "Activity bands as Hyams 2005 (<= 10 inactive, 11-30 mild, > 30 moderate/severe); "
          "MDCalc uses < 10, 10-27.5, >= 30, which differ only at 10 and 27.5-30. Item "
          "wording condensed.",
)
