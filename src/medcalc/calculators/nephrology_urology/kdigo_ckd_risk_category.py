"""KDIGO 2012 prognosis of CKD by GFR and albuminuria category (the "heat map")."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    Implausible,
    Missing,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.analytes import CREATININE
from medcalc.core.scaled import ColumnQuantity, reported_column
from medcalc.formulas import renal
from medcalc.formulas.renal import (
    ALBUMINURIA_CATEGORY_LABELS,
    GFR_CATEGORY_LABELS,
    HIGH,
    LOW,
    MODERATE,
    VERY_HIGH,
)

KDIGO_2012 = Reference(
    "Kidney Disease: Improving Global Outcomes (KDIGO) CKD Work Group. KDIGO 2012 Clinical "
    "Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int "
    "Suppl. 2013;3(1):1-150 (Figure 9: prognosis of CKD by GFR and albuminuria categories; "
    "Tables 5 and 6: GFR categories G1-G5 and albuminuria categories A1-A3).",
    doi="10.1038/kisup.2012.73")


def kdigo_ckd_risk(egfr, gfr_category, urine_acr, albuminuria_category):
    """Each axis from its value (egfr, urine_acr) or from its category; both must agree."""
    if egfr is None and gfr_category is None:
        raise Missing("give egfr or gfr_category", ("egfr", "gfr_category"))
    if urine_acr is None and albuminuria_category is None:
        raise Missing("give urine_acr or albuminuria_category",
                      ("urine_acr", "albuminuria_category"))
    g = renal.gfr_category(egfr) if egfr is not None else gfr_category
    out = {}
    if urine_acr is not None:
        # KDIGO Table 6 column of the unit the ACR was reported in (mg/g or mg/mmol).
        column, acr = reported_column(urine_acr, "mg/g")
        a = renal.albuminuria_category(acr, column)
        out["acr_threshold_column"] = column
    else:
        a = albuminuria_category
    if gfr_category is not None and g != gfr_category:
        raise Implausible(f"eGFR {egfr:g} mL/min/1.73 m² is category {g}, not {gfr_category}",
                          ("egfr", "gfr_category"))
    if albuminuria_category is not None and a != albuminuria_category:
        raise Implausible(f"ACR {acr:g} {column} is category {a}, not {albuminuria_category}",
                          ("urine_acr", "albuminuria_category"))
    return {"value": renal.ckd_risk(g, a), "gfr_category": g, "albuminuria_category": a, **out}


_COLOURS = {LOW: "green", MODERATE: "yellow", HIGH: "orange", VERY_HIGH: "red"}


def interpret(value):
    text = f"{value} ({_COLOURS[value]})"
    if value == LOW:
        text += "; G1-G2 with A1 is not CKD unless other markers of kidney damage are present"
    return text


_gfr_category = Category(
    name="gfr_category", required=False, default=None,
    description="KDIGO GFR category, when the eGFR value itself is not given",
    choices=tuple(Choice(code, label, aliases=(code.lower(), code[1:], f"stage {code[1:]}",
                                               f"ckd stage {code[1:]}", f"ckd {code}"))
                  for code, label in GFR_CATEGORY_LABELS.items()))
_albuminuria_category = Category(
    name="albuminuria_category", required=False, default=None,
    description="KDIGO albuminuria category, when the ACR value itself is not given",
    choices=(
        Choice("A1", ALBUMINURIA_CATEGORY_LABELS["A1"],
               aliases=("normal to mildly increased", "normoalbuminuria", "no albuminuria")),
        Choice("A2", ALBUMINURIA_CATEGORY_LABELS["A2"],
               aliases=("moderately increased", "microalbuminuria")),
        Choice("A3", ALBUMINURIA_CATEGORY_LABELS["A3"],
               aliases=("severely increased", "macroalbuminuria")),
    ))


CALCULATOR = Calculator(
    vectorized=False,  # category cross-checks written per patient: calculate_batch runs rows one by one
    id="kdigo_ckd_risk_category",
    name="KDIGO CKD Risk Category (GFR x Albuminuria Heat Map)",
    aliases=["KDIGO CKD risk category (eGFR x ACR heatmap)", "KDIGO heat map",
             "CKD heat map", "KDIGO CKD prognosis grid"],
    specialty="nephrology_urology",
    description="KDIGO 2012 prognosis of chronic kidney disease (low, moderately increased, high "
                "or very high risk) from the GFR category G1-G5 and the albuminuria category "
                "A1-A3.",
    keywords=["chronic kidney disease", "CKD staging", "CKD prognosis", "GFR category",
              "albuminuria category", "eGFR and ACR", "CGA classification", "risk of progression",
              "nephrology referral", "monitoring frequency", "CKD prognosis by GFR and albuminuria",
              "chronic kidney disease risk color grid", "combine eGFR and urine albumin",
              "how often to monitor kidney disease", "CKD progression risk category",
              "when to refer for kidney disease"],
    features=[
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(0.0, 250.0), required=False, default=None,
                 description="Estimated (or measured) GFR in mL/min/1.73 m²; or give "
                             "gfr_category"),
        _gfr_category,
        ColumnQuantity(name="urine_acr", unit="mg/g", analyte=CREATININE,
                       units=("mg/g", "mg/mmol"), columns=("mg/g", "mg/mmol"),
                       range=(0.0, 30000.0), required=False, default=None,
                       description="Urine albumin-to-creatinine ratio (mg/g or mg/mmol; "
                                   "categorised with the KDIGO cut-offs of the unit it is "
                                   "given in); or give albuminuria_category"),
        _albuminuria_category,
    ],
    versions=[Version("kdigo_2012", dt.date(2013, 1, 1), KDIGO_2012, kdigo_ckd_risk,
                      notes="Figure 9 grid: G1-G2: A1 low, A2 moderately increased, A3 high; "
                            "G3a: moderately increased, high, very high; G3b: high, very high, "
                            "very high; G4-G5: very high.")],
    output=Output(kind="category", description="KDIGO risk level (heat-map colour in the "
                                                "interpretation)"),
    interpret=interpret,
    references=[KDIGO_2012],
    notes="GFR categories: G1 >= 90, G2 60-89, G3a 45-59, G3b 30-44, G4 15-29, G5 < 15 mL/min/"
          "1.73 m². Albuminuria categories (KDIGO 2012 Table 6) are read in the column of the "
          "unit the ACR is reported in: mg/mmol (any mass-per-substance unit, e.g. g/mol) A1 < 3, "
          "A2 3-30, A3 > 30; mg/g (any mass ratio, e.g. g/g, mg/mg; also a bare number) A1 < 30, "
          "A2 30-300, A3 > 300. The two columns are rounded approximate equivalents of one "
          "albumin excretion rate (30 and 300 mg/24 h), not conversions of each other: 3.0 "
          "mg/mmol (26.5 mg/g) is A2 when reported in mg/mmol, and 29 mg/g (3.28 mg/mmol) is A1 "
          "when reported in mg/g. The breakdown names the column used (acr_threshold_column). "
          "Give albuminuria_category to use a laboratory's own category. Either the value or "
          "the category may be given for each axis; when both are given they must agree. The "
          "grid assumes CKD (abnormality for more than 3 months); G1 and G2 with A1 are not CKD "
          "without other markers of kidney damage.",
)
