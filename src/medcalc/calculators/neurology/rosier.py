"""ROSIER (Recognition of Stroke in the Emergency Room) scale: -2 to +5 from loss of
consciousness/syncope and seizure (-1 each) and five acute focal deficits (+1 each); stroke is
likely above 0 (Nor et al., Lancet Neurol 2005)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total

NOR_2005 = Reference(
    "Nor AM, Davis J, Sen B, Shipsey D, Louw SJ, Dyker AG, Davis M, Ford GA. The Recognition of "
    "Stroke in the Emergency Room (ROSIER) scale: development and validation of a stroke "
    "recognition instrument. Lancet Neurol. 2005;4(11):727-734.",
    doi="10.1016/S1474-4422(05)70201-5")
NICE_NG128 = Reference(
    "National Institute for Health and Care Excellence. Stroke and transient ischaemic attack in "
    "over 16s: diagnosis and initial management (NG128), 2019 (ROSIER for people presenting to "
    "the emergency department with suspected stroke).",
    url="https://www.nice.org.uk/guidance/ng128")
MDCALC = Reference("MDCalc. Recognition of Stroke in the Emergency Room (ROSIER) Scale.")

# (name, label, MDCalc label, points, definition)
CRITERIA = (
    ("loss_of_consciousness", "Loss of consciousness or syncope", -1,
     "Any loss of consciousness or syncope with this episode."),
    ("seizure", "Seizure activity", -1, "Seizure activity with this episode."),
    ("facial_weakness", "Asymmetric facial weakness", 1, "New, acute (or on waking) asymmetric "
                                                          "facial weakness."),
    ("arm_weakness", "Asymmetric arm weakness", 1, "New, acute asymmetric arm weakness."),
    ("leg_weakness", "Asymmetric leg weakness", 1, "New, acute asymmetric leg weakness."),
    ("speech_disturbance", "Speech disturbance", 1, "New dysphasia or dysarthria."),
    ("visual_field_defect", "Visual field defect", 1, "New visual field defect."),
)
FEATURES = [Boolean(name=n, description=label, definition=d, labels=(label,))
            for n, label, _, d in CRITERIA]
ITEMS = tuple(criterion(n, label, points=p,
                        yes_aliases=(f"Yes ({p:+d})",), no_aliases=("No (0)",))
              for n, label, p, _ in CRITERIA)
rosier = points_total(ITEMS)


def interpret(score):
    if score > 0:
        return f"ROSIER {score} (> 0): stroke likely"
    return (f"ROSIER {score} (<= 0): stroke less likely but not excluded; consider mimics and "
            "discuss with the stroke team")


CALCULATOR = Calculator(
    id="rosier",
    name="Recognition of Stroke in the Emergency Room (ROSIER) Scale",
    aliases=["ROSIER", "ROSIER scale", "ROSIER score", "Recognition of Stroke in the Emergency "
             "Room"],
    specialty="neurology",
    description="Stroke recognition in the emergency department: -1 each for loss of "
                "consciousness/syncope and seizure, +1 each for new asymmetric face, arm or leg "
                "weakness, speech disturbance and visual field defect (-2 to +5); > 0 stroke "
                "likely.",
    keywords=["stroke recognition", "stroke mimic", "emergency department", "triage", "FAST",
              "stroke or mimic in emergency department", "recognize stroke in ED",
              "distinguish stroke from seizure or syncope", "stroke triage in ED",
              "is this a stroke", "acute stroke identification"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("nor_2005", dt.date(2005, 11, 1), NOR_2005, rosier,
                      notes="Seven items; total -2 to +5; stroke likely if > 0.")],
    output=Output(kind="integer", unit="points", range=(-2, 5)),
    interpret=interpret,
    references=[NOR_2005, NICE_NG128, MDCALC],
    notes="Check blood glucose first and treat hypoglycaemia (the form's instruction) before "
          "scoring. The five deficits count only when new and acute (or found on waking). "
          "MDCalc's answers 'Yes (+1)', 'No (0)', 'Yes (-1)' are accepted. With "
          "missing='absent' an unmentioned item counts as 'no'. Not designed for patients whose "
          "symptoms have resolved (TIA).",
)
