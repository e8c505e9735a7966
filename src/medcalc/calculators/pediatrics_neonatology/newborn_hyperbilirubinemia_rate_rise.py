"""Rate of rise of total serum bilirubin in a newborn, between two measurements."""

import datetime as dt

from medcalc.core import Calculator, Duration, Output, Quantity, Reference, Version
from medcalc.core.analytes import BILIRUBIN

AAP_2022 = Reference(
    "Kemper AR, Newman TB, Slaughter JL, et al. Clinical practice guideline revision: "
    "management of hyperbilirubinemia in the newborn infant 35 or more weeks of gestation. "
    "Pediatrics. 2022;150(3):e2022058859 (a TSB rise >= 0.3 mg/dL/h in the first 24 hours or "
    ">= 0.2 mg/dL/h thereafter suggests hemolysis).", doi="10.1542/peds.2022-058859")
MDCALC = Reference("MDCalc. Newborn Hyperbilirubinemia Rate of Rise.", url="https://www.mdcalc.com/")
UMOL_PER_MG_DL = 17.1  # bilirubin, µmol/L per mg/dL (the analyte's declared factor)


def rate_of_rise(bilirubin_1, bilirubin_2, interval):
    per_hour = (bilirubin_2 - bilirubin_1) / interval
    return {"value": per_hour * UMOL_PER_MG_DL, "mg_dl_per_hour": per_hour,
            "mg_dl_per_day": per_hour * 24.0, "umol_l_per_day": per_hour * UMOL_PER_MG_DL * 24.0}


def interpret(value):
    if value >= 0.2 * UMOL_PER_MG_DL:
        return ("rise >= 0.2 mg/dL/h (3.42 µmol/L/h): rapid rise, suggests hemolysis; a risk "
                "factor for severe hyperbilirubinemia (AAP 2022; >= 0.3 mg/dL/h is the figure "
                "for the first 24 hours)")
    return ("rise < 0.2 mg/dL/h (3.42 µmol/L/h): not a rapid rise after the first 24 hours "
            "(in the first 24 hours AAP 2022 uses >= 0.3 mg/dL/h)")


CALCULATOR = Calculator(
    id="newborn_hyperbilirubinemia_rate_rise",
    name="Newborn Hyperbilirubinemia Rate of Rise",
    aliases=["Bilirubin rate of rise", "TSB rate of rise", "Rate of rise of bilirubin"],
    specialty="pediatrics_neonatology",
    description="Hourly rate of rise of total serum bilirubin between two measurements, in "
                "µmol/L/h (mg/dL/h and per day in the breakdown), against the AAP 2022 "
                "threshold suggesting hemolysis.",
    keywords=["neonatal jaundice", "hyperbilirubinemia", "TSB", "hemolysis", "bilirubin rise",
              "how fast bilirubin is rising", "jaundice rising quickly newborn",
              "hemolysis suspicion in newborn", "bilirubin rise per hour",
              "rapidly rising neonatal jaundice", "bilirubin trajectory newborn"],
    features=[
        Quantity(name="bilirubin_1", description="First total serum bilirubin", unit="mg/dL",
                 analyte=BILIRUBIN, units=("mg/dL", "µmol/L"), range=(0.0, 60.0),
                 labels=("Bilirubin #1 Value", "Bilirubin 1")),
        Quantity(name="bilirubin_2", description="Second (later) total serum bilirubin",
                 unit="mg/dL", analyte=BILIRUBIN, units=("mg/dL", "µmol/L"), range=(0.0, 60.0),
                 labels=("Bilirubin #2 Value", "Bilirubin 2")),
        Duration(name="interval", description="Time between the two measurements", unit="h",
                 units=("h", "min", "day"), range=(0.1, 720.0),
                 labels=("Time Between Bilirubin Values", "Time between")),
    ],
    versions=[Version("standard", dt.date(2022, 8, 1), AAP_2022, rate_of_rise,
                      notes="(TSB2 - TSB1) / hours, x 17.1 for µmol/L.")],
    output=Output(kind="number", unit="µmol/L/h", decimals=2,
                  description="Rate of rise (µmol/L per hour; mg/dL/h in the breakdown)"),
    interpret=interpret,
    references=[AAP_2022, MDCALC],
    notes="Headline in µmol/L/h as MDCalc shows it first (its answer 3.85 µmol/L/h = 0.225 "
          "mg/dL/h x 17.1). MDCalc's interpretation reads > 3.4 µmol/L/h (0.2 mg/dL/h) as a "
          "risk factor; AAP 2022 states >= 0.2 mg/dL/h after 24 hours (>= 0.3 in the first 24 "
          "hours), followed here (the threshold is 0.2 mg/dL/h = 3.42 µmol/L/h). A negative "
          "value is a fall.",
)
