"""Morphine milligram equivalents per day (MME/day): CDC 2022 (default) and CDC 2016 factors."""

import datetime as dt

from medcalc.core import Calculator, Missing, Output, Quantity, Reference, Version
from medcalc.core.vector import any_true, where
from medcalc.formulas.opioids import CDC_2022_MME_FACTORS

CDC_2016 = Reference(
    "Dowell D, Haegerich TM, Chou R. CDC Guideline for Prescribing Opioids for Chronic Pain - "
    "United States, 2016. MMWR Recomm Rep. 2016;65(No. RR-1):1-49; with CDC's conversion table "
    "'Calculating total daily dose of opioids for safer dosage' (2016).",
    doi="10.15585/mmwr.rr6501e1",
    url="https://www.cdc.gov/drugoverdose/pdf/calculating_total_daily_dose-a.pdf")
CDC_2016_FILE = Reference(
    "CDC. Opioid oral morphine milligram equivalent (MME) conversion factors: data file "
    "accompanying the 2016 guideline (also reproduced in CMS 'Opioid Oral MME Conversion "
    "Factors', 2018): tramadol 0.1, tapentadol 0.4, fentanyl buccal/sublingual tablet or "
    "lozenge 0.13 per mcg.")
CDC_2022 = Reference(
    "Dowell D, Ragan KR, Jones CM, Baldwin GT, Chou R. CDC Clinical Practice Guideline for "
    "Prescribing Opioids for Pain - United States, 2022. MMWR Recomm Rep. 2022;71(No. RR-3):1-95 "
    "(Table: morphine milligram equivalent doses for commonly prescribed opioids).",
    doi="10.15585/mmwr.rr7103a1")

_SCALARS = (int, float)

# Factors per mg/day, except fentanyl patch (per mcg/h) and buccal fentanyl (per mcg/day).
FACTORS_2016 = {
    "morphine": 1.0, "oxycodone": 1.5, "hydrocodone": 1.0, "hydromorphone": 4.0,
    "oxymorphone": 3.0, "codeine": 0.15, "tramadol": 0.1, "tapentadol": 0.4,
    "fentanyl_patch": 2.4, "fentanyl_buccal": 0.13,
}
FACTORS_2022 = CDC_2022_MME_FACTORS


def methadone_factor_2016(methadone):
    """CDC 2016 tiers by methadone mg/day: <=20: 4; 21-40: 8; 41-60: 10; >=61: 12."""
    return where(methadone <= 20, 4.0,
                 where(methadone <= 40, 8.0, where(methadone <= 60, 10.0, 12.0)))


def _total(doses, factors, warnings):
    scalar = all(type(d) in _SCALARS for d in doses.values())
    total = 0.0
    any_dose = False
    breakdown = {}
    for drug, dose in doses.items():
        mme = dose * factors[drug]
        total = total + mme
        any_dose = any_dose | (dose > 0)
        if not scalar or dose > 0:
            breakdown[f"{drug}_factor"] = factors[drug]
            breakdown[f"{drug}_mme"] = mme
    if scalar:
        if not any_dose:
            raise Missing("no opioid dose given", tuple(doses))
    else:
        total = where(any_dose, total, float("nan"))
    out = {"value": total, **breakdown}
    if warnings:
        out["warnings"] = warnings
    return out


def cdc_2016(morphine, oxycodone, hydrocodone, hydromorphone, oxymorphone, codeine, tramadol,
             tapentadol, methadone, fentanyl_patch, fentanyl_buccal):
    doses = dict(morphine=morphine, oxycodone=oxycodone, hydrocodone=hydrocodone,
                 hydromorphone=hydromorphone, oxymorphone=oxymorphone, codeine=codeine,
                 tramadol=tramadol, tapentadol=tapentadol, methadone=methadone,
                 fentanyl_patch=fentanyl_patch, fentanyl_buccal=fentanyl_buccal)
    factors = dict(FACTORS_2016, methadone=methadone_factor_2016(methadone))
    warnings = []
    if any_true(methadone > 80):
        warnings.append("CDC 2016 table's last methadone band reads '>= 61-80 mg/day' (factor 12) "
                        "and gives no band above 80 mg/day; factor 12 applied, as in CDC's "
                        "opioid CDS logic and the CMS table (> 60 mg/day: 12)")
    return _total(doses, factors, warnings)


def cdc_2022(morphine, oxycodone, hydrocodone, hydromorphone, oxymorphone, codeine, tramadol,
             tapentadol, methadone, fentanyl_patch, fentanyl_buccal):
    doses = dict(morphine=morphine, oxycodone=oxycodone, hydrocodone=hydrocodone,
                 hydromorphone=hydromorphone, oxymorphone=oxymorphone, codeine=codeine,
                 tramadol=tramadol, tapentadol=tapentadol, methadone=methadone,
                 fentanyl_patch=fentanyl_patch, fentanyl_buccal=fentanyl_buccal)
    factors = dict(FACTORS_2022, fentanyl_buccal=FACTORS_2016["fentanyl_buccal"])
    warnings = []
    if any_true(fentanyl_buccal > 0):
        warnings.append("the CDC 2022 table gives no factor for buccal/sublingual fentanyl; the "
                        "CDC 2016 data-file factor 0.13 per mcg is used (as MDCalc does)")
    return _total(doses, factors, warnings)


def _dose(name, label, hi, unit="mg/day", units=("mg/day",), description=None):
    description = description or f"{label}: total daily dose (all doses in 24 h)"
    return Quantity(name=name, unit=unit, range=(0.0, hi), units=units, required=False,
                    default=0.0, description=description)


CALCULATOR = Calculator(
    id="mme_calculator",
    name="Morphine Milligram Equivalents (MME) Calculator",
    aliases=["吗啡毫克当量计算器", "MME", "Morphine Milligram Equivalents", "morphine equivalent dose",
             "MME/day"],
    specialty="general_other",
    description="Total daily opioid dose expressed as morphine milligram equivalents per day "
                "(MME/day), using CDC conversion factors.",
    keywords=["opioid", "morphine equivalent", "MME", "MED", "opioid dose", "overdose risk",
              "opioid conversion", "fentanyl patch", "methadone", "total daily opioid dose",
              "opioid dose in morphine equivalents", "opioid overdose risk threshold",
              "compare opioid doses", "daily morphine equivalent dose", "high-dose opioid check"],
    features=[
        _dose("morphine", "Morphine (oral)", 5000.0),
        _dose("oxycodone", "Oxycodone", 3000.0),
        _dose("hydrocodone", "Hydrocodone", 1000.0),
        _dose("hydromorphone", "Hydromorphone (oral)", 1000.0),
        _dose("oxymorphone", "Oxymorphone", 1000.0),
        _dose("codeine", "Codeine", 2000.0),
        _dose("tramadol", "Tramadol", 2000.0),
        _dose("tapentadol", "Tapentadol", 2000.0),
        _dose("methadone", "Methadone", 1500.0),
        _dose("fentanyl_patch", "Fentanyl transdermal", 1000.0, unit="ug/h",
              units=("ug/h", "mcg/hr", "mg/day"),
              description="Fentanyl transdermal patch: total delivery rate of all patches worn "
                          "(mcg/h, the patch strength)"),
        _dose("fentanyl_buccal", "Fentanyl buccal/sublingual", 10000.0, unit="ug/day",
              units=("ug/day", "mcg/day", "mg/day"),
              description="Fentanyl buccal or sublingual tablet or lozenge/troche: total daily "
                          "dose (mcg/day)"),
    ],
    versions=[
        Version("cdc_2016", dt.date(2016, 3, 18), CDC_2016, cdc_2016,
                notes="Codeine 0.15, fentanyl transdermal 2.4 per mcg/h, hydrocodone 1, "
                      "hydromorphone 4, methadone 1-20 mg/day 4, 21-40 8, 41-60 10, >= 61 12, "
                      "morphine 1, oxycodone 1.5, oxymorphone 3 (CDC 2016 table); tramadol 0.1, "
                      "tapentadol 0.4, buccal/sublingual fentanyl 0.13 per mcg (CDC data file)."),
        Version("cdc_2022", dt.date(2022, 11, 4), CDC_2022, cdc_2022,
                notes="Codeine 0.15, fentanyl transdermal 2.4 per mcg/h, hydrocodone 1, "
                      "hydromorphone 5, methadone 4.7, morphine 1, oxycodone 1.5, oxymorphone 3, "
                      "tapentadol 0.4, tramadol 0.2. The 2022 table has no buccal/sublingual "
                      "fentanyl: its CDC 2016 factor (0.13 per mcg) is used, with a warning."),
    ],
    default_version="cdc_2022",
    output=Output(unit="MME/day", decimals=1, range=(0, float("inf"))),
    references=[CDC_2022, CDC_2016, CDC_2016_FILE],
    notes="MME/day = sum over opioids of (total daily dose x conversion factor). Doses are per "
          "24 h: a benchmark giving dose per administration and doses per day must multiply "
          "them first; the fentanyl patch is entered as its strength in mcg/h (MedCalc-Bench "
          "writes the patch dose with unit 'mg', which is a mcg/h strength). CDC: the factors "
          "estimate overdose risk from total opioid exposure; they are NOT for converting one "
          "opioid to another (the new opioid is dosed substantially lower because of incomplete "
          "cross-tolerance), and particular caution applies to methadone and transdermal "
          "fentanyl. Buprenorphine is not included in either CDC table. CDC 2016 named 50 and "
          "90 MME/day as dosage thresholds for caution; the 2022 guideline does not use them as "
          "rigid limits, so no interpretation is attached.",
)
