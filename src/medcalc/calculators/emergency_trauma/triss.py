"""TRISS: probability of survival after trauma from the Revised Trauma Score, the Injury Severity
Score, an age index and the mechanism (blunt or penetrating), with MTOS coefficients."""

import datetime as dt

from medcalc.core import (
    Band,
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
    banded,
)
from medcalc.core.common import age
from medcalc.core.vector import any_true, logistic, where
from medcalc.formulas.trauma import CHAMPION_1989, RTS_FROM_VITALS, attainable_iss_values

BOYD_1987 = Reference(
    "Boyd CR, Tolson MA, Copes WS. Evaluating trauma care: the TRISS method. Trauma Score and "
    "the Injury Severity Score. J Trauma. 1987;27(4):370-378.")
CHAMPION_1995 = Reference(
    "Champion HR, Sacco WJ, Copes WS. Injury severity scoring again. J Trauma. "
    "1995;38(1):94-95 (revised MTOS TRISS coefficients).")
SCHLUTER_2010 = Reference(
    "Schluter PJ, Nathens A, Neal ML, et al. Trauma and Injury Severity Score (TRISS) "
    "coefficients 2009 revision. J Trauma. 2010;68(4):761-770 ('currently used TRISS "
    "coefficients ... were derived from the MTOS in 1995').",
    doi="10.1097/TA.0b013e3181d3223b")

BLUNT = "blunt"
PENETRATING = "penetrating"

MECHANISM = Category(
    name="mechanism",
    labels=("Trauma type",),
    description="Mechanism of injury",
    definition="Penetrating: the skin is broken by a missile or sharp object (gunshot, stab, "
               "impalement); blunt: every other mechanism (motor vehicle, fall, assault with a "
               "blunt object, crush, blast without penetration).",
    choices=(
        Choice(BLUNT, "Blunt", aliases=("blunt trauma", "blunt injury", "closed")),
        Choice(PENETRATING, "Penetrating", aliases=("penetrating trauma", "penetrating injury",
                                                    "gunshot", "stab", "open")),
    ),
)

ISS = Count(name="injury_severity_score",
            labels=("Injury Severity Score (ISS)", "Injury Severity Score (ISS) points"),
            range=(0, 75),
            description="Injury Severity Score (0-75): sum of the squared highest AIS grades of "
                        "the three most severely injured ISS body regions; 75 with any AIS 6")

RTS = Quantity(name="revised_trauma_score", unit="1", units=("1",), range=(0.0, 7.8408),
               labels=("Revised Trauma Score (RTS)", "Revised Trauma Score (RTS) points", "RTS"),
               description="Revised Trauma Score (weighted, 0-7.8408); computed from GCS, "
                           "systolic BP and respiratory rate when not given")

# MDCalc asks the age as a band ("<=54" / ">=55"): TRISS only uses the age index.
AGE_INDEX = banded("age_index", "Age", "age", (
    Band("<=54", "Age <= 54 years", 0, lt=55.0, aliases=("≤54", "<55", "54 or younger")),
    Band(">=55", "Age >= 55 years", 1, ge=55.0, aliases=("≥55", ">54", "55 or older")),
), aliases=("Age, years", "Age index"))

# (b0, b1 RTS, b2 ISS, b3 age index) for blunt and penetrating injury.
COEFFICIENTS_1987 = {BLUNT: (-1.2470, 0.9544, -0.0768, -1.9052),
                     PENETRATING: (-0.6029, 1.1430, -0.1516, -2.6676)}
COEFFICIENTS_1995 = {BLUNT: (-0.4499, 0.8085, -0.0835, -1.7430),
                     PENETRATING: (-2.5355, 0.9934, -0.0651, -1.1360)}

_ATTAINABLE = attainable_iss_values()


def _check_iss(injury_severity_score):
    if type(injury_severity_score) is int:
        unattainable = injury_severity_score not in _ATTAINABLE
    else:
        import numpy as np

        unattainable = ~np.isin(injury_severity_score, sorted(_ATTAINABLE))
    if any_true(unattainable):
        raise Implausible("an ISS is a sum of three squares of AIS grades 0-5 (or 75): values "
                          "such as 7, 15, 23, 28, 31, 37 or 74 cannot occur",
                          ("injury_severity_score",))


def _triss(revised_trauma_score, injury_severity_score, age_index, age, mechanism,
           coefficients, pediatric_blunt):
    _check_iss(injury_severity_score)
    rts = revised_trauma_score
    penetrating = mechanism == PENETRATING
    warnings = []
    age_known = age == age  # the age in years (NaN when only the band was given)
    if pediatric_blunt:
        if any_true(penetrating & ~age_known):
            raise Missing("mtos_1995 uses the blunt coefficients below 15 years: a penetrating "
                          "injury needs the age in years, not only the <=54 / >=55 band",
                          ("age",))
        penetrating = penetrating & (age >= 15)
    elif any_true(penetrating & age_known & (age < 15)):
        warnings.append("age < 15 with penetrating injury: the later MTOS convention "
                        "(version mtos_1995) uses the blunt coefficients for children; this "
                        "version applies the penetrating ones")
    bp, bb = coefficients[PENETRATING], coefficients[BLUNT]
    b0, b1, b2, b3 = (where(penetrating, bp[i], bb[i]) for i in range(4))
    b = b0 + b1 * rts + b2 * injury_severity_score + b3 * age_index
    out = {"value": 100.0 * logistic(b), "logit_b": b, "revised_trauma_score": rts,
           "age_index": age_index, "coefficients": where(penetrating, PENETRATING, BLUNT)}
    if warnings:
        out["warnings"] = warnings
    return out


def triss_1987(revised_trauma_score, injury_severity_score, age_index, age, mechanism):
    return _triss(revised_trauma_score, injury_severity_score, age_index, age, mechanism,
                  COEFFICIENTS_1987, pediatric_blunt=False)


def triss_1995(revised_trauma_score, injury_severity_score, age_index, age, mechanism):
    return _triss(revised_trauma_score, injury_severity_score, age_index, age, mechanism,
                  COEFFICIENTS_1995, pediatric_blunt=True)


CALCULATOR = Calculator(
    id="triss",
    name="Trauma Score and Injury Severity Score (TRISS)",
    aliases=["TRISS", "Trauma and Injury Severity Score", "TRISS probability of survival",
             "创伤和损伤严重度评分"],
    specialty="emergency_trauma",
    description="Probability of survival after blunt or penetrating trauma from the Revised "
                "Trauma Score, Injury Severity Score and age (55 or older), MTOS coefficients.",
    keywords=["trauma survival", "probability of survival", "trauma mortality", "MTOS",
              "major trauma outcome study", "trauma audit", "unexpected death", "Ps",
              "probability of survival after trauma", "trauma mortality prediction",
              "expected survival for trauma audit", "combine anatomy and physiology in trauma",
              "unexpected trauma deaths", "trauma outcome benchmarking"],
    features=[RTS, ISS,
              age(description="Age in years (age index 1 from 55); the <=54 / >=55 band "
                              "alone is enough for boyd_1987", required=False,
                  default=float("nan")),
              MECHANISM],
    items=[AGE_INDEX],
    derived=[RTS_FROM_VITALS],
    versions=[
        Version("boyd_1987", dt.date(1987, 4, 1), BOYD_1987, triss_1987,
                notes="Original MTOS coefficients (blunt b0 -1.2470, b1 0.9544, b2 -0.0768, "
                      "b3 -1.9052; penetrating -0.6029, 1.1430, -0.1516, -2.6676); the set "
                      "MDCalc uses."),
        Version("mtos_1995", dt.date(1995, 1, 1), CHAMPION_1995, triss_1995,
                notes="Revised MTOS coefficients (blunt -0.4499, 0.8085, -0.0835, -1.7430; "
                      "penetrating -2.5355, 0.9934, -0.0651, -1.1360); patients under 15 years "
                      "use the blunt coefficients whatever the mechanism."),
    ],
    default_version="boyd_1987",
    output=Output(kind="number", unit="%", decimals=1,
                  description="Probability of survival (Ps), percent", range=(0, 100)),
    references=[BOYD_1987, CHAMPION_1995, CHAMPION_1989, SCHLUTER_2010],
    notes=(
        "Ps = 1 / (1 + e^-b), b = b0 + b1 x RTS + b2 x ISS + b3 x age index; the RTS is the "
        "weighted Revised Trauma Score (Champion 1989), given directly (MDCalc's form) or "
        "computed from GCS, systolic BP and respiratory rate (their codes are not reported "
        "when the RTS is given); age index 0 below 55 years, 1 from 55, from the age or the "
        "band MDCalc asks (<=54 / >=55). Two coefficient sets are in "
        "use: 'boyd_1987' (default; Boyd 1987, the set MDCalc's TRISS page uses) and "
        "'mtos_1995' (the MTOS revision of 1995, the set trauma.org and most registries quote; "
        "attributed to Champion, Sacco & Copes 1995 via Schluter 2010). The rule 'children "
        "under 15 use the blunt coefficients' is applied in mtos_1995 only; boyd_1987 warns "
        "instead. An ISS that no combination of AIS grades can produce (e.g. 7, 15) makes the "
        "result NA implausible. The result is a probability, in percent, not rounded."),
)
