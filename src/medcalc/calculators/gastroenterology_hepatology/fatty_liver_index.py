"""Fatty Liver Index (Bedogni et al., BMC Gastroenterol 2006): logistic function of
triglycerides, BMI, GGT and waist circumference, 0-100."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core import analytes
from medcalc.core.vector import exp, log

BEDOGNI_2006 = Reference(
    "Bedogni G, Bellentani S, Miglioli L, Masutti F, Passalacqua M, Castiglione A, Tiribelli C. "
    "The Fatty Liver Index: a simple and accurate predictor of hepatic steatosis in the general "
    "population. BMC Gastroenterol. 2006;6:33.",
    doi="10.1186/1471-230X-6-33", url="https://pubmed.ncbi.nlm.nih.gov/17081293/")
MDCALC = Reference("MDCalc. Fatty Liver Index.", url="https://www.mdcalc.com/calc/10001/fatty-liver-index")


def fli(triglycerides, bmi, ggt, waist):
    y = (0.953 * log(triglycerides) + 0.139 * bmi + 0.718 * log(ggt) + 0.053 * waist - 15.745)
    e = exp(y)
    return {"value": e / (1.0 + e) * 100.0, "linear_predictor": y}


def interpret(value):
    if value < 30:
        return "FLI < 30: hepatic steatosis ruled out (negative LR 0.2 in Bedogni 2006)"
    if value < 60:
        return "FLI 30-59: indeterminate for hepatic steatosis"
    return "FLI >= 60: hepatic steatosis ruled in (positive LR 4.3 in Bedogni 2006)"


CALCULATOR = Calculator(
    id="fatty_liver_index",
    name="Fatty Liver Index",
    aliases=["FLI", "Fatty Liver Index (FLI)", "脂肪肝指数"],
    specialty="gastroenterology_hepatology",
    description="Probability-like index (0-100) of hepatic steatosis from triglycerides, BMI, "
                "GGT and waist circumference; < 30 rules out, >= 60 rules in.",
    keywords=["NAFLD", "MASLD", "hepatic steatosis", "fatty liver", "GGT", "waist",
              "probability of fatty liver", "hepatic steatosis screening without imaging",
              "noninvasive fatty liver test", "is there liver fat",
              "metabolic fatty liver likelihood", "steatosis from triglycerides and waist"],
    features=[
        Quantity(name="triglycerides", unit="mg/dL", units=("mg/dL", "mmol/L"),
                 analyte=analytes.TRIGLYCERIDES, range=(10.0, 10000.0),
                 description="Fasting serum triglycerides", labels=("Triglycerides",)),
        Quantity(name="bmi", unit="kg/m^2", units=("kg/m^2",), range=(8.0, 120.0),
                 description="Body mass index", labels=("BMI",)),
        Quantity(name="ggt", unit="U/L", units=("U/L", "IU/L"), range=(1.0, 5000.0),
                 description="Gamma-glutamyl transferase", labels=("GGT", "Gamma-GT")),
        Quantity(name="waist", unit="cm", units=("cm", "in", "m"), range=(30.0, 250.0),
                 description="Waist circumference", labels=("Waist circumference",)),
    ],
    versions=[Version("bedogni_2006", dt.date(2006, 11, 2), BEDOGNI_2006, fli,
                      notes="y = 0.953 ln(TG mg/dL) + 0.139 BMI + 0.718 ln(GGT U/L) + 0.053 "
                            "waist (cm) - 15.745; FLI = e^y / (1 + e^y) x 100.")],
    output=Output(unit=None, decimals=0, range=(0, 100), description="Fatty Liver Index (0-100)"),
    interpret=interpret,
    references=[BEDOGNI_2006, MDCALC],
    notes="Coefficients and cut-offs (< 30 rules out, >= 60 rules in) from Bedogni 2006; MDCalc "
          "uses the same. Triglycerides in mg/dL (mmol/L converted, 88.57), waist in cm.",
)
