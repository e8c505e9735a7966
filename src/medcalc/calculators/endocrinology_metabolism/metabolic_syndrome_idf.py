"""Metabolic syndrome, International Diabetes Federation definition (Alberti, Zimmet & Shaw,
Lancet 2005; IDF worldwide definition 2006): central obesity plus >= 2 of raised triglycerides,
reduced HDL, raised blood pressure, raised fasting glucose."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Condition, Output, Quantity, Reference, Version,
                          criterion, either)
from medcalc.core import analytes
from medcalc.core.common import MALE, diastolic_bp, glucose, sex, systolic_bp
from medcalc.core.vector import where

ALBERTI_2005 = Reference(
    "Alberti KG, Zimmet P, Shaw J; IDF Epidemiology Task Force Consensus Group. The metabolic "
    "syndrome - a new worldwide definition. Lancet. 2005;366(9491):1059-1062.",
    doi="10.1016/S0140-6736(05)67402-8", url="https://pubmed.ncbi.nlm.nih.gov/16182882/")
IDF_2006 = Reference(
    "International Diabetes Federation. The IDF consensus worldwide definition of the metabolic "
    "syndrome. Brussels: IDF; 2006 (also Alberti KG, Zimmet P, Shaw J. Diabet Med. "
    "2006;23(5):469-480).", doi="10.1111/j.1464-5491.2006.01858.x")
MDCALC = Reference("MDCalc. Metabolic Syndrome (IDF): output recorded in MedMCP-Calc dev task "
                   "medmcp-calc_105_2cfb1b50 (diagnosis established).")

ESTABLISHED, NOT_ESTABLISHED = "established", "not established"

CENTRAL = criterion("central_obesity_criterion", "Central obesity (ethnicity-specific waist "
                    "circumference, or BMI > 30 kg/m²)", "central_obesity",
                    aliases=("Central Obesity or BMI > 30kg/m²?", "Central obesity"))
TG = either("triglycerides_criterion", "Triglycerides >= 150 mg/dL (1.7 mmol/L) or treated",
            (Condition("triglycerides", ge=150), Condition("triglyceride_treatment")))
BP = either("blood_pressure_criterion", "SBP >= 130 or DBP >= 85 mmHg, or treated hypertension",
            (Condition("systolic_bp", ge=130), Condition("diastolic_bp", ge=85),
             Condition("hypertension_treatment")))
FPG = either("glucose_criterion", "Fasting glucose >= 100 mg/dL (5.6 mmol/L) or type 2 "
             "diabetes", (Condition("glucose", ge=100), Condition("type2_diabetes")),
             aliases=("Fasting Blood Glucose criterion",))
ITEMS = (CENTRAL, TG, BP, FPG)


def mets(central_obesity_criterion, triglycerides_criterion, blood_pressure_criterion,
         glucose_criterion, hdl, sex, hdl_treatment):
    low_hdl = where(sex == MALE, hdl < 40, hdl < 50) | hdl_treatment
    hdl_criterion = where(low_hdl, 1, 0)
    count = triglycerides_criterion + blood_pressure_criterion + glucose_criterion + hdl_criterion
    met = (central_obesity_criterion == 1) & (count >= 2)
    return {"value": where(met, ESTABLISHED, NOT_ESTABLISHED), "central_obesity":
            central_obesity_criterion, "other_criteria_met": count,
            "triglycerides": triglycerides_criterion, "hdl": hdl_criterion,
            "blood_pressure": blood_pressure_criterion, "fasting_glucose": glucose_criterion}


def interpret(value, breakdown):
    n = breakdown.get("other_criteria_met")
    if value == ESTABLISHED:
        return (f"metabolic syndrome: diagnosis established (central obesity and {n} of 4 "
                "other criteria)")
    if breakdown.get("central_obesity") != 1:
        return "metabolic syndrome: diagnosis not established (no central obesity)"
    return f"metabolic syndrome: diagnosis not established ({n} of 4 other criteria; 2 needed)"


def _treated(name, description, labels=()):
    return Boolean(name=name, description=description, required=False, default=False,
                   labels=labels)


CALCULATOR = Calculator(
    id="metabolic_syndrome_idf",
    name="Metabolic Syndrome (IDF)",
    aliases=["IDF metabolic syndrome", "Metabolic syndrome IDF criteria",
             "IDF consensus definition of metabolic syndrome"],
    specialty="endocrinology_metabolism",
    description="IDF 2005 definition: central obesity plus at least two of triglycerides >= "
                "150 mg/dL, HDL < 40 (men) / < 50 (women) mg/dL, BP >= 130/85, fasting "
                "glucose >= 100 mg/dL (each or its treatment / diagnosis).",
    keywords=["metabolic syndrome", "insulin resistance", "central obesity", "waist",
              "cardiovascular risk", "IDF", "does patient have metabolic syndrome",
              "central obesity with metabolic risk factors",
              "insulin resistance syndrome diagnosis", "cardiometabolic syndrome criteria",
              "waist plus lipids glucose blood pressure", "metabolic syndrome diagnosis"],
    features=[
        Boolean(name="central_obesity",
                description="Central obesity: waist at or above the ethnicity-specific cut-off "
                            "(e.g. Europids >= 94 cm men / >= 80 cm women; South Asian, "
                            "Chinese, Japanese >= 90 / >= 80 cm), or BMI > 30 kg/m²",
                labels=("Central Obesity or BMI > 30kg/m²?",)),
        sex(labels=("Sex",)),
        Quantity(name="triglycerides", unit="mg/dL", analyte=analytes.TRIGLYCERIDES,
                 units=("mg/dL", "mmol/L"), range=(10.0, 10000.0),
                 description="Fasting serum triglycerides", labels=("Triglycerides", "TG")),
        Quantity(name="hdl", unit="mg/dL", analyte=analytes.CHOLESTEROL,
                 units=("mg/dL", "mmol/L"), range=(5.0, 200.0),
                 description="HDL cholesterol", labels=("HDL", "HDL cholesterol", "HDL-C")),
        systolic_bp(), diastolic_bp(),
        glucose(range=(20.0, 1500.0), description="Fasting plasma glucose",
                labels=("Fasting Blood Glucose", "Fasting plasma glucose", "FPG")),
        _treated("triglyceride_treatment", "Specific treatment for raised triglycerides"),
        _treated("hdl_treatment", "Specific treatment for reduced HDL cholesterol"),
        _treated("hypertension_treatment", "Treatment of previously diagnosed hypertension"),
        _treated("type2_diabetes", "Previously diagnosed type 2 diabetes",
                 labels=("Type 2 Diabetes",)),
    ],
    items=list(ITEMS),
    versions=[Version("idf_2005", dt.date(2005, 9, 24), ALBERTI_2005, mets,
                      notes="Central obesity + >= 2 of: TG >= 150 mg/dL or treated; HDL < 40 "
                            "(men) / < 50 (women) mg/dL or treated; SBP >= 130 or DBP >= 85 or "
                            "treated hypertension; FPG >= 100 mg/dL or type 2 diabetes.")],
    output=Output(kind="category", description="'established' or 'not established'"),
    interpret=interpret,
    references=[ALBERTI_2005, IDF_2006, MDCALC],
    notes="IDF worldwide definition (Alberti 2005; full IDF 2006 consensus): central obesity is "
          "required (ethnicity-specific waist cut-offs; if BMI > 30 kg/m² central obesity can "
          "be assumed), plus two or more of the four other criteria. Thresholds are applied in "
          "mg/dL: triglycerides 150 (IDF: 1.7 mmol/L; 1.7 x 88.57 = 150.6), HDL 40 / 50 (IDF: "
          "1.03 / 1.29 mmol/L; 1.03 x 38.67 = 39.8, so an HDL of exactly 1.03 mmol/L counts as "
          "reduced here), fasting glucose 100 (5.6 mmol/L). Each of the four criteria is also "
          "met by its treatment or diagnosis (optional inputs, default not treated). The BP "
          "criterion is met by either pressure; it is decided from whichever pressure is given. "
          "MDCalc asks the same questions ('Blood Pressure' as one answer: give systolic_bp and "
          "diastolic_bp).",
)
