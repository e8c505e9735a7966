"""Estimated peak serum concentration of ethanol or a toxic alcohol (methanol, ethylene glycol,
isopropanol) from the amount ingested: one-compartment (Widmark-type) estimate
C = dose / (Vd x weight), dose = volume x fraction x density."""

import datetime as dt

from medcalc.core import (Calculator, Category, Choice, Output, Quantity, Reference, Variant,
                          Version)
from medcalc.core.common import weight
from medcalc.core.vector import where

WIDMARK_1932 = Reference(
    "Widmark EMP. Die theoretischen Grundlagen und die praktische Verwendbarkeit der "
    "gerichtlich-medizinischen Alkoholbestimmung. Berlin: Urban & Schwarzenberg; 1932 (English "
    "translation: Principles and Applications of Medicolegal Alcohol Determination. Davis, CA: "
    "Biomedical Publications; 1981): the amount absorbed = concentration x body weight x "
    "distribution factor, i.e. C = dose / (Vd x weight).")
ROSEN_1992 = Reference(
    "Rosen P, et al., eds. Emergency Medicine: Concepts and Clinical Practice. 3rd "
    "ed. St. Louis, MO: Mosby; 1992:2521 (blood ethanol, mg/dL = volume ingested (mL) x proof x "
    "1.463 / weight (lb); as transcribed by eMedicineHealth's Blood Alcohol Concentration "
    "Estimation tool). Used here as an independent check of the ethanol constants.",
    url="http://www.emedicinehealth.com/etools/blood-alcohol-concentration-estimation.asp")
KRAUT_KURTZ_2008 = Reference(
    "Kraut JA, Kurtz I. Toxic alcohol ingestions: clinical features, diagnosis, and management. "
    "Clin J Am Soc Nephrol. 2008;3(1):208-225 (Table 3: volumes of distribution of the alcohols, "
    "about 0.5-0.8 L/kg: methanol 0.6-0.7, ethylene glycol 0.5-0.8).",
    doi="10.2215/CJN.03220807")
CRC_DENSITY = Reference(
    "Physical constants of organic compounds as tabulated in chemistry handbooks (e.g. Haynes "
    "WM, ed. CRC Handbook of Chemistry and Physics. 97th ed. Boca Raton, FL: CRC Press; 2016): "
    "densities near 20 C used here, ethanol 0.7893, methanol 0.7914, ethane-1,2-diol 1.1135, "
    "propan-2-ol 0.7855 g/mL; molar masses 46.07, 32.04, 62.07, 60.10 g/mol.")
AACT_EG_1999 = Reference(
    "Barceloux DG, Krenzelok EP, Olson K, Watson W. American Academy of Clinical Toxicology "
    "practice guidelines on the treatment of ethylene glycol poisoning. J Toxicol Clin Toxicol. "
    "1999;37(5):537-560 (antidote when the plasma ethylene glycol concentration is > 20 mg/dL).",
    doi="10.1081/clt-100102445")
AACT_METHANOL_2002 = Reference(
    "Barceloux DG, Bond GR, Krenzelok EP, Cooper H, Vale JA. American Academy of Clinical "
    "Toxicology practice guidelines on the treatment of methanol poisoning. J Toxicol Clin "
    "Toxicol. 2002;40(4):415-446 (antidote when the plasma methanol concentration is > 20 "
    "mg/dL).", doi="10.1081/clt-120006745")
MDCALC = Reference(
    "MDCalc. Estimated Ethanol (and Toxic Alcohol) Serum Concentration Based on Ingestion. "
    "Output recorded in MedMCP-Calc (SPIRAL-MED, MIT) dev task medmcp-calc_082_70c18f58: 176 lb, "
    "50%, 100 mL, ethylene glycol -> 104 mg/dL (16.8 mmol/L), dose of ethylene glycol 50 g: fits "
    "dose = volume x fraction (no density) and Vd 0.6 L/kg.")

VD_L_PER_KG = 0.6  # distribution in total body water (~60% of body weight)

# Densities (g/mL, about 20 C) and molar masses (g/mol): handbook physical constants.
ETHANOL, METHANOL, ETHYLENE_GLYCOL, ISOPROPANOL = 1, 2, 3, 4
DENSITY = {ETHANOL: 0.7893, METHANOL: 0.7914, ETHYLENE_GLYCOL: 1.1135, ISOPROPANOL: 0.7855}
MOLAR_MASS = {ETHANOL: 46.07, METHANOL: 32.04, ETHYLENE_GLYCOL: 62.07, ISOPROPANOL: 60.10}
TOXIC_THRESHOLD_MG_DL = 20.0  # AACT: antidote for methanol or ethylene glycol > 20 mg/dL

ALCOHOL = Category(
    name="alcohol_type", description="Alcohol ingested",
    labels=("Type of alcohol", "Alcohol", "Alcohol type"),
    choices=(
        Choice("ethanol", "Ethanol", ETHANOL, aliases=("Ethyl alcohol", "EtOH")),
        Choice("methanol", "Methanol", METHANOL, aliases=("Methyl alcohol", "Wood alcohol",
                                                          "MeOH")),
        Choice("ethylene_glycol", "Ethylene glycol", ETHYLENE_GLYCOL,
               aliases=("EG", "Antifreeze (ethylene glycol)")),
        Choice("isopropanol", "Isopropanol", ISOPROPANOL,
               aliases=("Isopropyl alcohol", "Isopropyl alcohol (rubbing alcohol)", "IPA")),
    ))

FEATURES = [
    weight(labels=("Weight", "Patient weight", "Body weight")),
    Quantity(name="alcohol_percent", unit="%", units=("%",), range=(0.0, 100.0),
             labels=("% alcohol", "Percent alcohol", "Alcohol percentage",
                     "Alcohol by volume", "Concentration of alcohol"),
             description="Strength of the liquid ingested: percent alcohol by volume (ABV; "
                         "proof / 2), e.g. 40 for 80-proof spirits, 95-100 for antifreeze "
                         "concentrate"),
    Quantity(name="amount_ingested", unit="mL", units=("mL", "L"), range=(0.0, 5000.0),
             labels=("Amount ingested", "Volume ingested", "Volume"),
             description="Volume of the liquid ingested (the whole product, not the pure "
                         "alcohol)"),
    ALCOHOL,
    Quantity(name="volume_of_distribution", unit="L/kg", units=("L/kg",), range=(0.3, 1.0),
             required=False, default=None,
             description="Apparent volume of distribution (L/kg), when stated; otherwise "
                         "0.6 L/kg (total body water)"),
]


def _select(code, table):
    return where(code == ETHANOL, table[ETHANOL],
                 where(code == METHANOL, table[METHANOL],
                       where(code == ETHYLENE_GLYCOL, table[ETHYLENE_GLYCOL],
                             table[ISOPROPANOL])))


def _estimate(weight, alcohol_percent, amount_ingested, alcohol_type, volume_of_distribution,
              density):
    vd = (VD_L_PER_KG if volume_of_distribution is None
          else where(volume_of_distribution != volume_of_distribution, VD_L_PER_KG,
                     volume_of_distribution))
    dose_g = amount_ingested * (alcohol_percent / 100.0) * density
    # mg/dL = dose (mg) / (Vd (L/kg) x weight (kg) x 10 dL/L)
    concentration = dose_g * 1000.0 / (vd * weight * 10.0)
    molar_mass = _select(alcohol_type, MOLAR_MASS)
    return {"value": concentration, "dose_g": dose_g, "density_g_per_ml": density,
            "volume_of_distribution_l_per_kg": vd, "distribution_volume_l": vd * weight,
            "concentration_mmol_l": concentration * 10.0 / molar_mass,
            "molar_mass_g_per_mol": molar_mass}


def with_density(weight, alcohol_percent, amount_ingested, alcohol_type, volume_of_distribution):
    return _estimate(weight, alcohol_percent, amount_ingested, alcohol_type,
                     volume_of_distribution, _select(alcohol_type, DENSITY))


def mdcalc_no_density(weight, alcohol_percent, amount_ingested, alcohol_type,
                      volume_of_distribution):
    return _estimate(weight, alcohol_percent, amount_ingested, alcohol_type,
                     volume_of_distribution, 1.0)


def interpret(value, breakdown):
    mmol = breakdown.get("concentration_mmol_l")
    text = f"Estimated peak serum concentration {value:.0f} mg/dL ({mmol:.1f} mmol/L)"
    molar_mass = breakdown.get("molar_mass_g_per_mol")
    if molar_mass in (MOLAR_MASS[METHANOL], MOLAR_MASS[ETHYLENE_GLYCOL]):
        name = "methanol" if molar_mass == MOLAR_MASS[METHANOL] else "ethylene glycol"
        if value > TOXIC_THRESHOLD_MG_DL:
            return (f"{text}: above the {TOXIC_THRESHOLD_MG_DL:.0f} mg/dL {name} concentration "
                    "at which AACT guidelines recommend an antidote (fomepizole or ethanol); "
                    "an estimate assuming complete absorption and no elimination, not a "
                    "substitute for a measured level.")
        return (f"{text}: not above the {TOXIC_THRESHOLD_MG_DL:.0f} mg/dL {name} antidote "
                "threshold (AACT); an estimate assuming complete absorption and no "
                "elimination.")
    return (f"{text}; an estimate assuming complete absorption and no elimination (the "
            "peak, before metabolism).")


NOTES = (
    "Rule: one-compartment (Widmark-type) estimate of the peak serum concentration, assuming "
    "complete absorption and no elimination: dose (g) = volume ingested (mL) x percent/100 x "
    "density (g/mL); concentration (mg/dL) = dose (mg) / (Vd (L/kg) x weight (kg) x 10 dL/L); "
    "mmol/L = mg/dL x 10 / molar mass. Constants: densities near 20 C and molar masses "
    "(handbook physical constants: ethanol 0.7893 g/mL, 46.07 g/mol; methanol 0.7914, 32.04; ethylene glycol "
    "1.1135, 62.07; isopropanol 0.7855, 60.10); Vd 0.6 L/kg for every alcohol (distribution in "
    "total body water; within the ranges of Kraut & Kurtz 2008 Table 3 for methanol and "
    "ethylene glycol; a stated volume_of_distribution replaces it, e.g. 0.7 for methanol or a "
    "sex-specific Widmark factor for ethanol). Independent check (ethanol): Rosen's Emergency "
    "Medicine (3rd ed. 1992) prints BAC (mg/dL) = mL x proof x 1.463 / weight (lb); with "
    "density 0.7893 and Vd 0.6 our factor is 0.7893 x 1000 x 2.20462 / (0.6 x 10 x 2 x 100) "
    "= 1.450, within 1% of 1.463. MDCalc differs: its recorded answer (176 lb, 100 mL of 50% "
    "ethylene glycol -> dose 50 g, 104 mg/dL, 16.8 mmol/L) applies the percentage as grams per "
    "100 mL, i.e. no density (100 mL of 50% v/v ethylene glycol contains 55.7 g, which gives "
    "116 mg/dL here); choose variant='mdcalc_no_density' to reproduce MDCalc. The MDCalc "
    "variant is confirmed by that one ethylene glycol answer only; that MDCalc also uses Vd "
    "0.6 L/kg and no density for ethanol, methanol and isopropanol is an assumption. "
    "Interpretation: AACT guidelines recommend an antidote at a methanol or ethylene glycol "
    "concentration > 20 mg/dL (MDCalc's text says >= 20). The estimate ignores absorption "
    "time, first-pass metabolism and elimination (ethanol about 15-20 mg/dL/h), so it is an "
    "upper bound for the peak, not a measured level.")

CALCULATOR = Calculator(
    id="estimated_ethanol_concentration",
    name="Estimated Ethanol (and Toxic Alcohol) Serum Concentration Based on Ingestion",
    aliases=["Estimated ethanol concentration",
             "Toxic alcohol concentration from ingestion",
             "Estimated serum alcohol level"],
    specialty="emergency_trauma",
    description=("Peak serum concentration of ethanol, methanol, ethylene glycol or "
                 "isopropanol from the volume and strength ingested and body weight: dose "
                 "(volume x fraction x density) / (Vd 0.6 L/kg x weight), in mg/dL."),
    keywords=["toxic alcohol", "ethanol", "methanol", "ethylene glycol", "isopropanol", "ingestion",
              "Widmark", "blood alcohol", "serum alcohol level", "antifreeze",
              "expected blood alcohol from drinks", "blood level after drinking a volume",
              "peak alcohol level from amount ingested", "predicted toxic alcohol level",
              "how drunk after this much alcohol", "serum level from antifreeze ingestion volume"],
    features=FEATURES,
    versions=[
        Version("widmark_density_vd_0_6", dt.date(1932, 1, 1), WIDMARK_1932, with_density,
                variant="density",
                notes="dose = mL x %/100 x density of the alcohol (about 20 C); C (mg/dL) = "
                      "dose (mg) / (0.6 L/kg x kg x 10)."),
        Version("mdcalc_no_density", dt.date(1932, 1, 1), MDCALC, mdcalc_no_density,
                variant="mdcalc_no_density",
                notes="MDCalc's convention as recorded: dose (g) = mL x %/100 (no density); C "
                      "(mg/dL) = dose (mg) / (0.6 L/kg x kg x 10). Dated with the rule it "
                      "parameterises (a variant is never chosen by date)."),
    ],
    variants=[
        Variant("density", "Dose from the alcohol's density (handbook value): the default.",
                CRC_DENSITY),
        Variant("mdcalc_no_density", "MDCalc: the percentage is applied as g per 100 mL, "
                "with no density (ethylene glycol doses 10% lower, ethanol, methanol and "
                "isopropanol doses 27% higher than with the density).", MDCALC),
    ],
    default_version="widmark_density_vd_0_6",
    output=Output(unit="mg/dL", decimals=0, range=(0, float("inf")),
                  description="Estimated peak serum concentration of the alcohol (mg/dL)"),
    interpret=interpret,
    references=[WIDMARK_1932, CRC_DENSITY, KRAUT_KURTZ_2008, ROSEN_1992, AACT_EG_1999,
                AACT_METHANOL_2002, MDCALC],
    notes=NOTES,
)
