"""Milan criteria for liver transplantation in hepatocellular carcinoma (Mazzaferro et al., NEJM
1996): a single tumour <= 5 cm, or up to 3 tumours each <= 3 cm, with no extrahepatic spread
and no macrovascular invasion."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

MAZZAFERRO_1996 = Reference(
    "Mazzaferro V, Regalia E, Doci R, et al. Liver transplantation for the treatment of small "
    "hepatocellular carcinomas in patients with cirrhosis. N Engl J Med. 1996;334(11):693-699.",
    doi="10.1056/NEJM199603143341104", url="https://pubmed.ncbi.nlm.nih.gov/8594428/")
MDCALC = Reference("MDCalc. Milan Criteria for Liver Transplantation.")

ITEMS = (
    criterion("single_tumor_le_5cm", "Single tumour with diameter <= 5 cm", "single_tumor_le_5cm",
              aliases=("Single tumor with diameter ≤5 cm", "Single tumor with diameter <=5 cm")),
    criterion("up_to_3_tumors_le_3cm", "Up to 3 tumours, each with diameter <= 3 cm",
              "up_to_3_tumors_le_3cm",
              aliases=("Up to 3 tumors each with diameter ≤3 cm",
                       "Up to 3 tumors each with diameter <=3 cm")),
    criterion("extrahepatic_involvement", "Extrahepatic involvement", "extrahepatic_involvement",
              aliases=("Extra-hepatic involvement", "Extrahepatic spread")),
    criterion("major_vessel_involvement", "Major vessel (macrovascular) involvement",
              "major_vessel_involvement",
              aliases=("Major vessel involvement", "Macrovascular invasion")),
)


def milan(single_tumor_le_5cm, up_to_3_tumors_le_3cm, extrahepatic_involvement,
          major_vessel_involvement):
    burden = (single_tumor_le_5cm + up_to_3_tumors_le_3cm) >= 1
    met = burden & (extrahepatic_involvement == 0) & (major_vessel_involvement == 0)
    return {"value": where(met, "Criteria met", "Criteria not met")}


def interpret(value):
    if value == "Criteria met":
        return ("Milan criteria met: liver transplantation candidate for HCC (4-year survival "
                "75% in Mazzaferro 1996)")
    return "Milan criteria not met"


CALCULATOR = Calculator(
    id="milan_criteria",
    name="Milan Criteria for Liver Transplantation",
    aliases=["Milan criteria", "Mazzaferro criteria", "Milan criteria HCC"],
    specialty="gastroenterology_hepatology",
    description="Hepatocellular carcinoma eligible for liver transplantation: single tumour "
                "<= 5 cm or up to 3 tumours each <= 3 cm, without extrahepatic or major vessel "
                "involvement.",
    keywords=["hepatocellular carcinoma", "HCC", "liver transplantation", "transplant eligibility",
              "cirrhosis", "liver cancer transplant eligibility", "HCC transplant criteria",
              "liver tumor size for transplant", "transplant candidacy liver cancer",
              "hepatoma transplant selection", "tumor burden for liver transplant"],
    features=[
        Boolean(name="single_tumor_le_5cm", description="A single tumour of diameter <= 5 cm",
                labels=("Single tumor with diameter ≤5 cm",)),
        Boolean(name="up_to_3_tumors_le_3cm",
                description="Two or three tumours, each of diameter <= 3 cm",
                labels=("Up to 3 tumors each with diameter ≤3 cm",)),
        Boolean(name="extrahepatic_involvement", description="Extrahepatic tumour spread",
                labels=("Extra-hepatic involvement",)),
        Boolean(name="major_vessel_involvement",
                description="Macrovascular invasion (portal or hepatic vein branches)",
                labels=("Major vessel involvement",)),
    ],
    items=list(ITEMS),
    versions=[Version("mazzaferro_1996", dt.date(1996, 3, 14), MAZZAFERRO_1996, milan,
                      notes="(single <= 5 cm or <= 3 nodules each <= 3 cm) and no extrahepatic "
                            "spread and no macrovascular invasion.")],
    output=Output(kind="category", description="Criteria met / Criteria not met"),
    interpret=interpret,
    references=[MAZZAFERRO_1996, MDCALC],
    notes="As Mazzaferro 1996 and MDCalc. Tumour burden met when either the single-tumour or "
          "the up-to-3-tumours question is yes; any extrahepatic or major vessel involvement "
          "excludes. Under missing='absent' an unanswered question counts as 'no'.",
)
