"""Recruitment-to-inflation ratio (R/I) from a one-breath PEEP release (Chen 2020)."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Implausible,
    NotApplicable,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.common import PRESSURE_UNITS_CMH2O, tidal_volume
from medcalc.core.vector import any_true, snap, where
from medcalc.formulas.oxygenation import recruitment_to_inflation_ratio

CHEN_2020 = Reference(
    "Chen L, Del Sorbo L, Grieco DL, Junhasavasdikul D, Rittayamai N, Soliman I, Sklar MC, "
    "Rauseo M, Ferguson ND, Fan E, Richard JM, Brochard L. Potential for lung recruitment "
    "estimated by the recruitment-to-inflation ratio in acute respiratory distress syndrome. A "
    "clinical trial. Am J Respir Crit Care Med. 2020;201(2):178-187.",
    doi="10.1164/rccm.201902-0334OC")
COUR_2022 = Reference(
    "Cour M, Biscarrat C, Stevic N, Degivry F, Argaud L, Guerin C. Recruitment-to-inflation ratio "
    "measured with modern intensive care unit ventilators: how accurate is it? Crit Care. "
    "2022;26(1):85 (Chen's cut-off 0.5, the cohort median: R/I <= 0.5 low, > 0.5 high potential "
    "for recruitment; ventilator measurement error around 0.5 up to -0.24/+0.17).",
    doi="10.1186/s13054-022-03961-x")


def _pressure(name, description, lo, hi, **kw):
    return Quantity(name=name, unit="cmH2O", units=PRESSURE_UNITS_CMH2O, range=(lo, hi),
                    description=description, **kw)


def ri_ratio(peep_high, peep_low, tidal_volume, exhaled_volume_release,
             exhaled_tidal_volume_high_peep, plateau_pressure_low_peep, airway_opening_pressure):
    if any_true(peep_high <= peep_low):
        raise Implausible("the high PEEP must be above the low PEEP",
                          features=("peep_high", "peep_low"))
    aop = airway_opening_pressure
    if aop is not None and any_true(aop >= peep_high):
        raise NotApplicable("airway opening pressure at or above the high PEEP: the airways stay "
                            "closed over the whole PEEP change and recruitment cannot be assessed "
                            "(Chen 2020)", features=("airway_opening_pressure", "peep_high"))
    lower = peep_low if aop is None else where(aop > peep_low, aop, peep_low)
    if any_true(plateau_pressure_low_peep <= lower):
        raise Implausible("the plateau pressure at low PEEP must be above the low PEEP (and above "
                          "the airway opening pressure)",
                          features=("plateau_pressure_low_peep", "peep_low",
                                    "airway_opening_pressure"))
    released_volume = exhaled_volume_release - exhaled_tidal_volume_high_peep
    parts = recruitment_to_inflation_ratio(peep_high, peep_low, tidal_volume, released_volume,
                                           plateau_pressure_low_peep, aop)
    out = {"value": parts.pop("ratio"), "released_volume": released_volume, **parts}
    if any_true(parts["recruited_volume"] < 0):
        out["warnings"] = ["the released volume is smaller than the volume predicted from the "
                           "compliance at low PEEP (negative recruited volume): no recruitment "
                           "detected, or a measurement error"]
    return out


def chen_band(value):
    value = snap(value)
    if value < 0.5:
        return "R/I < 0.5: low potential for lung recruitment (Chen 2020 cohort median 0.5)"
    if value > 0.5:
        return "R/I > 0.5: high potential for lung recruitment (Chen 2020 cohort median 0.5)"
    return "R/I = 0.5: at the cut-off (the Chen 2020 cohort median)"


CALCULATOR = Calculator(
    id="recruitment_inflation_ratio",
    name="Recruitment to Inflation Ratio",
    aliases=[],
    specialty="critical_care",
    description="Recruitability of the lung in ARDS from a one-breath PEEP release (usually 15 to "
                "5 cmH2O): compliance of the recruited lung divided by the respiratory-system "
                "compliance at low PEEP.",
    keywords=["R/I", "recruitability", "lung recruitment", "PEEP titration", "ARDS",
              "derecruitment", "airway closure", "airway opening pressure", "high PEEP", "Brochard",
              "ventilator mechanics", "is the lung recruitable", "should I use higher PEEP",
              "PEEP response in ARDS", "recruitable lung in ARDS",
              "single breath PEEP release test", "high or low PEEP strategy"],
    features=[
        _pressure("peep_high", "High PEEP before the release (usually 15 cmH2O)", 1.0, 40.0,
                  labels=("High PEEP",)),
        _pressure("peep_low", "Low PEEP after the one-breath release (usually 5 cmH2O), as "
                              "measured at the end of the first expiration", 0.0, 30.0,
                  labels=("Low PEEP",)),
        tidal_volume(labels=("Set Tidal Volume (VT)",),
                     description="Tidal volume inspired on the first breath at low PEEP (the set "
                                 "volume-control VT)"),
        Quantity(name="exhaled_volume_release", labels=("VT exhaled from high to low PEEP",), unit="mL", units=("mL", "L"),
                 range=(10.0, 5000.0),
                 description="Volume exhaled on the release breath, when PEEP drops from high "
                             "to low"),
        Quantity(name="exhaled_tidal_volume_high_peep", labels=("VT exhaled @ high PEEP",), unit="mL", units=("mL", "L"),
                 range=(10.0, 3000.0),
                 description="Exhaled tidal volume of a breath at high PEEP before the release"),
        _pressure("plateau_pressure_low_peep", "Plateau pressure of the first breath at low "
                                               "PEEP (short end-inspiratory pause)", 1.0, 80.0,
                  labels=("Plateau Pressure at low PEEP",)),
        _pressure("airway_opening_pressure", "Airway opening pressure from a low-flow "
                                             "inflation, only when complete airway closure is "
                                             "present; leave out otherwise", 0.0, 40.0,
                  required=False, default=None, labels=("Airway Opening Pressure",)),
    ],
    versions=[Version("chen_2020", dt.date(2020, 1, 15), CHEN_2020, ri_ratio,
                      notes="Vrec = (VTe release - VTe high PEEP) - Crs_low x (PEEP_high - "
                            "Plow); Crs_low = VT / (Pplat_low - Plow); R/I = (Vrec / (PEEP_high "
                            "- Plow)) / Crs_low; Plow = max(PEEP_low, airway opening "
                            "pressure).")],
    output=Output(unit=None, decimals=2),
    interpret=chen_band,
    references=[CHEN_2020, COUR_2022],
    notes="Passive patient in volume control. The PEEP-induced volume (the extra volume exhaled "
          "on the release breath) is split into the volume predicted by the compliance at low "
          "PEEP over the pressure change and the recruited volume; R/I is the compliance of the "
          "recruited lung over the compliance at low PEEP. With complete airway closure the "
          "airway opening pressure (AOP) replaces the low PEEP wherever it is higher: the "
          "compliance is measured above the AOP and the effective pressure change is PEEP_high - "
          "AOP (the abstract's 'compliance at low PEEP (or above airway opening pressure)' and "
          "'effective pressure change'); an AOP at or above the high PEEP makes the ratio not "
          "applicable, as for 4 of Chen's 45 patients. The 0.5 cut-off is the cohort median "
          "(range 0-2.0); sources differ on which side 0.5 itself falls (R/I <= 0.5 low in "
          "Cour 2022, >= 0.5 high on the authors' web calculator), so exactly 0.5 is reported as "
          "at the cut-off. A negative recruited volume is kept (negative ratio) with a warning.",
)
