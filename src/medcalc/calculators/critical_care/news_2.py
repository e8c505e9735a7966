"""National Early Warning Score 2 (NEWS2), Royal College of Physicians December 2017: NEWS with
new confusion in the consciousness item (ACVPU), SpO2 scale 2 for hypercapnic respiratory
failure, and a low-medium band for a single red parameter."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Calculator,
    Category,
    Choice,
    Output,
    Reference,
    Version,
)
from medcalc.core.common import oxygen_saturation
from medcalc.core.vector import snap, where
from medcalc.formulas.early_warning import (
    NEWS_PULSE,
    NEWS_RESPIRATION_RATE,
    NEWS_SUPPLEMENTAL_OXYGEN,
    NEWS_SYSTOLIC_BP,
    NEWS_TEMPERATURE,
    any_parameter_scores_3,
    consciousness,
    consciousness_item,
    news2_clinical_risk,
    news2_spo2_scale2_points,
    news_respiratory_rate,
    news_spo2_scale1_points,
    news_supplemental_oxygen,
    news_vital_signs,
)

RCP_2017 = Reference(
    "Royal College of Physicians. National Early Warning Score (NEWS) 2: Standardising the "
    "assessment of acute-illness severity in the NHS. Updated report of a working party. "
    "London: RCP, December 2017 (Chart 1: the NEWS scoring system, SpO2 scales 1 and 2; Chart "
    "2: NEWS thresholds and triggers; Chart 4: clinical response).",
    url="https://www.rcp.ac.uk/improving-care/resources/national-early-warning-score-news-2/")
RCP_2012 = Reference(
    "Royal College of Physicians. National Early Warning Score (NEWS): Standardising the "
    "assessment of acute-illness severity in the NHS. Report of a working party. London: RCP, "
    "2012 (the original NEWS, calculator news).")

SCALE_1 = "scale_1"
SCALE_2 = "scale_2"

SPO2_SCALE = Category(
    name="spo2_scale",
    description=("Which SpO2 scale to score: scale 1 (default, all patients) or scale 2 "
                 "(prescribed target saturation 88-92% in hypercapnic respiratory failure)"),
    definition=("scale 2 only for a patient with confirmed hypercapnic respiratory failure "
                "(usually COPD) whose target range of 88-92% has been prescribed by a competent "
                "clinical decision maker and recorded in the notes; a diagnosis of COPD alone "
                "does not mean scale 2"),
    choices=(
        Choice(SCALE_1, "SpO2 scale 1 (standard)",
               aliases=("1", "scale 1", "spo2 scale 1", "standard", "normal", "default",
                        "target 94-98%", "not hypercapnic")),
        Choice(SCALE_2, "SpO2 scale 2 (hypercapnic respiratory failure, target 88-92%)",
               aliases=("2", "scale 2", "spo2 scale 2", "hypercapnic", "hypercapnic respiratory "
                        "failure", "target 88-92%", "type 2 respiratory failure",
                        "COPD with hypercapnia")),
    ),
    required=False,
    default=SCALE_1,
)


# Chart 1's parameters as items (formulas.early_warning), each answerable by its observation or
# its band ("12-20", "≥131"). SpO2 is not an item here: its points depend on the scale in use
# and, on scale 2, on oxygen, so a band of one scale does not score the other; it is scored
# from the saturation value (scale 1 or 2).
CONSCIOUSNESS = consciousness_item(with_confusion=True)
ITEMS = (NEWS_RESPIRATION_RATE, NEWS_SUPPLEMENTAL_OXYGEN, NEWS_TEMPERATURE, NEWS_SYSTOLIC_BP,
         NEWS_PULSE, CONSCIOUSNESS)


def news2(respiratory_rate, oxygen_saturation, spo2_scale, supplemental_oxygen, temperature,
          systolic_bp, heart_rate, consciousness):
    # Item arguments are their points; oxygen_saturation is the value (NaN when not mentioned
    # under missing='absent': scores 0).
    on_oxygen = supplemental_oxygen > 0
    spo2 = snap(oxygen_saturation)
    spo2_points = where(spo2_scale == SCALE_2, news2_spo2_scale2_points(spo2, on_oxygen),
                        news_spo2_scale1_points(spo2))
    points = {
        "respiration_rate_points": respiratory_rate,
        "oxygen_saturation_points": spo2_points,
        "supplemental_oxygen_points": supplemental_oxygen,
        "temperature_points": temperature,
        "systolic_bp_points": systolic_bp,
        "heart_rate_points": heart_rate,
        "consciousness_points": consciousness,
    }
    total = sum(points.values())
    red = any_parameter_scores_3(points)
    return {"value": total, **points, "spo2_scale": spo2_scale,
            "single_parameter_score_3": red, "clinical_risk": news2_clinical_risk(total, red)}


_RISK_TEXT = {
    "high": ("NEWS2 >= 7: high clinical risk; urgent or emergency response (emergency "
             "assessment by a team with critical-care competencies, continuous monitoring)"),
    "medium": ("NEWS2 5-6: medium clinical risk; key threshold for an urgent response (urgent "
               "review by a clinician competent in acute illness, at least hourly "
               "observations)"),
    "low-medium": ("NEWS2 0-4 with a score of 3 in a single parameter (red score): low-medium "
                   "clinical risk; urgent ward-based response"),
    "low": "NEWS2 0-4 with no single parameter scoring 3: low clinical risk, ward-based response",
}


def interpret(total, breakdown):
    """Chart 2 clinical risk with the red-score rule applied (the breakdown's clinical_risk)."""
    return _RISK_TEXT[str(breakdown["clinical_risk"])]


CALCULATOR = Calculator(
    id="news_2",
    name="National Early Warning Score (NEWS) 2",
    aliases=["NEWS2 (National Early Warning Score 2)", "NEWS2", "NEWS 2",
             "National Early Warning Score 2", "国家早期预警评分2（NEWS2）"],
    specialty="critical_care",
    description=("The RCP 2017 early warning score for adults: respiratory rate, SpO2 (scale 1, "
                 "or scale 2 in hypercapnic respiratory failure), air or oxygen, systolic "
                 "pressure, pulse, consciousness including new confusion (ACVPU) and "
                 "temperature, aggregate 0-20 with a clinical-risk band."),
    keywords=["early warning score", "track and trigger", "clinical deterioration",
              "deteriorating patient", "vital signs", "ward observations", "sepsis screening",
              "ACVPU", "new confusion", "hypercapnic respiratory failure", "COPD", "escalation",
              "acute illness severity", "is this ward patient deteriorating",
              "updated early warning score", "vital sign based escalation",
              "early warning with COPD oxygen scale", "when to call outreach team",
              "detect sepsis on the ward", "acute deterioration screening"],
    features=[
        news_respiratory_rate(),
        oxygen_saturation(absent=CRITERION_NOT_MET,
                          description=("Peripheral oxygen saturation SpO2 (scale 1: <= 91: 3; "
                                       "92-93: 2; 94-95: 1; >= 96: 0. Scale 2: <= 83: 3; "
                                       "84-85: 2; 86-87: 1; 88-92 or >= 93 on air: 0; on oxygen "
                                       "93-94: 1, 95-96: 2, >= 97: 3)")),
        SPO2_SCALE,
        news_supplemental_oxygen("Air or oxygen: on supplemental oxygen (2 points)"),
        *news_vital_signs(),
        consciousness(with_confusion=True),
    ],
    items=list(ITEMS),
    versions=[Version("rcp_2017", dt.date(2017, 12, 1), RCP_2017, news2,
                      notes=("Chart 1 points; SpO2 scale 1 by default, scale 2 when prescribed "
                             "for hypercapnic respiratory failure; ACVPU (new confusion, V, P "
                             "or U: 3); oxygen +2. Chart 2 clinical risk: 0-4 low, a red score "
                             "(3 in one parameter) low-medium, 5-6 medium, >= 7 high."))],
    output=Output(kind="integer", unit="points", range=(0, 20)),
    interpret=interpret,
    references=[RCP_2017, RCP_2012],
    notes=(
        "Follows the RCP NEWS2 report (December 2017), Charts 1 and 2. The SpO2 scale is an "
        "explicit input: scale 1 unless scale 2 is given (the report makes scale 1 the default "
        "and reserves scale 2 for a prescribed 88-92% target in hypercapnic respiratory "
        "failure; a COPD diagnosis alone does not select it). On scale 2, saturations of 93% "
        "or more score 0 on air and 1-3 on oxygen, and the oxygen itself still adds 2. The "
        "value is the aggregate score; the breakdown gives each parameter's points, the scale "
        "used, whether any single parameter scores 3, and clinical_risk with the red-score rule "
        "applied (an aggregate of 0-4 with a 3 in one parameter is low-medium), which the "
        "interpretation states. Respiration rate, air or oxygen, "
        "systolic pressure, pulse, consciousness and temperature are declared as items "
        "(formulas.early_warning): each may be given as the observation or its band, by key "
        "or by Chart 1's label ('12-20', '≥131', 'Oxygen'). SpO2 is scored from the "
        "saturation value only: its points depend on the scale and, on scale 2, on oxygen, so "
        "a band of one scale cannot score the other (NEWS 2012, calculator news, accepts the "
        "SpO2 bands). Band edges: the chart's bands are integers (0.1 °C for temperature); a "
        "value between two printed bands (11.5/min, 35.05 °C, 92.5% on oxygen on scale 2) is "
        "scored in the more abnormal neighbouring band. Converted inputs are rounded to 12 "
        "significant digits so unit-conversion noise cannot flip a band. Under "
        "missing='absent' an unmentioned observation scores 0 "
        "(alert, room air). NEWS2 is not for children (< 16 years) or pregnant women. The 2012 "
        "NEWS (calculator news) differs: AVPU without confusion, one SpO2 scale, and a single "
        "parameter of 3 is medium, not low-medium, risk."),
)
