"""International Prognostic Index (IPI; Shipp et al., N Engl J Med 1993) for aggressive
non-Hodgkin lymphoma, with the revised IPI grouping for R-CHOP-treated DLBCL (R-IPI; Sehn et al.,
Blood 2007)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Count, Output, Reference, Version, criterion, \
    points_total
from medcalc.core.common import age
from medcalc.formulas.oncology_w3a import ann_arbor_stage_feature, ldh_elevated_derivation
from medcalc.core.vector import where

SHIPP_1993 = Reference(
    "The International Non-Hodgkin's Lymphoma Prognostic Factors Project (Shipp MA, Harrington "
    "DP, et al.). A predictive model for aggressive non-Hodgkin's lymphoma. N Engl J Med. "
    "1993;329(14):987-994.", doi="10.1056/NEJM199309303291402",
    url="https://pubmed.ncbi.nlm.nih.gov/8141877/")
SEHN_2007 = Reference(
    "Sehn LH, Berry B, Chhanabhai M, Fitzgerald C, Gill K, Hoskins P, Klasa R, Savage KJ, "
    "Shenkier T, Sutherland J, Gascoyne RD, Connors JM. The revised International Prognostic "
    "Index (R-IPI) is a better predictor of outcome than the standard IPI for patients with "
    "diffuse large B-cell lymphoma treated with R-CHOP. Blood. 2007;109(5):1857-1861.",
    doi="10.1182/blood-2006-08-038257", url="https://pubmed.ncbi.nlm.nih.gov/17105812/")
MDCALC = Reference("MDCalc. International Prognostic Index for Diffuse Large B-cell Lymphoma "
                   "(IPI and R-IPI).")

ITEMS = (
    criterion("age_over_60", "Age > 60 years", "age", gt=60,
              aliases=("Age >60 years", "age_category", "Age_category", "Age category")),
    criterion("stage_iii_iv", "Ann Arbor stage III or IV", "ann_arbor_stage",
              choices=("III", "IV"), aliases=(
        "Ann Arbor stage III-IV", "ann_arbor_stage_iii_iv", "Ann_Arbor_stage_III_IV",
        "Ann Arbor stage III/IV", "Stage III or IV")),
    criterion("ecog_2_or_more", "ECOG performance status >= 2", "ecog", ge=2, aliases=(
        "ECOG performance status ≥2", "ecog_performance_status_≥2", "ECOG_performance_status_≥2",
        "ECOG ≥2")),
    criterion("ldh_elevated", "Serum LDH > 1 x normal", aliases=(
        "Serum LDH level >1× normal", "serum_ldh_>1×_normal", "Serum_LDH_level_>1×_normal",
        "LDH > normal", "Elevated LDH", "Serum LDH >1x normal")),
    criterion("extranodal_over_1", "> 1 extranodal site", "extranodal_sites", gt=1, aliases=(
        ">1 extranodal site", ">1_extranodal_site", "Number of extranodal sites >1",
        "Extranodal involvement >1 site")),
)


def _groups(age_over_60, stage_iii_iv, ecog_2_or_more, ldh_elevated, extranodal_over_1):
    score = age_over_60 + stage_iii_iv + ecog_2_or_more + ldh_elevated + extranodal_over_1
    ipi = where(score <= 1, "low", where(score == 2, "low-intermediate",
                                         where(score == 3, "high-intermediate", "high")))
    r_ipi = where(score == 0, "very good", where(score <= 2, "good", "poor"))
    return {"ipi_risk_group": ipi, "r_ipi_group": r_ipi}


ipi = points_total(ITEMS, extra=_groups)

IPI_TEXT = {0: "low", 1: "low", 2: "low-intermediate", 3: "high-intermediate", 4: "high",
            5: "high"}
IPI_OS = {"low": "73%", "low-intermediate": "51%", "high-intermediate": "43%", "high": "26%"}
R_IPI = {0: ("very good", "94%", "94%"), 1: ("good", "80%", "79%"), 2: ("good", "80%", "79%")}


def interpret(score):
    group = IPI_TEXT[score]
    r_group, pfs, os_ = R_IPI.get(score, ("poor", "53%", "55%"))
    return (f"IPI {group} risk (5-year overall survival {IPI_OS[group]} in Shipp 1993); R-IPI "
            f"{r_group} prognosis (4-year progression-free survival {pfs}, overall survival "
            f"{os_} with R-CHOP in Sehn 2007)")


CALCULATOR = Calculator(
    id="dlbcl_ipi",
    name="International Prognostic Index for Diffuse Large B-cell Lymphoma (IPI and R-IPI)",
    aliases=["IPI", "R-IPI", "International Prognostic Index", "Revised International "
             "Prognostic Index", "IPI for DLBCL", "International Prognostic Index (IPI) for "
             "lymphoma"],
    specialty="oncology",
    description="IPI score 0-5 (age > 60, stage III/IV, ECOG >= 2, LDH > normal, > 1 "
                "extranodal site) with the IPI risk group and the R-IPI prognostic group.",
    keywords=["diffuse large B-cell lymphoma", "DLBCL", "non-Hodgkin lymphoma", "prognosis",
              "R-CHOP", "lymphoma", "prognosis of aggressive lymphoma",
              "survival in diffuse large B cell lymphoma", "lymphoma risk group at diagnosis",
              "non Hodgkin lymphoma outcome", "revised prognostic index with rituximab",
              "five factor lymphoma prognosis", "expected outcome with R-CHOP"],
    features=[
        age(description="Age (criterion: > 60 years)"),
        ann_arbor_stage_feature(),
        Count(name="ecog", description="ECOG performance status 0-4", range=(0, 4),
              labels=("ECOG performance status", "ECOG PS", "ECOG")),
        Boolean(name="ldh_elevated", description="Serum LDH above the upper limit of normal",
                absent=False),
        Count(name="extranodal_sites", description="Number of extranodal sites of disease",
              range=(0, 30), labels=("Extranodal sites count", "Extranodal_sites_count")),
    ],
    derived=[ldh_elevated_derivation()],
    items=list(ITEMS),
    versions=[Version("shipp_1993_sehn_2007", dt.date(1993, 9, 30), SHIPP_1993, ipi,
                      notes="One point each: age > 60; Ann Arbor stage III/IV; ECOG >= 2; LDH > "
                            "ULN; > 1 extranodal site. IPI: 0-1 low, 2 low-intermediate, 3 "
                            "high-intermediate, 4-5 high. R-IPI (Sehn 2007): 0 very good, 1-2 "
                            "good, 3-5 poor.")],
    output=Output(kind="integer", unit="points", range=(0, 5)),
    interpret=interpret,
    references=[SHIPP_1993, SEHN_2007, MDCALC],
    notes="The score is Shipp 1993's; the R-IPI regroups the same score for rituximab-treated "
          "DLBCL (Sehn 2007). Survival figures: IPI 5-year overall survival by group from Shipp "
          "1993 (pre-rituximab); R-IPI 4-year PFS/OS from Sehn 2007. MDCalc shows the same "
          "score and groups; its IPI survival figures come from a rituximab-era cohort and "
          "differ from Shipp's (not used here). Age-adjusted IPI (patients <= 60) is not this "
          "calculator.",
)
