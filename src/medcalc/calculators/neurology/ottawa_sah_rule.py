"""Ottawa Subarachnoid Hemorrhage Rule: in alert adults with a new severe non-traumatic headache
peaking within 1 hour, investigate for SAH if any of six findings is present (Perry et al.,
JAMA 2013)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.common import age
from medcalc.core.vector import where

PERRY_2013 = Reference(
    "Perry JJ, Stiell IG, Sivilotti ML, Bullard MJ, Hohl CM, Sutherland J, Émond M, Worster A, "
    "Lee JS, Mackey D, Pauls M, Lesiuk H, Symington C, Wells GA. Clinical decision rules to rule "
    "out subarachnoid hemorrhage for acute headache. JAMA. 2013;310(12):1248-1255.",
    doi="10.1001/jama.2013.278018")
PERRY_2017 = Reference(
    "Perry JJ, Sivilotti MLA, Sutherland J, et al. Validation of the Ottawa Subarachnoid "
    "Hemorrhage Rule in patients with acute headache. CMAJ. 2017;189(45):E1379-E1385.",
    doi="10.1503/cmaj.170072")
MDCALC = Reference("MDCalc. Ottawa Subarachnoid Hemorrhage (SAH) Rule for Headache Evaluation.")

CRITERIA = (
    ("age_40_or_over", "Age >= 40 years", ("Age ≥40 years", "Age >=40")),
    ("neck_pain_stiffness", "Neck pain or stiffness", ("Neck pain or stiffness",)),
    ("witnessed_loc", "Witnessed loss of consciousness", ("Witnessed loss of consciousness",)),
    ("onset_during_exertion", "Onset during exertion", ("Onset during exertion",)),
    ("thunderclap", "Thunderclap headache (instantly peaking pain)",
     ("Thunderclap headache (instantly peaking pain)", "Thunderclap headache",
      "Instantly peaking pain")),
    ("limited_neck_flexion", "Limited neck flexion on examination",
     ("Limited neck flexion on examination", "Limited neck flexion")),
)
FEATURES = [
    age(required=False, default=None, description="Age (criterion: >= 40 years)"),
    *[Boolean(name=n, description=label, labels=aliases) for n, label, aliases in CRITERIA[1:]],
]
ITEMS = (criterion("age_40_or_over", "Age >= 40 years", "age", ge=40,
                   aliases=CRITERIA[0][2]),
         *[criterion(n, label, aliases=aliases) for n, label, aliases in CRITERIA[1:]])
NAMES = tuple(n for n, _, _ in CRITERIA)


def ottawa_sah(age_40_or_over, neck_pain_stiffness, witnessed_loc, onset_during_exertion,
               thunderclap, limited_neck_flexion):
    met = (age_40_or_over + neck_pain_stiffness + witnessed_loc + onset_during_exertion
           + thunderclap + limited_neck_flexion)
    return {"value": where(met > 0, "positive", "negative"), "criteria_met": met,
            "age_40_or_over": age_40_or_over, "neck_pain_stiffness": neck_pain_stiffness,
            "witnessed_loc": witnessed_loc, "onset_during_exertion": onset_during_exertion,
            "thunderclap": thunderclap, "limited_neck_flexion": limited_neck_flexion}


def interpret(result):
    if result == "positive":
        return ("Ottawa SAH Rule positive (at least one criterion): SAH cannot be ruled out "
                "clinically; investigate (CT, then LP or CT angiography as indicated)")
    return ("Ottawa SAH Rule negative (no criterion): SAH ruled out clinically in the rule's "
            "population (sensitivity 100% in derivation and validation)")


CALCULATOR = Calculator(
    id="ottawa_sah_rule",
    name="Ottawa Subarachnoid Hemorrhage (SAH) Rule for Headache Evaluation",
    aliases=["Ottawa SAH Rule", "Ottawa subarachnoid hemorrhage rule", "Ottawa SAH"],
    specialty="neurology",
    description="Rules out subarachnoid haemorrhage in alert patients >= 15 years with a new "
                "severe atraumatic headache peaking within 1 hour when none of six findings is "
                "present (age >= 40, neck pain/stiffness, witnessed LOC, exertional onset, "
                "thunderclap onset, limited neck flexion).",
    keywords=["subarachnoid hemorrhage", "SAH", "headache", "thunderclap headache",
              "emergency department", "lumbar puncture", "decision rule",
              "rule out subarachnoid bleed in headache", "thunderclap headache workup",
              "need CT or LP for headache", "sudden severe headache evaluation",
              "which headache needs further investigation", "brain bleed in acute headache"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("perry_2013", dt.date(2013, 9, 25), PERRY_2013, ottawa_sah,
                      notes="Any of the six criteria -> investigate; none -> SAH ruled out.")],
    output=Output(kind="category", description="positive (investigate) or negative"),
    interpret=interpret,
    references=[PERRY_2013, PERRY_2017, MDCALC],
    notes="Applies only to alert patients (GCS 15) aged >= 15 years with a new severe "
          "non-traumatic headache reaching maximum intensity within 1 hour. Not for patients "
          "with new neurological deficits, previous aneurysm, SAH or brain tumour, or recurrent "
          "similar headaches (>= 3 episodes over >= 6 months). Age may be given as years or as "
          "the yes/no criterion. With missing='absent' an unmentioned criterion counts as not "
          "met (a positive finding is then never missed only if every finding was asked).",
)
