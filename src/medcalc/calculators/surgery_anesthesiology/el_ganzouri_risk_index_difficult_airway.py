"""El-Ganzouri Risk Index (EGRI) for difficult airway: seven airway predictors, 0-12; >= 4
predicts difficult laryngoscopy (El-Ganzouri et al., Anesth Analg 1996)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Category, Choice, Output, Quantity,
                          Reference, Version, banded, criterion, from_category, points_total)
from medcalc.core.common import weight

EL_GANZOURI_1996 = Reference(
    "el-Ganzouri AR, McCarthy RJ, Tuman KJ, Tanck EN, Ivankovich AD. Preoperative airway "
    "assessment: predictive value of a multivariate risk index. Anesth Analg. "
    "1996;82(6):1197-1204.", doi="10.1097/00000539-199606000-00017")
MDCALC = Reference("MDCalc. El-Ganzouri Risk Index (EGRI) for Difficult Airway.")

MALLAMPATI = Category(
    name="mallampati_class", description="Mallampati class (original three classes)",
    choices=(Choice("I", "Class I", 0, aliases=("1",)), Choice("II", "Class II", 1, aliases=("2",)),
             Choice("III", "Class III", 2, aliases=("3", "IV", "class IV", "4"))))
NECK = Category(
    name="neck_movement", description="Range of head and neck movement",
    choices=(Choice("gt90", "> 90°", 0, aliases=(">90", "more than 90 degrees")),
             Choice("80to90", "80-90°", 1, aliases=("80-90", "80 to 90 degrees")),
             Choice("lt80", "< 80°", 2, aliases=("<80", "less than 80 degrees"))))
HISTORY = Category(
    name="difficult_intubation_history", description="History of difficult intubation",
    choices=(Choice("none", "None", 0, aliases=("no",)),
             Choice("questionable", "Questionable", 1),
             Choice("definite", "Definite", 2, aliases=("yes",))), absent="none")

FEATURES = [
    Quantity(name="mouth_opening", unit="cm", units=("cm", "mm"), range=(0.0, 10.0),
             description="Interincisor gap (mouth opening)"),
    Quantity(name="thyromental_distance", unit="cm", units=("cm", "mm"), range=(1.0, 15.0),
             description="Thyromental distance"),
    MALLAMPATI, NECK,
    Boolean(name="unable_to_prognath", description="Unable to advance the mandible "
                                                   "(prognath) beyond the upper incisors"),
    weight(description="Body weight"),
    HISTORY,
]
ITEMS = (
    criterion("mouth_opening_points", "Mouth opening < 4 cm", "mouth_opening", lt=4,
              aliases=("Mouth opening",)),
    banded("thyromental_points", "Thyromental distance", "thyromental_distance", (
        Band("gt6.5", "> 6.5 cm", 0, gt=6.5), Band("6to6.5", "6.0-6.5 cm", 1, ge=6.0, le=6.5),
        Band("lt6", "< 6.0 cm", 2, lt=6.0))),
    from_category(MALLAMPATI, "Mallampati class"),
    from_category(NECK, "Neck movement"),
    criterion("unable_to_prognath", "Unable to prognath", aliases=("Ability to prognath: no",)),
    banded("weight_points", "Body weight", "weight", (
        Band("lt90", "< 90 kg", 0, lt=90), Band("90to110", "90-110 kg", 1, ge=90, le=110),
        Band("gt110", "> 110 kg", 2, gt=110))),
    from_category(HISTORY, "History of difficult intubation"),
)


def interpret(score):
    if score >= 4:
        return f"EGRI {score} (>= 4): predicts difficult laryngoscopy/intubation"
    return f"EGRI {score} (< 4): difficult laryngoscopy not predicted"


CALCULATOR = Calculator(
    id="el_ganzouri_risk_index_difficult_airway",
    name="El-Ganzouri Risk Index (EGRI) for Difficult Airway",
    aliases=["EGRI", "El-Ganzouri Risk Index", "El Ganzouri score"],
    specialty="surgery_anesthesiology",
    description=("Multivariate airway risk index (0-12) from mouth opening, thyromental "
                 "distance, Mallampati class, neck movement, ability to prognath, weight and "
                 "history of difficult intubation; >= 4 predicts difficult laryngoscopy."),
    keywords=["difficult airway", "difficult intubation", "airway assessment", "laryngoscopy",
              "anesthesia", "predict difficult laryngoscopy",
              "multifactor airway exam before anesthesia", "will intubation be hard",
              "thyromental distance and mouth opening",
              "preoperative difficult intubation prediction", "combined airway risk index"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("el_ganzouri_1996", dt.date(1996, 6, 1), EL_GANZOURI_1996,
                      points_total(ITEMS), notes="Seven weighted criteria, 0-12; cut-off 4.")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[EL_GANZOURI_1996, MDCALC],
    notes=("Weights as in el-Ganzouri 1996: mouth opening < 4 cm 1; thyromental distance "
           "> 6.5 cm 0, 6.0-6.5 cm 1, < 6.0 cm 2; Mallampati I/II/III 0/1/2 (the study used "
           "three classes; a class IV is scored as III here); neck movement > 90° 0, 80-90° 1, "
           "< 80° 2; inability to prognath 1; weight < 90 kg 0, 90-110 kg 1, > 110 kg 2; history "
           "of difficult intubation none/questionable/definite 0/1/2. Threshold >= 4."),
)
