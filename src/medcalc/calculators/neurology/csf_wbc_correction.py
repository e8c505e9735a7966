"""White cell count of a bloody (traumatic) CSF sample corrected for the blood it contains
(血性脑脊液白细胞校正): CSF WBC - CSF RBC x blood WBC / blood RBC."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import CELL_COUNT_UNITS

WAN_2018 = Reference(
    "万学红, 卢雪峰, 主编. 诊断学. 第9版. 北京: 人民卫生出版社, 2018 (脑脊液检查: 穿刺损伤出血时, "
    "校正白细胞数 = 脑脊液白细胞数 - 脑脊液红细胞数 x 血液白细胞数 / 血液红细胞数). [Diagnostics, 9th "
    "ed.: corrected CSF WBC for a traumatic tap.]")
MAYEFSKY_1987 = Reference(
    "Mayefsky JH, Roghmann KJ. Determination of leukocytosis in traumatic spinal tap specimens. "
    "Am J Med. 1987;82(6):1175-1181 (predicted CSF WBC from the CSF RBC and the peripheral "
    "WBC:RBC ratio).")

CSF_UNITS = ("10^6/L", "/µL", "/mm³", "cells/µL", "10^9/L")
RBC_UNITS = ("10^12/L", "10^6/µL", "/µL", "/mm³")


def csf_correction(csf_wbc, csf_rbc, blood_wbc, blood_rbc):
    # Blood WBC in 10^9/L and RBC in 10^12/L: their ratio in the same unit is /1000.
    contributed = csf_rbc * blood_wbc / (blood_rbc * 1000.0)
    return {"value": csf_wbc - contributed, "wbc_from_blood": contributed}


CALCULATOR = Calculator(
    id="csf_wbc_correction",
    name="CSF White Cell Count Corrected for Blood (Traumatic Tap)",
    aliases=["血性脑脊液白细胞校正", "CSF WBC correction", "corrected CSF WBC",
             "traumatic tap WBC correction", "脑脊液白细胞校正"],
    specialty="neurology",
    description="CSF white cells not explained by blood in the sample: CSF WBC - CSF RBC x "
                "(blood WBC / blood RBC), in 10^6/L (= cells/µL).",
    keywords=["cerebrospinal fluid", "lumbar puncture", "traumatic tap", "meningitis",
              "pleocytosis", "脑脊液", "腰穿", "correct spinal fluid white count for blood",
              "bloody lumbar puncture white cells", "true CSF pleocytosis after traumatic tap",
              "meningitis with blood contaminated CSF", "adjust CSF leukocytes for red cells",
              "are spinal fluid white cells real"],
    features=[
        Quantity(name="csf_wbc", unit="10^6/L", units=CSF_UNITS, range=(0.0, 100000.0),
                 description="CSF white cell count (10^6/L = cells/µL)",
                 labels=("白细胞（脑脊液）", "白细胞数（脑脊液）", "脑脊液白细胞")),
        Quantity(name="csf_rbc", unit="10^6/L", units=CSF_UNITS, range=(0.0, 5000000.0),
                 description="CSF red cell count (10^6/L = cells/µL)",
                 labels=("红细胞（脑脊液）", "红细胞数（脑脊液）", "脑脊液红细胞")),
        Quantity(name="blood_wbc", unit="10^9/L", units=CELL_COUNT_UNITS, range=(0.1, 500.0),
                 description="Peripheral blood white cell count",
                 labels=("白细胞（血液）", "白细胞数（血液）", "血白细胞")),
        Quantity(name="blood_rbc", unit="10^12/L", units=RBC_UNITS, range=(0.5, 10.0),
                 description="Peripheral blood red cell count",
                 labels=("红细胞（血液）", "红细胞数（血液）", "血红细胞")),
    ],
    versions=[Version("textbook", dt.date(2018, 1, 1), WAN_2018, csf_correction,
                      notes="Corrected WBC = CSF WBC - CSF RBC x blood WBC / blood RBC (counts "
                            "in one unit).")],
    output=Output(unit="10^6/L", decimals=0, description="Corrected CSF white cell count "
                                                         "(cells/µL)"),
    preconditions=[Precondition(lambda csf_rbc: csf_rbc > 0,
                                "no red cells in the CSF: nothing to correct")],
    references=[WAN_2018, MAYEFSKY_1987],
    notes="Assumes the blood entered at the tap and carries white cells in the peripheral "
          "blood's proportion (roughly 1 WBC per 500-1000 RBC). A negative result means fewer "
          "white cells than the blood explains (reported as computed). Not valid for "
          "subarachnoid haemorrhage, where blood has been in the CSF for hours.",
)
