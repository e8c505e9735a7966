"""Emory score for mortality after TIPS (Chalasani et al., Gastroenterology 2000): one point each
for ALT > 100 U/L, bilirubin > 3.0 mg/dL, pre-TIPS hepatic encephalopathy and an urgent TIPS."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Quantity, Reference, Version, criterion, points_total
from medcalc.core.common import bilirubin

CHALASANI_2000 = Reference(
    "Chalasani N, Clark WS, Martin LG, Kamean J, Khan MA, Patel NH, Boyer TD. Determinants of "
    "mortality in patients with advanced cirrhosis after transjugular intrahepatic "
    "portosystemic shunting. Gastroenterology. 2000;118(1):138-144.",
    doi="10.1016/s0016-5085(00)70422-7", url="https://pubmed.ncbi.nlm.nih.gov/10611162/")
MDCALC = Reference("MDCalc. Emory Model (TIPSS).", url="https://www.mdcalc.com/calc/10102/emory-model-tipss")

ITEMS = (
    criterion("bilirubin_gt_3", "Total bilirubin > 3.0 mg/dL", "bilirubin", gt=3.0,
              aliases=("Total Bilirubin?", "Total Bilirubin", "Bilirubin > 3 mg/dL")),
    criterion("alt_gt_100", "ALT > 100 U/L", "alt", gt=100.0, aliases=("ALT?", "ALT")),
    criterion("pre_tips_encephalopathy", "Pre-TIPS hepatic encephalopathy",
              "pre_tips_encephalopathy",
              aliases=("Pre-TIPSS Hepatic Encephalopathy?", "Pre-TIPSS Hepatic Encephalopathy",
                       "Pre-TIPS hepatic encephalopathy")),
    criterion("urgent_tips", "Urgent (emergent) TIPS", "urgent_tips",
              aliases=("Urgency of TIPSS?", "Urgency of TIPSS", "Urgency of TIPS"),
              yes_aliases=("Urgent", "Emergent", "Emergency"), no_aliases=("Elective",)),
)
emory = points_total(ITEMS)


def interpret(score):
    if score == 0:
        return "Emory 0: low risk of death after TIPS"
    if score <= 2:
        return f"Emory {score}: moderate (medium) risk of death after TIPS"
    return f"Emory {score}: high risk of death after TIPS"


CALCULATOR = Calculator(
    id="emory_tipss",
    name="Emory Model (TIPSS)",
    aliases=["Emory score", "Emory TIPS score", "Emory Model (TIPS)", "Emory model TIPSS mortality"],
    specialty="gastroenterology_hepatology",
    description="Mortality risk after transjugular intrahepatic portosystemic shunt (0-4 points): "
                "ALT > 100 U/L, bilirubin > 3 mg/dL, pre-TIPS encephalopathy, urgent TIPS.",
    keywords=["TIPS", "TIPSS", "portal hypertension", "cirrhosis", "variceal bleeding",
              "shunt mortality", "mortality after TIPS placement",
              "survival after portosystemic shunt", "who should get a TIPS",
              "risk of elective versus urgent TIPS", "death risk after shunt procedure",
              "transjugular shunt outcome"],
    features=[
        bilirubin(description="Total bilirubin before TIPS (criterion: > 3.0 mg/dL)",
                  labels=("Total Bilirubin?", "Total Bilirubin")),
        Quantity(name="alt", unit="U/L", units=("U/L", "IU/L"), range=(1.0, 20000.0),
                 description="Alanine aminotransferase before TIPS (criterion: > 100 U/L)",
                 labels=("ALT?", "ALT", "Alanine aminotransferase")),
        Boolean(name="pre_tips_encephalopathy", description="Hepatic encephalopathy before TIPS",
                definition="clinically overt hepatic encephalopathy before the procedure",
                labels=("Pre-TIPSS Hepatic Encephalopathy?", "Pre-TIPSS Hepatic Encephalopathy")),
        Boolean(name="urgent_tips", description="TIPS done urgently/emergently (vs elective)",
                definition="placed as an emergency (e.g. uncontrolled variceal bleeding), not "
                           "an elective procedure",
                labels=("Urgency of TIPSS?", "Urgency of TIPSS")),
    ],
    items=list(ITEMS),
    versions=[Version("chalasani_2000", dt.date(2000, 1, 1), CHALASANI_2000, emory,
                      notes="One point each: ALT > 100 U/L; bilirubin > 3.0 mg/dL; pre-TIPS "
                            "encephalopathy; urgent TIPS. 0 low, 1-2 medium, 3-4 high risk.")],
    output=Output(kind="integer", unit="points", range=(0, 4)),
    interpret=interpret,
    references=[CHALASANI_2000, MDCALC],
    notes="Risk groups as in Chalasani 2000 (low 0, medium 1-2, high 3-4), which MDCalc calls "
          "low/moderate/high; MDCalc's form asks 'Urgency of TIPSS?' Elective/Urgent (answer "
          "'Elective'/'Urgent' accepted). Mortality figures by group are on MDCalc's page; not "
          "reproduced here.",
)
