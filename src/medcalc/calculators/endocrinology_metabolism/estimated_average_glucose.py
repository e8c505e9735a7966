"""Estimated average glucose from HbA1c (ADAG study, Nathan 2008; 糖化血红蛋白评估平均血糖):
eAG (mg/dL) = 28.7 x A1c - 46.7; eAG (mmol/L) = 1.59 x A1c - 2.59."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version

NATHAN_2008 = Reference(
    "Nathan DM, Kuenen J, Borg R, Zheng H, Schoenfeld D, Heine RJ; A1c-Derived Average Glucose "
    "(ADAG) Study Group. Translating the A1C assay into estimated average glucose values. "
    "Diabetes Care. 2008;31(8):1473-1478 (AG mg/dL = 28.7 x A1C - 46.7, R2 = 0.84).",
    doi="10.2337/dc08-0545")
MDCALC_EAG = Reference(
    "MDCalc. Estimated Average Glucose (eAG) From HbA1C: output recorded in MedMCP-Calc dev "
    "task medmcp-calc_018_3aaad8b4 (HbA1c 8.2% -> 188.6 mg/dL, 10.5 mmol/L).")


def eag(hba1c):
    return {"value": 28.7 * hba1c - 46.7, "eag_mmol_l": 1.59 * hba1c - 2.59}


CALCULATOR = Calculator(
    id="estimated_average_glucose",
    name="Estimated Average Glucose (eAG) From HbA1c",
    aliases=["estimated_average_glucose_eag_hba1c", "糖化血红蛋白评估平均血糖",
             "Estimated Average Glucose (eAG) From HbA1C", "eAG",
             "估计平均血糖", "ADAG equation"],
    specialty="endocrinology_metabolism",
    description="Average glucose over the preceding 2-3 months implied by an HbA1c (NGSP %): "
                "28.7 x A1c - 46.7 mg/dL (1.59 x A1c - 2.59 mmol/L).",
    keywords=["HbA1c", "A1c", "glycated haemoglobin", "average glucose", "diabetes control",
              "糖化血红蛋白", "平均血糖", "average blood sugar from A1c", "convert hemoglobin A1c to glucose",
              "mean glucose over three months", "A1c in glucose units", "what A1c means in mg/dL",
              "glycemic average translation"],
    features=[Quantity(name="hba1c", unit="%", units=("%",), range=(3.0, 20.0),
                       description="Haemoglobin A1c, NGSP/DCCT percent",
                       labels=("HbA1c", "糖化血红蛋白", "A1c", "Hemoglobin A1C"))],
    versions=[Version("nathan_2008", dt.date(2008, 8, 1), NATHAN_2008, eag,
                      notes="eAG mg/dL = 28.7 x A1c - 46.7; the mmol/L form 1.59 x A1c - 2.59 "
                            "(in the breakdown) is the same regression in SI units.")],
    output=Output(unit="mg/dL", decimals=1, description="Estimated average glucose (mg/dL); "
                                                         "mmol/L in the breakdown"),
    references=[NATHAN_2008, MDCALC_EAG],
    notes="Linear regression of HbA1c on mean glucose from continuous and self-monitoring over "
          "3 months in 507 adults (type 1, type 2, no diabetes; ADAG study). The mmol/L equation "
          "1.59 x A1c - 2.59 is the published SI form (28.7 / 18.0 = 1.594, 46.7 / 18.0 = 2.594); "
          "it is reported in the breakdown (eag_mmol_l) rather than converted from the mg/dL "
          "value, so both published forms are reproduced. HbA1c in IFCC mmol/mol must be "
          "converted to NGSP % first (% = 0.0915 x mmol/mol + 2.15). Unreliable with altered red "
          "cell survival (haemolysis, haemoglobinopathies, recent transfusion, pregnancy).",
)
