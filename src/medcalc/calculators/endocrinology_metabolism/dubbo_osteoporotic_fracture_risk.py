"""Dubbo osteoporotic fracture risk (Garvan nomograms; Nguyen et al., Osteoporos Int 2007 and
2008): registered as unavailable, the model coefficients not established."""

from medcalc.core import Reference, UnavailableCalculator

NGUYEN_2007 = Reference(
    "Nguyen ND, Frost SA, Center JR, Eisman JA, Nguyen TV. Development of a nomogram for "
    "individualizing hip fracture risk in men and women. Osteoporos Int. 2007;18(8):1109-1117.",
    doi="10.1007/s00198-007-0362-8", url="https://pubmed.ncbi.nlm.nih.gov/17370100/")
NGUYEN_2008 = Reference(
    "Nguyen ND, Frost SA, Center JR, Eisman JA, Nguyen TV. Development of prognostic nomograms "
    "for individualizing 5-year and 10-year fracture risks. Osteoporos Int. "
    "2008;19(10):1431-1444.", doi="10.1007/s00198-008-0588-0")

CALCULATOR = UnavailableCalculator(
    id="dubbo_osteoporotic_fracture_risk",
    name="Dubbo Osteoporotic Fracture Risk",
    aliases=["Garvan fracture risk calculator", "Garvan nomogram", "Dubbo nomogram",
             "Dubbo Osteoporosis Epidemiology Study fracture risk"],
    specialty="endocrinology_metabolism",
    description=("5- and 10-year risk of hip and of any osteoporotic (fragility) fracture in "
                 "men and women aged 60 and over, from sex, age, femoral neck T-score (or "
                 "weight), number of fractures since age 50 and falls in the past 12 months "
                 "(Dubbo Osteoporosis Epidemiology Study)."),
    keywords=["osteoporosis", "fracture risk", "hip fracture", "falls", "Garvan",
              "bone mineral density"],
    why="source_not_established",
    owner="Nguyen ND, Nguyen TV et al., Garvan Institute of Medical Research (Osteoporos Int "
          "2007, 2008)",
    reason=(
        "The risks come from sex-specific Cox models (age, femoral neck BMD or weight, prior "
        "fractures 0/1/2/>= 3, falls 0/1/2/>= 3) whose hazard ratios and baseline survival "
        "are in the full papers, the nomogram figures and the Garvan web calculator, none of "
        "which could be read: the search tool returns only the opening of long pages "
        "(abstracts of the 2007 and 2008 papers, the first page of a Scribd copy of the 2007 "
        "paper, the header of the Tromsø PLoS One 2014 validation, Garvan's calculator FAQ). "
        "Also searched: code (find_string 'Dubbo', 'Dubbo Osteoporo'; Garvan/Dubbo "
        "implementations: none with coefficients), docs (R and Rust calculator packages: "
        "none), the Cambio GDL model collection (no Dubbo model found). Third pass (2026-11-24): "
        "pages for the 2007 hip-nomogram abstract (no hazard ratios printed), the Springer/UTS "
        "copies of the 2008 paper, the Tromso validation tables, the Garvan calculator FAQ and "
        "news pages, the RACGP and Osteoporosis NZ guidance, Vietnamese theses and hospital "
        "pages on the Garvan model (openings only, no coefficients); code (find_string "
        "'fractureriskcalculator', 'Number of Falls in Past 12 Months', 'Dubbo Osteoporosis "
        "Epidemiology': no implementation); docs (cliot, clincalc: no Garvan tool); issues "
        "(nothing). No value is computed rather than one from guessed coefficients."),
    alternatives=["fracture_risk_women_known_bmd", "fracture_index", "caroc_system"],
    references=[NGUYEN_2007, NGUYEN_2008],
    notes=("The MedMCP-Calc dev answer (task medmcp-calc_034_8254f7f5: woman 68, T-score -2.7, "
           "one prior fracture, no falls -> 5-year hip 0.1%, 10-year hip 0.2%, 5-year any "
           "fracture 2.2%, 10-year 4.7%) could not be checked; those hip risks look low for "
           "the Garvan nomograms' published examples (5-year risk >= 10% is 'high risk'), so "
           "it should be verified before use as a case. The MDCalc form asks the T-score sign "
           "separately ('Is the T-Score Positive or Negative?': Negative) and the task also "
           "entered the value as -2.7, so the recorded risks may reflect a doubly negated "
           "(positive) T-score; if the model is established, check that reading before using "
           "the answer."),
)
