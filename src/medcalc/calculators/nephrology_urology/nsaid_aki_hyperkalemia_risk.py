"""NSAID risk of AKI or hyperkalemia (Nash 2019): registered as unavailable, its model
coefficients not established."""

from medcalc.core import Reference, UnavailableCalculator

NASH_2019 = Reference(
    "Nash DM, Markle-Reid M, Brimble KS, McArthur E, Roshanov PS, Fink JC, Weir MA, Garg AX. "
    "Nonsteroidal anti-inflammatory drug use and risk of acute kidney injury and hyperkalemia "
    "in older adults: a population-based study. Nephrol Dial Transplant. 2019;34(7):1145-1154.",
    doi="10.1093/ndt/gfz062")

CALCULATOR = UnavailableCalculator(
    id="nsaid_aki_hyperkalemia_risk",
    name="NSAID risk of AKI or hyperkalemia",
    aliases=["NSAID AKI and hyperkalemia risk", "Nash NSAID risk model",
             "risk of acute kidney injury or hyperkalemia with NSAIDs"],
    specialty="nephrology_urology",
    description=("30-day risk of acute kidney injury or hyperkalaemia in adults aged 66 or more "
                 "who start a prescription NSAID, from age, sex, baseline eGFR, baseline "
                 "potassium, ACE inhibitor or ARB use and diuretic use."),
    keywords=["NSAID", "nonsteroidal anti-inflammatory drug", "ibuprofen", "naproxen",
              "acute kidney injury", "AKI", "hyperkalemia", "older adults", "prescribing "
              "safety", "triple whammy"],
    why="source_not_established",
    owner="Nash DM, Garg AX et al. (Nephrol Dial Transplant 2019;34:1145)",
    reason=("The model is a logistic regression (C-statistic 0.72) whose coefficients, "
            "intercept and variable coding (continuous or banded age, eGFR and potassium) are in "
            "the full paper and its supplement, which could not be read here; only the abstract "
            "(six predictors, outcome within 30 days) was reachable. No value is computed rather "
            "than one from guessed coefficients."),
    alternatives=[],
    references=[NASH_2019],
    notes=("Predictors named in the abstract: older age, male sex, lower baseline eGFR, higher "
           "baseline serum potassium, ACE inhibitor or angiotensin receptor blocker, diuretic. "
           "Population: Ontario adults >= 66 years starting an NSAID, 2007-2015. Externally "
           "validated in Singapore (Lim CC et al., Drugs Aging 2021)."),
)
