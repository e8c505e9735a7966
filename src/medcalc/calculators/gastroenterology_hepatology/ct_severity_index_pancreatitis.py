"""CT Severity Index (Balthazar et al., Radiology 1990): Balthazar CT grade (A-E, 0-4) plus the
extent of pancreatic necrosis (0-6), 0-10."""

import datetime as dt

from medcalc.core import Band, Calculator, Category, Choice, Output, Quantity, Reference, Version, banded, from_category

BALTHAZAR_1990 = Reference(
    "Balthazar EJ, Robinson DL, Megibow AJ, Ranson JH. Acute pancreatitis: value of CT in "
    "establishing prognosis. Radiology. 1990;174(2):331-336.",
    doi="10.1148/radiology.174.2.2296641", url="https://pubmed.ncbi.nlm.nih.gov/2296641/")
MDCALC = Reference("MDCalc. CT Severity Index (CTSI) for Acute Pancreatitis.",
                   url="https://www.mdcalc.com/calc/10053/ct-severity-index-ctsi-acute-pancreatitis")

GRADE = Category(
    name="balthazar_grade",
    labels=("Balthazar_grade_of_acute_pancreatitis", "Balthazar grade", "Balthazar grade of "
            "acute pancreatitis", "CT grade"),
    description="Balthazar CT grade of acute pancreatitis (A-E)",
    choices=(
        Choice("A", "A: normal pancreas", 0, aliases=("Grade A", "normal pancreas", "Normal pancreas (0)")),
        Choice("B", "B: focal or diffuse enlargement of the pancreas", 1,
               aliases=("Grade B", "focal or diffuse enlargement", "pancreatic enlargement")),
        Choice("C", "C: pancreatic gland abnormalities with peripancreatic inflammation", 2,
               aliases=("Grade C", "intrinsic pancreatic abnormalities with peripancreatic fat inflammation",
                        "peripancreatic inflammation", "peripancreatic fat inflammation")),
        Choice("D", "D: single peripancreatic fluid collection", 3,
               aliases=("Grade D", "single fluid collection", "fluid collection in a single location")),
        Choice("E", "E: two or more fluid collections and/or retroperitoneal gas", 4,
               aliases=("Grade E", "two or more fluid collections", "two or more fluid collections and/or air")),
    ),
)
GRADE_ITEM = from_category(GRADE, "Balthazar grade", aliases=GRADE.labels)
NECROSIS_ITEM = banded(
    "necrosis_points", "Degree of pancreatic necrosis", "necrosis_percent",
    (Band("none", "None", 0, le=0.0, aliases=("0%", "No necrosis", "0% (none)", "none (0)")),
     Band("le_30", "<= 30%", 2, gt=0.0, le=30.0, aliases=("<30%", "≤30%", "Less than 30%", "<=30%")),
     Band("30_50", "> 30-50%", 4, gt=30.0, le=50.0, aliases=("30-50%", ">30-50%")),
     Band("gt_50", "> 50%", 6, gt=50.0, aliases=(">50%", "More than 50%"))),
    aliases=("degree_of_pancreatic_necrosis", "Degree of pancreatic necrosis", "Necrosis",
             "Pancreatic necrosis"))


def ctsi(balthazar_grade, necrosis_points):
    return {"value": balthazar_grade + necrosis_points, "grade_points": balthazar_grade,
            "necrosis_points": necrosis_points}


def interpret(score):
    if score <= 3:
        return ("CTSI 0-3: mild; mortality 3%, complications 8% (Balthazar 1990)")
    if score <= 6:
        return ("CTSI 4-6: moderate; mortality 6%, complications 35% (Balthazar 1990)")
    return ("CTSI 7-10: severe; mortality 17%, complications 92% (Balthazar 1990)")


CALCULATOR = Calculator(
    id="ct_severity_index_pancreatitis",
    name="CT Severity Index (Pancreatitis)",
    aliases=["CTSI", "CT Severity Index", "Balthazar CT severity index",
             "CT Severity Index (CTSI) for Acute Pancreatitis", "Balthazar score"],
    specialty="gastroenterology_hepatology",
    description="Contrast CT severity of acute pancreatitis (0-10): Balthazar grade A-E (0-4) "
                "plus pancreatic necrosis (none 0, <= 30% 2, 30-50% 4, > 50% 6).",
    keywords=["acute pancreatitis", "CT", "necrosis", "Balthazar", "imaging severity",
              "pancreatitis severity on CT", "pancreatic necrosis extent",
              "imaging grade of pancreatitis", "CT grading acute pancreatitis",
              "radiologic pancreatitis severity", "necrotizing pancreatitis on imaging"],
    features=[
        GRADE,
        Quantity(name="necrosis_percent", unit="%", units=("%",), range=(0.0, 100.0),
                 description="Extent of pancreatic necrosis on contrast CT, % of the gland",
                 labels=("degree_of_pancreatic_necrosis",)),
    ],
    items=[GRADE_ITEM, NECROSIS_ITEM],
    versions=[Version("balthazar_1990", dt.date(1990, 2, 1), BALTHAZAR_1990, ctsi,
                      notes="Grade A 0, B 1, C 2, D 3, E 4; necrosis none 0, <= 30% 2, 30-50% 4, "
                            "> 50% 6.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[BALTHAZAR_1990, MDCALC],
    notes="Balthazar 1990 grades necrosis as < 30%, 30-50% and > 50%; the boundaries at exactly "
          "30% and 50% follow MDCalc's options (<= 30%, > 30-50%, > 50%). Mortality and "
          "complication rates per group (0-3, 4-6, 7-10) are those MDCalc reports from "
          "Balthazar 1990. The modified CTSI (Mortele 2004) is a different score.",
)
