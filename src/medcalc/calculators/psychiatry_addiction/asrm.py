"""Altman Self-Rating Mania Scale (ASRM; Altman et al. 1997): five self-rated items 0-4 over the
past week, total 0-20; 6 or more suggests mania or hypomania."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.psychiatry_w3 import rating

ALTMAN_1997 = Reference(
    "Altman EG, Hedeker D, Peterson JL, Davis JM. The Altman Self-Rating Mania Scale. Biol "
    "Psychiatry. 1997;42(10):948-955.", doi="10.1016/S0006-3223(96)00548-3")
MDCALC_ASRM = Reference("MDCalc (mdcalc.com): Altman Self-Rating Mania Scale (ASRM).")

FREQUENCY = (("not", "Not more than usual", 0, ("no change", "not at all")),
             ("occasionally", "Occasionally more than usual", 1, ("occasionally",)),
             ("often", "Often more than usual", 2, ("often",)),
             ("frequently", "Frequently or most of the time", 3, ("frequently",
                                                                   "most of the time")),
             ("all_the_time", "All of the time or extremely", 4, ("all of the time",
                                                                  "constantly", "extremely")))
_Q = [("positive_mood", "Happier or more cheerful than usual"),
      ("self_confidence", "More self-confident than usual"),
      ("less_sleep", "Needing less sleep than usual"),
      ("more_talking", "Talking more than usual"),
      ("more_active", "More active than usual (socially, sexually, at work, home or school)")]
FEATURES, ITEMS = [], []
for number, (name, label) in enumerate(_Q, start=1):
    feature, item = rating(name, f"{number}. {label}", FREQUENCY, aliases=(label,),
                           description=f"ASRM item {number}: {label.lower()}, past week (0 not "
                                       "more than usual - 4 all of the time)")
    FEATURES.append(feature)
    ITEMS.append(item)

asrm = points_total(ITEMS)


def interpret(score):
    if score >= 6:
        return (f"ASRM {score} (>= 6): high probability of a manic or hypomanic condition; "
                "further evaluation needed")
    return f"ASRM {score} (<= 5): mania or hypomania less likely"


CALCULATOR = Calculator(
    id="asrm",
    name="Altman Self-Rating Mania Scale (ASRM)",
    aliases=["ASRM", "Altman Self-Rating Mania Scale", "Altman mania scale"],
    specialty="psychiatry_addiction",
    description=("Self-rated manic symptoms over the past week: mood, self-confidence, sleep "
                 "need, talkativeness, activity, 0-4 each (0-20; >= 6 suggests mania or "
                 "hypomania)."),
    keywords=["mania", "hypomania", "bipolar disorder", "self-report", "screening",
              "self report manic symptoms", "patient rated mania questionnaire",
              "screen for hypomania in past week", "elevated mood and decreased need for sleep",
              "five item mania self rating", "monitor manic symptoms in bipolar"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("altman_1997", dt.date(1997, 11, 15), ALTMAN_1997, asrm,
                      notes="Five items 0-4 summed (0-20); cut-off >= 6 (sensitivity 85.5%, "
                            "specificity 87.3% against DSM-IV mania).")],
    output=Output(kind="integer", unit="points", range=(0, 20)),
    interpret=interpret,
    references=[ALTMAN_1997, MDCALC_ASRM],
    notes=(
        "Items 0-4 and the cut-off >= 6 as in Altman 1997. The five statements of each item are "
        "summarised here as a frequency scale (0 no more than usual, 1 occasionally, 2 often, "
        "3 frequently, 4 all of the time); the instrument's own statements are not reproduced. "
        "Licence: Dr Altman retains copyright; the scale may be reproduced without permission "
        "by researchers and by clinicians for use with their patients. Under missing='absent' "
        "an unanswered item scores 0."),
)
