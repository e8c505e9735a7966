"""Trauma scoring arithmetic shared by the Revised Trauma Score, ISS and TRISS calculators.

Plain functions of canonical values that work on Python scalars and numpy arrays alike.
"""

from __future__ import annotations

from typing import Any

from medcalc.core.vector import maximum, minimum, snap, where
from medcalc.core.versions import Reference

CHAMPION_1989 = Reference(
    "Champion HR, Sacco WJ, Copes WS, Gann DS, Gennarelli TA, Flanagan ME. A revision of the "
    "Trauma Score. J Trauma. 1989;29(5):623-629.")

# Champion HR et al. A revision of the Trauma Score. J Trauma 1989;29:623-629: weights of the
# coded GCS, systolic blood pressure and respiratory rate in the (outcome) Revised Trauma Score.
RTS_WEIGHT_GCS = 0.9368
RTS_WEIGHT_SBP = 0.7326
RTS_WEIGHT_RR = 0.2908


def rts_gcs_code(gcs: Any) -> Any:
    """Coded GCS (Champion 1989): 13-15 -> 4, 9-12 -> 3, 6-8 -> 2, 4-5 -> 1, 3 -> 0."""
    return (gcs >= 13) * 1 + (gcs >= 9) * 1 + (gcs >= 6) * 1 + (gcs >= 4) * 1


def rts_sbp_code(systolic_bp: Any) -> Any:
    """Coded systolic BP in mmHg (Champion 1989): > 89 -> 4, 76-89 -> 3, 50-75 -> 2, 1-49 -> 1,
    0 -> 0."""
    sbp = snap(systolic_bp)
    return (sbp > 89) * 1 + (sbp >= 76) * 1 + (sbp >= 50) * 1 + (sbp > 0) * 1


def rts_rr_code(respiratory_rate: Any) -> Any:
    """Coded respiratory rate in breaths/min (Champion 1989): 10-29 -> 4, > 29 -> 3, 6-9 -> 2,
    1-5 -> 1, 0 -> 0."""
    rr = snap(respiratory_rate)
    return where(rr > 29, 3, where(rr >= 10, 4, where(rr >= 6, 2, where(rr > 0, 1, 0))))


def revised_trauma_score(gcs_code: Any, sbp_code: Any, rr_code: Any) -> Any:
    """Weighted RTS = 0.9368 GCSc + 0.7326 SBPc + 0.2908 RRc (0 to 7.8408)."""
    return RTS_WEIGHT_GCS * gcs_code + RTS_WEIGHT_SBP * sbp_code + RTS_WEIGHT_RR * rr_code


def triage_revised_trauma_score(gcs_code: Any, sbp_code: Any, rr_code: Any) -> Any:
    """Triage RTS (T-RTS) = GCSc + SBPc + RRc (0 to 12)."""
    return gcs_code + sbp_code + rr_code


def injury_severity_score(*ais: Any) -> Any:
    """ISS (Baker 1974) from the highest AIS of each ISS body region: the sum of the squares of
    the three highest region scores; any AIS 6 makes the ISS 75."""
    values = list(ais)
    # Sort with a compare-exchange network (minimum/maximum) so arrays work row by row.
    for i in range(len(values)):
        for j in range(len(values) - 1 - i):
            low, high = minimum(values[j], values[j + 1]), maximum(values[j], values[j + 1])
            values[j], values[j + 1] = low, high
    top = values[-3:]
    sum_of_squares = top[0] ** 2 + top[1] ** 2 + top[2] ** 2
    return where(values[-1] >= 6, 75, sum_of_squares)


def attainable_iss_values() -> frozenset[int]:
    """Every ISS the definition can produce: sums of three squares of 0-5, and 75."""
    sums = {a * a + b * b + c * c for a in range(6) for b in range(6) for c in range(6)}
    return frozenset(sums | {75})


def _rts_from_vitals(gcs: Any, systolic_bp: Any, respiratory_rate: Any) -> Any:
    return revised_trauma_score(rts_gcs_code(gcs), rts_sbp_code(systolic_bp),
                                rts_rr_code(respiratory_rate))


def _rts_derivation():
    from medcalc.core.common import gcs, trauma_respiratory_rate, trauma_systolic_bp
    from medcalc.core.derived import Derivation

    return Derivation(
        "revised_trauma_score",
        (gcs(description="Glasgow Coma Scale total score (3-15) on first assessment"),
         trauma_systolic_bp(), trauma_respiratory_rate()),
        _rts_from_vitals,
        "the weighted Revised Trauma Score (Champion 1989) from the coded GCS, systolic BP and "
        "respiratory rate when no RTS is given")


# An RTS given directly (as MDCalc's TRISS form asks) or computed from the vitals.
RTS_FROM_VITALS = _rts_derivation()

