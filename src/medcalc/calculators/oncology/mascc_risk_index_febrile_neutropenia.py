"""MASCC risk index: low-risk febrile neutropenia in adults with cancer
(Klastersky J et al., J Clin Oncol 2000)."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Category,
    Choice,
    Output,
    Reference,
    Version,
    criterion,
    from_category,
    points_total,
)
from medcalc.core.common import age, systolic_bp

KLASTERSKY_2000 = Reference(
    "Klastersky J, Paesmans M, Rubenstein EB, Boyer M, Elting L, Feld R, Gallagher J, Herrstedt "
    "J, Rapoport B, Rolston K, Talcott J. The Multinational Association for Supportive Care in "
    "Cancer risk index: a multinational scoring system for identifying low-risk febrile "
    "neutropenic cancer patients. J Clin Oncol. 2000;18(16):3038-3051 (Table 4: the index).",
    doi="10.1200/JCO.2000.18.16.3038", url="https://pubmed.ncbi.nlm.nih.gov/10944139/")
MDCALC = Reference("MDCalc. MASCC Risk Index for Febrile Neutropenia.",
                   url="https://www.mdcalc.com/calc/3913/mascc-risk-index-febrile-neutropenia")

BURDEN = Category(
    name="burden_of_illness", description="Burden of febrile neutropenia: symptoms at "
                                          "presentation, as judged by the clinician",
    labels=("Burden of illness", "burden_of_illness_symptom_severity",
            "Burden of febrile neutropenia"),
    choices=(Choice("none_or_mild", "No or mild symptoms", 5,
                    aliases=("none or mild", "no symptoms", "mild", "mild symptoms",
                             "no or mild")),
             Choice("moderate", "Moderate symptoms", 3, aliases=("moderate symptoms",)),
             Choice("severe", "Severe symptoms or moribund", 0,
                    aliases=("severe", "moribund", "severe symptoms"))))
CANCER = Category(
    name="cancer_type", description="Type of malignancy and history of fungal infection",
    labels=("Type of cancer", "type_of_cancer", "Cancer type"),
    choices=(Choice("solid", "Solid tumour", 4, aliases=("solid tumor", "solid")),
             Choice("hematologic_no_fungal", "Haematological malignancy, no previous fungal "
                                             "infection", 4,
                    aliases=("hematologic, no prior fungal infection",
                             "hematologic malignancy with no previous fungal infection",
                             "solid tumor or hematologic malignancy with no previous fungal "
                             "infection", "heme no prior fungal infection")),
             Choice("hematologic_prior_fungal", "Haematological malignancy with previous fungal "
                                                "infection", 0,
                    aliases=("hematologic, prior fungal infection",
                             "hematologic malignancy with previous fungal infection",
                             "hematologic with previous fungal infection"))))
ONSET = Category(
    name="onset_status", description="Where the patient was when the fever began",
    labels=("Status at onset of fever", "status_at_onset_of_fever"), absent="outpatient",
    choices=(Choice("outpatient", "Outpatient", 3, aliases=("outpatient status", "at home",
                                                            "ambulatory")),
             Choice("inpatient", "Inpatient", 0, aliases=("hospitalized", "in hospital",
                                                          "hospitalised"))))

ITEMS = (
    from_category(BURDEN, "Burden of illness", aliases=(
        "burden_of_illness_symptom_severity", "Burden of febrile neutropenia")),
    criterion("hypotension", "Hypotension (systolic BP <= 90 mmHg)", "systolic_bp", le=90,
              points=0, no_points=5, aliases=("hypotension_sbp_<90_mmHg",
                                              "Hypotension (SBP <90 mmHg)",
                                              "Hypotension, SBP <90 mmHg")),
    criterion("active_copd", "Active COPD", "copd", points=0, no_points=4, aliases=(
        "active_copd", "COPD", "Active chronic obstructive pulmonary disease")),
    from_category(CANCER, "Type of cancer", aliases=("type_of_cancer",)),
    criterion("dehydration", "Dehydration requiring IV fluids", points=0, no_points=3, aliases=(
        "dehydration_requiring_iv_fluids", "Dehydration requiring parenteral fluids")),
    from_category(ONSET, "Status at onset of fever", aliases=("status_at_onset_of_fever",
                                                               "Outpatient status")),
    criterion("age_under_60", "Age < 60 years", "age", lt=60, points=2, aliases=(
        "Age <60", "age_<60_years")),
)
mascc = points_total(ITEMS)


def interpret(score):
    if score >= 21:
        return ("low risk (MASCC >= 21): low risk of serious complications; candidate for oral "
                "and/or outpatient empirical antibiotics after oncology review")
    return ("high risk (MASCC < 21): not low risk; inpatient intravenous empirical antibiotics")


CALCULATOR = Calculator(
    id="mascc_risk_index_febrile_neutropenia",
    name="MASCC Risk Index for Febrile Neutropenia",
    aliases=["MASCC Risk Index for Febrile Neutropenia", "MASCC score", "MASCC risk index",
             "Multinational Association for Supportive Care in Cancer risk index"],
    specialty="oncology",
    description="Identifies adults with febrile neutropenia at low risk of serious "
                "complications (0-26 points; >= 21 low risk).",
    keywords=["febrile neutropenia", "neutropenic fever", "chemotherapy", "outpatient antibiotics",
              "supportive care", "MASCC", "low risk febrile neutropenia",
              "oral antibiotics at home for neutropenic fever",
              "outpatient management of febrile neutropenia", "fever in neutropenic patient risk",
              "serious complications in neutropenic fever", "early discharge febrile neutropenia"],
    features=[
        BURDEN,
        systolic_bp(description="Systolic blood pressure (5 points when > 90 mmHg)",
                    labels=("SBP",)),
        Boolean(name="copd", description="Active chronic obstructive pulmonary disease",
                absent=False),
        CANCER,
        Boolean(name="dehydration", description="Dehydration requiring intravenous fluids",
                absent=False),
        ONSET,
        age(description="Age (2 points when < 60 years)", labels=("age_years", "Age, years")),
    ],
    items=list(ITEMS),
    versions=[Version("klastersky_2000", dt.date(2000, 8, 15), KLASTERSKY_2000, mascc,
                      notes="Burden of illness: no or mild symptoms 5, moderate 3 (severe 0); "
                            "no hypotension (SBP > 90 mmHg) 5; no active COPD 4; solid tumour "
                            "or haematological malignancy without previous fungal infection 4; "
                            "no dehydration requiring IV fluids 3; outpatient at onset of fever "
                            "3; age < 60 years 2. Maximum 26; >= 21 low risk.")],
    output=Output(kind="integer", unit="points", range=(0, 26)),
    interpret=interpret,
    references=[KLASTERSKY_2000, MDCALC],
    notes="Points follow Klastersky 2000 Table 4. The hypotension item gives its 5 points for "
          "systolic BP > 90 mmHg, as the source words it ('no hypotension, systolic BP > 90'); "
          "MDCalc labels the question 'Hypotension (SBP < 90 mmHg)', so a systolic pressure of "
          "exactly 90 mmHg scores 0 here and 5 on MDCalc. Burden of illness is one question "
          "(the two published options, 5 or 3 points, are exclusive; severe symptoms or "
          "moribund scores 0). With "
          "missing='absent' an unmentioned adverse criterion (hypotension, COPD, dehydration; "
          "onset status is then outpatient) counts as absent and earns its points, as MDCalc's defaults do.",
)
