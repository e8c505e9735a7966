"""Creatinine clearance rule of thumb, 100 / SCr: registered as unavailable, no citable origin."""

from medcalc.core import UnavailableCalculator

CALCULATOR = UnavailableCalculator(
    id="crcl_100_over_scr_rule",
    name="Creatinine Clearance Rule of Thumb (100/SCr)",
    aliases=["'Durate' Formula (Endogenous CrCl approx. 100/SCr)", "Durate公式（内生肌酐清除率公式）",
             "Durate公式", "Durate formula", "100/SCr", "100 over serum creatinine"],
    specialty="nephrology_urology",
    description=("Bedside estimate of creatinine clearance as 100 divided by serum creatinine in "
                 "mg/dL (mL/min)."),
    keywords=["creatinine clearance", "rule of thumb", "reciprocal creatinine", "renal function "
              "estimate", "bedside GFR estimate"],
    why="source_not_established",
    owner="No identified author: the rule (and the name 'Durate') could not be traced to a paper "
          "or textbook",
    reason=("No citable source states CrCl = 100 / SCr as a rule, names 'Durate', or fixes its "
            "units (mg/dL, or 8840 / SCr in µmol/L) and any sex factor. Related published "
            "formulas give a constant that depends on age (Cockcroft-Gault without weight: "
            "(140 - age) / SCr, which is 100 / SCr only at age 40; Jelliffe's bedside "
            "formula (98 - 0.8 (age - 20)) / SCr), so the bare constant 100 cannot be attributed."),
    alternatives=["crcl_cockcroft_gault", "ckd_epi_egfr"],
    references=[],
    notes="The reciprocal relation itself (doubling creatinine halves clearance) is standard; "
          "the constant is what lacks a source.",
)
