"""Sodium corrected for hyperglycemia: Hillier 1999 (2.4, default) and Katz 1973 (1.6)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Variant, Version
from medcalc.core.common import glucose, sodium
from medcalc.core.vector import any_true

KATZ_1973 = Reference(
    "Katz MA. Hyperglycemia-induced hyponatremia--calculation of expected serum sodium "
    "depression. N Engl J Med. 1973;289(16):843-844.",
    doi="10.1056/NEJM197310182891607", url="https://pubmed.ncbi.nlm.nih.gov/4763428/")
HILLIER_1999 = Reference(
    "Hillier TA, Abbott RD, Barrett EJ. Hyponatremia: evaluating the correction factor for "
    "hyperglycemia. Am J Med. 1999;106(4):399-403.",
    doi="10.1016/S0002-9343(99)00055-8", url="https://pubmed.ncbi.nlm.nih.gov/10225241/")



REFERENCE_GLUCOSE = 100.0  # mg/dL: the glucose both formulas correct back to

_STEEP_ABOVE_400 = (
    "glucose > 400 mg/dL: Hillier 1999 found the fall in sodium nonlinear and steeper above "
    "400 mg/dL (a factor of 4.0 per 100 mg/dL fitted better there), so this correction may "
    "underestimate the sodium once glucose is normalised")


def _corrected(sodium, glucose, factor):
    correction = factor * (glucose - REFERENCE_GLUCOSE) / 100.0
    out = {"value": sodium + correction, "correction": correction}
    # On numpy columns (calculate_batch) any such row makes the batch run those rows one by
    # one, so the warning stays per patient.
    if any_true(glucose > 400.0):
        out["warnings"] = [_STEEP_ABOVE_400]
    return out


def hillier_1999(sodium, glucose):
    return _corrected(sodium, glucose, 2.4)


def katz_1973(sodium, glucose):
    return _corrected(sodium, glucose, 1.6)


CALCULATOR = Calculator(
    id="sodium_correction_hyperglycemia",
    name="Sodium Correction for Hyperglycemia",
    aliases=["Hyperglycaemia-corrected Sodium", "Corrected Sodium for Hyperglycemia",
             "Corrected Sodium"],
    specialty="nephrology_urology",
    description=("Serum sodium corrected for the dilution caused by hyperglycemia: the sodium "
                 "expected once glucose falls to 100 mg/dL."),
    keywords=["hyponatremia", "hyperglycemia", "pseudohyponatremia", "translocational hyponatremia",
              "diabetic ketoacidosis", "DKA", "hyperosmolar hyperglycemic state", "HHS",
              "corrected sodium", "Katz", "Hillier", "true sodium when glucose is high",
              "sodium adjusted for high blood sugar", "pseudohyponatremia from hyperglycemia",
              "sodium in DKA", "dilutional low sodium from glucose",
              "expected sodium after glucose correction"],
    features=[
        sodium(description="Measured serum sodium"),
        glucose(description="Serum or plasma glucose measured with the sodium"),
    ],
    versions=[
        Version("hillier_1999", dt.date(1999, 4, 1), HILLIER_1999, hillier_1999,
                variant="hillier",
                notes="Corrected Na = Na + 2.4 x (glucose mg/dL - 100) / 100. Empirical factor "
                      "from induced hyperglycemia (to > 600 mg/dL) in 6 healthy volunteers."),
        Version("katz_1973", dt.date(1973, 10, 18), KATZ_1973, katz_1973, variant="katz",
                notes="Corrected Na = Na + 1.6 x (glucose mg/dL - 100) / 100. Theoretical factor "
                      "(osmotic water shift), not measured in patients."),
    ],
    default_version="hillier_1999",
    # Katz (1.6 per 100 mg/dL) and Hillier (2.4) are both in use (MDCalc shows both): parallel
    # factors, not editions, so as_of never picks one; choose with variant= (or version=).
    variants=[Variant("hillier", "Hillier 1999: 2.4 mmol/L per 100 mg/dL glucose (default)",
                      HILLIER_1999),
              Variant("katz", "Katz 1973: 1.6 mmol/L per 100 mg/dL glucose", KATZ_1973)],
    output=Output(unit="mmol/L", decimals=1,
                  description="Sodium expected at a glucose of 100 mg/dL (mmol/L = mEq/L)"),
    preconditions=[Precondition(
        lambda glucose: glucose >= REFERENCE_GLUCOSE,
        "the correction applies to hyperglycemia only: both formulas correct glucose back down "
        "to their reference of 100 mg/dL (5.6 mmol/L); at exactly 100 mg/dL the correction is "
        "0, but a glucose below 100 mg/dL (normal or low) has nothing to correct, and "
        "extrapolating the formulas below their reference would lower the sodium, which neither "
        "source supports")],
    references=[HILLIER_1999, KATZ_1973],
    notes=(
        "Default version hillier_1999 (factor 2.4 mmol/L per 100 mg/dL glucose above 100), "
        "because: (1) it is the only experimentally measured factor (Hillier 1999 raised glucose "
        "in healthy subjects and measured sodium; Katz 1973 derived 1.6 theoretically); (2) "
        "MDCalc shows both and states Hillier's 2.4 was found more accurate than the classically "
        "taught 1.6; (3) MedCalc-Bench (calculator 26) uses 0.024 x (glucose - 100), so its "
        "labels are recomputed with the same rule. katz_1973 is selectable with version= "
        "(or as_of before 1999). Hillier's own finding is more nuanced: the sodium-glucose "
        "relation was nonlinear; up to 400 mg/dL the standard 1.6 worked well, but above "
        "400 mg/dL a factor of 4.0 was better; 2.4 was the better single overall estimate "
        "(Am J Med 1999;106:399-403, abstract). Neither version implements a piecewise rule; "
        "a glucose > 400 mg/dL adds a warning. Both formulas correct back to a reference "
        "glucose of 100 mg/dL: at 100 mg/dL the correction is 0 and the corrected sodium is the "
        "measured sodium; below 100 mg/dL the result is NA not_applicable (rule: glucose >= "
        "100 mg/dL applies, < 100 does not; Katz 1973 and Hillier 1999 define the depression "
        "per 100 mg/dL of glucose above 100 and give no correction for lower glucose, e.g. a "
        "hypoglycemic 33 mg/dL cannot be 'corrected' upward or downward). "
        "The comparison is on the canonical mg/dL value, so 5.55 mmol/L (99.99 mg/dL) is "
        "below the reference and 5.6 mmol/L (100.9 mg/dL) is above it. Glucose in mmol/L is "
        "converted with 1 mmol/L = 18.016 mg/dL."),
)
