"""Lille model for alcoholic hepatitis treated with corticosteroids (Louvet et al., Hepatology
2007): response at day 7 from age, albumin, day-0 and day-7 bilirubin, renal insufficiency and
prothrombin time."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core import analytes
from medcalc.core.common import age, albumin, creatinine
from medcalc.core.vector import exp, where

LOUVET_2007 = Reference(
    "Louvet A, Naveau S, Abdelnour M, et al. The Lille model: a new tool for therapeutic "
    "strategy in patients with severe alcoholic hepatitis treated with steroids. Hepatology. "
    "2007;45(6):1348-1354.", doi="10.1002/hep.21607", url="https://pubmed.ncbi.nlm.nih.gov/17518367/")
MDCALC = Reference("MDCalc. Lille Model for Alcoholic Hepatitis.")

UMOL_PER_MGDL = 17.1  # bilirubin
RENAL_CREATININE = 1.3  # mg/dL; renal insufficiency when above (115 µmol/L)


def lille(age, albumin, bilirubin_day0, bilirubin_day7, creatinine, prothrombin_time):
    bili0 = bilirubin_day0 * UMOL_PER_MGDL
    bili7 = bilirubin_day7 * UMOL_PER_MGDL
    renal = where(creatinine > RENAL_CREATININE, 1, 0)
    r = (3.19 - 0.101 * age + 0.147 * albumin * 10.0 + 0.0165 * (bili0 - bili7)
         - 0.206 * renal - 0.0065 * bili0 - 0.0096 * prothrombin_time)
    e = exp(-r)
    return {"value": e / (1.0 + e), "r": r, "renal_insufficiency": renal}


def interpret(value):
    if value >= 0.45:
        return ("Lille >= 0.45: non-response to corticosteroids (6-month survival about 25% in "
                "Louvet 2007); consider stopping steroids")
    return ("Lille < 0.45: response to corticosteroids (6-month survival about 85% in Louvet "
            "2007); continue the 28-day course")


CALCULATOR = Calculator(
    id="lille_model",
    name="Lille Model for Alcoholic Hepatitis",
    aliases=["Lille score", "Lille model", "Lille score alcoholic hepatitis"],
    specialty="gastroenterology_hepatology",
    description="Response to 7 days of corticosteroids in severe alcoholic hepatitis (0-1); "
                ">= 0.45 marks non-response.",
    keywords=["alcoholic hepatitis", "corticosteroids", "prednisolone", "steroid response",
              "day 7 bilirubin", "steroid response in alcoholic hepatitis",
              "stop steroids alcoholic hepatitis", "day 7 steroid nonresponse",
              "prednisolone failure alcoholic hepatitis", "bilirubin change on steroids",
              "alcoholic hepatitis treatment response"],
    features=[
        age(),
        albumin(description="Serum albumin at day 0"),
        Quantity(name="bilirubin_day0", unit="mg/dL", units=("mg/dL", "µmol/L"),
                 analyte=analytes.BILIRUBIN, range=(0.05, 60.0),
                 description="Total bilirubin at day 0 (start of steroids)",
                 labels=("Bilirubin day 0",)),
        Quantity(name="bilirubin_day7", unit="mg/dL", units=("mg/dL", "µmol/L"),
                 analyte=analytes.BILIRUBIN, range=(0.05, 60.0),
                 description="Total bilirubin at day 7", labels=("Bilirubin day 7",)),
        creatinine(description="Serum creatinine (renal insufficiency: > 1.3 mg/dL)"),
        Quantity(name="prothrombin_time", unit="s", units=("s",), range=(5.0, 150.0),
                 description="Prothrombin time, seconds", labels=("PT", "Prothrombin time")),
    ],
    versions=[Version("louvet_2007", dt.date(2007, 6, 1), LOUVET_2007, lille,
                      notes="R = 3.19 - 0.101 age + 0.147 albumin (g/L) + 0.0165 (bili d0 - bili "
                            "d7, µmol/L) - 0.206 renal (creatinine > 1.3 mg/dL) - 0.0065 bili d0 "
                            "(µmol/L) - 0.0096 PT (s); Lille = e^-R / (1 + e^-R).")],
    output=Output(unit=None, decimals=2, range=(0, 1), description="Lille score (0-1)"),
    interpret=interpret,
    references=[LOUVET_2007, MDCALC],
    notes="Coefficients and units (albumin g/L, bilirubin µmol/L, PT seconds) from Louvet 2007; "
          "bilirubin converted at 17.1 µmol/L per mg/dL. Renal insufficiency as the paper "
          "defines it: creatinine > 1.3 mg/dL (115 µmol/L). Threshold 0.45.",
)
