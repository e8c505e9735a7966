"""Acid-base formulas shared by the anion gap family (anion gap, delta gap, delta ratio,
albumin-corrected anion gap), the Henderson-Hasselbalch equation, total CO2, and the expected
compensation of the four primary acid-base disorders (Winters' formula and the rest).

Plain functions of canonical values (mmol/L, numerically equal to mEq/L for these monovalent
ions; PaCO2 in mmHg) that work on Python floats and numpy arrays alike.
"""

from __future__ import annotations

from typing import Any

from medcalc.core.vector import log, snap, where
from medcalc.core.versions import Reference

# Sources cited by more than one calculator, declared once.
ALBERT_1967 = Reference(
    "Albert MS, Dell RB, Winters RW. Quantitative displacement of acid-base equilibrium in "
    "metabolic acidosis. Ann Intern Med. 1967;66(2):312-322.", doi="10.7326/0003-4819-66-2-312")
RASTEGAR_2007 = Reference(
    "Rastegar A. Use of the DeltaAG/DeltaHCO3- ratio in the diagnosis of mixed acid-base "
    "disorders. J Am Soc Nephrol. 2007;18(9):2429-2431.", doi="10.1681/ASN.2006121408")
FIGGE_1998 = Reference(
    "Figge J, Jabor A, Kazda A, Fencl V. Anion gap and hypoalbuminemia. Crit Care Med. "
    "1998;26(11):1807-1810.", doi="10.1097/00003246-199811000-00019",
    url="https://pubmed.ncbi.nlm.nih.gov/9824071/")
BRANDIS_BANDS = Reference(
    "Brandis K. Acid-base physiology: the delta ratio (interpretation table < 0.4, 0.4-0.8, "
    "1-2, > 2), as reproduced by Life in the Fast Lane (LITFL), 'Delta Ratio'.",
    url="https://litfl.com/delta-ratio/")
EMMETT_NARINS_1977 = Reference(
    "Emmett M, Narins RG. Clinical use of the anion gap. Medicine (Baltimore). 1977;56(1):38-54.",
    url="https://pubmed.ncbi.nlm.nih.gov/401925/")
WRENN_1990 = Reference(
    "Wrenn K. The delta (delta) gap: an approach to mixed acid-base disorders. Ann Emerg Med. "
    "1990;19(11):1310-1313.", doi="10.1016/S0196-0644(05)82292-9")


def anion_gap(sodium: Any, chloride: Any, bicarbonate: Any) -> Any:
    """Serum anion gap (mmol/L) = Na - (Cl + HCO3), without potassium (Emmett & Narins 1977)."""
    return sodium - (chloride + bicarbonate)


# Reference values of the "delta" family (as MDCalc and MedCalc-Bench): a normal anion gap of
# 12 mmol/L, a normal bicarbonate of 24 mmol/L, a normal albumin of 4.0 g/dL.
NORMAL_ANION_GAP = 12.0
NORMAL_BICARBONATE = 24.0
NORMAL_ALBUMIN_G_DL = 4.0
# Figge et al. 1998: each g/L fall in albumin lowers the anion gap by 0.25 mmol/L (2.5 per g/dL).
ALBUMIN_AG_FACTOR_PER_G_DL = 2.5


def delta_gap(anion_gap: Any) -> Any:
    """Excess anion gap (mmol/L): AG - 12, the rise of the gap above its normal value."""
    return anion_gap - NORMAL_ANION_GAP


def delta_ratio(delta_gap: Any, bicarbonate: Any) -> Any:
    """Rise in anion gap over fall in bicarbonate: delta gap / (24 - HCO3).

    Undefined at HCO3 = 24 (division by zero); callers restrict it to HCO3 < 24."""
    return delta_gap / (NORMAL_BICARBONATE - bicarbonate)


def albumin_corrected_anion_gap(anion_gap: Any, albumin: Any) -> Any:
    """Anion gap adjusted to a normal albumin (Figge 1998): AG + 2.5 x (4.0 - albumin g/dL)."""
    return anion_gap + ALBUMIN_AG_FACTOR_PER_G_DL * (NORMAL_ALBUMIN_G_DL - albumin)


def bicarbonate_below_normal(bicarbonate: Any) -> Any:
    """Where a delta ratio is defined: bicarbonate below the normal 24 mmol/L."""
    return bicarbonate < NORMAL_BICARBONATE


DELTA_RATIO_NEEDS_LOW_BICARBONATE = (
    "the delta ratio compares the rise in anion gap with the fall in bicarbonate below its "
    "normal 24 mmol/L and is used in a metabolic acidosis: at a bicarbonate of 24 mmol/L it "
    "divides by zero, and above 24 mmol/L its denominator is negative and the ratio's "
    "interpretation bands would be inverted (a raised gap with a bicarbonate >= 24 already "
    "points to a concurrent metabolic alkalosis; use the delta gap)")


def delta_ratio_band(ratio: float) -> str:
    """Interpretation bands of the delta ratio (teaching table, see the delta_ratio module)."""
    if ratio < 0.4:
        return "< 0.4: hyperchloremic normal anion gap acidosis"
    if ratio < 0.8:
        return "0.4-0.8: combined high and normal anion gap acidosis"
    if ratio <= 2.0:
        return "0.8-2: uncomplicated high anion gap acidosis"
    return ("> 2: high anion gap acidosis with a concurrent metabolic alkalosis or a "
            "pre-existing compensated respiratory acidosis")


# -- Henderson-Hasselbalch and total CO2 -------------------------------------------------------
#
# pH = pK' + log10(HCO3 / (s x PaCO2)) with pK' = 6.1 and the solubility of CO2 in plasma at
# 37 °C s = 0.0307 mmol/L per mmHg (Henderson 1908; Hasselbalch 1916). Blood gas analysers use the
# same solubility with pK' 6.095 (log10(0.0307) - 6.095 = -7.608: the constant of "log HCO3 =
# pH - 7.608 + log PCO2" in analyser manuals); 6.1 is the bedside constant.

CARBONIC_ACID_PK = 6.1
CO2_SOLUBILITY_MMOL_L_PER_MMHG = 0.0307
# The same constant rounded to 0.03, as many bedside texts and reviews write the equation
# (e.g. Adeva-Andany 2014, eq. 5): the pH from a given HCO3 is log10(0.0307/0.03) = 0.0100
# higher, the HCO3 solved from a given pH 2.28% lower (x 0.03/0.0307).
CO2_SOLUBILITY_ROUNDED_MMOL_L_PER_MMHG = 0.03
NORMAL_PACO2_MMHG = 40.0
_LN10 = 2.302585092994046


def dissolved_co2(paco2: Any, solubility: float = CO2_SOLUBILITY_MMOL_L_PER_MMHG) -> Any:
    """Dissolved CO2 (mmol/L) = solubility (0.0307 mmol/L per mmHg by default) x PaCO2 (mmHg)."""
    return solubility * paco2


def ph_from_bicarbonate(bicarbonate: Any, paco2: Any,
                        solubility: float = CO2_SOLUBILITY_MMOL_L_PER_MMHG) -> Any:
    """Henderson-Hasselbalch: pH = 6.1 + log10(HCO3 / (0.0307 x PaCO2)); HCO3 mmol/L, PaCO2 mmHg
    (`solubility` replaces 0.0307)."""
    return CARBONIC_ACID_PK + log(bicarbonate / dissolved_co2(paco2, solubility)) / _LN10


def bicarbonate_from_ph(ph: Any, paco2: Any,
                        solubility: float = CO2_SOLUBILITY_MMOL_L_PER_MMHG) -> Any:
    """Henderson-Hasselbalch solved for bicarbonate (the 'actual bicarbonate', mmol/L):
    HCO3 = 0.0307 x PaCO2 x 10^(pH - 6.1) (`solubility` replaces 0.0307)."""
    return dissolved_co2(paco2, solubility) * 10.0 ** (ph - CARBONIC_ACID_PK)


def total_co2(bicarbonate: Any, paco2: Any) -> Any:
    """Total CO2 content of plasma (mmol/L) = HCO3 + dissolved CO2 (0.0307 x PaCO2)."""
    return bicarbonate + dissolved_co2(paco2)


# -- expected compensation of the four primary disorders --------------------------------------
#
# Berend K, de Vries APJ, Gans ROB. Physiological approach to assessment of acid-base
# disturbances. N Engl J Med 2014;371:1434-1445, Table 1 (normal values pH 7.40 +/- 0.02,
# PaCO2 40 +/- 2 mmHg, HCO3 24 +/- 2 mmol/L):
#   metabolic acidosis   PaCO2 = 1.5 x HCO3 + 8 +/- 2 (Winters: Albert, Dell & Winters 1967)
#   metabolic alkalosis  PaCO2 = 0.7 x (HCO3 - 24) + 40 +/- 2
#   respiratory acidosis HCO3 + 1 per 10 mmHg rise of PaCO2 above 40 (acute),
#                        + 4 to 5 per 10 mmHg (chronic)
#   respiratory alkalosis HCO3 - 2 per 10 mmHg fall of PaCO2 below 40 (acute),
#                        - 4 to 5 per 10 mmHg (chronic)

WINTERS_SLOPE = 1.5
WINTERS_INTERCEPT_MMHG = 8.0
WINTERS_RANGE_MMHG = 2.0
METABOLIC_ALKALOSIS_SLOPE = 0.7
METABOLIC_ALKALOSIS_RANGE_MMHG = 2.0
RESPIRATORY_ACIDOSIS_ACUTE_PER_10_MMHG = 1.0
RESPIRATORY_ACIDOSIS_CHRONIC_PER_10_MMHG = (4.0, 5.0)
RESPIRATORY_ALKALOSIS_ACUTE_PER_10_MMHG = 2.0
RESPIRATORY_ALKALOSIS_CHRONIC_PER_10_MMHG = (4.0, 5.0)


def winters_expected_paco2(bicarbonate: Any) -> Any:
    """Expected PaCO2 (mmHg) in metabolic acidosis (Winters' formula): 1.5 x HCO3 + 8, +/- 2."""
    return WINTERS_SLOPE * bicarbonate + WINTERS_INTERCEPT_MMHG


def metabolic_alkalosis_expected_paco2(bicarbonate: Any) -> Any:
    """Expected PaCO2 (mmHg) in metabolic alkalosis (Berend 2014): 40 + 0.7 x (HCO3 - 24), +/- 2."""
    return NORMAL_PACO2_MMHG + METABOLIC_ALKALOSIS_SLOPE * (bicarbonate - NORMAL_BICARBONATE)


def respiratory_expected_bicarbonate(paco2: Any, mmol_per_10_mmhg: Any) -> Any:
    """Expected HCO3 (mmol/L) after a primary change of PaCO2 from 40 mmHg, for a renal response
    of `mmol_per_10_mmhg` mmol/L per 10 mmHg (positive number; the sign follows PaCO2 - 40):
    24 + rate x (PaCO2 - 40) / 10."""
    return NORMAL_BICARBONATE + mmol_per_10_mmhg * (paco2 - NORMAL_PACO2_MMHG) / 10.0


def position_in_range(measured: Any, low: Any, high: Any) -> Any:
    """-1 below `low`, 1 above `high`, 0 inside (edges inclusive). The edges are snapped to 1e-9
    so that float noise (26.299999999999997) does not move a value on the edge outside. NaN -> 0:
    callers check for a missing measurement first."""
    return where(measured < snap(low), -1, where(measured > snap(high), 1, 0))


PACO2_APPROPRIATE = "appropriate respiratory compensation"
PACO2_ABOVE_EXPECTED = "PaCO2 above the expected range: concomitant respiratory acidosis"
PACO2_BELOW_EXPECTED = "PaCO2 below the expected range: concomitant respiratory alkalosis"
PACO2_NOT_ASSESSED = "not assessed (no measured PaCO2 given)"


def respiratory_compensation_reading(paco2: Any, low: Any, high: Any) -> Any:
    """A measured PaCO2 against the expected range of a metabolic disorder's respiratory
    compensation (edges inclusive); NaN (not measured) -> not assessed."""
    position = position_in_range(paco2, low, high)
    return where(paco2 != paco2, PACO2_NOT_ASSESSED,
                 where(position > 0, PACO2_ABOVE_EXPECTED,
                       where(position < 0, PACO2_BELOW_EXPECTED, PACO2_APPROPRIATE)))
