"""Pharmacotherapy for type 2 diabetes (Diabetes Canada 2020 update): registered as unavailable,
the branch criteria of its treatment algorithm not established."""

from medcalc.core import Reference, UnavailableCalculator

LIPSCOMBE_2020 = Reference(
    "Diabetes Canada Clinical Practice Guidelines Expert Committee; Lipscombe L, Butalia S, "
    "Dasgupta K, Eurich DT, MacCallum L, Shah BR, Simpson S, Senior PA. Pharmacologic glycemic "
    "management of type 2 diabetes in adults: 2020 update. Can J Diabetes. 2020;44(7):575-591.",
    doi="10.1016/j.jcjd.2020.08.001",
    url="https://guidelines.diabetes.ca/cpg/chapter-13-2020-update")

CALCULATOR = UnavailableCalculator(
    id="diabetes_canada_t2d_pharmacotherapy",
    name="Pharmacotherapy for Type 2 Diabetes (2020 update to the Diabetes Canada guidelines)",
    aliases=["Diabetes Canada type 2 pharmacotherapy", "Diabetes Canada 2020 antihyperglycemic "
             "algorithm", "Pharmacologic glycemic management of type 2 diabetes 2020"],
    specialty="endocrinology_metabolism",
    description=("Choice of antihyperglycaemic agents in adults with type 2 diabetes per the "
                 "2020 Diabetes Canada update: metformin first line, and agents with "
                 "cardiorenal benefit (GLP-1 receptor agonist or SGLT2 inhibitor) by "
                 "atherosclerotic CVD, heart failure, kidney disease and age with CV risk "
                 "factors."),
    keywords=["type 2 diabetes", "metformin", "SGLT2 inhibitor", "GLP-1 receptor agonist",
              "Diabetes Canada", "antihyperglycemic therapy"],
    why="source_not_established",
    owner="Diabetes Canada Clinical Practice Guidelines Expert Committee (Lipscombe L et al., "
          "Can J Diabetes 2020)",
    reason=("The algorithm's branch criteria are in the 2020 update's recommendations and "
            "Figure 1, which could not be read: in particular the age and number of "
            "cardiovascular risk factors that qualify for a GLP-1 RA or SGLT2 inhibitor without "
            "established ASCVD, the eGFR and albuminuria thresholds of the kidney-disease "
            "branch, and which agents each branch names. Established from reachable text: "
            "metformin first line; an agent with demonstrated CV outcome benefit in clinical "
            "CVD (2018 chapter 13 and 2020 summaries). Searched: pages (guidelines.diabetes.ca "
            "chapter-13-2020-update introduction, CFP 2019 summary table, Can J Diabetes user's "
            "guide abstract, vdocument copy header), docs and code corpora. Searched again "
            "2026-11-24 (wave 4 recovery): targeted queries for the 2020 recommendations text "
            "(age >= 60 with >= 2 CV risk factors, CKD eGFR/ACR branch, HFrEF < 40%) return "
            "only the 2018/2019 CFP summary tables and the ADA/EASD 2019 update, not the "
            "Diabetes Canada 2020 wording; MDCalc's output texts per branch are also unknown "
            "and the one recorded answer is the patient's current therapy. Third pass "
            "2026-11-24 (r2a): pages queries for the 2020 recommendation wording (CKD with "
            "eGFR/ACR and SGLT2i renal benefit, HFrEF, decompensation/A1C 1.5% above "
            "target), the vdocument and scribd mirrors, the CCS 2022 cardiorenal guideline, "
            "the Can J Diabetes 2022 eligibility study, and code repositories, established "
            "from Diabetes Canada texts: insulin first for metabolic decompensation or "
            "symptomatic hyperglycaemia, metformin first line, combination therapy when A1C "
            "is >= 1.5% above target (2018 key messages), and the 2020 high-risk definition "
            "(age >= 60 with >= 2 of smoking, hypertension, dyslipidaemia, central obesity; "
            "Diabetes Canada 'Building Competency in Diabetes Education', pharmacological "
            "therapies chapter). The 2020 kidney-disease (eGFR and ACR cut-offs) and "
            "heart-failure branch criteria and the grade of each 2020 recommendation were "
            "still not reached in any stored text, and they are the branches MDCalc's form "
            "asks about (eGFR, heart failure/EF < 40%). Fourth pass 2026-11-24 (r7d): pages "
            "(vdocument.in mirror of the 2020 article and guidelines.diabetes.ca chapter page: "
            "only their opening introduction is stored, not the recommendations; CEP 2023 "
            "non-insulin tool: opening only; a mirror of the 2018 key messages), docs (FDA "
            "labels, FEvIR/MAGIC records), code (find_string 'demonstrated renal benefit', "
            "'with demonstrated CV benefit', 'Diabetes Canada 2020': no transcription; CPS "
            "Therapeutic Choices 'Diabetes Mellitus' copy in a public repository states SGLT2i "
            "for CKD with eGFR > 30 but not the ACR cut-off, the HF or age/risk-factor branch "
            "wording, and its Figure 2 algorithm is an image). The kidney and heart-failure "
            "branch criteria therefore remain unread. No recommendation is computed rather "
            "than one from a partly guessed algorithm."),
    alternatives=["diabetes_vascular_risk_reduction", "individualizing_your_a1c_target"],
    references=[LIPSCOMBE_2020],
    notes=("MDCalc's form asks age, eGFR, atherosclerotic cardiovascular disease and heart "
           "failure (or ejection fraction < 40%). The MedMCP-Calc dev answer (task "
           "medmcp-calc_018_3aaad8b4: 56 y, eGFR 68, no ASCVD, no heart failure) records the "
           "patient's current therapy ('basal insulin + metformin + sulfonylurea') as the "
           "final answer, not a recommendation, so it cannot serve as a case."),
)
