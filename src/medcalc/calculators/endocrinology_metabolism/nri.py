"""Nutritional Risk Index (Buzby et al. 1988; Veterans Affairs TPN Cooperative Study Group,
NEJM 1991): 1.519 x albumin (g/L) + 41.7 x present / usual weight."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import albumin, weight

BUZBY_1988 = Reference(
    "Buzby GP, Knox LS, Crosby LO, et al. Study protocol: a randomized clinical trial of total "
    "parenteral nutrition in malnourished surgical patients. Am J Clin Nutr. 1988;47(2 "
    "Suppl):366-381.", doi="10.1093/ajcn/47.2.366", url="https://pubmed.ncbi.nlm.nih.gov/3124598/")
VA_TPN_1991 = Reference(
    "Veterans Affairs Total Parenteral Nutrition Cooperative Study Group. Perioperative total "
    "parenteral nutrition in surgical patients. N Engl J Med. 1991;325(8):525-532 (NRI > 100 "
    "not malnourished; 97.5-100 borderline; 83.5 to < 97.5 mild; < 83.5 severe malnutrition).",
    doi="10.1056/NEJM199108223250801")
MDCALC = Reference("MDCalc. Nutritional Risk Index (NRI): outputs recorded in MedMCP-Calc dev "
                   "tasks medmcp-calc_012_01351278 (81.3, severe) and medmcp-calc_024_7e6a53f9 "
                   "(82.4, severe).")


def nri(albumin, weight, usual_weight):
    return {"value": 1.519 * albumin * 10.0 + 41.7 * weight / usual_weight,
            "albumin_term": 1.519 * albumin * 10.0, "weight_ratio": weight / usual_weight}


def interpret(value):
    if value > 100:
        return "NRI > 100: no nutritional risk"
    if value >= 97.5:
        return "NRI 97.5-100: mild nutritional risk (borderline malnourished in the VA TPN trial)"
    if value >= 83.5:
        return ("NRI 83.5 to < 97.5: moderate nutritional risk (mildly malnourished in the VA "
                "TPN trial)")
    return "NRI < 83.5: severe nutritional risk (severely malnourished)"


CALCULATOR = Calculator(
    id="nri",
    name="Nutritional Risk Index (NRI)",
    aliases=["Nutritional Risk Index", "NRI", "Buzby nutritional risk index"],
    specialty="endocrinology_metabolism",
    description="NRI = 1.519 x serum albumin (g/L) + 41.7 x (present weight / usual weight): "
                "malnutrition risk, > 100 none, 97.5-100 mild, 83.5-97.5 moderate, < 83.5 severe.",
    keywords=["malnutrition", "nutrition screening", "albumin", "weight loss", "surgery",
              "perioperative nutrition", "malnutrition risk from albumin and weight loss",
              "preoperative nutritional risk", "surgical patient nutrition status",
              "weight loss and albumin nutrition index", "undernutrition before surgery",
              "perioperative malnutrition grade"],
    features=[
        albumin(labels=("Serum albumin", "Albumin")),
        weight(description="Present body weight", range=(10.0, 400.0),
               labels=("Present weight", "Current weight", "Actual weight")),
        Quantity(name="usual_weight", unit="kg", units=("kg", "g", "lb"), range=(10.0, 400.0),
                 description="Usual (stable, pre-illness) body weight, e.g. 6 months before",
                 labels=("Usual weight", "Usual weight (last 6 months)",
                         "Usual weight (stable ~6 months prior)", "Usual body weight")),
    ],
    versions=[Version("buzby_1988", dt.date(1988, 2, 1), BUZBY_1988, nri,
                      notes="1.519 x albumin (g/L) + 41.7 x present/usual weight; bands of the "
                            "VA TPN trial (1991).")],
    output=Output(unit="points", decimals=1, range=(0.0, float("inf")),
                  description="Nutritional Risk Index"),
    interpret=interpret,
    references=[BUZBY_1988, VA_TPN_1991, MDCALC],
    notes="Albumin is used in g/L (a value in g/dL is converted x 10), weights in any unit (only "
          "their ratio counts). Bands as in the VA TPN Cooperative Study (> 100 not "
          "malnourished, 97.5-100 borderline, 83.5 to < 97.5 mild, < 83.5 severe); MDCalc "
          "labels the same bands no / mild / moderate / severe risk, and so does this "
          "calculator. The present/usual ratio is not capped at 1 (capping is the convention "
          "of the Geriatric NRI, Bouillanne 2005, not of the NRI).",
)
