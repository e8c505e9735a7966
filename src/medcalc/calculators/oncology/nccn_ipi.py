"""NCCN-IPI: prognosis of diffuse large B-cell lymphoma in the rituximab era
(Zhou Z et al., Blood 2014)."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Count,
    Derivation,
    Output,
    Quantity,
    Reference,
    Version,
    banded,
    criterion,
    points_total,
)
from medcalc.core.common import age

ZHOU_2014 = Reference(
    "Zhou Z, Sehn LH, Rademaker AW, Gordon LI, LaCasce AS, Crosby-Thompson A, Vanderplas A, "
    "Zelenetz AD, Abel GA, Rodriguez MA, Nademanee A, Kaminski MS, Czuczman MS, Millenson M, "
    "Niland J, Gascoyne RD, Connors JM, Friedberg JW, Winter JN. An enhanced International "
    "Prognostic Index (NCCN-IPI) for patients with diffuse large B-cell lymphoma treated in the "
    "rituximab era. Blood. 2014;123(6):837-842 (Table 2: NCCN-IPI scoring).",
    doi="10.1182/blood-2013-09-524108", url="https://pubmed.ncbi.nlm.nih.gov/24264230/")
MDCALC = Reference(
    "MDCalc. National Comprehensive Cancer Network International Prognostic Index (NCCN-IPI).",
    url="https://www.mdcalc.com/calc/10026/national-comprehensive-cancer-network-international-prognostic-index-nccn-ipi")

AGE = banded("age_points", "Age, years", "age", (
    Band("le40", "<= 40", 0, le=40, aliases=("≤40", "<=40 years", "18-40")),
    Band("41_60", "> 40 to <= 60", 1, gt=40, le=60, aliases=("41-60", ">40-60", ">40 to ≤60")),
    Band("61_75", "> 60 to <= 75", 2, gt=60, le=75, aliases=("61-75", ">60-75", ">60 to ≤75")),
    Band("gt75", "> 75", 3, gt=75, aliases=(">75 years", "76+")),
), aliases=("Age", "age_group", "Age_category", "Age group", "Age category"))
LDH = banded("ldh_points", "LDH, normalized", "ldh_ratio", (
    Band("le1", "<= 1 x ULN", 0, le=1, aliases=("≤1", "<=1", "normal", "≤1x ULN")),
    Band("1_3", "> 1 to <= 3 x ULN", 1, gt=1, le=3,
         aliases=(">1-3", ">1 to ≤3", ">1 to <=3", ">1 to 3", "1-3")),
    Band("gt3", "> 3 x ULN", 2, gt=3, aliases=(">3", ">3x ULN")),
), aliases=("LDH normalized", "ldh_ratio_category", "LDH_ratio_category", "LDH ratio category",
            "LDH, normalized (patient's LDH/upper limit of normal LDH)"))
STAGE = criterion("stage_iii_iv", "Ann Arbor stage III-IV", aliases=(
    "ann_arbor_stage_iii_iv", "Ann_Arbor_stage_III_or_IV", "Ann Arbor stage III or IV",
    "Stage III/IV"))
EXTRANODAL = criterion("extranodal_disease", "Extranodal disease (bone marrow, CNS, liver/GI "
                       "tract or lung)", aliases=(
    "Extranodal disease", "Extranodal disease*", ">1_extranodal_disease_site",
    ">1 extranodal disease site", "extranodal_involvement"))
ECOG = criterion("ecog_ge_2", "ECOG performance status >= 2", "ecog", ge=2, aliases=(
    "ECOG performance status ≥2", "ecog_performance_status_≥2", "ECOG_≥2", "ECOG ≥2",
    "Performance status ≥2"))
ITEMS = (AGE, LDH, STAGE, EXTRANODAL, ECOG)
nccn_ipi = points_total(ITEMS)

LDH_RATIO = Derivation(
    "ldh_ratio",
    (Quantity(name="ldh", unit="U/L", units=("U/L", "IU/L"), range=(10.0, 50000.0),
              description="Serum LDH", labels=("LDH", "LDH_value", "LDH value")),
     Quantity(name="ldh_uln", unit="U/L", units=("U/L", "IU/L"), range=(50.0, 2000.0),
              description="Upper limit of normal of the laboratory's LDH range",
              labels=("LDH ULN", "LDH_ULN", "LDH upper limit of normal"))),
    lambda ldh, ldh_uln: ldh / ldh_uln,
    "serum LDH divided by the laboratory's upper limit of normal")

GROUPS = (
    (1, "low risk (NCCN-IPI 0-1): 5-year OS 96%, 5-year PFS 91% in Zhou 2014"),
    (3, "low-intermediate risk (NCCN-IPI 2-3): 5-year OS 82%, 5-year PFS 74% in Zhou 2014"),
    (5, "high-intermediate risk (NCCN-IPI 4-5): 5-year OS 64%, 5-year PFS 51% in Zhou 2014"),
    (8, "high risk (NCCN-IPI >= 6): 5-year OS 33%, 5-year PFS 30% in Zhou 2014"),
)


def interpret(score):
    for top, text in GROUPS:
        if score <= top:
            return text
    return None


CALCULATOR = Calculator(
    id="nccn_ipi",
    name="National Comprehensive Cancer Network International Prognostic Index (NCCN-IPI)",
    aliases=["National Comprehensive Cancer Network International Prognostic Index (NCCN-IPI)",
             "NCCN-IPI", "NCCN IPI", "enhanced IPI", "NCCN International Prognostic Index"],
    specialty="oncology",
    description="Prognosis of DLBCL treated with rituximab-based therapy (0-8 points: age band, "
                "normalised LDH band, Ann Arbor stage III-IV, extranodal disease in bone "
                "marrow/CNS/liver-GI/lung, ECOG >= 2) and the four risk groups of Zhou 2014.",
    keywords=["diffuse large B-cell lymphoma", "DLBCL", "R-CHOP", "lymphoma prognosis",
              "international prognostic index", "IPI", "NCCN",
              "prognosis of DLBCL in rituximab era", "refined lymphoma prognostic index",
              "large B cell lymphoma survival risk", "lymphoma risk by LDH ratio and age",
              "marrow CNS liver or lung involvement", "lymphoma prognosis with R-CHOP"],
    features=[
        age(description="Age (bands: <= 40, 41-60, 61-75, > 75 years)",
            labels=("age_years", "Age_years", "Age, years")),
        Quantity(name="ldh_ratio", unit="1", units=("1",), range=(0.05, 100.0),
                 description="Serum LDH / upper limit of normal (bands <= 1, > 1-3, > 3); or "
                             "give ldh and ldh_uln",
                 labels=("LDH ratio", "ldh_ratio", "LDH_ratio", "Normalized LDH")),
        Boolean(name="stage_iii_iv", description="Ann Arbor stage III or IV", absent=False),
        Boolean(name="extranodal_disease", absent=False,
                description="Lymphoma involving bone marrow, CNS, liver/gastrointestinal tract "
                            "or lung",
                definition="Any one of the four named extranodal sites counts (NCCN-IPI); this "
                           "is not the IPI's '> 1 extranodal site'."),
        Count(name="ecog", range=(0, 4), description="ECOG performance status 0-4 "
                                                     "(criterion: >= 2)",
              labels=("ECOG performance status", "ECOG")),
    ],
    items=list(ITEMS),
    derived=[LDH_RATIO],
    versions=[Version("zhou_2014", dt.date(2014, 2, 6), ZHOU_2014, nccn_ipi,
                      notes="Age > 40-60: 1, > 60-75: 2, > 75: 3; LDH/ULN > 1-3: 1, > 3: 2; Ann "
                            "Arbor III-IV: 1; extranodal disease in bone marrow, CNS, liver/GI "
                            "tract or lung: 1; ECOG >= 2: 1. Groups 0-1, 2-3, 4-5, 6-8.")],
    output=Output(kind="integer", unit="points", range=(0, 8)),
    interpret=interpret,
    references=[ZHOU_2014, MDCALC],
    notes="Zhou 2014 (NCCN database derivation, BC Cancer Agency validation). Band edges as "
          "published: age 40 scores 0, 60 scores 1, 75 scores 2; an LDH ratio of exactly 1 "
          "scores 0 and exactly 3 scores 1. The extranodal item is disease in any of bone "
          "marrow, CNS, liver/GI tract or lung (MDCalc's 'Extranodal disease*' with the same "
          "footnote); benchmark field names such as '>1 extranodal disease site' are read as "
          "this item. The LDH ratio may be given directly or as LDH and its upper limit of "
          "normal. Survival figures in the interpretation are the validation-cohort 5-year "
          "OS/PFS of Zhou 2014 as shown by MDCalc.",
)
