"""DSM-5 criteria for a major depressive disorder (single or recurrent episode): criteria A-E as
a yes/no decision."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Duration, Output, Reference, Version
from medcalc.core.vector import where

DSM5 = Reference(
    "American Psychiatric Association. Diagnostic and Statistical Manual of Mental Disorders, "
    "Fifth Edition (DSM-5). Arlington, VA: American Psychiatric Publishing; 2013: major "
    "depressive disorder, criteria A-E (unchanged in DSM-5-TR, 2022).",
    doi="10.1176/appi.books.9780890425596")
MDCALC_MDD = Reference("MDCalc (mdcalc.com): DSM-5 Criteria for Major Depressive Disorder.")

POSITIVE, NEGATIVE = "positive", "negative"
_SYMPTOMS = [
    ("depressed_mood", "Depressed mood most of the day, nearly every day",
     ("Depressed mood (most of the day, nearly every day)",)),
    ("anhedonia", "Markedly diminished interest or pleasure, nearly every day",
     ("Loss of interest/pleasure (most of the day, nearly every day)",)),
    ("weight_or_appetite_change", "Significant weight change or appetite change nearly every day",
     ("Weight loss or gain / appetite change (nearly every day)",)),
    ("sleep_disturbance", "Insomnia or hypersomnia nearly every day",
     ("Insomnia or hypersomnia (nearly every day)",)),
    ("psychomotor_change", "Psychomotor agitation or retardation observable by others",
     ("Psychomotor agitation or retardation (observable by others, nearly every day)",)),
    ("fatigue", "Fatigue or loss of energy nearly every day",
     ("Fatigue or loss of energy (nearly every day)",)),
    ("worthlessness_or_guilt", "Worthlessness or excessive or inappropriate guilt",
     ("Feelings of worthlessness or excessive/inappropriate guilt (nearly every day)",)),
    ("poor_concentration", "Diminished ability to think or concentrate, or indecisiveness",
     ("Diminished ability to think or concentrate, or indecisiveness (nearly every day)",)),
    ("thoughts_of_death", "Recurrent thoughts of death, suicidal ideation, plan or attempt",
     ("Recurrent thoughts of death or suicidal ideation (with or without specific plan)",)),
]
_OTHER = [
    ("distress_or_impairment", "B: clinically significant distress or impairment",
     ("Clinically significant distress or impairment in functioning",)),
    ("not_due_to_substance_or_medical", "C: not attributable to a substance or another medical "
     "condition", ("Episode not attributable to substance/medical condition",)),
    ("not_better_explained_by_psychotic_disorder", "D: not better explained by schizoaffective "
     "or another psychotic disorder",
     ("Not better explained by schizoaffective or other psychotic disorders",)),
    ("no_manic_or_hypomanic_episode", "E: never a manic or hypomanic episode",
     ("No history of manic or hypomanic episode",)),
]
FEATURES = [Boolean(name=n, description=f"Criterion A symptom: {d}", labels=l)
            for n, d, l in _SYMPTOMS]
FEATURES.append(Duration(name="episode_duration", unit="day", units=("day", "week", "month"),
                         range=(0.0, 36500.0), labels=("Duration of episode", "Duration"),
                         description="Duration of the episode (criterion A needs >= 2 weeks)"))
FEATURES += [Boolean(name=n, description=d, labels=l) for n, d, l in _OTHER]


def mdd(depressed_mood, anhedonia, weight_or_appetite_change, sleep_disturbance,
        psychomotor_change, fatigue, worthlessness_or_guilt, poor_concentration,
        thoughts_of_death, episode_duration, distress_or_impairment,
        not_due_to_substance_or_medical, not_better_explained_by_psychotic_disorder,
        no_manic_or_hypomanic_episode):
    count = (depressed_mood * 1 + anhedonia * 1 + weight_or_appetite_change * 1
             + sleep_disturbance * 1 + psychomotor_change * 1 + fatigue * 1
             + worthlessness_or_guilt * 1 + poor_concentration * 1 + thoughts_of_death * 1)
    core = depressed_mood | anhedonia
    two_weeks = episode_duration >= 14
    a = (count >= 5) & core & two_weeks
    met = (a & distress_or_impairment & not_due_to_substance_or_medical
           & not_better_explained_by_psychotic_disorder & no_manic_or_hypomanic_episode)
    return {"value": where(met, POSITIVE, NEGATIVE), "symptom_count": count,
            "core_symptom_present": core, "duration_at_least_2_weeks": two_weeks,
            "criterion_a": a, "criterion_b": distress_or_impairment,
            "criterion_c": not_due_to_substance_or_medical,
            "criterion_d": not_better_explained_by_psychotic_disorder,
            "criterion_e": no_manic_or_hypomanic_episode}


def interpret(result):
    if result == POSITIVE:
        return "Positive: criteria A-E met, diagnosis of major depressive disorder by DSM-5"
    return "Negative: DSM-5 criteria for major depressive disorder not met"


CALCULATOR = Calculator(
    id="dsm5_major_depressive_disorder",
    name="DSM-5 Criteria for Major Depressive Disorder",
    aliases=["DSM-5 MDD criteria", "DSM-5 major depression", "major depressive disorder "
             "criteria", "MDD DSM-5"],
    specialty="psychiatry_addiction",
    description=("DSM-5 major depressive disorder: >= 5 of 9 symptoms for >= 2 weeks including "
                 "depressed mood or loss of interest, with distress or impairment, not due to a "
                 "substance or medical condition or a psychotic disorder, and no manic or "
                 "hypomanic episode ever."),
    keywords=["major depressive disorder", "depression", "DSM-5", "diagnostic criteria",
              "major depressive episode", "does the patient meet criteria for depression",
              "diagnose major depression", "five of nine depressive symptoms",
              "clinical depression diagnostic checklist", "major depressive episode diagnosis",
              "two weeks of low mood or anhedonia"],
    features=FEATURES,
    versions=[Version("dsm5_2013", dt.date(2013, 5, 18), DSM5, mdd,
                      notes="A: >= 5 of 9 symptoms, one being depressed mood or anhedonia, for "
                            ">= 2 weeks; B distress or impairment; C not substance or medical; "
                            "D not a psychotic disorder; E no mania or hypomania ever.")],
    output=Output(kind="category", description="positive or negative"),
    interpret=interpret,
    references=[DSM5, MDCALC_MDD],
    notes=(
        "Decision rule of DSM-5 (2013; DSM-5-TR 2022 unchanged for these criteria), in our own "
        "words: the criteria text is the APA's and is not reproduced. Each symptom is an "
        "assertion by the clinician (present most of the day, nearly every day as DSM-5 "
        "defines); the duration is the episode's length (>= 14 days). Criterion E's exclusion "
        "does not apply when all manic-like episodes were substance-induced or due to another "
        "medical condition: answer 'no manic or hypomanic episode' true then. Under "
        "missing='absent' an unmentioned symptom counts as absent and an unmentioned exclusion "
        "criterion as not satisfied."),
)
