"""BeAM value (bedtime minus AM pre-breakfast glucose): a marker of the need to add prandial
therapy in type 2 diabetes on basal insulin (Zisman et al., BMJ Open Diabetes Res Care 2016)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core import analytes

ZISMAN_2016 = Reference(
    "Zisman A, Morales F, Stewart J, Stuhr A, Vlajnic A, Zhou R. BeAM value: an indicator of the "
    "need to initiate and intensify prandial therapy in patients with type 2 diabetes mellitus "
    "receiving basal insulin. BMJ Open Diabetes Res Care. 2016;4(1):e000171.",
    doi="10.1136/bmjdrc-2015-000171", url="https://pubmed.ncbi.nlm.nih.gov/27547409/")
MDCALC = Reference("MDCalc. BeAM Value: output recorded in MedMCP-Calc dev task "
                   "medmcp-calc_018_3aaad8b4 (bedtime 210, pre-breakfast 130 mg/dL -> 80 mg/dL, "
                   "high).")

HIGH_BEAM = 50.0  # mg/dL (2.8 mmol/L); a BeAM >= 50 mg/dL is "high"


def _glucose(name, description, labels):
    return Quantity(name=name, unit="mg/dL", analyte=analytes.GLUCOSE, units=("mg/dL", "mmol/L"),
                    range=(10.0, 1500.0), description=description, labels=labels)


def beam(bedtime_glucose, morning_glucose):
    return {"value": bedtime_glucose - morning_glucose}


def interpret(value):
    if value >= HIGH_BEAM:
        return ("high BeAM value (>= 50 mg/dL): consider adding or intensifying prandial "
                "(mealtime) therapy rather than further basal insulin titration")
    return "BeAM value < 50 mg/dL: not high"


CALCULATOR = Calculator(
    id="beam_value",
    name="BeAM Value",
    aliases=["BeAM", "Bedtime minus AM glucose", "BeAM value (bedtime - morning glucose)"],
    specialty="endocrinology_metabolism",
    description="Bedtime blood glucose minus the next morning's pre-breakfast glucose in type 2 "
                "diabetes on basal insulin; >= 50 mg/dL suggests the need for prandial therapy.",
    keywords=["basal insulin", "prandial insulin", "postprandial hyperglycemia", "type 2 diabetes",
              "insulin intensification", "overbasalization", "bedtime minus morning glucose",
              "need for mealtime insulin", "when to add prandial insulin",
              "overbasalization of basal insulin", "overnight glucose drop on basal insulin",
              "basal insulin intensification decision"],
    features=[
        _glucose("bedtime_glucose", "Bedtime blood glucose",
                 ("Bedtime blood glucose", "Bedtime glucose", "Bedtime BG")),
        _glucose("morning_glucose", "Pre-breakfast (morning fasting) blood glucose",
                 ("Pre breakfast (AM) blood glucose", "Pre-breakfast (AM) blood glucose",
                  "Pre-breakfast glucose", "Fasting blood glucose (AM)", "AM blood glucose")),
    ],
    versions=[Version("zisman_2016", dt.date(2016, 8, 1), ZISMAN_2016, beam,
                      notes="BeAM = bedtime glucose - pre-breakfast glucose (mg/dL); high at "
                            ">= 50 mg/dL.")],
    output=Output(unit="mg/dL", decimals=0, description="BeAM value (may be negative)"),
    interpret=interpret,
    references=[ZISMAN_2016, MDCALC],
    notes="Zisman 2016 (pooled analysis of insulin glargine trials in type 2 diabetes) defined "
          "the BeAM value as bedtime minus morning pre-breakfast glucose and used >= 50 mg/dL "
          "(about 2.8 mmol/L) as a high BeAM, marking postprandial hyperglycaemia that basal "
          "insulin alone does not address. A negative value (morning above bedtime) is returned "
          "as is. Either glucose may be given in mmol/L (18.016 mg/dL per mmol/L); the value is "
          "in mg/dL. Same threshold as MDCalc.",
)
