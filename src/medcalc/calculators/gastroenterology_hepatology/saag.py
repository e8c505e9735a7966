"""Serum-ascites albumin gradient (SAAG): serum albumin minus ascitic fluid albumin, measured the
same day (Runyon et al., Ann Intern Med 1992)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core import analytes
from medcalc.core.vector import snap

RUNYON_1992 = Reference(
    "Runyon BA, Montano AA, Akriviadis EA, Antillon MR, Irving MA, McHutchison JG. The "
    "serum-ascites albumin gradient is superior to the exudate-transudate concept in the "
    "differential diagnosis of ascites. Ann Intern Med. 1992;117(3):215-220.",
    doi="10.7326/0003-4819-117-3-215", url="https://pubmed.ncbi.nlm.nih.gov/1616215/")
AASLD_2021 = Reference(
    "Biggins SW, Angeli P, Garcia-Tsao G, et al. Diagnosis, evaluation, and management of "
    "ascites, spontaneous bacterial peritonitis and hepatorenal syndrome: 2021 practice guidance "
    "by the American Association for the Study of Liver Diseases. Hepatology. "
    "2021;74(2):1014-1048.", doi="10.1002/hep.31884")
MDCALC = Reference("MDCalc. Serum Ascites Albumin Gradient (SAAG).",
                   url="https://www.mdcalc.com/calc/10013/serum-ascites-albumin-gradient-saag")

THRESHOLD = 1.1  # g/dL; >= 1.1 portal hypertension (Runyon 1992: 97% accuracy)


def saag(serum_albumin, ascites_albumin):
    return {"value": snap(serum_albumin - ascites_albumin)}


def interpret(value):
    if value >= THRESHOLD:
        return ("SAAG >= 1.1 g/dL: portal hypertension is likely the cause of the ascites "
                "(about 97% accuracy in Runyon 1992): cirrhosis, heart failure, Budd-Chiari, "
                "massive liver metastases")
    return ("SAAG < 1.1 g/dL: ascites unlikely to be from portal hypertension (peritoneal "
            "carcinomatosis, tuberculous peritonitis, pancreatic ascites, nephrotic syndrome)")


CALCULATOR = Calculator(
    id="saag",
    name="Serum Ascites Albumin Gradient (SAAG)",
    aliases=["SAAG", "Serum-ascites albumin gradient", "serum ascites albumin gradient",
             "血清-腹水白蛋白梯度"],
    specialty="gastroenterology_hepatology",
    description="Serum albumin minus ascitic fluid albumin (same day); >= 1.1 g/dL indicates "
                "portal hypertensive ascites.",
    keywords=["ascites", "paracentesis", "portal hypertension", "cirrhosis", "albumin gradient",
              "transudate", "exudate", "cause of ascites", "portal hypertension ascites",
              "ascites fluid analysis", "cirrhotic versus malignant ascites",
              "albumin difference serum and ascites", "high versus low gradient ascites"],
    features=[
        Quantity(name="serum_albumin", unit="g/dL", units=("g/dL", "g/L"),
                 analyte=analytes.ALBUMIN,
                 range=(0.5, 7.0), description="Serum albumin (drawn the same day as the "
                                               "ascitic fluid)",
                 labels=("Albumin concentration of serum", "Serum albumin")),
        Quantity(name="ascites_albumin", unit="g/dL", units=("g/dL", "g/L"),
                 analyte=analytes.ALBUMIN,
                 range=(0.0, 7.0), description="Ascitic fluid albumin",
                 labels=("Albumin concentration of ascitic fluid", "Ascitic fluid albumin",
                         "Ascites albumin", "Peritoneal fluid albumin")),
    ],
    versions=[Version("runyon_1992", dt.date(1992, 8, 1), RUNYON_1992, saag,
                      notes="SAAG = serum albumin - ascitic albumin (g/dL); >= 1.1 g/dL: portal "
                            "hypertension.")],
    output=Output(unit="g/dL", decimals=1, description="Serum-ascites albumin gradient"),
    interpret=interpret,
    references=[RUNYON_1992, AASLD_2021, MDCALC],
    notes="Threshold 1.1 g/dL (11 g/L) as in Runyon 1992 and the AASLD 2021 guidance; MDCalc uses "
          "the same. Both albumins must be drawn within the same day. A negative gradient "
          "(ascitic albumin above serum) is returned as computed.",
)
