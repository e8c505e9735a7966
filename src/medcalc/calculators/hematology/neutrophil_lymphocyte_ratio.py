"""Neutrophil-lymphocyte ratio (NLR), a marker of systemic inflammation and physiological
stress (Zahorec, Bratisl Lek Listy 2001)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import CELL_COUNT_UNITS

ZAHOREC_2001 = Reference(
    "Zahorec R. Ratio of neutrophil to lymphocyte counts--rapid and simple parameter of "
    "systemic inflammation and stress in critically ill. Bratisl Lek Listy. 2001;102(1):5-14.")
ZAHOREC_2021 = Reference(
    "Zahorec R. Neutrophil-to-lymphocyte ratio, past, present and future perspectives. Bratisl "
    "Lek Listy. 2021;122(7):474-488 (normal NLR 1-2; > 3.0 and < 0.7 pathological in adults; "
    "2.3-3.0 grey zone).", doi="10.4149/BLL_2021_078")
MDCALC = Reference("MDCalc. Neutrophil-Lymphocyte Ratio (NLR) Calculator (ranges from Farkas J, "
                   "PulmCrit: normal about 1-3, 6-9 mild stress, 9-18 moderate, > 18 severe).",
                   url="https://www.mdcalc.com/calc/10305/neutrophil-lymphocyte-ratio-nlr-calculator")


def nlr(neutrophil_count, lymphocyte_count):
    return neutrophil_count / lymphocyte_count


def interpret(value):
    if value < 1:
        return "NLR < 1: below the usual adult range (1-3)"
    if value <= 3:
        return "NLR 1-3: normal"
    if value < 6:
        return "NLR > 3 to < 6: above normal (pathological above 3 in adults; no stress band)"
    if value < 9:
        return "NLR 6-9: mild physiological stress"
    if value <= 18:
        return "NLR 9-18: moderate physiological stress"
    return "NLR > 18: severe physiological stress"


CALCULATOR = Calculator(
    id="neutrophil_lymphocyte_ratio",
    name="Neutrophil-Lymphocyte Ratio (NLR) Calculator",
    aliases=["NLR", "Neutrophil to lymphocyte ratio", "Neutrophil-lymphocyte ratio"],
    specialty="hematology",
    description="Absolute neutrophil count divided by absolute lymphocyte count: a marker of "
                "inflammation and physiological stress.",
    keywords=["inflammation", "sepsis", "physiologic stress", "NLR", "differential count",
              "prognosis", "inflammation marker from blood count", "neutrophils over lymphocytes",
              "physiologic stress marker", "prognosis from differential count",
              "sepsis severity marker", "systemic inflammation index"],
    features=[
        Quantity(name="neutrophil_count", unit="10^9/L", units=CELL_COUNT_UNITS,
                 range=(0.01, 300.0), description="Absolute neutrophil count (10^9/L)",
                 labels=("Absolute neutrophil count", "Absolute or % neutrophil count", "ANC",
                         "absolute_neutrophil_count")),
        Quantity(name="lymphocyte_count", unit="10^9/L", units=CELL_COUNT_UNITS,
                 range=(0.01, 300.0), description="Absolute lymphocyte count (10^9/L)",
                 labels=("Absolute lymphocyte count", "Absolute or % lymphocyte count", "ALC",
                         "absolute_lymphocyte_count")),
    ],
    versions=[Version("zahorec_2001", dt.date(2001, 1, 1), ZAHOREC_2001, nlr,
                      notes="NLR = absolute neutrophils / absolute lymphocytes (the same ratio "
                            "from the two percentages of one differential).")],
    output=Output(unit="", decimals=1, range=(0, float("inf"))),
    interpret=interpret,
    references=[ZAHOREC_2001, ZAHOREC_2021, MDCALC],
    notes="The ratio needs both counts in the same unit; percentages of one differential give "
          "the same ratio (give them as counts, e.g. 60 and 25, in any one cell unit). Bands: "
          "normal 1-3 (Zahorec 2021: 1-2 normal, > 3 pathological); stress bands 6-9 mild, "
          "9-18 moderate, > 18 severe are MDCalc's (PulmCrit) guidance, not formal cut-offs. "
          "MDCalc displays the ratio rounded to a whole number.",
)
