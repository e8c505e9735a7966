"""ROX index: (SpO2/FiO2) / respiratory rate, to predict success of high-flow nasal oxygen."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version
from medcalc.core.common import fio2, respiratory_rate, spo2
from medcalc.core.vector import snap, where
from medcalc.formulas.oxygenation import rox_index, spo2_fio2_ratio

ROCA_2016 = Reference(
    "Roca O, Messika J, Caralt B, Garcia-de-Acilu M, Sztrymf B, Ricard JD, Masclans JR. "
    "Predicting success of high-flow nasal cannula in pneumonia patients with hypoxemic "
    "respiratory failure: the utility of the ROX index. J Crit Care. 2016;35:200-205 (ROX = "
    "(SpO2/FiO2)/respiratory rate; ROX >= 4.88 at 12 h predicted HFNC success).")
ROCA_2019 = Reference(
    "Roca O, Caralt B, Messika J, et al. An index combining respiratory rate and oxygenation to "
    "predict outcome of nasal high-flow therapy. Am J Respir Crit Care Med. "
    "2019;199(11):1368-1376 (ROX >= 4.88 at 2, 6 or 12 h: lower risk of intubation; ROX < 2.85, "
    "< 3.47 and < 3.85 at 2, 6 and 12 h: predictors of HFNC failure).",
    doi="10.1164/rccm.201803-0589OC")

LOW_RISK = 4.88
HIGH_RISK_BY_HOUR = {2: 2.85, 6: 3.47, 12: 3.85}


def rox(spo2, fio2, respiratory_rate, hours_on_hfnc):
    value = rox_index(spo2, fio2, respiratory_rate)
    out = {"value": value, "spo2_fio2_ratio": spo2_fio2_ratio(spo2, fio2)}
    if hours_on_hfnc is not None:
        snapped = snap(value)
        high_risk_cutoff = where(hours_on_hfnc == 2, HIGH_RISK_BY_HOUR[2],
                                 where(hours_on_hfnc == 6, HIGH_RISK_BY_HOUR[6],
                                       HIGH_RISK_BY_HOUR[12]))
        out["high_risk_cutoff"] = high_risk_cutoff
        out["risk_at_hour"] = where(
            snapped >= LOW_RISK, "lower risk of intubation",
            where(snapped < high_risk_cutoff, "high risk of HFNC failure",
                  "indeterminate: between the failure and lower-risk cut-offs, reassess"))
    return out


def roca_band(value):
    if snap(value) >= LOW_RISK:
        return "ROX >= 4.88: lower risk of intubation (Roca 2019, at 2, 6 or 12 h of HFNC)"
    return ("ROX < 4.88: not in the lower-risk range; HFNC failure predicted by ROX < 2.85 at "
            "2 h, < 3.47 at 6 h or < 3.85 at 12 h (Roca 2019)")


CALCULATOR = Calculator(
    id="rox_index",
    name="ROX Index for Intubation after HFNC",
    aliases=[],
    specialty="critical_care",
    description="ROX index = (SpO2/FiO2) / respiratory rate, measured during high-flow nasal "
                "cannula oxygen to predict the need for intubation.",
    keywords=["ROX", "high-flow nasal cannula", "HFNC", "high-flow nasal oxygen", "HFNO",
              "intubation risk", "acute hypoxemic respiratory failure", "pneumonia",
              "respiratory rate oxygenation index", "treatment failure",
              "will high flow oxygen fail", "need for intubation on high flow",
              "high flow nasal cannula success", "when to intubate on HFNC",
              "oxygenation and breathing rate ratio", "predict HFNC failure"],
    features=[
        spo2(),
        fio2(description="FiO2 delivered by the high-flow device, as a fraction 0.21-1.0; a "
                         "percentage needs the unit '%' ([60, '%'])"),
        respiratory_rate(),
        Category(name="hours_on_hfnc", required=False, default=None,
                 description=("Hours since high-flow started when the ROX was measured (2, 6 or "
                              "12), for the time-specific failure cut-off; optional"),
                 choices=(Choice("2", "2 hours", value=2, aliases=("2 h", "2h", "2 hours")),
                          Choice("6", "6 hours", value=6, aliases=("6 h", "6h", "6 hours")),
                          Choice("12", "12 hours", value=12,
                                 aliases=("12 h", "12h", "12 hours")))),
    ],
    versions=[Version("roca_2019", dt.date(2019, 6, 1), ROCA_2019, rox,
                      notes="ROX = (SpO2 % / FiO2 fraction) / respiratory rate; cut-offs of the "
                            "2019 validation.")],
    output=Output(unit=None, decimals=2, range=(0, float("inf"))),
    interpret=roca_band,
    references=[ROCA_2019, ROCA_2016],
    notes="Derived and validated in adults with pneumonia and acute hypoxemic respiratory "
          "failure on high-flow nasal cannula. SpO2 is in percent and FiO2 a fraction (95% on "
          "FiO2 0.50 with 25 breaths/min: 95 / 0.5 / 25 = 7.6). The lower-risk cut-off (>= 4.88) "
          "is the same at 2, 6 and 12 hours; the failure cut-offs depend on the hour, so the "
          "breakdown gives the time-specific risk when hours_on_hfnc is given. Roca 2016 "
          "proposed 4.88 at 12 hours; Roca 2019 validated it at 2, 6 and 12 hours.",
)
