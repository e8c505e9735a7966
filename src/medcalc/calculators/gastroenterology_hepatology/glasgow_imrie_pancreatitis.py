"""Glasgow (Imrie) criteria for severity of acute pancreatitis (modified Glasgow score, Blamey et
al., Gut 1984): eight factors within 48 h of admission, one point each; >= 3 predicts severe
disease."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version, criterion, points_total
from medcalc.core import analytes
from medcalc.core.common import age, albumin, pao2, white_blood_cell_count

BUN_PER_UREA = 2.80134  # mg/dL BUN per mmol/L urea (2 N x 14.0067)

BLAMEY_1984 = Reference(
    "Blamey SL, Imrie CW, O'Neill J, Gilmour WH, Carter DC. Prognostic factors in acute "
    "pancreatitis. Gut. 1984;25(12):1340-1346.", doi="10.1136/gut.25.12.1340",
    url="https://pubmed.ncbi.nlm.nih.gov/6510766/")
IMRIE_1978 = Reference(
    "Imrie CW, Benjamin IS, Ferguson JC, et al. A single-centre double-blind trial of Trasylol "
    "therapy in primary acute pancreatitis. Br J Surg. 1978;65(5):337-341.",
    doi="10.1002/bjs.1800650514")
MDCALC = Reference("MDCalc. Glasgow-Imrie Criteria for Severity of Acute Pancreatitis.",
                   url="https://www.mdcalc.com/glasgow-imrie-criteria-severity-acute-pancreatitis")

ITEMS = (
    criterion("pao2_lt_60", "PaO2 < 8 kPa (60 mmHg)", "pao2", lt=60.0,
              aliases=("48h_PaO2", "PaO2")),
    criterion("age_gt_55", "Age > 55 years", "age", gt=55.0, aliases=("age",)),
    criterion("wbc_gt_15", "WBC > 15 x10^9/L", "white_blood_cell_count", gt=15.0,
              aliases=("48h_WBC", "WBC")),
    criterion("calcium_lt_2", "Calcium < 2.0 mmol/L (8 mg/dL)", "calcium", lt=2.0,
              aliases=("48h_calcium", "Calcium")),
    criterion("urea_gt_16", "Urea > 16 mmol/L (BUN > 44.8 mg/dL)", "urea_nitrogen", gt=16.0 * BUN_PER_UREA,
              aliases=("48h_BUN (serum urea equivalent)",)),
    criterion("ldh_gt_600", "LDH > 600 IU/L", "ldh", gt=600.0, aliases=("48h_LDH", "LDH")),
    criterion("albumin_lt_32", "Albumin < 32 g/L (3.2 g/dL)", "albumin", lt=3.2,
              aliases=("48h_albumin", "Albumin")),
    criterion("glucose_gt_10", "Glucose > 10 mmol/L (180 mg/dL)", "glucose", gt=10.0,
              aliases=("48h_glucose", "Glucose")),
)
glasgow = points_total(ITEMS)


def interpret(score):
    if score >= 3:
        return f"Glasgow-Imrie {score}: severe acute pancreatitis likely (>= 3)"
    return f"Glasgow-Imrie {score}: severe acute pancreatitis unlikely (< 3)"


CALCULATOR = Calculator(
    id="glasgow_imrie_pancreatitis",
    name="Glasgow-Imrie Criteria for Severity of Acute Pancreatitis",
    aliases=["Glasgow-Imrie criteria", "Imrie score", "Glasgow score pancreatitis",
             "Modified Glasgow score", "PANCREAS score", "Glasgow pancreatitis score"],
    specialty="gastroenterology_hepatology",
    description="Severity of acute pancreatitis from eight factors within 48 h (0-8): PaO2, "
                "age, WBC, calcium, urea, LDH, albumin, glucose; >= 3 predicts severe disease.",
    keywords=["acute pancreatitis", "severity", "Imrie", "Glasgow", "48 hours",
              "severe pancreatitis prediction 48 hours", "acute pancreatitis severity criteria",
              "pancreatitis needing ICU", "predict complicated pancreatitis",
              "pancreatitis prognosis lab criteria", "pancreatitis severity with calcium and LDH"],
    features=[
        pao2(description="Arterial PaO2 (criterion: < 8 kPa / 60 mmHg)", labels=("48h_PaO2",)),
        age(description="Age (criterion: > 55 years)"),
        white_blood_cell_count(description="White cell count (criterion: > 15 x10^9/L)",
                               labels=("48h_WBC",)),
        Quantity(name="calcium", unit="mmol/L", units=("mmol/L", "mg/dL", "mEq/L"),
                 analyte=analytes.CALCIUM, range=(0.5, 5.0),
                 description="Serum calcium (criterion: < 2.0 mmol/L)", labels=("48h_calcium",)),
        Quantity(name="urea_nitrogen", unit="mg/dL", units=("mg/dL", "mmol/L"),
                 analyte=analytes.UREA_NITROGEN, range=(1.0, 300.0),
                 description="Blood urea nitrogen in mg/dL, or serum urea in mmol/L "
                             "(criterion: urea > 16 mmol/L = BUN > 44.8 mg/dL)",
                 labels=("48h_BUN (serum urea equivalent)", "urea nitrogen")),
        Quantity(name="ldh", unit="U/L", units=("U/L", "IU/L"), range=(10.0, 50000.0),
                 description="Lactate dehydrogenase (criterion: > 600 IU/L)", labels=("48h_LDH",)),
        albumin(description="Serum albumin (criterion: < 32 g/L)", labels=("48h_albumin",)),
        Quantity(name="glucose", unit="mmol/L", units=("mmol/L", "mg/dL"),
                 analyte=analytes.GLUCOSE, range=(0.3, 170.0),
                 description="Blood glucose (criterion: > 10 mmol/L)", labels=("48h_glucose",)),
    ],
    items=list(ITEMS),
    versions=[Version("blamey_1984", dt.date(1984, 12, 1), BLAMEY_1984, glasgow,
                      notes="Modified Glasgow (8 factors, worst values within 48 h): PaO2 < 8 "
                            "kPa; age > 55; WBC > 15; Ca < 2.0 mmol/L; urea > 16 mmol/L; LDH > "
                            "600 IU/L; albumin < 32 g/L; glucose > 10 mmol/L.")],
    output=Output(kind="integer", unit="points", range=(0, 8)),
    interpret=interpret,
    references=[BLAMEY_1984, IMRIE_1978, MDCALC],
    notes="Thresholds in the source's SI units: urea > 16 mmol/L (a BUN given in mg/dL is "
          "converted, 16 mmol/L = 44.8 mg/dL; MDCalc prints BUN > 45 mg/dL, which differs only "
          "for BUN 44.9-45.0), glucose > 10 mmol/L (180.2 mg/dL), calcium < 2.0 mmol/L (8.0 "
          "mg/dL), albumin < 32 g/L. PaO2 < 8 kPa is applied as < 60 mmHg, as MDCalc and most "
          "tables print it. The 1978 Imrie criteria (9 factors incl. AST) are not implemented.",
)
