"""KDIGO 2012 acute kidney injury stage by serum creatinine and by urine output."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Derivation,
    Duration,
    Implausible,
    Missing,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.analytes import CREATININE
from medcalc.core.common import age, creatinine, weight
from medcalc.core.vector import snap
from medcalc.formulas.fluids import urine_output_rate

KDIGO_AKI_2012 = Reference(
    "Kidney Disease: Improving Global Outcomes (KDIGO) Acute Kidney Injury Work Group. KDIGO "
    "Clinical Practice Guideline for Acute Kidney Injury. Kidney Int Suppl. 2012;2(1):1-138 "
    "(Recommendation 2.1.1: definition of AKI; 2.1.2 and Table 2: staging of AKI).",
    doi="10.1038/kisup.2012.1")

# Table 2 thresholds. The absolute rise is 0.3 mg/dL (26.5 µmol/L): compared as 26.5 µmol/L
# (0.29977 mg/dL) so that both printed thresholds meet the criterion.
RISE_THRESHOLD_MG_DL = 26.5 / 88.4
STAGE3_CREATININE_MG_DL = 4.0
PEDIATRIC_EGFR_BELOW = 35.0
PEDIATRIC_AGE_BELOW = 18.0

URINE_OUTPUT_HOURS = Duration(
    name="urine_output_hours", labels=("Duration of oliguria",), unit="h", units=("h", "min", "day"), range=(0.0, 720.0),
    required=False, default=None, description="Length of the period with that urine output")
URINE_VOLUME = Quantity(
    name="urine_volume", unit="mL", units=("mL", "L"), range=(0.0, 30000.0), required=False,
    default=None,
    description="Urine volume collected over urine_output_hours (with weight, gives "
                "urine_output as volume / (weight x hours))")
WEIGHT = weight(required=False, default=None,
                description="Body weight, to index a urine volume per kg (actual weight)")


def _urine_output_from_volume(urine_volume, weight, urine_output_hours):
    if urine_output_hours <= 0:
        raise Implausible("a urine volume over 0 hours has no rate",
                          ("urine_volume", "urine_output_hours"))
    return urine_output_rate(urine_volume, weight, urine_output_hours)


# The urine-output criterion reads a rate in mL/kg/h; a chart (and MDCalc's form) holds a volume
# over a number of hours and a weight: given directly, or derived from those.
URINE_OUTPUT_FROM_VOLUME = Derivation(
    "urine_output", (URINE_VOLUME, WEIGHT, URINE_OUTPUT_HOURS), _urine_output_from_volume,
    "urine volume (mL) / (weight (kg) x hours), when no rate in mL/kg/h is given")

_STAGE_TEXT = {
    0: "no AKI by the KDIGO criteria assessed",
    1: "KDIGO AKI stage 1",
    2: "KDIGO AKI stage 2",
    3: "KDIGO AKI stage 3",
}


def _creatinine_stage(creatinine, baseline_creatinine, creatinine_rise_48h, rrt_initiated, age,
                      egfr, met):
    ratio = (snap(creatinine / baseline_creatinine)
             if creatinine is not None and baseline_creatinine is not None else None)
    rise = creatinine_rise_48h is not None and snap(creatinine_rise_48h) >= snap(
        RISE_THRESHOLD_MG_DL)
    pediatric_assessed = age is not None and egfr is not None and age < PEDIATRIC_AGE_BELOW
    if not (ratio is not None or creatinine_rise_48h is not None or rrt_initiated
            or pediatric_assessed):
        return None, ratio
    stage = 0
    if rise:
        stage = 1
        met.append("creatinine rise >= 0.3 mg/dL (26.5 µmol/L) within 48 h: stage 1")
    if ratio is not None and ratio >= 1.5:
        band = 3 if ratio >= 3.0 else 2 if ratio >= 2.0 else 1
        stage = max(stage, band)
        met.append(f"creatinine {ratio:g} x baseline: stage {band}")
    if (creatinine is not None and creatinine >= STAGE3_CREATININE_MG_DL
            and (rise or (ratio is not None and ratio >= 1.5))):
        stage = 3
        met.append("creatinine >= 4.0 mg/dL (353.6 µmol/L) after an acute rise: stage 3")
    if rrt_initiated:
        stage = 3
        met.append("renal replacement therapy initiated: stage 3")
    if pediatric_assessed and egfr < PEDIATRIC_EGFR_BELOW:
        stage = 3
        met.append("age < 18 with eGFR < 35 mL/min/1.73 m²: stage 3")
    return stage, ratio


def _urine_output_stage(urine_output, urine_output_hours, met):
    if urine_output is None:
        return None
    stage = 0
    if urine_output < 0.5 and urine_output_hours >= 6.0:
        stage = 2 if urine_output_hours >= 12.0 else 1
        met.append(f"urine output < 0.5 mL/kg/h for {urine_output_hours:g} h: stage {stage}")
    if urine_output < 0.3 and urine_output_hours >= 24.0:
        stage = 3
        met.append("urine output < 0.3 mL/kg/h for >= 24 h: stage 3")
    if urine_output == 0 and urine_output_hours >= 12.0:
        stage = 3
        met.append("anuria for >= 12 h: stage 3")
    return stage


def kdigo_aki_stage(creatinine, baseline_creatinine, creatinine_rise_48h, rrt_initiated, age,
                    egfr, urine_output, urine_output_hours, urine_volume, weight):
    # urine_output: given (mL/kg/h) or derived from urine_volume, weight and urine_output_hours;
    # a volume that could not be turned into a rate is not silently dropped (a weight alone
    # carries no urine output and is ignored).
    if urine_output is None and urine_volume is not None:
        raise Missing("a urine volume is staged per kg and hour: give urine_volume, weight and "
                      "urine_output_hours (or urine_output in mL/kg/h)",
                      ("urine_volume", "weight", "urine_output_hours"))
    if baseline_creatinine is not None and creatinine is None:
        raise Missing("baseline_creatinine needs the current creatinine", ("creatinine",))
    if creatinine is not None and baseline_creatinine is None and creatinine_rise_48h is None:
        raise Missing("the current creatinine can be staged only against baseline_creatinine or "
                      "with creatinine_rise_48h", ("baseline_creatinine", "creatinine_rise_48h"))
    if egfr is not None and age is None:
        raise Missing("the eGFR criterion applies to patients under 18: give age", ("age",))
    if (urine_output is None) != (urine_output_hours is None):
        raise Missing("urine output is staged from its rate and the hours it lasted: give both "
                      "urine_output and urine_output_hours",
                      ("urine_output", "urine_output_hours"))
    met: list[str] = []
    by_creatinine, ratio = _creatinine_stage(creatinine, baseline_creatinine, creatinine_rise_48h,
                                             rrt_initiated, age, egfr, met)
    by_urine = _urine_output_stage(urine_output, urine_output_hours, met)
    if by_creatinine is None and by_urine is None:
        raise Missing("give creatinine with baseline_creatinine or creatinine_rise_48h, "
                      "rrt_initiated, or urine_output with urine_output_hours",
                      ("creatinine", "baseline_creatinine", "creatinine_rise_48h",
                       "urine_output", "urine_output_hours"))
    stage = max(s for s in (by_creatinine, by_urine) if s is not None)
    return {"value": {"stage": stage, "stage_by_creatinine": by_creatinine,
                      "stage_by_urine_output": by_urine},
            "creatinine_ratio_to_baseline": ratio, "criteria_met": met}


def interpret(value):
    return _STAGE_TEXT[value["stage"]]


CALCULATOR = Calculator(
    vectorized=False,  # staging logic written per patient: calculate_batch runs it row by row
    id="kdigo_aki_staging",
    name="KDIGO AKI Staging",
    aliases=["KDIGO acute kidney injury stage", "KDIGO AKI criteria", "AKI staging (KDIGO)",
             "急性肾损伤AKI诊断和分期标准"],
    specialty="nephrology_urology",
    description="Stage of acute kidney injury (0-3) by the KDIGO 2012 serum creatinine criteria "
                "and by the urine output criteria, and the overall (highest) stage.",
    keywords=["acute kidney injury", "AKI", "acute renal failure", "creatinine rise", "oliguria",
              "anuria", "urine output", "renal replacement therapy", "dialysis", "RIFLE", "AKIN",
              "stage acute kidney injury", "how severe is the AKI", "creatinine rise from baseline",
              "low urine output kidney injury", "does this meet AKI criteria",
              "acute renal failure grading"],
    features=[
        creatinine(required=False, default=None,
                   description="Current (highest) serum creatinine"),
        Quantity(name="baseline_creatinine", labels=("Baseline serum creatinine",), unit="mg/dL", analyte=CREATININE,
                 units=("mg/dL", "µmol/L", "mmol/L"), range=(0.1, 40.0), required=False,
                 default=None,
                 description="Baseline serum creatinine (known, or presumed, within the prior 7 "
                             "days)"),
        Quantity(name="creatinine_rise_48h", unit="mg/dL", analyte=CREATININE,
                 units=("mg/dL", "µmol/L"), range=(-40.0, 40.0), required=False, default=None,
                 description="Increase of serum creatinine within 48 hours (current minus the "
                             "lowest value of the previous 48 h)"),
        Boolean(name="rrt_initiated", required=False, default=False,
                description="Renal replacement therapy started",
                definition="dialysis or continuous renal replacement therapy started for this "
                           "acute kidney injury (not maintenance dialysis for known kidney "
                           "failure)"),
        age(required=False, default=None,
            description="Age; needed only with egfr (the eGFR criterion is for patients < 18)"),
        Quantity(name="egfr", unit="mL/min/1.73 m²", units=("mL/min/1.73 m²",),
                 range=(0.0, 250.0), required=False, default=None,
                 description="Current eGFR of a patient under 18 (stage 3 if it has fallen to "
                             "< 35 mL/min/1.73 m²)"),
        Quantity(name="urine_output", labels=("Urine output rate",), unit="mL/kg/h", units=("mL/kg/h",), range=(0.0, 50.0),
                 required=False, default=None,
                 description="Mean urine output over urine_output_hours, per kg body weight"),
        URINE_OUTPUT_HOURS,
        URINE_VOLUME,
        WEIGHT,
    ],
    derived=[URINE_OUTPUT_FROM_VOLUME],
    versions=[Version("kdigo_2012", dt.date(2012, 3, 1), KDIGO_AKI_2012, kdigo_aki_stage,
                      notes="Stage by creatinine, by urine output, and the higher of the two.")],
    output=Output(kind="record",
                  description="stage (overall, 0-3), stage_by_creatinine and "
                              "stage_by_urine_output (null when not assessed)"),
    interpret=interpret,
    references=[KDIGO_AKI_2012],
    notes="KDIGO 2012 Table 2. Creatinine: stage 1 = 1.5-1.9 x baseline or a rise >= 0.3 mg/dL "
          "(26.5 µmol/L) within 48 h; stage 2 = 2.0-2.9 x baseline; stage 3 = >= 3.0 x "
          "baseline, or an increase to >= 4.0 mg/dL (353.6 µmol/L), or initiation of renal "
          "replacement therapy, or (age < 18) eGFR decreased to < 35 mL/min/1.73 m². Urine "
          "output: stage 1 = < 0.5 mL/kg/h for 6-12 h; stage 2 = < 0.5 mL/kg/h for >= 12 h; "
          "stage 3 = < 0.3 mL/kg/h for >= 24 h or anuria for >= 12 h. The overall stage is the "
          "higher of the two; a criterion set not given is reported as null and does not lower "
          "the stage. Ratios between bands (e.g. 1.95) take the lower band (1.5 to < 2.0 is "
          "stage 1). The creatinine >= 4.0 mg/dL criterion is applied only after an acute rise "
          "that meets the AKI definition (>= 1.5 x baseline or >= 0.3 mg/dL in 48 h), so a "
          "stable creatinine >= 4.0 of chronic kidney disease is not staged 3. The 0.3 mg/dL "
          "rise is compared as 26.5 µmol/L (0.29977 mg/dL), the guideline's own conversion. "
          "Urine output is one period: its mean rate (mL/kg/h) and duration, or the urine "
          "volume of the period with the weight (rate = volume / (weight x hours), actual body "
          "weight); give the period that meets the highest stage. The eGFR criterion takes "
          "the given eGFR as having fallen (the guideline's 'decrease in eGFR to < 35'). "
          "Staging does not establish the cause; urine output criteria are unreliable in "
          "cirrhosis with ascites and on diuretics.",
)
