"""Glasgow Modified Alcohol Withdrawal Scale (GMAWS): five signs scored 0-2, total 0-10, with
the Glasgow (NHS GGC) symptom-triggered diazepam schedule."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.psychiatry_w3 import rating

GAMA_2012 = Reference(
    "McPherson A, Benson G, Forrest EH. Appraisal of the Glasgow assessment and management of "
    "alcohol guideline: a comprehensive alcohol management protocol for use in general "
    "hospitals. QJM. 2012;105(7):649-656 (the GMAWS and its diazepam schedule; DOI not "
    "verified here).")
GGC_GUIDELINE = Reference(
    "NHS Greater Glasgow and Clyde. Glasgow Assessment and Management of Alcohol (GMAWS) "
    "clinical guideline, version 4 (approved 28 February 2020; lead author E Forrest).",
    url="https://www.clinicalguidelines.scot.nhs.uk/")
MDCALC_GMAWS = Reference(
    "MDCalc: Glasgow Modified Alcohol Withdrawal Scale (GMAWS).")


def _item(name, label, anchors, description):
    return rating(name, label, anchors, aliases=(label,), description=description)


TREMOR = _item("tremor", "Tremor", (
    ("none", "No tremor", 0),
    ("on_movement", "Tremor on movement only", 1, ("on movement", "present on movement")),
    ("at_rest", "Tremor present at rest", 2, ("Present with arms at rest", "at rest"))),
    "Tremor (0 none, 1 on movement, 2 at rest)")
SWEATING = _item("sweating", "Sweating", (
    ("none", "No sweating", 0),
    ("moist_skin", "Moist skin", 1),
    ("drenching", "Drenching sweats", 2, ("drenching", "soaking sweat"))),
    "Sweating (0 none, 1 moist skin, 2 drenching)")
HALLUCINATIONS = _item("hallucinations", "Hallucinations", (
    ("none", "No hallucinations", 0),
    ("uncertain_not_distressed", "Uncertain, or reported without distress", 1,
     ("Uncertain or patient reports but not distressed",)),
    ("distressed", "Hallucinations with distress", 2,
     ("Visual or tactile hallucinations, distressed", "distressed"))),
    "Hallucinations (0 none, 1 uncertain or reported without distress, 2 present and "
    "distressing)")
ORIENTATION = _item("orientation", "Orientation", (
    ("orientated", "Orientated", 0, ("oriented",)),
    ("vague_detached", "Vague or detached", 1, ("vague", "detached")),
    ("disorientated", "Disorientated or no contact", 2,
     ("disoriented", "disorientated", "no contact"))),
    "Orientation (0 orientated, 1 vague or detached, 2 disorientated or no contact)")
AGITATION = _item("agitation", "Agitation", (
    ("calm", "Calm", 0),
    ("anxious", "Anxious", 1),
    ("distressed_pacing", "Panicky, distressed or pacing", 2,
     ("Distressed or pacing", "panicky", "pacing"))),
    "Agitation (0 calm, 1 anxious, 2 panicky, distressed or pacing)")

PAIRS = (TREMOR, SWEATING, HALLUCINATIONS, ORIENTATION, AGITATION)
ITEMS = [i for _, i in PAIRS]
gmaws = points_total(ITEMS)


def interpret(score):
    if score == 0:
        return "GMAWS 0: no diazepam; continue monitoring"
    if score <= 3:
        return f"GMAWS {score} (1-3): diazepam 10 mg orally; reassess per the local chart"
    if score <= 7:
        return f"GMAWS {score} (4-7): diazepam 20 mg; reassess in 1 hour"
    return (f"GMAWS {score} (8-10): diazepam 20 mg and urgent senior medical review (consider "
            "intravenous benzodiazepine and higher-level care); reassess per the local chart")


CALCULATOR = Calculator(
    id="glasgow_modified_alcohol_withdrawal_scale",
    name="Glasgow Modified Alcohol Withdrawal Scale (GMAWS)",
    aliases=["GMAWS", "Glasgow Modified Alcohol Withdrawal Scale",
             "Glasgow Alcohol Withdrawal Scale"],
    specialty="psychiatry_addiction",
    description=("Alcohol withdrawal severity in general hospitals: tremor, sweating, "
                 "hallucinations, orientation, agitation, 0-2 each (0-10), driving a "
                 "symptom-triggered diazepam schedule."),
    keywords=["alcohol withdrawal", "diazepam", "symptom-triggered", "delirium tremens", "Glasgow",
              "GAMA", "alcohol withdrawal in general ward", "diazepam dosing for withdrawal",
              "five item alcohol withdrawal rating", "symptom triggered diazepam schedule",
              "simple withdrawal scale for hospitals",
              "tremor sweating and hallucinations from alcohol"],
    features=[f for f, _ in PAIRS],
    items=ITEMS,
    versions=[Version("gama_2012", dt.date(2012, 7, 1), GAMA_2012, gmaws,
                      notes="Five items 0-2, summed (0-10).")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[GAMA_2012, GGC_GUIDELINE, MDCALC_GMAWS],
    notes=(
        "Five items, 0-2 each, as in the Glasgow Assessment and Management of Alcohol (GAMA) "
        "guideline (McPherson 2012; NHS GGC guideline v4 2020); anchor wording paraphrased. "
        "Dosing text: score 0 no diazepam; 1-3 diazepam 10 mg; 4-7 diazepam 20 mg (MDCalc shows "
        "the same for a score of 6, with lorazepam 4 mg as alternative and reassessment in 1 "
        "hour); 8-10 diazepam 20 mg with urgent senior review. Local GMAWS protocols adapt "
        "these doses (e.g. reduced doses in the 'exceptional' over-sedation risk group): follow "
        "the local chart. Only the 1-hour reassessment after a score of 4-7 is stated (MDCalc); "
        "other reassessment intervals are left to the local chart. Licence: NHS guideline, publicly available; no "
        "restriction on use found. Under missing='absent' an unrated item scores 0."),
)
