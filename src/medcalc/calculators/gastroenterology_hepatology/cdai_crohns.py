"""Crohn's Disease Activity Index (CDAI; Best et al., Gastroenterology 1976): eight weighted
variables from a 7-day diary, examination and laboratory values."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Count, Output, Quantity, Reference, Version
from medcalc.core.common import MALE, hematocrit, sex, weight
from medcalc.core.vector import where

BEST_1976 = Reference(
    "Best WR, Becktel JM, Singleton JW, Kern F Jr. Development of a Crohn's disease activity "
    "index. National Cooperative Crohn's Disease Study. Gastroenterology. 1976;70(3):439-444.",
    url="https://pubmed.ncbi.nlm.nih.gov/1248701/")
MDCALC = Reference("MDCalc. Crohn's Disease Activity Index (CDAI).")

COMPLICATIONS = (
    ("arthritis_arthralgia", "Arthritis or arthralgia"),
    ("iritis_uveitis", "Iritis or uveitis"),
    ("skin_mouth_lesions", "Erythema nodosum, pyoderma gangrenosum or aphthous stomatitis"),
    ("perianal_disease", "Anal fissure, fistula or perirectal abscess"),
    ("other_fistula", "Other fistula"),
    ("fever", "Fever > 37.8 °C (100 °F) in the past week"),
)
MASS = Category(
    name="abdominal_mass", labels=("Abdominal mass",), description="Abdominal mass",
    choices=(Choice("none", "None (0)", 0, aliases=("None", "No")),
             Choice("questionable", "Questionable (2)", 2, aliases=("Questionable",)),
             Choice("definite", "Definite (5)", 5, aliases=("Definite",))))


def cdai(liquid_stools_7d, abdominal_pain_7d, well_being_7d, antidiarrheal, abdominal_mass,
         sex, hematocrit, weight, standard_weight, arthritis_arthralgia, iritis_uveitis,
         skin_mouth_lesions, perianal_disease, other_fistula, fever):
    complications = (arthritis_arthralgia * 1 + iritis_uveitis * 1 + skin_mouth_lesions * 1
                     + perianal_disease * 1 + other_fistula * 1 + fever * 1)
    hct_term = where(sex == MALE, 47.0 - hematocrit, 42.0 - hematocrit)
    weight_term = (1.0 - weight / standard_weight) * 100.0
    parts = {
        "stools": 2.0 * liquid_stools_7d,
        "pain": 5.0 * abdominal_pain_7d,
        "well_being": 7.0 * well_being_7d,
        "complications": 20.0 * complications,
        "antidiarrheal": 30.0 * antidiarrheal,
        "mass": 10.0 * abdominal_mass,
        "hematocrit": 6.0 * hct_term,
        "weight": weight_term,
    }
    value = (parts["stools"] + parts["pain"] + parts["well_being"] + parts["complications"]
             + parts["antidiarrheal"] + parts["mass"] + parts["hematocrit"] + parts["weight"])
    return {"value": value, **parts}


def interpret(value):
    if value < 150:
        return f"CDAI {value:.0f}: remission (< 150)"
    if value < 220:
        return f"CDAI {value:.0f}: mildly active disease (150-219)"
    if value <= 450:
        return f"CDAI {value:.0f}: moderately active disease (220-450)"
    return f"CDAI {value:.0f}: severely active disease (> 450)"


CALCULATOR = Calculator(
    id="cdai_crohns",
    name="Crohn's Disease Activity Index (CDAI)",
    aliases=["Crohn's Disease Activity Index", "CDAI Crohn's disease", "Best index"],
    specialty="gastroenterology_hepatology",
    description="Crohn's disease activity: 7-day sums of liquid stools (x2), abdominal pain "
                "(x5) and well-being (x7), complications (x20), antidiarrhoeal use (x30), "
                "abdominal mass (x10), haematocrit deficit (x6) and % below standard weight.",
    keywords=["Crohn's disease", "IBD", "disease activity", "clinical trials", "remission",
              "Crohn disease activity", "is Crohn disease in remission", "Crohn flare severity",
              "active Crohn disease measure", "Crohn disease response to treatment",
              "inflammatory bowel disease activity index"],
    features=[
        Count(name="liquid_stools_7d", range=(0, 500),
              description="Number of liquid or very soft stools over the 7 days"),
        Count(name="abdominal_pain_7d", range=(0, 21),
              description="Sum of daily abdominal pain ratings over 7 days (each 0 none, 1 "
                          "mild, 2 moderate, 3 severe)"),
        Count(name="well_being_7d", range=(0, 28),
              description="Sum of daily general well-being ratings over 7 days (each 0 "
                          "generally well, 1 slightly under par, 2 poor, 3 very poor, 4 "
                          "terrible)"),
        Boolean(name="antidiarrheal", description="Taking diphenoxylate/loperamide or opiates "
                                                  "for diarrhoea",
                labels=("Lomotil or opiates for diarrhea",)),
        MASS,
        sex(),
        hematocrit(),
        weight(description="Current body weight"),
        Quantity(name="standard_weight", unit="kg", units=("kg", "lb"), range=(20.0, 200.0),
                 description="Standard (ideal) body weight for height and sex",
                 labels=("Ideal weight", "Standard weight")),
        *(Boolean(name=n, required=False, default=False, absent=False,
                  description=f"Complication in the past week: {d}") for n, d in COMPLICATIONS),
    ],
    versions=[Version("best_1976", dt.date(1976, 3, 1), BEST_1976, cdai,
                      notes="2 x liquid stools (7-day sum) + 5 x pain (7-day sum) + 7 x "
                            "well-being (7-day sum) + 20 x complication categories + 30 x "
                            "antidiarrhoeal + 10 x mass (0/2/5) + 6 x (47 or 42 - Hct) + % "
                            "below standard weight.")],
    output=Output(unit="points", decimals=0, description="CDAI"),
    interpret=interpret,
    references=[BEST_1976, MDCALC],
    notes="Weights and variables from Best 1976. Haematocrit deficit from 47 (men) or 42 "
          "(women); weight term = 100 x (1 - weight / standard weight), negative when above "
          "standard weight (no floor applied here; some trial protocols floor it at -10, "
          "which this library does not do). Bands: < 150 remission, 150-219 mild, 220-450 "
          "moderate, > 450 severe (as MDCalc and the NCCDS usage). The six complication "
          "categories count 1 each.",
)
