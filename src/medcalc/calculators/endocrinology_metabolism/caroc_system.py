"""CAROC system (Canadian Association of Radiologists and Osteoporosis Canada, 2010): 10-year
absolute fracture risk category from sex, age and femoral neck T-score, raised by a fragility
fracture after 40 or prolonged glucocorticoid use."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import MALE, age, sex
from medcalc.core.vector import where

PAPAIOANNOU_2010 = Reference(
    "Papaioannou A, Morin S, Cheung AM, et al. 2010 clinical practice guidelines for the "
    "diagnosis and management of osteoporosis in Canada: summary. CMAJ. 2010;182(17):1864-1873.",
    doi="10.1503/cmaj.100771", url="https://pubmed.ncbi.nlm.nih.gov/20940232/")
SIMINOSKI_2005 = Reference(
    "Siminoski K, Leslie WD, Frame H, et al. Recommendations for bone mineral density reporting "
    "in Canada. Can Assoc Radiol J. 2005;56(3):178-188 (CAROC system, first version).",
    url="https://pubmed.ncbi.nlm.nih.gov/16144280/")
LESLIE_2011 = Reference(
    "Leslie WD, Berger C, Langsetmo L, et al. Construction and validation of a simplified "
    "fracture risk assessment tool for Canadian women and men: results from the CaMos and "
    "Manitoba cohorts. Osteoporos Int. 2011;22(6):1873-1883 (CAROC basal risk tables).",
    doi="10.1007/s00198-010-1445-5")
OC_TABLES = Reference(
    "Osteoporosis Canada. 10-year risk assessment for women and men (CAROC basal risk tables, "
    "femoral neck T-score from the NHANES III white female reference), as reproduced by "
    "Osteoporosis Canada's BoneFit course.", url="https://bonefit.ca/topic/caroc/")
MDCALC = Reference("MDCalc. CAROC System: output recorded in MedMCP-Calc dev task "
                   "medmcp-calc_034_8254f7f5 (woman, 70, femoral neck T -2.7, fragility fracture "
                   "and glucocorticoids -> high).")

LOW, MODERATE, HIGH = "low", "moderate", "high"
# Basal risk by age group (50, 55, ..., 85+): (lower T-score limit of low risk: low if T above
# it; upper limit of high risk: high if T below it); moderate in between, both ends included.
WOMEN = ((-2.5, -3.8), (-2.5, -3.8), (-2.3, -3.7), (-1.9, -3.5), (-1.7, -3.2), (-1.2, -2.9),
         (-0.5, -2.6), (0.1, -2.2))
MEN = ((-2.5, -3.9), (-2.5, -3.9), (-2.5, -3.7), (-2.4, -3.7), (-2.3, -3.7), (-2.3, -3.8),
       (-2.1, -3.8), (-2.0, -3.8))


def _cut(age, table, which):
    out = table[-1][which]
    for i in range(len(table) - 2, -1, -1):  # age groups 50-54 ... 80-84; 85+ is the last row
        out = where(age < 55 + 5 * i, table[i][which], out)
    return out


def caroc(sex, age, femoral_neck_t_score, fragility_fracture, glucocorticoids,
          high_risk_fracture):
    male = sex == MALE
    low_above = where(male, _cut(age, MEN, 0), _cut(age, WOMEN, 0))
    high_below = where(male, _cut(age, MEN, 1), _cut(age, WOMEN, 1))
    t = femoral_neck_t_score
    basal = where(t > low_above, 0, where(t < high_below, 2, 1))
    raised = basal + where(fragility_fracture, 1, 0) + where(glucocorticoids, 1, 0)
    both = fragility_fracture & glucocorticoids
    level = where(both | high_risk_fracture, 2, where(raised > 2, 2, raised))
    return {"value": where(level == 0, LOW, where(level == 1, MODERATE, HIGH)),
            "basal_risk": where(basal == 0, LOW, where(basal == 1, MODERATE, HIGH)),
            "low_risk_above_t": low_above, "high_risk_below_t": high_below}


TEXT = {LOW: "low risk: 10-year major osteoporotic fracture risk < 10%",
        MODERATE: "moderate risk: 10-year major osteoporotic fracture risk 10-20%",
        HIGH: "high risk: 10-year major osteoporotic fracture risk > 20%"}


def interpret(value):
    return TEXT.get(value)


CALCULATOR = Calculator(
    id="caroc_system",
    name="Canadian Association of Radiologists and Osteoporosis Canada (CAROC) System",
    aliases=["CAROC", "CAROC system", "CAROC 10-year fracture risk"],
    specialty="endocrinology_metabolism",
    description="10-year absolute fracture risk category (low < 10%, moderate 10-20%, high "
                "> 20%) from sex, age and femoral neck T-score, raised one category by a "
                "fragility fracture after 40 or by prolonged glucocorticoids (both: high).",
    keywords=["osteoporosis", "fracture risk", "Osteoporosis Canada", "bone mineral density",
              "glucocorticoids", "fragility fracture", "10-year fracture risk Canada",
              "osteoporosis treatment decision", "fracture risk from bone density",
              "fracture risk with T-score", "osteoporotic fracture probability",
              "who needs osteoporosis medication"],
    features=[
        sex(labels=("Sex",)),
        age(range=(18.0, 120.0), labels=("Age, years (category)", "Age, years")),
        Quantity(name="femoral_neck_t_score", unit="1", units=("1",), range=(-8.0, 6.0),
                 description="Femoral neck T-score (NHANES III white female reference, also "
                             "for men)", labels=("Femoral neck T-score",)),
        Boolean(name="fragility_fracture", description="Fragility fracture after age 40",
                labels=("Fragility fractures after 40 years of age",),
                definition="fracture from a fall from standing height or less (not skull, "
                           "face, hands, feet, ankle)"),
        Boolean(name="glucocorticoids",
                description="Prolonged systemic glucocorticoid use: >= 3 months in the prior "
                            "year at a prednisone-equivalent dose >= 7.5 mg/day",
                labels=("Current systemic glucocorticoid therapy for more than 3 months",)),
        Boolean(name="high_risk_fracture", required=False, default=False,
                description="Fragility fracture of the hip or vertebra, or more than one "
                            "fragility fracture (high risk regardless of BMD; optional)"),
    ],
    preconditions=[Precondition(lambda age: age >= 50,
                                "CAROC applies from age 50 (tables start at 50)")],
    versions=[Version("caroc_2010", dt.date(2010, 11, 23), PAPAIOANNOU_2010, caroc,
                      notes="Basal risk tables by sex and age group (femoral neck T-score); "
                            "+1 category for fragility fracture after 40, +1 for prolonged "
                            "glucocorticoids, both -> high.")],
    output=Output(kind="category", description="10-year fracture risk category"),
    interpret=interpret,
    references=[PAPAIOANNOU_2010, LESLIE_2011, SIMINOSKI_2005, OC_TABLES, MDCALC],
    notes="CAROC as in the 2010 Osteoporosis Canada guideline (version 2, femoral neck T-score "
          "only). Basal risk tables (women / men), age group 50-54 read as 50, ..., 85 and over "
          "as 85: low if the T-score is above the first cut-off, high if below the second, "
          "moderate from one to the other inclusive (women 50: -2.5/-3.8, 55: -2.5/-3.8, 60: "
          "-2.3/-3.7, 65: -1.9/-3.5, 70: -1.7/-3.2, 75: -1.2/-2.9, 80: -0.5/-2.6, 85: "
          "+0.1/-2.2; men 50: -2.5/-3.9, 55: -2.5/-3.9, 60: -2.5/-3.7, 65: -2.4/-3.7, 70: "
          "-2.3/-3.7, 75: -2.3/-3.8, 80: -2.1/-3.8, 85: -2.0/-3.8). A fragility fracture after "
          "40 or prolonged glucocorticoid use raises the category by one; both together make "
          "it high regardless of BMD, as does (optional input) a hip or vertebral fragility "
          "fracture or more than one fragility fracture. The guideline also raises low to "
          "moderate when the lumbar spine or total hip T-score is <= -2.5 (not an input here). "
          "Under 50 the tables do not apply (not applicable).",
)
