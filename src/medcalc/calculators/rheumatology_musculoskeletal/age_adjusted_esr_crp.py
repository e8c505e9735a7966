"""Age-adjusted upper limits of normal for the ESR (Miller et al., BMJ 1983) and CRP (Wener et
al., J Rheumatol 2000)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import FEMALE, age, sex
from medcalc.core.vector import where

MILLER_1983 = Reference(
    "Miller A, Green M, Robinson D. Simple rule for calculating normal erythrocyte sedimentation "
    "rate. Br Med J (Clin Res Ed). 1983;286(6361):266.", doi="10.1136/bmj.286.6361.266")
WENER_2000 = Reference(
    "Wener MH, Daum PR, McQuillan GM. The influence of age, sex, and race on the upper reference "
    "limit of serum C-reactive protein concentration. J Rheumatol. 2000;27(10):2351-2359.")
MDCALC = Reference("MDCalc. Age-Adjusted ESR/CRP for Rheumatoid Arthritis.")


def compute(age, sex):
    female = sex == FEMALE
    esr_uln = where(female, (age + 10.0) / 2.0, age / 2.0)
    crp_uln = where(female, age / 50.0 + 0.6, age / 50.0)
    return {"value": esr_uln, "esr_upper_limit_mm_h": esr_uln, "crp_upper_limit_mg_dl": crp_uln}


def interpret(value, breakdown):
    crp = (breakdown or {}).get("crp_upper_limit_mg_dl")
    text = f"ESR upper limit of normal {value:.1f} mm/h"
    if crp is not None:
        text += f"; CRP upper limit of normal {crp:.1f} mg/dL"
    return text


CALCULATOR = Calculator(
    id="age_adjusted_esr_crp",
    name="Age-Adjusted ESR/CRP for Rheumatoid Arthritis",
    aliases=["Age-adjusted ESR", "Age-adjusted CRP", "Normal ESR for age", "Westergren ESR "
             "upper limit by age", "Miller ESR rule"],
    specialty="rheumatology_musculoskeletal",
    description=("Age- and sex-adjusted upper limits of normal for the erythrocyte sedimentation "
                 "rate (Miller 1983) and C-reactive protein (Wener 2000); the value is the ESR "
                 "limit, the CRP limit is in the breakdown and interpretation."),
    keywords=["ESR", "CRP", "upper limit of normal", "acute-phase reactant", "sedimentation rate",
              "rheumatoid arthritis", "elderly", "normal sedimentation rate for age and sex",
              "upper normal ESR in elderly", "is this ESR elevated for age",
              "age corrected inflammatory marker limit", "expected CRP upper limit by age",
              "age divided by two ESR rule", "reference range for inflammatory markers"],
    features=[age(labels=("Age",), range=(18.0, 125.0),
                  description="Age, years (adults: the rules were derived in adults)"),
              sex(labels=("Sex",))],
    versions=[Version("miller_1983_wener_2000", dt.date(2000, 10, 1), WENER_2000, compute,
                      notes="ESR ULN (mm/h): men age/2, women (age + 10)/2 (Miller 1983). CRP "
                            "ULN (mg/dL): men age/50, women age/50 + 0.6 (Wener 2000).")],
    output=Output(kind="number", unit="mm/h", decimals=1, range=(9.0, 67.5)),
    interpret=interpret,
    references=[MILLER_1983, WENER_2000, MDCALC],
    notes=("Value: the ESR upper limit (Westergren, mm/h), as MDCalc's first output; the CRP "
           "upper limit in mg/dL is returned in the breakdown (crp_upper_limit_mg_dl) and the "
           "interpretation. Miller 1983 derived the ESR rule in adults (about 20-90 years); "
           "Wener 2000 the CRP rule from NHANES III adults. Ages below 18 are outside the "
           "declared plausible range (NA implausible). Same rules as MDCalc."),
)
