"""DSM-5 criteria for bipolar I and bipolar II disorder: a manic episode (bipolar I), or a
hypomanic and a major depressive episode without any manic episode (bipolar II)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Duration, Output, Reference, Version
from medcalc.core.vector import where
from medcalc.formulas.psychiatry_w3 import rating

DSM5 = Reference(
    "American Psychiatric Association. Diagnostic and Statistical Manual of Mental Disorders, "
    "Fifth Edition (DSM-5). Arlington, VA: American Psychiatric Publishing; 2013: bipolar I "
    "disorder (manic episode criteria A-D) and bipolar II disorder (hypomanic episode criteria "
    "A-F with a major depressive episode); unchanged in DSM-5-TR (2022).",
    doi="10.1176/appi.books.9780890425596")
MDCALC_BIPOLAR = Reference("MDCalc (mdcalc.com): DSM-5 Criteria for Bipolar Disorder.")

BIPOLAR_I, BIPOLAR_II, NOT_MET = "bipolar I disorder", "bipolar II disorder", "criteria not met"

MOOD, MOOD_ITEM = rating("mood_disturbance", "Criterion A: abnormally and persistently "
                         "elevated, expansive or irritable mood with increased activity or "
                         "energy", (
    ("none", "No such period", 0, ("no", "absent")),
    ("elevated_or_expansive", "Elevated or expansive mood (with or without irritability)", 1,
     ("elevated", "expansive", "elevated/expansive")),
    ("irritable_only", "Irritable mood only", 2, ("irritable", "irritable only"))),
    aliases=("Mood disturbance", "Distinct period of abnormal mood"),
    description="The distinct period of abnormal mood and increased activity or energy: none, "
                "elevated/expansive, or irritable only (irritable only needs 4 symptoms)",
    absent=False)
_SYMPTOMS = [
    ("grandiosity", "Inflated self-esteem or grandiosity"),
    ("decreased_need_for_sleep", "Decreased need for sleep"),
    ("pressured_speech", "More talkative than usual or pressure to keep talking"),
    ("racing_thoughts", "Flight of ideas or racing thoughts"),
    ("distractibility", "Distractibility"),
    ("increased_goal_directed_activity", "Increased goal-directed activity or psychomotor "
                                         "agitation"),
    ("risky_activities", "Excessive involvement in activities with painful consequences"),
]
FEATURES = [MOOD,
            Duration(name="episode_duration", unit="day", units=("day", "week", "month"),
                     range=(0.0, 36500.0), labels=("Duration of episode", "Duration"),
                     description="Duration of the period of abnormal mood and energy (manic "
                                 ">= 7 days unless hospitalized; hypomanic >= 4 days)"),
            Boolean(name="hospitalized", description="Hospitalization was necessary for the "
                                                     "episode", labels=("Hospitalization",))]
FEATURES += [Boolean(name=n, description=f"Criterion B symptom: {d}", labels=(d,))
             for n, d in _SYMPTOMS]
FEATURES += [
    Boolean(name="marked_impairment_or_psychosis",
            description="Manic criterion C: marked impairment in social or occupational "
                        "functioning, or psychotic features",
            labels=("Marked impairment or psychotic features",)),
    Boolean(name="observable_change_in_functioning",
            description="Hypomanic criteria C-D: unequivocal change in functioning, "
                        "uncharacteristic of the person and observable by others",
            labels=("Change in functioning observable by others",)),
    Boolean(name="not_due_to_substance_or_medical",
            description="Not attributable to a substance or another medical condition (a full "
                        "episode emerging during antidepressant treatment and persisting beyond "
                        "its physiological effect counts)",
            labels=("Not attributable to substance/medical condition",)),
    Boolean(name="major_depressive_episode",
            description="Current or past major depressive episode (required for bipolar II)",
            labels=("History of major depressive episode",)),
    Boolean(name="previous_manic_episode", required=False, default=False,
            description="A previous manic episode (any lifetime manic episode makes it "
                        "bipolar I)", labels=("History of manic episode",)),
    Boolean(name="not_better_explained_by_psychotic_disorder",
            description="Not better explained by schizoaffective disorder, schizophrenia or "
                        "other psychotic disorders",
            labels=("Not better explained by schizoaffective or other psychotic disorders",)),
    Boolean(name="distress_or_impairment",
            description="Bipolar II criterion: depression or mood alternation causes clinically "
                        "significant distress or impairment",
            labels=("Clinically significant distress or impairment",)),
]
NAMES = [n for n, _ in _SYMPTOMS]


def bipolar(mood_disturbance, episode_duration, hospitalized, grandiosity,
            decreased_need_for_sleep, pressured_speech, racing_thoughts, distractibility,
            increased_goal_directed_activity, risky_activities, marked_impairment_or_psychosis,
            observable_change_in_functioning, not_due_to_substance_or_medical,
            major_depressive_episode, previous_manic_episode,
            not_better_explained_by_psychotic_disorder, distress_or_impairment):
    count = (grandiosity * 1 + decreased_need_for_sleep * 1 + pressured_speech * 1
             + racing_thoughts * 1 + distractibility * 1 + increased_goal_directed_activity * 1
             + risky_activities * 1)
    needed = where(mood_disturbance == 2, 4, 3)
    mood = mood_disturbance >= 1
    criterion_b = count >= needed
    severe = marked_impairment_or_psychosis | hospitalized
    manic = (mood & ((episode_duration >= 7) | hospitalized) & criterion_b & severe
             & not_due_to_substance_or_medical)
    hypomanic = (mood & (episode_duration >= 4) & criterion_b & observable_change_in_functioning
                 & ~severe & not_due_to_substance_or_medical)
    type_1 = (manic | previous_manic_episode) & not_better_explained_by_psychotic_disorder
    type_2 = (~type_1 & ~previous_manic_episode & hypomanic & major_depressive_episode
              & not_better_explained_by_psychotic_disorder & distress_or_impairment)
    return {"value": where(type_1, BIPOLAR_I, where(type_2, BIPOLAR_II, NOT_MET)),
            "symptom_count": count, "symptoms_needed": needed, "manic_episode": manic,
            "hypomanic_episode": hypomanic}


def interpret(result):
    if result == BIPOLAR_I:
        return "Meets DSM-5 criteria for bipolar I disorder (at least one manic episode)"
    if result == BIPOLAR_II:
        return ("Meets DSM-5 criteria for bipolar II disorder (hypomanic and major depressive "
                "episodes, never manic)")
    return "DSM-5 criteria for bipolar I or II disorder not met by the answers given"


CALCULATOR = Calculator(
    id="dsm5_bipolar_disorder",
    name="DSM-5 Criteria for Bipolar Disorder",
    aliases=["DSM-5 bipolar disorder criteria", "DSM-5 bipolar I", "DSM-5 bipolar II",
             "bipolar disorder criteria"],
    specialty="psychiatry_addiction",
    description=("DSM-5 bipolar I (a manic episode: >= 1 week or hospitalized, >= 3 symptoms "
                 "(4 if irritable only), marked impairment, hospitalization or psychosis) or "
                 "bipolar II (a hypomanic episode >= 4 days plus a major depressive episode, "
                 "never manic)."),
    keywords=["bipolar disorder", "mania", "hypomania", "DSM-5", "manic episode",
              "diagnostic criteria", "does the patient meet bipolar criteria",
              "diagnose bipolar I or II", "manic episode diagnostic criteria",
              "hypomanic episode with depression", "formal diagnosis of manic depression",
              "distinguish bipolar I from bipolar II"],
    features=FEATURES,
    items=[MOOD_ITEM],
    versions=[Version("dsm5_2013", dt.date(2013, 5, 18), DSM5, bipolar,
                      notes="Manic episode: A (mood + energy, >= 7 days or any duration if "
                            "hospitalized), B (>= 3 of 7, >= 4 if irritable only), C (marked "
                            "impairment, hospitalization or psychosis), D (not substance/"
                            "medical). Hypomanic: A >= 4 days, B, C-D observable change, E not "
                            "severe, F not substance/medical.")],
    output=Output(kind="category", description="bipolar I disorder, bipolar II disorder, or "
                                               "criteria not met"),
    interpret=interpret,
    references=[DSM5, MDCALC_BIPOLAR],
    notes=(
        "Decision rule of DSM-5 (2013; DSM-5-TR unchanged for these criteria) in our own words; "
        "the criteria text is the APA's and is not reproduced. The inputs describe the current "
        "or most recent episode, plus lifetime history of a manic episode and of a major "
        "depressive episode. Bipolar I needs one manic episode (now or before); bipolar II a "
        "hypomanic and a major depressive episode and never a manic one. Cyclothymic and other "
        "specified bipolar disorders are not assessed. Under missing='absent' an unmentioned "
        "symptom counts as absent and an unmentioned exclusion criterion as not satisfied."),
)
