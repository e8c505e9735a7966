"""Calculated LDL cholesterol: Friedewald 1972 (default) and Sampson/NIH 2020."""

import datetime as dt

from medcalc.core import (
    Variant,
    Calculator,
    Implausible,
    NotApplicable,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.analytes import CHOLESTEROL, TRIGLYCERIDES
from medcalc.core.vector import any_true

FRIEDEWALD_1972 = Reference(
    "Friedewald WT, Levy RI, Fredrickson DS. Estimation of the concentration of low-density "
    "lipoprotein cholesterol in plasma, without use of the preparative ultracentrifuge. Clin "
    "Chem. 1972;18(6):499-502.", doi="10.1093/clinchem/18.6.499")
SAMPSON_2020 = Reference(
    "Sampson M, Ling C, Sun Q, et al. A new equation for calculation of low-density lipoprotein "
    "cholesterol in patients with normolipidemia and/or hypertriglyceridemia. JAMA Cardiol. "
    "2020;5(5):540-548.", doi="10.1001/jamacardio.2020.0013")
ATP_III_2001 = Reference(
    "Expert Panel on Detection, Evaluation, and Treatment of High Blood Cholesterol in Adults. "
    "Executive summary of the Third Report of the National Cholesterol Education Program (NCEP) "
    "Adult Treatment Panel III. JAMA. 2001;285(19):2486-2497 (LDL cholesterol classification).",
    doi="10.1001/jama.285.19.2486")

FRIEDEWALD_TG_LIMIT = 400.0  # mg/dL: not applicable at or above
SAMPSON_TG_LIMIT = 800.0  # mg/dL: not applicable above


def _check(total_cholesterol, hdl_cholesterol):
    if any_true(hdl_cholesterol > total_cholesterol):
        raise Implausible("HDL cholesterol exceeds total cholesterol, of which it is a part",
                          ("total_cholesterol", "hdl_cholesterol"))


def _not_negative(ldl, equation):
    # Every estimate is TC minus HDL minus an estimated VLDL cholesterol: below zero, the
    # inputs do not describe one fasting lipid panel (HDL or triglycerides too high for the total
    # cholesterol, a unit or transcription error) or lie outside the equation's validity.
    if any_true(ldl < 0):
        raise Implausible(f"the {equation} estimate of LDL cholesterol is negative: total "
                          "cholesterol, HDL cholesterol and triglycerides are not consistent "
                          "with one another for this equation (check units and values, or "
                          "measure LDL directly)",
                          ("total_cholesterol", "hdl_cholesterol", "triglycerides"))
    return ldl


def friedewald(total_cholesterol, hdl_cholesterol, triglycerides):
    _check(total_cholesterol, hdl_cholesterol)
    if any_true(triglycerides >= FRIEDEWALD_TG_LIMIT):
        raise NotApplicable("the Friedewald equation is not valid with triglycerides >= 400 mg/dL "
                            "(4.5 mmol/L): VLDL cholesterol is no longer triglycerides/5; measure "
                            "LDL directly or use the Sampson (NIH) equation (version "
                            "sampson_2020)", ("triglycerides",))
    vldl = triglycerides / 5.0
    ldl = _not_negative(total_cholesterol - hdl_cholesterol - vldl, "Friedewald")
    return {"value": ldl, "vldl_cholesterol": vldl}


def sampson(total_cholesterol, hdl_cholesterol, triglycerides):
    _check(total_cholesterol, hdl_cholesterol)
    if any_true(triglycerides > SAMPSON_TG_LIMIT):
        raise NotApplicable("the Sampson (NIH) equation was validated for triglycerides up to "
                            "800 mg/dL (9.0 mmol/L); measure LDL directly", ("triglycerides",))
    non_hdl = total_cholesterol - hdl_cholesterol
    vldl = triglycerides / 8.56 + triglycerides * non_hdl / 2140.0 - triglycerides ** 2 / 16100.0
    ldl = _not_negative(total_cholesterol / 0.948 - hdl_cholesterol / 0.971 - vldl - 9.44,
                        "Sampson (NIH)")
    return {"value": ldl, "vldl_cholesterol": vldl, "non_hdl_cholesterol": non_hdl}


def interpret(value):
    if value < 100:
        return "optimal (< 100 mg/dL)"
    if value < 130:
        return "near optimal/above optimal (100-129 mg/dL)"
    if value < 160:
        return "borderline high (130-159 mg/dL)"
    if value < 190:
        return "high (160-189 mg/dL)"
    return "very high (>= 190 mg/dL)"


def _lipid(name, description, analyte, range_):
    return Quantity(name=name, unit="mg/dL", analyte=analyte, units=("mg/dL", "mmol/L"),
                    range=range_, description=description)


CALCULATOR = Calculator(
    id="ldl_calculated",
    name="LDL Calculated",
    aliases=["LDL and non-HDL Cholesterol", "LDL Calculated", "Calculated LDL cholesterol",
             "Friedewald equation", "Friedewald formula", "Sampson equation", "NIH equation 2"],
    specialty="cardiology",
    description="LDL cholesterol estimated from total cholesterol, HDL cholesterol and "
                "triglycerides (Friedewald: TC - HDL - TG/5 in mg/dL; or the Sampson/NIH "
                "equation).",
    keywords=["LDL", "LDL cholesterol", "low-density lipoprotein", "calculated LDL", "Friedewald",
              "Sampson", "NIH equation", "lipid panel", "cholesterol", "triglycerides",
              "hyperlipidemia", "dyslipidemia", "statin", "estimate bad cholesterol",
              "LDL from lipid panel", "derived LDL from triglycerides",
              "calculate LDL when not measured directly", "non-HDL cholesterol",
              "LDL with high triglycerides", "statin target LDL level"],
    features=[
        _lipid("total_cholesterol", "Total cholesterol (fasting lipid panel)", CHOLESTEROL,
               (20.0, 1500.0)),
        _lipid("hdl_cholesterol", "HDL cholesterol", CHOLESTEROL, (3.0, 250.0)),
        _lipid("triglycerides", "Triglycerides (fasting)", TRIGLYCERIDES, (5.0, 15000.0)),
    ],
    versions=[
        Version("friedewald_1972", dt.date(1972, 6, 1), FRIEDEWALD_1972, friedewald,
                variant="friedewald",
                notes="LDL = TC - HDL - TG/5 (mg/dL); not applicable with TG >= 400 mg/dL."),
        Version("sampson_2020", dt.date(2020, 2, 26), SAMPSON_2020, sampson, variant="sampson",
                notes="LDL = TC/0.948 - HDL/0.971 - (TG/8.56 + TG x non-HDL/2140 - TG²/16100) "
                      "- 9.44 (mg/dL); TG up to 800 mg/dL."),
    ],
    default_version="friedewald_1972",
    # Parallel equations in use side by side (laboratories report either), not editions: a date
    # never switches from Friedewald to Sampson; choose with variant= (or version=).
    variants=[Variant("friedewald", "Friedewald 1972: LDL = TC - HDL - TG/5; NA at TG >= 400 "
                                    "mg/dL (default)", FRIEDEWALD_1972),
              Variant("sampson", "Sampson (NIH equation 2) 2020; valid to TG 800 mg/dL",
                      SAMPSON_2020)],
    output=Output(unit="mg/dL", decimals=1, description="Calculated LDL cholesterol, mg/dL"),
    interpret=interpret,
    references=[FRIEDEWALD_1972, SAMPSON_2020, ATP_III_2001],
    notes="Default friedewald_1972 (MDCalc 'LDL Calculated', MedCalc-Bench calculator 44): LDL = "
          "TC - HDL - TG/5 in mg/dL, VLDL cholesterol estimated as TG/5; fasting sample. Not "
          "applicable when TG >= 400 mg/dL (Friedewald found the estimate unreliable above "
          "400 mg/dL; ATP III: valid for TG < 400), nor in type III hyperlipoproteinemia or "
          "with chylomicrons (not detectable from these inputs). Inputs in mmol/L are converted "
          "with the molar masses of cholesterol (386.65 g/mol: 1 mmol/L = 38.67 mg/dL) and "
          "triolein (885.7 g/mol: 1 mmol/L = 88.57 mg/dL), so in mmol/L terms the rule is "
          "LDL = TC - HDL - TG/2.183, the exact counterpart of TG/5 in mg/dL; the SI form "
          "usually quoted, TG/2.2, is the same rule with a rounded divisor (0.8% smaller VLDL "
          "term). The TG limit 400 mg/dL is 4.52 mmol/L. MedCalc-Bench converts triglycerides "
          "with 861.338 g/mol (1.09 mmol/L -> 93.9 mg/dL, ours 96.5 mg/dL), about 0.5 mg/dL of "
          "LDL apart. sampson_2020 (NIH equation 2; coefficients as published and as "
          "implemented by independent code): more accurate at low LDL and in "
          "hypertriglyceridemia; validated up to TG 800 mg/dL, NA above. HDL above total "
          "cholesterol is NA implausible, and so is a negative LDL estimate in either version "
          "(e.g. Friedewald with TC 136, HDL 73, TG 399 mg/dL gives 136 - 73 - 79.8 = -16.8): "
          "a concentration cannot be below zero, so the inputs are inconsistent for that "
          "equation; an estimate of exactly 0 is returned as is. Interpretation: NCEP ATP III "
          "LDL categories (mg/dL).",
)
