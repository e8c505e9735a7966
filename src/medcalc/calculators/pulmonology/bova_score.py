"""Bova score: risk of PE-related complications within 30 days in normotensive patients with
acute pulmonary embolism (Bova et al., Eur Respir J 2014)."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Output,
    Precondition,
    Reference,
    Version,
    criterion,
)
from medcalc.core.common import heart_rate, systolic_bp

BOVA_2014 = Reference(
    "Bova C, Sanchez O, Prandoni P, Lankeit M, Konstantinides S, Vanni S, Jiménez D. "
    "Identification of intermediate-risk patients with acute symptomatic pulmonary embolism. "
    "Eur Respir J. 2014;44(3):694-703.",
    doi="10.1183/09031936.00006114")
FERNANDEZ_2015 = Reference(
    "Fernández C, Bova C, Sanchez O, Prandoni P, Lankeit M, Konstantinides S, Vanni S, "
    "Fernández-Golfín C, Yusen RD, Jiménez D. Validation of a model for identification of "
    "patients at intermediate to high risk for complications associated with acute symptomatic "
    "pulmonary embolism. Chest. 2015;148(1):211-218.", doi="10.1378/chest.14-2551")


# Bova 2014's four items, labelled as printed there (aliases: MDCalc's field labels). Systolic
# blood pressure below 90 mmHg is outside the score's population (the precondition below, on
# the measured pressure), so the blood-pressure item is met at 90-100 mmHg and not met above.
SYSTOLIC_BP = criterion("systolic_bp", "Systolic blood pressure 90-100 mmHg", ge=90.0, le=100.0,
                        points=2, aliases=("SBP 90-100 mmHg", "Systolic BP"),
                        yes_aliases=("90-100", "90-100 mmHg"), no_aliases=(">100", ">100 mmHg"))
TROPONIN = criterion("elevated_troponin", "Elevated cardiac troponin", points=2)
RV_DYSFUNCTION = criterion("rv_dysfunction", "RV dysfunction (echocardiography or CT)",
                           points=2, aliases=("RV dysfunction", "Right ventricular dysfunction"))
HEART_RATE = criterion("heart_rate", "Heart rate >= 110 beats/min", ge=110.0,
                       aliases=("Heart rate ≥110 bpm", "Heart rate ≥110",
                                "Heart rate, beats/min"))
ITEMS = (SYSTOLIC_BP, TROPONIN, RV_DYSFUNCTION, HEART_RATE)


def bova(systolic_bp, elevated_troponin, rv_dysfunction, heart_rate):
    # The items' points.
    points = {
        "systolic_bp_90_to_100": systolic_bp,
        "elevated_troponin": elevated_troponin,
        "rv_dysfunction": rv_dysfunction,
        "heart_rate_110_or_more": heart_rate,
    }
    return {"value": sum(points.values()), **points}


def stage(score):
    if score <= 2:
        return "stage I (0-2 points): low risk of PE-related complications within 30 days"
    if score <= 4:
        return "stage II (3-4 points): intermediate risk of PE-related complications within 30 days"
    return "stage III (> 4 points): high risk of PE-related complications within 30 days"


CALCULATOR = Calculator(
    id="bova_score",
    name="Bova Score for Pulmonary Embolism Complications",
    aliases=["Bova score", "BOVA score", "Bova risk score"],
    specialty="pulmonology",
    description=("Risk of pulmonary-embolism-related complications (death, hemodynamic collapse "
                 "or recurrent PE) within 30 days in normotensive patients with confirmed acute "
                 "PE, from blood pressure, troponin, right-ventricular function and heart rate "
                 "(0-7 points, stages I-III)."),
    keywords=["pulmonary embolism", "PE", "intermediate-risk pulmonary embolism",
              "submassive pulmonary embolism", "normotensive PE", "right ventricular dysfunction",
              "RV strain", "troponin", "hemodynamic collapse", "thrombolysis",
              "complications in stable pulmonary embolism", "intermediate-risk PE prognosis",
              "submassive PE deterioration risk", "30-day PE complication risk",
              "normotensive PE with RV strain", "who may need thrombolysis in PE"],
    features=[
        systolic_bp(description=("Systolic blood pressure (criterion: 90-100 mmHg, 2 points; "
                                 "below 90 mmHg the patient is outside the score's population)")),
        Boolean(name="elevated_troponin", description="Elevated cardiac troponin (2 points)",
                definition="cardiac troponin (I or T) above the assay's upper reference limit"),
        Boolean(name="rv_dysfunction",
                description="Right ventricular dysfunction on echocardiography or CT (2 points)",
                definition=("right ventricular dysfunction on transthoracic echocardiography "
                            "(e.g. RV/LV end-diastolic diameter ratio > 0.9, RV dilatation or "
                            "free-wall hypokinesis) or on CT (RV/LV diameter ratio > 1.0)")),
        heart_rate(description="Heart rate (criterion: >= 110 beats/min, 1 point)"),
    ],
    items=list(ITEMS),
    versions=[Version("bova_2014", dt.date(2014, 9, 1), BOVA_2014, bova,
                      notes=("Eur Respir J September 2014 issue (day not established). SBP "
                             "90-100 mmHg 2; elevated cardiac troponin 2; RV dysfunction on "
                             "echocardiography or CT 2; heart rate >= 110/min 1. Stages: I 0-2, "
                             "II 3-4, III > 4."))],
    output=Output(kind="integer", unit="points", range=(0, 7)),
    interpret=stage,
    preconditions=[Precondition(lambda systolic_bp: not (systolic_bp < 90.0),
                                "the Bova score applies to normotensive patients (systolic "
                                "blood pressure >= 90 mmHg); hypotensive PE is high-risk PE")],
    references=[BOVA_2014, FERNANDEZ_2015],
    notes=(
        "Points and stages follow Bova 2014 (derived from 2,874 normotensive patients with acute "
        "symptomatic PE in six prospective cohorts; outcome: PE-related death, hemodynamic "
        "collapse or recurrent non-fatal PE within 30 days). The four criteria are declared as "
        "items, each answerable by its value, its band or yes/no. The SBP item is met at 90 "
        "<= SBP <= 100 mmHg (2 points; answer '90-100' or yes) and not met above ('> 100' or "
        "no); a measured SBP < 90 mmHg gives NA not_applicable (outside the population; "
        "domain='warn' computes it with 0 points for the item). A yes/no answer cannot tell "
        "a hypotensive patient from SBP > 100, so 'no' is read as SBP > 100. Event rates by "
        "stage are not reported in the interpretation: "
        "they differ between the derivation cohort and the validation of Fernández 2015 "
        "(complications 4.4%, 18% and 42% by stage). Under missing='absent' an unmentioned "
        "criterion counts as not met and is listed as imputed."),
)
