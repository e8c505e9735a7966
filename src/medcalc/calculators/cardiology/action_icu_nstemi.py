"""ACTION ICU risk score (Fanaroff et al., J Am Heart Assoc 2018): need for ICU care in
initially stable NSTEMI."""

import datetime as dt

from medcalc.core import Band, Boolean, Calculator, Output, Quantity, Reference, Version, banded, criterion, points_total
from medcalc.core.common import age, creatinine, heart_rate, systolic_bp

FANAROFF_2018 = Reference(
    "Fanaroff AC, Chen AY, Thomas LE, Pieper KS, Garratt KN, Peterson ED, Newby LK, de Lemos JA, "
    "Kosiborod MN, Amsterdam EA, Wang TY. Risk score to predict need for intensive care in "
    "initially hemodynamically stable adults with non-ST-segment-elevation myocardial "
    "infarction. J Am Heart Assoc. 2018;7(11):e008894.", doi="10.1161/JAHA.118.008894",
    url="https://pmc.ncbi.nlm.nih.gov/articles/PMC6015341/")
MDCALC = Reference("MDCalc. ACTION ICU Score for Intensive Care in NSTEMI.", url="https://www.mdcalc.com/action-icu-score-intensive-care-nstemi")

AGE = banded("age", "Age, years", bands=(
    Band("lt_70", "< 70", 0, lt=70), Band("ge_70", ">= 70", 1, ge=70)), absent="lt_70",
    aliases=("Age",))
CREATININE = banded("creatinine", "Serum creatinine, mg/dL", bands=(
    Band("lt_1_1", "< 1.1", 0, lt=1.1), Band("ge_1_1", ">= 1.1", 1, ge=1.1)), absent="lt_1_1",
    aliases=("Serum creatinine", "Creatinine"))
HEART_RATE = banded("heart_rate", "Heart rate, bpm", bands=(
    Band("lt_85", "< 85", 0, lt=85),
    Band("85_to_100", "85-100", 1, ge=85, le=100),
    Band("gt_100", "> 100", 3, gt=100, aliases=(">=100", "≥100")),
), absent="lt_85", aliases=("Heart rate",))
SBP = banded("systolic_bp", "Systolic blood pressure, mmHg", bands=(
    Band("gt_145", "> 145", 0, gt=145, aliases=(">=145", "≥145")),
    Band("125_to_145", "125-145", 1, ge=125, le=145),
    Band("lt_125", "< 125", 3, lt=125),
), absent="gt_145", aliases=("Systolic blood pressure", "SBP"))
TROPONIN = banded("troponin_ratio", "Ratio of initial troponin to upper limit of normal", bands=(
    Band("lt_12", "< 12", 0, lt=12), Band("ge_12", ">= 12", 2, ge=12)), absent="lt_12",
    aliases=("Initial troponin / ULN", "Troponin ratio"))
HEART_FAILURE = criterion("heart_failure", "Signs or symptoms of heart failure", points=5,
                          aliases=("Heart failure signs or symptoms",))
ST_DEPRESSION = criterion("st_depression", "ST segment depression on EKG",
                          aliases=("ST depression on ECG", "ST-segment depression"))
# Points for the ABSENCE of prior revascularization (the source's direction).
PRIOR_REVASC = criterion("prior_revascularization", "Prior revascularization", points=0,
                         no_points=1, aliases=("Prior PCI or CABG",))
LUNG = criterion("chronic_lung_disease", "Chronic lung disease", points=2,
                 aliases=("COPD", "Chronic lung disease (e.g. COPD)"))
ITEMS = (AGE, CREATININE, HEART_RATE, SBP, TROPONIN, HEART_FAILURE, ST_DEPRESSION,
         PRIOR_REVASC, LUNG)

# Observed risk of a complication requiring ICU care by score (derivation cohort).
RISK = {1: "3.4%", 2: "4.9%", 3: "5.5%", 4: "6.9%", 5: "9.3%", 6: "12%", 7: "14.6%",
        8: "17.4%", 9: "20.8%", 10: "23.3%", 11: "27.7%", 12: "31%", 13: "31.5%", 14: "39.3%"}


def interpret(score):
    risk = RISK[1] if score <= 1 else RISK.get(score, "> 39.3%")
    return (f"ACTION ICU {score}: risk of a complication requiring ICU care (cardiac arrest, "
            f"shock, high-grade AV block, respiratory failure, stroke or death in hospital) "
            f"{risk}")


CALCULATOR = Calculator(
    id="action_icu_nstemi",
    name="ACTION ICU Score for Intensive Care in NSTEMI",
    aliases=["ACTION ICU Score", "ACTION ICU risk score", "ACTION ICU NSTEMI"],
    specialty="cardiology",
    description="Risk that an initially stable NSTEMI patient develops a complication needing ICU "
                "care (0-19 points).",
    keywords=["NSTEMI", "myocardial infarction", "ICU triage", "intensive care",
              "acute coronary syndrome", "which NSTEMI needs intensive care",
              "ICU versus step-down after NSTEMI", "stable heart attack complication risk",
              "need for ICU admission in myocardial infarction",
              "triage NSTEMI to telemetry or ICU", "cardiac care unit bed need",
              "NSTEMI complication requiring ICU care"],
    features=[
        age(), creatinine(), heart_rate(), systolic_bp(),
        Quantity(name="troponin_ratio", description="Initial troponin divided by the assay's upper "
                 "limit of normal", unit="1", units=("1",), range=(0.0, 100000.0)),
        Boolean(name="heart_failure", description="Signs or symptoms of heart failure at "
                "presentation (5 points)"),
        Boolean(name="st_depression", description="ST-segment depression on the presenting ECG"),
        Boolean(name="prior_revascularization", description="Prior PCI or CABG (its ABSENCE "
                "scores 1 point)"),
        Boolean(name="chronic_lung_disease", description="Chronic lung disease (2 points)"),
    ],
    items=list(ITEMS),
    versions=[Version("fanaroff_2018", dt.date(2018, 5, 29), FANAROFF_2018, points_total(ITEMS),
                      notes="Age >= 70: 1; creatinine >= 1.1 mg/dL: 1; HR 85-100: 1, > 100: 3; "
                            "SBP 125-145: 1, < 125: 3; troponin >= 12 x ULN: 2; heart failure: 5; "
                            "ST depression: 1; no prior revascularization: 1; chronic lung "
                            "disease: 2.")],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, 19)),
    interpret=interpret,
    references=[FANAROFF_2018, MDCALC],
    notes="Points as in Fanaroff 2018 and MDCalc. The band edges at heart rate 100 and SBP 145 "
          "overlap on MDCalc's form ('85-100' and '≥100'; '125-145' and '≥145'); here the "
          "ranges are inclusive (HR 100 scores 1, SBP 145 scores 1) and MDCalc's '≥100' / '≥145' "
          "options name the bands above them. The derivation cohort was aged >= 65 years "
          "(ACTION Registry linked to Medicare) and excluded cardiogenic shock and cardiac "
          "arrest; the score is not prospectively validated. Risk figures by score are those of "
          "the derivation cohort as MDCalc prints them. Each item may be answered by value, "
          "band (MDCalc's option text, e.g. '92 bpm (85-100 = +1)') or yes/no.",
)
