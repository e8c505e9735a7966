"""Behavioral Activity Rating Scale (BARS; Swift et al. 2002): one observed level of activity
from 1 (difficult or unable to rouse) to 7 (violent, requires restraint)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.psychiatry_w3 import rating

SWIFT_2002 = Reference(
    "Swift RH, Harrigan EP, Cappelleri JC, Kramer D, Chandler LP. Validation of the behavioural "
    "activity rating scale (BARS): a novel measure of activity in agitated patients. J "
    "Psychiatr Res. 2002;36(2):87-95.")
MDCALC_BEH = Reference("MDCalc (mdcalc.com): Behavioral Activity Rating Scale (BARS).")

LEVEL, LEVEL_ITEM = rating("activity_level", "Observed level of activity", (
    ("unrousable", "Difficult or unable to rouse", 1),
    ("asleep_responsive", "Asleep but responds normally to verbal or physical contact", 2),
    ("drowsy", "Drowsy, appears sedated", 3),
    ("quiet_awake", "Quiet and awake (normal level of activity)", 4, ("quiet and awake",
                                                                      "normal")),
    ("overt_activity_calms", "Signs of overt physical or verbal activity, calms down with "
     "instructions", 5),
    ("extremely_active", "Extremely or continuously active, not requiring restraint", 6),
    ("violent_restraint", "Violent, requires restraint", 7)),
    aliases=("Behavioral activity", "Activity level", "BARS level"),
    description="Observed behavioural activity level, 1-7", absent=False)


def level(activity_level):
    return {"value": activity_level}


TEXT = {1: "difficult or unable to rouse (oversedated)", 2: "asleep but rousable",
        3: "drowsy, appears sedated", 4: "quiet and awake: target level",
        5: "overt activity, calms with instructions: agitated",
        6: "extremely or continuously active, no restraint needed: agitated",
        7: "violent, requires restraint: severely agitated"}


def interpret(value):
    return f"BARS {value}: {TEXT.get(value, '')}"


CALCULATOR = Calculator(
    id="behavioral_activity_rating_scale",
    name="Behavioral Activity Rating Scale (BARS)",
    aliases=["Behavioural Activity Rating Scale", "BARS agitation",
             "Behavioral Activity Rating Scale"],
    specialty="psychiatry_addiction",
    description=("Single observed rating of agitation or sedation, 1 (unable to rouse) to 7 "
                 "(violent, requires restraint); 4 is quiet and awake."),
    keywords=["agitation", "sedation", "acute agitation", "emergency psychiatry", "antipsychotic",
              "restraint", "rate agitation in emergency department",
              "single item agitation and sedation rating", "how agitated or sedated is the patient",
              "monitor response to sedation for agitation", "violent patient needing restraint",
              "calm versus agitated rating", "observed arousal level in psychiatric emergency"],
    features=[LEVEL],
    items=[LEVEL_ITEM],
    versions=[Version("swift_2002", dt.date(2002, 3, 1), SWIFT_2002, level,
                      notes="One item, levels 1-7.")],
    output=Output(kind="integer", unit="level", range=(1, 7)),
    interpret=interpret,
    references=[SWIFT_2002, MDCALC_BEH],
    notes=(
        "Levels as defined by Swift 2002 (paraphrased); 4 (quiet and awake) is the target of "
        "treatment of agitation, 5-7 agitation, 1-3 sedation. The level is never imputed. Not "
        "to be confused with the Barnes Akathisia Rating Scale (id 'bars')."),
)
