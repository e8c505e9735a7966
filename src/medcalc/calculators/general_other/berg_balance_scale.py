"""Berg Balance Scale: 14 balance tasks scored 0-4 (Berg et al., Physiother Can 1989; Can J
Public Health 1992)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.general_w4 import questionnaire, scored_question

BERG_1989 = Reference(
    "Berg K, Wood-Dauphinee S, Williams JI, Gayton D. Measuring balance in the elderly: "
    "preliminary development of an instrument. Physiother Can. 1989;41(6):304-311.",
    doi="10.3138/ptc.41.6.304")
BERG_1992 = Reference(
    "Berg KO, Wood-Dauphinee SL, Williams JI, Maki B. Measuring balance in the elderly: "
    "validation of an instrument. Can J Public Health. 1992;83 Suppl 2:S7-S11.",
    url="https://pubmed.ncbi.nlm.nih.gov/1468055/")
MDCALC = Reference("MDCalc. Berg Balance Scale (BBS).",
                   url="https://www.mdcalc.com/calc/10302/berg-balance-scale")

# (name, form label, MDCalc label aliases, descriptors for 4, 3, 2, 1, 0 in our own words,
#  plus MDCalc option texts seen in recorded answers, keyed by points)
_TASKS = [
    ("sit_to_stand", "Sitting to standing", (),
     ("stands without hands, steady", "stands on own using hands",
      "stands using hands after several tries", "needs minimal help to stand or steady",
      "needs moderate or maximal help to stand"),
     {3: ("Able to stand independently using hands",)}),
    ("standing_unsupported", "Standing unsupported", (),
     ("stands safely for 2 minutes", "stands 2 minutes with supervision",
      "stands 30 seconds unsupported", "needs several tries to stand 30 seconds",
      "cannot stand 30 seconds unassisted"),
     {3: ("Able to stand 2 minutes with supervision",)}),
    ("sitting_unsupported", "Sitting with back unsupported", (
        "Sitting with back unsupported but feet supported on floor or on a stool",),
     ("sits safely and securely for 2 minutes", "sits 2 minutes under supervision",
      "sits 30 seconds", "sits 10 seconds", "cannot sit 10 seconds without support"),
     {4: ("Able to sit safely and securely for 2 minutes",)}),
    ("stand_to_sit", "Standing to sitting", (),
     ("sits safely with minimal use of hands", "controls descent using hands",
      "uses back of legs against chair to control descent",
      "sits independently but descent is uncontrolled", "needs help to sit"),
     {3: ("Controls descent by using hands",)}),
    ("transfers", "Transfers", (),
     ("transfers safely with minor use of hands", "transfers safely but definitely needs hands",
      "transfers with verbal cueing and/or supervision", "needs one person to assist",
      "needs two people to assist or supervise"),
     {3: ("Able to transfer safely with definite need of hands",)}),
    ("eyes_closed", "Standing unsupported with eyes closed", (),
     ("stands 10 seconds safely", "stands 10 seconds with supervision", "stands 3 seconds",
      "cannot keep eyes closed 3 seconds but stays steady", "needs help to keep from falling"),
     {3: ("Able to stand 10 seconds with supervision",)}),
    ("feet_together", "Standing unsupported with feet together", (),
     ("places feet together alone and stands 1 minute safely",
      "places feet together alone and stands 1 minute with supervision",
      "places feet together alone but cannot hold 30 seconds",
      "needs help to get into position but stands 15 seconds feet together",
      "needs help to get into position and cannot hold 15 seconds"),
     {2: ("Able to place feet together independently but unable to hold for 30 seconds",)}),
    ("reach_forward", "Reaching forward with outstretched arm while standing", (),
     ("reaches forward confidently more than 25 cm", "reaches forward more than 12.5 cm safely",
      "reaches forward more than 5 cm safely", "reaches forward but needs supervision",
      "loses balance while trying or needs external support"),
     {2: ("Can reach forward 5 cm (2 inches) safely", "Can reach forward >5 cm (2 inches) safely")}),
    ("pick_up_object", "Pick up object from the floor from a standing position", (),
     ("picks up the object safely and easily", "picks up the object but needs supervision",
      "cannot pick it up but reaches within 2-5 cm and keeps balance alone",
      "cannot pick it up and needs supervision while trying",
      "cannot try or needs help to keep from falling"),
     {3: ("Able to pick up slipper but needs supervision",)}),
    ("look_behind", "Turning to look behind over left and right shoulders", (),
     ("looks behind from both sides with good weight shift",
      "looks behind one side only, less weight shift on the other",
      "turns sideways only but keeps balance", "needs supervision when turning",
      "needs help to keep from falling"),
     {4: ("Looks behind from both sides and weight shifts well",)}),
    ("turn_360", "Turn 360 degrees", (),
     ("turns 360 degrees safely in 4 seconds or less each way",
      "turns 360 degrees safely one way only in 4 seconds or less",
      "turns 360 degrees safely but slowly", "needs close supervision or verbal cueing",
      "needs help while turning"),
     {2: ("Able to turn 360 degrees safely but slowly",)}),
    ("alternate_foot_on_stool", "Placing alternate foot on step or stool while standing unsupported", (),
     ("stands alone and completes 8 steps safely in 20 seconds",
      "stands alone and completes 8 steps in more than 20 seconds",
      "completes 4 steps without aid with supervision",
      "completes more than 2 steps with minimal help",
      "needs help to keep from falling or cannot try"),
     {3: ("Able to stand independently and complete 8 steps in >20 seconds",)}),
    ("tandem_stance", "Standing unsupported one foot in front", (),
     ("places one foot directly in front of the other alone and holds 30 seconds",
      "places one foot ahead of the other alone and holds 30 seconds",
      "takes a small step alone and holds 30 seconds",
      "needs help to step but can hold 15 seconds", "loses balance while stepping or standing"),
     {2: ("Able to take small step independently and hold 30 seconds",)}),
    ("one_leg_stance", "Standing on one leg", (),
     ("lifts leg alone and holds more than 10 seconds", "lifts leg alone and holds 5-10 seconds",
      "lifts leg alone and holds 3 seconds or more",
      "tries to lift leg, cannot hold 3 seconds but stays standing alone",
      "cannot try or needs help to prevent a fall"),
     {1: ("Able to lift leg independently and hold ≥3 seconds",
          "Able to lift leg independently and hold >=3 seconds")}),
]

QUESTIONS = [
    scored_question(name, label, tuple(
        (f"{name}_{4 - i}", text, 4 - i, tuple(mdcalc.get(4 - i, ())))
        for i, text in enumerate(levels)), labels=(label, *aliases))
    for name, label, aliases, levels, mdcalc in _TASKS]
FEATURES, ITEMS = questionnaire(QUESTIONS)


def interpret(score):
    if score <= 20:
        band = "0-20: high fall risk (typically wheelchair-bound)"
    elif score <= 40:
        band = "21-40: medium fall risk (typically walks with assistance)"
    else:
        band = "41-56: low fall risk (typically independent)"
    text = f"BBS {score}/56, {band}"
    if score < 45:
        text += "; below 45, the cut-off for increased fall risk in older adults (Berg 1992)"
    return text


CALCULATOR = Calculator(
    id="berg_balance_scale",
    name="Berg Balance Scale (BBS)",
    aliases=["Berg Balance Scale", "BBS", "Berg balance test"],
    specialty="general_other",
    description=("Static and dynamic balance in older or neurological patients: 14 tasks "
                 "scored 0-4 (0-56); lower scores mean a higher fall risk."),
    keywords=["balance", "fall risk", "elderly", "physiotherapy", "stroke rehabilitation", "gait",
              "mobility assessment", "falls", "balance test for fall risk",
              "standing and sitting balance tasks", "fall risk in elderly",
              "balance impairment rehabilitation", "need for walking aid",
              "physiotherapy balance evaluation"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("berg_1992", dt.date(1992, 7, 1), BERG_1992, points_total(ITEMS),
                      notes="14 tasks, 0-4 each; total 0-56.")],
    output=Output(kind="integer", unit="points", range=(0, 56)),
    interpret=interpret,
    references=[BERG_1989, BERG_1992, MDCALC],
    notes=("Tasks and 0-4 levels as in Berg 1989/1992 (descriptors condensed in our own words; "
           "the scale is freely available for clinical use). Interpretation bands 0-20 / 21-40 / "
           "41-56 (high / medium / low fall risk) are the widely used ones shown by MDCalc; the "
           "< 45 cut-off for increased fall risk is from Berg 1992 (MDCalc reports 'increased "
           "fall risk' for the dev case of 37). No task is imputed under missing='absent'."),
)
