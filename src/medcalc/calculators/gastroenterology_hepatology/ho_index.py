"""Ho index: risk of failure of intravenous corticosteroids in acute severe ulcerative colitis
(Ho et al., Aliment Pharmacol Ther 2004): mean stool frequency over the first 3 days, colonic
dilatation and hypoalbuminaemia, 0-9."""

import datetime as dt

from medcalc.core import Band, Boolean, Calculator, Output, Quantity, Reference, Version, banded, criterion, points_total
from medcalc.core.common import albumin

HO_2004 = Reference(
    "Ho GT, Mowat C, Goddard CJ, et al. Predicting the outcome of severe ulcerative colitis: "
    "development of a novel risk score to aid early selection of patients for second-line "
    "medical therapy or surgery. Aliment Pharmacol Ther. 2004;19(10):1079-1087.",
    doi="10.1111/j.1365-2036.2004.01945.x", url="https://pubmed.ncbi.nlm.nih.gov/15142197/")
MDCALC = Reference("MDCalc. Ho Index for Ulcerative Colitis.")

STOOLS = banded(
    "stool_frequency_points", "Mean stool frequency (stools/24 h)", "mean_stool_frequency",
    (Band("lt4", "< 4", 0, lt=4.0, aliases=("<4 (0)",)),
     Band("4_6", "4-6", 1, ge=4.0, le=6.0, aliases=("4-6 (+1)",)),
     Band("7_9", "7-9", 2, gt=6.0, le=9.0, aliases=("7-9 (+2)",)),
     Band("gt9", "> 9", 4, gt=9.0, aliases=(">9 (+4)",))),
    aliases=("Mean stool frequency (stools/24 h) on day 3", "Mean stool frequency",
             "Stool frequency"))
DILATATION = criterion("colonic_dilatation", "Colonic dilatation", "colonic_dilatation",
                       points=4, aliases=("Colonic dilatation",))
HYPOALBUMINAEMIA = criterion("hypoalbuminaemia", "Hypoalbuminaemia (albumin < 3.0 g/dL)",
                             "albumin", lt=3.0,
                             aliases=("Hypoalbuminemia (albumin ≤3.0 g/dL)", "Hypoalbuminemia",
                                      "Hypoalbuminaemia"))
ITEMS = (STOOLS, DILATATION, HYPOALBUMINAEMIA)
ho = points_total(ITEMS)


def interpret(score):
    if score <= 1:
        return f"Ho index {score}: low risk (0-1) of failing IV steroids (11% in Ho 2004)"
    if score <= 3:
        return f"Ho index {score}: intermediate risk (2-3) of failing IV steroids (43% in Ho 2004)"
    return f"Ho index {score}: high risk (>= 4) of failing IV steroids (85% in Ho 2004)"


CALCULATOR = Calculator(
    id="ho_index",
    name="Ho Index",
    aliases=["Ho Index for Ulcerative Colitis", "Ho score", "Ho index acute severe colitis"],
    specialty="gastroenterology_hepatology",
    description="Risk that intravenous corticosteroids fail in acute severe ulcerative colitis "
                "(0-9): mean stool frequency over days 1-3, colonic dilatation, hypoalbuminaemia.",
    keywords=["ulcerative colitis", "acute severe colitis", "steroid failure", "colectomy",
              "rescue therapy", "IBD", "steroid failure in severe colitis",
              "need for colectomy in acute colitis", "rescue therapy need ulcerative colitis",
              "intravenous steroid response UC", "acute severe ulcerative colitis outcome",
              "colitis treatment failure prediction"],
    features=[
        Quantity(name="mean_stool_frequency", unit="1/d", units=("1/d",), range=(0.0, 60.0),
                 description="Mean number of stools per 24 h over the first 3 days of IV "
                             "steroids", labels=("Mean stool frequency (stools/24 h) on day 3",)),
        Boolean(name="colonic_dilatation", description="Colonic dilatation on plain abdominal "
                                                       "radiograph",
                definition="colonic dilatation (transverse colon >= 5.5 cm in Ho 2004) on "
                           "the admission abdominal radiograph",
                labels=("Colonic dilatation",)),
        albumin(description="Serum albumin on admission (criterion: < 3.0 g/dL, i.e. < 30 g/L)"),
    ],
    items=list(ITEMS),
    versions=[Version("ho_2004", dt.date(2004, 5, 15), HO_2004, ho,
                      notes="Mean stool frequency < 4: 0, 4-6: 1, 7-9: 2, > 9: 4; colonic "
                            "dilatation 4; albumin < 30 g/L 1. 0-1 low, 2-3 intermediate, "
                            ">= 4 high risk.")],
    output=Output(kind="integer", unit="points", range=(0, 9)),
    interpret=interpret,
    references=[HO_2004, MDCALC],
    notes="Hypoalbuminaemia as in Ho 2004 (< 30 g/L); MDCalc labels the item 'albumin <= 3.0 "
          "g/dL', which differs only at exactly 3.0 g/dL (1 point on MDCalc, 0 here). Stool "
          "frequency is a mean and may be fractional: 4-6 includes up to 6.0, 7-9 covers "
          "above 6 up to 9.0, > 9 above 9. The '(+4)' style option texts of MDCalc are "
          "accepted as band answers.",
)
