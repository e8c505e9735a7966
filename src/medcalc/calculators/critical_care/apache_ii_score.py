"""APACHE II: Acute Physiology Score (12 variables) + age points + chronic health points
(Knaus et al., Crit Care Med 1985)."""

import datetime as dt
import math

from medcalc.core import (
    CRITERION_NOT_MET,
    Band,
    Boolean,
    Calculator,
    Category,
    Choice,
    Count,
    Missing,
    Output,
    Quantity,
    Reference,
    Version,
    analytes,
    banded,
)
from medcalc.core.common import (
    age,
    arterial_ph,
    creatinine,
    diastolic_bp,
    heart_rate,
    hematocrit,
    mean_arterial_pressure,
    respiratory_rate,
    sodium,
    systolic_bp,
    temperature,
    white_blood_cell_count,
)
from medcalc.core.vector import any_true, snap, where
from medcalc.formulas.hemodynamics import MAP_FROM_CUFF
from medcalc.formulas.oxygenation import alveolar_arterial_gradient

KNAUS_1985 = Reference(
    "Knaus WA, Draper EA, Wagner DP, Zimmerman JE. APACHE II: a severity of disease "
    "classification system. Crit Care Med. 1985;13(10):818-829 (Table 1: the APACHE II severity "
    "of disease classification system).",
    doi="10.1097/00003246-198510000-00009", url="https://pubmed.ncbi.nlm.nih.gov/3928249/")
CURRAN_EVERETT_2006 = Reference(
    "Curran-Everett D. A classic learning opportunity from Fenn, Rahn, and Otis (1946): the "
    "alveolar gas equation. Adv Physiol Educ. 2006;30(2):58-62 (A-a gradient: PAO2 = FiO2 x "
    "(PB - 47) - PaCO2/0.8).", doi="10.1152/advan.00076.2005")

ELECTIVE_POSTOPERATIVE = "elective_postoperative"


# -- the banded variables of Knaus 1985 Table 1, declared as items ----------------------------
# Labels are the table's printed ranges (high and low abnormal sides). Bands run from a printed
# lower limit to the next band's lower limit, so a value between two printed ranges (38.45 °C
# between "36-38.4" and "38.5-38.9") falls in the band whose lower limit it has reached
# (38.45 -> 0, 35.95 -> 1, MAP 49.5 -> 4). Aliases are MDCalc's option wording ("39 to <41",
# the same bands written as half-open ranges; MAP as ">129-159", ">69-109": MDCalc places a
# non-integer MAP between two rows in the upper row, 109.5 -> 2, where the lower-limit rule here
# gives 0). A band's value is the variable's points (creatinine: before doubling for acute renal
# failure).


def _row(key, label, points, mdcalc=None, **bounds):
    return Band(key, label, points, aliases=(mdcalc,) if mdcalc else (), **bounds)


AGE = banded("age", "Age, years", bands=(
    _row("le_44", "≤ 44", 0, lt=45.0),
    _row("45_to_54", "45-54", 2, ge=45.0, lt=55.0),
    _row("55_to_64", "55-64", 3, ge=55.0, lt=65.0),
    _row("65_to_74", "65-74", 5, ge=65.0, lt=75.0),
    _row("ge_75", "≥ 75", 6, ">74", ge=75.0),
), absent="le_44")
TEMPERATURE = banded("temperature", "Temperature, rectal, °C", bands=(
    _row("ge_41", "≥ 41", 4, ge=41.0),
    _row("39_to_40.9", "39-40.9", 3, "39 to <41", ge=39.0, lt=41.0),
    _row("38.5_to_38.9", "38.5-38.9", 1, "38.5 to <39", ge=38.5, lt=39.0),
    _row("36_to_38.4", "36-38.4", 0, "36 to <38.5", ge=36.0, lt=38.5),
    _row("34_to_35.9", "34-35.9", 1, "34 to <36", ge=34.0, lt=36.0),
    _row("32_to_33.9", "32-33.9", 2, "32 to <34", ge=32.0, lt=34.0),
    _row("30_to_31.9", "30-31.9", 3, "30 to <32", ge=30.0, lt=32.0),
    _row("le_29.9", "≤ 29.9", 4, "<30", lt=30.0),
), aliases=("Rectal temperature, °C", "Temperature, °C"), absent="36_to_38.4")
MAP = banded("mean_arterial_pressure", "Mean arterial pressure, mmHg", bands=(
    _row("ge_160", "≥ 160", 4, ">159", ge=160.0),
    _row("130_to_159", "130-159", 3, ">129-159", ge=130.0, lt=160.0),
    _row("110_to_129", "110-129", 2, ">109-129", ge=110.0, lt=130.0),
    _row("70_to_109", "70-109", 0, ">69-109", ge=70.0, lt=110.0),
    _row("50_to_69", "50-69", 2, ">49-69", ge=50.0, lt=70.0),
    _row("le_49", "≤ 49", 4, lt=50.0),
), aliases=("Mean arterial pressure, mm Hg", "MAP"), absent="70_to_109")
HEART_RATE = banded("heart_rate", "Heart rate (ventricular response), beats/min", bands=(
    _row("ge_180", "≥ 180", 4, ge=180.0),
    _row("140_to_179", "140-179", 3, "140 to <180", ge=140.0, lt=180.0),
    _row("110_to_139", "110-139", 2, "110 to <140", ge=110.0, lt=140.0),
    _row("70_to_109", "70-109", 0, "70 to <110", ge=70.0, lt=110.0),
    _row("55_to_69", "55-69", 2, "55 to <70", ge=55.0, lt=70.0),
    _row("40_to_54", "40-54", 3, "40 to <55", ge=40.0, lt=55.0),
    _row("le_39", "≤ 39", 4, "<40", lt=40.0),
), aliases=("Heart rate, beats per minute",), absent="70_to_109")
RESPIRATORY_RATE = banded(
    "respiratory_rate", "Respiratory rate (non-ventilated or ventilated), breaths/min", bands=(
        _row("ge_50", "≥ 50", 4, ge=50.0),
        _row("35_to_49", "35-49", 3, "35 to <50", ge=35.0, lt=50.0),
        _row("25_to_34", "25-34", 1, "25 to <35", ge=25.0, lt=35.0),
        _row("12_to_24", "12-24", 0, "12 to <25", ge=12.0, lt=25.0),
        _row("10_to_11", "10-11", 1, "10 to <12", ge=10.0, lt=12.0),
        _row("6_to_9", "6-9", 2, "6 to <10", ge=6.0, lt=10.0),
        _row("le_5", "≤ 5", 4, "<6", lt=6.0),
    ), aliases=("Respiratory rate, breaths per minute",), absent="12_to_24")
SODIUM = banded("sodium", "Serum sodium, mmol/L", bands=(
    _row("ge_180", "≥ 180", 4, ge=180.0),
    _row("160_to_179", "160-179", 3, "160 to <180", ge=160.0, lt=180.0),
    _row("155_to_159", "155-159", 2, "155 to <160", ge=155.0, lt=160.0),
    _row("150_to_154", "150-154", 1, "150 to <155", ge=150.0, lt=155.0),
    _row("130_to_149", "130-149", 0, "130 to <150", ge=130.0, lt=150.0),
    _row("120_to_129", "120-129", 2, "120 to <130", ge=120.0, lt=130.0),
    _row("111_to_119", "111-119", 3, "111 to <120", ge=111.0, lt=120.0),
    _row("le_110", "≤ 110", 4, "<111", lt=111.0),
), aliases=("Sodium, mmol/L", "Serum sodium"), absent="130_to_149")
POTASSIUM = banded("potassium", "Serum potassium, mmol/L", bands=(
    _row("ge_7", "≥ 7", 4, "≥7.0", ge=7.0),
    _row("6_to_6.9", "6-6.9", 3, "6.0 to <7.0", ge=6.0, lt=7.0),
    _row("5.5_to_5.9", "5.5-5.9", 1, "5.5 to <6.0", ge=5.5, lt=6.0),
    _row("3.5_to_5.4", "3.5-5.4", 0, "3.5 to <5.5", ge=3.5, lt=5.5),
    _row("3_to_3.4", "3-3.4", 1, "3.0 to <3.5", ge=3.0, lt=3.5),
    _row("2.5_to_2.9", "2.5-2.9", 2, "2.5 to <3.0", ge=2.5, lt=3.0),
    _row("lt_2.5", "< 2.5", 4, lt=2.5),
), aliases=("Potassium, mmol/L", "Serum potassium"), absent="3.5_to_5.4")
CREATININE = banded("creatinine", "Serum creatinine, mg/dL (doubled for acute renal failure)",
                    bands=(
    _row("ge_3.5", "≥ 3.5", 4, ge=3.5),
    _row("2_to_3.4", "2-3.4", 3, "2.0 to <3.5", ge=2.0, lt=3.5),
    _row("1.5_to_1.9", "1.5-1.9", 2, "1.5 to <2.0", ge=1.5, lt=2.0),
    _row("0.6_to_1.4", "0.6-1.4", 0, "0.6 to <1.5", ge=0.6, lt=1.5),
    _row("lt_0.6", "< 0.6", 2, lt=0.6),
), aliases=("Serum creatinine, mg/100 mL", "Creatinine, mg/dL"), absent="0.6_to_1.4")
HEMATOCRIT = banded("hematocrit", "Hematocrit, %", bands=(
    _row("ge_60", "≥ 60", 4, ge=60.0),
    _row("50_to_59.9", "50-59.9", 2, "50 to <60", ge=50.0, lt=60.0),
    _row("46_to_49.9", "46-49.9", 1, "46 to <50", ge=46.0, lt=50.0),
    _row("30_to_45.9", "30-45.9", 0, "30 to <46", ge=30.0, lt=46.0),
    _row("20_to_29.9", "20-29.9", 2, "20 to <30", ge=20.0, lt=30.0),
    _row("lt_20", "< 20", 4, lt=20.0),
), aliases=("Hematocrit (%)",), absent="30_to_45.9")
WHITE_CELLS = banded("white_blood_cell_count", "White blood cell count, x10^9/L (1000s/mm³)",
                     bands=(
    _row("ge_40", "≥ 40", 4, ge=40.0),
    _row("20_to_39.9", "20-39.9", 2, "20 to <40", ge=20.0, lt=40.0),
    _row("15_to_19.9", "15-19.9", 1, "15 to <20", ge=15.0, lt=20.0),
    _row("3_to_14.9", "3-14.9", 0, "3 to <15", ge=3.0, lt=15.0),
    _row("1_to_2.9", "1-2.9", 2, "1 to <3", ge=1.0, lt=3.0),
    _row("lt_1", "< 1", 4, lt=1.0),
), aliases=("White blood count, total/cubic mm in 1000's", "White blood cell count, 10^9/L"),
    absent="3_to_14.9")
ITEMS = (AGE, TEMPERATURE, MAP, HEART_RATE, RESPIRATORY_RATE, SODIUM, POTASSIUM, CREATININE,
         HEMATOCRIT, WHITE_CELLS)

# -- the variables that stay formulas (Knaus 1985 Table 1) -------------------------------------
# Oxygenation reads the A-a gradient when FiO2 >= 0.5 and PaO2 below (the gradient given, or
# computed from PaO2, PaCO2 and FiO2), and acid-base reads the arterial pH, or the venous HCO3
# only without a pH: which measurement is scored depends on other inputs, so these are not
# items. Each band is [lower limit, next band's lower limit); bands scoring 0 are left out, so
# a NaN (not given) scores 0.
AA_GRADIENT = ((500.0, None, 4), (350.0, 500.0, 3), (200.0, 350.0, 2))  # FiO2 >= 0.5
ARTERIAL_PH = ((7.7, None, 4), (7.6, 7.7, 3), (7.5, 7.6, 1), (7.25, 7.33, 2), (7.15, 7.25, 3),
               (None, 7.15, 4))
BICARBONATE = ((52.0, None, 4), (41.0, 52.0, 3), (32.0, 41.0, 1), (18.0, 22.0, 2),
               (15.0, 18.0, 3), (None, 15.0, 4))  # venous, only without arterial blood gases


def _bands(x, table):
    """Points of x in a band table; 0 for NaN (every comparison is False)."""
    total = 0
    for lo, hi, points in table:
        if lo is None:
            inside = x < hi
        elif hi is None:
            inside = x >= lo
        else:
            inside = (x >= lo) & (x < hi)
        total = total + points * inside
    return total


def _pao2_points(pao2):
    """FiO2 < 0.5: PaO2 > 70 -> 0, 61-70 -> 1, 55-60 -> 3, < 55 -> 4 (mmHg)."""
    return (1 * ((pao2 >= 61.0) & (pao2 <= 70.0)) + 3 * ((pao2 >= 55.0) & (pao2 < 61.0))
            + 4 * (pao2 < 55.0))


def _clean(x):
    """NaN intermediates are reported as None (JSON has no NaN)."""
    return None if type(x) is float and x != x else x


def apache_ii(age, temperature, mean_arterial_pressure, heart_rate, respiratory_rate, fio2, pao2,
              paco2, aa_gradient, arterial_ph, bicarbonate, sodium, potassium, creatinine,
              acute_renal_failure, hematocrit, white_blood_cell_count, gcs,
              severe_organ_insufficiency_or_immunocompromised, admission_type):
    # age, temperature, mean_arterial_pressure, heart_rate, respiratory_rate, sodium, potassium,
    # creatinine, hematocrit and white_blood_cell_count are their items' points.
    fio2, arterial_ph, bicarbonate = snap(fio2), snap(arterial_ph), snap(bicarbonate)

    # Oxygenation: FiO2 >= 0.5 -> A-a gradient (given, or from PaO2, PaCO2 and FiO2);
    # FiO2 < 0.5 -> PaO2.
    high_fio2 = fio2 >= 0.5
    aa = where(aa_gradient != aa_gradient, alveolar_arterial_gradient(pao2, paco2, fio2),
               aa_gradient)
    no_gradient = high_fio2 & (aa != aa) & (pao2 == pao2)
    if any_true(no_gradient) and type(no_gradient) is bool:
        raise Missing("FiO2 >= 0.5: APACHE II scores the A-a gradient; give aa_gradient, or "
                      "paco2 to compute it from pao2 and fio2", features=("aa_gradient", "paco2"))
    oxygenation = where(high_fio2, _bands(snap(aa), AA_GRADIENT), _pao2_points(snap(pao2)))

    # Acid-base: arterial pH (preferred); venous HCO3 only when no arterial pH is given.
    has_ph = arterial_ph == arterial_ph
    acid_base = where(has_ph, _bands(arterial_ph, ARTERIAL_PH), _bands(bicarbonate, BICARBONATE))

    chronic = severe_organ_insufficiency_or_immunocompromised
    if admission_type is None and any_true(chronic):
        raise Missing("chronic health points depend on the admission type (nonoperative or "
                      "emergency postoperative: 5; elective postoperative: 2)",
                      features=("admission_type",))
    chronic_points = chronic * where(admission_type == ELECTIVE_POSTOPERATIVE, 2, 5)

    points = {
        "temperature": temperature,
        "mean_arterial_pressure": mean_arterial_pressure,
        "heart_rate": heart_rate,
        "respiratory_rate": respiratory_rate,
        "oxygenation": oxygenation,
        "acid_base": acid_base,
        "sodium": sodium,
        "potassium": potassium,
        "creatinine": creatinine * where(acute_renal_failure, 2, 1),
        "hematocrit": hematocrit,
        "white_blood_cell_count": white_blood_cell_count,
        "glasgow_coma_scale": 15 - gcs,
    }
    acute_physiology = sum(points.values())
    total = acute_physiology + age + chronic_points
    if type(no_gradient) is not bool:  # numpy batch: rows without an A-a gradient are NaN
        total = where(no_gradient, math.nan, total)
    return {
        "value": total,
        **points,
        "acute_physiology_score": acute_physiology,
        "age_points": age,
        "chronic_health_points": chronic_points,
        "oxygenation_basis": where(high_fio2, "aa_gradient", "pao2"),
        "aa_gradient_mmhg": _clean(where(high_fio2, aa, math.nan)),
        "acid_base_basis": where(has_ph, "arterial_ph",
                                 where(bicarbonate == bicarbonate, "bicarbonate", "none")),
    }


def _optional(feature_name, **kw):
    return Quantity(name=feature_name, required=False, default=math.nan, **kw)


CALCULATOR = Calculator(
    id="apache_ii_score",
    name="APACHE II Score",
    aliases=["APACHE II", "急性生理与慢性健康评分II（APACHE II）", "Acute Physiology and Chronic Health "
             "Evaluation II"],
    specialty="critical_care",
    description=("ICU severity of disease (0-71 points): the worst values of 12 physiological "
                 "variables in the first 24 hours, plus age and chronic health points."),
    keywords=["ICU mortality", "intensive care severity", "acute physiology score",
              "critical illness severity", "ICU admission", "Knaus",
              "predicted hospital mortality in ICU", "how sick is this ICU patient",
              "first day intensive care severity", "worst physiology in first 24 hours",
              "illness severity for ICU benchmarking", "chronic health and acute physiology points",
              "expected death rate on ICU admission"],
    features=[
        age(description="Age (points: <= 44: 0; 45-54: 2; 55-64: 3; 65-74: 5; >= 75: 6)"),
        temperature(description="Core (rectal) temperature, worst value in the first 24 h"),
        mean_arterial_pressure(
            description=("Mean arterial pressure, measured (e.g. arterial line); when not given "
                         "it is estimated from systolic_bp and diastolic_bp as DBP + (SBP - "
                         "DBP)/3")),
        systolic_bp(description="Systolic blood pressure (for the mean arterial pressure)"),
        diastolic_bp(description="Diastolic blood pressure (for the mean arterial pressure)"),
        heart_rate(description="Heart rate (ventricular response)"),
        respiratory_rate(description="Respiratory rate, ventilated or not"),
        Quantity(name="fio2", unit="1", units=("1", "%"), range=(0.21, 1.0), absent=0.21,
                 description=("Fraction of inspired oxygen as a fraction 0.21-1.0; a percentage "
                              "needs the unit '%' ([50, '%']). >= 0.5: the A-a gradient is "
                              "scored, < 0.5: PaO2. Not mentioned (missing='absent'): room air, "
                              "0.21")),
        Quantity(name="pao2", unit="mmHg", units=("mmHg", "kPa"), range=(10.0, 700.0),
                 absent=CRITERION_NOT_MET, description="Arterial partial pressure of oxygen"),
        _optional("paco2", unit="mmHg", units=("mmHg", "kPa"), range=(5.0, 200.0),
                  description=("Arterial partial pressure of CO2; needed to compute the A-a "
                               "gradient when FiO2 >= 0.5 and aa_gradient is not given")),
        _optional("aa_gradient", unit="mmHg", units=("mmHg", "kPa"), range=(-20.0, 720.0),
                  description=("Alveolar-arterial O2 gradient (A-aDO2), if already computed; "
                               "otherwise computed as FiO2 x 713 - PaCO2/0.8 - PaO2")),
        arterial_ph(absent=CRITERION_NOT_MET),
        _optional("bicarbonate", unit="mmol/L", analyte=analytes.BICARBONATE,
                  units=("mmol/L", "mEq/L"), range=(1.0, 80.0),
                  description=("Serum (venous) bicarbonate: scored instead of the arterial pH "
                               "only when no arterial pH is given")),
        sodium(),
        Quantity(name="potassium", unit="mmol/L", analyte=analytes.POTASSIUM,
                 units=("mmol/L", "mEq/L"), range=(1.0, 12.0), description="Serum potassium"),
        creatinine(description="Serum creatinine (points doubled in acute renal failure)"),
        Boolean(name="acute_renal_failure", description="Acute renal failure (doubles the "
                                                        "creatinine points)",
                definition=("acute kidney failure at ICU admission; chronic kidney disease "
                            "without an acute component does not count")),
        hematocrit(),
        white_blood_cell_count(description=("White blood cell count in 10^9/L (9.1 = 9.1 x "
                                            "10^9/L = 9100 /mm³)")),
        Count(name="gcs", range=(3, 15), absent=15,
              description=("Glasgow Coma Scale total (3-15); scores 15 - GCS. Not mentioned "
                           "(missing='absent'): 15")),
        Boolean(name="severe_organ_insufficiency_or_immunocompromised",
                description="History of severe organ insufficiency or immunocompromised state",
                definition=("evident before this hospital admission: liver: biopsy-proven "
                            "cirrhosis with portal hypertension, past upper GI bleeding from "
                            "portal hypertension, or prior hepatic failure/encephalopathy/coma; "
                            "cardiovascular: NYHA class IV; respiratory: chronic restrictive, "
                            "obstructive or vascular disease with severe exercise restriction, "
                            "or documented chronic hypoxia, hypercapnia, secondary polycythemia, "
                            "severe pulmonary hypertension (> 40 mmHg) or respirator dependency; "
                            "renal: chronic dialysis; immunocompromised: immunosuppressive "
                            "therapy, chemotherapy, radiation, long-term or recent high-dose "
                            "steroids, or a disease that suppresses resistance to infection "
                            "(leukemia, lymphoma, AIDS)")),
        Category(name="admission_type", required=False, default=None,
                 description=("Admission type; needed only with a severe organ insufficiency or "
                              "immunocompromise (nonoperative or emergency postoperative: 5 "
                              "points; elective postoperative: 2)"),
                 choices=(
                     Choice("nonoperative", "Nonoperative (medical) admission",
                            aliases=("non-operative", "non operative", "medical", "no surgery",
                                     "nonsurgical", "non-surgical")),
                     Choice("emergency_postoperative", "Emergency postoperative",
                            aliases=("emergency", "emergency surgery", "emergency postop",
                                     "emergency post-operative", "nonelective", "non-elective",
                                     "nonelective surgery", "urgent surgery")),
                     Choice(ELECTIVE_POSTOPERATIVE, "Elective postoperative",
                            aliases=("elective", "elective surgery", "elective postop",
                                     "elective post-operative")),
                 )),
    ],
    items=list(ITEMS),
    derived=[MAP_FROM_CUFF],
    versions=[Version("knaus_1985", dt.date(1985, 10, 1), KNAUS_1985, apache_ii,
                      notes=("Acute Physiology Score (12 variables, worst value in the first "
                             "24 h) + age points + chronic health points; GCS scores 15 - GCS; "
                             "creatinine points doubled in acute renal failure."))],
    output=Output(kind="integer", unit="points", range=(0, 71)),
    references=[KNAUS_1985, CURRAN_EVERETT_2006],
    notes=(
        "The white cell count is in 10^9/L, the unit a clinician means by a bare number (WBC 8 "
        "is 8 x 10^9/L, Knaus's table in 1000s/mm³); a bare 8000 is NA implausible with a hint "
        "to give it per µL. "
        "Points follow Knaus 1985 Table 1. Declared as banded items (each answerable by its "
        "value, or by its band: key, the table's printed range '39-40.9' or MDCalc's wording "
        "'39 to <41'): age, temperature, mean arterial pressure, heart rate, respiratory rate, "
        "sodium, potassium, creatinine (points doubled in acute renal failure, a separate "
        "yes/no input), hematocrit and white cell count. Thresholds are compared at 1e-9 so "
        "that unit-conversion float noise (96.8 °F -> 35.99999999999881 °C) cannot flip a "
        "band. Band edges: each band runs from its printed lower limit to the next band's lower "
        "limit (38.45 °C scores 0, 35.95 °C scores 1; MAP 49.5 scores 4; MDCalc places a "
        "non-integer MAP between rows in the upper row, 109.5 -> 2, and its '>69-109' style "
        "labels are accepted as names of the same rows). MAP: the measured "
        "mean_arterial_pressure if given, else DBP + (SBP - DBP)/3 (formulas.hemodynamics "
        "MAP_FROM_CUFF; a systolic below the diastolic is NA implausible when the estimate is "
        "needed); with a measured MAP the cuff pressures are not needed. Formulas, not items, "
        "because which measurement is scored depends on other inputs: oxygenation (the A-a "
        "gradient when FiO2 >= 0.5: the aa_gradient given, else PAO2 - PaO2 with PAO2 = FiO2 x "
        "(760 - 47) - PaCO2/0.8 (sea level, RQ 0.8), NA missing if neither it nor PaCO2 is "
        "given; PaO2 when FiO2 < 0.5: > 70: 0, 61-70: 1, 55 to < 61: 3, < 55: 4), acid-base "
        "(arterial pH; venous HCO3 only when no arterial pH is given), GCS (15 - GCS) and the "
        "chronic health points (5 or 2 by admission type; MDCalc's combined options 'Yes, and "
        "nonoperative or emergency postoperative patient' and its creatinine options that "
        "include acute/chronic renal failure are not accepted as answers). FiO2 is a fraction; "
        "percentages need the unit '%'. Under missing='absent' an unmentioned variable scores 0 "
        "(GCS 15, FiO2 room air 0.21); under 'strict' every variable is required (PaO2 even "
        "when an A-a gradient is given). No mortality interpretation: the paper's death rates "
        "depend on the "
        "diagnostic category. MedCalc-Bench (calculator 28) differs from the source: it adds "
        "the raw GCS instead of 15 - GCS; scores no points below the normal band for MAP, "
        "heart rate, respiratory rate, pH, sodium, potassium, hematocrit and WBC; gives age "
        "45 and age 75 no points; scores creatinine >= 1.5 mg/dL only with acute or chronic "
        "renal failure (single points for chronic); compares the WBC per mm³ with thresholds "
        "in 1000s (every WBC >= 40 scores 4); treats temperatures written 'degrees celsisus' "
        "as Fahrenheit; gives 0 chronic health points to nonoperative patients."),
)
