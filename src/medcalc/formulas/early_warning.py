"""Bedside ICU and ward scores shared by several calculators: the National Early Warning Score
points tables (NEWS 2012 and NEWS2 2017), the Richmond Agitation-Sedation Scale levels (RASS,
CAM-ICU), and simple haemodynamic ratios (shock index, mean arterial pressure estimate, cerebral
perfusion pressure).

The NEWS parameters are declared as items (medcalc.core.items): each vital sign is a banded item
whose bands carry the RCP chart's labels ("92-93", "12-20") and points, so a caller may give
the observation or its band; supplemental oxygen is a yes/no item and consciousness a banded
item over the AVPU/ACVPU levels. The `news_*_points` functions score the same bands from values
(vectorized; a NaN, criterion not mentioned, scores 0). Also the feature factories these
calculators share: the NEWS level-of-consciousness category and the RASS level category.

Band edges. The RCP charts print integer bands for the respiratory rate, SpO2, systolic pressure
and pulse (e.g. respiration "9-11" and "12-20") and 0.1 °C bands for temperature. A value that
falls between two printed bands (11.5/min, 35.05 °C) is scored in the MORE ABNORMAL of the two
neighbouring bands; for values recorded at chart resolution this is exactly the chart. The
items' inequalities are written that way (e.g. 9-11: 9 <= rate < 12; 21-24: 20 < rate <= 24).
"""

from __future__ import annotations

from typing import Any

from medcalc.core import Boolean, Quantity
from medcalc.core.common import heart_rate, respiratory_rate, systolic_bp, temperature
from medcalc.core.features import Category, Choice
from medcalc.core.items import Band, banded, criterion
from medcalc.core.vector import maximum, where

# -- NEWS / NEWS2 parameters as items (RCP 2017 Chart 1 labels; the 2012 chart's and MDCalc's
# field labels as aliases). A band's value is its points. -------------------------------------

NEWS_RESPIRATION_RATE = banded("respiratory_rate", "Respiration rate (per minute)", bands=(
    Band("<=8", "≤8", 3, lt=9.0),
    Band("9-11", "9–11", 1, ge=9.0, lt=12.0),
    Band("12-20", "12–20", 0, ge=12.0, le=20.0),
    Band("21-24", "21–24", 2, gt=20.0, le=24.0),
    Band(">=25", "≥25", 3, gt=24.0),
), aliases=("Respiration rate", "Respiratory Rate"), absent="12-20")
NEWS_SPO2_SCALE_1 = banded("oxygen_saturation", "SpO2 Scale 1 (%)", bands=(
    Band("<=91", "≤91", 3, lt=92.0),
    Band("92-93", "92–93", 2, ge=92.0, lt=94.0),
    Band("94-95", "94–95", 1, ge=94.0, lt=96.0),
    Band(">=96", "≥96", 0, ge=96.0),
), aliases=("Oxygen saturations", "Oxygen Saturations", "SpO2", "SpO2 Scale 1"), absent=">=96")
NEWS_SUPPLEMENTAL_OXYGEN = criterion(
    "supplemental_oxygen", "Air or oxygen?", points=2,
    aliases=("Any supplemental oxygen", "Any Supplemental Oxygen", "Supplemental oxygen"),
    yes_aliases=("Oxygen", "on oxygen"), no_aliases=("Air", "room air"))
NEWS_TEMPERATURE = banded("temperature", "Temperature (°C)", bands=(
    Band("<=35.0", "≤35.0", 3, lt=35.1),
    Band("35.1-36.0", "35.1–36.0", 1, ge=35.1, lt=36.1),
    Band("36.1-38.0", "36.1–38.0", 0, ge=36.1, le=38.0),
    Band("38.1-39.0", "38.1–39.0", 1, gt=38.0, le=39.0),
    Band(">=39.1", "≥39.1", 2, gt=39.0),
), aliases=("Temperature",), absent="36.1-38.0")
NEWS_SYSTOLIC_BP = banded("systolic_bp", "Systolic blood pressure (mmHg)", bands=(
    Band("<=90", "≤90", 3, lt=91.0),
    Band("91-100", "91–100", 2, ge=91.0, lt=101.0),
    Band("101-110", "101–110", 1, ge=101.0, lt=111.0),
    Band("111-219", "111–219", 0, ge=111.0, le=219.0),
    Band(">=220", "≥220", 3, gt=219.0),
), aliases=("Systolic BP", "Systolic Blood Pressure", "Systolic blood pressure"),
    absent="111-219")
NEWS_PULSE = banded("heart_rate", "Pulse (per minute)", bands=(
    Band("<=40", "≤40", 3, lt=41.0),
    Band("41-50", "41–50", 1, ge=41.0, lt=51.0),
    Band("51-90", "51–90", 0, ge=51.0, le=90.0),
    Band("91-110", "91–110", 1, gt=90.0, le=110.0),
    Band("111-130", "111–130", 2, gt=110.0, le=130.0),
    Band(">=131", "≥131", 3, gt=130.0),
), aliases=("Pulse", "Heart rate", "Heart Rate"), absent="51-90")


def _score(item, x: Any) -> Any:
    """The points of the band x falls in; a NaN (criterion not mentioned) scores 0."""
    if type(x) in (int, float):
        points = item.score(x)
        return 0 if points is None else points
    import numpy as np

    return np.nan_to_num(item.score(x), nan=0.0)

# -- NEWS / NEWS2 points (RCP 2012 chart; RCP 2017 Chart 1) -------------------------------------


def news_respiration_rate_points(respiratory_rate: Any) -> Any:
    """<= 8: 3; 9-11: 1; 12-20: 0; 21-24: 2; >= 25: 3 (same in NEWS 2012 and NEWS2)."""
    return _score(NEWS_RESPIRATION_RATE, respiratory_rate)


def news_spo2_scale1_points(oxygen_saturation: Any) -> Any:
    """SpO2 (NEWS 2012; NEWS2 scale 1): <= 91: 3; 92-93: 2; 94-95: 1; >= 96: 0."""
    return _score(NEWS_SPO2_SCALE_1, oxygen_saturation)


def news2_spo2_scale2_points(oxygen_saturation: Any, supplemental_oxygen: Any) -> Any:
    """SpO2 scale 2 (NEWS2, hypercapnic respiratory failure, target 88-92%): <= 83: 3; 84-85: 2;
    86-87: 1; 88-92: 0; >= 93 on air: 0; on oxygen 93-94: 1, 95-96: 2, >= 97: 3."""
    s = oxygen_saturation
    o2 = supplemental_oxygen
    low = 3 * (s < 84.0) + 2 * ((s >= 84.0) & (s < 86.0)) + 1 * ((s >= 86.0) & (s < 88.0))
    high_on_oxygen = (1 * ((s > 92.0) & (s <= 94.0)) + 2 * ((s > 94.0) & (s <= 96.0))
                      + 3 * (s > 96.0))
    return low + high_on_oxygen * o2


def news_supplemental_oxygen_points(supplemental_oxygen: Any) -> Any:
    """Any supplemental oxygen (NEWS 2012) / 'air or oxygen?' (NEWS2): oxygen 2, air 0."""
    return 2 * supplemental_oxygen


def news_temperature_points(temperature: Any) -> Any:
    """°C: <= 35.0: 3; 35.1-36.0: 1; 36.1-38.0: 0; 38.1-39.0: 1; >= 39.1: 2."""
    return _score(NEWS_TEMPERATURE, temperature)


def news_systolic_bp_points(systolic_bp: Any) -> Any:
    """mmHg: <= 90: 3; 91-100: 2; 101-110: 1; 111-219: 0; >= 220: 3."""
    return _score(NEWS_SYSTOLIC_BP, systolic_bp)


def news_heart_rate_points(heart_rate: Any) -> Any:
    """Pulse per minute: <= 40: 3; 41-50: 1; 51-90: 0; 91-110: 1; 111-130: 2; >= 131: 3."""
    return _score(NEWS_PULSE, heart_rate)


ALERT = "alert"
NEW_CONFUSION = "new_confusion"


def news_consciousness_points(consciousness: Any) -> Any:
    """Alert: 0; anything else (NEWS 2012: V, P, U; NEWS2: new confusion, V, P, U): 3."""
    return where(consciousness == ALERT, 0, 3)


def consciousness_item(*, with_confusion: bool):
    """Consciousness as a banded item over the levels of the `consciousness` category: A 0;
    C (NEWS2 only), V, P or U 3."""
    levels = [("voice", "V", "Voice"), ("pain", "P", "Pain"), ("unresponsive", "U",
                                                            "Unresponsive")]
    if with_confusion:
        levels.insert(0, (NEW_CONFUSION, "C", "New confusion"))
    bands = [Band(ALERT, "A", 0, choices=(ALERT,), aliases=("Alert (A)",))]
    bands += [Band(key, letter, 3, choices=(key,), aliases=(f"{name} ({letter})",))
              for key, letter, name in levels]
    label = "Consciousness (ACVPU)" if with_confusion else "Level of consciousness (AVPU)"
    return banded("consciousness", label, bands=tuple(bands),
                  aliases=("Consciousness", "AVPU Score", "Level of consciousness"),
                  absent=ALERT)


def _consciousness_choices(with_confusion: bool) -> tuple[Choice, ...]:
    choices = [Choice(ALERT, "Alert", aliases=("a", "alert and oriented", "awake", "AVPU A",
                                               "alert (A)", "fully alert"))]
    if with_confusion:
        choices.append(Choice(NEW_CONFUSION, "New confusion (new-onset confusion, disorientation "
                                             "or agitation)",
                              aliases=("c", "confusion", "new confusion", "new-onset confusion",
                                       "new onset confusion", "confused", "newly confused",
                                       "disorientation", "new disorientation", "new agitation",
                                       "ACVPU C", "delirium")))
    choices += [
        Choice("voice", "Responds to voice", aliases=("v", "verbal", "voice", "responds to voice",
                                                      "responds to verbal stimuli",
                                                      "responsive to voice", "AVPU V")),
        Choice("pain", "Responds to pain", aliases=("p", "pain", "responds to pain",
                                                    "responds to painful stimuli",
                                                    "responsive to pain", "AVPU P")),
        Choice("unresponsive", "Unresponsive", aliases=("u", "unresponsive", "no response",
                                                        "unconscious", "AVPU U")),
    ]
    return tuple(choices)


def consciousness(*, with_confusion: bool, **kw: Any) -> Category:
    """Level of consciousness: AVPU (NEWS 2012) or ACVPU with new confusion (NEWS2)."""
    if with_confusion:
        kw.setdefault("description", "Level of consciousness on the ACVPU scale (alert, new "
                                     "confusion, responds to voice, to pain, unresponsive)")
        kw.setdefault("definition", "new confusion: new-onset confusion, disorientation and/or "
                                    "agitation where mental state was previously normal (scores "
                                    "3 like V, P or U); long-standing confusion at baseline is "
                                    "not 'new'")
    else:
        kw.setdefault("description", "Level of consciousness on the AVPU scale (alert, responds "
                                     "to voice, to pain, unresponsive)")
    kw.setdefault("absent", ALERT)
    return Category(name="consciousness", choices=_consciousness_choices(with_confusion), **kw)


def news_parameter_points(respiratory_rate: Any, spo2_points: Any, supplemental_oxygen: Any,
                          temperature: Any, systolic_bp: Any, heart_rate: Any,
                          consciousness: Any) -> dict[str, Any]:
    """Points per NEWS parameter, given the SpO2 points of the scale in use."""
    return {
        "respiration_rate_points": news_respiration_rate_points(respiratory_rate),
        "oxygen_saturation_points": spo2_points,
        "supplemental_oxygen_points": news_supplemental_oxygen_points(supplemental_oxygen),
        "temperature_points": news_temperature_points(temperature),
        "systolic_bp_points": news_systolic_bp_points(systolic_bp),
        "heart_rate_points": news_heart_rate_points(heart_rate),
        "consciousness_points": news_consciousness_points(consciousness),
    }


def any_parameter_scores_3(points: dict[str, Any]) -> Any:
    """The 'RED score' trigger: any single parameter scoring 3 (oxygen scores at most 2)."""
    top = 0
    for value in points.values():
        top = maximum(top, value)
    return top >= 3


def news_2012_clinical_risk(total: Any, red_score: Any) -> Any:
    """NEWS 2012 thresholds: aggregate 0-4 low; a RED score (any parameter 3) or aggregate 5-6
    medium; aggregate >= 7 high."""
    return where(total >= 7, "high", where((total >= 5) | red_score, "medium", "low"))


def news2_clinical_risk(total: Any, red_score: Any) -> Any:
    """NEWS2 (RCP 2017 Chart 2): aggregate 0-4 low; a red score (3 in any single parameter) with an
    aggregate below 5 low-medium; aggregate 5-6 medium; aggregate >= 7 high."""
    return where(total >= 7, "high", where(total >= 5, "medium",
                                           where(red_score, "low-medium", "low")))


# -- Richmond Agitation-Sedation Scale (Sessler 2002, Table 1; descriptions in our words) ---

# (level, key, term, description)
_RASS = (
    (4, "combative", "Combative", "overtly combative or violent, immediate danger to staff"),
    (3, "very_agitated", "Very agitated",
     "pulls on or removes tubes or catheters, or aggressive towards staff"),
    (2, "agitated", "Agitated",
     "frequent non-purposeful movement or patient-ventilator dyssynchrony"),
    (1, "restless", "Restless", "anxious or apprehensive, movements not aggressive or vigorous"),
    (0, "alert_and_calm", "Alert and calm", "spontaneously pays attention to the caregiver"),
    (-1, "drowsy", "Drowsy",
     "not fully alert, but sustained (more than 10 seconds) awakening with eye contact to voice"),
    (-2, "light_sedation", "Light sedation",
     "briefly (less than 10 seconds) awakens with eye contact to voice"),
    (-3, "moderate_sedation", "Moderate sedation",
     "movement or eye opening to voice, but no eye contact"),
    (-4, "deep_sedation", "Deep sedation",
     "no response to voice, but movement or eye opening to physical stimulation"),
    (-5, "unarousable", "Unarousable", "no response to voice or physical stimulation"),
)
# level -> (term, description)
RASS_LEVELS = {level: (term, text) for level, _, term, text in _RASS}


def _rass_aliases(level, key, term):
    # No "RASS -2"-style aliases: category matching folds hyphens into spaces, so "RASS -2" and
    # "RASS 2" would read alike. Bare "-2" stays distinct (" 2" vs "2") and so does "+2".
    signed = f"{level:+d}" if level else "0"
    names = {term.lower(), key.replace("_", " "), signed, f"{term.lower()} ({signed})",
             f"{signed} {term.lower()}", f"rass {term.lower()}"}
    if level > 0:
        names.add(str(level))
    if level < 0:
        names.add(f"\u2212{-level}")  # Unicode minus sign
    if level == 0:
        names |= {"alert", "calm", "alert calm", "+0"}
    return tuple(sorted(names - {key}))


def rass_level(**kw: Any) -> Category:
    """The Richmond Agitation-Sedation Scale level (+4 to -5) as a category whose value is the
    level; accepts the number, '+2'/'-3', or the term ('drowsy')."""
    kw.setdefault("description", "The patient's Richmond Agitation-Sedation Scale level, +4 "
                                 "(combative) to -5 (unarousable)")
    kw.setdefault("definition", "observe the patient (0 to +4 if alert, restless or agitated); "
                                "if not alert, call by name and ask to open the eyes and look at "
                                "the speaker (-1 to -3 by the length of eye contact or "
                                "movement); if no response to voice, shake the shoulder or rub "
                                "the sternum (-4 or -5)")
    return Category(name="rass_level",
                    choices=tuple(Choice(key, f"{level:+d} {term}" if level else f"0 {term}",
                                         level, aliases=_rass_aliases(level, key, term))
                                  for level, key, term, _ in _RASS),
                    **kw)


# -- features both NEWS versions score ----------------------------------------------------------

def news_respiratory_rate() -> Quantity:
    return respiratory_rate(description="Respiration rate (<= 8: 3; 9-11: 1; 12-20: 0; 21-24: 2; "
                                        ">= 25: 3)")


def news_supplemental_oxygen(description: str) -> Boolean:
    return Boolean(name="supplemental_oxygen", description=description,
                   definition="oxygen given by any device (nasal cannula, mask, high-flow, "
                              "non-invasive or invasive ventilation with FiO2 above room air); "
                              "breathing room air does not count")


def news_vital_signs() -> list:
    """Temperature, systolic pressure and pulse, with the bands of both NEWS charts."""
    return [
        temperature(description=("Temperature (<= 35.0: 3; 35.1-36.0: 1; 36.1-38.0: 0; "
                                 "38.1-39.0: 1; >= 39.1 °C: 2)")),
        systolic_bp(description="Systolic blood pressure (<= 90: 3; 91-100: 2; 101-110: 1; "
                                "111-219: 0; >= 220 mmHg: 3)"),
        heart_rate(description="Pulse (<= 40: 3; 41-50: 1; 51-90: 0; 91-110: 1; 111-130: 2; "
                               ">= 131/min: 3)"),
    ]
