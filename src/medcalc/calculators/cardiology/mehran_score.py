"""Mehran risk score for contrast-induced nephropathy after percutaneous coronary intervention
(Mehran et al., J Am Coll Cardiol 2004)."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Output,
    Quantity,
    Reference,
    Variant,
    Version,
    banded,
    criterion,
)
from medcalc.core.common import age, creatinine
from medcalc.core.vector import floor

MEHRAN_2004 = Reference(
    "Mehran R, Aymong ED, Nikolsky E, et al. A simple risk score for prediction of "
    "contrast-induced nephropathy after percutaneous coronary intervention: development and "
    "initial validation. J Am Coll Cardiol. 2004;44(7):1393-1399.",
    doi="10.1016/j.jacc.2004.06.068")

HYPOTENSION = criterion(
    "hypotension", "Hypotension", points=5,
    aliases=("Hypotension (SBP <80 mmHg for >=1 h requiring inotropes or IABP)",))
IABP = criterion("iabp", "Intra-aortic balloon pump", points=5, aliases=("IABP",))
CHF = criterion("congestive_heart_failure", "Congestive heart failure", points=5,
                aliases=("CHF", "Congestive heart failure (NYHA III/IV or history of pulmonary "
                                "edema)"))
AGE = criterion("age_over_75", "Age > 75 years", "age", gt=75, points=4,
                aliases=("Age >75 years", "Age >75"))
ANEMIA = criterion("anemia", "Anemia", points=3,
                   aliases=("Anaemia", "Anemia (Hct <39% men, <36% women)"))
DIABETES = criterion("diabetes", "Diabetes", points=3, aliases=("Diabetes mellitus",))
# Renal item, eGFR form (default): 40 to < 60: 2; 20 to < 40: 4; < 20: 6.
EGFR = banded("egfr_points", "eGFR (mL/min/1.73 m²)", "egfr", (
    Band("ge_60", ">= 60", 0, ge=60, aliases=("≥60",)),
    Band("40_60", "40 to < 60", 2, ge=40, lt=60, aliases=("40-60", "40-59")),
    Band("20_40", "20 to < 40", 4, ge=20, lt=40, aliases=("20-40", "20-39")),
    Band("lt_20", "< 20", 6, lt=20, aliases=("<20",)),
), aliases=("eGFR, mL/min/1.73 m²", "eGFR, mL/min/1.73 m2", "eGFR"), absent="ge_60")
CREATININE = criterion("creatinine_over_1_5", "Serum creatinine > 1.5 mg/dL", "creatinine",
                       gt=1.5, points=4, aliases=("Serum creatinine >1.5 mg/dL", "SCr > 1.5"))
BASE = (HYPOTENSION, IABP, CHF, AGE, ANEMIA, DIABETES)
NAMES = tuple(i.name for i in BASE)


def _total(points, contrast_volume, renal_name, renal):
    contrast = floor(contrast_volume / 100.0)  # 1 point per 100 mL
    out = {"value": sum(points[n] for n in NAMES) + contrast + renal}
    out.update({n: points[n] for n in NAMES})
    out["contrast_volume"] = contrast
    out[renal_name] = renal
    return out


def mehran_egfr(hypotension, iabp, congestive_heart_failure, age_over_75, anemia, diabetes,
                contrast_volume, egfr_points):
    points = dict(hypotension=hypotension, iabp=iabp,
                  congestive_heart_failure=congestive_heart_failure, age_over_75=age_over_75,
                  anemia=anemia, diabetes=diabetes)
    return _total(points, contrast_volume, "egfr_points", egfr_points)


def mehran_creatinine(hypotension, iabp, congestive_heart_failure, age_over_75, anemia,
                      diabetes, contrast_volume, creatinine_over_1_5):
    points = dict(hypotension=hypotension, iabp=iabp,
                  congestive_heart_failure=congestive_heart_failure, age_over_75=age_over_75,
                  anemia=anemia, diabetes=diabetes)
    return _total(points, contrast_volume, "creatinine_over_1_5", creatinine_over_1_5)


def interpret(score):
    # Mehran 2004 (validation): risk of CIN / of CIN requiring dialysis by group.
    if score <= 5:
        return "low risk (<= 5): CIN 7.5%, dialysis 0.04%"
    if score <= 10:
        return "moderate risk (6-10): CIN 14.0%, dialysis 0.12%"
    if score <= 15:
        return "high risk (11-15): CIN 26.1%, dialysis 1.09%"
    return "very high risk (>= 16): CIN 57.3%, dialysis 12.6%"


NOTES = ("Hypotension 5, IABP 5, CHF 5, age > 75 4, anaemia 3, diabetes 3, contrast 1 per 100 mL "
         "(floor), renal item by form.")

CALCULATOR = Calculator(
    id="mehran_score",
    name="Mehran Score for Post-PCI Contrast Nephropathy",
    aliases=["Mehran Score for Post-PCI Contrast Nephropathy", "Mehran score",
             "Mehran CIN risk score", "Contrast-induced nephropathy risk score"],
    specialty="cardiology",
    description="Risk of contrast-induced nephropathy (and of dialysis) after PCI, from "
                "haemodynamic, clinical and renal factors and the contrast volume.",
    keywords=["contrast-induced nephropathy", "CIN", "contrast-associated AKI", "PCI",
              "percutaneous coronary intervention", "dialysis", "acute kidney injury",
              "kidney injury after contrast angiography", "contrast nephropathy after PCI",
              "risk of dialysis after cardiac cath", "AKI after coronary angiography",
              "contrast volume kidney risk", "renal protection before PCI",
              "post catheterization kidney damage"],
    features=[
        Boolean(name="hypotension", description="Periprocedural hypotension (5 points)",
                definition="systolic pressure < 80 mmHg for at least 1 hour requiring inotropic "
                           "support or IABP within 24 hours periprocedurally"),
        Boolean(name="iabp", description="Intra-aortic balloon pump (5 points)"),
        Boolean(name="congestive_heart_failure", description="Congestive heart failure (5 points)",
                definition="NYHA class III/IV or a history of pulmonary oedema"),
        age(description="Age (criterion: > 75 years, 4 points)"),
        Boolean(name="anemia", description="Anaemia (3 points)",
                definition="baseline haematocrit < 39% (men) or < 36% (women)"),
        Boolean(name="diabetes", description="Diabetes mellitus (3 points)"),
        Quantity(name="contrast_volume", unit="mL", units=("mL", "L"), range=(0.0, 2000.0),
                 labels=("Contrast media volume", "Contrast volume"),
                 description="Contrast media volume (1 point per 100 mL)"),
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(1.0, 200.0), required=False,
                 description="Estimated GFR (MDRD in the source) for the eGFR form"),
        creatinine(required=False, description="Serum creatinine for the creatinine form "
                                               "(criterion: > 1.5 mg/dL, 4 points)"),
    ],
    items=[*BASE, EGFR, CREATININE],
    variants=[Variant("egfr", "renal item from eGFR: 40-60 2, 20-40 4, < 20 6 points",
                      MEHRAN_2004),
              Variant("creatinine", "renal item from serum creatinine > 1.5 mg/dL: 4 points",
                      MEHRAN_2004)],
    versions=[Version("mehran_2004_egfr", dt.date(2004, 10, 6), MEHRAN_2004, mehran_egfr,
                      variant="egfr", notes=NOTES + " eGFR 40 to < 60: 2, 20 to < 40: 4, < 20: 6."),
              Version("mehran_2004_creatinine", dt.date(2004, 10, 6), MEHRAN_2004,
                      mehran_creatinine, variant="creatinine",
                      notes=NOTES + " Serum creatinine > 1.5 mg/dL: 4.")],
    default_version="mehran_2004_egfr",
    output=Output(kind="integer", unit="points", decimals=0, range=(0, float("inf"))),
    interpret=interpret,
    references=[MEHRAN_2004],
    notes="Mehran 2004 gives two equivalent forms of the renal item: serum creatinine > 1.5 "
          "mg/dL (4 points) or eGFR (40-60: 2, 20-40: 4, < 20: 6); both are variants here, eGFR "
          "the default (MDCalc's form). The source prints the eGFR bands as 40-60, 20-40 and "
          "< 20 without saying where 40 and 20 fall; read here as 40 to < 60 (2), 20 to < 40 "
          "(4), < 20 (6), >= 60 0. Contrast: 1 point per full 100 mL (130 mL -> 1, as MDCalc "
          "scores it). Risk groups: <= 5 low (CIN 7.5%, dialysis 0.04%), 6-10 moderate (14.0%, "
          "0.12%), 11-15 high (26.1%, 1.09%), >= 16 very high (57.3%, 12.6%). Anaemia is "
          "sex-specific (Hct < 39% men, < 36% women) and answered yes/no.",
)
