"""Respiratory Score (RS) for asthma in children: respiratory rate for age, retractions, dyspnoea
and auscultation (Seattle Children's Hospital; Liu et al., Pediatr Pulmonol 2004)."""

import datetime as dt

from medcalc.core import (Calculator, Category, Choice, Output, Reference, Version,
                          from_category)
from medcalc.core.common import respiratory_rate
from medcalc.core.vector import where

LIU_2004 = Reference(
    "Liu LL, Gallaher MM, Davis RL, Rutter CM, Lewis TC, Marcuse EK. Use of a respiratory "
    "clinical score among different providers. Pediatr Pulmonol. 2004;37(3):243-248.",
    doi="10.1002/ppul.10425")
SEATTLE_PATHWAY = Reference(
    "Seattle Children's Hospital. Asthma pathway: Respiratory Score (RS) table (respiratory "
    "rate by age, retractions, dyspnoea, auscultation; 1-4 mild, 5-8 moderate, 9-12 severe).")
MDCALC = Reference("MDCalc. Respiratory Score for Asthma.")

# age group -> (upper bound of 1 point, lower bound of 3 points), breaths/min
RR_BANDS = {1: (60, 70), 2: (50, 60), 3: (40, 45), 4: (34, 40), 5: (30, 36), 6: (26, 31),
            7: (23, 28)}
AGE_GROUP = Category(
    name="age_group", description="Age group (sets the respiratory-rate bands)",
    labels=("Age category", "Age group"),
    choices=(
        Choice("lt2mo", "< 2 months", 1, aliases=("<2 months", "less than 2 months")),
        Choice("2to12mo", "2-12 months", 2, aliases=("2 to 12 months",)),
        Choice("1to2y", "1-2 years", 3, aliases=("1 to 2 years",)),
        Choice("2to3y", "2-3 years", 4, aliases=("2 to 3 years",)),
        Choice("4to5y", "4-5 years", 5, aliases=("4 to 5 years",)),
        Choice("6to12y", "6-12 years", 6, aliases=("6 to 12 years",)),
        Choice("gt12y", "> 12 years", 7, aliases=(">12 years", "over 12 years")),
    ))
RETRACTIONS = Category(
    name="retractions", description="Retractions", labels=("Retractions",),
    choices=(
        Choice("none", "None", 0, aliases=("no retractions",)),
        Choice("one", "Subcostal or intercostal", 1, aliases=("subcostal", "intercostal")),
        Choice("two", "2 of: subcostal, intercostal, substernal, or nasal flaring (infant)", 2,
               aliases=("intercostal and substernal", "subcostal and intercostal",
                        "subcostal and substernal", "2 of the following")),
        Choice("three", "3 of: subcostal, intercostal, substernal, suprasternal, "
                        "supraclavicular, or nasal flaring/head bobbing (infant)", 3,
               aliases=("3 of the following", "suprasternal", "supraclavicular",
                        "head bobbing")),
    ))
DYSPNEA = Category(
    name="dyspnea", description="Dyspnoea (age-specific descriptors, 0-3)",
    labels=("Dyspnea", "Dyspnoea"),
    choices=(
        Choice("0", "Normal (feeding, vocalization, activity/play); > 4 years: counts to > 10 "
                    "in one breath", 0,
               aliases=("normal feeding, vocalizations and activity",
                        "normal feeding, vocalizations and play", "counts to >10 in one breath",
                        "normal")),
        Choice("1", "1 of: difficulty feeding, decreased vocalization or agitated (0-2 y); "
                    "decreased appetite, increased coughing after play, hyperactivity "
                    "(2-4 y); counts to 7-9 in one breath (> 4 y)", 1,
               aliases=("1 of the following: difficulty feeding, decreased vocalization, or "
                        "agitated", "1 of the following", "counts to 7-9 in one breath")),
        Choice("2", "2 of the above (by age); counts to 4-6 in one breath (> 4 y)", 2,
               aliases=("2 of the following", "counts to 4-6 in one breath")),
        Choice("3", "Stops feeding/eating or playing, no vocalization, drowsy or confused; "
                    "counts to <= 3 in one breath (> 4 y)", 3,
               aliases=("stops feeding, no vocalization, drowsy or confused",
                        "stops eating or drinking, stops playing, or drowsy and confused",
                        "counts to <3 in one breath")),
    ))
AUSCULTATION = Category(
    name="auscultation", description="Auscultation", labels=("Wheezing", "Auscultation"),
    choices=(
        Choice("normal", "Normal breath sounds", 0, aliases=("normal", "no wheeze")),
        Choice("end_expiratory", "End-expiratory wheeze only", 1,
               aliases=("end-expiratory wheeze",)),
        Choice("expiratory", "Expiratory wheeze only (greater than end-expiratory)", 2,
               aliases=("expiratory wheeze only", "expiratory wheeze")),
        Choice("insp_exp_or_diminished", "Inspiratory and expiratory wheeze and/or diminished "
                                         "breath sounds", 3,
               aliases=("inspiratory and expiratory wheeze", "diminished breath sounds",
                        "inspiratory and expiratory wheeze or diminished breath sounds or "
                        "both")),
    ))

FEATURES = [AGE_GROUP, respiratory_rate(labels=("Respiratory rate (breaths/min)",)),
            RETRACTIONS, DYSPNEA, AUSCULTATION]
ITEMS = (from_category(RETRACTIONS, "Retractions"), from_category(DYSPNEA, "Dyspnea"),
         from_category(AUSCULTATION, "Auscultation", ("Wheezing",)))


def rs(age_group, respiratory_rate, retractions, dyspnea, auscultation):
    low = 0.0
    high = 0.0
    for group, (lo, hi) in RR_BANDS.items():
        low = where(age_group == group, lo, low)
        high = where(age_group == group, hi, high)
    rr_points = where(respiratory_rate >= high, 3, where(respiratory_rate > low, 2, 1))
    parts = dict(respiratory_rate=rr_points, retractions=retractions, dyspnea=dyspnea,
                 auscultation=auscultation)
    return {"value": sum(parts.values()), **parts}


def interpret(score):
    if score <= 4:
        return f"RS {score} (1-4): mild (low risk)"
    if score <= 8:
        return f"RS {score} (5-8): moderate"
    return f"RS {score} (9-12): severe (high risk)"


CALCULATOR = Calculator(
    id="respiratory_asthma",
    name="Respiratory Score for Asthma",
    aliases=["Respiratory Score (RS)", "Seattle Children's Respiratory Score",
             "RS asthma score", "Pediatric respiratory score asthma"],
    specialty="pulmonology",
    description=("Severity of a paediatric asthma exacerbation (1-12): respiratory rate for age "
                 "1-3, retractions 0-3, dyspnoea 0-3, auscultation 0-3; 1-4 mild, 5-8 "
                 "moderate, 9-12 severe."),
    keywords=["pediatric asthma", "paediatric asthma", "asthma exacerbation",
              "respiratory distress", "clinical pathway", "child asthma attack severity",
              "pediatric asthma severity pathway", "respiratory distress score children",
              "asthma exacerbation grading kids", "mild moderate severe asthma child",
              "child asthma bronchodilator frequency"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("liu_2004", dt.date(2004, 3, 1), LIU_2004, rs,
                      notes="RR for age 1-3, retractions, dyspnoea, auscultation 0-3.")],
    output=Output(kind="integer", unit="points", range=(1, 12)),
    interpret=interpret,
    references=[LIU_2004, SEATTLE_PATHWAY, MDCALC],
    notes=("Table as in Seattle Children's asthma pathway (Liu 2004). Respiratory rate scores "
           "1 at or below the normal band, 2 in the middle band, 3 at or above the high band: "
           "< 2 mo <= 60 / 61-69 / >= 70; 2-12 mo <= 50 / 51-59 / >= 60; 1-2 y <= 40 / 41-44 / "
           ">= 45; 2-3 y <= 34 / 35-39 / >= 40; 4-5 y <= 30 / 31-35 / >= 36; 6-12 y <= 26 / "
           "27-30 / >= 31; > 12 y <= 23 / 24-27 / >= 28 (the printed table leaves the "
           "integers at the band edges, e.g. 60 and 70, unassigned: here they join the outer "
           "bands). Age group is an input (MDCalc's 'Age category'). The dyspnoea descriptors "
           "differ by age (feeding/vocalization under 2 years, play 2-4 years, counting in one "
           "breath over 4 years); the points 0-3 are what count. Severity bands 1-4 / 5-8 / "
           "9-12 as in the pathway; MDCalc calls 9 'High risk'."),
)
