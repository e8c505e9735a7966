"""Karnofsky Performance Status (Karnofsky DA, Burchenal JH 1949)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

KARNOFSKY_1949 = Reference(
    "Karnofsky DA, Burchenal JH. The clinical evaluation of chemotherapeutic agents in cancer. "
    "In: MacLeod CM, ed. Evaluation of Chemotherapeutic Agents. New York: Columbia University "
    "Press; 1949:191-205.")
KARNOFSKY_1948 = Reference(
    "Karnofsky DA, Abelmann WH, Craver LF, Burchenal JH. The use of the nitrogen mustards in "
    "the palliative treatment of carcinoma, with particular reference to bronchogenic "
    "carcinoma. Cancer. 1948;1(4):634-656.",
    doi="10.1002/1097-0142(194811)1:4<634::AID-CNCR2820010410>3.0.CO;2-L")
MDCALC = Reference("MDCalc. Karnofsky Performance Status Scale.",
                   url="https://www.mdcalc.com/calc/3168/karnofsky-performance-status-scale")

# (score, our short description, aliases such as MDCalc-style option wording)
LEVELS = (
    (100, "Normal; no complaints; no evidence of disease",
     ("normal no complaints; no evidence of disease", "normal")),
    (90, "Able to carry on normal activity; minor signs or symptoms of disease",
     ("able to carry on normal activity; minor signs or symptoms of disease",)),
    (80, "Normal activity with effort; some signs or symptoms of disease",
     ("normal activity with effort; some signs or symptoms of disease",)),
    (70, "Cares for self; unable to carry on normal activity or do active work",
     ("cares for self; unable to carry on normal activity or to do active work",)),
    (60, "Requires occasional assistance; able to care for most personal needs",
     ("requires occasional assistance, but is able to care for most of personal needs",
      "requires occasional assistance but is able to care for most of his personal needs")),
    (50, "Requires considerable assistance and frequent medical care",
     ("requires considerable assistance and frequent medical care",)),
    (40, "Disabled; requires special care and assistance",
     ("disabled; requires special care and assistance", "disabled")),
    (30, "Severely disabled; hospital admission indicated, death not imminent",
     ("severely disabled; hospital admission is indicated although death not imminent",
      "severely disabled")),
    (20, "Very sick; hospital admission and active supportive treatment necessary",
     ("very sick; hospital admission necessary; active supportive treatment necessary",
      "very sick")),
    (10, "Moribund; fatal processes progressing rapidly",
     ("moribund; fatal processes progressing rapidly", "moribund")),
    (0, "Dead", ("dead", "deceased")),
)

KPS = Category(
    name="kps", description="The Karnofsky level that best describes the patient (0-100 in "
                            "steps of 10)",
    labels=("Karnofsky performance status", "KPS", "Karnofsky score", "Performance status"),
    choices=tuple(Choice(str(score), f"{score}: {text}", score,
                         aliases=(f"KPS {score}", f"{score}%", f"KPS {score}%", *aliases))
                  for score, text, aliases in LEVELS))


def karnofsky(kps):
    return {"value": kps}


def interpret(score):
    if score >= 80:
        return (f"KPS {score}: able to carry on normal activity and to work; no special care "
                "needed (Karnofsky group 80-100)")
    if score >= 50:
        return (f"KPS {score}: unable to work; able to live at home and care for most personal "
                "needs; varying assistance needed (Karnofsky group 50-70)")
    if score > 0:
        return (f"KPS {score}: unable to care for self; requires institutional or hospital care "
                "or equivalent; disease may be progressing rapidly (Karnofsky group 10-40)")
    return "KPS 0: dead"


CALCULATOR = Calculator(
    id="karnofsky_performance_status",
    name="Karnofsky Performance Status Scale",
    aliases=["Karnofsky Performance Status Scale", "Karnofsky performance status", "KPS",
             "Karnofsky score", "Karnofsky performance scale"],
    specialty="oncology",
    description="Functional status of a patient with cancer on the 11-level Karnofsky scale "
                "(100 normal to 0 dead) and its three functional groups.",
    keywords=["performance status", "functional status", "oncology", "chemotherapy eligibility",
              "palliative care", "ECOG", "Karnofsky", "functional status percentage in cancer",
              "ability to work and self care", "performance 0 to 100 scale",
              "fitness for cancer treatment", "hospice eligibility functional level",
              "able to carry on normal activity", "palliative functional decline"],
    features=[KPS],
    versions=[Version("karnofsky_1949", dt.date(1949, 1, 1), KARNOFSKY_1949, karnofsky,
                      notes="Eleven levels in steps of 10; functional groups 80-100, 50-70, "
                            "0-40 as commonly tabulated from the original description (day and "
                            "month of the 1949 book not established).")],
    output=Output(kind="integer", unit="%", range=(0, 100),
                  description="Karnofsky performance status (0-100)"),
    interpret=interpret,
    references=[KARNOFSKY_1949, KARNOFSKY_1948, MDCALC],
    notes="A classification: the caller gives the level (a number 0-100 in steps of 10, 'KPS "
          "70', '70%', or the level's description). Descriptions are short paraphrases of the "
          "standard wording; the scale itself is public domain (1948-1949 publications, no "
          "licence holder). Values between the levels (e.g. 75) are not levels of the scale "
          "and are rejected rather than rounded.",
)
