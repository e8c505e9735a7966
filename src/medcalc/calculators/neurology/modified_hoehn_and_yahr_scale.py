"""Modified Hoehn and Yahr scale: clinical stage of Parkinson's disease, 0-5 with half stages 1.5
and 2.5 (Hoehn and Yahr 1967; modified form reviewed by the MDS Task Force, Goetz et al. 2004)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

HOEHN_YAHR_1967 = Reference(
    "Hoehn MM, Yahr MD. Parkinsonism: onset, progression and mortality. Neurology. "
    "1967;17(5):427-442 (original stages 1-5).",
    doi="10.1212/WNL.17.5.427")
GOETZ_2004 = Reference(
    "Goetz CG, Poewe W, Rascol O, Sampaio C, Stebbins GT, Counsell C, Giladi N, Holloway RG, "
    "Moore CG, Wenning GK, Yahr MD, Seidl L; Movement Disorder Society Task Force on Rating "
    "Scales for Parkinson's Disease. Movement Disorder Society Task Force report on the Hoehn "
    "and Yahr staging scale: status and recommendations. Mov Disord. 2004;19(9):1020-1028 (the "
    "modified scale with stages 0, 1.5 and 2.5).",
    doi="10.1002/mds.20213")
MDCALC = Reference("MDCalc. Modified Hoehn and Yahr Scale for Parkinson's Disease.")

# (key, stage, description in our words, other spellings)
STAGES = (
    ("stage_0", 0.0, "No signs of disease", ("no signs of disease",)),
    ("stage_1", 1.0, "Unilateral disease only", ("unilateral involvement only",
                                                 "unilateral disease")),
    ("stage_1_5", 1.5, "Unilateral disease plus axial involvement",
     ("unilateral and axial involvement", "unilateral plus axial involvement")),
    ("stage_2", 2.0, "Bilateral disease, balance not impaired",
     ("bilateral involvement without impairment of balance", "bilateral disease without "
      "impairment of balance")),
    ("stage_2_5", 2.5, "Mild bilateral disease, recovers on the pull test",
     ("mild bilateral disease with recovery on pull test",
      "mild bilateral disease with recovery on retropulsion test")),
    ("stage_3", 3.0, "Mild to moderate bilateral disease with some postural instability, "
                     "physically independent",
     ("mild to moderate bilateral disease; some postural instability; physically independent",
      "mild to moderate bilateral disease")),
    ("stage_4", 4.0, "Severe disability, still able to walk or stand unassisted",
     ("severe disability; still able to walk or stand unassisted", "severe disability")),
    ("stage_5", 5.0, "Wheelchair-bound or bedridden unless aided",
     ("wheelchair bound or bedridden unless aided", "wheelchair-bound or bedridden")),
)


def _stage_text(x: float) -> str:
    return f"{x:g}"


STAGE = Category(
    name="stage",
    labels=("Stage", "Hoehn and Yahr stage", "Clinical findings", "Description"),
    description="The description that fits the patient (modified Hoehn and Yahr stage)",
    choices=tuple(
        Choice(key, f"Stage {_stage_text(value)}: {text}", value,
               aliases=(text, *others, f"stage {_stage_text(value)}", f"H&Y {_stage_text(value)}"))
        for key, value, text, others in STAGES),
)
DESCRIPTIONS = {value: text for _, value, text, _ in STAGES}


def hoehn_yahr(stage):
    return {"value": stage}


def interpret(stage):
    return f"Modified Hoehn and Yahr stage {_stage_text(float(stage))}: {DESCRIPTIONS[float(stage)]}"


CALCULATOR = Calculator(
    id="modified_hoehn_and_yahr_scale",
    name="Modified Hoehn and Yahr Scale for Parkinson's Disease",
    aliases=["Modified Hoehn and Yahr Scale for Parkinson’s Disease", "Modified Hoehn and Yahr",
             "Hoehn and Yahr scale", "Hoehn & Yahr", "H&Y stage"],
    specialty="neurology",
    description=("Clinical stage of Parkinson's disease from the extent of motor involvement "
                 "and balance: 0, 1, 1.5, 2, 2.5, 3, 4, 5."),
    keywords=["Parkinson's disease", "parkinsonism", "disease staging", "postural instability",
              "movement disorders", "stage of Parkinson disease", "Parkinson progression stage",
              "unilateral versus bilateral parkinsonism", "balance impairment in Parkinson",
              "Parkinson disability stage", "how advanced is the Parkinson"],
    features=[STAGE],
    versions=[Version("modified_goetz_2004", dt.date(2004, 9, 1), GOETZ_2004, hoehn_yahr,
                      notes="Modified scale: stages 0, 1, 1.5, 2, 2.5, 3, 4, 5 (the 1967 "
                            "original has stages 1-5 only).")],
    output=Output(kind="number", unit="stage", range=(0, 5)),
    interpret=interpret,
    references=[GOETZ_2004, HOEHN_YAHR_1967, MDCALC],
    notes=("A classification: the caller picks the description that fits, and the stage is "
           "returned. Stages of the modified scale as reported by the MDS Task Force (Goetz "
           "2004), which notes that the half stages 1.5 and 2.5 were added without clinimetric "
           "testing and recommends the original five stages (plus 0) for research; the "
           "original stages are a subset of these choices. Descriptions paraphrased. Same "
           "stages as MDCalc."),
)
