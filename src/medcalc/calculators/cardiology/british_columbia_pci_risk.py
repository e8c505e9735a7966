"""British Columbia PCI risk score: registered as unavailable (model not established here)."""

from medcalc.core import Reference, UnavailableCalculator

HAMBURGER_2009 = Reference(
    "Hamburger JN, Walsh SJ, Khurana R, et al. Percutaneous coronary intervention and 30-day "
    "mortality: the British Columbia PCI risk score. Catheter Cardiovasc Interv. 2009 "
    "(PMID 19681116).", url="https://pubmed.ncbi.nlm.nih.gov/19681116/")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): found the 2009 abstract (Catheter Cardiovasc '
    'Interv; 32,899 PCIs, AUC 0.90/0.91, www.bcpci.org) but no variables or coefficients; '
    'other PCI scores found (New York 2006, Toronto 2009, BCIS 2016) are different models.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages queries on the full author list and title, '
    'external-validation and variable-list wording, medicalalgorithms and Medscape/QxMD '
    "listings; find_string 'bc_pci', 'BC-PCI', 'British Columbia PCI risk score'; docs "
    '(cliot). Only the PubMed 19681116 abstract again; other PCI models found (Madan, '
    'Singh/Mayo, Chowdhary/Toronto, Wu/NYRS, BCIS 2016, Sheffield, Brener 2019) are different '
    'models. Still not computed.'
)

CALCULATOR = UnavailableCalculator(
    id="british_columbia_pci_risk",
    name="British Columbia PCI risk score",
    aliases=["BC-PCI risk score", "British Columbia PCI Risk Score", "BC PCI 30-day mortality"],
    specialty="cardiology",
    description="Predicted 30-day mortality after percutaneous coronary intervention from "
                "pre-procedural variables (British Columbia Cardiac Registry model).",
    keywords=["percutaneous coronary intervention", "PCI", "mortality", "risk model"],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH,
    why="source_not_established",
    owner="Hamburger JN et al., British Columbia Cardiac Registry (www.bcpci.org)",
    reason=("A multivariable logistic model (derived from 26,350 PCIs, validated in 6,549); "
            "its variables, coefficients and intercept were not established from the article "
            "in this work (searched: the 2009 abstract, public implementations), so no value "
            "is computed. Second pass (w2a): pages (PubMed 19681116 mirrors, other PCI scores), "
            "code and find_string ('bcpci', 'British Columbia PCI') found no variable list, "
            "coefficients or stored copy of the www.bcpci.org calculator."),
    alternatives=["grace_acs_risk"],
    references=[HAMBURGER_2009],
)
