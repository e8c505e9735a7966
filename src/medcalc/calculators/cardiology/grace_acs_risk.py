"""GRACE risk score for in-hospital death in acute coronary syndromes (Granger et al., Arch
Intern Med 2003): the published point score."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Category, Choice, Output, Reference, Version,
                          banded, criterion)
from medcalc.core.common import age, creatinine, heart_rate, systolic_bp

GRANGER_2003 = Reference(
    "Granger CB, Goldberg RJ, Dabbous O, et al. Predictors of hospital mortality in the global "
    "registry of acute coronary events. Arch Intern Med. 2003;163(19):2345-2353.",
    doi="10.1001/archinte.163.19.2345")
ESC_2015 = Reference(
    "Roffi M, Patrono C, Collet JP, et al. 2015 ESC Guidelines for the management of acute "
    "coronary syndromes in patients presenting without persistent ST-segment elevation. Eur "
    "Heart J. 2016;37(3):267-315 (GRACE in-hospital death: <= 108 low (< 1%), 109-140 "
    "intermediate (1-3%), > 140 high (> 3%)).", doi="10.1093/eurheartj/ehv320")
MDCALC = Reference("MDCalc. GRACE ACS Risk and Mortality Calculator.")

AGE = banded("age", "Age", bands=(
    Band("lt_30", "< 30", 0, lt=30), Band("30_39", "30-39", 8, ge=30, lt=40),
    Band("40_49", "40-49", 25, ge=40, lt=50), Band("50_59", "50-59", 41, ge=50, lt=60),
    Band("60_69", "60-69", 58, ge=60, lt=70), Band("70_79", "70-79", 75, ge=70, lt=80),
    Band("80_89", "80-89", 91, ge=80, lt=90), Band("ge_90", ">= 90", 100, ge=90)))
HEART_RATE = banded("heart_rate", "Heart rate", bands=(
    Band("lt_50", "< 50", 0, lt=50), Band("50_69", "50-69", 3, ge=50, lt=70),
    Band("70_89", "70-89", 9, ge=70, lt=90), Band("90_109", "90-109", 15, ge=90, lt=110),
    Band("110_149", "110-149", 24, ge=110, lt=150), Band("150_199", "150-199", 38, ge=150,
                                                         lt=200),
    Band("ge_200", ">= 200", 46, ge=200)))
SBP = banded("systolic_bp", "Systolic blood pressure", bands=(
    Band("lt_80", "< 80", 58, lt=80), Band("80_99", "80-99", 53, ge=80, lt=100),
    Band("100_119", "100-119", 43, ge=100, lt=120), Band("120_139", "120-139", 34, ge=120,
                                                         lt=140),
    Band("140_159", "140-159", 24, ge=140, lt=160), Band("160_199", "160-199", 10, ge=160,
                                                         lt=200),
    Band("ge_200", ">= 200", 0, ge=200)))
CREATININE = banded("creatinine", "Creatinine (mg/dL)", bands=(
    Band("lt_0_4", "0-0.39", 1, lt=0.4), Band("0_4_to_0_79", "0.40-0.79", 4, ge=0.4, lt=0.8),
    Band("0_8_to_1_19", "0.80-1.19", 7, ge=0.8, lt=1.2),
    Band("1_2_to_1_59", "1.20-1.59", 10, ge=1.2, lt=1.6),
    Band("1_6_to_1_99", "1.60-1.99", 13, ge=1.6, lt=2.0),
    Band("2_to_3_99", "2.00-3.99", 21, ge=2.0, lt=4.0), Band("ge_4", ">= 4.0", 28, ge=4.0)),
    aliases=("Creatinine",))
ARREST = criterion("cardiac_arrest", "Cardiac arrest at admission", points=39)
ST = criterion("st_deviation", "ST-segment deviation", points=28,
               aliases=("ST segment deviation",))
ENZYMES = criterion("elevated_enzymes", "Elevated cardiac enzymes/markers", points=14,
                    aliases=("Abnormal cardiac enzymes", "Elevated troponin"))
ITEMS = (AGE, HEART_RATE, SBP, CREATININE, ARREST, ST, ENZYMES)
KILLIP = Category(name="killip_class", description="Killip class at presentation",
                  labels=("Killip class", "Killip Class"), choices=(
    Choice("I", "Killip I: no heart failure", 0, aliases=("1", "Class I", "No CHF")),
    Choice("II", "Killip II: rales and/or JVD", 20, aliases=("2", "Class II")),
    Choice("III", "Killip III: pulmonary edema", 39, aliases=("3", "Class III")),
    Choice("IV", "Killip IV: cardiogenic shock", 59, aliases=("4", "Class IV")),
))
NAMES = tuple(i.name for i in ITEMS)


def grace(killip_class, **points):
    out = {n: points[n] for n in NAMES}
    out["killip_class"] = killip_class
    out["value"] = sum(out.values())
    return out


grace.__parameters__ = ("killip_class",) + NAMES


def interpret(score):
    if score <= 108:
        return "low risk of in-hospital death (GRACE <= 108: < 1% in NSTE-ACS)"
    if score <= 140:
        return "intermediate risk of in-hospital death (GRACE 109-140: 1-3% in NSTE-ACS)"
    return "high risk of in-hospital death (GRACE > 140: > 3% in NSTE-ACS)"


CALCULATOR = Calculator(
    id="grace_acs_risk",
    name="GRACE ACS Risk and Mortality Calculator",
    aliases=["GRACE ACS Risk Score (in-hospital mortality)", "GRACE score", "GRACE risk score",
             "Global Registry of Acute Coronary Events score"],
    specialty="cardiology",
    description="GRACE point score (Granger 2003) for in-hospital death in acute coronary "
                "syndromes, from age, heart rate, systolic BP, creatinine, Killip class, cardiac "
                "arrest, ST deviation and elevated cardiac markers.",
    keywords=["acute coronary syndrome", "NSTEMI", "STEMI", "mortality", "risk stratification",
              "early invasive strategy", "in-hospital death after heart attack",
              "acute coronary syndrome mortality", "early invasive strategy decision",
              "timing of angiography in NSTEMI", "Killip class creatinine ACS risk",
              "prognosis in acute MI", "high risk ACS for early cath"],
    features=[age(), heart_rate(), systolic_bp(), creatinine(), KILLIP,
              Boolean(name="cardiac_arrest", description="Cardiac arrest at admission"),
              Boolean(name="st_deviation", description="ST-segment deviation on the presenting "
                      "ECG"),
              Boolean(name="elevated_enzymes", description="Elevated cardiac enzymes or "
                      "markers (troponin, CK-MB)")],
    items=list(ITEMS),
    versions=[Version("granger_2003", dt.date(2003, 10, 27), GRANGER_2003, grace,
                      notes="Point nomogram of the GRACE in-hospital death model (range 1-372).")],
    output=Output(kind="integer", unit="points", decimals=0, range=(1, 372)),
    interpret=interpret,
    references=[GRANGER_2003, ESC_2015, MDCALC],
    notes="The published GRACE point score for in-hospital death (Granger 2003), checked "
          "against several independent reproductions of the nomogram. MDCalc's GRACE "
          "calculator reports the probabilities of the online GRACE model (in-hospital and "
          "6-month death), which this point score does not reproduce. The risk groups are the "
          "NSTE-ACS ones cited by the 2015 ESC guideline; for STEMI the published groups are "
          "<= 125, 126-154, > 154. Creatinine bands in mg/dL (µmol/L converted).",
)
