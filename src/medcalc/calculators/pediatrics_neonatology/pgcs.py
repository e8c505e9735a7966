"""Pediatric Glasgow Coma Scale (pGCS): eye, verbal (age-appropriate) and motor responses."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, from_category, points_total
from medcalc.formulas.pediatrics_w4 import scored_category

REILLY_1988 = Reference(
    "Reilly PL, Simpson DA, Sprod R, Thomas L. Assessing the conscious level in infants and "
    "young children: a paediatric version of the Glasgow Coma Scale. Childs Nerv Syst. "
    "1988;4(1):30-33.", doi="10.1007/BF00274080")
HOLMES_2005 = Reference(
    "Holmes JF, Palchak MJ, MacFarlane T, Kuppermann N. Performance of the pediatric Glasgow "
    "coma scale in children with blunt head trauma. Acad Emerg Med. 2005;12(9):814-819.",
    doi="10.1197/j.aem.2005.04.019")
TEASDALE_1974 = Reference(
    "Teasdale G, Jennett B. Assessment of coma and impaired consciousness. A practical scale. "
    "Lancet. 1974;2(7872):81-84.", doi="10.1016/s0140-6736(74)91639-0")
MDCALC = Reference("MDCalc. Pediatric Glasgow Coma Scale (pGCS).", url="https://www.mdcalc.com/")

EYE = scored_category("eye_response", ("Eye response", "Eye opening"), "Best eye response", (
    ("spontaneous", 4, "Open spontaneously (+4)", ("Eyes open spontaneously", "Spontaneous",
                                                   "Open spontaneously")),
    ("verbal", 3, "Open to verbal stimuli (+3)", ("Open to verbal command", "To sound",
                                                  "Open to verbal stimuli", "To voice")),
    ("pain", 2, "Open to pain only (+2)", ("Open to pain only", "To pain",
                                           "Eyes open to pain")),
    ("none", 1, "No response (+1)", ("No response", "None")),
))
VERBAL = scored_category("verbal_response", ("Verbal response",), "Best verbal response (over "
                         "2 years: words; 2 years and under: the infant form in brackets)", (
    ("oriented", 5, "Oriented, appropriate / coos and babbles (+5)",
     ("Oriented, appropriate", "Coos, babbles", "Coos and babbles", "Oriented")),
    ("confused", 4, "Confused / irritable cries (+4)", ("Confused", "Irritable cries",
                                                        "Irritable, cries")),
    ("inappropriate", 3, "Inappropriate words / cries to pain (+3)",
     ("Inappropriate words", "Cries to pain")),
    ("incomprehensible", 2, "Incomprehensible words or sounds / moans to pain (+2)",
     ("Incomprehensible words/sounds (+2)", "Incomprehensible words/sounds",
      "Incomprehensible sounds", "Moans to pain")),
    ("none", 1, "No response (+1)", ("No response", "None")),
))
MOTOR = scored_category("motor_response", ("Motor response",), "Best motor response", (
    ("obeys", 6, "Obeys commands / moves spontaneously and purposefully (+6)",
     ("Obeys commands", "Moves spontaneously and purposefully",
      "Infant moves spontaneously or purposefully")),
    ("localizes", 5, "Localizes pain / withdraws to touch (+5)",
     ("Localizes painful stimulus", "Localizes pain", "Withdraws to touch")),
    ("withdraws", 4, "Withdraws to pain (+4)", ("Withdraws to pain", "Withdraws in response to "
                                                "pain")),
    ("flexion", 3, "Abnormal flexion to pain (decorticate) (+3)",
     ("Flexion in response to pain", "Abnormal flexion", "Decorticate")),
    ("extension", 2, "Extension to pain (decerebrate) (+2)",
     ("Extension in response to pain", "Extension", "Decerebrate")),
    ("none", 1, "No response (+1)", ("No response", "None", "No motor response")),
))
CATEGORIES = (EYE, VERBAL, MOTOR)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def interpret(score, breakdown):
    b = breakdown or {}
    code = f"E{b.get('eye_response')} V{b.get('verbal_response')} M{b.get('motor_response')}"
    if score <= 8:
        band = "3-8: severe brain injury"
    elif score <= 12:
        band = "9-12: moderate brain injury"
    else:
        band = "13-15: mild brain injury"
    return f"{band} ({code})"


CALCULATOR = Calculator(
    id="pgcs",
    name="Pediatric Glasgow Coma Scale (pGCS)",
    aliases=["pGCS", "Pediatric GCS", "Paediatric Glasgow Coma Scale", "Infant GCS"],
    specialty="pediatrics_neonatology",
    description="Level of consciousness in children: eye (1-4), age-appropriate verbal (1-5) "
                "and motor (1-6) responses, 3-15.",
    keywords=["coma", "head injury", "TBI", "consciousness", "children", "infant", "GCS",
              "responsiveness", "airway protection", "drowsy child",
              "level of consciousness in a child", "child level of consciousness",
              "infant coma score", "responsiveness in a child", "head injury consciousness child",
              "pediatric neurologic status", "coma scale for preverbal child"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("reilly_1988", dt.date(1988, 2, 1), REILLY_1988, points_total(ITEMS),
                      notes="E1-4 + V1-5 + M1-6 with age-appropriate verbal and motor "
                            "descriptors; 13-15 mild, 9-12 moderate, 3-8 severe.")],
    output=Output(kind="integer", unit="points", range=(3, 15)),
    interpret=interpret,
    references=[REILLY_1988, HOLMES_2005, TEASDALE_1974, MDCALC],
    notes="Points as the adult GCS (Teasdale 1974) with paediatric descriptors for preverbal "
          "children (MDCalc's form: over 2 years the adult words, 2 years and under the infant "
          "responses); the age group changes only the wording, so it is not an input here. "
          "Severity bands are the conventional TBI bands.",
)
