"""Shared declarations of the wave-4 endocrinology calculators: the FRACTURE Index (Black et al.,
Osteoporos Int 2001) items and its with-BMD 5-year risk table, used by `fracture_index` and
`fracture_risk_women_known_bmd`."""

from __future__ import annotations

from medcalc.core import Band, Boolean, Quantity, Reference, banded, criterion
from medcalc.core.common import age, weight

BLACK_2001 = Reference(
    "Black DM, Steinbuch M, Palermo L, Dargent-Molina P, Lindsay R, Hoseyni MS, Johnell O. An "
    "assessment tool for predicting fracture risk in postmenopausal women. Osteoporos Int. "
    "2001;12(7):519-528.", doi="10.1007/s001980170072",
    url="https://pubmed.ncbi.nlm.nih.gov/11527048/")

LB = 0.45359237  # kg per lb
WEIGHT_LIMIT_KG = 125 * LB  # 125 lb = 56.70 kg

FRACTURE_AGE = banded("age_points", "Age, years", "age", (
    Band("lt_65", "< 65", 0, lt=65, aliases=("<65 years",)),
    Band("65_to_69", "65-69", 1, ge=65, lt=70, aliases=("65-69 years",)),
    Band("70_to_74", "70-74", 2, ge=70, lt=75, aliases=("70-74 years",)),
    Band("75_to_79", "75-79", 3, ge=75, lt=80, aliases=("75-79 years",)),
    Band("80_to_84", "80-84", 4, ge=80, lt=85, aliases=("80-84 years",)),
    Band("ge_85", ">= 85", 5, ge=85, aliases=("≥85 years", "85 and over")),
), aliases=("Age, years (category)", "Age", "Patient age (years)"))
FRACTURE_HISTORY = criterion(
    "fracture_points", "Fracture after age 50", "fracture_after_50",
    aliases=("History of any fracture after age 50", "Patient has had fractures after age 50?",
             "Fractures after age 50"))
MATERNAL_HIP = criterion(
    "maternal_hip_points", "Mother had a hip fracture after age 50", "maternal_hip_fracture",
    no_aliases=("No/don't know", "No/don’t know", "Don't know"),
    aliases=("Mother's history of a hip fracture after age 50",
             "Patient’s mother has had a hip fracture after age 50?",
             "Patient's mother has had a hip fracture after age 50?",
             "Maternal hip fracture after age 50"))
LOW_WEIGHT = criterion(
    "weight_points", "Weight <= 125 lb (56.7 kg)", "weight", le=WEIGHT_LIMIT_KG,
    yes_aliases=("≤125 lb (≤56.7 kg)", "<=125 lb", "≤125 lb"),
    no_aliases=(">125 lb (>56.7 kg)", ">125 lb"),
    aliases=("Weight", "Patient body weight is less than 125 lbs or 56.6 kg?",
             "Body weight <= 125 lb"))
SMOKER = criterion("smoking_points", "Current smoker", "current_smoker",
                   aliases=("Patient is an active smoker?", "Smoker"))
ARMS = criterion(
    "arms_points", "Uses arms to stand up from a chair", "arms_to_stand", points=2,
    no_aliases=("No/don't know", "No/don’t know"),
    aliases=("Need to use arms to assist themself in standing up from a chair",
             "Need to use arms to assist in standing up from a chair",
             "Patient requires arm assistance to stand from chair?",
             "Arm assistance to stand from chair"))
BMD = banded("bmd_points", "Total hip BMD T-score", "hip_t_score", (
    Band("ge_minus_1", ">= -1", 0, ge=-1, aliases=("-1 or higher", "≥-1")),
    Band("minus_1_to_minus_2", "-1 to -2", 2, ge=-2, lt=-1,
         aliases=("Between -1 and -2", "-2 to -1")),
    Band("minus_2_to_minus_2_5", "-2 to -2.5", 3, ge=-2.5, lt=-2,
         aliases=("Between -2 and -2.5", "-2.5 to -2")),
    Band("lt_minus_2_5", "< -2.5", 4, lt=-2.5, aliases=("<-2.5", "Less than -2.5")),
), aliases=("BMD results: total hip T-score", "BMD category: total hip T-score",
            "Patient Bone Mineral Density T-score (BMD)", "BMD T-score"))

CLINICAL_ITEMS = (FRACTURE_AGE, FRACTURE_HISTORY, MATERNAL_HIP, LOW_WEIGHT, SMOKER, ARMS)
ITEMS_WITH_BMD = (*CLINICAL_ITEMS, BMD)


def fracture_features(t_score_labels: tuple[str, ...] = ()) -> list:
    return [
        age(range=(40.0, 120.0), labels=("Patient age (years)",)),
        Boolean(name="fracture_after_50", description="Any fracture after age 50"),
        Boolean(name="maternal_hip_fracture",
                description="Mother had a hip fracture after age 50 (no or unknown: false)"),
        weight(range=(20.0, 300.0), labels=("Weight (lbs)",)),
        Boolean(name="current_smoker", description="Current smoker"),
        Boolean(name="arms_to_stand",
                description="Needs the arms to stand up from a chair (no or unknown: false)"),
        Quantity(name="hip_t_score", unit="1", units=("1",), range=(-8.0, 6.0),
                 description="Total hip BMD T-score (DXA, SD units)",
                 labels=("Total hip T-score", *t_score_labels)),
    ]


# Black 2001, 5-year risk (%) by FRACTURE Index score with BMD: (low, high, non-vertebral, hip,
# vertebral).
RISK_WITH_BMD = (
    (1, 2, 8.6, 0.4, 1.2),
    (3, 4, 13.1, 0.9, 2.5),
    (5, 5, 16.5, 1.9, 5.3),
    (6, 7, 19.8, 3.9, 7.1),
    (8, 15, 27.5, 8.7, 11.2),
)


def risk_group(score):
    """The with-BMD risk row of a score, or None for a score of 0 (not tabulated)."""
    for row in RISK_WITH_BMD:
        if row[0] <= score <= row[1]:
            return row
    return None
