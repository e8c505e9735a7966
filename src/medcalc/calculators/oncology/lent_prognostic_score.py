"""LENT prognostic score for malignant pleural effusion (Clive AO et al., Thorax 2014)."""

import datetime as dt

from medcalc.core import (
    Band,
    Calculator,
    Category,
    Choice,
    Count,
    Derivation,
    Output,
    Quantity,
    Reference,
    Version,
    banded,
    from_category,
    points_total,
)
from medcalc.core.common import CELL_COUNT_UNITS

CLIVE_2014 = Reference(
    "Clive AO, Kahan BC, Hooper CE, Bhatnagar R, Morley AJ, Zahan-Evans N, Bintcliffe OJ, "
    "Boshuizen RC, Fysh ETH, Tobin CL, Medford ARL, Harvey JE, van den Heuvel MM, Lee YCG, "
    "Maskell NA. Predicting survival in malignant pleural effusion: development and validation "
    "of the LENT prognostic score. Thorax. 2014;69(12):1098-1104.",
    doi="10.1136/thoraxjnl-2014-205285", url="https://pubmed.ncbi.nlm.nih.gov/25100651/")
MDCALC = Reference("MDCalc. LENT Prognostic Score for Malignant Pleural Effusion.",
                   url="https://www.mdcalc.com/calc/10191/lent-prognostic-score-malignant-pleural-effusion")

TUMOUR = Category(
    name="tumour_type", description="Primary tumour type (LENT risk group)",
    labels=("Tumor type", "Tumour type", "Tumor type (primary)"),
    choices=(
        Choice("mesothelioma", "Mesothelioma", 0),
        Choice("haematological", "Haematological malignancy", 0,
               aliases=("hematological malignancy", "hematologic malignancy", "lymphoma",
                        "leukemia", "leukaemia", "myeloma", "hematologic")),
        Choice("breast", "Breast cancer", 1, aliases=("breast",)),
        Choice("gynaecological", "Gynaecological cancer", 1,
               aliases=("gynecological cancer", "gynecologic", "ovarian cancer", "ovarian",
                        "endometrial", "cervical")),
        Choice("renal_cell", "Renal cell carcinoma", 1, aliases=("renal cell", "RCC", "kidney")),
        Choice("lung", "Lung cancer", 2, aliases=("lung", "NSCLC", "SCLC",
                                                   "non-small cell lung cancer")),
        Choice("other", "Other tumour types", 2, aliases=("other", "other tumor types",
                                                           "other cancer")),
    ))

ITEMS = (
    banded("ldh_points", "Pleural fluid LDH", "pleural_ldh", (
        Band("le1500", "< 1500 IU/L", 0, le=1500, aliases=("<1500",)),
        Band("gt1500", "> 1500 IU/L", 1, gt=1500, aliases=(">1500", "≥1500", ">=1500")),
    ), aliases=("LDH in pleural fluid", "Pleural fluid LDH, IU/L", "Pleural LDH")),
    banded("ecog_points", "ECOG performance status", "ecog", (
        Band("0", "0", 0, lt=1, aliases=("ECOG 0", "PS 0")),
        Band("1", "1", 1, ge=1, lt=2, aliases=("ECOG 1", "PS 1")),
        Band("2", "2", 2, ge=2, lt=3, aliases=("ECOG 2", "PS 2")),
        Band("3_4", "3-4", 3, ge=3, aliases=("ECOG 3-4", "3", "4", "PS 3-4")),
    ), aliases=("ECOG PS", "ECOG performance score")),
    banded("nlr_points", "Serum neutrophil-to-lymphocyte ratio", "nlr", (
        Band("lt9", "< 9", 0, le=9, aliases=("<9",)),
        Band("gt9", "> 9", 1, gt=9, aliases=(">9", "≥9", ">=9")),
    ), aliases=("Neutrophil-to-lymphocyte ratio", "NLR", "Neutrophil:lymphocyte ratio")),
    from_category(TUMOUR, "Tumour type", aliases=("Tumor type",)),
)
lent = points_total(ITEMS)

NLR = Derivation(
    "nlr",
    (Quantity(name="neutrophils", unit="10^9/L", units=CELL_COUNT_UNITS, range=(0.0, 200.0),
              description="Blood absolute neutrophil count",
              labels=("Neutrophil count", "Absolute neutrophil count")),
     Quantity(name="lymphocytes", unit="10^9/L", units=CELL_COUNT_UNITS, range=(0.01, 200.0),
              description="Blood absolute lymphocyte count",
              labels=("Lymphocyte count", "Absolute lymphocyte count"))),
    lambda neutrophils, lymphocytes: neutrophils / lymphocytes,
    "blood neutrophil count divided by lymphocyte count")


def interpret(score):
    if score <= 1:
        return ("low risk (LENT 0-1): median survival 319 days in the derivation cohort "
                "(Clive 2014)")
    if score <= 4:
        return ("moderate risk (LENT 2-4): median survival 130 days in the derivation cohort "
                "(Clive 2014)")
    return ("high risk (LENT 5-7): median survival 44 days in the derivation cohort "
            "(Clive 2014)")


CALCULATOR = Calculator(
    id="lent_prognostic_score",
    name="LENT Prognostic Score for Malignant Pleural Effusion",
    aliases=["LENT Prognostic Score for Malignant Pleural Effusion", "LENT score",
             "LENT prognostic score"],
    specialty="oncology",
    description="Survival prognosis in malignant pleural effusion (0-7 points): pleural fluid "
                "LDH, ECOG performance status, blood neutrophil-to-lymphocyte ratio and tumour "
                "type; low (0-1), moderate (2-4) or high (5-7) risk.",
    keywords=["malignant pleural effusion", "MPE", "pleural LDH", "neutrophil-lymphocyte ratio",
              "survival", "pleurodesis", "indwelling pleural catheter",
              "survival with malignant pleural effusion", "prognosis of cancer pleural effusion",
              "pleural catheter or pleurodesis decision", "life expectancy with malignant effusion",
              "pleural fluid LDH and performance status", "malignant effusion survival group"],
    features=[
        Quantity(name="pleural_ldh", unit="U/L", units=("U/L", "IU/L"), range=(10.0, 100000.0),
                 description="Pleural fluid LDH (1 point when > 1500 IU/L)",
                 labels=("LDH in pleural fluid", "Pleural fluid LDH")),
        Count(name="ecog", range=(0, 4), description="ECOG performance status 0-4",
              labels=("ECOG", "ECOG performance status")),
        Quantity(name="nlr", unit="1", units=("1",), range=(0.01, 500.0),
                 description="Blood neutrophil-to-lymphocyte ratio (1 point when > 9); or give "
                             "neutrophils and lymphocytes",
                 labels=("NLR", "Neutrophil-to-lymphocyte ratio")),
        TUMOUR,
    ],
    items=list(ITEMS),
    derived=[NLR],
    versions=[Version("clive_2014", dt.date(2014, 8, 6), CLIVE_2014, lent,
                      notes="Pleural LDH < 1500 IU/L 0, > 1500 1; ECOG 0/1/2/3-4 -> 0/1/2/3; "
                            "NLR < 9 0, > 9 1; tumour type: mesothelioma or haematological 0, "
                            "breast, gynaecological or renal cell 1, lung or other 2. 0-1 low, "
                            "2-4 moderate, 5-7 high risk.")],
    output=Output(kind="integer", unit="points", range=(0, 7)),
    interpret=interpret,
    references=[CLIVE_2014, MDCALC],
    notes="Clive 2014 prints the cut-offs as '< 1500' / '> 1500' IU/L and '< 9' / '> 9' without "
          "saying where the boundary value falls; here a value exactly at the cut-off scores "
          "0 (the point needs a value above it). MDCalc's options read '>=1500' and '>=9', so "
          "exactly 1500 IU/L or an NLR of exactly 9 scores 1 there. The NLR may be given "
          "directly or from absolute neutrophil and lymphocyte counts. Median survivals in the "
          "interpretation are those of the derivation cohorts (low 319, moderate 130, high 44 "
          "days).",
)
