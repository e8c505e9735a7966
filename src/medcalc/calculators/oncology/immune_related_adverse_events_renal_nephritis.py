"""Grade of immune checkpoint inhibitor nephritis / acute kidney injury (ASCO guideline 2021,
CTCAE v5.0-based definitions)."""

from medcalc.core import Boolean, Derivation
from medcalc.core import Quantity, analytes
from medcalc.core.common import creatinine
from medcalc.core.vector import where
from medcalc.formulas.oncology_w3b import (
    escalated_grade,
    grade_category,
    irae_calculator,
)

CRITERIA = grade_category("criteria", {
    1: ("creatinine increase > 0.3 mg/dL; creatinine 1.5-2.0 x baseline", (
        "Creatinine level increase of >0.3 mg/dL; creatinine 1.5-2.0x over baseline",
        "Creatinine level increase of >0.3 mg/dL; creatinine 1.5-2.0x above baseline")),
    2: ("creatinine 2-3 x baseline", (
        "Creatinine 2-3x above baseline", "Creatinine 2-3x over baseline")),
    3: ("creatinine > 3 x baseline or > 4.0 mg/dL; hospitalisation indicated", (
        "Creatinine >3x baseline or >4.0 mg/dL; hospitalization indicated",
        "Creatinine >3x over baseline or >4.0 mg/dL; hospitalization indicated")),
    4: ("life-threatening consequences; dialysis indicated", (
        "Life-threatening consequences; dialysis indicated",)),
}, labels=("Criteria", "Grade", "Nephritis grade", "CTCAE grade"),
    description="The grade whose definition the patient meets (ASCO 2021 nephritis/AKI); or "
                "give the current and baseline creatinine")

RISE = 0.3  # mg/dL, strict
CREATININE_G3 = 4.0  # mg/dL, strict


def creatinine_grade(creatinine, baseline_creatinine):
    ratio = creatinine / baseline_creatinine
    g1 = (ratio >= 1.5) | (creatinine - baseline_creatinine > RISE + 1e-9)
    return where((ratio > 3.0) | (creatinine > CREATININE_G3), 3,
                 where(ratio > 2.0, 2, where(g1, 1, 0)))


CREATININE = Derivation(
    "criteria",
    (creatinine(description="Current serum creatinine",
                labels=("current_creatinine_mg_dl", "Current creatinine")),
     Quantity(name="baseline_creatinine", unit="mg/dL", analyte=analytes.CREATININE,
              units=("mg/dL", "µmol/L", "mmol/L"), range=(0.1, 40.0),
              description="Baseline serum creatinine",
              labels=("baseline_creatinine_mg_dl", "Baseline creatinine"))),
    creatinine_grade,
    "grade from creatinine against baseline: > 3 x or > 4.0 mg/dL -> G3; > 2-3 x -> G2; "
    ">= 1.5 x or a rise > 0.3 mg/dL -> G1; else 0")


def nephritis_grade(criteria, hospitalization, dialysis_indicated):
    return {"value": escalated_grade(criteria, hospitalization, dialysis_indicated),
            "grade_from_criteria_or_creatinine": criteria}


MANAGEMENT = {
    0: "creatinine not raised against baseline: no nephritis grade",
    1: "G1 nephritis: consider holding immunotherapy while other causes are assessed; stop "
       "nephrotoxic drugs; monitor creatinine and urine protein weekly",
    2: "G2 nephritis: hold immunotherapy; nephrology consultation; prednisone 0.5-1 mg/kg/day "
       "if no other cause; monitor creatinine every 3-7 days",
    3: "G3 nephritis: permanently discontinue immunotherapy (usually); consider admission; "
       "prednisone 1-2 mg/kg/day; nephrology consultation, consider biopsy",
    4: "G4 nephritis: permanently discontinue immunotherapy; admit; dialysis as indicated; "
       "high-dose steroids and further immunosuppression if no improvement",
}

CALCULATOR = irae_calculator(
    id="immune_related_adverse_events_renal_nephritis",
    name="Immune-Related Adverse Events for Renal Toxicities - Nephritis",
    aliases=["Immune-Related Adverse Events for Renal Toxicities - Nephritis",
             "irAE nephritis grade", "checkpoint inhibitor nephritis grading",
             "immune-mediated nephritis grade"],
    description="Grade (1-4) of nephritis/acute kidney injury in a patient on immune checkpoint "
                "inhibitors, by the ASCO 2021 guideline: from the grade's definition or from "
                "current and baseline creatinine.",
    keywords=["immune checkpoint inhibitor", "ICPi", "irAE", "nephritis", "acute kidney injury",
              "AKI", "creatinine", "immunotherapy toxicity", "CTCAE",
              "kidney injury on immunotherapy", "checkpoint inhibitor nephritis severity",
              "creatinine rise on PD-1 inhibitor", "immune mediated kidney inflammation",
              "hold immunotherapy for kidney injury",
              "acute interstitial nephritis from immunotherapy"],
    features=[
        CRITERIA,
        Boolean(name="hospitalization", required=False, default=False, absent=False,
                description="Hospitalisation indicated for the kidney injury (grade 3)",
                labels=("hospitalization_indicated",)),
        Boolean(name="dialysis_indicated", required=False, default=False, absent=False,
                description="Life-threatening consequences; dialysis indicated (grade 4)",
                labels=("Dialysis indicated",)),
    ],
    derived=[CREATININE],
    compute=nephritis_grade,
    grade_notes="G1 creatinine rise > 0.3 mg/dL or 1.5-2.0 x baseline; G2 2-3 x "
                            "baseline; G3 > 3 x baseline or > 4.0 mg/dL, hospitalisation; G4 "
                            "life-threatening, dialysis indicated.",
    lowest_grade=0,
    output_description="Nephritis grade 1-4 (0 when creatinine is not raised)",
    management=MANAGEMENT,
    asco_section="section 6.1, nephritis or acute kidney injury",
    ctcae_terms="Renal: acute kidney injury; creatinine increased",
    mdcalc_url="https://www.mdcalc.com/calc/10207/immune-related-adverse-events-renal-toxicities-nephritis",
    notes="Give the grade whose definition the patient meets (MDCalc's 'Criteria' row or "
          "G1-G4), or current and baseline creatinine (any unit). The guideline's ranges touch "
          "at their ends (1.5-2.0 x and 2-3 x); here exactly 2.0 x baseline is G1 and exactly "
          "3.0 x is G2 (a grade starts above the previous range's upper end), and a creatinine "
          "above 4.0 mg/dL is G3 whatever the baseline. A rise of more than 0.3 mg/dL below "
          "1.5 x baseline is G1. Hospitalisation indicated raises the grade to 3, dialysis "
          "indicated to 4. Management text is a short summary in our words.",
)
