"""Centor score (Centor 1981) and its McIsaac modification (McIsaac 1998, default)."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Output,
    Precondition,
    Reference,
    Variant,
    Version,
    banded,
    criterion,
    points_total,
)
from medcalc.core.common import age, temperature

CENTOR_1981 = Reference(
    "Centor RM, Witherspoon JM, Dalton HP, Brody CE, Link K. The diagnosis of strep throat in "
    "adults in the emergency room. Med Decis Making. 1981;1(3):239-246.",
    url="https://pubmed.ncbi.nlm.nih.gov/6763125/")
MCISAAC_1998 = Reference(
    "McIsaac WJ, White D, Tannenbaum D, Low DE. A clinical score to reduce unnecessary "
    "antibiotic use in patients with sore throat. CMAJ. 1998;158(1):75-83.",
    url="https://pubmed.ncbi.nlm.nih.gov/9475915/")



# Items as McIsaac 1998 and Centor 1981 print them; aliases are MDCalc's field labels and
# options. Age bands in completed years (14.9 is in 3-14, 45.0 in >= 45). Under 3 years McIsaac
# gives no points: a measured age there is outside the population (the precondition below: NA,
# or under domain="warn" scored +1 like 3-14 years, as before). That band has no label a caller
# would write ('< 3 years' is refused as an answer), because a band answer cannot be checked
# against the precondition, which reads the measured age.
AGE = banded("age", "Age", bands=(
    Band("lt_3", "under 3 years: outside the McIsaac population", 1, lt=3),
    Band("3_to_14", "3-14 years", 1, ge=3, lt=15, aliases=("3-14",)),
    Band("15_to_44", "15-44 years", 0, ge=15, lt=45, aliases=("15-44",)),
    Band("ge_45", ">= 45 years", -1, ge=45, aliases=(">=45", "45 or older")),
), absent="15_to_44")
TEMPERATURE = criterion("temperature", "Temperature > 38 °C", gt=38.0,
                        aliases=("Temp >38°C (100.4°F)", "Temp > 38 °C", "Temperature > 38"))
COUGH_ABSENT = criterion("cough_absent", "Absence of cough",
                         yes_aliases=("Cough absent", "No cough"),
                         no_aliases=("Cough present",))
NODES = criterion("tender_anterior_cervical_nodes",
                  "Swollen, tender anterior cervical nodes",
                  aliases=("Tender/swollen anterior cervical lymph nodes",
                           "Tender anterior cervical adenopathy"))
SWELLING_OR_EXUDATE = criterion("tonsillar_exudate_or_swelling", "Tonsillar swelling or exudate",
                                aliases=("Exudate or swelling on tonsils",))
EXUDATE = criterion("tonsillar_exudate", "Tonsillar exudates")
FEVER_HISTORY = criterion("fever_history", "History of fever")


def centor_1981(tonsillar_exudate, tender_anterior_cervical_nodes, cough_absent, fever_history):
    points = {
        "tonsillar_exudate": tonsillar_exudate,
        "tender_anterior_cervical_nodes": tender_anterior_cervical_nodes,
        "cough_absent": cough_absent,
        "fever": fever_history,
    }
    return {"value": sum(points.values()), **points}


mcisaac_1998 = points_total(
    (AGE, TEMPERATURE, COUGH_ABSENT, NODES, SWELLING_OR_EXUDATE))


# Parallel conventions in use at the same time (McIsaac's age-modified score; the original
# Centor criteria, still used in adults), not editions: a date never switches between them.
MCISAAC = Variant("mcisaac", "McIsaac (modified Centor) score: Centor criteria with a measured "
                             "temperature > 38 °C, tonsillar swelling or exudate, plus age "
                             "points; -1 to 5", MCISAAC_1998)
CENTOR = Variant("centor", "Original Centor criteria (history of fever, tonsillar exudates), no "
                           "age points; 0-4", CENTOR_1981)


def interpret(score):
    # McIsaac 1998 score-based recommendations.
    if score <= 1:
        return "score <= 1: no throat culture and no antibiotic (McIsaac 1998)"
    if score <= 3:
        return ("score 2-3: throat culture (or rapid antigen test) and antibiotic only if "
                "positive (McIsaac 1998)")
    return ("score >= 4: throat culture and consider empirical antibiotic on clinical grounds "
            "(McIsaac 1998)")


CALCULATOR = Calculator(
    id="centor_score",
    name="Centor Score (Modified/McIsaac) for Strep Pharyngitis",
    aliases=["Centor / McIsaac Score (Strep Pharyngitis)", "Centor Score", "McIsaac score",
             "Modified Centor score", "Centor criteria", "链球菌咽炎Centor评分（改良版/McIsaac标准）",
             "Centor Score (Modified/McIsaac) for Strep Pharyngitis"],
    specialty="infectious_disease",
    description=("Likelihood of group A streptococcal pharyngitis in a patient with sore throat: "
                 "the McIsaac score (Centor criteria plus age, -1 to 5 points; default) or the "
                 "original Centor score (0-4)."),
    keywords=["sore throat", "pharyngitis", "strep throat", "group A streptococcus", "GAS",
              "tonsillitis", "antibiotic prescribing", "throat culture",
              "likelihood of strep throat", "should I give antibiotics for sore throat",
              "need for rapid strep test or culture", "tonsillar exudate fever no cough",
              "streptococcal pharyngitis in adults and teens",
              "age adjusted strep throat probability", "bacterial versus viral sore throat"],
    features=[
        age(description="Age (McIsaac: 3-14 years +1, 15-44 years 0, >= 45 years -1)"),
        temperature(range=(25.0, 45.0),
                    description="Body temperature (McIsaac criterion: > 38 °C)"),
        Boolean(name="cough_absent", description="Absence of cough",
                definition="No cough with the current illness."),
        Boolean(name="tender_anterior_cervical_nodes",
                description="Tender/swollen anterior cervical lymph nodes",
                definition="Swollen and tender anterior cervical lymph nodes on examination."),
        Boolean(name="tonsillar_exudate_or_swelling",
                description="Tonsillar swelling or exudate (McIsaac)",
                definition="Swollen tonsils or tonsillar exudate on examination."),
        Boolean(name="tonsillar_exudate", description="Tonsillar exudate (Centor 1981)",
                definition="Exudate on the tonsils on examination (swelling alone does not "
                           "count in the 1981 score)."),
        Boolean(name="fever_history", description="History of fever (Centor 1981)",
                definition="Fever reported by the patient or measured (Centor 1981 criterion "
                           "'history of fever')."),
    ],
    versions=[
        Version("mcisaac_1998", dt.date(1998, 1, 13), MCISAAC_1998, mcisaac_1998,
                variant="mcisaac",
                notes=("Temperature > 38 °C, absence of cough, swollen tender anterior cervical "
                       "nodes, tonsillar swelling or exudate: 1 point each; age 3-14 +1, 15-44 "
                       "0, >= 45 -1. Validated in patients aged 3 to 76 years.")),
        Version("centor_1981", dt.date(1981, 1, 1), CENTOR_1981, centor_1981,
                variant="centor",
                notes=("Med Decis Making 1981;1(3) (month not established; dated to the year). "
                       "Tonsillar exudates, swollen tender anterior cervical nodes, lack of "
                       "cough, history of fever: 1 point each (0-4); derived in adults in an "
                       "emergency room.")),
    ],
    items=[AGE, TEMPERATURE, COUGH_ABSENT, NODES, SWELLING_OR_EXUDATE, EXUDATE, FEVER_HISTORY],
    variants=[MCISAAC, CENTOR],
    default_version="mcisaac_1998",
    output=Output(kind="integer", unit="points", decimals=0, range=(-1, 5)),
    preconditions=[Precondition(lambda age: age >= 3,
                                "the McIsaac score was developed in patients aged 3 years and "
                                "older; it does not apply under 3 years")],
    interpret=interpret,
    references=[MCISAAC_1998, CENTOR_1981],
    notes=(
        "Two variants, chosen explicitly and never by a date: 'mcisaac' (default; version "
        "mcisaac_1998, age-modified Centor) and 'centor' (version centor_1981, the original four "
        "criteria); both are in current use. Age may be given in years or as its band ('3-14 "
        "years', '15-44 years', '>= 45 years'; MDCalc's '≥45 years'); each criterion by its "
        "measurement, yes/no, or MDCalc's field label ('Temp >38°C (100.4°F)', 'Exudate or "
        "swelling on tonsils', 'Tender/swollen anterior cervical lymph nodes'). MDCalc's "
        "'Cough' field is inverted (cough present / absent): answer it as cough_absent = "
        "'Cough present' / 'Cough absent'. Under missing='absent' an unmentioned age takes the "
        "15-44 band (0 points). Ages under 3 are outside the population: a measured age gives NA "
        "not_applicable (domain='warn' scores it +1, like 3-14 years); no under-3 band label is "
        "accepted as an answer, since a band answer cannot be checked against the age "
        "precondition. The raw sum (-1 to 5) is "
        "returned; McIsaac's recommendation table groups <= 0 with 1 and 4 with 5. The "
        "interpretation is McIsaac's recommendations; Centor 1981 gave no management bands, and "
        "the same text is shown for its score. Centor 1981 counts a history of fever and "
        "tonsillar exudate; McIsaac counts a measured temperature > 38 °C and tonsillar "
        "swelling or exudate, so the two versions take different inputs (MDCalc uses "
        "temperature > 38 °C and 'exudate or swelling' for both). Age: completed years (14.9 "
        "years = 14 -> +1; 45.0 -> -1); under 3 years the McIsaac score is not applicable. "
        "MedCalc-Bench (calculator 20) asks for the 'Centor Score' but its explanations add the "
        "McIsaac age points, so the mapping uses mcisaac_1998; it scores children under 3 "
        "years (age 0 points) where this returns not applicable."),
)
