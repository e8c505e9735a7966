"""Travis (Oxford) criteria: on day 3 of intravenous corticosteroids for acute severe ulcerative
colitis, > 8 stools/day, or 3-8 stools/day with CRP > 45 mg/L, predicts colectomy (Travis et
al., Gut 1996)."""

import datetime as dt

from medcalc.core import Band, Calculator, Output, Quantity, Reference, Version, banded, criterion
from medcalc.core.vector import where

TRAVIS_1996 = Reference(
    "Travis SP, Farrant JM, Ricketts C, Nolan DJ, Mortensen NM, Kettlewell MG, Jewell DP. "
    "Predicting outcome in severe ulcerative colitis. Gut. 1996;38(6):905-910.",
    doi="10.1136/gut.38.6.905", url="https://pubmed.ncbi.nlm.nih.gov/8984031/")
MDCALC = Reference("MDCalc. Travis Criteria.")

STOOLS = banded(
    "stools_band", "Number of stools on day 3", "stools_day3",
    (Band("lt3", "< 3", 0, lt=3.0), Band("3_8", "3-8", 1, ge=3.0, le=8.0),
     Band("gt8", "> 8", 2, gt=8.0)),
    aliases=("Number of stools on day 3", "Stool frequency on day 3"))
CRP = criterion("crp_gt_45", "CRP > 45 mg/L on day 3", "crp", gt=45.0,
                aliases=("CRP >45 mg/L on day 3", "CRP > 45 mg/L"))
ITEMS = (STOOLS, CRP)


def travis(stools_band, crp_gt_45):
    high = where(stools_band == 2, True, where(stools_band == 1, crp_gt_45 == 1, False))
    return {"value": where(high, "High", "Low"), "stools_band": stools_band,
            "crp_gt_45": crp_gt_45}


def interpret(value):
    if value == "High":
        return ("High risk: about 85% needed colectomy during that admission in Travis 1996; "
                "consider rescue therapy (ciclosporin/infliximab) or surgery")
    return "Low risk of colectomy by the Travis criteria"


CALCULATOR = Calculator(
    id="travis_criteria",
    name="Travis Criteria",
    aliases=["Oxford criteria", "Travis criteria for acute severe colitis",
             "Travis index", "Oxford index severe ulcerative colitis"],
    specialty="gastroenterology_hepatology",
    description="Day-3 prediction of colectomy in acute severe ulcerative colitis on IV "
                "steroids: > 8 stools/day, or 3-8 stools/day with CRP > 45 mg/L.",
    keywords=["ulcerative colitis", "acute severe colitis", "colectomy", "steroid failure", "CRP",
              "IBD", "colectomy prediction day 3", "steroid failure in acute colitis",
              "need for rescue therapy colitis", "severe colitis CRP and stool count",
              "acute severe ulcerative colitis colectomy", "IV steroid nonresponse colitis"],
    features=[
        Quantity(name="stools_day3", unit="1/d", units=("1/d",), range=(0.0, 60.0),
                 description="Number of stools on day 3 of intravenous corticosteroids",
                 labels=("Number of stools on day 3",)),
        Quantity(name="crp", unit="mg/L", units=("mg/L", "mg/dL"), range=(0.0, 700.0),
                 description="C-reactive protein on day 3 (criterion: > 45 mg/L)",
                 labels=("CRP",)),
    ],
    items=list(ITEMS),
    versions=[Version("travis_1996", dt.date(1996, 6, 1), TRAVIS_1996, travis,
                      notes="Day 3: stools > 8/day, or 3-8/day and CRP > 45 mg/L -> high risk "
                            "(85% colectomy).")],
    output=Output(kind="category", description="High or Low risk of colectomy"),
    interpret=interpret,
    references=[TRAVIS_1996, MDCALC],
    notes="Rule as Travis 1996; MDCalc asks the same two questions. With fewer than 3 stools "
          "the CRP does not matter. Stools may be given as a count (bands < 3, 3-8, > 8) or as "
          "the band; CRP as a value or yes/no.",
)
