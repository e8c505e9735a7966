"""Grade of immune checkpoint inhibitor colitis/diarrhoea (ASCO guideline 2021, CTCAE v5.0
definitions)."""

from medcalc.core import Boolean, Count, Derivation
from medcalc.core.vector import where
from medcalc.formulas.oncology_w3b import (
    escalated_grade,
    grade_category,
    irae_calculator,
)

CRITERIA = grade_category("criteria", {
    1: ("increase of < 4 stools/day over baseline; mild increase in ostomy output", (
        "Increase of <4 stools per day over baseline; mild increase in ostomy output compared "
        "with baseline", "Increase of <4 stools/day over baseline")),
    2: ("increase of 4-6 stools/day over baseline; moderate increase in ostomy output", (
        "Increase of 4-6 stools per day over baseline; moderate increase in ostomy output "
        "compared with baseline", "Increase of 4-6 stools/day over baseline")),
    3: ("increase of >= 7 stools/day over baseline; incontinence; hospitalisation indicated; "
        "severe increase in ostomy output; limits self-care ADL", (
        "Increase of ≥7 stools per day over baseline; incontinence; hospitalization indicated; "
        "severe increase in ostomy output compared with baseline; limiting self-care ADL",
        "Increase of ≥7 stools/day over baseline")),
    4: ("life-threatening consequences; urgent intervention indicated", (
        "Life-threatening consequences; urgent intervention indicated",)),
}, labels=("Criteria", "CTCAE for diarrhea", "Grade", "Colitis grade", "Diarrhea grade"),
    description="The grade whose definition the patient meets (ASCO 2021 colitis, CTCAE v5.0 "
                "diarrhoea); or give the stool counts")


def stool_grade(stools_per_day, baseline_stools_per_day):
    increase = stools_per_day - baseline_stools_per_day
    return where(increase >= 7, 3, where(increase >= 4, 2, where(increase >= 1, 1, 0)))


STOOLS = Derivation(
    "criteria",
    (Count(name="stools_per_day", range=(0, 100), description="Current stools per day",
           labels=("current_stools_per_day", "Current stools per day", "Stools per day")),
     Count(name="baseline_stools_per_day", range=(0, 30),
           description="Usual stools per day before the toxicity",
           labels=("Baseline stools per day",))),
    stool_grade,
    "grade from the increase in daily stools over baseline: 1-3 -> G1, 4-6 -> G2, >= 7 -> G3 "
    "(0: no increase)")


def colitis_grade(criteria, incontinence, hospitalization, self_care_limited, life_threatening):
    grade = escalated_grade(criteria, incontinence | hospitalization | self_care_limited,
                            life_threatening)
    return {"value": grade, "grade_from_criteria_or_stools": criteria}


MANAGEMENT = {
    0: "no increase in stools over baseline: no diarrhoea/colitis grade",
    1: "G1 colitis: continue immunotherapy (or hold temporarily); fluids, consider loperamide "
       "once infection is excluded; monitor for worsening",
    2: "G2 colitis: hold immunotherapy until grade <= 1; prednisone about 1 mg/kg/day if not "
       "transient; GI consultation, consider endoscopy; consider infliximab or vedolizumab if "
       "steroid-refractory",
    3: "G3 colitis: hold immunotherapy (discontinue anti-CTLA-4); consider admission; IV "
       "(methyl)prednisolone 1-2 mg/kg/day; infliximab or vedolizumab if no response in 48 h",
    4: "G4 colitis: permanently discontinue immunotherapy; admit; IV steroids with early "
       "infliximab or vedolizumab",
}

CALCULATOR = irae_calculator(
    id="immune_related_adverse_events_gi_colitis",
    name="Immune-Related Adverse Events for GI Toxicity - Colitis",
    aliases=["Immune-Related Adverse Events for GI Toxicity - Colitis", "irAE colitis grade",
             "checkpoint inhibitor colitis grading", "immune-mediated colitis grade"],
    description="Grade (1-4) of colitis/diarrhoea in a patient on immune checkpoint inhibitors, "
                "by the ASCO 2021 guideline (CTCAE v5.0 definitions): from the grade's "
                "definition or from stool counts over baseline, raised by incontinence, "
                "hospitalisation, self-care limitation or life-threatening consequences.",
    keywords=["immune checkpoint inhibitor", "ICPi", "irAE", "colitis", "diarrhea", "diarrhoea",
              "immunotherapy toxicity", "CTCAE", "infliximab", "diarrhea on immunotherapy",
              "checkpoint inhibitor colitis severity", "immune mediated colitis management",
              "stool frequency over baseline grade",
              "when to give steroids for immunotherapy diarrhea", "hold immunotherapy for colitis"],
    features=[
        CRITERIA,
        Boolean(name="incontinence", required=False, default=False, absent=False,
                description="Faecal incontinence (grade 3 feature)"),
        Boolean(name="hospitalization", required=False, default=False, absent=False,
                description="Hospitalisation indicated for the diarrhoea/colitis (grade 3)",
                labels=("hospitalization_indicated", "Hospitalization indicated")),
        Boolean(name="self_care_limited", required=False, default=False, absent=False,
                description="Limits self-care activities of daily living (grade 3)",
                labels=("limitation_self_care_ADL", "Limiting self-care ADL")),
        Boolean(name="life_threatening", required=False, default=False, absent=False,
                description="Life-threatening consequences; urgent intervention indicated "
                            "(grade 4)"),
    ],
    derived=[STOOLS],
    compute=colitis_grade,
    grade_notes="G1 increase < 4 stools/day over baseline; G2 4-6; G3 >= 7, "
                            "incontinence, hospitalisation indicated, limiting self-care ADL; G4 "
                            "life-threatening, urgent intervention. The grade is the highest "
                            "any feature reaches.",
    lowest_grade=0,
    output_description="Colitis/diarrhoea grade 1-4 (0 when the stool counts show no "
                              "increase and no other feature is present)",
    management=MANAGEMENT,
    asco_section="section 2.1, colitis",
    ctcae_terms="Gastrointestinal: diarrhea, colitis",
    mdcalc_url="https://www.mdcalc.com/calc/10197/immune-related-adverse-events-gi-toxicity-colitis",
    notes="Give the grade whose definition the patient meets ('Criteria' / MDCalc's 'CTCAE for "
          "diarrhea' row, or G1-G4), or the current and baseline daily stool counts (increase "
          "1-3 -> G1, 4-6 -> G2, >= 7 -> G3). Incontinence, hospitalisation indicated or "
          "limitation of self-care ADL raise the grade to at least 3, life-threatening "
          "consequences to 4 (CTCAE: a patient is graded by the highest feature present). "
          "Ostomy output grades are in the definitions only. CTCAE v5.0's separate 'colitis' "
          "term (abdominal pain, blood or mucus in stool, peritoneal signs) is folded into the "
          "guideline's combined grading as ASCO and MDCalc do. Management text is a short "
          "summary in our words.",
)
