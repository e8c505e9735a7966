"""Glasgow Coma Scale: eye, verbal and motor responses summed to a 3-15 score."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    NAReason,
    Output,
    Reference,
    Version,
)

TEASDALE_1974 = Reference(
    "Teasdale G, Jennett B. Assessment of coma and impaired consciousness. A practical scale. "
    "Lancet. 1974;2(7872):81-84.",
    doi="10.1016/S0140-6736(74)91639-0", url="https://pubmed.ncbi.nlm.nih.gov/4136544/")
TEASDALE_1976 = Reference(
    "Teasdale G, Jennett B. Assessment and prognosis of coma after head injury. Acta Neurochir "
    "(Wien). 1976;34(1-4):45-55.", doi="10.1007/BF01405862")
TEASDALE_2014 = Reference(
    "Teasdale G, Maas A, Lecky F, Manley G, Stocchetti N, Murray G. The Glasgow Coma Scale at "
    "40 years: standing the test of time. Lancet Neurol. 2014;13(8):844-854.",
    doi="10.1016/S1474-4422(14)70120-6", url="https://pubmed.ncbi.nlm.nih.gov/25030516/")
RIMEL_1982 = Reference(
    "Rimel RW, Giordani B, Barth JT, Jane JA. Moderate head injury: completing the clinical "
    "spectrum of brain trauma. Neurosurgery. 1982;11(3):344-351 (severity by GCS: severe 3-8, "
    "moderate 9-12, minor 13-15).", url="https://pubmed.ncbi.nlm.nih.gov/7133350/")

_NT = NAReason.MISSING

EYE = Category(
    name="eye",
    labels=("Best eye response",),
    description="Best eye response (E, 1-4 points)",
    definition=("Spontaneous: eyes open before any stimulus; to sound: after a spoken or shouted "
                "request; to pressure: after fingertip, trapezius or supraorbital pressure; "
                "none: no opening with no interfering factor. Not testable: eyes closed by "
                "local factor (swelling, dressing)."),
    choices=(
        Choice("spontaneous", "Spontaneous (eyes open spontaneously)", 4,
               aliases=("eyes open spontaneously", "eye opening spontaneous", "spontaneously",
                        "open spontaneously", "opens eyes spontaneously", "E4",
                        "Spontaneously (+4)", "Eyes open spontaneously (+4)")),
        Choice("to_sound", "To sound (eye opening to verbal command)", 3,
               aliases=("eye opening to verbal command", "to verbal command", "to speech",
                        "to voice", "to command", "eye opening to speech", "eye opening to sound",
                        "open to voice", "E3", "To verbal command (+3)",
                        "Eye opening to verbal command (+3)")),
        Choice("to_pressure", "To pressure (eye opening to pain)", 2,
               aliases=("eye opening to pain", "to pain", "eye opening to pressure",
                        "open to pain", "E2", "To pain (+2)", "Eye opening to pain (+2)")),
        Choice("no_response", "None (no eye opening)", 1,
               aliases=("none", "no eye opening", "no response", "no eye response", "E1",
                        "No eye opening (+1)")),
        Choice("not_testable", "Not testable (eyes closed by local factor)", na=_NT,
               aliases=("not testable", "non testable", "NT", "untestable",
                        "eyes closed by swelling", "eye swelling", "closed", "EC")),
    ),
)

VERBAL = Category(
    name="verbal",
    labels=("Best verbal response",),
    description="Best verbal response (V, 1-5 points)",
    definition=("Orientated: correctly gives name, place and date; confused: not orientated but "
                "communicates coherently; words: intelligible single words; sounds: only moans "
                "or groans; none: no audible response with no interfering factor. Not testable: "
                "a factor interfering with communication (intubation, tracheostomy, aphasia)."),
    choices=(
        Choice("orientated", "Orientated (oriented)", 5,
               aliases=("oriented", "orientated and converses", "oriented and converses", "V5",
                        "Oriented (+5)")),
        Choice("confused", "Confused (confused conversation)", 4,
               aliases=("confused conversation", "disoriented", "disorientated", "V4",
                        "Confused (+4)")),
        Choice("words", "Words (inappropriate words)", 3,
               aliases=("inappropriate words", "inappropriate", "inappropriate speech", "V3",
                        "Inappropriate words (+3)")),
        Choice("sounds", "Sounds (incomprehensible sounds)", 2,
               aliases=("incomprehensible sounds", "incomprehensible", "incomprehensible speech",
                        "V2", "Incomprehensible sounds (+2)")),
        Choice("no_response", "None (no verbal response)", 1,
               aliases=("none", "no verbal response", "no response", "V1",
                        "No verbal response (+1)")),
        Choice("not_testable", "Not testable (intubated or otherwise unable to speak)", na=_NT,
               aliases=("not testable", "non testable", "NT", "untestable", "intubated",
                        "not testable/intubated", "not testable intubated", "tracheostomy",
                        "aphasic", "aphasia", "VT", "T", "Not testable/intubated (NT)")),
    ),
)

MOTOR = Category(
    name="motor",
    labels=("Best motor response",),
    description="Best motor response (M, 1-6 points), best response of the best limb",
    definition=("Obeys commands: obeys a two-part request; localising: brings a hand above the "
                "clavicle towards a stimulus on head or neck; normal flexion: bends the arm at "
                "the elbow rapidly, features not predominantly abnormal (withdrawal); abnormal "
                "flexion: slow flexion with predominantly abnormal features (decorticate); "
                "extension: extends the arm at the elbow (decerebrate); none: no movement with "
                "no interfering factor. Not testable: paralysed or sedated/paralysed by drugs."),
    choices=(
        Choice("obeys_commands", "Obeys commands", 6,
               aliases=("obeys command", "obey commands", "obeys", "follows commands", "M6",
                        "Obeys commands (+6)")),
        Choice("localising", "Localising (localizes pain)", 5,
               aliases=("localizing", "localises pain", "localizes pain", "localising pain",
                        "localizing pain", "localizes", "localises", "localizes to pain", "M5",
                        "Localizes pain (+5)")),
        Choice("normal_flexion", "Normal flexion (withdrawal from pain)", 4,
               aliases=("withdrawal from pain", "withdrawal", "withdraws from pain",
                        "withdraws to pain", "withdraws", "withdrawal to pain", "flexion withdrawal",
                        "M4", "Withdrawal from pain (+4)")),
        Choice("abnormal_flexion", "Abnormal flexion (flexion to pain, decorticate)", 3,
               aliases=("flexion to pain", "abnormal flexion to pain", "decorticate",
                        "decorticate posturing", "decorticate posture", "flexor response",
                        "flexion response to pain", "M3", "Flexion to pain (+3)")),
        Choice("extension", "Extension (extension to pain, decerebrate)", 2,
               aliases=("extension to pain", "extension response to pain", "decerebrate",
                        "decerebrate posturing", "decerebrate posture", "extensor response",
                        "M2", "Extension to pain (+2)")),
        Choice("no_response", "None (no motor response)", 1,
               aliases=("none", "no motor response", "no response", "no movement", "flaccid", "M1",
                        "No motor response (+1)")),
        Choice("not_testable", "Not testable (paralysed or sedated)", na=_NT,
               aliases=("not testable", "non testable", "NT", "untestable", "paralysed",
                        "paralyzed", "sedated", "pharmacologically paralysed",
                        "neuromuscular blockade")),
    ),
)


def glasgow_coma_scale(eye, verbal, motor):
    return {"value": eye + verbal + motor, "eye": eye, "verbal": verbal, "motor": motor}


def severity(total):
    if total <= 8:
        return "severe (GCS 3-8)"
    if total <= 12:
        return "moderate (GCS 9-12)"
    return "mild (GCS 13-15)"


CALCULATOR = Calculator(
    id="glasgow_coma_scale",
    name="Glasgow Coma Scale (GCS)",
    aliases=["Glasgow Coma Score (GCS)", "Glasgow Coma Scale", "Glasgow Coma Score", "GCS",
             "Glasgow昏迷评分"],
    specialty="neurology",
    description="Level of consciousness as the sum of best eye (1-4), verbal (1-5) and motor "
                "(1-6) responses, 3-15.",
    keywords=["coma", "consciousness", "level of consciousness", "head injury",
              "traumatic brain injury", "TBI", "neurological assessment", "unresponsive",
              "responsiveness after head trauma", "eye verbal motor response", "coma depth",
              "head injury severity", "need for intubation due to low consciousness",
              "neurological status monitoring", "mental status after trauma"],
    features=[EYE, VERBAL, MOTOR],
    versions=[
        Version("15_point", dt.date(1976, 1, 1), TEASDALE_1976, glasgow_coma_scale,
                notes="Six-level motor response (normal vs abnormal flexion), total 3-15; the "
                      "1974 paper's motor response did not separate withdrawal from abnormal "
                      "flexion (total 3-14). Effective date: the 1976 volume (day not "
                      "established). Response terms as standardised in Teasdale 2014."),
    ],
    output=Output(kind="integer", unit="points", range=(3, 15)),
    interpret=severity,
    references=[TEASDALE_1974, TEASDALE_1976, TEASDALE_2014, RIMEL_1982],
    notes=(
        "Sum of the points of the three components. A component that cannot be tested "
        "(eyes closed by swelling; intubated or aphasic; paralysed or sedated) makes the total NA "
        "(missing): no number is substituted (Teasdale 2014 records such a component as 'NT', "
        "non testable). A component that is not given is never imputed, even with "
        "missing='absent'. Components accept the 2014 terms (spontaneous / to sound / to "
        "pressure; orientated / confused / words / sounds; obeys commands / localising / normal "
        "flexion / abnormal flexion / extension; none), the classic and MDCalc/LOINC terms "
        "(eyes open spontaneously, eye opening to verbal command, eye opening to pain, "
        "inappropriate words, incomprehensible sounds, localizes pain, withdrawal from pain, "
        "flexion to pain, extension to pain, no ... response), MDCalc's option labels with their "
        "points ('To verbal command (+3)', 'Not testable/intubated (NT)') and the points as "
        "integers. Not converted to items: the three components are already categories "
        "whose choices carry their points, and the total is their plain sum. "
        "Severity bands (severe 3-8, moderate 9-12, mild 13-15) are the head-injury "
        "classification of Rimel et al. 1982; Teasdale 2014 advises describing individual "
        "patients by the three components (e.g. E2V3M4) and using the total for groups. "
        "MedCalc-Bench v1.0 labels for this calculator add the verbal score twice; this "
        "calculator does not."),
)
