"""Hour-specific risk zone for neonatal hyperbilirubinemia (Bhutani nomogram, Pediatrics 1999).

The zones are bounded by the 40th, 75th and 95th percentile tracks of Bhutani 1999's Figure 2
(reprinted as AAP 2004 Figure 2), which the source publishes only as a drawing. No table of
hour-by-hour track values exists in the source, and the open readings of the figure differ by up
to ~1-2 mg/dL at some hours. This module therefore does not depend on whose reading is right:
it carries three independent published readings of the figure as cited data, classifies the TSB
under every one of them, and returns a zone only when all readings agree; where they disagree the
TSB lies within the reading error of a track, and the result is NA (not_applicable) naming the
candidate zones and the span of the track values at that hour.

Readings (numbers read from the figure are facts; each is cited with repository, path and
commit; no code is used):
- A: Rosenberg D, Biligram 2.0 (github.com/dmr001/biligram, js/biligram.js, commit
  c23b107c66426f2539d6fec161b89c978ddaca30; identical at d9da2f6a7e784a69e599b448b60885068c81068a),
  4-hourly from 12 to 148 h, 0.1 mg/dL.
- B: cvee112, BiliCalc (github.com/cvee112/bilicalc, src/App.jsx, commit
  f070a4cecb8bb7c1c6a884cca7f580e191562163), 12-hourly from 12 to 144 h, rounded to 0.5 mg/dL
  (README: "manually coded points (rounded to nearest 0.5) in 12-hour intervals"). This is the
  author's revised reading; an earlier cruder one in the same file (24-96 h, commit
  0ad3b154eacaa879abaccdb5b6cf34018d6523d3, 95th percentile 19.5 mg/dL at 96 h) was replaced
  by it in the version that also adds the reset button and a 12-hourly phototherapy curve "for
  higher curve accuracy", and is not used.
- C: mfranco1, Neonatal Bilirubin Risk Calculator (github.com/mfranco1/tcb-calculator,
  services/bilirubinCalculator.ts, commit 4aaf6b1bc5c703d54281a562aa52e01efe0d04d0; same
  numbers at a07a3206af92844d8f87fc852b2852ce408135de), 7 points from 12 to 144 h, 0.5 mg/dL.
An apparently synthetic 6-hourly table in an MDCalc-clone API is not used (nothing shows it is a
reading of the figure).
"""

import datetime as dt

from medcalc.core import (Band, Calculator, GestationalAge, Output, Precondition, Quantity,
                          Reference, Version, banded)
from medcalc.core.analytes import BILIRUBIN
from medcalc.core.features import Duration
from medcalc.core.na import NotApplicable
from medcalc.core.vector import any_true, interp, snap, where

BHUTANI_1999 = Reference(
    "Bhutani VK, Johnson L, Sivieri EM. Predictive ability of a predischarge hour-specific "
    "serum bilirubin for subsequent significant hyperbilirubinemia in healthy term and near-term "
    "newborns. Pediatrics. 1999;103(1):6-14 (Figure 2: percentile tracks; Table 3: zone "
    "probabilities).", doi="10.1542/peds.103.1.6", url="https://pubmed.ncbi.nlm.nih.gov/9917432/")
AAP_2004 = Reference(
    "American Academy of Pediatrics Subcommittee on Hyperbilirubinemia. Management of "
    "hyperbilirubinemia in the newborn infant 35 or more weeks of gestation. Pediatrics. "
    "2004;114(1):297-316 (reprints the nomogram as Figure 2, with its population).",
    doi="10.1542/peds.114.1.297")
READING_A = Reference(
    "Rosenberg D. Biligram 2.0 (GPL-3.0): reading of the Bhutani nomogram tracks, 4-hourly "
    "12-148 h. github.com/dmr001/biligram, js/biligram.js, commit c23b107c66426f2539d6fec161b89c"
    "978ddaca30.", url="https://github.com/dmr001/biligram")
READING_B = Reference(
    "cvee112. BiliCalc: reading of the Bhutani nomogram tracks, 12-hourly 12-144 h, 0.5 mg/dL. "
    "github.com/cvee112/bilicalc, src/App.jsx, commit f070a4cecb8bb7c1c6a884cca7f580e191562163.",
    url="https://github.com/cvee112/bilicalc")
READING_C = Reference(
    "mfranco1. Neonatal Bilirubin Risk Calculator: reading of the Bhutani nomogram tracks at 12, "
    "24, 36, 48, 60, 96 and 144 h, 0.5 mg/dL. github.com/mfranco1/tcb-calculator, "
    "services/bilirubinCalculator.ts, commit 4aaf6b1bc5c703d54281a562aa52e01efe0d04d0.",
    url="https://github.com/mfranco1/tcb-calculator")

# Each reading: hours, then the 40th, 75th and 95th percentile tracks (TSB, mg/dL) at those hours.
_A_HOURS = tuple(range(12, 149, 4))
READINGS = {
    "biligram": (
        _A_HOURS,
        (3.9, 4.3, 4.7, 4.9, 5.5, 6.3, 7.0, 7.8, 8.1, 8.6, 9.0, 9.3, 9.6, 10.2, 10.7, 11.2, 11.3,
         11.4, 11.6, 11.8, 12.2, 12.3, 12.5, 12.7, 12.8, 13.0, 13.1, 13.2, 13.2, 13.2, 13.2, 13.2,
         13.2, 13.2, 13.0),
        (5.1, 5.5, 5.9, 6.1, 7.0, 8.0, 8.9, 9.9, 10.3, 10.8, 11.3, 12.0, 12.6, 12.9, 13.1, 13.4,
         13.8, 14.3, 14.7, 14.7, 15.0, 15.2, 15.3, 15.4, 15.5, 15.6, 15.7, 15.8, 15.7, 15.6, 15.5,
         15.4, 15.3, 15.2, 15.3),
        (7.1, 7.2, 7.4, 7.8, 8.9, 10.0, 11.1, 12.2, 12.5, 13.2, 13.8, 14.4, 15.2, 15.4, 15.6,
         15.9, 16.2, 16.4, 16.7, 17.0, 17.2, 17.4, 17.4, 17.5, 17.5, 17.5, 17.6, 17.7, 17.6, 17.5,
         17.4, 17.4, 17.3, 17.3, 17.4),
    ),
    "bilicalc": (
        (12, 24, 36, 48, 60, 72, 84, 96, 108, 120, 132, 144),
        (4.0, 5.0, 8.0, 8.5, 9.5, 11.0, 11.5, 12.5, 13.0, 13.0, 13.0, 13.0),
        (5.0, 6.0, 9.0, 11.0, 12.5, 13.5, 14.5, 15.0, 15.5, 16.0, 15.5, 15.5),
        (7.0, 8.0, 11.0, 13.0, 15.0, 16.0, 16.5, 17.5, 17.5, 17.5, 17.5, 17.5),
    ),
    "tcb_calculator": (
        (12, 24, 36, 48, 60, 96, 144),
        (3.5, 5.5, 7.5, 8.5, 9.0, 11.5, 12.5),
        (5.0, 7.5, 9.5, 11.0, 12.0, 13.5, 15.0),
        (6.5, 9.5, 12.0, 13.5, 15.0, 17.0, 17.5),
    ),
}
FIRST_HOUR = 12.0  # the hours every reading covers
LAST_HOUR = 144.0
TRACKS = ("40th", "75th", "95th")

ZONES = ("Low", "Low-intermediate", "High-intermediate", "High")
# Bhutani 1999 Table 3: subsequent TSB in the high-risk zone (>= 95th percentile track) by
# predischarge zone: high 68/172, upper-intermediate 46/356, lower-intermediate 12/556,
# low 0/1756 (predischarge TSB at 18-72 h, 2,840 newborns).
PRESENT_TOTAL = ((0, 1756), (12, 556), (46, 356), (68, 172))
PROBABILITY = tuple(100.0 * p / n for p, n in PRESENT_TOTAL)

for _name, (_hours, *_tracks) in READINGS.items():  # the data as read: one value per hour
    assert all(len(t) == len(_hours) for t in _tracks), _name
    assert _hours[0] <= FIRST_HOUR and _hours[-1] >= LAST_HOUR, _name


def _zone_index(tsb, t40, t75, t95):
    """0 low (< 40th), 1 low-intermediate (>= 40th, < 75th), 2 high-intermediate (>= 75th,
    < 95th), 3 high (>= 95th)."""
    return (tsb >= t40) * 1 + (tsb >= t75) * 1 + (tsb >= t95) * 1


def _indeterminate(age_hours, tsb, tracks, low, high) -> str:
    if type(age_hours) in (int, float) and type(low) is int:
        spans = []
        for k in range(low, high):  # the tracks that separate the candidate zones
            values = [reading[k] for reading in tracks.values()]
            spans.append(f"{TRACKS[k]} percentile track read at {min(values):.1f}-"
                         f"{max(values):.1f} mg/dL")
        where_ = (f"at {age_hours:g} h, TSB {tsb:.1f} mg/dL lies between {ZONES[low].lower()} "
                  f"and {ZONES[high].lower()} depending on the reading of the nomogram figure "
                  f"({'; '.join(spans)})")
    else:
        where_ = "the TSB lies within the spread of the readings of a percentile track"
    return (f"risk zone indeterminate: {where_}. The Bhutani tracks are published only as a "
            "figure; a zone is returned only when all three open readings agree (repeat the "
            "TSB later or read the printed nomogram)")


def bhutani_zone(age_hours, tsb, ga_group):
    if any_true(ga_group < 35):
        raise NotApplicable("the Bhutani nomogram is for newborns >= 35 weeks' gestation (>= 36 "
                            "weeks with birth weight >= 2000 g, or >= 35 weeks with >= 2500 g); "
                            "it defines no risk zone below 35 weeks", ("gestational_age",))
    if any_true((age_hours < FIRST_HOUR) | (age_hours > LAST_HOUR)):
        raise NotApplicable("the nomogram's percentile tracks are read from 12 to 144 hours of "
                            "age; no risk zone outside that range", ("age_hours",))
    # Snapped to 1e-9: float noise from a µmol/L conversion or from interpolating a track must
    # not put a TSB just below a track value it equals.
    tracks = {name: tuple(snap(interp(age_hours, hours, t)) for t in ts)
              for name, (hours, *ts) in READINGS.items()}
    tsb = snap(tsb)
    zones = [_zone_index(tsb, *t) for t in tracks.values()]
    low = zones[0]
    high = zones[0]
    for z in zones[1:]:
        low = where(z < low, z, low)
        high = where(z > high, z, high)
    if any_true(low != high):
        raise NotApplicable(_indeterminate(age_hours, tsb, tracks, low, high),
                            ("age_hours", "tsb"))
    zone = low
    label = where(zone == 3, ZONES[3], where(zone == 2, ZONES[2],
                                             where(zone == 1, ZONES[1], ZONES[0])))
    probability = where(zone == 3, PROBABILITY[3], where(zone == 2, PROBABILITY[2],
                                                         where(zone == 1, PROBABILITY[1],
                                                               PROBABILITY[0])))
    out = {"value": label, "probability_percent": probability, "zone_index": zone}
    for name, (t40, t75, t95) in tracks.items():
        out[f"{name}_p40"] = t40
        out[f"{name}_p75"] = t75
        out[f"{name}_p95"] = t95
    return out


def interpret(value, breakdown):
    zone = ZONES.index(value)
    present, total = PRESENT_TOTAL[zone]
    return (f"{value} risk zone: probability of subsequent significant hyperbilirubinemia (a "
            f"later TSB >= 95th percentile) {PROBABILITY[zone]:.1f}% ({present}/{total} in "
            "Bhutani 1999 Table 3, predischarge TSB at 18-72 h). AAP 2004/2009: time follow-up "
            "by zone, gestational age and risk factors; the phototherapy decision uses the AAP "
            "phototherapy thresholds, not the zone")


GA_GROUP = banded("ga_group", "Gestational age, weeks", "gestational_age", (
    Band("lt35", "< 35 weeks", 0, lt=35, aliases=("<35", "<35 weeks")),
    Band("35_to_37", "35 to 37 6/7 weeks", 35, ge=35, lt=38,
         aliases=("35-37 6/7", "35-37 6/7 weeks", "35 - 37 6/7", "35–37 6/7", "35-37")),
    Band("ge38", ">= 38 weeks", 38, ge=38, aliases=(">=38", "≥38", ">=38 weeks", "≥38 weeks")),
), aliases=("Gestational age",))


def _population(gestational_age, birth_weight):
    return (birth_weight >= 2500) | ((gestational_age >= 36) & (birth_weight >= 2000))


CALCULATOR = Calculator(
    id="hour_specific_neonatal_hyperbilirubinemia",
    name="Hour-Specific Risk for Neonatal Hyperbilirubinemia",
    aliases=["Bhutani nomogram", "Hour-specific bilirubin nomogram", "Bilirubin risk zone"],
    specialty="pediatrics_neonatology",
    description="Risk zone (low, low-intermediate, high-intermediate, high) of a predischarge "
                "total serum bilirubin by postnatal age in hours on the Bhutani nomogram "
                "(40th, 75th and 95th percentile tracks), newborns >= 35 weeks, with the zone's "
                "probability of subsequent significant hyperbilirubinemia.",
    keywords=["neonatal jaundice", "bilirubin nomogram", "risk zone", "Bhutani", "TSB",
              "predischarge screening"],
    features=[
        Duration(name="age_hours", description="Postnatal age when the TSB was drawn (hours; "
                 "zones are defined from 12 to 144 h)", unit="h", units=("h", "day", "min"),
                 range=(0.0, 720.0), labels=("Age", "Age, hours", "Postnatal age",
                                             "Hours of life")),
        Quantity(name="tsb", description="Total serum bilirubin", unit="mg/dL",
                 analyte=BILIRUBIN, units=("mg/dL", "µmol/L"), range=(0.0, 50.0),
                 labels=("Total serum bilirubin", "TSB", "Total serum bilirubin (TSB)")),
        GestationalAge(name="gestational_age", description="Gestational age at birth (weeks); "
                       "or the band (< 35, 35 to 37 6/7, >= 38 weeks)", unit="week",
                       units=("week", "day"), range=(22.0, 45.0),
                       labels=("Gestational age, weeks",)),
        Quantity(name="birth_weight", description="Birth weight (optional; checks the "
                 "nomogram's population with the gestational age in weeks)", unit="g",
                 units=("g", "kg", "lb"), range=(300.0, 7000.0), required=False, default=None,
                 labels=("Birth weight",)),
    ],
    items=[GA_GROUP],
    versions=[Version("bhutani_1999", dt.date(1999, 1, 1), BHUTANI_1999, bhutani_zone,
                      notes="Zones by the 40th, 75th and 95th percentile tracks (TSB >= a "
                            "track is in the zone above it); each of three open readings of "
                            "the figure interpolated linearly in hours; a zone only when all "
                            "agree, else NA.")],
    output=Output(kind="category", description="'Low', 'Low-intermediate', "
                  "'High-intermediate' or 'High' risk zone"),
    interpret=interpret,
    preconditions=[Precondition(_population, "the Bhutani nomogram's population is >= 36 "
                                "weeks with birth weight >= 2000 g or >= 35 weeks with >= 2500 "
                                "g (AAP 2004 Figure 2)")],
    references=[BHUTANI_1999, AAP_2004, READING_A, READING_B, READING_C],
    notes=(
        "Source: Bhutani 1999 (Pediatrics 103:6-14), nomogram of 2,840 well newborns (>= 36 "
        "weeks with birth weight >= 2000 g or >= 35 weeks with >= 2500 g, as AAP 2004 Figure 2 "
        "states), zones bounded by the 40th, 75th and 95th percentile tracks; probabilities from "
        "Table 3 (high 68/172 = 39.5%, upper-intermediate 46/356 = 12.9%, lower-intermediate "
        "12/556 = 2.2%, low 0/1756 = 0%). Boundary convention: a TSB on a track is in the zone "
        "above it (the abstract's high-risk zone is '>= 95th percentile'; Table 3 labels the "
        "zones >95th, 76th-95th, 40th-75th, <40th); it matters only where all readings give "
        "the same track value. Design: the tracks are published only as a figure, and the "
        "three open readings used here (Biligram, BiliCalc, tcb-calculator; see the "
        "references, with commits) differ by up to ~2 mg/dL at some hours (e.g. 24 h: 40th "
        "4.9/5.0/5.5, 75th 6.1/6.0/7.5, 95th 7.8/8.0/9.5). Each reading is interpolated "
        "linearly in hours and the TSB is classified under each; a zone is returned only when "
        "all readings agree, so the result never depends on whose reading is right. Where they "
        "disagree the TSB is within reading error of a track and the result is NA "
        "(not_applicable) naming the candidate zones and the span of the track values. Hours "
        "outside 12-144 (the range every reading covers) are NA (Bahr 2021, the Intermountain "
        "nomogram that replaced it locally, notes the first 12 hours were not in the 1999 "
        "nomogram). Gestational age < 35 weeks is "
        "NA; with birth weight given, the population rule above is checked (with a gestational "
        "age band only, the 36-week/2000 g part cannot be checked). The breakdown lists each "
        "reading's track values at the hour. Table 3's probabilities come from predischarge TSB "
        "at 18-72 h. MDCalc's form also asks for neurotoxicity risk factors and answers 'start "
        "phototherapy?' from the AAP 2004 phototherapy curves (also published only as a figure); "
        "that question is not reproduced here and the risk-factor field is not read. AAP 2022 "
        "replaced risk-zone follow-up with the distance below the phototherapy threshold. "
        "MedMCP-Calc dev task medmcp-calc_080 (54 h, 13.2 mg/dL, >= 38 weeks -> "
        "high-intermediate, 12.9%) agrees with the source: all three readings put it between "
        "the 75th (11.5-11.75) and 95th (14.0-14.25 mg/dL) tracks, and 46/356 = 12.9%."),
)
