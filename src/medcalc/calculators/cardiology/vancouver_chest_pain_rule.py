"""Vancouver Chest Pain Rule (Scheuermeyer et al., CJEM 2014): emergency-department chest pain
patients at very low risk of acute coronary syndrome, eligible for discharge at 2 hours."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.common import age
from medcalc.core.vector import where

SCHEUERMEYER_2014 = Reference(
    "Scheuermeyer FX, Wong H, Yu E, et al. Development and validation of a prediction rule for "
    "early discharge of low-risk emergency department patients with potential ischemic chest "
    "pain. CJEM. 2014;16(2):106-119.")
CHRISTENSON_2006 = Reference(
    "Christenson J, Innes G, McKnight D, et al. A clinical prediction rule for early discharge "
    "of patients with chest pain. Ann Emerg Med. 2006;47(1):1-10 (the earlier Vancouver rule).",
    doi="10.1016/j.annemergmed.2005.08.007")

EARLY, STANDARD = "Early Discharge", "Standard Evaluation"

ECG = criterion("abnormal_ecg", "Abnormal initial ECG", points=True, no_points=False,
                aliases=("Abnormal initial EKG", "Abnormal initial ECG", "Ischemic initial ECG"))
TROPONIN = criterion("positive_troponin_2h", "Positive troponin at 2 hours", points=True,
                     no_points=False,
                     aliases=("Positive troponin at 2 hours", "Abnormal 2-hour troponin"))
HISTORY = criterion("prior_acs_or_nitrate_use", "Prior ACS or nitrate use", points=True,
                    no_points=False, aliases=("Prior ACS or nitrate use", "History of ACS or "
                                              "nitrate use"))
PALPATION = criterion("pain_reproduced_by_palpation", "Pain reproduced by palpation",
                      points=True, no_points=False,
                      aliases=("Does palpation reproduce pain?", "Palpation reproduces pain"))
AGE = criterion("age_50_or_older", "Age >= 50 years", "age", ge=50, points=True,
                no_points=False, aliases=("Age 50 and above?", "Age ≥50", "Age 50 and above"))
RADIATION = criterion("pain_radiates", "Pain radiates to neck, jaw or left arm", points=True,
                      no_points=False,
                      aliases=("Does pain radiate to neck, jaw, or left arm?",
                               "Pain radiates to neck, jaw, or left arm"))
ITEMS = (ECG, TROPONIN, HISTORY, PALPATION, AGE, RADIATION)


def vancouver(abnormal_ecg, positive_troponin_2h, prior_acs_or_nitrate_use,
              pain_reproduced_by_palpation, age_50_or_older, pain_radiates):
    # Step 1: any high-risk feature -> standard evaluation. Step 2: pain reproduced by palpation
    # -> early discharge. Otherwise only a patient < 50 whose pain does not radiate to the neck,
    # jaw or left arm is eligible.
    high_risk = abnormal_ecg | positive_troponin_2h | prior_acs_or_nitrate_use
    # "x == False" negates a Python bool and a numpy boolean column alike.
    eligible = (high_risk == False) & (pain_reproduced_by_palpation  # noqa: E712
                                       | ((age_50_or_older == False)  # noqa: E712
                                          & (pain_radiates == False)))  # noqa: E712
    return {"value": where(eligible, EARLY, STANDARD), "high_risk_feature": high_risk}


def interpret(value):
    if value == EARLY:
        return ("very low risk of ACS: candidate for early discharge (within about 2 hours) "
                "without further provocative testing")
    return "not a candidate for early discharge: standard chest pain evaluation"


CALCULATOR = Calculator(
    id="vancouver_chest_pain_rule",
    name="Vancouver Chest Pain Rule",
    aliases=["Vancouver Chest Pain Rule", "Vancouver rule chest pain", "VCP rule"],
    specialty="cardiology",
    description="Identifies emergency-department chest pain patients at very low risk of acute "
                "coronary syndrome who may be discharged about 2 hours after arrival.",
    keywords=["chest pain", "acute coronary syndrome", "ACS", "early discharge", "troponin",
              "emergency department", "rule out", "decision rule", "two hour chest pain discharge",
              "very low risk ACS rule", "early discharge from ED with chest pain",
              "chest pain rule out at two hours", "reproducible chest wall pain rule",
              "safe ED discharge chest pain"],
    features=[
        Boolean(name="abnormal_ecg", description="Abnormal (ischaemic) initial ECG",
                definition="ST elevation or depression, T-wave inversion, Q waves, LVH, LBBB or "
                           "paced rhythm on the initial ECG"),
        Boolean(name="positive_troponin_2h",
                description="Troponin above the assay cut-off at arrival or 2 hours"),
        Boolean(name="prior_acs_or_nitrate_use",
                description="Previous acute coronary syndrome or any nitrate use"),
        Boolean(name="pain_reproduced_by_palpation",
                description="Chest pain reproduced by palpation"),
        age(description="Age (criterion: >= 50 years)"),
        Boolean(name="pain_radiates",
                description="Pain radiates to the neck, jaw or left arm"),
    ],
    items=list(ITEMS),
    versions=[Version("scheuermeyer_2014", dt.date(2014, 3, 1), SCHEUERMEYER_2014, vancouver,
                      notes="Standard evaluation if abnormal ECG, positive 2-h troponin or prior "
                            "ACS/nitrates; else early discharge if pain is reproduced by "
                            "palpation, or if age < 50 and pain does not radiate to neck, jaw "
                            "or left arm.")],
    output=Output(kind="category", description="Early Discharge or Standard Evaluation"),
    interpret=interpret,
    references=[SCHEUERMEYER_2014, CHRISTENSON_2006],
    notes="The 2014 (new) Vancouver rule as a decision tree: any of abnormal initial ECG, "
          "positive troponin at arrival/2 hours, or prior ACS or nitrate use -> standard "
          "evaluation; otherwise pain reproduced by palpation -> early discharge; otherwise age "
          ">= 50 -> standard evaluation; otherwise pain radiating to neck, jaw or left arm -> "
          "standard evaluation, else early discharge (the order of MDCalc's form; the same rule "
          "as summarised by Emergency Care BC). Derived in adults >= 25 years with potential "
          "ischaemic chest pain; not for patients with another identified cause. Values use "
          "MDCalc's wording. All six answers are required under missing='strict' even when "
          "the first ones decide the result.",
)
