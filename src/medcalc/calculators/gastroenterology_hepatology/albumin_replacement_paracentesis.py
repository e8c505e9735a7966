"""Albumin replacement after large-volume paracentesis: AASLD 2021 guidance (6-8 g of albumin
per litre of ascites removed when more than 5 L are removed) and EASL 2018 (8 g/L)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Variant, Version
from medcalc.core.vector import where

AASLD_2021 = Reference(
    "Biggins SW, Angeli P, Garcia-Tsao G, et al. Diagnosis, evaluation, and management of "
    "ascites, spontaneous bacterial peritonitis and hepatorenal syndrome: 2021 practice guidance "
    "by the American Association for the Study of Liver Diseases. Hepatology. "
    "2021;74(2):1014-1048 (albumin 6-8 g per litre removed for paracentesis > 5 L).",
    doi="10.1002/hep.31884", url="https://pubmed.ncbi.nlm.nih.gov/33942342/")
EASL_2018 = Reference(
    "European Association for the Study of the Liver. EASL Clinical Practice Guidelines for the "
    "management of patients with decompensated cirrhosis. J Hepatol. 2018;69(2):406-460 "
    "(albumin 8 g per litre removed for paracentesis > 5 L).",
    doi="10.1016/j.jhep.2018.03.024")
MDCALC = Reference("MDCalc. Albumin Replacement After Large-Volume Paracentesis.")

THRESHOLD_L = 5.0
AASLD = Variant("aasld_2021", "AASLD 2021: 6-8 g albumin per litre removed (> 5 L)", AASLD_2021)
EASL = Variant("easl_2018", "EASL 2018: 8 g albumin per litre removed (> 5 L)", EASL_2018)


def aasld(volume_removed):
    indicated = volume_removed > THRESHOLD_L
    return {"value": where(indicated, 6.0 * volume_removed, 0.0),
            "dose_high_g": where(indicated, 8.0 * volume_removed, 0.0),
            "albumin_indicated": where(indicated, "yes", "no")}


def easl(volume_removed):
    indicated = volume_removed > THRESHOLD_L
    return {"value": where(indicated, 8.0 * volume_removed, 0.0),
            "albumin_indicated": where(indicated, "yes", "no")}


def interpret(value, breakdown):
    b = breakdown or {}
    if b.get("albumin_indicated") == "no":
        return ("5 L or less removed: albumin replacement not routinely needed (it may be "
                "considered in acute-on-chronic liver failure or AKI)")
    if "dose_high_g" in b:
        return (f"Give {value:g}-{b['dose_high_g']:g} g of albumin (6-8 g per litre removed; "
                "as 20-25% albumin), after the paracentesis")
    return f"Give {value:g} g of albumin (8 g per litre removed; as 20-25% albumin)"


CALCULATOR = Calculator(
    id="albumin_replacement_paracentesis",
    name="Albumin Replacement After Large-Volume Paracentesis",
    aliases=["Albumin dosing after paracentesis", "Albumin after LVP",
             "Large-volume paracentesis albumin"],
    specialty="gastroenterology_hepatology",
    description="Albumin dose after large-volume paracentesis: 6-8 g per litre of ascites "
                "removed when more than 5 L are removed (AASLD 2021; EASL 2018: 8 g/L).",
    keywords=["paracentesis", "ascites", "albumin", "cirrhosis",
              "post-paracentesis circulatory dysfunction", "dosing",
              "how much albumin after tapping ascites", "albumin grams per liter removed",
              "albumin after draining ascites",
              "prevent circulatory dysfunction after paracentesis",
              "volume expansion after large paracentesis", "albumin infusion dose cirrhosis"],
    features=[Quantity(name="volume_removed", unit="L", units=("L", "mL"), range=(0.0, 30.0),
                       description="Volume of ascites removed",
                       labels=("Volume of ascites removed", "Volume removed",
                               "Paracentesis volume"))],
    versions=[
        Version("aasld_2021", dt.date(2021, 8, 1), AASLD_2021, aasld, variant="aasld_2021",
                notes="> 5 L removed: 6-8 g per litre (value = 6 g/L dose, dose_high_g = 8 g/L); "
                      "<= 5 L: none routinely."),
        Version("easl_2018", dt.date(2018, 8, 1), EASL_2018, easl, variant="easl_2018",
                notes="> 5 L removed: 8 g per litre."),
    ],
    variants=[AASLD, EASL],
    default_version="aasld_2021",
    output=Output(unit="g", decimals=0, range=(0, float("inf")),
                  description="Albumin dose, g (AASLD: lower end of 6-8 g/L; dose_high_g the "
                              "upper end)"),
    interpret=interpret,
    references=[AASLD_2021, EASL_2018, MDCALC],
    notes="AASLD 2021: 6-8 g albumin per litre removed for paracentesis of more than 5 L; for "
          "up to 5 L albumin is not routinely needed. EASL 2018: 8 g per litre. No maximum "
          "dose is stated by either guideline. The threshold is strictly more than 5 L.",
)
