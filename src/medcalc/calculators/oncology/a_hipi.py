"""A-HIPI (Advanced-stage Hodgkin lymphoma International Prognostic Index; Rodday et al., J Clin
Oncol 2023): registered as unavailable, its model coefficients not established."""

from medcalc.core import Reference, UnavailableCalculator

RODDAY_2023 = Reference(
    "Rodday AM, Parsons SK, Upshaw JN, Friedberg JW, Gallamini A, Hawkes E, Hodgson D, Johnson "
    "P, Link BK, Mou E, Savage KJ, Zinzani PL, Maurer M, Evens AM. The Advanced-Stage Hodgkin "
    "Lymphoma International Prognostic Index: development and validation of a clinical "
    "prediction model from the HoLISTIC Consortium. J Clin Oncol. 2023;41(11):2076-2086. "
    "Erratum: J Clin Oncol. 2024;42(7):862 (doi:10.1200/JCO.23.02698).",
    doi="10.1200/JCO.22.02473", url="https://pubmed.ncbi.nlm.nih.gov/36495588/")

CALCULATOR = UnavailableCalculator(
    id="a_hipi",
    name="A-HIPI",
    aliases=["A-HIPI", "Advanced-Stage Hodgkin Lymphoma International Prognostic Index",
             "Advanced-stage Hodgkin lymphoma IPI", "AS-HL IPI"],
    specialty="oncology",
    description=("5-year progression-free and overall survival in adults 18-65 with newly "
                 "diagnosed advanced-stage classic Hodgkin lymphoma, from age, sex, stage, "
                 "bulky disease, absolute lymphocyte count, hemoglobin and albumin (Cox models "
                 "with piecewise linear splines)."),
    keywords=["Hodgkin lymphoma", "classic Hodgkin lymphoma", "advanced stage", "prognosis",
              "progression-free survival", "overall survival", "HoLISTIC", "IPS"],
    why="source_not_established",
    owner="Rodday AM, Evens AM et al., HoLISTIC Consortium (J Clin Oncol 2023;41:2076; "
          "erratum 2024;42:862)",
    reason=("The A-HIPI is two Cox models (PFS and OS) with piecewise linear spline terms for "
            "age and absolute lymphocyte count; their coefficients, knot positions and "
            "5-year baseline survivals are in the article's tables and supplement (and were "
            "corrected by a 2024 erratum), which could not be read here. Searched: the "
            "pages corpus (PubMed/PMC record PMC10082254, Southampton ePrints, Lymphoma Hub, "
            "physician summaries: abstract only), the code and docs corpora (no open "
            "implementation with the coefficients; the QxMD calculator is not "
            "reachable). No value is computed rather than one from guessed coefficients."),
    alternatives=[],
    references=[RODDAY_2023],
    notes=("Predictors (abstract): age, sex, stage, bulk, absolute lymphocyte count, "
           "hemoglobin, albumin, with slightly different sets for PFS and OS; non-linear "
           "(spline) terms for age and lymphocyte count. Development: 4,022 patients from "
           "eight phase III trials (1996-2014); external validation: 1,431 patients from four "
           "registries; 5-year PFS 0.77 and OS 0.92 overall. MDCalc answers recorded in "
           "MedMCP-Calc (80.13% and 87.19% 5-year PFS for two patients) cannot be checked "
           "until the coefficients are established. The older International Prognostic Score "
           "(Hasenclever 1998, seven binary factors) is a different rule."),
)
