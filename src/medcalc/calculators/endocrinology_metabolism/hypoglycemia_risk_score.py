"""Hypoglycemia Risk Score (Karter et al., JAMA Intern Med 2017): registered as unavailable, the
leaf structure of its classification tree not established."""

from medcalc.core import Reference, UnavailableCalculator

KARTER_2017 = Reference(
    "Karter AJ, Warton EM, Lipska KJ, Ralston JD, Moffet HH, Jackson GG, Huang ES, Miller DR. "
    "Development and validation of a tool to identify patients with type 2 diabetes at high "
    "risk of hypoglycemia-related emergency department or hospital use. JAMA Intern Med. "
    "2017;177(10):1461-1470.", doi="10.1001/jamainternmed.2017.3844",
    url="https://pubmed.ncbi.nlm.nih.gov/28828479/")

CALCULATOR = UnavailableCalculator(
    id="hypoglycemia_risk_score",
    name="Hypoglycemia Risk Score",
    aliases=["Karter hypoglycemia risk stratification tool", "Hypoglycemia risk stratification "
             "tool", "Kaiser hypoglycemia risk score"],
    specialty="endocrinology_metabolism",
    description=("12-month risk category (low < 1%, intermediate 1-5%, high > 5%) of "
                 "hypoglycaemia-related emergency department or hospital use in type 2 diabetes, "
                 "from prior hypoglycaemia-related use (0, 1-2, >= 3), insulin, sulfonylurea, "
                 "emergency visits in the prior year (< 2, >= 2), severe or end-stage kidney "
                 "disease and age < 77 years."),
    keywords=["hypoglycemia", "type 2 diabetes", "insulin", "sulfonylurea", "emergency "
              "department", "population management"],
    why="source_not_established",
    owner="Karter AJ et al., Kaiser Permanente Division of Research (JAMA Intern Med 2017)",
    reason=("The tool is a recursive-partitioning tree with 10 leaf nodes (paper Figures 1-2). "
            "Its six inputs, their cut-offs and the three risk bands are established from the "
            "abstract and news summaries, and that >= 3 prior episodes is a high-risk leaf, but "
            "the branching order and the category of each of the other leaves (which "
            "combinations of insulin, sulfonylurea, ED use, kidney disease and age are "
            "intermediate or low) are only in the figures, which could not be read. Searched: "
            "pages (JAMA full text landing, PubMed, ACP Diabetes Monthly, empr.com, "
            "the-hospitalist.org, MDCalc calc/4031 summary), docs and code corpora (only an R "
            "package with an additive points version not found in the paper). Searched again "
            "2026-11-24 (wave 4 recovery): the authors' own summary (empr.com) states the two "
            "high-risk criteria (>= 3 prior episodes; 1-2 episodes with insulin), which leaves "
            "the low/intermediate split of the remaining leaves (0 prior episodes by insulin, "
            "sulfonylurea, ED visits, CKD and age; 1-2 episodes without insulin) unread; the "
            "JAMA page, PubMed/PMC5624849 and news pages carry only the figure captions. An "
            "open MDCalc-clone implementation (nobra_calculator) classifies 0 episodes with "
            "insulin as intermediate, contradicting MDCalc's recorded 'Low' for that patient, "
            "so it is not a usable transcription. Third pass 2026-11-24 (r2a): pages queries "
            "for the leaf wording (no prior episodes with insulin/ED visits/CKD/age 77, "
            "external validations restating the intermediate criteria) return only the JAMA "
            "figure captions, abstract copies, ACP/empr/endocrinologyadvisor summaries; docs "
            "corpus gives only the cliot R package (additive points, not the paper's tree); "
            "issues corpus gives a GDL model pull request (gdl-lang/common-clinical-models "
            "#578) whose file is not stored; find_string found one more open JS calculator "
            "whose tree is self-declared a 'reconstruction' and classifies 0 episodes + "
            "insulin + age < 77 as intermediate, again contradicting MDCalc's recorded "
            "'Low'. The authors' revalidation letter (Diabetes Care 2019;42:e58) says the "
            "tool's source code is in the JAMA online supplement (eTable 2), which is not "
            "stored; Karter's 2017 Kaiser webinar deck (slideshare) is stored only up to its "
            "opening slides. Fourth pass 2026-11-24 (r7a): pages queries for the Diabetes Care 2019 "
            "revalidation letter (stored: it restates the six inputs and says the source code "
            "is eTable 2 of the JAMA supplement, not the leaves), health-system implementations "
            "(Kaiser, Mayo Clinic, VA: none stored lists the leaves), applied-tool wording ('high "
            "risk if ... intermediate if ...'), docs corpus for eTable 2/SAS code (only the "
            "cliot additive-points package) and code corpus (find_string on MDCalc's field "
            "wording found only the JS calculator already rejected, whose tree is declared a "
            "'reconstruction'). The leaf categories remain unread. No value is computed rather "
            "than one from a guessed tree."),
    alternatives=[],
    references=[KARTER_2017],
    notes=("MDCalc's form asks: history of ED or hospital admission for hypoglycaemia (0, 1-2, "
           ">= 3), ED visits in the last 12 months (< 2, >= 2), insulin use, sulfonylurea use, "
           "severe or end-stage kidney disease (eGFR <= 29 by CKD-EPI), age (< 77, >= 77). The "
           "MedMCP-Calc dev answer (task medmcp-calc_018_3aaad8b4: 0 prior episodes, < 2 ED "
           "visits, insulin and sulfonylurea, no kidney disease, < 77 -> low, < 1%) is kept for "
           "a future case once the tree is read."),
)
