"""Gestational diabetes by the 75 g OGTT (妊娠期糖尿病(GDM)诊断标准2014): any one of fasting
>= 5.1, 1 h >= 10.0, 2 h >= 8.5 mmol/L at 24-28 weeks (IADPSG 2010; Chinese guideline 2014)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import GLUCOSE
from medcalc.core.vector import where

CHINA_2014 = Reference(
    "中华医学会妇产科学分会产科学组, 中华医学会围产医学分会妊娠合并糖尿病协作组. 妊娠合并糖尿病诊治指南"
    "(2014). 中华妇产科杂志. 2014;49(8):561-569 (GDM: 妊娠24-28周 75 g OGTT, 空腹、服糖后1 h、2 h "
    "血糖 5.1、10.0、8.5 mmol/L, 任何一点血糖值达到或超过上述标准即诊断).")
IADPSG_2010 = Reference(
    "International Association of Diabetes and Pregnancy Study Groups Consensus Panel. "
    "International association of diabetes and pregnancy study groups recommendations on the "
    "diagnosis and classification of hyperglycemia in pregnancy. Diabetes Care. "
    "2010;33(3):676-682.", doi="10.2337/dc09-1848")

FASTING, ONE_HOUR, TWO_HOUR = 5.1, 10.0, 8.5  # mmol/L, each ">= "


def _glucose(name, label, labels):
    return Quantity(name=name, unit="mmol/L", analyte=GLUCOSE, units=("mmol/L", "mg/dL"),
                    range=(1.0, 40.0), description=label, labels=labels)


def gdm(fasting_glucose, glucose_1h, glucose_2h):
    f = fasting_glucose >= FASTING
    h1 = glucose_1h >= ONE_HOUR
    h2 = glucose_2h >= TWO_HOUR
    met = f | h1 | h2
    return {"value": where(met, "gdm", "no_gdm"),
            "grade_zh": where(met, "妊娠期糖尿病", "未达妊娠期糖尿病诊断标准"),
            "fasting_met": f, "one_hour_met": h1, "two_hour_met": h2}


CALCULATOR = Calculator(
    id="gdm_ogtt_2014",
    name="Gestational Diabetes Diagnosis by 75 g OGTT (IADPSG / China 2014)",
    aliases=["妊娠期糖尿病（GDM）诊断标准2014", "妊娠期糖尿病诊断标准", "GDM诊断标准",
             "IADPSG criteria", "Gestational diabetes 75 g OGTT criteria", "GDM 2014"],
    specialty="obstetrics_gynecology",
    description="GDM if any 75 g OGTT value meets its threshold: fasting >= 5.1, 1 h >= 10.0, "
                "2 h >= 8.5 mmol/L (92, 180, 153 mg/dL).",
    keywords=["gestational diabetes", "GDM", "OGTT", "pregnancy", "hyperglycaemia in pregnancy",
              "妊娠期糖尿病", "糖耐量试验", "diagnose diabetes in pregnancy",
              "glucose tolerance test pregnancy thresholds", "gestational diabetes diagnosis",
              "pregnancy glucose challenge interpretation", "high blood sugar during pregnancy",
              "75 gram glucose test in pregnancy"],
    features=[
        _glucose("fasting_glucose", "Fasting plasma glucose of the OGTT",
                 ("空腹血糖", "OGTT空腹", "FPG")),
        _glucose("glucose_1h", "Plasma glucose 1 h after 75 g glucose", ("服糖后1小时血糖",
                                                                       "OGTT 1h", "1h血糖")),
        _glucose("glucose_2h", "Plasma glucose 2 h after 75 g glucose", ("服糖后2小时血糖",
                                                                       "OGTT 2h", "2h血糖")),
    ],
    versions=[Version("china_2014", dt.date(2014, 8, 1), CHINA_2014, gdm,
                      notes="IADPSG thresholds adopted by the Chinese 2014 guideline; one value "
                            "at or above its threshold is diagnostic.")],
    output=Output(kind="category", description="gdm or no_gdm (grade_zh in the breakdown)"),
    references=[CHINA_2014, IADPSG_2010],
    notes="For a 75 g OGTT at 24-28 weeks in a woman without pre-existing diabetes. mg/dL "
          "equivalents 92, 180 and 153. The guideline diagnoses pregestational diabetes "
          "(PGDM), not GDM, when fasting glucose is >= 7.0 mmol/L (or HbA1c >= 6.5%) in "
          "pregnancy; that is not decided here. All three values are needed: a normal value "
          "does not exclude GDM while another is missing.",
)
