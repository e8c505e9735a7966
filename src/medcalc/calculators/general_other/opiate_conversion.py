"""Opiate (opioid) conversion between drugs and routes: equianalgesic dose of a target opioid.

Default: the equianalgesic table of the Practical Pain Management opioid calculator (Perkins;
updated 2018 by Fudin and Gudin), the classic APS-style table (morphine 10 mg parenteral = 30 mg
oral). Variant: CDC 2022 morphine milligram equivalent (MME) factors, oral opioids only.
"""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    NotApplicable,
    Output,
    Quantity,
    Reference,
    Variant,
    Version,
)
from medcalc.core.vector import any_true
from medcalc.formulas.opioids import CDC_2022_MME_FACTORS

PPM_TABLE = Reference(
    "Perkins R (prepared 2012; updated 2/2018 by Fudin J, Gudin J). Opioid Calculator: "
    "Conversion Data and Methods - Opioid Conversion Table (equianalgesic doses, parenteral and "
    "oral). Practical Pain Management.",
    url="https://opioidcalculator.practicalpainmanagement.com/methods.php")
APS_TRANSCRIPTION = Reference(
    "Multicenter Perioperative Outcomes Group (MPOG). Oral Morphine Equivalent phenotype: oral "
    "and IV morphine equivalence tables, values sourced to the American Pain Society (APS) "
    "Principles of Analgesic Use and CDC.",
    url="https://phenotypes.mpog.org/Oral%20Morphine%20Equivalent")
FAST_FACT_36 = Reference(
    "Arnold RM, Weissman DE. Fast Facts and Concepts #36: Calculating opioid dose conversions. "
    "Palliative Care Network of Wisconsin (mypcnow.org).",
    url="https://www.mypcnow.org/fast-fact/calculating-opioid-dose-conversions/")
CDC_2022 = Reference(
    "Dowell D, Ragan KR, Jones CM, Baldwin GT, Chou R. CDC Clinical Practice Guideline for "
    "Prescribing Opioids for Pain - United States, 2022. MMWR Recomm Rep. 2022;71(3):1-95 "
    "(Table: morphine milligram equivalent conversion factors).",
    doi="10.15585/mmwr.rr7103a1")
MCPHERSON_2018 = Reference(
    "McPherson ML. Demystifying Opioid Conversion Calculations: A Guide for Effective Dosing. "
    "2nd ed. Bethesda, MD: American Society of Health-System Pharmacists; 2018.")

# Equianalgesic dose (mg) of each opioid and route, all equal to morphine 10 mg parenteral =
# 30 mg oral (PPM table; each value also in a second transcription, see notes).
EQUIANALGESIC_MG = {
    "morphine_oral": 30.0,
    "morphine_parenteral": 10.0,
    "hydromorphone_oral": 7.5,
    "hydromorphone_parenteral": 1.5,
    "oxycodone_oral": 20.0,
    "hydrocodone_oral": 30.0,
    "oxymorphone_oral": 10.0,
    "oxymorphone_parenteral": 1.0,
    "meperidine_oral": 300.0,
    "meperidine_parenteral": 100.0,
    "fentanyl_parenteral": 0.1,
    "tapentadol_oral": 100.0,
}

# CDC 2022 MME per mg (oral) for the choices it covers; the others are outside that table.
MME_FACTOR_CDC_2022 = {f"{drug}_oral": CDC_2022_MME_FACTORS[drug] for drug in (
    "morphine", "oxycodone", "hydrocodone", "hydromorphone", "oxymorphone", "codeine",
    "tramadol", "tapentadol")}

_LABELS = {
    "morphine_oral": ("Morphine (oral)", ("morphine po", "morphine oral", "oral morphine")),
    "morphine_parenteral": ("Morphine (parenteral)",
                            ("morphine iv", "morphine (iv)", "morphine iv/sc", "morphine sc",
                             "morphine im", "iv morphine", "morphine parenteral")),
    "hydromorphone_oral": ("HYDROmorphone (oral)",
                           ("hydromorphone po", "hydromorphone oral", "dilaudid po",
                            "oral hydromorphone")),
    "hydromorphone_parenteral": ("HYDROmorphone (parenteral)",
                                 ("hydromorphone iv", "hydromorphone (iv)", "hydromorphone sc",
                                  "hydromorphone iv/sc", "dilaudid iv", "iv hydromorphone",
                                  "hydromorphone parenteral")),
    "oxycodone_oral": ("OxyCODONE (oral)", ("oxycodone", "oxycodone po", "oxycodone oral",
                                            "oral oxycodone")),
    "hydrocodone_oral": ("HYDROcodone (oral)", ("hydrocodone", "hydrocodone po",
                                                "hydrocodone oral")),
    "oxymorphone_oral": ("OxyMORphone (oral)", ("oxymorphone po", "oxymorphone oral")),
    "oxymorphone_parenteral": ("OxyMORphone (parenteral)", ("oxymorphone iv",
                                                            "oxymorphone parenteral")),
    "meperidine_oral": ("Meperidine (oral)", ("meperidine po", "pethidine oral")),
    "meperidine_parenteral": ("Meperidine (parenteral)", ("meperidine iv", "pethidine iv",
                                                          "pethidine parenteral")),
    "fentanyl_parenteral": ("FentaNYL (parenteral)", ("fentanyl iv", "fentanyl (iv)",
                                                      "iv fentanyl", "fentanyl parenteral")),
    "tapentadol_oral": ("Tapentadol (oral)", ("tapentadol", "tapentadol po")),
    "codeine_oral": ("Codeine (oral)", ("codeine", "codeine po")),
    "tramadol_oral": ("TraMADol (oral)", ("tramadol", "tramadol po")),
}


def _opioid(name, description, labels):
    return Category(name=name, description=description, labels=labels, choices=tuple(
        Choice(key, label, aliases=aliases) for key, (label, aliases) in _LABELS.items()))


def _lookup(table, drug):
    if type(drug) is str:
        return table.get(drug, float("nan"))
    import numpy as np

    return np.vectorize(lambda d: table.get(d, float("nan")), otypes=[float])(drug)


def _reduced(equianalgesic, reduction):
    return equianalgesic * (1.0 - reduction / 100.0)


def equianalgesic_table(from_opioid, daily_dose, to_opioid, cross_tolerance_reduction):
    from_mg = _lookup(EQUIANALGESIC_MG, from_opioid)
    to_mg = _lookup(EQUIANALGESIC_MG, to_opioid)
    outside = (from_mg != from_mg) | (to_mg != to_mg)  # NaN: not in this table
    if any_true(outside):
        raise NotApplicable("codeine and tramadol are not in the default equianalgesic table "
                            "(its sources disagree on codeine; tramadol is not listed); use "
                            "variant cdc_2022_mme for oral codeine or tramadol",
                            ("from_opioid", "to_opioid"))
    equianalgesic = daily_dose * to_mg / from_mg
    # Oral morphine equivalent: 30 mg oral morphine per equianalgesic unit of the source drug.
    return {"value": _reduced(equianalgesic, cross_tolerance_reduction),
            "equianalgesic_dose_mg": equianalgesic,
            "oral_morphine_equivalent_mg": daily_dose * 30.0 / from_mg,
            "from_equianalgesic_mg": from_mg, "to_equianalgesic_mg": to_mg}


def cdc_2022_mme(from_opioid, daily_dose, to_opioid, cross_tolerance_reduction):
    from_factor = _lookup(MME_FACTOR_CDC_2022, from_opioid)
    to_factor = _lookup(MME_FACTOR_CDC_2022, to_opioid)
    outside = (from_factor != from_factor) | (to_factor != to_factor)
    if any_true(outside):
        raise NotApplicable("the CDC 2022 MME table has oral factors only (morphine, oxycodone, "
                            "hydrocodone, hydromorphone, oxymorphone, codeine, tramadol, "
                            "tapentadol); parenteral opioids, meperidine and fentanyl are "
                            "outside it", ("from_opioid", "to_opioid"))
    mme = daily_dose * from_factor
    equianalgesic = mme / to_factor
    return {"value": _reduced(equianalgesic, cross_tolerance_reduction),
            "equianalgesic_dose_mg": equianalgesic, "mme": mme,
            "from_mme_factor": from_factor, "to_mme_factor": to_factor}


CALCULATOR = Calculator(
    id="opiate_conversion",
    name="Opiate Conversion Calculator",
    aliases=["Opioid conversion calculator", "Equianalgesic dose calculator",
             "Opiate conversion", "Opioid rotation calculator"],
    specialty="general_other",
    description=("Approximate equianalgesic dose when switching between opioids or routes "
                 "(e.g. IV hydromorphone to oral oxycodone), optionally reduced for incomplete "
                 "cross-tolerance."),
    keywords=["opioid rotation", "equianalgesic", "morphine equivalent", "hydromorphone",
              "oxycodone", "IV to PO conversion", "palliative care",
              "switch from one opioid to another", "equivalent dose new opioid",
              "IV to oral opioid conversion", "opioid rotation dose",
              "convert hydromorphone to oxycodone", "cross-tolerance dose reduction"],
    features=[
        _opioid("from_opioid", "The opioid and route the patient receives now",
                ("Converting from", "Current opioid")),
        Quantity(name="daily_dose", unit="mg", range=(0.001, 10000.0), units=("mg", "g", "µg"),
                 labels=("Total daily drug dosage (mg)", "Total daily drug dosage",
                         "Total daily dose"),
                 description="Total dose of the current opioid over the period to convert "
                             "(usually 24 h); the result is for the same period"),
        _opioid("to_opioid", "The opioid and route to convert to",
                ("Converting to", "Target opioid")),
        Quantity(name="cross_tolerance_reduction", unit="%", units=("%",), range=(0.0, 75.0),
                 required=False, default=0.0,
                 labels=("Dose reduction for incomplete cross-tolerance",
                         "Cross-tolerance reduction"),
                 description="Percentage by which to reduce the calculated equianalgesic dose "
                             "for incomplete cross-tolerance (sources advise 25-50% when "
                             "changing drug; 0 gives the table equivalent)"),
    ],
    versions=[
        Version("ppm_2018", dt.date(2018, 2, 1), PPM_TABLE, equianalgesic_table,
                variant="equianalgesic_table",
                notes="Target dose = dose x (target equianalgesic dose / current equianalgesic "
                      "dose). Equianalgesic doses (mg), parenteral / oral: morphine 10 / 30; "
                      "hydromorphone 1.5 / 7.5; oxymorphone 1 / 10; meperidine 100 / 300; "
                      "fentanyl 0.1 / -; oxycodone - / 20; hydrocodone - / 30; tapentadol - / "
                      "100."),
        Version("cdc_2022", dt.date(2022, 11, 4), CDC_2022, cdc_2022_mme,
                variant="cdc_2022_mme",
                notes="Target dose = dose x (MME factor of current opioid / MME factor of "
                      "target opioid), oral only: morphine 1, oxycodone 1.5, hydrocodone 1, "
                      "hydromorphone 5, oxymorphone 3, codeine 0.15, tramadol 0.2, tapentadol "
                      "0.4 (the factors of mme_calculator). Methadone and transdermal fentanyl "
                      "are not converted."),
    ],
    variants=[
        Variant("equianalgesic_table",
                "Classic equianalgesic table (morphine 10 mg parenteral = 30 mg oral; APS-style "
                "values as in the Practical Pain Management opioid calculator), parenteral and "
                "oral routes",
                PPM_TABLE),
        Variant("cdc_2022_mme",
                "Ratio of CDC 2022 MME conversion factors (oral opioids only); CDC states the "
                "factors are for estimating total exposure, not for dose conversion",
                CDC_2022),
    ],
    default_version="ppm_2018",
    output=Output(unit="mg", decimals=1, range=(0, float("inf")),
                  description="Equivalent dose of the target opioid for the same period, after "
                              "the cross-tolerance reduction entered"),
    references=[PPM_TABLE, APS_TRANSCRIPTION, FAST_FACT_36, CDC_2022, MCPHERSON_2018],
    notes=("Provenance of the default table (ppm_2018): read from the Practical Pain Management"
           " 'Conversion Data and Methods' table (Perkins; Fudin/Gudin 2018) and checked number"
           " by number against independent transcriptions: morphine 10/30 and hydromorphone "
           "1.5/7.5 (Fast Facts #36; MPOG's APS-sourced table), oxycodone 20 oral (MPOG APS; "
           "Fast Facts gives 20-30), hydrocodone 30 oral (Fast Facts; MPOG/CDC), oxymorphone 10"
           " oral (MPOG APS), meperidine 300 oral (MPOG APS), fentanyl 0.1 parenteral (MPOG APS"
           " IV table); oxymorphone 1 and meperidine 100 parenteral and tapentadol 100 oral "
           "agree with an open ICU data pipeline's table. Codeine is left out of the default "
           "table (its transcriptions disagree on the oral dose) and tramadol is not in it: "
           "both convert only under the cdc_2022_mme variant. Sources agree that the new opioid"
           " should start 25-50% below the calculated equivalent when the drug changes "
           "(incomplete cross-tolerance; Fast Facts #36; the PPM table's footnote: halve it); "
           "the reduction is an explicit input, 0 by default, so the value is the table "
           "equivalent. Not for methadone or transdermal fentanyl, whose conversions are "
           "non-linear or product-specific. MDCalc differs: its recorded answer for 2 mg "
           "parenteral hydromorphone is 20 mg oral oxycodone (ratio 1:10), where this table "
           "gives 26.7 mg (1:13.3); MDCalc's table could not be established (a 1:10 ratio "
           "corresponds to tables listing oxycodone 15 mg oral against hydromorphone 1.5 mg "
           "parenteral), so no MDCalc variant is offered. Equianalgesic tables are "
           "approximations with wide inter-individual variation."),
)
