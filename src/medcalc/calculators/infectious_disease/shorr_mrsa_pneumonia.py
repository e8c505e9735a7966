"""Shorr risk score for MRSA in patients admitted with pneumonia (Shorr et al., BMC Infect Dis
2013)."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Output,
    Reference,
    Version,
    criterion,
    either,
    points_total,
)
from medcalc.core.common import age

SHORR_2013 = Reference(
    "Shorr AF, Myers DE, Huang DB, Nathanson BH, Emons MF, Kollef MH. A risk score for "
    "identifying methicillin-resistant Staphylococcus aureus in patients presenting to the "
    "hospital with pneumonia. BMC Infect Dis. 2013;13:268 (Table 2).",
    doi="10.1186/1471-2334-13-268")
MDCALC = Reference("MDCalc. Shorr Score for MRSA Pneumonia.")

ITEMS = (
    either("age_extreme", "Age < 30 or > 79 years",
           (Condition("age", lt=30), Condition("age", gt=79)),
           aliases=("Age <30 or >79 years",)),
    criterion("recent_hospitalization", "Hospitalisation for >= 2 days within the last 90 days",
              points=2, aliases=("Recent hospitalization",)),
    criterion("nursing_home", "Nursing home, skilled nursing or long-term acute care exposure "
              "within the last 90 days", aliases=("Nursing home/SNF/LTAC exposure",)),
    criterion("prior_iv_antibiotics", "IV antibiotics within the last 30 days",
              aliases=("Prior IV antibiotic therapy",)),
    criterion("icu_admission", "ICU admission (on or before the index culture)", points=2,
              aliases=("ICU admission",)),
    criterion("cerebrovascular_disease", "Cerebrovascular disease before admission",
              aliases=("Cerebrovascular disease",)),
    criterion("dementia", "Dementia"),
    criterion("female_with_diabetes", "Female with diabetes mellitus", "female_diabetic",
              aliases=("Female with diabetes",)),
)
_total = points_total(ITEMS)


def shorr(age_extreme, recent_hospitalization, nursing_home, prior_iv_antibiotics,
          icu_admission, cerebrovascular_disease, dementia, female_with_diabetes):
    return _total(age_extreme=age_extreme, recent_hospitalization=recent_hospitalization,
                  nursing_home=nursing_home, prior_iv_antibiotics=prior_iv_antibiotics,
                  icu_admission=icu_admission, cerebrovascular_disease=cerebrovascular_disease,
                  dementia=dementia, female_with_diabetes=female_with_diabetes)


def interpret(score):
    if score <= 1:
        return ("low risk (0-1 points): MRSA prevalence < 10% in Shorr 2013; anti-MRSA therapy "
                "may be withheld")
    if score <= 5:
        return "medium risk (2-5 points) of MRSA pneumonia"
    return ("high risk (>= 6 points): MRSA prevalence > 30% in Shorr 2013; consider empiric "
            "anti-MRSA therapy")


CALCULATOR = Calculator(
    id="shorr_mrsa_pneumonia",
    name="Shorr Score for MRSA Pneumonia",
    aliases=["Shorr score", "MRSA pneumonia risk score", "Shorr MRSA risk score",
             "Shorr耐甲氧西林金葡菌肺炎评分"],
    specialty="infectious_disease",
    description=("Risk that pneumonia in a patient admitted to hospital is due to MRSA: eight "
                 "factors, 0-10 points; low 0-1, medium 2-5, high >= 6."),
    keywords=["MRSA", "pneumonia", "healthcare-associated pneumonia", "HCAP", "vancomycin",
              "linezolid", "antibiotic stewardship", "Staphylococcus aureus",
              "MRSA pneumonia risk on admission", "need for anti-MRSA antibiotic coverage",
              "should I add vancomycin for pneumonia",
              "staph aureus resistant pneumonia likelihood", "empiric MRSA coverage decision",
              "de-escalate vancomycin in pneumonia"],
    features=[
        age(),
        Boolean(name="recent_hospitalization",
                description="Hospitalised for >= 2 days within the last 90 days"),
        Boolean(name="nursing_home", description="Nursing home, skilled nursing facility or "
                                                 "long-term acute care within 90 days"),
        Boolean(name="prior_iv_antibiotics", description="IV antibiotics within the last 30 days"),
        Boolean(name="icu_admission", description="Admitted to the ICU (on or before the index "
                                                  "culture)"),
        Boolean(name="cerebrovascular_disease", description="Any cerebrovascular disease before "
                                                            "admission"),
        Boolean(name="dementia", description="Dementia"),
        Boolean(name="female_diabetic", description="Woman with diabetes mellitus",
                labels=("Female with diabetes",)),
    ],
    items=list(ITEMS),
    versions=[Version("shorr_2013", dt.date(2013, 6, 10), SHORR_2013, shorr,
                      notes="Recent hospitalisation 2, ICU admission 2; age < 30 or > 79, "
                            "nursing home/LTAC within 90 days, IV antibiotics within 30 days, "
                            "cerebrovascular disease, dementia, female with diabetes 1 each.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[SHORR_2013, MDCALC],
    notes=("Points from Shorr 2013 Table 2; risk groups low 0-1, medium 2-5, high >= 6 (MRSA "
           "< 10% at 0-1 and > 30% at >= 6 in the derivation cohort of 5,975 patients with "
           "culture-positive pneumonia). The 2019 ATS/IDSA CAP guideline notes no MRSA score has "
           "a positive predictive value high enough to decide empiric therapy alone. The "
           "female-with-diabetes point is answered directly (true only for a woman with "
           "diabetes). Publication date approximate (2013)."),
)
