"""IV drip rate (gravity infusion): drops per minute from volume, time and the set's drop factor."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Duration, Output, Quantity, Reference, Version

NURSING_TEXT = Reference(
    "Standard drip-rate formula for gravity infusions: drops/min = volume (mL) x drop factor "
    "(drops/mL) / time (min). E.g. Boyer MJ. Math for Nurses: A Pocket Guide to Dosage "
    "Calculation and Drug Preparation. 9th ed. Wolters Kluwer; 2019 (IV flow-rate chapter).")
MDCALC = Reference("MDCalc. IV Drip Rate Calculator.",
                   url="https://www.mdcalc.com/calc/10323/iv-drip-rate-calculator")

VOLUME = Quantity(name="volume", labels=("Volume to be given", "Volume"), unit="mL",
                  units=("mL", "L"), range=(1.0, 10000.0),
                  description="Volume to infuse")
TIME = Duration(name="infusion_time", labels=("Time", "Infusion time", "Duration"), unit="min",
                units=("min", "h"), range=(1.0, 10080.0),
                description="Time over which the volume is to run")
DROP_FACTOR = Category(
    name="drop_factor", labels=("Drop factor", "Drop factor of the administration set"),
    description="Drop factor of the giving set, drops (gtt) per mL: 10, 15 or 20 (macrodrip), "
                "60 (microdrip); 12 and 13 for some sets",
    choices=tuple(Choice(f"{n}_gtt_per_ml", f"{n} gtt/mL", n,
                         aliases=(f"{n} gtts/mL", f"{n} gtt/mL", f"{n} drops/mL", f"{n}gtts/mL",
                                  f"{n} gtts/ml", f"{n} gtt/ml", f"{n} drops per mL"))
                  for n in (10, 12, 13, 15, 20, 60)))


def drip_rate(volume, infusion_time, drop_factor):
    return {"value": volume * drop_factor / infusion_time,
            "flow_rate_ml_per_h": volume * 60.0 / infusion_time}


def interpret(value):
    return f"set the drip to about {value:.0f} drops/min (count drops over a full minute)"


CALCULATOR = Calculator(
    id="iv_drip_rate_calculator",
    name="IV Drip Rate Calculator",
    aliases=["IV drip rate", "Drip rate calculator", "Drops per minute", "gtt/min calculator",
             "IV flow rate drops per minute"],
    specialty="general_other",
    description=("Gravity infusion drip rate in drops/min = volume (mL) x drop factor (gtt/mL) "
                 "/ time (min), with the matching flow rate in mL/h."),
    keywords=["gravity infusion", "drops per minute", "drop factor", "macrodrip", "microdrip",
              "IV fluids without a pump", "flow rate", "gtt/min", "nursing",
              "drops per minute for IV", "gravity drip rate", "infusion rate without pump",
              "IV fluid drip speed", "how fast to run the drip", "drip set drops calculation"],
    features=[VOLUME, TIME, DROP_FACTOR],
    versions=[Version("standard", dt.date(1950, 1, 1), NURSING_TEXT, drip_rate,
                      notes="drops/min = mL x gtt/mL / min (no rounding inside).")],
    output=Output(kind="number", unit="gtt/min", decimals=0, range=(0, float("inf"))),
    interpret=interpret,
    references=[NURSING_TEXT, MDCALC],
    notes=("Textbook drip-rate arithmetic, identical to MDCalc's (MDCalc displays whole drops). "
           "The drop factor is the giving set's calibration printed on the package; the "
           "accepted values are the common set sizes (10, 12, 13, 15, 20, 60 gtt/mL). The "
           "breakdown gives the equivalent pump rate in mL/h."),
)
