"""Canadian C-Spine Rule: which alert, stable adult trauma patients need cervical-spine imaging
(Stiell et al., JAMA 2001)."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Condition, Output, Precondition, Reference,
                          Version, criterion, either)
from medcalc.core.common import age
from medcalc.core.vector import where

STIELL_2001 = Reference(
    "Stiell IG, Wells GA, Vandemheen KL, Clement CM, Lesiuk H, De Maio VJ, Laupacis A, "
    "Schull M, McKnight RD, Verbeek R, Brison R, Cass D, Dreyer J, Eisenhauer MA, Greenberg GH, "
    "MacPhail I, Morrison L, Reardon M, Worthington J. The Canadian C-spine rule for radiography "
    "in alert and stable trauma patients. JAMA. 2001;286(15):1841-1848.",
    doi="10.1001/jama.286.15.1841")
MDCALC = Reference("MDCalc. Canadian C-Spine Rule.")

HIGH_RISK_LABEL = "Age ≥65 years, extremity paresthesias, or dangerous mechanism"
LOW_RISK_LABEL = ("Any low-risk factor that allows safe assessment of range of motion (simple "
                  "rear-end MVC, sitting position in ED, ambulatory at any time, delayed onset "
                  "of neck pain, absence of midline C-spine tenderness)")

FEATURES = [
    age(required=True, description="Age (high-risk factor: >= 65 years; the rule applies from "
                                   "16 years)"),
    Boolean(name="dangerous_mechanism", description="Dangerous mechanism",
            definition="fall from >= 3 feet or 5 stairs; axial load to the head (e.g. diving); "
                       "motor-vehicle collision at high speed (> 100 km/h), rollover or "
                       "ejection; collision involving a motorized recreational vehicle; "
                       "bicycle collision"),
    Boolean(name="paresthesias", description="Paresthesias in the extremities"),
    Boolean(name="simple_rear_end_mvc", description="Simple rear-end motor-vehicle collision",
            definition="excludes being pushed into oncoming traffic, hit by a bus or large "
                       "truck, rollover, hit by a high-speed vehicle"),
    Boolean(name="sitting_in_ed", description="Sitting position in the emergency department"),
    Boolean(name="ambulatory", description="Ambulatory at any time since the injury"),
    Boolean(name="delayed_neck_pain", description="Delayed (not immediate) onset of neck pain"),
    Boolean(name="no_midline_tenderness", description="Absence of midline cervical-spine "
                                                      "tenderness"),
    Boolean(name="able_to_rotate_neck",
            description="Able to actively rotate the neck 45 degrees left and right"),
]

HIGH_RISK = either(
    "high_risk_factor", "Any high-risk factor that mandates radiography (age >= 65 years, "
    "dangerous mechanism, or paresthesias in extremities)",
    (Condition("age", ge=65), Condition("dangerous_mechanism"), Condition("paresthesias")),
    aliases=(HIGH_RISK_LABEL, "High-risk factor"))
LOW_RISK = either(
    "low_risk_factor", LOW_RISK_LABEL,
    (Condition("simple_rear_end_mvc"), Condition("sitting_in_ed"), Condition("ambulatory"),
     Condition("delayed_neck_pain"), Condition("no_midline_tenderness")),
    aliases=("Low-risk factor", "Any low-risk factor that allows safe assessment of range of "
             "motion"))
ROTATE = criterion("able_to_rotate_neck", "Able to actively rotate neck 45° left and right",
                   aliases=("Able to actively rotate neck", "Able to rotate neck 45 degrees left "
                            "and right"),
                   absent="no")
ITEMS = (HIGH_RISK, LOW_RISK, ROTATE)


def c_spine(high_risk_factor, low_risk_factor, able_to_rotate_neck):
    imaging = (high_risk_factor == 1) | (low_risk_factor == 0) | (able_to_rotate_neck == 0)
    return {"value": where(imaging, "imaging", "no_imaging"),
            "high_risk_factor": high_risk_factor, "low_risk_factor": low_risk_factor,
            "able_to_rotate_neck": able_to_rotate_neck}


def interpret(value, breakdown):
    if value == "no_imaging":
        return ("Low risk: no high-risk factor, a low-risk factor and able to rotate the neck "
                "45° left and right; the cervical spine can be cleared clinically without "
                "imaging")
    if breakdown.get("high_risk_factor") == 1:
        return ("High risk: a high-risk factor is present; the cervical spine cannot be "
                "cleared clinically; imaging recommended")
    if breakdown.get("low_risk_factor") == 0:
        return ("No low-risk factor allowing safe assessment of range of motion: imaging "
                "recommended")
    return "Unable to actively rotate the neck 45° left and right: imaging recommended"


CALCULATOR = Calculator(
    id="canadian_c_spine_rule",
    name="Canadian C-Spine Rule",
    aliases=["Canadian C-Spine Rule (CCR)", "CCR", "Canadian cervical spine rule",
             "C-spine rule"],
    specialty="emergency_trauma",
    description=("Decision rule for cervical-spine imaging in alert (GCS 15), stable adult "
                 "trauma patients: imaging if any high-risk factor, no low-risk factor, or "
                 "inability to rotate the neck 45° both ways."),
    keywords=["cervical spine", "neck injury", "c-spine clearance", "radiography", "blunt trauma",
              "spine imaging", "NEXUS alternative", "does this neck need imaging",
              "clear the cervical spine clinically", "neck x-ray after trauma decision",
              "avoid unnecessary neck imaging", "safe to remove the collar",
              "neck injury rule for alert patients", "cervical spine CT after car crash"],
    features=FEATURES,
    items=list(ITEMS),
    preconditions=[Precondition(lambda age: age >= 16,
                                "the Canadian C-Spine Rule applies to patients aged 16 years "
                                "or older")],
    versions=[Version("stiell_2001", dt.date(2001, 10, 17), STIELL_2001, c_spine,
                      notes="Three questions in order: (1) any high-risk factor -> imaging; "
                            "(2) no low-risk factor -> imaging; (3) unable to rotate 45° "
                            "left and right -> imaging; otherwise no imaging.")],
    output=Output(kind="category", description="'imaging' or 'no_imaging'"),
    interpret=interpret,
    references=[STIELL_2001, MDCALC],
    notes=("Rule as in Stiell 2001 (criteria paraphrased). Each question may be answered as a "
           "whole (MDCalc's form asks the high-risk question as one yes/no field, "
           "'Age ≥65 years, extremity paresthesias, or dangerous mechanism') or from its "
           "factors. MDCalc hides the later questions once a high-risk factor is present: the "
           "rule answers 'imaging' then whatever the later answers, so use missing='absent' "
           "(an unmentioned low-risk factor or rotation counts as not present/unable, both "
           "leading to imaging: the safe side) or give them. MDCalc's 'High risk' result is "
           "value 'imaging'. Applies to alert (GCS 15), stable adults (>= 16 years) with "
           "blunt head/neck trauma; the original exclusions (penetrating trauma, acute "
           "paralysis, known vertebral disease, previous c-spine surgery, pregnancy) are "
           "not checked. Age is checked (>= 16) only when given."),
)
