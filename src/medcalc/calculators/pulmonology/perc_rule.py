"""PERC rule (Kline 2004): pulmonary embolism rule-out criteria, as the number of criteria met."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Output,
    Reference,
    Version,
    criterion,
    either,
    points_total,
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


# The eight criteria, each counted when met (the negation of a PERC rule-out item), labelled as
# MDCalc prints them; prior PE or DVT is one either-or criterion.
AGE = criterion("age", "Age >= 50", ge=50.0, aliases=("Age ≥50", "Age >= 50 years"))
HEART_RATE = criterion("heart_rate", "Heart rate >= 100", ge=100.0, aliases=("HR ≥100",))
OXYGEN_SATURATION = criterion("oxygen_saturation", "O2 saturation on room air < 95%", lt=95.0,
                              aliases=("O2 sat on room air <95%", "SaO2 < 95%"))
LEG_SWELLING = criterion("unilateral_leg_swelling", "Unilateral leg swelling")
HEMOPTYSIS = criterion("hemoptysis", "Hemoptysis")
SURGERY_OR_TRAUMA = criterion("recent_surgery_or_trauma", "Recent surgery or trauma")
PREVIOUS_PE_OR_DVT = either("previous_pe_or_dvt", "Prior PE or DVT",
                            (Condition("previous_pe"), Condition("previous_dvt")),
                            aliases=("Prior PE or DVT", "Previous PE or DVT"))
HORMONE_USE = criterion("hormone_use", "Hormone use", aliases=("Estrogen use",))
ITEMS = (AGE, HEART_RATE, OXYGEN_SATURATION, LEG_SWELLING, HEMOPTYSIS, SURGERY_OR_TRAUMA,
         PREVIOUS_PE_OR_DVT, HORMONE_USE)


def _breakdown_names(**met):
    # The threshold criteria under the names earlier releases used.
    return {"age_50_or_more": met["age"], "heart_rate_100_or_more": met["heart_rate"],
            "oxygen_saturation_below_95": met["oxygen_saturation"]}


perc = points_total(ITEMS, extra=_breakdown_names)


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
              "low pretest probability", "chest pain", "dyspnea", "rule out PE without testing",
              "skip D-dimer for PE", "low-risk PE exclusion", "no workup needed for PE",
              "pulmonary embolism rule out bedside", "low probability chest pain PE"],
    features=[
        age(description="Age (criterion: >= 50 years)"),
        heart_rate(description="Heart rate (criterion: >= 100 beats/min)"),
        oxygen_saturation(description=("Oxygen saturation, pulse oximetry on room air "
                                       "(criterion: < 95%)")),
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
    items=list(ITEMS),
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
          "not an input here. The criteria are declared as items (MDCalc's labels), each "
          "answerable yes/no, the age, heart rate and saturation also by value or band ('>= "
          "50'). Prior PE and prior DVT are one either-or criterion (separate MedCalc-Bench "
          "keys): met if either is, decided from the one(s) given. Oxygen saturation is a "
          "percentage (95, not 0.95).",
)
