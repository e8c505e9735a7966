"""Sepsis-induced coagulopathy (SIC) score (Iba et al., BMJ Open 2017; ISTH guidance 2019)."""

import datetime as dt

from medcalc.core import Band, Calculator, Count, Output, Reference, Version, banded, points_total
from medcalc.core.common import inr, platelet_count

IBA_2017 = Reference(
    "Iba T, Nisio MD, Levy JH, Kitamura N, Thachil J. New criteria for sepsis-induced "
    "coagulopathy (SIC) following the revised sepsis definition: a retrospective analysis of a "
    "nationwide survey. BMJ Open. 2017;7(9):e017046 (Table 3: PT-INR, platelet count and a "
    "four-item SOFA; SIC at a total >= 4 with the PT and platelet points exceeding 2).",
    doi="10.1136/bmjopen-2017-017046", url="https://pubmed.ncbi.nlm.nih.gov/28963294/")
IBA_2019 = Reference(
    "Iba T, Levy JH, Warkentin TE, Thachil J, van der Poll T, Levi M. Diagnosis and management "
    "of sepsis-induced coagulopathy and disseminated intravascular coagulation. J Thromb "
    "Haemost. 2019;17(11):1989-1994.", doi="10.1111/jth.14578")

ITEMS = (
    banded("pt_inr", "PT-INR", "inr", (
        Band("le1_2", "<= 1.2", 0, le=1.2),
        Band("1_2_to_1_4", "> 1.2 to <= 1.4", 1, gt=1.2, le=1.4, aliases=("1.2-1.4",)),
        Band("gt1_4", "> 1.4", 2, gt=1.4)), aliases=("INR", "Prothrombin time (PT-INR)")),
    banded("platelets", "Platelet count (x 10^9/L)", "platelet_count", (
        Band("ge150", ">= 150", 0, ge=150),
        Band("100_149", "100 to < 150", 1, ge=100, lt=150, aliases=("100-150",)),
        Band("lt100", "< 100", 2, lt=100)), aliases=("Platelet count", "Coagulation")),
    banded("sofa", "Total SOFA (respiratory, cardiovascular, hepatic, renal)", "sofa_four_item", (
        Band("0", "0", 0, lt=1),
        Band("1", "1", 1, ge=1, lt=2),
        Band("ge2", ">= 2", 2, ge=2)), aliases=("Total SOFA", "SOFA score")),
)
sic = points_total(ITEMS, extra=lambda pt_inr, platelets, sofa: {
    "coagulation_points": pt_inr + platelets})


def interpret(score, breakdown):
    coag = breakdown.get("coagulation_points", 0)
    if score >= 4 and coag > 2:
        return ("sepsis-induced coagulopathy (SIC score >= 4 with PT-INR + platelet points "
                "> 2): consider anticoagulant therapy per ISTH guidance and score for overt DIC")
    if score >= 4:
        return ("SIC score >= 4 but PT-INR + platelet points <= 2: criteria for SIC not met")
    return "SIC criteria not met (score < 4); repeat if the patient deteriorates"


CALCULATOR = Calculator(
    id="sic",
    name="Sepsis-Induced Coagulopathy (SIC) Score",
    aliases=["SIC score", "Sepsis-induced coagulopathy score", "ISTH SIC"],
    specialty="hematology",
    description="Coagulopathy in sepsis from PT-INR, platelet count and a four-item SOFA "
                "(0-6 points); SIC at >= 4 with PT-INR + platelet points > 2.",
    keywords=["sepsis", "coagulopathy", "DIC", "thrombomodulin", "anticoagulation", "ISTH",
              "sepsis induced coagulopathy", "sepsis clotting disorder", "early DIC in sepsis",
              "anticoagulant therapy in septic coagulopathy", "platelets INR and SOFA in sepsis",
              "coagulation failure in sepsis"],
    features=[
        inr(labels=("PT-INR",)),
        platelet_count(labels=("Platelet count",)),
        Count(name="sofa_four_item", range=(0, 16),
              description="Sum of the respiratory, cardiovascular, hepatic and renal SOFA "
                          "scores (0-16; the item scores 2 for any total >= 2)",
              labels=("Total SOFA score (4 items)", "Four-item SOFA")),
    ],
    items=list(ITEMS),
    versions=[Version("iba_2017", dt.date(2017, 9, 27), IBA_2017, sic,
                      notes="PT-INR <= 1.2 0, > 1.2-1.4 1, > 1.4 2; platelets >= 150 0, "
                            "100-149 1, < 100 2; four-item SOFA 0/1/>= 2 -> 0/1/2.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[IBA_2017, IBA_2019],
    notes="SIC requires a total >= 4 and PT-INR + platelet points exceeding 2 (Iba 2017 Table "
          "3 footnote; ISTH 2019). Since the SOFA item gives at most 2, the second condition "
          "matters when the coagulation items total exactly 2. The SOFA input is the sum of "
          "the respiratory, cardiovascular, hepatic and renal components (not platelets or "
          "GCS).",
)
