"""Cancer and Aging Research Group chemotherapy toxicity tool (CARG-TT; Hurria et al., J Clin
Oncol 2011): risk of grade 3-5 chemotherapy toxicity in adults aged 65 and over."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Count, Derivation, Output, \
    Quantity, Reference, Version, criterion, points_total
from medcalc.core.common import age, hemoglobin, sex
from medcalc.core.vector import where

HURRIA_2011 = Reference(
    "Hurria A, Togawa K, Mohile SG, Owusu C, Klepin HD, Gross CP, Lichtman SM, Gajra A, "
    "Bhatia S, Katheria V, Klapper S, Hansen K, Ramani R, Lachs M, Wong FL, Tew WP. Predicting "
    "chemotherapy toxicity in older adults with cancer: a prospective multicenter study. J Clin "
    "Oncol. 2011;29(25):3457-3465.", doi="10.1200/JCO.2011.34.7625",
    url="https://pubmed.ncbi.nlm.nih.gov/21810685/")
HURRIA_2016 = Reference(
    "Hurria A, Mohile S, Gajra A, et al. Validation of a prediction tool for chemotherapy "
    "toxicity in older adults with cancer. J Clin Oncol. 2016;34(20):2366-2371.",
    doi="10.1200/JCO.2015.65.4327")
MDCALC = Reference("MDCalc. Cancer and Aging Research Group Chemotherapy Toxicity Tool "
                   "(CARG-TT).")


def _low_hemoglobin(hemoglobin, sex):
    return where(sex == "male", hemoglobin < 11.0, hemoglobin < 10.0)


LOW_HB = Derivation("low_hemoglobin", (hemoglobin(), sex()), _low_hemoglobin,
                    "hemoglobin < 11 g/dL in men, < 10 g/dL in women")

CANCER = Category(name="cancer_type", description="Cancer type",
                  labels=("Cancer type", "Type of cancer"), choices=(
    Choice("gi", "Gastrointestinal", aliases=("GI", "Gastrointestinal cancer")),
    Choice("gu", "Genitourinary", aliases=("GU", "Genitourinary cancer")),
    Choice("other", "Other", aliases=("Other cancer",)),
))
DOSE = Category(name="chemotherapy_dose", description="First chemotherapy dose",
                labels=("First chemotherapy dose", "first_chemotherapy_dose",
                        "Chemotherapy dosing", "Chemotherapy dose"), choices=(
    Choice("standard", "Standard dose", aliases=("Standard",)),
    Choice("reduced", "Dose reduced (at the first cycle)", aliases=(
        "Dose reduced", "Reduced dose", "Reduced")),
))
HEARING = Category(name="hearing", description="Hearing (with a hearing aid, if used)",
                   labels=("Hearing", "Hearing, with a hearing aid if needed"), choices=(
    Choice("excellent", "Excellent"), Choice("very_good", "Very good"), Choice("good", "Good"),
    Choice("fair", "Fair"), Choice("poor", "Poor"),
    Choice("totally_deaf", "Totally deaf", aliases=("Deaf",)),
))

ITEMS = (
    criterion("age_72_or_older", "Age >= 72 years", "age", ge=72, points=2,
              aliases=("Age ≥72 years",)),
    criterion("gi_gu_cancer", "Cancer type GI or GU", "cancer_type", choices=("gi", "gu"),
              points=2, aliases=("GI or GU cancer",)),
    criterion("standard_dose", "Chemotherapy dosing: standard dose", "chemotherapy_dose",
              choices=("standard",), points=2),
    criterion("polychemotherapy", "Number of chemotherapy drugs: polychemotherapy",
              "chemotherapy_drugs", gt=1, points=2,
              aliases=("Number of chemotherapy drugs", "number_of_chemotherapy_drugs"),
              yes_aliases=("Polychemotherapy", ">1 drug", "Combination"),
              no_aliases=("Monochemotherapy", "1 drug", "Single agent")),
    criterion("anemia", "Hemoglobin < 11 g/dL (male) or < 10 g/dL (female)", "low_hemoglobin",
              points=3,
              aliases=("Hemoglobin, g/dL", "Hemoglobin category", "Hemoglobin (category)"),
              yes_aliases=("<11 g/dL (male) or <10 g/dL (female)", "<11 (male) or <10 (female)",
                           "Male <11 or female <10"),
              no_aliases=("≥11 g/dL", "≥11 g/dL (male) or ≥10 g/dL (female)",
                          "≥11 (male) or ≥10 (female)", "Male ≥11 or female ≥10")),
    criterion("low_crcl", "Creatinine clearance < 34 mL/min (Jelliffe, ideal weight)",
              "creatinine_clearance", lt=34, points=3,
              aliases=("Creatinine clearance <34 mL/min",)),
    criterion("hearing_fair_or_worse", "Hearing fair or worse", "hearing",
              choices=("fair", "poor", "totally_deaf"), points=2),
    criterion("fall", ">= 1 fall in the last 6 months", "falls", ge=1, points=3,
              aliases=("Number of falls in last 6 months", "Falls in the last 6 months"),
              yes_aliases=("1 or more", "≥1", "One or more"), no_aliases=("None", "0")),
    criterion("walking_limited", "Limited in walking one block", "walking_limited", points=2,
              aliases=("Walking 1 block", "walking_ability_within_one_block",
                       "Walking one block", "Limited in walking 1 block"),
              yes_aliases=("Limited", "Somewhat limited", "Limited a lot", "Limited a little"),
              no_aliases=("Not limited", "Not limited at all")),
    criterion("medication_help", "Needs help taking medications", "needs_help_medications",
              points=1,
              aliases=("Taking medications", "needs_help_taking_medications",
                       "Needs help taking medications"),
              yes_aliases=("With some help", "Needs some help", "Unable",
                           "Completely unable"),
              no_aliases=("Without help", "Independent")),
    criterion("social_decreased", "Social activities decreased by physical or emotional health",
              "social_activity_decreased", points=1,
              aliases=("social_activity_decreased_due_to_health",
                       "Decreased social activities", "Social activities limited"),
              yes_aliases=("Limited some of the time", "Most of the time", "All of the time",
                           "Decreased"),
              no_aliases=("None of the time", "A little of the time", "Not decreased")),
)
carg_tt = points_total(ITEMS)


def interpret(score):
    if score <= 5:
        return "low risk (CARG-TT 0-5): grade 3-5 chemotherapy toxicity 30% in Hurria 2011"
    if score <= 9:
        return "intermediate risk (CARG-TT 6-9): grade 3-5 toxicity 52% in Hurria 2011"
    return "high risk (CARG-TT >= 10): grade 3-5 toxicity 83% in Hurria 2011"


CALCULATOR = Calculator(
    id="carg_tt",
    name="Cancer and Aging Research Group Chemotherapy Toxicity Tool (CARG-TT)",
    aliases=["CARG-TT", "CARG toxicity score", "CARG chemotherapy toxicity tool",
             "Hurria chemotherapy toxicity score"],
    specialty="oncology",
    description="Risk of grade 3-5 chemotherapy toxicity in adults >= 65 years (0-23 points "
                "from age, cancer type, dosing, number of drugs, hemoglobin, creatinine "
                "clearance, hearing, falls, walking, medication help and social activity).",
    keywords=["geriatric oncology", "chemotherapy toxicity", "older adults", "CARG",
              "geriatric assessment", "frailty", "chemotherapy toxicity risk in older adults",
              "severe side effects of chemotherapy in elderly",
              "is older patient fit for chemotherapy", "geriatric chemotherapy risk",
              "predict grade 3 or worse toxicity", "frailty and chemotherapy tolerance",
              "older cancer patient treatment tolerance"],
    features=[
        age(description="Age (criterion: >= 72 years)"),
        sex(labels=("Gender",)),
        CANCER, DOSE,
        Count(name="chemotherapy_drugs", description="Number of chemotherapy drugs in the "
                                                     "regimen", range=(1, 10)),
        Boolean(name="low_hemoglobin", description="Hemoglobin < 11 g/dL (male) or < 10 g/dL "
                                                   "(female); or give hemoglobin and sex"),
        Quantity(name="creatinine_clearance", description="Creatinine clearance by Jelliffe "
                                                          "with ideal body weight",
                 unit="mL/min", units=("mL/min",), range=(1.0, 250.0),
                 labels=("Creatinine clearance", "creatinine_clearance_ml/min", "CrCl")),
        HEARING,
        Count(name="falls", description="Number of falls in the last 6 months", range=(0, 100),
              labels=("number_of_falls_in_past_6_months", "Falls")),
        Boolean(name="walking_limited", description="Somewhat or very limited in walking one "
                                                    "block"),
        Boolean(name="needs_help_medications", description="Needs some help with, or is "
                                                           "unable to take, own medications"),
        Boolean(name="social_activity_decreased",
                description="Physical or emotional health limited social activities some, "
                            "most or all of the time in the last 4 weeks"),
    ],
    derived=[LOW_HB],
    items=list(ITEMS),
    versions=[Version("hurria_2011", dt.date(2011, 9, 1), HURRIA_2011, carg_tt,
                      notes="2 points: age >= 72, GI/GU cancer, standard dose, polychemotherapy, "
                            "hearing fair or worse, limited in walking one block; 3 points: Hb "
                            "< 11 (men) / < 10 (women) g/dL, CrCl < 34 mL/min, >= 1 fall in 6 "
                            "months; 1 point: needs help with medications, decreased social "
                            "activity. 0-5 low, 6-9 intermediate, >= 10 high.")],
    output=Output(kind="integer", unit="points", range=(0, 23)),
    interpret=interpret,
    references=[HURRIA_2011, HURRIA_2016, MDCALC],
    notes="Weights and risk groups as published by Hurria 2011 (validated by Hurria 2016); "
          "MDCalc uses the same. Creatinine clearance is the Jelliffe estimate with ideal "
          "body weight in the source; give the clearance (no estimate is made here). "
          "Hemoglobin may be given as the value with sex, or as the yes/no criterion. "
          "Developed in patients aged >= 65 starting chemotherapy.",
)
