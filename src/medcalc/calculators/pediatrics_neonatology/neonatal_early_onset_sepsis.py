"""Neonatal early-onset sepsis risk from maternal risk factors (Puopolo 2011 model, Kaiser EOS
calculator) with the clinical-exam likelihood ratios of Escobar 2014."""

import datetime as dt

from medcalc.core import (Calculator, Category, Choice, Duration, Output, Precondition, Reference,
                          Version)
from medcalc.core.common import temperature
from medcalc.core.vector import exp, where
from medcalc.formulas.pediatrics_w4 import GestationalAge

PUOPOLO_2011 = Reference(
    "Puopolo KM, Draper D, Wi S, et al. Estimating the probability of neonatal early-onset "
    "infection on the basis of maternal risk factors. Pediatrics. 2011;128(5):e1155-e1163.",
    doi="10.1542/peds.2010-3464")
ESCOBAR_2014 = Reference(
    "Escobar GJ, Puopolo KM, Wi S, et al. Stratification of risk of early-onset sepsis in "
    "newborns >= 34 weeks' gestation. Pediatrics. 2014;133(1):30-36 (likelihood ratios of the "
    "newborn's clinical presentation: well appearing 0.41, equivocal 5.0, clinical illness "
    "21.2).", doi="10.1542/peds.2013-1689")
KUZNIEWICZ_2017 = Reference(
    "Kuzniewicz MW, Puopolo KM, Fischer A, et al. A quantitative, risk-based approach to the "
    "management of neonatal early-onset sepsis. JAMA Pediatr. 2017;171(4):365-371 (risk "
    ">= 3/1000: empirical antibiotics; 1 to < 3/1000: blood culture and vital signs every 4 h).",
    doi="10.1001/jamapediatrics.2016.4678")
KAISER = Reference("Kaiser Permanente. Neonatal Early-Onset Sepsis Calculator.",
                   url="https://neonatalsepsiscalculator.kaiserpermanente.org/")
MDCALC = Reference("MDCalc. Neonatal Early-Onset Sepsis Calculator.",
                   url="https://www.mdcalc.com/calc/10528/neonatal-early-onset-sepsis-calculator")

INTERCEPT = 40.5656  # constant MDCalc uses; reproduces its recorded answer to 4 digits
GBS = Category(name="gbs_status", description="Maternal GBS status",
               labels=("Maternal GBS status", "GBS status"), choices=(
    Choice("negative", "Negative", 0.0, aliases=("neg",)),
    Choice("positive", "Positive", 0.5771, aliases=("pos",)),
    Choice("unknown", "Unknown", 0.0427),
))
ANTIBIOTICS = Category(name="intrapartum_antibiotics", description="Type and timing of "
                       "intrapartum antibiotics", labels=("Type of intrapartum antibiotics",
                                                          "Intrapartum antibiotics"), choices=(
    Choice("broad_4h", "Broad-spectrum antibiotics > 4 h before birth", -1.1861,
           aliases=("Broad spectrum antibiotics >4 hrs prior to birth",
                    "Broad-spectrum antibiotics >4 hrs prior to birth")),
    Choice("broad_2_4h", "Broad-spectrum antibiotics 2-3.9 h before birth", -1.0488,
           aliases=("Broad spectrum antibiotics 2-3.9 hrs prior to birth",
                    "Broad-spectrum antibiotics 2-3.9 hrs prior to birth")),
    Choice("gbs_specific_2h", "GBS-specific antibiotics > 2 h before birth", -1.0488,
           aliases=("GBS specific antibiotics >2 hrs prior to birth",
                    "GBS-specific antibiotics >2 hrs prior to birth")),
    Choice("none", "No antibiotics, or any antibiotics < 2 h before birth", 0.0,
           aliases=("No antibiotics or any antibiotics < 2 hrs prior to birth",
                    "No antibiotics or any antibiotics <2 hrs prior to birth", "None")),
))
EXAM = Category(name="clinical_exam", description="Newborn's clinical presentation (optional)",
                required=False, labels=("Clinical exam", "Clinical presentation"), choices=(
    Choice("well", "Well appearing", 0.41, aliases=("Well-appearing",)),
    Choice("equivocal", "Equivocal", 5.0),
    Choice("clinical_illness", "Clinical illness", 21.2),
))


def _posterior(prior, lr):
    odds = prior / (1.0 - prior) * lr
    return odds / (1.0 + odds)


def eos_risk(gestational_age, temperature, rupture_of_membranes, gbs_status,
             intrapartum_antibiotics, clinical_exam=None):
    tmax_f = temperature * 1.8 + 32.0
    linear = (INTERCEPT - 6.9325 * gestational_age + 0.0877 * gestational_age ** 2
              + 0.868 * tmax_f + 1.2256 * (rupture_of_membranes + 0.05) ** 0.2 + gbs_status
              + intrapartum_antibiotics)
    prior = 1.0 / (1.0 + exp(-linear))
    out = {"value": 1000.0 * prior,
           "well_appearing_per_1000": 1000.0 * _posterior(prior, 0.41),
           "equivocal_per_1000": 1000.0 * _posterior(prior, 5.0),
           "clinical_illness_per_1000": 1000.0 * _posterior(prior, 21.2)}
    if clinical_exam is not None:
        out["after_exam_per_1000"] = 1000.0 * _posterior(prior, clinical_exam)
        out["clinical_illness"] = where(clinical_exam == 21.2, True, False)
    return out


def _action(risk):
    if risk >= 3:
        return "empirical antibiotics"
    if risk >= 1:
        return "blood culture and vital signs every 4 h for 24 h"
    return "routine care"


def interpret(value, breakdown):
    text = f"EOS risk at birth {value:.2f}/1000 ({_action(value)} before the exam)"
    after = (breakdown or {}).get("after_exam_per_1000")
    if after is not None:
        action = ("empirical antibiotics" if (breakdown or {}).get("clinical_illness")
                  else _action(after))
        text += f"; after the exam {after:.2f}/1000: {action}"
    return text


CALCULATOR = Calculator(
    id="neonatal_early_onset_sepsis",
    name="Neonatal Early-Onset Sepsis Calculator",
    aliases=["EOS calculator", "Kaiser sepsis calculator", "Neonatal sepsis calculator",
             "Puopolo EOS risk"],
    specialty="pediatrics_neonatology",
    description="Probability of early-onset sepsis per 1000 live births in a newborn >= 34 "
                "weeks from gestational age, highest maternal temperature, duration of rupture "
                "of membranes, maternal GBS status and intrapartum antibiotics; with the "
                "newborn's exam, the posterior risk and the recommended action.",
    keywords=["early-onset sepsis", "EOS", "newborn", "chorioamnionitis", "GBS",
              "intrapartum antibiotics", "Kaiser", "newborn sepsis risk",
              "should newborn get antibiotics", "neonatal infection probability after birth",
              "maternal fever newborn risk", "GBS newborn sepsis risk", "sepsis evaluation newborn",
              "blood culture decision newborn"],
    features=[
        GestationalAge(name="gestational_age", description="Gestational age (weeks; '39w2d' "
                       "accepted)", unit="week", units=("week", "day"), range=(30.0, 45.0),
                       labels=("Gestational age",)),
        temperature(description="Highest maternal antepartum temperature",
                    labels=("Highest maternal antepartum temperature",)),
        Duration(name="rupture_of_membranes", description="Duration of rupture of membranes",
                 unit="h", units=("h", "min", "day"), range=(0.0, 720.0),
                 labels=("Duration of rupture of membranes (ROM)", "ROM")),
        GBS, ANTIBIOTICS, EXAM,
    ],
    preconditions=[Precondition(lambda gestational_age: 34.0 <= gestational_age < 44.0,
                                "the model was derived in newborns of 34 to 43 weeks")],
    versions=[Version("puopolo_2011", dt.date(2011, 11, 1), PUOPOLO_2011, eos_risk,
                      notes="logit = 40.5656 - 6.9325 GA + 0.0877 GA^2 + 0.868 Tmax(°F) + "
                            "1.2256 (ROM h + 0.05)^0.2 + GBS (pos 0.5771, unknown 0.0427) + "
                            "antibiotics (broad > 4 h -1.1861; broad 2-3.9 h or GBS-specific > "
                            "2 h -1.0488); exam LRs 0.41 / 5.0 / 21.2.")],
    output=Output(kind="number", unit="per 1000 births", decimals=2, range=(0.0, 1000.0),
                  description="EOS risk at birth per 1000 live births"),
    interpret=interpret,
    references=[PUOPOLO_2011, ESCOBAR_2014, KUZNIEWICZ_2017, KAISER, MDCALC],
    notes="Coefficients of the Puopolo 2011 model as used by the Kaiser web calculator; the "
          "intercept depends on the assumed incidence of EOS, and 40.5656 is the constant that "
          "reproduces MDCalc's recorded answer (0.76/1000; exam 0.31/3.77/15.81) to all its "
          "digits; it is believed to be the Kaiser setting for an incidence of 0.5/1000 "
          "(not verified against the Kaiser site; other incidences are not offered). "
          "Posterior = prior odds x LR (Escobar 2014: 0.41, 5.0, 21.2; the 2017 version of the "
          "calculator; Kaiser's 2024 update changed them). Actions follow Kuzniewicz 2017: "
          ">= 3/1000 empirical antibiotics, 1 to < 3 blood culture and 4-hourly vitals, "
          "clinical illness always antibiotics.",
)
