"""Child-Pugh score (Pugh 1973): severity of cirrhosis, 5-15 points, classes A/B/C."""

import datetime as dt

from medcalc.core import (
    Band,
    Calculator,
    Category,
    Choice,
    Output,
    Quantity,
    Reference,
    Variant,
    Version,
    banded,
    points_total,
)
from medcalc.core.common import albumin, bilirubin, inr

PUGH_1973 = Reference(
    "Pugh RNH, Murray-Lyon IM, Dawson JL, Pietroni MC, Williams R. Transection of the "
    "oesophagus for bleeding oesophageal varices. Br J Surg. 1973;60(8):646-649 (Table: grading "
    "of severity of liver disease).",
    doi="10.1002/bjs.1800600817", url="https://pubmed.ncbi.nlm.nih.gov/4541913/")
CHILD_1964 = Reference(
    "Child CG, Turcotte JG. Surgery and portal hypertension. In: Child CG, ed. The Liver and "
    "Portal Hypertension. Philadelphia: Saunders; 1964:50-58.")
MSD_CTP = Reference(
    "MSD Manual Professional Version. Child-Turcotte-Pugh scoring system (table: PT seconds "
    "prolonged < 4 / 4-6 / > 6 or, instead of PT, INR < 1.7 / 1.7-2.3 / > 2.3; albumin "
    "> 3.5 / 2.8-3.5 / < 2.8 g/dL). Table revised 2023-10-18.",
    url="https://www.msdmanuals.com/professional/multimedia/table/child-turcotte-pugh-scoring-system")
HARRISON_2005 = Reference(
    "Kasper DL, Braunwald E, Fauci AS, Hauser SL, Longo DL, Jameson JL, eds. Harrison's "
    "Principles of Internal Medicine. 16th ed. New York: McGraw-Hill; 2005 (table 'Child-Pugh "
    "classification of cirrhosis': prothrombin time < 4 / 4-6 / > 6 s prolonged or INR < 1.7 / "
    "1.7-2.3 / > 2.3; its albumin bands are 3.0-3.5 g/dL, not Pugh's 2.8-3.5). Quoted with "
    "these INR bands as 'Kasper et al., 2005' in PMC3017746, Table 1.")

BILIRUBIN = bilirubin(description=("Serum total bilirubin (1 point < 2, 2 points 2-3, 3 points "
                                   "> 3 mg/dL)"))

ASCITES = Category(
    name="ascites",
    description="Ascites (1 point absent, 2 points slight, 3 points moderate)",
    definition=("Pugh 1973 grades ascites clinically as absent, slight or moderate. Slight: "
                "mild ascites, or ascites controlled with diuretics; moderate: at least moderate "
                "(tense, large-volume or poorly controlled) ascites."),
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

INR = inr(description=("International normalized ratio (1 point < 1.7, 2 points 1.7-2.3, "
                       "3 points > 2.3)"))

PT_PROLONGATION = Quantity(
    name="prothrombin_time_prolongation", unit="s", units=("s",), range=(-5.0, 120.0),
    description=("Prothrombin time prolongation over control, in seconds (Pugh 1973: 1 point "
                 "1-4 s, 2 points 4-6 s, 3 points > 6 s)"))


# The items as the source tables print them (Pugh 1973; the INR row of the later INR form), with
# the source's inequalities: band edges belong to the middle band (bilirubin 2.0 and 3.0 mg/dL,
# albumin 2.8 and 3.5 g/dL, INR 1.7 and 2.3, PT 4 and 6 s score 2). Aliases are MDCalc's options
# (as its form prints them, SI in parentheses) and the MSD Manual's wording. Under
# missing="absent" an unanswered item takes its normal band (1 point) and is listed as imputed.
BILIRUBIN_ITEM = banded("bilirubin", "Bilirubin (total)", bands=(
    Band("lt_2", "< 2 mg/dL", 1, lt=2.0, aliases=(
        "<2", "<2 mg/dL (<34.2 µmol/L)", "< 34.2 µmol/L", "< 34 µmol/L", "1-2 mg/dL")),
    Band("2_to_3", "2-3 mg/dL", 2, ge=2.0, le=3.0, aliases=(
        "2-3", "2-3 mg/dL (34.2-51.3 µmol/L)", "34.2-51.3 µmol/L", "34-51 µmol/L")),
    Band("gt_3", "> 3 mg/dL", 3, gt=3.0, aliases=(
        ">3", ">3 mg/dL (>51.3 µmol/L)", "> 51.3 µmol/L", "> 51 µmol/L")),
), aliases=("Bilirubin (Total)", "Total bilirubin", "Serum bilirubin"), absent="lt_2")
ALBUMIN_ITEM = banded("albumin", "Albumin", bands=(
    Band("gt_3.5", "> 3.5 g/dL", 1, gt=3.5, aliases=(">3.5", ">3.5 g/dL (>35 g/L)", "> 35 g/L")),
    Band("2.8_to_3.5", "2.8-3.5 g/dL", 2, ge=2.8, le=3.5, aliases=(
        "2.8-3.5", "2.8-3.5 g/dL (28-35 g/L)", "28-35 g/L")),
    Band("lt_2.8", "< 2.8 g/dL", 3, lt=2.8, aliases=("<2.8", "<2.8 g/dL (<28 g/L)", "< 28 g/L")),
), aliases=("Serum albumin",), absent="gt_3.5")
INR_ITEM = banded("inr", "INR", bands=(
    Band("lt_1.7", "< 1.7", 1, lt=1.7),
    Band("1.7_to_2.3", "1.7-2.3", 2, ge=1.7, le=2.3),
    Band("gt_2.3", "> 2.3", 3, gt=2.3),
), aliases=("International normalized ratio",), absent="lt_1.7")
PT_ITEM = banded("prothrombin_time_prolongation", "Prothrombin time (seconds prolonged)", bands=(
    Band("lt_4", "< 4 s", 1, lt=4.0, aliases=("<4", "1-4", "1-4 s")),
    Band("4_to_6", "4-6 s", 2, ge=4.0, le=6.0, aliases=("4-6",)),
    Band("gt_6", "> 6 s", 3, gt=6.0, aliases=(">6",)),
), aliases=("PT (seconds prolonged)", "Prothrombin time"), absent="lt_4")
ASCITES_ITEM = banded("ascites", "Ascites", bands=(
    Band("absent", "Absent", 1, choices=("absent",)),
    Band("slight", "Slight", 2, choices=("slight",)),
    Band("moderate", "Moderate", 3, choices=("moderate",)),
), absent="absent")
ENCEPHALOPATHY_ITEM = banded("encephalopathy", "Encephalopathy", bands=(
    Band("none", "None", 1, choices=("none",), aliases=("No Encephalopathy",)),
    Band("grade_1_2", "Grade 1-2", 2, choices=("grade_1_2",), aliases=("1-2",)),
    Band("grade_3_4", "Grade 3-4", 3, choices=("grade_3_4",), aliases=("3-4",)),
), aliases=("Hepatic encephalopathy",), absent="none")

child_pugh_inr = points_total(
    (BILIRUBIN_ITEM, ALBUMIN_ITEM, INR_ITEM, ASCITES_ITEM, ENCEPHALOPATHY_ITEM))


def child_pugh_1973(bilirubin, albumin, prothrombin_time_prolongation, ascites, encephalopathy):
    points = {"bilirubin": bilirubin, "albumin": albumin,
              "prothrombin_time": prothrombin_time_prolongation, "ascites": ascites,
              "encephalopathy": encephalopathy}
    return {"value": sum(points.values()), **points}


# The INR row and the prothrombin-time row are parallel conventions (the MSD table prints them
# side by side: PT seconds prolonged or, instead of PT, the INR), chosen by the measurement at
# hand, never by a date.
INR_VARIANT = Variant("inr", "INR bands < 1.7 / 1.7-2.3 / > 2.3 in place of the prothrombin time "
                             "(MDCalc, MSD Manual, Harrison's)", MSD_CTP)
PT_VARIANT = Variant("prothrombin_time", "Prothrombin time prolonged < 4 / 4-6 / > 6 s over "
                                         "control, as in Pugh 1973", PUGH_1973)


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
              "Child class", "hepatic reserve", "portal hypertension", "prognosis cirrhosis",
              "surgical risk in cirrhosis", "cirrhosis severity class",
              "liver reserve in cirrhosis", "cirrhosis prognosis", "class A B C cirrhosis",
              "operative risk in liver disease", "liver failure severity grading",
              "hepatic function in cirrhosis"],
    features=[
        BILIRUBIN,
        albumin(description="Serum albumin (1 point > 3.5, 2 points 2.8-3.5, 3 points < 2.8 g/dL)"),
        INR,
        PT_PROLONGATION,
        ASCITES,
        ENCEPHALOPATHY,
    ],
    versions=[
        Version("inr", dt.date(2005, 1, 1), HARRISON_2005, child_pugh_inr, variant="inr",
                notes=("Pugh 1973 with the INR in place of prothrombin-time prolongation: INR "
                       "< 1.7 = 1, 1.7-2.3 = 2, > 2.3 = 3 points (the form used by MDCalc, the "
                       "MSD Manual and most references); other rows as Pugh 1973. Effective "
                       "date: the earliest citable source found that prints these INR bands, "
                       "Harrison's 16th edition (2005; day not established). The form may be "
                       "older (see the calculator notes).")),
        Version("pugh_1973", dt.date(1973, 8, 1), PUGH_1973, child_pugh_1973,
                variant="prothrombin_time",
                notes=("The original table: prothrombin time prolonged 1-4 s = 1, 4-6 s = 2, "
                       "> 6 s = 3 points. Br J Surg August 1973 issue (day not established).")),
    ],
    items=[BILIRUBIN_ITEM, ALBUMIN_ITEM, INR_ITEM, PT_ITEM, ASCITES_ITEM, ENCEPHALOPATHY_ITEM],
    variants=[INR_VARIANT, PT_VARIANT],
    default_version="inr",
    output=Output(kind="integer", unit="points", decimals=0, range=(5, 15)),
    interpret=child_pugh_class,
    references=[PUGH_1973, MSD_CTP, HARRISON_2005, CHILD_1964],
    notes=(
        "Two variants, parallel conventions chosen by the coagulation measurement at hand and "
        "never by a date: 'inr' (default; version 'inr', INR bands < 1.7 / 1.7-2.3 / > 2.3, as "
        "MDCalc) and 'prothrombin_time' (version 'pugh_1973', the prothrombin-time prolongation "
        "in seconds, as in the paper); choose with variant= or version=. The MSD Manual prints "
        "both rows in one table ('or, instead of PT, INR'). Effective date of the INR form: "
        "searched (pages/docs/code corpora: 'Child-Turcotte-Pugh INR <1.7 1.7-2.3 >2.3', "
        "Lucey 1997 AASLD/ASTP minimal listing criteria, UNOS 1998 allocation policy, Durand & "
        "Valla 2005/2008, Wiesner 2003) for the first source printing these INR bands; the "
        "earliest verified is Harrison's 16th edition (Kasper 2005), so the 'inr' edition is "
        "dated 2005 (before that, as_of finds no edition of the inr variant). Lucey 1997 "
        "(Liver Transpl Surg 3:628) is often cited for the CTP table used in US listing but "
        "its table text could not be checked here. Other INR cut-offs are in use and not "
        "implemented: EACS (1.7 / 1.71-2.20 / > 2.20) and some reviews (< 2.0 / 2.0-3.0 / "
        "> 3.0). Each item may be answered by its measurement or by its band (key, label or "
        "MDCalc's option, e.g. '2-3 mg/dL (34.2-51.3 µmol/L)', '<1.7', 'No Encephalopathy'). "
        "Band edges belong to the middle band (bilirubin 2.0 and 3.0 mg/dL = 2 points; albumin "
        "3.5 and 2.8 g/dL = 2 points; INR 1.7 and 2.3 = 2 points; PT 4 and 6 s = 2 points). "
        "Bilirubin is converted at 1 mg/dL = 17.1 µmol/L, so the SI edges 34 and 51 µmol/L of "
        "some tables fall just below 2.0 and 3.0 mg/dL (MDCalc prints 34.2 and 51.3). Pugh 1973 "
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
