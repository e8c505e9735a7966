"""Albumin-corrected delta ratio: (albumin-corrected AG - 12) / (24 - HCO3)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Version
from medcalc.core.common import albumin, bicarbonate, chloride, sodium
from medcalc.formulas.acid_base import (
    BRANDIS_BANDS,
    DELTA_RATIO_NEEDS_LOW_BICARBONATE,
    FIGGE_1998,
    RASTEGAR_2007,
    albumin_corrected_anion_gap,
    anion_gap,
    bicarbonate_below_normal,
    delta_gap,
    delta_ratio,
    delta_ratio_band,
)


def albumin_corrected_delta_ratio(sodium, chloride, bicarbonate, albumin):
    ag = anion_gap(sodium, chloride, bicarbonate)
    corrected = albumin_corrected_anion_gap(ag, albumin)
    dg = delta_gap(corrected)
    return {"value": delta_ratio(dg, bicarbonate), "anion_gap": ag,
            "albumin_corrected_anion_gap": corrected, "albumin_corrected_delta_gap": dg,
            "bicarbonate_fall": 24.0 - bicarbonate}


CALCULATOR = Calculator(
    id="albumin_corrected_delta_ratio",
    name="Albumin Corrected Delta Ratio",
    aliases=["Albumin Corrected Delta Ratio", "Albumin-corrected delta ratio",
             "Corrected delta ratio"],
    specialty="nephrology_urology",
    description="Delta ratio computed with the albumin-corrected anion gap: "
                "(AG + 2.5 x (4.0 - albumin g/dL) - 12) / (24 - HCO3).",
    keywords=["albumin corrected delta ratio", "corrected delta ratio", "delta ratio",
              "delta-delta", "hypoalbuminemia", "mixed acid-base disorder",
              "high anion gap metabolic acidosis", "metabolic alkalosis",
              "delta delta with low albumin", "second metabolic disorder in hypoalbuminemia",
              "coexisting alkalosis or non-gap acidosis",
              "protein adjusted gap to bicarbonate change",
              "mixed metabolic disorder when albumin low",
              "hidden concurrent acid-base disturbance"],
    features=[sodium(), chloride(), bicarbonate(), albumin()],
    versions=[Version("figge_rastegar", dt.date(2007, 9, 1), RASTEGAR_2007,
                      albumin_corrected_delta_ratio,
                      notes="Delta ratio (Rastegar 2007) with the Figge 1998 albumin-corrected "
                            "anion gap.")],
    output=Output(unit=None, decimals=2, description="Dimensionless ratio"),
    preconditions=[Precondition(bicarbonate_below_normal, DELTA_RATIO_NEEDS_LOW_BICARBONATE)],
    interpret=delta_ratio_band,
    references=[RASTEGAR_2007, FIGGE_1998, BRANDIS_BANDS],
    notes="As MDCalc and MedCalc-Bench (calculator 67): (corrected AG - 12) / (24 - HCO3), "
          "corrected AG = Na - (Cl + HCO3) + 2.5 x (4.0 - albumin g/dL) (Figge 1998, normal "
          "albumin taken as 4.0 g/dL). Interpretation bands and the bicarbonate >= 24 mmol/L "
          "rule (NA not_applicable) are those of delta_ratio, whose notes give the sources.",
)
