"""RegiSCAR scoring system for DRESS (Kardaun et al., Br J Dermatol 2007; Kardaun et al., Br J
Dermatol 2013)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.general_w4 import questionnaire, scored_question

KARDAUN_2007 = Reference(
    "Kardaun SH, Sidoroff A, Valeyrie-Allanore L, Halevy S, Davidovici BB, Mockenhaupt M, "
    "Roujeau JC. Variability in the clinical pattern of cutaneous side-effects of drugs with "
    "systemic symptoms: does a DRESS syndrome really exist? Br J Dermatol. 2007;156(3):609-611.",
    doi="10.1111/j.1365-2133.2006.07704.x", url="https://pubmed.ncbi.nlm.nih.gov/17300272/")
KARDAUN_2013 = Reference(
    "Kardaun SH, Sekula P, Valeyrie-Allanore L, et al. Drug reaction with eosinophilia and "
    "systemic symptoms (DRESS): an original multisystem adverse drug reaction. Results from the "
    "prospective RegiSCAR study. Br J Dermatol. 2013;169(5):1071-1080.", doi="10.1111/bjd.12501")
MDCALC = Reference("MDCalc. RegiSCAR Score for DRESS.",
                   url="https://www.mdcalc.com/calc/10081/regiscar-score-drug-reaction-eosinophilia-systemic-symptoms-dress")

NO_UNKNOWN = ("No/unknown", "No or unknown")
QUESTIONS = [
    scored_question("fever", "Fever >= 38.5 °C", (
        ("no_unknown", "No or unknown", -1, ("No", "Unknown", *NO_UNKNOWN)),
        ("yes", "Yes", 0, ())), labels=("Fever ≥38.5°C (101.3°F)", "Fever ≥38.5 °C", "Fever")),
    scored_question("lymph_nodes", "Enlarged lymph nodes (>= 2 sites, > 1 cm)", (
        ("no_unknown", "No or unknown", 0, ("No", "Unknown", *NO_UNKNOWN)),
        ("yes", "Yes", 1, ())), labels=("Enlarged lymph nodes (≥2 sites, >1 cm)",
                                        "Enlarged lymph nodes")),
    scored_question("eosinophilia", "Eosinophilia", (
        ("none", "None or unknown (< 0.7 x10^9/L and < 10%)", 0,
         ("No", "None", "Unknown", "No/unknown", "<0.7 x10^9/L")),
        ("ge_0_7", "0.7-1.499 x10^9/L, or 10-19.9% if leukopenic", 1,
         ("700-1,499 or 10-19.9%", "0.7-1.499 x10^9/L or 10-19.9%")),
        ("ge_1_5", ">= 1.5 x10^9/L, or >= 20% if leukopenic", 2,
         ("≥1,500 or ≥20%", ">=1.5 x10^9/L or >=20%"))),
        labels=("Eosinophilia", "Eosinophils")),
    scored_question("atypical_lymphocytes", "Atypical lymphocytes", (
        ("no_unknown", "No or unknown", 0, ("No", "Unknown", *NO_UNKNOWN)),
        ("yes", "Yes", 1, ())), labels=("Atypical lymphocytes",)),
    scored_question("skin_extent", "Skin rash extent > 50% of body surface area", (
        ("no_unknown", "No or unknown", 0, ("No", "Unknown", *NO_UNKNOWN)),
        ("yes", "Yes", 1, ())), labels=("Skin rash extent >50% of BSA", "Skin rash extent")),
    scored_question("skin_suggestive", "Skin rash suggestive of DRESS (>= 2 of facial oedema, "
                    "infiltration, purpura, scaling)", (
        ("no", "No", -1, ()),
        ("unknown", "Unknown", 0, ()),
        ("yes", "Yes", 1, ())),
        labels=("Skin rash suggestive of DRESS (≥2 of: edema, infiltration, purpura, scaling)",
                "Skin rash suggestive of DRESS")),
    scored_question("biopsy", "Skin biopsy suggesting DRESS", (
        ("no", "No (suggests another diagnosis)", -1, ("No",)),
        ("yes_unknown", "Yes or unknown", 0, ("Yes", "Unknown", "Yes/unknown"))),
        labels=("Biopsy suggesting DRESS", "Skin biopsy suggesting DRESS")),
    scored_question("organ_involvement", "Internal organ involvement", (
        ("none", "None", 0, ("0", "No")),
        ("one", "1 organ", 1, ("1",)),
        ("two_or_more", "2 or more organs", 2, ("≥2", ">=2", "2 or more"))),
        labels=("Organ involvement", "Internal organ involvement")),
    scored_question("resolution", "Resolution in >= 15 days", (
        ("no_unknown", "No or unknown", -1, ("No", "Unknown", *NO_UNKNOWN)),
        ("yes", "Yes", 0, ())), labels=("Resolution in ≥15 days", "Resolution ≥15 days")),
    scored_question("alternative_causes_excluded", "Other causes excluded (>= 3 biological "
                    "investigations negative and none positive)", (
        ("no_unknown", "No or unknown", 0, ("No", "Unknown", *NO_UNKNOWN)),
        ("yes", "Yes", 1, ())),
        labels=("Alternative diagnoses excluded by ≥3 biological investigations",
                "Alternative diagnoses excluded", "Other potential causes ruled out")),
]
FEATURES, ITEMS = questionnaire(QUESTIONS)


def interpret(score):
    if score < 2:
        band = "no case (< 2)"
    elif score <= 3:
        band = "possible DRESS (2-3)"
    elif score <= 5:
        band = "probable DRESS (4-5)"
    else:
        band = "definite DRESS (> 5)"
    return f"RegiSCAR {score:+d}: {band}"


CALCULATOR = Calculator(
    id="regiscar_dress",
    name="RegiSCAR Score for Drug Reaction with Eosinophilia and Systemic Symptoms (DRESS)",
    aliases=["RegiSCAR", "RegiSCAR score", "RegiSCAR DRESS score", "DRESS validation score"],
    specialty="general_other",
    description=("Case validation score for DRESS (drug reaction with eosinophilia and systemic "
                 "symptoms): fever, lymph nodes, eosinophilia, atypical lymphocytes, skin "
                 "features, organ involvement, course and exclusion of other causes (-4 to 9)."),
    keywords=["DRESS", "DIHS", "drug hypersensitivity", "drug rash with eosinophilia",
              "severe cutaneous adverse reaction", "SCAR", "anticonvulsant reaction",
              "allopurinol reaction", "drug rash with eosinophilia diagnosis",
              "DRESS syndrome diagnosis", "drug hypersensitivity syndrome confirmation",
              "severe drug reaction with organ involvement", "is this DRESS",
              "drug-induced hypersensitivity syndrome"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("kardaun_2007", dt.date(2007, 3, 1), KARDAUN_2007, points_total(ITEMS),
                      notes="Fever -1/0; nodes 0/1; eosinophilia 0/1/2; atypical lymphocytes "
                            "0/1; rash > 50% 0/1; suggestive rash -1/0/1; biopsy -1/0; organs "
                            "0/1/2; resolution >= 15 d -1/0; other causes excluded 0/1.")],
    output=Output(kind="integer", unit="points", range=(-4, 9)),
    interpret=interpret,
    references=[KARDAUN_2007, KARDAUN_2013, MDCALC],
    notes=("Scoring and classes (< 2 no case, 2-3 possible, 4-5 probable, > 5 definite) as in "
           "Kardaun 2007, detailed in Kardaun 2013. Eosinophilia: >= 0.7 x10^9/L (or >= 10% "
           "when leukopenic) 1 point, >= 1.5 x10^9/L (>= 20%) 2 points. Organ involvement "
           "counts internal organs after other causes are excluded. Answers are given as "
           "bands; 'unknown' is scored as the source scores it for each item. No item is "
           "imputed under missing='absent'. Same scoring as MDCalc."),
)
