"""Rebound hyperbilirubinemia risk score after inpatient phototherapy (Chang et al. 2017)."""

import datetime as dt

from medcalc.core import Band, Calculator, Duration, Output, Quantity, Reference, Version, banded
from medcalc.core.analytes import BILIRUBIN
from medcalc.formulas.pediatrics_w4 import GestationalAge

CHANG_2017 = Reference(
    "Chang PW, Kuzniewicz MW, McCulloch CE, Newman TB. A clinical prediction rule for rebound "
    "hyperbilirubinemia following inpatient phototherapy. Pediatrics. 2017;139(3):e20162896 "
    "(score = 15 if GA < 38 weeks - 7 x age at phototherapy initiation in days - 4 x (AAP "
    "phototherapy threshold - TSB at phototherapy termination) + 50; scores < 20 ~ < 4% risk).",
    doi="10.1542/peds.2016-2896")
MDCALC = Reference("MDCalc. Rebound Hyperbilirubinemia Risk Score.", url="https://www.mdcalc.com/")

GA_ITEM = banded("ga_item", "Gestational age (GA)", "gestational_age", (
    Band("lt38", "< 38 weeks", 15, lt=38, aliases=("<38 weeks", "<38")),
    Band("ge38", ">= 38 weeks", 0, ge=38, aliases=(">=38 weeks", "≥38 weeks", ">=38", "≥38")),
), aliases=("Gestational age",))


def rebound_score(ga_item, age_at_initiation, tsb_at_termination, phototherapy_threshold):
    below_threshold = phototherapy_threshold - tsb_at_termination
    age_days = age_at_initiation / 24.0
    return {"value": ga_item - 7.0 * age_days - 4.0 * below_threshold + 50.0,
            "ga_points": ga_item, "age_points": -7.0 * age_days,
            "threshold_minus_tsb_mg_dl": below_threshold,
            "bilirubin_points": -4.0 * below_threshold}


def interpret(value):
    if value < 20:
        return ("score < 20: low probability of rebound hyperbilirubinemia (< 4% in Chang "
                "2017; about 70% of infants scored below 20)")
    return ("score >= 20: probability of rebound rises above 4% with the score (Chang 2017); "
            "consider a follow-up bilirubin after phototherapy")


CALCULATOR = Calculator(
    id="rebound_hyperbilirubinemia_risk",
    name="Rebound Hyperbilirubinemia Risk Score",
    aliases=["Rebound hyperbilirubinemia score", "Chang rebound bilirubin score"],
    specialty="pediatrics_neonatology",
    description="Risk of rebound hyperbilirubinemia (TSB back to the phototherapy threshold "
                "within 72 h) after inpatient phototherapy in infants >= 35 weeks: gestational "
                "age < 38 weeks, age at phototherapy start and TSB below the threshold at stop.",
    keywords=["neonatal jaundice", "phototherapy", "rebound", "hyperbilirubinemia", "TSB",
              "jaundice returns after phototherapy", "bilirubin rebound after light therapy",
              "need follow-up bilirubin after phototherapy", "newborn rebound jaundice",
              "stop phototherapy safely", "recurrent hyperbilirubinemia newborn"],
    features=[
        GestationalAge(name="gestational_age", description="Gestational age at birth (weeks)",
                       unit="week", units=("week", "day"), range=(30.0, 45.0)),
        Duration(name="age_at_initiation", description="Age when phototherapy was started",
                 unit="h", units=("h", "day"), range=(0.0, 336.0),
                 labels=("Age at phototherapy initiation, hours",
                         "Age at phototherapy initiation")),
        Quantity(name="tsb_at_termination", description="Total serum bilirubin when "
                 "phototherapy was stopped", unit="mg/dL", analyte=BILIRUBIN,
                 units=("mg/dL", "µmol/L"), range=(0.0, 40.0),
                 labels=("Total serum bilirubin (TSB)", "TSB at phototherapy termination")),
        Quantity(name="phototherapy_threshold", description="AAP phototherapy threshold for "
                 "the infant at the time phototherapy was stopped", unit="mg/dL",
                 analyte=BILIRUBIN, units=("mg/dL", "µmol/L"), range=(5.0, 40.0),
                 labels=("AAP phototherapy threshold", "Phototherapy threshold")),
    ],
    items=[GA_ITEM],
    versions=[Version("chang_2017", dt.date(2017, 3, 1), CHANG_2017, rebound_score,
                      notes="15 x (GA < 38 wk) - 7 x age at start (days) - 4 x (threshold - "
                            "TSB at stop, mg/dL) + 50.")],
    # Bounds from the declared input ranges (age 0-336 h -> 0 to -98; threshold - TSB -35 to 40
    # mg/dL -> +140 to -160): the score itself has no fixed scale.
    output=Output(kind="number", unit="points", decimals=1, range=(-208.0, 205.0)),
    interpret=interpret,
    references=[CHANG_2017, MDCALC],
    notes="Chang 2017 (Kaiser Permanente, 7,048 infants >= 35 weeks). The source's threshold is "
          "the AAP 2004 phototherapy threshold at termination; it is an input here (the "
          "AAP curves are not shipped). MDCalc's form takes only GA, age at initiation and TSB "
          "and derives the threshold itself: its recorded answer (7.9 points for >= 38 weeks, "
          "62 h, TSB 12.0) implies a threshold of 18.0 mg/dL. MDCalc also shows a probability "
          "(0.3% at 7.9) from the paper's curve, whose equation is not published in the "
          "abstract; it is not reproduced. Age in days = hours / 24.",
)
