"""Cytokine release syndrome (CRS) grading after T-cell-engaging therapies (Lee et al., Blood
2014), with the management the grade and comorbidity status call for."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Reference, Variant, \
    Version
from medcalc.core.vector import where
from medcalc.formulas.cmedcalc import pick
from medcalc.formulas.oncology_w3a import worst

LEE_2014 = Reference(
    "Lee DW, Gardner R, Porter DL, Louis CU, Ahmed N, Jensen M, Grupp SA, Mackall CL. Current "
    "concepts in the diagnosis and management of cytokine release syndrome. Blood. "
    "2014;124(2):188-195.", doi="10.1182/blood-2014-05-552729",
    url="https://pubmed.ncbi.nlm.nih.gov/24876563/")
LEE_2019 = Reference(
    "Lee DW, Santomasso BD, Locke FL, et al. ASTCT consensus grading for cytokine release "
    "syndrome and neurologic toxicity associated with immune effector cells. Biol Blood Marrow "
    "Transplant. 2019;25(4):625-638.", doi="10.1016/j.bbmt.2018.12.758")
MDCALC = Reference("MDCalc. Cytokine Release Syndrome (CRS) Grading.")

TOXICITY = Category(
    name="toxicity", description="Most severe CRS finding (Lee 2014 grading table)",
    labels=("Toxicity", "CRS toxicity", "Symptoms"),
    choices=(
        Choice("mild", "Not life-threatening, symptomatic treatment only (fever, nausea, "
                       "fatigue, headache, myalgias, malaise)", 1,
               aliases=("Grade 1", "1", "Symptoms not life threatening and require symptomatic "
                        "treatment only",
                        "Symptoms are not life threatening and require symptomatic treatment "
                        "only, e.g. fever, nausea, fatigue, headache, myalgias, malaise")),
        Choice("moderate", "Requires and responds to moderate intervention: oxygen < 40%, "
                           "hypotension responsive to fluids or a low dose of one vasopressor, "
                           "or grade 2 organ toxicity", 2,
               aliases=("Grade 2", "2",
                        "Moderate intervention required for response: oxygen requirement "
                        "<40%, hypotension responsive to fluids, low dose of one pressor, or "
                        "grade 2 organ toxicity",
                        "Symptoms require and respond to moderate intervention")),
        Choice("severe", "Requires and responds to aggressive intervention: oxygen >= 40%, "
                         "hypotension needing high-dose or multiple vasopressors, grade 3 organ "
                         "toxicity or grade 4 transaminitis", 3,
               aliases=("Grade 3", "3",
                        "Aggressive intervention required for response: oxygen requirement "
                        "≥40%, hypotension requiring high dose or multiple pressors, grade 3 "
                        "organ toxicity, or grade 4 transaminitis",
                        "Symptoms require and respond to aggressive intervention")),
        Choice("life_threatening", "Life-threatening: ventilator support or grade 4 organ "
                                   "toxicity (excluding transaminitis)", 4,
               aliases=("Grade 4", "4",
                        "Life-threatening symptoms: requirement for ventilator support or grade "
                        "4 organ toxicity (excluding transaminitis)",
                        "Life-threatening symptoms")),
        Choice("death", "Death", 5, aliases=("Grade 5", "5")),
    ))
COMORBIDITY = Boolean(
    name="comorbidities_or_older_age",
    description="Extensive comorbidities or older age (changes grade 2 management)",
    labels=("Extensive comorbidities or older age",), required=False, default=False,
    absent=False)


def crs_grade(toxicity, comorbidities_or_older_age):
    plan = pick(toxicity, {
        1: "vigilant supportive care",
        3: "tocilizumab with or without corticosteroids",
        4: "tocilizumab with or without corticosteroids",
        5: "none (death)"}, "")
    grade_2 = pick(comorbidities_or_older_age, {True: "tocilizumab with or without "
                                                      "corticosteroids"},
                   "vigilant supportive care (monitor cardiac and other organ function "
                   "closely)")
    return {"value": toxicity, "management": pick(toxicity, {2: grade_2}, plan)}


# ASTCT 2019 (Lee 2019): fever plus the worse of hypotension and hypoxia.
FEVER = Boolean(name="fever", description="Temperature >= 38.0 °C attributable to CRS (a fever "
                                          "masked by antipyretics or anti-cytokine therapy "
                                          "after grading started counts as present)",
                labels=("Fever",))
HYPOTENSION = Category(
    name="hypotension", description="Hypotension and what it needs",
    labels=("Hypotension",), required=False, default=0, absent="none",
    choices=(Choice("none", "No hypotension", 0, aliases=("None", "No")),
             Choice("no_vasopressors", "Hypotension not requiring vasopressors", 2,
                    aliases=("Not requiring vasopressors", "Fluid responsive")),
             Choice("one_vasopressor", "Requiring one vasopressor (with or without "
                                       "vasopressin)", 3,
                    aliases=("One vasopressor", "Requiring a vasopressor with or without "
                             "vasopressin")),
             Choice("multiple_vasopressors", "Requiring multiple vasopressors (excluding "
                                             "vasopressin)", 4,
                    aliases=("Multiple vasopressors",))))
HYPOXIA = Category(
    name="hypoxia", description="Hypoxia and the oxygen support it needs",
    labels=("Hypoxia",), required=False, default=0, absent="none",
    choices=(Choice("none", "No hypoxia", 0, aliases=("None", "No")),
             Choice("low_flow", "Low-flow nasal cannula (<= 6 L/min) or blow-by", 2,
                    aliases=("Low-flow nasal cannula", "Blow-by")),
             Choice("high_flow", "High-flow nasal cannula (> 6 L/min), facemask, "
                                 "non-rebreather or Venturi mask", 3,
                    aliases=("High-flow nasal cannula", "Facemask", "Non-rebreather mask",
                             "Venturi mask")),
             Choice("positive_pressure", "Positive pressure: CPAP, BiPAP, intubation and "
                                         "mechanical ventilation", 4,
                    aliases=("CPAP", "BiPAP", "Intubation", "Mechanical ventilation"))))
CRS_DEATH = Boolean(name="death_due_to_crs", description="Death due to CRS (no other principal "
                                                         "cause)",
                    required=False, default=False, absent=False)


def astct_grade(fever, hypotension, hypoxia, death_due_to_crs):
    organ = worst(hypotension, hypoxia)
    grade = where(death_due_to_crs, 5, where(fever, worst(organ, 1), 0))
    return {"value": grade, "hypotension": hypotension, "hypoxia": hypoxia}


def interpret(value, breakdown):
    if "management" in breakdown:
        return f"Grade {value} CRS (Lee 2014); management: {breakdown['management']}"
    if value == 0:
        return "no CRS (no fever attributable to CRS)"
    return f"Grade {value} CRS (ASTCT 2019 consensus)"


CALCULATOR = Calculator(
    id="crs_grading",
    name="Cytokine Release Syndrome (CRS) Grading",
    aliases=["CRS grading", "Cytokine release syndrome grade", "Lee CRS grading",
             "CRS grade"],
    specialty="oncology",
    description="Grade 1-5 of cytokine release syndrome after CAR T-cell or other T-cell-"
                "engaging therapy (Lee 2014), and the management it calls for.",
    keywords=["cytokine release syndrome", "CRS", "CAR T-cell", "blinatumomab",
              "immunotherapy toxicity", "tocilizumab", "grade CAR T cytokine storm",
              "fever and hypotension after CAR T", "when to give tocilizumab",
              "cytokine storm severity", "CAR T fever and shock grading",
              "T cell engager toxicity grade", "hypoxia and hypotension after cellular therapy"],
    features=[TOXICITY, COMORBIDITY, FEVER, HYPOTENSION, HYPOXIA, CRS_DEATH],
    versions=[Version("lee_2014", dt.date(2014, 7, 10), LEE_2014, crs_grade, variant="lee_2014",
                      notes="Grade = the most severe finding: 1 symptomatic treatment only; 2 "
                            "moderate intervention (O2 < 40%, fluid- or low-dose-single-pressor-"
                            "responsive hypotension, grade 2 organ toxicity); 3 aggressive "
                            "intervention (O2 >= 40%, high-dose/multiple pressors, grade 3 "
                            "organ toxicity or grade 4 transaminitis); 4 ventilator or grade 4 "
                            "organ toxicity; 5 death."),
              Version("astct_2019", dt.date(2019, 4, 1), LEE_2019, astct_grade,
                      variant="astct_2019",
                      notes="Fever >= 38 °C required (grade 1 alone); grade 2: hypotension "
                            "without vasopressors and/or low-flow O2 (<= 6 L/min); grade 3: one "
                            "vasopressor +/- vasopressin and/or high-flow O2, facemask, NRB or "
                            "Venturi; grade 4: multiple vasopressors and/or positive pressure; "
                            "grade 5: death due to CRS.")],
    default_version="lee_2014",
    variants=[Variant("lee_2014", "Lee 2014 grading by the intervention the symptoms need "
                                  "(MDCalc's form)", LEE_2014),
              Variant("astct_2019", "ASTCT 2019 consensus grading by fever, hypotension and "
                                    "hypoxia (current trial standard)", LEE_2019)],
    output=Output(kind="integer", unit="grade", range=(0, 5)),
    interpret=interpret,
    references=[LEE_2014, LEE_2019, MDCALC],
    notes="Default variant: Lee 2014 grading, the system MDCalc's page implements (its options "
          "are the Lee 2014 table rows). Variant 'astct_2019': the ASTCT consensus (Lee 2019), "
          "which has replaced it in most trials: fever >= 38 °C plus the worse of hypotension "
          "(vasopressor needs) and hypoxia (oxygen delivery needs); organ toxicities are graded "
          "separately by CTCAE and do not change the CRS grade; no fever (and no earlier fever "
          "masked by treatment) is no CRS (0). Management follows "
          "Lee 2014's algorithm: grade 2 with extensive comorbidities or older age is treated "
          "with tocilizumab +/- corticosteroids, otherwise vigilant supportive care.",
)
