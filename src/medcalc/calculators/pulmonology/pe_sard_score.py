"""PE-SARD bleeding score: risk of early major bleeding in acute pulmonary embolism from syncope,
anaemia and renal dysfunction (Chopard et al., Chest 2021)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Quantity, Reference, Version, criterion
from medcalc.core.common import hemoglobin

CHOPARD_2021 = Reference(
    "Chopard R, Piazza G, Falvo N, Ecarnot F, Besutti M, Capellier G, Schiele F, Badoz M, "
    "Meneveau N. An original risk score to predict early major bleeding in acute pulmonary "
    "embolism: the Syncope, Anemia, Renal Dysfunction (PE-SARD) bleeding score. Chest. 2021 "
    "(published online November 2021; first presented as an ESC Congress abstract, Eur Heart J "
    "supplement, 14 October 2021; volume and pages not verified offline).")
RIETE_2024 = Reference(
    "External validation of the PE-SARD risk score for predicting early bleeding in acute "
    "pulmonary embolism in the RIETE Registry. Thromb Res. 2024;235:22-31.",
    doi="10.1016/j.thromres.2024.01.013", url="https://pubmed.ncbi.nlm.nih.gov/38295598/")

HEMOGLOBIN_THRESHOLD = 12.0  # g/dL, strictly below (not sex-specific in the source)
GFR_THRESHOLD = 60.0  # mL/min, strictly below

# Chopard 2021's three predictors with their published weights (aliases: MDCalc-style labels).
SYNCOPE = criterion("syncope", "Syncope", points=1.5, aliases=("Syncope at presentation",))
ANEMIA = criterion("anemia", "Anemia (hemoglobin < 12 g/dL)", "hemoglobin",
                   lt=HEMOGLOBIN_THRESHOLD, points=2.5,
                   aliases=("Anemia", "Anaemia", "Hemoglobin <12 g/dL", "Hgb <12 g/dL",
                            "Anemia (Hgb <12 g/dL)"))
RENAL = criterion("renal_dysfunction", "Renal dysfunction (GFR < 60 mL/min)", "gfr",
                  lt=GFR_THRESHOLD, points=1.0,
                  aliases=("Renal dysfunction", "GFR <60 mL/min", "Renal dysfunction (GFR <60)",
                           "eGFR <60 mL/min"))
ITEMS = (SYNCOPE, ANEMIA, RENAL)


def pe_sard(syncope, anemia, renal_dysfunction):
    return {"value": syncope + anemia + renal_dysfunction, "syncope": syncope,
            "anemia": anemia, "renal_dysfunction": renal_dysfunction}


def risk_class(score):
    if score <= 0:
        return ("low bleeding risk (PE-SARD 0 points): 0.9% early major bleeding up to "
                "hospital discharge in the derivation registry")
    if score <= 2.5:
        return ("intermediate bleeding risk (PE-SARD 1-2.5 points)")
    return ("high bleeding risk (PE-SARD > 2.5 points): 9.0% early major bleeding up to "
            "hospital discharge in the derivation registry")


CALCULATOR = Calculator(
    id="pe_sard_score",
    name="Pulmonary Embolism Syncope-Anemia-Renal Dysfunction (PE-SARD) Score",
    aliases=["PE-SARD", "PE-SARD bleeding score", "Syncope-Anemia-Renal Dysfunction score",
             "PE-SARD Score for Early Major Bleeding in Acute PE"],
    specialty="pulmonology",
    description=("Risk of early major bleeding in acute pulmonary embolism on anticoagulation "
                 "from syncope (1.5), anaemia with haemoglobin < 12 g/dL (2.5) and renal "
                 "dysfunction with GFR < 60 mL/min (1): 0-5 points, low / intermediate / high "
                 "risk."),
    keywords=["pulmonary embolism", "major bleeding", "anticoagulation", "bleeding risk",
              "acute PE", "bleeding risk on anticoagulation for PE",
              "early major bleeding pulmonary embolism", "PE anticoagulant hemorrhage risk",
              "anemia syncope kidney bleeding risk", "major bleed in acute PE",
              "bleeding risk during PE treatment"],
    features=[
        Boolean(name="syncope", description="Syncope at presentation (1.5 points)",
                labels=("Syncope",)),
        hemoglobin(description="Haemoglobin (criterion: < 12 g/dL, 2.5 points)",
                   labels=("Hemoglobin", "Hgb")),
        Quantity(name="gfr", unit="mL/min", units=("mL/min",),
                 range=(1.0, 250.0), labels=("GFR", "eGFR", "Glomerular filtration rate"),
                 description=("Glomerular filtration rate (criterion: < 60 mL/min, 1 point); "
                              "the source does not name the estimating equation")),
    ],
    items=list(ITEMS),
    versions=[Version("chopard_2021", dt.date(2021, 10, 14), CHOPARD_2021, pe_sard,
                      notes=("First published 14 October 2021 (ESC Congress abstract); Chest paper online November 2021. Syncope +1.5; "
                             "anaemia (haemoglobin < 12 g/dL) +2.5; renal dysfunction (GFR < "
                             "60 mL/min) +1. Classes: low 0, intermediate 1-2.5, high > 2.5."))],
    output=Output(kind="number", unit="points", decimals=1, range=(0.0, 5.0)),
    interpret=risk_class,
    references=[CHOPARD_2021, RIETE_2024],
    notes=(
        "Weights, definitions and classes follow Chopard 2021 as given in its published abstract "
        "(multicentre prospective French registry of 2,754 patients with acute PE; 82 early "
        "major bleeds up to hospital discharge): syncope +1.5, anaemia defined by haemoglobin "
        "< 12 g/dL (one cut-off for both sexes) +2.5, renal dysfunction defined by GFR < 60 "
        "mL/min +1; low risk 0 points (52.2% of patients, observed bleeding 0.9%), "
        "intermediate 1-2.5 (35.2%), high > 2.5 (12.6%, 9.0%). The external validation in RIETE "
        "(Thromb Res 2024; 50,686 patients) found 30-day major bleeding of 0.6%, 1.5% and 2.5% "
        "by class. Each item may be answered by its measurement, its band ('<12') or yes/no; "
        "under missing='absent' an unmentioned item counts as not met and is listed as imputed. "
        "Sources searched in wave 2 recovery: stored pages corpus (published abstract record of "
        "Chopard 2021, Healio and Pulmonology Advisor summaries, RIETE validation abstract)."),
)
