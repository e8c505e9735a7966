"""Body-surface-area based dose: dose (mg) = dose per m² x BSA (Mosteller or Du Bois)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Quantity, Reference, Version
from medcalc.core.common import height, weight
from medcalc.core.vector import where
from medcalc.formulas.anthropometry import body_surface_area_mosteller

MOSTELLER_1987 = Reference(
    "Mosteller RD. Simplified calculation of body-surface area. N Engl J Med. 1987;317(17):1098.",
    doi="10.1056/NEJM198710223171717")
DU_BOIS_1916 = Reference(
    "Du Bois D, Du Bois EF. A formula to estimate the approximate surface area if height and "
    "weight be known. Arch Intern Med. 1916;17(6_2):863-871.",
    doi="10.1001/archinte.1916.00080130010002")
MDCALC = Reference("MDCalc. Body Surface Area Based Dosing.",
                   url="https://www.mdcalc.com/calc/10324/body-surface-area-based-dosing")

DOSE_PER_M2 = Quantity(
    name="dose_per_m2", unit="mg/m2", units=("mg/m2", "g/m2", "mcg/m2"), range=(0.0001, 100000.0),
    labels=("BSA Based Dose", "Dose per m2", "Dose per BSA"),
    description="Prescribed dose per square metre of body surface area (e.g. 175 mg/m²)")
FORMULA = Category(
    name="bsa_formula", required=False, default="mosteller",
    labels=("Select either", "BSA formula"),
    description="BSA formula: Mosteller (default) or Du Bois",
    choices=(Choice("mosteller", "Mosteller", aliases=("Mosteller formula",
                                                       "Mosteller (1987)")),
             Choice("du_bois", "Du Bois", aliases=("DuBois", "Du Bois formula",
                                                  "DuBois formula", "Du Bois and Du Bois"))))
DOSE_UNIT = Category(
    name="dose_unit", required=False, default=1.0, labels=("Desired dose unit",),
    description="Unit to display the dose in (the value is always in mg; the breakdown gives "
                "the dose in this unit)",
    choices=(Choice("mg", "mg", 1.0, aliases=("milligrams",)),
             Choice("g", "g", 0.001, aliases=("grams",)),
             Choice("mcg", "mcg", 1000.0, aliases=("µg", "ug", "micrograms"))))


def bsa_du_bois(weight, height):
    return 0.007184 * weight ** 0.425 * height ** 0.725


def bsa_dose(dose_per_m2, weight, height, bsa_formula, dose_unit):
    bsa = where(bsa_formula == "du_bois", bsa_du_bois(weight, height),
                body_surface_area_mosteller(weight, height))
    dose = dose_per_m2 * bsa
    return {"value": dose, "bsa_m2": bsa, "dose_in_chosen_unit": dose * dose_unit}


def interpret(value, breakdown):
    bsa = (breakdown or {}).get("bsa_m2")
    return (f"dose {value:.2f} mg for a BSA of {bsa:.2f} m²; check the drug's own maximum "
            "dose and any BSA cap in the protocol")


CALCULATOR = Calculator(
    id="body_surface_area_dosing",
    name="Body Surface Area Based Dosing",
    aliases=["BSA based dosing", "BSA dose calculator", "Chemotherapy dose by BSA",
             "mg/m2 dose calculator"],
    specialty="general_other",
    description=("Absolute dose from a dose per m² and the body surface area (Mosteller by "
                 "default, or Du Bois) from weight and height."),
    keywords=["chemotherapy dosing", "mg/m2", "body surface area", "oncology dose", "paclitaxel",
              "carboplatin alternative", "dose calculation", "BSA",
              "chemotherapy dose from surface area", "dose per square meter",
              "milligram per m2 dose", "calculate chemo dose", "cancer drug dose by BSA",
              "total dose from BSA"],
    features=[DOSE_PER_M2, weight(labels=("Weight",)), height(labels=("Height",)), FORMULA,
              DOSE_UNIT],
    versions=[Version("standard", dt.date(1987, 10, 22), MOSTELLER_1987, bsa_dose,
                      notes="dose = dose per m² x BSA; BSA Mosteller sqrt(cm x kg / 3600) or "
                            "Du Bois 0.007184 x kg^0.425 x cm^0.725.")],
    output=Output(kind="number", unit="mg", decimals=2, range=(0, float("inf"))),
    interpret=interpret,
    references=[MOSTELLER_1987, DU_BOIS_1916, MDCALC],
    notes=("Dose = prescribed dose per m² x BSA, as MDCalc computes it, with MDCalc's choice of "
           "Mosteller (default) or Du Bois. The dose per m² may be given in mg/m², g/m² or "
           "mcg/m²; the value is in mg and the breakdown gives the BSA and the dose in the "
           "chosen display unit. No drug-specific cap is applied (caps such as vincristine 2 mg, "
           "or capping BSA at 2.0 m² in some protocols, belong to the drug's protocol); the "
           "interpretation reminds the user to check them."),
)
