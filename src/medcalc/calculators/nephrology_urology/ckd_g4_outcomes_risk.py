"""Clinical outcomes in CKD with severely decreased GFR (Grams 2018, CKD Prognosis Consortium):
registered as unavailable, the multistate model's coefficients and baseline risks not established."""

from medcalc.core import Reference, UnavailableCalculator

GRAMS_2018 = Reference(
    "Grams ME, Sang Y, Ballew SH, et al.; CKD Prognosis Consortium. Predicting timing of clinical "
    "outcomes in patients with chronic kidney disease and severely decreased glomerular "
    "filtration rate. Kidney Int. 2018;93(6):1442-1451.",
    url="https://kdigo.org/equation/")

EVANS_2018 = Reference(
    "Evans M, Grams ME, Sang Y, et al.; CKD Prognosis Consortium. Risk factors for prognosis in "
    "patients with severely decreased GFR. Kidney Int Rep. 2018.")

CALCULATOR = UnavailableCalculator(
    id="ckd_g4_outcomes_risk",
    name="Clinical outcomes in CKD with severely decreased GFR",
    aliases=["CKD G4+ outcomes risk", "Timing of clinical outcomes in CKD with severely "
             "decreased GFR", "KDIGO low-GFR events calculator", "Grams CKD G4 risk"],
    specialty="nephrology_urology",
    description=("2- and 4-year risks of kidney replacement therapy, cardiovascular events and "
                 "death, and of their mutually exclusive sequences, in adults with eGFR < 30 "
                 "mL/min/1.73 m2, from age, sex, race, eGFR, systolic pressure, cardiovascular "
                 "disease, diabetes, albuminuria and smoking (CKD Prognosis Consortium)."),
    keywords=["CKD G4", "eGFR < 30", "kidney replacement therapy", "dialysis", "cardiovascular",
              "death", "competing risks", "CKD Prognosis Consortium", "KDIGO"],
    why="source_not_established",
    owner="CKD Prognosis Consortium (Grams ME et al., Kidney Int 2018)",
    reason=(
        "The model is a multistate competing-risk model (Grams 2018) whose transition "
        "coefficients and baseline risks are in the paper's supplement, which could not be "
        "read; the output splits risk into nine mutually exclusive states, which cannot be "
        "reconstructed from the one recorded answer or from the single default example "
        "printed on kdigo.org/equation (whose inputs are not shown). Searched (sessions 1-2): "
        "pages (kdigo.org/equation, Evans 2018 KI Reports header, the JASN 2021 "
        "external-validation abstract, searches for the paper's tables), docs and code "
        "corpora (only KFRE implementations). No risk is computed rather than one from "
        "guessed coefficients."),
    alternatives=["kdigo_ckd_risk_category", "ckd_management_bc_guidelines"],
    references=[GRAMS_2018, EVANS_2018],
    notes=("Form inputs (MedMCP-Calc labels): Age, Sex, Race (White/Black/...), eGFR, Systolic "
           "Blood Pressure, History of Cardiovascular Disease, Diabetes, Urine Albumin to "
           "Creatinine (mg/g), Smoking History (never/former/current), Risk Horizon (2 or 4 "
           "years). Dev answer medmcp-calc_094_92247846 (62-year-old white man, eGFR 25, SBP "
           "138, no CVD, diabetes, ACR 320 mg/g, former smoker, 2 years -> KRT 13.7 %, CVD "
           "9.4 %, death 8.9 %) could not be checked and is not used as a case."),
)
