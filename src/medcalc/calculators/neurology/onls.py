"""Overall Neuropathy Limitations Scale (ONLS): arm grade 0-5 plus leg grade 0-7 (total 0-12)
of activity limitation in peripheral neuropathy (Graham & Hughes, JNNP 2006)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

GRAHAM_2006 = Reference(
    "Graham RC, Hughes RAC. A modified peripheral neuropathy scale: the Overall Neuropathy "
    "Limitations Scale. J Neurol Neurosurg Psychiatry. 2006;77(8):973-976.",
    doi="10.1136/jnnp.2005.081547")
MDCALC = Reference("MDCalc. Overall Neuropathy Limitations Scale (ONLS).")

ARM = Category(
    name="arm_grade",
    description="Arm disability (0-5), from difficulty with tasks such as dressing the upper "
                "body, washing and brushing hair, turning a key, using cutlery, doing up "
                "buttons and zips",
    labels=("Arm scale", "Arm grade", "Upper limb"),
    choices=(
        Choice("normal", "Normal", 0, aliases=("0",)),
        Choice("minor_symptoms", "Minor symptoms in one or both arms, not affecting any of the "
                                 "listed functions", 1, aliases=("1", "minor symptoms")),
        Choice("moderate_symptoms", "Moderate symptoms affecting but not preventing any of the "
                                    "functions", 2, aliases=("2", "moderate symptoms")),
        Choice("severe_some_prevented", "Severe symptoms preventing at least one but not all "
                                        "of the functions", 3, aliases=("3",)),
        Choice("severe_all_prevented", "Severe symptoms preventing all functions, some "
                                       "purposeful movement still possible", 4, aliases=("4",)),
        Choice("no_purposeful_movement", "Severe symptoms preventing all purposeful arm "
                                         "movement", 5, aliases=("5",)),
    ),
)
LEG = Category(
    name="leg_grade",
    description="Leg disability (0-7), from walking, running, climbing stairs and the aids "
                "needed to walk 10 m",
    labels=("Leg scale", "Leg grade", "Lower limb"),
    choices=(
        Choice("normal", "Walking, climbing stairs and running not affected", 0, aliases=("0",)),
        Choice("affected_gait_normal", "Walking, stairs or running affected, but gait looks "
                                       "normal", 1, aliases=("1",)),
        Choice("abnormal_gait_independent", "Walks independently but gait looks abnormal", 2,
               aliases=("2",)),
        Choice("unilateral_support", "Needs unilateral support (stick, single crutch, one arm) "
                                     "to walk 10 m", 3, aliases=("3",)),
        Choice("bilateral_support", "Needs bilateral support (sticks, crutches, frame, two "
                                    "arms) to walk 10 m", 4, aliases=("4",)),
        Choice("wheelchair_can_stand", "Needs a wheelchair to travel 10 m, but can stand and "
                                       "walk 1 m with one person's help", 5, aliases=("5",)),
        Choice("wheelchair_some_movement", "Restricted to a wheelchair, unable to stand and "
                                           "walk 1 m with help, some purposeful leg movement", 6,
               aliases=("6",)),
        Choice("no_purposeful_movement", "Restricted to wheelchair or bed most of the day, no "
                                         "purposeful leg movement", 7, aliases=("7",)),
    ),
)
ITEMS = (from_category(ARM, "Arm grade (0-5)", ("Arm scale",)),
         from_category(LEG, "Leg grade (0-7)", ("Leg scale",)))


def onls(arm_grade, leg_grade):
    return {"value": arm_grade + leg_grade, "arm_grade": arm_grade, "leg_grade": leg_grade}


def interpret(total):
    return (f"ONLS {total}/12: 0 no limitation, 12 no purposeful movement of arms or legs; "
            "follow the arm and leg grades over time")


CALCULATOR = Calculator(
    id="onls",
    name="Overall Neuropathy Limitations Scale (ONLS)",
    aliases=["ONLS", "Overall Neuropathy Limitations Scale"],
    specialty="neurology",
    description="Activity limitation in peripheral neuropathy: arm grade 0-5 plus leg grade "
                "0-7 (total 0-12).",
    keywords=["peripheral neuropathy", "Guillain-Barre syndrome", "CIDP", "disability", "ODSS",
              "neuropathy outcome", "disability in peripheral neuropathy",
              "arm and leg limitation in neuropathy", "Guillain Barre disability",
              "CIDP functional outcome", "neuropathy activity limitation",
              "neuropathy treatment response"],
    features=[ARM, LEG],
    items=list(ITEMS),
    versions=[Version("graham_hughes_2006", dt.date(2006, 8, 1), GRAHAM_2006, onls,
                      notes="Arm 0-5 + leg 0-7; leg 0 requires no difficulty running or "
                            "climbing stairs (the change from the ODSS).")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[GRAHAM_2006, MDCALC],
    notes="Grades paraphrased from Graham & Hughes 2006. The arm grade considers dressing the "
          "upper body, washing and brushing hair, turning a key, using cutlery and doing up "
          "buttons/zips; the leg grade walking, running, climbing stairs and aids for 10 m. "
          "ONLS modifies the ODSS (Merkies 2002) only in the leg grade 0. No cut-offs: the "
          "total and its change are used to follow patients.",
)
