"""Pediatric Trauma Score (PTS) (Tepas et al. 1987)."""

import datetime as dt

from medcalc.core import (Band, Calculator, Output, Reference, Version, banded, from_category,
                          points_total)
from medcalc.core.common import systolic_bp, weight
from medcalc.formulas.pediatrics_w4 import scored_category

TEPAS_1987 = Reference(
    "Tepas JJ 3rd, Mollitt DL, Talbert JL, Bryant M. The pediatric trauma score as a predictor "
    "of injury severity in the injured child. J Pediatr Surg. 1987;22(1):14-18.",
    doi="10.1016/s0022-3468(87)80006-4")
TEPAS_1988 = Reference(
    "Tepas JJ 3rd, Ramenofsky ML, Mollitt DL, Gans BM, DiScala C. The Pediatric Trauma Score as "
    "a predictor of injury severity: an objective assessment. J Trauma. 1988;28(4):425-429 "
    "(PTS <= 8: triage to a pediatric trauma centre).", doi="10.1097/00005373-198804000-00001")

SIZE = banded("size", "Size (weight)", "weight", (
    Band("gt20", "> 20 kg", 2, gt=20, aliases=(">20 kg",)),
    Band("10_20", "10-20 kg", 1, ge=10, le=20, aliases=("10–20 kg",)),
    Band("lt10", "< 10 kg", -1, lt=10, aliases=("<10 kg",)),
), aliases=("Weight", "Size"))
SBP = banded("systolic_bp_item", "Systolic blood pressure", "systolic_bp", (
    Band("gt90", "> 90 mmHg", 2, gt=90, aliases=(">90 mmHg", "pulse palpable at wrist")),
    Band("50_90", "50-90 mmHg", 1, ge=50, le=90, aliases=("50–90 mmHg",
                                                           "pulse palpable at groin")),
    Band("lt50", "< 50 mmHg", -1, lt=50, aliases=("<50 mmHg", "no palpable pulse")),
), aliases=("Systolic BP", "SBP"))
AIRWAY = scored_category("airway", ("Airway",), "Airway", (
    ("normal", 2, "Normal (+2)", ("Normal",)),
    ("maintainable", 1, "Maintainable without invasive intervention (+1)",
     ("Maintainable", "Oral or nasal airway, oxygen")),
    ("unmaintainable", -1, "Unmaintainable, needs intubation or cricothyrotomy (-1)",
     ("Unmaintainable", "Intubated", "Cricothyrotomy")),
))
CNS = scored_category("cns", ("Central nervous system", "CNS", "Level of consciousness"),
                      "Central nervous system", (
    ("awake", 2, "Awake (+2)", ("Awake",)),
    ("obtunded", 1, "Obtunded or any loss of consciousness (+1)",
     ("Obtunded/LOC", "Obtunded", "Loss of consciousness")),
    ("coma", -1, "Coma or decerebrate (-1)", ("Coma/decerebrate", "Coma", "Decerebrate")),
))
WOUND = scored_category("open_wound", ("Open wound", "Cutaneous"), "Open wounds", (
    ("none", 2, "None (+2)", ("None",)),
    ("minor", 1, "Minor (+1)", ("Minor",)),
    ("major", -1, "Major or penetrating (-1)", ("Major/penetrating", "Major", "Penetrating")),
))
SKELETAL = scored_category("skeletal", ("Skeletal", "Skeletal injury", "Fractures"),
                           "Skeletal injury", (
    ("none", 2, "None (+2)", ("None",)),
    ("closed", 1, "Closed fracture (+1)", ("Closed fracture",)),
    ("open_multiple", -1, "Open or multiple fractures (-1)", ("Open/multiple fractures",
                                                              "Open fracture",
                                                              "Multiple fractures")),
))
CATEGORIES = (AIRWAY, CNS, WOUND, SKELETAL)
ITEMS = (SIZE, from_category(AIRWAY, "Airway"), SBP, from_category(CNS, "Central nervous system"),
         from_category(WOUND, "Open wound"), from_category(SKELETAL, "Skeletal"))


def interpret(score):
    if score <= 8:
        return ("PTS <= 8: potentially severe injury; triage to a pediatric trauma centre "
                "(mortality rises as the score falls)")
    return "PTS 9-12: minor to moderate injury"


CALCULATOR = Calculator(
    id="pts",
    name="Pediatric Trauma Score (PTS)",
    aliases=["PTS", "Pediatric Trauma Score", "Tepas score"],
    specialty="pediatrics_neonatology",
    description="Injury severity in children (-6 to +12): size, airway, systolic pressure, "
                "CNS, open wounds and skeletal injury, +2/+1/-1 each; <= 8 means triage to a "
                "pediatric trauma centre.",
    keywords=["pediatric trauma", "triage", "injury severity", "trauma centre", "PTS",
              "injured child triage", "pediatric trauma center transfer", "child injury severity",
              "severely injured child", "field triage pediatric trauma",
              "trauma severity in children"],
    features=[weight(description="Body weight (size)"),
              systolic_bp(description="Systolic blood pressure"), *CATEGORIES],
    items=list(ITEMS),
    versions=[Version("tepas_1987", dt.date(1987, 1, 1), TEPAS_1987, points_total(ITEMS),
                      notes="Six components +2/+1/-1; total -6 to 12; <= 8 severe.")],
    output=Output(kind="integer", unit="points", range=(-6, 12)),
    interpret=interpret,
    references=[TEPAS_1987, TEPAS_1988],
    notes="Weight > 20 kg +2, 10-20 kg +1, < 10 kg -1; SBP > 90 +2, 50-90 +1, < 50 -1 (a "
          "pulse palpable at the wrist/groin/not palpable may be given as the band when no "
          "cuff is available, as in the source). Triage threshold <= 8 (Tepas 1988).",
)
