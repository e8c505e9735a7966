"""Child-Pugh score (Pugh 1973): severity of cirrhosis, 5-15 points, classes A/B/C."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Calculator,
    Category,
    Choice,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.common import albumin, bilirubin, inr
from medcalc.core.vector import where

PUGH_1973 = Reference(
    "Pugh RNH, Murray-Lyon IM, Dawson JL, Pietroni MC, Williams R. Transection of the "
    "oesophagus for bleeding oesophageal varices. Br J Surg. 1973;60(8):646-649 (Table: grading "
    "of severity of liver disease).",
    doi="10.1002/bjs.1800600817", url="https://pubmed.ncbi.nlm.nih.gov/4541913/")
CHILD_1964 = Reference(
    "Child CG, Turcotte JG. Surgery and portal hypertension. In: Child CG, ed. The Liver and "
    "Portal Hypertension. Philadelphia: Saunders; 1964:50-58.")
MSD_CTP = Reference(
    "MSD Manual Professional Version. Child-Turcotte-Pugh scoring system (table; INR < 1.7, "
    "1.7-2.3, > 2.3 used instead of prothrombin-time prolongation). Page dated 2023-10-18.",
    url="https://www.msdmanuals.com/professional/multimedia/table/child-turcotte-pugh-scoring-system")

BILIRUBIN = bilirubin(absent=CRITERION_NOT_MET,
                      description=("Serum total bilirubin (1 point < 2, 2 points 2-3, 3 points "
                                   "> 3 mg/dL)"))

ASCITES = Category(
    name="ascites",
    description="Ascites (1 point absent, 2 points slight, 3 points moderate)",
    definition=("Pugh 1973 grades ascites clinically as absent, slight or moderate. Slight: "
                "mild ascites, or ascites controlled with diuretics; moderate: at least moderate "
                "(tense, large-volume or poorly controlled) ascites."),
    absent="absent",
    choices=(
        Choice("absent", "Absent", aliases=("none", "no", "no ascites", "absent ascites")),
        Choice("slight", "Slight", aliases=("mild", "slight ascites", "mild ascites", "small",
                                            "easily controlled", "controlled",
                                            "diuretic responsive", "mild or controlled")),
        Choice("moderate", "Moderate", aliases=("moderate ascites", "moderate to severe",
                                                "moderate-severe", "moderate or severe",
                                                "severe", "tense", "large", "poorly controlled",
                                                "refractory", "moderate to large")),
    ),
)

ENCEPHALOPATHY = Category(
    name="encephalopathy",
    description="Hepatic encephalopathy (1 point none, 2 points grade 1-2, 3 points grade 3-4)",
    definition=("Grade of portosystemic (hepatic) encephalopathy as in Pugh 1973 (West Haven "
                "grades): grade 1-2 = mild confusion, asterixis, lethargy; grade 3-4 = "
                "somnolence, stupor or coma."),
    absent="none",
    choices=(
        Choice("none", "None", aliases=("no", "absent", "grade 0", "no encephalopathy")),
        Choice("grade_1_2", "Grade 1-2", aliases=(
            "grade 1 2", "grade 1–2", "grade 1 or 2", "grade 1", "grade 2", "grades 1-2",
            "grade 1-2 encephalopathy", "mild", "minimal", "mild to moderate",
            "controlled with medication", "suppressed with medication",
            "grade 1-2 (or suppressed with medication)")),
        Choice("grade_3_4", "Grade 3-4", aliases=(
            "grade 3 4", "grade 3–4", "grade 3 or 4", "grade 3", "grade 4", "grades 3-4",
            "grade 3-4 encephalopathy", "severe", "advanced", "refractory",
            "grade 3-4 (or refractory)")),
    ),
)

INR = inr(absent=CRITERION_NOT_MET,
          description=("International normalized ratio (1 point < 1.7, 2 points 1.7-2.3, "
                       "3 points > 2.3)"))

PT_PROLONGATION = Quantity(
    name="prothrombin_time_prolongation", unit="s", units=("s",), range=(-5.0, 120.0),
    absent=CRITERION_NOT_MET,
    description=("Prothrombin time prolongation over control, in seconds (Pugh 1973: 1 point "
                 "1-4 s, 2 points 4-6 s, 3 points > 6 s)"))


def _common_points(bilirubin, albumin, ascites, encephalopathy):
    # Pugh 1973: bilirubin 1-2 / 2-3 / > 3 mg per 100 ml; albumin > 3.5 / 2.8-3.5 / < 2.8 g per
    # 100 ml. Band edges (2, 3, 2.8, 3.5) belong to the middle band. NaN (lab not given, imputed
    # under missing="absent") fails every comparison and scores the normal band (1 point).
    return {
        "bilirubin": where(bilirubin > 3.0, 3, where(bilirubin >= 2.0, 2, 1)),
        "albumin": where(albumin < 2.8, 3, where(albumin <= 3.5, 2, 1)),
        "ascites": where(ascites == "moderate", 3, where(ascites == "slight", 2, 1)),
        "encephalopathy": where(encephalopathy == "grade_3_4", 3,
                                where(encephalopathy == "grade_1_2", 2, 1)),
    }


def child_pugh_inr(bilirubin, albumin, inr, ascites, encephalopathy):
    points = _common_points(bilirubin, albumin, ascites, encephalopathy)
    points["inr"] = where(inr > 2.3, 3, where(inr >= 1.7, 2, 1))
    return {"value": sum(points.values()), **points}


def child_pugh_1973(bilirubin, albumin, prothrombin_time_prolongation, ascites, encephalopathy):
    points = _common_points(bilirubin, albumin, ascites, encephalopathy)
    pt = prothrombin_time_prolongation
    points["prothrombin_time"] = where(pt > 6.0, 3, where(pt >= 4.0, 2, 1))
    return {"value": sum(points.values()), **points}


def child_pugh_class(score):
    if score <= 6:
        return "Child-Pugh class A (5-6 points)"
    if score <= 9:
        return "Child-Pugh class B (7-9 points)"
    return "Child-Pugh class C (10-15 points)"


CALCULATOR = Calculator(
    id="child_pugh",
    name="Child-Pugh Score for Cirrhosis Mortality",
    aliases=["Child-Pugh Score", "Child-Pugh Score for Cirrhosis", "Child-Pugh Score (Cirrhosis "
             "Severity)", "Child-Turcotte-Pugh score", "CTP score", "Child-Pugh classification",
             "肝硬化Child-Pugh分级评分"],
    specialty="gastroenterology_hepatology",
    description=("Severity of chronic liver disease (cirrhosis) from bilirubin, albumin, "
                 "INR or prothrombin time, ascites and encephalopathy: 5-15 points, class A/B/C."),
    keywords=["cirrhosis", "liver cirrhosis severity", "chronic liver disease", "liver function",
              "Child class", "hepatic reserve", "portal hypertension", "prognosis cirrhosis"],
    features=[
        BILIRUBIN,
        albumin(absent=CRITERION_NOT_MET,
                description="Serum albumin (1 point > 3.5, 2 points 2.8-3.5, 3 points < 2.8 g/dL)"),
        INR,
        PT_PROLONGATION,
        ASCITES,
        ENCEPHALOPATHY,
    ],
    versions=[
        Version("inr", dt.date(2023, 10, 18), MSD_CTP, child_pugh_inr,
                notes=("Pugh 1973 with the INR in place of prothrombin-time prolongation: INR "
                       "< 1.7 = 1, 1.7-2.3 = 2, > 2.3 = 3 points (the form used by MDCalc, the "
                       "MSD Manual and most references). Effective date: the MSD table revision "
                       "cited; the substitution itself is older and its first source was not "
                       "established.")),
        Version("pugh_1973", dt.date(1973, 8, 1), PUGH_1973, child_pugh_1973,
                notes=("The original table: prothrombin time prolonged 1-4 s = 1, 4-6 s = 2, "
                       "> 6 s = 3 points.")),
    ],
    default_version="inr",
    output=Output(kind="integer", unit="points", decimals=0),
    interpret=child_pugh_class,
    references=[PUGH_1973, MSD_CTP, CHILD_1964],
    notes=(
        "Default version 'inr' (INR bands < 1.7 / 1.7-2.3 / > 2.3, as MDCalc); version "
        "'pugh_1973' takes the prothrombin-time prolongation in seconds, as in the paper. "
        "Band edges belong to the middle band (bilirubin 2.0 and 3.0 mg/dL = 2 points; albumin "
        "3.5 and 2.8 g/dL = 2 points; INR 1.7 and 2.3 = 2 points; PT 4 and 6 s = 2 points). "
        "Bilirubin is converted with M = 584.66 g/mol (1 mg/dL = 17.1 µmol/L), so the SI "
        "edges 34 and 51 µmol/L of some tables fall just below 2.0 and 3.0 mg/dL. Pugh 1973 "
        "also gave higher bilirubin bands for primary biliary cirrhosis; they are not "
        "implemented (not verified here) - the standard bands apply to every patient. Some "
        "textbook tables (e.g. Harrison's) use albumin 3.0-3.5 g/dL for 2 points; this follows "
        "Pugh 1973 (2.8-3.5). MedCalc-Bench (calculator 15): its code compares ascites with "
        "'Absent'/'Slight'/'Moderate' while the data say 'absent'/'slight'/'moderate', so "
        "ascites never scores: its labels are 1 point low when ascites is absent, 2 when slight "
        "and 3 when moderate; 'Grade 0' encephalopathy likewise never matches and scores 0 "
        "(1 point low); its band edges differ from Pugh's at bilirubin 2.0 and 3.0 mg/dL and "
        "albumin 2.8 g/dL; and it converts bilirubin with a molar mass of 548.66 g/mol."),
)
