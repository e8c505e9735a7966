"""Delta ratio: (anion gap - 12) / (24 - HCO3)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Version
from medcalc.core.common import bicarbonate, chloride, sodium
from medcalc.formulas.acid_base import (
    BRANDIS_BANDS,
    DELTA_RATIO_NEEDS_LOW_BICARBONATE,
    RASTEGAR_2007,
    WRENN_1990,
    anion_gap,
    bicarbonate_below_normal,
    delta_gap,
    delta_ratio_band,
)
from medcalc.formulas.acid_base import delta_ratio as _delta_ratio


def delta_ratio(sodium, chloride, bicarbonate):
    ag = anion_gap(sodium, chloride, bicarbonate)
    dg = delta_gap(ag)
    return {"value": _delta_ratio(dg, bicarbonate), "anion_gap": ag, "delta_gap": dg,
            "bicarbonate_fall": 24.0 - bicarbonate}


CALCULATOR = Calculator(
    id="delta_ratio",
    name="Delta Ratio",
    aliases=["Delta Ratio", "Delta-delta", "Delta delta ratio", "ΔAG/ΔHCO3"],
    specialty="nephrology_urology",
    description="Rise in anion gap over fall in bicarbonate, (AG - 12) / (24 - HCO3), to look "
                "for a second metabolic disorder in a high anion gap metabolic acidosis.",
    keywords=["delta ratio", "delta-delta", "delta delta", "mixed acid-base disorder",
              "high anion gap metabolic acidosis", "HAGMA", "normal anion gap acidosis", "NAGMA",
              "hyperchloremic acidosis", "metabolic alkalosis", "anion gap",
              "is there a second metabolic disorder", "gap rise divided by bicarbonate fall",
              "mixed gap and non-gap acidosis", "concurrent metabolic alkalosis in gap acidosis",
              "pure anion gap acidosis or mixed", "delta delta analysis"],
    features=[sodium(), chloride(), bicarbonate()],
    versions=[Version("rastegar_2007", dt.date(2007, 9, 1), RASTEGAR_2007, delta_ratio,
                      notes="(AG - 12) / (24 - HCO3), AG = Na - (Cl + HCO3).")],
    output=Output(unit=None, decimals=2, description="Dimensionless ratio"),
    preconditions=[Precondition(bicarbonate_below_normal, DELTA_RATIO_NEEDS_LOW_BICARBONATE)],
    interpret=delta_ratio_band,
    references=[RASTEGAR_2007, WRENN_1990, BRANDIS_BANDS],
    notes="Delta ratio = delta AG / delta HCO3 = (AG - 12) / (24 - HCO3), with normal values "
          "12 and 24 mmol/L (MDCalc; MedCalc-Bench calculator 64). Rastegar 2007 reviews its use: "
          "about 1 in an uncomplicated ketoacidosis, higher (about 1.6) in lactic acidosis, below "
          "1 with an added normal anion gap acidosis, above 2 with a concurrent metabolic "
          "alkalosis. The interpretation bands are the widely taught table of Brandis (< 0.4 "
          "hyperchloremic normal-gap acidosis; 0.4-0.8 combined; 1-2 uncomplicated high-gap "
          "acidosis; > 2 concurrent metabolic alkalosis or pre-existing compensated respiratory "
          "acidosis), which leaves 0.8-1 unassigned; as in the commonly reproduced four-band "
          "version of that table we read 0.8-2 as uncomplicated. Edges: 0.4 and 0.8 fall in the upper band, 2.0 in "
          "0.8-2. Bicarbonate >= 24 mmol/L is NA not_applicable: at 24 the ratio divides by zero "
          "and above 24 both its sign and its bands invert (MedCalc-Bench computes a value there, "
          "e.g. -5.2 / -4.2 = 1.24 for HCO3 28.2, which would read as 'uncomplicated'). The "
          "ratio is meaningful in a high anion gap metabolic acidosis; with a normal gap it is "
          "near 0 or negative (read as a normal-gap acidosis). Assumed normals: a laboratory's "
          "own normal gap, or an albumin correction (albumin_corrected_delta_ratio), can change "
          "the result considerably.",
)
