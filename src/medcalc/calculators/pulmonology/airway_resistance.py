"""Inspiratory airway resistance of the intubated patient from peak and plateau pressures."""

import datetime as dt

from medcalc.core import Calculator, Implausible, Output, Quantity, Reference, Version
from medcalc.core.common import peak_inspiratory_pressure, plateau_pressure
from medcalc.core.vector import any_true
from medcalc.formulas.oxygenation import airway_resistance

HESS_2014 = Reference(
    "Hess DR. Respiratory mechanics in mechanically ventilated patients. Respir Care. "
    "2014;59(11):1773-1794 (with constant-flow volume control, airway resistance = (PIP - "
    "Pplat) / inspiratory flow).",
    doi="10.4187/respcare.03410")


def resistance(peak_inspiratory_pressure, plateau_pressure, inspiratory_flow):
    resistive_pressure = peak_inspiratory_pressure - plateau_pressure
    if any_true(resistive_pressure < 0):
        raise Implausible("peak inspiratory pressure is below the plateau pressure (are they "
                          "swapped?)", features=("peak_inspiratory_pressure", "plateau_pressure"))
    return {"value": airway_resistance(peak_inspiratory_pressure, plateau_pressure,
                                       inspiratory_flow),
            "resistive_pressure": resistive_pressure}


CALCULATOR = Calculator(
    id="airway_resistance",
    name="Airway Resistance (Ventilated Patient)",
    aliases=["Inspiratory airway resistance", "Airway resistance (Raw)"],
    specialty="pulmonology",
    description="Inspiratory airway resistance of a ventilated patient: (peak inspiratory "
                "pressure - plateau pressure) / inspiratory flow, in cmH2O/L/s.",
    keywords=["Raw", "airway resistance", "peak pressure", "plateau pressure", "resistive pressure",
              "bronchospasm", "ventilator mechanics", "obstructive lung disease",
              "endotracheal tube obstruction", "peak minus plateau pressure over flow",
              "ventilator resistance calculation", "why peak pressure is high",
              "bronchospasm on the ventilator", "kinked or obstructed endotracheal tube",
              "resistive load during mechanical ventilation", "respiratory mechanics on ventilator"],
    features=[
        peak_inspiratory_pressure(),
        plateau_pressure(),
        Quantity(name="inspiratory_flow", unit="L/s", units=("L/s", "L/min", "mL/s"),
                 range=(0.05, 3.0),
                 description=("Constant (square-wave) inspiratory flow set on the ventilator; "
                              "60 L/min = 1 L/s")),
    ],
    versions=[Version("hess_2014", dt.date(2014, 11, 1), HESS_2014, resistance,
                      notes="Raw = (PIP - Pplat) / flow, flow in L/s.")],
    output=Output(unit="cmH2O/L/s", decimals=1),
    references=[HESS_2014],
    notes="Valid in a passive patient on volume control with a constant (square) inspiratory "
          "flow and an end-inspiratory hold; the value includes the endotracheal tube's "
          "resistance. Flow given in L/min is converted to L/s. A peak pressure below the "
          "plateau pressure is NA implausible. No interpretation bands (the source gives none). "
          "Not MDCalc's 'Pulmonary Resistance', which is the pulmonary vascular resistance "
          "(mPAP - wedge pressure) / cardiac output in Wood units: see "
          "pulmonary_vascular_resistance.",
)
