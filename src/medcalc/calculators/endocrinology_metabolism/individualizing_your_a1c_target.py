"""Individualizing the A1C target (Diabetes Canada 2018 guideline: chapter 8, targets for
glycemic control; chapter 37, older people; chapter 36, pregnancy)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Reference, Version
from medcalc.core.vector import where

IMRAN_2018 = Reference(
    "Diabetes Canada Clinical Practice Guidelines Expert Committee; Imran SA, Agarwal G, Bajaj "
    "HS, Ross S. Targets for glycemic control. Can J Diabetes. 2018;42(Suppl 1):S42-S46.",
    doi="10.1016/j.jcjd.2017.10.030", url="https://guidelines.diabetes.ca/cpg/chapter8")
MENEILLY_2018 = Reference(
    "Diabetes Canada Clinical Practice Guidelines Expert Committee; Meneilly GS, Knip A, Miller "
    "DB, Sherifali D, Tessier D, Zahedi A. Diabetes in older people. Can J Diabetes. "
    "2018;42(Suppl 1):S283-S295 (functionally independent <= 7.0%; functionally dependent "
    "7.1-8.0%; frail and/or dementia 7.1-8.5%; end of life: avoid symptomatic hyperglycaemia).",
    doi="10.1016/j.jcjd.2017.10.021")
FEIG_2018 = Reference(
    "Diabetes Canada Clinical Practice Guidelines Expert Committee; Feig DS, Berger H, Donovan "
    "L, et al. Diabetes and pregnancy. Can J Diabetes. 2018;42(Suppl 1):S255-S282 (A1C <= 6.5% "
    "in pregnancy, <= 6.1% if safely achievable; <= 7.0%, ideally <= 6.5%, before conception).",
    doi="10.1016/j.jcjd.2017.10.038")
MDCALC = Reference("MDCalc. Individualizing Your Patient's A1c Target: output recorded in "
                   "MedMCP-Calc dev task medmcp-calc_018_3aaad8b4 (type 2, 56 y, independent, "
                   "basal insulin + metformin + sulfonylurea, no recurrent hypoglycaemia -> "
                   "<= 7.0%).")

T65, T70, T80, T85 = "≤6.5%", "≤7.0%", "7.1-8.0%", "7.1-8.5%"
EOL = "no A1c target (end of life)"


def a1c_target(diabetes_type, pregnancy, function_level, therapy, recurrent_hypoglycemia):
    low_risk_t2 = (diabetes_type == "type2") & ((therapy == "lifestyle")
                                                | (therapy == "low_risk_agents"))
    value = where(low_risk_t2, T65, T70)
    value = where(recurrent_hypoglycemia, T85, value)
    value = where(function_level == "dependent", T80, value)
    value = where(function_level == "frail", T85, value)
    value = where(function_level == "end_of_life", EOL, value)
    value = where(pregnancy, T65, value)
    return {"value": value}


TEXT = {
    T65: "A1c <= 6.5%: pregnancy (<= 6.1% if safely achievable; <= 7.0%, ideally <= 6.5%, "
         "before conception), or type 2 diabetes on therapy with a low risk of hypoglycaemia "
         "where it can be reached safely (lowers CKD and retinopathy risk further)",
    T70: "A1c <= 7.0%: target for most adults with type 1 or type 2 diabetes",
    T80: "A1c 7.1-8.0%: functionally dependent",
    T85: "A1c 7.1-8.5%: frail and/or dementia, or recurrent severe hypoglycaemia or "
         "hypoglycaemia unawareness (also limited life expectancy, extensive coronary disease, "
         "multiple comorbidities)",
    EOL: "end of life: A1c measurement not recommended; avoid symptomatic hyperglycaemia",
}


def interpret(value):
    return TEXT.get(value)


CALCULATOR = Calculator(
    id="individualizing_your_a1c_target",
    name="Individualizing Your Patient's A1c Target",
    aliases=["A1c target", "Individualized A1C target", "Diabetes Canada A1C target",
             "Individualizing A1C target"],
    specialty="endocrinology_metabolism",
    description="Recommended A1c target from Diabetes Canada 2018: <= 7.0% for most; <= 6.5% in "
                "pregnancy or low-hypoglycaemia-risk type 2; 7.1-8.0% functionally dependent; "
                "7.1-8.5% frail/dementia or recurrent severe hypoglycaemia; none at end of life.",
    keywords=["HbA1c", "A1c target", "glycemic target", "diabetes", "older adults", "frailty",
              "hypoglycemia", "Diabetes Canada", "personalized A1c goal",
              "glycemic target for elderly", "how tight should glucose control be",
              "A1c goal in frail patient", "diabetes control target", "relaxed A1c target"],
    features=[
        Category(name="diabetes_type", description="Diabetes type", labels=("Diabetes Type?",),
                 choices=(Choice("type1", "Type 1", aliases=("T1DM", "Type 1 diabetes")),
                          Choice("type2", "Type 2", aliases=("T2DM", "Type 2 diabetes")))),
        Boolean(name="pregnancy", description="Pregnant or planning pregnancy",
                labels=("Pregnant or Desiring Pregnancy?",)),
        Category(name="function_level", description="Level of function",
                 labels=("Level of Function?",), choices=(
                     Choice("independent", "Functionally independent (no frailty)",
                            aliases=("Independent (no frailty)", "Independent")),
                     Choice("dependent", "Functionally dependent",
                            aliases=("Dependent",)),
                     Choice("frail", "Frail and/or dementia",
                            aliases=("Frail", "Dementia", "Frail or dementia")),
                     Choice("end_of_life", "End of life", aliases=("End-of-life",)),
                 )),
        Category(name="therapy", description="Current glucose-lowering therapy (by its risk of "
                 "hypoglycaemia)", labels=("Current Therapy?", "Treatment?"), choices=(
                     Choice("lifestyle", "Lifestyle only", aliases=("Lifestyle", "Diet",
                                                                    "None")),
                     Choice("low_risk_agents", "Non-insulin agents without hypoglycaemia risk "
                            "(metformin, DPP-4 inhibitor, GLP-1 receptor agonist, SGLT2 "
                            "inhibitor, thiazolidinedione, acarbose)",
                            aliases=("Metformin", "Metformin only", "Metformin monotherapy")),
                     Choice("secretagogue", "Sulfonylurea or meglitinide (with or without "
                            "other non-insulin agents)",
                            aliases=("Sulfonylurea", "Metformin + sulfonylurea",
                                     "Sulfonylurea + metformin")),
                     Choice("insulin", "Insulin (any regimen, with or without other agents)",
                            aliases=("Insulin", "Basal insulin", "Basal insulin + metformin",
                                     "Basal insulin + metformin + sulfonylurea",
                                     "Basal insulin + sulfonylurea + metformin",
                                     "Basal-bolus insulin", "Basal bolus insulin",
                                     "Multiple daily injections", "Insulin pump")),
                 )),
        Boolean(name="recurrent_hypoglycemia",
                description="Recurrent severe hypoglycaemia or hypoglycaemia unawareness",
                labels=("Recurrent Episodes of Severe Hypoglycemia or Hypoglycemic "
                        "Unawareness?",)),
    ],
    versions=[Version("diabetes_canada_2018", dt.date(2018, 4, 1), IMRAN_2018, a1c_target,
                      notes="Pregnancy > end of life > frail/dementia > functionally dependent "
                            "> recurrent severe hypoglycaemia > low-risk type 2 (<= 6.5%) > "
                            "<= 7.0%.")],
    output=Output(kind="category", description="Recommended A1c target"),
    interpret=interpret,
    references=[IMRAN_2018, MENEILLY_2018, FEIG_2018, MDCALC],
    notes="Targets from Diabetes Canada 2018: <= 7.0% for most adults (chapter 8); <= 6.5% may "
          "be targeted in type 2 diabetes to lower CKD and retinopathy risk further when it can "
          "be reached safely, taken here as type 2 on lifestyle or agents without "
          "hypoglycaemia risk; 7.1-8.5% with recurrent severe hypoglycaemia or hypoglycaemia "
          "unawareness (chapter 8); functionally dependent 7.1-8.0%, frail and/or dementia "
          "7.1-8.5%, end of life no A1c target (chapter 37); pregnancy <= 6.5% (chapter 36). "
          "When several apply the most specific situation decides, in the order pregnancy, end "
          "of life, frailty/dementia, functional dependence, recurrent hypoglycaemia. Therapy "
          "is asked by its hypoglycaemia risk (insulin or secretagogue vs others); MDCalc's "
          "combination texts are accepted as aliases. MDCalc also asks age and sex (sex only "
          "to show the pregnancy question); they do not change the target here. Other "
          "conditions that justify 7.1-8.5% in chapter 8 (limited life expectancy, extensive "
          "coronary disease, multiple comorbidities) are not inputs.",
)
