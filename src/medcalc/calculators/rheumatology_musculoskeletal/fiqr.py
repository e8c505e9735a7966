"""Revised Fibromyalgia Impact Questionnaire (FIQR) (Bennett et al., Arthritis Res Ther 2009)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version

BENNETT_2009 = Reference(
    "Bennett RM, Friend R, Jones KD, Ward R, Han BK, Ross RL. The Revised Fibromyalgia Impact "
    "Questionnaire (FIQR): validation and psychometric properties. Arthritis Res Ther. "
    "2009;11(4):R120 (open access, CC BY 2.0).", doi="10.1186/ar2783")
SCORING = Reference(
    "Bennett RM. Scoring guidelines for the FIQR (myalgia.com/FIQR): sum each domain; divide "
    "function by 3, overall impact by 1, symptoms by 2; add.",
    url="http://www.myalgia.com/FIQR/Scoring.htm")

FUNCTION = tuple(f"function_{i}" for i in range(1, 10))
OVERALL = ("overall_1", "overall_2")
SYMPTOMS = tuple(f"symptom_{i}" for i in range(1, 11))
FUNCTION_TOPICS = ("grooming (brushing or combing hair)", "walking continuously for 20 minutes",
                   "preparing a meal", "floor cleaning", "carrying groceries",
                   "climbing a flight of stairs", "changing bed sheets",
                   "sitting in a chair for 45 minutes", "grocery shopping")
OVERALL_TOPICS = ("fibromyalgia kept the patient from the week's goals",
                  "feeling overwhelmed by fibromyalgia symptoms")
SYMPTOM_TOPICS = ("pain", "energy", "stiffness", "sleep quality", "depression",
                  "memory problems", "anxiety", "tenderness to touch", "balance problems",
                  "sensitivity to noise, lights, odours or cold")


def _item(name, domain, topic):
    return Quantity(name=name, unit="1", range=(0.0, 10.0),
                    description=f"FIQR {domain} item ({topic}): rating 0-10 over the past 7 "
                                "days, as scored on the form")


def compute(**items):
    function = sum(items[n] for n in FUNCTION) / 3.0
    overall = sum(items[n] for n in OVERALL)
    symptoms = sum(items[n] for n in SYMPTOMS) / 2.0
    return {"value": function + overall + symptoms, "function": function,
            "overall_impact": overall, "symptoms": symptoms}


compute.__parameters__ = FUNCTION + OVERALL + SYMPTOMS


def interpret(value, breakdown):
    b = breakdown or {}
    return (f"FIQR {value:.1f}/100 (function {b.get('function', 0):.1f}/30, overall impact "
            f"{b.get('overall_impact', 0):.1f}/20, symptoms {b.get('symptoms', 0):.1f}/50); "
            "higher is worse (mean 56.6 in the fibromyalgia validation sample of Bennett 2009)")


CALCULATOR = Calculator(
    id="fiqr",
    name="REVISED FIBROMYALGIA IMPACT QUESTIONNAIRE (FIQR)",
    aliases=["FIQR", "Revised Fibromyalgia Impact Questionnaire", "Revised FIQ"],
    specialty="rheumatology_musculoskeletal",
    description=("Impact of fibromyalgia (0-100) from 21 ratings (0-10) in three domains: "
                 "function (9 items, sum / 3), overall impact (2 items, sum) and symptoms "
                 "(10 items, sum / 2)."),
    keywords=["fibromyalgia", "FIQ", "patient reported outcome", "function", "symptom severity",
              "fibromyalgia impact on daily life", "fibromyalgia symptom and function burden",
              "track fibromyalgia treatment response", "widespread pain disability questionnaire",
              "fibromyalgia severity over time", "chronic widespread pain impact"],
    features=[*(_item(n, "function", t) for n, t in zip(FUNCTION, FUNCTION_TOPICS)),
              *(_item(n, "overall impact", t) for n, t in zip(OVERALL, OVERALL_TOPICS)),
              *(_item(n, "symptom", t) for n, t in zip(SYMPTOMS, SYMPTOM_TOPICS))],
    versions=[Version("bennett_2009", dt.date(2009, 8, 10), BENNETT_2009, compute,
                      notes="FIQR = function sum / 3 + overall sum + symptom sum / 2 (0-100).")],
    output=Output(kind="number", unit="points", decimals=1, range=(0.0, 100.0)),
    interpret=interpret,
    references=[BENNETT_2009, SCORING],
    notes=("Scoring of Bennett 2009 and the developers' guideline. Inputs are the 21 item "
           "ratings 0-10 as scored on the form (topics paraphrased; item texts not "
           "reproduced). The FIQR and its scoring were published open access (CC BY 2.0) by "
           "its developers. All 21 items are required: the developers' weighting for "
           "unanswered items (domain sum x items / answered) is not applied. The source "
           "defines no severity bands; none are given."),
)
