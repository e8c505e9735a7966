"""Grade of immune checkpoint inhibitor primary hypothyroidism (ASCO guideline 2021, CTCAE
v5.0-based definitions)."""

from medcalc.formulas.oncology_w3b import (
    criteria_grade,
    grade_category,
    irae_calculator,
)

CRITERIA = grade_category("criteria", {
    1: ("asymptomatic with TSH < 10 mIU/L", (
        "TSH <10 mIU/L and asymptomatic", "Asymptomatic; TSH <10 mIU/L",
        "TSH < 10 mIU/L, asymptomatic")),
    2: ("moderate symptoms, able to perform ADL; or TSH persistently > 10 mIU/L", (
        "Moderate symptoms; able to perform ADLs; TSH persistently >10 mIU/L",
        "Moderate symptoms, able to perform ADL, TSH persistently >10 mIU/L",
        "Moderate symptoms; able to perform ADL; TSH persistently >10 mIU/L")),
    3: ("severe symptoms, medically significant consequences, unable to perform self-care "
        "ADL", (
        "Severe symptoms; medically significant or life-threatening consequences; unable to "
        "perform self-care ADLs",
        "Severe symptoms, medically significant consequences, unable to perform self-care ADL")),
    4: ("life-threatening consequences; urgent intervention indicated", (
        "Life-threatening consequences; urgent intervention indicated",
        "Life-threatening consequences, urgent intervention indicated")),
}, labels=("Criteria", "Grade", "Hypothyroidism grade", "CTCAE grade"),
    description="The grade whose definition the patient meets (ASCO 2021 primary "
                "hypothyroidism): symptoms, ability to perform ADL, TSH")

MANAGEMENT = {
    1: "G1 hypothyroidism: continue immunotherapy; monitor TSH (and free T4) every 4-6 weeks",
    2: "G2 hypothyroidism: immunotherapy may be held until symptoms resolve; start thyroid "
       "hormone replacement if symptomatic or TSH persistently > 10 mIU/L; consider "
       "endocrinology; recheck TSH every 6-8 weeks while titrating",
    3: "G3 hypothyroidism: hold immunotherapy until symptoms resolve with replacement; "
       "endocrinology consultation; consider admission if myxoedema is suspected",
    4: "G4 hypothyroidism: hold immunotherapy; urgent endocrinology input and hospital "
       "treatment (e.g. myxoedema coma); resume when recovered on replacement",
}

CALCULATOR = irae_calculator(
    id="immune_related_adverse_events_endocrine_hypothyroidism",
    name="Immune-Related Adverse Events for Endocrine Toxicities - Hypothyroidism",
    aliases=["Immune-Related Adverse Events for Endocrine Toxicities - Hypothyroidism",
             "irAE hypothyroidism grade", "checkpoint inhibitor hypothyroidism grading"],
    description="Grade (1-4) of primary hypothyroidism in a patient on immune checkpoint "
                "inhibitors, by the ASCO 2021 guideline's definitions, with its management "
                "summary.",
    keywords=["immune checkpoint inhibitor", "ICPi", "immunotherapy toxicity", "irAE",
              "hypothyroidism", "thyroiditis", "TSH", "levothyroxine", "CTCAE",
              "hypothyroidism on immunotherapy", "thyroid toxicity from checkpoint inhibitors",
              "high TSH on PD-1 inhibitor", "when to start levothyroxine on immunotherapy",
              "immune thyroiditis grade", "underactive thyroid from immunotherapy"],
    features=[CRITERIA],
    compute=criteria_grade,
    grade_notes="G1 TSH < 10 mIU/L and asymptomatic; G2 moderate symptoms, able to "
                            "perform ADL, TSH persistently > 10 mIU/L; G3 severe symptoms, "
                            "medically significant consequences, unable to perform self-care "
                            "ADL; G4 life-threatening, urgent intervention.",
    lowest_grade=1,
    output_description="Hypothyroidism grade 1-4 (MDCalc shows G1-G4)",
    management=MANAGEMENT,
    asco_section="section 4.1.1, primary hypothyroidism",
    ctcae_terms="Endocrine: hypothyroidism",
    mdcalc_url="https://www.mdcalc.com/calc/10200/immune-related-adverse-events-endocrine-toxicities-hypothyroidism",
    notes="A criteria calculator: the caller gives the grade whose definition the patient meets "
          "(grade number, 'G2', or the definition as MDCalc's 'Criteria' list prints it). TSH "
          "alone does not decide the grade (G2 needs a persistently raised TSH or moderate "
          "symptoms; G3-4 are defined by severity), so measured TSH/free T4 are not read. "
          "ASCO 2018 (Brahmer et al.) printed grades 3 and 4 together; the 2021 update and "
          "CTCAE v5.0 separate them, as here. Management text is a short summary in our words.",
)
