"""Aortic regurgitation effective regurgitant orifice area by the PISA method."""

import datetime as dt
import math

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.formulas.cardiology_w2a import AR_EROA_CM2, AR_RVOL_ML, ZOGHBI_2017, ar_grade

MDCALC = Reference("MDCalc. AR: Regurgitant Orifice (PISA).")


def ar_pisa(pisa_radius, aliasing_velocity, ar_peak_velocity, ar_vti):
    flow = 2.0 * math.pi * pisa_radius ** 2 * aliasing_velocity  # mL/s
    eroa = flow / ar_peak_velocity
    return {"value": eroa, "regurgitant_flow_ml_s": flow, "regurgitant_volume_ml": eroa * ar_vti}


def interpret(value, breakdown):
    text = f"EROA {value:.2f} cm²: {ar_grade(value, AR_EROA_CM2)} AR"
    if breakdown:
        rvol = breakdown["regurgitant_volume_ml"]
        text += f"; regurgitant volume {rvol:.0f} mL ({ar_grade(rvol, AR_RVOL_ML)})"
    return text + " (ASE 2017 grades)"


def _velocity(name, description, lo, hi, labels):
    return Quantity(name=name, description=description, unit="cm/s", units=("cm/s", "m/s"),
                    range=(lo, hi), labels=labels)


CALCULATOR = Calculator(
    id="ar_regurgitant_orifice_pisa",
    name="AR: Regurgitant Orifice (PISA)",
    aliases=["Aortic Regurgitation Regurgitant Orifice (PISA)", "AR PISA", "AR EROA PISA"],
    specialty="cardiology",
    description="Effective regurgitant orifice area (cm²) of aortic regurgitation by the "
                "proximal isovelocity surface area method, and the regurgitant volume.",
    keywords=["aortic regurgitation", "PISA", "EROA", "echocardiography", "regurgitant volume",
              "aortic regurgitation orifice by flow convergence",
              "proximal isovelocity surface area aortic leak",
              "effective regurgitant orifice area aortic insufficiency",
              "PISA radius and aliasing velocity", "grade severity of aortic insufficiency",
              "flow convergence method for AR"],
    features=[
        Quantity(name="pisa_radius", description="PISA radius (aliasing shell to orifice)",
                 unit="cm", units=("cm", "mm"), range=(0.1, 2.0),
                 labels=("PISA radius", "Radius")),
        _velocity("aliasing_velocity", "Aliasing (Nyquist) velocity of the PISA shell", 5.0,
                  150.0, ("Aliasing velocity", "Nyquist velocity")),
        _velocity("ar_peak_velocity", "Peak aortic regurgitant jet velocity (continuous-wave)",
                  100.0, 800.0, ("AR peak velocity", "Peak AR velocity")),
        Quantity(name="ar_vti", description="Aortic regurgitant jet velocity time integral",
                 unit="cm", units=("cm", "mm"), range=(20.0, 600.0),
                 labels=("AR VTI", "Aortic regurgitation VTI")),
    ],
    versions=[Version("ase_2017", dt.date(2017, 4, 1), ZOGHBI_2017, ar_pisa,
                      notes="EROA = 2 pi r^2 x Va / Vmax(AR); RVol = EROA x VTI(AR).")],
    output=Output(kind="number", unit="cm²", decimals=2, range=(0, float("inf"))),
    interpret=interpret,
    references=[ZOGHBI_2017, MDCALC],
    notes="PISA method (hemispheric flow convergence, no angle correction) as in the ASE 2017 "
          "recommendations; grades: EROA < 0.10 / 0.10-0.29 / >= 0.30 cm², regurgitant volume "
          "< 30 / 30-59 / >= 60 mL (mild / moderate / severe). Velocities in cm/s or m/s.",
)
