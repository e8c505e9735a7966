"""Pediatric Respiratory Assessment Measure (PRAM) for acute asthma severity (Chalut 2000;
Ducharme 2008)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Output, Reference, Version, banded,
                          criterion, from_category, points_total)
from medcalc.core.common import oxygen_saturation
from medcalc.formulas.pediatrics_w4 import scored_category

DUCHARME_2008 = Reference(
    "Ducharme FM, Chalut D, Plotnick L, et al. The Pediatric Respiratory Assessment Measure: a "
    "valid clinical score for assessing acute asthma severity from toddlers to teenagers. "
    "J Pediatr. 2008;152(4):476-480 (0-3 mild, 4-7 moderate, 8-12 severe).",
    doi="10.1016/j.jpeds.2007.08.034")
CHALUT_2000 = Reference(
    "Chalut DS, Ducharme FM, Davis GM. The Preschool Respiratory Assessment Measure (PRAM): a "
    "responsive index of acute asthma severity. J Pediatr. 2000;137(6):762-768.",
    doi="10.1067/mpd.2000.110121")
MDCALC = Reference("MDCalc. Pediatric Respiratory Assessment Measure (PRAM) for Asthma "
                   "Exacerbation Severity.", url="https://www.mdcalc.com/")

SPO2 = banded("oxygen_saturation_item", "O2 saturation (room air, %)", "oxygen_saturation", (
    Band("ge95", ">= 95%", 0, ge=95, aliases=("≥95%", ">=95%")),
    Band("92_94", "92-94%", 1, ge=92, lt=95, aliases=("92–94%",)),
    Band("lt92", "< 92%", 2, lt=92, aliases=("<92%",)),
), aliases=("O2 saturation", "Oxygen saturation", "SpO2"))
SUPRASTERNAL = criterion("suprasternal_retractions", "Suprasternal retractions present",
                         points=2, aliases=("Suprasternal retraction",))
SCALENE = criterion("scalene_contraction", "Scalene muscle contractions present", points=2,
                    aliases=("Scalene muscle contraction",))
AIR_ENTRY = scored_category("air_entry", ("Air entry",), "Air entry (the most affected lung "
                            "field decides)", (
    ("normal", 0, "Normal (0)", ("Normal",)),
    ("decreased_base", 1, "Decreased at the base (+1)", ("Decreased at the base",
                                                         "↓ at the base")),
    ("decreased_apex_base", 2, "Decreased at the apex and the base (+2)",
     ("Decreased at the apex and the base", "widespread decrease")),
    ("minimal_absent", 3, "Minimal or absent (+3)", ("Minimal or absent", "absent", "minimal")),
))
WHEEZING = scored_category("wheezing", ("Wheezing",), "Wheezing (the two most affected zones "
                           "decide)", (
    ("absent", 0, "Absent (0)", ("Absent", "none")),
    ("expiratory", 1, "Expiratory only (+1)", ("Expiratory only",)),
    ("inspiratory", 2, "Inspiratory (and expiratory) (+2)", ("Inspiratory ± expiratory",
                                                            "Inspiratory (± expiratory)",
                                                            "Inspiratory and expiratory")),
    ("audible_silent", 3, "Audible without stethoscope or silent chest (+3)",
     ("Audible without stethoscope or silent chest", "Audible without stethoscope",
      "silent chest")),
))
FEATURES = [oxygen_saturation(description="Oxygen saturation on room air"),
            Boolean(name="suprasternal_retractions", description="Suprasternal retractions"),
            Boolean(name="scalene_contraction", description="Scalene muscle contraction"),
            AIR_ENTRY, WHEEZING]
ITEMS = (SPO2, SUPRASTERNAL, SCALENE, from_category(AIR_ENTRY, "Air entry"),
         from_category(WHEEZING, "Wheezing"))


def interpret(score):
    if score <= 3:
        return "0-3: mild asthma exacerbation"
    if score <= 7:
        return "4-7: moderate asthma exacerbation"
    return "8-12: severe asthma exacerbation"


CALCULATOR = Calculator(
    id="pram",
    name="Pediatric Respiratory Assessment Measure (PRAM) for Asthma Exacerbation Severity",
    aliases=["PRAM", "PRAM score", "Pediatric Respiratory Assessment Measure"],
    specialty="pediatrics_neonatology",
    description="Severity of an acute asthma exacerbation in children 2-17 years (0-12): "
                "oxygen saturation, suprasternal retractions, scalene contraction, air entry and "
                "wheezing.",
    keywords=["asthma", "exacerbation", "children", "PRAM", "wheeze", "emergency department",
              "airway obstruction severity", "bronchodilator response", "pediatric asthma severity",
              "work of breathing", "mild moderate severe", "asthma attack severity child",
              "pediatric asthma exacerbation in ED", "child asthma retractions and wheeze",
              "airway obstruction severity child", "child asthma treatment response",
              "pediatric respiratory distress asthma"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("ducharme_2008", dt.date(2008, 4, 1), DUCHARME_2008, points_total(ITEMS),
                      notes="SpO2 >= 95 0, 92-94 1, < 92 2; suprasternal 2; scalene 2; air entry "
                            "0-3; wheezing 0-3; 0-3 mild, 4-7 moderate, 8-12 severe.")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[DUCHARME_2008, CHALUT_2000, MDCALC],
    notes="Items and severity bands of Ducharme 2008 (validated at 2-17 years), as MDCalc. An "
          "SpO2 may be given as its value or its band.",
)
