"""Fosphenytoin (or phenytoin) loading dose to raise the serum phenytoin concentration to a
target: Vd x weight x (desired - current) / S, in mg phenytoin sodium equivalents (PE)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Variant, Version
from medcalc.core.common import weight

WINTER_2010 = Reference(
    "Winter ME. Basic Clinical Pharmacokinetics. 5th ed. Philadelphia: Lippincott Williams & "
    "Wilkins; 2010. Chapter 'Phenytoin' (loading dose = V x (Cdesired - Cinitial) / (S x F); "
    "V 0.65-0.7 L/kg; S 0.92 for phenytoin sodium; fosphenytoin doses expressed as phenytoin "
    "sodium equivalents).")
CEREBYX_LABEL = Reference(
    "CEREBYX (fosphenytoin sodium injection) prescribing information, Pfizer: doses, "
    "concentrations and infusion rates are expressed as phenytoin sodium equivalents (PE); "
    "fosphenytoin 1.5 mg = 1 mg PE.")
NHS_GGC = Reference(
    "NHS Greater Glasgow and Clyde Medicines. Guideline for phenytoin dose calculations: "
    "'top-up' loading dose of phenytoin sodium (mg) = (20 - measured concentration (mg/L)) x "
    "0.7 x weight (kg).",
    url="http://handbook.ggcmedicines.org.uk/guidelines/central-nervous-system/guideline-for-phenytoin-dose-calculations/")
MDCALC = Reference("MDCalc. Fosphenytoin Load (and Phenytoin Load).")

VD_L_PER_KG = 0.7  # apparent volume of distribution of phenytoin, L/kg
SALT_FACTOR = 0.92  # fraction of phenytoin (free acid) in phenytoin sodium; PE are Na-salt mg

VARIANTS = [
    Variant("salt_corrected",
            "Vd 0.7 L/kg, dose divided by the salt factor S = 0.92 (Winter; MDCalc)",
            WINTER_2010),
    Variant("no_salt_factor",
            "Vd 0.7 L/kg, no salt factor: (desired - current) x 0.7 x weight, as in UK 'top-up' "
            "guidelines (NHS GGC)", NHS_GGC),
]


def load_salt_corrected(desired_concentration, current_concentration, weight):
    acid = VD_L_PER_KG * weight * (desired_concentration - current_concentration)
    return {"value": acid / SALT_FACTOR, "phenytoin_acid_mg": acid,
            "volume_of_distribution_l": VD_L_PER_KG * weight,
            "fosphenytoin_sodium_mg": acid / SALT_FACTOR * 1.5}


def load_no_salt(desired_concentration, current_concentration, weight):
    dose = VD_L_PER_KG * weight * (desired_concentration - current_concentration)
    return {"value": dose, "volume_of_distribution_l": VD_L_PER_KG * weight,
            "fosphenytoin_sodium_mg": dose * 1.5}


def interpret(dose):
    return (f"loading dose {dose:.1f} mg PE (phenytoin sodium equivalents) of fosphenytoin, the "
            "same number of mg as phenytoin sodium")


CALCULATOR = Calculator(
    id="fosphenytoin_load",
    name="Fosphenytoin Load",
    aliases=["Fosphenytoin loading dose", "Phenytoin load", "Phenytoin loading dose",
             "Phenytoin top-up dose", "Fosphenytoin Load (and Phenytoin Load)"],
    specialty="neurology",
    description=("Loading dose (mg PE) of fosphenytoin or phenytoin sodium to raise the serum "
                 "phenytoin concentration from its current to a desired level: 0.7 L/kg x "
                 "weight x (desired - current) / 0.92."),
    keywords=["phenytoin", "fosphenytoin", "loading dose", "status epilepticus", "seizure",
              "antiepileptic dosing", "therapeutic drug monitoring",
              "IV antiseizure loading dose by weight", "boost low phenytoin level",
              "status epilepticus loading dose", "mg PE fosphenytoin dose",
              "raise phenytoin level to target", "seizure drug load by weight",
              "phenytoin top up after subtherapeutic level"],
    features=[
        Quantity(name="desired_concentration", unit="mg/L", units=("mg/L", "ug/mL"),
                 range=(1.0, 40.0), labels=("Desired Concentration", "Desired concentration",
                                            "Target concentration"),
                 description="Desired (target) total serum phenytoin concentration (usually "
                             "10-20 mg/L)"),
        Quantity(name="current_concentration", unit="mg/L", units=("mg/L", "ug/mL"),
                 range=(0.0, 60.0), labels=("Actual Concentration", "Actual concentration",
                                            "Current concentration", "Measured concentration"),
                 description="Current (measured) total serum phenytoin concentration; 0 if "
                             "the patient takes none"),
        weight(description="Body weight", range=(1.0, 300.0), labels=("Weight",)),
    ],
    versions=[
        Version("winter_salt_corrected", dt.date(2010, 1, 1), WINTER_2010, load_salt_corrected,
                variant="salt_corrected",
                notes="Dose (mg PE) = 0.7 x weight x (desired - current) / 0.92."),
        Version("no_salt_factor", dt.date(2010, 1, 1), NHS_GGC, load_no_salt,
                variant="no_salt_factor",
                notes="Dose (mg phenytoin sodium / PE) = 0.7 x weight x (desired - current)."),
    ],
    default_version="winter_salt_corrected",
    variants=VARIANTS,
    preconditions=[Precondition(
        lambda desired_concentration, current_concentration:
            desired_concentration > current_concentration,
        "the desired concentration must be above the current one (otherwise no load is "
        "needed)")],
    output=Output(kind="number", unit="mg PE", decimals=1, range=(0, float("inf"))),
    interpret=interpret,
    references=[WINTER_2010, CEREBYX_LABEL, NHS_GGC, MDCALC],
    notes=("Pharmacokinetic loading dose: the amount of phenytoin (free acid) needed is "
           "Vd x (desired - current), Vd = 0.7 L/kg x weight; divided by the salt factor 0.92 "
           "it becomes mg of phenytoin sodium, which is the unit of fosphenytoin doses (mg PE). "
           "This default (Winter's textbook method) is MDCalc's: 50 kg, 0 -> 15 mg/L gives "
           "570.7 mg PE. The 'no_salt_factor' variant is the UK top-up rule (NHS GGC: "
           "(20 - level) x 0.7 x weight) without the salt factor, 8% lower. The breakdown also "
           "gives the mass of fosphenytoin sodium (1.5 mg per mg PE) for orientation; "
           "prescribe fosphenytoin in mg PE. The concentration is the total level; correct it "
           "for hypoalbuminaemia or renal failure (Winter-Tozer) before use. A desired level "
           "not above the current one is outside the domain (NA not_applicable): no load is "
           "needed."),
)
