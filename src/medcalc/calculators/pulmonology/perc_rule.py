"""PERC rule (Kline 2004): pulmonary embolism rule-out criteria, as the number of criteria met."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Output,
    Reference,
    Version,
)
from medcalc.core.common import (
    age,
    heart_rate,
    oxygen_saturation,
    previous_dvt,
    previous_pe,
)

KLINE_2004 = Reference(
    "Kline JA, Mitchell AM, Kabrhel C, Richman PB, Courtney DM. Clinical criteria to prevent "
    "unnecessary diagnostic testing in emergency department patients with suspected pulmonary "
    "embolism. J Thromb Haemost. 2004;2(8):1247-1255.",
    url="https://pubmed.ncbi.nlm.nih.gov/15304025/")
KLINE_2008 = Reference(
    "Kline JA, Courtney DM, Kabrhel C, et al. Prospective multicenter evaluation of the "
    "pulmonary embolism rule-out criteria. J Thromb Haemost. 2008;6(5):772-780 (PERC negative "
    "with low gestalt suspicion: VTE or death in 1.0% at 45 days).",
    url="https://pubmed.ncbi.nlm.nih.gov/18318689/")


def perc(age, heart_rate, oxygen_saturation, unilateral_leg_swelling, hemoptysis,
         recent_surgery_or_trauma, previous_pe, previous_dvt, hormone_use):
    # Each criterion is the negation of one PERC item; NaN vitals (not mentioned) -> not met.
    criteria = {
        "age_50_or_more": (age >= 50) * 1,
        "heart_rate_100_or_more": (heart_rate >= 100) * 1,
        "oxygen_saturation_below_95": (oxygen_saturation < 95) * 1,
        "unilateral_leg_swelling": unilateral_leg_swelling * 1,
        "hemoptysis": hemoptysis * 1,
        "recent_surgery_or_trauma": recent_surgery_or_trauma * 1,
        # one criterion: prior PE or prior DVT
        "previous_pe_or_dvt": (previous_pe | previous_dvt) * 1,
        "hormone_use": hormone_use * 1,
    }
    return {"value": sum(criteria.values()), **criteria}


def interpret(count):
    if count == 0:
        return ("PERC negative (0 criteria): PE ruled out without further testing if the "
                "pretest probability is low (gestalt < 15%)")
    return "PERC positive (>= 1 criterion): PE cannot be ruled out by PERC"


CALCULATOR = Calculator(
    id="perc_rule",
    name="PERC Rule for Pulmonary Embolism",
    aliases=["PERC Rule (PE Rule-out Criteria)", "PERC Rule for Pulmonary Embolism",
             "Pulmonary Embolism Rule-out Criteria", "PERC", "肺栓塞PERC排除标准"],
    specialty="pulmonology",
    description="Number of the eight pulmonary embolism rule-out criteria that are met (0-8); "
                "with a low pretest probability, 0 criteria (PERC negative) rules out PE.",
    keywords=["pulmonary embolism", "PE", "rule out", "D-dimer", "emergency department",
              "low pretest probability", "chest pain", "dyspnea"],
    features=[
        age(description="Age (criterion: >= 50 years)", absent=CRITERION_NOT_MET),
        heart_rate(description="Heart rate (criterion: >= 100 beats/min)",
                   absent=CRITERION_NOT_MET),
        oxygen_saturation(description=("Oxygen saturation, pulse oximetry on room air "
                                       "(criterion: < 95%)"), absent=CRITERION_NOT_MET),
        Boolean(name="unilateral_leg_swelling", description="Unilateral leg swelling",
                definition="swelling of one leg on inspection"),
        Boolean(name="hemoptysis", description="Hemoptysis",
                definition="coughing up blood"),
        Boolean(name="recent_surgery_or_trauma", description="Recent surgery or trauma",
                definition="surgery or trauma within the previous 4 weeks that required "
                           "hospitalization (Kline 2008) or general anaesthesia (MDCalc wording)"),
        previous_pe(description="Previous pulmonary embolism (one criterion with "
                                                "previous DVT)"),
        previous_dvt(description="Previous deep vein thrombosis (one criterion "
                                                 "with previous PE)"),
        Boolean(name="hormone_use", description="Hormone use",
                definition="oral contraceptives, hormone replacement therapy, or other "
                           "estrogenic hormone use (men or women)"),
    ],
    versions=[
        Version("kline_2004", dt.date(2004, 8, 1), KLINE_2004, perc,
                notes="Criteria met: age >= 50, HR >= 100, SaO2 < 95%, unilateral leg swelling, "
                      "hemoptysis, recent surgery or trauma, prior PE or DVT, hormone use."),
    ],
    output=Output(kind="integer", unit="criteria", decimals=0),
    interpret=interpret,
    references=[KLINE_2004, KLINE_2008],
    notes="Kline 2004 states the rule as eight negative findings (age < 50, pulse < 100, SaO2 "
          ">= 95%, no hemoptysis, no estrogen use, no prior DVT/PE, no unilateral leg swelling, "
          "no recent surgery or trauma); this calculator counts the criteria that are NOT "
          "satisfied (MedCalc-Bench's integer answer), so 0 means PERC negative. PERC applies "
          "only when the clinician's pretest probability is already low (gestalt < 15%); it is "
          "not an input here. Prior PE and prior DVT are one criterion (separate MedCalc-Bench "
          "keys). Oxygen saturation is a percentage (95, not 0.95).",
)
