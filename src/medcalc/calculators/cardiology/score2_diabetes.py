"""SCORE2-Diabetes (SCORE2-Diabetes Working Group, Eur Heart J 2023): 10-year risk of fatal and
non-fatal cardiovascular disease in people with type 2 diabetes aged 40-69 in Europe."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Derivation,
    Implausible,
    Output,
    Precondition,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.common import FEMALE, age, sex, systolic_bp
from medcalc.core.vector import any_true, log, where
from medcalc.formulas.cardiology_w2b import (
    SCORE2_RISK_REGION,
    SCORE2_SMOKING,
    cholesterol_mmol,
    score2_recalibrated,
)

SCORE2_DM_2023 = Reference(
    "SCORE2-Diabetes Working Group and the ESC Cardiovascular Risk Collaboration. "
    "SCORE2-Diabetes: 10-year cardiovascular risk estimation in type 2 diabetes in Europe. Eur "
    "Heart J. 2023;44(28):2544-2556 (sex-specific model, baseline survival and region "
    "recalibration: supplementary methods).",
    doi="10.1093/eurheartj/ehad260")
ESC_DM_2023 = Reference(
    "Marx N, Federici M, Schütt K, et al. 2023 ESC Guidelines for the management of "
    "cardiovascular disease in patients with diabetes. Eur Heart J. 2023;44(39):4043-4140 "
    "(SCORE2-Diabetes risk categories: low < 5%, moderate 5 to < 10%, high 10 to < 20%, very "
    "high >= 20%).",
    doi="10.1093/eurheartj/ehad192")
HOELZEL_2004 = Reference(
    "Hoelzel W, Weykamp C, Jeppsson JO, et al. IFCC reference system for measurement of "
    "hemoglobin A1c in human blood and the national standardization schemes in the United "
    "States, Japan, and Sweden: a method-comparison study. Clin Chem. 2004;50(1):166-174 "
    "(master equation NGSP % = 0.0915 x IFCC mmol/mol + 2.15).",
    doi="10.1373/clinchem.2003.024802")

# Coefficients (men, women), for the transformed variables of the model.
COEF = {
    "age": (0.5368, 0.6624), "smoking": (0.4774, 0.6139), "sbp": (0.1322, 0.1421),
    "diabetes": (0.6457, 0.8096), "tchol": (0.1102, 0.1127), "hdl": (-0.1087, -0.1568),
    "smoking_age": (-0.0672, -0.1122), "sbp_age": (-0.0268, -0.0167),
    "diabetes_age": (-0.0983, -0.1272), "tchol_age": (-0.0181, -0.0200),
    "hdl_age": (0.0095, 0.0186), "age_at_diagnosis": (-0.0998, -0.1180),
    "hba1c": (0.0955, 0.1173), "egfr": (-0.0591, -0.0640), "egfr2": (0.0058, 0.0062),
    "hba1c_age": (-0.0134, -0.0196), "egfr_age": (0.0115, 0.0169),
}
BASELINE_SURVIVAL = (0.9605, 0.9776)
# Region recalibration (scale1, scale2) for (men, women).
REGION_SCALES = {
    "low": ((-0.5699, 0.7476), (-0.7380, 0.7019)),
    "moderate": ((-0.1565, 0.8009), (-0.3143, 0.7701)),
    "high": ((0.3207, 0.9360), (0.5710, 0.9369)),
    "very_high": ((0.5836, 0.8294), (0.9412, 0.8329)),
}

RISK_REGION = SCORE2_RISK_REGION
SMOKING = SCORE2_SMOKING


def _hba1c_from_percent(hba1c_percent):
    return 10.929 * (hba1c_percent - 2.15)


HBA1C_FROM_PERCENT = Derivation(
    "hba1c",
    (Quantity(name="hba1c_percent", unit="%", units=("%",), range=(3.0, 20.0),
              labels=("HbA1c, %", "HbA1c (%)"),
              description="HbA1c in NGSP/DCCT percent (converted to IFCC mmol/mol)"),),
    _hba1c_from_percent,
    "IFCC mmol/mol = 10.929 x (NGSP % - 2.15) (IFCC-NGSP master equation, Hoelzel 2004)")


_cholesterol = cholesterol_mmol


def score2_diabetes(sex, age, smoking, systolic_bp, diabetes, total_cholesterol,
                    hdl_cholesterol, age_at_diabetes_diagnosis, hba1c, egfr, risk_region):
    if any_true(hdl_cholesterol > total_cholesterol):
        raise Implausible("hdl_cholesterol is above total_cholesterol (HDL is part of total "
                          "cholesterol; are they swapped?)",
                          features=("hdl_cholesterol", "total_cholesterol"))
    if any_true(age_at_diabetes_diagnosis > age):
        raise Implausible("age at diabetes diagnosis is above the current age",
                          features=("age_at_diabetes_diagnosis", "age"))
    female = sex == FEMALE

    def c(name):
        men, women = COEF[name]
        return where(female, women, men)

    smk = smoking * 1
    dm = diabetes * 1
    cage = (age - 60.0) / 5.0
    csbp = (systolic_bp - 120.0) / 20.0
    ctchol = total_cholesterol - 6.0
    chdl = (hdl_cholesterol - 1.3) / 0.5
    cagediab = dm * (age_at_diabetes_diagnosis - 50.0) / 5.0
    ca1c = (hba1c - 31.0) / 9.34
    cegfr = (log(egfr) - 4.5) / 0.15
    x = (c("age") * cage + c("smoking") * smk + c("sbp") * csbp + c("diabetes") * dm
         + c("tchol") * ctchol + c("hdl") * chdl + c("smoking_age") * smk * cage
         + c("sbp_age") * csbp * cage + c("diabetes_age") * dm * cage
         + c("tchol_age") * ctchol * cage + c("hdl_age") * chdl * cage
         + c("age_at_diagnosis") * cagediab + c("hba1c") * ca1c + c("egfr") * cegfr
         + c("egfr2") * cegfr * cegfr + c("hba1c_age") * ca1c * cage
         + c("egfr_age") * cegfr * cage)
    return score2_recalibrated(x, female, BASELINE_SURVIVAL, REGION_SCALES, risk_region)


def interpret(risk):
    # ESC 2023 diabetes guideline categories for SCORE2-Diabetes.
    if risk < 5:
        return "low risk (< 5% 10-year CVD risk; ESC 2023 diabetes guideline)"
    if risk < 10:
        return "moderate risk (5 to < 10%; ESC 2023 diabetes guideline)"
    if risk < 20:
        return "high risk (10 to < 20%; ESC 2023 diabetes guideline)"
    return "very high risk (>= 20%; ESC 2023 diabetes guideline)"


CALCULATOR = Calculator(
    id="score2_diabetes",
    name="Systematic Coronary Risk Evaluation 2-Diabetes (SCORE2-Diabetes)",
    aliases=["Systematic Coronary Risk Evaluation 2-Diabetes (SCORE2-Diabetes)",
             "SCORE2-Diabetes", "SCORE2 Diabetes", "SCORE2-DM"],
    specialty="cardiology",
    description="10-year risk (%) of fatal and non-fatal cardiovascular disease in type 2 "
                "diabetes without ASCVD or severe target-organ damage, ages 40-69, recalibrated "
                "to the ESC risk region.",
    keywords=["type 2 diabetes", "cardiovascular risk", "10-year risk", "ESC", "SCORE2",
              "primary prevention", "HbA1c", "eGFR", "risk region",
              "cardiovascular risk in type 2 diabetes", "European 10 year CVD risk for diabetics",
              "diabetes heart attack and stroke risk", "HbA1c based cardiovascular risk",
              "ESC diabetes cardiovascular prevention", "statin intensity decision in diabetes"],
    features=[
        sex(labels=("Sex",)),
        age(description="Age (40-69 years)", labels=("Age",)),
        Boolean(name="smoking", description="Current smoker",
                definition="current smoking (former smokers count as non-smokers)"),
        systolic_bp(labels=("SBP", "Systolic BP")),
        Boolean(name="diabetes", description="Diabetes (type 2)", labels=("Diabetes",)),
        _cholesterol("total_cholesterol", "Total cholesterol", (1.0, 25.0),
                     ("Total cholesterol",)),
        _cholesterol("hdl_cholesterol", "HDL cholesterol", (0.1, 5.0), ("HDL cholesterol",)),
        Quantity(name="age_at_diabetes_diagnosis", unit="year", units=("year",),
                 range=(0.0, 125.0), labels=("Age at diabetes diagnosis",),
                 description="Age at diagnosis of diabetes"),
        Quantity(name="hba1c", unit="mmol/mol", units=("mmol/mol",), range=(10.0, 200.0),
                 labels=("HbA1c", "HbA1c, mmol/mol"),
                 description="HbA1c in IFCC mmol/mol (or hba1c_percent in NGSP %)"),
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(1.0, 200.0), labels=("eGFR",),
                 description="Estimated GFR (CKD-EPI)"),
        RISK_REGION,
    ],
    items=[SMOKING],
    derived=[HBA1C_FROM_PERCENT],
    preconditions=[Precondition(lambda age: (age >= 40) & (age < 70),
                                "SCORE2-Diabetes applies to ages 40-69 years (SCORE2-Diabetes "
                                "2023)")],
    versions=[Version("score2_diabetes_2023", dt.date(2023, 5, 29), SCORE2_DM_2023,
                      score2_diabetes,
                      notes="Sex-specific Cox model with age interactions (age, smoking, SBP, "
                            "diabetes, total and HDL cholesterol, age at diagnosis, HbA1c, "
                            "ln eGFR and its square); baseline survival 0.9605 men, 0.9776 "
                            "women; region recalibration 1 - exp(-exp(s1 + s2 ln(-ln(1 - "
                            "risk)))).")],
    output=Output(unit="%", decimals=1, range=(0.0, 100.0),
                  description="Calibrated 10-year risk of CVD, percent"),
    interpret=interpret,
    references=[SCORE2_DM_2023, ESC_DM_2023, HOELZEL_2004],
    notes="Model coefficients, baseline survival and region scales of SCORE2-Diabetes "
          "(Eur Heart J 2023; the same numbers as the ESC calculator and MDCalc; MDCalc's "
          "recorded output for a 56-year-old man, high-risk region, is reproduced, see the "
          "cases). Transformations: cage = (age - 60)/5, csbp = (SBP - 120)/20, ctchol = TC - 6 "
          "mmol/L, chdl = (HDL - 1.3)/0.5, cagediab = diabetes x (age at diagnosis - 50)/5, "
          "ca1c = (HbA1c - 31)/9.34 mmol/mol, cegfr = (ln eGFR - 4.5)/0.15. Cholesterol in "
          "mg/dL is converted at 38.67 mg/dL per mmol/L; HbA1c in % (key hba1c_percent) by the "
          "IFCC-NGSP master equation. Ages outside 40-69 are not applicable (domain='warn' "
          "computes anyway). Risk categories: ESC 2023 diabetes guideline (< 5% low, 5-< 10% "
          "moderate, 10-< 20% high, >= 20% very high); SCORE2's age-specific thresholds for "
          "people without diabetes do not apply. Not for people with established ASCVD or "
          "severe target-organ damage (they are at very high risk without a score).",
)
