"""Hematopoietic Cell Transplantation-specific Comorbidity Index (HCT-CI; Sorror et al., Blood
2005): weighted comorbidities before allogeneic transplantation."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, \
    from_category, points_total

SORROR_2005 = Reference(
    "Sorror ML, Maris MB, Storb R, Baron F, Sandmaier BM, Maloney DG, Storer B. "
    "Hematopoietic cell transplantation (HCT)-specific comorbidity index: a new tool for risk "
    "assessment before allogeneic HCT. Blood. 2005;106(8):2912-2919.",
    doi="10.1182/blood-2005-05-2004", url="https://pubmed.ncbi.nlm.nih.gov/15994282/")
MDCALC = Reference("MDCalc. Hematopoietic Cell Transplantation-specific Comorbidity Index "
                   "(HCT-CI).")

NO_WORDS = ("no", "none", "absent", "not present")
YES_WORDS = ("yes", "present")


def _condition(name, label, points, definition, yes_aliases=(), no_aliases=(), labels=()):
    """A comorbidity present (its weight) or not (0)."""
    return Category(
        name=name, description=label, definition=definition,
        labels=(label, *labels), required=True, absent="none",
        choices=(Choice("none", "Not present", 0, aliases=NO_WORDS + tuple(no_aliases)),
                 Choice("present", definition, points,
                        aliases=YES_WORDS + tuple(yes_aliases))))


def _graded(name, label, mild_points, severe_points, mild, severe, mild_aliases=(),
            severe_aliases=(), no_aliases=(), labels=()):
    return Category(
        name=name, description=label, definition=f"Mild/moderate: {mild}. Severe: {severe}.",
        labels=(label, *labels), required=True, absent="none",
        choices=(Choice("none", "Not present", 0, aliases=NO_WORDS + tuple(no_aliases)),
                 Choice("moderate", mild, mild_points, aliases=tuple(mild_aliases)),
                 Choice("severe", severe, severe_points, aliases=tuple(severe_aliases))))


CONDITIONS = (
    _condition("arrhythmia", "Arrhythmia", 1, "Atrial fibrillation or flutter, sick sinus "
               "syndrome, or ventricular arrhythmia (any history)",
               labels=("History of arrhythmia", "history_of_arrhythmia")),
    _condition("cardiac", "Cardiac disease", 1, "Coronary artery disease, congestive heart "
               "failure, myocardial infarction, or ejection fraction <= 50%",
               labels=("cardiac_disease", "Cardiac")),
    _condition("inflammatory_bowel_disease", "Inflammatory bowel disease", 1,
               "Crohn's disease or ulcerative colitis"),
    _condition("diabetes", "Diabetes", 1, "Diabetes treated with insulin or oral "
               "hypoglycaemics (not diet alone)",
               yes_aliases=("Treated with oral hypoglycemics", "Treated with insulin",
                            "Requiring insulin or oral hypoglycemics",
                            "Treated with insulin or oral hypoglycemics"),
               no_aliases=("Diet controlled", "Diet alone")),
    _condition("cerebrovascular", "Cerebrovascular disease", 1, "Transient ischaemic attack or "
               "stroke", labels=("cerebrovascular_disease",)),
    _condition("psychiatric", "Psychiatric disturbance", 1, "Depression or anxiety requiring "
               "psychiatric consultation or treatment",
               labels=("psychiatric_disturbance",)),
    _condition("obesity", "Obesity", 1, "Body mass index > 35 kg/m2",
               labels=("Obesity (BMI >35 kg/m2)", "obesity_bmi_≥35_kg/m2",
                       "Obesity (BMI ≥35 kg/m2)")),
    _condition("infection", "Infection", 1, "Infection requiring antimicrobial treatment "
               "continued after day 0",
               labels=("infection_requiring_continuation_of_abx_after_day_0",
                       "Infection requiring continuation of antimicrobial treatment after day 0")),
    _condition("rheumatologic", "Rheumatologic disease", 2, "SLE, rheumatoid arthritis, "
               "polymyositis, mixed connective tissue disease or polymyalgia rheumatica",
               labels=("rheumatologic_disease", "Rheumatologic")),
    _condition("peptic_ulcer", "Peptic ulcer", 2, "Peptic ulcer requiring treatment",
               labels=("peptic_ulcer_requiring_treatment", "Peptic ulcer requiring treatment")),
    _condition("renal", "Renal dysfunction (moderate/severe)", 2, "Serum creatinine > 2 mg/dL, "
               "on dialysis, or prior renal transplantation",
               labels=("Renal dysfunction", "renal_dysfunction", "Renal")),
    _condition("prior_solid_tumor", "Prior solid tumour", 3, "Solid tumour treated at any time "
               "in the past, excluding non-melanoma skin cancer",
               labels=("Prior solid tumor", "prior_solid_tumor")),
    _condition("heart_valve_disease", "Heart valve disease", 3, "Heart valve disease except "
               "mitral valve prolapse", labels=("heart_valve_disease",)),
    _graded("pulmonary", "Pulmonary dysfunction", 2, 3,
            "moderate: DLco and/or FEV1 66-80%, or dyspnoea on slight activity",
            "severe: DLco and/or FEV1 <= 65%, dyspnoea at rest, or oxygen requirement",
            mild_aliases=("Moderate", "Moderate (FEV1/DLco 66-80% or dyspnea on slight "
                          "activity)"),
            severe_aliases=("Severe", "Severe (FEV1/DLco ≤65% or dyspnea at rest or requiring "
                            "oxygen)"),
            no_aliases=("None or mild", "Mild"),
            labels=("pulmonary_dysfunction",)),
    _graded("hepatic", "Hepatic dysfunction", 1, 3,
            "mild: chronic hepatitis, bilirubin > ULN to 1.5 x ULN, or AST/ALT > ULN to 2.5 x "
            "ULN", "moderate/severe: cirrhosis, bilirubin > 1.5 x ULN, or AST/ALT > 2.5 x ULN",
            mild_aliases=("Mild", "Mild (chronic hepatitis, bilirubin >ULN to 1.5x ULN, or "
                          "AST/ALT >ULN to 2.5x ULN)"),
            severe_aliases=("Moderate/severe", "Moderate or severe", "Moderate/severe "
                            "(liver cirrhosis, bilirubin >1.5x ULN, or AST/ALT >2.5x ULN)"),
            labels=("hepatic_dysfunction",)),
)
ITEMS = tuple(from_category(c, f"{c.description}: HCT-CI points") for c in CONDITIONS)
hct_ci = points_total(ITEMS)


def interpret(score):
    if score == 0:
        return ("low risk (HCT-CI 0): 2-year non-relapse mortality 14%, overall survival 71% "
                "after allogeneic HCT in Sorror 2005")
    if score <= 2:
        return ("intermediate risk (HCT-CI 1-2): 2-year non-relapse mortality 21%, overall "
                "survival 60% in Sorror 2005")
    return ("high risk (HCT-CI >= 3): 2-year non-relapse mortality 41%, overall survival 34% in "
            "Sorror 2005")


CALCULATOR = Calculator(
    id="hct_ci",
    name="Hematopoietic Cell Transplantation-specific Comorbidity Index (HCT-CI)",
    aliases=["HCT-CI", "HCT comorbidity index", "Sorror comorbidity index",
             "Hematopoietic cell transplantation comorbidity index"],
    specialty="oncology",
    description="Weighted comorbidity score (0-26) before hematopoietic cell transplantation "
                "and its risk group for non-relapse mortality.",
    keywords=["stem cell transplant", "bone marrow transplant", "HCT", "comorbidity",
              "non-relapse mortality", "allogeneic transplant",
              "comorbidity burden before stem cell transplant",
              "non relapse mortality after transplant", "fitness for bone marrow transplant",
              "transplant related mortality risk", "comorbidities before allogeneic transplant",
              "candidacy for hematopoietic transplant"],
    features=list(CONDITIONS),
    items=list(ITEMS),
    versions=[Version("sorror_2005", dt.date(2005, 10, 15), SORROR_2005, hct_ci,
                      notes="1 point: arrhythmia, cardiac disease, IBD, diabetes, "
                            "cerebrovascular disease, psychiatric disturbance, mild hepatic "
                            "dysfunction, obesity, infection; 2: rheumatologic, peptic ulcer, "
                            "moderate/severe renal, moderate pulmonary; 3: prior solid tumour, "
                            "heart valve disease, severe pulmonary, moderate/severe hepatic. "
                            "0 low, 1-2 intermediate, >= 3 high risk.")],
    output=Output(kind="integer", unit="points", range=(0, 26)),
    interpret=interpret,
    references=[SORROR_2005, MDCALC],
    notes="Weights and definitions as in Sorror 2005 (Table 2), derived for allogeneic HCT; "
          "the survival figures in the interpretation are Sorror 2005's 2-year outcomes. "
          "MDCalc also reports outcomes by transplant type (e.g. autologous), which do not "
          "change the score. Obesity is BMI > 35 kg/m2 in Sorror 2005 (some forms print >= "
          "35). Under missing='absent' an unmentioned comorbidity counts as not present.",
)
