"""Swede score: colposcopic score for high-grade cervical lesions (Strander et al., Acta Obstet
Gynecol Scand 2005)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

STRANDER_2005 = Reference(
    "Strander B, Ellström-Andersson A, Franzén S, Milsom I, Rådberg T. The performance of a new "
    "scoring system for colposcopy in detecting high-grade dysplasia in the uterine cervix. "
    "Acta Obstet Gynecol Scand. 2005;84(10):1013-1017.")
BOWRING_2010 = Reference(
    "Bowring J, Strander B, Young M, Evans H, Walker P. The Swede score: evaluation of a scoring "
    "system designed to improve the predictive value of colposcopy. J Low Genit Tract Dis. "
    "2010;14(4):301-305.", doi="10.1097/LGT.0b013e3181d77756")
MDCALC = Reference("MDCalc. Swede Score.")


def _cat(name, labels, description, options):
    return Category(name=name, labels=labels, description=description, choices=tuple(
        Choice(key, label, points, aliases=aliases)
        for points, (key, label, aliases) in enumerate(options)))


ACETO = _cat("aceto_uptake", ("Aceto uptake", "Acetowhite uptake"),
             "Uptake of acetic acid (acetowhitening)",
             (("zero", "Zero or transparent", ("None", "Transparent")),
              ("shady", "Shady, milky (not transparent, not opaque)", ("Shady, milky", "Milky")),
              ("opaque", "Distinct, opaque white", ("Opaque white", "Distinct opaque white"))))
MARGINS = _cat("margins_surface", ("Margins/surface", "Margins and surface", "Margins"),
               "Lesion margins and surface",
               (("diffuse", "Diffuse", ()),
                ("irregular", "Sharp but irregular, jagged, geographical, satellites",
                 ("Sharp but irregular, jagged, “geographical”, satellites",
                  "Sharp but irregular", "Sharp but irregular, jagged, \"geographical\", "
                  "satellites")),
                ("sharp_even", "Sharp and even, difference in surface level including cuffing",
                 ("Sharp and even, difference in surface level including “cuffing”",
                  "Sharp and even, difference in surface level including \"cuffing\"",
                  "Sharp and even"))))
VESSELS = _cat("vessels", ("Vessels",), "Vascular pattern",
               (("fine", "Fine, regular", ("Fine regular",)),
                ("absent", "Absent", ()),
                ("coarse", "Coarse or atypical", ("Coarse", "Atypical"))))
SIZE = _cat("lesion_size", ("Lesion size", "Size"), "Size of the lesion",
            (("under_5mm", "<5 mm", ("less than 5 mm",)),
             ("5_15mm", "5-15 mm or 2 quadrants", ("5-15 mm",)),
             ("over_15mm", ">15 mm or 3-4 quadrants or endocervically undefined",
              (">15 mm", "3-4 quadrants", "endocervically undefined"))))
IODINE = _cat("iodine_staining", ("Iodine staining", "Lugol's iodine staining"),
              "Staining with Lugol's iodine",
              (("brown", "Brown", ()),
               ("faint_yellow", "Faintly or patchy yellow", ("Faint or patchy yellow",)),
               ("distinct_yellow", "Distinct yellow", ())))
CATEGORIES = (ACETO, MARGINS, VESSELS, SIZE, IODINE)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def compute(aceto_uptake, margins_surface, vessels, lesion_size, iodine_staining):
    return {"value": aceto_uptake + margins_surface + vessels + lesion_size + iodine_staining,
            "aceto_uptake": aceto_uptake, "margins_surface": margins_surface,
            "vessels": vessels, "lesion_size": lesion_size, "iodine_staining": iodine_staining}


def interpret(score):
    if score >= 8:
        return ("high-grade lesion likely (Swede >= 8: high specificity for CIN2+): consider "
                "excisional treatment at colposcopy ('see and treat')")
    if score >= 5:
        return "possible high-grade lesion (Swede 5-7): directed biopsy"
    return "high-grade lesion unlikely (Swede 0-4): low-grade or normal findings; biopsy as indicated"


CALCULATOR = Calculator(
    id="swede_score",
    name="Swede Score",
    aliases=["Swede colposcopy score", "Swede score for colposcopy"],
    specialty="obstetrics_gynecology",
    description=("Colposcopic score (0-10) predicting high-grade cervical intraepithelial "
                 "neoplasia: acetowhite uptake, margins/surface, vessels, lesion size and "
                 "iodine staining, 0-2 each."),
    keywords=["colposcopy", "cervical intraepithelial neoplasia", "CIN2+", "HSIL", "see and treat",
              "cervical screening", "colposcopy high-grade lesion prediction",
              "cervical precancer likelihood", "CIN2 or worse on colposcopy",
              "see and treat decision", "colposcopic impression grading",
              "cervical lesion severity colposcopy"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("strander_2005", dt.date(2005, 10, 1), STRANDER_2005, compute,
                      notes="Five colposcopic variables, 0-2 each; total 0-10.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[STRANDER_2005, BOWRING_2010, MDCALC],
    notes=("Variables and points as in Strander 2005 (descriptors paraphrased; MDCalc's option "
           "texts accepted). Interpretation: scores >= 8 had about 90% specificity for "
           "high-grade disease (Strander 2005; Bowring 2010), supporting excision at the first "
           "visit, as on MDCalc; 5-7 intermediate (biopsy), 0-4 high grade unlikely."),
)
