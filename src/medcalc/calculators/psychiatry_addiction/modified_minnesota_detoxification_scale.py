"""Modified Minnesota Detoxification Scale (mMINDS): alcohol withdrawal severity from two vital
signs and seven observed signs (total 0-46), for ICU and ward patients."""

import datetime as dt

from medcalc.core import Band, Calculator, Output, Reference, Version, banded, points_total
from medcalc.core.common import diastolic_bp, heart_rate
from medcalc.formulas.psychiatry_w3 import rating

DECAROLIS_2007 = Reference(
    "DeCarolis DD, Rice KL, Ho L, Willenbring ML, Cassaro S. Symptom-driven lorazepam protocol "
    "for treatment of severe alcohol withdrawal delirium in the intensive care unit. "
    "Pharmacotherapy. 2007;27(4):510-518 (the Minnesota Detoxification Scale, MINDS).",
    doi="10.1592/phco.27.4.510")
MDCALC_MMINDS = Reference(
    "MDCalc: Modified Minnesota Detoxification Scale (mMINDS) (the modified point table used in "
    "Yale New Haven Hospital's alcohol withdrawal protocol).")

PULSE = banded("pulse", "Pulse", "heart_rate", (
    Band("lt_90", "< 90", 0, lt=90, aliases=("less than 90", "under 90")),
    Band("90_110", "90-110", 1, ge=90, le=110),
    Band("gt_110", "> 110", 2, gt=110, aliases=("greater than 110", "over 110"))),
    aliases=("Pulse, bpm", "pulse_bpm", "Pulse (bpm)", "Heart rate"), absent="lt_90")
DBP = banded("diastolic_bp_points", "Diastolic blood pressure", "diastolic_bp", (
    Band("lt_90", "< 90", 0, lt=90, aliases=("less than 90", "under 90")),
    Band("90_110", "90-110", 1, ge=90, le=110),
    Band("gt_110", "> 110", 2, gt=110, aliases=("greater than 110", "over 110"))),
    aliases=("Diastolic BP, mmHg", "diastolic_bp_mmhg", "Diastolic BP"), absent="lt_90")


def _item(name, label, anchors, description, aliases=()):
    return rating(name, label, anchors, aliases=(label, *aliases), description=description)


TREMOR = _item("tremor", "Tremor", (
    ("absent", "Absent", 0, ("none",)),
    ("slightly_visible", "Slightly visible", 2),
    ("moderate_arms_extended", "Moderate, noticeably visible with arms extended", 4,
     ("Moderate - noticeably visible with arms extended", "moderate")),
    ("severe", "Severe, visible without arms extended", 6,
     ("Severe - visible without extending arms", "severe"))),
    "Tremor (0 absent, 2 slightly visible, 4 moderate with arms extended, 6 severe without "
    "extending arms)")
SWEAT = _item("sweat", "Sweat", (
    ("absent", "Absent", 0, ("none",)),
    ("moist_palms", "Barely perceptible, moist palms", 2, ("Barely perceptible/moist palms",)),
    ("beads_visible", "Beads of sweat visible", 4, ("Beads visible",)),
    ("drenching", "Drenching", 6)),
    "Sweating (0 absent, 2 moist palms, 4 beads visible, 6 drenching)", ("Sweating",))
HALLUCINATIONS = _item("hallucinations", "Hallucinations", (
    ("absent", "Absent", 0, ("none",)),
    ("mild", "Mild, mostly lucid, sporadic or rare", 1,
     ("Mild - mostly lucid, sporadic/rare", "mild")),
    ("moderate", "Moderate, intermittent", 2, ("moderate",)),
    ("severe", "Severe, continuous", 3, ("severe",))),
    "Hallucinations (0 absent - 3 severe, continuous)")
AGITATION = _item("agitation", "Agitation (RASS)", (
    ("rass_0_or_less", "RASS 0 or below (calm or sedated)", 0, ("normal", "RASS 0", "calm")),
    ("rass_plus_1", "RASS +1 (restless, somewhat increased activity)", 3, ("RASS +1",)),
    ("rass_plus_2", "RASS +2 (moderately fidgety, restless)", 6,
     ("RASS +2", "RASS +2 (Moderately fidgety/restless)")),
    ("rass_plus_3_4", "RASS +3 or +4 (pacing, thrashing, combative)", 9,
     ("RASS +3", "RASS +4", "RASS +3 or +4"))),
    "Agitation graded by the Richmond Agitation-Sedation Scale (0, 3, 6, 9)",
    ("agitation_rass", "Agitation"))
ORIENTATION = _item("orientation", "Orientation", (
    ("oriented_x3", "Oriented to person, place and time", 0, ("Oriented x3", "oriented")),
    ("oriented_x2", "Oriented to two of person, place, time", 2, ("Oriented x2",)),
    ("oriented_x1", "Oriented to one of person, place, time", 4, ("Oriented x1",)),
    ("disoriented", "Disoriented", 6, ("Oriented x0",))),
    "Orientation to person, place and time (0, 2, 4, 6)")
DELUSIONS = _item("delusions", "Delusions", (
    ("absent", "Absent or unable to assess", 0, ("absent", "unable to assess")),
    ("present", "Present", 6)),
    "Delusions (0 absent or unable to assess, 6 present)")
SEIZURES = _item("seizures", "Seizures", (
    ("not_seizing", "Not actively seizing", 0, ("none", "absent", "no")),
    ("actively_seizing", "Actively seizing", 6, ("present", "yes"))),
    "Seizure activity at the assessment (0 none, 6 actively seizing)")

PAIRS = (TREMOR, SWEAT, HALLUCINATIONS, AGITATION, ORIENTATION, DELUSIONS, SEIZURES)
ITEMS = [PULSE, DBP, *(i for _, i in PAIRS)]
mminds = points_total(ITEMS)


def interpret(score):
    return (f"mMINDS {score} points (0-46): higher is more severe withdrawal; treatment "
            "thresholds and dosing follow the institution's symptom-triggered protocol")


CALCULATOR = Calculator(
    id="modified_minnesota_detoxification_scale",
    name="Modified Minnesota Detoxification Scale (mMINDS)",
    aliases=["mMINDS", "Modified Minnesota Detoxification Scale", "MINDS modified"],
    specialty="psychiatry_addiction",
    description=("Alcohol withdrawal severity from pulse, diastolic pressure, tremor, sweat, "
                 "hallucinations, agitation (RASS), orientation, delusions and seizures "
                 "(total 0-46)."),
    keywords=["alcohol withdrawal", "ICU", "delirium tremens", "symptom-triggered",
              "benzodiazepine", "phenobarbital", "alcohol withdrawal in ICU",
              "ICU withdrawal severity", "withdrawal dosing with phenobarbital or benzodiazepine",
              "critically ill alcohol withdrawal", "delirium tremens monitoring",
              "withdrawal scale using RASS agitation"],
    features=[heart_rate(description="Pulse (beats/min)", labels=("Pulse",)),
              diastolic_bp(description="Diastolic blood pressure (mmHg)"),
              *(f for f, _ in PAIRS)],
    items=ITEMS,
    versions=[Version("mminds", dt.date(2007, 4, 1), DECAROLIS_2007, mminds,
                      notes="Nine items summed (0-46): pulse and DBP 0-2 (< 90, 90-110, > 110), "
                            "tremor and sweat 0/2/4/6, hallucinations 0-3, agitation 0/3/6/9, "
                            "orientation 0/2/4/6, delusions 0/6, seizures 0/6.")],
    output=Output(kind="integer", unit="points", range=(0, 46)),
    interpret=interpret,
    references=[DECAROLIS_2007, MDCALC_MMINDS],
    notes=(
        "The MINDS comes from DeCarolis 2007; the modified point table (agitation graded by "
        "RASS) is the one MDCalc implements. Its full text was not reached here: the table was "
        "checked against MDCalc's recorded answers (pulse 108 and DBP 98 score 1 each, moderate "
        "tremor 4, visible beads of sweat 4, mild hallucinations 1, RASS +2 scores 6) and an "
        "independent open implementation, which agree. Band edges: pulse and DBP < 90 score 0, "
        "90-110 score 1, > 110 score 2. The source gives no universal severity bands: dosing "
        "thresholds belong to the institution's protocol, so none are invented here. Under "
        "missing='absent' an unrated item scores 0 (listed as imputed)."),
)
