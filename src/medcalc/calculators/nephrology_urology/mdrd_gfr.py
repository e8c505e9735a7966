"""MDRD Study 4-variable eGFR: IDMS-traceable 175 (2006, default) and original 186 (2000)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Precondition, Reference, Version
from medcalc.core.common import FEMALE, age, creatinine, sex
from medcalc.formulas.renal import KDIGO_2012, mdrd_egfr

LEVEY_2006 = Reference(
    "Levey AS, Coresh J, Greene T, et al. Using standardized serum creatinine values in the "
    "Modification of Diet in Renal Disease study equation for estimating glomerular filtration "
    "rate. Ann Intern Med. 2006;145(4):247-254.", doi="10.7326/0003-4819-145-4-200608150-00004")
LEVEY_2000 = Reference(
    "Levey AS, Greene T, Kusek JW, Beck GJ; MDRD Study Group. A simplified equation to predict "
    "glomerular filtration rate from serum creatinine (abstract A0828). J Am Soc Nephrol. "
    "2000;11:155A (GFR = 186 x Pcr^-1.154 x age^-0.203 x 1.212 if black x 0.742 if female).")
LEVEY_1999 = Reference(
    "Levey AS, Bosch JP, Lewis JB, Greene T, Rogers N, Roth D. A more accurate method to "
    "estimate glomerular filtration rate from serum creatinine: a new prediction equation. "
    "Ann Intern Med. 1999;130(6):461-470.", doi="10.7326/0003-4819-130-6-199903160-00002")


def _mdrd(creatinine, age, sex, black_race, constant):
    return mdrd_egfr(creatinine, age, sex == FEMALE, black_race, constant)


def mdrd_idms_2006(creatinine, age, sex, black_race):
    return _mdrd(creatinine, age, sex, black_race, 175.0)


def mdrd_original(creatinine, age, sex, black_race):
    return _mdrd(creatinine, age, sex, black_race, 186.0)


def kdigo_category(egfr):
    if egfr >= 90:
        return "G1 (normal or high)"
    if egfr >= 60:
        return "G2 (mildly decreased)"
    if egfr >= 45:
        return "G3a (mildly to moderately decreased)"
    if egfr >= 30:
        return "G3b (moderately to severely decreased)"
    if egfr >= 15:
        return "G4 (severely decreased)"
    return "G5 (kidney failure)"


CALCULATOR = Calculator(
    id="mdrd_gfr",
    name="MDRD GFR Equation",
    aliases=["Simplified MDRD eGFR Equation (conventional units)",
             "MDRD简化公式（肾小球滤过率简化公式）常用单位",
             "MDRD GFR Equation (6-variable and simplified)", "MDRD肌酐清除率计算公式",
             "MDRD GFR Equation", "MDRD eGFR", "MDRD Study equation", "4-variable MDRD"],
    specialty="nephrology_urology",
    description="Estimated GFR (mL/min/1.73 m²) from serum creatinine, age, sex and race with the "
                "4-variable Modification of Diet in Renal Disease (MDRD) Study equation; adults.",
    keywords=["MDRD", "eGFR", "glomerular filtration rate", "kidney function", "renal function",
              "chronic kidney disease", "CKD", "creatinine", "older eGFR equation",
              "estimated GFR with race coefficient", "kidney function in CKD patients",
              "four variable eGFR", "GFR from creatinine age sex and race", "legacy lab eGFR"],
    features=[
        creatinine(description="Serum creatinine (IDMS-traceable for the 2006 version)"),
        age(),
        sex(),
        Boolean(name="black_race", description="Patient identifies as Black (race coefficient "
                                               "1.212)",
                definition="Self-reported Black or African American race, as in the MDRD Study; "
                           "unmentioned counts as not Black under missing='absent'"),
    ],
    versions=[
        Version("idms_2006", dt.date(2006, 8, 15), LEVEY_2006, mdrd_idms_2006,
                notes="175 x Scr^-1.154 x age^-0.203 x 0.742 if female x 1.212 if Black; "
                      "Scr IDMS-standardized (mg/dL)."),
        Version("original_1999", dt.date(2000, 1, 1), LEVEY_2000, mdrd_original,
                notes="186 x Scr^-1.154 x age^-0.203 x 0.742 if female x 1.212 if Black; Scr "
                      "from assays calibrated as the MDRD Study laboratory (before IDMS "
                      "standardization)."),
    ],
    default_version="idms_2006",
    output=Output(unit="mL/min/1.73 m²", decimals=0, range=(0, float("inf"))),
    preconditions=[Precondition(lambda age: age >= 18,
                                "the MDRD Study equation was developed in adults (age >= 18); "
                                "use a pediatric equation such as bedside Schwartz")],
    interpret=kdigo_category,
    references=[LEVEY_2006, LEVEY_2000, LEVEY_1999, KDIGO_2012],
    notes="Default idms_2006 (Levey 2006): the 4-variable equation re-expressed for creatinine "
          "measured by IDMS-traceable assays (constant 175 instead of 186), which all current "
          "laboratories use. original_1999: the 4-variable equation derived from the 1628 MDRD "
          "Study patients of the 1999 paper (whose full equation had 6 variables incl. BUN and "
          "albumin) and published as an abstract in 2000 (constant 186, race 1.212); K/DOQI 2002 "
          "printed the race coefficient as 1.210, a rounding (0.2% difference, Black patients "
          "only). The version keeps the name original_1999 after the MDRD Study publication; its "
          "effective date is that of the 2000 abstract (year only). Race: the coefficient applies "
          "to Black patients; the NKF-ASN Task Force (2021) recommends race-free CKD-EPI 2021 "
          "instead (see ckd_epi_egfr). The equation was developed in CKD patients (GFR mostly "
          "< 60) and underestimates GFR at higher levels. MedCalc-Bench (calculator 9) uses the "
          "175 equation and a race coefficient of 1 when race is not given. Interpretation: "
          "KDIGO 2012 GFR categories.",
)
