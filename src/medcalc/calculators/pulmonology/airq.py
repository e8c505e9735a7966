"""Asthma Impairment and Risk Questionnaire (AIRQ): ten yes/no questions (seven on the past
2 weeks, three on the past 12 months), 0-10 (Murphy et al. 2020)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total

MURPHY_2020 = Reference(
    "Murphy KR, Chipps B, Beuther DA, Wise RA, McCann W, Gilbert I, Eudicone JM, Gandhi HN, "
    "Harding G, Coyne KS, Zeiger RS. Development of the Asthma Impairment and Risk "
    "Questionnaire (AIRQ): a composite control measure. J Allergy Clin Immunol Pract. "
    "2020;8(7):2263-2274.e5 (ten items; control levels 0-1, 2-4, 5-10).")
MDCALC = Reference("MDCalc. Asthma Impairment and Risk Questionnaire (AIRQ).")

QUESTIONS = (
    ("daytime_symptoms", "In the past 2 weeks, bothered by asthma symptoms during the day on "
     "more than 4 days", ("Daytime symptoms on more than 4 days in past 2 weeks",)),
    ("night_awakenings", "In the past 2 weeks, woken up by asthma more than 1 time",
     ("Night awakenings more than 1 time in past 2 weeks",)),
    ("activities_limited", "In the past 2 weeks, asthma limited activities every day",
     ("Activities limited every day in past 2 weeks",)),
    ("rescue_daily", "In the past 2 weeks, used a rescue inhaler or nebulizer every day",
     ("Rescue inhaler/nebulizer used every day in past 2 weeks",)),
    ("social_limited", "In the past 2 weeks, limited social activities because of asthma",
     ("Limited social activities in past 2 weeks",)),
    ("exercise_limited", "In the past 2 weeks, asthma limited ability to exercise",
     ("Exercise limited in past 2 weeks",)),
    ("difficult_to_control", "In the past 2 weeks, felt it was difficult to control asthma",
     ("Felt asthma difficult to control in past 2 weeks",)),
    ("oral_steroids", "In the past 12 months, steroid pills or shots for asthma",
     ("Steroid pills/shots in past 12 months",)),
    ("er_unplanned_visit", "In the past 12 months, an emergency room or unplanned visit for "
     "asthma", ("ER or unplanned visits in past 12 months",)),
    ("hospital_overnight", "In the past 12 months, stayed in a hospital overnight for asthma",
     ("Hospital overnight in past 12 months",)),
)
FEATURES = [Boolean(name=n, description=label) for n, label, _ in QUESTIONS]
ITEMS = tuple(criterion(n, label, aliases=aliases) for n, label, aliases in QUESTIONS)


def interpret(score):
    if score <= 1:
        return f"AIRQ {score} (0-1): well-controlled asthma"
    if score <= 4:
        return f"AIRQ {score} (2-4): not well-controlled asthma"
    return f"AIRQ {score} (5-10): very poorly controlled asthma"


CALCULATOR = Calculator(
    id="airq",
    name="Asthma Impairment and Risk Questionnaire (AIRQ)",
    aliases=["AIRQ", "Asthma Impairment and Risk Questionnaire"],
    specialty="pulmonology",
    description=("Composite asthma control from ten yes/no questions (impairment over the past "
                 "2 weeks, exacerbation risk over the past 12 months): 0-1 well controlled, "
                 "2-4 not well controlled, 5-10 very poorly controlled."),
    keywords=["asthma control", "asthma exacerbation risk", "questionnaire", "impairment",
              "patient-reported outcome", "is asthma well controlled",
              "asthma control questionnaire", "asthma attack risk next year",
              "uncontrolled asthma screening", "asthma symptoms and exacerbations",
              "asthma impairment and future risk"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("murphy_2020", dt.date(2020, 7, 1), MURPHY_2020, points_total(ITEMS),
                      notes="Ten yes/no questions, 1 point per yes.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[MURPHY_2020, MDCALC],
    notes=("One point per 'yes' (question wording paraphrased). Control levels 0-1 well "
           "controlled, 2-4 not well controlled, 5-10 very poorly controlled, as published by "
           "the AIRQ developers and used by MDCalc. Intended for patients >= 12 years with "
           "asthma. The questionnaire is free to use (AstraZeneca-sponsored development); "
           "only the question topics are stored here. DOI not recorded: not verified offline."),
)
