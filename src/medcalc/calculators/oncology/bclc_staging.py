"""Barcelona Clinic Liver Cancer (BCLC) staging of hepatocellular carcinoma and the first
treatment option, 2022 update (Reig et al., J Hepatol 2022)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version
from medcalc.formulas.cmedcalc import first_true, pick

REIG_2022 = Reference(
    "Reig M, Forner A, Rimola J, Ferrer-Fàbrega J, Burrel M, Garcia-Criado Á, Kelley RK, Galle "
    "PR, Mazzaferro V, Salem R, Sangro B, Singal AG, Vogel A, Fuster J, Ayuso C, Bruix J. BCLC "
    "strategy for prognosis prediction and treatment recommendation: the 2022 update. J "
    "Hepatol. 2022;76(3):681-693.", doi="10.1016/j.jhep.2021.11.018",
    url="https://pubmed.ncbi.nlm.nih.gov/34801630/")
FORNER_2018 = Reference(
    "Forner A, Reig M, Bruix J. Hepatocellular carcinoma. Lancet. 2018;391(10127):1301-1314.",
    doi="10.1016/S0140-6736(18)30010-2")
MDCALC = Reference("MDCalc. Barcelona-Clinic Liver Cancer (BCLC) Staging Classification and "
                   "Treatment Guidelines.")

TUMOR = Category(
    name="tumor_burden", description="Tumour burden on imaging",
    labels=("Nodule", "Nodules", "Tumor burden", "Tumour burden", "Tumor"),
    choices=(
        Choice("single_le_2cm", "Single nodule <= 2 cm", aliases=(
            "Single ≤2 cm", "Single nodule ≤2 cm", "Very early")),
        Choice("up_to_3_le_3cm", "Single nodule > 2 cm, or up to 3 nodules each <= 3 cm",
               aliases=("Single, or ≤3 nodules each ≤3cm", "Single, or ≤3 nodules each ≤3 cm",
                        "Single or 2-3 nodules ≤3 cm", "Early")),
        Choice("multinodular", "Multinodular (beyond the early-stage limits)",
               aliases=("Multinodular", "Intermediate")),
        Choice("vascular_invasion_or_spread", "Portal (macrovascular) invasion and/or "
               "extrahepatic spread",
               aliases=("Portal invasion and/or extrahepatic spread", "Portal invasion",
                        "Extrahepatic spread", "Advanced")),
    ))
LIVER = Category(
    name="liver_function", description="Liver function",
    labels=("Liver function",),
    definition="End-stage: decompensated liver disease (e.g. Child-Pugh C, or B with "
               "refractory ascites/encephalopathy) that rules out tumour treatment other than "
               "transplantation.",
    choices=(
        Choice("preserved", "Preserved liver function", aliases=("Preserved", "Child-Pugh A")),
        Choice("end_stage", "End-stage liver function", aliases=(
            "End stage liver function", "End-stage", "Decompensated")),
    ))
PS = Category(
    name="performance_status", description="ECOG performance status 0-4 (cancer-related)",
    labels=("ECOG performance status", "ECOG", "Performance status", "ECOG PS"),
    choices=tuple(Choice(f"ecog_{g}", f"ECOG {g}", g, aliases=(str(g), f"PS {g}"))
                  for g in range(5)),
)
NODULES = Category(
    name="nodule_count", description="Single nodule or 2-3 nodules (stage 0/A treatment)",
    labels=("Number of nodules",), required=False, default="not_given",
    choices=(Choice("not_given", "Not given"),
             Choice("single", "Single", aliases=("Single nodule", "1")),
             Choice("two_or_three", "2-3 nodules", aliases=("2-3", "Multiple", "≤3 nodules"))))
PORTAL = Category(
    name="portal_pressure_bilirubin",
    description="Clinically significant portal hypertension or raised bilirubin (stage 0/A "
                "treatment)",
    labels=("Portal pressure, bilirubin", "Portal pressure and bilirubin"),
    required=False, default="not_given",
    choices=(Choice("not_given", "Not given"),
             Choice("normal", "Normal portal pressure and bilirubin", aliases=("Normal",)),
             Choice("increased", "Portal hypertension and/or raised bilirubin",
                    aliases=("Increased", "Elevated", "Abnormal"))))


def bclc(tumor_burden, liver_function, performance_status, nodule_count,
         portal_pressure_bilirubin):
    stage = first_true(
        [(liver_function == "end_stage") | (performance_status >= 3),
         (performance_status >= 1) | (tumor_burden == "vascular_invasion_or_spread"),
         tumor_burden == "multinodular", tumor_burden == "up_to_3_le_3cm"],
        ["D", "C", "B", "A"], "0")
    early = (stage == "0") | (stage == "A")
    treatment = first_true(
        [stage == "D", stage == "C", stage == "B",
         early & (nodule_count == "single") & (portal_pressure_bilirubin == "normal"),
         early & (nodule_count == "single") & (portal_pressure_bilirubin == "increased"),
         early & (nodule_count == "two_or_three")],
        ["best supportive care", "systemic therapy",
         "transplantation if within extended criteria, else chemoembolization (TACE) or "
         "systemic therapy by tumour burden and liver function",
         "resection", "liver transplant candidate: transplantation; otherwise ablation",
         "liver transplant candidate: transplantation; otherwise ablation"],
        "resection if single with normal portal pressure and bilirubin; otherwise "
        "transplantation (candidate) or ablation")
    return {"value": stage, "first_treatment": treatment}


SURVIVAL = {"0": "> 5 years", "A": "> 5 years", "B": "> 2.5 years", "C": "> 2 years",
            "D": "3 months"}
NAME = {"0": "very early", "A": "early", "B": "intermediate", "C": "advanced",
        "D": "terminal"}


def interpret(value, breakdown):
    return (f"BCLC stage {value} ({NAME[value]}): expected survival {SURVIVAL[value]}; first "
            f"treatment option: {breakdown['first_treatment']}")


CALCULATOR = Calculator(
    id="bclc_staging",
    name="Barcelona-Clinic Liver Cancer (BCLC) Staging Classification and Treatment Guidelines",
    aliases=["BCLC staging", "BCLC", "Barcelona Clinic Liver Cancer staging",
             "Barcelona-Clinic Liver Cancer (BCLC) Staging Classification"],
    specialty="oncology",
    description="BCLC stage (0, A, B, C, D) of hepatocellular carcinoma from tumour burden, "
                "liver function and ECOG performance status, with the first treatment option.",
    keywords=["hepatocellular carcinoma", "HCC", "liver cancer", "BCLC", "staging", "resection",
              "ablation", "TACE", "transplant", "liver cancer stage and treatment choice",
              "which HCC treatment to offer", "resection ablation TACE or systemic therapy",
              "HCC stage with liver function and performance",
              "transplant or locoregional therapy for liver cancer",
              "early intermediate advanced terminal HCC", "treatment allocation in hepatoma"],
    features=[TUMOR, LIVER, PS, NODULES, PORTAL],
    versions=[Version("bclc_2022", dt.date(2022, 3, 1), REIG_2022, bclc,
                      notes="D: end-stage liver function or ECOG 3-4; C: ECOG 1-2 or portal "
                            "invasion/extrahepatic spread; B: multinodular; A: single or up to "
                            "3 nodules each <= 3 cm; 0: single <= 2 cm (the last three with "
                            "preserved liver function and ECOG 0).")],
    output=Output(kind="category", description="BCLC stage 0, A, B, C or D; breakdown "
                                               "'first_treatment'"),
    interpret=interpret,
    references=[REIG_2022, FORNER_2018, MDCALC],
    notes="Stages follow the BCLC 2022 update (Reig 2022), whose stage definitions match the "
          "2018 version (Forner 2018) that MDCalc's form follows. ECOG 1-2 is staged C when "
          "it is cancer-related (the clinician's judgement). The first-treatment text for "
          "stages 0/A uses the number of nodules and portal pressure/bilirubin when given "
          "(single nodule, normal portal pressure and bilirubin: resection). 2022 adds "
          "treatment-stage migration and extended transplant criteria in stage B, which a "
          "simple table cannot capture; the treatment text is a pointer, not a decision.",
)
