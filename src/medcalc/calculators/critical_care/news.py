"""National Early Warning Score (NEWS), Royal College of Physicians 2012: seven bedside
observations scored 0-3 each (supplemental oxygen 0 or 2), aggregate 0-20."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Output,
    Reference,
    Version,
)
from medcalc.core.common import oxygen_saturation
from medcalc.formulas.early_warning import (
    NEWS_PULSE,
    NEWS_RESPIRATION_RATE,
    NEWS_SPO2_SCALE_1,
    NEWS_SUPPLEMENTAL_OXYGEN,
    NEWS_SYSTOLIC_BP,
    NEWS_TEMPERATURE,
    any_parameter_scores_3,
    consciousness,
    consciousness_item,
    news_2012_clinical_risk,
    news_respiratory_rate,
    news_supplemental_oxygen,
    news_vital_signs,
)

RCP_2012 = Reference(
    "Royal College of Physicians. National Early Warning Score (NEWS): Standardising the "
    "assessment of acute-illness severity in the NHS. Report of a working party. London: RCP, "
    "July 2012 (NEWS chart; thresholds and triggers: aggregate 1-4 low, a RED score - 3 in a "
    "single parameter - or 5-6 medium, >= 7 high).",
    url="https://www.rcp.ac.uk/improving-care/resources/national-early-warning-score-news-2/")
SMITH_2013 = Reference(
    "Smith GB, Prytherch DR, Meredith P, Schmidt PE, Featherstone PI. The ability of the "
    "National Early Warning Score (NEWS) to discriminate patients at risk of early cardiac "
    "arrest, unanticipated intensive care unit admission, and death. Resuscitation. "
    "2013;84(4):465-470.", doi="10.1016/j.resuscitation.2012.12.016")


# The seven parameters of the 2012 chart as items (formulas.early_warning; the chart's and
# MDCalc's labels as aliases): each answerable by its observation or its band ("92-93").
CONSCIOUSNESS = consciousness_item(with_confusion=False)
ITEMS = (NEWS_RESPIRATION_RATE, NEWS_SPO2_SCALE_1, NEWS_SUPPLEMENTAL_OXYGEN, NEWS_TEMPERATURE,
         NEWS_SYSTOLIC_BP, NEWS_PULSE, CONSCIOUSNESS)


def news_2012(respiratory_rate, oxygen_saturation, supplemental_oxygen, temperature,
              systolic_bp, heart_rate, consciousness):
    # Every argument is an item's points.
    points = {
        "respiration_rate_points": respiratory_rate,
        "oxygen_saturation_points": oxygen_saturation,
        "supplemental_oxygen_points": supplemental_oxygen,
        "temperature_points": temperature,
        "systolic_bp_points": systolic_bp,
        "heart_rate_points": heart_rate,
        "consciousness_points": consciousness,
    }
    total = sum(points.values())
    red = any_parameter_scores_3(points)
    return {"value": total, **points, "single_parameter_score_3": red,
            "clinical_risk": news_2012_clinical_risk(total, red)}


def interpret(total, breakdown):
    """2012 thresholds and triggers with the RED-score rule applied (the breakdown's
    clinical_risk; medium below an aggregate of 5 means a single parameter scored 3)."""
    risk = str(breakdown["clinical_risk"])
    if risk == "high":
        return ("NEWS >= 7: high clinical risk; emergency assessment by a team with "
                "critical-care competencies, continuous monitoring")
    if risk == "medium" and total >= 5:
        return ("NEWS 5-6: medium clinical risk; urgent review by a clinician competent in acute "
                "illness, at least hourly observations")
    if risk == "medium":
        return ("NEWS 0-4 with a score of 3 in a single parameter (RED score): medium clinical "
                "risk; urgent review by a clinician competent in acute illness, at least hourly "
                "observations")
    return "NEWS 0-4 with no single parameter scoring 3: low clinical risk"


CALCULATOR = Calculator(
    id="news",
    name="National Early Warning Score (NEWS)",
    aliases=["NEWS", "NEWS 2012", "National Early Warning Score", "RCP NEWS",
             "国家早期预警评分（NEWS）"],
    specialty="critical_care",
    description=("The original 2012 Royal College of Physicians early warning score: respiratory "
                 "rate, SpO2, supplemental oxygen, temperature, systolic pressure, pulse and AVPU "
                 "level of consciousness, aggregate 0-20 with a clinical-risk band."),
    keywords=["early warning score", "track and trigger", "clinical deterioration",
              "deteriorating patient", "vital signs", "ward observations", "rapid response",
              "outreach", "AVPU", "acute illness severity", "original early warning score",
              "aggregate vital sign score on ward", "when to call rapid response",
              "vital sign trigger for escalation", "detect sick patients on the ward",
              "2012 early warning score"],
    features=[
        news_respiratory_rate(),
        oxygen_saturation(description=("Peripheral oxygen saturation SpO2 (<= 91: 3; 92-93: 2; "
                                       "94-95: 1; >= 96: 0)")),
        news_supplemental_oxygen("Any supplemental oxygen (2 points)"),
        *news_vital_signs(),
        consciousness(with_confusion=False),
    ],
    items=list(ITEMS),
    versions=[Version("rcp_2012", dt.date(2012, 7, 1), RCP_2012, news_2012,
                      notes=("Seven parameters; AVPU consciousness (V, P or U: 3); SpO2 on one "
                             "scale; any supplemental oxygen +2. Clinical risk: 0-4 low, a "
                             "RED score (3 in one parameter) or 5-6 medium, >= 7 high."))],
    output=Output(kind="integer", unit="points", range=(0, 20)),
    interpret=interpret,
    references=[RCP_2012, SMITH_2013],
    notes=(
        "Follows the RCP 2012 NEWS chart. Superseded by NEWS2 (December 2017, calculator "
        "news_2), which adds new confusion to the consciousness item, a second SpO2 scale for "
        "hypercapnic respiratory failure, and lowers the single-parameter (RED score) trigger "
        "from medium to low-medium clinical risk; this calculator keeps the 2012 rules, so "
        "'new confusion' is not an accepted consciousness level here. The value is the "
        "aggregate score; the breakdown gives the points of each parameter, whether any single "
        "parameter scores 3, and clinical_risk with that rule applied, which the "
        "interpretation states. Each parameter is declared as an item (formulas.early_warning) "
        "and may be given as the observation or as its band, by key or by the chart's label "
        "('92-93', '≤8', '≥25'); supplemental oxygen also yes/no ('Oxygen'/'Air'). Band "
        "edges: the chart's bands are integers (0.1 °C for temperature); a value between two "
        "printed bands (11.5/min, 35.05 °C) is scored in the more abnormal neighbouring band. "
        "Converted inputs are rounded to 12 significant digits, so unit-conversion noise "
        "cannot flip a band. Under missing='absent' an unmentioned observation scores 0 "
        "(alert, room air). Not validated "
        "in children (< 16 years) or in pregnancy."),
)
