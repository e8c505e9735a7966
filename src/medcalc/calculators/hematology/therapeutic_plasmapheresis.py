"""Fraction of an intravascular substance remaining after therapeutic plasma exchange: the
one-compartment model, remaining = e^(-plasma volumes exchanged)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.vector import exp

KAPLAN_2008 = Reference(
    "Kaplan AA. Therapeutic plasma exchange: core curriculum 2008. Am J Kidney Dis. "
    "2008;52(6):1180-1196 (one-compartment model: fraction remaining = e^-x after exchanging "
    "x plasma volumes; 1 volume removes about 63%, 1.5 volumes about 78%).",
    doi="10.1053/j.ajkd.2008.02.357")
MDCALC = Reference("MDCalc. Therapeutic Plasmapheresis Calculator.",
                   url="https://www.mdcalc.com/calc/10013/therapeutic-plasmapheresis-calculator")


def remaining(plasma_volumes_exchanged, initial_level):
    fraction = exp(-plasma_volumes_exchanged)
    return {"value": 100.0 * fraction, "remaining_level": initial_level * fraction,
            "removed_percent": 100.0 * (1.0 - fraction)}


def interpret(value, breakdown):
    text = f"about {value:.1f}% of the original intravascular substance remains"
    level = breakdown.get("remaining_level")
    if level is not None:
        text += f" (remaining level {level:.3g} in the units of the initial level)"
    return text + "; removal efficiency falls with each further volume exchanged"


CALCULATOR = Calculator(
    id="therapeutic_plasmapheresis",
    name="Therapeutic Plasmapheresis Calculator",
    aliases=["Plasma exchange calculator", "TPE removal", "Plasmapheresis substance remaining"],
    specialty="hematology",
    description="Percent of a strictly intravascular substance (e.g. an antibody) remaining "
                "after exchanging a number of plasma volumes: 100 x e^-volumes.",
    keywords=["plasma exchange", "plasmapheresis", "TPE", "apheresis", "antibody removal", "TTP",
              "Guillain-Barre", "myasthenia", "antibody remaining after plasma exchange",
              "how many plasma exchanges needed", "plasma volumes to remove antibody",
              "percent removal by plasmapheresis", "apheresis clearance of substance",
              "plasma exchange efficiency"],
    features=[
        Quantity(name="plasma_volumes_exchanged", unit="1", units=("1",), range=(0.0, 20.0),
                 description="Number of plasma volumes exchanged (e.g. 1.0-1.5 per session)",
                 labels=("Plasma volumes exchanged", "Number of plasma volumes exchanged",
                         "Plasma volume exchanges")),
        Quantity(name="initial_level", unit="1", units=("1",), range=(0.0, 1e9),
                 required=False, default=100.0,
                 description="Initial level of the substance, in any unit (optional, 100 when "
                             "not given: the remaining level is reported in the same unit)",
                 labels=("Initial level", "Initial amount", "Starting level")),
    ],
    versions=[Version("one_compartment", dt.date(2008, 12, 1), KAPLAN_2008, remaining,
                      notes="Remaining fraction = e^-x, x = plasma volumes exchanged.")],
    output=Output(unit="%", decimals=1, range=(0, 100),
                  description="Percent of the substance remaining"),
    interpret=interpret,
    references=[KAPLAN_2008, MDCALC],
    notes="Assumes a strictly intravascular substance, constant plasma volume, complete mixing "
          "and no synthesis or redistribution during the exchange: IgG (about 45% "
          "intravascular) rebounds between sessions, IgM (about 75%) is removed most "
          "efficiently. The output is the percent remaining; an initial level, if given, is "
          "scaled in the breakdown.",
)
