"""FOUR score (Full Outline of UnResponsiveness): eye, motor, brainstem and respiration, 0-4
each (Wijdicks et al., Ann Neurol 2005)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

WIJDICKS_2005 = Reference(
    "Wijdicks EF, Bamlet WR, Maramattom BV, Manno EM, McClelland RL. Validation of a new coma "
    "scale: The FOUR score. Ann Neurol. 2005;58(4):585-593.",
    doi="10.1002/ana.20611")
MDCALC = Reference("MDCalc. FOUR (Full Outline of UnResponsiveness) Score.")

EYE = Category(
    name="eye_response", labels=("Eye response",),
    description="Eye response (E0-E4)",
    choices=(
        Choice("e4", "E4: eyelids open or opened, tracking or blinking to command", 4,
               aliases=("E4", "eyelids open or opened, tracking, or blinking to command",
                        "tracking or blinking to command")),
        Choice("e3", "E3: eyelids open but not tracking", 3,
               aliases=("E3", "eyelids open but not tracking")),
        Choice("e2", "E2: eyelids closed but open to loud voice", 2,
               aliases=("E2", "eyelids closed but open to loud voice")),
        Choice("e1", "E1: eyelids closed but open to pain", 1,
               aliases=("E1", "eyelids closed but open to pain")),
        Choice("e0", "E0: eyelids remain closed with pain", 0,
               aliases=("E0", "eyelids remain closed with pain")),
    ),
)
MOTOR = Category(
    name="motor_response", labels=("Motor response (upper extremities)", "Motor response"),
    description="Motor response of the upper limbs (M0-M4)",
    choices=(
        Choice("m4", "M4: thumbs-up, fist or peace sign to command", 4,
               aliases=("M4", "thumbs-up, fist, or peace sign", "thumbs up, fist or peace sign")),
        Choice("m3", "M3: localizing to pain", 3, aliases=("M3", "localizing to pain",
                                                          "localising to pain")),
        Choice("m2", "M2: flexion response to pain", 2,
               aliases=("M2", "flexion response to pain", "flexion to pain")),
        Choice("m1", "M1: extension response to pain", 1,
               aliases=("M1", "extension response to pain", "extension to pain")),
        Choice("m0", "M0: no response to pain or generalized myoclonus status", 0,
               aliases=("M0", "no response to pain or generalized myoclonus status",
                        "no response to pain", "generalized myoclonus status")),
    ),
)
BRAINSTEM = Category(
    name="brainstem_reflexes", labels=("Brainstem reflexes",),
    description="Brainstem reflexes (B0-B4)",
    choices=(
        Choice("b4", "B4: pupil and corneal reflexes present", 4,
               aliases=("B4", "pupil and corneal reflexes present")),
        Choice("b3", "B3: one pupil wide and fixed", 3, aliases=("B3", "one pupil wide and fixed")),
        Choice("b2", "B2: pupil or corneal reflexes absent", 2,
               aliases=("B2", "pupil or corneal reflexes absent")),
        Choice("b1", "B1: pupil and corneal reflexes absent", 1,
               aliases=("B1", "pupil and corneal reflexes absent")),
        Choice("b0", "B0: absent pupil, corneal and cough reflex", 0,
               aliases=("B0", "absent pupil, corneal, and cough reflex",
                        "absent pupil, corneal and cough reflexes")),
    ),
)
RESPIRATION = Category(
    name="respiration", labels=("Respiration pattern", "Respiration"),
    description="Respiration (R0-R4)",
    choices=(
        Choice("r4", "R4: not intubated, regular breathing pattern", 4,
               aliases=("R4", "not intubated, regular breathing pattern")),
        Choice("r3", "R3: not intubated, Cheyne-Stokes breathing pattern", 3,
               aliases=("R3", "not intubated, Cheyne-Stokes breathing pattern",
                        "Cheyne-Stokes")),
        Choice("r2", "R2: not intubated, irregular breathing", 2,
               aliases=("R2", "not intubated, irregular breathing")),
        Choice("r1", "R1: breathes above ventilator rate", 1,
               aliases=("R1", "breathes above ventilator rate")),
        Choice("r0", "R0: breathes at ventilator rate or apnea", 0,
               aliases=("R0", "breathes at ventilator rate or apnea", "apnea", "apnoea")),
    ),
)
CATEGORIES = (EYE, MOTOR, BRAINSTEM, RESPIRATION)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def four_score(eye_response, motor_response, brainstem_reflexes, respiration):
    return {"value": eye_response + motor_response + brainstem_reflexes + respiration,
            "eye_response": eye_response, "motor_response": motor_response,
            "brainstem_reflexes": brainstem_reflexes, "respiration": respiration}


def interpret(score, breakdown):
    b = breakdown or {}
    code = (f"E{b.get('eye_response')} M{b.get('motor_response')} "
            f"B{b.get('brainstem_reflexes')} R{b.get('respiration')}")
    text = f"FOUR {score}/16 ({code}); lower scores indicate deeper coma"
    if score == 0:
        text += "; a total of 0 calls for a brain death evaluation"
    return text


CALCULATOR = Calculator(
    id="four_score",
    name="FOUR (Full Outline of UnResponsiveness) Score",
    aliases=["FOUR score", "Full Outline of UnResponsiveness", "FOUR coma scale"],
    specialty="neurology",
    description=("Coma scale for patients with impaired consciousness, including intubated "
                 "patients: eye response, motor response, brainstem reflexes and respiration, "
                 "0-4 each (0-16)."),
    keywords=["coma", "consciousness", "intubated patient", "neurological ICU",
              "brainstem reflexes", "brain death", "coma depth",
              "coma grading without verbal response", "non-verbal coma scale",
              "unresponsive intubated patient", "respiration pattern", "eye tracking",
              "pupil reflexes", "level of consciousness in the ICU",
              "coma scale for intubated patients", "depth of coma without verbal response",
              "brainstem reflexes and breathing in coma", "coma scale when patient cannot speak",
              "unresponsive patient neurologic grading", "locked in or brain death assessment",
              "level of consciousness on ventilator"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("wijdicks_2005", dt.date(2005, 10, 1), WIJDICKS_2005, four_score,
                      notes="Four components scored 0-4; total 0-16.")],
    output=Output(kind="integer", unit="points", range=(0, 16)),
    interpret=interpret,
    references=[WIJDICKS_2005, MDCALC],
    notes=("Components and levels as in Wijdicks 2005 (descriptors condensed). The source "
           "defines no severity bands; the interpretation gives the component code and notes "
           "that a total of 0 (all components 0) prompts a brain death evaluation. No "
           "component is imputed under missing='absent'. Same scoring as MDCalc."),
)
