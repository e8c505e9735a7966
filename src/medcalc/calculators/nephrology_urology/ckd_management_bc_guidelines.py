"""CKD management per the BC Guidelines (GPAC 2019): KDIGO G/A staging and monitoring
frequency, with the 4-variable Kidney Failure Risk Equation (Tangri 2011/2016)."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Category,
    Choice,
    Output,
    Precondition,
    Quantity,
    Reference,
    Version,
    analytes,
)
from medcalc.core.common import MALE, age, sex
from medcalc.core.vector import exp, log, where
from medcalc.formulas import renal

BC_2019 = Reference(
    "Guidelines and Protocols Advisory Committee (British Columbia). Chronic Kidney Disease in "
    "Adults - Identification, Evaluation and Management. BC Guidelines; effective October 30, "
    "2019 (Figure 1: prognosis and monitoring frequency by eGFR and uACR category).",
    url="https://www2.gov.bc.ca/gov/content/health/practitioner-professional-resources/bc-guidelines/chronic-kidney-disease")
TANGRI_2011 = Reference(
    "Tangri N, Stevens LA, Griffith J, et al. A predictive model for progression of chronic "
    "kidney disease to kidney failure. JAMA. 2011;305(15):1553-1559.",
    doi="10.1001/jama.2011.451")
TANGRI_2016 = Reference(
    "Tangri N, Grams ME, Levey AS, et al. Multinational assessment of accuracy of equations for "
    "predicting risk of kidney failure: a meta-analysis. JAMA. 2016;315(2):164-174.",
    doi="10.1001/jama.2015.18202")
MDCALC = Reference("MDCalc. Chronic Kidney Disease Management: BC Guidelines.")

# 4-variable KFRE (Tangri 2011): linear predictor centred on the derivation means; baseline
# survival at 2 and 5 years from Tangri 2016 (North American / non-North American calibration).
KFRE_CENTRES = {"age10": 7.036, "male": 0.5642, "egfr5": 7.222, "log_acr": 5.137}
KFRE_COEF = {"age10": -0.2201, "male": 0.2467, "egfr5": -0.5567, "log_acr": 0.4510}
BASELINE_SURVIVAL = {  # location -> (2-year, 5-year)
    "north_america": (0.9750, 0.9240),
    "non_north_america": (0.9832, 0.9365),
}
MG_PER_G_PER_MMOL = 8.84  # creatinine 113.12 g/mol

MONITORING = {  # BC 2019 Figure 1 / KDIGO 2012 Figure 9 risk level -> tests per year
    renal.LOW: "test annually",
    renal.MODERATE: "test 2 times per year",
    renal.HIGH: "test 3 times per year",
    renal.VERY_HIGH: "test 4 or more times per year",
}


def bc_ckd(age, sex, egfr, urine_acr, location, diabetes=None):
    lp = (KFRE_COEF["age10"] * (age / 10.0 - KFRE_CENTRES["age10"])
          + KFRE_COEF["male"] * (where(sex == MALE, 1.0, 0.0) - KFRE_CENTRES["male"])
          + KFRE_COEF["egfr5"] * (egfr / 5.0 - KFRE_CENTRES["egfr5"])
          + KFRE_COEF["log_acr"] * (log(urine_acr * MG_PER_G_PER_MMOL) - KFRE_CENTRES["log_acr"]))
    s2 = where(location == "north_america", BASELINE_SURVIVAL["north_america"][0],
               BASELINE_SURVIVAL["non_north_america"][0])
    s5 = where(location == "north_america", BASELINE_SURVIVAL["north_america"][1],
               BASELINE_SURVIVAL["non_north_america"][1])
    hazard = exp(lp)
    g = renal.gfr_category(egfr)
    a = renal.albuminuria_category(urine_acr, "mg/mmol")
    level = renal.ckd_risk(g, a)
    out = {"value": 100.0 * (1.0 - s2 ** hazard), "kfre_5_year": 100.0 * (1.0 - s5 ** hazard),
           "gfr_category": g, "albuminuria_category": a, "ckd_stage": g + a,
           "kdigo_risk": level}
    if diabetes is not None:
        out["diabetes"] = diabetes
    return out


def interpret(value, breakdown):
    stage = breakdown["ckd_stage"]
    level = breakdown["kdigo_risk"]
    text = (f"{stage}: {level}; {MONITORING[level]} (eGFR and uACR). Kidney failure risk "
            f"(KFRE) {value:.1f}% at 2 years, {breakdown['kfre_5_year']:.1f}% at 5 years")
    if breakdown["gfr_category"] == "G4":
        group = ("low" if value <= 10 else "intermediate" if value <= 20 else "high")
        text += (f"; for CKD G4 a 2-year risk of 0-10% is low, 10-20% intermediate, > 20% high: "
                 f"{group}")
    if breakdown["gfr_category"] in ("G4", "G5") or breakdown["albuminuria_category"] == "A3":
        text += "; eGFR < 30 or ACR > 30 mg/mmol: nephrology referral suggested (KDIGO 2012)"
    return text


CALCULATOR = Calculator(
    id="ckd_management_bc_guidelines",
    name="Chronic Kidney Disease Management: BC Guidelines",
    aliases=["BC CKD guideline", "CKD management BC", "British Columbia CKD guidelines",
             "CKD staging and KFRE", "慢性肾病管理BC指南"],
    specialty="nephrology_urology",
    description=("Adult CKD work-up per the British Columbia guideline: KDIGO G/A stage, risk "
                 "level and monitoring frequency, and the 4-variable Kidney Failure Risk "
                 "Equation (2-year risk as the value, 5-year in the breakdown)."),
    keywords=["chronic kidney disease", "CKD", "kidney failure risk equation", "KFRE",
              "albuminuria", "eGFR", "dialysis risk", "nephrology referral", "primary care",
              "chronic kidney disease workup in primary care", "when to refer to nephrology",
              "kidney failure risk over 5 years", "how often to monitor CKD",
              "CKD stage and follow up plan", "predict need for dialysis",
              "kidney failure risk from eGFR and albuminuria"],
    features=[
        sex(labels=("Sex?", "Sex")),
        age(range=(18.0, 125.0), labels=("Age?", "Age")),
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(1.0, 200.0), description="Estimated GFR", labels=("eGFR?", "eGFR")),
        Quantity(name="urine_acr", unit="mg/mmol", analyte=analytes.CREATININE,
                 units=("mg/mmol", "mg/g"), range=(0.05, 5000.0),
                 description="Urine albumin-to-creatinine ratio",
                 labels=("Urine Albumin to Creatinine Ratio?", "Urine Albumin to Creatinine Ratio",
                         "uACR", "ACR")),
        Category(name="location", description="Where the patient lives (KFRE calibration)",
                 labels=("Patient Location?", "Patient Location"), choices=(
                     Choice("north_america", "North America (incl. British Columbia)",
                            aliases=("British Columbia (BC)", "British Columbia", "BC",
                                     "Canada", "USA", "United States", "North America")),
                     Choice("non_north_america", "Outside North America",
                            aliases=("Non-North America", "Other", "Europe", "Outside BC")),
                 )),
        Boolean(name="diabetes", required=False, labels=("Diabetes?",),
                description="Diabetes (MDCalc asks it for glycaemic advice; not used in the "
                            "risk or staging)"),
    ],
    versions=[Version("bc_2019", dt.date(2019, 10, 30), BC_2019, bc_ckd,
                      notes="KDIGO G/A categories with the BC 2019 monitoring frequencies; KFRE "
                            "4-variable with North American or non-North American baseline "
                            "survival (Tangri 2016).")],
    output=Output(unit="%", decimals=1, range=(0, 100)),
    preconditions=[Precondition(lambda egfr: egfr < 60,
                                "the Kidney Failure Risk Equation applies to CKD G3-G5 (eGFR < 60 "
                                "mL/min/1.73 m²); call with domain='warn' to compute anyway")],
    interpret=interpret,
    references=[BC_2019, TANGRI_2011, TANGRI_2016, MDCALC],
    notes=("KFRE 4-variable: risk = 1 - S0^exp(-0.2201 (age/10 - 7.036) + 0.2467 (male - "
           "0.5642) - 0.5567 (eGFR/5 - 7.222) + 0.4510 (ln ACR[mg/g] - 5.137)); S0 2-year "
           "0.9750 / 5-year 0.9240 in North America (BC), 0.9832 / 0.9365 elsewhere. The ACR is "
           "held in mg/mmol (BC reports mg/mmol; 1 mg/mmol = 8.84 mg/g) and categorised in the "
           "mg/mmol column (A1 < 3, A2 3-30, A3 > 30). The monitoring frequency follows BC 2019 "
           "Figure 1 (low risk annually, moderate 2, high 3, very high 4 times a year). The "
           "CKD G4 risk grouping (2-year 0-10% low, 10-20% intermediate, > 20% high) is the one "
           "MDCalc prints. The BC guideline's drug, blood-pressure and glycaemic advice is not "
           "reproduced; the referral line uses the KDIGO 2012 criteria (eGFR < 30 or ACR > 30 "
           "mg/mmol). At eGFR >= 60 the result is NA (the KFRE is not validated there) unless domain='warn'."),
)
