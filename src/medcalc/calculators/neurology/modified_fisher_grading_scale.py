"""Modified Fisher scale: CT grade of subarachnoid haemorrhage predicting symptomatic vasospasm
(Frontera et al., Neurosurgery 2006)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Reference, Version
from medcalc.core.vector import where

FRONTERA_2006 = Reference(
    "Frontera JA, Claassen J, Schmidt JM, Wartenberg KE, Temes R, Connolly ES Jr, MacDonald RL, "
    "Mayer SA. Prediction of symptomatic vasospasm after subarachnoid hemorrhage: the modified "
    "Fisher scale. Neurosurgery. 2006;59(1):21-27.",
    doi="10.1227/01.NEU.0000218821.34014.1B")
FISHER_1980 = Reference(
    "Fisher CM, Kistler JP, Davis JM. Relation of cerebral vasospasm to subarachnoid hemorrhage "
    "visualized by computerized tomographic scanning. Neurosurgery. 1980;6(1):1-9 (thin vs "
    "thick: vertical layers < 1 mm vs >= 1 mm).", doi="10.1227/00006123-198001000-00001")
MDCALC = Reference("MDCalc. Modified Fisher Grading Scale for Subarachnoid Hemorrhage (SAH).")

NONE, THIN, THICK = 0, 1, 2
SAH = Category(
    name="sah_pattern",
    labels=("SAH pattern on CT", "Subarachnoid hemorrhage on CT", "SAH"),
    description="Subarachnoid blood on the admission CT: none, focal or diffuse thin, or focal "
                "or diffuse thick",
    definition="Thick: a clot filling at least one cistern or fissure, or vertical layers "
               ">= 1 mm (MDCalc's wording, after Fisher 1980); thin: less than that.",
    choices=(
        Choice("none", "No SAH", NONE, aliases=("none", "no subarachnoid hemorrhage", "absent")),
        Choice("thin", "Focal or diffuse thin SAH (< 1 mm)", THIN,
               aliases=("thin", "thin SAH", "focal or diffuse thin SAH",
                        "Focal or diffuse thin SAH (<1 mm)")),
        Choice("thick", "Focal or diffuse thick SAH (>= 1 mm)", THICK,
               aliases=("thick", "thick SAH", "focal or diffuse thick SAH",
                        "Focal or diffuse thick SAH (≥1 mm)")),
    ),
)
ROMAN = {0: "0", 1: "I", 2: "II", 3: "III", 4: "IV"}
# Frontera 2006: symptomatic vasospasm by grade.
VASOSPASM = {0: "0%", 1: "24%", 2: "33%", 3: "33%", 4: "40%"}
DESCRIPTION = {0: "no SAH, no IVH", 1: "thin SAH, no IVH", 2: "thin or no SAH, with IVH",
               3: "thick SAH, no IVH", 4: "thick SAH, with IVH"}


def modified_fisher(sah_pattern, intraventricular_hemorrhage):
    ivh = intraventricular_hemorrhage
    grade = where(sah_pattern == THICK, where(ivh, 4, 3),
                  where(ivh, 2, where(sah_pattern == THIN, 1, 0)))
    return {"value": grade}


def interpret(grade):
    g = int(grade)
    return (f"Grade {ROMAN[g]} ({DESCRIPTION[g]}): symptomatic vasospasm in {VASOSPASM[g]} in "
            "Frontera 2006")


CALCULATOR = Calculator(
    id="modified_fisher_grading_scale",
    name="Modified Fisher Grading Scale for Subarachnoid Hemorrhage (SAH)",
    aliases=["Modified Fisher scale", "Modified Fisher grade", "mFisher", "Modified Fisher"],
    specialty="neurology",
    description=("CT grade (0-4) of aneurysmal subarachnoid haemorrhage from the thickness of "
                 "subarachnoid blood and intraventricular haemorrhage, predicting symptomatic "
                 "vasospasm."),
    keywords=["subarachnoid hemorrhage", "SAH", "vasospasm", "delayed cerebral ischemia",
              "aneurysm", "CT grading", "Fisher", "vasospasm risk after subarachnoid bleed",
              "CT grade of subarachnoid blood", "delayed cerebral ischemia risk",
              "thick cisternal blood and ventricular blood", "aneurysmal bleed CT appearance",
              "predict vasospasm from head CT"],
    features=[
        SAH,
        Boolean(name="intraventricular_hemorrhage",
                labels=("Intraventricular hemorrhage (IVH) present", "IVH present", "IVH"),
                description="Intraventricular haemorrhage on the admission CT"),
    ],
    versions=[Version("frontera_2006", dt.date(2006, 7, 1), FRONTERA_2006, modified_fisher,
                      notes="0 no SAH/IVH; 1 thin SAH no IVH; 2 thin (or no) SAH with IVH; "
                            "3 thick SAH no IVH; 4 thick SAH with IVH.")],
    output=Output(kind="integer", unit="grade", range=(0, 4)),
    interpret=interpret,
    references=[FRONTERA_2006, FISHER_1980, MDCALC],
    notes=("Grades and rates of symptomatic vasospasm (0%, 24%, 33%, 33%, 40%) as in Frontera "
           "2006. IVH without subarachnoid blood is grade 2 (IVH with thin or no SAH). The "
           "thin/thick boundary follows MDCalc's wording (vertical layer >= 1 mm, from the "
           "original Fisher scale); other descriptions judge blood thick when it completely "
           "fills at least one cistern or fissure (Claassen 2001's CT scale); the caller "
           "chooses the category. MDCalc's vasospasm figure for grade IV (34-40%) spans several "
           "cohorts; the interpretation quotes Frontera's 40%. Under missing='absent' an "
           "unmentioned IVH counts as absent; the SAH pattern is never imputed."),
)
