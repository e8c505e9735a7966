"""Modified Asthma Predictive Index (mAPI) (Guilbert et al. 2004)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core import Boolean
from medcalc.core.vector import where

GUILBERT_2004 = Reference(
    "Guilbert TW, Morgan WJ, Zeiger RS, et al. Atopic characteristics of children with recurrent "
    "wheezing at high risk for the development of childhood asthma. J Allergy Clin Immunol. "
    "2004;114(6):1282-1287 (mAPI: >= 4 wheezing episodes a year with >= 1 major or >= 2 minor "
    "criteria).", doi="10.1016/j.jaci.2004.09.020")
CASTRO_2000 = Reference(
    "Castro-Rodriguez JA, Holberg CJ, Wright AL, Martinez FD. A clinical index to define risk "
    "of asthma in young children with recurrent wheezing. Am J Respir Crit Care Med. "
    "2000;162(4 Pt 1):1403-1406 (the original API).", doi="10.1164/ajrccm.162.4.9912111")
MDCALC = Reference("MDCalc. Modified Asthma Predictive Index (mAPI).", url="https://www.mdcalc.com/")

FEATURES = [
    Boolean(name="frequent_wheezing", description=">= 4 wheezing episodes in the past year, at "
            "least one confirmed by a physician", labels=("≥4 wheezing episodes/year",
                                                          ">=4 wheezing episodes/year")),
    Boolean(name="parent_asthma", description="Major: a parent with physician-diagnosed asthma",
            labels=("Major: Parent with asthma", "Parent with asthma")),
    Boolean(name="atopic_dermatitis", description="Major: physician-diagnosed atopic dermatitis",
            labels=("Major: Patient has atopic dermatitis", "Atopic dermatitis")),
    Boolean(name="aeroallergen_sensitization", description="Major: sensitisation to at least one "
            "aeroallergen (skin test or specific IgE)", labels=(
                "Major: Aeroallergen sensitivity", "Aeroallergen sensitivity")),
    Boolean(name="wheezing_apart_from_colds", description="Minor: wheezing unrelated to colds",
            labels=("Minor: Wheezing unrelated to colds", "Wheezing unrelated to colds")),
    Boolean(name="eosinophilia", description="Minor: blood eosinophils >= 4%",
            labels=("Minor: Eosinophils ≥4% on CBC", "Eosinophils >=4%")),
    Boolean(name="food_allergen_sensitization", description="Minor: sensitisation to milk, egg "
            "or peanuts", labels=("Minor: Allergy to milk, egg, or peanuts",
                                  "Allergy to milk, egg, or peanuts")),
]


def mapi(frequent_wheezing, parent_asthma, atopic_dermatitis, aeroallergen_sensitization,
         wheezing_apart_from_colds, eosinophilia, food_allergen_sensitization):
    major = parent_asthma * 1 + atopic_dermatitis * 1 + aeroallergen_sensitization * 1
    minor = wheezing_apart_from_colds * 1 + eosinophilia * 1 + food_allergen_sensitization * 1
    positive = frequent_wheezing & ((major >= 1) | (minor >= 2))
    return {"value": where(positive, "positive", "negative"), "major_criteria": major,
            "minor_criteria": minor}


def interpret(value):
    if value == "positive":
        return ("positive: high risk of asthma at school age (in the source cohort the API had "
                "high specificity for later asthma)")
    return "negative: low likelihood of asthma at school age (the negative result is more common)"


CALCULATOR = Calculator(
    id="modified_asthma_predictive_index",
    name="Modified Asthma Predictive Index (mAPI)",
    aliases=["mAPI", "Modified API", "Asthma Predictive Index modified"],
    specialty="pediatrics_neonatology",
    description="Risk of school-age asthma in a child 3 years or younger with recurrent "
                "wheezing: >= 4 wheezing episodes a year plus >= 1 major or >= 2 minor "
                "criteria.",
    keywords=["asthma prediction", "wheezing", "preschool", "atopy", "API", "future asthma risk",
              "recurrent wheeze in a toddler", "long-term asthma control", "eczema",
              "parental asthma", "will toddler wheezing become asthma",
              "asthma likelihood in young child", "predict school-age asthma",
              "preschool wheeze prognosis", "recurrent wheeze child asthma risk",
              "persistent asthma prediction"],
    features=FEATURES,
    versions=[Version("guilbert_2004", dt.date(2004, 12, 1), GUILBERT_2004, mapi,
                      notes="Positive: frequent wheezing and (>= 1 of parental asthma, atopic "
                            "dermatitis, aeroallergen sensitisation, or >= 2 of wheezing apart "
                            "from colds, eosinophils >= 4%, food sensitisation).")],
    output=Output(kind="category", description="positive or negative"),
    interpret=interpret,
    references=[GUILBERT_2004, CASTRO_2000, MDCALC],
    notes="Guilbert 2004 modified Castro-Rodriguez's API (2000): aeroallergen sensitisation "
          "added as a major and milk/egg/peanut sensitisation as a minor criterion (replacing "
          "allergic rhinitis). With missing='absent', unanswered criteria count as absent.",
)
