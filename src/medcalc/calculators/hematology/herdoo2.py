"""HERDOO2: which women can stop anticoagulation after a first unprovoked VTE (Rodger et al.,
CMAJ 2008; validated in REVERSE II, BMJ 2017)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Precondition, Quantity, Reference, Version, criterion, points_total
from medcalc.core.common import age, sex

RODGER_2008 = Reference(
    "Rodger MA, Kahn SR, Wells PS, et al. Identifying unprovoked thromboembolism patients at "
    "low risk for recurrence who can discontinue anticoagulant therapy. CMAJ. "
    "2008;179(5):417-426 (HERDOO2 in women: hyperpigmentation, oedema or redness of either "
    "leg; D-dimer >= 250 µg/L on anticoagulation; BMI >= 30; age >= 65; 0-1 point low risk, "
    "annual recurrence 1.6%).", doi="10.1503/cmaj.080493")
RODGER_2017 = Reference(
    "Rodger MA, Le Gal G, Anderson DR, et al. Validating the HERDOO2 rule to guide treatment "
    "duration for women with unprovoked venous thrombosis: multinational prospective cohort "
    "management study. BMJ. 2017;356:j1065 (REVERSE II: low-risk women who stopped "
    "anticoagulation had 3.0 recurrent VTE per 100 patient-years).", doi="10.1136/bmj.j1065")
MDCALC = Reference("MDCalc. HERDOO2 Rule for Discontinuing Anticoagulation in Unprovoked VTE.")

ITEMS = (
    criterion("post_thrombotic_signs", "Hyperpigmentation, edema or redness of either leg",
              aliases=("Post-thrombotic signs", "Post-thrombotic signs (hyperpigmentation, "
                       "edema, or redness of either leg)")),
    criterion("d_dimer_250", "D-dimer >= 250 µg/L (on anticoagulation)", "d_dimer", ge=250,
              aliases=("D-dimer ≥250 µg/L", "D-dimer ≥ 250")),
    criterion("obesity", "Obesity (BMI >= 30 kg/m2)", "bmi", ge=30,
              aliases=("BMI ≥30 kg/m²", "Obesity")),
    criterion("older_age", "Older age (>= 65 years)", "age", ge=65,
              aliases=("Age ≥65 years", "Older age")),
)
herdoo2 = points_total(ITEMS)


def interpret(score):
    if score <= 1:
        return ("low risk (HERDOO2 0-1): can discontinue anticoagulation after 5-12 months of "
                "treatment (recurrent VTE 3.0 per 100 patient-years after stopping in REVERSE II)")
    return "high risk (HERDOO2 >= 2): continue anticoagulation"


CALCULATOR = Calculator(
    id="herdoo2",
    name="HERDOO2 Rule for Discontinuing Anticoagulation in Unprovoked VTE",
    aliases=["HERDOO2", "HER DOO2", "Men continue and HERDOO2"],
    specialty="hematology",
    description="In women after a first unprovoked VTE treated 5-12 months, 0-1 of four "
                "findings identifies low recurrence risk (stop anticoagulation); men continue.",
    keywords=["venous thromboembolism", "unprovoked VTE", "anticoagulation duration", "recurrence",
              "women", "D-dimer", "REVERSE", "stop anticoagulation in women after VTE",
              "stop blood thinner after unprovoked clot", "women low recurrence risk after VTE",
              "duration of anticoagulation in women", "post thrombotic signs and D-dimer rule",
              "indefinite versus stop anticoagulation"],
    features=[
        Boolean(name="post_thrombotic_signs", description="Post-thrombotic signs (1 point)",
                definition="hyperpigmentation, oedema or redness of either leg"),
        Quantity(name="d_dimer", unit="µg/L", units=("µg/L", "ng/mL", "mg/L", "µg/mL"),
                 range=(1.0, 200000.0), basis="FEU",
                 description="D-dimer measured on anticoagulation (VIDAS D-dimer Exclusion, FEU)"
                             "; criterion >= 250 µg/L", labels=("D-dimer level", "D-dimer")),
        Quantity(name="bmi", unit="kg/m²", units=("kg/m²",), range=(8.0, 90.0),
                 description="Body-mass index (criterion: >= 30 kg/m²)",
                 labels=("BMI", "BMI, kg/m²")),
        age(description="Age (criterion: >= 65 years)", labels=("Age, years",)),
        sex(required=False, default="female",
            description="Sex: the rule applies to women only (men continue anticoagulation); "
                        "female when not given", labels=("Gender", "Sex")),
    ],
    items=list(ITEMS),
    versions=[Version("rodger_2008", dt.date(2008, 8, 26), RODGER_2008, herdoo2,
                      notes="One point each: post-thrombotic signs; D-dimer >= 250 µg/L; BMI "
                            ">= 30; age >= 65; 0-1 low risk.")],
    preconditions=[Precondition(lambda sex: sex == "female",
                                "HERDOO2 applies to women; men with unprovoked VTE should "
                                "continue anticoagulation (Rodger 2008)")],
    output=Output(kind="integer", unit="points", range=(0, 4)),
    interpret=interpret,
    references=[RODGER_2008, RODGER_2017, MDCALC],
    notes="For a first unprovoked VTE after 5-12 months of anticoagulation; the D-dimer is "
          "measured while still anticoagulated (VIDAS assay in the studies). A man gives NA "
          "not_applicable (the rule says continue). MDCalc's form asks the four findings; "
          "its risk figure for 0-1 point (3.0% per 100 patient-years) is REVERSE II's.",
)
