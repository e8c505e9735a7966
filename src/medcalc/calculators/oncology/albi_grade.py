"""ALBI (albumin-bilirubin) score and grade of liver function in hepatocellular carcinoma
(Johnson et al., J Clin Oncol 2015)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import ALBUMIN, BILIRUBIN
from medcalc.core.vector import log, where

JOHNSON_2015 = Reference(
    "Johnson PJ, Berhane S, Kagebayashi C, Satomura S, Teng M, Reeves HL, O'Beirne J, Fox R, "
    "Skowronska A, Palmer D, Yeo W, Mo F, Lai P, Iñarrairaegui M, Chan SL, Sangro B, Miksad R, "
    "Tada T, Kumada T, Toyoda H. Assessment of liver function in patients with hepatocellular "
    "carcinoma: a new evidence-based approach - the ALBI grade. J Clin Oncol. "
    "2015;33(6):550-558.", doi="10.1200/JCO.2014.57.9151",
    url="https://pubmed.ncbi.nlm.nih.gov/25512453/")
MDCALC = Reference("MDCalc. ALBI (Albumin-Bilirubin) Grade for Hepatocellular Carcinoma (HCC).")

GRADE_1_MAX = -2.60  # score <= -2.60: grade 1
GRADE_2_MAX = -1.39  # -2.60 < score <= -1.39: grade 2; > -1.39: grade 3
LOG10_E = 0.4342944819032518


def albi(bilirubin, albumin):
    score = 0.66 * log(bilirubin) * LOG10_E - 0.085 * albumin
    grade = where(score <= GRADE_1_MAX, 1, where(score <= GRADE_2_MAX, 2, 3))
    return {"value": score, "grade": grade}


def interpret(value):
    if value <= GRADE_1_MAX:
        return "ALBI grade 1 (score <= -2.60): best preserved liver function"
    if value <= GRADE_2_MAX:
        return "ALBI grade 2 (score > -2.60 to <= -1.39): intermediate liver function"
    return "ALBI grade 3 (score > -1.39): worst liver function"


CALCULATOR = Calculator(
    id="albi_grade",
    name="ALBI (Albumin-Bilirubin) Grade for Hepatocellular Carcinoma (HCC)",
    aliases=["ALBI grade", "ALBI score", "Albumin-Bilirubin grade", "Albumin-bilirubin score"],
    specialty="oncology",
    description="ALBI score = 0.66 x log10(bilirubin, µmol/L) - 0.085 x albumin (g/L), and its "
                "grade 1-3, an objective measure of liver function in HCC.",
    keywords=["hepatocellular carcinoma", "HCC", "liver function", "Child-Pugh alternative",
              "albumin", "bilirubin", "cirrhosis", "liver reserve in liver cancer",
              "objective liver function grade", "hepatic function without subjective items",
              "albumin and bilirubin based liver grade", "liver function before HCC treatment",
              "liver reserve alternative to Child Pugh",
              "prognosis of liver cancer by liver function"],
    features=[
        Quantity(name="bilirubin", description="Serum total bilirubin", unit="µmol/L",
                 analyte=BILIRUBIN, units=("µmol/L", "mg/dL"), range=(1.0, 1000.0),
                 labels=("Total bilirubin",)),
        Quantity(name="albumin", description="Serum albumin", unit="g/L",
                 analyte=ALBUMIN, units=("g/L", "g/dL"), range=(5.0, 70.0)),
    ],
    versions=[Version("johnson_2015", dt.date(2015, 2, 20), JOHNSON_2015, albi,
                      notes="ALBI = 0.66 x log10(bilirubin µmol/L) - 0.085 x albumin g/L; grade "
                            "1 <= -2.60, grade 2 > -2.60 to <= -1.39, grade 3 > -1.39.")],
    output=Output(kind="number", unit="points", decimals=2,
                  description="ALBI score (linear predictor); breakdown 'grade' 1-3"),
    interpret=interpret,
    references=[JOHNSON_2015, MDCALC],
    notes="Coefficients and cut-offs as published in Johnson 2015. Bilirubin in µmol/L and "
          "albumin in g/L; mg/dL and g/dL are converted (bilirubin 1 mg/dL = 17.1 µmol/L). "
          "MDCalc uses the same equation and cut-offs. Grades were derived in HCC but are used "
          "for liver function in other liver disease too.",
)
