"""Opiate (opioid) conversion between drugs and routes: registered as unavailable (the
equianalgesic table MDCalc follows was not established; published tables disagree)."""

from medcalc.core import Reference, UnavailableCalculator

MCPHERSON_2018 = Reference(
    "McPherson ML. Demystifying Opioid Conversion Calculations: A Guide for Effective Dosing. "
    "2nd ed. Bethesda, MD: American Society of Health-System Pharmacists; 2018.")
DOWELL_2022 = Reference(
    "Dowell D, Ragan KR, Jones CM, Baldwin GT, Chou R. CDC Clinical Practice Guideline for "
    "Prescribing Opioids for Pain - United States, 2022. MMWR Recomm Rep. 2022;71(3):1-95.",
    doi="10.15585/mmwr.rr7103a1")

CALCULATOR = UnavailableCalculator(
    id="opiate_conversion",
    name="Opiate Conversion Calculator",
    aliases=["Opioid conversion calculator", "Equianalgesic dose calculator",
             "Opiate conversion", "Opioid rotation calculator"],
    specialty="general_other",
    description=("Approximate equianalgesic dose when switching between opioids or routes "
                 "(e.g. IV hydromorphone to oral oxycodone)."),
    keywords=["opioid rotation", "equianalgesic", "morphine equivalent", "hydromorphone",
              "oxycodone", "IV to PO conversion", "palliative care"],
    why="source_not_established",
    owner="Equianalgesic tables (APS Principles of Analgesic Use; McPherson 2018; MDCalc's own table)",
    reason=("Equianalgesic ratios differ between the published tables for the same pair (IV "
            "hydromorphone to oral oxycodone: 2 mg gives 26.7 mg with a 1.5 mg parenteral "
            "hydromorphone = 20 mg oral oxycodone table, 26.7 mg with an IV hydromorphone = 20x "
            "oral morphine factor, and 20 mg in MDCalc's recorded answer), and the table MDCalc "
            "follows could not be established, so no conversion is computed rather than one of "
            "several disagreeing ratios. For oral morphine equivalents of a regimen use the CDC "
            "2022 factors in mme_calculator."),
    alternatives=["mme_calculator"],
    references=[MCPHERSON_2018, DOWELL_2022],
    notes=("Searched 2026-11-24 (pages and code corpora: MDCalc opiate conversion table, APS "
           "equianalgesic table, institutional OME tables). MedMCP-Calc dev task 055 records "
           "MDCalc converting 2 mg parenteral hydromorphone to 20 mg oral oxycodone (a 1:10 "
           "ratio), which matches neither of the tables found (1:13.3). Not turned into a case."),
)
