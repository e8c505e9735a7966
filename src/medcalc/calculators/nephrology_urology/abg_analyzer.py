"""Arterial blood gas analyzer: pH status, primary disorder, expected compensation, additional
disorders, anion gap and delta ratio, by the stepwise physiological approach of Berend 2014."""

import datetime as dt
import math

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version
from medcalc.core.common import albumin, bicarbonate, chloride, paco2, ph, sodium
from medcalc.core.vector import snap
from medcalc.formulas.acid_base import (
    ALBERT_1967,
    METABOLIC_ALKALOSIS_RANGE_MMHG,
    NORMAL_ANION_GAP,
    NORMAL_BICARBONATE,
    RASTEGAR_2007,
    RESPIRATORY_ACIDOSIS_ACUTE_PER_10_MMHG,
    RESPIRATORY_ACIDOSIS_CHRONIC_PER_10_MMHG,
    RESPIRATORY_ALKALOSIS_ACUTE_PER_10_MMHG,
    RESPIRATORY_ALKALOSIS_CHRONIC_PER_10_MMHG,
    WINTERS_RANGE_MMHG,
    albumin_corrected_anion_gap,
    anion_gap,
    delta_gap,
    delta_ratio,
    delta_ratio_band,
    metabolic_alkalosis_expected_paco2,
    ph_from_bicarbonate,
    position_in_range,
    respiratory_expected_bicarbonate,
    winters_expected_paco2,
)

BEREND_2014 = Reference(
    "Berend K, de Vries APJ, Gans ROB. Physiological approach to assessment of acid-base "
    "disturbances. N Engl J Med. 2014;371(15):1434-1445 (Table 1: primary disorders and "
    "expected compensation).", doi="10.1056/NEJMra1003327")
FIGGE_1998 = Reference(
    "Figge J, Jabor A, Kazda A, Fencl V. Anion gap and hypoalbuminemia. Crit Care Med. "
    "1998;26(11):1807-1810.", doi="10.1097/00003246-199811000-00019")
MDCALC_ABG = Reference(
    "MDCalc. Arterial Blood Gas (ABG) Analyzer (tool by Jonathan Chen, MD; normal values pH "
    "7.40, PaCO2 40 mmHg, HCO3 24 mEq/L, albumin 4.0 g/dL, anion gap 12 mEq/L).",
    url="https://www.mdcalc.com/calc/1741/arterial-blood-gas-abg-analyzer")

# Berend 2014, Table 1: normal pH 7.40 +/- 0.02, PaCO2 40 +/- 2 mmHg, HCO3 24 +/- 2 mmol/L.
PH_LOW, PH_HIGH = 7.38, 7.42
PACO2_LOW, PACO2_HIGH = 38.0, 42.0
BICARBONATE_LOW, BICARBONATE_HIGH = 22.0, 26.0
# Band around an expected bicarbonate of a respiratory disorder (our operational choice, the
# +/- 2 of Berend's metabolic rules and of the normal bicarbonate).
RESPIRATORY_TOLERANCE = 2.0

ACUTE, CHRONIC = "acute", "chronic"
METABOLIC_ACIDOSIS, METABOLIC_ALKALOSIS = "metabolic acidosis", "metabolic alkalosis"
RESPIRATORY_ACIDOSIS, RESPIRATORY_ALKALOSIS = "respiratory acidosis", "respiratory alkalosis"
MIXED_ACIDOSIS = "mixed metabolic and respiratory acidosis"
MIXED_ALKALOSIS = "mixed metabolic and respiratory alkalosis"
MIXED_MET_ACIDOSIS_RESP_ALKALOSIS = "mixed metabolic acidosis and respiratory alkalosis"
MIXED_MET_ALKALOSIS_RESP_ACIDOSIS = "mixed metabolic alkalosis and respiratory acidosis"
NO_DISORDER = "none"
UNDETERMINED = "undetermined"
NORMAL_ANION_GAP_ACIDOSIS = "normal anion gap metabolic acidosis"

APPROPRIATE, INAPPROPRIATE, NOT_ASSESSED = "appropriate", "inappropriate", "not assessed"
NOT_APPLICABLE, NOT_COMPUTED = "not applicable", "not computed"
BETWEEN = "between acute and chronic (acute-on-chronic or evolving)"


def _ph_status(ph):
    if ph < PH_LOW:
        return "acidemia"
    if ph > PH_HIGH:
        return "alkalemia"
    return "normal"


def _primary(status, paco2, bicarbonate):
    low_hco3, high_hco3 = bicarbonate < BICARBONATE_LOW, bicarbonate > BICARBONATE_HIGH
    low_co2, high_co2 = paco2 < PACO2_LOW, paco2 > PACO2_HIGH
    if status == "acidemia":
        if low_hco3 and high_co2:
            return MIXED_ACIDOSIS
        return (METABOLIC_ACIDOSIS if low_hco3 else RESPIRATORY_ACIDOSIS if high_co2
                else UNDETERMINED)
    if status == "alkalemia":
        if high_hco3 and low_co2:
            return MIXED_ALKALOSIS
        return (METABOLIC_ALKALOSIS if high_hco3 else RESPIRATORY_ALKALOSIS if low_co2
                else UNDETERMINED)
    if low_hco3 and low_co2:
        return MIXED_MET_ACIDOSIS_RESP_ALKALOSIS
    if high_hco3 and high_co2:
        return MIXED_MET_ALKALOSIS_RESP_ACIDOSIS
    if not (low_hco3 or high_hco3 or low_co2 or high_co2):
        return NO_DISORDER
    return UNDETERMINED


def _metabolic_compensation(expected, tolerance, paco2, breakdown, secondary):
    low, high = expected - tolerance, expected + tolerance
    breakdown.update(expected_paco2=expected, expected_paco2_low=low, expected_paco2_high=high)
    position = position_in_range(paco2, low, high)
    if position > 0:
        secondary.append(RESPIRATORY_ACIDOSIS)
    elif position < 0:
        secondary.append(RESPIRATORY_ALKALOSIS)
    return APPROPRIATE if position == 0 else INAPPROPRIATE


def _respiratory_compensation(paco2, bicarbonate, acute_rate, chronic_rates, chronicity,
                              breakdown, secondary):
    acute = respiratory_expected_bicarbonate(paco2, acute_rate)
    chronic = [respiratory_expected_bicarbonate(paco2, rate) for rate in chronic_rates]
    chronic_low, chronic_high = min(chronic), max(chronic)
    breakdown.update(expected_bicarbonate_acute=acute, expected_bicarbonate_chronic_low=chronic_low,
                     expected_bicarbonate_chronic_high=chronic_high)
    tol = RESPIRATORY_TOLERANCE
    acute_band = (acute - tol, acute + tol)
    chronic_band = (chronic_low - tol, chronic_high + tol)
    if chronicity is not None:
        band = acute_band if chronicity == ACUTE else chronic_band
    else:
        band = (min(acute_band[0], chronic_band[0]), max(acute_band[1], chronic_band[1]))
    position = position_in_range(bicarbonate, *band)
    if position != 0:
        secondary.append(METABOLIC_ALKALOSIS if position > 0 else METABOLIC_ACIDOSIS)
        return INAPPROPRIATE, chronicity or "not determined"
    if chronicity is not None:
        return APPROPRIATE, chronicity
    in_acute = position_in_range(bicarbonate, *acute_band) == 0
    in_chronic = position_in_range(bicarbonate, *chronic_band) == 0
    if in_acute and in_chronic:
        return APPROPRIATE, "acute or chronic"
    if in_acute or in_chronic:
        return APPROPRIATE, ACUTE if in_acute else CHRONIC
    return APPROPRIATE, BETWEEN


def abg_berend_2014(ph, paco2, bicarbonate, sodium, chloride, albumin, respiratory_chronicity):
    sodium, chloride, albumin = (math.nan if x is None else x for x in (sodium, chloride, albumin))
    warnings = []
    breakdown = dict.fromkeys(
        ("expected_paco2", "expected_paco2_low", "expected_paco2_high",
         "expected_bicarbonate_acute", "expected_bicarbonate_chronic_low",
         "expected_bicarbonate_chronic_high", "anion_gap", "albumin_corrected_anion_gap",
         "delta_gap", "delta_ratio"))
    breakdown["ph_from_henderson_hasselbalch"] = ph_from_bicarbonate(bicarbonate, paco2)
    status = _ph_status(ph)
    primary = _primary(status, paco2, bicarbonate)
    secondary: list[str] = []
    compensation, chronicity = NOT_ASSESSED, NOT_APPLICABLE

    if primary == METABOLIC_ACIDOSIS:
        compensation = _metabolic_compensation(winters_expected_paco2(bicarbonate),
                                               WINTERS_RANGE_MMHG, paco2, breakdown, secondary)
    elif primary == METABOLIC_ALKALOSIS:
        compensation = _metabolic_compensation(metabolic_alkalosis_expected_paco2(bicarbonate),
                                               METABOLIC_ALKALOSIS_RANGE_MMHG, paco2, breakdown,
                                               secondary)
    elif primary == RESPIRATORY_ACIDOSIS:
        compensation, chronicity = _respiratory_compensation(
            paco2, bicarbonate, RESPIRATORY_ACIDOSIS_ACUTE_PER_10_MMHG,
            RESPIRATORY_ACIDOSIS_CHRONIC_PER_10_MMHG, respiratory_chronicity, breakdown, secondary)
    elif primary == RESPIRATORY_ALKALOSIS:
        compensation, chronicity = _respiratory_compensation(
            paco2, bicarbonate, RESPIRATORY_ALKALOSIS_ACUTE_PER_10_MMHG,
            RESPIRATORY_ALKALOSIS_CHRONIC_PER_10_MMHG, respiratory_chronicity, breakdown, secondary)
    if respiratory_chronicity is not None and primary not in (RESPIRATORY_ACIDOSIS,
                                                              RESPIRATORY_ALKALOSIS):
        warnings.append("respiratory_chronicity was ignored: it applies to a primary "
                        "respiratory disorder only")
    if primary == MIXED_MET_ACIDOSIS_RESP_ALKALOSIS:
        warnings.append("a normal pH with a low bicarbonate and a low PaCO2 is a mixed disorder, "
                        "or a chronic respiratory alkalosis whose compensation has normalised "
                        "the pH")
    elif primary == MIXED_MET_ALKALOSIS_RESP_ACIDOSIS:
        warnings.append("a normal pH with a high bicarbonate and a high PaCO2 is a mixed "
                        "disorder, or a chronic respiratory acidosis whose compensation has "
                        "normalised the pH (Berend 2014: the pH can be normal in chronic "
                        "respiratory acidosis)")
    elif primary == UNDETERMINED:
        warnings.append("pH, PaCO2 and bicarbonate do not fit one of the patterns of Berend's "
                        "Table 1 (check that they come from the same sample)")

    metabolic_acidosis = (primary in (METABOLIC_ACIDOSIS, MIXED_ACIDOSIS,
                                      MIXED_MET_ACIDOSIS_RESP_ALKALOSIS)
                          or METABOLIC_ACIDOSIS in secondary)
    gap_reading, ratio_reading = NOT_COMPUTED, NOT_COMPUTED
    has_sodium, has_chloride = sodium == sodium, chloride == chloride
    if has_sodium and has_chloride:
        gap = anion_gap(sodium, chloride, bicarbonate)
        breakdown["anion_gap"] = gap
        if albumin == albumin:
            gap = albumin_corrected_anion_gap(gap, albumin)
            breakdown["albumin_corrected_anion_gap"] = gap
        elevated = snap(gap) > NORMAL_ANION_GAP
        gap_reading = "elevated" if elevated else "not elevated"
        if elevated and metabolic_acidosis and bicarbonate < NORMAL_BICARBONATE:
            excess = delta_gap(gap)
            ratio = delta_ratio(excess, bicarbonate)
            breakdown.update(delta_gap=excess, delta_ratio=ratio)
            ratio_reading = delta_ratio_band(snap(ratio))
            extra = (NORMAL_ANION_GAP_ACIDOSIS if snap(ratio) < 0.8
                     else METABOLIC_ALKALOSIS if snap(ratio) > 2.0 else None)
            if extra is not None and extra not in secondary:
                secondary.append(extra)
        elif elevated and not metabolic_acidosis:
            warnings.append("the anion gap is elevated although the bicarbonate does not show a "
                            "metabolic acidosis: a high anion gap acidosis can be hidden by a "
                            "process that raises bicarbonate (metabolic alkalosis, renal "
                            "compensation of a respiratory acidosis)")
    elif has_sodium or has_chloride:
        warnings.append("the anion gap needs both sodium and chloride")
    elif metabolic_acidosis:
        warnings.append("give sodium and chloride to classify the metabolic acidosis by its "
                        "anion gap")

    record = {"ph_status": status, "primary_disorder": primary, "compensation": compensation,
              "chronicity": chronicity, "secondary_disorders": secondary,
              "anion_gap": gap_reading, "delta_ratio": ratio_reading}
    return {"value": record, **breakdown, "warnings": warnings}


def interpret(value):
    parts = [value["ph_status"], f"primary: {value['primary_disorder']}"]
    if value["compensation"] != NOT_ASSESSED:
        text = f"compensation: {value['compensation']}"
        if value["chronicity"] != NOT_APPLICABLE:
            text += f" ({value['chronicity']})"
        parts.append(text)
    if value["secondary_disorders"]:
        parts.append("additional: " + ", ".join(value["secondary_disorders"]))
    if value["anion_gap"] != NOT_COMPUTED:
        parts.append(f"anion gap {value['anion_gap']}")
    if value["delta_ratio"] != NOT_COMPUTED:
        parts.append(f"delta ratio {value['delta_ratio']}")
    return "; ".join(parts)


def _optional(factory, **kw):
    return factory(required=False, default=None, **kw)


CALCULATOR = Calculator(
    id="abg_analyzer",
    name="Arterial Blood Gas (ABG) Analyzer",
    aliases=["ABG Analyzer", "Arterial blood gas interpretation", "Blood gas analyzer"],
    specialty="nephrology_urology",
    description="Reads an arterial blood gas step by step (Berend 2014): acidemia or alkalemia, "
                "primary disorder, expected compensation, additional disorders, and with sodium "
                "and chloride the anion gap and delta ratio.",
    keywords=["arterial blood gas interpretation", "read the gas", "blood gas",
              "arterial blood gas", "ABG", "blood gas interpretation", "acid-base",
              "acid-base disorder", "acidemia", "alkalemia", "metabolic acidosis",
              "metabolic alkalosis", "respiratory acidosis", "respiratory alkalosis",
              "mixed acid-base disorder", "compensation", "Winters formula", "anion gap",
              "delta ratio", "PaCO2", "bicarbonate", "pH", "interpret a blood gas step by step",
              "what is the primary acid-base disorder", "is compensation appropriate",
              "is there a second hidden disorder", "acidemic or alkalemic",
              "respiratory versus metabolic cause", "systematic approach to blood gas results",
              "mixed disorder on the gas"],
    features=[
        ph(),
        paco2(),
        bicarbonate(description="Bicarbonate (blood gas or serum, same time as the gas)", labels=("HCO3-",)),
        _optional(sodium, description="Serum sodium (optional, for the anion gap)"),
        _optional(chloride, description="Serum chloride (optional, for the anion gap)"),
        _optional(albumin, description=("Serum albumin (optional): the anion gap is corrected "
                                        "to an albumin of 4.0 g/dL")),
        Category(name="respiratory_chronicity", labels=("If respiratory process present, chronicity",), required=False, default=None,
                 description=("Chronicity of a primary respiratory disorder, if known (acute: "
                              "minutes to hours; chronic: days). Not given: judged from the "
                              "bicarbonate"),
                 choices=(Choice(ACUTE, "Acute", aliases=("acute respiratory process",)),
                          Choice(CHRONIC, "Chronic", aliases=("chronic respiratory process",)))),
    ],
    versions=[Version("berend_2014", dt.date(2014, 10, 9), BEREND_2014, abg_berend_2014,
                      notes="Normal ranges pH 7.38-7.42, PaCO2 38-42 mmHg, HCO3 22-26 mmol/L; "
                            "Winters' formula; metabolic alkalosis 0.7 x (HCO3 - 24) + 40 +/- 2; "
                            "HCO3 +1 (acute) / +4-5 (chronic) per 10 mmHg rise of PaCO2 and "
                            "-2 / -4-5 per 10 mmHg fall.")],
    output=Output(kind="record", description=(
        "Record: ph_status, primary_disorder, compensation (appropriate / inappropriate / not "
        "assessed), chronicity (respiratory disorders), secondary_disorders (list), anion_gap "
        "(elevated / not elevated / not computed), delta_ratio (band or not computed); the "
        "expected values, anion gap and delta ratio are in the breakdown")),
    interpret=interpret,
    references=[BEREND_2014, ALBERT_1967, RASTEGAR_2007, FIGGE_1998, MDCALC_ABG],
    notes=(
        "Steps of Berend et al. 2014 (Table 1; normal pH 7.40 +/- 0.02, PaCO2 40 +/- 2 mmHg, "
        "HCO3 24 +/- 2 mmol/L). 1) pH: acidemia < 7.38, alkalemia > 7.42. 2) Primary disorder: "
        "with acidemia a bicarbonate < 22 is a metabolic acidosis and a PaCO2 > 42 a respiratory "
        "acidosis; with alkalemia a bicarbonate > 26 is a metabolic alkalosis and a PaCO2 < 38 "
        "a respiratory alkalosis; both at once is a mixed disorder (no compensation judged). A "
        "normal pH with both bicarbonate and PaCO2 low (or both high) is reported as mixed "
        "metabolic acidosis and respiratory alkalosis (or metabolic alkalosis and respiratory "
        "acidosis), with a warning that a chronic respiratory disorder can also normalise the "
        "pH; values that fit no pattern are 'undetermined'. 3) Expected compensation: "
        "metabolic acidosis PaCO2 = 1.5 x HCO3 + 8 +/- 2 (Winters); metabolic alkalosis PaCO2 "
        "= 0.7 x (HCO3 - 24) + 40 +/- 2 (the 0.7 x HCO3 + 21 variant predicts 2.2 mmHg less, "
        "see metabolic_alkalosis_expected_paco2); a PaCO2 above the range adds a respiratory "
        "acidosis, below it a respiratory alkalosis. Respiratory acidosis: HCO3 rises 1 "
        "(acute) or 4-5 (chronic) mmol/L per 10 mmHg of PaCO2 above 40; respiratory alkalosis: "
        "HCO3 falls 2 (acute) or 4-5 (chronic) per 10 mmHg below 40. Berend gives no tolerance "
        "for these; we take +/- 2 mmol/L around the expected value (the tolerance of the "
        "metabolic rules and of the normal bicarbonate): with respiratory_chronicity given, "
        "the bicarbonate is compared with that expectation; without it, a bicarbonate below "
        "both expectations adds a metabolic acidosis, above both a metabolic alkalosis, and "
        "in between the chronicity reads acute, chronic, acute or chronic (overlap), or "
        "between acute and chronic (acute-on-chronic or evolving). Other sources use 3.5 per "
        "10 mmHg for chronic respiratory acidosis (Narins & Emmett 1980) and 5 for chronic "
        "respiratory alkalosis. 4) With sodium and chloride: AG = Na - (Cl + HCO3), corrected "
        "by 2.5 x (4.0 - albumin g/dL) when albumin is given (Figge 1998); elevated above 12 "
        "mmol/L (MDCalc's normal gap; the serum anion gap calculator uses the 3-11 mmol/L ISE "
        "range: a laboratory's own range takes precedence). In a metabolic acidosis with an "
        "elevated gap and HCO3 < 24 the delta ratio (AG - 12) / (24 - HCO3) is read with the "
        "bands of the delta_ratio calculator; < 0.8 adds a normal anion gap acidosis, > 2 a "
        "metabolic alkalosis (or a pre-existing compensated respiratory acidosis). The "
        "breakdown also gives the pH computed from HCO3 and PaCO2 (Henderson-Hasselbalch, 6.1 "
        "and 0.0307) as a consistency check of the sample. Differences from MDCalc's ABG "
        "Analyzer (Jonathan Chen): MDCalc takes the same inputs (pH, PaCO2, HCO3, sodium, "
        "chloride, albumin, and 'if respiratory process present, chronicity: acute/chronic') "
        "but uses single normal values (pH 7.40, PaCO2 40, HCO3 24, albumin 4.0, anion gap "
        "12) to pick the primary process from pH and PaCO2, and returns a text report; here "
        "the primary disorder needs values outside Berend's normal ranges, the chronicity is "
        "judged from the bicarbonate when not given, and the result is a record. MDCalc's own "
        "compensation coefficients were not available to us for comparison."),
)
