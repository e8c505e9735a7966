"""Modified Rankin Scale (mRS) for neurologic disability: the grade 0-6 of global disability
(no symptoms to dead) as assessed by the clinician (Rankin 1957; van Swieten et al. 1988)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

RANKIN_1957 = Reference(
    "Rankin J. Cerebral vascular accidents in patients over the age of 60. II. Prognosis. Scott "
    "Med J. 1957;2(5):200-215 (the original five-grade disability scale).")
VAN_SWIETEN_1988 = Reference(
    "van Swieten JC, Koudstaal PJ, Visser MC, Schouten HJ, van Gijn J. Interobserver agreement "
    "for the assessment of handicap in stroke patients. Stroke. 1988;19(5):604-607 (the modified "
    "scale 0-5 as used since; grade 6 = dead added in trial use).",
    doi="10.1161/01.str.19.5.604", url="https://pubmed.ncbi.nlm.nih.gov/3363593/")
MDCALC = Reference("MDCalc. Modified Rankin Scale for Neurologic Disability.")

# grade -> (key, our wording of the grade's descriptor)
GRADES = (
    ("no_symptoms", "No symptoms"),
    ("no_significant_disability", "No significant disability: symptoms, but able to carry out "
                                  "all usual duties and activities"),
    ("slight_disability", "Slight disability: unable to carry out all previous activities, but "
                          "looks after own affairs without assistance"),
    ("moderate_disability", "Moderate disability: needs some help, but walks without "
                            "assistance"),
    ("moderately_severe_disability", "Moderately severe disability: unable to walk without "
                                     "assistance and unable to attend to own bodily needs "
                                     "without assistance"),
    ("severe_disability", "Severe disability: bedridden, incontinent, needs constant nursing "
                          "care and attention"),
    ("dead", "Dead"),
)

MRS = Category(
    name="mrs",
    description="The patient's level of function (mRS grade 0-6)",
    labels=("Patient's Baseline Activity", "Baseline activity", "mRS", "Rankin"),
    choices=tuple(Choice(key, label, grade, aliases=(str(grade), f"mRS {grade}", f"grade {grade}"))
                  for grade, (key, label) in enumerate(GRADES)),
)
ITEMS = (from_category(MRS, "Modified Rankin Scale grade",
                       ("Patient's Baseline Activity", "Baseline activity")),)


def mrs(mrs):
    return {"value": mrs}


def interpret(grade):
    return f"mRS {grade}: {GRADES[grade][1]}"


CALCULATOR = Calculator(
    id="modified_rankin_scale",
    name="Modified Rankin Scale for Neurologic Disability",
    aliases=["Modified Rankin Scale", "mRS", "Rankin scale", "modified Rankin score",
             "改良Rankin量表"],
    specialty="neurology",
    description="Grade 0-6 of global disability after stroke or other neurological illness: 0 no "
                "symptoms, 1-5 increasing disability, 6 dead.",
    keywords=["stroke outcome", "functional outcome", "disability", "dependence", "mRS 0-2",
              "good outcome", "functional outcome after stroke", "global disability level",
              "independence after stroke", "stroke outcome grade 0 to 6",
              "dependency in daily life after brain injury", "good functional outcome",
              "disability grade after neurological illness"],
    features=[MRS],
    items=list(ITEMS),
    versions=[Version("van_swieten_1988", dt.date(1988, 5, 1), VAN_SWIETEN_1988, mrs,
                      notes="Grades 0-5 of van Swieten 1988 (Rankin 1957 modified: grade 0 added, "
                            "grade wording revised) plus 6 = dead as used in stroke trials.")],
    output=Output(kind="integer", unit="grade", range=(0, 6),
                  description="mRS grade 0 (no symptoms) to 6 (dead)"),
    interpret=interpret,
    references=[VAN_SWIETEN_1988, RANKIN_1957, MDCALC],
    notes="The grade is chosen by the assessor from the descriptors (paraphrased here); this "
          "calculator records and describes it. MDCalc's field 'Patient's Baseline Activity' "
          "and its option texts ('2 (Slight disability; ...)') answer the grade: the leading "
          "number decides. mRS 0-2 is the usual 'good outcome' (functional independence) in "
          "stroke trials. For a structured derivation from yes/no questions see "
          "modified_rankin_score_9q.",
)
