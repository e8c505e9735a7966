"""CNS-IPI: risk of central nervous system relapse in diffuse large B-cell lymphoma treated
with R-CHOP (Schmitz et al., J Clin Oncol 2016)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Count, Output, Reference, Version, criterion, \
    points_total
from medcalc.core.common import age
from medcalc.formulas.oncology_w3a import ann_arbor_stage_feature, ldh_elevated_derivation

SCHMITZ_2016 = Reference(
    "Schmitz N, Zeynalova S, Nickelsen M, Kansara R, Villa D, Sehn LH, Glass B, Scott DW, "
    "Gascoyne RD, Connors JM, Ziepert M, Pfreundschuh M, Loeffler M, Savage KJ. CNS "
    "International Prognostic Index: a risk model for CNS relapse in patients with diffuse "
    "large B-cell lymphoma treated with R-CHOP. J Clin Oncol. 2016;34(26):3150-3156.",
    doi="10.1200/JCO.2015.65.6520", url="https://pubmed.ncbi.nlm.nih.gov/27382100/")
MDCALC = Reference("MDCalc. Central Nervous System International Prognostic Index (CNS-IPI).")

ITEMS = (
    criterion("age_over_60", "Age > 60 years", "age", gt=60,
              aliases=("Age >60 years", "age_>60_years", "Age_>60_years")),
    criterion("ldh_elevated", "LDH > normal", aliases=(
        "LDH >normal", "ldh_>normal", "LDH_>normal", "Serum LDH > upper limit of normal",
        "Elevated LDH")),
    criterion("ecog_over_1", "ECOG performance status > 1", "ecog", gt=1, aliases=(
        "ECOG performance status >1", "ecog_performance_status_>1", "ECOG_>1", "ECOG >1")),
    criterion("stage_iii_iv", "Ann Arbor stage III or IV", "ann_arbor_stage",
              choices=("III", "IV"), aliases=(
        "Ann Arbor stage III-IV", "ann_arbor_stages_iii_or_iv", "Ann_Arbor_stage_III_or_IV",
        "Stage III/IV")),
    criterion("extranodal_over_1", "> 1 extranodal site", "extranodal_sites", gt=1, aliases=(
        ">1 extranodal disease site", ">1_extranodal_disease_site", ">1 extranodal site",
        "Extranodal involvement >1 site")),
    criterion("kidney_adrenal", "Kidney and/or adrenal involvement", aliases=(
        "kidney_and/or_adrenal_involvement", "Kidney_or_adrenal_involvement",
        "Kidney or adrenal involvement", "Kidney and/or adrenal gland involvement")),
)
cns_ipi = points_total(ITEMS)


def interpret(score):
    if score <= 1:
        return "low risk (CNS-IPI 0-1): 2-year CNS relapse 0.6% in Schmitz 2016"
    if score <= 3:
        return "intermediate risk (CNS-IPI 2-3): 2-year CNS relapse 3.4% in Schmitz 2016"
    return "high risk (CNS-IPI 4-6): 2-year CNS relapse 10.2% in Schmitz 2016"


CALCULATOR = Calculator(
    id="cns_ipi",
    name="Central Nervous System International Prognostic Index (CNS-IPI)",
    aliases=["CNS-IPI", "CNS IPI", "CNS International Prognostic Index"],
    specialty="oncology",
    description="Risk of CNS relapse in DLBCL (0-6 points: the five IPI factors plus kidney "
                "and/or adrenal involvement) and the matching 2-year CNS relapse group.",
    keywords=["diffuse large B-cell lymphoma", "DLBCL", "CNS relapse", "CNS prophylaxis", "R-CHOP",
              "lymphoma", "risk of lymphoma spreading to brain",
              "who needs CNS prophylaxis in lymphoma", "central nervous system relapse of DLBCL",
              "brain relapse risk large B cell lymphoma",
              "intrathecal or high dose methotrexate decision",
              "kidney or adrenal involvement lymphoma relapse", "2 year CNS relapse probability"],
    features=[
        age(description="Age (criterion: > 60 years)"),
        Boolean(name="ldh_elevated", description="Serum LDH above the upper limit of normal",
                absent=False),
        Count(name="ecog", description="ECOG performance status 0-4", range=(0, 4),
              labels=("ECOG performance status", "ECOG PS", "ECOG")),
        ann_arbor_stage_feature(),
        Count(name="extranodal_sites", description="Number of extranodal sites of disease",
              range=(0, 30), labels=("Extranodal sites count", "Extranodal_sites_count")),
        Boolean(name="kidney_adrenal",
                description="Kidney and/or adrenal gland involvement by lymphoma",
                absent=False),
    ],
    derived=[ldh_elevated_derivation()],
    items=list(ITEMS),
    versions=[Version("schmitz_2016", dt.date(2016, 9, 10), SCHMITZ_2016, cns_ipi,
                      notes="One point each: age > 60; LDH > ULN; ECOG > 1; stage III/IV; > 1 "
                            "extranodal site; kidney and/or adrenal involvement. 0-1 low, "
                            "2-3 intermediate, 4-6 high.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[SCHMITZ_2016, MDCALC],
    notes="Schmitz 2016 (German High-Grade Non-Hodgkin Lymphoma Study Group derivation, BC "
          "Cancer validation); 2-year CNS relapse rates 0.6% / 3.4% / 10.2% for the low, "
          "intermediate and high groups (derivation cohort). MDCalc uses the same factors and "
          "groups. Each criterion may be given by its measurement (age, number of extranodal "
          "sites) or yes/no. Published online 2016 (JCO 2016;34:3150, issue of 10 September).",
)
