"""Shared pure functions and declarations for wave-2 acute-care calculators (toxic alcohols).

Toxic-alcohol molar masses (for mg/dL <-> mmol/L) and the Hirsch dialysis-time equation used by
the methanol and ethylene-glycol dialysis-duration calculators.
"""

from __future__ import annotations

from typing import Any

from medcalc.core.analytes import Analyte
from medcalc.core.vector import log

METHANOL = Analyte("methanol", 32.04, note="1 mmol/L = 3.204 mg/dL")
ETHYLENE_GLYCOL = Analyte("ethylene_glycol", 62.07, note="1 mmol/L = 6.207 mg/dL")
ETHANOL = Analyte("ethanol", 46.07, note="1 mmol/L = 4.607 mg/dL")
ISOPROPANOL = Analyte("isopropanol", 60.10, note="1 mmol/L = 6.010 mg/dL")

DIALYSIS_TARGET_MMOL_L = 5.0  # Hirsch 2001: dialyse to a toxic-alcohol level of 5 mmol/L
CLEARANCE_FRACTION = 0.8  # k = 80% of the manufacturer's dialyzer urea clearance
ML_MIN_TO_L_H = 0.06  # 1 mL/min = 0.06 L/h


def hirsch_dialysis_hours(total_body_water_l: Any, initial_mmol_l: Any,
                          urea_clearance_ml_min: Any) -> Any:
    """Hours of haemodialysis to lower a toxic alcohol from `initial_mmol_l` to 5 mmol/L:
    t = -V ln(5 / A) / (0.06 k), k = 0.8 x the dialyzer's urea clearance (Hirsch et al. 2001)."""
    k = CLEARANCE_FRACTION * urea_clearance_ml_min
    return -total_body_water_l * log(DIALYSIS_TARGET_MMOL_L / initial_mmol_l) / (ML_MIN_TO_L_H * k)


# -- SpO2/FiO2 as a derived feature (mSOFA) -------------------------------------------------------

def _spo2_fio2(spo2: Any, fio2: Any) -> Any:
    from medcalc.core.vector import snap

    return snap(spo2 / fio2)


def spo2_fio2_feature(**kw: Any):
    """The SpO2/FiO2 ratio (SpO2 in %, FiO2 as a fraction) as an input; with SPO2_FIO2_DERIVED it
    is computed from spo2 and fio2 when not given."""
    from medcalc.core import Quantity

    kw.setdefault("description", "SpO2/FiO2 ratio (SpO2 in %, FiO2 as a fraction); when not "
                                 "given it is computed from spo2 and fio2")
    kw.setdefault("range", (20.0, 480.0))
    return Quantity(name="spo2_fio2_ratio", unit="1", units=("1",), **kw)


def _spo2_fio2_derivation():
    from medcalc.core import Derivation
    from medcalc.core.common import fio2, spo2

    return Derivation("spo2_fio2_ratio",
                      (spo2(description="SpO2 in % (for SpO2/FiO2)"),
                       fio2(description="FiO2 as a fraction 0.21-1.0 (for SpO2/FiO2); a "
                                        "percentage needs the unit '%'")),
                      _spo2_fio2, "SpO2 (%) / FiO2 (fraction) when no ratio is given")


SPO2_FIO2_DERIVED = _spo2_fio2_derivation()


ACETAMINOPHEN = Analyte("acetaminophen", 151.16, note="1 µg/mL = 6.615 µmol/L")
