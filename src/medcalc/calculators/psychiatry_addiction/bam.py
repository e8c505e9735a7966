"""Brief Addiction Monitor (BAM; Cacciola et al. 2013, VA MIRECC): 17 items on the past 30 days,
scored as Use, Risk and Protective subscales; the headline is the sum of all item points as
MDCalc displays it."""

import datetime as dt

from medcalc.core import Band, Calculator, Count, Output, Reference, Version, banded
from medcalc.formulas.psychiatry_w3 import EXTENT_0_4, rating

CACCIOLA_2013 = Reference(
    "Cacciola JS, Alterman AI, DePhilippis D, et al. Development and initial evaluation of the "
    "Brief Addiction Monitor (BAM). J Subst Abuse Treat. 2013;44(3):256-263.",
    doi="10.1016/j.jsat.2012.07.013", url="https://pubmed.ncbi.nlm.nih.gov/22898042/")
BAM_MANUAL = Reference(
    "Department of Veterans Affairs, VISN 4 MIRECC. Brief Addiction Monitor (BAM) with scoring "
    "and clinical guidelines (Use: items 4, 5, 6; Risk: items 1, 2, 3, 8, 11, 15; Protective: "
    "items 9, 10, 12, 13, 14, 16; items 7A-G and 17 on no subscale). US government work.",
    url="https://www.mirecc.va.gov/visn4/")
MDCALC_BAM = Reference("MDCalc (mdcalc.com): Brief Addiction Monitor (BAM).")

DAY_BANDS = (
    # Day counts are whole numbers; the bands are written contiguous (0 | 1-3 | 4-8 | 9-15 |
    # 16-30 days) so that every value of the range falls in exactly one.
    Band("0", "0 days", 0, lt=1, aliases=("none", "0 nights", "never")),
    Band("1_3", "1-3", 1, ge=1, lt=4),
    Band("4_8", "4-8", 2, ge=4, lt=9),
    Band("9_15", "9-15", 3, ge=9, lt=16),
    Band("16_30", "16-30", 4, ge=16),
)


def _days(name, number, label, aliases=()):
    feature = Count(name=name, range=(0, 30),
                    description=f"BAM item {number}: {label}, number of days in the past 30 "
                                "(0 days 0, 1-3 1, 4-8 2, 9-15 3, 16-30 4 points)")
    item = banded(f"{name}_points", f"{number}. {label}", name, DAY_BANDS,
                  aliases=(label, *aliases), absent="0")
    return feature, item


def _extent(name, number, label, aliases=(), anchors=EXTENT_0_4):
    return rating(name, f"{number}. {label}", anchors, aliases=(label, *aliases),
                  description=f"BAM item {number}: {label} (0-4)")


HEALTH = _extent("physical_health", 1, "Physical health in the past 30 days",
                 ("physical_health_past_30_days",), anchors=(
                     ("excellent", "Excellent", 0), ("very_good", "Very good", 1),
                     ("good", "Good", 2), ("fair", "Fair", 3), ("poor", "Poor", 4)))
SLEEP = _days("nights_trouble_sleeping", 2, "Nights with trouble falling or staying asleep",
              ("insomnia_nights_past_30_days",))
MOOD = _days("days_depressed_anxious_angry", 3, "Days feeling depressed, anxious, angry or "
             "very upset", ("days_depressed_anxious_angry_past_30_days",))
ALCOHOL = _days("days_any_alcohol", 4, "Days drinking any alcohol",
                ("days_drink_any_alcohol_past_30_days",))
HEAVY = _days("days_heavy_drinking", 5, "Days with at least 5 drinks (men) or 4 drinks (women)",
              ("In the past 30 days, how many days did you have at least 5 drinks (if you are a "
               "man) or at least 4 drinks (if you are a woman)?",))
DRUGS = _days("days_drug_use", 6, "Days using illegal drugs or misusing prescription drugs",
              ("days_used_illegal_or_abused_rx_drugs_past_30_days",))
_SUBSTANCES = [
    ("marijuana", "7A", "marijuana"), ("sedatives", "7B", "sedatives/tranquilizers"),
    ("cocaine", "7C", "cocaine/crack"), ("stimulants", "7D", "other stimulants"),
    ("opiates", "7E", "opiates"), ("inhalants", "7F", "inhalants"),
    ("other_drugs", "7G", "other drugs")]
SUBSTANCE_PAIRS = []
for key, number, text in _SUBSTANCES:
    aliases = [f"In the past 30 days, how many days did you use {text}?"]
    if key == "sedatives":
        aliases.append("7B. In the past 30 days, how many days did you use sedatives/"
                       "tranquilizers?\n\u201cBenzos,\u201d Valium, Xanax, Ativan, Ambien, "
                       "\u201cbarbs,\u201d phenobarbital, downers, etc.")
    SUBSTANCE_PAIRS.append(_days(f"days_{key}", number, f"Days using {text}", tuple(aliases)))
CRAVING = _extent("craving", 8, "Cravings or urges to drink or use drugs",
                  ("cravings_urges_intensity_past_30_days",))
CONFIDENCE = _extent("confidence_abstinence", 9, "Confidence in staying abstinent in the next "
                     "30 days", ("confidence_abstinence_next_30_days",))
SELF_HELP = _days("days_self_help_meetings", 10, "Days attending self-help meetings",
                  ("days_attended_self_help_meetings_past_30_days",))
RISKY = _days("days_risky_situations", 11, "Days in risky situations (people, places, things)",
              ("days_in_risky_people_places_things_past_30_days",))
SPIRITUALITY = _extent("religion_spirituality", 12, "Religion or spirituality supports "
                       "recovery", ("religion_spirituality_supports_recovery",))
WORK = _days("days_work_school_volunteer", 13, "Days spending much of the time at work, school "
             "or volunteering",
             ("days_spent_much_of_time_at_work_school_volunteer_past_30_days",))
INCOME = _extent("enough_income", 14, "Enough legal income for necessities",
                 ("enough_legal_income_for_necessities",),
                 anchors=(("no", "No", 0), ("yes", "Yes", 4)))
ARGUMENTS = _extent("family_friend_problems", 15, "Bothered by arguments or problems with "
                    "family or friends",
                    ("bothered_by_arguments_problems_with_family_friends_past_30_days",))
SUPPORT = _days("days_supportive_contact", 16, "Days in contact with supportive family or "
                "friends", ("days_in_contact_with_supportive_family_friends_past_30_days",))
SATISFACTION = _extent("satisfaction_progress", 17, "Satisfaction with progress toward "
                       "recovery goals", ("satisfaction_progress_toward_recovery_goals",))

USE = ("days_any_alcohol_points", "days_heavy_drinking_points", "days_drug_use_points")
RISK = ("physical_health", "nights_trouble_sleeping_points", "days_depressed_anxious_angry_points",
        "craving", "days_risky_situations_points", "family_friend_problems")
PROTECTIVE = ("confidence_abstinence", "days_self_help_meetings_points", "religion_spirituality",
              "days_work_school_volunteer_points", "enough_income",
              "days_supportive_contact_points")
PAIRS = (HEALTH, SLEEP, MOOD, ALCOHOL, HEAVY, DRUGS, *SUBSTANCE_PAIRS, CRAVING, CONFIDENCE,
         SELF_HELP, RISKY, SPIRITUALITY, WORK, INCOME, ARGUMENTS, SUPPORT, SATISFACTION)
ITEMS = [i for _, i in PAIRS]
NAMES = tuple(i.name for i in ITEMS)


def bam(**points):
    use = sum(points[n] for n in USE)
    risk = sum(points[n] for n in RISK)
    protective = sum(points[n] for n in PROTECTIVE)
    out = {"value": sum(points[n] for n in NAMES), "use_subscale": use, "risk_subscale": risk,
           "protective_subscale": protective}
    out.update({n: points[n] for n in NAMES})
    return out


bam.__parameters__ = NAMES


def interpret(total, breakdown=None):
    text = f"BAM item total {total} (sum of all item points as MDCalc shows it)"
    if breakdown:
        use, risk, prot = (breakdown.get("use_subscale"), breakdown.get("risk_subscale"),
                           breakdown.get("protective_subscale"))
        flags = []
        if use is not None and use >= 1:
            flags.append("any use (Use >= 1)")
        if risk is not None and risk >= 12:
            flags.append("elevated risk (Risk >= 12)")
        if prot is not None and prot <= 12:
            flags.append("limited protection (Protective <= 12)")
        text += (f"; subscales Use {use} (0-12), Risk {risk} (0-24), Protective {prot} (0-24)"
                 + (": " + ", ".join(flags) if flags else ""))
    return text


CALCULATOR = Calculator(
    id="bam",
    name="Brief Addiction Monitor (BAM)",
    aliases=["BAM", "Brief Addiction Monitor"],
    specialty="psychiatry_addiction",
    description=("Monitoring of substance use treatment over the past 30 days: Use, Risk and "
                 "Protective subscales from 17 items (with drug-specific items 7A-G)."),
    keywords=["substance use disorder", "addiction treatment", "measurement-based care",
              "relapse risk", "alcohol use", "drug use", "recovery",
              "monitor progress in addiction treatment", "substance use over past 30 days",
              "relapse risk and recovery protective factors",
              "track drinking and drug use in treatment", "craving and confidence in abstinence",
              "measurement based care for substance use", "recovery monitoring questionnaire"],
    features=[f for f, _ in PAIRS],
    items=ITEMS,
    versions=[Version("cacciola_2013", dt.date(2013, 3, 1), CACCIOLA_2013, bam,
                      notes="Item points 0-4 (day counts 0, 1-3, 4-8, 9-15, 16-30); Use = items "
                            "4+5+6; Risk = 1+2+3+8+11+15; Protective = 9+10+12+13+14+16; "
                            "headline = sum of all item points (MDCalc).")],
    output=Output(kind="integer", unit="points", range=(0, 92),
                  description="sum of all item points (MDCalc's headline); the subscales are "
                              "in the breakdown"),
    interpret=interpret,
    references=[CACCIOLA_2013, BAM_MANUAL, MDCALC_BAM],
    notes=(
        "The BAM scoring guide scores three subscales (Use: items 4-6, 0-12; Risk: items 1, 2, "
        "3, 8, 11, 15, 0-24; Protective: items 9, 10, 12, 13, 14, 16, 0-24; items 7A-G and 17 "
        "on none) and says a total score is not used; the clinically meaningful results are "
        "the subscales and items, all in the breakdown. The headline value is the plain sum of "
        "every item's points, which is what MDCalc displays as its score (its recorded answer "
        "42 = Use 11 + Risk 20 + Protective 4 + items 7A-G 6 + item 17 1). Subscale flags (Use "
        ">= 1, Risk >= 12, Protective <= 12) follow the VA scoring guide's cut-offs as "
        "summarised by MDCalc. Day items accept the number of days or the band ('16-30'). "
        "Licence: US Department of Veterans Affairs work, public domain. Under "
        "missing='absent' an unanswered item scores 0 (listed as imputed)."),
)
