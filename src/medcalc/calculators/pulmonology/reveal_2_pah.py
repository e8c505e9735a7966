"""REVEAL 2.0 risk score for pulmonary arterial hypertension: 13 variables plus a base of 6
points; <= 6 low, 7-8 intermediate, >= 9 high 1-year mortality risk (Benza et al. 2019)."""

import datetime as dt

from medcalc.core import (CRITERION_NOT_MET, Band, Boolean, Calculator, Category, Choice,
                          Condition, Missing, Output, Quantity, Reference, Version, banded,
                          criterion, either, from_category)
from medcalc.core.common import heart_rate, systolic_bp
from medcalc.core.vector import any_true, where

BENZA_2019 = Reference(
    "Benza RL, Gomberg-Maitland M, Elliott CG, Farber HW, Foreman AJ, Frost AE, McGoon MD, "
    "Pasta DJ, Selej M, Burger CD, Frantz RP. Predicting Survival in Patients With Pulmonary "
    "Arterial Hypertension: The REVEAL Risk Score Calculator 2.0 and Comparison With ESC/ERS-"
    "Based Risk Assessment Strategies. Chest. 2019;156(2):323-337.",
    doi="10.1016/j.chest.2019.02.004")
MDCALC = Reference("MDCalc. REVEAL Registry Risk Score 2.0 for Pulmonary Arterial Hypertension "
                   "(PAH).")

BASE_POINTS = 6

SUBGROUP = Category(
    name="pah_subgroup", description="WHO group 1 PAH subgroup",
    choices=(
        Choice("other", "Other (idiopathic, drug/toxin, other)", 0,
               aliases=("other", "idiopathic", "idiopathic PAH", "IPAH", "drug/toxin")),
        Choice("ctd", "CTD-associated PAH", 1,
               aliases=("connective tissue disease", "CTD-PAH", "connective tissue disease "
                        "associated PAH", "CTD")),
        Choice("heritable", "Heritable PAH", 2, aliases=("heritable", "familial", "HPAH")),
        Choice("portopulmonary", "Portopulmonary hypertension", 3,
               aliases=("portopulmonary", "PoPH", "portopulmonary PAH")),
    ), absent="other")
FUNCTIONAL_CLASS = Category(
    name="functional_class", description="NYHA/WHO functional class",
    choices=(
        Choice("I", "I", -1, aliases=("class I", "FC I", "NYHA I", "WHO I")),
        Choice("II", "II", 0, aliases=("class II", "FC II", "NYHA II", "WHO II")),
        Choice("III", "III", 1, aliases=("class III", "FC III", "NYHA III", "WHO III")),
        Choice("IV", "IV", 2, aliases=("class IV", "FC IV", "NYHA IV", "WHO IV")),
    ))

FEATURES = [
    SUBGROUP,
    Boolean(name="male_over_60", description="Male and age > 60 years"),
    Quantity(name="egfr", unit="mL/min/1.73m2", units=("mL/min/1.73m2",), range=(1.0, 200.0),
             description="eGFR (criterion: < 60 mL/min/1.73 m2)"),
    Boolean(name="renal_insufficiency", description="Renal insufficiency (if eGFR unavailable)"),
    FUNCTIONAL_CLASS,
    systolic_bp(description="Systolic blood pressure (criterion: < 110 mmHg)"),
    heart_rate(description="Heart rate (criterion: > 96 bpm)"),
    Boolean(name="hospitalization_6mo",
            description="All-cause hospitalization within the previous 6 months"),
    Quantity(name="six_minute_walk", unit="m", units=("m", "ft"), range=(0.0, 1000.0),
             description="6-minute walk distance", labels=("6-minute walk test", "6MWD")),
    Quantity(name="bnp", unit="pg/mL", units=("pg/mL", "ng/L"), range=(0.0, 50000.0),
             required=False, default=CRITERION_NOT_MET,
             description="BNP (used when given; else NT-proBNP)",
             labels=("BNP, pg/mL", "BNP")),
    Quantity(name="nt_probnp", unit="pg/mL", units=("pg/mL", "ng/L"), range=(0.0, 200000.0),
             required=False, default=CRITERION_NOT_MET,
             description="NT-proBNP (used when BNP is not given)",
             labels=("NT-proBNP, pg/mL", "NT-proBNP")),
    Boolean(name="pericardial_effusion", description="Pericardial effusion on echocardiogram"),
    Quantity(name="dlco", unit="%", units=("%",), range=(5.0, 200.0),
             description="DLCO, % predicted (criterion: < 40%)"),
    Quantity(name="mrap", unit="mmHg", units=("mmHg", "mm[Hg]"), range=(0.0, 50.0),
             description="Mean right atrial pressure on right heart catheterization within "
                         "1 year (criterion: > 20 mmHg)"),
    Quantity(name="pvr", unit="WU", units=("WU", "dyn·s·cm⁻⁵"), range=(0.0, 50.0),
             description="Pulmonary vascular resistance, Wood units (criterion: < 5 WU)"),
]

ITEMS = (
    from_category(SUBGROUP, "WHO group 1 subgroup"),
    criterion("male_over_60", "Male age > 60 years", aliases=("Male age >60 years",),
              points=2),
    either("renal_insufficiency_points", "eGFR < 60 mL/min/1.73 m2 or renal insufficiency",
           (Condition("egfr", lt=60), Condition("renal_insufficiency")),
           aliases=("eGFR <60 mL/min/1.73 m2 or renal insufficiency",)),
    from_category(FUNCTIONAL_CLASS, "NYHA/WHO functional class"),
    criterion("sbp_points", "SBP < 110 mmHg", "systolic_bp", lt=110,
              aliases=("Systolic BP, mmHg",)),
    criterion("hr_points", "Heart rate > 96 bpm", "heart_rate", gt=96,
              aliases=("Heart rate, bpm",)),
    criterion("hospitalization_6mo", "All-cause hospitalization within 6 months",
              aliases=("Any hospitalizations within 6 months",)),
    banded("six_minute_walk_points", "6-minute walk distance", "six_minute_walk", (
        Band("ge440", ">= 440 m", -2, ge=440), Band("320to439", "320 to < 440 m", -1, ge=320,
                                                    lt=440),
        Band("165to319", "165 to < 320 m", 0, ge=165, lt=320),
        Band("lt165", "< 165 m", 1, lt=165))),
    criterion("pericardial_effusion", "Pericardial effusion on echocardiogram"),
    criterion("dlco_points", "DLCO < 40% predicted", "dlco", lt=40,
              aliases=("DLCO on pulmonary function test",)),
    criterion("mrap_points", "Mean right atrial pressure > 20 mmHg within 1 year", "mrap",
              gt=20, aliases=("Mean right atrial pressure >20 mmHg within 1 year on right heart "
                              "catheterization",)),
    criterion("pvr_points", "PVR < 5 Wood units", "pvr", lt=5, points=-1,
              aliases=("Pulmonary vascular resistance <5 Wood units on right heart "
                       "catheterization",)),
)


def _natriuretic_points(bnp, nt_probnp):
    # BNP preferred over NT-proBNP: BNP < 50 -2, 50-199 0, 200-799 +1, >= 800 +2; NT-proBNP
    # < 300 -2, 300-1099 0, >= 1100 +2. Not given = NaN (NaN != NaN).
    have_bnp = bnp == bnp
    have_nt = nt_probnp == nt_probnp
    if any_true((have_bnp | have_nt) == False):  # noqa: E712 - elementwise on columns
        raise Missing("give BNP or NT-proBNP", ("bnp", "nt_probnp"))
    bnp_points = where(bnp < 50, -2, where(bnp < 200, 0, where(bnp < 800, 1, 2)))
    nt_points = where(nt_probnp < 300, -2, where(nt_probnp < 1100, 0, 2))
    return where(have_bnp, bnp_points, nt_points)


def reveal_2(pah_subgroup, male_over_60, renal_insufficiency_points, functional_class,
             sbp_points, hr_points, hospitalization_6mo, six_minute_walk_points,
             pericardial_effusion, dlco_points, mrap_points, pvr_points, bnp, nt_probnp):
    parts = dict(pah_subgroup=pah_subgroup, male_over_60=male_over_60,
                 renal_insufficiency=renal_insufficiency_points,
                 functional_class=functional_class, systolic_bp=sbp_points,
                 heart_rate=hr_points, hospitalization_6mo=hospitalization_6mo,
                 six_minute_walk=six_minute_walk_points,
                 natriuretic_peptide=_natriuretic_points(bnp, nt_probnp),
                 pericardial_effusion=pericardial_effusion, dlco=dlco_points, mrap=mrap_points,
                 pvr=pvr_points)
    return {"value": BASE_POINTS + sum(parts.values()), "base": BASE_POINTS, **parts}


def interpret(score):
    if score <= 6:
        return f"REVEAL 2.0 {score} (<= 6): low risk of 1-year mortality"
    if score <= 8:
        return f"REVEAL 2.0 {score} (7-8): intermediate risk of 1-year mortality"
    return f"REVEAL 2.0 {score} (>= 9): high risk of 1-year mortality"


CALCULATOR = Calculator(
    id="reveal_2_pah",
    name="REVEAL Registry Risk Score 2.0 for Pulmonary Arterial Hypertension (PAH)",
    aliases=["REVEAL 2.0", "REVEAL Risk Score 2.0", "REVEAL 2.0 risk score",
             "REVEAL Registry Risk Score 2.0"],
    specialty="pulmonology",
    description=("1-year mortality risk in WHO group 1 PAH from subgroup, demographics, renal "
                 "function, functional class, vital signs, hospitalization, 6MWD, BNP/NT-proBNP, "
                 "echo, DLCO and haemodynamics: base 6 points; <= 6 low, 7-8 intermediate, "
                 ">= 9 high."),
    keywords=["pulmonary arterial hypertension", "PAH", "risk stratification", "mortality",
              "REVEAL registry", "pulmonary hypertension",
              "one-year mortality pulmonary hypertension", "PAH prognosis",
              "pulmonary arterial hypertension survival", "PAH treatment escalation",
              "PAH risk category", "pulmonary hypertension outcome prediction"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("benza_2019", dt.date(2019, 8, 1), BENZA_2019, reveal_2,
                      notes="Thirteen variables + 6; BNP bands < 50 / 50-199 / 200-799 / >= 800 "
                            "(-2/0/+1/+2), NT-proBNP < 300 / 300-1099 / >= 1100 (-2/0/+2).")],
    output=Output(kind="integer", unit="points", range=(0, 23)),
    interpret=interpret,
    references=[BENZA_2019, MDCALC],
    notes=("Points as in Benza 2019 (REVEAL 2.0): subgroup CTD +1, heritable +2, "
           "portopulmonary +3; male > 60 years +2; eGFR < 60 or renal insufficiency +1; FC I "
           "-1, III +1, IV +2; SBP < 110 +1; HR > 96 +1; hospitalization within 6 months +1; "
           "6MWD >= 440 -2, 320-439 -1, < 165 +1; BNP/NT-proBNP as in the version notes; "
           "pericardial effusion +1; DLCO < 40% +1; mRAP > 20 mmHg within 1 year +1; PVR < 5 WU "
           "-1; total + 6. Benza 2019 scores a variable that is not available as 0; here every "
           "input is required (strict) unless missing='absent' is chosen, which imputes the "
           "yes/no criteria as absent (the BNP/NT-proBNP and 6MWD are never imputed). "
           "Natriuretic peptide: BNP used when given, else NT-proBNP."),
)
