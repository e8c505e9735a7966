"""TIMI risk index (TRI, TIMI风险指数) for ST-elevation myocardial infarction: heart rate x
(age / 10)^2 / systolic blood pressure (Morrow 2001)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Variant, Version
from medcalc.core.common import age, heart_rate, systolic_bp
from medcalc.formulas.cmedcalc import CMEDCALC_BENCH_CITATION

MORROW_2001 = Reference(
    "Morrow DA, Antman EM, Giugliano RP, et al. A simple risk index for rapid initial triage of "
    "patients with ST-elevation myocardial infarction: an InTIME II substudy. Lancet. "
    "2001;358(9293):1571-1575 (TRI = heart rate x (age/10)^2 / systolic blood pressure; five "
    "risk groups with 30-day mortality 0.8%, 1.9%, 3.3%, 7.3% and 17.4%, as quoted by secondary sources).")


CMEDCALC_BENCH = Reference(
    CMEDCALC_BENCH_CITATION + " TIMI风险指数 = [心率*(年龄/10)*2]/收缩压: the age term multiplied "
    "by 2 instead of squared; the released gold answers are computed this way (e.g. HR 120, age "
    "56, SBP 86 -> 120 x 5.6 x 2 / 86 = 15.63).")


def timi_risk_index(heart_rate, age, systolic_bp):
    return {"value": heart_rate * (age / 10.0) ** 2 / systolic_bp}


def timi_risk_index_times_2(heart_rate, age, systolic_bp):
    return {"value": heart_rate * (age / 10.0) * 2.0 / systolic_bp}


def interpret(tri):
    # Morrow 2001's five TRI groups: <= 12.5, > 12.5-17.5, > 17.5-22.5, > 22.5-30, > 30.
    if tri <= 12.5:
        return "TRI <= 12.5: risk group 1 (30-day mortality 0.8% in InTIME II)"
    if tri <= 17.5:
        return "TRI > 12.5-17.5: risk group 2 (30-day mortality 1.9%)"
    if tri <= 22.5:
        return "TRI > 17.5-22.5: risk group 3 (30-day mortality 3.3%)"
    if tri <= 30:
        return "TRI > 22.5-30: risk group 4 (30-day mortality 7.3%)"
    return "TRI > 30: risk group 5 (30-day mortality 17.4%)"


CALCULATOR = Calculator(
    id="timi_risk_index",
    name="TIMI Risk Index (TRI)",
    aliases=["TIMI风险指数", "TIMI Risk Index", "TRI", "TIMI risk index for STEMI"],
    specialty="cardiology",
    description="Heart rate x (age/10)^2 / systolic blood pressure: bedside mortality risk in "
                "ST-elevation myocardial infarction.",
    keywords=["STEMI", "myocardial infarction", "mortality", "triage", "TIMI", "急性心肌梗死",
              "prehospital", "quick STEMI mortality index",
              "heart rate age and systolic pressure index", "prehospital STEMI death risk",
              "simple bedside STEMI mortality", "triage heart attack severity",
              "three variable STEMI mortality index"],
    features=[
        heart_rate(labels=("心率", "HR")),
        age(labels=("年龄",)),
        systolic_bp(labels=("收缩压", "SBP", "systolic_blood_pressure")),
    ],
    versions=[Version("morrow_2001", dt.date(2001, 11, 10), MORROW_2001, timi_risk_index,
                      variant="morrow_2001",
                      notes="TRI = HR (beats/min) x (age (years) / 10)^2 / SBP (mmHg)."),
              Version("cmedcalc_bench_times_2", dt.date(2001, 11, 10), CMEDCALC_BENCH,
                      timi_risk_index_times_2, variant="cmedcalc_bench_times_2",
                      notes="HR x (age / 10) x 2 / SBP, CMedCalc-Bench's formula text and gold "
                            "answers; not the published index (dated with Morrow 2001: a "
                            "variant is never chosen by date).")],
    variants=[
        Variant("morrow_2001", "Published TRI, age term squared (default).", MORROW_2001),
        Variant("cmedcalc_bench_times_2", "CMedCalc-Bench's reading, (age/10) x 2: reproduces "
                "the benchmark's gold answers only; the interpretation's risk groups do not "
                "apply to it.", CMEDCALC_BENCH),
    ],
    default_version="morrow_2001",
    output=Output(unit=None, decimals=1, description="TIMI risk index",
                  range=(0, float("inf"))),
    interpret=interpret,
    references=[MORROW_2001, CMEDCALC_BENCH],
    notes="Derived in 14,114 InTIME II patients with STEMI eligible for fibrinolysis; the age "
          "term is squared. CMedCalc-Bench's formula text writes '[心率*(年龄/10)*2]/收缩压' "
          "(times 2, not squared) and its gold answers follow that text; the published squared "
          "form is the default and the benchmark's reading is the variant "
          "'cmedcalc_bench_times_2' (the two differ by the factor age/20). The interpretation gives Morrow "
          "2001's five risk groups with their 30-day mortality in InTIME II "
          "(fibrinolysis-eligible STEMI).",
)
