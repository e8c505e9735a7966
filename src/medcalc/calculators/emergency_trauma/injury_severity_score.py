"""Injury Severity Score (ISS): the sum of the squares of the highest AIS grade in the three most
severely injured ISS body regions (Baker 1974); any AIS 6 makes the ISS 75."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Reference, Version
from medcalc.formulas.trauma import injury_severity_score as iss_formula

BAKER_1974 = Reference(
    "Baker SP, O'Neill B, Haddon W Jr, Long WB. The injury severity score: a method for "
    "describing patients with multiple injuries and evaluating emergency care. J Trauma. "
    "1974;14(3):187-196.",
    doi="10.1097/00005373-197403000-00001", url="https://pubmed.ncbi.nlm.nih.gov/4814394/")
BAKER_1976 = Reference(
    "Baker SP, O'Neill B. The injury severity score: an update. J Trauma. 1976;16(11):882-885.")
TARN = Reference(
    "Trauma Audit and Research Network (TARN). Injury Severity Score: ISS from AIS 2005 codes, "
    "'by convention, a patient with an AIS 6 in one body region is given an ISS of 75', with a "
    "worked example.", url="https://www.tarn.ac.uk/Content.aspx?ca=4&c=3117")

_AIS = ("Highest Abbreviated Injury Scale (AIS) severity among the injuries of this ISS body "
        "region: 0 no injury, 1 minor, 2 moderate, 3 serious, 4 severe, 5 critical, 6 maximal "
        "(currently untreatable)")


def _region(name, label, definition, labels=()):
    return Count(name=name, range=(0, 6), absent=0, labels=labels,
                 description=f"{label}: {_AIS[0].lower()}{_AIS[1:]}",
                 definition=definition)


REGIONS = [
    _region("ais_head_neck", "Head or neck",
            "brain and cervical spinal cord injuries, skull and cervical spine fractures, "
            "asphyxia/suffocation (scalp lacerations and abrasions count as External)",
            labels=("Head and neck worst injury",)),
    _region("ais_face", "Face",
            "mouth, ears, nose, eyes and the facial skeleton (including mandible)",
            labels=("Face worst injury",)),
    _region("ais_chest", "Chest",
            "thoracic organs, rib cage, thoracic spine and diaphragm",
            labels=("Chest worst injury",)),
    _region("ais_abdomen", "Abdomen or pelvic contents",
            "abdominal and pelvic organs and the lumbar spine",
            labels=("Abdomen worst injury",)),
    _region("ais_extremities", "Extremities or pelvic girdle",
            "limb and pelvic-girdle (pelvic skeleton) fractures, dislocations, sprains and "
            "soft-tissue injuries other than skin",
            labels=("Extremity (including pelvis) worst injury",)),
    _region("ais_external", "External",
            "skin and subcutaneous injuries (lacerations, contusions, abrasions) and burns, "
            "wherever on the body; also hypothermia, electrical injury",
            labels=("External worst injury",)),
]


def injury_severity_score(ais_head_neck, ais_face, ais_chest, ais_abdomen, ais_extremities,
                          ais_external):
    return iss_formula(ais_head_neck, ais_face, ais_chest, ais_abdomen, ais_extremities,
                       ais_external)


CALCULATOR = Calculator(
    id="injury_severity_score",
    name="Injury Severity Score (ISS)",
    aliases=["Injury Severity Score", "ISS (Injury Severity Score)", "损伤严重度评分"],
    specialty="emergency_trauma",
    description="Anatomical severity of multiple injuries: the sum of the squared highest AIS "
                "grades of the three most severely injured of six body regions (0-75).",
    keywords=["multiple trauma", "polytrauma", "major trauma", "abbreviated injury scale", "AIS",
              "anatomic injury severity", "trauma registry", "injured body regions",
              "anatomic injury burden after imaging", "overall severity of multiple injuries",
              "major trauma definition", "worst injuries across three body regions",
              "trauma registry severity", "how badly injured is the polytrauma patient"],
    features=REGIONS,
    versions=[Version("baker_1974", dt.date(1974, 3, 1), BAKER_1974, injury_severity_score,
                      notes="Six ISS body regions; any AIS 6 gives ISS 75 (AIS 6 convention, "
                            "Baker & O'Neill 1976 / TARN).")],
    output=Output(kind="integer", unit="points", range=(0, 75)),
    references=[BAKER_1974, BAKER_1976, TARN],
    notes=(
        "Give the highest AIS grade of each of the six ISS body regions (0 when the region is "
        "uninjured); only the three highest regions count, each squared, and a second injury in "
        "the same region does not count. Any AIS 6 (maximal) sets the ISS to 75 whatever the "
        "other regions. AIS 9 (severity not further specified) is not a grade: such an input "
        "is outside 0-6 and makes the result NA. Under missing='absent' an unmentioned region "
        "counts as uninjured (AIS 0). The AIS grades themselves come from the AAAM AIS "
        "dictionary (licensed) and are not assigned here. ISS > 15 is the usual definition of "
        "major trauma, a later convention not stated in Baker 1974; no interpretation band is "
        "attached."),
)
