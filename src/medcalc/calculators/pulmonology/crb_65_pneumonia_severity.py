"""CRB-65: severity of community-acquired pneumonia without a blood test (Lim et al., Thorax 2003;
validated by Bauer et al., J Intern Med 2006)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, points_total
from medcalc.core.common import age, diastolic_bp, respiratory_rate, systolic_bp
from medcalc.formulas.pneumonia import CONFUSION_DEFINITION, CRB_65_ITEMS

LIM_2003 = Reference(
    "Lim WS, van der Eerden MM, Laing R, Boersma WG, Karalus N, Town GI, Lewis SA, Macfarlane JT. "
    "Defining community acquired pneumonia severity on presentation to hospital: an "
    "international derivation and validation study. Thorax. 2003;58(5):377-382 (CRB-65: the "
    "CURB-65 criteria without urea; 30-day mortality 1.2% for 0, 8.15% for 1-2, 31% for 3-4 "
    "points).", doi="10.1136/thorax.58.5.377", url="https://pubmed.ncbi.nlm.nih.gov/12728155/")
BAUER_2006 = Reference(
    "Bauer TT, Ewig S, Marre R, Suttorp N, Welte T; CAPNETZ Study Group. CRB-65 predicts death "
    "from community-acquired pneumonia. J Intern Med. 2006;260(1):93-101.",
    doi="10.1111/j.1365-2796.2006.01657.x")
BTS_2009 = Reference(
    "Lim WS, Baudouin SV, George RC, et al. BTS guidelines for the management of community "
    "acquired pneumonia in adults: update 2009. Thorax. 2009;64(Suppl 3):iii1-iii55 (CRB-65 "
    "for assessment in the community).", doi="10.1136/thx.2009.121434")


crb_65 = points_total(CRB_65_ITEMS)


def risk_group(score):
    if score == 0:
        return ("low risk (CRB-65 0; 30-day mortality 1.2% in Lim 2003): does not normally need "
                "hospital admission for clinical reasons")
    if score <= 2:
        return ("increased risk (CRB-65 1-2; 30-day mortality 8.15% in Lim 2003): consider "
                "hospital referral and assessment, particularly with 2")
    return ("high risk (CRB-65 3-4; 30-day mortality 31% in Lim 2003): urgent hospital "
            "admission")


CALCULATOR = Calculator(
    id="crb_65_pneumonia_severity",
    name="CRB-65 Score for Pneumonia Severity",
    aliases=["CRB-65", "CRB65 score", "CRB-65 pneumonia severity score"],
    specialty="pulmonology",
    description=("Severity of community-acquired pneumonia from bedside findings alone (0-4 "
                 "points: confusion, respiratory rate, blood pressure, age >= 65), for "
                 "deciding on hospital referral where no blood test is available."),
    keywords=["community-acquired pneumonia", "CAP", "pneumonia severity", "pneumonia mortality",
              "primary care", "general practice", "hospital referral", "no blood test",
              "CURB-65 without urea", "BTS", "pneumonia severity without blood tests",
              "community pneumonia in primary care", "send pneumonia patient to hospital",
              "pneumonia mortality bedside", "pneumonia triage in general practice",
              "CURB without urea"],
    features=[
        Boolean(name="confusion", description="New confusion at presentation",
                definition=CONFUSION_DEFINITION),
        respiratory_rate(description="Respiratory rate (criterion: >= 30 breaths/min)"),
        systolic_bp(description="Systolic blood pressure (criterion: < 90 mmHg)"),
        diastolic_bp(description="Diastolic blood pressure (criterion: <= 60 mmHg)"),
        age(description="Age (criterion: >= 65 years)"),
    ],
    items=list(CRB_65_ITEMS),
    versions=[Version("lim_2003", dt.date(2003, 5, 1), LIM_2003, crb_65,
                      notes=("Thorax May 2003 issue (day not established). One point each: new "
                             "confusion; respiratory rate >= 30/min; SBP < 90 or DBP <= 60 mmHg; "
                             "age >= 65 years."))],
    output=Output(kind="integer", unit="points"),
    interpret=risk_group,
    references=[LIM_2003, BAUER_2006, BTS_2009],
    notes=(
        "The four criteria are CURB-65's without urea, declared once as items "
        "(medcalc.formulas.pneumonia). Mortality in the interpretation is Lim 2003's 30-day "
        "mortality of the three CRB-65 groups; the management wording (no admission normally "
        "needed / consider hospital referral and assessment / urgent admission) follows the "
        "BTS 2009 guideline for assessment in the community. Bauer 2006 validated CRB-65 in the German CAPNETZ cohort "
        "of in- and outpatients. With missing='absent', an unmentioned criterion counts as not "
        "met and is listed as imputed. Developed in adults with community-acquired pneumonia."),
)
