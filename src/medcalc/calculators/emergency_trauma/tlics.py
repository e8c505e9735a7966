"""Thoracolumbar Injury Classification and Severity Scale (TLICS): morphology, neurological
status and posterior ligamentous complex of a thoracolumbar injury (Vaccaro 2005)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

VACCARO_2005 = Reference(
    "Vaccaro AR, Lehman RA Jr, Hurlbert RJ, Anderson PA, Harris M, Hedlund R, Harrop J, "
    "Dvorak M, Wood K, Fehlings MG, Fisher C, Zeiller SC, Anderson DG, Bono CM, Stock GH, "
    "Brown AK, Kuklo T, Oner FC. A new classification of thoracolumbar injuries: the importance "
    "of injury morphology, the integrity of the posterior ligamentous complex, and neurologic "
    "status. Spine (Phila Pa 1976). 2005;30(20):2325-2333.",
    doi="10.1097/01.brs.0000182986.43345.cb")
MDCALC = Reference("MDCalc. Thoracolumbar Injury Classification and Severity Scale (TLICS).")

MORPHOLOGY = Category(
    name="morphology", description="Injury morphology (the most severe)",
    choices=(
        Choice("compression", "Compression fracture", 1, aliases=("compression",)),
        Choice("burst", "Burst fracture", 2, aliases=("burst", "compression + burst")),
        Choice("translation_rotation", "Translational/rotational", 3,
               aliases=("translational / rotational", "translation", "rotation",
                        "translational or rotational")),
        Choice("distraction", "Distraction", 4),
    ))
NEURO = Category(
    name="neurologic_involvement", description="Neurological status",
    choices=(
        Choice("intact", "Intact", 0),
        Choice("nerve_root", "Nerve root", 2, aliases=("nerve root involvement", "root")),
        Choice("complete_cord", "Cord, conus medullaris, complete", 2,
               aliases=("complete cord", "complete cord or conus medullaris",
                        "cord/conus medullaris complete", "complete")),
        Choice("incomplete_cord", "Cord, conus medullaris, incomplete", 3,
               aliases=("incomplete cord", "incomplete cord or conus medullaris",
                        "cord/conus medullaris incomplete", "incomplete")),
        Choice("cauda_equina", "Cauda equina", 3),
    ),
    absent="intact")
PLC = Category(
    name="posterior_ligamentous_complex",
    description="Integrity of the posterior ligamentous complex",
    choices=(
        Choice("intact", "Intact", 0),
        Choice("indeterminate", "Suspected/indeterminate", 2,
               aliases=("suspected", "indeterminate", "suspected or indeterminate",
                        "injury suspected/indeterminate")),
        Choice("injured", "Injured", 3, aliases=("disrupted",)),
    ),
    absent="intact")
ITEMS = (
    from_category(MORPHOLOGY, "Morphology", ("Injury morphology",)),
    from_category(NEURO, "Neurologic involvement", ("Neurological status", "Neurologic status")),
    from_category(PLC, "Posterior ligamentous complex", ("PLC", "Posterior ligamentous "
                                                         "complex integrity")),
)


def tlics(morphology, neurologic_involvement, posterior_ligamentous_complex):
    return {"value": morphology + neurologic_involvement + posterior_ligamentous_complex,
            "morphology": morphology, "neurologic_involvement": neurologic_involvement,
            "posterior_ligamentous_complex": posterior_ligamentous_complex}


def interpret(score):
    if score <= 3:
        return f"TLICS {score} (<= 3): non-operative treatment"
    if score == 4:
        return "TLICS 4: operative or non-operative treatment (surgeon's judgement)"
    return (f"TLICS {score} (>= 5): operative treatment (stabilization with or without fracture "
            "reduction)")


CALCULATOR = Calculator(
    id="tlics",
    name="Thoracolumbar Injury Classification and Severity Scale (TLICS)",
    aliases=["TLICS", "TLISS", "Thoracolumbar Injury Severity Score",
             "Thoracolumbar Injury Classification"],
    specialty="emergency_trauma",
    description=("Thoracolumbar spine injury severity (1-10): morphology 1-4, neurological "
                 "status 0-3, posterior ligamentous complex 0-3; <= 3 non-operative, 4 either, "
                 ">= 5 operative."),
    keywords=["thoracolumbar fracture", "spine trauma", "burst fracture", "spine surgery",
              "posterior ligamentous complex", "operative vs nonoperative",
              "does this back fracture need surgery",
              "thoracic or lumbar fracture surgery decision",
              "operative versus nonoperative spine fracture", "spine fracture stability",
              "back injury with neurological deficit", "burst fracture treatment decision"],
    features=[MORPHOLOGY, NEURO, PLC],
    items=list(ITEMS),
    versions=[Version("vaccaro_2005", dt.date(2005, 10, 15), VACCARO_2005, tlics,
                      notes="Morphology: compression 1, burst 2, translational/rotational 3, "
                            "distraction 4; neurology: intact 0, nerve root 2, complete cord/"
                            "conus 2, incomplete cord/conus 3, cauda equina 3; PLC: intact 0, "
                            "suspected/indeterminate 2, injured 3.")],
    output=Output(kind="integer", unit="points", range=(1, 10)),
    interpret=interpret,
    references=[VACCARO_2005, MDCALC],
    notes=("Scores and thresholds as in Vaccaro 2005 (burst = compression 1 + 1). Morphology has "
           "no 'no injury' level and is never imputed; under missing='absent' neurology and the "
           "PLC default to intact. MDCalc's option texts with points in parentheses "
           "('Burst fracture (+2)', 'Intact (0)') are read by the option text."),
)
