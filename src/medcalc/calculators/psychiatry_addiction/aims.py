"""Abnormal Involuntary Movement Scale (AIMS; Guy 1976, NIMH ECDEU): seven body areas rated 0-4
(total 0-28), with the Schooler-Kane criteria for probable tardive dyskinesia."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.psychiatry_w3 import rating

GUY_1976 = Reference(
    "Guy W. ECDEU Assessment Manual for Psychopharmacology, revised. Rockville, MD: US "
    "Department of Health, Education, and Welfare, NIMH; 1976. DHEW Publication No. (ADM) "
    "76-338: Abnormal Involuntary Movement Scale (AIMS), pp 534-537.")
SCHOOLER_KANE_1982 = Reference(
    "Schooler NR, Kane JM. Research diagnoses for tardive dyskinesia. Arch Gen Psychiatry. "
    "1982;39(4):486-487.")
MDCALC_AIMS = Reference("MDCalc (mdcalc.com): Abnormal Involuntary Movement Scale (AIMS).")

SEVERITY = (("none", "None", 0, ("normal",)), ("minimal", "Minimal, may be extreme normal", 1,
                                               ("minimal",)),
            ("mild", "Mild", 2), ("moderate", "Moderate", 3), ("severe", "Severe", 4))
_AREAS = [
    ("facial_expression", "Muscles of facial expression"),
    ("lips_perioral", "Lips and perioral area"),
    ("jaw", "Jaw"),
    ("tongue", "Tongue"),
    ("upper_extremities", "Upper extremities (arms, wrists, hands, fingers)"),
    ("lower_extremities", "Lower extremities (legs, knees, ankles, toes)"),
    ("trunk", "Neck, shoulders, hips (trunk movements)"),
]
FEATURES, ITEMS = [], []
for number, (name, label) in enumerate(_AREAS, start=1):
    feature, item = rating(name, f"{number}. {label}", SEVERITY, aliases=(label,),
                           description=f"AIMS item {number}: involuntary movements of the "
                                       f"{label.lower()} (0 none - 4 severe)")
    FEATURES.append(feature)
    ITEMS.append(item)
NAMES = tuple(i.name for i in ITEMS)


def aims(**ratings):
    total = sum(ratings[n] for n in NAMES)
    at_least_mild = sum((ratings[n] >= 2) * 1 for n in NAMES)
    at_least_moderate = sum((ratings[n] >= 3) * 1 for n in NAMES)
    probable_td = (at_least_mild >= 2) | (at_least_moderate >= 1)
    out = {"value": total, "areas_mild_or_worse": at_least_mild,
           "areas_moderate_or_worse": at_least_moderate,
           "schooler_kane_movement_criterion": probable_td}
    out.update({n: ratings[n] for n in NAMES})
    return out


aims.__parameters__ = NAMES


def interpret(total, breakdown=None):
    text = f"AIMS items 1-7 total {total} (0-28)"
    if breakdown is not None:
        if breakdown.get("schooler_kane_movement_criterion"):
            text += ("; movement criterion for probable tardive dyskinesia met (>= mild in two "
                     "areas or >= moderate in one; Schooler-Kane 1982)")
        else:
            text += "; Schooler-Kane movement criterion for probable tardive dyskinesia not met"
    return text


CALCULATOR = Calculator(
    id="aims",
    name="Abnormal Involuntary Movement Scale (AIMS)",
    aliases=["AIMS", "Abnormal Involuntary Movement Scale"],
    specialty="psychiatry_addiction",
    description=("Severity of involuntary movements (tardive dyskinesia) in seven body areas, "
                 "0-4 each (0-28), with the Schooler-Kane movement criterion."),
    keywords=["tardive dyskinesia", "antipsychotic", "dyskinesia", "extrapyramidal",
              "movement disorder", "neuroleptic", "rate abnormal involuntary movements",
              "tardive dyskinesia monitoring on antipsychotics",
              "orofacial and limb involuntary movements",
              "lip smacking and tongue movements rating",
              "neuroleptic induced movement side effects", "screen for late onset drug dyskinesia",
              "involuntary movement severity by body region"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("guy_1976", dt.date(1976, 1, 1), GUY_1976, aims,
                      notes="Items 1-7 (facial and oral, extremity, trunk movements) 0-4 "
                            "summed (0-28); the global items 8-10 and dental items 11-12 are "
                            "not part of the total.")],
    output=Output(kind="integer", unit="points", range=(0, 28)),
    interpret=interpret,
    references=[GUY_1976, SCHOOLER_KANE_1982, MDCALC_AIMS],
    notes=(
        "Total of items 1-7 as commonly reported from the ECDEU AIMS (Guy 1976); the global "
        "judgements (items 8-10) and dental status (11-12) are clinician ratings that are not "
        "summed and are not inputs here. Schooler-Kane 1982 movement criterion for probable "
        "tardive dyskinesia: at least mild (2) in two or more areas or at least moderate (3) in "
        "one; their full criteria also need >= 3 months of cumulative antipsychotic exposure "
        "and no other cause. Licence: US government (NIMH) publication, public domain. Under "
        "missing='absent' an unrated area scores 0."),
)
