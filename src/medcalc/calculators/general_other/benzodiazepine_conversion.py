"""Benzodiazepine conversion through diazepam equivalents (Ashton Manual, 2002; revised 2012)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Quantity, Reference, Version

ASHTON_2002 = Reference(
    "Ashton CH. Benzodiazepines: How They Work and How to Withdraw (The Ashton Manual). "
    "Newcastle upon Tyne: University of Newcastle; 2002 (supplement revised 2012), Table 1: "
    "approximate equivalent oral doses.", url="https://www.benzo.org.uk/manual/")
MDCALC = Reference("MDCalc. Benzodiazepine Conversion Calculator.",
                   url="https://www.mdcalc.com/calc/10200/benzodiazepine-conversion-calculator")

# Oral dose (mg) approximately equivalent to diazepam 10 mg (Ashton Table 1); drugs for which the
# manual gives a range (bromazepam, estazolam, flurazepam, ketazolam, loprazolam, lormetazepam,
# prazepam) are left out rather than picking a point in the range.
EQUIVALENT_TO_DIAZEPAM_10 = (
    ("alprazolam", "Alprazolam (Xanax)", 0.5, ("Xanax",)),
    ("chlordiazepoxide", "Chlordiazepoxide (Librium)", 25.0, ("Librium",)),
    ("clobazam", "Clobazam (Frisium, Onfi)", 20.0, ("Frisium", "Onfi")),
    ("clonazepam", "Clonazepam (Klonopin, Rivotril)", 0.5, ("Klonopin", "Rivotril")),
    ("clorazepate", "Clorazepate (Tranxene)", 15.0, ("Tranxene",)),
    ("diazepam", "Diazepam (Valium)", 10.0, ("Valium",)),
    ("flunitrazepam", "Flunitrazepam (Rohypnol)", 1.0, ("Rohypnol",)),
    ("halazepam", "Halazepam (Paxipam)", 40.0, ("Paxipam",)),
    ("lorazepam", "Lorazepam (Ativan)", 1.0, ("Ativan",)),
    ("medazepam", "Medazepam (Nobrium)", 10.0, ("Nobrium",)),
    ("nitrazepam", "Nitrazepam (Mogadon)", 10.0, ("Mogadon",)),
    ("nordazepam", "Nordazepam (Nordaz, Calmday)", 10.0, ("Nordaz", "Calmday")),
    ("oxazepam", "Oxazepam (Serax, Serenid)", 20.0, ("Serax", "Serenid")),
    ("quazepam", "Quazepam (Doral)", 20.0, ("Doral",)),
    ("temazepam", "Temazepam (Restoril)", 20.0, ("Restoril",)),
    ("triazolam", "Triazolam (Halcion)", 0.5, ("Halcion",)),
)


def _drug(name, labels, description):
    return Category(name=name, labels=labels, description=description,
                    choices=tuple(Choice(key, label, eq, aliases=(key.capitalize(), *aliases))
                                  for key, label, eq, aliases in EQUIVALENT_TO_DIAZEPAM_10))


FROM_DRUG = _drug("from_drug", ("Converting from", "Current benzodiazepine"),
                  "Benzodiazepine the patient takes now")
TO_DRUG = _drug("to_drug", ("Converting to", "New benzodiazepine"),
                "Benzodiazepine to convert to")
DOSE = Quantity(name="dose", unit="mg", units=("mg", "mcg", "g"), range=(0.01, 2000.0),
                labels=("Total daily drug dosage (mg)", "Total daily dose", "Dose"),
                description="Total daily dose of the current benzodiazepine")


def convert(from_drug, dose, to_drug):
    diazepam = dose * 10.0 / from_drug
    return {"value": diazepam * to_drug / 10.0, "diazepam_equivalent_mg": diazepam}


def interpret(value, breakdown):
    d = (breakdown or {}).get("diazepam_equivalent_mg", 0)
    return (f"about {value:.2f} mg/day of the new drug (diazepam equivalent {d:.1f} mg/day). "
            "Equivalences are approximate; reduce and titrate when switching, and taper "
            "gradually when withdrawing")


CALCULATOR = Calculator(
    id="benzodiazepine_conversion",
    name="Benzodiazepine Conversion Calculator",
    aliases=["Benzodiazepine conversion", "Benzodiazepine equivalence", "Diazepam equivalent",
             "Benzo conversion calculator"],
    specialty="general_other",
    description=("Approximately equivalent daily dose of another benzodiazepine, through "
                 "diazepam equivalents (Ashton Manual table)."),
    keywords=["benzodiazepine switch", "diazepam equivalent", "benzodiazepine taper",
              "lorazepam to diazepam", "alprazolam conversion", "withdrawal", "sedative",
              "switch between benzodiazepines", "equivalent benzodiazepine dose",
              "convert lorazepam to diazepam", "benzodiazepine tapering dose",
              "diazepam equivalent dose", "alprazolam to clonazepam conversion",
              "benzodiazepine withdrawal taper plan"],
    features=[FROM_DRUG, DOSE, TO_DRUG],
    versions=[Version("ashton_2002", dt.date(2002, 8, 1), ASHTON_2002, convert,
                      notes="new dose = dose x (10 / eq_from) x (eq_to / 10), eq = oral dose "
                            "equivalent to diazepam 10 mg.")],
    output=Output(kind="number", unit="mg", decimals=2, range=(0, float("inf"))),
    interpret=interpret,
    references=[ASHTON_2002, MDCALC],
    notes=("Oral equivalences to diazepam 10 mg from the Ashton Manual (Table 1): alprazolam "
           "0.5, chlordiazepoxide 25, clobazam 20, clonazepam 0.5, clorazepate 15, flunitrazepam "
           "1, halazepam 40, lorazepam 1, medazepam 10, nitrazepam 10, nordazepam 10, oxazepam "
           "20, quazepam 20, temazepam 20, triazolam 0.5 mg. Drugs the manual lists with a range "
           "are not offered. Other equivalence tables (MDCalc's was not checked against this "
           "one) use different ratios for some drugs; the values here are Ashton's. No "
           "MedMCP-Calc dev answer exists for this calculator."),
)
