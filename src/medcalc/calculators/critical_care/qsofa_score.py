"""qSOFA (quick SOFA), Sepsis-3 2016: respiratory rate >= 22/min, altered mentation, systolic
blood pressure <= 100 mmHg; one point each."""

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
from medcalc.core.common import gcs, respiratory_rate, systolic_bp

SEYMOUR_2016 = Reference(
    "Seymour CW, Liu VX, Iwashyna TJ, et al. Assessment of clinical criteria for sepsis: for the "
    "Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3). JAMA. "
    "2016;315(8):762-774 (derivation and validation of qSOFA).",
    doi="10.1001/jama.2016.0288", url="https://pubmed.ncbi.nlm.nih.gov/26903335/")
SINGER_2016 = Reference(
    "Singer M, Deutschman CS, Seymour CW, et al. The Third International Consensus Definitions "
    "for Sepsis and Septic Shock (Sepsis-3). JAMA. 2016;315(8):801-810 (qSOFA: respiratory rate "
    ">= 22/min, altered mentation - Glasgow Coma Scale score < 15 - and systolic blood pressure "
    "<= 100 mm Hg, 1 point each).",
    doi="10.1001/jama.2016.0287", url="https://pubmed.ncbi.nlm.nih.gov/26903338/")


# Singer 2016's three criteria, one point each, labelled as printed there (aliases: MDCalc's
# field labels). Altered mentation is an either-or item: asserted yes/no, or read from a GCS
# below 15 (Singer 2016's definition); either source alone decides it.
RESPIRATORY_RATE = criterion("respiratory_rate", "Respiratory rate >= 22/min", ge=22.0,
                             aliases=("Respiratory rate ≥22", "Respiratory rate ≥22/min",
                                      "RR >= 22"))
ALTERED_MENTATION = either(
    "altered_mentation", "Altered mentation",
    (Condition("altered_mentation"), Condition("gcs", lt=15)),
    aliases=("Altered mental status", "Altered mentation (GCS < 15)"),
    yes_aliases=("GCS < 15", "<15"), no_aliases=("GCS 15",))
SYSTOLIC_BP = criterion("systolic_bp", "Systolic blood pressure <= 100 mmHg", le=100.0,
                        aliases=("Systolic blood pressure ≤100", "Systolic BP ≤100 mmHg",
                                 "SBP <= 100"))
ITEMS = (RESPIRATORY_RATE, ALTERED_MENTATION, SYSTOLIC_BP)


def _met(**points):
    return {"respiratory_rate_22_or_more": points["respiratory_rate"] == 1,
            "systolic_bp_100_or_less": points["systolic_bp"] == 1}


qsofa = points_total(ITEMS, extra=_met)


def interpret(score):
    if score >= 2:
        return (f"qSOFA {score}: positive (>= 2); in suspected infection, a higher risk of death "
                "or prolonged ICU stay; assess for organ dysfunction (SOFA)")
    return (f"qSOFA {score}: negative (< 2); does not exclude sepsis, keep reassessing")


CALCULATOR = Calculator(
    id="qsofa_score",
    name="qSOFA (Quick SOFA) Score for Sepsis",
    aliases=["qSOFA Score (Sepsis-3)", "qSOFA", "quick SOFA", "quickSOFA",
             "quick Sequential Organ Failure Assessment", "快速序贯器官衰竭评分（qSOFA）"],
    specialty="critical_care",
    description=("Bedside Sepsis-3 prompt for adults with suspected infection outside the ICU: "
                 "one point each for respiratory rate >= 22/min, altered mentation and systolic "
                 "pressure <= 100 mmHg (0-3; >= 2 is positive)."),
    keywords=["sepsis", "suspected infection", "Sepsis-3", "septic shock", "infection mortality",
              "bedside sepsis screen", "organ dysfunction", "emergency department", "ward",
              "quick sepsis screen outside ICU", "bedside sepsis prompt",
              "likely poor outcome from infection", "infection with hypotension and fast breathing",
              "screen suspected infection in ED", "sepsis screening at triage"],
    features=[
        respiratory_rate(description="Respiratory rate (criterion: >= 22 breaths/min)"),
        Boolean(name="altered_mentation", description="Altered mentation",
                definition="any acute change in mental status; a Glasgow Coma Scale score below "
                           "15 counts"),
        gcs(required=False,
            description=("Glasgow Coma Scale total (3-15), optional: a GCS below 15 is altered "
                         "mentation (either source decides the criterion)")),
        systolic_bp(description="Systolic blood pressure (criterion: <= 100 mmHg)"),
    ],
    items=list(ITEMS),
    versions=[Version("sepsis3_2016", dt.date(2016, 2, 23), SINGER_2016, qsofa,
                      notes="RR >= 22/min, altered mentation, SBP <= 100 mmHg; 1 point each.")],
    output=Output(kind="integer", unit="points"),
    interpret=interpret,
    references=[SINGER_2016, SEYMOUR_2016],
    notes=(
        "Criteria as in Singer 2016 and Seymour 2016: both thresholds are inclusive (22 "
        "breaths/min and 100 mmHg count). Altered mentation is a Glasgow Coma Scale score below "
        "15 (Singer 2016): the criterion is an either-or item, answered yes/no or read from a "
        "GCS (either alone decides it; met if either says so). Each criterion may also be "
        "answered by its band ('>= 22', '<= 100') or yes/no under its name or MDCalc's label. "
        "qSOFA >= 2 identifies adults with suspected infection outside the "
        "ICU at greater risk of a poor outcome; it is not a definition of sepsis (Sepsis-3 defines "
        "sepsis as an acute rise of SOFA >= 2), and the Surviving Sepsis Campaign 2021 advises "
        "against qSOFA as a single screening tool. Converted inputs are rounded to 12 significant "
        "digits, so unit-conversion noise cannot flip a criterion. Under missing='absent' "
        "an unmentioned criterion counts as not met (listed as imputed)."),
)
