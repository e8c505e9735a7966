"""Mumtaz score for 30-day readmission in decompensated cirrhosis (Mumtaz et al., Hepatology
2019): registered as unavailable, the points of every level not established."""

from medcalc.core import Reference, UnavailableCalculator

MUMTAZ_2019 = Reference(
    "Mumtaz K, Issak A, Porter K, et al. Validation of risk score in predicting early "
    "readmissions in decompensated cirrhotic patients: a model based on the administrative "
    "database. Hepatology. 2019;70(2):630-639.", doi="10.1002/hep.30274",
    url="https://pubmed.ncbi.nlm.nih.gov/30218583/")
MDCALC = Reference("MDCalc. Mumtaz Score for Readmission in Cirrhosis.",
                   url="https://www.mdcalc.com/calc/10129/mumtaz-score-readmission-cirrhosis")

CALCULATOR = UnavailableCalculator(
    id="mumtaz_score",
    name="Mumtaz Score for Readmission in Cirrhosis",
    aliases=["Mumtaz score", "Mumtaz readmission risk score"],
    specialty="gastroenterology_hepatology",
    description=("30-day readmission risk after discharge in decompensated cirrhosis (points "
                 "-11 to +49): age < 65, payer, Elixhauser >= 3, non-alcoholic aetiology, "
                 "ascites, hepatic encephalopathy, variceal bleeding, HCC, paracentesis, "
                 "haemodialysis, discharge disposition."),
    keywords=["cirrhosis", "readmission", "decompensated cirrhosis", "discharge planning"],
    why="source_not_established",
    owner="Mumtaz K et al., Ohio State University (Hepatology 2019)",
    reason=("The predictors and the score range (-11 to +49, MDCalc) are established from the "
            "abstract and MDCalc's page, but the points of each level (payer categories, "
            "discharge dispositions, which carry negative points) are in the paper's table and "
            "MDCalc's form, neither of which could be read. Searched: pages (PubMed abstract, "
            "MDCalc calc/10129 instructions, Wiley/zendy landing), code (find_string "
            "'Mumtaz': no implementation). The one MedMCP-Calc dev answer gives 11 of the "
            "levels' points but not the rest; no value is computed from a partial table."),
    alternatives=[],
    references=[MUMTAZ_2019, MDCALC],
    notes=("MedMCP-Calc dev answer (task medmcp-calc_109_5499be20): age 56 (+4), Medicaid (+5), "
           "Elixhauser >= 3 (+2), alcohol-related (0), ascites (+5), HE (+4), no variceal "
           "bleeding (0), HCC (+3), paracentesis (+4), no haemodialysis (0), home health care "
           "(+1) -> 28 points, 41.9% 30-day readmission; kept for a case once the full table "
           "is read."),
)
