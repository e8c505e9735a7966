"""Residual kidney function in dialysis patients: mean of 24-hour urea and creatinine
clearances (KDOQI peritoneal dialysis adequacy guideline 2006; van Olden 1996)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core import analytes
from medcalc.core.common import creatinine, urine_creatinine

KDOQI_2006 = Reference(
    "National Kidney Foundation. KDOQI Clinical Practice Guidelines and Clinical Practice "
    "Recommendations for 2006 Updates: Hemodialysis Adequacy, Peritoneal Dialysis Adequacy and "
    "Vascular Access. Am J Kidney Dis. 2006;48(Suppl 1):S1-S322 (PD adequacy guideline 2: "
    "residual kidney function as the mean of urea and creatinine clearances).")
VAN_OLDEN_1996 = Reference(
    "van Olden RW, Krediet RT, Struijk DG, Arisz L. Measurement of residual renal function in "
    "patients treated with continuous ambulatory peritoneal dialysis. J Am Soc Nephrol. "
    "1996;7(5):745-750.")
MDCALC = Reference("MDCalc. Residual Kidney Function.")

MINUTES_PER_DAY = 1440.0


def residual_kidney_clearance(urine_creatinine, creatinine, urine_urea_nitrogen_24h,
                              plasma_urea_nitrogen, urine_volume_24h):
    flow = urine_volume_24h / MINUTES_PER_DAY  # mL/min
    creatinine_clearance = urine_creatinine / creatinine * flow
    urea_clearance = urine_urea_nitrogen_24h / plasma_urea_nitrogen * flow
    return {"value": (creatinine_clearance + urea_clearance) / 2.0,
            "creatinine_clearance": creatinine_clearance, "urea_clearance": urea_clearance}


def _urea_nitrogen(name, description, labels, lo, hi):
    return Quantity(name=name, unit="mg/dL", analyte=analytes.UREA_NITROGEN,
                    units=("mg/dL", "mmol/L"), range=(lo, hi), description=description,
                    labels=labels)


CALCULATOR = Calculator(
    id="residual_kidney_function",
    name="Residual Kidney Function",
    aliases=["Residual renal function", "Residual kidney clearance", "Residual renal clearance",
             "KRU", "mean of urea and creatinine clearance", "残余肾功能"],
    specialty="nephrology_urology",
    description=("Residual kidney function of a dialysis patient from a 24-hour urine "
                 "collection: the mean of the renal urea and creatinine clearances, in mL/min."),
    keywords=["dialysis", "peritoneal dialysis", "hemodialysis", "residual renal function",
              "urine collection", "Kt/V", "incremental dialysis",
              "remaining kidney function on dialysis", "urine clearance in dialysis patients",
              "residual urine output clearance", "incremental dialysis eligibility",
              "native kidney clearance in ESRD", "average of urea and creatinine clearance"],
    features=[
        urine_creatinine(description="Creatinine concentration in the 24-hour urine",
                         labels=("Urine Creatinine Concentration", "Urine creatinine")),
        creatinine(description="Plasma creatinine (mid-collection or mean of start/end)",
                   labels=("Plasma Creatinine Concentration", "Plasma creatinine")),
        _urea_nitrogen("urine_urea_nitrogen_24h", "Urea nitrogen concentration in the 24-hour "
                       "urine", ("Urine Urea Nitrogen Concentration",),
                       1.0, 5000.0),
        _urea_nitrogen("plasma_urea_nitrogen", "Plasma urea nitrogen (BUN)",
                       ("Plasma Urea Nitrogen Concentration", "Plasma urea nitrogen"),
                       1.0, 300.0),
        Quantity(name="urine_volume_24h", unit="mL", units=("mL", "L"), range=(0.0, 10000.0),
                 description="Volume of the 24-hour urine collection",
                 labels=("Volume of 24-Hour Urine", "24-hour urine volume", "Urine volume")),
    ],
    versions=[Version("kdoqi_2006", dt.date(2006, 7, 1), KDOQI_2006, residual_kidney_clearance,
                      notes="(UCr/PCr + UUN/PUN) / 2 x V(mL) / 1440 min.")],
    output=Output(unit="mL/min", decimals=1, range=(0, float("inf"))),
    interpret=lambda v: (f"residual kidney clearance {v:.1f} mL/min (mean of urea and "
                         "creatinine clearances); KDOQI 2006 counts it toward the weekly "
                         "peritoneal dialysis Kt/V target"),
    references=[KDOQI_2006, VAN_OLDEN_1996, MDCALC],
    notes=("Creatinine clearance overestimates GFR (tubular secretion) and urea clearance "
           "underestimates it (tubular reabsorption); their mean approximates GFR at low kidney "
           "function (van Olden 1996). The collection is taken to be 24 hours (1440 min), as on "
           "MDCalc's form. Concentration ratios are unit-free, so SI inputs give the same result "
           "after conversion. The breakdown shows each clearance."),
)
