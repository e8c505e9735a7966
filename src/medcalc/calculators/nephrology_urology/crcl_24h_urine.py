"""Measured creatinine clearance from a timed (24-hour) urine collection: U x V / (P x t)."""

import datetime as dt

from medcalc.core import Calculator, Duration, Output, Quantity, Reference, Version
from medcalc.core.common import creatinine, height, urine_creatinine, weight
from medcalc.formulas.anthropometry import body_surface_area_mosteller
from medcalc.formulas.renal import clearance, per_1_73_m2

REHBERG_1926 = Reference(
    "Rehberg PB. Studies on kidney function: the rate of filtration and reabsorption in the human "
    "kidney. Biochem J. 1926;20(3):447-460 (creatinine clearance = urine creatinine x urine flow "
    "/ plasma creatinine).", doi="10.1042/bj0200447")
KDIGO_2012 = Reference(
    "Kidney Disease: Improving Global Outcomes (KDIGO) CKD Work Group. KDIGO 2012 Clinical "
    "Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int "
    "Suppl. 2013;3(1):1-150 (measured creatinine clearance from a timed urine collection as a "
    "confirmatory test; GFR expressed per 1.73 m²).", doi="10.1038/kisup.2012.73")
MOSTELLER_1987 = Reference(
    "Mosteller RD. Simplified calculation of body-surface area. N Engl J Med. 1987;317(17):1098 "
    "(BSA (m²) = sqrt(height (cm) x weight (kg) / 3600)).", doi="10.1056/NEJM198710223171717")

MINUTES_PER_HOUR = 60.0


def crcl_24h_urine(urine_creatinine, urine_volume, collection_duration, creatinine, weight,
                   height):
    value = clearance(urine_creatinine, urine_volume, creatinine,
                      collection_duration * MINUTES_PER_HOUR)
    out = {"value": value, "urine_flow_ml_per_min": urine_volume / (collection_duration
                                                                     * MINUTES_PER_HOUR),
           "creatinine_excretion_mg": urine_creatinine * urine_volume / 100.0}
    if weight is not None and height is not None:
        bsa = body_surface_area_mosteller(weight, height)
        out["bsa_m2"] = bsa
        out["crcl_per_1_73_m2"] = per_1_73_m2(value, bsa)
    elif weight is not None or height is not None:
        given, other = ("weight", "height") if weight is not None else ("height", "weight")
        out["warnings"] = [f"only {given} given: the clearance per 1.73 m² needs {other} too"]
    return out


CALCULATOR = Calculator(
    id="crcl_24h_urine",
    name="CrCl from 24h Urine",
    aliases=["Creatinine Clearance from 24-hour Urine", "measured creatinine clearance",
             "24-hour urine creatinine clearance", "timed urine creatinine clearance",
             "内生肌酐清除率-测量法"],
    specialty="nephrology_urology",
    description="Measured creatinine clearance (mL/min) from urine creatinine, urine volume and "
                "collection time and serum creatinine: U x V / (P x t); per 1.73 m² body surface "
                "area when height and weight are given.",
    keywords=["creatinine clearance", "24-hour urine", "timed urine collection", "measured GFR",
              "urine creatinine", "kidney function", "renal function", "UV/P",
              "clearance per 1.73 m2", "measured kidney function from urine collection",
              "clearance from timed urine sample", "actual GFR from collected urine",
              "creatinine clearance from urine and serum",
              "kidney function when equations unreliable",
              "clearance normalized to body surface area"],
    features=[
        urine_creatinine(description=("Creatinine concentration of the pooled timed urine "
                                      "collection")),
        Quantity(name="urine_volume", labels=("Urine Volume",), unit="mL", units=("mL", "L"), range=(1.0, 20000.0),
                 description="Total urine volume of the collection"),
        Duration(name="collection_duration", unit="h", units=("h", "min", "day"),
                 range=(0.5, 72.0), required=False, default=24.0,
                 description="Collection time; 24 h unless stated"),
        creatinine(description="Serum creatinine during the collection"),
        weight(required=False, description="Body weight; with height, for the clearance per "
                                           "1.73 m² (Mosteller BSA)"),
        height(required=False, description="Height; with weight, for the clearance per 1.73 m² "
                                           "(Mosteller BSA)"),
    ],
    versions=[Version("uv_over_p", dt.date(1926, 1, 1), REHBERG_1926, crcl_24h_urine,
                      notes="CrCl (mL/min) = urine Cr x urine volume (mL) / (serum Cr x minutes); "
                            "x 1.73 / BSA (Mosteller) when height and weight are given.")],
    output=Output(unit="mL/min", decimals=0,
                  description="Creatinine clearance, not normalised (mL/min); the value per "
                              "1.73 m² is in the breakdown", range=(0, float("inf"))),
    references=[REHBERG_1926, KDIGO_2012, MOSTELLER_1987],
    notes="Clearance = U x V / (P x t): urine and serum creatinine are both converted to mg/dL "
          "(1 mg/dL = 88.4 µmol/L) so their ratio is unit-free; V in mL and t in minutes give "
          "mL/min. The value is the patient's own clearance; crcl_per_1_73_m2 in the breakdown "
          "scales it to 1.73 m² body surface area (Mosteller) when both height and weight are "
          "given. Creatinine is secreted by the tubules, so the clearance overestimates GFR, the "
          "more so at low GFR. Collection errors dominate: the creatinine excretion in the "
          "breakdown (mg per collection) can be compared with the commonly quoted daily "
          "excretion (about 20-25 mg/kg in men, 15-20 mg/kg in women) to detect an incomplete "
          "24-hour collection. No interpretation categories: the sources define none.",
)
