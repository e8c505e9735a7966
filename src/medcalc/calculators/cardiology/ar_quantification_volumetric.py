"""Aortic regurgitation quantified by the volumetric (Doppler stroke volume) method."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.formulas.cardiology_w2a import (AR_EROA_CM2, AR_RF_PERCENT, AR_RVOL_ML, ZOGHBI_2017,
                                             ar_grade, circle_area)

MDCALC = Reference("MDCalc. AR: Quantification (Volumetric).")


def ar_volumetric(lvot_diameter, lvot_vti, mitral_annulus_diameter, mitral_vti, ar_vti):
    lvot_sv = circle_area(lvot_diameter) * lvot_vti
    mitral_sv = circle_area(mitral_annulus_diameter) * mitral_vti
    rvol = lvot_sv - mitral_sv
    return {"value": rvol, "regurgitant_fraction_percent": 100.0 * rvol / lvot_sv,
            "eroa_cm2": rvol / ar_vti, "lvot_stroke_volume_ml": lvot_sv,
            "mitral_stroke_volume_ml": mitral_sv}


def interpret(value, breakdown):
    text = f"regurgitant volume {value:.0f} mL: {ar_grade(value, AR_RVOL_ML)} AR"
    if breakdown:
        rf, eroa = breakdown["regurgitant_fraction_percent"], breakdown["eroa_cm2"]
        text += (f"; regurgitant fraction {rf:.0f}% ({ar_grade(rf, AR_RF_PERCENT)}); EROA "
                 f"{eroa:.2f} cm² ({ar_grade(eroa, AR_EROA_CM2)}) (ASE 2017 grades)")
    return text


def _cm(name, description, lo, hi, labels):
    return Quantity(name=name, description=description, unit="cm", units=("cm", "mm"),
                    range=(lo, hi), labels=labels)


CALCULATOR = Calculator(
    id="ar_quantification_volumetric",
    name="AR: Quantification (Volumetric)",
    aliases=["Aortic Regurgitation Quantification (Volumetric)", "AR volumetric method",
             "Aortic regurgitant volume (volumetric)"],
    specialty="cardiology",
    description="Aortic regurgitant volume (mL), regurgitant fraction and effective regurgitant "
                "orifice area from LVOT and mitral annular stroke volumes.",
    keywords=["aortic regurgitation", "echocardiography", "regurgitant volume",
              "regurgitant fraction", "EROA", "valvular heart disease",
              "aortic regurgitant volume by stroke volume difference",
              "regurgitant fraction of leaky aortic valve", "LVOT minus mitral stroke volume",
              "grading aortic insufficiency severity on echo", "quantify aortic valve leak",
              "volumetric Doppler regurgitation quantification", "severity of aortic insufficiency"],
    features=[
        _cm("lvot_diameter", "LVOT diameter", 1.0, 4.0, ("LVOT diameter", "LV Outflow Tract "
            "Diameter")),
        _cm("lvot_vti", "LVOT velocity time integral", 3.0, 80.0, ("LVOT VTI",)),
        _cm("mitral_annulus_diameter", "Mitral annulus diameter (apical four-chamber, "
            "mid-diastole)", 1.5, 6.0, ("Mitral annulus diameter", "MV annulus diameter")),
        _cm("mitral_vti", "Mitral annulus velocity time integral (pulsed-wave at the annulus)",
            2.0, 60.0, ("Mitral VTI", "MV annulus VTI")),
        _cm("ar_vti", "Aortic regurgitant jet velocity time integral (continuous-wave)", 20.0,
            600.0, ("AR VTI", "Aortic regurgitation VTI")),
    ],
    versions=[Version("ase_2017", dt.date(2017, 4, 1), ZOGHBI_2017, ar_volumetric,
                      notes="RVol = LVOT SV - mitral SV, SV = pi (d/2)^2 x VTI; RF = RVol / "
                            "LVOT SV; EROA = RVol / VTI(AR).")],
    preconditions=[Precondition(
        lambda lvot_diameter, lvot_vti, mitral_annulus_diameter, mitral_vti:
            lvot_diameter ** 2 * lvot_vti > mitral_annulus_diameter ** 2 * mitral_vti,
        "the LVOT stroke volume must exceed the mitral stroke volume (otherwise no aortic "
        "regurgitant volume; significant mitral regurgitation also invalidates the method)")],
    output=Output(kind="number", unit="mL", decimals=0, range=(0, float("inf"))),
    interpret=interpret,
    references=[ZOGHBI_2017, MDCALC],
    notes="Volumetric method of the ASE 2017 recommendations: both annuli assumed circular. "
          "Grades (ASE 2017, AR): regurgitant volume < 30 / 30-59 / >= 60 mL, regurgitant "
          "fraction < 30 / 30-49 / >= 50%, EROA < 0.10 / 0.10-0.29 / >= 0.30 cm² for mild / "
          "moderate / severe. Not valid with more than mild mitral regurgitation (the mitral "
          "inflow then exceeds forward flow). MDCalc's field labels were not available to this "
          "work beyond the common names declared.",
)
