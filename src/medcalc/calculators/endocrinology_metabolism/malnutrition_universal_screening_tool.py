"""Malnutrition Universal Screening Tool ('MUST', BAPEN Malnutrition Advisory Group 2003):
BMI, unplanned weight loss and acute disease effect, 0 to 6 points."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Output, Quantity, Reference, Version,
                          banded, criterion, points_total)

ELIA_2003 = Reference(
    "Elia M (chairman and editor). The 'MUST' report. Nutritional screening of adults: a "
    "multidisciplinary responsibility. Development and use of the 'Malnutrition Universal "
    "Screening Tool' ('MUST') for adults. Malnutrition Advisory Group (MAG), a Standing "
    "Committee of BAPEN. Redditch: BAPEN; 2003. ISBN 1-899467-70-X.",
    url="https://www.bapen.org.uk/screening-and-must/must/must-toolkit/")
STRATTON_2004 = Reference(
    "Stratton RJ, Hackston A, Longmore D, et al. Malnutrition in hospital outpatients and "
    "inpatients: prevalence, concurrent validity and ease of use of the 'malnutrition universal "
    "screening tool' ('MUST') for adults. Br J Nutr. 2004;92(5):799-808.",
    doi="10.1079/bjn20041258")
MDCALC = Reference("MDCalc. Malnutrition Universal Screening Tool (MUST): outputs recorded in "
                   "MedMCP-Calc dev tasks medmcp-calc_012_01351278 (1, medium), "
                   "medmcp-calc_024_7e6a53f9 (5, high) and medmcp-calc_109_5499be20 (3, high).")

BMI = banded("bmi_score", "BMI score", "bmi", (
    Band("gt_20", "> 20", 0, gt=20, aliases=("> 20 (> 30 obese)", "BMI > 20", ">20 kg/m²")),
    Band("18.5_to_20", "18.5-20", 1, ge=18.5, le=20, aliases=("18.5-20 kg/m²", "BMI 18.5-20")),
    Band("lt_18.5", "< 18.5", 2, lt=18.5, aliases=("BMI < 18.5", "<18.5 kg/m²")),
), aliases=("BMI", "BMI (kg/m²)", "BMI, kg/m2", "BMI kg/m2", "Body mass index"))
WEIGHT_LOSS = banded("weight_loss_score", "Unplanned weight loss in past 3-6 months",
                     "weight_loss_percent", (
    Band("lt_5", "< 5%", 0, lt=5, aliases=("<5", "Less than 5%")),
    Band("5_to_10", "5-10%", 1, ge=5, le=10, aliases=("5-10",)),
    Band("gt_10", "> 10%", 2, gt=10, aliases=(">10", "More than 10%")),
), aliases=("Unplanned weight loss in past 3–6 months", "Unplanned weight loss",
            "Weight loss in past 3-6 months", "Weight loss score"))
ACUTE = criterion("acute_disease_score", "Acutely ill and no (or likely no) nutritional intake "
                  "for > 5 days", "acute_disease_no_intake", points=2,
                  aliases=("Acutely ill and no nutritional intake for >5 days",
                           "Acutely ill with no intake >5 days", "Acute disease effect",
                           "Acute disease effect score"))
ITEMS = (BMI, WEIGHT_LOSS, ACUTE)
must = points_total(ITEMS)


def interpret(score):
    if score == 0:
        return ("low risk (MUST 0): routine clinical care; repeat screening (hospital weekly, "
                "care home monthly, community annually for special groups)")
    if score == 1:
        return ("medium risk (MUST 1): observe; document dietary intake for 3 days; if "
                "adequate, repeat screening, if inadequate, follow local policy to improve "
                "intake")
    return ("high risk (MUST >= 2): treat (unless detrimental or no benefit expected); refer to "
            "a dietitian or nutritional support team, improve and increase overall intake, "
            "monitor and review the care plan")


CALCULATOR = Calculator(
    id="malnutrition_universal_screening_tool",
    name="Malnutrition Universal Screening Tool (MUST)",
    aliases=["MUST (Malnutrition Universal Screening Tool)",
             "Malnutrition Universal Screening Tool", "营养不良通用筛查工具"],
    specialty="endocrinology_metabolism",
    description="BAPEN's five-step screen for adult malnutrition risk: BMI score (0-2) + "
                "unplanned weight loss score (0-2) + acute disease effect (0 or 2); 0 low, 1 "
                "medium, >= 2 high risk.",
    keywords=["malnutrition", "nutrition screening", "BAPEN", "weight loss", "BMI",
              "undernutrition", "dietitian referral", "malnutrition screening adults",
              "risk of undernutrition", "need for dietitian referral",
              "nutritional risk on admission", "unintentional weight loss screening",
              "undernourished adult screening"],
    features=[
        Quantity(name="bmi", unit="kg/m2", units=("kg/m2",), range=(8.0, 100.0),
                 description="Body mass index", labels=("Body mass index",)),
        Quantity(name="weight_loss_percent", unit="%", units=("%",), range=(0.0, 80.0),
                 description="Unplanned weight loss over the past 3-6 months, % of the weight "
                             "before the loss (0 if none or weight gained)",
                 labels=("Weight loss percent", "Weight loss (%)")),
        Boolean(name="acute_disease_no_intake",
                description="Acutely ill and there has been, or is likely to be, no nutritional "
                            "intake for more than 5 days",
                definition="acute disease effect: e.g. critically ill, swallowing difficulty "
                           "after stroke, head injury, GI surgery; mainly relevant in hospital"),
    ],
    items=list(ITEMS),
    versions=[Version("bapen_2003", dt.date(2003, 11, 1), ELIA_2003, must,
                      notes="BMI > 20: 0, 18.5-20: 1, < 18.5: 2; weight loss < 5%: 0, 5-10%: "
                            "1, > 10%: 2; acute disease effect 2; total 0 low, 1 medium, >= 2 "
                            "high.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[ELIA_2003, STRATTON_2004, MDCALC],
    notes="Scoring as in BAPEN's 'MUST' (2003) and its explanatory booklet: BMI score 0 above "
          "20 kg/m² (including obesity), 1 from 18.5 to 20 inclusive, 2 below 18.5; weight-loss "
          "score 0 below 5%, 1 from 5 to 10% inclusive, 2 above 10%; acute disease effect 2. "
          "Overall risk 0 low, 1 medium, 2 or more high. Each item may be answered by its "
          "measurement (BMI, % weight loss), its band ('18.5-20', '> 10%') or yes/no. BAPEN "
          "publishes 'MUST' free for use in clinical care (copyright BAPEN; reproduced with "
          "acknowledgement); wording here is our own. When BMI cannot be measured BAPEN gives "
          "surrogate measures (ulna length, mid-upper arm circumference), not implemented; give "
          "the BMI band instead. Same scoring as MDCalc.",
)
