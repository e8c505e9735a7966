"""Urine albumin-to-creatinine ratio (uACR) from a spot urine sample, with KDIGO 2012 A1-A3."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import urine_creatinine
from medcalc.formulas.renal import ALBUMINURIA_CATEGORY_LABELS, albuminuria_category

KDIGO_2012 = Reference(
    "Kidney Disease: Improving Global Outcomes (KDIGO) CKD Work Group. KDIGO 2012 Clinical "
    "Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int "
    "Suppl. 2013;3(1):1-150 (Recommendation 1.2.4 and Table 6: albuminuria categories A1 ACR "
    "< 30 mg/g (< 3 mg/mmol), A2 30-300 mg/g (3-30 mg/mmol), A3 > 300 mg/g (> 30 mg/mmol); "
    "Recommendation 1.4.4.1: ACR in an early-morning urine sample).",
    doi="10.1038/kisup.2012.73")

# Creatinine 1 mg/dL = 88.4 µmol/L (KDIGO 2012), so mg/mmol = mg/g / 8.84.
MG_PER_G_PER_MG_PER_MMOL = 8.84


def uacr(urine_albumin, urine_creatinine):
    # urine_albumin in mg/L; urine_creatinine in mg/dL = 0.01 g/L.
    ratio = urine_albumin / (urine_creatinine * 0.01)
    return {"value": ratio, "acr_mg_per_mmol": ratio / MG_PER_G_PER_MG_PER_MMOL,
            "albuminuria_category": albuminuria_category(ratio)}


def interpret(value):
    return ALBUMINURIA_CATEGORY_LABELS[albuminuria_category(value)]


CALCULATOR = Calculator(
    id="uacr",
    name="Urine Albumin-to-Creatinine Ratio (uACR)",
    aliases=["uACR (urine albumin-to-creatinine ratio)", "ACR", "UACR",
             "albumin-to-creatinine ratio", "urine microalbumin/creatinine ratio"],
    specialty="nephrology_urology",
    description="Albumin-to-creatinine ratio of a spot urine sample (mg/g, also given in "
                "mg/mmol) with the KDIGO albuminuria category A1-A3.",
    keywords=["albuminuria", "microalbuminuria", "proteinuria", "diabetic nephropathy",
              "diabetic kidney disease", "chronic kidney disease", "urine albumin",
              "spot urine", "ACR", "kidney damage marker"],
    features=[
        Quantity(name="urine_albumin", unit="mg/L", units=("mg/L", "mg/dL", "g/L", "µg/mL"),
                 range=(0.0, 20000.0),
                 description="Urine albumin concentration (spot sample, same sample as the "
                             "urine creatinine)"),
        urine_creatinine(description="Urine creatinine concentration (spot sample)"),
    ],
    versions=[Version("kdigo_2012", dt.date(2013, 1, 1), KDIGO_2012, uacr,
                      notes="ACR (mg/g) = urine albumin (mg/L) / urine creatinine (g/L); "
                            "A1 < 30, A2 30-300, A3 > 300 mg/g.")],
    output=Output(unit="mg/g", decimals=1, description="Albumin-to-creatinine ratio, mg albumin "
                                                       "per g creatinine"),
    interpret=interpret,
    references=[KDIGO_2012],
    notes="ACR (mg/g) = urine albumin (mg/L) / urine creatinine (g/L); mg/mmol = mg/g / 8.84 "
          "(creatinine 1 mg/dL = 88.4 µmol/L), given in the breakdown. Categories (KDIGO 2012 "
          "Table 6) are applied to the mg/g value: A1 < 30, A2 30-300, A3 > 300 mg/g. KDIGO "
          "calls its mg/g and mg/mmol columns approximate equivalents of the albumin excretion "
          "rate (30 and 300 mg/24 h): the mg/mmol cut-offs 3 and 30 are rounded (30 mg/g = 3.39 "
          "mg/mmol), so an ACR of 3.0-3.39 mg/mmol is A1 here but A2 on the rounded mg/mmol "
          "scale used by NICE. NKF and KDIGO 2024 figures write A2 as 30-299 and A3 as >= 300 "
          "mg/g; only an ACR of exactly 300 mg/g differs (A2 here, after KDIGO 2012). A single "
          "raised ACR needs confirmation (KDIGO: 2 of 3 samples over 3-6 months); exercise, "
          "infection, fever, heart failure, marked hyperglycemia, menstruation and hypertension "
          "raise albuminuria transiently.",
)
