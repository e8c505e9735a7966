"""Young Mania Rating Scale (YMRS; Young et al. 1978): eleven clinician-rated items, seven
0-4 and four double-weighted 0-8, total 0-60."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Reference, Version

YOUNG_1978 = Reference(
    "Young RC, Biggs JT, Ziegler VE, Meyer DA. A rating scale for mania: reliability, validity "
    "and sensitivity. Br J Psychiatry. 1978;133:429-435.", doi="10.1192/bjp.133.5.429")
MDCALC_YMRS = Reference("MDCalc (mdcalc.com): Young Mania Rating Scale (YMRS).")

_ITEMS = [
    ("elevated_mood", "Elevated mood", 4), ("increased_motor_activity", "Increased motor "
                                                                        "activity-energy", 4),
    ("sexual_interest", "Sexual interest", 4), ("sleep", "Sleep (decreased need)", 4),
    ("irritability", "Irritability", 8), ("speech", "Speech (rate and amount)", 8),
    ("language_thought_disorder", "Language-thought disorder", 4),
    ("content", "Content (grandiose, persecutory, religious ideas)", 8),
    ("disruptive_aggressive_behavior", "Disruptive-aggressive behavior", 8),
    ("appearance", "Appearance", 4), ("insight", "Insight (lack of)", 4),
]
FEATURES = [Count(name=name, range=(0, top), labels=(f"{n}. {label}", label.split(" (")[0]),
                  description=f"YMRS item {n}: {label.lower()} (0-{top}"
                              + (", double-weighted: anchors 0, 2, 4, 6, 8)" if top == 8 else ")"))
            for n, (name, label, top) in enumerate(_ITEMS, start=1)]
NAMES = tuple(name for name, _, _ in _ITEMS)


def ymrs(**ratings):
    out = {"value": sum(ratings[n] for n in NAMES)}
    out.update({n: ratings[n] for n in NAMES})
    return out


ymrs.__parameters__ = NAMES


def interpret(score):
    return (f"YMRS {score} (0-60): higher is more severe mania; the scale defines no severity "
            "bands (a total <= 12 is commonly used as remission in trials)")


CALCULATOR = Calculator(
    id="ymrs",
    name="Young Mania Rating Scale (YMRS)",
    aliases=["YMRS", "Young Mania Rating Scale", "Young mania scale"],
    specialty="psychiatry_addiction",
    description=("Clinician-rated severity of mania: eleven items (irritability, speech, "
                 "content and disruptive-aggressive behaviour double-weighted 0-8, the others "
                 "0-4), total 0-60."),
    keywords=["mania", "bipolar disorder", "manic episode", "clinician-rated",
              "clinician rated mania severity", "mania severity scale", "manic episode severity",
              "monitor mania treatment", "bipolar mania rating",
              "irritability and pressured speech rating"],
    features=FEATURES,
    versions=[Version("young_1978", dt.date(1978, 11, 1), YOUNG_1978, ymrs,
                      notes="Eleven items summed: items 5, 6, 8, 9 rated 0-8, the rest 0-4 "
                            "(0-60).")],
    output=Output(kind="integer", unit="points", range=(0, 60)),
    interpret=interpret,
    references=[YOUNG_1978, MDCALC_YMRS],
    notes=(
        "Items and ranges as in Young 1978: irritability, speech, content and "
        "disruptive-aggressive behaviour carry double weight (0-8, anchors at even numbers), "
        "the other seven 0-4. Young allows ratings between anchors; inputs are whole points "
        "(0-4 or 0-8). The source gives no severity bands. Licence: published by the authors "
        "and widely distributed; anchor text is not reproduced here. Items are never imputed "
        "(answer every item)."),
)
