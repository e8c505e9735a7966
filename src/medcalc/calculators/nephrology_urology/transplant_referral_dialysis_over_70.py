"""Guide transplant referral for incident dialysis patients over 70 (Dusseux et al., Kidney Int
2015): 3-year mortality points score from the French REIN registry; the lowest-risk group (0-6
points, about 70% alive at 3 years) identifies patients who could be evaluated for kidney
transplantation despite their age."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Category, Choice, Output, Precondition,
                          Quantity, Reference, Version, banded, criterion, from_category,
                          points_total)
from medcalc.core.common import age, sex

DUSSEUX_2015 = Reference(
    "Dusseux E, Albano L, Fafin C, Hourmant M, Guerin O, Couchoud C, Moranne O. A simple "
    "clinical tool to inform the decision-making process to refer elderly incident dialysis "
    "patients for kidney transplant evaluation. Kidney Int. 2015;88(1):121-129. PMID 25671769.",
    url="https://pubmed.ncbi.nlm.nih.gov/25671769/")
QXMD = Reference(
    "QxMD Calculate. Predicting 3 Year Survival for Incident Elderly ESRD Patients (Dusseux "
    "score; 14 questions).",
    url="https://qxmd.com/calculate/calculator_292/predicting-3-year-survival-for-incident-"
        "elderly-esrd-patients")
CHEN_2017 = Reference(
    "Chen LX, Josephson MA, Hedeker D, Campbell KH, Stankus N, Saunders MR. A clinical "
    "prediction score to guide referral of elderly dialysis patients for kidney transplant "
    "evaluation. Kidney Int Rep. 2017;2(4):645-653 (a different, USRDS-derived 5-year score; "
    "not implemented).", doi="10.1016/j.ekir.2017.02.014")

LOW_RISK_MAX = 6  # lowest-risk quintile of the validation cohort: 0-6 points

SEX = sex(labels=("Gender", "Sex", "Gender?"))
AGE = age(range=(18.0, 120.0), labels=("Age", "Age, years", "Age?"),
          description="Age at the start of dialysis (score developed in patients aged 70 or over)")
DIABETES = Boolean(name="diabetes", description="Diabetes", labels=("Diabetes", "Diabetes?"))
MODALITY = Category(
    name="dialysis_modality", description="First dialysis modality",
    labels=("Dialysis modality", "Dialysis type", "Modality of dialysis"), choices=(
        Choice("hemodialysis", "Intermittent haemodialysis",
               aliases=("Hemodialysis", "Haemodialysis", "Intermittent hemodialysis", "HD")),
        Choice("peritoneal", "Peritoneal dialysis", aliases=("PD", "Peritoneal")),
    ))
PVD = Boolean(name="pvd_stage_3_4",
              description="Peripheral vascular disease stage III-IV (rest pain or tissue loss)",
              labels=("Peripheral vascular disease stage III-IV",
                      "Peripheral vascular disease stage III or IV",
                      "Peripheral vascular disease"))
CHF = Category(
    name="heart_failure", description="Congestive heart failure, by NYHA stage",
    labels=("Congestive heart failure", "Heart failure", "CHF"), choices=(
        Choice("none", "No congestive heart failure", value=0, aliases=("No", "None", "Absent")),
        Choice("stage_1_2", "Congestive heart failure stage I-II", value=2,
               aliases=("Stage I-II", "NYHA I-II", "Stage I or II", "I-II")),
        Choice("stage_3_4", "Congestive heart failure stage III-IV", value=4,
               aliases=("Stage III-IV", "NYHA III-IV", "Stage III or IV", "III-IV")),
    ), absent="none")
DYSRHYTHMIA = Boolean(name="dysrhythmia", description="Dysrhythmia",
                      labels=("Dysrhythmia", "Arrhythmia", "Cardiac arrhythmia"))
RESPIRATORY = Boolean(name="chronic_respiratory_disease", description="Chronic respiratory disease",
                      labels=("Chronic respiratory disease", "Chronic lung disease"))
MALIGNANCY = Boolean(name="active_malignancy", description="Active malignancy",
                     labels=("Active malignancy", "Active cancer"))
BEHAVIOUR = Boolean(name="severe_behavioral_disorder", description="Severe behavioural disorder",
                    labels=("Severe behavioral disorder", "Severe behavioural disorder"))
CVD = Boolean(name="cardiovascular_disease",
              description="Cardiovascular disease (as named in the source abstract; see notes)",
              labels=("Cardiovascular disease",))
MOBILITY = Category(
    name="mobility", description="Mobility at the start of dialysis",
    labels=("Mobility", "Mobility status"), choices=(
        Choice("independent", "Walks without help", value=0,
               aliases=("Independent", "Autonomous", "Walks without assistance", "Ambulatory")),
        Choice("needs_assistance", "Needs assistance for transfers", value=4,
               aliases=("Needs assistance", "Needs help for transfers",
                        "Requires assistance with transfers")),
        Choice("totally_dependent", "Totally dependent for transfers", value=9,
               aliases=("Totally dependent", "Total dependence", "Bedridden")),
    ), absent="independent")
BMI = Quantity(name="bmi", unit="kg/m2", units=("kg/m2",), range=(8.0, 100.0),
               labels=("BMI", "Body mass index", "Body mass index (BMI)"),
               description="Body mass index")
CATHETER = Boolean(name="temporary_catheter",
                   description="First dialysis through a temporary central venous catheter",
                   labels=("Temporary central vascular catheter",
                           "Temporary central venous catheter", "Temporary catheter"))

ITEMS = (
    criterion("male", "Male", "sex", choices=("male",), aliases=("Gender",), absent=None),
    banded("age_points", "Age", "age", (
        Band("70_74", "70 to < 75 years", 0, lt=75, aliases=("70-75", "70-74", "< 75")),
        Band("75_79", "75 to < 80 years", 2, ge=75, lt=80, aliases=("75-80", "75-79")),
        Band("80_84", "80 to < 85 years", 5, ge=80, lt=85, aliases=("80-85", "80-84")),
        Band("ge85", "85 years and over", 9, ge=85, aliases=(">= 85", "85 and over", "≥85")),
    ), aliases=("Age group", "Age category")),
    criterion("diabetes_points", "Diabetes", "diabetes", points=2),
    criterion("hemodialysis", "Intermittent haemodialysis", "dialysis_modality",
              choices=("hemodialysis",), points=2, aliases=("Dialysis modality",),
              absent=None),
    criterion("pvd_points", "Peripheral vascular disease stage III-IV", "pvd_stage_3_4",
              points=5),
    from_category(CHF, "Congestive heart failure"),
    criterion("dysrhythmia_points", "Dysrhythmia", "dysrhythmia", points=2),
    criterion("respiratory_points", "Chronic respiratory disease",
              "chronic_respiratory_disease", points=2),
    criterion("malignancy_points", "Active malignancy", "active_malignancy", points=5),
    criterion("behaviour_points", "Severe behavioural disorder", "severe_behavioral_disorder",
              points=6),
    criterion("cvd_points", "Cardiovascular disease", "cardiovascular_disease", points=1),
    from_category(MOBILITY, "Mobility"),
    banded("bmi_points", "Body mass index", "bmi", (
        Band("lt21", "BMI < 21 kg/m2", 3, lt=21, aliases=("< 21", "<21")),
        Band("21_25", "BMI 21 to < 25 kg/m2", 1, ge=21, lt=25, aliases=("21-25",)),
        Band("ge25", "BMI >= 25 kg/m2", 0, ge=25, aliases=(">= 25", "> 25", ">25")),
    ), aliases=("BMI category",)),
    criterion("catheter_points", "Temporary central vascular catheter", "temporary_catheter",
              points=3),
)
dusseux = points_total(ITEMS)


def interpret(score):
    if score <= LOW_RISK_MAX:
        return ("0-6 points: lowest-risk group (lowest quintile; about 70% alive at 3 years in "
                "the Dusseux 2015 validation cohort): despite age, consider referral for kidney "
                "transplant evaluation")
    return ("7 points or more: higher-risk quintiles (lower 3-year survival than the 0-6 group); "
            "the score does not by itself exclude transplant evaluation")


CALCULATOR = Calculator(
    id="transplant_referral_dialysis_over_70",
    name="Guide Transplant Referral for Incident Dialysis Patients Over 70",
    aliases=["Dusseux score", "Predicting 3 Year Survival for Incident Elderly ESRD Patients",
             "Transplant referral score for elderly incident dialysis patients",
             "REIN elderly transplant referral score"],
    specialty="nephrology_urology",
    description=("Points score (0-54) for 3-year mortality of patients aged 70 or over starting "
                 "dialysis (French REIN registry); 0-6 points marks the lowest-risk fifth, about "
                 "70% alive at 3 years, who could be evaluated for kidney transplantation."),
    keywords=["kidney transplant", "transplant referral", "elderly", "incident dialysis", "ESRD",
              "ESKD", "3-year survival", "REIN registry",
              "refer elderly dialysis patient for transplant",
              "kidney transplant candidacy over 70", "3 year survival on dialysis in elderly",
              "older patient starting dialysis prognosis", "transplant evaluation in elderly ESRD",
              "life expectancy on dialysis after 70"],
    features=[SEX, AGE, DIABETES, MODALITY, PVD, CHF, DYSRHYTHMIA, RESPIRATORY, MALIGNANCY,
              BEHAVIOUR, CVD, MOBILITY, BMI, CATHETER],
    items=list(ITEMS),
    preconditions=[Precondition(lambda age: age >= 70,
                                "Developed in incident dialysis patients aged 70 or over")],
    versions=[Version("dusseux_2015", dt.date(2015, 7, 1), DUSSEUX_2015, dusseux,
                      notes="Kidney Int July 2015 issue (day not established). Points: male 1; "
                            "age 75-80 2, 80-85 5, >= 85 9; diabetes 2; intermittent "
                            "haemodialysis 2; PVD III-IV 5; CHF I-II 2, III-IV 4; dysrhythmia 2; "
                            "chronic respiratory disease 2; active malignancy 5; severe "
                            "behavioural disorder 6; cardiovascular disease 1; transfers with "
                            "assistance 4, totally dependent 9; BMI 21-25 1, < 21 3; temporary "
                            "central catheter 3. Lowest-risk quintile 0-6.")],
    output=Output(kind="integer", unit="points", range=(0, 54)),
    interpret=interpret,
    references=[DUSSEUX_2015, QXMD, CHEN_2017],
    notes=(
        "Implemented from the published abstract of Dusseux 2015 (PubMed 25671769), which lists "
        "every item and its points; the full text could not be read. Band edges: the abstract "
        "prints age bands '75-80', '80-85', '85 and over' and BMI bands '21-25', '< 21'; since "
        "80 and 85 cannot belong to two bands, each band is read as lower bound included, upper "
        "bound excluded (age 80 scores 5, age 85 scores 9, BMI 25 scores 0, BMI 21 scores 1). "
        "The abstract names one item 'cardiovascular disease (1 pt)' without defining it; it is "
        "asked as written. A 2025 Nefrologia letter reproducing the score lists 'ischemic heart "
        "disease (2 pts)' where the abstract has 'intermittent hemodialysis (2 pts)'; the "
        "abstract is followed. Interpretation: the abstract reports only the lowest-risk "
        "quintile (0-6 points, about 70% alive at 3 years, about 20% of incident patients); "
        "survival in the other quintiles is not given there. Which published score the "
        "calculator name refers to is not certain: the name follows Dusseux's wording "
        "(incident dialysis patients over 70); Chen 2017 (USRDS, 5-year mortality) is a "
        "different score and is not implemented. With missing='absent' an unmentioned "
        "condition counts as absent (no heart failure, walks without help); age, sex, dialysis "
        "modality and BMI must be given. No MedMCP-Calc dev answer exists for this "
        "calculator."),
)
