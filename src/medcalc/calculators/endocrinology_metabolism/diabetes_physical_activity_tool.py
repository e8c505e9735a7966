"""Physical activity decision tool for people living with diabetes (Diabetes Canada 2018
guideline, chapter 10): weekly moderate-to-vigorous physical activity (MVPA) against the
150 min/week aerobic and 2 sessions/week resistance recommendations."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Count, Output, Reference, Version
from medcalc.core.vector import where

SIGAL_2018 = Reference(
    "Diabetes Canada Clinical Practice Guidelines Expert Committee; Sigal RJ, Armstrong MJ, "
    "Bacon SL, Boulé NG, Dasgupta K, Kenny GP, Riddell MC. Physical activity and diabetes. Can J "
    "Diabetes. 2018;42(Suppl 1):S54-S63.", doi="10.1016/j.jcjd.2017.10.008",
    url="https://guidelines.diabetes.ca/cpg/chapter10")
MDCALC = Reference("MDCalc. Physical Activity Decision Tool for Patients Living with Diabetes: "
                   "outputs recorded in MedMCP-Calc dev tasks medmcp-calc_018_3aaad8b4 and "
                   "medmcp-calc_105_2cfb1b50 (2 days x 25 min -> 50 min/week MVPA; resistance "
                   "training needed).")

AEROBIC_TARGET = 150  # min/week of moderate-to-vigorous aerobic activity
AEROBIC_DAYS = 3      # spread over at least 3 days
RESISTANCE_TARGET = 2  # sessions/week


def mvpa(mvpa_days, mvpa_minutes, resistance_days, angina_symptoms):
    minutes = mvpa_days * mvpa_minutes
    return {"value": minutes,
            "aerobic_target_met": where((minutes >= AEROBIC_TARGET) & (mvpa_days >= AEROBIC_DAYS),
                                        True, False),
            "resistance_target_met": where(resistance_days >= RESISTANCE_TARGET, True, False),
            "angina_symptoms": angina_symptoms}


def interpret(value, breakdown):
    parts = []
    if breakdown.get("angina_symptoms"):
        parts.append("symptoms of angina that limit activity: cardiac assessment before "
                     "starting or intensifying exercise beyond brisk walking")
    if breakdown.get("aerobic_target_met"):
        parts.append(f"{value:g} min/week MVPA: aerobic target met (>= 150 min/week over >= 3 "
                     "days); maintain")
    else:
        parts.append(f"{value:g} min/week MVPA: below the aerobic target (>= 150 min/week over "
                     ">= 3 days, no more than 2 consecutive days without activity); set an MVPA "
                     "goal, reduce sedentary time, consider referral to an exercise programme or "
                     "professional")
    if breakdown.get("resistance_target_met"):
        parts.append("resistance training target met (>= 2 sessions/week)")
    else:
        parts.append("resistance training needed (>= 2, preferably 3 sessions/week)")
    return "; ".join(parts)


CALCULATOR = Calculator(
    id="diabetes_physical_activity_tool",
    name="Physical Activity Decision Tool for Patients Living with Diabetes",
    aliases=["Diabetes Canada physical activity tool", "MVPA calculation diabetes",
             "Physical activity decision tool diabetes"],
    specialty="endocrinology_metabolism",
    description="Weekly minutes of moderate-to-vigorous physical activity (days/week x "
                "minutes/day) against Diabetes Canada's >= 150 min/week aerobic and >= 2 "
                "resistance sessions/week recommendations.",
    keywords=["physical activity", "exercise", "MVPA", "diabetes", "resistance training",
              "Diabetes Canada", "counselling", "exercise readiness", "exercise prescription",
              "exercise progression and safety", "exercise recommendation diabetes",
              "weekly exercise minutes diabetes", "is diabetic patient exercising enough",
              "aerobic and resistance exercise targets", "physical activity counselling diabetes",
              "exercise safety in diabetes"],
    features=[
        Boolean(name="angina_symptoms",
                description="Current symptoms of angina that would limit physical activity",
                labels=("Does Your Patient Currently Have Symptoms of Angina That Would Limit "
                        "Participation in Physical Activity?",)),
        Count(name="mvpa_days", range=(0, 7),
              description="Days per week of moderate-to-vigorous intensity activity",
              labels=("Days/Week Of Moderate To Vigorous Intensity Activity?",
                      "Days/Week Of Moderate To Vigorous Intensity Activity")),
        Count(name="mvpa_minutes", range=(0, 1440),
              description="Minutes per day (on those days) of moderate-to-vigorous activity",
              labels=("Minutes/Day Of Moderate To Vigorous Intensity Activity?",
                      "Minutes/Day Of Moderate To Vigorous Intensity Activity")),
        Count(name="resistance_days", range=(0, 7),
              description="Days per week of resistance training",
              labels=("Days/Week of Resistance Training?", "Days/Week of Resistance Training")),
    ],
    versions=[Version("diabetes_canada_2018", dt.date(2018, 4, 1), SIGAL_2018, mvpa,
                      notes="MVPA = days/week x minutes/day; aerobic target >= 150 min/week "
                            "over >= 3 days; resistance >= 2 sessions/week.")],
    output=Output(unit="min/week", decimals=0, range=(0, 10080),
                  description="Moderate-to-vigorous physical activity, minutes per week"),
    interpret=interpret,
    references=[SIGAL_2018, MDCALC],
    notes="Diabetes Canada 2018 (chapter 10): adults with diabetes should accumulate at least "
          "150 minutes of moderate-to-vigorous aerobic exercise each week, spread over at least "
          "3 days with no more than 2 consecutive days without exercise, and do resistance "
          "exercise at least twice (preferably 3 times) a week; people with symptoms of angina "
          "need assessment before more vigorous activity. The tool's headline is the weekly "
          "MVPA (days x minutes), as MDCalc shows it ('50 mins/week'); the counselling points "
          "follow from the two targets. MDCalc also asks the diabetes type (not used in the "
          "calculation). One MedMCP-Calc dev answer records MDCalc's counselling text rather "
          "than the MVPA figure as the final answer; the MVPA of that answer (2 x 25 = 50) "
          "agrees.",
)
