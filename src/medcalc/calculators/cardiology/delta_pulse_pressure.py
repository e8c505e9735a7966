"""Delta pulse pressure (Δ脉压) as CMedCalc-Bench defines it: pulse pressure (SBP - DBP) minus the
40 mmHg upper limit of the normal pulse pressure."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import diastolic_bp, systolic_bp
from medcalc.formulas.cmedcalc import CMEDCALC_BENCH_CITATION

CMEDCALC_BENCH = Reference(CMEDCALC_BENCH_CITATION + " Δ脉压 = 脉压 - 脉压标准 = (收缩压 - "
                           "舒张压) - 40 mmHg.",
                           url="https://aclanthology.org/2025.emnlp-main.1302/")
WAN_2018 = Reference(
    "万学红, 卢雪峰, 主编. 诊断学. 第9版. 北京: 人民卫生出版社, 2018 (血压: 收缩压与舒张压之差为脉压, "
    "正常 30~40 mmHg; 脉压增大 > 40 mmHg, 脉压减小 < 30 mmHg). [Diagnostics, 9th ed.: pulse "
    "pressure = SBP - DBP, normal 30-40 mmHg.]")

NORMAL_PULSE_PRESSURE_UPPER = 40.0  # mmHg


def delta_pulse_pressure(systolic_bp, diastolic_bp):
    pulse_pressure = systolic_bp - diastolic_bp
    return {"value": pulse_pressure - NORMAL_PULSE_PRESSURE_UPPER,
            "pulse_pressure_mmhg": pulse_pressure}


def interpret(delta):
    if delta > 0:
        return "pulse pressure above 40 mmHg: widened (脉压增大)"
    if delta >= -10:
        return "pulse pressure 30-40 mmHg: normal"
    return "pulse pressure below 30 mmHg: narrowed (脉压减小)"


CALCULATOR = Calculator(
    id="delta_pulse_pressure",
    name="Delta Pulse Pressure (Pulse Pressure minus 40 mmHg)",
    aliases=["Δ脉压", "Delta pulse pressure (benchmark definition)", "脉压差超出值"],
    specialty="cardiology",
    description="Pulse pressure (systolic - diastolic) minus 40 mmHg, the upper limit of a normal "
                "pulse pressure, as defined by CMedCalc-Bench.",
    keywords=["pulse pressure", "widened pulse pressure", "脉压", "脉压差", "aortic regurgitation",
              "arterial stiffness", "blood pressure", "pulse pressure above normal",
              "excess pulse pressure over 40 mmHg", "how wide is the pulse pressure",
              "systolic minus diastolic minus 40", "widened pulse pressure amount",
              "difference between systolic and diastolic pressure"],
    features=[
        systolic_bp(labels=("收缩压", "SBP")),
        diastolic_bp(labels=("舒张压", "DBP")),
    ],
    versions=[Version("cmedcalc_bench", dt.date(2025, 11, 1), CMEDCALC_BENCH,
                      delta_pulse_pressure,
                      notes="Δ脉压 = (SBP - DBP) - 40 mmHg: the benchmark's own definition (no "
                            "primary source names this quantity); 40 mmHg is the upper limit "
                            "of the normal pulse pressure in 诊断学.")],
    output=Output(unit="mmHg", decimals=0,
                  description="Pulse pressure minus 40 mmHg (negative when below 40)"),
    preconditions=[Precondition(lambda systolic_bp, diastolic_bp: systolic_bp > diastolic_bp,
                                "systolic pressure must exceed diastolic pressure")],
    interpret=interpret,
    references=[CMEDCALC_BENCH, WAN_2018],
    notes="The quantity is defined only by CMedCalc-Bench (Δ脉压 = 脉压 - 脉压标准, 脉压标准 = 40 "
          "mmHg); the reference value comes from the textbook normal pulse pressure of 30-40 mmHg "
          "(诊断学, 9th ed.). A positive result is a pulse pressure wider than normal; the "
          "unrounded pulse pressure is in the breakdown.",
)
