"""Static compliance of the respiratory system (Cstat) from an end-inspiratory hold."""

import datetime as dt

from medcalc.core import Calculator, Implausible, Output, Reference, Version
from medcalc.core.common import peep, plateau_pressure, tidal_volume
from medcalc.core.vector import any_true
from medcalc.formulas.oxygenation import driving_pressure, static_compliance

SUTER_1975 = Reference(
    "Suter PM, Fairley B, Isenberg MD. Optimum end-expiratory airway pressure in patients with "
    "acute pulmonary failure. N Engl J Med. 1975;292(6):284-289 (static total compliance = "
    "tidal volume / (end-inspiratory plateau pressure - end-expiratory pressure)).")
HESS_2014 = Reference(
    "Hess DR. Respiratory mechanics in mechanically ventilated patients. Respir Care. "
    "2014;59(11):1773-1794 (Crs = VT / (Pplat - PEEP); driving pressure = Pplat - PEEP).",
    doi="10.4187/respcare.03410")
MDCALC_CSTAT = Reference(
    "MDCalc. Static Lung Compliance (Cstat) Calculation: Cstat = tidal volume / (Pplat - PEEP).",
    url="https://www.mdcalc.com/calc/10289/static-lung-compliance-cstat-calculation")


def cstat(tidal_volume, plateau_pressure, peep):
    pressure = driving_pressure(plateau_pressure, peep)
    if any_true(pressure <= 0):
        raise Implausible("plateau pressure must be higher than PEEP (are they swapped, or was "
                          "the plateau not measured during an inspiratory hold?)",
                          features=("plateau_pressure", "peep"))
    return {"value": static_compliance(tidal_volume, plateau_pressure, peep),
            "driving_pressure": pressure}


CALCULATOR = Calculator(
    id="static_lung_compliance",
    name="Static Lung Compliance (Cstat) Calculation",
    aliases=[],
    specialty="critical_care",
    description="Static compliance of the respiratory system: tidal volume divided by the "
                "driving pressure (plateau pressure minus PEEP), in mL/cmH2O.",
    keywords=["Cstat", "Crs", "respiratory system compliance", "lung stiffness", "inspiratory hold",
              "driving pressure", "mechanical ventilation", "ARDS", "ventilator mechanics",
              "elastance", "how stiff are the lungs", "respiratory system compliance on ventilator",
              "tidal volume over driving pressure", "plateau pressure and PEEP compliance",
              "lung mechanics in ARDS", "stiff lungs on mechanical ventilation"],
    features=[
        tidal_volume(labels=("Corrected/delivered tidal volume (ΔV)",),
                     description="Tidal volume of the breath with the inspiratory hold (exhaled "
                                 "VT preferred)"),
        plateau_pressure(labels=("Plateau pressure (Pplat)",)),
        peep(),
    ],
    versions=[Version("suter_1975", dt.date(1975, 2, 6), SUTER_1975, cstat,
                      notes="Cstat = VT / (Pplat - PEEP); the breakdown gives the driving "
                            "pressure Pplat - PEEP.")],
    output=Output(unit="mL/cmH2O", decimals=1),
    references=[SUTER_1975, HESS_2014, MDCALC_CSTAT],
    notes="Valid in a passive patient on volume-controlled ventilation with an end-inspiratory "
          "hold; use total PEEP (set PEEP plus intrinsic PEEP) when auto-PEEP is present. A "
          "plateau pressure not above PEEP is NA implausible. No interpretation bands: the "
          "sources give no validated categories (values near 50-100 mL/cmH2O are usually quoted "
          "as normal in intubated adults).",
)
