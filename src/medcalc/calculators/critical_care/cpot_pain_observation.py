"""Critical-Care Pain Observation Tool (CPOT): four behavioural items scored 0-2 (total 0-8) for
adults in the ICU who cannot report their pain (Gélinas et al. 2006)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

GELINAS_2006 = Reference(
    "Gélinas C, Fillion L, Puntillo KA, Viens C, Fortier M. Validation of the critical-care pain "
    "observation tool in adult patients. Am J Crit Care. 2006;15(4):420-427 (the tool: facial "
    "expression, body movements, muscle tension, compliance with the ventilator or "
    "vocalization, 0-2 each).", doi="10.4037/ajcc2006.15.4.420",
    url="https://pubmed.ncbi.nlm.nih.gov/16823021/")
GELINAS_2009 = Reference(
    "Gélinas C, Harel F, Fillion L, Puntillo KA, Johnston CC. Sensitivity and specificity of the "
    "critical-care pain observation tool for the detection of pain in intubated adults after "
    "cardiac surgery. J Pain Symptom Manage. 2009;37(1):58-67 (cut-off score > 2).",
    doi="10.1016/j.jpainsymman.2007.12.022")
DEVLIN_2018 = Reference(
    "Devlin JW, Skrobik Y, Gélinas C, et al. Clinical Practice Guidelines for the Prevention and "
    "Management of Pain, Agitation/Sedation, Delirium, Immobility, and Sleep Disruption in Adult "
    "Patients in the ICU (PADIS). Crit Care Med. 2018;46(9):e825-e873 (BPS and CPOT as the "
    "behavioural pain scales for patients unable to self-report).",
    doi="10.1097/CCM.0000000000003299")

FACIAL_EXPRESSION = Category(
    name="facial_expression",
    description="Facial expression (0 relaxed, 1 tense, 2 grimacing)",
    definition=("relaxed/neutral: no muscle tension seen; tense: frowning, brow lowering, orbit "
                "tightening or levator contraction; grimacing: all of these plus eyelids tightly "
                "closed"),
    choices=(
        Choice("relaxed", "Relaxed, neutral", 0,
               aliases=("neutral", "relaxed neutral", "no muscular tension", "no tension")),
        Choice("tense", "Tense", 1, aliases=("frowning", "brow lowering", "tense face")),
        Choice("grimacing", "Grimacing", 2, aliases=("grimace", "eyelids tightly closed")),
    ),
    absent="relaxed",
)

BODY_MOVEMENTS = Category(
    name="body_movements",
    description="Body movements (0 absence of movements, 1 protection, 2 restlessness)",
    definition=("absence of movements: does not move at all or lies in a normal position (not "
                "necessarily absence of pain); protection: slow, cautious movements, touching or "
                "rubbing the pain site, seeking attention through movements; restlessness: "
                "pulling the tube, trying to sit up, thrashing, not following commands, striking "
                "at staff, trying to climb out of bed"),
    choices=(
        Choice("absence_of_movements", "Absence of movements or normal position", 0,
               aliases=("absence of movements", "no movement", "none", "normal position")),
        Choice("protection", "Protection", 1,
               aliases=("protective movements", "guarding", "cautious movements",
                        "touching pain site")),
        Choice("restlessness", "Restlessness, agitation", 2,
               aliases=("restless", "agitation", "agitated", "thrashing")),
    ),
    absent="absence_of_movements",
)

MUSCLE_TENSION = Category(
    name="muscle_tension",
    description="Muscle tension on passive flexion and extension of the upper limbs (0 relaxed, "
                "1 tense/rigid, 2 very tense or rigid)",
    definition=("relaxed: no resistance to passive movements; tense, rigid: resistance to "
                "passive movements; very tense or rigid: strong resistance, the movement cannot "
                "be completed"),
    choices=(
        Choice("relaxed", "Relaxed", 0, aliases=("no resistance", "no resistance to passive "
                                                 "movements")),
        Choice("tense_rigid", "Tense, rigid", 1,
               aliases=("tense", "rigid", "tense rigid", "resistance to passive movements")),
        Choice("very_tense_rigid", "Very tense or rigid", 2,
               aliases=("very tense", "very rigid", "very tense or rigid",
                        "strong resistance to passive movements")),
    ),
    absent="relaxed",
)

VENTILATOR_OR_VOCALIZATION = Category(
    name="ventilator_compliance_or_vocalization",
    description=("Compliance with the ventilator (intubated patients) or vocalization "
                 "(extubated patients), 0-2; use the row that applies"),
    definition=("intubated: tolerating the ventilator or movement (alarms not activated, easy "
                "ventilation) 0, coughing but tolerating (alarms stop spontaneously) 1, fighting "
                "the ventilator (asynchrony, blocking ventilation, frequent alarms) 2; extubated: "
                "talking in a normal tone or no sound 0, sighing or moaning 1, crying out or "
                "sobbing 2"),
    choices=(
        Choice("tolerating_ventilator", "Intubated: tolerating ventilator or movement", 0,
               aliases=("tolerating ventilator", "tolerating ventilator or movement",
                        "tolerating movement")),
        Choice("coughing_but_tolerating", "Intubated: coughing but tolerating", 1,
               aliases=("coughing but tolerating", "coughing")),
        Choice("fighting_ventilator", "Intubated: fighting ventilator", 2,
               aliases=("fighting ventilator", "fighting the ventilator", "ventilator "
                        "asynchrony", "asynchrony")),
        Choice("normal_tone_or_no_sound", "Extubated: talking in normal tone or no sound", 0,
               aliases=("talking in normal tone", "no sound", "normal tone",
                        "talking in normal tone or no sound")),
        Choice("sighing_moaning", "Extubated: sighing, moaning", 1,
               aliases=("sighing", "moaning", "sighing or moaning", "sighing, moaning")),
        Choice("crying_out_sobbing", "Extubated: crying out, sobbing", 2,
               aliases=("crying out", "sobbing", "crying out or sobbing", "crying",
                        "crying out, sobbing")),
    ),
    absent="tolerating_ventilator",
)


# Gélinas 2006's four items (aliases: MDCalc's field labels as recorded in MedMCP-Calc). MDCalc
# asks 'Intubated?' and then shows either 'Compliance with ventilator' or 'Vocalization': both
# labels answer the fourth item.
ITEMS = (
    from_category(FACIAL_EXPRESSION, "Facial expression"),
    from_category(BODY_MOVEMENTS, "Body movements"),
    from_category(MUSCLE_TENSION, "Muscle tension"),
    from_category(VENTILATOR_OR_VOCALIZATION,
                   "Compliance with the ventilator (intubated) or vocalization (extubated)",
                   ("Compliance with ventilator", "Vocalization",
                    "Compliance with the ventilator", "Vocalization (extubated patients)")),
)


def cpot(facial_expression, body_movements, muscle_tension,
         ventilator_compliance_or_vocalization):
    items = {
        "facial_expression_points": facial_expression,
        "body_movements_points": body_movements,
        "muscle_tension_points": muscle_tension,
        "ventilator_compliance_or_vocalization_points": ventilator_compliance_or_vocalization,
    }
    return {"value": sum(items.values()), **items}


def interpret(score):
    if score > 2:
        return f"CPOT {score} (> 2): pain likely; treat and reassess"
    return f"CPOT {score} (0-2): pain unlikely"


CALCULATOR = Calculator(
    id="cpot_pain_observation",
    name="Critical Care Pain Observation Tool (CPOT)",
    aliases=["CPOT", "Critical-Care Pain Observation Tool", "C-POT",
             "重症监护疼痛观察工具（CPOT）"],
    specialty="critical_care",
    description=("Behavioural pain score for ICU adults who cannot self-report: facial "
                 "expression, body movements, muscle tension, and ventilator compliance or "
                 "vocalization, 0-2 each (0-8; > 2 suggests pain)."),
    keywords=["pain assessment", "behavioral pain scale", "nonverbal pain", "intubated patient",
              "sedated patient", "analgesia", "ICU pain", "mechanical ventilation",
              "pain in patients unable to communicate", "pain in ICU patients who cannot speak",
              "is the unconscious patient in pain", "pain from muscle tension and body movement",
              "observational pain tool for critical care",
              "pain in intubated or nonintubated nonverbal adults",
              "vocalization or ventilator compliance as pain sign"],
    features=[FACIAL_EXPRESSION, BODY_MOVEMENTS, MUSCLE_TENSION, VENTILATOR_OR_VOCALIZATION],
    items=list(ITEMS),
    versions=[Version("gelinas_2006", dt.date(2006, 7, 1), GELINAS_2006, cpot,
                      notes="Four items 0-2, total 0-8; intubated patients are scored on "
                            "ventilator compliance, extubated ones on vocalization.")],
    output=Output(kind="integer", unit="points", range=(0, 8)),
    interpret=interpret,
    references=[GELINAS_2006, GELINAS_2009, DEVLIN_2018],
    notes=(
        "Items and scores as in Gélinas 2006 (item descriptions paraphrased). The fourth item is "
        "ventilator compliance for intubated patients or vocalization for extubated ones: one "
        "input whose choices cover both rows. The cut-off > 2 (pain likely) is from Gélinas 2009 "
        "and is the one cited by the SCCM PADIS 2018 guideline; the 2006 paper itself gives no "
        "cut-off. Licence check: the CPOT is published in the journal articles and reproduced in "
        "guidelines; no licence restricting its use was found, and this module stores only the "
        "item names and short paraphrased descriptors. Under missing='absent' an unmentioned "
        "item scores 0. Validated in adults, not in brain-injured patients (see CPOT-Neuro). "
        "Declared as items: each may be answered under its name or MDCalc's field label "
        "('Compliance with ventilator' or 'Vocalization' for the fourth) by the answer's "
        "wording (under the feature's name also by its points); MDCalc's 'Intubated?' question is not an input (the answer "
        "chosen says which row applies)."),
)
