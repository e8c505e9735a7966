"""AWOL score: risk of delirium during a medical hospital stay, assessed at admission (Douglas et
al., J Hosp Med 2013)."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Category,
    Choice,
    Output,
    Reference,
    Version,
    criterion,
    from_category,
    points_total,
)
from medcalc.core.common import age

DOUGLAS_2013 = Reference(
    "Douglas VC, Hessler CS, Dhaliwal G, Betjemann JP, Fukuda KA, Alameddine LR, Lucatorto R, "
    "Johnston SC, Josephson SA. The AWOL tool: derivation and validation of a delirium "
    "prediction rule. J Hosp Med. 2013;8(9):493-499.",
    doi="10.1002/jhm.2062", url="https://pubmed.ncbi.nlm.nih.gov/23922253/")
MDCALC = Reference("MDCalc. AWOL Score for Delirium.")

ILLNESS = Category(
    name="illness_severity",
    labels=("Nursing illness severity assessment", "Illness severity"),
    description="Illness severity as rated by the admitting nurse (moderately ill or worse "
                "scores 1)",
    choices=(
        Choice("not_ill", "Not ill", 0, aliases=("none", "well", "not ill or mildly ill",
                                                 "not ill/mildly ill")),
        Choice("mildly_ill", "Mildly ill", 0, aliases=("mild",)),
        Choice("moderately_ill", "Moderately ill", 1,
               aliases=("moderate", "moderately ill, severely ill, or moribund",
                        "moderately ill, severely ill or moribund",
                        "moderately/severely ill or moribund")),
        Choice("severely_ill", "Severely ill", 1, aliases=("severe",)),
        Choice("moribund", "Moribund", 1),
    ),
    absent="not_ill",
)

AGE = criterion("age_criterion", "Age >= 80 years", "age", ge=80,
                aliases=("Age ≥80 years", "Age >= 80", "Age"))
SPELLING = criterion(
    "world_backward", "Unable to spell 'world' backward", "spells_world_backward",
    points=0, no_points=1, absent="yes",
    aliases=("Correctly spells “world” backward", "Correctly spells 'world' backward",
             "Correctly spells world backward", "Spells WORLD backward"))
ORIENTATION = criterion(
    "orientation", "Not oriented to place", "oriented_to_place",
    points=0, no_points=1, absent="yes",
    aliases=("Oriented to city, state, county, hospital name, and floor",
             "Oriented to place"))
ILLNESS_ITEM = from_category(ILLNESS, "Nurse-rated illness severity moderate or worse",
                             ("Nursing illness severity assessment",))
ITEMS = (AGE, SPELLING, ORIENTATION, ILLNESS_ITEM)
awol = points_total(ITEMS)

# Douglas 2013 abstract, combined derivation and validation cohorts: delirium rate by score.
RATE = {0: "2% (1/50)", 1: "4% (5/141)", 2: "14% (15/107)", 3: "20% (10/50)", 4: "64% (7/11)"}


def interpret(score):
    return (f"AWOL {score}: delirium developed during the hospital stay in {RATE[int(score)]} of "
            f"patients with this score in Douglas 2013")


CALCULATOR = Calculator(
    id="awol_score",
    name="AWOL Score for Delirium",
    aliases=["AWOL score", "AWOL tool", "AWOL delirium prediction rule"],
    specialty="neurology",
    description=("Risk of developing delirium during a medical admission, from four items "
                 "checked at admission: Age >= 80, spelling 'World' backward, Orientation to "
                 "place, iLlness severity (0-4)."),
    keywords=["delirium", "delirium risk", "hospitalized patients", "medical inpatients",
              "delirium prediction", "elderly inpatient", "risk of delirium developing in hospital",
              "predict delirium at admission", "which inpatients will become delirious",
              "delirium prevention targeting", "spell world backward and orientation",
              "incident delirium in medical wards", "older inpatient confusion risk"],
    features=[
        age(description="Age (criterion: >= 80 years)"),
        Boolean(name="spells_world_backward",
                description="Spells the word 'world' backward correctly",
                definition="All five letters in the correct reverse order; any error or "
                           "inability scores the point."),
        Boolean(name="oriented_to_place",
                description="Oriented to place (city, state, county, hospital name and floor)",
                definition="Names every one of city, state, county, hospital and floor "
                           "correctly; any error scores the point."),
        ILLNESS,
    ],
    items=list(ITEMS),
    versions=[Version("douglas_2013", dt.date(2013, 9, 1), DOUGLAS_2013, awol,
                      notes="One point each: age >= 80; fails to spell 'world' backward; not "
                            "oriented to place; nurse-rated illness moderate, severe or "
                            "moribund.")],
    output=Output(kind="integer", unit="points", range=(0, 4)),
    interpret=interpret,
    references=[DOUGLAS_2013, MDCALC],
    notes=("Developed in medical inpatients over 50 years old without delirium at admission. "
           "Delirium rates by score are those of the combined cohorts in Douglas 2013 (2%, 4%, "
           "14%, 20%, 64% for 0-4), the figures MDCalc shows. The spelling and orientation "
           "items score a point when the patient fails them; MDCalc's questions ('Correctly "
           "spells world backward', 'Oriented to ...') are accepted with yes = no point. With "
           "missing='absent' an unmentioned item counts as normal (correct spelling, oriented, "
           "not ill)."),
)
