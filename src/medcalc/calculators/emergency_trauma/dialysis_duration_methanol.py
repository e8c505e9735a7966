"""Dialysis duration needed for Methanol ingestion: hours of haemodialysis to bring methanol to
5 mmol/L (Hirsch et al. 2001; validated by Youssef and Hirsch 2005)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.formulas.acute_w2c import METHANOL, hirsch_dialysis_hours

HIRSCH_2001 = Reference(
    "Hirsch DJ, Jindal KK, Wong P, Fraser AD. A simple method to estimate the required dialysis "
    "time for cases of alcohol poisoning. Kidney Int. 2001;60(5):2021-2024.",
    doi="10.1046/j.1523-1755.2001.00019.x")
YOUSSEF_2005 = Reference(
    "Youssef GM, Hirsch DJ. Validation of a method to predict required dialysis time for cases "
    "of methanol and ethylene glycol poisoning. Am J Kidney Dis. 2005;46(3):509-511.",
    doi="10.1053/j.ajkd.2005.05.012")
MDCALC = Reference("MDCalc. Dialysis Duration Needed for Methanol Ingestion.")


def dialysis_hours(total_body_water, methanol_concentration, dialyzer_urea_clearance):
    hours = hirsch_dialysis_hours(total_body_water, methanol_concentration, dialyzer_urea_clearance)
    return {"value": hours, "effective_clearance_ml_min": 0.8 * dialyzer_urea_clearance}


CALCULATOR = Calculator(
    id="dialysis_duration_methanol",
    name="Dialysis Duration Needed for Methanol Ingestion",
    aliases=["Methanol dialysis duration", "Dialysis time methanol", "Hirsch methanol dialysis time"],
    specialty="emergency_trauma",
    description=("Estimated haemodialysis time to lower the methanol concentration to 5 mmol/L: "
                 "t = -V ln(5/A) / (0.06 k), V total body water (L), A initial concentration "
                 "(mmol/L), k 80% of the dialyzer's urea clearance (mL/min)."),
    keywords=["toxic alcohol", "methanol poisoning", "hemodialysis", "haemodialysis",
              "dialysis time", "extracorporeal removal", "how long to dialyze for methanol",
              "hemodialysis hours for wood alcohol", "time to clear methanol from blood",
              "dialysis session length in methanol poisoning", "when to stop dialysis for methanol",
              "extracorporeal clearance time for methanol"],
    features=[
        Quantity(name="total_body_water", unit="L", units=("L", "mL"), range=(5.0, 100.0),
                 description="Total body water, L (e.g. Watson formula)",
                 labels=("Total Body Water?", "Total body water", "TBW")),
        Quantity(name="methanol_concentration", unit="mmol/L", units=("mmol/L", "mg/dL"),
                 analyte=METHANOL, range=(0.1, 500.0),
                 description="Initial serum methanol concentration (mmol/L, or mg/dL)",
                 labels=("Initial Methanol Concentration?", "Initial methanol concentration")),
        Quantity(name="dialyzer_urea_clearance", unit="mL/min", units=("mL/min", "L/h"),
                 range=(50.0, 500.0),
                 description="Manufacturer's dialyzer urea clearance at the blood flow used "
                             "(mL/min)",
                 labels=("Dialyzer Urea Clearance?", "Dialyzer urea clearance")),
    ],
    preconditions=[Precondition(lambda methanol_concentration: methanol_concentration > 5.0,
                                "the initial concentration must be above the 5 mmol/L target "
                                "for a dialysis time to be estimated")],
    versions=[Version("hirsch_2001", dt.date(2001, 11, 1), HIRSCH_2001, dialysis_hours,
                      notes="t (h) = -V ln(5/A) / (0.06 x 0.8 x urea clearance); target "
                            "5 mmol/L.")],
    output=Output(kind="number", unit="h", decimals=2, range=(0.0, float("inf"))),
    references=[HIRSCH_2001, YOUSSEF_2005, MDCALC],
    notes=("Hirsch 2001 equation: time = -V ln(5/A) / (0.06 k), with V the Watson total body "
           "water (L), A the initial methanol concentration (mmol/L), k 80% of the "
           "manufacturer's dialyzer urea clearance (mL/min) at the blood flow achieved, and "
           "0.06 converting mL/min to L/h; the target is 5 mmol/L. The same equation serves "
           "methanol and ethylene glycol (Youssef and Hirsch 2005). MDCalc asks the same three "
           "inputs. A concentration in mg/dL converts with the molar mass (32.04 g/mol). "
           "Dialysis is continued by clinical and laboratory criteria (acidosis corrected, "
           "level measured), not by this estimate alone."),
)
