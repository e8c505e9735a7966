"""Oxygenation formulas shared by ICU scores (APACHE II, SOFA, ...): alveolar gas equation,
alveolar-arterial O2 gradient, PaO2/FiO2 ratio.

Plain functions of canonical values (pressures in mmHg, FiO2 as a fraction 0.21-1.0) that work
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
