"""LACE index: 30-day death or unplanned readmission after discharge (van Walraven et al., CMAJ
2010)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Count, Output, Reference, Version, banded,
                          criterion, points_total)

VAN_WALRAVEN_2010 = Reference(
    "van Walraven C, Dhalla IA, Bell C, Etchells E, Stiell IG, Zarnke K, Austin PC, Forster AJ. "
    "Derivation and validation of an index to predict early death or unplanned readmission "
    "after discharge from hospital to the community. CMAJ. 2010;182(6):551-557.",
    doi="10.1503/cmaj.091117", url="https://pubmed.ncbi.nlm.nih.gov/20194559/")
MDCALC = Reference("MDCalc. LACE Index for Readmission.",
                   url="https://www.mdcalc.com/calc/3805/lace-index-readmission")

ITEMS = (
    banded("length_of_stay", "Length of stay (days)", "length_of_stay", (
        Band("lt1", "< 1 day", 0, lt=1),
        Band("1", "1 day", 1, ge=1, lt=2),
        Band("2", "2 days", 2, ge=2, lt=3),
        Band("3", "3 days", 3, ge=3, lt=4),
        Band("4_6", "4-6 days", 4, ge=4, lt=7),
        Band("7_13", "7-13 days", 5, ge=7, lt=14),
        Band("ge14", ">= 14 days", 7, ge=14),
    ), aliases=("Length of stay, days", "Length of stay", "L")),
    criterion("acute_admission", "Acute (emergent) admission", points=3,
              aliases=("Acuity of admission", "Emergent admission", "Acute admission", "A")),
    banded("charlson", "Charlson comorbidity index", "charlson_index", (
        Band("0", "0", 0, lt=1),
        Band("1", "1", 1, ge=1, lt=2),
        Band("2", "2", 2, ge=2, lt=3),
        Band("3", "3", 3, ge=3, lt=4),
        Band("ge4", ">= 4", 5, ge=4),
    ), aliases=("Charlson comorbidity index (CCI)", "Comorbidity", "C")),
    banded("ed_visits", "ED visits in the previous 6 months", "ed_visits_6_months", (
        Band("0", "0", 0, lt=1),
        Band("1", "1", 1, ge=1, lt=2),
        Band("2", "2", 2, ge=2, lt=3),
        Band("3", "3", 3, ge=3, lt=4),
        Band("ge4", ">= 4", 4, ge=4),
    ), aliases=("Emergency department visits in previous 6 months",
                "ED visits within 6 months prior to admission", "E")),
)


def interpret(score):
    group = ("low (0-4)" if score <= 4 else "moderate (5-9)" if score <= 9 else "high (>= 10)")
    return (f"LACE {score}/19: {group} risk of death or unplanned readmission within 30 days "
            "of discharge")


CALCULATOR = Calculator(
    id="lace_index_readmission",
    name="LACE Index for Readmission",
    aliases=["LACE index", "LACE score", "LACE readmission risk"],
    specialty="general_other",
    description=("Risk of death or unplanned readmission within 30 days of discharge: Length "
                 "of stay, Acuity of admission, Comorbidity (Charlson), Emergency department "
                 "visits in the previous 6 months (0-19)."),
    keywords=["hospital readmission", "30-day readmission", "discharge planning",
              "transitional care", "early death after discharge", "Charlson",
              "readmission risk after discharge", "30-day hospital return risk",
              "who needs transition of care", "early readmission prediction",
              "discharge risk of return", "unplanned readmission or death"],
    features=[
        Count(name="length_of_stay", labels=("Length of stay, days", "Length of stay"),
              range=(0, 3650), description="Length of the hospital stay in days"),
        Boolean(name="acute_admission", labels=("Acuity of admission",),
                description="Admitted emergently (urgent/unplanned), not electively"),
        Count(name="charlson_index", labels=("Charlson comorbidity index",), range=(0, 40),
              description="Charlson comorbidity index score (weighted sum; see "
                          "charlson_comorbidity_index)"),
        Count(name="ed_visits_6_months", labels=("ED visits in previous 6 months",),
              range=(0, 500), description="Emergency department visits in the 6 months "
                                          "before admission (not counting this one)"),
    ],
    items=list(ITEMS),
    versions=[Version("van_walraven_2010", dt.date(2010, 4, 6), VAN_WALRAVEN_2010,
                      points_total(ITEMS),
                      notes="L: <1 d 0, 1 1, 2 2, 3 3, 4-6 4, 7-13 5, >=14 7; A: emergent 3; "
                            "C: Charlson 0-3 as is, >=4 5; E: 0-3 as is, >=4 4.")],
    output=Output(kind="integer", unit="points", range=(0, 19)),
    interpret=interpret,
    references=[VAN_WALRAVEN_2010, MDCALC],
    notes=("Points as in van Walraven 2010 (the LACE points table). The paper reports a continuous risk by "
           "score rather than groups; the groups low 0-4, moderate 5-9 and high >= 10 are the "
           "conventional reading (MDCalc; >= 10 is the usual high-risk cut-off in practice). "
           "The C component uses the Charlson index score as the paper does (computed from "
           "the Charlson conditions; see charlson_comorbidity_index). With missing='absent', "
           "an unmentioned acute admission counts as elective."),
)
