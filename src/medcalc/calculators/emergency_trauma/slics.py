"""Subaxial Injury Classification and Severity Scale (SLICS): morphology, discoligamentous
complex and neurological status of a subaxial (C3-C7) cervical-spine injury (Vaccaro 2007)."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Category, Choice, Output, Reference, Version,
                          criterion, from_category)

VACCARO_2007 = Reference(
    "Vaccaro AR, Hulbert RJ, Patel AA, Fisher C, Dvorak M, Lehman RA Jr, Anderson P, Harrop J, "
    "Oner FC, Arnold P, Fehlings M, Hedlund R, Madrazo I, Rechtine G, Aarabi B, Shainline M; "
    "Spine Trauma Study Group. The subaxial cervical spine injury classification system: a "
    "novel approach to recognize the importance of morphology, neurology, and integrity of the "
    "disco-ligamentous complex. Spine (Phila Pa 1976). 2007;32(21):2365-2374.",
    doi="10.1097/BRS.0b013e3181557b92")
MDCALC = Reference("MDCalc. Subaxial Injury Classification and Severity Scale (SLICS).")

MORPHOLOGY = Category(
    name="morphology", description="Injury morphology (the most severe level)",
    choices=(
        Choice("none", "No abnormality", 0, aliases=("no abnormality", "normal")),
        Choice("compression", "Compression", 1, aliases=("simple compression",)),
        Choice("burst", "Burst", 2, aliases=("burst fracture", "compression + burst")),
        Choice("distraction", "Distraction", 3,
               aliases=("distraction (e.g. facet perch, hyperextension)", "facet perch",
                        "hyperextension")),
        Choice("rotation_translation", "Rotation/translation", 4,
               aliases=("rotation / translation", "translation", "rotation",
                        "facet dislocation", "unstable teardrop")),
    ),
    absent="none")
DLC = Category(
    name="discoligamentous_complex", description="Integrity of the discoligamentous complex",
    choices=(
        Choice("intact", "Intact", 0),
        Choice("indeterminate", "Indeterminate", 1,
               aliases=("indeterminate (e.g. isolated interspinous widening, MRI signal change "
                        "only)",)),
        Choice("disrupted", "Disrupted", 2,
               aliases=("disrupted (e.g. widening of disc space, facet perch or dislocation)",)),
    ),
    absent="intact")
NEURO = Category(
    name="neurological_status", description="Neurological status",
    choices=(
        Choice("intact", "Intact", 0),
        Choice("root_injury", "Root injury", 1, aliases=("nerve root injury",)),
        Choice("complete_cord", "Complete cord injury", 2, aliases=("complete",)),
        Choice("incomplete_cord", "Incomplete cord injury", 3, aliases=("incomplete",)),
    ),
    absent="intact")
FEATURES = [MORPHOLOGY, DLC, NEURO,
            Boolean(name="continuous_cord_compression",
                    description="Continuous cord compression in the setting of a neurological "
                                "deficit (+1)",
                    definition="ongoing compression of the cord (e.g. signal change within the "
                               "cord on MRI) with a neurological deficit")]
ITEMS = (
    from_category(MORPHOLOGY, "Morphology"),
    from_category(DLC, "Discoligamentous complex (DLC)", ("Discoligamentous complex", "DLC")),
    from_category(NEURO, "Neurological status", ("Neurologic status",)),
    criterion("continuous_cord_compression",
              "Continuous cord compression in setting of neuro deficit (+1)",
              aliases=("Continuous cord compression (signal change within cord on MRI) in "
                       "setting of neuro deficit", "Continuous cord compression")),
)


def slics(morphology, discoligamentous_complex, neurological_status,
          continuous_cord_compression):
    total = (morphology + discoligamentous_complex + neurological_status
             + continuous_cord_compression)
    return {"value": total, "morphology": morphology,
            "discoligamentous_complex": discoligamentous_complex,
            "neurological_status": neurological_status,
            "continuous_cord_compression": continuous_cord_compression}


def interpret(score):
    if score < 4:
        return f"SLICS {score} (< 4): non-operative treatment"
    if score == 4:
        return "SLICS 4: operative or non-operative treatment (surgeon's judgement)"
    return (f"SLICS {score} (> 4): operative treatment (realignment, decompression if indicated, "
            "stabilization)")


CALCULATOR = Calculator(
    id="slics",
    name="Subaxial Injury Classification and Severity Scale (SLICS)",
    aliases=["SLICS", "SLIC", "Subaxial Cervical Spine Injury Classification",
             "Subaxial Injury Classification (SLIC)"],
    specialty="emergency_trauma",
    description=("Subaxial cervical-spine injury severity (0-10): morphology 0-4, "
                 "discoligamentous complex 0-2, neurology 0-3 plus 1 for continuous cord "
                 "compression with a deficit; < 4 non-operative, 4 either, > 4 operative."),
    keywords=["cervical spine fracture", "spinal cord injury", "spine surgery", "subaxial",
              "spine trauma", "operative vs nonoperative", "does this neck fracture need surgery",
              "operative versus nonoperative cervical injury",
              "lower cervical spine injury grading", "cervical spine injury with cord involvement",
              "disc and ligament injury in neck", "surgical decision in neck trauma"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("vaccaro_2007", dt.date(2007, 10, 1), VACCARO_2007, slics,
                      notes="Morphology: none 0, compression 1, burst 2, distraction 3, "
                            "rotation/translation 4; DLC: intact 0, indeterminate 1, disrupted "
                            "2; neurology: intact 0, root 1, complete cord 2, incomplete cord "
                            "3, +1 continuous cord compression with deficit.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[VACCARO_2007, MDCALC],
    notes=("Scores and thresholds as in Vaccaro 2007 (burst = compression 1 + 1). Morphology "
           "is scored for the most severe level. MDCalc's option texts carry their points in "
           "parentheses ('Rotation/translation (+4)'), which are read by the option text."),
)
