"""Psoriasis Area and Severity Index (PASI) (Fredriksson & Pettersson, Dermatologica 1978)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.general_w4 import REGIONS, area_item, regional_index, scored_question

FREDRIKSSON_1978 = Reference(
    "Fredriksson T, Pettersson U. Severe psoriasis--oral therapy with a new retinoid. "
    "Dermatologica. 1978;157(4):238-244.", doi="10.1159/000250839",
    url="https://pubmed.ncbi.nlm.nih.gov/357213/")
MDCALC = Reference("MDCalc. Psoriasis Area and Severity Index (PASI).",
                   url="https://www.mdcalc.com/calc/10183/psoriasis-area-severity-index-pasi")

SIGNS = (("erythema", "Erythema", ("Redness",)),
         ("induration", "Induration/thickness", ("Induration", "Thickness")),
         ("desquamation", "Desquamation/scaling", ("Desquamation", "Scaling")))
SEVERITY = (("none", "None", 0, ()), ("slight", "Slight", 1, ("Mild",)),
            ("moderate", "Moderate", 2, ()), ("severe", "Severe", 3, ("Marked",)),
            ("very_severe", "Very severe", 4, ("Very marked",)))
MULTIPLIER_TENTHS = {"head": 1, "upper_limbs": 2, "trunk": 3, "lower_limbs": 4}

FEATURES, ITEMS = [], []
for region, region_label in REGIONS:
    for sign, sign_label, sign_aliases in SIGNS:
        labels = (f"{region_label} - {sign_label}",
                  *(f"{region_label} - {a}" for a in sign_aliases))
        category, item = scored_question(f"{region}_{sign}", labels[0], SEVERITY, labels=labels,
                                         description=f"{region_label}: {sign_label.lower()} (0-4)")
        FEATURES.append(category)
        ITEMS.append(item)
    feature, item = area_item(region, region_label)
    FEATURES.append(feature)
    ITEMS.append(item)


def interpret(value):
    return (f"PASI {value:.1f} (0-72; higher is more severe). PASI > 10 is commonly taken as "
            "moderate-to-severe psoriasis (rule of tens, with BSA > 10% or DLQI > 10)")


CALCULATOR = Calculator(
    id="pasi",
    name="Psoriasis Area and Severity Index (PASI)",
    aliases=["PASI", "Psoriasis Area and Severity Index", "PASI score"],
    specialty="general_other",
    description=("Psoriasis severity: erythema, induration and desquamation (0-4 each) and the "
                 "area affected (0-6) in four body regions, weighted 0.1/0.2/0.3/0.4; 0-72."),
    keywords=["psoriasis", "plaque psoriasis", "skin severity", "biologic eligibility", "PASI 75",
              "dermatology", "erythema", "scaling", "psoriasis severity",
              "how extensive is psoriasis", "psoriasis treatment response",
              "biologic eligibility psoriasis", "psoriasis plaque severity and area",
              "psoriasis improvement measure"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("fredriksson_1978", dt.date(1978, 1, 1), FREDRIKSSON_1978,
                      regional_index(tuple(s for s, _, _ in SIGNS), MULTIPLIER_TENTHS),
                      notes="PASI = sum over head (0.1), upper limbs (0.2), trunk (0.3), lower "
                            "limbs (0.4) of (E + I + D) x area score.")],
    output=Output(kind="number", unit="points", decimals=1, range=(0, 72)),
    interpret=interpret,
    references=[FREDRIKSSON_1978, MDCALC],
    notes=("Signs 0-4 (none, slight, moderate, severe, very severe), area score 0 (none), 1 "
           "(< 10%), 2 (10-29%), 3 (30-49%), 4 (50-69%), 5 (70-89%), 6 (90-100%), region "
           "weights 0.1/0.2/0.3/0.4, as in Fredriksson 1978 and MDCalc. The area may be given "
           "as a percentage (banded as above; any involvement below 10% scores 1) or as the "
           "band. The breakdown gives each region's contribution. The 'PASI > 10' reading in "
           "the interpretation is the conventional rule of tens (Finlay 2005), not part of the "
           "1978 index."),
)
