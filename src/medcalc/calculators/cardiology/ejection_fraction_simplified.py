"""Simplified (Quinones) left ventricular ejection fraction from 2D echo dimensions."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Quantity, Reference, Version
from medcalc.core.na import Implausible
from medcalc.core.vector import any_true

QUINONES_1981 = Reference(
    "Quinones MA, Waggoner AD, Reduto LA, Nelson JG, Young JB, Winters WL Jr, Ribeiro LG, "
    "Miller RR. A new, simplified and accurate method for determining ejection fraction with "
    "two-dimensional echocardiography. Circulation. 1981;64(4):744-753.",
    doi="10.1161/01.CIR.64.4.744")
LANG_2005 = Reference(
    "Lang RM, Bierig M, Devereux RB, et al. Recommendations for chamber quantification. J Am Soc "
    "Echocardiogr. 2005;18(12):1440-1463 (LVEF ranges: normal >= 55%, mildly abnormal 45-54%, "
    "moderately abnormal 30-44%, severely abnormal < 30%).", doi="10.1016/j.echo.2005.10.005")
MDCALC = Reference("MDCalc. Ejection Fraction (Simplified).")

# Quinones 1981: the long-axis contribution (%dL) assigned from apical wall motion.
APICAL = Category(name="apical_contraction", description="Apical wall motion (Quinones 1981 "
                  "long-axis correction %dL)", labels=("Apical Contraction", "Apical wall motion"),
                  choices=(
    Choice("normal", "Normal", 0.15),
    Choice("hypokinetic", "Hypokinetic", 0.05),
    Choice("akinetic", "Akinetic", 0.0),
    Choice("dyskinetic", "Dyskinetic", -0.05),
    Choice("aneurysmal", "Apical aneurysm", -0.10, aliases=("Aneurysmal", "Aneurysm")),
))


def quinones_ef(lv_end_diastolic_dimension, lv_end_systolic_dimension, apical_contraction):
    if any_true(lv_end_systolic_dimension > lv_end_diastolic_dimension):
        raise Implausible("the end-systolic dimension is larger than the end-diastolic one (the "
                          "ventricle is largest at end-diastole); check that the two are not "
                          "swapped", ("lv_end_diastolic_dimension", "lv_end_systolic_dimension"))
    d2 = lv_end_diastolic_dimension ** 2
    short_axis = (d2 - lv_end_systolic_dimension ** 2) / d2
    ef = short_axis + (1.0 - short_axis) * apical_contraction
    return {"value": 100.0 * ef, "percent_delta_d2": 100.0 * short_axis,
            "apical_correction": apical_contraction}


def interpret(value):
    if value >= 55:
        return "normal LVEF (>= 55%)"
    if value >= 45:
        return "mildly abnormal LVEF (45-54%)"
    if value >= 30:
        return "moderately abnormal LVEF (30-44%)"
    return "severely abnormal LVEF (< 30%)"


def _dimension(name, label, description, lo, hi):
    return Quantity(name=name, description=description, unit="mm", units=("mm", "cm"),
                    range=(lo, hi), labels=(label,))


CALCULATOR = Calculator(
    id="ejection_fraction_simplified",
    name="Ejection Fraction (Simplified)",
    aliases=["Simplified Ejection Fraction", "Quinones ejection fraction",
             "Ejection Fraction (Quinones)"],
    specialty="cardiology",
    description="Left ventricular ejection fraction (%) from end-diastolic and end-systolic "
                "dimensions and apical wall motion (Quinones 1981).",
    keywords=["ejection fraction", "LVEF", "echocardiography", "LV dimensions", "systolic function",
              "LV ejection fraction from M-mode dimensions", "ejection fraction from LV diameters",
              "estimate EF without volumes", "Quinones EF from linear dimensions",
              "left ventricular systolic function estimate", "fractional shortening based EF",
              "apical motion corrected EF"],
    features=[
        _dimension("lv_end_diastolic_dimension", "LV End Diastolic Dimension",
                   "Left ventricular end-diastolic internal dimension (LVIDd)", 15.0, 120.0),
        _dimension("lv_end_systolic_dimension", "LV End Systolic Dimension",
                   "Left ventricular end-systolic internal dimension (LVIDs)", 5.0, 110.0),
        APICAL,
    ],
    versions=[Version("quinones_1981", dt.date(1981, 10, 1), QUINONES_1981, quinones_ef,
                      notes="%dD² = (LVIDd² - LVIDs²) / LVIDd²; EF = %dD² + (1 - %dD²) x %dL, "
                            "%dL = 15% normal apex, 5% hypokinetic, 0 akinetic, -5% dyskinetic, "
                            "-10% apical aneurysm.")],
    output=Output(kind="number", unit="%", decimals=0, range=(-10, 100)),
    interpret=interpret,
    references=[QUINONES_1981, LANG_2005, MDCALC],
    notes="Quinones 1981 method, as MDCalc implements it. Apical contraction may be given by key "
          "or label ('Normal', 'Hypokinetic', 'Akinetic', 'Dyskinetic', 'Aneurysmal'). "
          "Category: ASE 2005 chamber-quantification ranges, as MDCalc prints them (the 2015 "
          "ASE/EACVI update uses sex-specific normal limits). An end-systolic dimension above "
          "the end-diastolic one is a contradiction (NA implausible), not a negative "
          "short-axis term.",
)
