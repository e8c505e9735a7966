"""Berlin definition of the acute respiratory distress syndrome (ARDS Definition Task Force,
JAMA 2012): timing, chest imaging, origin of edema and oxygenation with PEEP/CPAP >= 5 cmH2O;
severity mild, moderate or severe by PaO2/FiO2."""

import datetime as dt
import math

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Category,
    Choice,
    Implausible,
    Missing,
    NotApplicable,
    Output,
    Reference,
    Version,
)
from medcalc.core.common import barometric_pressure, fio2, pao2, peep
from medcalc.core.vector import any_true, snap, where
from medcalc.formulas.oxygenation import SEA_LEVEL_PRESSURE_MMHG, pao2_fio2_ratio

BERLIN_2012 = Reference(
    "ARDS Definition Task Force; Ranieri VM, Rubenfeld GD, Thompson BT, Ferguson ND, Caldwell "
    "E, Fan E, Camporota L, Slutsky AS. Acute respiratory distress syndrome: the Berlin "
    "Definition. JAMA. 2012;307(23):2526-2533 (Table 3).",
    doi="10.1001/jama.2012.5669")

MILD, MODERATE, SEVERE, NOT_MET = "mild", "moderate", "severe", "not_met"


def _clean(x):
    return None if type(x) is float and x != x else x


def berlin(onset_within_1_week, bilateral_opacities, respiratory_failure_not_cardiac, pao2, fio2,
           peep, ventilation, barometric_pressure, oxygenation_severity):
    clinical = onset_within_1_week & bilateral_opacities & respiratory_failure_not_cardiac
    if pao2 is None or fio2 is None or ventilation is None:
        if oxygenation_severity is None:
            raise Missing("give PaO2, FiO2 and the respiratory support (ventilation), or the "
                          "oxygenation severity (MDCalc's form asks the category)",
                          ("pao2", "fio2", "ventilation", "oxygenation_severity"))
        # The category as the form states it (its range includes the PEEP/CPAP requirement).
        if oxygenation_severity != NOT_MET and peep == peep and peep < 5.0:  # nan: not given
            raise Implausible(f"the oxygenation category {oxygenation_severity!r} requires PEEP "
                              f"or CPAP >= 5 cmH2O, but peep is {peep:g}",
                              ("oxygenation_severity", "peep"))
        return {"value": oxygenation_severity if clinical and oxygenation_severity != NOT_MET
                else NOT_MET,
                "onset_within_1_week": onset_within_1_week,
                "bilateral_opacities": bilateral_opacities,
                "respiratory_failure_not_cardiac": respiratory_failure_not_cardiac,
                "oxygenation_severity": oxygenation_severity}
    ratio = pao2_fio2_ratio(pao2, fio2)
    # Altitude correction (Table 3 footnote): PaO2/FiO2 x (barometric pressure / 760); the
    # barometric pressure defaults to 760 mmHg (factor 1).
    factor = barometric_pressure / SEA_LEVEL_PRESSURE_MMHG
    corrected = snap(ratio * factor)
    peep = snap(peep)
    supported = (ventilation != "none") & (peep >= 5.0)
    meets = clinical & supported & (corrected <= 300.0)
    noninvasive = ventilation == "noninvasive"
    if any_true(meets & noninvasive & (corrected <= 200.0)):
        raise NotApplicable(
            "PaO2/FiO2 <= 200 mmHg on noninvasive support: the Berlin definition allows "
            "noninvasive PEEP/CPAP only for mild ARDS (200 < PaO2/FiO2 <= 300) and grades "
            "moderate and severe ARDS with PEEP on invasive ventilation",
            features=("ventilation", "pao2", "fio2"))
    grade = where(corrected <= 100.0, SEVERE, where(corrected <= 200.0, MODERATE, MILD))
    return {
        "value": where(meets, grade, NOT_MET),
        "onset_within_1_week": onset_within_1_week,
        "bilateral_opacities": bilateral_opacities,
        "respiratory_failure_not_cardiac": respiratory_failure_not_cardiac,
        "peep_or_cpap_5_or_more": supported,
        "pao2_fio2_ratio": ratio,
        "pao2_fio2_ratio_corrected": _clean(where(factor != 1.0, ratio * factor, math.nan)),
    }


_MORTALITY = {MILD: "27%", MODERATE: "32%", SEVERE: "45%"}
_RANGE = {MILD: "200 < PaO2/FiO2 <= 300 mmHg with PEEP or CPAP >= 5 cmH2O",
          MODERATE: "100 < PaO2/FiO2 <= 200 mmHg with PEEP >= 5 cmH2O",
          SEVERE: "PaO2/FiO2 <= 100 mmHg with PEEP >= 5 cmH2O"}


def interpret(category):
    if category == NOT_MET:
        return ("Berlin ARDS criteria not met (timing, bilateral opacities, non-cardiac origin, "
                "PEEP/CPAP >= 5 cmH2O and PaO2/FiO2 <= 300 mmHg are all required)")
    return (f"{category} ARDS ({_RANGE[category]}); mortality {_MORTALITY[category]} in the "
            "Task Force's pooled cohorts")


CALCULATOR = Calculator(
    id="berlin_criteria_ards",
    name="Berlin Criteria for Acute Respiratory Distress Syndrome",
    aliases=["Berlin definition of ARDS", "Berlin ARDS criteria", "ARDS Berlin definition",
             "ARDS severity"],
    specialty="pulmonology",
    description=("Whether a patient meets the Berlin definition of acute respiratory distress "
                 "syndrome (onset within a week, bilateral opacities, non-cardiac edema, PEEP or "
                 "CPAP >= 5 cmH2O) and its severity (mild, moderate, severe) by PaO2/FiO2."),
    keywords=["ARDS", "acute respiratory distress syndrome", "acute lung injury",
              "hypoxemic respiratory failure", "bilateral infiltrates",
              "noncardiogenic pulmonary edema", "PaO2/FiO2", "P/F ratio", "PEEP",
              "mechanical ventilation", "diagnosis", "does patient have ARDS",
              "ARDS diagnosis and grading", "mild moderate severe ARDS",
              "oxygenation severity of lung injury", "noncardiogenic pulmonary edema definition",
              "acute hypoxemic respiratory failure classification"],
    features=[
        Boolean(name="onset_within_1_week",
                labels=("Timing within 1 week of clinical insult or new/worsening respiratory symptoms",),
                description="Onset within 1 week of a known clinical insult or of new or "
                            "worsening respiratory symptoms",
                definition="respiratory failure began within 7 days of a known clinical insult "
                           "(e.g. pneumonia, sepsis, aspiration, trauma) or of new or worsening "
                           "respiratory symptoms"),
        Boolean(name="bilateral_opacities",
                labels=("Chest XR shows bilateral opacities not fully explained by effusions, lobar/lung collapse, or nodules",),
                description="Bilateral opacities on chest radiograph or CT",
                definition="bilateral opacities not fully explained by effusions, lobar/lung "
                           "collapse or nodules"),
        Boolean(name="respiratory_failure_not_cardiac",
                labels=("Respiratory failure not fully explained by cardiac failure/fluid overload",),
                description="Respiratory failure not fully explained by cardiac failure or "
                            "fluid overload",
                definition="edema judged not fully explained by cardiac failure or fluid "
                           "overload; without an ARDS risk factor this needs an objective "
                           "assessment (e.g. echocardiography) to exclude hydrostatic edema"),
        pao2(required=False),
        fio2(required=False),
        peep(absent=CRITERION_NOT_MET,
             description="PEEP or CPAP level (criterion: >= 5 cmH2O)"),
        Category(name="ventilation", description="Respiratory support when PaO2 was measured",
                 required=False,
                 choices=(
                     Choice("invasive", "Invasive mechanical ventilation",
                            aliases=("intubated", "mechanical ventilation",
                                     "invasive ventilation", "IMV", "ventilated")),
                     Choice("noninvasive", "Noninvasive ventilation or CPAP",
                            aliases=("NIV", "CPAP", "BiPAP", "NIPPV", "noninvasive ventilation",
                                     "non-invasive ventilation", "non-invasive")),
                     Choice("none", "No positive-pressure support",
                            aliases=("no support", "high-flow nasal cannula", "HFNC",
                                     "oxygen mask", "nasal cannula", "room air")),
                 )),
        Category(name="oxygenation_severity", required=False,
                 description="Oxygenation category as MDCalc's form asks it, when PaO2, FiO2 "
                             "and the respiratory support are not given",
                 labels=("Severity (based on oxygenation)", "Oxygenation"),
                 choices=(
                     Choice(MILD, "Mild: 200 < PaO2/FiO2 <= 300 mmHg with PEEP or CPAP >= 5 "
                                  "cm H2O",
                            aliases=("Mild", "Mild: PaO2/FiO2 >200 and ≤300 mmHg with PEEP or "
                                             "CPAP ≥5 cm H2O")),
                     Choice(MODERATE, "Moderate: 100 < PaO2/FiO2 <= 200 mmHg with PEEP >= 5 "
                                      "cm H2O",
                            aliases=("Moderate", "Moderate: PaO2/FiO2 >100 and ≤200 mmHg with "
                                                 "PEEP ≥5 cm H2O")),
                     Choice(SEVERE, "Severe: PaO2/FiO2 <= 100 mmHg with PEEP >= 5 cm H2O",
                            aliases=("Severe", "Severe: PaO2/FiO2 ≤100 mmHg with PEEP ≥5 cm H2O")),
                     Choice(NOT_MET, "PaO2/FiO2 > 300 mmHg, or PEEP/CPAP < 5 cm H2O",
                            aliases=("None", "Not met", "PaO2/FiO2 >300 mmHg")),
                 )),
        barometric_pressure(
            description=("Barometric pressure, for the altitude correction PaO2/FiO2 x "
                         "(barometric pressure/760) recommended above 1000 m; not given: 760 "
                         "mmHg (sea level, no correction)")),
    ],
    versions=[Version("berlin_2012", dt.date(2012, 6, 20), BERLIN_2012, berlin,
                      notes=("JAMA 20 June 2012 issue. ARDS: onset within 1 week, bilateral "
                             "opacities, respiratory failure not fully explained by cardiac "
                             "failure or fluid overload; mild 200 < PaO2/FiO2 <= 300 mmHg with "
                             "PEEP or CPAP >= 5 cmH2O (may be noninvasive); moderate 100 < "
                             "PaO2/FiO2 <= 200 and severe PaO2/FiO2 <= 100 mmHg with PEEP >= 5 "
                             "cmH2O."))],
    output=Output(kind="category",
                  description="mild, moderate or severe ARDS, or not_met"),
    vectorized=False,  # two input paths (measurements or the category): row by row in batch
    interpret=interpret,
    references=[BERLIN_2012],
    notes=(
        "Follows Table 3 of the Berlin Definition. The value is 'mild', 'moderate', 'severe' or "
        "'not_met'; the breakdown lists each criterion and the PaO2/FiO2 (from "
        "medcalc.formulas.oxygenation). Noninvasive PEEP/CPAP qualifies only for mild ARDS: a "
        "PaO2/FiO2 <= 200 mmHg on noninvasive support is NA not_applicable (the definition "
        "cannot grade it) rather than a guess. Ventilation 'none' (no PEEP/CPAP) never meets the "
        "definition. The altitude correction is applied when a barometric pressure is given "
        "(the Task Force recommends it above 1000 m). FiO2 is a fraction; percentages need the "
        "unit '%'. Mortality in the interpretation is the Task Force's (27%, 32%, 45%). Under "
        "missing='absent' an unmentioned criterion counts as not met. Without PaO2, FiO2 and the "
        "respiratory support, the oxygenation category may be given as MDCalc's form asks it "
        "(mild, moderate, severe, or not met; PEEP is still asked, and a PEEP below 5 cmH2O "
        "with a met category is implausible); the measurements win when both are given."),
)
