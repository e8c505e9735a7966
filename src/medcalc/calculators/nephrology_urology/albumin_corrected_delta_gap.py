"""Albumin-corrected delta gap: albumin-corrected anion gap - 12 mmol/L."""

import datetime as dt

from medcalc.core import Calculator, Output, Version
from medcalc.core.common import albumin, bicarbonate, chloride, sodium
from medcalc.formulas.acid_base import (
    FIGGE_1998,
    RASTEGAR_2007,
    albumin_corrected_anion_gap,
    anion_gap,
    delta_gap,
)


def albumin_corrected_delta_gap(sodium, chloride, bicarbonate, albumin):
    ag = anion_gap(sodium, chloride, bicarbonate)
    corrected = albumin_corrected_anion_gap(ag, albumin)
    return {"value": delta_gap(corrected), "anion_gap": ag,
            "albumin_corrected_anion_gap": corrected}


CALCULATOR = Calculator(
    id="albumin_corrected_delta_gap",
    name="Albumin Corrected Delta Gap",
    aliases=["Albumin Corrected Delta Gap", "Albumin-corrected delta gap",
             "Corrected delta gap"],
    specialty="nephrology_urology",
    description="Rise of the albumin-corrected anion gap above 12 mmol/L: "
                "Na - (Cl + HCO3) + 2.5 x (4.0 - albumin g/dL) - 12.",
    keywords=["albumin corrected delta gap", "corrected delta gap", "delta gap", "hypoalbuminemia",
              "anion gap", "mixed acid-base", "metabolic acidosis",
              "excess anion gap corrected for albumin", "gap rise despite low albumin",
              "delta gap in hypoalbuminemia", "protein adjusted gap excess",
              "compare gap rise to bicarbonate fall", "mixed disorder check in low albumin"],
    features=[sodium(), chloride(), bicarbonate(), albumin()],
    versions=[Version("figge_1998", dt.date(1998, 11, 1), FIGGE_1998, albumin_corrected_delta_gap,
                      notes="Corrected AG (Figge: + 2.5 x (4.0 - albumin g/dL)) - 12.")],
    output=Output(unit="mmol/L", decimals=1,
                  description="Albumin-corrected anion gap minus 12 mmol/L (mmol/L = mEq/L)"),
    references=[FIGGE_1998, RASTEGAR_2007],
    notes="As MDCalc and MedCalc-Bench (calculator 66): albumin-corrected AG - 12, where the "
          "corrected AG = Na - (Cl + HCO3) + 2.5 x (4.0 - albumin g/dL) (Figge 1998, normal "
          "albumin taken as 4.0 g/dL) and 12 mmol/L is the conventional normal anion gap. See "
          "the delta_gap notes on the term 'delta gap' (Wrenn 1990 used it for delta AG - delta "
          "HCO3, a different quantity). No interpretation bands.",
)
