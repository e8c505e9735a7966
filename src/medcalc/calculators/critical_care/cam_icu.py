"""Confusion Assessment Method for the ICU (CAM-ICU): delirium is present when feature 1 (acute
change or fluctuating course of mental status) and feature 2 (inattention) are present together
with feature 3 (altered level of consciousness) or feature 4 (disorganized thinking)."""

import datetime as dt
import math

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Implausible,
    Output,
    Precondition,
    Reference,
    Version,
    criterion,
    either,
)
from medcalc.core.vector import any_true, where
from medcalc.formulas.early_warning import rass_level

ELY_2001_JAMA = Reference(
    "Ely EW, Inouye SK, Bernard GR, et al. Delirium in mechanically ventilated patients: "
    "validity and reliability of the confusion assessment method for the intensive care unit "
    "(CAM-ICU). JAMA. 2001;286(21):2703-2710.",
    doi="10.1001/jama.286.21.2703", url="https://pubmed.ncbi.nlm.nih.gov/11730446/")
ELY_2001_CCM = Reference(
    "Ely EW, Margolin R, Francis J, et al. Evaluation of delirium in critically ill patients: "
    "validation of the Confusion Assessment Method for the Intensive Care Unit (CAM-ICU). Crit "
    "Care Med. 2001;29(7):1370-1379.",
    doi="10.1097/00003246-200107000-00012", url="https://pubmed.ncbi.nlm.nih.gov/11445689/")
CAM_ICU_MANUAL = Reference(
    "Ely EW et al. Confusion Assessment Method for the ICU (CAM-ICU): The Complete Training "
    "Manual, revised edition March 2014. Vanderbilt University Medical Center, ICU Delirium and "
    "Cognitive Impairment Study Group (copyright 2002 E. Wesley Ely and Vanderbilt University, "
    "all rights reserved; free to download).", url="https://www.icudelirium.org")
INOUYE_1990 = Reference(
    "Inouye SK, van Dyck CH, Alessi CA, Balkin S, Siegal AP, Horwitz RI. Clarifying confusion: "
    "the confusion assessment method. A new method for detection of delirium. Ann Intern Med. "
    "1990;113(12):941-948 (the CAM algorithm the CAM-ICU adapts).",
    doi="10.7326/0003-4819-113-12-941")

POSITIVE = "positive"
NEGATIVE = "negative"


# The four features as yes/no items (labels as the CAM-ICU worksheet names them; MDCalc's field
# labels as aliases). Feature 3 is an either-or item: asserted, or read from a current RASS
# other than 0 (the worksheet's definition); either source decides it.
FEATURE_1 = criterion(
    "acute_change_or_fluctuation", "Feature 1: acute change or fluctuating course of mental status",
    points=True, no_points=False,
    aliases=("Feature 1: Acute onset or fluctuating course", "Feature 1"))
FEATURE_2 = criterion("inattention", "Feature 2: inattention", points=True, no_points=False,
                      aliases=("Feature 2: Inattention", "Feature 2"))
RASS_NOT_ZERO = tuple(level for level in range(4, -6, -1) if level != 0)
FEATURE_3 = either(
    "altered_level_of_consciousness", "Feature 3: altered level of consciousness",
    (Condition("altered_level_of_consciousness"), Condition("rass_level", choices=RASS_NOT_ZERO)),
    points=True, no_points=False,
    aliases=("Feature 3: Altered level of consciousness", "Feature 3"),
    yes_aliases=("RASS other than 0", "RASS not 0"), no_aliases=("RASS 0",))
FEATURE_4 = criterion("disorganized_thinking", "Feature 4: disorganized thinking", points=True,
                      no_points=False, aliases=("Feature 4: Disorganized thinking", "Feature 4"))
ITEMS = (FEATURE_1, FEATURE_2, FEATURE_3, FEATURE_4)


def cam_icu(acute_change_or_fluctuation, inattention, altered_level_of_consciousness,
            disorganized_thinking, rass_level):
    # The four features are the items' yes/no; rass_level is the RASS (NaN when not given).
    # Feature 3 asserted present with a RASS of 0 (alert and calm) can only be a contradiction:
    # a RASS of 0 does not meet it (the either-or item is met when any source is).
    if any_true(altered_level_of_consciousness & (rass_level == 0)):
        raise Implausible("altered_level_of_consciousness is asserted but the RASS is 0 (alert "
                          "and calm): the CAM-ICU defines feature 3 as a RASS other than 0",
                          features=("altered_level_of_consciousness", "rass_level"))
    feature_3 = altered_level_of_consciousness
    delirium = acute_change_or_fluctuation & inattention & (feature_3 | disorganized_thinking)
    return {
        "value": where(delirium, POSITIVE, NEGATIVE),
        "feature_1_acute_change_or_fluctuation": acute_change_or_fluctuation,
        "feature_2_inattention": inattention,
        "feature_3_altered_level_of_consciousness": feature_3,
        "feature_4_disorganized_thinking": disorganized_thinking,
    }


def interpret(result):
    if result == POSITIVE:
        return ("CAM-ICU positive: delirium present (features 1 and 2, and 3 or 4)")
    return "CAM-ICU negative: no delirium at this assessment"


CALCULATOR = Calculator(
    id="cam_icu",
    name="Confusion Assessment Method for the ICU (CAM-ICU)",
    aliases=["CAM-ICU", "CAM ICU", "Confusion Assessment Method ICU", "ICU delirium screen",
             "ICU意识模糊评估法（CAM-ICU）"],
    specialty="critical_care",
    description=("Delirium screen for ICU patients, including ventilated ones: positive when an "
                 "acute change or fluctuating mental status and inattention are present with "
                 "either an altered level of consciousness or disorganized thinking."),
    keywords=["delirium", "ICU delirium", "acute confusion", "inattention", "encephalopathy",
              "mechanically ventilated", "sedation", "acute brain dysfunction",
              "delirium screening", "is this ICU patient delirious",
              "delirium in ventilated patients", "acute confusion screen in critical care",
              "bedside delirium test", "inattention and disorganized thinking check",
              "brain dysfunction in sedated patients"],
    features=[
        Boolean(name="acute_change_or_fluctuation",
                description="Feature 1: acute change from baseline mental status, or a "
                            "fluctuating course in the past 24 hours",
                definition="mental status different from the pre-hospital baseline, or "
                           "fluctuation over the past 24 hours (for example in the RASS, GCS "
                           "or a previous delirium assessment)"),
        Boolean(name="inattention",
                description="Feature 2: inattention",
                definition="failed attention test of the CAM-ICU worksheet in use (current "
                           "manual: more than 2 errors on the 10-letter squeeze test; the 2001 "
                           "papers used the letter or picture recognition attention screening "
                           "examination)"),
        Boolean(name="altered_level_of_consciousness",
                description="Feature 3: altered level of consciousness (current RASS other than "
                            "0)",
                definition="any level other than alert and calm: RASS +1 to +4 (agitation) or "
                           "-1 to -3 (sedation); the 2001 papers: vigilant, lethargic, stupor"),
        Boolean(name="disorganized_thinking",
                description="Feature 4: disorganized thinking",
                definition="failed questions and command of the CAM-ICU worksheet in use "
                           "(current manual: more than 1 error on the four yes/no questions "
                           "and the two-step command combined)"),
        rass_level(required=False, default=math.nan,
                   description=("Current Richmond Agitation-Sedation Scale level, +4 to -5 "
                                "(optional). RASS -4 or -5: the CAM-ICU cannot be assessed "
                                "(stop and reassess later); a RASS other than 0 makes feature 3 "
                                "present")),
    ],
    items=list(ITEMS),
    versions=[Version("ely_2001", dt.date(2001, 7, 1), ELY_2001_CCM, cam_icu,
                      notes="Positive = feature 1 AND feature 2 AND (feature 3 OR feature 4).")],
    output=Output(kind="category", unit=None,
                  description="positive (delirium present) or negative"),
    preconditions=[Precondition(lambda rass_level: not (rass_level <= -4),
                                "RASS -4 or -5 (deep sedation or unarousable): the CAM-ICU cannot "
                                "be assessed; stop and reassess later (Ely 2001; CAM-ICU "
                                "manual)")],
    interpret=interpret,
    references=[ELY_2001_CCM, ELY_2001_JAMA, CAM_ICU_MANUAL, INOUYE_1990],
    notes=(
        "Implements the CAM-ICU decision rule (Ely 2001, after Inouye's CAM 1990): delirium is "
        "present when features 1 and 2 are present and feature 3 or 4 is. The inputs are the "
        "four feature determinations; the worksheet's questions, letter sequence and scoring "
        "instructions are not reproduced (the training manual and worksheet are copyright 2002 "
        "E. W. Ely and Vanderbilt University, all rights reserved, and free to download from "
        "the ICU delirium website): assess each feature with that worksheet. Licence check: no "
        "term restricting computation of the published rule was found. The optional RASS input "
        "applies the worksheet's steps: RASS -4 or -5 makes the assessment not applicable "
        "(unable to assess); feature 3 is an either-or item, present when asserted or when the "
        "RASS is other than 0, so a RASS alone decides it (an 'absent' answer with a RASS other "
        "than 0 is a contradiction: NA implausible); an "
        "altered level of consciousness asserted with RASS 0 is a contradiction (NA "
        "implausible). The four features are yes/no items answerable under their names, the "
        "worksheet's labels or MDCalc's ('Feature 2: Inattention': 'Present'). Under "
        "missing='absent' an unmentioned feature counts as absent."),
)
