"""Grade of immune checkpoint inhibitor pneumonitis (ASCO guideline 2021, CTCAE v5.0 grades)."""

from medcalc.formulas.oncology_w3b import (
    criteria_grade,
    grade_category,
    irae_calculator,
)

CRITERIA = grade_category("criteria", {
    1: ("asymptomatic; one lobe or < 25% of lung parenchyma; observation only", (
        "Asymptomatic, confined to one lobe of the lung or <25% of lung parenchyma, clinical "
        "or diagnostic observations only",
        "asymptomatic, confined to one lobe or <25% of lung parenchyma")),
    2: ("symptomatic; more than one lobe or 25-50% of parenchyma; medical intervention "
        "indicated; limits instrumental ADL", (
        "Symptomatic, involves more than one lobe of the lung or 25-50% of lung parenchyma, "
        "medical intervention indicated, limiting instrumental ADL",
        "symptomatic, more than one lobe or 25-50% of lung parenchyma")),
    3: ("severe symptoms; hospitalisation; all lobes or > 50% of parenchyma; limits self-care "
        "ADL; oxygen indicated", (
        "Severe symptoms, hospitalization required, involves all lung lobes or >50% of lung "
        "parenchyma, limiting self-care ADL, oxygen indicated",
        "severe symptoms, all lung lobes or >50% of lung parenchyma")),
    4: ("life-threatening respiratory compromise; urgent intervention (e.g. intubation)", (
        "Life-threatening respiratory compromise, urgent intervention indicated (intubation)",
        "Life-threatening respiratory compromise, urgent intervention indicated",
        "life-threatening respiratory compromise")),
}, labels=("Criteria", "Grade", "Pneumonitis grade", "CTCAE grade"),
    description="The grade whose definition the patient meets (ASCO 2021 / CTCAE v5.0 "
                "pneumonitis): the highest grade any of its features reaches")

MANAGEMENT = {
    1: "G1 pneumonitis: consider holding immunotherapy; reassess (imaging, oxygen saturation) "
       "in 3-4 weeks; may resume with radiographic improvement",
    2: "G2 pneumonitis: hold immunotherapy until grade <= 1; prednisone 1-2 mg/kg/day (or "
       "equivalent) with taper; consider bronchoscopy and empirical antibiotics; treat as "
       "grade 3 if no improvement within 48-72 h",
    3: "G3 pneumonitis: permanently discontinue immunotherapy; hospitalise; high-dose "
       "(methyl)prednisolone; pulmonology (and infectious disease) consultation; add "
       "immunosuppression if no improvement in 48 h",
    4: "G4 pneumonitis: permanently discontinue immunotherapy; hospitalise, consider ICU; "
       "high-dose steroids and further immunosuppression as for grade 3",
}

CALCULATOR = irae_calculator(
    id="immune_related_adverse_events_lung_pneumonitis",
    name="Immune-Related Adverse Events for Lung Toxicity - Pneumonitis",
    aliases=["Immune-Related Adverse Events for Lung Toxicity - Pneumonitis",
             "irAE pneumonitis grade", "checkpoint inhibitor pneumonitis grading",
             "ICPi pneumonitis"],
    description="Grade (1-4) of pneumonitis in a patient on immune checkpoint inhibitors, by "
                "the ASCO 2021 guideline's CTCAE v5.0-based definitions, with the guideline's "
                "management summary.",
    keywords=["immune checkpoint inhibitor", "ICPi", "immunotherapy toxicity", "irAE",
              "pneumonitis", "PD-1", "PD-L1", "CTLA-4", "CTCAE", "pneumonitis on immunotherapy",
              "checkpoint inhibitor lung inflammation", "cough and hypoxia on PD-1 inhibitor",
              "immune pneumonitis severity", "steroids for immunotherapy pneumonitis",
              "hold immunotherapy for lung toxicity"],
    features=[CRITERIA],
    compute=criteria_grade,
    grade_notes="ASCO 2021 update (Schneider et al.), grades as CTCAE v5.0: G1 "
                            "asymptomatic, one lobe or < 25% of parenchyma; G2 symptomatic, > 1 "
                            "lobe or 25-50%, intervention, instrumental ADL; G3 severe, "
                            "hospitalisation, all lobes or > 50%, self-care ADL, oxygen; G4 "
                            "life-threatening respiratory compromise.",
    lowest_grade=1,
    output_description="Pneumonitis grade 1-4 (MDCalc shows G1-G4)",
    management=MANAGEMENT,
    asco_section="section 3.1, pneumonitis",
    ctcae_terms="Respiratory: pneumonitis",
    mdcalc_url="https://www.mdcalc.com/calc/10205/immune-related-adverse-events-lung-toxicity-pneumonitis",
    notes="A criteria calculator: the caller gives the grade whose definition the patient "
          "meets (by grade, 'G2', or the definition's text as MDCalc's 'Criteria' list prints "
          "it). Per CTCAE the grade is the highest one any feature reaches, so a patient "
          "needing oxygen meets grade 3 even with 25-50% involvement; MDCalc leaves that "
          "judgement to the user's choice of row, and so does this calculator. MDCalc follows "
          "the ASCO guideline (2018, Brahmer et al.; updated 2021) with the same four grades. "
          "The management text is a short summary in our words, not the guideline's wording.",
)
