"""Frequency, Intensity and Burden of Side Effects Rating (FIBSER; Wisniewski et al. 2006,
STAR*D): three self-rated global items 0-6; the burden rating guides the action."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Reference, Version

WISNIEWSKI_2006 = Reference(
    "Wisniewski SR, Rush AJ, Balasubramani GK, Trivedi MH, Nierenberg AA; STAR*D Investigators. "
    "Self-rated global measure of the frequency, intensity, and burden of side effects. J "
    "Psychiatr Pract. 2006;12(2):71-79.", doi="10.1097/00131746-200603000-00002")
LAM_2018 = Reference(
    "Lam RW et al. FIBSER revised (2018), University of British Columbia: simplified wording of "
    "the FIBSER, used with Dr Wisniewski's permission; item 3 (burden) guides measurement-based "
    "care (0-2 no change needed, 3-4 address side effects, 5-6 decrease the dose or switch). Free "
    "to use by clinicians and for non-profit academic studies.",
    url="https://workingwithdepression.psychiatry.ubc.ca/leaps/frequency-intensity-burden-of-side-effects-rating-fibser-scale")
MDCALC_FIBSER = Reference("MDCalc (mdcalc.com): Frequency, Intensity and Burden of Side Effects Rating Scale "
                          "(FIBSER).")

FREQUENCY = Count(name="frequency", range=(0, 6), labels=("Frequency", "Frequency of side effects"),
                  description="How much of the time side effects were present in the past week "
                              "(0 no side effects - 6 present all the time)")
INTENSITY = Count(name="intensity", range=(0, 6), labels=("Intensity", "Intensity of side effects"),
                  description="Intensity of the side effects (0 none, 2 trivial, 4 moderate, 6 "
                              "intolerable)")
BURDEN = Count(name="burden", range=(0, 6), labels=("Burden", "Burden of side effects",
                                                     "Interference with function"),
               description="How much the side effects interfere with daily function (0 no "
                           "impairment, 2 minimal, 4 moderate, 6 unable to function)")


def fibser(frequency, intensity, burden):
    return {"value": burden, "frequency": frequency, "intensity": intensity, "burden": burden}


def interpret(burden):
    if burden <= 2:
        return (f"FIBSER burden {burden} (0-2): none to mild interference with activities; no "
                "change in medication needed")
    if burden <= 4:
        return (f"FIBSER burden {burden} (3-4): moderate to marked interference; address the side "
                "effects (dose change, side-effect treatment)")
    return (f"FIBSER burden {burden} (5-6): severe interference or unable to function; decrease "
            "the dose or switch the medication")


CALCULATOR = Calculator(
    id="fibser",
    name="Frequency, Intensity and Burden of Side Effects Rating Scale (FIBSER) Revised",
    aliases=["FIBSER", "Frequency, Intensity, and Burden of Side Effects Rating",
             "FIBSER Revised"],
    specialty="psychiatry_addiction",
    description=("Self-rated global side-effect frequency, intensity and burden (0-6 each) in "
                 "antidepressant treatment; the burden rating (headline) guides whether to "
                 "continue, adjust or switch."),
    keywords=["side effects", "antidepressant", "adverse effects", "tolerability", "STAR*D",
              "measurement-based care", "antidepressant side effect burden",
              "tolerability of antidepressant", "how bothersome are medication side effects",
              "whether to switch antidepressant for side effects",
              "side effect frequency intensity burden", "patient rated medication side effects"],
    features=[FREQUENCY, INTENSITY, BURDEN],
    versions=[Version("wisniewski_2006", dt.date(2006, 3, 1), WISNIEWSKI_2006, fibser,
                      notes="Three items 0-6 reported separately; headline = burden.")],
    output=Output(kind="integer", unit="points", range=(0, 6),
                  description="burden rating (0-6); frequency and intensity in the breakdown"),
    interpret=interpret,
    references=[WISNIEWSKI_2006, LAM_2018, MDCALC_FIBSER],
    notes=(
        "The FIBSER's three items are reported separately, not summed (Wisniewski 2006). The "
        "headline is the burden rating (item 3), the one the revised FIBSER (Lam, UBC 2018) "
        "tells clinicians to act on: 0-2 no change needed, 3-4 address the side effects, 5-6 "
        "decrease the dose or switch; frequency and intensity are reported in the breakdown. "
        "Anchor descriptions paraphrased. Licence: the revised FIBSER is free to use by "
        "clinicians and for non-profit academic studies (for-profit sponsored research needs "
        "permission from Dr Lam); this library stores no item text."),
)
