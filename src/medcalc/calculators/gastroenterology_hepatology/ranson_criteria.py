"""Ranson's criteria for acute pancreatitis (Ranson et al., Surg Gynecol Obstet 1974): five
findings on admission and six during the first 48 hours, one point each."""

import datetime as dt

from medcalc.core import (Calculator, Derivation, Output, Quantity, Reference, Version, criterion,
                          points_total)
from medcalc.core import analytes
from medcalc.core.common import age, pao2, white_blood_cell_count

RANSON_1974 = Reference(
    "Ranson JH, Rifkind KM, Roses DF, Fink SD, Eng K, Spencer FC. Prognostic signs and the role "
    "of operative management in acute pancreatitis. Surg Gynecol Obstet. 1974;139(1):69-81.",
    url="https://pubmed.ncbi.nlm.nih.gov/4834279/")
RANSON_1982 = Reference(
    "Ranson JH. Etiological and prognostic factors in human acute pancreatitis: a review. Am J "
    "Gastroenterol. 1982;77(9):633-638 (the gallstone-pancreatitis criteria).")
MDCALC = Reference("MDCalc. Ranson's Criteria for Pancreatitis Mortality.")

ADMISSION = (
    criterion("age_gt_55", "Age > 55 years", "age", gt=55.0,
              aliases=("on_admission_age", "Age")),
    criterion("wbc_gt_16", "WBC > 16 x10^9/L", "white_blood_cell_count", gt=16.0,
              aliases=("on_admission_WBC", "WBC")),
    criterion("glucose_gt_200", "Glucose > 200 mg/dL (11.1 mmol/L)", "glucose", gt=200.0,
              aliases=("on_admission_glucose", "Glucose")),
    criterion("ast_gt_250", "AST > 250 U/L", "ast", gt=250.0, aliases=("on_admission_AST", "AST")),
    criterion("ldh_gt_350", "LDH > 350 IU/L", "ldh", gt=350.0, aliases=("on_admission_LDH", "LDH")),
)
FORTY_EIGHT_HOURS = (
    criterion("hematocrit_fall_gt_10", "Hematocrit fall > 10 percentage points",
              "hematocrit_fall", gt=10.0,
              aliases=("Hct drop >10% from admission", "Hematocrit drop > 10%")),
    criterion("bun_rise_gt_5", "BUN increase > 5 mg/dL (1.79 mmol/L)", "bun_rise", gt=5.0,
              aliases=("BUN increase >5 mg/dL (>1.79 mmol/L) from admission", "BUN increase")),
    criterion("calcium_lt_8", "Calcium < 8 mg/dL (2.0 mmol/L)", "calcium", lt=8.0,
              aliases=("48h_calcium", "Calcium")),
    criterion("pao2_lt_60", "Arterial PaO2 < 60 mmHg", "pao2", lt=60.0,
              aliases=("48h_arterial_pO2", "PaO2")),
    criterion("base_deficit_gt_4", "Base deficit > 4 mEq/L", "base_deficit", gt=4.0,
              aliases=("base_deficit (24 - HCO3)", "Base deficit")),
    criterion("fluid_gt_6", "Fluid sequestration > 6 L", "fluid_sequestration", gt=6.0,
              aliases=("fluid_needs_first_48h", "Fluid needs", "Fluid sequestration")),
)
ITEMS = ADMISSION + FORTY_EIGHT_HOURS
_total = points_total(ITEMS)


def ranson(**points):
    out = _total(**points)
    out["admission_score"] = sum(points[i.name] for i in ADMISSION)
    return out


ranson.__parameters__ = _total.__parameters__


def interpret(score):
    if score <= 2:
        return f"Ranson {score}: mortality about 1% (0-2 signs); severe pancreatitis unlikely"
    if score <= 4:
        return f"Ranson {score}: mortality about 16% (3-4 signs)"
    if score <= 6:
        return f"Ranson {score}: mortality about 40% (5-6 signs)"
    return f"Ranson {score}: mortality about 100% (>= 7 signs)"


# The 48-hour changes from the two measurements, as MDCalc's form and charts give them.
HEMATOCRIT_FALL_FROM_LEVELS = Derivation(
    "hematocrit_fall",
    (Quantity(name="admission_hematocrit", unit="%", units=("%", "L/L"), range=(5.0, 80.0),
              description="Hematocrit on admission",
              labels=("admission_hematocrit", "Admission hematocrit")),
     Quantity(name="hematocrit_48h", unit="%", units=("%", "L/L"), range=(5.0, 80.0),
              description="Hematocrit at 48 hours",
              labels=("48h_hematocrit", "Hematocrit at 48 hours"))),
    lambda admission_hematocrit, hematocrit_48h: admission_hematocrit - hematocrit_48h,
    "admission hematocrit - 48-hour hematocrit (percentage points)")
BUN_RISE_FROM_LEVELS = Derivation(
    "bun_rise",
    (Quantity(name="admission_bun", unit="mg/dL", units=("mg/dL", "mmol/L"),
              analyte=analytes.UREA_NITROGEN, range=(1.0, 300.0),
              description="BUN on admission", labels=("admission_BUN", "Admission BUN")),
     Quantity(name="bun_48h", unit="mg/dL", units=("mg/dL", "mmol/L"),
              analyte=analytes.UREA_NITROGEN, range=(1.0, 300.0),
              description="BUN at 48 hours", labels=("48h_BUN", "BUN at 48 hours"))),
    lambda admission_bun, bun_48h: bun_48h - admission_bun,
    "48-hour BUN - admission BUN")

CALCULATOR = Calculator(
    id="ranson_criteria",
    name="Ranson's Criteria for Pancreatitis Mortality",
    aliases=["Ranson criteria", "Ranson score", "Ranson's criteria", "Ranson's score"],
    specialty="gastroenterology_hepatology",
    description="Mortality in acute (non-gallstone) pancreatitis from 5 admission and 6 "
                "48-hour findings (0-11).",
    keywords=["acute pancreatitis", "mortality", "severity", "48 hours",
              "mortality in acute pancreatitis", "pancreatitis severity 48 hours",
              "severe pancreatitis prediction", "pancreatitis prognosis admission and 48 hour",
              "predict death pancreatitis", "classic pancreatitis mortality criteria"],
    features=[
        age(description="Age (criterion: > 55 years)", labels=("on_admission_age",)),
        white_blood_cell_count(description="WBC on admission (criterion: > 16 x10^9/L)",
                               labels=("on_admission_WBC",)),
        Quantity(name="glucose", unit="mg/dL", units=("mg/dL", "mmol/L"),
                 analyte=analytes.GLUCOSE, range=(5.0, 3000.0),
                 description="Blood glucose on admission (criterion: > 200 mg/dL)",
                 labels=("on_admission_glucose",)),
        Quantity(name="ast", unit="U/L", units=("U/L", "IU/L"), range=(1.0, 50000.0),
                 description="AST on admission (criterion: > 250 U/L)",
                 labels=("on_admission_AST",)),
        Quantity(name="ldh", unit="U/L", units=("U/L", "IU/L"), range=(10.0, 50000.0),
                 description="LDH on admission (criterion: > 350 IU/L)",
                 labels=("on_admission_LDH",)),
        Quantity(name="hematocrit_fall", unit="%", units=("%",), range=(-50.0, 60.0),
                 description="Fall in hematocrit over 48 h, percentage points (admission - "
                             "48 h)"),
        Quantity(name="bun_rise", unit="mg/dL", units=("mg/dL", "mmol/L"),
                 analyte=analytes.UREA_NITROGEN, range=(-200.0, 200.0),
                 description="Rise in BUN over 48 h (criterion: > 5 mg/dL)"),
        Quantity(name="calcium", unit="mg/dL", units=("mg/dL", "mmol/L", "mEq/L"),
                 analyte=analytes.CALCIUM, range=(2.0, 20.0),
                 description="Serum calcium within 48 h (criterion: < 8 mg/dL)",
                 labels=("48h_calcium",)),
        pao2(description="Arterial PaO2 within 48 h (criterion: < 60 mmHg)",
             labels=("48h_arterial_pO2",)),
        Quantity(name="base_deficit", unit="mmol/L", units=("mmol/L", "mEq/L"),
                 analyte=analytes.BICARBONATE,
                 range=(-40.0, 40.0), description="Base deficit within 48 h (criterion: > 4 "
                                                  "mEq/L)",
                 labels=("base_deficit (24 - HCO3)",)),
        Quantity(name="fluid_sequestration", unit="L", units=("L", "mL"), range=(-20.0, 50.0),
                 description="Estimated fluid sequestration (net fluid balance) over 48 h",
                 labels=("fluid_needs_first_48h",)),
    ],
    items=list(ITEMS),
    derived=[HEMATOCRIT_FALL_FROM_LEVELS, BUN_RISE_FROM_LEVELS],
    versions=[Version("ranson_1974", dt.date(1974, 7, 1), RANSON_1974, ranson,
                      notes="Admission: age > 55; WBC > 16; glucose > 200 mg/dL; AST > 250; "
                            "LDH > 350. 48 h: Hct fall > 10 points; BUN rise > 5 mg/dL; Ca < 8 "
                            "mg/dL; PaO2 < 60 mmHg; base deficit > 4; fluid sequestration > 6 "
                            "L.")],
    output=Output(kind="integer", unit="points", range=(0, 11)),
    interpret=interpret,
    references=[RANSON_1974, RANSON_1982, MDCALC],
    notes="Non-gallstone criteria of Ranson 1974, as MDCalc. The gallstone-pancreatitis "
          "criteria (Ranson 1982: age > 70, WBC > 18, glucose > 220, LDH > 400, BUN rise > 2, "
          "base deficit > 5, fluid > 4 L) are not implemented. The breakdown gives the "
          "admission subtotal (admission_score), the value is the cumulative 48-hour score. "
          "The hematocrit fall is in percentage points; each 48-hour change may also be "
          "answered yes/no.",
)
