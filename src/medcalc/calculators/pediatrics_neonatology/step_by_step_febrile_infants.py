"""Step-by-Step approach to febrile infants 90 days or younger (Gomez et al. 2016)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core import Boolean
from medcalc.core.vector import where

GOMEZ_2016 = Reference(
    "Gomez B, Mintegi S, Bressan S, Da Dalt L, Gervaix A, Lacroix L; European Group for "
    "Validation of the Step-by-Step Approach. Validation of the \"Step-by-Step\" approach in the "
    "management of young febrile infants. Pediatrics. 2016;138(2):e20154381.",
    doi="10.1542/peds.2015-4381")
MDCALC = Reference("MDCalc. Step-by-Step Approach to Febrile Infants.", url="https://www.mdcalc.com/")

FEATURES = [
    Boolean(name="ill_appearing", description="Ill appearing (abnormal Pediatric Assessment "
            "Triangle)", labels=("Ill appearing (abnormal Pediatric Assessment Triangle)?",
                                 "Ill appearing")),
    Boolean(name="age_21_days_or_less", description="Age 21 days or younger",
            labels=("Age ≤21 days", "Age <=21 days")),
    Boolean(name="leukocyturia", description="Leukocyturia (leukocyte esterase or white cells "
            "in the urine)", labels=("Leukocyturia",)),
    Boolean(name="procalcitonin_high", description="Procalcitonin >= 0.5 ng/mL",
            labels=("Procalcitonin ≥0.5 ng/mL", "Procalcitonin >=0.5 ng/mL")),
    Boolean(name="crp_or_anc_high", description="CRP > 20 mg/L or ANC > 10,000/µL",
            labels=("CRP >20 mg/L or ANC >10,000/mm3", "CRP >20 mg/L or ANC >10000/mm3")),
]


def step_by_step(ill_appearing, age_21_days_or_less, leukocyturia, procalcitonin_high,
                 crp_or_anc_high):
    high = ill_appearing | age_21_days_or_less | leukocyturia | procalcitonin_high
    return where(high, "high risk", where(crp_or_anc_high, "intermediate risk", "low risk"))


def interpret(value):
    return {
        "high risk": "high risk of invasive bacterial infection: full sepsis work-up, "
                     "admission and empirical antibiotics",
        "intermediate risk": "intermediate risk: consider lumbar puncture and admission with "
                             "or without empirical antibiotics",
        "low risk": "low risk (invasive bacterial infection 0.7% in the validation): "
                    "outpatient management without lumbar puncture or antibiotics may be "
                    "considered, with follow-up",
    }.get(value)


CALCULATOR = Calculator(
    id="step_by_step_febrile_infants",
    name="Step-by-Step Approach to Febrile Infants",
    aliases=["Step-by-Step", "Step by Step febrile infant", "Step-by-Step approach"],
    specialty="pediatrics_neonatology",
    description="Sequential risk of invasive bacterial infection in febrile infants 90 days or "
                "younger: appearance, age <= 21 days, leukocyturia, procalcitonin >= 0.5 ng/mL, "
                "then CRP > 20 mg/L or ANC > 10,000/µL.",
    keywords=["febrile infant", "fever without source", "invasive bacterial infection",
              "procalcitonin", "young infant", "sepsis", "fever in young infant",
              "febrile infant serious bacterial infection", "febrile baby under 90 days",
              "lumbar puncture decision febrile infant", "low risk febrile infant discharge",
              "bacteremia or meningitis risk infant"],
    features=FEATURES,
    versions=[Version("gomez_2016", dt.date(2016, 8, 1), GOMEZ_2016, step_by_step,
                      notes="High risk if ill appearing, <= 21 days, leukocyturia or PCT >= "
                            "0.5; otherwise intermediate if CRP > 20 or ANC > 10,000; else "
                            "low risk.")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[GOMEZ_2016, MDCALC],
    notes="Gomez 2016 validation in 2,185 infants <= 90 days with fever without source. The "
          "steps are sequential, so a high-risk finding decides before the CRP/ANC step.",
)
