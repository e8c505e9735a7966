"""Albumin/globulin ratio (A/G, 白球比): serum albumin divided by serum globulin, the globulin
measured or calculated as total protein minus albumin."""

import datetime as dt

from medcalc.core import Calculator, Implausible, Output, Quantity, Reference, Version
from medcalc.core.common import albumin
from medcalc.core.derived import Derivation
from medcalc.core.vector import any_true

WAN_2018 = Reference(
    "万学红, 卢雪峰, 主编. 诊断学. 第9版. 北京: 人民卫生出版社, 2018 (肝脏病常用实验室检测: 血清总蛋白和"
    "白蛋白、球蛋白比值测定; 球蛋白 = 总蛋白 - 白蛋白; 成人参考值 A/G (1.5~2.5):1). [Wan XH, Lu XF, "
    "eds. Diagnostics, 9th ed. Beijing: People's Medical Publishing House; 2018: serum total "
    "protein, albumin and the albumin/globulin ratio.]")

G_DL = ("g/dL", "g/L")


def _globulin(total_protein, albumin):
    globulin = total_protein - albumin
    if any_true(globulin <= 0):
        raise Implausible("total protein is not above albumin: the calculated globulin is not "
                          "positive", ("total_protein", "albumin"))
    return globulin


GLOBULIN_FROM_TOTAL_PROTEIN = Derivation(
    "globulin",
    (Quantity(name="total_protein", unit="g/dL", units=G_DL, range=(2.0, 15.0),
              description="Serum total protein", labels=("总蛋白", "血清总蛋白", "TP")),
     albumin()),
    _globulin, "calculated as total protein - albumin when no globulin is given")


def ag_ratio(albumin, globulin):
    return {"value": albumin / globulin}


def interpret(ratio):
    if ratio < 1.0:
        return "A/G < 1: inverted ratio (白球比倒置), e.g. chronic liver disease, hyperglobulinaemia"
    if ratio < 1.5:
        return "A/G below the adult reference range (1.5-2.5)"
    if ratio <= 2.5:
        return "A/G within the adult reference range (1.5-2.5)"
    return "A/G above the adult reference range (1.5-2.5), e.g. low globulin"


CALCULATOR = Calculator(
    id="albumin_globulin_ratio",
    name="Albumin/Globulin Ratio (A/G Ratio)",
    aliases=["白蛋白/球蛋白比值（白球比）", "白球比", "白蛋白/球蛋白比值", "A/G ratio",
             "Albumin-globulin ratio", "AGR"],
    specialty="gastroenterology_hepatology",
    description="Serum albumin divided by serum globulin (globulin measured, or total protein "
                "minus albumin).",
    keywords=["albumin", "globulin", "total protein", "A/G ratio", "liver function",
              "hypergammaglobulinaemia", "multiple myeloma", "cirrhosis", "白蛋白", "球蛋白",
              "ratio of albumin to globulins", "reversed albumin globulin ratio",
              "elevated globulins or paraprotein clue", "protein electrophoresis screening clue",
              "low albumin high globulin", "serum protein balance"],
    features=[
        albumin(labels=("白蛋白", "血清白蛋白", "ALB")),
        Quantity(name="globulin", unit="g/dL", units=G_DL, range=(0.3, 12.0),
                 description="Serum globulin (or give total_protein and it is calculated)",
                 labels=("球蛋白", "血清球蛋白", "GLB", "calculated_globulin", "计算球蛋白")),
    ],
    derived=[GLOBULIN_FROM_TOTAL_PROTEIN],
    versions=[Version("diagnostics_9th_ed", dt.date(2018, 1, 1), WAN_2018, ag_ratio,
                      notes="A/G = albumin / globulin, both in the same mass unit; globulin = "
                            "total protein - albumin when not measured.")],
    output=Output(unit="1", decimals=2, description="Albumin/globulin ratio (dimensionless)",
                  range=(0, float("inf"))),
    interpret=interpret,
    references=[WAN_2018],
    notes="Ratio of two mass concentrations, so the unit cancels (g/L or g/dL, converted to one "
          "unit first). Adult reference values in 诊断学 (9th ed.): total protein 60-80 g/L, "
          "albumin 40-55 g/L, globulin 20-30 g/L, A/G (1.5-2.5):1; A/G < 1 is called inverted "
          "(白球比倒置). CMedCalc-Bench gives the same definition (白球比 = 白蛋白/球蛋白) and, "
          "where the record has no globulin, computes it from total protein.",
)
