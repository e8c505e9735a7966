"""Delta gap (excess anion gap): anion gap - 12 mmol/L."""

import datetime as dt

from medcalc.core import Calculator, Output, Version
from medcalc.core.common import bicarbonate, chloride, sodium
from medcalc.formulas.acid_base import (
    EMMETT_NARINS_1977,
    RASTEGAR_2007,
    WRENN_1990,
    anion_gap,
)
from medcalc.formulas.acid_base import delta_gap as _delta_gap


def delta_gap(sodium, chloride, bicarbonate):
    ag = anion_gap(sodium, chloride, bicarbonate)
    return {"value": _delta_gap(ag), "anion_gap": ag}


CALCULATOR = Calculator(
    id="delta_gap",
    name="Delta Gap",
    aliases=["Delta Gap", "Delta anion gap", "Excess anion gap", "ΔAG"],
    specialty="nephrology_urology",
    description="Rise of the serum anion gap above its normal value: (Na - (Cl + HCO3)) - 12, "
                "in mmol/L (= mEq/L).",
    keywords=["delta gap", "delta anion gap", "excess anion gap", "anion gap", "mixed acid-base",
              "high anion gap metabolic acidosis", "HAGMA", "metabolic acidosis", "delta-delta",
              "how much the anion gap is raised", "anion gap above normal",
              "excess unmeasured anions", "compare gap rise with bicarbonate",
              "hidden metabolic alkalosis or second acidosis", "gap increase over baseline"],
    features=[sodium(), chloride(), bicarbonate()],
    versions=[Version("ag_minus_12", dt.date(1990, 11, 1), WRENN_1990, delta_gap,
                      notes="Delta gap = AG - 12, AG = Na - (Cl + HCO3) without potassium.")],
    output=Output(unit="mmol/L", decimals=1,
                  description="Anion gap minus 12 mmol/L (mmol/L = mEq/L)"),
    references=[WRENN_1990, RASTEGAR_2007, EMMETT_NARINS_1977],
    notes="Follows MDCalc and MedCalc-Bench (calculator 63): delta gap = anion gap - 12, with a "
          "normal anion gap of 12 mmol/L; the rise in the gap (delta AG) is the numerator of the "
          "delta ratio (Rastegar 2007). Terminology differs between sources: Wrenn 1990 named "
          "'delta gap' the difference delta AG - delta HCO3 (rise in gap minus fall in "
          "bicarbonate, = Na - Cl - 36 with normals 12 and 24) and read values beyond +/- 6 as a "
          "mixed disorder; that quantity is not what this calculator returns. The normal anion "
          "gap depends on the analyser (3-11 mmol/L with ion-selective electrodes, Winter 1990; "
          "see the anion_gap calculator), so 12 is a convention, not a measured baseline; a "
          "laboratory's own normal gap, or the patient's baseline, is more accurate. No "
          "interpretation bands: the sources define none for AG - 12 itself.",
)
