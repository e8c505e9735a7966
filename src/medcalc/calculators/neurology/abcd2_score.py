"""ABCD2 score: early stroke risk after a transient ischaemic attack (Johnston et al., Lancet
2007)."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Category,
    Choice,
    Condition,
    Duration,
    Output,
    Reference,
    Version,
    banded,
    criterion,
    either,
    from_category,
    points_total,
)
from medcalc.core.common import age, diastolic_bp, systolic_bp

JOHNSTON_2007 = Reference(
    "Johnston SC, Rothwell PM, Nguyen-Huynh MN, Giles MF, Elkins JS, Bernstein AL, Sidney S. "
    "Validation and refinement of scores to predict very early stroke risk after transient "
    "ischaemic attack. Lancet. 2007;369(9558):283-292.",
    doi="10.1016/S0140-6736(07)60150-0")
MDCALC = Reference("MDCalc. ABCD² Score for TIA (2-, 7- and 90-day stroke risk by risk group).")

CLINICAL_FEATURES = Category(
    name="clinical_features",
    labels=("Clinical features of the TIA", "Clinical features"),
    description="Clinical features of the TIA (unilateral weakness 2; speech disturbance "
                "without weakness 1; other symptoms 0)",
    definition="Unilateral weakness (with or without speech disturbance) scores 2; a speech "
               "disturbance without weakness scores 1; any other symptom scores 0.",
    choices=(
        Choice("unilateral_weakness", "Unilateral weakness", 2,
               aliases=("unilateral weakness (with or without speech disturbance)",
                        "weakness", "motor weakness")),
        Choice("speech_disturbance", "Speech disturbance without weakness", 1,
               aliases=("speech disturbance", "speech impairment without weakness",
                        "isolated speech disturbance")),
        Choice("other", "Other symptoms", 0, aliases=("other", "none", "other symptom")),
    ),
    absent="other",
)

AGE = criterion("age_criterion", "Age >= 60 years", "age", ge=60,
                aliases=("Age ≥60 years", "Age ≥60", "Age >= 60"))
BLOOD_PRESSURE = either(
    "blood_pressure", "Blood pressure >= 140/90 mmHg at first assessment",
    (Condition("systolic_bp", ge=140), Condition("diastolic_bp", ge=90)),
    aliases=("BP ≥140/90 mmHg", "BP >= 140/90", "Blood pressure ≥140/90 mmHg"))
FEATURES_ITEM = from_category(CLINICAL_FEATURES, "Clinical features of the TIA")
DURATION = banded(
    "duration", "Duration of symptoms", "symptom_duration",
    (Band("lt10", "< 10 minutes", 0, lt=10, aliases=("<10 minutes", "<10 min")),
     Band("10_59", "10-59 minutes", 1, ge=10, lt=60, aliases=("10-59 min", "10 to 59 minutes")),
     Band("ge60", ">= 60 minutes", 2, ge=60, aliases=("≥60 minutes", ">=60 min", "≥60 min"))),
    aliases=("Duration of symptoms", "Duration"), absent="lt10")
DIABETES = criterion("diabetes", "Diabetes", aliases=("History of diabetes", "Diabetes mellitus"))
ITEMS = (AGE, BLOOD_PRESSURE, FEATURES_ITEM, DURATION, DIABETES)
abcd2 = points_total(ITEMS)

# Johnston 2007, combined validation cohorts: stroke risk by risk group (2-day from the paper;
# 7- and 90-day as MDCalc reports them from the same cohorts).
RISK = {
    "low": ("low risk (ABCD2 0-3)", "1.0%", "1.2%", "3.1%"),
    "moderate": ("moderate risk (ABCD2 4-5)", "4.1%", "5.9%", "9.8%"),
    "high": ("high risk (ABCD2 6-7)", "8.1%", "11.7%", "17.8%"),
}


def interpret(score):
    group = "low" if score <= 3 else "moderate" if score <= 5 else "high"
    label, d2, d7, d90 = RISK[group]
    return f"{label}: stroke risk {d2} at 2 days, {d7} at 7 days, {d90} at 90 days"


CALCULATOR = Calculator(
    id="abcd2_score",
    name="ABCD² Score for TIA",
    aliases=["ABCD2 Score (Stroke Risk after TIA)", "ABCD2 score", "ABCD2", "ABCD² score",
             "ABCD squared"],
    specialty="neurology",
    description=("Early stroke risk after a transient ischaemic attack: age, blood pressure, "
                 "clinical features, duration and diabetes (0-7 points) with the 2-, 7- and "
                 "90-day stroke risk of the risk group."),
    keywords=["transient ischemic attack", "TIA", "stroke risk", "minor stroke",
              "secondary prevention", "ABCD2", "stroke risk in the days after TIA",
              "short term stroke risk after mini stroke", "should TIA patient be admitted",
              "urgency of TIA workup", "2 day stroke risk after transient symptoms",
              "transient neurological deficit triage",
              "early stroke after transient ischemic attack"],
    features=[
        age(description="Age (criterion: >= 60 years)", labels=("Age",)),
        systolic_bp(description="Systolic blood pressure at first assessment after the TIA "
                                "(criterion: >= 140 mmHg)"),
        diastolic_bp(description="Diastolic blood pressure at first assessment after the TIA "
                                 "(criterion: >= 90 mmHg)"),
        CLINICAL_FEATURES,
        Duration(name="symptom_duration", description="Duration of the TIA symptoms",
                 labels=("Symptom duration",), unit="min", units=("min", "h"),
                 range=(0.0, 1440.0)),
        Boolean(name="diabetes", description="Diabetes mellitus", absent=False),
    ],
    items=list(ITEMS),
    versions=[Version("johnston_2007", dt.date(2007, 1, 27), JOHNSTON_2007, abcd2,
                      notes="Age >= 60: 1; BP >= 140 systolic or >= 90 diastolic: 1; "
                            "unilateral weakness 2 / speech disturbance without weakness 1; "
                            "duration >= 60 min 2 / 10-59 min 1; diabetes 1.")],
    output=Output(kind="integer", unit="points", range=(0, 7)),
    interpret=interpret,
    references=[JOHNSTON_2007, MDCALC],
    notes=("Points and risk groups as in Johnston 2007 (0-3 low, 4-5 moderate, 6-7 high; 2-day "
           "stroke risk 1.0%, 4.1%, 8.1% in the combined validation cohorts). The 7- and 90-day "
           "risks in the interpretation are those MDCalc reports for the same groups. Blood "
           "pressure is the first reading after the TIA; the criterion is met when either "
           "pressure meets it. Each item may be answered by its measurement, its band ('10-59 "
           "minutes', 'Age ≥60 years') or yes/no; MDCalc's field labels are accepted. With "
           "missing='absent' an unmentioned item scores 0. No difference from MDCalc in the "
           "points."),
)
