"""Right ventricular systolic pressure from the tricuspid regurgitation jet (simplified Bernoulli
equation): RVSP = 4 x v² + right atrial pressure."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version

YOCK_1984 = Reference(
    "Yock PG, Popp RL. Noninvasive estimation of right ventricular systolic pressure by "
    "Doppler ultrasound in patients with tricuspid regurgitation. Circulation. "
    "1984;70(4):657-662.",
    doi="10.1161/01.CIR.70.4.657")
RUDSKI_2010 = Reference(
    "Rudski LG, Lai WW, Afilalo J, et al. Guidelines for the echocardiographic assessment of "
    "the right heart in adults: a report from the American Society of Echocardiography. J Am "
    "Soc Echocardiogr. 2010;23(7):685-713 (RVSP = 4v² + RAP; RAP estimated from the IVC as 3, 8 "
    "or 15 mmHg).",
    doi="10.1016/j.echo.2010.05.010")
ESC_ERS_2022 = Reference(
    "Humbert M, Kovacs G, Hoeper MM, et al. 2022 ESC/ERS Guidelines for the diagnosis and "
    "treatment of pulmonary hypertension. Eur Heart J. 2022;43(38):3618-3731 (echocardiographic "
    "probability of PH by peak TR velocity: <= 2.8 m/s, 2.9-3.4 m/s, > 3.4 m/s).",
    doi="10.1093/eurheartj/ehac237")


def rvsp(tr_peak_velocity, right_atrial_pressure):
    gradient = 4.0 * tr_peak_velocity ** 2
    return {"value": gradient + right_atrial_pressure, "tricuspid_gradient": gradient}


def interpret(value, breakdown):
    v = (breakdown["tricuspid_gradient"] / 4.0) ** 0.5
    v = round(v, 9)
    if v <= 2.8:
        level = "peak TR velocity <= 2.8 m/s: low echocardiographic probability of PH"
    elif v <= 3.4:
        level = ("peak TR velocity 2.9-3.4 m/s: intermediate-to-high echocardiographic "
                 "probability of PH depending on other signs")
    else:
        level = "peak TR velocity > 3.4 m/s: high echocardiographic probability of PH"
    return f"estimated RVSP {value:.0f} mmHg; {level} (ESC/ERS 2022)"


CALCULATOR = Calculator(
    id="rvsp_tr_jet",
    name="RV Systolic Pressure (TR Jet)",
    aliases=["RV Systolic Pressure (TR Jet)", "RVSP", "Right ventricular systolic pressure",
             "PASP from TR jet", "Pulmonary artery systolic pressure echo"],
    specialty="cardiology",
    description="Right ventricular (= pulmonary artery, without outflow obstruction) systolic "
                "pressure from the peak tricuspid regurgitant velocity: 4v² + RA pressure.",
    keywords=["RVSP", "PASP", "pulmonary hypertension", "tricuspid regurgitation",
              "echocardiography", "Bernoulli", "TR velocity", "right atrial pressure",
              "pulmonary artery pressure by echo", "estimate pulmonary hypertension noninvasively",
              "four v squared plus RA pressure", "tricuspid regurgitant velocity pressure",
              "right heart pressure on echo", "screen for pulmonary hypertension",
              "PA systolic pressure estimate"],
    features=[
        Quantity(name="tr_peak_velocity", unit="m/s", units=("m/s", "cm/s"), range=(0.5, 7.0),
                 labels=("TR jet velocity", "Tricuspid regurgitation jet velocity",
                         "Peak TR velocity", "TR Vmax"),
                 description="Peak tricuspid regurgitation velocity by continuous-wave Doppler"),
        Quantity(name="right_atrial_pressure", unit="mmHg", units=("mmHg",), range=(0.0, 40.0),
                 labels=("Right atrial pressure", "RA pressure", "RAP", "Estimated RA pressure"),
                 description="Right atrial pressure (measured CVP, or estimated from IVC size "
                             "and collapse: 3, 8 or 15 mmHg)"),
    ],
    versions=[Version("simplified_bernoulli", dt.date(1984, 10, 1), YOCK_1984, rvsp,
                      notes="RVSP = 4 x (peak TR velocity)² + RAP.")],
    output=Output(unit="mmHg", decimals=0, range=(0.0, float("inf"))),
    interpret=interpret,
    references=[YOCK_1984, RUDSKI_2010, ESC_ERS_2022],
    notes="Simplified Bernoulli equation: the RV-RA gradient is 4v² (v in m/s), plus the right "
          "atrial pressure (ASE 2010: estimated from the inferior vena cava as 3, 8 or 15 "
          "mmHg). Equals pulmonary artery systolic pressure when there is no RV outflow or "
          "pulmonic obstruction. The interpretation follows the ESC/ERS 2022 guideline, which "
          "grades PH probability by the peak TR velocity itself (<= 2.8, 2.9-3.4, > 3.4 m/s) "
          "rather than by the estimated pressure.",
)
