"""Grade of immune checkpoint inhibitor hepatitis (ASCO guideline 2021, CTCAE v5.0-based
definitions)."""

from medcalc.core import Boolean, Derivation, Quantity
from medcalc.core import analytes
from medcalc.core.common import bilirubin
from medcalc.core.vector import maximum
from medcalc.formulas.oncology_w3b import (
    escalated_grade,
    grade_category,
    irae_calculator,
    ratio_band,
)

CRITERIA = grade_category("criteria", {
    1: ("asymptomatic; AST or ALT > ULN to 3 x ULN and/or total bilirubin > ULN to 1.5 x ULN", (
        "Asymptomatic (AST or ALT > ULN to 3.0 x ULN and/or total bilirubin > ULN to 1.5 x ULN)",
        "AST or ALT >ULN to 3.0x ULN and/or total bilirubin >ULN to 1.5x ULN")),
    2: ("asymptomatic; AST or ALT > 3 to <= 5 x ULN and/or total bilirubin > 1.5 to <= 3 x ULN", (
        "Asymptomatic (AST or ALT > ULN to 3.0 to 5 x ULN and/or total bilirubin >1.5 to ≤3 x "
        "ULN)",
        "Asymptomatic (AST or ALT >3.0 to ≤5 x ULN and/or total bilirubin >1.5 to ≤3 x ULN)",
        "AST or ALT >3.0 to ≤5x ULN and/or total bilirubin >1.5 to ≤3x ULN")),
    3: ("symptomatic liver dysfunction, fibrosis on biopsy, compensated cirrhosis or "
        "reactivated chronic hepatitis; AST or ALT > 5 to 20 x ULN and/or total bilirubin > 3 to "
        "10 x ULN", (
        "Symptomatic liver dysfunction, fibrosis by biopsy, compensated cirrhosis, reactivation "
        "of chronic hepatitis (AST or ALT > 5-20 x ULN and/or total bilirubin > 3-10 x ULN)",
        "AST or ALT >5-20x ULN and/or total bilirubin >3-10x ULN")),
    4: ("decompensated liver function (ascites, coagulopathy, encephalopathy, coma); AST or ALT "
        "> 20 x ULN and/or total bilirubin > 10 x ULN", (
        "Decompensated liver function (e.g., ascites, coagulopathy, encephalopathy, coma) (AST "
        "or ALT > 20 x ULN and/or total bilirubin > 10 x ULN)",
        "AST or ALT >20x ULN and/or total bilirubin >10x ULN")),
}, labels=("Criteria", "Grade", "Hepatitis grade", "CTCAE grade"),
    description="The grade whose definition the patient meets (ASCO 2021 hepatitis); or give "
                "AST, ALT and total bilirubin with their upper limits of normal")


def lab_grade(ast, ast_uln, alt, alt_uln, bilirubin, bilirubin_uln):
    transaminase = maximum(ratio_band(ast / ast_uln, (1.0, 3.0, 5.0, 20.0)),
                           ratio_band(alt / alt_uln, (1.0, 3.0, 5.0, 20.0)))
    return maximum(transaminase, ratio_band(bilirubin / bilirubin_uln, (1.0, 1.5, 3.0, 10.0)))


def _enzyme(name, label, uln=False):
    if uln:
        return Quantity(name=name, unit="U/L", units=("U/L", "IU/L"), range=(5.0, 500.0),
                        description=f"Upper limit of normal of the laboratory's {label} range",
                        labels=(f"{label}_ULN_U_L", f"{label} ULN", f"{label}_ULN"))
    return Quantity(name=name, unit="U/L", units=("U/L", "IU/L"), range=(1.0, 50000.0),
                    description=f"Serum {label}", labels=(f"{label}_value_U_L", f"{label} value"))


LABS = Derivation(
    "criteria",
    (_enzyme("ast", "AST"), _enzyme("ast_uln", "AST", uln=True), _enzyme("alt", "ALT"),
     _enzyme("alt_uln", "ALT", uln=True),
     bilirubin(description="Serum total bilirubin",
               labels=("total_bilirubin_mg_dl", "Total bilirubin")),
     Quantity(name="bilirubin_uln", unit="mg/dL", analyte=analytes.BILIRUBIN,
              units=("mg/dL", "µmol/L"), range=(0.1, 5.0),
              description="Upper limit of normal of the laboratory's total bilirubin range",
              labels=("total_bilirubin_ULN_mg_dl", "Total bilirubin ULN", "Bilirubin ULN"))),
    lab_grade,
    "the highest grade reached by AST/ULN or ALT/ULN (> 1, > 3, > 5, > 20) and total "
    "bilirubin/ULN (> 1, > 1.5, > 3, > 10); 0 when all are within the normal range")


def hepatitis_grade(criteria, symptomatic_liver_dysfunction, decompensated):
    return {"value": escalated_grade(criteria, symptomatic_liver_dysfunction, decompensated),
            "grade_from_criteria_or_labs": criteria}


MANAGEMENT = {
    0: "transaminases and bilirubin within normal limits: no hepatitis grade",
    1: "G1 hepatitis: continue immunotherapy with close monitoring (liver tests once or twice "
       "weekly); exclude other causes",
    2: "G2 hepatitis: hold immunotherapy; consider prednisone (0.5-1 mg/kg/day if persistent "
       "or worsening); monitor liver tests every 3 days; resume when grade <= 1 on <= 10 mg "
       "prednisone",
    3: "G3 hepatitis: permanently discontinue immunotherapy (usually); (methyl)prednisolone "
       "1-2 mg/kg/day; hepatology consultation; add mycophenolate if no improvement in 3 days",
    4: "G4 hepatitis: permanently discontinue immunotherapy; admit; high-dose IV steroids; "
       "hepatology consultation and further immunosuppression as for grade 3",
}

CALCULATOR = irae_calculator(
    id="immune_related_adverse_events_gi_hepatitis",
    name="Immune-Related Adverse Events for GI Toxicity - Hepatitis",
    aliases=["Immune-Related Adverse Events for GI Toxicity - Hepatitis",
             "irAE hepatitis grade", "checkpoint inhibitor hepatitis grading",
             "immune-mediated hepatitis grade"],
    description="Grade (1-4) of hepatitis in a patient on immune checkpoint inhibitors, by the "
                "ASCO 2021 guideline: from the grade's definition or from AST, ALT and total "
                "bilirubin as multiples of the upper limit of normal.",
    keywords=["immune checkpoint inhibitor", "ICPi", "irAE", "hepatitis", "hepatotoxicity",
              "transaminases", "AST", "ALT", "bilirubin", "CTCAE",
              "liver enzymes up on immunotherapy", "checkpoint inhibitor liver injury",
              "immune mediated hepatitis severity", "transaminase elevation on PD-1 inhibitor",
              "hold immunotherapy for hepatitis", "drug induced liver injury from immunotherapy"],
    features=[
        CRITERIA,
        Boolean(name="symptomatic_liver_dysfunction", required=False, default=False,
                absent=False, description="Symptomatic liver dysfunction, fibrosis on biopsy, "
                                          "compensated cirrhosis or reactivated chronic "
                                          "hepatitis (grade 3)"),
        Boolean(name="decompensated", required=False, default=False, absent=False,
                description="Decompensated liver function: ascites, coagulopathy, "
                            "encephalopathy or coma (grade 4)"),
    ],
    derived=[LABS],
    compute=hepatitis_grade,
    grade_notes="AST or ALT > ULN-3 x ULN and/or bilirubin > ULN-1.5 x ULN: G1; "
                            "AST/ALT > 3-5 x, bilirubin > 1.5-3 x: G2; AST/ALT > 5-20 x, "
                            "bilirubin > 3-10 x, or symptomatic dysfunction: G3; AST/ALT > 20 "
                            "x, bilirubin > 10 x, or decompensation: G4.",
    lowest_grade=0,
    output_description="Hepatitis grade 1-4 (0 when all laboratory values are normal)",
    management=MANAGEMENT,
    asco_section="section 2.2, hepatitis",
    ctcae_terms="Investigations: AST, ALT and blood bilirubin increased",
    mdcalc_url="https://www.mdcalc.com/calc/10198/immune-related-adverse-events-gi-toxicity-hepatitis",
    notes="Give the grade whose definition the patient meets (MDCalc's 'Criteria' row or "
          "G1-G4), or AST, ALT and total bilirubin with each laboratory's upper limit of "
          "normal; the grade is the highest any value reaches, with lower bounds strict and "
          "upper bounds inclusive (ALT exactly 3 x ULN is G1, exactly 5 x ULN is G2). "
          "Symptomatic liver dysfunction raises the grade to 3 and decompensation to 4. These "
          "multiples apply to patients with normal baseline values (ASCO 2021 and CTCAE v5.0 "
          "grade from baseline for abnormal baselines; not modelled). Management text is a "
          "short summary in our words.",
)
