"""Modified SAD PERSONS scale (Hockberger & Rothstein 1988): ten suicide-risk factors weighted
1 or 2 (total 0-14) to guide ED disposition of a patient with suicidal thoughts or attempt."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Condition, Output, Reference, Version, criterion, either, points_total
from medcalc.core.common import age, sex
from medcalc.formulas.psychiatry_w3 import rating

HOCKBERGER_1988 = Reference(
    "Hockberger RS, Rothstein RJ. Assessment of suicide potential by nonpsychiatrists using the "
    "SAD PERSONS score. J Emerg Med. 1988;6(2):99-107.")
PATTERSON_1983 = Reference(
    "Patterson WM, Dohn HH, Bird J, Patterson GA. Evaluation of suicidal patients: the SAD "
    "PERSONS scale. Psychosomatics. 1983;24(4):343-349 (the original, unweighted scale).")
MDCALC_SAD = Reference("MDCalc (mdcalc.com): Modified SAD PERSONS Scale.")

SEX = criterion("male_sex", "Sex: male", "sex", choices=("male",),
                aliases=("Gender?", "Gender", "Sex"),
                yes_aliases=("male", "man", "m"), no_aliases=("female", "woman", "f"))
AGE = either("age_lt_19_or_gt_45", "Age < 19 or > 45 years",
             (Condition("age", lt=19), Condition("age", gt=45)), aliases=("Age?", "Age"))
DEPRESSION = criterion("depression_or_hopelessness", "Depression or hopelessness", points=2,
                       aliases=("Depression or Hopelessness?",))
PREVIOUS = criterion("previous_attempt_or_psychiatric_care",
                     "Previous suicide attempts or psychiatric care",
                     aliases=("Previous Suicide Attempts?", "Previous suicide attempts"))
SUBSTANCE = criterion("excessive_alcohol_or_drug_use", "Excessive alcohol or drug use",
                      aliases=("Alcohol or Drug Use?", "Alcohol or drug use"))
RATIONAL = criterion("rational_thinking_loss", "Rational thinking loss (psychosis or organic "
                     "brain syndrome)", points=2,
                     aliases=("Rational Thinking Loss/Psychosis?", "Rational thinking loss"))
SEPARATED = criterion("separated_divorced_widowed", "Separated, divorced or widowed",
                      aliases=("Separated, Divorced or Widowed?",))
PLAN = criterion("organized_or_serious_attempt", "Organized or serious attempt (or plan)",
                 points=2, aliases=("Organized Plan?", "Organized plan"))
SUPPORTS_FEATURE, SUPPORTS = rating(
    "social_supports", "Social supports", (
        ("adequate", "Adequate social supports", 0, ("adequate", "present", "yes")),
        ("none", "No social supports", 1, ("lacking", "none", "absent", "no", "inadequate"))),
    aliases=("Social Supports?", "No social supports"),
    description="Social supports: adequate (0) or none (1)")
STATED_INTENT = criterion("stated_future_intent", "Stated future intent (determined or "
                          "ambivalent)", points=2,
                          aliases=("Stated Future Attempt to Harm Self?",
                                   "Stated future attempt to harm self"))

ITEMS = (SEX, AGE, DEPRESSION, PREVIOUS, SUBSTANCE, RATIONAL, SEPARATED, PLAN, SUPPORTS,
         STATED_INTENT)
sad_persons = points_total(ITEMS)


def interpret(score):
    if score <= 5:
        return f"Modified SAD PERSONS {score} (0-5): may be safe to discharge, depending on circumstances"
    if score <= 8:
        return f"Modified SAD PERSONS {score} (6-8): probably requires psychiatric consultation"
    return f"Modified SAD PERSONS {score} (> 8): probably requires hospital admission"


def _bool(name, description):
    return Boolean(name=name, description=description)


CALCULATOR = Calculator(
    id="modified_sad_persons_scale",
    name="Modified SAD PERSONS Scale",
    aliases=["Modified SAD PERSONS", "SAD PERSONS", "SAD PERSONS score",
             "modified SADPERSONS"],
    specialty="psychiatry_addiction",
    description=("Suicide risk factors weighted 1-2 (total 0-14) for the disposition of a "
                 "suicidal patient: 0-5 may be discharged, 6-8 psychiatric consultation, > 8 "
                 "probable admission."),
    keywords=["suicide", "suicide risk", "suicidal ideation", "self-harm", "emergency psychiatry",
              "disposition", "suicide risk in emergency department",
              "admit or discharge suicidal patient", "need for psychiatric admission",
              "suicidal patient disposition", "suicide risk factors checklist",
              "self harm risk evaluation"],
    features=[sex(description="Sex (male scores 1)"),
              age(description="Age, years (< 19 or > 45 scores 1)"),
              _bool("depression_or_hopelessness", "Depression or hopelessness (2 points)"),
              _bool("previous_attempt_or_psychiatric_care",
                    "Previous suicide attempt or psychiatric care (1 point)"),
              _bool("excessive_alcohol_or_drug_use", "Excessive alcohol or drug use (1 point)"),
              _bool("rational_thinking_loss", "Rational thinking loss: psychosis or organic "
                                              "brain syndrome (2 points)"),
              _bool("separated_divorced_widowed", "Separated, divorced or widowed (1 point)"),
              _bool("organized_or_serious_attempt", "Organized or serious attempt or plan (2 "
                                                    "points)"),
              SUPPORTS_FEATURE,
              _bool("stated_future_intent", "Stated future intent, determined or ambivalent (2 "
                                            "points)")],
    items=list(ITEMS),
    versions=[Version("hockberger_1988", dt.date(1988, 3, 1), HOCKBERGER_1988, sad_persons,
                      notes="Ten items: male sex 1, age < 19 or > 45 1, depression or "
                            "hopelessness 2, previous attempt or psychiatric care 1, excessive "
                            "alcohol or drug use 1, rational thinking loss 2, separated/divorced/"
                            "widowed 1, organized or serious attempt 2, no social supports 1, "
                            "stated future intent 2 (0-14).")],
    output=Output(kind="integer", unit="points", range=(0, 14)),
    interpret=interpret,
    references=[HOCKBERGER_1988, PATTERSON_1983, MDCALC_SAD],
    notes=(
        "Weights and disposition bands (0-5, 6-8, > 8) as in Hockberger & Rothstein 1988; "
        "MDCalc shows the same (low, moderate, high probability of requiring admission). Age "
        "points: strictly below 19 or above 45 (19 and 45 score 0). The scale supports, not "
        "replaces, clinical suicide risk assessment; later studies found poor predictive "
        "accuracy. Under missing='absent' an unmentioned factor counts as absent."),
)
