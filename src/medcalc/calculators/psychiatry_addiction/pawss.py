"""Prediction of Alcohol Withdrawal Severity Scale (PAWSS; Maldonado et al. 2014): a threshold
question, then ten yes/no items (0-10); >= 4 high risk of complicated alcohol withdrawal."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Precondition, Reference, Version, criterion, points_total
from medcalc.core.features import UNSET

MALDONADO_2014 = Reference(
    "Maldonado JR, Sher Y, Ashouri JF, et al. The 'Prediction of Alcohol Withdrawal Severity "
    "Scale' (PAWSS): systematic literature review and pilot study of a new scale for the "
    "prediction of complicated alcohol withdrawal syndrome. Alcohol. 2014;48(4):375-390.")
MALDONADO_2015 = Reference(
    "Maldonado JR, Sher Y, Das S, et al. Prospective validation study of the Prediction of "
    "Alcohol Withdrawal Severity Scale (PAWSS) in medically ill inpatients: a new scale for the "
    "prediction of complicated alcohol withdrawal syndrome. Alcohol Alcohol. "
    "2015;50(5):509-518.")
MDCALC_PAWSS = Reference("MDCalc (mdcalc.com): Prediction of Alcohol Withdrawal Severity Scale (PAWSS).",
                         url="https://www.mdcalc.com/calc/10102/prediction-alcohol-withdrawal-severity-scale")

THRESHOLD = Boolean(
    name="alcohol_last_30_days_or_positive_bal", absent=UNSET,
    description="Threshold question: any alcohol in the last 30 days, or a positive blood "
                "alcohol level on admission (if neither, the PAWSS does not apply)",
    labels=("threshold_consumed_alcohol_last_30_days_or_positive_bal_on_admission",
            "Threshold criteria", "Alcohol consumed within the last 30 days or positive BAL "
            "on admission"))

_ITEMS = [
    ("intoxicated_last_30_days", "Intoxicated (drunk) within the last 30 days",
     ("Have you been intoxicated/drunk within the last 30 days?",)),
    ("previous_alcohol_rehabilitation", "Previous alcohol rehabilitation treatment",
     ("pawss_item_5_prior_inpatient_detox_or_rehab_for_alcohol",
      "Have you ever undergone alcohol rehabilitation treatment?")),
    ("previous_withdrawal", "Previous episodes of alcohol withdrawal",
     ("pawss_item_1_previous_alcohol_withdrawal_episodes",
      "Have you ever experienced previous episodes of alcohol withdrawal?")),
    ("previous_blackouts", "Previous blackouts",
     ("Have you ever experienced blackouts?", "Blackouts")),
    ("previous_withdrawal_seizures", "Previous alcohol withdrawal seizures",
     ("pawss_item_2_previous_withdrawal_seizures",
      "Have you ever experienced alcohol withdrawal seizures?")),
    ("previous_delirium_tremens", "Previous delirium tremens",
     ("pawss_item_3_previous_delirium_tremens",
      "Have you ever experienced delirium tremens (DTs)?")),
    ("alcohol_with_downers", "Alcohol combined with 'downers' (benzodiazepines, barbiturates) "
     "in the last 90 days",
     ("pawss_item_4_concurrent_sedative_hypnotic_use_past_90_days",)),
    ("alcohol_with_other_substances", "Alcohol combined with any other substance of abuse in "
     "the last 90 days",
     ("pawss_item_9_concomitant_cns_depressant_substance_use",)),
    ("bal_ge_200", "Blood alcohol level >= 200 mg/dL on presentation",
     ("pawss_item_8_positive_blood_alcohol_level_0_20_or_more_at_admission",
      "Blood alcohol level (BAL) on presentation >= 200")),
    ("autonomic_hyperactivity", "Evidence of increased autonomic activity (e.g. HR > 120, "
     "tremor, sweating, agitation, nausea)",
     ("pawss_item_7_autonomic_hyperactivity_on_assessment",
      "Evidence of increased autonomic activity")),
]
ITEMS, FEATURES = [], [THRESHOLD]
for name, label, aliases in _ITEMS:
    ITEMS.append(criterion(name, label, aliases=aliases))
    FEATURES.append(Boolean(name=name, description=f"{label} (1 point)"))

_total = points_total(ITEMS)
NAMES = tuple(i.name for i in ITEMS)


def pawss(alcohol_last_30_days_or_positive_bal, **points):
    # The threshold answer is required (never imputed); the precondition turns a 'no' into NA.
    return _total(**points)


pawss.__parameters__ = ("alcohol_last_30_days_or_positive_bal", *NAMES)


def interpret(score):
    if score >= 4:
        return (f"PAWSS {score} (>= 4): high risk of complicated alcohol withdrawal (seizures, "
                "delirium tremens, withdrawal hallucinosis); consider prophylaxis and close "
                "monitoring")
    return f"PAWSS {score} (< 4): low risk of complicated alcohol withdrawal"


CALCULATOR = Calculator(
    id="pawss",
    name="Prediction of Alcohol Withdrawal Severity Scale",
    aliases=["PAWSS", "Prediction of Alcohol Withdrawal Severity Scale (PAWSS)"],
    specialty="psychiatry_addiction",
    description=("Screens hospitalised adults for risk of complicated alcohol withdrawal: a "
                 "threshold question, then ten yes/no items (0-10; >= 4 high risk)."),
    keywords=["alcohol withdrawal", "delirium tremens", "withdrawal seizures", "risk prediction",
              "hospitalized patients", "risk of complicated alcohol withdrawal",
              "predict severe alcohol withdrawal", "withdrawal seizures or DT risk",
              "alcohol withdrawal prevention in hospital", "screen inpatients for withdrawal risk",
              "who needs withdrawal prophylaxis"],
    features=FEATURES,
    items=ITEMS,
    preconditions=[Precondition(lambda alcohol_last_30_days_or_positive_bal:
                                alcohol_last_30_days_or_positive_bal,
                                "PAWSS threshold not met: no alcohol in the last 30 days and no "
                                "positive blood alcohol level on admission (the scale does not "
                                "apply)")],
    versions=[Version("maldonado_2014", dt.date(2014, 6, 1), MALDONADO_2014, pawss,
                      notes="Threshold question, then ten items 1 point each (0-10); >= 4 high "
                            "risk (validated in Maldonado 2015).")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[MALDONADO_2014, MALDONADO_2015, MDCALC_PAWSS],
    notes=(
        "Threshold question not met -> NA not_applicable. Ten scored items (Maldonado 2014): "
        "eight from the interview (intoxication within 30 days, previous rehabilitation, "
        "previous withdrawal, blackouts, withdrawal seizures, delirium tremens, alcohol with "
        "downers or with other substances in the last 90 days) and two clinical (BAL on "
        "presentation >= 200 mg/dL, autonomic hyperactivity). Cut-off >= 4 from the 2015 validation. The "
        "threshold answer is never imputed; under missing='absent' an unmentioned item counts "
        "as absent. Excludes patients with active or uncontrolled seizure disorders."),
)
