"""Braden Scale for predicting pressure sore risk: registered as unavailable (licence-locked)."""

from medcalc.core import Reference, UnavailableCalculator

BERGSTROM_1987 = Reference(
    "Bergstrom N, Braden BJ, Laguzza A, Holman V. The Braden Scale for predicting pressure sore "
    "risk. Nurs Res. 1987;36(4):205-210.", doi="10.1097/00006199-198707000-00002",
    url="https://pubmed.ncbi.nlm.nih.gov/3299278/")
BRADEN_LICENCE = Reference("Braden Scale licensing (bradenscale.com; Braden Scale II, 2022).",
                           url="https://www.bradenscale.com/faqs-braden-scale-ii")

CALCULATOR = UnavailableCalculator(
    id="braden_score",
    name="Braden Score for Pressure Ulcers",
    aliases=["Braden Scale (Pressure Ulcer Risk)", "Braden Scale", "Braden score",
             "Braden Scale for Predicting Pressure Sore Risk"],
    specialty="general_other",
    description=("Pressure injury risk in adults from six nursing ratings (sensory perception, "
                 "moisture, activity, mobility, nutrition, friction and shear; 6-23, lower is "
                 "higher risk)."),
    keywords=["pressure ulcer risk", "pressure injury", "bed sores", "nursing assessment",
              "skin breakdown risk", "immobile patient"],
    why="licence",
    owner="Barbara Braden and Nancy Bergstrom (copyright 1988; licences via bradenscale.com)",
    reason=("The Braden Scale is copyrighted (Braden & Bergstrom 1988, all rights reserved) and "
            "its use in implementations must follow the owners' terms; the current Braden Scale "
            "II (2022) is distributed under a licence with terms and a fee. The subscale "
            "wording and scoring rules cannot be shipped in an open library without that "
            "licence."),
    alternatives=["npuap"],
    references=[BERGSTROM_1987, BRADEN_LICENCE],
    notes=("Licence checked 2026-11-24: bradenscale.com FAQ (Braden Scale II licence with a "
           "fee) and the openEHR CKM archetype's copyright note (use only in compliance with "
           "the owners' terms). No MedMCP-Calc dev answer exists for this calculator."),
)
