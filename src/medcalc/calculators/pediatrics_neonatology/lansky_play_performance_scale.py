"""Lansky Play-Performance Scale for children with cancer (Lansky et al. 1987)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.pediatrics_w4 import scored_category

LANSKY_1987 = Reference(
    "Lansky SB, List MA, Lansky LL, Ritter-Sterr C, Miller DR. The measurement of performance in "
    "childhood cancer patients. Cancer. 1987;60(7):1651-1656.",
    doi="10.1002/1097-0142(19871001)60:7<1651::aid-cncr2820600738>3.0.co;2-j")
MDCALC = Reference("MDCalc. Lansky Play-Performance Scale for Pediatric Functional Status.",
                   url="https://www.mdcalc.com/")

LEVELS = (
    (100, "Fully active, normal", ("Fully active, normal",)),
    (90, "Minor restrictions in strenuous physical activity",
     ("Minor restrictions in physically strenuous activity",
      "Minor restrictions in strenuous physical activity")),
    (80, "Active, but tires more quickly", ("Active, but tires more quickly",
                                            "Active, but gets tired more quickly")),
    (70, "Greater restriction of play and less time spent in play activity",
     ("Both greater restriction of, and less time spent in, play activity",
      "Greater restriction of play and less time spent in play activity")),
    (60, "Up and around, but minimal active play; keeps busy with quieter activities",
     ("Up and around, but minimal active play; keeps busy with quieter activities",
      "Up and around, but active play minimal; keeps busy by being involved in quieter "
      "activities")),
    (50, "Gets dressed, but lies around much of the day; no active play, able to take part in "
         "quiet play", ("Gets dressed, but lies around much of the day; no active play; able to "
                        "participate in all quiet play and activities",
                        "Lying around much of the day, but gets dressed; no active playing "
                        "participates in all quiet play and activities")),
    (40, "Mostly in bed; takes part in quiet activities",
     ("Mostly in bed; participates in quiet activities",
      "Mainly in bed; participates in quiet activities")),
    (30, "In bed; needs help even for quiet play",
     ("In bed; needs assistance even for quiet play",
      "Bedbound; needing assistance even for quiet play")),
    (20, "Often sleeping; play limited to very passive activities",
     ("Often sleeping; play entirely limited to very passive activities",
      "Sleeping often; play entirely limited to very passive activities")),
    (10, "No play; does not get out of bed", ("No play; does not get out of bed",
                                              "Doesn't play; does not get out of bed")),
    (0, "Unresponsive", ("Unresponsive",)),
)
LEVEL = scored_category("performance_level", ("Patient Description", "Lansky score"),
                        "The description that best fits the child's play and activity over "
                        "the past week", tuple(
    (f"l{v}", v, f"{v}: {label}", (*aliases, str(v), label)) for v, label, aliases in LEVELS))


def lansky(performance_level):
    return performance_level


def interpret(value):
    for v, label, _ in LEVELS:
        if value == v:
            return f"{v}: {label.lower()}"
    return None


CALCULATOR = Calculator(
    id="lansky_play_performance_scale",
    name="Lansky Play-Performance Scale for Pediatric Functional Status",
    aliases=["Lansky score", "Lansky Play-Performance Scale", "Lansky performance status"],
    specialty="pediatrics_neonatology",
    description="Performance status of a child (1-16 years) with cancer from usual play "
                "activity, 0 (unresponsive) to 100 (fully active) in steps of 10.",
    keywords=["performance status", "pediatric oncology", "functional status", "Lansky",
              "Karnofsky", "child performance status", "functional status child with cancer",
              "pediatric Karnofsky equivalent", "play activity level child",
              "child fitness for chemotherapy", "pediatric oncology functional score"],
    features=[LEVEL],
    versions=[Version("lansky_1987", dt.date(1987, 10, 1), LANSKY_1987, lansky,
                      notes="Eleven levels, 0-100 by 10, chosen by the description of play.")],
    output=Output(kind="integer", unit="points", range=(0, 100)),
    interpret=interpret,
    references=[LANSKY_1987, MDCALC],
    notes="Parent-rated scale for children 1-16 years (Karnofsky for 16 and over). Level "
          "descriptions paraphrased; the scale is published in the open literature and used "
          "freely in trials (no licence owner found). A level may be given by its number.",
)
