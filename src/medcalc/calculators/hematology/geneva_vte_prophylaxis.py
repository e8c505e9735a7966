"""Geneva Risk Score for VTE prophylaxis in medical inpatients (Nendaz et al., Thromb Haemost
2014)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version, criterion, points_total
from medcalc.core.common import age
from medcalc.formulas.hematology_w3 import yes_no

NENDAZ_2014 = Reference(
    "Nendaz M, Spirk D, Kucher N, et al. Multicentre validation of the Geneva Risk Score for "
    "hospitalised medical patients at risk of venous thromboembolism. Explicit ASsessment of "
    "Thromboembolic RIsk and Prophylaxis for Medical PATients in SwitzErland (ESTIMATE). Thromb "
    "Haemost. 2014;111(3):531-538 (high risk >= 3 points: 90-day VTE 3.2% vs 0.6% at < 3).",
    doi="10.1160/TH13-05-0427")
CHOPARD_2006 = Reference(
    "Chopard P, Spirk D, Bounameaux H. Identifying acutely ill medical patients requiring "
    "thromboprophylaxis. J Thromb Haemost. 2006;4(4):915-916 (the Geneva Risk Score).",
    doi="10.1111/j.1538-7836.2006.01818.x")
MDCALC = Reference("MDCalc. Geneva Risk Score for Venous Thromboembolism (VTE) Prophylaxis.")

FEATURES, YES_NO = yes_no((
    ("cardiac_failure", "Cardiac failure", 2, "heart failure (e.g. reduced ejection fraction "
     "or decompensation)", ()),
    ("respiratory_failure", "Respiratory failure", 2, "acute or chronic respiratory failure", ()),
    ("recent_stroke", "Recent stroke (< 3 months)", 2, "stroke within the past 3 months",
     ("Recent stroke (<3 months ago)", "Recent stroke")),
    ("recent_mi", "Recent myocardial infarction (< 4 weeks)", 2, "MI within the past 4 weeks",
     ("Recent myocardial infarction (<4 weeks ago)", "Recent myocardial infarction")),
    ("acute_infection", "Acute infectious disease (including sepsis)", 2,
     "an acute infection, including sepsis", ("Acute infectious disease",)),
    ("acute_rheumatic_disease", "Acute rheumatic disease", 2,
     "an acute rheumatic or inflammatory joint/connective-tissue flare", ()),
    ("active_malignancy", "Active malignancy", 2, "cancer under treatment or not in remission",
     ()),
    ("myeloproliferative_syndrome", "Myeloproliferative syndrome", 2,
     "a myeloproliferative neoplasm", ()),
    ("nephrotic_syndrome", "Nephrotic syndrome", 2, "nephrotic syndrome", ()),
    ("prior_vte", "Prior VTE", 2, "any previous deep vein thrombosis or pulmonary embolism",
     ("Any prior VTE", "History of VTE")),
    ("hypercoagulable_state", "Known hypercoagulable state", 2,
     "a known thrombophilia (inherited or acquired)", ()),
    ("immobilization", "Immobilization for >= 3 days (< 30 min walking per day)", 1,
     "bed rest or walking less than 30 minutes a day for 3 days or more",
     ("Immobilization for ≥3 days (<30 min walking/day)", "Immobilization")),
    ("recent_travel", "Recent travel > 6 hours", 1, "a journey of more than 6 hours recently",
     ("Recent travel for >6 hrs", "Recent travel")),
    ("chronic_venous_insufficiency", "Chronic venous insufficiency", 1,
     "chronic venous insufficiency of the legs", ()),
    ("pregnancy", "Pregnancy", 1, "current pregnancy", ()),
    ("hormonal_therapy", "Hormonal therapy (contraceptive or replacement)", 1,
     "oestrogen-containing contraception or hormone replacement", ("Hormonal therapy",)),
    ("dehydration", "Dehydration", 1, "clinical dehydration", ()),
))
ITEMS = (
    *YES_NO[:13],
    criterion("age_over_60", "Age > 60 years", "age", gt=60, aliases=("Age >60 years",)),
    criterion("obesity", "Obesity (BMI > 30 kg/m2)", "bmi", gt=30,
              aliases=("BMI >30 kg/m²", "BMI >30 kg/m2", "Obesity")),
    *YES_NO[13:],
)
geneva = points_total(ITEMS)


def interpret(score):
    if score >= 3:
        return ("high risk (Geneva >= 3; 90-day VTE or VTE death about 3.2% in ESTIMATE): "
                "pharmacological prophylaxis indicated unless contraindicated")
    return "low risk (Geneva < 3; 90-day VTE about 0.6%): prophylaxis not indicated"


CALCULATOR = Calculator(
    id="geneva_vte_prophylaxis",
    name="Geneva Risk Score for Venous Thromboembolism (VTE) Prophylaxis",
    aliases=["Geneva Risk Score", "Geneva VTE risk score", "Geneva prophylaxis score"],
    specialty="hematology",
    description="VTE risk of hospitalised medical patients (19 weighted risk factors, 0-30 "
                "points): prophylaxis indicated at 3 or more.",
    keywords=["venous thromboembolism", "thromboprophylaxis", "medical inpatients",
              "DVT prophylaxis", "VTE risk", "clot risk in medical inpatients",
              "does hospitalized medical patient need prophylaxis",
              "DVT prevention in medical ward", "venous clot risk on admission",
              "need for heparin prophylaxis in nonsurgical patients",
              "thromboprophylaxis indication medical"],
    features=[*FEATURES,
              age(description="Age (criterion: > 60 years)", labels=("Age, years",)),
              Quantity(name="bmi", unit="kg/m²", units=("kg/m²",), range=(8.0, 90.0),
                       description="Body-mass index (criterion: > 30 kg/m²)", labels=("BMI",))],
    items=list(ITEMS),
    versions=[Version("nendaz_2014", dt.date(2014, 3, 3), NENDAZ_2014, geneva,
                      notes="2 points each: cardiac failure, respiratory failure, stroke < 3 "
                            "months, MI < 4 weeks, acute infection, acute rheumatic disease, "
                            "active malignancy, myeloproliferative syndrome, nephrotic syndrome, "
                            "prior VTE, hypercoagulable state; 1 point each: immobilisation >= 3 "
                            "days, travel > 6 h, age > 60, BMI > 30, chronic venous "
                            "insufficiency, pregnancy, hormonal therapy, dehydration.")],
    output=Output(kind="integer", unit="points", range=(0, 30)),
    interpret=interpret,
    references=[NENDAZ_2014, CHOPARD_2006, MDCALC],
    notes="Items and weights as validated in ESTIMATE (Nendaz 2014) and on MDCalc's form. "
          "Age and BMI items may be answered with the measurement or yes/no.",
)
