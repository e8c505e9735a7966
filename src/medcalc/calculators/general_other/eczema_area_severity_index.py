"""Eczema Area and Severity Index (EASI) (Hanifin et al., Exp Dermatol 2001)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Variant, Version
from medcalc.formulas.general_w4 import REGIONS, area_item, regional_index, scored_question

HANIFIN_2001 = Reference(
    "Hanifin JM, Thurston M, Omoto M, Cherill R, Tofte SJ, Graeber M. The eczema area and "
    "severity index (EASI): assessment of reliability in atopic dermatitis. EASI Evaluator "
    "Group. Exp Dermatol. 2001;10(1):11-18.", doi="10.1034/j.1600-0625.2001.100102.x",
    url="https://pubmed.ncbi.nlm.nih.gov/11168575/")
MDCALC = Reference("MDCalc. Eczema Area and Severity Index (EASI).",
                   url="https://www.mdcalc.com/calc/10204/eczema-area-severity-index-easi")

SIGNS = (("redness", "Redness", ("Erythema",)),
         ("thickness", "Thickness", ("Edema/papulation", "Oedema/papulation", "Induration")),
         ("scratching", "Scratching (excoriation)", ("Excoriation", "Scratching")),
         ("lichenification", "Lichenification", ()))
SEVERITY = (("none", "None", 0, ("None (absent)", "Absent")),
            ("mild", "Mild (just perceptible)", 1, ("Mild",)),
            ("moderate", "Moderate (obvious)", 2, ("Moderate",)),
            ("severe", "Severe", 3, ()))
ADULT = Variant("age_8_and_over", "Patients aged 8 years and over: head/neck 0.1, upper limbs "
                "0.2, trunk 0.3, lower limbs 0.4 (default)", HANIFIN_2001)
CHILD = Variant("age_under_8", "Children aged 0-7 years: head/neck 0.2, upper limbs 0.2, "
                "trunk 0.3, lower limbs 0.3", HANIFIN_2001)

FEATURES, ITEMS = [], []
for region, region_label in REGIONS:
    for sign, sign_label, sign_aliases in SIGNS:
        labels = (f"{region_label} - {sign_label}",
                  *(f"{region_label} - {a}" for a in sign_aliases))
        category, item = scored_question(f"{region}_{sign}", labels[0], SEVERITY, labels=labels,
                                         description=f"{region_label}: {sign_label.lower()} (0-3)")
        FEATURES.append(category)
        ITEMS.append(item)
    feature, item = area_item(region, region_label)
    FEATURES.append(feature)
    ITEMS.append(item)

SIGN_NAMES = tuple(s for s, _, _ in SIGNS)


def interpret(value):
    if value == 0:
        band = "clear"
    elif value <= 1:
        band = "almost clear (0.1-1.0)"
    elif value <= 7:
        band = "mild (1.1-7.0)"
    elif value <= 21:
        band = "moderate (7.1-21.0)"
    elif value <= 50:
        band = "severe (21.1-50.0)"
    else:
        band = "very severe (50.1-72.0)"
    return f"EASI {value:.1f}/72: {band} (Leshem 2015 severity strata)"


CALCULATOR = Calculator(
    id="eczema_area_severity_index",
    name="Eczema Area and Severity Index (EASI)",
    aliases=["EASI", "Eczema Area and Severity Index", "EASI score"],
    specialty="general_other",
    description=("Atopic dermatitis severity: redness, thickness, excoriation and "
                 "lichenification (0-3 each) and area affected (0-6) in four regions, weighted "
                 "by region (age-dependent); 0-72."),
    keywords=["atopic dermatitis", "eczema", "skin severity", "dupilumab eligibility", "EASI-75",
              "dermatology", "lichenification", "excoriation", "eczema severity score",
              "atopic dermatitis extent and severity", "eczema treatment response",
              "biologic eligibility for eczema", "how bad is the eczema",
              "dermatitis body area severity"],
    features=FEATURES,
    items=ITEMS,
    versions=[
        Version("hanifin_2001", dt.date(2001, 2, 1), HANIFIN_2001,
                regional_index(SIGN_NAMES, {"head": 1, "upper_limbs": 2, "trunk": 3,
                                            "lower_limbs": 4}),
                variant="age_8_and_over",
                notes="Age >= 8 years: weights 0.1/0.2/0.3/0.4."),
        Version("hanifin_2001_child", dt.date(2001, 2, 1), HANIFIN_2001,
                regional_index(SIGN_NAMES, {"head": 2, "upper_limbs": 2, "trunk": 3,
                                            "lower_limbs": 3}),
                variant="age_under_8",
                notes="Age 0-7 years: weights 0.2/0.2/0.3/0.3."),
    ],
    variants=[ADULT, CHILD],
    output=Output(kind="number", unit="points", decimals=1, range=(0, 72)),
    interpret=interpret,
    references=[HANIFIN_2001, MDCALC],
    notes=("Signs 0-3 (none, mild, moderate, severe; half steps allowed by the source are "
           "not accepted here), area score 0-6 (0, 1-9%, 10-29%, 30-49%, 50-69%, 70-89%, "
           "90-100%), region weights by age as in Hanifin 2001: 'age_8_and_over' (default, "
           "0.1/0.2/0.3/0.4, MDCalc's) and 'age_under_8' (0.2/0.2/0.3/0.3), chosen explicitly as "
           "variants. The severity strata in the interpretation are those proposed by Leshem "
           "YA et al., Br J Dermatol 2015;172:1353-1357 (doi 10.1111/bjd.13662), not part of "
           "the 2001 index."),
)
