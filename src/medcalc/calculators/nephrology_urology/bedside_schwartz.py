"""Bedside Schwartz (CKiD 2009) equation: pediatric eGFR = 0.413 x height (cm) / Scr (mg/dL)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import age, creatinine, height
from medcalc.formulas.renal import bedside_schwartz_egfr

SCHWARTZ_2009 = Reference(
    "Schwartz GJ, Muñoz A, Schneider MF, et al. New equations to estimate GFR in children with "
    "CKD. J Am Soc Nephrol. 2009;20(3):629-637 (bedside calculation 0.413 x height (cm) / serum "
    "creatinine (mg/dL); derived in 349 children aged 1 to 16 years of the CKiD cohort, "
    "enzymatic IDMS-traceable creatinine).",
    doi="10.1681/ASN.2008030287", url="https://pubmed.ncbi.nlm.nih.gov/19158356/")


def bedside_schwartz(height, creatinine, age):
    # age is not in the equation: it is a parameter so that the population check runs.
    return bedside_schwartz_egfr(height, creatinine)


CALCULATOR = Calculator(
    id="bedside_schwartz",
    name="Bedside Schwartz Equation for Pediatric eGFR",
    aliases=["Bedside Schwartz Equation (Pediatric eGFR)",
             "Bedside Schwartz公式（儿童肾小球滤过率估算）", "Bedside Schwartz",
             "CKiD bedside equation", "updated Schwartz equation", "revised Schwartz formula"],
    specialty="nephrology_urology",
    description="Estimated GFR of a child (1 to 17 years) from height and serum creatinine: "
                "0.413 x height (cm) / creatinine (mg/dL), in mL/min/1.73 m².",
    keywords=["pediatric eGFR", "paediatric kidney function", "children", "CKiD",
              "renal function in children", "glomerular filtration rate", "height-based eGFR",
              "pediatric chronic kidney disease", "kidney function in a child",
              "GFR from height and creatinine in kids", "pediatric renal function estimate",
              "estimated GFR for adolescents", "children with chronic kidney disease",
              "drug dosing kidney function in children"],
    features=[
        height(description="Height (length in infants)"),
        creatinine(description="Serum creatinine (enzymatic, IDMS-traceable)"),
        age(description="Age (the equation applies to children aged 1 to 17 years)"),
    ],
    versions=[Version("ckid_2009", dt.date(2009, 3, 1), SCHWARTZ_2009, bedside_schwartz,
                      notes="eGFR = 0.413 x height (cm) / Scr (mg/dL).")],
    output=Output(unit="mL/min/1.73 m²", decimals=1, range=(0, float("inf"))),
    preconditions=[Precondition(lambda age: 1.0 <= age < 18.0,
                                "the bedside Schwartz equation is for children aged 1 to 17 "
                                "years (derived at ages 1-16); use CKD-EPI from age 18")],
    references=[SCHWARTZ_2009],
    notes="0.413 x height (cm) / serum creatinine (mg/dL); a creatinine in µmol/L is converted "
          "with 1 mg/dL = 88.4 µmol/L. The constant was fitted with enzymatic, IDMS-traceable "
          "creatinine: do not use it with Jaffe creatinine (the 1976 Schwartz k of 0.55 belongs "
          "to that assay). Derivation cohort: CKiD, 349 children aged 1-16 years with CKD "
          "(median iohexol GFR 41.3 mL/min/1.73 m²); the equation is less accurate at normal "
          "GFR. Applied here from age 1 up to (not including) 18, the age from which CKD-EPI "
          "applies. Age is needed only to check that population.",
)
