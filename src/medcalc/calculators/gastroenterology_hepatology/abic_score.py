"""ABIC score for alcoholic hepatitis (Dominguez et al., Am J Gastroenterol 2008): age,
bilirubin, INR and creatinine."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import age, bilirubin, creatinine, inr

DOMINGUEZ_2008 = Reference(
    "Dominguez M, Rincon D, Abraldes JG, et al. A new scoring system for prognostic "
    "stratification of patients with alcoholic hepatitis. Am J Gastroenterol. "
    "2008;103(11):2747-2756.", doi="10.1111/j.1572-0241.2008.02104.x",
    url="https://pubmed.ncbi.nlm.nih.gov/18721242/")
MDCALC = Reference("MDCalc. ABIC Score for Alcoholic Hepatitis.")


def abic(age, bilirubin, inr, creatinine):
    return {"value": age * 0.1 + bilirubin * 0.08 + creatinine * 0.3 + inr * 0.8}


def interpret(value):
    if value < 6.71:
        return "ABIC < 6.71: low risk (90-day survival 100% in Dominguez 2008)"
    if value < 9.0:
        return "ABIC 6.71-8.99: intermediate risk (90-day survival 70%)"
    return "ABIC >= 9.0: high risk (90-day survival 25%)"


CALCULATOR = Calculator(
    id="abic_score",
    name="ABIC Score for Alcoholic Hepatitis",
    aliases=["ABIC", "ABIC score", "Age Bilirubin INR Creatinine score"],
    specialty="gastroenterology_hepatology",
    description="Survival in alcoholic hepatitis: age x 0.1 + bilirubin (mg/dL) x 0.08 + "
                "creatinine (mg/dL) x 0.3 + INR x 0.8; < 6.71 low, 6.71-8.99 intermediate, "
                ">= 9 high risk.",
    keywords=["alcoholic hepatitis", "prognosis", "survival", "INR", "bilirubin",
              "survival in alcohol-related hepatitis", "90-day prognosis alcoholic hepatitis",
              "alcoholic hepatitis death risk", "age bilirubin INR creatinine prognosis",
              "steroid candidacy alcoholic hepatitis outcome",
              "one-year mortality alcoholic hepatitis"],
    features=[age(), bilirubin(), inr(), creatinine()],
    versions=[Version("dominguez_2008", dt.date(2008, 11, 1), DOMINGUEZ_2008, abic,
                      notes="ABIC = 0.1 age + 0.08 bilirubin + 0.3 creatinine + 0.8 INR "
                            "(mg/dL); cut-offs 6.71 and 9.0.")],
    output=Output(unit=None, decimals=2, description="ABIC score"),
    interpret=interpret,
    references=[DOMINGUEZ_2008, MDCALC],
    notes="Coefficients and cut-offs from Dominguez 2008 (90-day survival 100%, 70%, 25% in "
          "the low, intermediate and high groups); MDCalc uses the same. Bilirubin and "
          "creatinine in mg/dL (µmol/L converted).",
)
