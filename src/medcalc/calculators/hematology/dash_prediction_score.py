"""DASH: recurrence risk after a first unprovoked venous thromboembolism (Tosetto et al.,
J Thromb Haemost 2012)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import age, sex
from medcalc.formulas.hematology_w3 import yes_no

TOSETTO_2012 = Reference(
    "Tosetto A, Iorio A, Marcucci M, et al. Predicting disease recurrence in patients with "
    "previous unprovoked venous thromboembolism: a proposed prediction score (DASH). J Thromb "
    "Haemost. 2012;10(6):1019-1025 (abnormal D-dimer after stopping anticoagulation +2, age "
    "<= 50 +1, male +1, hormone use at VTE onset in women -2; annualised recurrence 3.1% at "
    "<= 1, 6.4% at 2, 12.3% at >= 3).",
    doi="10.1111/j.1538-7836.2012.04735.x", url="https://pubmed.ncbi.nlm.nih.gov/22489957/")
MDCALC = Reference("MDCalc. DASH Prediction Score for Recurrent VTE.",
                   url="https://www.mdcalc.com/calc/2011/dash-prediction-score-recurrent-vte")

FEATURES, YES_NO = yes_no((
    ("d_dimer_abnormal", "Abnormal D-dimer after stopping anticoagulation", 2,
     "D-dimer above the laboratory's cut-off, measured about 1 month after stopping "
     "anticoagulation", ("D-dimer abnormal",)),
    ("hormone_use", "VTE associated with hormonal therapy (women)", -2,
     "oestrogen-containing contraception or hormone replacement at the time of the VTE, in a "
     "woman", ("Hormone use at VTE onset (if female)", "Hormone use at VTE onset")),
))
ITEMS = (
    YES_NO[0],
    criterion("age_50_or_less", "Age <= 50 years", "age", le=50,
              aliases=("Age ≤50 years", "Age ≤ 50")),
    criterion("male", "Male sex", "sex", choices=("male",), aliases=("Male patient",)),
    YES_NO[1],
)
dash = points_total(ITEMS)


def interpret(score):
    if score <= 1:
        return ("DASH <= 1: annual recurrence about 3.1% (Tosetto 2012); low enough to consider "
                "stopping anticoagulation after the initial 3-6 months")
    if score == 2:
        return ("DASH 2: annual recurrence about 6.4%; high risk, consider extended "
                "anticoagulation")
    return "DASH >= 3: annual recurrence about 12.3%; high risk, consider extended anticoagulation"


CALCULATOR = Calculator(
    id="dash_prediction_score",
    name="DASH Prediction Score for Recurrent VTE",
    aliases=["DASH score", "DASH prediction rule", "DASH VTE recurrence"],
    specialty="hematology",
    description="Risk of recurrence after a first unprovoked VTE treated for at least 3 months "
                "(-2 to 4 points: D-dimer, Age, Sex, Hormonal therapy).",
    keywords=["venous thromboembolism", "recurrence", "unprovoked VTE", "anticoagulation duration",
              "D-dimer", "DVT", "pulmonary embolism", "recurrence risk after unprovoked clot",
              "stop anticoagulation after first unprovoked VTE",
              "indefinite anticoagulation decision", "D-dimer after stopping anticoagulation",
              "recurrent DVT or PE risk", "how long to anticoagulate unprovoked thrombosis",
              "hormone associated VTE recurrence"],
    features=[FEATURES[0], age(description="Age (criterion: <= 50 years)", labels=("Age, years",)),
              sex(labels=("Gender", "Sex")), FEATURES[1]],
    items=list(ITEMS),
    versions=[Version("tosetto_2012", dt.date(2012, 6, 1), TOSETTO_2012, dash,
                      notes="D-dimer abnormal +2; age <= 50 +1; male +1; hormone-associated VTE "
                            "in a woman -2.")],
    output=Output(kind="integer", unit="points", range=(-2, 4)),
    interpret=interpret,
    references=[TOSETTO_2012, MDCALC],
    notes="For a first unprovoked VTE after at least 3 months of anticoagulation (vitamin K "
          "antagonists in the derivation). The abstract of Tosetto 2012 prints the age "
          "predictor as 'age < 50'; the score's item (and MDCalc's form) is age <= 50 years, "
          "used here. Hormonal therapy scores only in women. Recurrence figures are the "
          "abstract's three strata; MDCalc shows a per-score estimate (2.4%/year at 0).",
)
