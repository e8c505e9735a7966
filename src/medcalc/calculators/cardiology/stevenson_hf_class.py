"""Stevenson haemodynamic profiles in heart failure (warm/cold, dry/wet) from bedside evidence of
congestion and of low perfusion (Nohria et al., J Am Coll Cardiol 2003)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

NOHRIA_2003 = Reference(
    "Nohria A, Tsang SW, Fang JC, et al. Clinical assessment identifies hemodynamic profiles "
    "that predict outcomes in patients admitted with heart failure. J Am Coll Cardiol. "
    "2003;41(10):1797-1804.",
    doi="10.1016/S0735-1097(03)00309-7")
STEVENSON_1999 = Reference(
    "Stevenson LW. Tailored therapy to hemodynamic goals for advanced heart failure. Eur J "
    "Heart Fail. 1999;1(3):251-257 (the 2 x 2 profiles).")

CONGESTION = criterion("congestion", "Evidence of congestion", points=True, no_points=False,
                       aliases=("Evidence of Congestion?", "Evidence of Congestion", "Wet"))
LOW_PERFUSION = criterion("low_perfusion", "Evidence of low perfusion", points=True,
                          no_points=False,
                          aliases=("Evidence of Low Perfusion?", "Evidence of Low Perfusion",
                                   "Cold"))
ITEMS = (CONGESTION, LOW_PERFUSION)

PROFILES = {
    "Warm and Dry": "profile A (warm and dry): compensated",
    "Warm and Wet": "profile B (warm and wet): congestion with adequate perfusion, usually "
                    "diuretics/vasodilators",
    "Cold and Wet": "profile C (cold and wet): congestion with low perfusion, highest risk; "
                    "consider inotropes/vasodilators and haemodynamic support",
    "Cold and Dry": "profile L (cold and dry): low perfusion without congestion",
}


def stevenson(congestion, low_perfusion):
    value = where(low_perfusion, where(congestion, "Cold and Wet", "Cold and Dry"),
                  where(congestion, "Warm and Wet", "Warm and Dry"))
    profile = where(low_perfusion, where(congestion, "C", "L"), where(congestion, "B", "A"))
    return {"value": value, "profile": profile, "congestion": congestion,
            "low_perfusion": low_perfusion}


def interpret(value):
    return PROFILES[value]


CALCULATOR = Calculator(
    id="stevenson_hf_class",
    name="Stevenson HF Class",
    aliases=["Stevenson HF Class", "Stevenson classification", "Stevenson profiles",
             "Warm/cold wet/dry heart failure profile", "Forrester-Stevenson profile"],
    specialty="cardiology",
    description="Bedside haemodynamic profile of heart failure: warm/cold (perfusion) and "
                "dry/wet (congestion), profiles A, B, C, L.",
    keywords=["heart failure", "acute decompensated heart failure", "congestion", "hypoperfusion",
              "warm and wet", "cold and wet", "haemodynamic profile", "cardiogenic shock",
              "warm and dry versus cold and wet", "bedside perfusion and congestion profile",
              "clinical hemodynamic profile without catheter",
              "decompensated heart failure phenotype", "guide diuretics or inotropes at bedside",
              "heart failure profile A B C L"],
    features=[
        Boolean(name="congestion", description="Evidence of congestion ('wet')",
                definition="orthopnoea, raised jugular venous pressure, hepatojugular reflux, "
                           "rales, oedema, ascites, a loud P2 or a square-wave Valsalva "
                           "response"),
        Boolean(name="low_perfusion", description="Evidence of low perfusion ('cold')",
                definition="narrow proportional pulse pressure (< 25%), cool extremities, "
                           "sleepiness/obtundation, hypotension with ACE inhibitor, or "
                           "worsening renal function"),
    ],
    items=list(ITEMS),
    versions=[Version("nohria_2003", dt.date(2003, 5, 21), NOHRIA_2003, stevenson,
                      notes="A warm-dry, B warm-wet, C cold-wet, L cold-dry.")],
    output=Output(kind="category",
                  description="Warm and Dry, Warm and Wet, Cold and Wet, or Cold and Dry"),
    interpret=interpret,
    references=[NOHRIA_2003, STEVENSON_1999],
    notes="The 2 x 2 classification (Stevenson; validated by Nohria 2003, where profiles B and "
          "C predicted worse 6-month death or urgent transplantation than A). Values use "
          "MDCalc's wording ('Warm and Dry'); the profile letter is in the breakdown. MDCalc also "
          "shows an anticipated in-hospital mortality per class; its source was not established "
          "here, so it is not reported.",
)
