"""Centor score (Centor 1981) and its McIsaac modification (McIsaac 1998, default)."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Output,
    Precondition,
    Reference,
    Version,
)
from medcalc.core.common import age, temperature
from medcalc.core.vector import where

CENTOR_1981 = Reference(
    "Centor RM, Witherspoon JM, Dalton HP, Brody CE, Link K. The diagnosis of strep throat in "
    "adults in the emergency room. Med Decis Making. 1981;1(3):239-246.",
    url="https://pubmed.ncbi.nlm.nih.gov/6763125/")
MCISAAC_1998 = Reference(
    "McIsaac WJ, White D, Tannenbaum D, Low DE. A clinical score to reduce unnecessary "
    "antibiotic use in patients with sore throat. CMAJ. 1998;158(1):75-83.",
    url="https://pubmed.ncbi.nlm.nih.gov/9475915/")



def centor_1981(tonsillar_exudate, tender_anterior_cervical_nodes, cough_absent, fever_history):
    points = {
        "tonsillar_exudate": tonsillar_exudate * 1,
        "tender_anterior_cervical_nodes": tender_anterior_cervical_nodes * 1,
        "cough_absent": cough_absent * 1,
        "fever": fever_history * 1,
    }
    return {"value": sum(points.values()), **points}


def mcisaac_1998(age, temperature, cough_absent, tender_anterior_cervical_nodes,
                 tonsillar_exudate_or_swelling):
    points = {
        # 3-14 years: +1; 15-44: 0; >= 45: -1 (completed years). NaN (not given) -> 0.
        "age": where(age >= 45, -1, where(age < 15, 1, 0)),
        "temperature": (temperature > 38.0) * 1,
        "cough_absent": cough_absent * 1,
        "tender_anterior_cervical_nodes": tender_anterior_cervical_nodes * 1,
        "tonsillar_exudate_or_swelling": tonsillar_exudate_or_swelling * 1,
    }
    return {"value": sum(points.values()), **points}


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
              "tonsillitis", "antibiotic prescribing", "throat culture"],
    features=[
        age(absent=CRITERION_NOT_MET,
            description="Age (McIsaac: 3-14 years +1, 15-44 years 0, >= 45 years -1)"),
        temperature(range=(25.0, 45.0), absent=CRITERION_NOT_MET,
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
                notes=("Temperature > 38 °C, absence of cough, swollen tender anterior cervical "
                       "nodes, tonsillar swelling or exudate: 1 point each; age 3-14 +1, 15-44 "
                       "0, >= 45 -1. Validated in patients aged 3 to 76 years.")),
        Version("centor_1981", dt.date(1981, 1, 1), CENTOR_1981, centor_1981,
                notes=("Tonsillar exudates, swollen tender anterior cervical nodes, lack of "
                       "cough, history of fever: 1 point each (0-4); derived in adults in an "
                       "emergency room.")),
    ],
    default_version="mcisaac_1998",
    output=Output(kind="integer", unit="points", decimals=0),
    preconditions=[Precondition(lambda age: age >= 3,
                                "the McIsaac score was developed in patients aged 3 years and "
                                "older; it does not apply under 3 years")],
    interpret=interpret,
    references=[MCISAAC_1998, CENTOR_1981],
    notes=(
        "Default version: McIsaac 1998 (age-modified Centor). The raw sum (-1 to 5) is "
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
