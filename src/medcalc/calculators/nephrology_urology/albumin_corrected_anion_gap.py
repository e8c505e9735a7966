"""Albumin-corrected anion gap: AG + 2.5 x (4.0 - albumin g/dL) (Figge 1998)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import albumin, bicarbonate, chloride, sodium
from medcalc.formulas.acid_base import FIGGE_1998, anion_gap
from medcalc.formulas.acid_base import albumin_corrected_anion_gap as _corrected

FELDMAN_2005 = Reference(
    "Feldman M, Soni N, Dickson B. Influence of hypoalbuminemia or hyperalbuminemia on the serum "
    "anion gap. J Lab Clin Med. 2005;146(6):317-320 (slope 2.3 mmol/L per g/dL; AG adjusted "
    "against 4 g/dL).", doi="10.1016/j.lab.2005.07.008")


def albumin_corrected_anion_gap(sodium, chloride, bicarbonate, albumin):
    ag = anion_gap(sodium, chloride, bicarbonate)
    return {"value": _corrected(ag, albumin), "anion_gap": ag}


CALCULATOR = Calculator(
    id="albumin_corrected_anion_gap",
    name="Albumin Corrected Anion Gap",
    aliases=["Albumin Corrected Anion Gap", "Albumin-corrected anion gap",
             "Adjusted anion gap", "Corrected anion gap"],
    specialty="nephrology_urology",
    description="Serum anion gap adjusted for the albumin concentration: "
                "Na - (Cl + HCO3) + 2.5 x (4.0 - albumin g/dL), in mmol/L.",
    keywords=["albumin corrected anion gap", "corrected anion gap", "adjusted anion gap",
              "hypoalbuminemia", "anion gap", "metabolic acidosis", "Figge",
              "anion gap adjusted for low albumin", "hidden gap acidosis in hypoalbuminemia",
              "unmeasured anions when albumin is low", "correct the gap for protein",
              "true gap in critically ill patients", "gap masked by low albumin"],
    features=[sodium(), chloride(), bicarbonate(), albumin()],
    versions=[Version("figge_1998", dt.date(1998, 11, 1), FIGGE_1998, albumin_corrected_anion_gap,
                      notes="AG + 0.25 x (normal albumin - albumin) in g/L = 2.5 per g/dL; "
                            "normal albumin taken as 4.0 g/dL.")],
    output=Output(unit="mmol/L", decimals=1,
                  description="Anion gap corrected to an albumin of 4.0 g/dL (mmol/L = mEq/L)"),
    references=[FIGGE_1998, FELDMAN_2005],
    notes="Figge et al. 1998 (152 critically ill patients): each g/L fall in albumin lowers the "
          "observed anion gap by 0.25 mmol/L; adjusted AG = observed AG + 0.25 x ([normal "
          "albumin] - [observed albumin]) in g/L, i.e. 2.5 per g/dL. Figge writes the formula "
          "against the laboratory's normal albumin; like MDCalc and MedCalc-Bench (calculator 65) "
          "this calculator uses 4.0 g/dL. Albumin above 4.0 g/dL gives a downward correction. "
          "Feldman et al. 2005 found a slope of 2.3 per g/dL (similar results). Albumin in g/L is "
          "converted to g/dL (/10). No interpretation bands: compare with the laboratory's "
          "normal anion gap (see anion_gap).",
)
