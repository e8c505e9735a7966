"""BUN:creatinine ratio (Dossetor, Ann Intern Med 1966), both in mg/dL."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import creatinine, urea
from medcalc.core.vector import snap

DOSSETOR_1966 = Reference(
    "Dossetor JB. Creatininemia versus uremia. The relative significance of blood urea nitrogen "
    "and serum creatinine concentrations in azotemia. Ann Intern Med. 1966;65(6):1287-1299.",
    doi="10.7326/0003-4819-65-6-1287")
MDCALC = Reference("MDCalc. BUN Creatinine Ratio.")

PRERENAL_ABOVE = 20.0  # > 20: pattern of prerenal azotaemia
INTRINSIC_BELOW = 10.0  # < 10: pattern of intrinsic renal disease / low urea production


MG_DL_BUN_PER_MMOL_L_UREA = 2.80134  # urea nitrogen: 2 x 14.0067 g/mol


def bun_creatinine_ratio(urea, creatinine):
    # Both in mg/dL (BUN as urea nitrogen), a dimensionless ratio; urea arrives in mmol/L
    # (a BUN given under 'bun' is converted), so it is expressed back as BUN mg/dL.
    bun = snap(urea * MG_DL_BUN_PER_MMOL_L_UREA)
    return {"value": snap(bun / creatinine), "bun_mg_dl": bun}


def interpret(value):
    if value > PRERENAL_ABOVE:
        return ("ratio > 20: pattern of prerenal azotaemia (volume depletion, low effective "
                "circulating volume, GI bleeding, high protein intake or catabolism)")
    if value < INTRINSIC_BELOW:
        return ("ratio < 10: pattern of intrinsic renal disease, or low urea production (liver "
                "disease, low protein intake)")
    return "ratio 10-20: usual range; does not by itself point to a prerenal cause"


CALCULATOR = Calculator(
    id="bun_creatinine_ratio",
    name="BUN Creatinine Ratio",
    aliases=["BUN:Cr ratio", "BUN/creatinine ratio", "urea nitrogen to creatinine ratio",
             "BUN to creatinine ratio", "尿素氮肌酐比值"],
    specialty="nephrology_urology",
    description=("Ratio of blood urea nitrogen to serum creatinine (both mg/dL), used to suggest "
                 "a prerenal (> 20) versus intrinsic renal (< 10) cause of azotaemia."),
    keywords=["azotemia", "prerenal", "acute kidney injury", "AKI", "dehydration",
              "upper GI bleeding", "urea", "prerenal versus intrinsic kidney injury",
              "is this dehydration or kidney damage", "urea to creatinine ratio",
              "high urea from GI bleed", "cause of raised urea", "volume depletion marker"],
    features=[
        urea(description="BUN under the key 'bun' (mg/dL of urea nitrogen), or serum urea "
                         "under 'urea' (mmol/L)",
             labels=("Blood urea nitrogen", "Urea nitrogen")),
        creatinine(description="Serum creatinine", labels=("Creatinine", "Serum creatinine")),
    ],
    versions=[Version("dossetor_1966", dt.date(1966, 12, 1), DOSSETOR_1966, bun_creatinine_ratio,
                      notes="BUN (mg/dL) / creatinine (mg/dL); > 20 prerenal pattern, < 10 "
                            "intrinsic renal pattern.")],
    output=Output(unit="ratio", decimals=2, range=(0, float("inf"))),
    interpret=interpret,
    references=[DOSSETOR_1966, MDCALC],
    notes=("Computed with BUN and creatinine both in mg/dL; in SI units the urea (mmol/L) to "
           "creatinine (µmol/L) ratio differs by a factor of about 12 (100 in SI = about 8 in "
           "conventional units), so SI inputs are converted to mg/dL first. Give BUN under "
           "'bun' (mg/dL) or urea under 'urea' (mmol/L; 1 mmol/L urea = 2.801 mg/dL BUN). The 10 and 20 cut-offs "
           "are the conventional ones MDCalc uses (> 20 prerenal, 10-20 normal, < 10 intrinsic); "
           "the ratio is a supporting clue, not a diagnostic test. MDCalc shows two decimals."),
)
