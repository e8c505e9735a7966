"""Neuropathic Pain Scale (NPS): ten 0-10 ratings of pain qualities (intensity, sharp, hot, dull,
cold, sensitive, itchy, unpleasant, deep, surface), summed 0-100 (Galer & Jensen, Neurology
1997)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Count, Output, Reference, Version

GALER_1997 = Reference(
    "Galer BS, Jensen MP. Development and preliminary validation of a pain measure specific to "
    "neuropathic pain: the Neuropathic Pain Scale. Neurology. 1997;48(2):332-338.",
    doi="10.1212/wnl.48.2.332")
MDCALC = Reference("MDCalc. Neuropathic Pain Scale (NPS) (reports the sum of the ten ratings, "
                   "0-100).")

# (name, our short wording, MDCalc's question)
RATINGS = (
    ("intensity", "Overall pain intensity", "How intense is the pain?"),
    ("sharp", "How sharp the pain is", "How sharp is the pain?"),
    ("hot", "How hot (burning) the pain is", "How hot is the pain?"),
    ("dull", "How dull (aching) the pain is", "How dull is the pain?"),
    ("cold", "How cold the pain is", "How cold is the pain?"),
    ("sensitive", "How sensitive the skin is to light touch or clothing",
     "How sensitive is the skin to light touch?"),
    ("itchy", "How itchy the pain is", "How itchy is the pain?"),
    ("unpleasant", "How unpleasant (unbearable) the pain feels", "How unpleasant is the pain?"),
    ("deep", "Intensity of the deep pain", "If the pain is deep, how intense is the deep pain?"),
    ("surface", "Intensity of the surface pain",
     "If the pain is on the surface, how intense is the surface pain?"),
)
FEATURES = [Count(name=n, description=f"{d} (0 none - 10 the most imaginable)", range=(0, 10),
                  labels=(label,))
            for n, d, label in RATINGS]
TIME_QUALITY = Category(
    name="time_quality",
    description="Time pattern of the pain (described, not scored)",
    labels=("What is the time quality of the pain?", "Time quality of pain"),
    required=False, default=None,
    choices=(
        Choice("background_with_flares", "Background pain all the time with occasional flare-ups "
                                         "(breakthrough pain)",
               aliases=("Background pain present all the time, with occasional flare-ups "
                        "(breakthrough pain)",
                        "Present all the time with occasional flare-ups (breakthrough pain)",
                        "breakthrough pain")),
        Choice("constant_single", "A single type of pain present all the time",
               aliases=("Single type of pain present all the time", "constant")),
        Choice("intermittent_single", "A single type of pain present only sometimes",
               aliases=("Single type of pain only sometimes present", "intermittent")),
    ),
)
NAMES = tuple(n for n, _, _ in RATINGS)


def nps(intensity, sharp, hot, dull, cold, sensitive, itchy, unpleasant, deep, surface):
    ratings = dict(intensity=intensity, sharp=sharp, hot=hot, dull=dull, cold=cold,
                   sensitive=sensitive, itchy=itchy, unpleasant=unpleasant, deep=deep,
                   surface=surface)
    out = {"value": sum(ratings[n] for n in NAMES)}
    out.update(ratings)
    return out


def interpret(total):
    return (f"NPS {total}/100: higher totals mean more severe neuropathic pain (no diagnostic "
            "cut-off; follow the total and the individual qualities over time)")


CALCULATOR = Calculator(
    id="neuropathic_pain_scale",
    name="Neuropathic Pain Scale (NPS)",
    aliases=["Neuropathic Pain Scale", "NPS", "Galer Jensen Neuropathic Pain Scale"],
    specialty="neurology",
    description="Sum (0-100) of ten 0-10 ratings of neuropathic pain: intensity, sharp, hot, "
                "dull, cold, skin sensitivity, itch, unpleasantness, deep and surface pain; the "
                "time pattern is recorded but not scored.",
    keywords=["neuropathic pain", "pain quality", "pain assessment", "diabetic neuropathy",
              "postherpetic neuralgia", "CRPS", "nerve pain quality rating",
              "burning and shooting pain characteristics", "neuropathic pain severity",
              "diabetic nerve pain assessment", "track nerve pain treatment response",
              "qualities of neuropathic pain"],
    features=[*FEATURES, TIME_QUALITY],
    versions=[Version("galer_jensen_1997", dt.date(1997, 2, 1), GALER_1997, nps,
                      notes="Ten 0-10 ratings summed (0-100), as MDCalc reports it; the time "
                            "pattern item is descriptive.")],
    output=Output(kind="integer", unit="points", range=(0, 100)),
    interpret=interpret,
    references=[GALER_1997, MDCALC],
    notes="Galer & Jensen 1997 present the ten ratings as separate descriptors (0 = no pain/not "
          "sharp ... 10 = the most intense/sharpest imaginable) plus a time-quality item; they "
          "analysed the items individually and proposed no total. The 0-100 sum is MDCalc's "
          "summary ('the higher the score, the worse the neuropathic pain'), used here because "
          "it is what the calculator is asked for; each rating is also returned in the "
          "breakdown. The time-quality answer is accepted and not scored. Item wording here is "
          "paraphrased (the printed form is copyrighted by its authors); the ratings themselves "
          "are generic 0-10 numeric ratings. Licence: no licence owner or distributor "
          "restricting clinical use was found (searched the docs and pages corpora for the "
          "NPS's copyright and permission terms); MDCalc's question texts are accepted as input "
          "labels only.",
)
