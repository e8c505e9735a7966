"""Modified Rankin Score-9Q (mRS-9Q): the mRS grade 0-5 derived from nine yes/no questions
(Patel et al., Neurosurgery 2012)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.core.features import UNSET
from medcalc.formulas.cmedcalc import first_true

PATEL_2012 = Reference(
    "Patel N, Rao VA, Heilman-Espinoza ER, Lai R, Quesada RA, Flint AC. Simple and reliable "
    "determination of the modified Rankin Scale score in neurosurgical and neurological "
    "patients: the mRS-9Q. Neurosurgery. 2012;71(5):971-975.",
    doi="10.1227/NEU.0b013e31826a8a56")
MDCALC = Reference("MDCalc. Modified Rankin Score-9Q (mRS-9Q).")

# (name, our wording, MDCalc's field label)
QUESTIONS = (
    ("q1_symptoms", "Has any symptoms that bother them", "Q1: Any symptoms bothering you?"),
    ("q2_same_work", "Able to do the same work as before",
     "Q2: Able to do the same work as before?"),
    ("q3_hobbies", "Able to keep up with previous hobbies and leisure activities",
     "Q3: Able to keep up with hobbies?"),
    ("q4_ties", "Has kept up ties with friends and family",
     "Q4: Maintained ties to friends and family?"),
    ("q5_help_household", "Needs help preparing a simple meal, with household chores or "
                          "looking after money",
     "Q5: Need help making a simple meal/household chores/checkbook?"),
    ("q6_help_shopping", "Needs help shopping or travelling close to home",
     "Q6: Need help with shopping or traveling close to home?"),
    ("q7_help_walking", "Needs another person's help to walk",
     "Q7: Need another person to help you walk?"),
    ("q8_help_bodily_needs", "Needs help with eating, using the toilet or bathing",
     "Q8: Need help with eating, going to the toilet, or bathing?"),
    ("q9_bedbound", "Stays in bed most of the day and needs constant nursing care",
     "Q9: Stay in bed most of the day and need constant nursing care?"),
)
# No answer is imputed under missing="absent": a 'no' to Q2-Q4 raises the grade, so no
# default is neutral.
FEATURES = [Boolean(name=n, description=d, labels=(label,), absent=UNSET)
            for n, d, label in QUESTIONS]

DESCRIPTORS = {
    0: "no symptoms",
    1: "no significant disability: able to carry out all usual activities despite some symptoms",
    2: "slight disability: able to look after own affairs without assistance, but unable to "
       "carry out all previous activities",
    3: "moderate disability: requires some help, but able to walk unassisted",
    4: "moderately severe disability: unable to attend to own bodily needs without assistance "
       "and unable to walk unassisted",
    5: "severe disability: requires constant nursing care and attention, bedridden",
}


def mrs_9q(q1_symptoms, q2_same_work, q3_hobbies, q4_ties, q5_help_household,
           q6_help_shopping, q7_help_walking, q8_help_bodily_needs, q9_bedbound):
    grade = first_true(
        [q9_bedbound, q7_help_walking | q8_help_bodily_needs,
         q5_help_household | q6_help_shopping,
         (q2_same_work == 0) | (q3_hobbies == 0) | (q4_ties == 0),
         q1_symptoms],
        [5, 4, 3, 2, 1], 0)
    return {"value": grade}


def interpret(grade):
    return f"mRS {grade}: {DESCRIPTORS[grade]}"


CALCULATOR = Calculator(
    id="modified_rankin_score_9q",
    name="Modified Rankin Score-9Q (mRS-9Q)",
    aliases=["mRS-9Q", "mRS 9Q", "modified Rankin 9 questions", "mRS-9Q questionnaire"],
    specialty="neurology",
    description="Modified Rankin Scale grade 0-5 from nine yes/no questions on symptoms, usual "
                "activities, help needed, walking, bodily needs and nursing care.",
    keywords=["modified Rankin Scale", "functional outcome", "telephone mRS", "structured mRS",
              "disability", "stroke outcome", "structured questionnaire for stroke disability",
              "telephone assessment of stroke outcome", "nine question disability interview",
              "functional outcome by yes no questions", "reliable mRS assessment",
              "remote stroke outcome grading"],
    features=FEATURES,
    versions=[Version("patel_2012", dt.date(2012, 11, 1), PATEL_2012, mrs_9q,
                      notes="The highest grade any answer reaches: Q9 yes -> 5; Q7 or Q8 yes "
                            "-> 4; Q5 or Q6 yes -> 3; Q2, Q3 or Q4 no -> 2; Q1 yes -> 1; else 0.")],
    output=Output(kind="integer", unit="grade", range=(0, 5),
                  description="mRS grade 0-5 (6 = dead is not asked)"),
    interpret=interpret,
    references=[PATEL_2012, MDCALC],
    notes="Questions paraphrased. Each question points to one mRS level: symptoms (1); same "
          "work, hobbies, ties to friends and family (a 'no' means 2); help with meals, "
          "household or money, or with shopping and travel (3); help to walk, or with eating, "
          "toilet or bathing (4); bedbound needing constant nursing care (5). The grade is the "
          "highest level reached, as the mRS-9Q's web tool scores it and as MDCalc does. All "
          "nine answers are required (no answer is imputed). Death (mRS 6) is outside the "
          "questionnaire. Q7 or Q8 alone gives 4 (as the structured mRS interviews treat "
          "needing another person to walk or for bodily needs); the question-to-level mapping "
          "follows the mRS definitions the questions paraphrase and agrees with MDCalc's "
          "recorded answer; Patel 2012's web tool itself was not available to check.",
)
