"""BODE index (Celli 2004): BMI, airflow obstruction, dyspnoea and exercise capacity in COPD."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import height, weight
from medcalc.core.vector import maximum, snap, where
from medcalc.formulas.anthropometry import body_mass_index
from medcalc.formulas.dyspnea import DYSPNEA_GRADE, mmrc_grade

CELLI_2004 = Reference(
    "Celli BR, Cote CG, Marin JM, Casanova C, Montes de Oca M, Mendez RA, Pinto Plata V, "
    "Cabral HJ. The body-mass index, airflow obstruction, dyspnea, and exercise capacity index "
    "in chronic obstructive pulmonary disease. N Engl J Med. 2004;350(10):1005-1012 (Table 1: "
    "points per variable; quartiles 0-2, 3-4, 5-6, 7-10).",
    doi="10.1056/NEJMoa021322")

FEV1_PERCENT_PREDICTED = Quantity(
    name="fev1_percent_predicted", unit="%", units=("%", "1"), range=(5.0, 160.0),
    description=("FEV1 as a percentage of predicted, after bronchodilator (0 points >= 65, 1 "
                 "point 50-64, 2 points 36-49, 3 points <= 35 %); a fraction is accepted with "
                 "the unit '1'"))

SIX_MINUTE_WALK_DISTANCE = Quantity(
    name="six_minute_walk_distance", unit="m", units=("m", "ft", "yd"), range=(0.0, 1200.0),
    description=("Distance walked in the six-minute walk test (0 points >= 350 m, 1 point "
                 "250-349, 2 points 150-249, 3 points <= 149 m)"),
    definition=("Best of the tests done, walked at the patient's own pace along a flat corridor "
                "as in the ATS six-minute walk test protocol; 0 m if the patient could not walk."))

BMI_THRESHOLD = 21.0  # kg/m², 1 point at or below

# Celli 2004 Table 1 states the FEV1 and walk bands in integers. One rule for every boundary: a
# band runs from its stated lower bound up to (not including) the next band's stated lower bound,
# e.g. "50-64" is [50, 65) and "<= 35" is everything below 36, so a non-integer value stays in
# the lower band until it reaches the next band's lower bound (the same as truncating it to an
# integer and reading the printed bands).


def bode_index(fev1_percent_predicted, six_minute_walk_distance, dyspnea_grade, weight, height):
    fev1 = fev1_percent_predicted
    walk = six_minute_walk_distance
    mmrc = mmrc_grade(dyspnea_grade)
    bmi = snap(body_mass_index(weight, height))
    points = {
        "fev1": where(fev1 >= 65, 0, where(fev1 >= 50, 1, where(fev1 >= 36, 2, 3))),
        "six_minute_walk": where(walk >= 350, 0, where(walk >= 250, 1, where(walk >= 150, 2, 3))),
        "dyspnea": maximum(mmrc - 1, 0),
        "bmi": where(bmi <= BMI_THRESHOLD, 1, 0),
    }
    total = points["fev1"] + points["six_minute_walk"] + points["dyspnea"] + points["bmi"]
    return {"value": total, **points, "mmrc_grade": mmrc, "body_mass_index": bmi}


def quartile(score):
    if score <= 2:
        return "quartile 1 (BODE 0-2): lowest mortality group in Celli 2004"
    if score <= 4:
        return "quartile 2 (BODE 3-4)"
    if score <= 6:
        return "quartile 3 (BODE 5-6)"
    return "quartile 4 (BODE 7-10): highest mortality group in Celli 2004"


CALCULATOR = Calculator(
    id="bode_index_copd",
    name="BODE Index for COPD Survival",
    aliases=["BODE Index (COPD prognosis)", "BODE index", "BODE score",
             "Body-mass index, airflow Obstruction, Dyspnea, Exercise capacity index"],
    specialty="pulmonology",
    description=("Prognosis of COPD from body-mass index, FEV1 % predicted, mMRC dyspnoea grade "
                 "and six-minute walk distance: 0-10 points, higher means higher mortality."),
    keywords=["COPD prognosis", "COPD mortality", "COPD survival", "emphysema prognosis",
              "six minute walk", "6MWD", "FEV1", "mMRC", "lung transplant referral",
              "multidimensional COPD staging", "COPD mortality prediction",
              "COPD survival multidimensional", "when to refer COPD for transplant",
              "COPD death risk from walk test", "COPD severity beyond FEV1"],
    features=[
        FEV1_PERCENT_PREDICTED,
        SIX_MINUTE_WALK_DISTANCE,
        DYSPNEA_GRADE,
        weight(),
        height(),
    ],
    versions=[
        Version("celli_2004", dt.date(2004, 3, 4), CELLI_2004, bode_index,
                notes="Table 1 of Celli 2004: FEV1 % predicted >= 65 / 50-64 / 36-49 / <= 35 "
                      "-> 0-3; 6-minute walk >= 350 / 250-349 / 150-249 / <= 149 m -> 0-3; "
                      "mMRC 0-1 / 2 / 3 / 4 -> 0-3; BMI > 21 / <= 21 kg/m² -> 0-1. Integer "
                      "bands read as [lower bound, next band's lower bound)."),
    ],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=quartile,
    references=[CELLI_2004],
    notes=(
        "Celli 2004 (Table 1) states the FEV1 and walk bands in integers (FEV1 >= 65 / 50-64 / "
        "36-49 / <= 35 %; walk >= 350 / 250-349 / 150-249 / <= 149 m) and does not say how a "
        "value between two bands scores. One rule is applied at every boundary: a band runs from "
        "its stated lower bound up to the next band's stated lower bound, i.e. a value below the "
        "next band's lower bound stays in the lower band (equivalently: truncate to an integer, "
        "then read the printed bands). So FEV1 64.5 % scores 1 and 65 % scores 0; 49.5 % scores "
        "2 and 50 % scores 1; 35.5 % scores 3 and 36 % scores 2; walk 349.5 m scores 1, 249.5 m "
        "scores 2 and 149.5 m scores 3. The bands as inequalities: FEV1 >= 65: 0, >= 50: 1, "
        ">= 36: 2, < 36: 3; walk >= 350: 0, >= 250: 1, >= 150: 2, < 150: 3. The independent R "
        "package 'bode' (resplab) reads the boundaries it defines the same way ([50, 65), "
        "[36, 50), walk < 150 m: 3 points). BMI is a real-number "
        "criterion in the source (> 21 / <= 21), not an integer band: it is computed from weight "
        "and height (kg/m², not rounded) and scores 1 point at or below 21. The dyspnoea input is "
        "the breathlessness level of the MRC dyspnoea scale calculator (give 'mMRC 0'-'mMRC 4' "
        "or the level); BODE uses the modified MRC grade 0-4 (MRC grade minus 1). Celli 2004 "
        "reported survival by quartile of the index (Kaplan-Meier curves) and higher "
        "all-cause and respiratory mortality per point; this calculator returns the points and "
        "the quartile, not a survival percentage. Developed and validated in stable "
        "outpatients with COPD, not during an exacerbation."),
)
