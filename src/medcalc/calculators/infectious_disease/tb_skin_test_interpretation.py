"""Tuberculin skin test (Mantoux) interpretation by induration and risk group (ATS/CDC 2000
targeted tuberculin testing statement)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Quantity, Reference, Version
from medcalc.core.vector import where

ATS_CDC_2000 = Reference(
    "American Thoracic Society; Centers for Disease Control and Prevention. Targeted tuberculin "
    "testing and treatment of latent tuberculosis infection. MMWR Recomm Rep. "
    "2000;49(RR-6):1-51 (also Am J Respir Crit Care Med. 2000;161:S221-S247).",
    url="https://www.cdc.gov/mmwr/preview/mmwrhtml/rr4906a1.htm")
MDCALC = Reference("MDCalc. TB Skin Test Interpretation (PPD).")

POSITIVE, NEGATIVE = "positive", "negative"
CUTOFF_MM = {"high": 5.0, "moderate": 10.0, "none": 15.0}

RISK_GROUP = Category(
    name="risk_group",
    description="The patient's highest tuberculosis risk group (sets the induration cut-off)",
    labels=("Risk group", "Risk factors", "Patient category"),
    choices=(
        Choice("high", "Highest risk (>= 5 mm): HIV infection; recent contact of a person with "
                       "infectious TB; chest radiograph fibrosis consistent with old TB; organ "
                       "transplant or other immunosuppression (e.g. prednisone >= 15 mg/day for "
                       ">= 1 month, TNF antagonists)",
               aliases=("5 mm", ">=5 mm", "HIV", "recent contact", "close contact",
                        "immunosuppressed", "transplant", "fibrotic changes on chest x-ray")),
        Choice("moderate", "Increased risk (>= 10 mm): immigrant within 5 years from a "
                           "high-prevalence country; injection drug use; resident or employee of "
                           "a high-risk congregate setting; mycobacteriology laboratory worker; "
                           "conditions raising TB risk (silicosis, diabetes, chronic kidney "
                           "failure, haematological cancer, >= 10% weight loss, gastrectomy, "
                           "jejunoileal bypass); child under 4 years; child or adolescent "
                           "exposed to high-risk adults",
               aliases=("10 mm", ">=10 mm", "recent immigrant", "injection drug use",
                        "health care worker", "diabetes", "child under 4")),
        Choice("none", "No known risk factor (>= 15 mm)",
               aliases=("15 mm", ">=15 mm", "no risk factors", "low risk")),
    ))


def tst(induration, risk_group):
    cutoff = where(risk_group == "high", CUTOFF_MM["high"],
                   where(risk_group == "moderate", CUTOFF_MM["moderate"], CUTOFF_MM["none"]))
    return {"value": where(induration >= cutoff, POSITIVE, NEGATIVE), "cutoff_mm": cutoff}


def interpret(value, breakdown):
    cut = f"{breakdown['cutoff_mm']:g} mm"
    if value == POSITIVE:
        return (f"positive (induration >= {cut} for this risk group): latent or active TB "
                "infection likely; exclude active TB (symptoms, chest radiograph) and consider "
                "treatment of latent infection")
    return (f"negative (induration < {cut} for this risk group); a negative test does not "
            "exclude TB infection in immunosuppressed patients or within 8-10 weeks of exposure")


CALCULATOR = Calculator(
    id="tb_skin_test_interpretation",
    name="TB Skin Test Interpretation",
    aliases=["PPD interpretation", "Tuberculin skin test interpretation", "Mantoux test",
             "TST interpretation", "PPD skin test", "结核菌素皮试判读"],
    specialty="infectious_disease",
    description=("Whether a tuberculin skin test (Mantoux, 5 TU PPD, read at 48-72 h) is "
                 "positive: transverse induration against the 5, 10 or 15 mm cut-off of the "
                 "patient's risk group (ATS/CDC 2000)."),
    keywords=["tuberculosis", "TB", "latent TB", "LTBI", "PPD", "Mantoux", "tuberculin",
              "induration", "screening", "is this PPD positive", "tuberculin induration cutoff",
              "read Mantoux reaction", "5 10 or 15 mm induration",
              "latent tuberculosis screening result", "positive TB skin test by risk group",
              "interpret purified protein derivative"],
    features=[
        Quantity(name="induration", unit="mm", units=("mm", "cm"), range=(0.0, 100.0),
                 description="Transverse diameter of induration (not erythema) at 48-72 hours",
                 labels=("Induration", "Induration size", "PPD induration")),
        RISK_GROUP,
    ],
    versions=[Version("ats_cdc_2000", dt.date(2000, 6, 9), ATS_CDC_2000, tst,
                      notes=">= 5 mm highest-risk group; >= 10 mm increased-risk group; >= 15 mm "
                            "no risk factor.")],
    output=Output(kind="category", description="'positive' or 'negative'"),
    interpret=interpret,
    references=[ATS_CDC_2000, MDCALC],
    notes=("Cut-offs are 'greater than or equal to' as in the ATS/CDC 2000 statement (Table 2). "
           "Choose the highest risk group that applies. The induration is measured "
           "transversely in millimetres; erythema is not measured. BCG vaccination history does "
           "not change the interpretation in this scheme."),
)
