"""MELD score as used by UNOS/OPTN before the 2016 sodium rule (Kamath et al., Hepatology 2001;
Wiesner et al., Gastroenterology 2003): 10 x (0.957 ln Cr + 0.378 ln bilirubin + 1.120 ln INR +
0.643), laboratory bounds as OPTN policy."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.core.common import bilirubin, creatinine, inr
from medcalc.core.vector import floor, log, maximum, minimum, where

KAMATH_2001 = Reference(
    "Kamath PS, Wiesner RH, Malinchoc M, et al. A model to predict survival in patients with "
    "end-stage liver disease. Hepatology. 2001;33(2):464-470.", doi="10.1053/jhep.2001.22172",
    url="https://pubmed.ncbi.nlm.nih.gov/11172350/")
WIESNER_2003 = Reference(
    "Wiesner R, Edwards E, Freeman R, et al. Model for end-stage liver disease (MELD) and "
    "allocation of donor livers. Gastroenterology. 2003;124(1):91-96 (UNOS MELD from February "
    "2002: lab values < 1 set to 1, creatinine capped at 4.0 and set to 4.0 with dialysis twice "
    "in the prior week, score capped at 40).", doi="10.1053/gast.2003.50016")
MDCALC = Reference("MDCalc. MELD Score (Original, Pre-2016, Model for End-Stage Liver Disease).")


def meld(creatinine, bilirubin, inr, dialysis):
    cr = where(dialysis, 4.0, minimum(maximum(creatinine, 1.0), 4.0))
    bili = maximum(bilirubin, 1.0)
    inr_b = maximum(inr, 1.0)
    raw = 0.957 * log(cr) + 0.378 * log(bili) + 1.120 * log(inr_b) + 0.643
    score = floor(raw * 10.0 + 0.5)  # rounded to the tenth, times 10
    return {"value": minimum(score, 40), "creatinine_used": cr, "bilirubin_used": bili,
            "inr_used": inr_b, "meld_unrounded": raw * 10.0}


def interpret(score):
    if score <= 9:
        return f"MELD {score}: 3-month mortality about 1.9% (Wiesner 2003)"
    if score <= 19:
        return f"MELD {score}: 3-month mortality about 6.0% (Wiesner 2003)"
    if score <= 29:
        return f"MELD {score}: 3-month mortality about 19.6% (Wiesner 2003)"
    if score <= 39:
        return f"MELD {score}: 3-month mortality about 52.6% (Wiesner 2003)"
    return f"MELD {score}: 3-month mortality about 71.3% (Wiesner 2003)"


CALCULATOR = Calculator(
    id="meld_original",
    name="MELD Score (Original, Pre-2016, Model for End-Stage Liver Disease)",
    aliases=["MELD score (original, 2001)", "MELD", "MELD score", "original MELD",
             "UNOS MELD", "MELD (pre-2016)"],
    specialty="gastroenterology_hepatology",
    description="Model for End-Stage Liver Disease (6-40) from creatinine, bilirubin and INR, as "
                "UNOS/OPTN computed it from 2002 until the 2016 sodium rule.",
    keywords=["cirrhosis", "liver transplant", "MELD", "end-stage liver disease", "UNOS",
              "end-stage liver disease mortality", "liver transplant priority without sodium",
              "3-month mortality cirrhosis", "cirrhosis severity from labs",
              "TIPS mortality prediction", "classic liver disease severity model"],
    features=[
        creatinine(), bilirubin(), inr(),
        Boolean(name="dialysis", required=False, default=False,
                description="Dialysis at least twice (or CVVHD >= 24 h) in the past week",
                labels=("Dialysis at least twice in the past week",)),
    ],
    versions=[Version("unos_2002", dt.date(2002, 2, 27), WIESNER_2003, meld,
                      notes="0.957 ln Cr + 0.378 ln bili + 1.120 ln INR + 0.643, values < 1 set "
                            "to 1, Cr capped at 4 (4 with dialysis), rounded to the tenth and x "
                            "10, maximum 40.")],
    output=Output(kind="integer", unit="points", range=(6, 40)),
    interpret=interpret,
    references=[KAMATH_2001, WIESNER_2003, MDCALC],
    notes="Kamath 2001 multiplied by 10 and added 0.643 x aetiology (0 for alcoholic or "
          "cholestatic disease, 1 otherwise); UNOS adopted a constant 0.643 for all aetiologies "
          "in 2002 (Wiesner 2003), the form MDCalc's 'original MELD' uses and implemented here. "
          "Rounding: MELD(i) rounded to the tenth then x 10 (OPTN policy), half up. The sodium "
          "editions are meld_na; MELD 3.0 is meld_3_combined.",
)
