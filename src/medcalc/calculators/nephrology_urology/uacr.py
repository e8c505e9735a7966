"""Urine albumin-to-creatinine ratio (uACR) from a spot urine sample, with KDIGO 2012 A1-A3."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import CREATININE
from medcalc.core.scaled import ColumnQuantity, reported_column
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
    column, creatinine_in_column = reported_column(urine_creatinine, "mg/dL")
    if column == "mmol/L":
        # Creatinine measured in molar units: the ratio is reported in mg/mmol (KDIGO Table 6
        # mg/mmol column), computed from the reported value, not back from mg/g.
        acr_mg_per_mmol = urine_albumin / creatinine_in_column
        category = albuminuria_category(acr_mg_per_mmol, "mg/mmol")
        threshold_column = "mg/mmol"
    else:
        acr_mg_per_mmol = ratio / MG_PER_G_PER_MG_PER_MMOL
        category = albuminuria_category(ratio, "mg/g")
        threshold_column = "mg/g"
    return {"value": ratio, "acr_mg_per_mmol": acr_mg_per_mmol,
            "albuminuria_category": category, "acr_threshold_column": threshold_column}


def interpret(value, breakdown):
    return ALBUMINURIA_CATEGORY_LABELS[breakdown["albuminuria_category"]]


URINE_CREATININE = ColumnQuantity(
    name="urine_creatinine", unit="mg/dL", analyte=CREATININE,
    units=("mg/dL", "µmol/L", "mmol/L"), columns=("mg/dL", "mmol/L"), range=(2.0, 1000.0),
    description="Urine creatinine concentration (spot sample); in mmol/L or µmol/L the ACR is "
                "categorised in mg/mmol, in mg/dL (or g/L) in mg/g")


CALCULATOR = Calculator(
    id="uacr",
    name="Urine Albumin-to-Creatinine Ratio (uACR)",
    aliases=["uACR (urine albumin-to-creatinine ratio)", "ACR", "UACR",
             "albumin-to-creatinine ratio", "urine microalbumin/creatinine ratio"],
    specialty="nephrology_urology",
    description="Albumin-to-creatinine ratio of a spot urine sample (mg/g, also given in "
                "mg/mmol) with the KDIGO albuminuria category A1-A3.",
    keywords=["albuminuria", "microalbuminuria", "proteinuria", "diabetic nephropathy",
              "diabetic kidney disease", "chronic kidney disease", "urine albumin", "spot urine",
              "ACR", "kidney damage marker", "protein in urine", "albumin in urine",
              "diabetic kidney damage screening", "urine protein leak", "albuminuria stage",
              "early kidney damage marker", "spot urine albumin test"],
    features=[
        Quantity(name="urine_albumin", unit="mg/L", units=("mg/L", "mg/dL", "g/L", "µg/mL"),
                 range=(0.0, 20000.0),
                 description="Urine albumin concentration (spot sample, same sample as the "
                             "urine creatinine)"),
        URINE_CREATININE,
    ],
    versions=[Version("kdigo_2012", dt.date(2013, 1, 1), KDIGO_2012, uacr,
                      notes="ACR (mg/g) = urine albumin (mg/L) / urine creatinine (g/L); "
                            "A1 < 30, A2 30-300, A3 > 300 mg/g, or with creatinine in molar "
                            "units A1 < 3, A2 3-30, A3 > 30 mg/mmol.")],
    output=Output(unit="mg/g", decimals=1, description="Albumin-to-creatinine ratio, mg albumin "
                                                       "per g creatinine", range=(0, float("inf"))),
    interpret=interpret,
    references=[KDIGO_2012],
    notes="ACR (mg/g) = urine albumin (mg/L) / urine creatinine (g/L); the ACR in mg/mmol "
          "(urine albumin mg/L / urine creatinine mmol/L; = mg/g / 8.84 with creatinine 1 mg/dL "
          "= 88.4 µmol/L) is given in the breakdown. KDIGO 2012 Table 6 gives the categories in "
          "two parallel columns, each a rounded approximate equivalent of the albumin excretion "
          "rate 30 and 300 mg/24 h (not conversions of each other): mg/g A1 < 30, A2 30-300, "
          "A3 > 300; mg/mmol A1 < 3, A2 3-30, A3 > 30. The category is read in the column in "
          "which the ratio is reported: with urine creatinine given in molar units (mmol/L, "
          "µmol/L) the laboratory ratio is mg/mmol and the mg/mmol column applies (albumin 30 "
          "mg/L, creatinine 10 mmol/L: 3.0 mg/mmol = 26.5 mg/g, A2); with creatinine in mass "
          "units (mg/dL, g/L) or a bare number the mg/g column applies (29 mg/g = 3.28 mg/mmol, "
          "A1). The breakdown names the column used (acr_threshold_column); the value is always "
          "in mg/g. NKF and KDIGO 2024 figures write A2 as 30-299 and A3 as >= 300 "
          "mg/g; only an ACR of exactly 300 mg/g differs (A2 here, after KDIGO 2012). A single "
          "raised ACR needs confirmation (KDIGO: 2 of 3 samples over 3-6 months); exercise, "
          "infection, fever, heart failure, marked hyperglycemia, menstruation and hypertension "
          "raise albuminuria transiently.",
)
