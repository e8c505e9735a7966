"""Reducing vascular risk in people living with diabetes (Diabetes Canada 2018 guideline,
chapter 25, cardiovascular protection): which of statin, ACE inhibitor/ARB, ASA and an
antihyperglycaemic agent with cardiovascular benefit are recommended."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Reference, Version
from medcalc.core.common import age
from medcalc.core.vector import where

STONE_2018 = Reference(
    "Diabetes Canada Clinical Practice Guidelines Expert Committee; Stone JA, Houlden RL, Lin P, "
    "Udell JA, Verma S. Cardiovascular protection in people with diabetes. Can J Diabetes. "
    "2018;42(Suppl 1):S162-S169.", doi="10.1016/j.jcjd.2017.10.024",
    url="https://guidelines.diabetes.ca/cpg/chapter25")
MDCALC = Reference("MDCalc. Reducing Vascular Risk in Patients Living with Diabetes: output "
                   "recorded in MedMCP-Calc dev task medmcp-calc_018_3aaad8b4 (statin yes, "
                   "ACEi/ARB yes, ASA not routinely recommended, liraglutide/empagliflozin/"
                   "canagliflozin no).")


def vascular(cvd, microvascular, diabetes_type, duration_over_15, a1c_above_target, age,
             risk_factor):
    statin = cvd | (age >= 40) | microvascular | (duration_over_15 & (age > 30))
    acei = cvd | microvascular | ((age >= 55) & risk_factor)
    asa = cvd
    cv_agent = cvd & (diabetes_type == "type2") & a1c_above_target
    value = ("Statin recommended: " + where(statin, "yes", "no")
             + "; ACEi/ARB recommended: " + where(acei, "yes", "no")
             + "; ASA recommended: " + where(asa, "yes", "not routinely recommended")
             + "; Liraglutide, empagliflozin or canagliflozin recommended: "
             + where(cv_agent, "yes", "no"))
    return {"value": value, "statin": where(statin, True, False),
            "acei_arb": where(acei, True, False), "asa": where(asa, True, False),
            "cv_benefit_agent": where(cv_agent, True, False)}


def interpret(value, breakdown):
    parts = []
    parts.append("statin recommended (even if LDL-C at target; LDL-C target < 2.0 mmol/L)"
                 if breakdown.get("statin") else "statin not routinely indicated by these "
                 "criteria (consider by CCS lipid guideline risk)")
    parts.append("ACE inhibitor or ARB at vascular-protective doses recommended"
                 if breakdown.get("acei_arb") else "ACE inhibitor/ARB not indicated for "
                 "vascular protection by these criteria")
    parts.append("ASA 81-162 mg for secondary prevention" if breakdown.get("asa")
                 else "ASA not routinely recommended for primary prevention")
    parts.append("add an agent with demonstrated cardiovascular benefit (liraglutide, "
                 "empagliflozin or canagliflozin)" if breakdown.get("cv_benefit_agent")
                 else "no cardiovascular-outcome agent indicated by these criteria")
    return "; ".join(parts)


CALCULATOR = Calculator(
    id="diabetes_vascular_risk_reduction",
    name="Reducing Vascular Risk in Patients Living with Diabetes",
    aliases=["Diabetes Canada vascular protection", "Vascular protection in diabetes",
             "Reducing vascular risk diabetes"],
    specialty="endocrinology_metabolism",
    description="Diabetes Canada 2018 vascular protection: statin, ACE inhibitor/ARB, ASA and a "
                "GLP-1 RA/SGLT2 inhibitor with cardiovascular benefit, each recommended or not "
                "from CVD, microvascular disease, age, duration, A1c and risk factors.",
    keywords=["diabetes", "cardiovascular protection", "statin", "ACE inhibitor", "aspirin",
              "SGLT2 inhibitor", "GLP-1 receptor agonist", "Diabetes Canada",
              "cardiovascular protection in diabetes", "which diabetic needs statin",
              "aspirin ACE inhibitor diabetes decision", "SGLT2 or GLP-1 for heart protection",
              "vascular protective drugs diabetes", "reduce heart attack risk diabetes"],
    features=[
        Boolean(name="cvd", description="Clinical macrovascular (cardiovascular, cerebrovascular "
                "or peripheral arterial) disease", labels=("Cardiovascular Disease?",)),
        Boolean(name="microvascular", description="Microvascular disease (retinopathy, "
                "nephropathy incl. albuminuria, neuropathy)",
                labels=("Microvascular Disease?",)),
        Category(name="diabetes_type", description="Diabetes type", labels=("Diabetes Type?",),
                 choices=(Choice("type1", "Type 1", aliases=("T1DM",)),
                          Choice("type2", "Type 2", aliases=("T2DM",)))),
        Boolean(name="duration_over_15", description="Diabetes duration > 15 years",
                labels=("Diabetes Duration >15 Years?",)),
        Boolean(name="a1c_above_target", description="A1c above target (> 7.0%)",
                labels=("A1c Above Target (>7.0%)?",)),
        age(range=(18.0, 120.0), labels=("Age?",)),
        Boolean(name="risk_factor",
                description="At least one additional cardiovascular risk factor or end-organ "
                            "damage (for the ACE inhibitor/ARB criterion at age >= 55)",
                labels=("Does the Patient Have at Least One of These Risk Factors?",),
                definition="e.g. smoking, hypertension, dyslipidaemia, albuminuria, "
                           "retinopathy, left ventricular hypertrophy"),
    ],
    versions=[Version("diabetes_canada_2018", dt.date(2018, 4, 1), STONE_2018, vascular,
                      notes="Statin: CVD, age >= 40, microvascular disease, or duration > 15 "
                            "y with age > 30. ACEi/ARB: CVD, microvascular disease, or age >= "
                            "55 with a risk factor/end-organ damage. ASA: CVD. CV-benefit "
                            "agent: type 2 with CVD and A1c above target.")],
    output=Output(kind="category", description="Recommendation for each of the four therapies"),
    interpret=interpret,
    references=[STONE_2018, MDCALC],
    vectorized=False,
    notes="Diabetes Canada 2018 chapter 25: statin for clinical macrovascular disease, age >= "
          "40, or age < 40 with diabetes > 15 years and age > 30, or microvascular "
          "complications (or risk by the CCS lipid guideline, not an input); ACE inhibitor or "
          "ARB at vascular-protective doses for macrovascular disease, age >= 55 with an "
          "additional risk factor or end-organ damage, or microvascular disease; low-dose ASA "
          "for secondary prevention only, not routinely for primary prevention; in type 2 "
          "diabetes with clinical CVD and A1c not at target, add an antihyperglycaemic agent "
          "with demonstrated cardiovascular benefit (2018: liraglutide, empagliflozin, "
          "canagliflozin). Output: the four recommendations as one text under MDCalc's headings "
          "(statin / ACEi/ARB / ASA / liraglutide, empagliflozin or canagliflozin recommended), "
          "each also as a yes/no in the breakdown. Written one patient at a time (string assembly); batch "
          "runs rows individually.",
)
