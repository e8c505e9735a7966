"""Barthel Index of activities of daily living (Mahoney & Barthel, Md State Med J 1965)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.general_w4 import questionnaire, scored_question

MAHONEY_1965 = Reference(
    "Mahoney FI, Barthel DW. Functional evaluation: the Barthel Index. Md State Med J. "
    "1965;14:61-65.", url="https://pubmed.ncbi.nlm.nih.gov/14258950/")
SHAH_1989 = Reference(
    "Shah S, Vanclay F, Cooper B. Improving the sensitivity of the Barthel Index for stroke "
    "rehabilitation. J Clin Epidemiol. 1989;42(8):703-709.",
    doi="10.1016/0895-4356(89)90065-6")
MDCALC = Reference("MDCalc. Barthel Index for Activities of Daily Living (ADL).",
                   url="https://www.mdcalc.com/calc/3912/barthel-index-activities-daily-living-adl")

QUESTIONS = [
    scored_question("feeding", "Feeding", (
        ("unable", "Unable", 0, ()),
        ("needs_help", "Needs help cutting, spreading butter, etc., or a modified diet", 5,
         ("Needs help cutting, spreading butter, etc., or requires modified diet",)),
        ("independent", "Independent", 10, ()))),
    scored_question("bathing", "Bathing", (
        ("dependent", "Dependent", 0, ()),
        ("independent", "Independent (or in shower)", 5, ("Independent",)))),
    scored_question("grooming", "Grooming", (
        ("needs_help", "Needs help with personal care", 0, ("Needs help with personal care",)),
        ("independent", "Independent with face, hair, teeth and shaving (implements provided)", 5,
         ("Independent",)))),
    scored_question("dressing", "Dressing", (
        ("dependent", "Dependent", 0, ()),
        ("needs_help", "Needs help but can do about half unaided", 5,
         ("Needs help but can do about half unaided",)),
        ("independent", "Independent, including buttons, zips and laces", 10, ("Independent",)))),
    scored_question("bowels", "Bowels", (
        ("incontinent", "Incontinent (or needs enemas)", 0, ("Incontinent",)),
        ("occasional", "Occasional accident", 5, ()),
        ("continent", "Continent", 10, ()))),
    scored_question("bladder", "Bladder", (
        ("incontinent", "Incontinent, or catheterized and unable to manage alone", 0,
         ("Incontinent",)),
        ("occasional", "Occasional accident", 5, ()),
        ("continent", "Continent", 10, ()))),
    scored_question("toilet_use", "Toilet use", (
        ("dependent", "Dependent", 0, ()),
        ("needs_help", "Needs some help but can do something alone", 5,
         ("Needs some help, but can do something alone",)),
        ("independent", "Independent (on and off, dressing, wiping)", 10, ("Independent",)))),
    scored_question("transfers", "Transfers (bed to chair and back)", (
        ("unable", "Unable, no sitting balance", 0, ("Unable",)),
        ("major_help", "Major help (one or two people, physical), can sit", 5,
         ("Major help (one or two people, physical), can sit",)),
        ("minor_help", "Minor help (verbal or physical)", 10, ()),
        ("independent", "Independent", 15, ())), labels=("Transfers (bed to chair and back)",
                                                         "Transfers")),
    scored_question("mobility", "Mobility (on level surfaces)", (
        ("immobile", "Immobile or under 50 yards", 0, ("Immobile or <50 yards",)),
        ("wheelchair", "Wheelchair independent, including corners, over 50 yards", 5,
         ("Wheelchair independent, including corners, >50 yards",)),
        ("walks_with_help", "Walks with help of one person (verbal or physical) over 50 yards",
         10, ("Walks with help of one person (verbal or physical) >50 yards",)),
        ("independent", "Independent (may use an aid such as a stick) over 50 yards", 15,
         ("Independent (but may use any aid; for example, stick) >50 yards", "Independent"))),
        labels=("Mobility (on level surfaces)", "Mobility")),
    scored_question("stairs", "Stairs", (
        ("unable", "Unable", 0, ()),
        ("needs_help", "Needs help (verbal, physical, carrying aid)", 5,
         ("Needs help (verbal, physical, carrying aid)",)),
        ("independent", "Independent", 10, ()))),
]
FEATURES, ITEMS = questionnaire(QUESTIONS)


def interpret(score):
    if score <= 20:
        band = "total dependence (0-20)"
    elif score <= 60:
        band = "severe dependence (21-60)"
    elif score <= 90:
        band = "moderate dependence (61-90)"
    elif score <= 99:
        band = "slight dependence (91-99)"
    else:
        band = "independent (100)"
    return f"Barthel Index {score}/100: {band}"


CALCULATOR = Calculator(
    id="barthel_index",
    name="Barthel Index for Activities of Daily Living (ADL)",
    aliases=["Barthel Index", "Barthel ADL index", "Barthel score"],
    specialty="general_other",
    description=("Independence in 10 basic activities of daily living (feeding, bathing, "
                 "grooming, dressing, bowels, bladder, toilet use, transfers, mobility, "
                 "stairs); 0-100."),
    keywords=["activities of daily living", "ADL", "functional independence", "disability",
              "stroke rehabilitation", "discharge planning", "self-care",
              "independence in daily self-care", "functional disability after stroke",
              "basic daily activities independence", "dependence level for care needs",
              "feeding bathing dressing toileting ability", "rehabilitation functional outcome",
              "how much help with daily living"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("mahoney_1965", dt.date(1965, 2, 1), MAHONEY_1965, points_total(ITEMS),
                      notes="10 items in steps of 5 points; total 0-100.")],
    output=Output(kind="integer", unit="points", range=(0, 100)),
    interpret=interpret,
    references=[MAHONEY_1965, SHAH_1989, MDCALC],
    notes=("Original 0-100 scoring of Mahoney & Barthel 1965, as MDCalc uses it (the 0-20 "
           "version of Collin & Wade 1988 is the same index divided by 5). Dependence bands "
           "0-20 / 21-60 / 61-90 / 91-99 / 100 are Shah 1989's. The index may be used freely "
           "for non-commercial purposes with citation of Mahoney & Barthel; descriptors are "
           "condensed in our own words. No item is imputed under missing='absent'."),
)
