"""Quick Inventory of Depressive Symptomatology, self-report (QIDS-SR16; Rush et al. 2003):
16 items rated 0-3 scored as the nine DSM-IV depression domains, total 0-27."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.vector import maximum
from medcalc.formulas.psychiatry_w3 import rating, severity

RUSH_2003 = Reference(
    "Rush AJ, Trivedi MH, Ibrahim HM, et al. The 16-Item Quick Inventory of Depressive "
    "Symptomatology (QIDS), clinician rating (QIDS-C), and self-report (QIDS-SR): a "
    "psychometric evaluation in patients with chronic major depression. Biol Psychiatry. "
    "2003;54(5):573-583.", doi="10.1016/s0006-3223(02)01866-8")
IDS_QIDS = Reference(
    "IDS/QIDS website (University of Pittsburgh / UT Southwestern): scoring instructions and "
    "severity ranges; the instruments may be used without permission by clinicians and "
    "researchers.", url="https://ids-qids.org/")
MDCALC_QIDS = Reference("MDCalc (mdcalc.com): Quick Inventory of Depressive Symptomatology (QIDS-SR-16).")

# (name, label, [(label, extra aliases) for 0..3])
_Q = [
    ("sleep_onset_insomnia", "Sleep onset insomnia", [
        ("Never takes longer than 30 minutes to fall asleep", ()),
        ("Takes at least 30 minutes to fall asleep, less than half the time", ()),
        ("Takes at least 30 minutes to fall asleep, more than half the time", ()),
        ("Takes more than 60 minutes to fall asleep, more than half the time", ())]),
    ("mid_nocturnal_insomnia", "Mid-nocturnal insomnia", [
        ("Does not wake up at night", ()),
        ("Restless, light sleep with a few brief awakenings each night", ()),
        ("Wakes at least once a night but goes back to sleep easily", ()),
        ("Wakes more than once a night and stays awake 20 minutes or more, more than half the "
         "time", ("Awakens more than once a night and stays awake for 20 minutes or more, more "
                  "than half the time",))]),
    ("early_morning_insomnia", "Early morning insomnia", [
        ("Most of the time wakes no more than 30 minutes before needed", ()),
        ("More than half the time wakes more than 30 minutes before needed",
         ("More than half the time, awakens more than 30 minutes before need be",)),
        ("Almost always wakes at least an hour early but falls asleep again", ()),
        ("Wakes at least an hour early and cannot fall asleep again", ())]),
    ("hypersomnia", "Hypersomnia", [
        ("Sleeps no longer than 7-8 hours a night, without naps",
         ("Sleeps no longer than 7-8 hours/night, without naps",)),
        ("Sleeps no longer than 10 hours in 24 hours including naps", ()),
        ("Sleeps no longer than 12 hours in 24 hours including naps", ()),
        ("Sleeps longer than 12 hours in 24 hours including naps", ())]),
    ("sad_mood", "Mood (sad)", [
        ("Does not feel sad", ()), ("Feels sad less than half the time", ()),
        ("Feels sad more than half the time", ()), ("Feels sad nearly all the time", ())]),
    ("appetite_decreased", "Appetite (decreased)", [
        ("No change in usual appetite", ("No change from usual appetite",)),
        ("Eats somewhat less often or smaller amounts than usual",
         ("Eats somewhat less often and/or lesser amounts than usual",)),
        ("Eats much less than usual and only with personal effort", ()),
        ("Rarely eats within 24 hours, only with extreme effort or persuasion", ())]),
    ("appetite_increased", "Appetite (increased)", [
        ("No change in usual appetite", ("No change from usual appetite",)),
        ("Feels a need to eat more frequently than usual", ()),
        ("Regularly eats more often or larger amounts than usual", ()),
        ("Driven to overeat at and between meals", ())]),
    ("weight_decrease", "Weight (decrease) within the last two weeks", [
        ("No change in weight", ("Has experienced no weight change",)),
        ("Feels as if some slight weight loss occurred", ()),
        ("Lost 2 pounds or more", ()), ("Lost 5 pounds or more", ())]),
    ("weight_increase", "Weight (increase) within the last two weeks", [
        ("No change in weight", ("Has experienced no weight change",)),
        ("Feels as if some slight weight gain occurred", ()),
        ("Gained 2 pounds or more", ()), ("Gained 5 pounds or more", ())]),
    ("concentration", "Concentration/decision making", [
        ("No change in usual capacity to concentrate or decide", ()),
        ("Occasionally indecisive or attention wanders", ()),
        ("Most of the time struggles to focus attention or make decisions", ()),
        ("Cannot concentrate well enough to read or make minor decisions", ())]),
    ("self_view", "Outlook (self)", [
        ("Sees self as equally worthwhile and deserving as others", ()),
        ("More self-blaming than usual", ()),
        ("Largely believes that he or she causes problems for others",
         ("Largely believes that he/she causes problems for others",)),
        ("Thinks almost constantly about major and minor defects", ())]),
    ("suicidal_ideation", "Suicidal ideation", [
        ("Does not think of suicide or death", ()),
        ("Feels life is empty or wonders if it is worth living",
         ("Feels life is empty or is not worth living",)),
        ("Thinks of suicide or death several times a week for several minutes", ()),
        ("Thinks of suicide or death several times a day in detail, or has made plans or "
         "attempted", ())]),
    ("involvement", "Involvement (interest)", [
        ("No change in interest in other people or activities", ()),
        ("Less interested in people or activities", ()),
        ("Interested in only one or two former interests",
         ("Finds only one or two former interests remain",)),
        ("Virtually no interest in formerly pursued activities", ())]),
    ("energy", "Energy/fatigability", [
        ("No change in usual level of energy", ()), ("Tires more easily than usual", ()),
        ("Needs a big effort to start or finish usual daily activities",
         ("Makes significant personal effort to initiate or maintain usual daily activities",)),
        ("Cannot carry out most usual daily activities for lack of energy", ())]),
    ("psychomotor_slowing", "Psychomotor slowing", [
        ("Thinks, speaks and moves at the usual rate", ()),
        ("Thinking is slowed or voice sounds dull or flat",
         ("Notes slowed thinking, and voice modulation is reduced",)),
        ("Takes several seconds to respond to most questions", ()),
        ("Often unable to respond to questions without extreme effort", ())]),
    ("psychomotor_agitation", "Psychomotor agitation", [
        ("Does not feel restless", ()),
        ("Often fidgety, wrings hands or needs to shift position",
         ("Fidgets, wrings hands, and shifts positions often",)),
        ("Has impulses to move about and is quite restless", ()),
        ("At times unable to stay seated and needs to pace", ())]),
]
FEATURES, ITEMS = [], []
for number, (name, label, rows) in enumerate(_Q, start=1):
    anchors = tuple((f"{name}_{points}", text, points, extra)
                    for points, (text, extra) in enumerate(rows))
    feature, item = rating(name, f"{number}. {label}", anchors, aliases=(label,),
                           description=f"QIDS-SR16 item {number}, {label.lower()}, over the past "
                                       "7 days (0-3)")
    FEATURES.append(feature)
    ITEMS.append(item)


def qids(sleep_onset_insomnia, mid_nocturnal_insomnia, early_morning_insomnia, hypersomnia,
         sad_mood, appetite_decreased, appetite_increased, weight_decrease, weight_increase,
         concentration, self_view, suicidal_ideation, involvement, energy, psychomotor_slowing,
         psychomotor_agitation):
    sleep = maximum(maximum(sleep_onset_insomnia, mid_nocturnal_insomnia),
                    maximum(early_morning_insomnia, hypersomnia))
    weight = maximum(maximum(appetite_decreased, appetite_increased),
                     maximum(weight_decrease, weight_increase))
    psychomotor = maximum(psychomotor_slowing, psychomotor_agitation)
    return {"value": (sleep + sad_mood + weight + concentration + self_view + suicidal_ideation
                      + involvement + energy + psychomotor),
            "sleep_domain_max_items_1_4": sleep, "sad_mood": sad_mood,
            "appetite_weight_domain_max_items_6_9": weight, "concentration": concentration,
            "self_view": self_view, "suicidal_ideation": suicidal_ideation,
            "involvement": involvement, "energy": energy,
            "psychomotor_domain_max_items_15_16": psychomotor}


SEVERITY = ((5, "no depression (0-5)"), (10, "mild depression (6-10)"),
            (15, "moderate depression (11-15)"), (20, "severe depression (16-20)"),
            (27, "very severe depression (21-27)"))


def interpret(score):
    return f"QIDS-SR16 {score}: {severity(score, SEVERITY)}"


CALCULATOR = Calculator(
    id="qids_sr16",
    name="Quick Inventory of Depressive Symptomatology (QIDS)",
    aliases=["Quick Inventory of Depressive Symptomatology (QIDS-SR-16)", "QIDS-SR16",
             "QIDS-SR", "QIDS", "QIDS-SR-16"],
    specialty="psychiatry_addiction",
    description=("Self-rated depression severity: 16 items (0-3) scored as the nine DSM "
                 "symptom domains, highest item within the sleep, appetite/weight and "
                 "psychomotor groups (total 0-27)."),
    keywords=["depression", "depression severity", "major depressive disorder", "STAR*D",
              "self-report", "QIDS", "self rated depression severity",
              "16 item depression questionnaire", "track antidepressant response",
              "STAR D depression measure", "depression symptom domains self report",
              "monitor depression remission"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("rush_2003", dt.date(2003, 9, 1), RUSH_2003, qids,
                      notes="Sum of nine domains: max(items 1-4), item 5, max(items 6-9), items "
                            "10-14, max(items 15-16); 0-27.")],
    output=Output(kind="integer", unit="points", range=(0, 27)),
    interpret=interpret,
    references=[RUSH_2003, IDS_QIDS, MDCALC_QIDS],
    notes=(
        "Scoring and severity ranges (0-5 none, 6-10 mild, 11-15 moderate, 16-20 severe, 21-27 "
        "very severe) per Rush 2003 and the IDS/QIDS scoring instructions; MDCalc the same. "
        "Anchor wording paraphrased; MDCalc's option texts are accepted as aliases. Licence: "
        "the QIDS may be used without permission by clinicians and researchers (ids-qids.org). "
        "Under missing='absent' an unanswered item scores 0 (listed as imputed)."),
)
