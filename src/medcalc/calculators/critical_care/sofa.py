"""SOFA: Sequential (Sepsis-related) Organ Failure Assessment, 0-4 points for each of six organ
systems (Vincent et al., Intensive Care Med 1996)."""

import datetime as dt
import math

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Category,
    Choice,
    Condition,
    Count,
    Output,
    Quantity,
    Reference,
    Version,
    banded,
    criterion,
    either,
)
from medcalc.core.common import (
    bilirubin,
    creatinine,
    diastolic_bp,
    mean_arterial_pressure,
    platelet_count,
    systolic_bp,
)
from medcalc.core.vector import any_true, maximum, snap, where
from medcalc.formulas.hemodynamics import MAP_FROM_CUFF
from medcalc.formulas.oxygenation import PAO2_FIO2_FROM_BLOOD_GAS, pao2_fio2_ratio_feature

VINCENT_1996 = Reference(
    "Vincent JL, Moreno R, Takala J, Willatts S, De Mendonça A, Bruining H, Reinhart CK, Suter "
    "PM, Thijs LG. The SOFA (Sepsis-related Organ Failure Assessment) score to describe organ "
    "dysfunction/failure. On behalf of the Working Group on Sepsis-Related Problems of the "
    "European Society of Intensive Care Medicine. Intensive Care Med. 1996;22(7):707-710 "
    "(Table 1).", doi="10.1007/BF01709751", url="https://pubmed.ncbi.nlm.nih.gov/8844239/")

# -- the organ systems of Vincent 1996 Table 1, declared as items -----------------------------
# Band labels are the table's ranges (mg/dL, 10^3/mm³); aliases are MDCalc's option labels
# (with the µmol/L column in brackets) and the table's own "< 400"-style row headings. A band's
# value is the organ points.

# Respiration: the band's value is the points WITH respiratory support; without support a ratio
# below 200 scores 2 (compute caps it), so the 100-199 and < 100 bands need the support answer.
RESPIRATION = banded("respiration", "PaO2/FiO2, mmHg", "pao2_fio2_ratio", bands=(
    Band(">=400", ">= 400", 0, ge=400.0),
    Band("300-399", "300-399", 1, ge=300.0, lt=400.0, aliases=("< 400",)),
    Band("200-299", "200-299", 2, ge=200.0, lt=300.0, aliases=("< 300",)),
    Band("100-199", "100-199 (3 with respiratory support, else 2)", 3, ge=100.0, lt=200.0,
         aliases=("< 200 with respiratory support", "100-199")),
    Band("<100", "< 100 (4 with respiratory support, else 2)", 4, lt=100.0,
         aliases=("< 100 with respiratory support",)),
), aliases=("PaO2/FiO2", "PaO₂/FiO₂, mmHg", "Respiration"), absent=">=400")
RESPIRATORY_SUPPORT = criterion(
    "respiratory_support", "Respiratory support (mechanical ventilation, including CPAP)",
    points=True, no_points=False,
    aliases=("On mechanical ventilation", "Mechanically ventilated including CPAP",
             "On mechanical ventilation including CPAP", "Ventilatory support"))
PLATELETS = banded("platelet_count", "Platelets, x10^3/mm³", bands=(
    Band(">=150", ">= 150", 0, ge=150.0),
    Band("100-149", "100-149", 1, ge=100.0, lt=150.0, aliases=("< 150",)),
    Band("50-99", "50-99", 2, ge=50.0, lt=100.0, aliases=("< 100",)),
    Band("20-49", "20-49", 3, ge=20.0, lt=50.0, aliases=("< 50",)),
    Band("<20", "< 20", 4, lt=20.0),
), aliases=("Platelets, ×10³/µL", "Platelets", "Coagulation"), absent=">=150")
BILIRUBIN = banded("bilirubin", "Bilirubin, mg/dL", bands=(
    Band("<1.2", "< 1.2", 0, lt=1.2, aliases=("<1.2 (<20)",)),
    Band("1.2-1.9", "1.2-1.9", 1, ge=1.2, lt=2.0, aliases=("1.2–1.9 (20-32)",)),
    Band("2.0-5.9", "2.0-5.9", 2, ge=2.0, lt=6.0, aliases=("2.0–5.9 (33-101)",)),
    Band("6.0-11.9", "6.0-11.9", 3, ge=6.0, lt=12.0, aliases=("6.0–11.9 (102-204)",)),
    Band(">=12.0", ">= 12.0", 4, ge=12.0, aliases=("≥12.0 (>204)", "> 12.0")),
), aliases=("Bilirubin, mg/dL (μmol/L)", "Liver"), absent="<1.2")
# Cardiovascular "MAP < 70 mmHg": answered by the MAP (measured, or estimated from SBP/DBP), by
# yes/no (the `hypotension` flag, "MAP <70 mmHg" / "No hypotension"), or by MDCalc's
# cardiovascular choice. The vasoactive-agent tiers are read from the doses or that choice.
HYPOTENSION = either(
    "hypotension", "MAP < 70 mmHg",
    (Condition("mean_arterial_pressure", lt=70.0), Condition("hypotension"),
     Condition("hypotension_or_vasoactive_agents", choices=(1,))),
    aliases=("Mean arterial pressure < 70 mmHg", "MAP < 70"),
    yes_aliases=("MAP <70 mmHg", "<70"), no_aliases=("No hypotension", ">=70"))
GCS = banded("gcs", "Glasgow Coma Scale", bands=(
    Band("15", "15", 0, ge=15),
    Band("13-14", "13-14", 1, ge=13, lt=15),
    Band("10-12", "10-12", 2, ge=10, lt=13),
    Band("6-9", "6-9", 3, ge=6, lt=10),
    Band("<6", "< 6", 4, lt=6),
), aliases=("Glasgow Coma Score", "Central nervous system"), absent="15")
# Renal: creatinine bands here; urine output (< 500: 3, < 200 mL/day: 4) is an optional input
# and the worse of the two scores. MDCalc's options name both ("... or UOP <500 mL/day").
CREATININE = banded("creatinine", "Creatinine, mg/dL", bands=(
    Band("<1.2", "< 1.2", 0, lt=1.2, aliases=("<1.2 (<110)",)),
    Band("1.2-1.9", "1.2-1.9", 1, ge=1.2, lt=2.0, aliases=("1.2–1.9 (110-170)",)),
    Band("2.0-3.4", "2.0-3.4", 2, ge=2.0, lt=3.5, aliases=("2.0–3.4 (171-299)",)),
    Band("3.5-4.9", "3.5-4.9", 3, ge=3.5, lt=5.0,
         aliases=("3.5–4.9 (300-440) or UOP <500 mL/day", "3.5-4.9 or < 500 mL/day")),
    Band(">=5.0", ">= 5.0", 4, ge=5.0,
         aliases=("≥5.0 (>440) or UOP <200 mL/day", "> 5.0 or < 200 mL/day", "> 5.0")),
), aliases=("Creatinine, mg/dL (μmol/L) (or urine output)", "Renal"), absent="<1.2")
ITEMS = (RESPIRATION, RESPIRATORY_SUPPORT, PLATELETS, BILIRUBIN, HYPOTENSION, GCS, CREATININE)

# MDCalc's one cardiovascular question ("Mean arterial pressure OR administration of vasoactive
# agents required"): its five options, valued as the cardiovascular points of Vincent 1996.
VASOACTIVE_CHOICES = (
    Choice("no_hypotension", "No hypotension", 0, aliases=("none", "MAP >= 70 mmHg")),
    Choice("map_below_70", "MAP < 70 mmHg", 1, aliases=("MAP <70 mmHg", "hypotension")),
    Choice("dopamine_5_or_less_or_dobutamine", "Dopamine <= 5 or dobutamine (any dose)", 2,
           aliases=("DOPamine ≤5 or DOBUTamine (any dose)", "dopamine ≤ 5 or dobutamine")),
    Choice("dopamine_over_5_or_epinephrine_or_norepinephrine_0.1_or_less",
           "Dopamine > 5, epinephrine <= 0.1 or norepinephrine <= 0.1", 3,
           aliases=("DOPamine >5, EPINEPHrine ≤0.1, or norEPINEPHrine ≤0.1",
                    "dopamine > 5 or epinephrine ≤ 0.1 or norepinephrine ≤ 0.1")),
    Choice("dopamine_over_15_or_epinephrine_or_norepinephrine_over_0.1",
           "Dopamine > 15, epinephrine > 0.1 or norepinephrine > 0.1", 4,
           aliases=("DOPamine >15, EPINEPHrine >0.1, or norEPINEPHrine >0.1",
                    "dopamine > 15 or epinephrine > 0.1 or norepinephrine > 0.1")),
)


def _clean(x):
    return None if type(x) is float and x != x else x


def minimum_2(points):
    """Respiration points without respiratory support: at most 2."""
    return where(points > 2, 2, points)


def sofa(respiration, pao2_fio2_ratio, respiratory_support, platelet_count, bilirubin,
         hypotension, mean_arterial_pressure, hypotension_or_vasoactive_agents, dopamine,
         dobutamine, epinephrine, norepinephrine, gcs, creatinine, urine_output):
    # respiration, platelet_count, bilirubin, hypotension, gcs and creatinine are the items'
    # points; respiratory_support is the item's yes/no; pao2_fio2_ratio and
    # mean_arterial_pressure are the values (NaN when not available), for the breakdown and the
    # MAP rule below.
    warnings = []
    # Respiration: 3-4 points need respiratory support; without it a ratio < 200 scores 2.
    respiration = where(respiratory_support, respiration, minimum_2(respiration))
    # Cardiovascular: MAP < 70 (1); dopamine <= 5 or dobutamine (any dose) (2); dopamine > 5 or
    # epinephrine <= 0.1 or norepinephrine <= 0.1 (3); dopamine > 15 or epinephrine > 0.1 or
    # norepinephrine > 0.1 (4) (µg/kg/min, given for at least 1 h); the worst applies.
    # A measured or estimated MAP decides the MAP criterion when there is one; a yes/no answer
    # (hypotension flag, MDCalc's option) is used when no pressure is given.
    map_known = mean_arterial_pressure == mean_arterial_pressure
    map_low = mean_arterial_pressure < 70.0
    if any_true(map_known & ((hypotension == 1) != map_low)):
        warnings.append("the MAP < 70 mmHg answer contradicts the mean arterial pressure "
                        "(measured or estimated from SBP/DBP); the pressure decides")
    low_map = where(map_known, map_low, hypotension == 1)
    dopamine, dobutamine, epinephrine, norepinephrine = (
        snap(dopamine), snap(dobutamine), snap(epinephrine), snap(norepinephrine))
    doses = maximum(
        2 * (((dopamine > 0.0) & (dopamine <= 5.0)) | (dobutamine > 0.0)),
        maximum(3 * ((dopamine > 5.0) | (epinephrine > 0.0) | (norepinephrine > 0.0)),
                4 * ((dopamine > 15.0) | (epinephrine > 0.1) | (norepinephrine > 0.1))))
    chosen_tier = where(hypotension_or_vasoactive_agents >= 2, hypotension_or_vasoactive_agents, 0)
    cardiovascular = maximum(maximum(1 * low_map, doses), chosen_tier)
    # Renal: the worse of creatinine and 24-h urine output (< 500 mL/day: 3, < 200: 4).
    urine_output = snap(urine_output)
    renal = maximum(creatinine, maximum(3 * (urine_output < 500.0), 4 * (urine_output < 200.0)))
    points = {"respiration": respiration, "coagulation": platelet_count, "liver": bilirubin,
              "cardiovascular": cardiovascular, "central_nervous_system": gcs, "renal": renal}
    out = {
        "value": sum(points.values()),
        **points,
        "pao2_fio2_ratio": _clean(pao2_fio2_ratio),
        "mean_arterial_pressure_mmhg": _clean(mean_arterial_pressure),
    }
    if warnings:
        out["warnings"] = warnings
    return out



def _optional(name, **kw):
    return Quantity(name=name, required=False, **kw)


def _vasopressor(name, label, hi):
    return _optional(name, unit="µg/kg/min", units=("µg/kg/min", "mg/kg/min", "ng/kg/min"),
                     range=(0.0, hi), default=0.0,
                     description=(f"{label} dose, µg/kg/min, given for at least 1 hour (not "
                                  f"given: 0)"))


CALCULATOR = Calculator(
    id="sofa",
    name="Sequential Organ Failure Assessment (SOFA) Score",
    aliases=["SOFA Score (Sequential Organ Failure Assessment)", "序贯器官衰竭评估（SOFA）评分",
             "SOFA Score", "Sepsis-related Organ Failure Assessment"],
    specialty="critical_care",
    description=("Organ dysfunction in critically ill patients: 0-4 points for each of "
                 "respiration, coagulation, liver, cardiovascular, central nervous system and "
                 "renal function (0-24)."),
    keywords=["organ failure", "organ dysfunction", "sepsis", "ICU", "Sepsis-3",
              "multiple organ dysfunction", "critical care", "organ dysfunction in sepsis",
              "ICU organ failure score", "sepsis 3 organ dysfunction",
              "multiorgan failure severity", "ICU mortality from organ failure",
              "track organ function daily in ICU"],
    features=[
        pao2_fio2_ratio_feature(
            required=False, default=math.nan,
            description=("PaO2/FiO2 ratio in mmHg (FiO2 as a fraction); when not given it is "
                         "computed from pao2 and fio2 (respiration: < 400: 1, < 300: 2, < 200 "
                         "with respiratory support: 3, < 100 with respiratory support: 4)")),
        # pao2 and fio2: the sources of PAO2_FIO2_FROM_BLOOD_GAS, declared with it.
        Boolean(name="respiratory_support",
                description="On respiratory support (needed for 3-4 respiration points)",
                definition=("invasive or non-invasive mechanical ventilation, including CPAP; "
                            "supplemental oxygen alone does not count")),
        platelet_count(description="Platelet count (10^9/L = 10^3/mm³; criterion bands < 150, "
                                   "< 100, < 50, < 20)"),
        bilirubin(range=(0.05, 80.0),
                  description="Serum total bilirubin (bands 1.2-1.9, 2.0-5.9, 6.0-11.9, >= 12.0 "
                              "mg/dL)"),
        mean_arterial_pressure(
            required=False, default=math.nan,
            description=("Mean arterial pressure (measured); when not given it is estimated "
                         "from systolic_bp and diastolic_bp as DBP + (SBP - DBP)/3 "
                         "(criterion: < 70 mmHg)")),
        systolic_bp(description="Systolic blood pressure (for the mean arterial pressure)"),
        diastolic_bp(description="Diastolic blood pressure (for the mean arterial pressure)"),
        Boolean(name="hypotension", required=False, default=False,
                description=("Mean arterial pressure < 70 mmHg, asserted as yes/no; a MAP "
                             "(measured, or from SBP/DBP) decides the criterion when given"),
                definition="MAP < 70 mmHg (not a systolic threshold)"),
        Category(name="hypotension_or_vasoactive_agents", choices=VASOACTIVE_CHOICES,
                 required=False, default=0,
                 description=("MDCalc's cardiovascular question 'Mean arterial pressure OR "
                              "administration of vasoactive agents required', answered with "
                              "one of its options (optional; the doses and the MAP may be "
                              "given instead)"),
                 definition="vasoactive agents given for at least 1 hour, doses in µg/kg/min"),
        _vasopressor("dopamine", "Dopamine", 50.0),
        _vasopressor("dobutamine", "Dobutamine", 50.0),
        _vasopressor("epinephrine", "Epinephrine (adrenaline)", 10.0),
        _vasopressor("norepinephrine", "Norepinephrine (noradrenaline)", 10.0),
        Count(name="gcs", range=(3, 15),
              description="Glasgow Coma Scale total (3-15; bands 13-14, 10-12, 6-9, < 6)"),
        creatinine(description="Serum creatinine (bands 1.2-1.9, 2.0-3.4, 3.5-4.9, >= 5.0 "
                               "mg/dL)"),
        _optional("urine_output", unit="mL/d", units=("mL/d", "L/d", "mL/h"),
                  range=(0.0, 20000.0), default=math.nan,
                  description=("Urine output over 24 hours (< 500 mL/day: 3, < 200: 4); if not "
                               "given the renal score uses creatinine alone")),
    ],
    items=list(ITEMS),
    derived=[PAO2_FIO2_FROM_BLOOD_GAS, MAP_FROM_CUFF],
    versions=[Version("vincent_1996", dt.date(1996, 7, 1), VINCENT_1996, sofa,
                      notes=("Six organ systems, 0-4 points each; worst values of the day. "
                             "Vasopressor doses in µg/kg/min given for at least 1 hour."))],
    output=Output(kind="integer", unit="points", range=(0, 24)),
    references=[VINCENT_1996],
    notes=(
        "Points follow Vincent 1996 Table 1, declared as items: PaO2/FiO2, platelets, bilirubin, "
        "Glasgow Coma Scale and creatinine are banded items (each answerable by its value, by "
        "its band - '100-149', '2.0-5.9', '13-14' - or by MDCalc's option label), the MAP "
        "criterion and respiratory support are yes/no items. PaO2/FiO2 may be given directly "
        "(pao2_fio2_ratio) or is computed from PaO2 and FiO2 (rounded to 1e-9 so float noise "
        "cannot move a band edge). Respiration 3-4 points need respiratory support; without it "
        "a PaO2/FiO2 < 300 scores 2 however low. MDCalc's options that join a ratio band and "
        "ventilation ('100-199 and mechanically ventilated') are answered as two inputs: the "
        "band and respiratory_support. Bilirubin '> 12.0' and creatinine '> 5.0' are read as "
        ">= 12.0 and >= 5.0 mg/dL (the µmol/L columns, > 204 and > 440, include 12.0 and 5.0 "
        "mg/dL). µmol/L inputs are converted and scored on the mg/dL cut-offs; the table's "
        "µmol/L column is a rounded copy that disagrees at its own edges (bilirubin 20, 33 and "
        "102 µmol/L, creatinine 171, 300 and 441 µmol/L score one point lower here than that "
        "column says). Cardiovascular: the worst of MAP < 70 mmHg and the vasopressor tiers (a "
        "dose of 0 is 'not given'; MDCalc's single cardiovascular question may be answered "
        "with hypotension_or_vasoactive_agents). The MAP criterion is an either-or item: a MAP "
        "(measured, or DBP + (SBP - DBP)/3 via formulas.hemodynamics.MAP_FROM_CUFF), the "
        "hypotension flag or 'MAP < 70 mmHg: yes/no', or MDCalc's cardiovascular option; MAP "
        "alone, SBP/DBP alone or the flag alone each compute. When a pressure is available it "
        "decides: the hypotension flag or an answer contradicting a MAP estimated from SBP/DBP "
        "gives a warning and the pressure's result (the flag's rule before core v2), an answer "
        "contradicting a measured MAP is NA implausible (the core rule for an answer that "
        "contradicts its measurement). Renal: the worse of "
        "creatinine and 24-h urine output (MDCalc's renal options name both and score as "
        "their creatinine band). FiO2 is a fraction; percentages need the unit '%'. Under "
        "missing='absent' an unmentioned organ scores 0 (listed as imputed under the item's "
        "name); PaO2 without FiO2 leaves the ratio unknown, so respiration is then imputed as "
        "0 (before core v2 FiO2 was imputed as room air 0.21). MedCalc-Bench (calculator 43) "
        "differs: it divides PaO2 by FiO2 in percent (so every ratio is < 100 and scores 4 "
        "with ventilation or 2 without); it scores 2 cardiovascular points to every patient "
        "without dopamine (dopamine 0 <= 5) and checks the vasopressor tiers from the lowest; "
        "it scores urine output only when creatinine is absent (and neither when both are "
        "given). Renal replacement therapy (CVVHD) is not a SOFA 1996 criterion."),
)
