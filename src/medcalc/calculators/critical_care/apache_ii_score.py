"""APACHE II: Acute Physiology Score (12 variables) + age points + chronic health points
(Knaus et al., Crit Care Med 1985)."""

import datetime as dt
import math

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Category,
    Choice,
    Count,
    Implausible,
    Missing,
    Output,
    Quantity,
    Reference,
    Version,
    analytes,
)
from medcalc.core.common import (
    age,
    arterial_ph,
    creatinine,
    diastolic_bp,
    heart_rate,
    hematocrit,
    respiratory_rate,
    sodium,
    systolic_bp,
    temperature,
    white_blood_cell_count,
)
from medcalc.core.vector import any_true, snap, where
from medcalc.formulas.hemodynamics import measured_or_estimated_map
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


# -- points tables (Knaus 1985, Table 1) -------------------------------------------------------
# Each band is [lower limit, next band's lower limit): a value between the printed limits of two
# bands (38.45 °C between "36-38.4" and "38.5-38.9") falls in the band whose lower limit it has
# reached. Bands scoring 0 are left out: a NaN (criterion not mentioned) scores 0 everywhere.

TEMPERATURE = ((41.0, None, 4), (39.0, 41.0, 3), (38.5, 39.0, 1), (34.0, 36.0, 1),
               (32.0, 34.0, 2), (30.0, 32.0, 3), (None, 30.0, 4))
MAP = ((160.0, None, 4), (130.0, 160.0, 3), (110.0, 130.0, 2), (50.0, 70.0, 2), (None, 50.0, 4))
HEART_RATE = ((180.0, None, 4), (140.0, 180.0, 3), (110.0, 140.0, 2), (55.0, 70.0, 2),
              (40.0, 55.0, 3), (None, 40.0, 4))
RESPIRATORY_RATE = ((50.0, None, 4), (35.0, 50.0, 3), (25.0, 35.0, 1), (10.0, 12.0, 1),
                    (6.0, 10.0, 2), (None, 6.0, 4))
AA_GRADIENT = ((500.0, None, 4), (350.0, 500.0, 3), (200.0, 350.0, 2))  # FiO2 >= 0.5
ARTERIAL_PH = ((7.7, None, 4), (7.6, 7.7, 3), (7.5, 7.6, 1), (7.25, 7.33, 2), (7.15, 7.25, 3),
               (None, 7.15, 4))
BICARBONATE = ((52.0, None, 4), (41.0, 52.0, 3), (32.0, 41.0, 1), (18.0, 22.0, 2),
               (15.0, 18.0, 3), (None, 15.0, 4))  # venous, only without arterial blood gases
SODIUM = ((180.0, None, 4), (160.0, 180.0, 3), (155.0, 160.0, 2), (150.0, 155.0, 1),
          (120.0, 130.0, 2), (111.0, 120.0, 3), (None, 111.0, 4))
POTASSIUM = ((7.0, None, 4), (6.0, 7.0, 3), (5.5, 6.0, 1), (3.0, 3.5, 1), (2.5, 3.0, 2),
             (None, 2.5, 4))
CREATININE = ((3.5, None, 4), (2.0, 3.5, 3), (1.5, 2.0, 2), (None, 0.6, 2))  # x2 if acute RF
HEMATOCRIT = ((60.0, None, 4), (50.0, 60.0, 2), (46.0, 50.0, 1), (20.0, 30.0, 2),
              (None, 20.0, 4))
WBC = ((40.0, None, 4), (20.0, 40.0, 2), (15.0, 20.0, 1), (1.0, 3.0, 2),
       (None, 1.0, 4))  # in 10^9/L: the table's 1000s/mm³ (40 = 40,000 /mm³)
AGE = ((45.0, 55.0, 2), (55.0, 65.0, 3), (65.0, 75.0, 5), (75.0, None, 6))


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


def apache_ii(age, temperature, systolic_bp, diastolic_bp, mean_arterial_pressure, heart_rate,
              respiratory_rate, fio2, pao2, paco2, aa_gradient, arterial_ph, bicarbonate, sodium,
              potassium, creatinine, acute_renal_failure, hematocrit, white_blood_cell_count, gcs,
              severe_organ_insufficiency_or_immunocompromised, admission_type):
    if any_true(systolic_bp < diastolic_bp):
        raise Implausible("systolic_bp is below diastolic_bp (are they swapped?)",
                          features=("systolic_bp", "diastolic_bp"))
    age, temperature, heart_rate, respiratory_rate, fio2, arterial_ph, bicarbonate = (
        snap(age), snap(temperature), snap(heart_rate), snap(respiratory_rate), snap(fio2),
        snap(arterial_ph), snap(bicarbonate))
    sodium, potassium, creatinine, hematocrit, white_blood_cell_count = (
        snap(sodium), snap(potassium), snap(creatinine), snap(hematocrit),
        snap(white_blood_cell_count))
    # Mean arterial pressure: the measured one when given, else DBP + (SBP - DBP)/3.
    map_mmhg = measured_or_estimated_map(mean_arterial_pressure, systolic_bp, diastolic_bp)

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
        "temperature": _bands(temperature, TEMPERATURE),
        "mean_arterial_pressure": _bands(snap(map_mmhg), MAP),
        "heart_rate": _bands(heart_rate, HEART_RATE),
        "respiratory_rate": _bands(respiratory_rate, RESPIRATORY_RATE),
        "oxygenation": oxygenation,
        "acid_base": acid_base,
        "sodium": _bands(sodium, SODIUM),
        "potassium": _bands(potassium, POTASSIUM),
        "creatinine": _bands(creatinine, CREATININE) * where(acute_renal_failure, 2, 1),
        "hematocrit": _bands(hematocrit, HEMATOCRIT),
        "white_blood_cell_count": _bands(white_blood_cell_count, WBC),
        "glasgow_coma_scale": 15 - gcs,
    }
    acute_physiology = sum(points.values())
    age_points = _bands(age, AGE)
    total = acute_physiology + age_points + chronic_points
    if type(no_gradient) is not bool:  # numpy batch: rows without an A-a gradient are NaN
        total = where(no_gradient, math.nan, total)
    return {
        "value": total,
        **points,
        "acute_physiology_score": acute_physiology,
        "age_points": age_points,
        "chronic_health_points": chronic_points,
        "mean_arterial_pressure_mmhg": _clean(map_mmhg),
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
              "critical illness severity", "ICU admission", "Knaus"],
    features=[
        age(absent=CRITERION_NOT_MET,
            description="Age (points: <= 44: 0; 45-54: 2; 55-64: 3; 65-74: 5; >= 75: 6)"),
        temperature(absent=CRITERION_NOT_MET,
                    description="Core (rectal) temperature, worst value in the first 24 h"),
        systolic_bp(absent=CRITERION_NOT_MET,
                    description="Systolic blood pressure (for the mean arterial pressure)"),
        diastolic_bp(absent=CRITERION_NOT_MET,
                     description="Diastolic blood pressure (for the mean arterial pressure)"),
        _optional("mean_arterial_pressure", unit="mmHg", units=("mmHg", "kPa"),
                  range=(10.0, 250.0),
                  description=("Measured mean arterial pressure (e.g. arterial line); when given "
                               "it is used instead of DBP + (SBP - DBP)/3")),
        heart_rate(absent=CRITERION_NOT_MET, description="Heart rate (ventricular response)"),
        respiratory_rate(absent=CRITERION_NOT_MET,
                         description="Respiratory rate, ventilated or not"),
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
        sodium(absent=CRITERION_NOT_MET),
        Quantity(name="potassium", unit="mmol/L", analyte=analytes.POTASSIUM,
                 units=("mmol/L", "mEq/L"), range=(1.0, 12.0), absent=CRITERION_NOT_MET,
                 description="Serum potassium"),
        creatinine(absent=CRITERION_NOT_MET,
                   description="Serum creatinine (points doubled in acute renal failure)"),
        Boolean(name="acute_renal_failure", description="Acute renal failure (doubles the "
                                                        "creatinine points)",
                definition=("acute kidney failure at ICU admission; chronic kidney disease "
                            "without an acute component does not count")),
        hematocrit(absent=CRITERION_NOT_MET),
        white_blood_cell_count(absent=CRITERION_NOT_MET,
                               description=("White blood cell count in 10^9/L (9.1 = 9.1 x "
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
    versions=[Version("knaus_1985", dt.date(1985, 10, 1), KNAUS_1985, apache_ii,
                      notes=("Acute Physiology Score (12 variables, worst value in the first "
                             "24 h) + age points + chronic health points; GCS scores 15 - GCS; "
                             "creatinine points doubled in acute renal failure."))],
    output=Output(kind="integer", unit="points"),
    references=[KNAUS_1985, CURRAN_EVERETT_2006],
    notes=(
        "The white cell count is in 10^9/L, the unit a clinician means by a bare number (WBC 8 "
        "is 8 x 10^9/L, Knaus's table in 1000s/mm³); a bare 8000 is NA implausible with a hint "
        "to give it per µL. "
        "Points follow Knaus 1985 Table 1. Quantities are rounded to 1e-9 before threshold "
        "comparisons so that unit-conversion float noise (96.8 °F -> 35.99999999999881 °C) "
        "cannot flip a criterion. Band edges: each band runs from its printed lower "
        "limit to the next band's lower limit (38.45 °C scores 0, 35.95 °C scores 1; MAP 49.5 "
        "scores 4); PaO2 (FiO2 < 0.5) is > 70: 0, 61-70: 1, 55 to < 61: 3, < 55: 4. "
        "Oxygenation uses the A-a gradient when FiO2 >= 0.5: the aa_gradient given, else "
        "PAO2 - PaO2 with PAO2 = FiO2 x (760 - 47) - PaCO2/0.8 (sea level, RQ 0.8); if neither "
        "it nor PaCO2 is given the result is NA missing. Venous HCO3 is scored only when no "
        "arterial pH is given. MAP: the measured mean_arterial_pressure if given, else DBP + "
        "(SBP - DBP)/3. FiO2 is a fraction; percentages need the unit '%'. Under missing="
        "'absent' an unmentioned variable scores 0 (GCS 15, FiO2 room air 0.21); under "
        "'strict' every primary variable is required (systolic/diastolic BP even when a "
        "measured MAP is given, PaO2 even when an A-a gradient is given: the core has no "
        "one-of inputs). No mortality interpretation: the paper's death rates depend on the "
        "diagnostic category. MedCalc-Bench (calculator 28) differs from the source: it adds "
        "the raw GCS instead of 15 - GCS; scores no points below the normal band for MAP, "
        "heart rate, respiratory rate, pH, sodium, potassium, hematocrit and WBC; gives age "
        "45 and age 75 no points; scores creatinine >= 1.5 mg/dL only with acute or chronic "
        "renal failure (single points for chronic); compares the WBC per mm³ with thresholds "
        "in 1000s (every WBC >= 40 scores 4); treats temperatures written 'degrees celsisus' "
        "as Fahrenheit; gives 0 chronic health points to nonoperative patients."),
)
