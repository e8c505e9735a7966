"""AUA Symptom Index / International Prostate Symptom Score (Barry 1992): 7 items, 0-35."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

BARRY_1992 = Reference(
    "Barry MJ, Fowler FJ Jr, O'Leary MP, et al. The American Urological Association symptom "
    "index for benign prostatic hyperplasia. The Measurement Committee of the American "
    "Urological Association. J Urol. 1992;148(5):1549-1557.",
    doi="10.1016/s0022-5347(17)36966-5", url="https://pubmed.ncbi.nlm.nih.gov/1279218/")
AHCPR_1994 = Reference(
    "McConnell JD, Barry MJ, Bruskewitz RC, et al. Benign Prostatic Hyperplasia: Diagnosis and "
    "Treatment. Clinical Practice Guideline No. 8. AHCPR Publication No. 94-0582. Rockville, MD: "
    "Agency for Health Care Policy and Research; 1994 (AUA symptom index: mild 0-7, moderate "
    "8-19, severe 20-35).",
    url="https://www.ncbi.nlm.nih.gov/books/NBK52272/")
PHENX_IPSS = Reference(
    "PhenX Toolkit, protocol 'Prostate Symptoms': International Prostate Symptom Score (I-PSS), "
    "the seven AUA symptom index items plus the quality-of-life question (0 delighted - 6 "
    "terrible); listed with availability 'Available'.",
    url="https://www.phenxtoolkit.org/index.php?pageLink=browse.protocoldetails&id=101202")

_FREQUENCY_ANCHORS = (
    ("not_at_all", "Not at all", 0, ("never", "none", "0")),
    ("less_than_1_in_5", "Less than 1 time in 5", 1,
     ("less than 1 in 5 times", "less than one time in five", "less than 20%", "1")),
    ("less_than_half", "Less than half the time", 2, ("less than 50%", "2")),
    ("about_half", "About half the time", 3, ("about 50%", "half the time", "3")),
    ("more_than_half", "More than half the time", 4, ("more than 50%", "4")),
    ("almost_always", "Almost always", 5, ("always", "5")),
)


def _frequency_item(name: str, description: str) -> Category:
    return Category(
        name=name,
        description=f"{description}, over the past month (0 not at all - 5 almost always)",
        choices=tuple(Choice(key, label, points, aliases=aliases)
                      for key, label, points, aliases in _FREQUENCY_ANCHORS),
    )


INCOMPLETE_EMPTYING = _frequency_item(
    "incomplete_emptying", "Sensation of incomplete bladder emptying after voiding")
FREQUENCY = _frequency_item(
    "frequency", "Needing to void again less than two hours after finishing")
INTERMITTENCY = _frequency_item(
    "intermittency", "Stream stopping and starting several times while voiding")
URGENCY = _frequency_item(
    "urgency", "Difficulty postponing voiding")
WEAK_STREAM = _frequency_item(
    "weak_stream", "Weak urinary stream")
STRAINING = _frequency_item(
    "straining", "Pushing or straining to begin voiding")

NOCTURIA = Category(
    name="nocturia",
    description=("Times the patient typically gets up at night to void, from going to bed until "
                 "rising, over the past month (0 none - 5 five or more times)"),
    choices=(
        Choice("none", "None", 0, aliases=("0 times", "never", "no nocturia", "0")),
        Choice("once", "1 time", 1, aliases=("1 time", "one time", "1")),
        Choice("twice", "2 times", 2, aliases=("2 times", "two times", "2")),
        Choice("three_times", "3 times", 3, aliases=("3 times", "three times", "3")),
        Choice("four_times", "4 times", 4, aliases=("4 times", "four times", "4")),
        Choice("five_or_more", "5 or more times", 5,
               aliases=("5 times", "five times", "5 or more", "five or more times", ">=5",
                        "5+", "5")),
    ),
)

QUALITY_OF_LIFE = Category(
    name="quality_of_life",
    required=False,
    description=("Optional I-PSS quality-of-life item: how the patient would feel spending the "
                 "rest of his life with his urinary condition as it is now (0 delighted - 6 "
                 "terrible); reported separately, not added to the symptom score"),
    choices=(
        Choice("delighted", "Delighted", 0, aliases=("0",)),
        Choice("pleased", "Pleased", 1, aliases=("1",)),
        Choice("mostly_satisfied", "Mostly satisfied", 2,
               aliases=("moderately satisfied", "2")),
        Choice("mixed", "Mixed (about equally satisfied and dissatisfied)", 3,
               aliases=("mixed", "about equally satisfied and dissatisfied", "3")),
        Choice("mostly_dissatisfied", "Mostly dissatisfied", 4, aliases=("4",)),
        Choice("unhappy", "Unhappy", 5, aliases=("5",)),
        Choice("terrible", "Terrible", 6, aliases=("6",)),
    ),
)


def symptom_score(incomplete_emptying, frequency, intermittency, urgency, weak_stream,
                  straining, nocturia, quality_of_life):
    items = {
        "incomplete_emptying": incomplete_emptying,
        "frequency": frequency,
        "intermittency": intermittency,
        "urgency": urgency,
        "weak_stream": weak_stream,
        "straining": straining,
        "nocturia": nocturia,
    }
    out = {"value": sum(items.values()), **items}
    if quality_of_life is not None:
        out["quality_of_life"] = quality_of_life
    return out


def severity(score):
    if score <= 7:
        return "mild symptoms (0-7)"
    if score <= 19:
        return "moderate symptoms (8-19)"
    return "severe symptoms (20-35)"


CALCULATOR = Calculator(
    id="ipss_aua_si",
    name=("American Urological Association Symptom Index (AUA-SI)/International Prostate "
          "Symptom Score (IPSS)"),
    aliases=["International Prostate Symptom Score (IPSS)/American Urological Association "
             "Symptom Index (AUA-SI)", "IPSS - International Prostate Symptom Score",
             "International Prostate Symptom Score", "AUA Symptom Index", "AUA-SI", "I-PSS",
             "IPSS"],
    specialty="nephrology_urology",
    description=("Severity of male lower urinary tract symptoms (benign prostatic hyperplasia) "
                 "from seven symptom items scored 0-5: total 0-35, mild, moderate or severe."),
    keywords=["benign prostatic hyperplasia", "BPH", "enlarged prostate", "LUTS",
              "lower urinary tract symptoms", "prostatism", "nocturia", "weak urinary stream",
              "voiding symptoms", "bladder outlet obstruction", "urology questionnaire",
              "prostate symptom questionnaire", "urinary symptoms in older men",
              "severity of voiding symptoms", "weak stream and nighttime urination",
              "enlarged prostate symptom burden", "track BPH treatment response",
              "urinary symptom quality of life"],
    features=[INCOMPLETE_EMPTYING, FREQUENCY, INTERMITTENCY, URGENCY, WEAK_STREAM, STRAINING,
              NOCTURIA, QUALITY_OF_LIFE],
    versions=[
        Version("barry_1992", dt.date(1992, 11, 1), BARRY_1992, symptom_score,
                notes="Seven items (incomplete emptying, frequency, intermittency, urgency, "
                      "weak stream, straining, nocturia), 0-5 points each, summed (0-35). "
                      "Effective date: J Urol November 1992 issue (day not established)."),
    ],
    output=Output(kind="integer", unit="points", range=(0, 35)),
    interpret=severity,
    references=[BARRY_1992, AHCPR_1994, PHENX_IPSS],
    notes=(
        "The I-PSS is the AUA symptom index plus one quality-of-life question; the symptom score "
        "(0-35) is the same in both, and the quality-of-life answer (0-6), when given, is "
        "reported in the breakdown but never added to it. Every symptom item must be answered: "
        "an unanswered item makes the score NA (items are never imputed, even with "
        "missing='absent'). Items accept the points (0-5) or the response anchors. Severity "
        "bands (mild 0-7, moderate 8-19, severe 20-35) as in the AHCPR 1994 BPH guideline and "
        "later AUA guidelines. The score grades symptoms; it does not diagnose BPH (other "
        "causes of LUTS give high scores too). Licence: the AUA symptom index / I-PSS is freely "
        "available (reproduced in the US-government AHCPR guideline and listed as available, "
        "not proprietary, in the PhenX Toolkit); item descriptions here are paraphrased."),
)
