"""IIEF-5 (Sexual Health Inventory for Men): five-item erectile function score (Rosen 1999)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

ROSEN_1999 = Reference(
    "Rosen RC, Cappelleri JC, Smith MD, Lipsky J, Peña BM. Development and evaluation of an "
    "abridged, 5-item version of the International Index of Erectile Function (IIEF-5) as a "
    "diagnostic tool for erectile dysfunction. Int J Impot Res. 1999;11(6):319-326.",
    doi="10.1038/sj.ijir.3900472")
ROSEN_1997 = Reference(
    "Rosen RC, Riley A, Wagner G, Osterloh IH, Kirkpatrick J, Mishra R. The international index "
    "of erectile function (IIEF): a multidimensional scale for assessment of erectile "
    "dysfunction. Urology. 1997;49(6):822-830.", doi="10.1016/s0090-4295(97)00238-0")
MDCALC = Reference("MDCalc. International Index of Erectile Function (IIEF-5).")

_NO_ACTIVITY = ("no_activity", "No sexual activity / did not attempt intercourse", 0)


def _item(name, description, labels, anchors, zero=None):
    """A five-anchor item (1-5), with the 0 'no activity' answer where the IIEF-5 has one."""
    choices = []
    if zero is not None:
        key, label, points = zero
        choices.append(Choice(key, label, points, aliases=(
            "0", "0 (no sexual activity)", "0 (did not attempt intercourse)",
            "No sexual activity", "Did not attempt intercourse")))
    for points, (key, label, extra) in enumerate(anchors, start=1):
        choices.append(Choice(key, label, points, aliases=(
            str(points), f"{points} ({label.lower()})", *extra,
            *(f"{points} ({e.lower()})" for e in extra))))
    return Category(name=name, description=description, labels=labels, choices=tuple(choices))


_FREQUENCY = (
    ("almost_never", "Almost never or never", ("almost never/never", "almost never", "never")),
    ("a_few_times", "A few times", ("a few times (much less than half the time)",)),
    ("sometimes", "Sometimes", ("sometimes (about half the time)",)),
    ("most_times", "Most times", ("most times (much more than half the time)",)),
    ("almost_always", "Almost always or always", ("almost always/always", "almost always",
                                                  "always")),
)
_CONFIDENCE = (
    ("very_low", "Very low", ("very low confidence",)),
    ("low", "Low", ("low confidence",)),
    ("moderate", "Moderate", ("moderate confidence",)),
    ("high", "High", ("high confidence",)),
    ("very_high", "Very high", ("very high confidence",)),
)
_DIFFICULTY = (
    ("extremely_difficult", "Extremely difficult", ()),
    ("very_difficult", "Very difficult", ()),
    ("difficult", "Difficult", ()),
    ("slightly_difficult", "Slightly difficult", ()),
    ("not_difficult", "Not difficult", ()),
)

# Items described in our own words; labels are the field labels MDCalc's form shows (input keys).
FEATURES = (
    _item("confidence", "Self-rated confidence in getting and keeping an erection (1 very low - "
          "5 very high)",
          ("1. How do you rate your confidence that you could get and keep an erection?",
           "Erection confidence"), _CONFIDENCE),
    _item("hard_enough", "How often erections with stimulation were firm enough for penetration "
          "(0 no activity, 1 almost never - 5 almost always)",
          ("2. When you had erections with sexual stimulation, how often were your erections "
           "hard enough for penetration?", "Erection firmness"), _FREQUENCY, _NO_ACTIVITY),
    _item("maintain_after_penetration", "How often the erection was maintained after "
          "penetration (0 did not attempt, 1 almost never - 5 almost always)",
          ("3. During sexual intercourse, how often were you able to maintain your erection "
           "after you had penetrated (entered) your partner?", "Erection maintenance"),
          _FREQUENCY, _NO_ACTIVITY),
    _item("maintain_to_completion", "Difficulty keeping the erection until intercourse was "
          "completed (0 did not attempt, 1 extremely difficult - 5 not difficult)",
          ("4. During sexual intercourse, how difficult was it to maintain your erection to "
           "completion of intercourse?", "Maintenance to completion"),
          _DIFFICULTY, _NO_ACTIVITY),
    _item("satisfactory", "How often attempted intercourse was satisfying (0 did not attempt, "
          "1 almost never - 5 almost always)",
          ("5. When you attempted sexual intercourse, how often was it satisfactory for you?",
           "Intercourse satisfaction"), _FREQUENCY, _NO_ACTIVITY),
)


def iief_5(confidence, hard_enough, maintain_after_penetration, maintain_to_completion,
           satisfactory):
    items = {"confidence": confidence, "hard_enough": hard_enough,
             "maintain_after_penetration": maintain_after_penetration,
             "maintain_to_completion": maintain_to_completion, "satisfactory": satisfactory}
    return {"value": sum(items.values()), **items}


def interpret(score):
    if score >= 22:
        return "22-25: no erectile dysfunction"
    if score >= 17:
        return "17-21: mild erectile dysfunction"
    if score >= 12:
        return "12-16: mild to moderate erectile dysfunction"
    if score >= 8:
        return "8-11: moderate erectile dysfunction"
    return "7 or less: severe erectile dysfunction"


CALCULATOR = Calculator(
    id="iief_5",
    name="International Index of Erectile Function (IIEF-5)",
    aliases=["IIEF-5", "IIEF5", "Sexual Health Inventory for Men", "SHIM", "SHIM score",
             "Erectile dysfunction questionnaire", "国际勃起功能指数IIEF-5"],
    specialty="nephrology_urology",
    description=("Five-item patient questionnaire on erectile function over the past 6 months "
                 "(each item 1-5, items 2-5 also 0 for no sexual activity), total 1-25 with "
                 "Rosen's severity classes (21 or less suggests erectile dysfunction)."),
    keywords=["erectile dysfunction", "ED", "impotence", "sexual function", "men's health",
              "questionnaire", "PDE5 inhibitor", "erectile dysfunction screening questionnaire",
              "severity of erection problems", "sexual function in men",
              "trouble getting or keeping an erection", "erectile function after prostate surgery",
              "response to erectile dysfunction treatment"],
    features=list(FEATURES),
    versions=[Version("rosen_1999", dt.date(1999, 12, 1), ROSEN_1999, iief_5,
                      notes="Sum of 5 items; 22-25 none, 17-21 mild, 12-16 mild to moderate, "
                            "8-11 moderate, 5-7 severe.")],
    output=Output(kind="integer", unit="points", range=(1, 25)),
    interpret=interpret,
    references=[ROSEN_1999, ROSEN_1997, MDCALC],
    notes=("Licence: the IIEF and IIEF-5 are copyrighted (Pfizer; distributed by Mapi Research "
           "Trust) and widely reproduced for clinical screening as the SHIM; items here are "
           "described in our own words (MDCalc's field labels are accepted only as input keys); "
           "check the distribution terms before redistributing the questionnaire text. Severity "
           "classes as Rosen 1999 (cut-off 21: sensitivity 0.98, specificity 0.88). Items 2-5 "
           "offer 0 (no sexual activity / did not attempt intercourse), so the total can be "
           "below 5; totals under 5 are put in the severe class, as Rosen's lowest class (5-7) "
           "is the nearest. The recall period is the past 6 months."),
)
