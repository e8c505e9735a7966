"""Aortic valve area by the continuity equation (EACVI/ASE 2017 recommendations on aortic
stenosis; severity grades from the 2020 ACC/AHA valvular heart disease guideline)."""

import datetime as dt
import math

from medcalc.core import Calculator, Output, Quantity, Reference, Version

BAUMGARTNER_2017 = Reference(
    "Baumgartner H, Hung J, Bermejo J, et al. Recommendations on the echocardiographic "
    "assessment of aortic valve stenosis: a focused update from the European Association of "
    "Cardiovascular Imaging and the American Society of Echocardiography. Eur Heart J "
    "Cardiovasc Imaging. 2017;18(3):254-275 (also J Am Soc Echocardiogr. 2017;30(4):372-392).",
    doi="10.1093/ehjci/jew335")
OTTO_2020 = Reference(
    "Otto CM, Nishimura RA, Bonow RO, et al. 2020 ACC/AHA Guideline for the Management of "
    "Patients With Valvular Heart Disease. Circulation. 2021;143(5):e72-e227 (stages of aortic "
    "stenosis: severe AS AVA <= 1.0 cm²).", doi="10.1161/CIR.0000000000000923")
MDCALC = Reference("MDCalc. AS: Aortic Valve Area (Cont).")


def aortic_valve_area(lvot_diameter, lvot_vti, aortic_valve_vti):
    lvot_area = math.pi * (lvot_diameter / 2.0) ** 2
    return {"value": lvot_area * lvot_vti / aortic_valve_vti, "lvot_area_cm2": lvot_area,
            "stroke_volume_ml": lvot_area * lvot_vti}


def interpret(value):
    if value <= 1.0:
        return "severe aortic stenosis range (AVA <= 1.0 cm²)"
    if value <= 1.5:
        return "moderate aortic stenosis range (AVA > 1.0 to 1.5 cm²)"
    return "mild or no aortic stenosis range by area (AVA > 1.5 cm²)"


CALCULATOR = Calculator(
    id="as_aortic_valve_area_continuity",
    name="AS: Aortic Valve Area (Cont)",
    aliases=["Aortic Valve Area (Continuity Equation)", "AS: Aortic Valve Area",
             "Aortic stenosis aortic valve area", "AVA continuity equation"],
    specialty="cardiology",
    description="Aortic valve area (cm²) by the Doppler continuity equation: LVOT area x "
                "LVOT VTI / aortic valve VTI.",
    keywords=["aortic stenosis", "echocardiography", "continuity equation", "valve area", "LVOT",
              "velocity time integral", "how tight is the aortic valve",
              "severity of aortic stenosis on echo", "aortic valve opening area",
              "grading aortic valve narrowing", "LVOT to aortic VTI ratio",
              "severe aortic stenosis threshold", "calculate valve area from Doppler"],
    features=[
        Quantity(name="lvot_diameter", description="Left ventricular outflow tract diameter "
                 "(mid-systole, inner edge to inner edge)", unit="cm", units=("cm", "mm"),
                 range=(1.0, 4.0), labels=("LV Outflow Tract Diameter", "LVOT diameter")),
        Quantity(name="lvot_vti", description="LVOT velocity time integral (pulsed-wave Doppler)",
                 unit="cm", units=("cm", "mm"), range=(3.0, 60.0),
                 labels=("Maximal LV Outflow Tract VTI", "LVOT VTI")),
        Quantity(name="aortic_valve_vti", description="Aortic valve velocity time integral "
                 "(continuous-wave Doppler, highest-velocity window)", unit="cm",
                 units=("cm", "mm"), range=(5.0, 300.0),
                 labels=("Maximal Aortic Valve VTI", "AV VTI", "Aortic valve VTI")),
    ],
    versions=[Version("ease_ase_2017", dt.date(2017, 3, 1), BAUMGARTNER_2017, aortic_valve_area,
                      notes="AVA = pi x (LVOT diameter / 2)^2 x VTI(LVOT) / VTI(AV); diameter "
                            "and VTIs in cm, area in cm².")],
    output=Output(kind="number", unit="cm²", decimals=2, range=(0, float("inf"))),
    interpret=interpret,
    references=[BAUMGARTNER_2017, OTTO_2020, MDCALC],
    notes="Continuity equation as in the EACVI/ASE 2017 focused update (LVOT assumed circular: "
          "area = pi x d²/4). Severity ranges: 2020 ACC/AHA guideline (severe AS AVA <= 1.0 cm²); "
          "the moderate (> 1.0-1.5) and mild (> 1.5 cm²) ranges are those MDCalc prints (ACC/AHA "
          "2006). Area alone does not grade stenosis: the guideline also uses peak velocity and "
          "mean gradient. MDCalc's form takes the LVOT diameter in cm; a value typed in mm there "
          "(19 for 1.9 cm) gives an area 100 times too large. Here units are explicit "
          "('19 mm' is read as 1.9 cm), and a bare number is in cm (a bare 19 is outside the "
          "plausible range and NA implausible). MDCalc appears to use 0.785 x d² (pi rounded); "
          "this module uses pi.",
)
