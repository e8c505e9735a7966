"""Behavioral Pain Scale (BPS): three behavioural items scored 1-4 (total 3-12) for sedated,
mechanically ventilated adults (Payen et al. 2001)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

PAYEN_2001 = Reference(
    "Payen JF, Bru O, Bosson JL, Lagrasta A, Novel E, Deschaux I, Lavagne P, Jacquot C. "
    "Assessing pain in critically ill sedated patients by using a behavioral pain scale. Crit "
    "Care Med. 2001;29(12):2258-2263 (the scale: facial expression, upper limbs, compliance "
    "with ventilation, 1-4 each).", doi="10.1097/00003246-200112000-00004")
DEVLIN_2018 = Reference(
    "Devlin JW, Skrobik Y, Gélinas C, et al. Clinical Practice Guidelines for the Prevention and "
    "Management of Pain, Agitation/Sedation, Delirium, Immobility, and Sleep Disruption in Adult "
    "Patients in the ICU (PADIS). Crit Care Med. 2018;46(9):e825-e873 (BPS > 5 as the "
    "threshold of significant pain).", doi="10.1097/CCM.0000000000003299")
MDCALC = Reference("MDCalc. Behavioral Pain Scale (BPS) for Pain Assessment in Intubated "
                   "Patients.")

FACIAL_EXPRESSION = Category(
    name="facial_expression",
    description="Facial expression (1 relaxed, 2 partially tightened, 3 fully tightened, "
                "4 grimacing)",
    definition=("partially tightened: e.g. brow lowering; fully tightened: e.g. eyelid "
                "closing"),
    choices=(
        Choice("relaxed", "Relaxed", 1),
        Choice("partially_tightened", "Partially tightened", 2,
               aliases=("partially tightened (e.g. brow lowering)", "brow lowering")),
        Choice("fully_tightened", "Fully tightened", 3,
               aliases=("fully tightened (e.g. eyelid closing)", "eyelid closing")),
        Choice("grimacing", "Grimacing", 4, aliases=("grimace",)),
    ),
    absent="relaxed",
)
UPPER_LIMBS = Category(
    name="upper_limbs",
    description="Upper limb movements (1 no movement, 2 partially bent, 3 fully bent with "
                "finger flexion, 4 permanently retracted)",
    choices=(
        Choice("no_movement", "No movement", 1, aliases=("none",)),
        Choice("partially_bent", "Partially bent", 2),
        Choice("fully_bent", "Fully bent with finger flexion", 3,
               aliases=("fully bent", "fully bent with finger flexion")),
        Choice("permanently_retracted", "Permanently retracted", 4, aliases=("retracted",)),
    ),
    absent="no_movement",
)
VENTILATION = Category(
    name="ventilation_compliance",
    description="Compliance with mechanical ventilation (1 tolerating movement, 2 coughing but "
                "tolerating ventilation most of the time, 3 fighting ventilator, 4 unable to "
                "control ventilation)",
    choices=(
        Choice("tolerating", "Tolerating movement", 1,
               aliases=("tolerating", "tolerating ventilation")),
        Choice("coughing", "Coughing but tolerating ventilation for most of the time", 2,
               aliases=("coughing", "coughing but tolerating ventilation",
                        "coughing but tolerating")),
        Choice("fighting", "Fighting ventilator", 3,
               aliases=("fighting the ventilator", "fighting")),
        Choice("unable", "Unable to control ventilation", 4, aliases=("unable to control",)),
    ),
    absent="tolerating",
)

ITEMS = (
    from_category(FACIAL_EXPRESSION, "Facial expression"),
    from_category(UPPER_LIMBS, "Upper limbs", ("Upper limb movements",)),
    from_category(VENTILATION, "Compliance with ventilation",
                  ("Compliance with mechanical ventilation",)),
)


def bps(facial_expression, upper_limbs, ventilation_compliance):
    return {"value": facial_expression + upper_limbs + ventilation_compliance,
            "facial_expression": facial_expression, "upper_limbs": upper_limbs,
            "ventilation_compliance": ventilation_compliance}


def interpret(score):
    if score > 5:
        return f"BPS {score} (> 5): unacceptable amount of pain; treat and reassess"
    return f"BPS {score} (3-5): acceptable pain control"


CALCULATOR = Calculator(
    id="behavioral_pain_scale",
    name="Behavioral Pain Scale (BPS) for Pain Assessment in Intubated Patients",
    aliases=["Behavioral Pain Scale", "Behavioural Pain Scale", "BPS",
             "Behavioral Pain Scale (BPS)"],
    specialty="critical_care",
    description=("Behavioural pain score for sedated, mechanically ventilated adults: facial "
                 "expression, upper limbs and compliance with ventilation, 1-4 each (3-12; "
                 "> 5 unacceptable pain)."),
    keywords=["pain assessment", "intubated patient", "sedated patient", "ICU pain",
              "mechanical ventilation", "nonverbal pain", "analgesia",
              "pain in ventilated sedated adults", "is the intubated patient in pain",
              "pain score from facial expression and limbs",
              "fighting the ventilator as a pain sign",
              "nonverbal pain for mechanically ventilated", "titrate analgesia on the ventilator"],
    features=[FACIAL_EXPRESSION, UPPER_LIMBS, VENTILATION],
    items=list(ITEMS),
    versions=[Version("payen_2001", dt.date(2001, 12, 1), PAYEN_2001, bps,
                      notes="Three items 1-4, total 3 (no pain) to 12 (maximal pain).")],
    output=Output(kind="integer", unit="points", range=(3, 12)),
    interpret=interpret,
    references=[PAYEN_2001, DEVLIN_2018, MDCALC],
    notes=("Items and scores as in Payen 2001 (descriptors paraphrased). Payen 2001 gives no "
           "cut-off; the > 5 threshold of significant (unacceptable) pain is the one used by "
           "the SCCM PADIS 2018 guideline and by MDCalc ('Unacceptable amount of pain'). "
           "MDCalc's field labels ('Upper limb movements', 'Compliance with mechanical "
           "ventilation') answer the items. Under missing='absent' an unmentioned item scores "
           "1 (its lowest level). For non-intubated patients the BPS-NI variant (vocalization "
           "instead of ventilation) is not implemented here."),
)
