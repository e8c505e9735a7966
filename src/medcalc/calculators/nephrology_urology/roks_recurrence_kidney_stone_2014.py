"""ROKS - Recurrence Of Kidney Stone nomogram (Rule 2014): registered as unavailable, the
nomogram's points or model coefficients and baseline survival not established."""

from medcalc.core import Reference, UnavailableCalculator

RULE_2014 = Reference(
    "Rule AD, Lieske JC, Li X, Melton LJ 3rd, Krambeck AE, Bergstralh EJ. The ROKS nomogram for "
    "predicting a second symptomatic stone episode. J Am Soc Nephrol. 2014;25(12):2878-2886. "
    "PMID 25104803.")

CALCULATOR = UnavailableCalculator(
    id="roks_recurrence_kidney_stone_2014",
    name="ROKS - Recurrence Of Kidney Stone (2014)",
    aliases=["ROKS nomogram", "Recurrence of Kidney Stone nomogram 2014",
             "ROKS 2014 second symptomatic stone episode"],
    specialty="nephrology_urology",
    description=("Probability of a second symptomatic kidney stone episode 2, 5 or 10 years after "
                 "a first symptomatic episode, from 11 characteristics available at the first "
                 "episode (Olmsted County cohort, 1984-2012)."),
    keywords=["kidney stone", "nephrolithiasis", "recurrence", "ROKS", "nomogram",
              "urolithiasis"],
    why="source_not_established",
    owner="Rule AD, Lieske JC et al., Mayo Clinic (J Am Soc Nephrol 2014)",
    reason=(
        "The nomogram's 11 predictors are named in secondary summaries, but their definitions "
        "and cut-offs, the points (or Cox coefficients) and the baseline recurrence-free "
        "survival at 2, 5 and 10 years are in the JASN paper's nomogram figure and tables, "
        "which could not be read. Searched (sessions 1-2): pages (ASN Kidney News report, BMJ "
        "Best Practice, searches for the paper's table of hazard ratios and nomogram points), "
        "docs and code corpora (find_string 'Recurrence of Kidney Stone': no implementation; "
        "an open calculator project's design notes record the same finding, that only hazard "
        "ratios are published and the points and baseline survival are not openly "
        "recoverable). Fourth pass 2026-11-24 (r7d): pages (ROKS nomogram paper title, "
        "external validations and the 11 predictors: only the ASN Kidney News report and "
        "unrelated stone scores), code (find_string 'ROKS', 'Recurrence of Kidney Stone', "
        "'second symptomatic stone', 'ureterovesicular junction stone': one clone with "
        "invented inputs, a design note deferring ROKS because only hazard ratios are "
        "published, a citation of Kavoussi 2023 Urolithiasis without the points). No "
        "probability is computed rather than one from a guessed nomogram."),
    alternatives=[],
    references=[RULE_2014],
    notes="No MedMCP-Calc dev answer exists for this calculator.",
)
