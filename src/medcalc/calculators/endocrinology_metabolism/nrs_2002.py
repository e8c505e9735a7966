"""Nutritional Risk Screening 2002 (NRS-2002; Kondrup et al., Clin Nutr 2003): impaired
nutritional status (0-3) + severity of disease (0-3) + 1 if age >= 70; >= 3 = at nutritional
risk."""

import datetime as dt

from medcalc.core import (Calculator, Category, Choice, Output, Reference, Version, criterion,
                          from_category, points_total)
from medcalc.core.common import age

KONDRUP_2003 = Reference(
    "Kondrup J, Rasmussen HH, Hamberg O, Stanga Z; Ad Hoc ESPEN Working Group. Nutritional risk "
    "screening (NRS 2002): a new method based on an analysis of controlled clinical trials. "
    "Clin Nutr. 2003;22(3):321-336.", doi="10.1016/s0261-5614(02)00214-5",
    url="https://pubmed.ncbi.nlm.nih.gov/12765673/")
ESPEN_2003 = Reference(
    "Kondrup J, Allison SP, Elia M, Vellas B, Plauth M. ESPEN guidelines for nutrition screening "
    "2002. Clin Nutr. 2003;22(4):415-421.", doi="10.1016/s0261-5614(03)00098-0")
MDCALC = Reference("MDCalc. Nutrition Risk Screening 2002 (NRS-2002): output recorded in "
                   "MedMCP-Calc dev task medmcp-calc_024_7e6a53f9 (6, high risk).")

NUTRITION = Category(
    name="nutritional_status", description="Impaired nutritional status (the worst that applies)",
    labels=("Nutritional impairment", "Impaired nutritional status"), choices=(
        Choice("absent", "Absent: normal nutritional status", value=0,
               aliases=("None", "Normal nutritional status", "Absent")),
        Choice("mild", "Mild: weight loss > 5% in 3 months, or food intake 50-75% of "
               "requirement in the preceding week", value=1, aliases=("Mild",)),
        Choice("moderate", "Moderate: weight loss > 5% in 2 months, or BMI 18.5-20.5 with "
               "impaired general condition, or food intake 25-60% in the preceding week",
               value=2, aliases=("Moderate",)),
        Choice("severe", "Severe: weight loss > 5% in 1 month (> 15% in 3 months), or BMI < "
               "18.5 with impaired general condition, or food intake 0-25% in the preceding "
               "week", value=3,
               aliases=("Severe", "Severe: weight loss >5% in 1 month (>15% in 3 months) or "
                        "BMI <18.5 plus impaired general condition or food intake 0–25% of "
                        "normal in past week")),
    ))
SEVERITY = Category(
    name="disease_severity", description="Severity of disease (stress metabolism)",
    labels=("Severity of disease",), choices=(
        Choice("absent", "Absent: normal nutritional requirements", value=0,
               aliases=("None", "Absent", "Normal nutritional requirements")),
        Choice("mild", "Mild: hip fracture; chronic disease with acute complications "
               "(cirrhosis, COPD, chronic haemodialysis, diabetes, oncology)", value=1,
               aliases=("Mild", "Hip fracture, chronic patients with acute complications")),
        Choice("moderate", "Moderate: major abdominal surgery, stroke, severe pneumonia, "
               "haematological malignancy", value=2,
               aliases=("Moderate", "Major abdominal surgery, stroke, severe pneumonia, "
                        "hematologic malignancy")),
        Choice("severe", "Severe: head injury, bone marrow transplantation, intensive care "
               "(APACHE II > 10)", value=3,
               aliases=("Severe", "Head injury, bone marrow transplantation, ICU patients "
                        "(APACHE >10)")),
    ))
AGE = criterion("age_points", "Age >= 70 years", "age", ge=70, aliases=("Age",))
ITEMS = (from_category(NUTRITION, "Impaired nutritional status",
                       aliases=("Nutritional impairment",)),
         from_category(SEVERITY, "Severity of disease"), AGE)
nrs = points_total(ITEMS)


def interpret(score):
    if score >= 3:
        return ("NRS-2002 >= 3: at nutritional risk; start a nutritional care plan")
    return "NRS-2002 < 3: not at nutritional risk now; rescreen weekly while in hospital"


CALCULATOR = Calculator(
    id="nrs_2002",
    name="Nutrition Risk Screening 2002 (NRS-2002)",
    aliases=["NRS-2002", "NRS 2002", "Nutritional Risk Screening 2002",
             "Nutrition Risk Screening 2002", "营养风险筛查2002"],
    specialty="endocrinology_metabolism",
    description="ESPEN hospital nutrition screen: impaired nutritional status (0-3) + disease "
                "severity (0-3) + 1 for age >= 70; a total >= 3 means nutritional risk.",
    keywords=["malnutrition", "nutrition screening", "ESPEN", "hospital", "nutritional support",
              "hospital malnutrition screening", "who needs nutrition support",
              "inpatient nutritional risk", "undernutrition risk in hospitalized adults",
              "nutrition therapy indication", "nutritional risk with disease severity"],
    features=[NUTRITION, SEVERITY, age(range=(18.0, 120.0), labels=("Age",))],
    items=list(ITEMS),
    versions=[Version("kondrup_2003", dt.date(2003, 6, 1), KONDRUP_2003, nrs,
                      notes="Final screening: nutritional status 0-3 + severity 0-3 + age >= 70 "
                            "1; >= 3 at risk.")],
    output=Output(kind="integer", unit="points", range=(0, 7)),
    interpret=interpret,
    references=[KONDRUP_2003, ESPEN_2003, MDCALC],
    notes="The final screening of NRS-2002 (Kondrup 2003; ESPEN 2002 guideline): the worst "
          "applicable grade of impaired nutritional status and of disease severity (0 absent, 1 "
          "mild, 2 moderate, 3 severe, each as defined in the source, our wording) plus one "
          "point for age 70 or over; a total of 3 or more means the patient is at nutritional "
          "risk and a nutritional care plan is started, otherwise rescreen weekly. The initial "
          "screening questions (BMI < 20.5, weight loss within 3 months, reduced intake in the "
          "last week, severely ill) decide whether the final screening is done; they are not "
          "scored and not inputs here (MDCalc asks them as a gate).",
)
