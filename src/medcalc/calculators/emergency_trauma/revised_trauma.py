"""Revised Trauma Score (Champion 1989): coded GCS, systolic BP and respiratory rate (0-4 each),
weighted for outcome evaluation (RTS, 0-7.8408) or summed for triage (T-RTS, 0-12)."""

import datetime as dt

from medcalc.core import Calculator, Output, Variant, Version
from medcalc.core.common import gcs, trauma_respiratory_rate, trauma_systolic_bp
from medcalc.formulas.trauma import (
    CHAMPION_1989,
    revised_trauma_score,
    rts_gcs_code,
    rts_rr_code,
    rts_sbp_code,
    triage_revised_trauma_score,
)


def _codes(gcs, systolic_bp, respiratory_rate):
    return rts_gcs_code(gcs), rts_sbp_code(systolic_bp), rts_rr_code(respiratory_rate)


def rts_weighted(gcs, systolic_bp, respiratory_rate):
    g, s, r = _codes(gcs, systolic_bp, respiratory_rate)
    return {"value": revised_trauma_score(g, s, r), "gcs_code": g, "systolic_bp_code": s,
            "respiratory_rate_code": r, "triage_rts": triage_revised_trauma_score(g, s, r)}


def rts_triage(gcs, systolic_bp, respiratory_rate):
    g, s, r = _codes(gcs, systolic_bp, respiratory_rate)
    return {"value": triage_revised_trauma_score(g, s, r), "gcs_code": g, "systolic_bp_code": s,
            "respiratory_rate_code": r}


# Two forms of the same paper, each for its own use (not editions): the weighted RTS for outcome
# evaluation and TRISS, the unweighted T-RTS for field triage. A date never switches between them.
WEIGHTED = Variant("weighted", "Weighted RTS = 0.9368 GCSc + 0.7326 SBPc + 0.2908 RRc "
                               "(0-7.8408): outcome evaluation, TRISS", CHAMPION_1989)
TRIAGE = Variant("triage", "Triage RTS = GCSc + SBPc + RRc (0-12): field triage", CHAMPION_1989)


CALCULATOR = Calculator(
    id="revised_trauma",
    name="Revised Trauma Score",
    aliases=["Revised Trauma Score (RTS)", "RTS (Revised Trauma Score)",
             "Triage Revised Trauma Score", "T-RTS", "修正创伤评分"],
    specialty="emergency_trauma",
    description="Physiological trauma severity from coded GCS, systolic BP and respiratory rate: "
                "weighted RTS (0-7.8408) or triage sum T-RTS (0-12).",
    keywords=["trauma triage", "field triage", "prehospital", "injury severity", "trauma centre",
              "physiological trauma score", "TRISS", "coded vital signs",
              "physiologic trauma severity", "field triage of injured patient",
              "trauma triage from vital signs", "prehospital trauma severity",
              "need for trauma center", "trauma severity from vital signs and GCS"],
    features=[gcs(description="Glasgow Coma Scale total score (3-15) on first assessment", labels=("Glasgow Coma Scale",)),
              trauma_systolic_bp(), trauma_respiratory_rate()],
    versions=[
        Version("rts", dt.date(1989, 5, 1), CHAMPION_1989, rts_weighted, variant="weighted",
                notes="Weighted RTS = 0.9368 GCSc + 0.7326 SBPc + 0.2908 RRc, the form used "
                      "for outcome evaluation and in TRISS."),
        Version("t_rts", dt.date(1989, 5, 1), CHAMPION_1989, rts_triage, variant="triage",
                notes="Triage RTS = GCSc + SBPc + RRc (unweighted sum, 0-12)."),
    ],
    variants=[WEIGHTED, TRIAGE],
    default_version="rts",
    output=Output(kind="number", unit="points", decimals=4, range=(0, 12)),
    references=[CHAMPION_1989],
    notes=(
        "Codes (Champion 1989): GCS 13-15 = 4, 9-12 = 3, 6-8 = 2, 4-5 = 1, 3 = 0; systolic BP "
        "> 89 = 4, 76-89 = 3, 50-75 = 2, 1-49 = 1, 0 = 0 mmHg; respiratory rate 10-29 = 4, "
        "> 29 = 3, 6-9 = 2, 1-5 = 1, 0 = 0 /min. Two variants of the same paper, chosen "
        "explicitly and never by a date: 'weighted' (default; version 'rts') and 'triage' "
        "(version 't_rts', the unweighted sum, also given in the breakdown of 'rts'). "
        "Non-integer vital signs are coded with the same cut points (SBP 89.5 > 89 codes 4; "
        "RR 29.5 > 29 codes 3). No inputs are imputed under missing='absent': a missing vital "
        "sign would otherwise code as 0, the worst value. Secondary sources quote different "
        "T-RTS triage thresholds (< 11 or < 12), so no triage band is attached."),
)
