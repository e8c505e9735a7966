"""Grade of hyperglycaemia / diabetes mellitus as an immune-related adverse event of immune
checkpoint inhibitors (ASCO guideline, Schneider et al., J Clin Oncol 2021; CTCAE v5-based)."""

import datetime as dt

from medcalc.core import Band, Boolean, Calculator, Category, Choice, Output, Quantity, \
    Reference, Version, banded
from medcalc.core.analytes import GLUCOSE
from medcalc.core.vector import where
from medcalc.formulas.oncology_w3a import worst

SCHNEIDER_2021 = Reference(
    "Schneider BJ, Naidoo J, Santomasso BD, Lacchetti C, Adkins S, Anadkat M, et al. Management "
    "of immune-related adverse events in patients treated with immune checkpoint inhibitor "
    "therapy: ASCO guideline update. J Clin Oncol. 2021;39(36):4073-4126.",
    doi="10.1200/JCO.21.01440", url="https://pubmed.ncbi.nlm.nih.gov/34724392/")
CTCAE_5 = Reference(
    "National Cancer Institute. Common Terminology Criteria for Adverse Events (CTCAE) version "
    "5.0. US Department of Health and Human Services; 27 November 2017.",
    url="https://ctep.cancer.gov/protocoldevelopment/electronic_applications/ctc.htm")
MDCALC = Reference("MDCalc. Immune-Related Adverse Events for Endocrine Toxicities - Diabetes "
                   "Mellitus.")

G1 = ("Asymptomatic or mild symptoms; fasting glucose value >ULN-160 mg/dL (>ULN-8.9 "
      "mmol/L); no evidence of ketosis or laboratory evidence of T1DM")
G2 = ("Moderate symptoms, able to perform ADLs, fasting glucose value >160-250 mg/dL "
      "(>8.9-13.9 mmol/L), ketosis or evidence of T1DM at any glucose level")
G3 = ("Severe symptoms, medically significant or life-threatening consequences, unable to "
      "perform ADLs; fasting glucose value >250-500 mg/dL (>13.9-27.8 mmol/L)")
G4 = ("Severe symptoms, medically significant or life-threatening consequences, unable to "
      "perform ADLs; fasting glucose value >500 mg/dL (>27.8 mmol/L)")

GLUCOSE_GRADE = banded("glucose_grade", "Fasting glucose (ASCO 2021 grading)",
                       "fasting_glucose", (
    Band("G1", "> ULN to 160 mg/dL (> ULN to 8.9 mmol/L)", 1, le=160.0,
         aliases=(G1, "Grade 1", "1", "<=160 mg/dL")),
    Band("G2", "> 160 to 250 mg/dL (> 8.9 to 13.9 mmol/L)", 2, gt=160.0, le=250.0,
         aliases=(G2, "Grade 2", "2")),
    Band("G3", "> 250 to 500 mg/dL (> 13.9 to 27.8 mmol/L)", 3, gt=250.0, le=500.0,
         aliases=(G3, "Grade 3", "3")),
    Band("G4", "> 500 mg/dL (> 27.8 mmol/L)", 4, gt=500.0,
         aliases=(G4, "Grade 4", "4")),
), aliases=("Criteria", "Grade", "Hyperglycemia grade"))

SYMPTOMS = Category(
    name="symptoms", description="Symptoms of hyperglycaemia and their effect on daily life",
    labels=("Symptoms", "Symptom severity"), required=False, default=1,
    absent="none_or_mild",
    choices=(
        Choice("none_or_mild", "Asymptomatic or mild symptoms", 1, aliases=(
            "Asymptomatic", "Mild", "Mild symptoms", "None")),
        Choice("moderate", "Moderate symptoms, able to perform activities of daily living", 2,
               aliases=("Moderate", "Moderate symptoms", "Moderate symptoms, able to perform "
                        "ADLs", "Able to perform ADLs")),
        Choice("severe", "Severe symptoms, medically significant or life-threatening "
                         "consequences, unable to perform activities of daily living", 3,
               aliases=("Severe", "Severe symptoms", "Unable to perform ADLs")),
    ))
KETOSIS = Boolean(
    name="ketosis_or_t1dm",
    description="Ketosis or laboratory evidence of type 1 diabetes (e.g. ketonuria, DKA, "
                "positive islet autoantibodies, low C-peptide)",
    labels=("Ketosis or evidence of T1DM", "ketosis_or_T1DM_evidence", "Ketosis"),
    required=False, default=False, absent=False)


def irae_diabetes(glucose_grade, symptoms, ketosis_or_t1dm):
    grade = worst(glucose_grade, symptoms, where(ketosis_or_t1dm, 2, 1))
    return {"value": grade, "glucose_grade": glucose_grade}


MANAGEMENT = {
    1: "continue ICPi with close clinical follow-up and laboratory evaluation; check for "
       "new-onset T1DM if the history fits; may start oral therapy for new-onset type 2 "
       "diabetes",
    2: "may hold ICPi until glucose is controlled; titrate oral therapy or add insulin for "
       "worsening type 2 diabetes; start insulin and consult endocrinology if T1DM is suspected",
    3: "hold ICPi until glucose is controlled and symptoms are grade 0-1; start insulin; urgent "
       "endocrinology consult; admit if DKA or symptomatic",
    4: "hold ICPi until glucose is controlled and symptoms are grade 0-1; start insulin; urgent "
       "endocrinology consult; admit if DKA or symptomatic",
}


def interpret(value):
    return f"Hyperglycaemia grade G{value} (ASCO 2021): {MANAGEMENT[value]}"


CALCULATOR = Calculator(
    id="immune_related_adverse_events_endocrine_diabetes",
    name="Immune-Related Adverse Events for Endocrine Toxicities - Diabetes Mellitus",
    aliases=["irAE diabetes mellitus grading", "Checkpoint inhibitor diabetes grade",
             "ICPi-induced diabetes grading", "irAE hyperglycemia grade"],
    specialty="oncology",
    description="Grade G1-G4 of hyperglycaemia/diabetes during immune checkpoint inhibitor "
                "therapy (ASCO 2021): the worst of fasting glucose, symptoms and ketosis/type 1 "
                "diabetes evidence, with the guideline's management.",
    keywords=["immune checkpoint inhibitor", "irAE", "immunotherapy toxicity", "diabetes",
              "hyperglycemia", "type 1 diabetes", "DKA",
              "checkpoint inhibitor induced diabetes grade", "hyperglycemia on immunotherapy",
              "new diabetes after PD-1 inhibitor", "immunotherapy related DKA",
              "insulin deficiency on checkpoint inhibitors",
              "continue immunotherapy with high glucose"],
    features=[
        Quantity(name="fasting_glucose", description="Fasting plasma glucose", unit="mg/dL",
                 analyte=GLUCOSE, units=("mg/dL", "mmol/L"), range=(10.0, 3000.0),
                 labels=("Fasting glucose", "fasting_glucose_mg_dl", "Glucose")),
        SYMPTOMS, KETOSIS],
    items=[GLUCOSE_GRADE],
    versions=[Version("asco_2021", dt.date(2021, 11, 1), SCHNEIDER_2021, irae_diabetes,
                      notes="G1: asymptomatic/mild, fasting glucose > ULN-160 mg/dL, no ketosis; "
                            "G2: moderate symptoms able to do ADLs, > 160-250 mg/dL, or ketosis/"
                            "T1DM at any glucose; G3: severe symptoms unable to do ADLs, > "
                            "250-500 mg/dL; G4: > 500 mg/dL. Grade = worst of the three.")],
    output=Output(kind="integer", unit="grade", range=(1, 4)),
    interpret=interpret,
    references=[SCHNEIDER_2021, CTCAE_5, MDCALC],
    notes="Grades per the ASCO guideline (Schneider 2021, table for diabetes), which uses "
          "CTCAE-style definitions and is what MDCalc's page follows. The guideline's grade "
          "rows list symptoms and glucose together; here the grade is the worst of fasting "
          "glucose, symptom severity and ketosis/T1DM evidence (ketosis or T1DM makes at least "
          "G2), and MDCalc's single 'Criteria' answer is accepted as the glucose-grade band. "
          "Grade 1 presupposes a fasting glucose above the laboratory's upper limit of normal: "
          "a normal fasting glucose is not graded hyperglycaemia (the caller decides that). "
          "Management text is a summary of the guideline's recommendations.",
)
