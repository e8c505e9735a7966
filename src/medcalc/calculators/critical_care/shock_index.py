"""Shock index (Allgöwer & Burri 1967): heart rate divided by systolic blood pressure."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import heart_rate, systolic_bp
from medcalc.formulas.hemodynamics import shock_index as _shock_index

ALLGOWER_1967 = Reference(
    "Allgöwer M, Burri C. \"Schockindex\". Dtsch Med Wochenschr. 1967;92(43):1947-1950 (shock "
    "index = pulse rate / systolic blood pressure).")
KOCH_2019 = Reference(
    "Koch E, Lovett S, Nghiem T, Riggs RA, Rech MA. Shock index in the emergency department: "
    "utility and limitations. Open Access Emerg Med. 2019;11:179-199 (normal range 0.5-0.7; an "
    "index above 1.0 predicts transfusion, ICU admission and mortality).",
    doi="10.2147/OAEM.S178358")


def shock_index(heart_rate, systolic_bp):
    return _shock_index(heart_rate, systolic_bp)


def interpret(value):
    if value < 0.5:
        return "below the usual adult range of 0.5-0.7"
    if value <= 0.7:
        return "0.5-0.7: normal range in healthy adults"
    if value <= 1.0:
        return "above 0.7 (up to 1.0): raised; reassess for occult hypovolaemia or shock"
    return ("above 1.0: suggests shock; associated with transfusion need, ICU admission and "
            "mortality")


CALCULATOR = Calculator(
    id="shock_index",
    name="Shock Index",
    aliases=["SI", "Allgöwer shock index", "Allgower index", "Schockindex", "heart rate to "
             "systolic blood pressure ratio", "休克指数"],
    specialty="critical_care",
    description="Heart rate divided by systolic blood pressure, a bedside marker of "
                "hypovolaemia and shock (normal about 0.5-0.7 in adults).",
    keywords=["heart rate relative to systolic pressure",
              "heart rate to systolic blood pressure ratio", "occult shock",
              "hemodynamic stability", "shock", "hypovolemia", "hemorrhage", "bleeding", "trauma",
              "occult shock", "massive transfusion", "tachycardia", "hypotension",
              "haemodynamic instability", "hidden blood loss despite normal pressure",
              "early sign of hemorrhagic shock", "need for transfusion in trauma",
              "pulse over systolic blood pressure", "quick bedside shock check"],
    features=[heart_rate(description="Heart rate (pulse)", labels=("Heart Rate/Pulse",)), systolic_bp()],
    versions=[Version("allgower_1967", dt.date(1967, 1, 1), ALLGOWER_1967, shock_index,
                      notes="Shock index = HR (beats/min) / SBP (mmHg).")],
    output=Output(unit=None, decimals=2, description="ratio (beats/min per mmHg)",
                  range=(0, float("inf"))),
    interpret=interpret,
    references=[ALLGOWER_1967, KOCH_2019],
    notes=(
        "Shock index = heart rate / systolic blood pressure (Allgöwer & Burri 1967), reported "
        "as a plain ratio. Interpretation bands: 0.5-0.7 normal in healthy adults and above 1.0 "
        "suggesting shock, after the review of Koch 2019; studies "
        "use cut-offs between 0.7 and 1.0 (some trauma studies > 0.9), so read the bands as "
        "orientation, not a validated rule. Not for children: use the age-adjusted shock index "
        "(SIPA). Beta-blockers, pacing and chronic hypertension lower the index."),
)
