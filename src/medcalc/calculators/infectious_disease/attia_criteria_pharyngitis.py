"""Attia predictive model for group A streptococcal pharyngitis in children (Attia 1999,
validated 2001), as the 0-5 point count used by EBMcalc and MDCalc."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total

ATTIA_1999 = Reference(
    "Attia MW, Zaoutis T, Eppes S, Klein JD, Meier FA. Multivariate predictive models for group "
    "A beta-hemolytic streptococcal pharyngitis in children. Acad Emerg Med. 1999;6(1):8-13.",
    doi="10.1111/j.1553-2712.1999.tb00087.x")
ATTIA_2001 = Reference(
    "Attia MW, Zaoutis T, Klein JD, Meier FA. Performance of a predictive model for "
    "streptococcal pharyngitis in children. Arch Pediatr Adolesc Med. 2001;155(6):687-691.",
    doi="10.1001/archpedi.155.6.687", url="https://pubmed.ncbi.nlm.nih.gov/11386959/")
MDCALC = Reference("MDCalc. Attia Criteria for Evaluation of Pharyngitis.")

# The model's four positive predictors; the rash is weighted 2, the others 1 (EBMcalc's and
# MDCalc's point form of the model). Aliases are MDCalc's field labels.
ITEMS = (
    criterion("scarlatiniform_rash", "Scarlatiniform rash", points=2,
              aliases=("Scarlatiniform rash present", "Scarletiniform rash")),
    criterion("cervical_lymphadenopathy",
              "Moderate to severe cervical lymphadenopathy (tender, enlarged nodes)",
              aliases=("Moderate to severe cervical node lymphadenopathy",
                       "Cervical node swelling")),
    criterion("tonsillar_swelling_or_exudate", "Moderate to severe tonsillar swelling or exudate",
              aliases=("Tonsillar swelling or exudate",)),
    criterion("coryza_absent", "Absence of coryza", aliases=("No coryza",),
              yes_aliases=("Coryza absent", "No coryza"), no_aliases=("Coryza present",)),
)
attia = points_total(ITEMS)

INTERMEDIATE_FROM = 1
HIGH_FROM = 4


def interpret(score):
    if score < INTERMEDIATE_FROM:
        return ("0 points: low likelihood of group A streptococcal pharyngitis (negative "
                "predictors: post-test probability about 12% in Attia 2001); testing and "
                "antibiotics generally not needed")
    if score < HIGH_FROM:
        return ("1-3 points: intermediate likelihood of group A streptococcal pharyngitis; "
                "confirm with a rapid antigen test or throat culture")
    return ("4-5 points: high likelihood of group A streptococcal pharyngitis (positive "
            "predictors: post-test probability about 79% in Attia 2001); test to confirm, or "
            "treat per local practice")


CALCULATOR = Calculator(
    id="attia_criteria_pharyngitis",
    name="Attia Criteria for Evaluation of Pharyngitis",
    aliases=["Attia criteria", "Attia predictive model", "Attia strep pharyngitis model",
             "Sore Throat Evaluation and Strep Prediction (Attia)", "Attia咽炎评分"],
    specialty="infectious_disease",
    description=("Likelihood of group A streptococcal pharyngitis in children 1-18 years from "
                 "scarlatiniform rash, cervical lymphadenopathy, tonsillar swelling/exudate and "
                 "absence of coryza (0-5 points: low, intermediate, high)."),
    keywords=["sore throat", "pharyngitis", "strep throat", "group A streptococcus", "GABHS",
              "children", "pediatric", "scarlet fever", "strep throat in children",
              "pediatric sore throat group A strep", "need for rapid strep test in child",
              "scarlet fever rash with sore throat", "childhood pharyngitis likelihood of strep",
              "streptococcal tonsillitis in kids"],
    features=[
        Boolean(name="scarlatiniform_rash", description="Scarlatiniform (scarlet fever) rash",
                labels=("Scarlatiniform rash present",)),
        Boolean(name="cervical_lymphadenopathy",
                description="Moderate to severe tenderness and enlargement of cervical nodes",
                labels=("Moderate to severe cervical node lymphadenopathy",)),
        Boolean(name="tonsillar_swelling_or_exudate",
                description="Moderate to severe tonsillar swelling, or tonsillar exudate",
                labels=("Moderate to severe tonsillar swelling or exudate",)),
        Boolean(name="coryza_absent", description="No coryza (runny nose, nasal congestion)",
                labels=("Absence of coryza",)),
    ],
    items=list(ITEMS),
    versions=[Version("attia_2001", dt.date(2001, 6, 1), ATTIA_2001, attia,
                      notes="Rash 2 points; cervical lymphadenopathy, tonsillar swelling or "
                            "exudate, absence of coryza 1 point each; 0 low, 1-3 intermediate, "
                            "4-5 high.")],
    output=Output(kind="integer", unit="points", range=(0, 5)),
    interpret=interpret,
    references=[ATTIA_1999, ATTIA_2001, MDCALC],
    notes=("Attia 1999 derived, and Attia 2001 prospectively validated, a model with four "
           "positive predictors (moderate-severe tonsillar swelling, moderate-severe cervical "
           "lymphadenopathy, scarlatiniform rash, absence of coryza); the papers report post-test "
           "probabilities for the positive (79%) and negative (12%) predictor patterns rather "
           "than a printed point table. The point form (rash 2 points, others 1; 0 low, 1-3 "
           "intermediate, 4-5 high) is that of EBMcalc and MDCalc, followed here; the 1999 paper's "
           "full text was not available to check the weighting. Population: children 1-18 years. "
           "Unanswered items count as absent under missing='absent'."),
)
