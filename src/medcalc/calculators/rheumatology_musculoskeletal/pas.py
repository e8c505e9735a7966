"""PAS: Patient Activity Scale for rheumatoid arthritis (Wolfe, Michaud & Pincus, J Rheumatol
2005), from the legacy Stanford HAQ Disability Index, pain and patient global assessment.

The HAQ-DI is given as a score (0-3) or derived from a complete HAQ disability form: the 20
activities, and for each of the 8 categories whether an aid/device or help from another person
is used (see `notes` for what was verified where)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Derivation, Output, Quantity, Reference, Version
from medcalc.core.vector import maximum
from medcalc.formulas.obs_rheum_w4 import (haq_difficulty, pas_activity, pas_pain_and_global,
                                           patient_activity_scale)

WOLFE_2005 = Reference(
    "Wolfe F, Michaud K, Pincus T. A composite disease activity scale for clinical practice, "
    "observational studies, and clinical trials: the patient activity scale (PAS/PAS-II). J "
    "Rheumatol. 2005;32(12):2410-2415. PMID 16331773.")
LOINC_PAS = Reference(
    "Regenstrief Institute. LOINC 75877-1 Patient activity scale [PAS] panel and 75840-9 PAS "
    "total score (version 2.78): PAS = (pain + PtGA + HAQ x 3.33) / 3; remission <= 0.25, "
    "minimal <= 3.7, moderate < 8.0, severe >= 8.0.", url="https://loinc.org/75877-1")
ANDERSON_2012 = Reference(
    "Anderson J, Caplan L, Yazdany J, et al. Rheumatoid arthritis disease activity measures: "
    "American College of Rheumatology recommendations for use in clinical practice. Arthritis "
    "Care Res. 2012;64(5):640-647. PMID 22473918 (PAS and PAS-II categories: remission "
    "0-0.25, low 0.26-3.70, moderate 3.71-7.99, high 8.00-10.00).", doi="10.1002/acr.21649")
FRIES_1980 = Reference(
    "Fries JF, Spitz P, Kraines RG, Holman HR. Measurement of patient outcome in arthritis. "
    "Arthritis Rheum. 1980;23(2):137-145 (the Stanford HAQ Disability Index, 0-3).")
ARAMIS_2009 = Reference(
    "Stanford University School of Medicine, Division of Immunology & Rheumatology. The Health "
    "Assessment Questionnaire (HAQ) and the Improved HAQ: HAQ Instructions (ARAMIS), revised "
    "June 2009 (Legacy HAQ scoring conventions).")
CLINHAQ = Reference(
    "Wolfe F. The HAQ Disability Index of the Clinical Health Assessment Questionnaire "
    "(CLINHAQ, version 96.4), scoring sheet: worst item per section; an aid/device or help "
    "raises a section to at least 2; 8 section scores summed / 8.")

# The 8 HAQ-DI categories and their 20 activities, in the order of the Stanford form (our
# paraphrase; the form's and LOINC's question wording as labels).
CATEGORIES = (
    ("dressing", "Dressing and grooming", (
        ("haq_dress", "Dress yourself, including tying shoelaces and doing buttons",
         ("Dress yourself, including shoelaces and buttons",
          "Over the past week, are you able to dress yourself, including shoelaces and "
          "buttons?")),
        ("haq_shampoo", "Shampoo your hair",
         ("Over the past week, are you able to shampoo your hair?",)))),
    ("arising", "Arising", (
        ("haq_stand_up", "Stand up from an armless straight chair",
         ("Stand up from a straight chair",
          "Over the past week, are you able to stand up from a straight chair?")),
        ("haq_bed", "Get in and out of bed",
         ("Over the past week, are you able to get in and out of bed?",)))),
    ("eating", "Eating", (
        ("haq_cut_meat", "Cut your meat",
         ("Over the past week, are you able to cut your meat?",)),
        ("haq_lift_cup", "Lift a full cup or glass to your mouth",
         ("Over the past week, are you able to lift a full cup or glass to your mouth?",)),
        ("haq_milk_carton", "Open a new milk carton",
         ("Over the past week, are you able to open a new milk carton?",)))),
    ("walking", "Walking", (
        ("haq_walk", "Walk outdoors on flat ground",
         ("Over the past week, are you able to walk outdoors on flat ground?",)),
        ("haq_steps", "Climb up five steps",
         ("Over the past week, are you able to climb up five steps?",)))),
    ("hygiene", "Hygiene", (
        ("haq_wash", "Wash and dry your body", ("Wash and dry your entire body",)),
        ("haq_tub_bath", "Take a tub bath", ()),
        ("haq_toilet", "Get on and off the toilet", ()))),
    ("reach", "Reach", (
        ("haq_reach", "Reach and get down a 5-pound object (such as a bag of sugar) from just "
                      "above your head", ()),
        ("haq_bend", "Bend down to pick up clothing from the floor", ()))),
    ("grip", "Grip", (
        ("haq_car_doors", "Open car doors", ()),
        ("haq_jars", "Open jars which have been previously opened",
         ("Open previously opened jars",)),
        ("haq_faucets", "Turn faucets on and off", ()))),
    ("activities", "Activities", (
        ("haq_errands", "Run errands and shop", ()),
        ("haq_car", "Get in and out of a car", ()),
        ("haq_chores", "Do chores such as vacuuming or yard work",
         ("Do chores such as vacuuming, yard work",)))),
)

# Aids and devices of the Stanford form, by the category they adjust (CLINHAQ scoring sheet);
# the activities category has help from another person only.
AIDS = {
    "dressing": "devices used for dressing (button hook, zipper pull, long-handled shoe horn)",
    "arising": "a special or built-up chair",
    "eating": "built-up or special utensils",
    "walking": "a cane, walker, crutches or wheelchair",
    "hygiene": "a raised toilet seat, bathtub seat, bathtub bar or long-handled appliances in "
               "the bathroom",
    "reach": "long-handled appliances for reach",
    "grip": "a jar opener (for jars previously opened)",
    "activities": None,
}


def _aid_or_help(category, title):
    aid = AIDS[category]
    what = (f"{aid}, or help from another person" if aid
            else "help from another person (no aid is scored for this category)")
    return Boolean(
        name=f"haq_aid_or_help_{category}",
        labels=(f"Aids, devices or help: {title.lower()}",),
        description=f"HAQ {title.lower()}: an aid/device or help from another person is usually "
                    f"used (raises the category score to at least 2)",
        definition=f"usually uses {what} for {title.lower()} activities")


ITEM_FEATURES = tuple(haq_difficulty(name, labels, activity)
                      for _, _, items in CATEGORIES for name, activity, labels in items)
AID_FEATURES = tuple(_aid_or_help(c, title) for c, title, _ in CATEGORIES)
GROUPS = tuple((c, tuple(i[0] for i in items), f"haq_aid_or_help_{c}")
               for c, _, items in CATEGORIES)
SOURCE_NAMES = tuple(f.name for f in ITEM_FEATURES + AID_FEATURES)


def _category_scores(answers):
    """Each category's score: its worst (highest) activity, raised to 2 by an aid or help."""
    scores = {}
    for category, items, aid in GROUPS:
        score = answers[items[0]]
        for item in items[1:]:
            score = maximum(score, answers[item])
        scores[category] = maximum(score, 2 * answers[aid])  # aid/help: at least 2
    return scores


def _haq_di(**answers):
    scores = _category_scores(answers)
    total = 0
    for category, _, _ in GROUPS:
        total = total + scores[category]
    return total / 8.0


_haq_di.__parameters__ = SOURCE_NAMES

HAQ_DI_FROM_FORM = Derivation(
    "haq_di", ITEM_FEATURES + AID_FEATURES, _haq_di,
    "HAQ-DI from a complete form: each of the 8 categories scores its worst activity (0-3), "
    "raised to 2 when an aid/device or help from another person is used for it; HAQ-DI = sum "
    "of the 8 category scores / 8")


def compute(haq_di, pain, patient_global):
    return {"value": patient_activity_scale(haq_di, pain, patient_global), "haq_di": haq_di,
            "haq_di_x_3_33": haq_di * 3.33}


def interpret(value):
    return pas_activity(value, "PAS")


CALCULATOR = Calculator(
    id="pas",
    name="Patient Activity Scale (PAS) for RA",
    aliases=["Patient Activity Scale", "PAS (rheumatoid arthritis)", "PAS for RA",
             "Patient Activity Scale for RA", "Patient Activity Scale (PAS)"],
    specialty="rheumatology_musculoskeletal",
    description=("Patient-reported rheumatoid arthritis activity (0-10): the legacy HAQ "
                 "Disability Index (0-3, given or scored from the 20-item form) rescaled x "
                 "3.33, plus pain and patient global assessment (0-10 each), divided by 3."),
    keywords=["rheumatoid arthritis", "disease activity", "patient reported outcome", "HAQ",
              "HAQ-DI", "function", "pain", "patient reported RA activity",
              "rheumatoid activity from HAQ disability index", "RA activity without joint exam",
              "function pain and global in RA", "self reported rheumatoid arthritis activity",
              "remote RA disease activity monitoring"],
    features=[Quantity(name="haq_di", unit="1", range=(0.0, 3.0),
                       labels=("HAQ", "HAQ-DI", "HAQ score", "HAQ-DI score",
                               "Health Assessment Questionnaire Disability Index (HAQ-DI)",
                               "Health Assessment Questionnaire Disability Index"),
                       description=("Legacy Stanford Health Assessment Questionnaire Disability "
                                    "Index (HAQ-DI), 0-3: the mean of the 8 category scores "
                                    "(20 activities). Give it, or the 20 activities and the 8 "
                                    "aid-or-help answers of a complete form")),
              *pas_pain_and_global(),
              *ITEM_FEATURES, *AID_FEATURES],
    derived=[HAQ_DI_FROM_FORM],
    versions=[Version("wolfe_2005", dt.date(2005, 12, 1), WOLFE_2005, compute,
                      notes="PAS = (HAQ-DI x 3.33 + pain VAS + patient global VAS) / 3.")],
    output=Output(kind="number", unit="points", decimals=2, range=(0.0, 10.0)),
    interpret=interpret,
    references=[WOLFE_2005, LOINC_PAS, ANDERSON_2012, FRIES_1980, ARAMIS_2009, CLINHAQ],
    notes=(
        "PAS formula from Wolfe 2005 (PubMed abstract: pain VAS, patient global VAS and HAQ) "
        "with the arithmetic as LOINC 75840-9/75877-1 state it (HAQ x 3.33, sum / 3). "
        "Categories from the ACR 2012 recommendations (Anderson 2012, listing PAS and PAS-II "
        "with the same cut-offs) and LOINC: remission <= 0.25, low <= 3.70, moderate < 8.0, "
        "high >= 8.0, as pas_ii. HAQ-DI x 3.33 maps 0-3 to 0-9.99, so the maximum is 9.997. "
        "Not the Pediatric Asthma Score (pediatric_asthma_pas). "
        "HAQ-DI from the form (verified where): 20 activities in 8 categories (dressing 2, "
        "arising 2, eating 3, walking 2, hygiene 3, reach 2, grip 3, activities 3), each 0-3 "
        "(without any / some / much difficulty / unable to do): Stanford 20-item HAQ form and "
        "LOINC 75877-1 panel; a category scores its worst activity, an aid/device or help "
        "from another person raises it to at least 2, and a complete form's 8 scores are "
        "summed and divided by 8: CLINHAQ scoring sheet (Wolfe), which also maps the aids to "
        "categories (bathtub seat, on the form's second aids list but not in the CLINHAQ "
        "sheet's mapping, is put with hygiene). "
        "The ARAMIS 2009 HAQ Instructions could not be read past their opening in the stored "
        "sources, so the HAQ's rules for incomplete forms (dividing by the number of "
        "categories answered; a minimum number of categories) are not applied: every activity "
        "and every aid-or-help answer is required, else NA missing (give HAQ-DI directly for "
        "a form scored by the HAQ's own rules). Aids are answered per category (the form's "
        "device checklist is mapped by the caller; each flag's definition lists the devices). "
        "The aid/help adjustment gives the standard HAQ-DI; for the alternative (unadjusted) "
        "index answer no for every aid-or-help question."),
)
