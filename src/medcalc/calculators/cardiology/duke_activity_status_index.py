"""Duke Activity Status Index (Hlatky et al., Am J Cardiol 1989): 12 weighted yes/no items."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion

HLATKY_1989 = Reference(
    "Hlatky MA, Boineau RE, Higginbotham MB, Lee KL, Mark DB, Califf RM, Cobb FR, Pryor DB. "
    "A brief self-administered questionnaire to determine functional capacity (the Duke "
    "Activity Status Index). Am J Cardiol. 1989;64(10):651-654.",
    doi="10.1016/0002-9149(89)90496-7")
MDCALC = Reference("MDCalc. Duke Activity Status Index (DASI).")

# (name, label as in Hlatky 1989, weight, MDCalc's field label)
_QUESTIONS = (
    ("personal_care", "Take care of yourself (eating, dressing, bathing or using the toilet)", 2.75,
     "Take care of self (eating, dressing, bathing, using the toilet)"),
    ("walk_indoors", "Walk indoors, such as around your house", 1.75, "Walk indoors"),
    ("walk_blocks", "Walk a block or two on level ground", 2.75,
     "Walk 1–2 blocks on level ground"),
    ("climb_stairs", "Climb a flight of stairs or walk up a hill", 5.50,
     "Climb a flight of stairs or walk up a hill"),
    ("run_short_distance", "Run a short distance", 8.00, "Run a short distance"),
    ("light_housework", "Do light work around the house like dusting or washing dishes", 2.70,
     "Do light work around the house (dusting, washing dishes)"),
    ("moderate_housework", "Do moderate work around the house like vacuuming, sweeping floors, "
     "or carrying in groceries", 3.50,
     "Do moderate work around the house (vacuuming, sweeping floors, carrying in groceries)"),
    ("heavy_housework", "Do heavy work around the house like scrubbing floors, or lifting or "
     "moving heavy furniture", 8.00,
     "Do heavy work around the house (scrubbing floors, lifting/moving heavy furniture)"),
    ("yardwork", "Do yardwork like raking leaves, weeding or pushing a power mower", 4.50,
     "Do yardwork (raking leaves, weeding, pushing a power mower)"),
    ("sexual_relations", "Have sexual relations", 5.25, "Have sexual relations"),
    ("moderate_recreation", "Participate in moderate recreational activities like golf, bowling, "
     "dancing, doubles tennis, or throwing a baseball or football", 6.00,
     "Participate in moderate recreational activities (golf, bowling, dancing, doubles tennis)"),
    ("strenuous_sports", "Participate in strenuous sports like swimming, singles tennis, "
     "football, basketball or skiing", 7.50,
     "Participate in strenuous sports (swimming, singles tennis, basketball, skiing)"),
)
ITEMS = tuple(criterion(name, label, points=weight, aliases=(mdcalc,))
              for name, label, weight, mdcalc in _QUESTIONS)
NAMES = tuple(q[0] for q in _QUESTIONS)


def dasi(**answers):
    total = sum(answers[n] for n in NAMES)
    vo2 = 0.43 * total + 9.6
    out = {"value": total, "estimated_peak_vo2_ml_kg_min": vo2, "estimated_mets": vo2 / 3.5}
    out.update({n: answers[n] for n in NAMES})
    return out


dasi.__parameters__ = NAMES


def interpret(value):
    vo2 = 0.43 * value + 9.6
    return (f"DASI {value:.2f} of 58.2 (higher = better functional capacity); estimated peak VO2 "
            f"{vo2:.1f} mL/kg/min = {vo2 / 3.5:.2f} METs")


CALCULATOR = Calculator(
    id="duke_activity_status_index",
    name="Duke Activity Status Index (DASI)",
    aliases=["DASI", "Duke Activity Status Index", "Duke Activity Status Index (DASI)"],
    specialty="cardiology",
    description="Self-reported functional capacity (0-58.2 points, 12 weighted activities) and the "
                "estimated peak oxygen uptake and METs.",
    keywords=["functional capacity", "METs", "exercise tolerance", "preoperative assessment",
              "peak VO2", "questionnaire", "self reported exercise tolerance",
              "can patient climb two flights", "functional capacity questionnaire before surgery",
              "estimated peak oxygen uptake", "four METs functional capacity",
              "daily activity based fitness estimate", "preoperative functional capacity"],
    features=[Boolean(name=name, description=f"Can the patient {label[0].lower() + label[1:]}? "
                      f"({weight} points)", labels=(mdcalc,))
              for name, label, weight, mdcalc in _QUESTIONS],
    items=list(ITEMS),
    versions=[Version("hlatky_1989", dt.date(1989, 10, 1), HLATKY_1989, dasi,
                      notes="Weights 2.75, 1.75, 2.75, 5.50, 8.00, 2.70, 3.50, 8.00, 4.50, 5.25, "
                            "6.00, 7.50 (sum 58.2); peak VO2 = 0.43 x DASI + 9.6 mL/kg/min; "
                            "METs = VO2 / 3.5.")],
    output=Output(kind="number", unit="points", decimals=2, range=(0, 58.2)),
    interpret=interpret,
    references=[HLATKY_1989, MDCALC],
    notes="Item weights and the VO2 regression are Hlatky 1989's; MDCalc uses the same and "
          "prints METs = (0.43 x DASI + 9.6) / 3.5. Each activity is answered yes/no (the "
          "feature name, the source's wording or MDCalc's label). With missing='absent' an "
          "unanswered activity counts as 'no' and is listed as imputed.",
)
