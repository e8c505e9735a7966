"""GCS-Pupils score (GCS-P): Glasgow Coma Scale total minus the Pupil Reactivity Score, 1-15
(Brennan, Murray and Teasdale, J Neurosurg 2018)."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    NAReason,
    Output,
    Reference,
    Version,
    from_category,
)

BRENNAN_2018 = Reference(
    "Brennan PM, Murray GD, Teasdale GM. Simplifying the use of prognostic information in "
    "traumatic brain injury. Part 1: The GCS-Pupils score: an extended index of clinical "
    "severity. J Neurosurg. 2018;128(6):1612-1620.",
    doi="10.3171/2017.12.JNS172780")
MDCALC = Reference("MDCalc. GCS-Pupils Score.")
TEASDALE_2014 = Reference(
    "Teasdale G, Maas A, Lecky F, Manley G, Stocchetti N, Murray G. The Glasgow Coma Scale at "
    "40 years: standing the test of time. Lancet Neurol. 2014;13(8):844-854.",
    doi="10.1016/S1474-4422(14)70120-6")
_NT = NAReason.MISSING

# GCS components in the 2014 terms and the classic/MDCalc terms (the same choices as the Glasgow
# Coma Scale calculator; calculator modules do not import each other). The verbal component adds
# MDCalc's 'Intubated (+1)' option (see notes).
EYE_P = Category(
    name="eye", labels=("Eye response", "Best eye response"),
    description="Best eye response (E, 1-4 points)",
    choices=(
        Choice("spontaneous", "Spontaneous (eyes open spontaneously)", 4,
               aliases=("eyes open spontaneously", "spontaneously", "open spontaneously", "E4")),
        Choice("to_sound", "To sound (eye opening to verbal command)", 3,
               aliases=("eye opening to verbal command", "to verbal command", "to speech",
                        "to voice", "eye opening to speech", "eye opening to sound", "E3")),
        Choice("to_pressure", "To pressure (eye opening to pain)", 2,
               aliases=("eye opening to pain", "to pain", "eye opening to pressure", "E2")),
        Choice("no_response", "None (no eye opening)", 1,
               aliases=("none", "no eye opening", "no response", "no eye response", "E1")),
        Choice("not_testable", "Not testable (eyes closed by local factor)", na=_NT,
               aliases=("not testable", "non testable", "NT", "untestable")),
    ),
)
MOTOR_P = Category(
    name="motor", labels=("Motor response", "Best motor response"),
    description="Best motor response (M, 1-6 points)",
    choices=(
        Choice("obeys_commands", "Obeys commands", 6,
               aliases=("obeys command", "obeys", "follows commands", "M6")),
        Choice("localising", "Localising (localizes pain)", 5,
               aliases=("localizing", "localises pain", "localizes pain", "localizes", "M5")),
        Choice("normal_flexion", "Normal flexion (withdrawal from pain)", 4,
               aliases=("withdrawal from pain", "withdrawal", "withdraws from pain",
                        "withdraws to pain", "withdraws", "M4")),
        Choice("abnormal_flexion", "Abnormal flexion (flexion to pain, decorticate)", 3,
               aliases=("flexion to pain", "abnormal flexion to pain", "decorticate",
                        "decorticate posturing", "M3")),
        Choice("extension", "Extension (extension to pain, decerebrate)", 2,
               aliases=("extension to pain", "decerebrate", "decerebrate posturing", "M2")),
        Choice("no_response", "None (no motor response)", 1,
               aliases=("none", "no motor response", "no response", "no movement", "M1")),
        Choice("not_testable", "Not testable (paralysed or sedated)", na=_NT,
               aliases=("not testable", "non testable", "NT", "untestable", "paralysed",
                        "paralyzed", "sedated")),
    ),
)
VERBAL_P = Category(
    name="verbal", labels=("Verbal response", "Best verbal response"),
    description="Best verbal response (V, 1-5 points)",
    definition=("Orientated 5; confused 4; words 3; sounds 2; none 1. An intubated patient is "
                "scored 1 as on MDCalc's form; any other untestable verbal response (aphasia, "
                "tracheostomy not stated as intubation) makes the score NA."),
    choices=(
        Choice("orientated", "Orientated (oriented)", 5,
               aliases=("oriented", "orientated and converses", "oriented and converses", "V5")),
        Choice("confused", "Confused (confused conversation)", 4,
               aliases=("confused conversation", "disoriented", "disorientated", "V4")),
        Choice("words", "Words (inappropriate words)", 3,
               aliases=("inappropriate words", "inappropriate", "inappropriate speech", "V3")),
        Choice("sounds", "Sounds (incomprehensible sounds)", 2,
               aliases=("incomprehensible sounds", "incomprehensible", "incomprehensible speech",
                        "V2")),
        Choice("no_response", "None (no verbal response)", 1,
               aliases=("none", "no verbal response", "no response", "V1")),
        Choice("intubated", "Intubated (scored 1, MDCalc's convention)", 1,
               aliases=("intubated", "intubated (+1)", "VT intubated")),
        Choice("not_testable", "Not testable (other than intubation)", na=NAReason.MISSING,
               aliases=("not testable", "non testable", "NT", "untestable", "aphasic",
                        "aphasia")),
    ),
)
PUPILS = Category(
    name="pupil_response",
    labels=("Pupil response", "Pupils unreactive to light", "Pupil reactivity"),
    description="Pupils unreactive to light (Pupil Reactivity Score: both 2, one 1, neither 0)",
    choices=(
        Choice("both_reactive", "Both pupils reactive to light (PRS 0)", 0,
               aliases=("both pupils reactive", "both reactive", "neither pupil unreactive",
                        "both pupils reactive to light (normal)", "normal", "PRS 0")),
        Choice("one_unreactive", "One pupil unreactive to light (PRS 1)", 1,
               aliases=("one pupil unreactive", "one unreactive", "one pupil unreactive to light",
                        "one pupil reactive", "PRS 1")),
        Choice("both_unreactive", "Both pupils unreactive to light (PRS 2)", 2,
               aliases=("both pupils unreactive", "both unreactive", "neither pupil reactive",
                        "both pupils unreactive to light", "no pupil reactive", "PRS 2")),
    ),
)
# As items, so that MDCalc's option texts with their points ('Inappropriate words (+3)') are read.
ITEMS = tuple(from_category(c, c.labels[0]) for c in (EYE_P, VERBAL_P, MOTOR_P, PUPILS))


def gcs_pupils(eye, verbal, motor, pupil_response):
    gcs = eye + verbal + motor
    return {"value": gcs - pupil_response, "gcs": gcs, "eye": eye, "verbal": verbal,
            "motor": motor, "pupil_reactivity_score": pupil_response}


def interpret(score):
    if score <= 2:
        return (f"GCS-P {score} (1-2): the two lowest levels, below GCS 3, added by the pupil "
                "response; highest mortality and unfavourable outcome at 6 months in Brennan "
                "2018")
    if score <= 8:
        return f"GCS-P {score} (3-8): severe; outcome worsens with each lower point"
    if score <= 12:
        return f"GCS-P {score} (9-12): moderate"
    return f"GCS-P {score} (13-15): mild"


CALCULATOR = Calculator(
    id="gcs_pupils_score",
    name="GCS-Pupils Score",
    aliases=["GCS-P", "GCS Pupils score", "Glasgow Coma Scale Pupils score",
             "GCS-Pupils (GCS-P) Score"],
    specialty="neurology",
    description=("Severity of traumatic brain injury as the Glasgow Coma Scale total minus the "
                 "number of pupils unreactive to light (Pupil Reactivity Score 0-2); 1-15."),
    keywords=["traumatic brain injury", "TBI", "head injury", "pupil reactivity", "coma",
              "prognosis", "Glasgow Coma Scale", "head injury severity with pupils",
              "coma score combined with pupil reactivity", "traumatic brain injury prognosis",
              "unreactive pupils and consciousness", "severity of brain trauma",
              "GCS adjusted for fixed pupils"],
    features=[EYE_P, VERBAL_P, MOTOR_P, PUPILS],
    items=list(ITEMS),
    versions=[Version("brennan_2018", dt.date(2018, 4, 1), BRENNAN_2018, gcs_pupils,
                      notes="GCS-P = GCS (3-15) - PRS (number of unreactive pupils, 0-2).")],
    output=Output(kind="integer", unit="points", range=(1, 15)),
    interpret=interpret,
    references=[BRENNAN_2018, TEASDALE_2014, MDCALC],
    notes=("GCS-P = GCS total - Pupil Reactivity Score (Brennan 2018). Eye and motor components "
           "accept the Glasgow Coma Scale calculator's main terms; an untestable eye "
           "or motor response makes the score NA. Verbal response: MDCalc's form offers "
           "'Intubated (+1)', scoring an intubated patient as V1; this calculator accepts that "
           "option with the same score (so MDCalc answers recompute), whereas the Glasgow Coma "
           "Scale calculator follows Teasdale 2014 and treats an untestable verbal response as "
           "NT (NA). Other untestable verbal responses are NA here too. Severity words "
           "(severe 3-8, moderate 9-12, mild 13-15) follow the GCS bands; Brennan 2018 reports "
           "6-month mortality and unfavourable outcome for each GCS-P value in the pooled "
           "CRASH + IMPACT data (MDCalc displays them, e.g. 17.35% / 28.88% at GCS-P 10), "
           "which are not reproduced here. No component is imputed under missing='absent'."),
)
