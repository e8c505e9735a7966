"""Absolute neutrophil count (ANC, 中性粒细胞绝对值) = white cell count x neutrophil fraction
(segmented neutrophils plus bands when the differential reports bands)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import white_blood_cell_count

AL_GWAIZ_2007 = Reference(
    "Al-Gwaiz LA, Babay HH. The diagnostic value of absolute neutrophil count, band count and "
    "morphologic changes of neutrophils in predicting bacterial infections. Med Princ Pract. "
    "2007;16(5):344-347 (ANC = total WBC x (% neutrophils + % bands) / 100).")
GE_2018 = Reference(
    "葛均波, 徐永健, 王辰, 主编. 内科学. 第9版. 北京: 人民卫生出版社, 2018 (白细胞减少和粒细胞缺乏症: "
    "外周血中性粒细胞绝对计数成人低于 2.0x10^9/L 为中性粒细胞减少, 低于 0.5x10^9/L 为粒细胞缺乏症). "
    "[Internal Medicine, 9th ed.: neutropenia < 2.0 x 10^9/L in adults, agranulocytosis < 0.5 x "
    "10^9/L.]")

PERCENT = ("%", "1")


def anc(white_blood_cell_count, neutrophil_percent, band_percent):
    return {"value": white_blood_cell_count * (neutrophil_percent + band_percent) / 100.0}


def interpret(value):
    if value < 0.5:
        return "ANC < 0.5 x 10^9/L: agranulocytosis (粒细胞缺乏症), severe neutropenia"
    if value < 1.0:
        return "ANC 0.5-1.0 x 10^9/L: moderate neutropenia"
    if value < 2.0:
        return "ANC 1.0-2.0 x 10^9/L: mild neutropenia (adult threshold 2.0 x 10^9/L)"
    return "ANC >= 2.0 x 10^9/L: no neutropenia in an adult"


CALCULATOR = Calculator(
    id="absolute_neutrophil_count",
    name="Absolute Neutrophil Count (ANC)",
    aliases=["嗜中性粒细胞绝对值", "中性粒细胞绝对值", "ANC", "Absolute neutrophil count",
             "中性粒细胞计数"],
    specialty="hematology",
    description="White cell count x (neutrophil % + band %) / 100, in 10^9/L.",
    keywords=["neutropenia", "agranulocytosis", "febrile neutropenia", "chemotherapy",
              "differential count", "neutrophils", "bands", "中性粒细胞减少", "粒细胞缺乏",
              "how many neutrophils the patient has", "neutrophils plus bands count",
              "is the patient neutropenic", "infection risk from low white cells",
              "safe to give next chemotherapy cycle",
              "granulocyte count from white count differential",
              "severity of neutropenia after chemotherapy"],
    features=[
        white_blood_cell_count(labels=("白细胞计数", "WBC", "白细胞")),
        Quantity(name="neutrophil_percent", unit="%", units=PERCENT, range=(0.0, 100.0),
                 description="Neutrophils (segmented) as a percentage of white cells",
                 labels=("中性粒细胞百分比", "中性粒细胞百分率", "NEUT%", "segs")),
        Quantity(name="band_percent", unit="%", units=PERCENT, range=(0.0, 100.0),
                 required=False, default=0.0,
                 description="Band (stab) neutrophils as a percentage of white cells; 0 when the "
                             "differential does not report bands",
                 labels=("杆状核粒细胞百分比", "bands")),
    ],
    versions=[Version("al_gwaiz_2007", dt.date(2007, 9, 1), AL_GWAIZ_2007, anc,
                      notes="ANC = WBC x (% neutrophils + % bands) / 100; an automated "
                            "differential reports all neutrophils in one percentage.")],
    output=Output(unit="10^9/L", decimals=2, description="Absolute neutrophil count",
                  range=(0, float("inf"))),
    interpret=interpret,
    references=[AL_GWAIZ_2007, GE_2018],
    notes="The count is the white cell count times the neutrophil fraction; a manual "
          "differential that lists bands separately adds them (band_percent, default 0). "
          "CMedCalc-Bench writes WBC x neutrophil percentage. Thresholds in the interpretation: "
          "内科学 (9th ed.) adult neutropenia < 2.0 x 10^9/L and agranulocytosis < 0.5 x 10^9/L; "
          "the 0.5-1.0 'moderate' band is the common grading (e.g. CTCAE grade 3). Children have "
          "age-specific lower limits (< 1.5 x 10^9/L from 10 years).",
)
