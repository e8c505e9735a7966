"""Opioid conversion factors shared by the MME calculator and the opioid conversion calculator.

CDC 2022 morphine milligram equivalent (MME) conversion factors: Dowell D, Ragan KR, Jones CM,
Baldwin GT, Chou R. CDC Clinical Practice Guideline for Prescribing Opioids for Pain - United
States, 2022. MMWR Recomm Rep. 2022;71(3):1-95 (Table: MME conversion factors), per mg/day of
the oral drug (fentanyl patch per mcg/h; methadone one factor, 4.7).
"""

CDC_2022_MME_FACTORS = {
    "morphine": 1.0, "oxycodone": 1.5, "hydrocodone": 1.0, "hydromorphone": 5.0,
    "oxymorphone": 3.0, "codeine": 0.15, "tramadol": 0.2, "tapentadol": 0.4,
    "fentanyl_patch": 2.4, "methadone": 4.7,
}
