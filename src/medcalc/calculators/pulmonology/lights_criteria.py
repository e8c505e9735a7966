"""Light's criteria: a pleural effusion is an exudate if any of three protein/LDH criteria is met
(Light et al., Ann Intern Med 1972)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.vector import snap, where

LIGHT_1972 = Reference(
    "Light RW, Macgregor MI, Luchsinger PC, Ball WC Jr. Pleural effusions: the diagnostic "
    "separation of transudates and exudates. Ann Intern Med. 1972;77(4):507-513.",
    doi="10.7326/0003-4819-77-4-507")
MDCALC = Reference("MDCalc. Light's Criteria for Exudative Effusions.")


def _protein(name, what, labels):
    return Quantity(name=name, unit="g/dL", units=("g/dL", "g/L"), range=(0.1, 15.0),
                    description=f"{what} total protein", labels=labels)


def _ldh(name, what, labels, lo=1.0):
    return Quantity(name=name, unit="U/L", units=("U/L", "IU/L"), range=(lo, 50000.0),
                    description=f"{what}", labels=labels)


FEATURES = [
    _protein("serum_protein", "Serum", ("Serum total protein", "Serum protein")),
    _protein("pleural_protein", "Pleural fluid", ("Pleural total protein", "Pleural protein",
                                                  "Pleural fluid protein")),
    _ldh("serum_ldh", "Serum LDH", ("Serum LDH",)),
    _ldh("pleural_ldh", "Pleural fluid LDH", ("Pleural LDH", "Pleural fluid LDH")),
    _ldh("serum_ldh_uln", "Upper limit of normal of the laboratory's serum LDH",
         ("Serum LDH upper limit of normal", "LDH upper limit of normal", "ULN LDH"), lo=50.0),
]


def lights(serum_protein, pleural_protein, serum_ldh, pleural_ldh, serum_ldh_uln):
    protein_ratio = pleural_protein / serum_protein
    ldh_ratio = pleural_ldh / serum_ldh
    ldh_fraction = pleural_ldh / serum_ldh_uln
    # Cross-multiplied so that a ratio exactly at the threshold (160/240 = 2/3) is not met.
    c1 = snap(2 * pleural_protein) > snap(serum_protein)
    c2 = snap(5 * pleural_ldh) > snap(3 * serum_ldh)
    c3 = snap(3 * pleural_ldh) > snap(2 * serum_ldh_uln)
    return {"value": where(c1 | c2 | c3, "exudate", "transudate"),
            "protein_ratio": protein_ratio, "ldh_ratio": ldh_ratio,
            "pleural_ldh_over_uln": ldh_fraction,
            "protein_ratio_gt_0_5": c1, "ldh_ratio_gt_0_6": c2, "pleural_ldh_gt_2_3_uln": c3}


def interpret(value, breakdown):
    if value == "exudate":
        met = [t for k, t in (("protein_ratio_gt_0_5", "protein ratio > 0.5"),
                              ("ldh_ratio_gt_0_6", "LDH ratio > 0.6"),
                              ("pleural_ldh_gt_2_3_uln", "pleural LDH > 2/3 ULN"))
               if breakdown.get(k)]
        return f"Exudate (criteria met: {', '.join(met)})"
    return "Transudate (no criterion met)"


CALCULATOR = Calculator(
    id="lights_criteria",
    name="Light's Criteria for Exudative Effusions",
    aliases=["Light's criteria", "Lights criteria", "Light criteria pleural effusion",
             "Transudate vs exudate"],
    specialty="pulmonology",
    description=("Pleural effusion is an exudate if pleural/serum protein > 0.5, pleural/serum "
                 "LDH > 0.6, or pleural LDH > 2/3 of the upper limit of normal serum LDH."),
    keywords=["pleural effusion", "exudate", "transudate", "thoracentesis", "pleural fluid", "LDH",
              "exudate versus transudate", "pleural fluid classification",
              "cause of pleural effusion", "thoracentesis fluid analysis",
              "is the effusion exudative", "pleural protein and LDH ratios"],
    features=FEATURES,
    versions=[Version("light_1972", dt.date(1972, 10, 1), LIGHT_1972, lights,
                      notes="Any of: protein ratio > 0.5; LDH ratio > 0.6; pleural LDH > 2/3 "
                            "of the serum LDH upper limit of normal.")],
    output=Output(kind="category", description="'exudate' or 'transudate'"),
    interpret=interpret,
    references=[LIGHT_1972, MDCALC],
    notes=("Criteria as in Light 1972 (strict inequalities). The third criterion needs the "
           "laboratory's upper limit of normal for serum LDH. About 25% of transudates "
           "(e.g. heart failure on diuretics) meet a criterion; the serum-pleural albumin "
           "gradient (> 1.2 g/dL: transudate) is a common follow-up, not computed here."),
)
