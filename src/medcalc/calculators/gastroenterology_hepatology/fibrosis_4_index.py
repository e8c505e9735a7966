"""Fibrosis-4 (FIB-4) index: age x AST / (platelets x sqrt(ALT)) (Sterling 2006)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import age, platelet_count

STERLING_2006 = Reference(
    "Sterling RK, Lissen E, Clumeck N, et al. Development of a simple noninvasive index to "
    "predict significant fibrosis in patients with HIV/HCV coinfection. Hepatology. "
    "2006;43(6):1317-1325.", doi="10.1002/hep.21178", url="https://pubmed.ncbi.nlm.nih.gov/16729309/")

LOW_CUTOFF = 1.45  # < 1.45: advanced fibrosis unlikely (NPV 90% in Sterling 2006)
HIGH_CUTOFF = 3.25  # > 3.25: advanced fibrosis likely (PPV 65%, specificity 97%)


def fib4(age, ast, alt, platelet_count):
    return age * ast / (platelet_count * alt ** 0.5)


def interpret(value):
    if value < LOW_CUTOFF:
        return ("FIB-4 < 1.45: advanced fibrosis (Ishak 4-6) unlikely (negative predictive value "
                "90% in Sterling 2006)")
    if value > HIGH_CUTOFF:
        return ("FIB-4 > 3.25: advanced fibrosis (Ishak 4-6) likely (positive predictive value "
                "65%, specificity 97% in Sterling 2006)")
    return "FIB-4 1.45-3.25: indeterminate; further assessment (e.g. elastography) needed"


CALCULATOR = Calculator(
    id="fibrosis_4_index",
    name="Fibrosis-4 (FIB-4) Index for Liver Fibrosis",
    aliases=["FIB-4 Liver Fibrosis Index", "FIB-4", "FIB4", "Fibrosis-4 index",
             "Fibrosis-4 (FIB-4) Index for Liver Fibrosis"],
    specialty="gastroenterology_hepatology",
    description=("Non-invasive index of advanced liver fibrosis from age, AST, ALT and platelet "
                 "count: age x AST / (platelets [10^9/L] x sqrt(ALT))."),
    keywords=["liver fibrosis", "advanced fibrosis", "cirrhosis screening", "hepatitis C", "NAFLD",
              "MASLD", "fatty liver", "non-invasive fibrosis test", "noninvasive",
              "advanced liver scarring risk", "noninvasive liver fibrosis screening",
              "need for elastography referral", "liver fibrosis from blood tests",
              "rule out advanced fibrosis", "cirrhosis likelihood from AST ALT platelets",
              "fatty liver fibrosis staging"],
    features=[
        age(range=(0.0, 125.0), description="Age in years"),
        Quantity(name="ast", unit="U/L", units=("U/L", "IU/L", "µkat/L"), range=(1.0, 20000.0),
                 description="Aspartate aminotransferase (AST, SGOT)"),
        Quantity(name="alt", unit="U/L", units=("U/L", "IU/L", "µkat/L"), range=(1.0, 20000.0),
                 description="Alanine aminotransferase (ALT, SGPT)"),
        platelet_count(units=("10^9/L", "K/µL", "/µL", "/mm^3"), range=(1.0, 2000.0),
                       description="Platelet count (10^9/L = 10^3/µL)"),
    ],
    versions=[Version("sterling_2006", dt.date(2006, 6, 1), STERLING_2006, fib4,
                      notes="FIB-4 = age [years] x AST [U/L] / (platelets [10^9/L] x "
                            "sqrt(ALT [U/L])); cut-offs < 1.45 and > 3.25.")],
    output=Output(kind="number", decimals=2, range=(0, float("inf"))),
    preconditions=[Precondition(lambda age: not age < 18,
                                "FIB-4 was developed and validated in adults (age >= 18)")],
    interpret=interpret,
    references=[STERLING_2006],
    notes=(
        "Cut-offs from Sterling 2006 (HIV/HCV coinfection): < 1.45 rules out and > 3.25 rules in "
        "advanced fibrosis; values from 1.45 to 3.25 inclusive are indeterminate. Later "
        "guidance uses other cut-offs in some groups (e.g. 1.3 in NAFLD/MASLD, 2.0 as the lower "
        "cut-off at age >= 65); they are not applied here. The index is not intended for "
        "children (age enters the formula linearly). MedCalc-Bench (calculator 19) gives the "
        "platelet count with the unit 'µL' (meaning per µL) or 'L' (per litre): see the "
        "mapping notes."),
)
