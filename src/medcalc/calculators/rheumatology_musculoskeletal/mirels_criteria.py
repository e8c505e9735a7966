"""Mirels' score for impending pathological fracture of a long bone with a metastasis (Mirels,
Clin Orthop Relat Res 1989)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

MIRELS_1989 = Reference(
    "Mirels H. Metastatic disease in long bones. A proposed scoring system for diagnosing "
    "impending pathologic fractures. Clin Orthop Relat Res. 1989;(249):256-264.")
MDCALC = Reference("MDCalc. Mirels' Criteria for Prophylactic Fixation.")

SITE = Category(name="site", labels=("Site", "Site of lesion"), description="Site of the lesion",
                choices=(Choice("upper_limb", "Upper limb", 1, aliases=("Upper extremity",)),
                         Choice("lower_limb", "Lower limb", 2, aliases=("Lower extremity",)),
                         Choice("peritrochanteric", "Peritrochanteric", 3,
                                aliases=("Trochanteric region", "Peritrochanteric region"))))
PAIN = Category(name="pain", labels=("Pain",), description="Pain",
                choices=(Choice("mild", "Mild", 1), Choice("moderate", "Moderate", 2),
                         Choice("functional", "Functional", 3,
                                aliases=("Severe", "Functional (pain with use)",
                                         "Mechanical"))))
LESION = Category(name="lesion", labels=("Lesion", "Lesion type", "Radiographic appearance", "Nature of lesion"),
                  description="Radiographic type of the lesion",
                  choices=(Choice("blastic", "Blastic", 1), Choice("mixed", "Mixed", 2),
                           Choice("lytic", "Lytic", 3)))
SIZE = Category(name="size", labels=("Size", "Size of lesion"),
                description="Lesion size as a fraction of the bone's diameter (cortical "
                            "involvement on plain radiograph)",
                choices=(Choice("under_third", "<1/3", 1, aliases=("< 1/3 of diameter",
                                                                    "less than one third",
                                                                    "<1/3 of bone diameter")),
                         Choice("third_to_two_thirds", "1/3-2/3", 2,
                                aliases=("1/3 to 2/3", "1/3-2/3 of diameter",
                                         "1/3 to 2/3 of bone diameter")),
                         Choice("over_two_thirds", ">2/3", 3, aliases=("> 2/3 of diameter",
                                                                       "more than two thirds",
                                                                       ">2/3 of bone diameter"))))
CATEGORIES = (SITE, PAIN, LESION, SIZE)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def compute(site, pain, lesion, size):
    return {"value": site + pain + lesion + size, "site": site, "pain": pain, "lesion": lesion,
            "size": size}


def interpret(score):
    if score >= 9:
        return ("impending pathological fracture (Mirels >= 9; fracture risk 33% or more in "
                "Mirels 1989): prophylactic fixation recommended")
    if score == 8:
        return ("borderline (Mirels 8; fracture risk about 15%): use clinical judgement about "
                "prophylactic fixation")
    return ("low fracture risk (Mirels <= 7; about 4% or less in Mirels 1989): radiotherapy and "
            "observation")


CALCULATOR = Calculator(
    id="mirels_criteria",
    name="Mirels' Criteria for Prophylactic Fixation",
    aliases=["Mirels' Criteria for Prophylactic Fixation", "Mirels’ Criteria for Prophylactic "
             "Fixation", "Mirels score", "Mirels criteria", "Mirels' score"],
    specialty="rheumatology_musculoskeletal",
    description=("Risk of pathological fracture through a long-bone metastasis (4-12 points) "
                 "from site, pain, lesion type and size, guiding prophylactic fixation."),
    keywords=["bone metastasis", "pathological fracture", "prophylactic fixation",
              "orthopaedic oncology", "long bone", "will this bone metastasis fracture",
              "prophylactic fixation of metastatic lesion", "impending pathologic fracture",
              "lytic lesion fracture risk", "need for orthopedic stabilization of metastasis",
              "long bone metastasis surgery decision"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("mirels_1989", dt.date(1989, 12, 1), MIRELS_1989, compute,
                      notes="Site 1/2/3 (upper, lower, peritrochanteric); pain 1/2/3 (mild, "
                            "moderate, functional); lesion 1/2/3 (blastic, mixed, lytic); size "
                            "1/2/3 (< 1/3, 1/3-2/3, > 2/3 of the diameter).")],
    output=Output(kind="integer", unit="points", range=(4, 12)),
    interpret=interpret,
    references=[MIRELS_1989, MDCALC],
    notes=("Points and thresholds as in Mirels 1989 (<= 7 low risk, 8 borderline, >= 9 "
           "prophylactic fixation), the same as MDCalc. Fracture rates from Mirels' 78-lesion "
           "series: 4% at <= 7, 15% at 8, 33% at 9 and higher above."),
)
