"""Mayo score (Disease Activity Index) for ulcerative colitis (Schroeder et al., NEJM 1987):
stool frequency, rectal bleeding, endoscopic findings and physician's global assessment, 0-3
each (0-12)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

SCHROEDER_1987 = Reference(
    "Schroeder KW, Tremaine WJ, Ilstrup DM. Coated oral 5-aminosalicylic acid therapy for mildly "
    "to moderately active ulcerative colitis. A randomized study. N Engl J Med. "
    "1987;317(26):1625-1629.", doi="10.1056/NEJM198712243172603",
    url="https://pubmed.ncbi.nlm.nih.gov/3317057/")
MDCALC = Reference("MDCalc. Mayo Score/Disease Activity Index (DAI) for Ulcerative Colitis.")

STOOL = Category(
    name="stool_frequency", labels=("Stool frequency (vs normal)", "Stool frequency"),
    description="Stool frequency compared with the patient's normal",
    choices=(
        Choice("normal", "Normal (0)", 0, aliases=("Normal", "normal number of stools")),
        Choice("plus_1_2", "1-2 stools/day more than normal (+1)", 1,
               aliases=("1-2 stools/day more than normal", "1-2 more than normal")),
        Choice("plus_3_4", "3-4 stools/day more than normal (+2)", 2,
               aliases=("3-4 stools/day more than normal", "3-4 more than normal")),
        Choice("plus_5", ">4 stools/day more than normal (+3)", 3,
               aliases=(">4 stools/day more than normal", "5 or more stools/day more than normal",
                        ">=5 more than normal")),
    ))
BLEEDING = Category(
    name="rectal_bleeding", labels=("Rectal bleeding",), description="Rectal bleeding",
    choices=(
        Choice("none", "None (0)", 0, aliases=("None", "no blood seen")),
        Choice("streaks", "Visible blood with stool less than half the time (+1)", 1,
               aliases=("Visible blood with stool less than half the time",
                        "streaks of blood less than half the time")),
        Choice("most", "Visible blood with stool half of the time or more (+2)", 2,
               aliases=("Visible blood with stool half of the time or more",
                        "obvious blood most of the time")),
        Choice("blood_alone", "Passing blood alone (+3)", 3,
               aliases=("Passing blood alone", "blood alone passed")),
    ))
ENDOSCOPY = Category(
    name="mucosal_appearance", labels=("Mucosal appearance at endoscopy", "Endoscopic findings"),
    description="Findings at flexible proctosigmoidoscopy",
    choices=(
        Choice("normal", "Normal or inactive disease (0)", 0,
               aliases=("Normal or inactive disease", "Normal", "inactive")),
        Choice("mild", "Mild disease (erythema, decreased vascular pattern, mild friability) (+1)", 1,
               aliases=("Mild disease (erythema, decreased vascular pattern, mild friability)",
                        "Mild disease", "Mild")),
        Choice("moderate", "Moderate disease (marked erythema, absent vascular pattern, "
                           "friability, erosions) (+2)", 2,
               aliases=("Moderate disease (marked erythema, absent vascular pattern, friability, "
                        "erosions)", "Moderate disease", "Moderate")),
        Choice("severe", "Severe (spontaneous bleeding, ulceration) (+3)", 3,
               aliases=("Severe (spontaneous bleeding, ulceration)", "Severe disease", "Severe")),
    ))
PHYSICIAN = Category(
    name="physician_global", labels=("Physician rating of disease activity",
                                     "Physician's global assessment"),
    description="Physician's global assessment of disease activity",
    choices=(
        Choice("normal", "Normal (0)", 0, aliases=("Normal",)),
        Choice("mild", "Mild (+1)", 1, aliases=("Mild",)),
        Choice("moderate", "Moderate (+2)", 2, aliases=("Moderate",)),
        Choice("severe", "Severe (+3)", 3, aliases=("Severe",)),
    ))
CATEGORIES = (STOOL, BLEEDING, ENDOSCOPY, PHYSICIAN)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def mayo(stool_frequency, rectal_bleeding, mucosal_appearance, physician_global):
    return {"value": stool_frequency + rectal_bleeding + mucosal_appearance + physician_global,
            "stool_frequency": stool_frequency, "rectal_bleeding": rectal_bleeding,
            "mucosal_appearance": mucosal_appearance, "physician_global": physician_global}


def interpret(score):
    return (f"Mayo score {score}/12: higher scores mean more active ulcerative colitis; compare "
            "with the patient's previous scores")


CALCULATOR = Calculator(
    id="mayo_score_uc",
    name="Mayo Score/Disease Activity Index (DAI) for Ulcerative Colitis",
    aliases=["Mayo score", "Mayo Clinic score", "Mayo DAI", "UC Disease Activity Index",
             "Mayo score for ulcerative colitis"],
    specialty="gastroenterology_hepatology",
    description="Ulcerative colitis activity (0-12): stool frequency, rectal bleeding, "
                "endoscopic findings and physician's global assessment, 0-3 each.",
    keywords=["ulcerative colitis", "IBD", "disease activity", "endoscopy", "clinical trials",
              "ulcerative colitis activity", "UC flare severity", "colitis remission assessment",
              "UC endoscopic and clinical activity", "ulcerative colitis response to therapy",
              "rectal bleeding stool frequency score"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("schroeder_1987", dt.date(1987, 12, 24), SCHROEDER_1987, mayo,
                      notes="Four components 0-3; total 0-12.")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[SCHROEDER_1987, MDCALC],
    notes="Components as Schroeder 1987 (descriptors condensed; MDCalc's option texts accepted). "
          "The source defines no activity bands and neither does MDCalc's result; trial "
          "definitions (e.g. remission: total <= 2 with no subscore > 1) vary and are not "
          "applied here.",
)
