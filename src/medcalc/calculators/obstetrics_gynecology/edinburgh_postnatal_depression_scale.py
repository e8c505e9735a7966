"""Edinburgh Postnatal Depression Scale (EPDS) (Cox, Holden & Sagovsky, Br J Psychiatry 1987)."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Reference, Version

COX_1987 = Reference(
    "Cox JL, Holden JM, Sagovsky R. Detection of postnatal depression. Development of the "
    "10-item Edinburgh Postnatal Depression Scale. Br J Psychiatry. 1987;150:782-786.",
    doi="10.1192/bjp.150.6.782")
ACOG_CO_757 = Reference(
    "American College of Obstetricians and Gynecologists. Committee Opinion No. 757: Screening "
    "for Perinatal Depression. Obstet Gynecol. 2018;132(5):e208-e212.",
    doi="10.1097/AOG.0000000000002927")

TOPICS = (
    "able to laugh and see the funny side", "looked forward to things with enjoyment",
    "blamed myself unnecessarily", "anxious or worried for no good reason",
    "scared or panicky for no good reason", "things getting on top of me",
    "so unhappy that I have had difficulty sleeping", "felt sad or miserable",
    "so unhappy that I have been crying", "the thought of harming myself has occurred to me",
)
NAMES = tuple(f"item_{i}" for i in range(1, 11))


def compute(**items):
    total = sum(items[n] for n in NAMES)
    return {"value": total, "self_harm_item": items["item_10"]}


compute.__parameters__ = NAMES


def interpret(score, breakdown):
    text = ("probable depression (EPDS >= 13; Cox 1987 cut-off): clinical assessment"
            if score >= 13 else
            "possible depression (EPDS 10-12): repeat or assess further" if score >= 10 else
            "depression unlikely (EPDS < 10)")
    if (breakdown or {}).get("self_harm_item", 0) > 0:
        text += "; item 10 (thoughts of self-harm) positive: assess suicide risk the same day"
    return text


CALCULATOR = Calculator(
    id="edinburgh_postnatal_depression_scale",
    name="Edinburgh Postnatal Depression Scale (EPDS)",
    aliases=["EPDS", "Edinburgh Postnatal Depression Scale", "Edinburgh depression scale"],
    specialty="obstetrics_gynecology",
    description=("Ten-item self-report screen for depression in pregnancy and after birth "
                 "(0-30; each item 0-3 over the past 7 days)."),
    keywords=["postpartum depression", "postnatal depression", "perinatal depression", "screening",
              "pregnancy", "suicide risk", "depression after childbirth screening",
              "postpartum depression questionnaire", "perinatal mood screening",
              "depression in pregnancy screening", "new mother depression",
              "postnatal self-harm risk screen"],
    features=[Count(name=n, range=(0, 3), labels=(f"EPDS item {i}", f"Question {i}"),
                    description=f"EPDS item {i} ({topic}): the item's score 0-3 as scored on "
                                "the form (items 3 and 5-10 are reverse-keyed on the form)")
              for i, (n, topic) in enumerate(zip(NAMES, TOPICS), start=1)],
    versions=[Version("cox_1987", dt.date(1987, 6, 1), COX_1987, compute,
                      notes="Sum of ten items scored 0-3 (0-30).")],
    output=Output(kind="integer", unit="points", range=(0, 30)),
    interpret=interpret,
    references=[COX_1987, ACOG_CO_757],
    notes=("Inputs are the item scores 0-3 (the form's own scoring, including its reverse-keyed "
           "items), not the answer texts, which are not reproduced. The EPDS may be reproduced "
           "without permission provided the source (Cox 1987) is cited. Cox 1987: >= 13 "
           "identifies probable major depression (>= 10 used to catch possible depression); "
           "any positive answer to item 10 (self-harm) needs same-day assessment whatever the "
           "total."),
)
