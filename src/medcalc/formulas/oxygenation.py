"""Oxygenation and ventilator-mechanics formulas shared by ICU scores and bedside calculators:
alveolar gas equation, alveolar-arterial O2 gradient, PaO2/FiO2 and SpO2/FiO2 ratios, oxygenation
index, ROX index, static compliance, airway resistance, recruitment-to-inflation ratio.

Plain functions of canonical values (blood-gas pressures in mmHg, airway pressures in cmH2O,
volumes in mL, flow in L/s, SpO2 in %, FiO2 as a fraction 0.21-1.0) that work
on Python floats and numpy arrays alike. NaN in, NaN out.

The alveolar gas equation in its usual clinical (simplified) form:

    PAO2 = FiO2 x (PB - PH2O) - PaCO2 / RQ

with sea-level barometric pressure PB = 760 mmHg, water vapour pressure at 37 °C PH2O = 47 mmHg
and respiratory quotient RQ = 0.8 (Curran-Everett D. A classic learning opportunity from Fenn,
Rahn, and Otis (1946): the alveolar gas equation. Adv Physiol Educ 2006;30:58-62,
doi:10.1152/advan.00076.2005). The full Fenn-Rahn-Otis form adds FiO2 x PaCO2 x (1 - RQ)/RQ,
which bedside calculators (and MDCalc's A-a gradient) leave out; so does this module.
"""

from __future__ import annotations

from typing import Any

from medcalc.core.common import fio2, pao2
from medcalc.core.derived import Derivation
from medcalc.core.features import Quantity
from medcalc.core.vector import maximum, snap, where

SEA_LEVEL_PRESSURE_MMHG = 760.0
WATER_VAPOR_PRESSURE_MMHG = 47.0  # saturated at 37 °C
RESPIRATORY_QUOTIENT = 0.8


def alveolar_oxygen_pressure(fio2: Any, paco2: Any,
                             barometric_pressure: float = SEA_LEVEL_PRESSURE_MMHG,
                             water_vapor_pressure: float = WATER_VAPOR_PRESSURE_MMHG,
                             respiratory_quotient: float = RESPIRATORY_QUOTIENT) -> Any:
    """Alveolar PO2 (mmHg) = FiO2 x (PB - PH2O) - PaCO2 / RQ; FiO2 as a fraction."""
    return fio2 * (barometric_pressure - water_vapor_pressure) - paco2 / respiratory_quotient


def alveolar_arterial_gradient(pao2: Any, paco2: Any, fio2: Any,
                               barometric_pressure: float = SEA_LEVEL_PRESSURE_MMHG,
                               water_vapor_pressure: float = WATER_VAPOR_PRESSURE_MMHG,
                               respiratory_quotient: float = RESPIRATORY_QUOTIENT) -> Any:
    """A-a O2 gradient (mmHg) = PAO2 - PaO2, PAO2 from the alveolar gas equation (sea level,
    RQ 0.8 by default); FiO2 as a fraction."""
    return alveolar_oxygen_pressure(fio2, paco2, barometric_pressure, water_vapor_pressure,
                                    respiratory_quotient) - pao2


def pao2_fio2_ratio(pao2: Any, fio2: Any) -> Any:
    """PaO2/FiO2 ratio (mmHg) with FiO2 as a fraction (0.21-1.0), not a percentage:
    PaO2 80 mmHg on FiO2 0.40 -> 200."""
    return pao2 / fio2


def _pao2_fio2_from_blood_gas(pao2: Any, fio2: Any) -> Any:
    # Rounded to 1e-9 so that float noise (120 / 0.4 = 299.99999999999994) cannot move a ratio
    # across a band edge.
    return snap(pao2_fio2_ratio(pao2, fio2))


def pao2_fio2_ratio_feature(**kw: Any) -> Quantity:
    """The PaO2/FiO2 ratio as an input (a chart or MDCalc's Horowitz index gives it directly);
    with PAO2_FIO2_FROM_BLOOD_GAS it is computed from PaO2 and FiO2 when not given."""
    kw.setdefault("description", "PaO2/FiO2 ratio in mmHg (FiO2 as a fraction); when not given "
                                 "it is computed from pao2 and fio2")
    kw.setdefault("range", (10.0, 3400.0))
    return Quantity(name="pao2_fio2_ratio", unit="mmHg", units=("mmHg", "kPa"), **kw)


# PaO2/FiO2 given directly, or computed from PaO2 and FiO2: declared once, used by every
# calculator that reads the ratio (`derived=[PAO2_FIO2_FROM_BLOOD_GAS]`, with
# `pao2_fio2_ratio_feature()` among its features).
PAO2_FIO2_FROM_BLOOD_GAS = Derivation(
    "pao2_fio2_ratio",
    (pao2(description="Arterial partial pressure of oxygen (for PaO2/FiO2)"),
     fio2(description=("Fraction of inspired oxygen as a fraction 0.21-1.0 (for PaO2/FiO2); a "
                       "percentage needs the unit '%' ([40, '%'])"))),
    _pao2_fio2_from_blood_gas,
    "PaO2 / FiO2 (FiO2 as a fraction) when no ratio is given")


# -- bedside oxygenation indices --------------------------------------------------------------

# Rice TW et al. Chest 2007;132:410-417: in ARDS Network patients with SpO2 <= 97%,
# S/F = 64 + 0.84 x P/F (r = 0.89).
RICE_SF_INTERCEPT = 64.0
RICE_SF_SLOPE = 0.84


def spo2_fio2_ratio(spo2: Any, fio2: Any) -> Any:
    """SpO2/FiO2 ratio with SpO2 in percent and FiO2 as a fraction: 94% on 0.40 -> 235."""
    return spo2 / fio2


def pao2_fio2_from_spo2_fio2_rice(sf_ratio: Any) -> Any:
    """P/F (mmHg) estimated from S/F with Rice 2007's regression S/F = 64 + 0.84 x P/F,
    solved for P/F. Derived for SpO2 <= 97% only."""
    return (sf_ratio - RICE_SF_INTERCEPT) / RICE_SF_SLOPE


def oxygenation_index(fio2: Any, mean_airway_pressure: Any, pao2: Any) -> Any:
    """Oxygenation index = FiO2 (fraction) x 100 x mean airway pressure (cmH2O) / PaO2 (mmHg),
    i.e. FiO2 in percent x MAP / PaO2."""
    return fio2 * 100.0 * mean_airway_pressure / pao2


def rox_index(spo2: Any, fio2: Any, respiratory_rate: Any) -> Any:
    """ROX index (Roca 2016) = (SpO2 in % / FiO2 as a fraction) / respiratory rate (/min)."""
    return spo2_fio2_ratio(spo2, fio2) / respiratory_rate


# -- respiratory mechanics (passive patient, volume control, inspiratory hold) ------------------


def driving_pressure(plateau_pressure: Any, peep: Any) -> Any:
    """Driving pressure (cmH2O) = plateau pressure - PEEP."""
    return plateau_pressure - peep


def static_compliance(tidal_volume: Any, plateau_pressure: Any, peep: Any) -> Any:
    """Static respiratory-system compliance (mL/cmH2O) = VT (mL) / (Pplat - PEEP)."""
    return tidal_volume / driving_pressure(plateau_pressure, peep)


def airway_resistance(peak_pressure: Any, plateau_pressure: Any, flow: Any) -> Any:
    """Inspiratory resistance (cmH2O/L/s) = (peak - plateau pressure) / constant inspiratory
    flow (L/s)."""
    return (peak_pressure - plateau_pressure) / flow


def recruitment_to_inflation_ratio(peep_high: Any, peep_low: Any, tidal_volume: Any,
                                   released_volume: Any, plateau_pressure_low: Any,
                                   airway_opening_pressure: Any = None) -> dict:
    """Recruitment-to-inflation ratio, single-breath method (Chen L et al. Am J Respir Crit Care
    Med 2020;201:178-187).

    `released_volume` is the extra volume exhaled when PEEP is dropped from high to low in one
    breath (the PEEP-induced change in end-expiratory lung volume). With complete airway closure
    above the low PEEP, the airway opening pressure replaces the low PEEP as the lower pressure:

        Plow_eff = max(PEEP_low, AOP)
        Crs_low  = VT / (Pplat_low - Plow_eff)          compliance at low PEEP (above AOP)
        dP_eff   = PEEP_high - Plow_eff                 effective pressure change
        Vrec     = released_volume - Crs_low x dP_eff   recruited volume
        Crec     = Vrec / dP_eff                        compliance of the recruited lung
        R/I      = Crec / Crs_low

    Returns the intermediate quantities with the ratio under "ratio".
    """
    if airway_opening_pressure is None:
        lower = peep_low
    else:
        aop = where(airway_opening_pressure != airway_opening_pressure, peep_low,
                    airway_opening_pressure)
        lower = maximum(peep_low, aop)
    compliance_low = tidal_volume / (plateau_pressure_low - lower)
    effective_pressure_change = peep_high - lower
    predicted_volume = compliance_low * effective_pressure_change
    recruited_volume = released_volume - predicted_volume
    compliance_recruited = recruited_volume / effective_pressure_change
    return {
        "ratio": compliance_recruited / compliance_low,
        "lower_pressure": lower,
        "effective_pressure_change": effective_pressure_change,
        "compliance_low_peep": compliance_low,
        "predicted_volume": predicted_volume,
        "recruited_volume": recruited_volume,
        "compliance_recruited": compliance_recruited,
    }
