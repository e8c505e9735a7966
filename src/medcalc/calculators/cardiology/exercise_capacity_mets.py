"""Exercise capacity in METs from treadmill speed and grade (ACSM walking equation), with the
age-predicted exercise capacity (Gulati 2005 for women, Morris 1993 for men)."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import FEMALE, age, sex
from medcalc.core.vector import where

ACSM = Reference(
    "American College of Sports Medicine. ACSM's Guidelines for Exercise Testing and "
    "Prescription, 10th ed. Philadelphia: Wolters Kluwer; 2018 (metabolic equations: walking "
    "VO2 = 0.1 x speed + 1.8 x speed x grade + 3.5 mL/kg/min, speed in m/min, grade as a "
    "fraction; for speeds of 50-100 m/min).")
GULATI_2005 = Reference(
    "Gulati M, Black HR, Shaw LJ, et al. The prognostic value of a nomogram for exercise "
    "capacity in women. N Engl J Med. 2005;353(5):468-475 (predicted METs = 14.7 - 0.13 x age).",
    doi="10.1056/NEJMoa044154")
MORRIS_1993 = Reference(
    "Morris CK, Myers J, Froelicher VF, Kawaguchi T, Ueshima K, Hideg A. Nomogram based on "
    "metabolic equivalents and age for assessing aerobic exercise capacity in men. J Am Coll "
    "Cardiol. 1993;22(1):175-182 (predicted METs = 18.0 - 0.15 x age).",
    doi="10.1016/0735-1097(93)90832-L")
MDCALC = Reference("MDCalc. Exercise Capacity (METs).")

ML_O2_PER_MET = 3.5  # mL O2/kg/min
WALKING_MAX_M_PER_MIN = 100.0


def exercise_capacity(treadmill_speed, treadmill_grade, age, sex):
    grade = treadmill_grade / 100.0
    vo2 = 0.1 * treadmill_speed + 1.8 * treadmill_speed * grade + ML_O2_PER_MET
    mets = vo2 / ML_O2_PER_MET
    predicted = where(sex == FEMALE, 14.7 - 0.13 * age, 18.0 - 0.15 * age)
    return {"value": mets, "vo2_ml_kg_min": vo2, "predicted_mets": predicted,
            "percent_of_predicted": 100.0 * mets / predicted}


def interpret(value, breakdown):
    pct = breakdown.get("percent_of_predicted") if breakdown else None
    text = f"{value:.2f} METs achieved"
    if pct is not None:
        text += (f" ({pct:.0f}% of the age-predicted {breakdown['predicted_mets']:.2f} METs; "
                 "below 85% of predicted is reduced exercise capacity in Gulati 2005)")
    return text


CALCULATOR = Calculator(
    id="exercise_capacity_mets",
    name="Exercise Capacity (METs)",
    aliases=["Exercise Capacity", "METs from treadmill", "ACSM walking equation",
             "Predicted exercise capacity"],
    specialty="cardiology",
    description="Metabolic equivalents achieved at a treadmill walking speed and grade (ACSM "
                "walking equation) and the age- and sex-predicted exercise capacity.",
    keywords=["exercise stress test", "treadmill", "METs", "VO2", "functional capacity",
              "exercise tolerance", "METs achieved on treadmill",
              "oxygen cost of treadmill walking", "predicted exercise capacity for age and sex",
              "percent of expected exercise capacity", "treadmill speed and grade to METs",
              "stress test workload estimate"],
    features=[
        sex(labels=("Gender", "Sex")),
        age(labels=("Age",)),
        Quantity(name="treadmill_speed", description="Treadmill speed (walking)", unit="m/min",
                 units=("m/min", "km/h", "mph"), range=(5.0, 400.0), labels=("Treadmill Speed", "Speed")),
        Quantity(name="treadmill_grade", description="Treadmill grade (incline) in percent",
                 unit="%", units=("%",), range=(0.0, 40.0), labels=("Treadmill Grade", "Grade")),
    ],
    versions=[Version("acsm_walking", dt.date(2018, 1, 1), ACSM, exercise_capacity,
                      notes="VO2 = 3.5 + 0.1 x S + 1.8 x S x G (S m/min, G fraction); METs = "
                            "VO2 / 3.5; predicted METs 14.7 - 0.13 x age (women, Gulati 2005), "
                            "18.0 - 0.15 x age (men, Morris 1993).")],
    preconditions=[Precondition(lambda treadmill_speed: treadmill_speed <= WALKING_MAX_M_PER_MIN,
                                "the ACSM walking equation applies to walking speeds up to 100 "
                                "m/min (3.7 mph); running needs the ACSM running equation")],
    output=Output(kind="number", unit="METs", decimals=2, range=(1, float("inf"))),
    interpret=interpret,
    references=[ACSM, GULATI_2005, MORRIS_1993, MDCALC],
    notes="ACSM walking equation; the equation is stated for 50-100 m/min (1.9-3.7 mph). Speeds "
          "above 100 m/min are NA not_applicable (running); slower speeds are computed, as "
          "MDCalc does, although outside the equation's stated accuracy range. Speed in m/min, "
          "km/h or mph (1 mph = 26.8224 m/min): MDCalc's '1.5 mph' is read as given. MDCalc labels its METs output 'mL/kg/min "
          "METs'; the quantity is METs (VO2 / 3.5 mL/kg/min).",
)
