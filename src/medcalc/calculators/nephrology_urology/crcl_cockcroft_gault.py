"""Creatinine clearance by the Cockcroft-Gault equation (1976), with a choice of body weight."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    Missing,
    Output,
    Precondition,
    Reference,
    Version,
)
from medcalc.core.common import FEMALE, age, creatinine, height, sex, weight
from medcalc.core.vector import any_true, minimum, where
from medcalc.formulas.anthropometry import (
    adjusted_body_weight,
    body_mass_index,
    ideal_body_weight_devine,
)

COCKCROFT_GAULT_1976 = Reference(
    "Cockcroft DW, Gault MH. Prediction of creatinine clearance from serum creatinine. "
    "Nephron. 1976;16(1):31-41.", doi="10.1159/000180580")
DEVINE_1974 = Reference(
    "Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm. 1974;8:650-655 (ideal body weight: "
    "50 kg men / 45.5 kg women + 2.3 kg per inch over 5 feet).")
WINTER_2012 = Reference(
    "Winter MA, Guhr KN, Berg GM. Impact of various body weights and serum creatinine "
    "concentrations on the bias and accuracy of the Cockcroft-Gault equation. Pharmacotherapy. "
    "2012;32(7):604-612 (as cited by MDCalc for the BMI-dependent weight).")
BROWN_2013 = Reference(
    "Brown DL, Masselink AJ, Lalla CD. Functional range of creatinine clearance for renal drug "
    "dosing: a practical solution to the controversy of which weight to use in the "
    "Cockcroft-Gault equation. Ann Pharmacother. 2013;47(7-8):1039-1044 (as cited by MDCalc for "
    "the BMI-dependent weight).")
MDCALC_CRCL = Reference(
    "MDCalc. Creatinine Clearance (Cockcroft-Gault Equation): weight by BMI - underweight "
    "(BMI < 18.5) actual, normal (18.5-24.9) ideal, overweight/obese (>= 25) adjusted body "
    "weight, citing Brown et al. and Winter et al.",
    url="https://www.mdcalc.com/calc/43/creatinine-clearance-cockcroft-gault-equation")
MEDCALC_BENCH = Reference(
    "Khandekar N, Jin Q, Xiong G, et al. MedCalc-Bench: evaluating large language models for "
    "medical calculations. NeurIPS 2024 Datasets and Benchmarks (calculator 2: BMI < 18.5 actual "
    "weight; normal BMI min(ideal, actual); overweight/obese adjusted body weight).",
    url="https://github.com/ncbi-nlp/MedCalc-Bench")

ACTUAL = "actual"
IDEAL = "ideal"
ADJUSTED = "adjusted"
BMI_RULE = "bmi_rule"
BMI_RULE_MDCALC = "bmi_rule_mdcalc"

_LABELS = {ACTUAL: "actual", IDEAL: "ideal", ADJUSTED: "adjusted",
           BMI_RULE: "BMI-dependent", BMI_RULE_MDCALC: "BMI-dependent (MDCalc)"}


def crcl_cockcroft_gault(age, sex, weight, creatinine, height, weight_basis):
    female = sex == FEMALE
    sex_factor = where(female, 0.85, 1.0)
    if height is None:
        if any_true(weight_basis != ACTUAL):
            label = _LABELS.get(weight_basis, "this") if type(weight_basis) is str else "this"
            raise Missing(f"height is needed for {label} body weight (weight_basis="
                          f"{weight_basis}); give height or use weight_basis=actual",
                          features=("height",))
        value = (140.0 - age) * weight / (72.0 * creatinine) * sex_factor
        return {"value": value, "weight_used": weight, "weight_basis": weight_basis,
                "weight_used_basis": "actual"}
    ibw = ideal_body_weight_devine(height, female)
    abw = adjusted_body_weight(weight, ibw)
    bmi = body_mass_index(weight, height)
    underweight = bmi < 18.5
    normal = bmi < 25.0
    lower_of_ibw_and_actual = minimum(ibw, weight)
    bmi_rule_weight = where(underweight, weight, where(normal, lower_of_ibw_and_actual, abw))
    mdcalc_weight = where(underweight, weight, where(normal, ibw, abw))
    used = where(weight_basis == ACTUAL, weight,
                 where(weight_basis == IDEAL, ibw,
                       where(weight_basis == ADJUSTED, abw,
                             where(weight_basis == BMI_RULE, bmi_rule_weight, mdcalc_weight))))
    normal_label = where(weight_basis == BMI_RULE,
                         where(ibw <= weight,
                               "ideal (BMI 18.5 to < 25: lower of ideal and actual)",
                               "actual (BMI 18.5 to < 25: lower of ideal and actual)"),
                         "ideal (BMI 18.5 to < 25)")
    rule_label = where(underweight, "actual (BMI < 18.5)",
                       where(normal, normal_label, "adjusted (BMI >= 25)"))
    used_label = where(weight_basis == ACTUAL, "actual",
                       where(weight_basis == IDEAL, "ideal",
                             where(weight_basis == ADJUSTED, "adjusted", rule_label)))
    value = (140.0 - age) * used / (72.0 * creatinine) * sex_factor
    return {"value": value, "weight_used": used, "weight_basis": weight_basis,
            "weight_used_basis": used_label, "ideal_body_weight": ibw,
            "adjusted_body_weight": abw, "bmi": bmi}


def _ibw_defined(height, sex, weight_basis):
    if weight_basis == ACTUAL or height is None:
        return True
    return ideal_body_weight_devine(height, sex == FEMALE) > 0


CALCULATOR = Calculator(
    id="crcl_cockcroft_gault",
    name="Creatinine Clearance (Cockcroft-Gault Equation)",
    aliases=["CrCl Cockroft-Gault", "Cockcroft-Gault Creatinine Clearance",
             "Creatinine Clearance (Cockcroft-Gault Formula)", "肌酐清除率（Cockcroft-Gault公式）",
             "肾小球滤过率Cockroft-Gault公式（男性）", "内生肌酐清除率（女性）"],
    specialty="nephrology_urology",
    description="Estimated creatinine clearance (mL/min) from age, sex, body weight and serum "
                "creatinine in adults (Cockcroft-Gault 1976).",
    keywords=["creatinine clearance", "kidney function", "renal function", "renal dosing",
              "drug dosing", "Cockroft-Gault", "ideal body weight", "adjusted body weight",
              "kidney function for drug dose adjustment", "renal dosing of medications",
              "clearance from age weight and creatinine", "adjust antibiotic dose for kidneys",
              "estimated clearance in mL/min", "dose reduction for renal impairment"],
    features=[
        age(), sex(), weight(description="Actual (total) body weight"),
        creatinine(description="Serum creatinine (stable, not during acute kidney injury)"),
        height(required=False,
               description="Height; needed only for the ideal, adjusted and BMI-dependent "
                           "weight bases (Devine ideal body weight, BMI)"),
        Category(name="weight_basis", required=False, default=ACTUAL,
                 description="Which body weight enters the equation. Default actual, as in the "
                             "original 1976 equation.",
                 choices=(
                     Choice(ACTUAL, "Actual (total) body weight - original 1976 equation",
                            aliases=("actual body weight", "total body weight", "tbw",
                                     "original", "cockcroft gault 1976")),
                     Choice(IDEAL, "Ideal body weight (Devine 1974)",
                            aliases=("ideal body weight", "ibw", "devine")),
                     Choice(ADJUSTED, "Adjusted body weight = IBW + 0.4 x (actual - IBW)",
                            aliases=("adjusted body weight", "adjbw", "abw 0.4")),
                     Choice(BMI_RULE, "By BMI, MedCalc-Bench convention: BMI < 18.5 actual; "
                                      "18.5 to < 25 lower of ideal and actual; >= 25 adjusted",
                            aliases=("bmi rule", "medcalc bench", "medcalc-bench", "by bmi")),
                     Choice(BMI_RULE_MDCALC,
                            "By BMI, MDCalc: BMI < 18.5 actual; 18.5-24.9 ideal; >= 25 adjusted",
                            aliases=("mdcalc", "mdcalc bmi rule")),
                 )),
    ],
    versions=[
        Version("1976", dt.date(1976, 1, 1), COCKCROFT_GAULT_1976, crcl_cockcroft_gault,
                notes="CrCl = (140 - age) x weight / (72 x Scr mg/dL), x 0.85 if female; the "
                      "weight is chosen by weight_basis."),
    ],
    output=Output(unit="mL/min", decimals=1,
                  description="Creatinine clearance, not normalised to body surface area",
                  range=(0, float("inf"))),
    preconditions=[
        Precondition(lambda age: age >= 18,
                     "Cockcroft-Gault was derived in adults (age 18-92); use a pediatric "
                     "equation such as bedside Schwartz"),
        Precondition(_ibw_defined,
                     "the Devine ideal body weight is not positive at this height (below about "
                     "100 cm); use weight_basis=actual"),
    ],
    references=[COCKCROFT_GAULT_1976, DEVINE_1974, WINTER_2012, BROWN_2013, MDCALC_CRCL,
                MEDCALC_BENCH],
    notes="The original equation gives mL/min and is not normalised to body surface area (not "
          "per 1.73 m²); the 0.85 factor for women was the authors' estimate, not fitted (the "
          "derivation cohort was 249 men). weight_basis=actual (default) follows the 1976 paper. "
          "Ideal body weight is Devine's (defined from 60 in / 152.4 cm; extended linearly below "
          "it, as MDCalc and MedCalc-Bench do); adjusted weight = IBW + 0.4 x (actual - IBW). "
          "The two BMI rules differ only for BMI 18.5 to < 25: MDCalc's page uses ideal body "
          "weight there (even when it exceeds actual weight), MedCalc-Bench uses the lower of "
          "ideal and actual weight (bmi_rule). MedCalc-Bench's code treats the normal band as "
          "BMI <= 24.9 on a rounded BMI, so a BMI in (24.9, 25) gets adjusted weight there; here "
          "the band edge is BMI < 25. No interpretation categories: the source defines none.",
)
