"""G8 geriatric screening tool for older patients with cancer (Bellera et al., Ann Oncol 2012)."""

import datetime as dt

from medcalc.core import Band, Calculator, Output, Quantity, Reference, Version, banded, points_total
from medcalc.core.common import age
from medcalc.formulas.general_w4 import questionnaire, scored_question

BELLERA_2012 = Reference(
    "Bellera CA, Rainfray M, Mathoulin-Pelissier S, Mertens C, Delva F, Fonck M, Soubeyran PL. "
    "Screening older cancer patients: first evaluation of the G-8 geriatric screening tool. "
    "Ann Oncol. 2012;23(8):2166-2172.", doi="10.1093/annonc/mdr587",
    url="https://pubmed.ncbi.nlm.nih.gov/22250183/")
MDCALC = Reference("MDCalc. G8 Geriatric Screening Tool.",
                   url="https://www.mdcalc.com/calc/10425/g8-geriatric-screening-tool")

AGE = age(labels=("Age, years", "Age", "age_years"), description="Age (G8: > 85 -> 0, 80-85 -> 1, < 80 -> 2)")
WEIGHT_LOSS = Quantity(
    name="weight_loss", unit="kg", units=("kg", "lb"), range=(0.0, 60.0),
    labels=("Weight loss during the last 3 months, kg", "weight_loss_last_3_months_kg",
            "Weight loss during the last 3 months"),
    description="Weight lost over the last 3 months (0 if none)")
BMI = Quantity(name="bmi", unit="kg/m2", units=("kg/m2",), range=(8.0, 100.0),
               labels=("Body mass index (BMI), kg/m2", "bmi_kg/m2", "BMI"),
               description="Body mass index")

AGE_ITEM = banded("age_points", "Age", "age", (
    Band("gt85", "> 85 years", 0, gt=85, aliases=(">85",)),
    Band("80_85", "80-85 years", 1, ge=80, le=85, aliases=("80-85",)),
    Band("lt80", "< 80 years", 2, lt=80, aliases=("<80",)),
), aliases=("age_category", "Age category"))
WEIGHT_LOSS_ITEM = banded("weight_loss_points", "Weight loss during the last 3 months", "weight_loss", (
    Band("gt3", "Weight loss > 3 kg", 0, gt=3, aliases=(">3 kg",)),
    Band("unknown", "Does not know", 1, choices=("does_not_know",), aliases=("Does not know", "Unknown")),
    Band("1_3", "Weight loss 1-3 kg", 2, ge=1, le=3, aliases=("1-3 kg",)),
    Band("none", "No weight loss (< 1 kg)", 3, lt=1, aliases=("No weight loss",)),
))
BMI_ITEM = banded("bmi_points", "Body mass index", "bmi", (
    Band("lt19", "BMI < 19", 0, lt=19, aliases=("<19",)),
    Band("19_21", "BMI 19 to < 21", 1, ge=19, lt=21, aliases=("19-21", "19 to <21")),
    Band("21_23", "BMI 21 to < 23", 2, ge=21, lt=23, aliases=("21-23", "21 to <23")),
    Band("ge23", "BMI >= 23", 3, ge=23, aliases=(">=23",)),
))

QUESTIONS = [
    scored_question("food_intake", "Food intake decline over the past 3 months", (
        ("severe", "Severe decrease in food intake", 0, ("Severe decrease",)),
        ("moderate", "Moderate decrease in food intake", 1, ("Moderate decrease",)),
        ("no_decrease", "No decrease in food intake", 2, ("No decrease",)),
    ), labels=("Has food intake declined over the past 3 months due to loss of appetite, "
               "digestive problems, chewing, or swallowing difficulties?",
               "Food intake decline past 3 months", "food_intake_declined_past_3_months")),
    scored_question("mobility", "Mobility", (
        ("bed_chair_bound", "Bed or chair bound", 0, ("Bed or chair bound",)),
        ("does_not_go_out", "Able to get out of bed or chair but does not go out", 1,
         ("Able to get out of bed/ chair but does not go out",
          "Able to get out of bed/chair but does not go out")),
        ("goes_out", "Goes out", 2, ()),
    )),
    scored_question("neuropsychological", "Neuropsychological problems", (
        ("severe", "Severe dementia or depression", 0, ("Severe dementia or depression",)),
        ("mild", "Mild dementia or depression", 1, ("Mild dementia", "Mild depression",
                                                    "Mild dementia or depression")),
        ("none", "No psychological problems", 2, ("No psychological conditions",
                                                 "No psychological problems")),
    ), labels=("Neuropsychological conditions", "neuropsychological_conditions",
               "Neuropsychological problems")),
    scored_question("polypharmacy", "Takes more than three prescription drugs per day", (
        ("yes", "Yes", 0, ()),
        ("no", "No", 1, ()),
    ), labels=("Takes more than three prescription drugs per day",
               "takes_more_than_three_prescription_drugs_per_day")),
    scored_question("self_rated_health", "Self-rated health compared with people of the same age", (
        ("not_as_good", "Not as good", 0, ()),
        ("does_not_know", "Does not know", 0.5, ("Don't know",)),
        ("as_good", "As good", 1, ()),
        ("better", "Better", 2, ()),
    ), labels=("In comparison with other people of the same age, how does the patient consider "
               "their health status?", "Self-rated health versus peers",
               "self-rated_health_vs_peers")),
]
CATEGORIES, CATEGORY_ITEMS = questionnaire(QUESTIONS)
ITEMS = [CATEGORY_ITEMS[0], WEIGHT_LOSS_ITEM, CATEGORY_ITEMS[1], CATEGORY_ITEMS[2], BMI_ITEM,
         CATEGORY_ITEMS[3], CATEGORY_ITEMS[4], AGE_ITEM]

THRESHOLD = 14  # <= 14: abnormal (Bellera 2012)


def interpret(score):
    if score <= THRESHOLD:
        return (f"G8 {score:g}/17: abnormal (<= 14); full geriatric assessment recommended")
    return f"G8 {score:g}/17: normal (> 14); geriatric assessment not indicated by the screen"


CALCULATOR = Calculator(
    id="g8_geriatric_screening_tool",
    name="G8 Geriatric Screening Tool",
    aliases=["G8", "G-8", "G8 screening tool", "G8 geriatric screening"],
    specialty="general_other",
    description=("Screens older patients with cancer for a need of comprehensive geriatric "
                 "assessment: 7 MNA items plus age (0-17); 14 or less is abnormal."),
    keywords=["geriatric oncology", "older patients with cancer",
              "comprehensive geriatric assessment", "frailty screening", "elderly cancer patient",
              "nutrition", "polypharmacy", "which older cancer patients need geriatric assessment",
              "frailty screen before chemotherapy", "elderly oncology vulnerability screen",
              "geriatric screening in cancer", "fitness for cancer treatment elderly",
              "older cancer patient screening"],
    features=[AGE, WEIGHT_LOSS, BMI, *CATEGORIES],
    items=ITEMS,
    versions=[Version("bellera_2012", dt.date(2012, 8, 1), BELLERA_2012, points_total(ITEMS),
                      notes="Food intake 0-2, weight loss 0-3, mobility 0-2, neuropsychological "
                            "0-2, BMI 0-3, > 3 drugs 0-1, self-rated health 0-2, age 0-2.")],
    output=Output(kind="number", unit="points", decimals=1, range=(0, 17)),
    interpret=interpret,
    references=[BELLERA_2012, MDCALC],
    notes=("Items and points as in Bellera 2012 (seven items from the Mini Nutritional "
           "Assessment plus age); a total of 14 or less calls for a full geriatric assessment. "
           "Weight loss may be given in kg: > 3 kg -> 0, 1-3 kg -> 2, < 1 kg counts as no weight "
           "loss -> 3 (the form's 'no weight loss'); 'does not know' -> 1. Age > 85 -> 0, 80-85 "
           "-> 1, < 80 -> 2. Self-rated health 'does not know' scores 0.5, so totals can be "
           "half points. Same scoring as MDCalc. The G8 is freely usable; item wording is ours."),
)
