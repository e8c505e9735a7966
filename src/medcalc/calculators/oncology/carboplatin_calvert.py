"""Carboplatin dose by the Calvert formula: dose (mg) = target AUC x (GFR + 25), GFR estimated by
the Cockcroft-Gault creatinine clearance (Calvert et al., J Clin Oncol 1989)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Variant, \
    Version
from medcalc.core.common import age, creatinine, sex, weight
from medcalc.core.vector import minimum, where

CALVERT_1989 = Reference(
    "Calvert AH, Newell DR, Gumbrell LA, O'Reilly S, Burnell M, Boxall FE, Siddik ZH, Judson "
    "IR, Gore ME, Wiltshaw E. Carboplatin dosage: prospective evaluation of a simple formula "
    "based on renal function. J Clin Oncol. 1989;7(11):1748-1756.",
    doi="10.1200/JCO.1989.7.11.1748", url="https://pubmed.ncbi.nlm.nih.gov/2681557/")
COCKCROFT_1976 = Reference(
    "Cockcroft DW, Gault MH. Prediction of creatinine clearance from serum creatinine. "
    "Nephron. 1976;16(1):31-41.", doi="10.1159/000180580")
FDA_2010 = Reference(
    "US Food and Drug Administration / NCI Cancer Therapy Evaluation Program. Carboplatin "
    "dosing: follow-up letter on standardized (IDMS) creatinine measurement; cap the estimated "
    "GFR used in the Calvert formula at 125 mL/min (maximum dose = target AUC x 150). 2010.")
MDCALC = Reference("MDCalc. Carboplatin AUC Dosing (Calvert).")

GFR_CAP = 125.0  # mL/min, capped variant


def _crcl(age, sex, weight, creatinine):
    return (140.0 - age) * weight / (72.0 * creatinine) * where(sex == "female", 0.85, 1.0)


def calvert(age, sex, weight, creatinine, target_auc):
    gfr = _crcl(age, sex, weight, creatinine)
    return {"value": target_auc * (gfr + 25.0), "gfr_ml_min": gfr}


def calvert_capped(age, sex, weight, creatinine, target_auc):
    crcl = _crcl(age, sex, weight, creatinine)
    gfr = minimum(crcl, GFR_CAP)
    return {"value": target_auc * (gfr + 25.0), "gfr_ml_min": gfr, "crcl_ml_min": crcl}


AUC = Quantity(name="target_auc", description="Target area under the concentration-time curve "
                                              "(mg/mL x min), usually 4-7",
               unit="mg*min/mL", units=("mg*min/mL", "mg·min/mL"),
               range=(1.0, 10.0), labels=("Target AUC", "target_auc", "AUC"))


CALCULATOR = Calculator(
    id="carboplatin_calvert",
    name="Carboplatin AUC Dosing (Calvert)",
    aliases=["Calvert formula", "Carboplatin dose", "Carboplatin AUC dosing",
             "Carboplatin Calvert"],
    specialty="oncology",
    description="Total carboplatin dose (mg) = target AUC x (GFR + 25), with GFR estimated by "
                "the Cockcroft-Gault creatinine clearance.",
    keywords=["carboplatin", "chemotherapy dosing", "AUC", "Calvert", "Cockcroft-Gault",
              "creatinine clearance", "oncology pharmacy", "carboplatin dose from target AUC",
              "how many mg of carboplatin", "kidney function based carboplatin dose",
              "AUC based platinum dosing", "carboplatin dose from creatinine clearance",
              "GFR plus 25 formula", "chemotherapy dose for carboplatin"],
    features=[age(range=(0.0, 125.0)), sex(labels=("Gender",)),
              weight(description="Body weight used for the Cockcroft-Gault estimate (actual, "
                                 "or adjusted in obesity as the prescriber's protocol says)"),
              creatinine(), AUC],
    versions=[
        Version("calvert_1989", dt.date(1989, 11, 1), CALVERT_1989, calvert,
                variant="uncapped", notes="dose = AUC x (GFR + 25); GFR = Cockcroft-Gault CrCl = (140 - age) x "
                      "weight / (72 x Scr mg/dL), x 0.85 if female; no cap."),
        Version("calvert_gfr_cap_125", dt.date(2010, 10, 1), FDA_2010, calvert_capped,
                variant="gfr_cap_125",
                notes="As Calvert, with the estimated GFR capped at 125 mL/min (maximum dose "
                      "= AUC x 150 mg)."),
    ],
    default_version="calvert_1989",
    variants=[Variant("uncapped", "Calvert formula with the estimated GFR as computed (no "
                                  "cap)", CALVERT_1989),
              Variant("gfr_cap_125", "Estimated GFR capped at 125 mL/min before the Calvert "
                                     "formula (FDA/CTEP 2010 recommendation with IDMS "
                                     "creatinine)", FDA_2010)],
    preconditions=[Precondition(lambda age: age >= 18,
                                "Cockcroft-Gault and the Calvert formula are for adults")],
    output=Output(kind="number", unit="mg", decimals=1, range=(0.0, float("inf"))),
    references=[CALVERT_1989, COCKCROFT_1976, FDA_2010, MDCALC],
    notes="Calvert 1989 measured GFR by 51Cr-EDTA clearance; the Cockcroft-Gault estimate is "
          "the usual bedside substitute and is what MDCalc uses (it reproduces the three "
          "MDCalc answers recorded in MedMCP-Calc). The default applies no cap; the "
          "'gfr_cap_125' variant caps the GFR at 125 mL/min as FDA/CTEP advised in 2010 for "
          "IDMS-standardised creatinine. Weight is the weight the caller gives (the choice of "
          "actual, ideal or adjusted weight is protocol-specific). Some protocols also round "
          "low creatinine up (e.g. to 0.7 mg/dL); that is not applied here.",
)
